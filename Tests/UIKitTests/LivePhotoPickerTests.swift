import Photos
import PhotosUI
import UIKit
import XCTest

/// TLPhotoPicker's cells, as round 26 met them: a Live Photo asset plays in a Live Photo view with its badge,
/// image data comes with its orientation, and an image's MIME type names its upload.
@MainActor
final class LivePhotoPickerTests: XCTestCase {
    final class LiveCell: UICollectionViewCell, PHLivePhotoViewDelegate {
        let livePhotoView = PHLivePhotoView()
        let badge = UIImageView(image: PHLivePhotoView.livePhotoBadgeImage(options: .overContent))
        var events: [String] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            livePhotoView.delegate = self
            contentView.addSubview(livePhotoView)
            contentView.addSubview(badge)
        }

        required init?(coder: NSCoder) { nil }

        func livePhotoView(
            _ livePhotoView: PHLivePhotoView, willBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
        ) {
            events.append("begin \(playbackStyle.rawValue)")
        }

        func livePhotoView(
            _ livePhotoView: PHLivePhotoView, didEndPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
        ) {
            events.append("end \(playbackStyle.rawValue)")
        }
    }

    override func tearDown() async throws {
        PHPhotoLibrary.resetHeadlessLibrary()
        PHPhotoLibrary.resetAuthorization()
        PHPhotoLibrary.headlessAuthorization = .authorized
    }

    private func photo(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    func testALivePhotoPlaysAHintInItsCell() async throws {
        let live = PHPhotoLibrary.addHeadlessAsset(photo(300, 400), mediaSubtypes: .photoLive)
        let still = PHPhotoLibrary.addHeadlessAsset(photo(300, 400))
        let options = PHLivePhotoRequestOptions()
        options.deliveryMode = .fastFormat
        let cell = LiveCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        PHImageManager.default().requestLivePhoto(
            for: live, targetSize: CGSize(width: 100, height: 100), contentMode: .aspectFill, options: options
        ) { livePhoto, info in
            cell.livePhotoView.livePhoto = livePhoto
        }
        await PHPhotoLibrary.deliverPendingWork()
        XCTAssertEqual(cell.livePhotoView.livePhoto?.size, CGSize(width: 300, height: 400))
        XCTAssertNotNil(cell.badge.image)

        cell.livePhotoView.startPlayback(with: .hint)
        XCTAssertEqual(cell.events, ["begin 2"])
        UIView.advanceAnimations(by: 1)
        XCTAssertEqual(cell.events, ["begin 2", "end 2"])
        cell.livePhotoView.startPlayback(with: .full)
        cell.livePhotoView.stopPlayback()
        XCTAssertEqual(cell.events.suffix(2), ["begin 1", "end 1"])

        var answered = false
        PHImageManager.default().requestLivePhoto(
            for: still, targetSize: .zero, contentMode: .aspectFit, options: nil
        ) { livePhoto, info in
            XCTAssertNil(livePhoto)
            XCTAssertNotNil(info?[PHImageErrorKey])
            answered = true
        }
        await PHPhotoLibrary.deliverPendingWork()
        XCTAssertTrue(answered, "a still asset has no Live Photo")
    }

    func testImageDataComesWithItsOrientationAndMIMEType() async throws {
        let data = try XCTUnwrap(photo(4, 4).jpegData(compressionQuality: 0.8))
        let asset = PHPhotoLibrary.addHeadlessAsset(nil, imageData: data)
        let options = PHImageRequestOptions()
        options.isSynchronous = true
        var answer: (Data?, String?, CGImagePropertyOrientation)?
        PHImageManager.default().requestImageDataAndOrientation(for: asset, options: options) {
            data, uti, orientation, _ in
            answer = (data, uti, orientation)
        }
        XCTAssertEqual(answer?.0, data)
        XCTAssertEqual(answer?.1, "public.jpeg")
        XCTAssertEqual(answer?.2, .up)
        let type = try XCTUnwrap(answer?.1.flatMap { UTType($0) })
        XCTAssertEqual(type.preferredMIMEType, "image/jpeg")
        XCTAssertEqual(UTType(mimeType: "image/png"), .png)
        XCTAssertNil(UTType.image.preferredMIMEType, "an abstract type has none")

        let videoOptions = PHVideoRequestOptions()
        videoOptions.deliveryMode = .highQualityFormat
        videoOptions.isNetworkAccessAllowed = true
        XCTAssertEqual(videoOptions.version, .current)
    }

    /// The picker exports a picked photo's file: the asset's resources, written to a file by the resource manager.
    func testAnAssetsResourcesAndItsPhotoWrittenToAFile() async throws {
        let data = try XCTUnwrap(photo(4, 4).jpegData(compressionQuality: 0.8))
        let asset = PHPhotoLibrary.addHeadlessAsset(nil, imageData: data, mediaSubtypes: .photoLive)
        let resources = PHAssetResource.assetResources(for: asset)
        XCTAssertEqual(resources.map(\.type), [.photo, .pairedVideo])
        XCTAssertEqual(resources.map(\.uniformTypeIdentifier), ["public.jpeg", "com.apple.quicktime-movie"])
        let number = try XCTUnwrap(Int(asset.localIdentifier.prefix(36).suffix(12)))
        let stem = "IMG_" + String(String(number + 10_000).suffix(4))
        XCTAssertEqual(resources.map(\.originalFilename), [stem + ".JPG", stem + ".MOV"])
        XCTAssertEqual(PHAssetResource.assetResources(for: asset).first { $0.type == .pairedVideo }?.type, .pairedVideo)

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID())-\(stem).JPG")
        defer { try? FileManager.default.removeItem(at: url) }
        let written: (any Error)? = await withCheckedContinuation { continuation in
            PHAssetResourceManager.default().writeData(for: resources[0], toFile: url, options: nil) { error in
                continuation.resume(returning: error)
            }
        }
        XCTAssertNil(written)
        XCTAssertEqual(try Data(contentsOf: url), data)

        let video: (any Error)? = await withCheckedContinuation { continuation in
            PHAssetResourceManager.default().writeData(
                for: resources[1], toFile: url.appendingPathExtension("mov"), options: nil
            ) { error in continuation.resume(returning: error) }
        }
        XCTAssertEqual((video as NSError?)?.code, 3303, "Linux has no video to write")
    }

    /// The picker's camera saves the photo it took, and knows the new asset by its placeholder inside the block.
    func testAPhotoSavedToTheLibraryArrivesAsAnAsset() async throws {
        final class Observer: NSObject, PHPhotoLibraryChangeObserver, @unchecked Sendable {
            var changes = 0
            func photoLibraryDidChange(_ changeInstance: PHChange) { changes += 1 }
        }
        // The person allows the app to add photos.
        PHPhotoLibrary.headlessAuthorization = .authorized
        let status = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
        XCTAssertEqual(status, .authorized)
        let observer = Observer()
        PHPhotoLibrary.shared().register(observer)
        defer { PHPhotoLibrary.shared().unregisterChangeObserver(observer) }
        let image = photo(30, 20)
        final class Box: @unchecked Sendable {
            var placeholder: PHObjectPlaceholder?
            var outcome: (Bool, (any Error)?)?
        }
        let box = Box()
        PHPhotoLibrary.shared().performChanges(
            {
                let request = PHAssetChangeRequest.creationRequestForAsset(from: image)
                request.isFavorite = true
                box.placeholder = request.placeholderForCreatedAsset
            }, completionHandler: { success, error in box.outcome = (success, error) })
        await PHPhotoLibrary.deliverPendingWork()
        await PHPhotoLibrary.deliverPendingWork()
        XCTAssertEqual(box.outcome?.0, true)
        let identifier = try XCTUnwrap(box.placeholder?.localIdentifier)
        let saved = try XCTUnwrap(PHAsset.fetchAssets(withLocalIdentifiers: [identifier], options: nil).firstObject)
        XCTAssertEqual(saved.pixelWidth, 30)
        XCTAssertTrue(saved.isFavorite)
        XCTAssertEqual(observer.changes, 1, "one change for the block")

        try PHPhotoLibrary.shared().performChangesAndWait {
            PHAssetChangeRequest.deleteAssets([saved] as NSArray)
        }
        XCTAssertEqual(PHAsset.fetchAssets(withLocalIdentifiers: [identifier], options: nil).count, 0)
    }
}
