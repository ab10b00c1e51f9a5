import CCairo
import Foundation
import ReuseCore
import ReuseKit

extension Renderer {
    /// Makes ReuseKit measure text with the ``TextEngine`` and decode PNG and JPEG images with libpng and
    /// libjpeg (`ImageDecoding`); every renderer does so when it is made. Idempotent.
    public nonisolated static func install() {
        TextEngine.install()
        ImageDecoding.decoder = { bytes, format in
            let data = Data(bytes)
            switch format {
            case .png: return try? PNGCodec.decode(data)
            case .jpeg: return try? JPEGCodec.decode(data)
            default: return nil
            }
        }
    }

    /// Puts back ReuseKit's own text metrics and image decoding (a test suite that draws calls it in `tearDown`).
    public nonisolated static func uninstall() {
        TextEngine.uninstall()
        ImageDecoding.decoder = nil
    }
}

extension Image {
    /// The image's pixels at its scale: its bitmap as it is, or what it draws rasterized (a recording from
    /// `UIGraphicsImageRenderer` or the image-context functions, a symbol's glyph in black or its tint). Nil for
    /// an image with no size or no pixels to give (a placeholder for a name no file has).
    ///
    /// - Complexity: O(pixels).
    public func renderedBitmap() throws -> RGBABitmap? {
        if let bitmap = cgImage?.bitmap { return bitmap }
        guard recording != nil || isSymbol else { return nil }
        let scale = self.scale.isFinite && self.scale > 0 ? self.scale : 1
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let canvas = try Canvas(
            width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
            pixelLimit: PNGCodec.defaultPixelLimit)
        cairo_scale(canvas.cairo, scale, scale)
        ViewDrawing(cairo: canvas.cairo, scale: scale).drawImage(
            self, in: CGRect(origin: .zero, size: size), contentMode: .scaleToFill,
            tint: tintColor ?? (isSymbol ? .black : nil))
        return canvas.bitmap()
    }
}
