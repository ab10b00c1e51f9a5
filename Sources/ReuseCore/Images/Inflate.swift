/// Why compressed data could not be inflated. Each case names what was wrong and where.
public enum InflateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The zlib header (RFC 1950) is not deflate with a valid check, or asks for a preset dictionary.
    case badZlibHeader(cmf: UInt8, flags: UInt8)
    /// A block header names type 3, which does not exist.
    case invalidBlockType(atByte: Int)
    /// A stored block's length and its complement disagree.
    case storedLengthMismatch(atByte: Int)
    /// A block's code lengths do not make a usable prefix code.
    case invalidCodeLengths(atByte: Int)
    /// A bit pattern matches no code, or names a length or distance symbol that does not exist.
    case invalidSymbol(atByte: Int)
    /// A match reaches further back than the output so far.
    case distanceTooFar(distance: Int, produced: Int)
    /// The data ended inside a block.
    case truncated
    /// The output would pass the limit the caller set.
    case outputTooLarge(limit: Int)
    /// The zlib trailer's Adler-32 differs from the output's.
    case checksumMismatch(expected: UInt32, actual: UInt32)

    public var description: String {
        switch self {
        case .badZlibHeader(let cmf, let flags):
            return "the zlib header (0x\(hex(cmf)) 0x\(hex(flags))) is not deflate with a valid check"
        case .invalidBlockType(let at): return "block type 3 at byte \(at) does not exist"
        case .storedLengthMismatch(let at): return "the stored block at byte \(at) has a length that fails its check"
        case .invalidCodeLengths(let at): return "the code lengths at byte \(at) make no prefix code"
        case .invalidSymbol(let at): return "an invalid code at byte \(at)"
        case .distanceTooFar(let distance, let produced):
            return "a match \(distance) bytes back after only \(produced) bytes of output"
        case .truncated: return "the compressed data ends inside a block"
        case .outputTooLarge(let limit): return "the output passes its limit of \(limit) bytes"
        case .checksumMismatch(let expected, let actual):
            return "the Adler-32 is 0x\(hex(actual)), the data says 0x\(hex(expected))"
        }
    }

    private func hex(_ value: some BinaryInteger) -> String { String(value, radix: 16, uppercase: true) }
}

/// A DEFLATE decompressor (RFC 1951), with the zlib wrapper (RFC 1950) that PNG uses. Standard library only.
///
/// Huffman codes decode through one table lookup per symbol, indexed by as many bits as the longest code.
/// Every read is bounds-checked; malformed data throws ``InflateError`` and never traps.
public enum Inflate {
    /// The most bytes an inflate gives unless its caller says otherwise: 1 GiB. Untrusted data (deflate expands
    /// up to 1,032 times) cannot make it ask for more.
    public static let defaultLimit = 1 << 30

    /// Inflates a zlib stream and checks its Adler-32. Output past `limit` bytes (``defaultLimit`` unless given)
    /// throws. Bytes after the checksum are not read, as zlib leaves them.
    ///
    /// - Complexity: O(input + output).
    public static func zlib(_ input: [UInt8], limit: Int = defaultLimit) throws(InflateError) -> [UInt8] {
        guard input.count >= 2 else { throw .truncated }
        let cmf = input[0]
        let flags = input[1]
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (Int(cmf) << 8 | Int(flags)) % 31 == 0, flags & 0x20 == 0 else {
            throw .badZlibHeader(cmf: cmf, flags: flags)
        }
        return try input.withUnsafeBufferPointer { buffer throws(InflateError) in
            var reader = BitReader(buffer, start: 2)
            let output = try inflate(&reader, limit: limit, sizeHint: input.count)
            reader.alignToByte()
            guard let expected = reader.bigEndian32() else { throw .truncated }
            let actual = adler32(output)
            guard expected == actual else { throw .checksumMismatch(expected: expected, actual: actual) }
            return output
        }
    }

