import Foundation
import ReuseKit
import Synchronization

/// A change a change block asks of the library (Photos' `PHChangeRequest`): made inside
/// `PHPhotoLibrary.shared().performChanges { }`, and carried out once the block has run, all together.
open class PHChangeRequest: NSObject, @unchecked Sendable {
    override init() { super.init() }

    /// Carries the change out on the library's contents (after the block, on the main actor).
    @MainActor func apply(to library: inout PHHeadlessLibrary) {}
}

/// An object the library will make when the change block's changes are carried out (Photos'
/// `PHObjectPlaceholder`): its local identifier is the new asset's, known inside the block.
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}

/// Creates, changes or deletes assets (Photos' `PHAssetChangeRequest`). Created assets come from an image, an
/// image file or a video file (a video has no frames headless); a request for an existing asset changes its
/// favourite and hidden flags and its date; deletions take assets out of the library and its albums. Every
/// request must be made inside a change block, as in Photos, which stops the app otherwise.
open class PHAssetChangeRequest: PHChangeRequest, @unchecked Sendable {
    private enum Kind {
        case create(PHAsset.Record)
        case modify
        case delete
    }

    private let kind: Kind
    private let identifiers: [String]
    /// The new asset, known by its identifier inside the block; nil for a request that creates nothing.
    open private(set) var placeholderForCreatedAsset: PHObjectPlaceholder?
    /// The asset's date.
    open var creationDate: Date?
    /// Whether the asset is a favourite.
    open var isFavorite: Bool
    /// Whether the asset is hidden.
    open var isHidden: Bool

    private init(kind: Kind, identifiers: [String], record: PHAsset.Record, method: String) {
        self.kind = kind
        self.identifiers = identifiers
        creationDate = record.creationDate
        isFavorite = record.isFavorite
        isHidden = record.isHidden
        super.init()
        if case .create = kind, let id = identifiers.first {
            placeholderForCreatedAsset = PHObjectPlaceholder(localIdentifier: id)
        }
        PHChangeBlock.add(self, method: method)
    }

    /// A request to change `asset`'s flags and date.
    public convenience init(for asset: PHAsset) {
        self.init(kind: .modify, identifiers: [asset.localIdentifier], record: asset.record, method: "init(for:)")
    }

    /// A request to add a photo of `image` to the library.
    open class func creationRequestForAsset(from image: Image) -> Self {
        made(creating: image, data: nil, mediaType: .image, method: "creationRequestForAsset(from:)")
    }

    /// A request to add the photo in the file at `fileURL`; nil when the file is not an image.
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? {
        guard let data = try? Data(contentsOf: fileURL), let image = Image(data: data) else { return nil }
        return made(
            creating: image, data: data, mediaType: .image, method: "creationRequestForAssetFromImage(atFileURL:)")
    }

    /// A request to add the video in the file at `fileURL`; nil when there is no such file.
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        return made(
            creating: nil, data: nil, mediaType: .video, method: "creationRequestForAssetFromVideo(atFileURL:)")
    }

    /// A request to delete `assets`.
    open class func deleteAssets(_ assets: [PHAsset]) {
        _ = PHAssetChangeRequest(
            kind: .delete, identifiers: assets.map(\.localIdentifier), record: PHAsset.Record(),
            method: "deleteAssets(_:)")
    }

    /// A request to delete the assets of a fetch result.
    open class func deleteAssets(_ assets: PHFetchResult<PHAsset>) {
        deleteAssets((0..<assets.count).map { assets.object(at: $0) })
    }

    /// A request to delete the assets of an array (`[asset] as NSArray`, as Objective-C-era code passes them).
    open class func deleteAssets(_ assets: NSArray) {
        deleteAssets(assets.compactMap { $0 as? PHAsset })
    }

    private static func made(creating image: Image?, data: Data?, mediaType: PHAssetMediaType, method: String) -> Self {
        let record = PHAsset.Record(
            mediaType: mediaType, pixelSize: PHAsset.Record.pixelSize(of: image), creationDate: Date(), image: image,
            imageData: data)
        let request = PHAssetChangeRequest(
            kind: .create(record), identifiers: [PHHeadlessLibrary.newIdentifier()], record: record, method: method)
        return instance(request, as: self, madeBy: "PHAssetChangeRequest", method: method)
    }

    @MainActor override func apply(to library: inout PHHeadlessLibrary) {
        switch kind {
        case .create(var record):
            (record.creationDate, record.isFavorite, record.isHidden) = (creationDate, isFavorite, isHidden)
            library.assets.append(PHAsset(localIdentifier: identifiers[0], record: record))
        case .modify:
            guard let index = library.assets.firstIndex(where: { $0.localIdentifier == identifiers[0] }) else { return }
            var record = library.assets[index].record
            (record.creationDate, record.isFavorite, record.isHidden) = (creationDate, isFavorite, isHidden)
            library.assets[index] = PHAsset(localIdentifier: identifiers[0], record: record)
        case .delete:
            library.removeAssets(Set(identifiers))
        }
    }
}

/// The change block running now, and the requests it has made.
enum PHChangeBlock {
    private static let requests = Mutex<[PHChangeRequest]?>(nil)

    /// Runs `block`, collecting the requests it makes.
    static func run(_ block: () -> Void) -> [PHChangeRequest] {
        requests.withLock { $0 = [] }
        block()
        return requests.withLock { list in
            defer { list = nil }
            return list ?? []
        }
    }

    /// Adds a request to the block running now; outside a block, stops with Photos' reason and the fix.
    static func add(_ request: PHChangeRequest, method: String) {
        let inside = requests.withLock { list -> Bool in
            guard list != nil else { return false }
            list?.append(request)
            return true
        }
        if !inside { ProgrammerError.stop(.photoChangeRequestOutsideChangeBlock(method: method)) }
    }

    /// Carries `changes` out, in the order made, and tells the change observers once.
    @MainActor static func apply(_ changes: [PHChangeRequest]) {
        guard !changes.isEmpty else { return }
        for change in changes { change.apply(to: &PHHeadlessLibrary.contents) }
        PHPhotoLibrary.notifyObservers()
    }
}
