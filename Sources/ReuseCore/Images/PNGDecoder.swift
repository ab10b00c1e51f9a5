/// Pixels decoded into memory: 8-bit red, green, blue and alpha per pixel (alpha not premultiplied), rows
/// top to bottom with no padding.
public struct RGBABitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes.
    public let bytes: [UInt8]

    /// A bitmap of `bytes`, or nil when they are not `width × height × 4` (or a side is negative).
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4, bytes.count == pixels * 4 else { return nil }
        self.init(checkedWidth: width, height: height, bytes: bytes)
    }

    /// A bitmap whose size the caller has checked.
    init(checkedWidth width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at column `x`, row `y`, as `(r, g, b, a)`; nil outside the bitmap.
    public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8)? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let at = (y * width + x) * 4
        return (bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3])
    }
}

/// Why a PNG could not be decoded. Each case names what was wrong, with the value found.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not start with PNG's signature.
    case notPNG
    /// The data ends inside the chunk named.
    case truncated(chunk: String)
    /// The chunk's checksum does not match its bytes.
    case badCRC(chunk: String)
    /// The first chunk is not `IHDR`.
    case missingHeader
    /// `IHDR` holds an impossible value; the string says which.
    case badHeader(String)
    /// The declared size has more pixels than the decoder was allowed.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// The compressed data is too short to hold the image its header declares, however it is compressed.
    case dataTooShort(expected: Int, compressed: Int)
    /// An indexed-colour image has no `PLTE`.
    case missingPalette
    /// `PLTE` is not 1 to 256 entries of 3 bytes.
    case badPalette(String)
    /// A chunk that must be understood (its name starts with a capital) is not one of PNG's.
    case unknownCriticalChunk(String)
    /// There is no `IDAT` chunk.
    case noImageData
    /// A row names a filter type past 4. `row` counts rows as stored: through all seven passes when interlaced.
    case badFilter(type: UInt8, row: Int)
    /// The image data is not a valid zlib stream.
    case compression(InflateError)
    /// The image data inflates to more or fewer bytes than its size and format need.
    case wrongDataSize(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case .notPNG: return "not a PNG: the 8-byte signature is missing"
        case .truncated(let chunk): return "the file ends inside its \(chunk) chunk"
        case .badCRC(let chunk): return "the \(chunk) chunk fails its CRC; the file is damaged"
        case .missingHeader: return "the IHDR chunk does not come first"
        case .badHeader(let reason): return "the IHDR chunk is invalid: \(reason)"
        case .dataTooShort(let expected, let compressed):
            return "\(compressed) bytes of compressed data cannot hold the \(expected) bytes the header declares"
        case .tooLarge(let width, let height, let limit):
            return "\(width)×\(height) pixels is more than the limit of \(limit) pixels"
        case .missingPalette: return "an indexed-colour image has no PLTE chunk"
        case .badPalette(let reason): return "the palette is invalid: \(reason)"
        case .unknownCriticalChunk(let name): return "the critical chunk \(name) is not part of PNG"
        case .noImageData: return "there is no IDAT chunk"
        case .badFilter(let type, let row): return "stored row \(row) names filter type \(type); only 0 to 4 exist"
        case .compression(let error): return "the image data does not inflate: \(error)"
        case .wrongDataSize(let expected, let actual):
            return "the image data inflates to \(actual) bytes; its size needs \(expected)"
        }
    }
}

/// A PNG decoder (ISO/IEC 15948): every colour type and bit depth, palettes and `tRNS` transparency, and
/// Adam7 interlacing, into an ``RGBABitmap``. Sixteen-bit samples keep their high byte. Chunk CRCs are checked;
/// ancillary chunks other than `tRNS` are skipped. Standard library only.
public enum PNGDecoder {
    /// The most pixels an image may declare before decoding is refused: 2^26, a 8,192 × 8,192 bitmap of
    /// 256 MB.
    public static let defaultPixelLimit = 1 << 26

