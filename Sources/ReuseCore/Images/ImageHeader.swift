/// The pixel size an encoded image declares in its header: PNG, JPEG, GIF, BMP and WebP (lossy, lossless and
/// extended). Nothing is decoded; a header that is cut short, malformed, or declares no pixels gives nil.
public struct ImageHeader: Equatable, Sendable {
    /// The file format, as its header names it.
    public enum Format: String, Sendable {
        case png, jpeg, gif, bmp, webp
    }

    public let format: Format
    public let width: Int
    public let height: Int

    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// The header of `bytes`, or nil when they are not an image of a format above.
    ///
    /// - Complexity: O(1), but O(segments) for JPEG, whose size follows the segments before its frame header.
    public init?(_ bytes: [UInt8]) {
        guard let (format, width, height) = Self.read(bytes), width > 0, height > 0 else { return nil }
        self.init(format: format, width: width, height: height)
    }

    /// The eight bytes every PNG file starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func read(_ bytes: [UInt8]) -> (Format, Int, Int)? {
        let b = Bytes(bytes: bytes)
        if bytes.starts(with: pngSignature), b.starts("IHDR", at: 12),
            let width = b.big(16, 4), let height = b.big(20, 4)
        {
            return (.png, width, height)
        }
        if b.starts("GIF87a") || b.starts("GIF89a"), let width = b.little(6, 2), let height = b.little(8, 2) {
            return (.gif, width, height)
        }
        if b.starts("BM"), let width = b.little(18, 4), let height = b.little(22, 4) {
            // Heights are signed: a negative one stores the rows top down.
            let signed = Int(Int32(truncatingIfNeeded: height))
            return (.bmp, Int(Int32(truncatingIfNeeded: width)), abs(signed))
        }
        if b.starts("RIFF"), b.starts("WEBP", at: 8) { return webp(b) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(b) }
        return nil
    }

    /// Bounds-checked reads of a header's fields.
    private struct Bytes {
        let bytes: [UInt8]

        var count: Int { bytes.count }
        subscript(_ index: Int) -> UInt8 { bytes[index] }

        /// The big-endian number in `count` bytes at `at`, or nil past the end.
        func big(_ at: Int, _ count: Int) -> Int? { bytes.bigEndian(at: at, count: count) }

        /// The little-endian number in `count` bytes at `at`, or nil past the end.
        func little(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= bytes.count else { return nil }
            return bytes[at..<(at + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
        }

        /// Whether `text`'s bytes stand at `offset`.
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            let expected = Array(text.utf8)
            return bytes.count >= offset + expected.count
                && bytes[offset..<(offset + expected.count)].elementsEqual(expected)
        }
    }

    private static func webp(_ b: Bytes) -> (Format, Int, Int)? {
        if b.starts("VP8X", at: 12), let width = b.little(24, 3), let height = b.little(27, 3) {
            return (.webp, width + 1, height + 1)
        }
        if b.starts("VP8L", at: 12), b.count > 24, b[20] == 0x2F, let bits = b.little(21, 4) {
            return (.webp, (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        }
        if b.starts("VP8 ", at: 12), b.count >= 30, b[23] == 0x9D, b[24] == 0x01, b[25] == 0x2A,
            let width = b.little(26, 2), let height = b.little(28, 2)
        {
            return (.webp, width & 0x3FFF, height & 0x3FFF)
        }
        return nil
    }

    /// Walks JPEG's segments to the first frame header (SOF0 to SOF15, but DHT, JPG and DAC), which holds the
    /// height and then the width.
    private static func jpeg(_ b: Bytes) -> (Format, Int, Int)? {
        var at = 2
        while at + 1 < b.count {
            guard b[at] == 0xFF else { return nil }
            let marker = b[at + 1]
            if marker == 0xFF {
                at += 1  // fill byte
                continue
            }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 {
                at += 2  // markers without a length
                continue
            }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = b.big(at + 5, 2), let width = b.big(at + 7, 2) else { return nil }
                return (.jpeg, width, height)
            }
            // Start of scan or end of image before any frame: no size.
            if marker == 0xDA || marker == 0xD9 { return nil }
            guard let length = b.big(at + 2, 2), length >= 2 else { return nil }
            at += 2 + length
        }
        return nil
    }
}

extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// The big-endian number in the `count` bytes `offset` bytes from the start, or nil when they run past the
    /// end. What the image readers use for every multi-byte field.
    func bigEndian(at offset: Int, count: Int) -> Int? {
        let start = startIndex + offset
        guard offset >= 0, count >= 0, start <= endIndex - count else { return nil }
        return self[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
