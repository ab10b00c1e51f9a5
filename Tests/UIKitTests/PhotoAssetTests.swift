import Photos
import UIKit
import XCTest

/// A photo grid as an unseen app's screen writes it: a collection view controller that fetches the library's
/// photos newest first, whose cells ask a caching image manager for thumbnails, and which updates itself when
/// photos arrive, as Apple's sample grid does (the change comes on the library's queue, and the grid re-dispatches
/// to the main queue).
@MainActor
final class PhotoAssetTests: XCTestCase {
    final class GridCell: UICollectionViewCell {
        let imageView = UIImageView()
        var representedAssetIdentifier: String?

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(imageView)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class PhotoGridViewController: UICollectionViewController, PHPhotoLibraryChangeObserver {
        var fetchResult: PHFetchResult<PHAsset>!
        let imageManager = PHCachingImageManager()
        let thumbnailSize = CGSize(width: 100, height: 100)
        var changesApplied = 0

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(GridCell.self, forCellWithReuseIdentifier: "GridCell")
            let options = PHFetchOptions()
            options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
            fetchResult = PHAsset.fetchAssets(with: .image, options: options)
            PHPhotoLibrary.shared().register(self)
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            fetchResult.count
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let asset = fetchResult.object(at: indexPath.item)
            guard
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "GridCell", for: indexPath)
                    as? GridCell
            else { fatalError("Unexpected cell in collection view") }
            cell.representedAssetIdentifier = asset.localIdentifier
            imageManager.requestImage(for: asset, targetSize: thumbnailSize, contentMode: .aspectFill, options: nil) {
                image, _ in
                if cell.representedAssetIdentifier == asset.localIdentifier {
                    cell.imageView.image = image
                }
            }
            return cell
        }

