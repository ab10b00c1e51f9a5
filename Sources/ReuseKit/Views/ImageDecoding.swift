import Foundation
import ReuseCore
import Synchronization

/// The decoder `Image(data:)`, `Image(contentsOfFile:)` and `Image(named:)` use for encoded images: a renderer's
/// (ReuseRender installs libpng's and libjpeg's) when one is installed; otherwise ReuseKit decodes PNG itself, in
/// pure Swift, and reads only the size other formats declare, so that the library builds and decodes its own
/// resources wherever Swift does.
public enum ImageDecoding {
    /// Decodes `bytes` of `format` into pixels, or nil when they do not decode.
    public typealias Decoder = @Sendable (_ bytes: [UInt8], _ format: ImageHeader.Format) -> RGBABitmap?

    private static let current = Mutex<Decoder?>(nil)

    /// The installed decoder; nil for ReuseKit's own.
    public static var decoder: Decoder? {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}
