import CCairo
import Foundation
import ReuseCore
import ReuseKit

/// PNG files to and from bitmaps through libpng (Cairo's reader and writer). Reading checks the header's declared
/// size against a pixel limit before any pixel memory is asked for, so a hostile file fails with an error instead
/// of exhausting memory.
public enum PNGCodec {
    /// The most pixels ``decode(_:pixelLimit:)`` accepts by default: 64 million (8,000 × 8,000).
    public static let defaultPixelLimit = 64_000_000

    /// The bitmap encoded as a PNG.
    ///
    /// - Complexity: O(pixels).
    public static func encode(_ bitmap: RGBABitmap) throws -> Data {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw RenderError.invalidSize(width: Double(bitmap.width), height: Double(bitmap.height))
        }
        let canvas = try Canvas(width: bitmap.width, height: bitmap.height, pixelLimit: Int.max)
        let cache = SurfaceCache()
        guard let surface = cache.surface(for: CGImage(bitmap: bitmap)) else {
            throw RenderError.tooLarge(width: bitmap.width, height: bitmap.height, limit: 32_767 * 32_767)
        }
        cairo_set_operator(canvas.cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(canvas.cairo, surface, 0, 0)
        cairo_paint(canvas.cairo)
        return try canvas.pngData()
    }

    /// The image's pixels as a PNG; nil for an image without pixels (a symbol, or one drawn headless is rendered
    /// first: see ``Renderer``).
    public static func encode(_ image: Image) throws -> Data? {
        guard let bitmap = image.cgImage?.bitmap else { return nil }
        return try encode(bitmap)
    }

    /// The pixels of the PNG `data`, straight RGBA; throws ``RenderError/invalidPNG(_:)`` for data that is not a
    /// PNG, is cut short or is corrupt, and ``RenderError/tooLarge(width:height:limit:)`` when its header declares
    /// more than `pixelLimit` pixels.
    ///
    /// - Complexity: O(pixels).
    public static func decode(_ data: Data, pixelLimit: Int = defaultPixelLimit) throws -> RGBABitmap {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24, Array(data.prefix(8)) == signature else {
            throw RenderError.invalidPNG("\(data.count) bytes that do not start with PNG's signature")
        }
        let bytes = [UInt8](data.prefix(24))
        func word(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        let width = word(16)
        let height = word(20)
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0 else { throw RenderError.invalidPNG("a declared size of \(width) × \(height)") }
        guard !overflow, pixels <= pixelLimit, width <= 32_767, height <= 32_767 else {
            throw RenderError.tooLarge(width: width, height: height, limit: pixelLimit)
        }
        final class Source {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let source = Source(data)
        let surface = cairo_image_surface_create_from_png_stream(
            { closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                let wanted = Int(length)
                guard source.offset + wanted <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
                source.data.copyBytes(to: buffer, from: source.offset..<source.offset + wanted)
                source.offset += wanted
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())!
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.invalidPNG(String(cString: cairo_status_to_string(status)))
        }
        let canvas = try Canvas(width: width, height: height, pixelLimit: pixelLimit)
        cairo_set_operator(canvas.cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(canvas.cairo, surface, 0, 0)
        cairo_paint(canvas.cairo)
        return canvas.bitmap()
    }
}
