import CCairo
import Foundation
import ReuseCore
import ReuseKit

/// Why a view, a bitmap or a PNG could not be rendered, encoded or decoded. Each case names the value and the fix.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bitmap would be larger than the renderer's pixel limit.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// A size that is not a positive finite number of points.
    case invalidSize(width: Double, height: Double)
    /// A scale other than a positive finite number.
    case invalidScale(Double)
    /// Cairo refused: its status, as Cairo words it.
    case cairo(String)
    /// The data is not a PNG that could be read.
    case invalidPNG(String)
    /// The data is not a JPEG that could be read.
    case invalidJPEG(String)

    public var description: String {
        switch self {
        case .tooLarge(let width, let height, let limit):
            "a \(width) × \(height) px bitmap is over the renderer's limit of \(limit) pixels: render a smaller size "
                + "or scale, or raise `pixelLimit`"
        case .invalidSize(let width, let height):
            "cannot render a size of \(width) × \(height) pt: give a positive, finite width and height"
        case .invalidScale(let scale):
            "cannot render at scale \(scale): use 1, 2 or 3 (any positive, finite number)"
        case .cairo(let status): "Cairo could not draw: \(status)"
        case .invalidPNG(let reason): "not a readable PNG: \(reason)"
        case .invalidJPEG(let reason): "not a readable JPEG: \(reason)"
        }
    }
}

/// A Cairo image surface in premultiplied ARGB (native-endian 32-bit words) and the context drawing into it.
final class Canvas {
    let surface: OpaquePointer
    let cairo: OpaquePointer
    let width: Int
    let height: Int

    /// A transparent canvas of `width × height` pixels; throws when it is over `pixelLimit` pixels or Cairo cannot
    /// make it.
    init(width: Int, height: Int, pixelLimit: Int) throws {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= pixelLimit, width <= 32_767, height <= 32_767 else {
            throw RenderError.tooLarge(width: width, height: height, limit: min(pixelLimit, 32_767 * 32_767))
        }
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        cairo = cairo_create(surface)
        self.width = width
        self.height = height
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// The pixels as straight (not premultiplied) RGBA bytes, rows top to bottom.
    ///
    /// - Complexity: O(pixels).
    func bitmap() -> RGBABitmap {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let pixel = row[x]
                    let alpha = UInt32(pixel >> 24)
                    var r = (pixel >> 16) & 0xFF
                    var g = (pixel >> 8) & 0xFF
                    var b = pixel & 0xFF
                    if alpha != 0 && alpha != 255 {
                        r = (r * 255 + alpha / 2) / alpha
                        g = (g * 255 + alpha / 2) / alpha
                        b = (b * 255 + alpha / 2) / alpha
                    }
                    let at = (y * width + x) * 4
                    out[at] = UInt8(min(r, 255))
                    out[at + 1] = UInt8(min(g, 255))
                    out[at + 2] = UInt8(min(b, 255))
                    out[at + 3] = UInt8(alpha)
                }
            }
        }
        return RGBABitmap(width: width, height: height, bytes: bytes)!
    }

    /// The canvas as PNG bytes (libpng, through Cairo).
    func pngData() throws -> Data {
        cairo_surface_flush(surface)
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        return sink.data
    }
}

/// Cairo surfaces made from bitmaps, kept while their bitmap lives, so that a table's thumbnails are converted once.
final class SurfaceCache {
    private var surfaces: [ObjectIdentifier: (image: CGImage, surface: OpaquePointer)] = [:]

    deinit {
        for entry in surfaces.values { cairo_surface_destroy(entry.surface) }
    }

    /// A surface holding `image`'s pixels, premultiplied; nil for an empty image.
    func surface(for image: CGImage) -> OpaquePointer? {
        if let hit = surfaces[ObjectIdentifier(image)], hit.image === image { return hit.surface }
        let bitmap = image.bitmap
        guard bitmap.width > 0, bitmap.height > 0, bitmap.width <= 32_767, bitmap.height <= 32_767 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        bitmap.bytes.withUnsafeBufferPointer { bytes in
            for y in 0..<bitmap.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<bitmap.width {
                    let at = (y * bitmap.width + x) * 4
                    let alpha = UInt32(bytes[at + 3])
                    let r = (UInt32(bytes[at]) * alpha + 127) / 255
                    let g = (UInt32(bytes[at + 1]) * alpha + 127) / 255
                    let b = (UInt32(bytes[at + 2]) * alpha + 127) / 255
                    row[x] = alpha << 24 | r << 16 | g << 8 | b
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        if surfaces.count >= 512 {
            for entry in surfaces.values { cairo_surface_destroy(entry.surface) }
            surfaces.removeAll()
        }
        surfaces[ObjectIdentifier(image)] = (image, surface)
        return surface
    }
}
