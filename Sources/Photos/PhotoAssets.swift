// Photos' assets on Linux, so that photo grids (a collection view whose cells ask a `PHCachingImageManager` for
// thumbnails of fetched `PHAsset`s) build unchanged and run headless. The library holds only what a test puts in
// (`PHPhotoLibrary.addHeadlessAsset(_:...)`); fetches answer only when the app may read the library, and keep to
// their options; images come from the asset's image, scaled as Photos scales them. Linux's Foundation has no
// key-value coding, so this file also gives `NSSortDescriptor(key:ascending:)` and `NSPredicate(format:)` for
// Photos objects (see the end of the file).
import Foundation
import ReuseKit
import Synchronization

// MARK: - Kinds of asset

/// What an asset is (Photos' `PHAssetMediaType`), with Photos' raw values.
public enum PHAssetMediaType: Int, Hashable, Sendable {
    /// Neither a photo, a video nor audio.
    case unknown = 0
    /// A photo.
    case image = 1
    /// A video.
    case video = 2
    /// Audio.
    case audio = 3
}

/// What kind of photo or video an asset is (Photos' `PHAssetMediaSubtype`), with Photos' bits.
public struct PHAssetMediaSubtype: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Subtypes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A panorama.
    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    /// A high-dynamic-range photo.
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    /// A screenshot.
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    /// A Live Photo.
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    /// A Portrait-mode photo.
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    /// An animated image (GIF, animated PNG).
    public static let photoAnimation = PHAssetMediaSubtype(rawValue: 1 << 6)
    /// Spatial media.
    public static let spatialMedia = PHAssetMediaSubtype(rawValue: 1 << 10)
    /// A video that always streams.
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    /// A slow-motion (high-frame-rate) video.
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    /// A time-lapse video.
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
    /// A screen recording.
    public static let videoScreenRecording = PHAssetMediaSubtype(rawValue: 1 << 19)
    /// A Cinematic-mode video.
    public static let videoCinematic = PHAssetMediaSubtype(rawValue: 1 << 21)
}

/// Where an asset comes from (Photos' `PHAssetSourceType`), with Photos' bits.
public struct PHAssetSourceType: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Source types from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The person's own library.
    public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
    /// An iCloud Shared Album.
    public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
    /// Synced from a computer.
    public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}

// MARK: - Objects

/// Something in the library (Photos' `PHObject`): equal to another when they have the same local identifier, as
/// two fetches of one asset are.
open class PHObject: NSObject, @unchecked Sendable {
    private let identifier: String

    /// An object of no library, with a new identifier.
    public override init() {
        identifier = UUID().uuidString + "/L0/001"
        super.init()
    }

    init(localIdentifier: String) {
        identifier = localIdentifier
        super.init()
    }

    /// The identifier that finds the object again (`fetchAssets(withLocalIdentifiers:options:)`).
    open var localIdentifier: String { identifier }

    /// Equal when the other is a Photos object with the same local identifier.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? PHObject)?.localIdentifier == localIdentifier
    }

    /// The local identifier's hash.
    open override var hash: Int { localIdentifier.hashValue }

    /// The value a predicate or sort descriptor reads for `key` (what key-value coding reads on iOS).
    func headlessValue(forKey key: String) -> Any? { key == "localIdentifier" ? localIdentifier : nil }
}

/// A photo, video or sound in the library (Photos' `PHAsset`): metadata only; `PHImageManager` gives its image.
/// Headless assets are what a test added (`PHPhotoLibrary.addHeadlessAsset(_:...)`); its image's size in pixels
/// is the asset's `pixelWidth` and `pixelHeight`.
open class PHAsset: PHObject, @unchecked Sendable {
    struct Record {
        var mediaType = PHAssetMediaType.unknown, mediaSubtypes: PHAssetMediaSubtype = [], pixelSize = CGSize.zero
        var creationDate: Date?, duration: TimeInterval = 0, isFavorite = false, isHidden = false
        var sourceType = PHAssetSourceType.typeUserLibrary, burstIdentifier: String?, representsBurst = false
        var image: Image?, imageData: Data?

        /// An asset's size in pixels: its image's size times its scale (zero without an image).
        static func pixelSize(of image: Image?) -> CGSize {
            image.map { CGSize(width: $0.size.width * $0.scale, height: $0.size.height * $0.scale) } ?? .zero
        }
    }