    /// Inflates raw DEFLATE data. Output past `limit` bytes (``defaultLimit`` unless given) throws.
    ///
    /// - Complexity: O(input + output).
    public static func raw(_ input: [UInt8], limit: Int = defaultLimit) throws(InflateError) -> [UInt8] {
        try input.withUnsafeBufferPointer { buffer throws(InflateError) in
            var reader = BitReader(buffer, start: 0)
            return try inflate(&reader, limit: limit, sizeHint: input.count)
        }
    }

    /// The Adler-32 checksum of `bytes` (RFC 1950).
    ///
    /// - Complexity: O(n).
    public static func adler32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 1 }
            var a: UInt32 = 1
            var b: UInt32 = 0
            var index = 0
            while index < buffer.count {
                // 5,552 bytes is the most that cannot overflow 32 bits before the modulo.
                let end = min(index + 5552, buffer.count)
                while index < end {
                    a &+= UInt32(base[index])
                    b &+= a
                    index += 1
                }
                a %= 65521
                b %= 65521
            }
            return b << 16 | a
        }
    }

    private static func inflate(_ reader: inout BitReader, limit: Int, sizeHint: Int) throws(InflateError)
        -> [UInt8]
    {
        // Four times the input is the first guess, and the buffer doubles as output arrives: memory follows the
        // data, never a size the data only declares (a PNG's header can claim gigabytes over a few bytes).
        let guess = sizeHint > Int.max / 4 ? Int.max : sizeHint * 4
        var output = OutputBuffer(capacity: min(max(limit, 0), max(1024, guess)), limit: max(limit, 0))
        defer { output.deallocate() }
        var isLast = false
        while !isLast {
            let blockStart = reader.bytePosition
            isLast = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                guard let length = reader.littleEndian16(), let complement = reader.littleEndian16() else {
                    throw .truncated
                }
                guard length == ~complement & 0xFFFF else { throw .storedLengthMismatch(atByte: blockStart) }
                guard let bytes = reader.bytes(length) else { throw .truncated }
                try output.append(bytes)
            case 1:
                try decodeBlock(&reader, HuffmanTables.fixed, into: &output)
            case 2:
                let tables = try readDynamicTables(&reader)
                try decodeBlock(&reader, tables, into: &output)
            default:
                throw .invalidBlockType(atByte: blockStart)
            }
        }
        return output.array()
    }

    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
        227, 258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which a dynamic block lists the code-length code's lengths.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func decodeBlock(
        _ reader: inout BitReader, _ tables: HuffmanTables, into output: inout OutputBuffer
    ) throws(InflateError) {
        while true {
            let symbol = try tables.literals.decode(&reader)
            if symbol < 256 {
                try output.append(UInt8(truncatingIfNeeded: symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < 29 else { throw .invalidSymbol(atByte: reader.bytePosition) }
            let length = lengthBase[lengthIndex] + Int(try reader.bits(lengthExtra[lengthIndex]))
            let distanceSymbol = try tables.distances.decode(&reader)
            guard distanceSymbol < 30 else { throw .invalidSymbol(atByte: reader.bytePosition) }
            let distance = distanceBase[distanceSymbol] + Int(try reader.bits(distanceExtra[distanceSymbol]))
            try output.copyMatch(distance: distance, length: length)
        }
    }

    private static func readDynamicTables(_ reader: inout BitReader) throws(InflateError) -> HuffmanTables {
        let start = reader.bytePosition
        let literalCount = Int(try reader.bits(5)) + 257
        let distanceCount = Int(try reader.bits(5)) + 1
        let codeLengthCount = Int(try reader.bits(4)) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .invalidCodeLengths(atByte: start) }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[codeLengthOrder[index]] = UInt8(try reader.bits(3))
        }
        guard let codeLengthCode = HuffmanTable(lengths: codeLengthLengths) else {
            throw .invalidCodeLengths(atByte: start)
        }
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthCode.decode(&reader)
            let repeated: UInt8
            let times: Int
            switch symbol {
            case 0...15:
                lengths.append(UInt8(symbol))
                continue
            case 16:
                guard let previous = lengths.last else { throw .invalidCodeLengths(atByte: start) }
                repeated = previous
                times = 3 + Int(try reader.bits(2))
            case 17:
                repeated = 0
                times = 3 + Int(try reader.bits(3))
            default:
                repeated = 0
                times = 11 + Int(try reader.bits(7))
            }
            guard lengths.count + times <= literalCount + distanceCount else {
                throw .invalidCodeLengths(atByte: start)
            }
            lengths.append(contentsOf: repeatElement(repeated, count: times))
        }
        guard lengths[256] != 0,
            let literals = HuffmanTable(lengths: Array(lengths[0..<literalCount])),
            let distances = HuffmanTable(lengths: Array(lengths[literalCount...]), allowsEmpty: true)
        else { throw .invalidCodeLengths(atByte: start) }
        return HuffmanTables(literals: literals, distances: distances)
    }
}

