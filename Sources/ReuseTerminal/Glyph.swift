import Synchronization

/// One grapheme cluster of a screen cell, held without a reference so that a cell is plain data: copying,
/// comparing and clearing a screen of them is a copy or comparison of bytes, with no reference counting. A
/// cluster of up to 15 UTF-8 bytes (every ASCII character, CJK, most emoji) is held inline; a longer one (a
/// family emoji joined with ZWJ, a letter with several marks) is kept once in a process-wide table and held by
/// its number there. The second column of a wide character holds no cluster.
///
/// Two glyphs are equal when their bytes are: a cluster and its canonically equivalent spelling (`é` as one
/// scalar and as `e` with a combining mark) differ here, so the renderer writes the new spelling, as the
/// terminal would need.
struct Glyph: Hashable, Sendable {
    /// The first eight bytes.
    private var low: UInt64
    /// Bytes 8-14 in the low seven bytes, and in the top byte how many bytes there are (0 for no cluster, 1-15
    /// inline, ``interned`` for a number in `low`).
    private var high: UInt64

    private static let interned: UInt64 = 0xFF
    private static let inlineLimit = 15

    /// The second column of a wide character.
    static let none = Glyph(low: 0, high: 0)
    static let space = Glyph(ascii: UInt8(ascii: " "))
    static let ellipsis = Glyph("…")

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// A one-byte cluster: `byte` must be ASCII.
    init(ascii byte: UInt8) {
        self.init(low: UInt64(byte), high: 1 << 56)
    }

    init(_ character: Character?) {
        guard let character else {
            self = .none
            return
        }
        var string = String(character)
        guard string.utf8.count > Self.inlineLimit else {
            self = string.withUTF8 { Glyph(packing: $0) }
            return
        }
        if let number = Self.table.number(for: string) {
            self.init(low: number, high: Self.interned << 56)
            return
        }
        // The table is full: the longest run of the cluster's first scalars that fits inline.
        var kept = String.UnicodeScalarView()
        var bytes = 0
        for scalar in character.unicodeScalars {
            bytes += UTF8.width(scalar)
            guard bytes <= Self.inlineLimit else { break }
            kept.append(scalar)
        }
        var prefix = String(kept)
        self = prefix.withUTF8 { Glyph(packing: $0) }
    }

    /// The cluster whose UTF-8 bytes are `utf8`.
    init(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard utf8.count <= Self.inlineLimit else {
            self.init(String(decoding: utf8, as: UTF8.self).first)
            return
        }
        self.init(packing: utf8)
    }

    /// At most 15 bytes, inline.
    private init(packing utf8: UnsafeBufferPointer<UInt8>) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        let count = min(utf8.count, Self.inlineLimit)
        for offset in 0..<count {
            let byte = UInt64(utf8[offset])
            if offset < 8 {
                low |= byte << (8 * UInt64(offset))
            } else {
                high |= byte << (8 * UInt64(offset - 8))
            }
        }
        self.init(low: low, high: high | UInt64(count) << 56)
    }

    private var count: Int { Int(high >> 56) }

    /// Whether this is the second column of a wide character.
    var isNone: Bool { high == 0 }

    /// Whether the cluster is one ASCII character.
    var isASCII: Bool { high == 1 << 56 && low < 0x80 }

    /// The cluster, or nil for the second column of a wide character.
    var character: Character? {
        if isNone { return nil }
        return withUTF8 { String(decoding: $0, as: UTF8.self) }.first
    }

    /// The columns the cluster takes (``TextWidth/of(_:)``), without making a `Character` for ASCII.
    var width: Int {
        if isASCII { return 1 }
        return character.map(TextWidth.of) ?? 0
    }

    /// Appends the cluster's UTF-8 bytes.
    func append(to out: inout [UInt8]) {
        withUTF8 { out.append(contentsOf: $0) }
    }

    /// Calls `body` with the cluster's UTF-8 bytes.
    private func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if UInt64(count) == Self.interned {
            var text = Self.table.string(for: low)
            return text.withUTF8(body)
        }
        return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { raw in
            body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self).prefix(count)))
        }
    }

    /// The clusters too long to hold inline, each kept once, numbered in order.
    private final class Table: Sendable {
        private let state = Mutex<(numbers: [String: UInt64], strings: [String])>(([:], []))
        /// At most this many: clusters are at most ``TextWidth/clusterLimit`` bytes (text is ``TextWidth/capped(_:)``
        /// where it becomes a line), so the table holds at most 4 MB. Past it, a new long cluster shows as its
        /// first scalars.
        static let capacity = 1 << 16

        func number(for string: String) -> UInt64? {
            state.withLock { state in
                if let number = state.numbers[string] { return number }
                guard state.strings.count < Self.capacity else { return nil }
                let number = UInt64(state.strings.count)
                state.numbers[string] = number
                state.strings.append(string)
                return number
            }
        }

        func string(for number: UInt64) -> String {
            state.withLock { $0.strings[Int(number)] }
        }
    }

    private static let table = Table()
}
