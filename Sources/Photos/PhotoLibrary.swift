// Photos on Linux, so that `import Photos` in UIKit code (a photo grid asking for library access before it shows
// the picker) builds unchanged and runs headless. Linux has no photo library: access is answered by
// `PHPhotoLibrary.headlessAuthorization`, which a test sets to try each path.
@_exported import Foundation
import ReuseKit

/// How much of the library the app asks for (Photos' `PHAccessLevel`), with Photos' raw values.
public enum PHAccessLevel: Int, Hashable, Sendable {
    /// Adding photos only.
    case addOnly = 1
    /// Reading and changing the library.
    case readWrite = 2
}

/// Whether the app may use the library (Photos' `PHAuthorizationStatus`), with Photos' raw values.
public enum PHAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
    /// Access to the photos the person chose.
    case limited = 4
}

/// The person's photo library (Photos' `PHPhotoLibrary`), headless: there are no photos on Linux, and access is
/// granted or refused as ``headlessAuthorization`` says.
@preconcurrency @MainActor
public final class PHPhotoLibrary: Sendable {
    private static let library = PHPhotoLibrary()
    /// What the person answers when the app asks for access (beyond Photos, for tests): `.authorized` unless a
    /// test says otherwise.
    public static var headlessAuthorization = PHAuthorizationStatus.authorized
    /// The answers given so far, by access level.
    private static var answered: [PHAccessLevel: PHAuthorizationStatus] = [:]

    private init() {}

    /// The library.
    public static func shared() -> PHPhotoLibrary { library }

    /// The app's access for `accessLevel`: `.notDetermined` until it has asked.
    public static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        answered[accessLevel] ?? .notDetermined
    }

    /// Asks for access: the first time, the person answers (``headlessAuthorization``); after that, the answer
    /// stands. `handler` runs at once with it.
    public static func requestAuthorization(
        for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void
    ) {
        handler(answer(for: accessLevel))
    }

    /// Asks for access and returns the answer.
    public static func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        answer(for: accessLevel)
    }

    /// Forgets every answer, as reinstalling the app does (beyond Photos, for tests).
    public static func resetAuthorization() { answered = [:] }

    private static func answer(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        if let given = answered[accessLevel] { return given }
        answered[accessLevel] = headlessAuthorization
        return headlessAuthorization
    }
}

extension PHPhotoLibrary {
    /// The app's read-write access, as apps before iOS 14 asked: `.limited` reads as `.authorized`, as Photos
    /// answers this call.
    @available(*, deprecated, message: "Use authorizationStatus(for:) instead")
    public static func authorizationStatus() -> PHAuthorizationStatus {
        legacy(authorizationStatus(for: .readWrite))
    }

