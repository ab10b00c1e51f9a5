import Foundation

/// The Saved Photos album, headless (beyond UIKit): what `UIImageWriteToSavedPhotosAlbum` (in the `UIKit` module) saved, for
/// tests to look at.
@MainActor
public enum SavedPhotosAlbum {
    /// The images saved, oldest first.
    public private(set) static var images: [Image] = []

    /// Empties the album.
    public static func removeAll() { images = [] }

    /// Adds `image` to the album, as saving a photo does.
    public static func save(_ image: Image) { images.append(image) }

    /// The `contextInfo` handed to a completion when the caller gave none (iOS passes NULL, which a Swift
    /// `UnsafeRawPointer` parameter cannot hold).
    public static let noContext = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
}
