import ReuseCore
import ReuseKit

/// A terminal colour: one of the 256 indexed colours, or true colour.
public enum TerminalColor: Hashable, Sendable {
    case indexed(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    /// The nearest terminal colour for a ReuseKit colour, in true colour or the 256-colour cube.
    public init(_ color: Color, trueColor: Bool) {
        let r = UInt8((color.red * 255).rounded())
        let g = UInt8((color.green * 255).rounded())
        let b = UInt8((color.blue * 255).rounded())
        if trueColor {
            self = .rgb(r, g, b)
        } else {
            func level(_ v: UInt8) -> UInt8 { v < 48 ? 0 : v < 115 ? 1 : UInt8((Int(v) - 35) / 40) }
            self = .indexed(16 + 36 * level(r) + 6 * level(g) + level(b))
        }
    }
}

/// How a cell is drawn. Held as one packed word, so that comparing the styles of two screens' cells is one
/// comparison.
public struct CellStyle: Hashable, Sendable, CustomDebugStringConvertible {
    /// Bits 0-25 the foreground, 26-51 the background (``colorBits``), 52-55 bold, dim, inverse and underline.
    private var bits: UInt64

    public var foreground: TerminalColor? {
        get { Self.color(bits & Self.colorMask) }
        set { bits = bits & ~Self.colorMask | Self.colorBits(newValue) }
    }

    public var background: TerminalColor? {
        get { Self.color(bits >> 26 & Self.colorMask) }
        set { bits = bits & ~(Self.colorMask << 26) | Self.colorBits(newValue) << 26 }
    }

    public var bold: Bool {
        get { flag(52) }
        set { setFlag(52, newValue) }
    }

    public var dim: Bool {
        get { flag(53) }
        set { setFlag(53, newValue) }
    }

    public var inverse: Bool {
        get { flag(54) }
        set { setFlag(54, newValue) }
    }

    public var underline: Bool {
        get { flag(55) }
        set { setFlag(55, newValue) }
    }

    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false, dim: Bool = false,
        inverse: Bool = false, underline: Bool = false
    ) {
        bits = Self.colorBits(foreground) | Self.colorBits(background) << 26
        self.bold = bold
        self.dim = dim
        self.inverse = inverse
        self.underline = underline
    }

    public static let plain = CellStyle()

    private static let colorMask: UInt64 = (1 << 26) - 1

    /// A colour in 26 bits: 0 for none, 1 in bits 24-25 and the index below for an indexed colour, 2 and red,
    /// green and blue for true colour.
    private static func colorBits(_ color: TerminalColor?) -> UInt64 {
        switch color {
        case nil: 0
        case .indexed(let index): 1 << 24 | UInt64(index)
        case .rgb(let r, let g, let b): 2 << 24 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
        }
    }

    private static func color(_ bits: UInt64) -> TerminalColor? {
        switch bits >> 24 {
        case 1: .indexed(UInt8(truncatingIfNeeded: bits))
        case 2:
            .rgb(
                UInt8(truncatingIfNeeded: bits >> 16), UInt8(truncatingIfNeeded: bits >> 8),
                UInt8(truncatingIfNeeded: bits))
        default: nil
        }
    }

    /// Its attributes by name, as a test failure shows them.
    public var debugDescription: String {
        "CellStyle(foreground: \(foreground.map { "\($0)" } ?? "nil"), background: \(background.map { "\($0)" } ?? "nil"), "
            + "bold: \(bold), dim: \(dim), inverse: \(inverse), underline: \(underline))"
    }

    private func flag(_ bit: UInt64) -> Bool { bits & 1 << bit != 0 }

    private mutating func setFlag(_ bit: UInt64, _ on: Bool) {
        bits = on ? bits | 1 << bit : bits & ~(1 << bit)
    }
}

/// One column of the screen: a character (or the right half of a wide one) and its style. Plain data: a screen
/// of cells copies and compares as bytes.
public struct ScreenCell: Hashable, Sendable {
    var glyph: Glyph
    public var style: CellStyle