    let record: Record

    /// An asset of no library: no image, no metadata.
    public override init() {
        record = Record()
        super.init()
    }

    init(localIdentifier: String, record: Record) {
        self.record = record
        super.init(localIdentifier: localIdentifier)
    }

    /// Photo, video or audio.
    open var mediaType: PHAssetMediaType { record.mediaType }
    /// Panorama, screenshot, Live Photo, slow motion, ...
    open var mediaSubtypes: PHAssetMediaSubtype { record.mediaSubtypes }
    /// The width of the original, in pixels.
    open var pixelWidth: Int { Int(record.pixelSize.width) }
    /// The height of the original, in pixels.
    open var pixelHeight: Int { Int(record.pixelSize.height) }
    /// When the photo or video was taken.
    open var creationDate: Date? { record.creationDate }
    /// When the asset last changed: its creation date headless (nothing edits assets).
    open var modificationDate: Date? { record.creationDate }
    /// A video's length in seconds; 0 for a photo.
    open var duration: TimeInterval { record.duration }
    /// Whether the person marked the asset as a favourite.
    open var isFavorite: Bool { record.isFavorite }
    /// Whether the person hid the asset (fetches leave it out unless their options include hidden assets).
    open var isHidden: Bool { record.isHidden }
    /// Where the asset comes from.
    open var sourceType: PHAssetSourceType { record.sourceType }
    /// The identifier shared by the photos of one burst; nil outside a burst.
    open var burstIdentifier: String? { record.burstIdentifier }
    /// Whether the asset stands for its burst (fetches leave out the others unless asked for all burst assets).
    open var representsBurst: Bool { record.representsBurst }
    /// How the asset plays, from its media type and subtypes.
    open var playbackStyle: PlaybackStyle {
        switch mediaType {
        case .image:
            mediaSubtypes.contains(.photoLive)
                ? .livePhoto : mediaSubtypes.contains(.photoAnimation) ? .imageAnimated : .image
        case .video: .video
        default: .unsupported
        }
    }

    /// The identifier and metadata, as Photos describes an asset.
    open override var description: String {
        "<PHAsset> \(localIdentifier) mediaType=\(mediaType.rawValue)/\(mediaSubtypes.rawValue), "
            + "sourceType=\(sourceType.rawValue), (\(pixelWidth)x\(pixelHeight)), "
            + "creationDate=\(creationDate.map { "\($0)" } ?? "nil"), "
            + "hidden=\(isHidden ? 1 : 0), favorite=\(isFavorite ? 1 : 0)"
    }

    /// How an asset plays (Photos' `PHAsset.PlaybackStyle`), with Photos' raw values.
    public enum PlaybackStyle: Int, Hashable, Sendable {
        /// It does not play.
        case unsupported = 0
        /// A still image.
        case image = 1
        /// An animated image.
        case imageAnimated = 2
        /// A Live Photo.
        case livePhoto = 3
        /// A video.
        case video = 4
        /// A looping video.
        case videoLooping = 5
    }

    override func headlessValue(forKey key: String) -> Any? {
        switch key {
        case "mediaType": mediaType.rawValue
        case "mediaSubtypes": mediaSubtypes.rawValue
        case "pixelWidth": pixelWidth
        case "pixelHeight": pixelHeight
        case "creationDate": creationDate
        case "modificationDate": modificationDate
        case "duration": duration
        case "isFavorite", "favorite": isFavorite
        case "isHidden", "hidden": isHidden
        case "burstIdentifier": burstIdentifier
        case "sourceType": sourceType.rawValue
        default: super.headlessValue(forKey: key)
        }
    }

