import ReuseCore
import Testing

@Suite struct PNGDecoderTests {
    typealias RGBA = [UInt8]
    typealias F = PNGFixtures

    /// What each fixture's pixel (x, y) must decode to.
    static let expected: [(String, @Sendable (Int, Int) -> RGBA)] = [
        ("rgb8", { x, y in [F.v8(x, y, 0), F.v8(x, y, 1), F.v8(x, y, 2), 255] }),
        ("rgb8Stored", { x, y in [F.v8(x, y, 0), F.v8(x, y, 1), F.v8(x, y, 2), 255] }),
        ("rgba8Paeth", { x, y in (0..<4).map { F.curved(x, y, $0) } }),
        ("rgba8Interlaced", { x, y in (0..<4).map { F.v8(x, y, $0) } }),
        ("grey1", { x, y in grey(F.levels(x, y, depth: 1) * 255) }),
        ("grey2", { x, y in grey(F.levels(x, y, depth: 2) * 85) }),
        ("grey4", { x, y in grey(F.levels(x, y, depth: 4) * 17) }),
        ("grey16Interlaced", { x, y in grey(F.v16(x, y, 0) >> 8) }),
        ("greyAlpha8", { x, y in [F.v8(x, y, 0), F.v8(x, y, 0), F.v8(x, y, 0), F.v8(x, y, 1)] }),
        (
            "rgb16Transparent",
            { x, y in
                let key = (0..<3).map { F.v16(2, 3, $0) }
                let rgb = (0..<3).map { F.v16(x, y, $0) }
                return rgb.map { UInt8($0 >> 8) } + [rgb == key ? 0 : 255]
            }
        ),
        (
            "palette4",
            { x, y in
                let i = F.levels(x, y, depth: 4)
                return [UInt8(i * 16), UInt8(255 - i * 16), UInt8(i * 7), UInt8(255 - i * 10)]
            }
        ),
        (
            "grey8Transparent",
            { x, y in
                let value = F.levels(x, y, depth: 8)
                return grey(value, alpha: value == F.levels(4, 4, depth: 8) ? 0 : 255)
            }
        ),
    ]

    static func grey(_ value: Int, alpha: UInt8 = 255) -> RGBA {
        [UInt8(value), UInt8(value), UInt8(value), alpha]
    }

    @Test(arguments: expected.map(\.0))
    func everyColourTypeDepthAndInterlaceDecodesToItsPixels(_ name: String) throws {
        let bitmap = try PNGDecoder.decode(F.bytes(name))
        #expect(bitmap.width == F.width && bitmap.height == F.height)
        let formula = Self.expected.first { $0.0 == name }!.1
        var wrong: [String] = []
        for y in 0..<F.height {
            for x in 0..<F.width {
                let (r, g, b, a) = bitmap.pixel(x: x, y: y)!
                if [r, g, b, a] != formula(x, y) { wrong.append("(\(x), \(y)): \([r, g, b, a]) not \(formula(x, y))") }
            }
        }
        let wrongPixels = wrong.count
        #expect(wrongPixels == 0, "\(name): \(wrong.prefix(3))")
    }

    @Test func zlibStreamsOfEachBlockTypeInflate() throws {
        let repeated = Array(String(repeating: "abc", count: 1111).utf8)
        let squares = (0..<3000).map { UInt8($0 * $0 % 251) }
        #expect(try Inflate.zlib(F.bytes("zlibFixed")) == repeated)
        #expect(try Inflate.zlib(F.bytes("zlibDynamic")) == repeated + squares)
        #expect(try Inflate.zlib(F.bytes("zlibStored")) == squares)
        #expect(Inflate.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(PNGDecoder.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func everyPrefixOfAFileFailsWithAnErrorAndNeverTraps() {
        for name in ["rgb8Stored", "rgba8Interlaced", "palette4"] {
            let bytes = F.bytes(name)
            for length in 0..<bytes.count - 12 {
                #expect(throws: PNGError.self) { try PNGDecoder.decode(Array(bytes.prefix(length))) }
            }
        }
        let stream = F.bytes("zlibDynamic")
        for length in 0..<stream.count {
            #expect(throws: InflateError.self) { try Inflate.zlib(Array(stream.prefix(length))) }
        }
    }

    @Test func corruptedStreamsThrowOrInflateWithinTheirLimitAndNeverTrap() {
        // Every single-bit flip in the first 64 bytes of a dynamic stream: the decoder must end, by error or
        // by output, without reading or writing out of bounds.
        let stream = F.bytes("zlibDynamic")
        var errors = 0
        for bit in 0..<(64 * 8) {
            var bytes = stream
            bytes[bit / 8] ^= 1 << (bit % 8)
            do {
                let output = try Inflate.zlib(bytes, limit: 10_000)
                #expect(output.count <= 10_000)
            } catch {
                errors += 1
            }
        }
        // The Adler-32 catches every flip that still inflates, so each one is an error.
        #expect(errors == 64 * 8)
    }

