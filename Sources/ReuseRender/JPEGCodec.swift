import CJPEG
import Foundation
import ReuseCore
import ReuseKit

/// JPEG files to and from bitmaps through libjpeg-turbo. Reading checks the header's declared size against a pixel
/// limit before any pixel memory is asked for; a file cut short or corrupt fails with libjpeg's reason instead of
/// coming back padded with grey.
public enum JPEGCodec {
    /// The bitmap encoded as a JPEG at `quality` (0...1, as `UIImage.jpegData(compressionQuality:)` takes it);
    /// transparent pixels are flattened onto white.
    ///
    /// - Complexity: O(pixels).
    public static func encode(_ bitmap: RGBABitmap, quality: CGFloat) throws -> Data {
        guard bitmap.width > 0, bitmap.height > 0, bitmap.width <= 65_500, bitmap.height <= 65_500 else {
            throw RenderError.invalidSize(width: Double(bitmap.width), height: Double(bitmap.height))
        }
        let clamped = quality.isFinite ? min(max(quality, 0), 1) : 1
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var error = [CChar](repeating: 0, count: 256)
        let status = bitmap.bytes.withUnsafeBufferPointer { pixels in
            rk_jpeg_encode(
                pixels.baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32((clamped * 100).rounded()),
                &output, &size, &error, error.count)
        }
        guard status == 0, let output else { throw RenderError.invalidJPEG(Self.message(error)) }
        defer { rk_jpeg_free(output) }
        return Data(bytes: output, count: size)
    }

    /// The pixels of the JPEG `data`, opaque RGBA; throws ``RenderError/invalidJPEG(_:)`` for data that is not a
    /// JPEG, is cut short or is corrupt, and ``RenderError/tooLarge(width:height:limit:)`` when its header declares
    /// more than `pixelLimit` pixels.
    ///
    /// - Complexity: O(pixels).
    public static func decode(_ data: Data, pixelLimit: Int = PNGCodec.defaultPixelLimit) throws -> RGBABitmap {
        guard data.count >= 4, data.prefix(3) == Data([0xFF, 0xD8, 0xFF]) else {
            throw RenderError.invalidJPEG("\(data.count) bytes that do not start with JPEG's marker")
        }
        var width: Int32 = 0
        var height: Int32 = 0
        var error = [CChar](repeating: 0, count: 256)
        let read = data.withUnsafeBytes { bytes in
            rk_jpeg_read_size(
                bytes.bindMemory(to: UInt8.self).baseAddress, data.count, &width, &height, &error, error.count)
        }
        guard read == 0 else { throw RenderError.invalidJPEG(Self.message(error)) }
        let (pixels, overflow) = Int(width).multipliedReportingOverflow(by: Int(height))
        guard width > 0, height > 0 else { throw RenderError.invalidJPEG("a declared size of \(width) × \(height)") }
        guard !overflow, pixels <= pixelLimit else {
            throw RenderError.tooLarge(width: Int(width), height: Int(height), limit: pixelLimit)
        }
        var rgba = [UInt8](repeating: 0, count: pixels * 4)
        let status = data.withUnsafeBytes { bytes in
            rgba.withUnsafeMutableBufferPointer { out in
                rk_jpeg_decode(
                    bytes.bindMemory(to: UInt8.self).baseAddress, data.count, out.baseAddress, width, height, &error,
                    error.count)
            }
        }
        guard status == 0 else { throw RenderError.invalidJPEG(Self.message(error)) }
        return RGBABitmap(width: Int(width), height: Int(height), bytes: rgba)!
    }

    private static func message(_ buffer: [CChar]) -> String {
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? "libjpeg could not read it" : "libjpeg: " + text
    }
}