    /// Asks for read-write access, as apps before iOS 14 asked (see ``requestAuthorization(for:handler:)``):
    /// `handler` runs at once with the answer, `.limited` reading as `.authorized`.
    @available(*, deprecated, message: "Use requestAuthorization(for:handler:) instead")
    public static func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
        if authorizationStatus(for: .readWrite) == .notDetermined {
            requestAuthorization(for: .readWrite) { _ in }
        }
        handler(legacy(authorizationStatus(for: .readWrite)))
    }

    private static func legacy(_ status: PHAuthorizationStatus) -> PHAuthorizationStatus {
        status == .limited ? .authorized : status
    }

    /// The observers told of changes, held weakly as Photos holds them.
    private static var observers: [WeakObserver] = []

    private struct WeakObserver {
        weak var observer: (any PHPhotoLibraryChangeObserver)?
    }

    /// The serial queue that tells observers of changes and runs change blocks, as Photos' own queue does.
    private static let changeQueue = DispatchQueue(label: "PHPhotoLibrary.changes")

    /// Returns once the library's queue has told every change made so far and the main queue has run what was
    /// queued on it before (an observer's re-dispatch, an image manager's answers): beyond Photos, so that a test
    /// waits for deliveries without sleeping.
    public static func deliverPendingWork() async {
        await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
            changeQueue.async { DispatchQueue.main.async { resume.resume() } }
        }
    }

    /// Tells `observer` of every change to the library from now on, on a serial queue of the library's (not the
    /// main queue), as Photos tells it: an observer re-dispatches to the main queue to update its views.
    public func register(_ observer: any PHPhotoLibraryChangeObserver) {
        Self.observers.removeAll { $0.observer == nil || $0.observer === observer }
        Self.observers.append(WeakObserver(observer: observer))
    }

    /// Stops telling `observer` of changes.
    public func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {
        Self.observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Runs `changeBlock` on the library's serial queue, as Photos does; the change requests it makes
    /// (``PHAssetChangeRequest``) are then carried out together on the main actor, the change observers hear of
    /// them, and `completionHandler` gets the outcome on the library's queue. Without read-write access the change
    /// block does not run and the change fails with Photos' access-denied error (`PHPhotosErrorDomain` 3311).
    public func performChanges(
        _ changeBlock: @escaping () -> Void, completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil
    ) {
        let denied = Self.accessDenied
        nonisolated(unsafe) let changeBlock = changeBlock
        Self.changeQueue.async {
            guard denied == nil else {
                completionHandler?(false, denied)
                return
            }
            let requests = PHChangeBlock.run(changeBlock)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { PHChangeBlock.apply(requests) }
                Self.changeQueue.async { completionHandler?(true, nil) }
            }
        }
    }

    /// Runs `changeBlock` at once and carries its change requests out before returning; throws Photos'
    /// access-denied error without read-write access.
    public func performChangesAndWait(_ changeBlock: @escaping () -> Void) throws {
        if let denied = Self.accessDenied { throw denied }
        let requests = PHChangeBlock.run(changeBlock)
        if Thread.isMainThread {
            MainActor.assumeIsolated { PHChangeBlock.apply(requests) }
        } else {
            DispatchQueue.main.sync { MainActor.assumeIsolated { PHChangeBlock.apply(requests) } }
        }
    }

    private static var accessDenied: NSError? {
        let status = authorizationStatus(for: .readWrite)
        return status == .authorized || status == .limited ? nil : NSError(domain: "PHPhotosErrorDomain", code: 3311)
    }

    /// Puts an asset in the library, as taking a photo does (beyond Photos, for tests), and tells the change
    /// observers. Its pixel size is `image`'s size times its scale; `imageData` is what
    /// `requestImageData(for:options:resultHandler:)` gives, and makes the image when `image` is nil. The
    /// identifiers are numbered (`00000000-0000-4000-8000-000000000001/L0/001`, ...) so that a test can predict
    /// them; the asset-library URL of that one names `id=00000000-0000-4000-8000-000000000001`.
    @discardableResult
    public static func addHeadlessAsset(
        _ image: Image?, imageData: Data? = nil, mediaType: PHAssetMediaType = .image,
        mediaSubtypes: PHAssetMediaSubtype = [], creationDate: Date? = Date(), isFavorite: Bool = false,
        isHidden: Bool = false, duration: TimeInterval = 0, sourceType: PHAssetSourceType = .typeUserLibrary,
        burstIdentifier: String? = nil, representsBurst: Bool = false
    ) -> PHAsset {
        let image = image ?? imageData.flatMap { Image(data: $0) }
        let record = PHAsset.Record(
            mediaType: mediaType, mediaSubtypes: mediaSubtypes, pixelSize: PHAsset.Record.pixelSize(of: image),
            creationDate: creationDate,
            duration: duration, isFavorite: isFavorite, isHidden: isHidden, sourceType: sourceType,
            burstIdentifier: burstIdentifier, representsBurst: representsBurst, image: image, imageData: imageData)
        let asset = PHAsset(localIdentifier: PHHeadlessLibrary.newIdentifier(), record: record)
        PHHeadlessLibrary.contents.assets.append(asset)
        notifyObservers()
        return asset
    }

    /// Makes an album the person made, titled `title`, holding `assets` in their order (beyond Photos, for tests),
    /// and tells the change observers.
    @discardableResult
    public static func addHeadlessAlbum(titled title: String, containing assets: [PHAsset]) -> PHAssetCollection {
        let id = PHHeadlessLibrary.newIdentifier(suffix: "040")
        PHHeadlessLibrary.contents.albums.append(.init(id: id, title: title, members: assets.map(\.localIdentifier)))
        notifyObservers()
        return PHHeadlessLibrary.contents.collections(.album, .albumRegular).first { $0.localIdentifier == id }!
    }

    /// Takes `assets` out of the library and its albums, as deleting them does (beyond Photos, for tests), and
    /// tells the change observers.
    public static func removeHeadlessAssets(_ assets: [PHAsset]) {
        PHHeadlessLibrary.contents.removeAssets(Set(assets.map(\.localIdentifier)))
        notifyObservers()
    }

    /// Empties the library and forgets its observers (beyond Photos, for tests' tear-down); identifiers are
    /// numbered from 1 again.
    public static func resetHeadlessLibrary() {
        PHHeadlessLibrary.reset()
        observers = []
    }

    /// Tells each observer, on the library's queue, of the change that left the library as it is now.
    static func notifyObservers() {
        let change = PHChange(library: PHHeadlessLibrary.now(asking: false))
        for observer in observers.compactMap(\.observer) {
            nonisolated(unsafe) let observer = observer
            changeQueue.async { observer.photoLibraryDidChange(change) }
        }
    }
}

