/// A PNG's `IHDR`, checked, with the passes its rows are stored in.
struct PNGHeader {
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let channels: Int
    let passes: [Pass]

    /// One pass of rows: every `dx`-th column from `x0` of every `dy`-th row from `y0` (one pass of all pixels
    /// when not interlaced, seven when Adam7 is).
    struct Pass {
        let x0, y0, dx, dy: Int
        let columns, rows, rowBytes: Int

        /// The bytes the pass takes in the inflated data: a filter byte and the row, for each row.
        var dataSize: Int { columns > 0 && rows > 0 ? rows * (1 + rowBytes) : 0 }
    }

    /// Bytes between a byte and the one it is filtered against: a whole pixel, at least one byte.
    var filterStride: Int { max(1, channels * bitDepth / 8) }

    init(_ data: ArraySlice<UInt8>, pixelLimit: Int) throws(PNGError) {
        guard data.count == 13 else { throw .badHeader("it is \(data.count) bytes, not 13") }
        // 13 bytes, so both fields are there.
        let (width, height) = (data.bigEndian(at: 0, count: 4) ?? 0, data.bigEndian(at: 4, count: 4) ?? 0)
        let byte = { (at: Int) in Int(data[data.startIndex + at]) }
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            throw .badHeader("a size of \(width)×\(height); each side must be 1 to 2,147,483,647")
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= pixelLimit else { throw .tooLarge(width: width, height: height, limit: pixelLimit) }
        let (bitDepth, colorType) = (byte(8), byte(9))
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[colorType] else { throw .badHeader("colour type \(colorType) does not exist") }
        guard allowed.contains(bitDepth) else {
            throw .badHeader("colour type \(colorType) cannot have a bit depth of \(bitDepth)")
        }
        guard byte(10) == 0 else { throw .badHeader("compression method \(byte(10)) does not exist") }
        guard byte(11) == 0 else { throw .badHeader("filter method \(byte(11)) does not exist") }
        guard byte(12) <= 1 else { throw .badHeader("interlace method \(byte(12)) does not exist") }
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
        let bitsPerPixel = channels * bitDepth
        let origins =
            byte(12) == 1
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        passes = origins.map { x0, y0, dx, dy in
            let columns = width > x0 ? (width - x0 + dx - 1) / dx : 0
            let rows = height > y0 ? (height - y0 + dy - 1) / dy : 0
            return Pass(
                x0: x0, y0: y0, dx: dx, dy: dy, columns: columns, rows: rows,
                rowBytes: (columns * bitsPerPixel + 7) / 8)
        }
    }
}

/// Turns a row's samples into RGBA: greys and palette entries expanded, sub-byte depths scaled to 0-255,
/// 16-bit samples cut to their high byte, and `tRNS` applied.
struct PNGColourTable {
    private let bitDepth: Int
    private let colorType: Int
    private let channels: Int
    private let palette: [UInt8]
    /// Alpha per palette entry (colour type 3).
    private let paletteAlpha: [UInt8]
    /// The one transparent grey or RGB value, at the image's bit depth (colour types 0 and 2).
    private let transparentKey: [Int]?

    init(header: PNGHeader, palette: [UInt8]?, transparency: [UInt8]?) {
        bitDepth = header.bitDepth
        colorType = header.colorType
        channels = header.channels
        self.palette = palette ?? []
        var alpha = [UInt8](repeating: 255, count: 256)
        var key: [Int]?
        if let transparency {
            switch colorType {
            case 3:
                for (index, value) in transparency.prefix(256).enumerated() { alpha[index] = value }
            case 0 where transparency.count >= 2:
                key = [Int(transparency[0]) << 8 | Int(transparency[1])]
            case 2 where transparency.count >= 6:
                key = (0..<3).map { Int(transparency[2 * $0]) << 8 | Int(transparency[2 * $0 + 1]) }
            default: break
            }
        }
        paletteAlpha = alpha
        transparentKey = key
    }

    /// Sample `index` of `row` at the image's bit depth, whole (16 bits for 16-bit images).
    @inline(__always)
    private func sample(_ row: UnsafePointer<UInt8>, _ index: Int) -> Int {
        switch bitDepth {
        case 8: return Int(row[index])
        case 16: return Int(row[2 * index]) << 8 | Int(row[2 * index + 1])
        default:
            let bit = index * bitDepth
            let shift = 8 - bitDepth - bit % 8
            return Int(row[bit / 8]) >> shift & (1 << bitDepth - 1)
        }
    }

    /// A sample scaled to 8 bits.
    @inline(__always)
    private func eight(_ value: Int) -> UInt8 {
        switch bitDepth {
        case 16: return UInt8(truncatingIfNeeded: value >> 8)
        case 8: return UInt8(truncatingIfNeeded: value)
        default: return UInt8(truncatingIfNeeded: value * 255 / (1 << bitDepth - 1))
        }
    }

    /// Writes the `columns` pixels of an unfiltered row as RGBA, the first at `output` and each next `step`
    /// bytes on. Eight-bit RGB and RGBA without a transparent key take a direct path.
    func write(row: UnsafePointer<UInt8>, columns: Int, to output: UnsafeMutablePointer<UInt8>, step: Int) {
        if bitDepth == 8 && colorType == 6 {
            if step == 4 {
                output.update(from: row, count: columns * 4)
                return
            }
            for column in 0..<columns { (output + column * step).update(from: row + column * 4, count: 4) }
            return
        }
        if bitDepth == 8 && colorType == 2 && transparentKey == nil {
            var to = output
            var from = row
            let end = row + columns * 3
            while from < end {
                to[0] = from[0]
                to[1] = from[1]
                to[2] = from[2]
                to[3] = 255
                to += step
                from += 3
            }
            return
        }
        for column in 0..<columns { write(pixel: column, of: row, to: output + column * step) }
    }

    private func write(pixel column: Int, of row: UnsafePointer<UInt8>, to output: UnsafeMutablePointer<UInt8>) {
        let first = column * channels
        var rgba: (UInt8, UInt8, UInt8, UInt8)
        switch colorType {
        case 0:
            let grey = sample(row, first)
            rgba = (eight(grey), eight(grey), eight(grey), transparentKey?.first == grey ? 0 : 255)
        case 2:
            let (r, g, b) = (sample(row, first), sample(row, first + 1), sample(row, first + 2))
            let clear = transparentKey.map { $0[0] == r && $0[1] == g && $0[2] == b } ?? false
            rgba = (eight(r), eight(g), eight(b), clear ? 0 : 255)
        case 3:
            // An index past the palette is an error in the file; it is drawn opaque black, as browsers do.
            let index = sample(row, first)
            guard index * 3 + 2 < palette.count else {
                rgba = (0, 0, 0, 255)
                break
            }
            rgba = (palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2], paletteAlpha[index])
        case 4:
            let grey = eight(sample(row, first))
            rgba = (grey, grey, grey, eight(sample(row, first + 1)))
        default:
            rgba = (
                eight(sample(row, first)), eight(sample(row, first + 1)), eight(sample(row, first + 2)),
                eight(sample(row, first + 3))
            )
        }
        output[0] = rgba.0
        output[1] = rgba.1
        output[2] = rgba.2
        output[3] = rgba.3
    }
}
