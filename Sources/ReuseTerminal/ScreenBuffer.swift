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

/// How a cell is drawn.
public struct CellStyle: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold = false
    public var dim = false
    public var inverse = false
    public var underline = false

    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false, dim: Bool = false,
        inverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.inverse = inverse
        self.underline = underline
    }

    public static let plain = CellStyle()
}

/// One column of the screen: a character (or the right half of a wide one) and its style.
public struct ScreenCell: Hashable, Sendable {
    /// The grapheme shown; empty for the second column of a wide character.
    public var character: Character?
    public var style: CellStyle

    public static let blank = ScreenCell(character: " ", style: .plain)
    /// The right half of a wide character.
    public static func continuation(_ style: CellStyle) -> ScreenCell { ScreenCell(character: nil, style: style) }
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

    /// Fills a rectangle of rows with blanks in `style`.
    public mutating func clear(
        rows range: Range<Int>, columns columnRange: Range<Int>? = nil, style: CellStyle = .plain
    ) {
        let cols = columnRange ?? 0..<columns
        for row in range.clamped(to: 0..<rows) {
            for column in cols.clamped(to: 0..<columns) { self[row, column] = ScreenCell(character: " ", style: style) }
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
        let shown = TextWidth.truncate(text, toWidth: limit)
        var x = column
        for original in shown {
            let character = TextWidth.visible(original) ?? original
            let w = TextWidth.of(character)
            if w == 0 {
                // A combining mark on its own (no base before it in this text): show nothing.
                continue
            }
            guard x + w <= column + limit else { break }
            if x >= 0 {
                // Half a wide character is never left: one whose second half is overwritten, or whose first half
                // is, becomes a blank in its own style.
                if self[row, x].character == nil, x > 0 {
                    self[row, x - 1] = ScreenCell(character: " ", style: self[row, x - 1].style)
                }
                self[row, x] = ScreenCell(character: character, style: style)
                if w == 2 { self[row, x + 1] = .continuation(style) }
                if x + w < columns, self[row, x + w].character == nil {
                    self[row, x + w] = ScreenCell(character: " ", style: self[row, x + w].style)
                }
            }
            x += w
        }
        return x - column
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
