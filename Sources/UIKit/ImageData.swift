import Foundation
internal import ReuseRender

extension UIImage {
    /// The image encoded as PNG (UIKit's `pngData()`): its pixels, or what it draws (an image renderer's drawing, a
    /// symbol) rasterized at its scale, through libpng. Nil for an image with no pixels to give, as UIKit returns
    /// nil for an image it cannot encode.
    ///
    /// - Complexity: O(pixels).
    public func pngData() -> Data? {
        guard let bitmap = try? renderedBitmap() else { return nil }
        return try? PNGCodec.encode(bitmap)
    }

    /// The image encoded as JPEG at `compressionQuality` (0 the smallest file, 1 the best picture; values
    /// outside are clamped), through libjpeg; transparent pixels are flattened onto white. Nil for an image with
    /// no pixels to give.
    ///
    /// - Complexity: O(pixels).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let bitmap = try? renderedBitmap() else { return nil }
        return try? JPEGCodec.encode(bitmap, quality: compressionQuality)
    }
}
