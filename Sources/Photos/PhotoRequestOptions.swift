import Foundation
import ReuseKit

/// How a Live Photo is asked for (Photos' `PHLivePhotoRequestOptions`).
open class PHLivePhotoRequestOptions: NSObject, @unchecked Sendable {
    /// Which version of the photo.
    open var version = PHImageRequestOptionsVersion.current
    /// The quality asked for: opportunistic by default.
    open var deliveryMode = PHImageRequestOptionsDeliveryMode.opportunistic
    /// Whether the photo may be downloaded from iCloud (nothing is in iCloud headless).
    open var isNetworkAccessAllowed = false
    /// Told how far a download has come.
    open var progressHandler: PHAssetImageProgressHandler?

    public override init() { super.init() }
}

/// The quality of a video asked for (Photos' `PHVideoRequestOptionsDeliveryMode`).
public enum PHVideoRequestOptionsDeliveryMode: Int, Hashable, Sendable {
    case automatic = 0
    case highQualityFormat = 1
    case mediumQualityFormat = 2
    case fastFormat = 3
}

/// Which version of a video (Photos' `PHVideoRequestOptionsVersion`).
public enum PHVideoRequestOptionsVersion: Int, Hashable, Sendable {
    case current = 0
    case original = 1
}

/// Told how far a video's download has come: the fraction, an error, a flag to stop, and information.
public typealias PHAssetVideoProgressHandler =
    @Sendable (Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// How a video is asked for (Photos' `PHVideoRequestOptions`). Linux has no AVFoundation, so the requests that
/// give AV assets, player items and export sessions are not here; the options are, for the code that builds them.
open class PHVideoRequestOptions: NSObject, @unchecked Sendable {
    open var isNetworkAccessAllowed = false
    open var version = PHVideoRequestOptionsVersion.current
    open var deliveryMode = PHVideoRequestOptionsDeliveryMode.automatic
    open var progressHandler: PHAssetVideoProgressHandler?

    public override init() { super.init() }
}