    /// The assets the options allow, in the library's order (oldest added first) unless they sort. Fetches ask
    /// for access the first time, as on iOS, and find nothing without it (see ``PHPhotoLibrary``).
    @preconcurrency @MainActor
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHHeadlessLibrary.fetch(options) { $0.assets }
    }

    /// The assets of `mediaType` the options allow.
    @preconcurrency @MainActor
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHHeadlessLibrary.fetch(options) { $0.assets.filter { $0.mediaType == mediaType } }
    }

    /// The assets with these identifiers, in their order; hidden ones too unless the options say otherwise.
    @preconcurrency @MainActor
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
        -> PHFetchResult<PHAsset>
    {
        PHHeadlessLibrary.fetch(options, hidden: true) { library in
            identifiers.compactMap { id in library.assets.first { $0.localIdentifier == id } }
        }
    }

    /// The assets in `assetCollection`: an album's in its order, a smart album's in the library's.
    @preconcurrency @MainActor
    open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?)
        -> PHFetchResult<PHAsset>
    {
        let (id, hidden) = (
            assetCollection.localIdentifier, assetCollection.assetCollectionSubtype == .smartAlbumAllHidden
        )
        return PHHeadlessLibrary.fetch(options, hidden: hidden) { $0.members(ofCollection: id) }
    }

    /// The assets that `assets-library://asset/asset.JPG?id=…&ext=JPG` URLs name: the `id` is the part of a
    /// local identifier before its first `/`.
    @available(*, deprecated, message: "Will be removed in a future release")
    @preconcurrency @MainActor
    open class func fetchAssets(withALAssetURLs assetURLs: [URL], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        let ids = assetURLs.compactMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems }
            .compactMap { $0.first { $0.name == "id" }?.value }
        return PHHeadlessLibrary.fetch(options) { library in
            ids.compactMap { id in library.assets.first { $0.localIdentifier.hasPrefix(id + "/") } }
        }
    }
}

// MARK: - Collections

/// Whether a collection is an album or a smart album (Photos' `PHAssetCollectionType`), with Photos' raw values.
public enum PHAssetCollectionType: Int, Hashable, Sendable {
    /// An album the person made.
    case album = 1
    /// A smart album, kept by Photos.
    case smartAlbum = 2
    /// A moment (none headless).
    @available(*, deprecated, message: "Will be removed in a future release")
    case moment = 3
}

/// Which album or smart album a collection is (Photos' `PHAssetCollectionSubtype`), with Photos' raw values.
public enum PHAssetCollectionSubtype: Int, Hashable, Sendable {
    /// An album made in Photos (what `PHPhotoLibrary.addHeadlessAlbum(titled:containing:)` makes).
    case albumRegular = 2
    /// An event synced from a Mac (none headless).
    case albumSyncedEvent = 3
    /// A faces group synced from a Mac (none headless).
    case albumSyncedFaces = 4
    /// An album synced from a Mac (none headless).
    case albumSyncedAlbum = 5
    /// An album imported from a camera (none headless).
    case albumImported = 6
    /// My Photo Stream (none headless).
    case albumMyPhotoStream = 100
    /// An iCloud Shared Album (none headless).
    case albumCloudShared = 101
    /// A smart album of no particular kind (never fetched headless).
    case smartAlbumGeneric = 200
    /// Panoramas.
    case smartAlbumPanoramas = 201
    /// Videos.
    case smartAlbumVideos = 202
    /// Favourites.
    case smartAlbumFavorites = 203
    /// Time-lapse videos (never fetched headless).
    case smartAlbumTimelapses = 204
    /// Hidden assets.
    case smartAlbumAllHidden = 205
    /// Recently added assets (never fetched headless).
    case smartAlbumRecentlyAdded = 206
    /// Bursts (their representative photos).
    case smartAlbumBursts = 207
    /// Slow-motion videos (never fetched headless).
    case smartAlbumSlomoVideos = 208
    /// Every asset of the person's library ("Recents").
    case smartAlbumUserLibrary = 209
    /// Selfies (never fetched headless).
    case smartAlbumSelfPortraits = 210
    /// Screenshots.
    case smartAlbumScreenshots = 211
    /// Portrait-mode photos (never fetched headless).
    case smartAlbumDepthEffect = 212
    /// Live Photos.
    case smartAlbumLivePhotos = 213
    /// Animated images (never fetched headless).
    case smartAlbumAnimated = 214
    /// Long exposures (never fetched headless).
    case smartAlbumLongExposures = 215
    /// Assets that failed to upload (never fetched headless).
    case smartAlbumUnableToUpload = 216
    /// RAW photos (never fetched headless).
    case smartAlbumRAW = 217
    /// Cinematic videos (never fetched headless).
    case smartAlbumCinematic = 218
    /// Spatial media (never fetched headless).
    case smartAlbumSpatial = 219
    /// Screen recordings (never fetched headless).
    case smartAlbumScreenRecordings = 220
    /// Any subtype, for fetching.
    case any = 9_223_372_036_854_775_807
}