/// The literal/length and distance codes of one block.
struct HuffmanTables: Sendable {
    let literals: HuffmanTable
    let distances: HuffmanTable

    /// The fixed codes of block type 1 (RFC 1951, 3.2.6).
    static let fixed: HuffmanTables = {
        var literalLengths = [UInt8](repeating: 8, count: 288)
        for symbol in 144..<256 { literalLengths[symbol] = 9 }
        for symbol in 256..<280 { literalLengths[symbol] = 7 }
        // 32 codes, as the RFC lists them: symbols 30 and 31 exist in the code but are invalid in data.
        let distanceLengths = [UInt8](repeating: 5, count: 32)
        return HuffmanTables(
            literals: HuffmanTable(lengths: literalLengths)!, distances: HuffmanTable(lengths: distanceLengths)!)
    }()
}

/// A canonical prefix code as one lookup table indexed by the next `maxLength` bits of input (least
/// significant first, as DEFLATE packs them). Each entry is `symbol << 4 | length`; 0 marks no code. The
/// table is memory of its own, read through a pointer, written only while it is made: after that, any thread
/// may read it.
final class HuffmanTable: @unchecked Sendable {
    private let entries: UnsafeMutablePointer<UInt32>
    private let maxLength: Int

    /// The code whose symbol `i` has `lengths[i]` bits (0: unused). Nil when the lengths oversubscribe the
    /// code space, or leave it incomplete (except a code of one symbol, which DEFLATE allows, or an empty
    /// distance code when `allowsEmpty`).
    init?(lengths: [UInt8], allowsEmpty: Bool = false) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        let used = counts.reduce(0, +)
        guard used > 0 else {
            guard allowsEmpty else { return nil }
            entries = .allocate(capacity: 1)
            entries.initialize(to: 0)
            maxLength = 0
            return
        }
        var left = 1
        for length in 1...15 {
            left = left * 2 - counts[length]
            guard left >= 0 else { return nil }
        }
        guard left == 0 || used == 1 else { return nil }
        let maxLength = (1...15).last { counts[$0] > 0 }!
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        let size = 1 << maxLength
        let entries = UnsafeMutablePointer<UInt32>.allocate(capacity: size)
        entries.initialize(repeating: 0, count: size)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let length = Int(length)
            var reversed = 0
            var value = next[length]
            next[length] += 1
            for _ in 0..<length {
                reversed = reversed << 1 | value & 1
                value >>= 1
            }
            let entry = UInt32(symbol) << 4 | UInt32(length)
            var index = reversed
            while index < size {
                entries[index] = entry
                index += 1 << length
            }
        }
        self.entries = entries
        self.maxLength = maxLength
    }

    deinit { entries.deallocate() }

    func decode(_ reader: inout BitReader) throws(InflateError) -> Int {
        let entry = entries[Int(reader.peek(maxLength))]
        let length = Int(entry & 0xF)
        guard length > 0 else { throw .invalidSymbol(atByte: reader.bytePosition) }
        try reader.skip(length)
        return Int(entry >> 4)
    }
}

