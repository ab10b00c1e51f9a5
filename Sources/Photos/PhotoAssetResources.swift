import Foundation
import ReuseKit

/// What a resource of an asset holds (Photos' `PHAssetResourceType`).
public enum PHAssetResourceType: Int, Hashable, Sendable {
    case photo = 1
    case video = 2
    case audio = 3
    case alternatePhoto = 4
    case fullSizePhoto = 5
    case fullSizeVideo = 6
    case adjustmentData = 7
    case adjustmentBasePhoto = 8
    case pairedVideo = 9
    case fullSizePairedVideo = 10
    case adjustmentBasePairedVideo = 11
    case adjustmentBaseVideo = 12
    case photoProxy = 19
}

/// One file behind an asset (Photos' `PHAssetResource`): a photo's image file, a video, a Live Photo's paired
/// video. Headless assets have the resources their media type and subtypes imply; a photo's file is the data the
/// test added it with, named as a camera names it (`IMG_0001.JPG`, numbered as the library numbers assets).
open class PHAssetResource: NSObject, @unchecked Sendable {
    /// What the resource holds.
    public let type: PHAssetResourceType
    /// The asset it belongs to.
    public let assetLocalIdentifier: String
    /// Its uniform type identifier (`public.jpeg`, `com.apple.quicktime-movie`).
    public let uniformTypeIdentifier: String
    /// The name of its file when it was made.
    public let originalFilename: String
    /// Its bytes, when the test gave them.
    let data: Data?

    init(type: PHAssetResourceType, asset: String, uniformTypeIdentifier: String, filename: String, data: Data?) {
        self.type = type
        assetLocalIdentifier = asset
        self.uniformTypeIdentifier = uniformTypeIdentifier
        originalFilename = filename
        self.data = data
        super.init()
    }

    /// The resources of `asset`: its photo (and a Live Photo's paired video), or its video or audio.
    open class func assetResources(for asset: PHAsset) -> [PHAssetResource] {
        let number = asset.localIdentifier.split(separator: "/").first.flatMap { Int($0.suffix(12)) } ?? 0
        let stem = "IMG_" + String(String(number + 10_000).suffix(4))
        let id = asset.localIdentifier
        switch asset.mediaType {
        case .image:
            let data = asset.record.imageData
            let (uti, ext) = data.map(PHImageManager.imageFileKind) ?? ("public.heic", "HEIC")
            var resources = [
                PHAssetResource(
                    type: .photo, asset: id, uniformTypeIdentifier: uti, filename: "\(stem).\(ext)", data: data)
            ]
            if asset.mediaSubtypes.contains(.photoLive) {
                resources.append(
                    PHAssetResource(
                        type: .pairedVideo, asset: id, uniformTypeIdentifier: "com.apple.quicktime-movie",
                        filename: "\(stem).MOV", data: nil))
            }
            return resources
        case .video:
            return [
                PHAssetResource(
                    type: .video, asset: id, uniformTypeIdentifier: "com.apple.quicktime-movie",
                    filename: "\(stem).MOV", data: nil)
            ]
        case .audio:
            return [
                PHAssetResource(
                    type: .audio, asset: id, uniformTypeIdentifier: "public.mpeg-4-audio", filename: "\(stem).M4A",
                    data: nil)
            ]
        default:
            return []
        }
    }

    /// The resources of a Live Photo: its photo and its paired video (headless photos carry no files).
    open class func assetResources(for livePhoto: PHLivePhoto) -> [PHAssetResource] { [] }

}

/// How a resource's data is asked for (Photos' `PHAssetResourceRequestOptions`).
open class PHAssetResourceRequestOptions: NSObject, @unchecked Sendable {
    /// Whether the data may be downloaded from iCloud (nothing is in iCloud headless).
    open var isNetworkAccessAllowed = false
    /// Told how far a download has come.
    open var progressHandler: (@Sendable (Double) -> Void)?

    public override init() { super.init() }
}

/// Reads assets' resources (Photos' `PHAssetResourceManager`): their bytes, in chunks or into a file, on a queue
/// of its own, as Photos delivers them. A resource with no bytes headless (a video: Linux plays none) fails with
/// Photos' "resource not available" error.
open class PHAssetResourceManager: NSObject, @unchecked Sendable {
    private static let shared = PHAssetResourceManager()
    private let queue = DispatchQueue(label: "PHAssetResourceManager")

    public override init() { super.init() }

    /// The shared manager.
    open class func `default`() -> PHAssetResourceManager { shared }

    /// Writes `resource`'s bytes to `fileURL` (which must not exist yet), then calls `completionHandler` with nil,
    /// or with the error.
    open func writeData(
        for resource: PHAssetResource, toFile fileURL: URL, options: PHAssetResourceRequestOptions?,
        completionHandler: @escaping @Sendable ((any Error)?) -> Void
    ) {
        queue.async {
            guard let data = resource.data else { return completionHandler(Self.unavailable(resource)) }
            guard !FileManager.default.fileExists(atPath: fileURL.path) else {
                return completionHandler(
                    NSError(
                        domain: NSCocoaErrorDomain, code: CocoaError.fileWriteFileExists.rawValue,
                        userInfo: [NSFilePathErrorKey: fileURL.path]))
            }
            options?.progressHandler?(1)
            do {
                try data.write(to: fileURL)
                completionHandler(nil)
            } catch {
                completionHandler(error)
            }
        }
    }

    /// Hands `resource`'s bytes to `handler` (in one chunk headless), then calls `completionHandler`; returns the
    /// request's number.
    @discardableResult
    open func requestData(
        for resource: PHAssetResource, options: PHAssetResourceRequestOptions?,
        dataReceivedHandler handler: @escaping @Sendable (Data) -> Void,
        completionHandler: @escaping @Sendable ((any Error)?) -> Void
    ) -> PHAssetResourceDataRequestID {
        queue.async {
            guard let data = resource.data else { return completionHandler(Self.unavailable(resource)) }
            handler(data)
            completionHandler(nil)
        }
        return 1
    }

    /// Photos' "resource not available" error.
    private static func unavailable(_ resource: PHAssetResource) -> NSError {
        NSError(domain: "PHPhotosErrorDomain", code: 3303)
    }
}

/// The number of a request for a resource's data.
public typealias PHAssetResourceDataRequestID = Int32