/// Told when the library changes (Photos' `PHPhotoLibraryChangeObserver`), on the library's serial queue.
public protocol PHPhotoLibraryChangeObserver: NSObjectProtocol {
    /// The library changed: `changeInstance` says how each fetch result the observer holds changed.
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// One change to the library (Photos' `PHChange`), described fetch result by fetch result; usable on any queue.
open class PHChange: NSObject, @unchecked Sendable {
    /// The library as the change left it.
    let library: PHHeadlessLibrary

    init(library: PHHeadlessLibrary) {
        self.library = library
        super.init()
    }

    /// How `fetchResult` changed: the same fetch made again against the library as the change left it; nil when
    /// that finds the same objects in the same order (or no fetch made the result).
    open func changeDetails<T: PHObject>(for fetchResult: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? {
        guard let refetch = fetchResult.refetch else { return nil }
        let after = PHFetchResult(
            refetch(library), refetch: refetch, incremental: fetchResult.wantsIncrementalChangeDetails)
        guard after.objects.map(\.localIdentifier) != fetchResult.objects.map(\.localIdentifier) else { return nil }
        return PHFetchResultChangeDetails(from: fetchResult, to: after, changedObjects: [])
    }
}

/// How a fetch result changed (Photos' `PHFetchResultChangeDetails`): the objects removed (indexes before) and
/// inserted (indexes after). Objects never change in place headless; a change that reorders objects, or a fetch
/// whose options want no incremental details, has no incremental changes (reload it all).
open class PHFetchResultChangeDetails<ObjectType: PHObject>: NSObject, @unchecked Sendable {
    /// The fetch result before the change.
    public let fetchResultBeforeChanges: PHFetchResult<ObjectType>
    /// The same fetch after the change: what to show from now on.
    public let fetchResultAfterChanges: PHFetchResult<ObjectType>
    /// Whether the indexes below describe the change; when false, reload everything.
    public let hasIncrementalChanges: Bool
    /// The indexes, before the change, of the objects removed.
    public let removedIndexes: IndexSet?
    /// The objects removed.
    public let removedObjects: [ObjectType]
    /// The indexes, after the change, of the objects inserted.
    public let insertedIndexes: IndexSet?
    /// The objects inserted.
    public let insertedObjects: [ObjectType]
    /// The indexes, after the change, of the objects that changed.
    public let changedIndexes: IndexSet?
    /// The objects that changed.
    public let changedObjects: [ObjectType]
    /// Whether objects moved: never when there are incremental changes headless.
    public let hasMoves = false

    /// The change from `fromResult` to `toResult`, where `changedObjects` changed in place.
    public init(
        from fromResult: PHFetchResult<ObjectType>, to toResult: PHFetchResult<ObjectType>, changedObjects: [ObjectType]
    ) {
        let (before, after) = (fromResult.objects, toResult.objects)
        let (beforeIDs, afterIDs) = (Set(before.map(\.localIdentifier)), Set(after.map(\.localIdentifier)))
        let changedIDs = Set(changedObjects.map(\.localIdentifier))
        let removed = IndexSet(before.indices.filter { !afterIDs.contains(before[$0].localIdentifier) })
        let inserted = IndexSet(after.indices.filter { !beforeIDs.contains(after[$0].localIdentifier) })
        let changed = IndexSet(after.indices.filter { changedIDs.contains(after[$0].localIdentifier) })
        let kept = before.map(\.localIdentifier).filter(afterIDs.contains)
        let incremental =
            toResult.wantsIncrementalChangeDetails && kept == after.map(\.localIdentifier).filter(beforeIDs.contains)
        (fetchResultBeforeChanges, fetchResultAfterChanges, hasIncrementalChanges) = (fromResult, toResult, incremental)
        (removedObjects, insertedObjects) = (removed.map { before[$0] }, inserted.map { after[$0] })
        self.changedObjects = changed.map { after[$0] }
        (removedIndexes, insertedIndexes, changedIndexes) =
            incremental ? (removed, inserted, changed) : (nil, nil, nil)
        super.init()
    }

    /// Calls `handler` with each move's old and new index: none headless.
    open func enumerateMoves(_ handler: @escaping (Int, Int) -> Void) {}
}
