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

    private static func read(_ b: [UInt8]) -> (Format, Int, Int)? {
        func big(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= b.count else { return nil }
            return b[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
        }
        func little(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= b.count else { return nil }
            return b[at..<(at + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
        }
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            let expected = Array(text.utf8)
            return b.count >= offset + expected.count && Array(b[offset..<(offset + expected.count)]) == expected
        }
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), starts("IHDR", at: 12),
            let width = big(16, 4), let height = big(20, 4)
        {
            return (.png, width, height)
        }
        if starts("GIF87a") || starts("GIF89a"), let width = little(6, 2), let height = little(8, 2) {
            return (.gif, width, height)
        }
        if starts("BM"), let width = little(18, 4), let height = little(22, 4) {
            // Heights are signed: a negative one stores the rows top down.
            let signed = Int(Int32(truncatingIfNeeded: height))
            return (.bmp, Int(Int32(truncatingIfNeeded: width)), abs(signed))
        }
        if starts("RIFF"), starts("WEBP", at: 8) { return webp(b, little: little, starts: starts) }
        if b.starts(with: [0xFF, 0xD8]) { return jpeg(b, big: big) }
        return nil
    }

    private static func webp(
        _ b: [UInt8], little: (Int, Int) -> Int?, starts: (String, Int) -> Bool
    ) -> (Format, Int, Int)? {
        if starts("VP8X", 12), let width = little(24, 3), let height = little(27, 3) {
            return (.webp, width + 1, height + 1)
        }
        if starts("VP8L", 12), b.count > 24, b[20] == 0x2F, let bits = little(21, 4) {
            return (.webp, (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        }
        if starts("VP8 ", 12), b.count >= 30, b[23] == 0x9D, b[24] == 0x01, b[25] == 0x2A,
            let width = little(26, 2), let height = little(28, 2)
        {
            return (.webp, width & 0x3FFF, height & 0x3FFF)
        }
        return nil
    }

    /// Walks JPEG's segments to the first frame header (SOF0 to SOF15, but DHT, JPG and DAC), which holds the
    /// height and then the width.
    private static func jpeg(_ b: [UInt8], big: (Int, Int) -> Int?) -> (Format, Int, Int)? {
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
                guard let height = big(at + 5, 2), let width = big(at + 7, 2) else { return nil }
                return (.jpeg, width, height)
            }
            // Start of scan or end of image before any frame: no size.
            if marker == 0xDA || marker == 0xD9 { return nil }
            guard let length = big(at + 2, 2), length >= 2 else { return nil }
            at += 2 + length
        }
        return nil
    }
}