        nonisolated func photoLibraryDidChange(_ changeInstance: PHChange) {
            DispatchQueue.main.sync {
                guard let changes = changeInstance.changeDetails(for: fetchResult) else { return }
                fetchResult = changes.fetchResultAfterChanges
                if changes.hasIncrementalChanges {
                    collectionView.performBatchUpdates({
                        if let removed = changes.removedIndexes, !removed.isEmpty {
                            self.collectionView.deleteItems(at: removed.map { IndexPath(item: $0, section: 0) })
                        }
                        if let inserted = changes.insertedIndexes, !inserted.isEmpty {
                            self.collectionView.insertItems(at: inserted.map { IndexPath(item: $0, section: 0) })
                        }
                    })
                } else {
                    collectionView.reloadData()
                }
                changesApplied += 1
            }
        }
    }

    private let day: TimeInterval = 86_400

    /// A photo of `width` × `height` pixels in one colour.
    private func photo(_ width: CGFloat, _ height: CGFloat, _ color: UIColor = .red) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    private func showGrid() -> (PhotoGridViewController, UIWindow) {
        let grid = PhotoGridViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = grid
        window.makeKeyAndVisible()
        grid.collectionView.layoutIfNeeded()
        return (grid, window)
    }

    override func tearDown() async throws {
        PHPhotoLibrary.resetHeadlessLibrary()
        PHPhotoLibrary.resetAuthorization()
        PHPhotoLibrary.headlessAuthorization = .authorized
    }

    func testTheGridShowsPhotosNewestFirstWithThumbnails() async throws {
        let now = Date()
        PHPhotoLibrary.addHeadlessAsset(photo(400, 300), creationDate: now - 2 * day)
        let newest = PHPhotoLibrary.addHeadlessAsset(photo(300, 600), creationDate: now)
        PHPhotoLibrary.addHeadlessAsset(nil, mediaType: .video, creationDate: now - day, duration: 12)
        PHPhotoLibrary.addHeadlessAsset(photo(200, 200), creationDate: now - day, isHidden: true)
        XCTAssertEqual(newest.pixelWidth, 300)
        XCTAssertEqual(newest.pixelHeight, 600)
        let status = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
        XCTAssertEqual(status, .authorized)

        let (grid, window) = showGrid()
        XCTAssertEqual(grid.fetchResult.count, 2, "photos only, the hidden one left out")
        XCTAssertEqual(grid.fetchResult.firstObject, newest)
        let cells = grid.collectionView.visibleCells.compactMap { $0 as? GridCell }
        XCTAssertEqual(cells.count, 2)
        XCTAssertTrue(cells.allSatisfy { $0.imageView.image == nil }, "results come later, on the main queue")
        await PHPhotoLibrary.deliverPendingWork()
        let first = try XCTUnwrap(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? GridCell)
        XCTAssertEqual(first.imageView.image?.size, CGSize(width: 100, height: 200), "aspect fill of 300 × 600")
        let second = try XCTUnwrap(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? GridCell)
        XCTAssertEqual(second.imageView.image?.size, CGSize(width: 133, height: 100), "aspect fill of 400 × 300")
        PHPhotoLibrary.shared().unregisterChangeObserver(grid)
        window.isHidden = true
    }

    func testTheGridInsertsAPhotoThatArrives() async throws {
        PHPhotoLibrary.addHeadlessAsset(photo(40, 30), creationDate: Date() - day)
        _ = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
        let (grid, window) = showGrid()
        XCTAssertEqual(grid.collectionView.numberOfItems(inSection: 0), 1)

        let arrived = PHPhotoLibrary.addHeadlessAsset(photo(30, 40, .blue), creationDate: Date())
        await PHPhotoLibrary.deliverPendingWork()
        XCTAssertEqual(grid.changesApplied, 1, "told on the library's queue; the grid re-dispatched to the main queue")
        XCTAssertEqual(grid.collectionView.numberOfItems(inSection: 0), 2)
        XCTAssertEqual(grid.fetchResult.firstObject, arrived, "inserted at the top: newest first")

        PHPhotoLibrary.removeHeadlessAssets([arrived])
        await PHPhotoLibrary.deliverPendingWork()
        XCTAssertEqual(grid.collectionView.numberOfItems(inSection: 0), 1)
        PHPhotoLibrary.addHeadlessAsset(photo(10, 10), mediaType: .video)
        await PHPhotoLibrary.deliverPendingWork()
        XCTAssertEqual(grid.changesApplied, 2, "a video does not change a fetch of photos")
        window.isHidden = true
    }

    func testTheFirstFetchAsksForAccessAndADeniedLibraryIsEmpty() async {
        PHPhotoLibrary.addHeadlessAsset(photo(10, 10))
        XCTAssertEqual(PHPhotoLibrary.authorizationStatus(for: .readWrite), .notDetermined)
        XCTAssertEqual(PHAsset.fetchAssets(with: nil).count, 0, "the person is being asked")
        XCTAssertEqual(PHPhotoLibrary.authorizationStatus(for: .readWrite), .authorized)
        XCTAssertEqual(PHAsset.fetchAssets(with: nil).count, 1)

        PHPhotoLibrary.resetAuthorization()
        PHPhotoLibrary.headlessAuthorization = .denied
        let older = self as any OlderPhotosCalls
        XCTAssertEqual(older.requestAuthorization(), .denied)
        XCTAssertEqual(PHAsset.fetchAssets(with: .image, options: nil).count, 0)
        XCTAssertEqual(PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .any, options: nil).count, 0)

        PHPhotoLibrary.resetAuthorization()
        PHPhotoLibrary.headlessAuthorization = .limited
        XCTAssertEqual(older.authorizationStatus(), .notDetermined)
        XCTAssertEqual(older.requestAuthorization(), .authorized, "the calls before iOS 14 read limited as authorized")
        XCTAssertEqual(older.authorizationStatus(), .authorized)
        XCTAssertEqual(PHPhotoLibrary.authorizationStatus(for: .readWrite), .limited)
        XCTAssertEqual(PHAsset.fetchAssets(with: nil).count, 1)
    }

    func testFetchOptionsFilterSortAndLimit() async throws {
        PHPhotoLibrary.headlessAuthorization = .authorized
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let wide = PHPhotoLibrary.addHeadlessAsset(photo(80, 20), creationDate: start, isFavorite: true)
        let tall = PHPhotoLibrary.addHeadlessAsset(
            photo(20, 80), mediaSubtypes: .photoScreenshot, creationDate: start + day)
        let hidden = PHPhotoLibrary.addHeadlessAsset(photo(50, 50), creationDate: start + 2 * day, isHidden: true)
        let video = PHPhotoLibrary.addHeadlessAsset(photo(64, 36), mediaType: .video, creationDate: start + 3 * day)
        let shared = PHPhotoLibrary.addHeadlessAsset(photo(10, 10), sourceType: .typeCloudShared)

        let all = PHAsset.fetchAssets(with: nil)
        XCTAssertEqual(
            all.objects(at: IndexSet(integersIn: 0..<all.count)), [wide, tall, video], "the library's order")
        XCTAssertEqual(all.countOfAssets(with: .image), 2)
        XCTAssertEqual(all.index(of: video), 2)
        XCTAssertEqual(all.index(of: hidden), NSNotFound)
        XCTAssertTrue(all.contains(tall))
        XCTAssertEqual(all.lastObject, video)

        let options = PHFetchOptions()
        options.includeHiddenAssets = true
        options.includeAssetSourceTypes = [.typeUserLibrary, .typeCloudShared]
        options.sortDescriptors = [NSSortDescriptor(key: "pixelWidth", ascending: false)]
        options.fetchLimit = 3
        XCTAssertEqual(
            PHAsset.fetchAssets(with: .image, options: options).objects(at: [0, 1, 2]), [wide, hidden, tall])

        let favorites = PHFetchOptions()
        favorites.predicate = NSPredicate(
            format: "isFavorite == YES OR (mediaSubtypes & %d) != 0",
            PHAssetMediaSubtype.photoScreenshot.rawValue)
        XCTAssertEqual(PHAsset.fetchAssets(with: favorites).count, 2)
        favorites.predicate = NSPredicate { asset, _ in (asset as? PHAsset)?.mediaType == .video }
        XCTAssertEqual(PHAsset.fetchAssets(with: favorites).firstObject, video)
        favorites.predicate = NSPredicate(format: "mediaType = %d", PHAssetMediaType.image.rawValue)
        XCTAssertEqual(PHAsset.fetchAssets(with: favorites).count, 2)

        let found = PHAsset.fetchAssets(
            withLocalIdentifiers: [hidden.localIdentifier, shared.localIdentifier], options: nil)
        XCTAssertEqual(found.count, 1, "hidden assets are found by identifier; shared ones are not by default")
        favorites.predicate = NSPredicate(
            format: "%K == %@ AND NOT pixelWidth > 60", "localIdentifier", tall.localIdentifier)
        XCTAssertEqual(PHAsset.fetchAssets(with: favorites).firstObject, tall)
        let id = wide.localIdentifier.prefix { $0 != "/" }
        let url = try XCTUnwrap(URL(string: "assets-library://asset/asset.PNG?id=\(id)&ext=PNG"))
        XCTAssertEqual((self as any OlderPhotosCalls).fetchAssets(withALAssetURLs: [url]).firstObject, wide)

        var visited: [Int] = []
        all.enumerateObjects(options: .reverse) { _, index, stop in
            visited.append(index)
            if index == 1 { stop.pointee = true }
        }
        XCTAssertEqual(visited, [2, 1])
    }

    func testAlbumsAndSmartAlbums() async throws {
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
        let liked = PHPhotoLibrary.addHeadlessAsset(photo(10, 10), isFavorite: true)
        let plain = PHPhotoLibrary.addHeadlessAsset(photo(10, 10))
        let trip = PHPhotoLibrary.addHeadlessAlbum(titled: "Trip", containing: [plain, liked])

        let favorites = PHAssetCollection.fetchAssetCollections(
            with: .smartAlbum, subtype: .smartAlbumFavorites, options: nil)
        let album = try XCTUnwrap(favorites.firstObject)
        XCTAssertEqual(album.localizedTitle, "Favorites")
        XCTAssertEqual(album.estimatedAssetCount, NSNotFound)
        XCTAssertEqual(PHAsset.fetchAssets(in: album, options: nil).firstObject, liked)
        let library = PHAssetCollection.fetchAssetCollections(
            with: .smartAlbum, subtype: .smartAlbumUserLibrary, options: nil)
        XCTAssertEqual(PHAsset.fetchAssets(in: try XCTUnwrap(library.firstObject), options: nil).count, 2)

        let albums = PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: nil)
        XCTAssertEqual(albums.firstObject, trip)
        XCTAssertEqual(trip.estimatedAssetCount, 2)
        XCTAssertEqual(trip.assetCollectionSubtype, .albumRegular)
        XCTAssertEqual(PHAsset.fetchAssets(in: trip, options: nil).objects(at: [0, 1]), [plain, liked])
    }

    func testImageRequestsAnswerOnceOnTheMainQueueUnlessCancelled() async throws {
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
        let original = photo(400, 300)
        let asset = PHPhotoLibrary.addHeadlessAsset(original)
        let manager = PHImageManager()
        var results: [(UIImage?, [AnyHashable: Any]?)] = []

        let first = manager.requestImage(
            for: asset, targetSize: CGSize(width: 100, height: 100),
            contentMode: .aspectFit, options: nil
        ) { results.append(($0, $1)) }
        let cancelled = manager.requestImage(
            for: asset, targetSize: CGSize(width: 50, height: 50),
            contentMode: .aspectFill, options: nil
        ) { results.append(($0, $1)) }
        manager.cancelImageRequest(cancelled)
        XCTAssertEqual([first, cancelled], [1, 2], "each manager numbers its requests from 1")
        XCTAssertTrue(results.isEmpty)
        await PHPhotoLibrary.deliverPendingWork()
        XCTAssertEqual(results.count, 1, "the cancelled request is never answered")
        XCTAssertEqual(results[0].0?.size, CGSize(width: 100, height: 75))
        XCTAssertEqual((results[0].1?[PHImageResultRequestIDKey] as? NSNumber)?.int32Value, first)
        XCTAssertEqual(results[0].1?[PHImageResultIsDegradedKey] as? Bool, false)

        let synchronous = PHImageRequestOptions()
        synchronous.isSynchronous = true
        var full: UIImage?
        manager.requestImage(
            for: asset, targetSize: PHImageManagerMaximumSize, contentMode: .default,
            options: synchronous
        ) { image, _ in full = image }
        XCTAssertTrue(full === original, "the maximum size is the asset's own image, given before returning")

        let caching = PHCachingImageManager()
        caching.startCachingImages(
            for: [asset], targetSize: CGSize(width: 40, height: 40), contentMode: .aspectFill,
            options: nil)
        XCTAssertEqual(caching.headlessCachedAssetIdentifiers, [asset.localIdentifier])
        var thumbnails: [UIImage] = []
        for _ in 0..<2 {
            caching.requestImage(
                for: asset, targetSize: CGSize(width: 40, height: 40), contentMode: .aspectFill,
                options: synchronous
            ) { image, _ in thumbnails.append(image!) }
        }
        XCTAssertTrue(thumbnails[0] === thumbnails[1], "a cached image is made once")
        XCTAssertEqual(thumbnails[0].size, CGSize(width: 53, height: 40))
        caching.stopCachingImagesForAllAssets()
        XCTAssertTrue(caching.headlessCachedAssetIdentifiers.isEmpty)
    }

    func testImageDataIsWhatTheAssetWasAddedWith() async throws {
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
        let png = try XCTUnwrap(photo(8, 6).pngData())
        let burst = PHPhotoLibrary.addHeadlessAsset(nil, imageData: png, burstIdentifier: "B", representsBurst: true)
        PHPhotoLibrary.addHeadlessAsset(photo(8, 6), burstIdentifier: "B")
        XCTAssertEqual(PHAsset.fetchAssets(with: nil).count, 1, "a burst's other photos are left out")
        XCTAssertEqual(burst.pixelWidth, 8, "the image is decoded from the data")
        let (data, type, orientation) = await (self as any OlderPhotosCalls).imageData(of: burst)
        XCTAssertEqual(data, png)
        XCTAssertEqual(type, "public.png")
        XCTAssertEqual(orientation, .up)
    }
}