/// A group of assets or collections (Photos' `PHCollection`).
open class PHCollection: PHObject, @unchecked Sendable {
    let title: String?

    init(localIdentifier: String, title: String?) {
        self.title = title
        super.init(localIdentifier: localIdentifier)
    }

    /// The name shown for the collection.
    open var localizedTitle: String? { title }
    /// Whether it holds assets (asset collections do).
    open var canContainAssets: Bool { false }
    /// Whether it holds collections (folders; none headless).
    open var canContainCollections: Bool { false }

    override func headlessValue(forKey key: String) -> Any? {
        key == "localizedTitle" || key == "title" ? localizedTitle : super.headlessValue(forKey: key)
    }

    /// The albums the person made, in the order a test added them.
    @preconcurrency @MainActor
    open class func fetchTopLevelUserCollections(with options: PHFetchOptions?) -> PHFetchResult<PHCollection> {
        PHHeadlessLibrary.fetch(options) { $0.collections(.album, .any) as [PHCollection] }
    }

    /// The collections in the folder `collectionList`: none headless, where the library has no folders.
    @preconcurrency @MainActor
    open class func fetchCollections(in collectionList: PHCollectionList, options: PHFetchOptions?)
        -> PHFetchResult<PHCollection>
    {
        PHHeadlessLibrary.fetch(options) { _ in [PHCollection]() }
    }
}

/// What kind of folder a collection list is (Photos' `PHCollectionListType`), with Photos' raw values.
public enum PHCollectionListType: Int, Hashable, Sendable {
    /// Moments grouped by time (deprecated since iOS 13).
    case momentList = 1
    /// A folder the person made.
    case folder = 2
    /// A folder the system keeps.
    case smartFolder = 3
}

/// Which folder a collection list is (Photos' `PHCollectionListSubtype`), with Photos' raw values.
public enum PHCollectionListSubtype: Int, Hashable, Sendable {
    case momentListCluster = 1
    case momentListYear = 2
    case regularFolder = 100
    case smartFolderEvents = 200
    case smartFolderFaces = 201
    /// Any subtype, for fetching.
    case any = 9_223_372_036_854_775_807
}

/// A folder of albums and folders (Photos' `PHCollectionList`). The headless library has no folders: fetches of
/// them find none, and apps that walk folders see only their top-level albums.
open class PHCollectionList: PHCollection, @unchecked Sendable {
    let type: PHCollectionListType, subtype: PHCollectionListSubtype

    init(localIdentifier: String, title: String?, type: PHCollectionListType, subtype: PHCollectionListSubtype) {
        (self.type, self.subtype) = (type, subtype)
        super.init(localIdentifier: localIdentifier, title: title)
    }

    /// Folder or smart folder.
    open var collectionListType: PHCollectionListType { type }
    /// Which folder.
    open var collectionListSubtype: PHCollectionListSubtype { subtype }
    /// Folders hold collections.
    open override var canContainCollections: Bool { true }

    /// The folders of `type` and `subtype`: none headless.
    @preconcurrency @MainActor
    open class func fetchCollectionLists(
        with type: PHCollectionListType, subtype: PHCollectionListSubtype, options: PHFetchOptions?
    ) -> PHFetchResult<PHCollectionList> {
        PHHeadlessLibrary.fetch(options) { _ in [PHCollectionList]() }
    }
}

/// A Live Photo: a still image with the moments around it (Photos' `PHLivePhoto`). Linux plays no video, so the
/// headless library makes none; the type is here for the code that handles them.
open class PHLivePhoto: NSObject, @unchecked Sendable {
    /// The photo's size in pixels.
    public let size: CGSize

    public override init() {
        size = .zero
        super.init()
    }

    /// A Live Photo of `size` pixels (what the headless image manager gives for a live asset).
    init(size: CGSize) {
        self.size = size
        super.init()
    }
}

/// An album or smart album (Photos' `PHAssetCollection`). Headless smart albums follow rules on the assets (see
/// ``PHAssetCollectionSubtype``); albums hold what a test put in them.
open class PHAssetCollection: PHCollection, @unchecked Sendable {
    let type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, count: Int