    /// Decodes `bytes`, or throws ``PNGError`` naming what is wrong.
    ///
    /// - Complexity: O(compressed bytes + pixels).
    public static func decode(_ bytes: [UInt8], pixelLimit: Int = defaultPixelLimit) throws(PNGError) -> RGBABitmap {
        let chunks = try readChunks(bytes)
        guard let first = chunks.first, first.type == "IHDR" else { throw .missingHeader }
        let header = try PNGHeader(first.data, pixelLimit: pixelLimit)
        var palette: [UInt8]?
        var transparency: [UInt8]?
        var compressed: [UInt8] = []
        var sawData = false
        for chunk in chunks.dropFirst() {
            switch chunk.type {
            case "PLTE":
                guard chunk.data.count % 3 == 0, (3...768).contains(chunk.data.count) else {
                    throw .badPalette("\(chunk.data.count) bytes is not 1 to 256 entries of 3")
                }
                palette = Array(chunk.data)
            case "tRNS": transparency = Array(chunk.data)
            case "IDAT":
                compressed.append(contentsOf: chunk.data)
                sawData = true
            case "IEND": break
            case "IHDR": throw .badHeader("it appears twice")
            default:
                // A chunk whose name starts with a capital letter is critical: it cannot be skipped.
                if let firstLetter = chunk.type.utf8.first, firstLetter < 0x61 {
                    throw .unknownCriticalChunk(chunk.type)
                }
            }
        }
        guard sawData else { throw .noImageData }
        if header.colorType == 3 && palette == nil { throw .missingPalette }
        // Sizes in checked arithmetic: a raised pixel limit must not let a header's size overflow.
        var expected = 0
        for pass in header.passes where pass.columns > 0 && pass.rows > 0 {
            let (size, overflow) = pass.rows.multipliedReportingOverflow(by: 1 + pass.rowBytes)
            let (sum, overflowToo) = expected.addingReportingOverflow(size)
            guard !overflow, !overflowToo else {
                throw .tooLarge(width: header.width, height: header.height, limit: pixelLimit)
            }
            expected = sum
        }
        let (pixelBytes, overflow) = (header.width * header.height).multipliedReportingOverflow(by: 4)
        guard !overflow else { throw .tooLarge(width: header.width, height: header.height, limit: pixelLimit) }
        // Deflate gives at most 1,032 bytes for each byte it reads (a 258-byte match costs at least 2 bits): data
        // too short for the size the header declares is refused before anything is allocated for it.
        let (possible, overflowed) = compressed.count.multipliedReportingOverflow(by: 1032)
        guard overflowed || expected <= possible + 64 else {
            throw .dataTooShort(expected: expected, compressed: compressed.count)
        }
        let raw: [UInt8]
        do {
            raw = try Inflate.zlib(compressed, limit: expected)
        } catch .outputTooLarge {
            throw .wrongDataSize(expected: expected, actual: expected + 1)
        } catch {
            throw .compression(error)
        }
        guard raw.count == expected else { throw .wrongDataSize(expected: expected, actual: raw.count) }
        let colours = PNGColourTable(header: header, palette: palette, transparency: transparency)
        var pixels = [UInt8](repeating: 0, count: pixelBytes)
        try raw.withUnsafeBufferPointer { raw throws(PNGError) in
            try pixels.withUnsafeMutableBufferPointer { pixels throws(PNGError) in
                try unpack(raw.baseAddress!, header: header, colours: colours, into: pixels.baseAddress!)
            }
        }
        return RGBABitmap(checkedWidth: header.width, height: header.height, bytes: pixels)
    }

