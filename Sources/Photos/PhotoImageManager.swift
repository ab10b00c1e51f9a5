import Foundation
import ReuseKit

// MARK: - Images

/// A request's number, to cancel it by (Photos' `PHImageRequestID`).
public typealias PHImageRequestID = Int32
/// No request: 0.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let PHInvalidImageRequestID: PHImageRequestID = 0
/// The target size for the full-size image: -1 × -1.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
/// Info key: whether the image is in iCloud only (always false headless).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
/// Info key: whether this is a low-quality stand-in for a better image to come (always false headless).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// Info key: the request's ID, as an `NSNumber`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
/// Info key: whether the request was cancelled (cancelled requests are never answered headless).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let PHImageCancelledKey = "PHImageCancelledKey"
/// Info key: the error, when there is no image (an asset added without one).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let PHImageErrorKey = "PHImageErrorKey"
/// Reports a download's progress (never called headless: nothing is in iCloud).
public typealias PHAssetImageProgressHandler =
    (Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// How an image fits the target size (Photos' `PHImageContentMode`), with Photos' raw values.
public enum PHImageContentMode: Int, Hashable, Sendable {
    /// The whole image inside the target size.
    case aspectFit = 0
    /// The image covering the target size (one side may be longer; nothing is cropped).
    case aspectFill = 1
    /// `.aspectFit`.
    public static let `default` = PHImageContentMode.aspectFit
}

/// Which version of an edited asset (Photos' `PHImageRequestOptionsVersion`); assets are never edited headless.
public enum PHImageRequestOptionsVersion: Int, Hashable, Sendable {
    /// With the person's edits.
    case current = 0
    /// Without edits.
    case unadjusted = 1
    /// The original file.
    case original = 2
}

/// How many images a request delivers (Photos' `PHImageRequestOptionsDeliveryMode`): always one headless.
public enum PHImageRequestOptionsDeliveryMode: Int, Hashable, Sendable {
    /// A fast image, then a better one (one image headless).
    case opportunistic = 0
    /// The best image only.
    case highQualityFormat = 1
    /// The fastest image only.
    case fastFormat = 2
}

/// How the image is resized (Photos' `PHImageRequestOptionsResizeMode`).
public enum PHImageRequestOptionsResizeMode: Int, Hashable, Sendable {
    /// No resizing: the asset's own image.
    case none = 0
    /// About the target size: as `.exact` headless.
    case fast = 1
    /// The target size as the content mode says.
    case exact = 2
}

/// How an image request is made (Photos' `PHImageRequestOptions`).
open class PHImageRequestOptions: NSObject {
    /// Which version: `.current`.
    open var version = PHImageRequestOptionsVersion.current
    /// How many images: `.opportunistic`.
    open var deliveryMode = PHImageRequestOptionsDeliveryMode.opportunistic
    /// How to resize: `.fast`.
    open var resizeMode = PHImageRequestOptionsResizeMode.fast
    /// A crop in unit coordinates, for `.exact` (kept, not applied headless).
    open var normalizedCropRect = CGRect.zero
    /// Whether iCloud may be used (nothing is in iCloud headless).
    open var isNetworkAccessAllowed = false
    /// Whether the handler runs before the request returns; otherwise it runs later on the main queue.
    open var isSynchronous = false
    /// Download progress (never called headless).
    open var progressHandler: PHAssetImageProgressHandler?
    /// Whether a second degraded image may come (none headless).
    open var allowSecondaryDegradedImage = false
}

/// Gives assets' images (Photos' `PHImageManager`). Headless, a request answers once, with `isDegraded` false:
/// later on the main queue, as Photos answers asynchronous requests, or before it returns when the options are
/// synchronous. The image is the asset's, scaled to the target size (in pixels) as the content mode says, never
/// larger than the original, at scale 1; `PHImageManagerMaximumSize` or `.none` resizing give the asset's own
/// image. A cancelled request is never answered. Each manager numbers its requests from 1.
@preconcurrency @MainActor
open class PHImageManager: NSObject {
    private static let shared = PHImageManager()
    private var lastRequestID = PHInvalidImageRequestID
    private var pending: Set<PHImageRequestID> = []

    /// A manager of its own (most apps use ``default()``).
    public override init() { super.init() }

    /// The shared manager.
    open class func `default`() -> PHImageManager { shared }

    /// Asks for `asset`'s image at `targetSize` pixels; `resultHandler` gets it and an info dictionary
    /// (``PHImageResultRequestIDKey``, ``PHImageResultIsDegradedKey``, ``PHImageResultIsInCloudKey``, and
    /// ``PHImageErrorKey`` when the asset has no image).
    @discardableResult
    open func requestImage(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
        resultHandler: @escaping (Image?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let image = image(for: asset, targetSize: targetSize, contentMode: contentMode, options: options)
        return answer(options) { id in resultHandler(image, Self.info(id, found: image != nil)) }
    }

    /// Asks for `asset`'s image data: the data the test added it with, with its type identifier (`public.png`,
    /// `public.jpeg`, ...); nil when it was added with an image only (encoding needs the UIKit module).
    @available(*, deprecated, message: "Use -requestImageDataAndOrientationForAsset:options:resultHandler: instead")
    @discardableResult
    open func requestImageData(
        for asset: PHAsset, options: PHImageRequestOptions?,
        resultHandler: @escaping (Data?, String?, Image.Orientation, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let data = asset.record.imageData
        let orientation = asset.record.image?.imageOrientation ?? .up
        return answer(options) { id in
            resultHandler(data, data.map(Self.typeIdentifier), orientation, Self.info(id, found: data != nil))
        }
    }

    /// Asks for `asset`'s image data and orientation (iOS 13): the data the test added it with, its type identifier
    /// and its orientation as Core Graphics names it; nil data when it was added with an image only.
    @discardableResult
    open func requestImageDataAndOrientation(
        for asset: PHAsset, options: PHImageRequestOptions?,
        resultHandler: @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let data = asset.record.imageData
        let orientation = CGImagePropertyOrientation(asset.record.image?.imageOrientation ?? .up)
        return answer(options) { id in
            resultHandler(data, data.map(Self.typeIdentifier), orientation, Self.info(id, found: data != nil))
        }
    }

    /// Asks for `asset`'s Live Photo at `targetSize`: one of the asset's size for an asset whose subtypes include
    /// `.photoLive`, else nil with Photos' error in the info.
    @discardableResult
    open func requestLivePhoto(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHLivePhotoRequestOptions?,
        resultHandler: @escaping (PHLivePhoto?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let live = asset.mediaSubtypes.contains(.photoLive)
        let photo = live ? PHLivePhoto(size: CGSize(width: asset.pixelWidth, height: asset.pixelHeight)) : nil
        return answer(synchronously: false) { id in resultHandler(photo, Self.info(id, found: live)) }
    }

    /// Cancels a request: its handler is not called.
    open func cancelImageRequest(_ requestID: PHImageRequestID) { pending.remove(requestID) }

    /// The image a request for `asset` gives.
    func image(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?)
        -> Image?
    {
        guard let image = asset.record.image else { return nil }
        let full = CGSize(width: asset.pixelWidth, height: asset.pixelHeight)
        guard targetSize != PHImageManagerMaximumSize, options?.resizeMode != PHImageRequestOptionsResizeMode.none,
            full.width > 0, full.height > 0, targetSize.width > 0, targetSize.height > 0
        else { return image }
        let (x, y) = (targetSize.width / full.width, targetSize.height / full.height)
        let factor = min(1, contentMode == .aspectFill ? max(x, y) : min(x, y))
        if factor == 1, image.scale == 1 { return image }
        let size = CGSize(
            width: max(1, (full.width * factor).rounded()), height: max(1, (full.height * factor).rounded()))
        let format = GraphicsImageRendererFormat()
        format.scale = 1
        return GraphicsImageRenderer(size: size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: size))
        }
    }

    /// Numbers a request and runs `body` with its ID: now when synchronous, else on the main queue unless
    /// cancelled first.
    private func answer(_ options: PHImageRequestOptions?, _ body: @escaping (PHImageRequestID) -> Void)
        -> PHImageRequestID
    {
        answer(synchronously: options?.isSynchronous == true, body)
    }

    private func answer(synchronously: Bool, _ body: @escaping (PHImageRequestID) -> Void) -> PHImageRequestID {
        lastRequestID += 1
        let id = lastRequestID
        if synchronously {
            body(id)
        } else {
            pending.insert(id)
            Task { @MainActor in
                if self.pending.remove(id) != nil { body(id) }
            }
        }
        return id
    }

    private static func info(_ id: PHImageRequestID, found: Bool) -> [AnyHashable: Any] {
        var info: [AnyHashable: Any] = [
            PHImageResultRequestIDKey: NSNumber(value: id), PHImageResultIsDegradedKey: NSNumber(value: false),
            PHImageResultIsInCloudKey: NSNumber(value: false),
        ]
        if !found { info[PHImageErrorKey] = NSError(domain: "PHPhotosErrorDomain", code: 3303) }
        return info
    }

    private static func typeIdentifier(_ data: Data) -> String { imageFileKind(of: data).typeIdentifier }

    /// The kind of image file `data` is, by its first bytes: its type identifier and the extension a camera gives
    /// such a file.
    nonisolated static func imageFileKind(of data: Data) -> (typeIdentifier: String, fileExtension: String) {
        switch Array(data.prefix(4)) {
        case [0x89, 0x50, 0x4E, 0x47]: ("public.png", "PNG")
        case let bytes where bytes.starts(with: [0xFF, 0xD8]): ("public.jpeg", "JPG")
        case [0x47, 0x49, 0x46, 0x38]: ("com.compuserve.gif", "GIF")
        default: ("public.image", "DAT")
        }
    }
}

/// An image manager that prepares images ahead (Photos' `PHCachingImageManager`): images cached with
/// `startCachingImages` are made once, and a request with the same asset, size and content mode gets that
/// very image.
@preconcurrency @MainActor
open class PHCachingImageManager: PHImageManager {
    private struct Key: Hashable {
        let id: String, width: CGFloat, height: CGFloat, mode: PHImageContentMode

        init(_ asset: PHAsset, _ size: CGSize, _ mode: PHImageContentMode) {
            (id, width, height, self.mode) = (asset.localIdentifier, size.width, size.height, mode)
        }
    }

    private var cache: [Key: Image] = [:]
    /// Whether high-quality images are cached: true.
    open var allowsCachingHighQualityImages = true

    /// The local identifiers of the assets whose images are cached (beyond Photos, for tests).
    public var headlessCachedAssetIdentifiers: Set<String> { Set(cache.keys.map(\.id)) }

    /// Makes the images that requests with these arguments will get.
    open func startCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {
        for asset in assets where cache[Key(asset, targetSize, contentMode)] == nil {
            cache[Key(asset, targetSize, contentMode)] =
                super.image(for: asset, targetSize: targetSize, contentMode: contentMode, options: options)
        }
    }

    /// Forgets the images cached with these arguments.
    open func stopCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {
        for asset in assets { cache[Key(asset, targetSize, contentMode)] = nil }
    }

    /// Forgets every cached image.
    open func stopCachingImagesForAllAssets() { cache = [:] }

    override func image(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) -> Image? {
        cache[Key(asset, targetSize, contentMode)]
            ?? super.image(for: asset, targetSize: targetSize, contentMode: contentMode, options: options)
    }
}