    @Test func errorsNameWhatIsWrong() throws {
        var damaged = F.bytes("rgb8")
        damaged[20] ^= 0xFF
        #expect(throws: PNGError.badCRC(chunk: "IHDR")) { try PNGDecoder.decode(damaged) }
        #expect(PNGError.badCRC(chunk: "IHDR").description == "the IHDR chunk fails its CRC; the file is damaged")
        #expect(throws: PNGError.notPNG) { try PNGDecoder.decode(Array("GIF89a".utf8)) }

        let huge = PNGBuilder(width: 100_000, height: 100_000, colorType: 2).file(rows: [])
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000, limit: 1 << 26)) {
            try PNGDecoder.decode(huge)
        }
        let badDepth = PNGBuilder(width: 1, height: 1, colorType: 2, bitDepth: 4).file(rows: [[0, 0]])
        #expect(throws: PNGError.badHeader("colour type 2 cannot have a bit depth of 4")) {
            try PNGDecoder.decode(badDepth)
        }
        let badFilter = PNGBuilder(width: 2, height: 2, colorType: 0).file(rows: [[0, 1, 2], [5, 3, 4]])
        #expect(throws: PNGError.badFilter(type: 5, row: 1)) { try PNGDecoder.decode(badFilter) }
        #expect(
            PNGError.badFilter(type: 5, row: 1).description == "stored row 1 names filter type 5; only 0 to 4 exist")
        let short = PNGBuilder(width: 2, height: 2, colorType: 0).file(rows: [[0, 1, 2]])
        #expect(throws: PNGError.wrongDataSize(expected: 6, actual: 3)) { try PNGDecoder.decode(short) }
        let long = PNGBuilder(width: 2, height: 2, colorType: 0).file(rows: [[0, 1, 2], [0, 3, 4], [0, 5, 6]])
        #expect(throws: PNGError.wrongDataSize(expected: 6, actual: 7)) { try PNGDecoder.decode(long) }
        let noPalette = PNGBuilder(width: 1, height: 1, colorType: 3).file(rows: [[0, 0]])
        #expect(throws: PNGError.missingPalette) { try PNGDecoder.decode(noPalette) }
        let critical = PNGBuilder(width: 1, height: 1, colorType: 0).file(rows: [[0, 9]], extra: [("XYZW", [1])])
        #expect(throws: PNGError.unknownCriticalChunk("XYZW")) { try PNGDecoder.decode(critical) }
        let ancillary = PNGBuilder(width: 1, height: 1, colorType: 0).file(rows: [[0, 9]], extra: [("xyZw", [1])])
        #expect(try PNGDecoder.decode(ancillary).bytes == [9, 9, 9, 255])
    }

    @Test func averageAndPaethRowsAddWhatTheyPredict() throws {
        // Grey, 3 × 3: a plain row, then Average (3) and Paeth (4) rows worked out by hand.
        // Average: 5 + (0 + 10) / 2 = 10, 5 + (10 + 20) / 2 = 20, 5 + (20 + 30) / 2 = 30.
        // Paeth of (left 0, up 10, up-left 0): p = 10, nearest is up, so 1 + 10 = 11; then left 11, up 20,
        // up-left 10: p = 21, nearest up (1 away), 2 + 20 = 22; then left 22, up 30, up-left 20: p = 32,
        // nearest up, 3 + 30 = 33.
        let file = PNGBuilder(width: 3, height: 3, colorType: 0)
            .file(rows: [[0, 10, 20, 30], [3, 5, 5, 5], [4, 1, 2, 3]])
        let greys = try PNGDecoder.decode(file).bytes.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        #expect(greys == [10, 20, 30, 10, 20, 30, 11, 22, 33])
    }

    @Test func aPaletteIndexPastThePaletteIsOpaqueBlack() throws {
        let file = PNGBuilder(width: 2, height: 1, colorType: 3)
            .file(rows: [[0, 0, 1]], extra: [("PLTE", [10, 20, 30])], extraFirst: true)
        #expect(try PNGDecoder.decode(file).bytes == [10, 20, 30, 255, 0, 0, 0, 255])
    }
}

/// Writes a PNG from rows given as bytes (a filter byte, then the samples), through zlib stored blocks, to
/// make files no encoder would write.
struct PNGBuilder {
    let width: Int
    let height: Int
    let colorType: UInt8
    var bitDepth: UInt8 = 8

    func file(rows: [[UInt8]], extra: [(String, [UInt8])] = [], extraFirst: Bool = false) -> [UInt8] {
        let raw = rows.flatMap { $0 }
        var zlib: [UInt8] = [0x78, 0x01, 1, UInt8(raw.count & 0xFF), UInt8(raw.count >> 8)]
        zlib += [UInt8(~raw.count & 0xFF), UInt8(~raw.count >> 8 & 0xFF)] + raw
        zlib += bigEndian(Int(Inflate.adler32(raw)))
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
        let extras = extra.flatMap { chunk($0.0, $0.1) }
        if extraFirst { file += extras }
        file += chunk("IDAT", zlib)
        if !extraFirst { file += extras }
        return file + chunk("IEND", [])
    }

    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(data.count) + body + bigEndian(Int(PNGDecoder.crc32(body)))
    }

    private func bigEndian(_ value: Int) -> [UInt8] {
        (0..<4).map { (byte: Int) -> UInt8 in UInt8((value >> (24 - 8 * byte)) & 0xFF) }
    }
}