    /// The grapheme shown; nil for the second column of a wide character.
    public var character: Character? {
        get { glyph.character }
        set { glyph = Glyph(newValue) }
    }

    public init(character: Character?, style: CellStyle) {
        self.init(glyph: Glyph(character), style: style)
    }

    init(glyph: Glyph, style: CellStyle) {
        self.glyph = glyph
        self.style = style
    }

    /// Whether this is the second column of a wide character.
    var isContinuation: Bool { glyph.isNone }

    /// Whether this is a space, in any style.
    var isSpace: Bool { glyph == .space }

    public static let blank = ScreenCell(glyph: .space, style: .plain)
    /// The right half of a wide character.
    public static func continuation(_ style: CellStyle) -> ScreenCell { ScreenCell(glyph: .none, style: style) }
}

/// What a frame shows: rows × columns of cells.
public struct ScreenBuffer: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    public private(set) var cells: [ScreenCell]

    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    public subscript(row: Int, column: Int) -> ScreenCell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// The cells of `row` in `columns`.
    func cells(row: Int, columns range: Range<Int>) -> ArraySlice<ScreenCell> {
        let clamped = range.clamped(to: 0..<columns)
        return cells[(row * columns + clamped.lowerBound)..<(row * columns + clamped.upperBound)]
    }

    /// Writes `line` into `row` from `column` (cells ``cells(row:columns:)`` read there).
    mutating func replace(row: Int, from column: Int, with line: [ScreenCell]) {
        let start = row * columns + max(column, 0)
        guard start + line.count <= cells.count else { return }
        cells.withUnsafeMutableBufferPointer { cells in
            line.withUnsafeBufferPointer { line in
                guard let target = cells.baseAddress, let source = line.baseAddress else { return }
                // Cells are plain data: one copy of bytes.
                (target + start).update(from: source, count: line.count)
            }
        }
    }

    /// Gives `columns` of `row` `style`, keeping what they show.
    public mutating func restyle(row: Int, columns range: Range<Int>, style: CellStyle) {
        guard (0..<rows).contains(row) else { return }
        for column in range.clamped(to: 0..<columns) { self[row, column].style = style }
    }

    /// Fills a rectangle of rows with blanks in `style`.
    public mutating func clear(
        rows range: Range<Int>, columns columnRange: Range<Int>? = nil, style: CellStyle = .plain
    ) {
        let cols = (columnRange ?? 0..<columns).clamped(to: 0..<columns)
        let blank = ScreenCell(glyph: .space, style: style)
        for row in range.clamped(to: 0..<rows) {
            for column in cols { self[row, column] = blank }
        }
    }

    /// Writes `text` at `row`, `column`, within `width` columns (the rest of the row by default): cut with `…`
    /// at a column boundary, a wide character never split, nothing past the limit, control characters as
    /// symbols (``TextWidth/visible(_:)``). Returns the columns used.
    @discardableResult
    public mutating func put(_ text: String, row: Int, column: Int, width: Int? = nil, style: CellStyle = .plain)
        -> Int
    {
        guard row >= 0, row < rows, column < columns else { return 0 }
        let limit = min(width ?? (columns - column), columns - column)
        guard limit > 0 else { return 0 }
        if let used = putPrintableASCII(text, row: row, column: column, limit: limit, style: style) { return used }
        let shown = TextWidth.truncate(text, toWidth: limit)
        guard ControlCharacters.containsControls(shown) else {
            return putClusters(shown, row: row, column: column, limit: limit, style: style)
        }
        var x = column
        for original in shown {
            let character = TextWidth.visible(original) ?? original
            let w = TextWidth.of(character)
            if w == 0 {
                // A combining mark on its own (no base before it in this text): show nothing.
                continue
            }
            guard x + w <= column + limit else { break }
            if x >= 0 { place(Glyph(character), width: w, row: row, column: x, style: style) }
            x += w
        }
        return x - column
    }

    /// Writes one cluster of `width` columns at `column`, never leaving half a wide character on either side.
    private mutating func place(_ glyph: Glyph, width: Int, row: Int, column: Int, style: CellStyle) {
        keepWholeBefore(row: row, column: column)
        self[row, column] = ScreenCell(glyph: glyph, style: style)
        if width == 2 { self[row, column + 1] = .continuation(style) }
        keepWholeAfter(row: row, column: column + width)
    }

    /// `put` for text without a control character, already cut to `limit`: its clusters as
    /// ``TextWidth/forEachCluster(in:_:)`` reads them, each glyph made from its bytes.
    private mutating func putClusters(_ text: String, row: Int, column: Int, limit: Int, style: CellStyle) -> Int {
        var x = column
        TextWidth.forEachCluster(in: text) { bytes, cluster in
            let w = cluster.width
            // A combining mark on its own (no base before it in this text): show nothing.
            guard w > 0 else { return true }
            guard x + w <= column + limit else { return false }
            if x >= 0 {
                let glyph = Glyph(UnsafeBufferPointer(rebasing: bytes[cluster.start..<cluster.end]))
                place(glyph, width: w, row: row, column: x, style: style)
            }
            x += w
            return true
        }
        return x - column
    }

    /// `put` for text of printable ASCII only (the common case: a column each, nothing to measure or make
    /// visible), cut to `limit` columns with `…` as `TextWidth.truncate` cuts it; nil for any other text.
    private mutating func putPrintableASCII(_ text: String, row: Int, column: Int, limit: Int, style: CellStyle)
        -> Int?
    {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
            let cut = bytes.count > limit
            let kept = cut ? limit - 1 : bytes.count
            let first = max(column, 0)
            let end = column + kept + (cut ? 1 : 0)
            if end > first { keepWholeBefore(row: row, column: first) }
            var x = column
            for byte in bytes.prefix(kept) {
                if x >= 0 { self[row, x] = ScreenCell(glyph: Glyph(ascii: byte), style: style) }
                x += 1
            }
            if cut, x >= 0 {
                self[row, x] = ScreenCell(glyph: .ellipsis, style: style)
                x += 1
            }
            if x > first { keepWholeAfter(row: row, column: x) }
            return x - column
        }
    }

    /// Half a wide character is never left. Called before writing at `column`: when `column` holds the second
    /// half of a wide character, its first half becomes a blank in its own style.
    private mutating func keepWholeBefore(row: Int, column: Int) {
        if column > 0, self[row, column].isContinuation {
            self[row, column - 1] = ScreenCell(glyph: .space, style: self[row, column - 1].style)
        }
    }

    /// Called after writing up to `column` (exclusive): a second half left at `column`, whose first half was
    /// overwritten, becomes a blank in its own style.
    private mutating func keepWholeAfter(row: Int, column: Int) {
        if column < columns, self[row, column].isContinuation {
            self[row, column] = ScreenCell(glyph: .space, style: self[row, column].style)
        }
    }

    /// A bar across `row` in `style`: `left` from the left edge, shortened (``StatusFit``: never inside a word)
    /// to leave room for `right`, which sits against the right edge.
    public mutating func putBar(_ left: String, right: String = "", row: Int, style: CellStyle) {
        clear(rows: row..<(row + 1), style: style)
        let rightWidth = TextWidth.of(right)
        let room = max(columns - rightWidth, 0)
        put(StatusFit.fit(left, width: room), row: row, column: 0, width: room, style: style)
        if !right.isEmpty { put(right, row: row, column: max(columns - rightWidth, 0), style: style) }
    }

    /// The text of one row, wide characters once, trailing blanks trimmed.
    public func text(ofRow row: Int) -> String {
        var line = ""
        for column in 0..<columns {
            if let character = self[row, column].character { line.append(character) }
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// Every row's text, one per line.
    public var text: String { (0..<rows).map(text(ofRow:)).joined(separator: "\n") }
}
