import ReuseCore
import Synchronization

/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji take two,
/// combining marks and other zero-width scalars none, everything else one. A control character takes one: it
/// shows as a symbol (``visible(_:)``), never as itself; so do the line and paragraph separators (U+2028 `␤`,
/// U+2029 `¶`), which terminals disagree about.
///
/// Grapheme clusters of several scalars are where terminals disagree, in three kinds (``ClusterKind``): emoji
/// joined with ZWJ (a family), runs of Hangul conjoining jamo, and a presentation selector on a symbol (❤️).
/// Terminals that draw by code point (xterm, tmux, VTE, most) give such a cluster the sum of its scalars' widths;
/// those that draw whole graphemes (kitty, WezTerm, foot with grapheme clustering) give it one glyph's. The
/// default is by code point; ``WidthProbe`` measures which the terminal does with a cursor-position query at
/// start, and ``setDrawsWhole(_:for:)`` records it.
public enum TextWidth {
    /// The kinds of grapheme cluster whose width depends on the terminal.
    public enum ClusterKind: Int, CaseIterable, Sendable {
        /// Emoji joined with U+200D (ZERO WIDTH JOINER): 👨‍👩‍👧 is 2 columns drawn whole, 6 by code point.
        case joinedEmoji
        /// Hangul conjoining jamo, from a leading consonant (U+1100-U+115F, U+A960-U+A97F): two leading
        /// consonants are 2 columns drawn whole, 4 by code point.
        case hangulJamo
        /// A variation selector choosing emoji (U+FE0F) or text (U+FE0E) presentation: ❤️ is 2 drawn whole, 1 by
        /// code point.
        case presentationSelector
    }

    /// Which kinds the terminal draws whole, a bit each; none until measured.
    private static let drawnWhole = Atomic<UInt8>(0)

    /// Records whether the terminal draws clusters of `kind` whole (one glyph's width) or by code point.
    public static func setDrawsWhole(_ whole: Bool, for kind: ClusterKind) {
        let bit = UInt8(1) << kind.rawValue
        if whole {
            drawnWhole.bitwiseOr(bit, ordering: .relaxed)
        } else {
            drawnWhole.bitwiseAnd(~bit, ordering: .relaxed)
        }
    }

    /// Whether the terminal draws clusters of `kind` whole (as measured, or by default not).
    public static func drawsWhole(_ kind: ClusterKind) -> Bool {
        drawnWhole.load(ordering: .relaxed) & (UInt8(1) << kind.rawValue) != 0
    }

    /// Which kinds the terminal draws whole, as bits (for a cache of measured text).
    static var measureBits: UInt8 { drawnWhole.load(ordering: .relaxed) }

    /// The columns of one grapheme cluster (a `Character`), in this terminal (``drawsWhole(_:)``).
    public static func of(_ character: Character) -> Int {
        of(character, drawnWhole: drawnWhole.load(ordering: .relaxed))
    }

    /// The columns of `character` in a terminal that draws the kinds whose bits are in `drawnWhole` whole.
    static func of(_ character: Character, drawnWhole: UInt8) -> Int {
        // One byte: ASCII, or a control shown as its one-column symbol.
        if character.utf8.count == 1 { return 1 }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard iterator.next() != nil else { return width(of: first) }
        // ASCII or a C0/C1 control with marks (or CRLF, one cluster): one column, as the symbol it shows as.
        if first.value < 0xA0, !scalars.dropFirst().contains(where: isPresentationSelector) { return 1 }
        // A flag: two regional indicators, two columns everywhere.
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        guard let kind = kind(of: scalars) else {
            // Combining marks and the like: the sum of the scalars (the marks take none).
            return scalars.reduce(0) { $0 + width(of: $1) }
        }
        guard drawnWhole & (UInt8(1) << kind.rawValue) != 0 else { return scalars.reduce(0) { $0 + width(of: $1) } }
        switch kind {
        case .joinedEmoji, .hangulJamo: return 2
        case .presentationSelector:
            if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
            return isWide(first.value) && !first.properties.isEmojiPresentation ? 2 : 1
        }
    }

    /// The kind of a cluster of several scalars whose width depends on the terminal, or nil.
    static func kind(of scalars: Character.UnicodeScalarView) -> ClusterKind? {
        if scalars.contains(where: { $0.value == 0x200D }) { return .joinedEmoji }
        if let first = scalars.first, (0x1100...0x115F).contains(first.value) || (0xA960...0xA97F).contains(first.value)
        {
            return .hangulJamo
        }
        if scalars.contains(where: isPresentationSelector) { return .presentationSelector }
        return nil
    }

