import Foundation

/// The system's photo picker and camera (UIImagePickerController), headless: there is no camera, the photo library
/// is the headless ``SavedPhotosAlbum``'s, and ``pickImage(_:)`` or ``cancel()`` finish the picker as a person
/// does, telling its delegate.
///
/// As on iOS, its ``NavigationController/delegate`` takes an object that adopts
/// ``ImagePickerControllerDelegate`` and ``NavigationControllerDelegate``; the picker casts it to hear the pick.
@preconcurrency @MainActor
open class ImagePickerController: NavigationController {
    /// Where the picker's media come from.
    public enum SourceType: Int, Hashable, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// Still photos or videos, for the camera.
    public enum CameraCaptureMode: Int, Hashable, Sendable { case photo, video }
    /// The camera on the back or the front.
    public enum CameraDevice: Int, Hashable, Sendable { case rear, front }
    /// The flash.
    public enum CameraFlashMode: Int, Hashable, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }
    /// The quality of recorded video.
    public enum QualityType: Int, Hashable, Sendable {
        case typeHigh = 0
        case typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
    }
    /// How picked images are exported: converted to JPEG, or as they are.
    public enum ImageURLExportPreset: Int, Hashable, Sendable { case compatible, current }

    /// A key of the info dictionary the delegate gets.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The media's uniform type identifier (`"public.image"`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The image as picked.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image after the person's crop (when ``allowsEditing``).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop applied, a `CGRect` (when ``allowsEditing``).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Where media come from; the photo library by default.
    open var sourceType = SourceType.photoLibrary
    /// The kinds of media offered; images (`"public.image"`) by default.
    open var mediaTypes = ["public.image"]
    /// Whether the person may crop the picked image; false.
    open var allowsEditing = false
    open var imageExportPreset = ImageURLExportPreset.compatible
    open var videoMaximumDuration: TimeInterval = 600
    open var videoQuality = QualityType.typeMedium
    open var videoExportPreset = ""
    open var showsCameraControls = true
    open var cameraOverlayView: View?
    open var cameraViewTransform = CGAffineTransform.identity
    open var cameraCaptureMode = CameraCaptureMode.photo
    open var cameraDevice = CameraDevice.rear
    open var cameraFlashMode = CameraFlashMode.auto

    /// Whether `sourceType` can be used here: the photo library and the saved photos album, not the camera (no
    /// device has one headless).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media types `sourceType` offers: images, or nil for an unavailable source.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    /// Whether `cameraDevice` exists: no camera does headless.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    /// Whether `cameraDevice` has a flash: none does headless.
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }
    /// The capture modes of `cameraDevice`: none headless.
    open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

    /// Takes a photo with the camera: there is none headless, so nothing is taken.
    open func takePicture() {}
    /// Starts recording: no camera headless, so it does not start.
    open func startVideoCapture() -> Bool { false }
    /// Stops recording.
    open func stopVideoCapture() {}

    /// The person picks `image` (beyond UIKit, headless): the delegate gets the info dictionary (the media type,
    /// the original image and, with ``allowsEditing``, the edited image and its crop, the whole image). Without a
    /// delegate that handles it, the picker is dismissed.
    public func pickImage(_ image: Image) {
        var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: image]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = CGRect(origin: .zero, size: image.size)
        }
        guard let receiver = delegate as? any ImagePickerControllerDelegate else {
            dismiss(animated: true)
            return
        }
        receiver.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// The person cancels (beyond UIKit, headless): the delegate's `imagePickerControllerDidCancel(_:)`, whose
    /// default dismisses the picker, as UIKit does when the delegate does not implement it.
    public func cancel() {
        guard let receiver = delegate as? any ImagePickerControllerDelegate else {
            dismiss(animated: true)
            return
        }
        receiver.imagePickerControllerDidCancel(self)
    }
}

/// Hears what the person picked (UIImagePickerControllerDelegate). Both methods are optional.
@preconcurrency @MainActor
public protocol ImagePickerControllerDelegate: AnyObject {
    /// The person picked media: `info` holds it. Dismiss the picker here.
    func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any])
    /// The person cancelled; the default dismisses the picker.
    func imagePickerControllerDidCancel(_ picker: ImagePickerController)
}

extension ImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
    ) {
        picker.dismiss(animated: true)
    }
    public func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
        picker.dismiss(animated: true)
    }
}
