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

extension UIImage: NSItemProviderWriting {
    /// PNG, as UIKit's images write first.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }

    /// The image's PNG data (``pngData()``); an error names the image when it has no pixels to give.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        if let data = pngData() {
            completionHandler(data, nil)
        } else {
            completionHandler(
                nil, ItemProviderError(description: "The image \(self) has no pixels to encode as PNG: draw it first."))
        }
        return nil
    }
}

extension CGContext {
    /// A bitmap of what has been drawn into the context (`CGBitmapContextCreateImage`): its display list
    /// rasterized at its size, through Cairo. Nil when the context is empty of size.
    ///
    /// - Complexity: O(pixels + operations).
    public func makeImage() -> CGImage? {
        guard let bitmap = try? recordedImage().renderedBitmap() else { return nil }
        return CGImage(bitmap: bitmap)
    }
}