    static func isPresentationSelector(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || scalar.value == 0xFE0E
    }

    /// The columns of one scalar on its own.
    static func width(of scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0xA0 { return 1 }
        if scalar.value == 0x2028 || scalar.value == 0x2029 { return 1 }
        switch scalar.value {
        // Hangul syllables and the CJK unified ideographs, most wide text, hold no marks: wide without a lookup.
        case 0xAC00...0xD7A3, 0x4E00...0x9FFF: return 2
        // Latin-1 and Latin letters, Greek and Cyrillic letters, punctuation, arrows, box drawing and blocks: no
        // mark, format character, wide or emoji-presentation scalar among them (but the soft hyphen, a format
        // character).
        case 0x00AD: return 0
        case 0x00A0...0x02FF, 0x0370...0x0482, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x259F:
            return 1
        default: break
        }
        if isZeroWidth(scalar) { return 0 }
        return isWide(scalar.value) || scalar.properties.isEmojiPresentation ? 2 : 1
    }

    /// The most UTF-8 bytes a grapheme cluster keeps in ``capped(_:)``.
    public static let clusterLimit = 64

    /// `text` with every grapheme cluster longer than ``clusterLimit`` bytes cut to its first scalars (a base with
    /// two million combining marks, say): no terminal draws such a cluster usefully, and measuring and drawing it
    /// would cost its whole length every frame. Text without one comes back as it is.
    ///
    /// - Complexity: O(n), once; call it where a value becomes a line, not per frame.
    public static func capped(_ text: String) -> String {
        // A cluster over the limit needs a run of that many bytes without a cluster break: most text has none.
        guard text.utf8.count > clusterLimit, text.contains(where: { $0.utf8.count > clusterLimit }) else {
            return text
        }
        var result = ""
        for character in text {
            if character.utf8.count <= clusterLimit {
                result.append(character)
                continue
            }
            var kept = String.UnicodeScalarView()
            var bytes = 0
            for scalar in character.unicodeScalars {
                bytes += String(scalar).utf8.count
                if bytes > clusterLimit { break }
                kept.append(scalar)
            }
            result.append(contentsOf: String(kept))
        }
        return result
    }

    /// What a control character shows as, so that no text can act on the terminal (`ControlCharacters`): the C0
    /// controls their Control Pictures symbol, DEL `␡`, the C1 controls `�`. Nil for any other character.
    @inlinable
    public static func visible(_ character: Character) -> Character? { ControlCharacters.visible(character) }

    /// The columns of a string.
    ///
    /// - Complexity: O(n) in the string's characters.
    public static func of(_ text: some StringProtocol) -> Int {
        if let width = asciiWidth(text) { return width }
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    /// The columns of a string, or `limit` if it takes more: reads no further than the first character past
    /// the limit, so a line of megabytes costs what its first `limit` columns cost.
    ///
    /// - Complexity: O(limit).
    public static func of(_ text: some StringProtocol, upTo limit: Int) -> Int {
        if text.utf8.count <= 4 * limit, let width = asciiWidth(text) { return min(width, limit) }
        var width = 0
        for character in text {
            width += of(character)
            if width >= limit { return limit }
        }
        return width
    }

    /// The columns of text of ASCII only without a carriage return, its length (a control shows as a
    /// one-column symbol); nil for any other text.
    static func asciiWidth(_ text: some StringProtocol) -> Int? {
        let width = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? bytes.count : nil
        }
        return width ?? nil
    }