/// Calls through a protocol, so that the tests of deprecated API compile without deprecation warnings.
@MainActor
private protocol OlderPhotosCalls {
    func authorizationStatus() -> PHAuthorizationStatus
    func requestAuthorization() -> PHAuthorizationStatus?
    func fetchAssets(withALAssetURLs urls: [URL]) -> PHFetchResult<PHAsset>
    func imageData(of asset: PHAsset) async -> (Data?, String?, UIImage.Orientation)
}

extension PhotoAssetTests: OlderPhotosCalls {
    @available(*, deprecated, message: "calls deprecated API on purpose, as older screens do")
    fileprivate func authorizationStatus() -> PHAuthorizationStatus { PHPhotoLibrary.authorizationStatus() }

    @available(*, deprecated, message: "calls deprecated API on purpose, as older screens do")
    fileprivate func requestAuthorization() -> PHAuthorizationStatus? {
        var answer: PHAuthorizationStatus?
        PHPhotoLibrary.requestAuthorization { answer = $0 }
        return answer
    }

    @available(*, deprecated, message: "calls deprecated API on purpose, as older screens do")
    fileprivate func fetchAssets(withALAssetURLs urls: [URL]) -> PHFetchResult<PHAsset> {
        PHAsset.fetchAssets(withALAssetURLs: urls, options: nil)
    }

    @available(*, deprecated, message: "calls deprecated API on purpose, as older screens do")
    fileprivate func imageData(of asset: PHAsset) async -> (Data?, String?, UIImage.Orientation) {
        await withCheckedContinuation { done in
            PHImageManager.default().requestImageData(for: asset, options: nil) { data, type, orientation, _ in
                done.resume(returning: (data, type, orientation))
            }
        }
    }

    /// An album list that walks the library's folders, as MetaX's does: the headless library has none.
    func testFoldersAreEmptyHeadless() async {
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
        let lists = PHCollectionList.fetchCollectionLists(with: .folder, subtype: .any, options: nil)
        XCTAssertEqual(lists.count, 0)
        var albums: [PHAssetCollection] = []
        PHCollection.fetchTopLevelUserCollections(with: nil).enumerateObjects { collection, _, _ in
            if let album = collection as? PHAssetCollection {
                albums.append(album)
            } else if let folder = collection as? PHCollectionList {
                XCTFail("no folders headless: \(folder.localIdentifier)")
            }
        }
        XCTAssertEqual(albums.count, 0)
        let live: PHLivePhoto? = PHLivePhoto()
        XCTAssertEqual(live?.size, .zero)
    }
}