    init(
        localIdentifier: String, title: String?, type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype,
        count: Int
    ) {
        (self.type, self.subtype, self.count) = (type, subtype, count)
        super.init(localIdentifier: localIdentifier, title: title)
    }

    /// Album or smart album.
    open var assetCollectionType: PHAssetCollectionType { type }
    /// Which album or smart album.
    open var assetCollectionSubtype: PHAssetCollectionSubtype { subtype }
    /// An album's count when it was fetched; `NSNotFound` for smart albums, as Photos answers for them.
    open var estimatedAssetCount: Int { count }
    /// When its earliest asset was taken (moments only: nil headless).
    open var startDate: Date? { nil }
    /// When its latest asset was taken (moments only: nil headless).
    open var endDate: Date? { nil }
    /// Asset collections hold assets.
    open override var canContainAssets: Bool { true }

    override func headlessValue(forKey key: String) -> Any? {
        key == "estimatedAssetCount" ? estimatedAssetCount : super.headlessValue(forKey: key)
    }

    /// The collections of `type` and `subtype` (`.any` for all): the headless smart albums, or the albums a test
    /// added.
    @preconcurrency @MainActor
    open class func fetchAssetCollections(
        with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?
    ) -> PHFetchResult<PHAssetCollection> {
        PHHeadlessLibrary.fetch(options) { $0.collections(type, subtype) }
    }

    /// The collections with these identifiers, in their order.
    @preconcurrency @MainActor
    open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
        -> PHFetchResult<PHAssetCollection>
    {
        PHHeadlessLibrary.fetch(options) { library in
            let all = library.collections(.album, .any) + library.collections(.smartAlbum, .any)
            return identifiers.compactMap { id in all.first { $0.localIdentifier == id } }
        }
    }
}

// MARK: - Fetching

/// How a fetch filters, sorts and limits (Photos' `PHFetchOptions`). The predicate is evaluated on Linux (block
/// predicates, and `NSPredicate(format:)` as this module reads it); sort descriptors compare by key name.
open class PHFetchOptions: NSObject, NSCopying {
    /// Which objects to keep; nil keeps all.
    open var predicate: NSPredicate?
    /// The order; nil keeps the library's order (oldest added first).
    open var sortDescriptors: [NSSortDescriptor]?
    /// Whether hidden assets are included: false.
    open var includeHiddenAssets = false
    /// Whether every photo of a burst is included, not only its representative: false.
    open var includeAllBurstAssets = false
    /// Which sources' assets are included; empty (the default) means the person's library only.
    open var includeAssetSourceTypes: PHAssetSourceType = []
    /// At most this many objects; 0 (the default) for no limit.
    open var fetchLimit = 0
    /// Whether library changes are described index by index (`PHFetchResultChangeDetails`): true.
    open var wantsIncrementalChangeDetails = true

    /// A copy, which a fetch keeps so that later changes to these options do not change its refetches.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PHFetchOptions()
        (copy.predicate, copy.sortDescriptors, copy.fetchLimit) = (predicate, sortDescriptors, fetchLimit)
        (copy.includeHiddenAssets, copy.includeAllBurstAssets) = (includeHiddenAssets, includeAllBurstAssets)
        (copy.includeAssetSourceTypes, copy.wantsIncrementalChangeDetails) =
            (includeAssetSourceTypes, wantsIncrementalChangeDetails)
        return copy
    }
}

