import ReuseKit

// UIKit's C function for saving a photo, its completion selector written as a method reference.

/// Saves `image` to the Saved Photos album and then calls `completionSelector` on `completionTarget` with the image,
/// no error and `contextInfo`: UIKit's function, the selector written as a method reference
/// (`ViewController.image(_:didFinishSavingWithError:contextInfo:)`).
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func UIImageWriteToSavedPhotosAlbum<Target: AnyObject>(
    _ image: UIImage, _ completionTarget: Target?,
    _ completionSelector: ((Target) -> (UIImage, NSError?, UnsafeRawPointer) -> Void)?,
    _ contextInfo: UnsafeMutableRawPointer?
) {
    saveToAlbum(image, contextInfo) { image, context in
        guard let completionTarget, let completionSelector else { return }
        completionSelector(completionTarget)(image, nil, context)
    }
}

/// The same, for a completion method whose error parameter is `(any Error)?`.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func UIImageWriteToSavedPhotosAlbum<Target: AnyObject>(
    _ image: UIImage, _ completionTarget: Target?,
    _ completionSelector: ((Target) -> (UIImage, (any Error)?, UnsafeRawPointer) -> Void)?,
    _ contextInfo: UnsafeMutableRawPointer?
) {
    saveToAlbum(image, contextInfo) { image, context in
        guard let completionTarget, let completionSelector else { return }
        completionSelector(completionTarget)(image, nil, context)
    }
}

/// Saves `image` with no completion: `UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Never?, _ contextInfo: UnsafeMutableRawPointer?
) {
    SavedPhotosAlbum.save(image)
}

/// Saves `image`, then calls `completion` with it and the context to pass on (a stand-in when the caller gave
/// none): the two completion shapes' shared steps.
@MainActor
private func saveToAlbum(
    _ image: UIImage, _ contextInfo: UnsafeMutableRawPointer?, then completion: (UIImage, UnsafeRawPointer) -> Void
) {
    SavedPhotosAlbum.save(image)
    completion(image, UnsafeRawPointer(contextInfo ?? SavedPhotosAlbum.noContext))
}