    /// The CRC-32 of PNG and zlib's gzip (polynomial 0xEDB88320).
    ///
    /// - Complexity: O(n).
    public static func crc32<C: Collection<UInt8>>(_ bytes: C, initial: UInt32 = 0) -> UInt32 {
        var crc = ~initial
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ crc >> 8
        }
        return ~crc
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ c >> 1 : c >> 1 }
        return c
    }

    private struct Chunk {
        let type: String
        let data: ArraySlice<UInt8>
    }

    private static func readChunks(_ bytes: [UInt8]) throws(PNGError) -> [Chunk] {
        guard bytes.starts(with: ImageHeader.pngSignature) else { throw .notPNG }
        var chunks: [Chunk] = []
        var at = 8
        while at < bytes.count {
            guard bytes.count - at >= 8, let length = bytes.bigEndian(at: at, count: 4) else {
                throw .truncated(chunk: "next")
            }
            let typeBytes = bytes[(at + 4)..<(at + 8)]
            // Chunk names are four ASCII letters; anything else is shown as bytes, never as raw text.
            let type =
                typeBytes.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
                ? String(decoding: typeBytes, as: UTF8.self)
                : typeBytes.map { String($0, radix: 16) }.joined(separator: " ")
            guard length <= bytes.count - at - 12, let crc = bytes.bigEndian(at: at + 8 + length, count: 4) else {
                throw .truncated(chunk: type)
            }
            let data = bytes[(at + 8)..<(at + 8 + length)]
            guard crc32(bytes[(at + 4)..<(at + 8 + length)]) == UInt32(crc) else { throw .badCRC(chunk: type) }
            chunks.append(Chunk(type: type, data: data))
            at += 12 + length
            if type == "IEND" { break }
        }
        return chunks
    }

    /// Unfilters each pass's rows and writes their pixels to where the pass puts them.
    private static func unpack(
        _ raw: UnsafePointer<UInt8>, header: PNGHeader, colours: PNGColourTable,
        into pixels: UnsafeMutablePointer<UInt8>
    ) throws(PNGError) {
        let widest = header.passes.map(\.rowBytes).max() ?? 0
        var previous = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, widest))
        var current = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, widest))
        defer {
            previous.deallocate()
            current.deallocate()
        }
        var offset = 0
        var rowNumber = 0
        for pass in header.passes where pass.columns > 0 && pass.rows > 0 {
            previous.initialize(repeating: 0, count: pass.rowBytes)
            for passRow in 0..<pass.rows {
                try unfilter(
                    raw[offset], raw + offset + 1, previous: previous, into: current, count: pass.rowBytes,
                    bytesPerPixel: header.filterStride, row: rowNumber)
                offset += 1 + pass.rowBytes
                rowNumber += 1
                let y = pass.y0 + passRow * pass.dy
                colours.write(
                    row: current, columns: pass.columns, to: pixels + (y * header.width + pass.x0) * 4,
                    step: pass.dx * 4)
                swap(&previous, &current)
            }
        }
    }

    /// Undoes a row's filter (none, sub, up, average or Paeth) against the row above, through pointers.
    private static func unfilter(
        _ filter: UInt8, _ line: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>,
        into current: UnsafeMutablePointer<UInt8>, count: Int, bytesPerPixel bpp: Int, row: Int
    ) throws(PNGError) {
        switch filter {
        case 0:
            current.update(from: line, count: count)
        // `while` rather than `for … in 0..<count`: an unoptimized build calls the range's iterator per byte.
        case 1:
            current.update(from: line, count: min(bpp, count))
            var i = bpp
            while i < count {
                current[i] = line[i] &+ current[i - bpp]
                i += 1
            }
        case 2:
            var i = 0
            while i < count {
                current[i] = line[i] &+ previous[i]
                i += 1
            }
        case 3:
            var i = 0
            while i < count {
                let left = i >= bpp ? Int(current[i - bpp]) : 0
                current[i] = line[i] &+ UInt8(truncatingIfNeeded: (left + Int(previous[i])) >> 1)
                i += 1
            }
        case 4:
            var i = 0
            while i < count {
                let up = Int(previous[i])
                if i < bpp {
                    current[i] = line[i] &+ UInt8(truncatingIfNeeded: up)
                } else {
                    let paeth = paeth(Int(current[i - bpp]), up, Int(previous[i - bpp]))
                    current[i] = line[i] &+ UInt8(truncatingIfNeeded: paeth)
                }
                i += 1
            }
        default:
            throw .badFilter(type: filter, row: row)
        }
    }

    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        // Differences by hand: the generic `abs` is a call per use in an unoptimized build.
        let pa = p > a ? p - a : a - p
        let pb = p > b ? p - b : b - p
        let pc = p > c ? p - c : c - p
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