/// The ordered objects a fetch found (Photos' `PHFetchResult`), an unchanging snapshot, read as an `NSArray` is.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    let objects: [ObjectType]
    /// The same fetch made again against other contents, for `PHChange`; nil for a result no fetch made.
    let refetch: ((PHHeadlessLibrary) -> [ObjectType])?
    let wantsIncrementalChangeDetails: Bool

    /// An empty result.
    public override init() {
        (objects, refetch, wantsIncrementalChangeDetails) = ([], nil, false)
        super.init()
    }

    init(_ objects: [ObjectType], refetch: ((PHHeadlessLibrary) -> [ObjectType])?, incremental: Bool) {
        (self.objects, self.refetch, wantsIncrementalChangeDetails) = (objects, refetch, incremental)
        super.init()
    }

    /// How many objects there are.
    open var count: Int { objects.count }
    /// The object at `index` (which must be in range, as `NSArray` requires).
    open func object(at index: Int) -> ObjectType { objects[index] }
    /// The object at `idx`.
    open subscript(idx: Int) -> ObjectType { objects[idx] }
    /// The first object; nil when empty.
    open var firstObject: ObjectType? { objects.first }
    /// The last object; nil when empty.
    open var lastObject: ObjectType? { objects.last }
    /// The objects at `indexes`, in order.
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
    /// Whether an equal object is here.
    open func contains(_ anObject: ObjectType) -> Bool { index(of: anObject) != NSNotFound }

    /// The first index of an equal object; `NSNotFound` when there is none.
    open func index(of anObject: ObjectType) -> Int {
        index(of: anObject, in: NSRange(location: 0, length: objects.count))
    }

    /// The first index in `range` of an equal object; `NSNotFound` when there is none.
    open func index(of anObject: ObjectType, in range: NSRange) -> Int {
        let lower = min(max(0, range.location), objects.count)
        let upper = max(lower, min(objects.count, range.location + range.length))
        return (lower..<upper).first { Self.same(objects[$0], anObject) } ?? NSNotFound
    }

    /// Calls `block` with each object and its index, first to last, until it sets `stop`.
    open func enumerateObjects(_ block: @escaping (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        enumerateObjects(options: [], using: block)
    }

    /// Calls `block` with each object and its index (last to first with `.reverse`; `.concurrent` runs in order
    /// here), until it sets `stop`.
    open func enumerateObjects(
        options opts: NSEnumerationOptions = [],
        using block: @escaping (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        enumerateObjects(at: IndexSet(integersIn: 0..<objects.count), options: opts, using: block)
    }

    /// Calls `block` with the objects at `s`, as ``enumerateObjects(options:using:)`` does.
    open func enumerateObjects(
        at s: IndexSet, options opts: NSEnumerationOptions = [],
        using block: @escaping (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop: ObjCBool = false
        for index in opts.contains(.reverse) ? Array(s.reversed()) : Array(s) where index < objects.count {
            block(objects[index], index, &stop)
            if stop.boolValue { return }
        }
    }

    /// How many of the objects are assets of `mediaType`.
    open func countOfAssets(with mediaType: PHAssetMediaType) -> Int {
        objects.count { ($0 as? PHAsset)?.mediaType == mediaType }
    }

    static func same(_ a: ObjectType, _ b: ObjectType) -> Bool { a === b || (a as? NSObject)?.isEqual(b) == true }
}

/// The headless library's contents (beyond Photos): the assets and albums a test added, as a value, so that a
/// change's observers can make a fetch again, on any queue, against the contents the change left.
struct PHHeadlessLibrary: @unchecked Sendable {
    struct Album {
        let id: String, title: String
        var members: [String]
    }

    var assets: [PHAsset] = []
    var albums: [Album] = []
    /// Whether the app could read the library when these contents were taken.
    var readable = false

    /// What the library holds now.
    @MainActor static var contents = PHHeadlessLibrary()
    /// How many identifiers were made: counted under a lock, so that a change block on the library's queue reserves
    /// one for a placeholder.
    private static let made = Mutex(0)
    /// The smart albums, with the rule that picks their assets.
    static let smartAlbums: [(PHAssetCollectionSubtype, String, @Sendable (PHAsset) -> Bool)] = [
        (.smartAlbumUserLibrary, "Recents", { _ in true }), (.smartAlbumFavorites, "Favorites", { $0.isFavorite }),
        (.smartAlbumVideos, "Videos", { $0.mediaType == .video }),
        (.smartAlbumLivePhotos, "Live Photos", { $0.mediaSubtypes.contains(.photoLive) }),
        (.smartAlbumPanoramas, "Panoramas", { $0.mediaSubtypes.contains(.photoPanorama) }),
        (.smartAlbumScreenshots, "Screenshots", { $0.mediaSubtypes.contains(.photoScreenshot) }),
        (.smartAlbumBursts, "Bursts", { $0.representsBurst }), (.smartAlbumAllHidden, "Hidden", { $0.isHidden }),
    ]

    /// A new identifier shaped as Photos' are (`UUID/L0/001`), numbered so that tests can predict it.
    static func newIdentifier(suffix: String = "001") -> String {
        let number = String(
            made.withLock { count in
                count += 1
                return count
            })
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - number.count)) + number
            + "/L0/" + suffix
    }

    /// Empties the library; identifiers are numbered from 1 again.
    /// Takes the assets `gone` names out of the library and out of its albums.
    mutating func removeAssets(_ gone: Set<String>) {
        assets.removeAll { gone.contains($0.localIdentifier) }
        for index in albums.indices { albums[index].members.removeAll { gone.contains($0) } }
    }

    @MainActor static func reset() {
        contents = PHHeadlessLibrary()
        made.withLock { $0 = 0 }
    }

    /// The contents now, readable when the app may read the library. A fetch asks for access the first time, as
    /// on iOS, and finds nothing then (the person's answer comes later there).
    @MainActor static func now(asking: Bool) -> PHHeadlessLibrary {
        let status = PHPhotoLibrary.authorizationStatus(for: .readWrite)
        if asking, status == .notDetermined { PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in } }
        var library = contents
        library.readable = status == .authorized || status == .limited
        return library
    }

    static func smartIdentifier(_ subtype: PHAssetCollectionSubtype) -> String {
        "00000000-0000-4000-8000-000000000\(subtype.rawValue)/L0/040"
    }

    func collections(_ type: PHAssetCollectionType, _ subtype: PHAssetCollectionSubtype) -> [PHAssetCollection] {
        switch type {
        case .album where subtype == .any || subtype == .albumRegular:
            return albums.map {
                PHAssetCollection(
                    localIdentifier: $0.id, title: $0.title, type: .album, subtype: .albumRegular,
                    count: members(ofCollection: $0.id).count)
            }
        case .smartAlbum:
            return Self.smartAlbums.filter { subtype == .any || $0.0 == subtype }.map {
                PHAssetCollection(
                    localIdentifier: Self.smartIdentifier($0.0), title: $0.1, type: .smartAlbum, subtype: $0.0,
                    count: NSNotFound)
            }
        default: return []
        }
    }

    func members(ofCollection id: String) -> [PHAsset] {
        if let album = albums.first(where: { $0.id == id }) {
            return album.members.compactMap { member in assets.first { $0.localIdentifier == member } }
        }
        guard let rule = Self.smartAlbums.first(where: { Self.smartIdentifier($0.0) == id })?.2 else { return [] }
        return assets.filter(rule)
    }

    /// A fetch result of `candidates` as `options` filter, sort and limit them, which a change can make again.
    @MainActor static func fetch<T: PHObject>(
        _ options: PHFetchOptions?, hidden: Bool = false, _ candidates: @escaping (PHHeadlessLibrary) -> [T]
    ) -> PHFetchResult<T> {
        let options = options?.copy() as? PHFetchOptions
        let refetch: (PHHeadlessLibrary) -> [T] = {
            $0.readable ? arrange(candidates($0), options, hidden: hidden) : []
        }
        return PHFetchResult(
            refetch(now(asking: true)), refetch: refetch, incremental: options?.wantsIncrementalChangeDetails ?? true)
    }

    static func arrange<T: PHObject>(_ objects: [T], _ options: PHFetchOptions?, hidden: Bool) -> [T] {
        let sources =
            options.map { $0.includeAssetSourceTypes.isEmpty ? .typeUserLibrary : $0.includeAssetSourceTypes }
            ?? .typeUserLibrary
        var kept = objects.filter { object in
            guard let asset = object as? PHAsset else { return true }
            return (!asset.isHidden || (options?.includeHiddenAssets ?? hidden)) && sources.contains(asset.sourceType)
                && (asset.burstIdentifier == nil || asset.representsBurst || options?.includeAllBurstAssets == true)
        }
        if let predicate = options?.predicate { kept = kept.filter { predicate.evaluate(with: $0) } }
        if let sorts = options?.sortDescriptors, !sorts.isEmpty {
            kept = kept.enumerated().sorted { a, b in
                for sort in sorts {
                    let order = sort.compare(a.element, to: b.element)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return a.offset < b.offset
            }.map(\.element)
        }
        if let limit = options?.fetchLimit, limit > 0 { kept = Array(kept.prefix(limit)) }
        return kept
    }
}