/// Bits of a byte buffer, least significant first, through a 64-bit buffer. Peeking past the end sees zero
/// bits; consuming them throws ``InflateError/truncated``. Reads go through the buffer's pointer, so that even
/// unoptimized builds decode at a usable speed.
struct BitReader {
    private let base: UnsafePointer<UInt8>?
    private let end: Int
    private var next: Int
    private var buffer: UInt64 = 0
    private var count = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        base = bytes.baseAddress
        end = bytes.count
        next = start
    }

    /// The byte the reader has reached, for error messages.
    var bytePosition: Int { next - count / 8 }

    private mutating func refill() {
        while count <= 56 {
            let byte = next < end ? UInt64(base.unsafelyUnwrapped[next]) : 0
            buffer |= byte << UInt64(count)
            next += 1
            count += 8
        }
    }

    /// The next `n` bits (n ≤ 32) without consuming them.
    mutating func peek(_ n: Int) -> UInt64 {
        if count < n { refill() }
        return buffer & (1 << UInt64(n) - 1)
    }

    mutating func skip(_ n: Int) throws(InflateError) {
        if count < n { refill() }
        buffer >>= UInt64(n)
        count -= n
        // Bytes past the end were read as zeros; consuming any of them means the data was cut short.
        guard next * 8 - count <= end * 8 else { throw .truncated }
    }

    mutating func bits(_ n: Int) throws(InflateError) -> UInt64 {
        let value = peek(n)
        try skip(n)
        return value
    }

    /// Drops the bits left in the current byte.
    mutating func alignToByte() {
        let drop = count % 8
        buffer >>= UInt64(drop)
        count -= drop
    }

    /// `n` whole bytes after aligning, or nil if fewer are left.
    mutating func bytes(_ n: Int) -> UnsafeBufferPointer<UInt8>? {
        alignToByte()
        let start = next - count / 8
        guard start >= 0, n <= end - start, let base else { return nil }
        buffer = 0
        count = 0
        next = start + n
        return UnsafeBufferPointer(start: base + start, count: n)
    }

    mutating func littleEndian16() -> Int? {
        guard let pair = bytes(2) else { return nil }
        return Int(pair[0]) | Int(pair[1]) << 8
    }

    mutating func bigEndian32() -> UInt32? {
        bytes(4)?.bigEndian(at: 0, count: 4).map { UInt32($0) }
    }
}

/// Inflated bytes in memory the decoder owns: grown by doubling up to the caller's limit, written through a
/// pointer, and copied into an array once at the end.
struct OutputBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    private let limit: Int

    init(capacity: Int, limit: Int) {
        self.capacity = max(1, capacity)
        self.limit = limit
        base = .allocate(capacity: self.capacity)
    }

    func deallocate() { base.deallocate() }

    /// Makes room for `extra` more bytes, or throws if they would pass the limit.
    @inline(__always)
    private mutating func reserve(_ extra: Int) throws(InflateError) {
        if extra > capacity - count { try grow(extra) }
    }

    private mutating func grow(_ extra: Int) throws(InflateError) {
        guard extra <= limit - count else { throw .outputTooLarge(limit: limit) }
        let needed = count + extra
        let larger = min(limit, max(needed, capacity > Int.max / 2 ? Int.max : capacity * 2))
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = larger
    }

    mutating func append(_ byte: UInt8) throws(InflateError) {
        try reserve(1)
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(InflateError) {
        try reserve(bytes.count)
        if let start = bytes.baseAddress { (base + count).update(from: start, count: bytes.count) }
        count += bytes.count
    }

    /// Appends `length` bytes copied from `distance` bytes back. Byte by byte: a match may overlap the bytes
    /// it copies (distance < length).
    mutating func copyMatch(distance: Int, length: Int) throws(InflateError) {
        guard distance <= count else { throw .distanceTooFar(distance: distance, produced: count) }
        try reserve(length)
        var from = count - distance
        var to = count
        let stop = count + length
        while to < stop {
            base[to] = base[from]
            to += 1
            from += 1
        }
        count = stop
    }

    func array() -> [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