    /// `text` cut to at most `width` columns, ending with `…` when it was cut; a wide character that would
    /// straddle the limit is left out (and the ellipsis takes its place).
    ///
    /// - Complexity: O(width): it reads no further than the first character past `width` columns.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        // No character takes more columns than it has UTF-8 bytes (a wide one has three or more), so text of at
        // most `width` bytes fits as it is.
        if text.utf8.count <= width { return text }
        // The length in bytes of the longest prefix that fits in `width - 1` columns, leaving room for the
        // ellipsis. One pass over the characters, stopping at the first past `width`.
        var prefixEnd = 0
        var prefixGrows = true
        var used = 0
        var cut: String?
        forEachCluster(in: text) { bytes, cluster in
            used += cluster.width
            if used > width {
                cut = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<prefixEnd]), as: UTF8.self) + "…"
                return false
            }
            if prefixGrows && used <= width - 1 { prefixEnd = cluster.end } else { prefixGrows = false }
            return true
        }
        return cut ?? text
    }

    /// One grapheme cluster of a text: the offsets of its first UTF-8 byte and past its last, and its columns
    /// (``of(_:)``).
    struct Cluster {
        let start: Int
        let end: Int
        let width: Int
    }

    /// Calls `body` with the text's UTF-8 bytes and each of its grapheme clusters in order, until it returns
    /// false. Most clusters are read from the bytes without the grapheme-breaking machinery: a scalar is a cluster
    /// of its own when ASCII (or the end) follows it and it cannot join what follows (``standsAlone(_:)``), or when
    /// both it and the scalar after it are of the kinds no rule joins (``isSimple(_:)``: CJK, Hangul syllables,
    /// Latin, Greek and Cyrillic letters, punctuation, symbols, box drawing). The rest are read as `Character`s.
    ///
    /// - Complexity: O(n) in the bytes read.
    static func forEachCluster(in text: String, _ body: (UnsafeBufferPointer<UInt8>, Cluster) -> Bool) {
        var copy = text
        copy.withUTF8 { bytes in
            let count = bytes.count
            var index = 0
            var scalar = decode(bytes, at: 0)
            while index < count {
                let next = decode(bytes, at: scalar.end)
                let alone =
                    next.end == scalar.end || next.value < 0x80
                    ? (scalar.value < 0x80 ? scalar.value != 0x0D : standsAlone(scalar.value))
                    : isSimple(scalar.value) && isSimple(next.value)
                if alone, let unicode = Unicode.Scalar(scalar.value) {
                    let width = scalar.value < 0x80 ? 1 : width(of: unicode)
                    guard body(bytes, Cluster(start: index, end: scalar.end, width: width)) else { return }
                    index = scalar.end
                    scalar = next
                    continue
                }
                let character = text[text.utf8.index(text.utf8.startIndex, offsetBy: index)]
                let end = index + character.utf8.count
                guard body(bytes, Cluster(start: index, end: end, width: of(character))) else { return }
                index = end
                scalar = decode(bytes, at: end)
            }
        }
    }

    /// The scalar whose UTF-8 begins at `offset` (valid UTF-8, as a `String` holds), and the offset after it;
    /// at the end, `(0, offset)`.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (value: UInt32, end: Int) {
        guard offset < bytes.count else { return (0, offset) }
        let lead = bytes[offset]
        if lead < 0x80 { return (UInt32(lead), offset + 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = UInt32(lead) & (lead < 0xE0 ? 0x1F : lead < 0xF0 ? 0x0F : 0x07)
        var end = offset + 1
        while end < offset + length, end < bytes.count {
            value = value << 6 | UInt32(bytes[end] & 0x3F)
            end += 1
        }
        return (value, end)
    }

    /// Whether a scalar followed by ASCII is a cluster of its own: not a prepended concatenation mark (U+0600-
    /// U+0605, U+06DD, U+070F, U+0890-U+0891, U+08E2, U+0D4E, and some past U+11000), nor a Hangul jamo or
    /// regional indicator, which are left to the full rules.
    private static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x0600...0x08FF, 0x0D4E, 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: false
        case 0x11000...: false
        default: true
        }
    }

    /// Whether a scalar is of a kind that no grapheme rule joins to its neighbour (no mark, joiner, selector,
    /// prepended mark, jamo, regional indicator or control): printable ASCII, Latin-1 and Latin letters, Greek, Cyrillic letters,
    /// general punctuation without its format characters, letterlike symbols through dingbats, arrows and
    /// symbols, kana without its voicing marks, CJK ideographs, Hangul syllables, fullwidth forms.
    static func isSimple(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0x00A0...0x02FF, 0x0370...0x0482, 0x2010...0x2027, 0x2030...0x205F, 0x2100...0x27BF,
            0x2900...0x2BFF,
            0x3040...0x3098, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60,
            0xFFE0...0xFFE6:
            true
        default: false
        }
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return scalar.value == 0x200B || (0x1160...0x11FF).contains(scalar.value)
        }
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges, from Unicode's EastAsianWidth.txt, merged.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x303E,
        0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
        0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
        0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
        0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
