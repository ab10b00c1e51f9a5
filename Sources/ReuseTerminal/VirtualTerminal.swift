/// A small terminal emulator: turns the bytes a program writes into the screen a terminal would show, for
/// tests, golden screens and the README's captures. It knows what ReuseTerminal sends (cursor moves, erase,
/// SGR styles, scroll regions, index and reverse index, insert and delete line, scroll up and down, the
/// private modes, and the queries, which it answers through ``replies``) and xterm's deferred wrap.
public struct VirtualTerminal: Sendable {
    public private(set) var screen: ScreenBuffer
    public private(set) var cursor: (row: Int, column: Int) = (0, 0)
    /// Private modes set (`?1049`, `?25` is in ``hiddenCursor``, `?1006`, `?2026`, ...).
    public private(set) var modes: Set<Int> = []
    /// Whether the cursor is hidden (`?25l`).
    public var hiddenCursor: Bool { modes.contains(-25) }
    /// Whether the alternate screen is on.
    public var alternateScreen: Bool { modes.contains(1049) }
    /// The scroll region, rows top..<bottom.
    public private(set) var region: Range<Int>
    /// What the terminal answered to queries, in order.
    public private(set) var replies: [String] = []
    /// Whether this terminal claims synchronized output (mode 2026) when asked.
    public var supportsSynchronizedOutput: Bool
    /// Bytes written in all.
    public private(set) var bytesWritten = 0
    /// How wide this terminal draws a character: ReuseKit's own measure unless a test plays another terminal
    /// (one that draws joined emoji whole, say).
    public var characterWidth: @Sendable (Character) -> Int = { TextWidth.of($0) }
    /// Whether this terminal joins the scalars of a grapheme cluster into one cell (kitty, WezTerm) rather than
    /// place each scalar on its own (xterm, tmux); with ``characterWidth``, which terminal a test plays.
    public var clustersGraphemes = false
    /// The last character placed and its cell, while the cursor is right after it (for ``clustersGraphemes``).
    private var lastPrinted: (row: Int, column: Int, character: Character)?

    private var style = CellStyle.plain
    private var pendingWrap = false
    private var parser = Parser.ground
    private var utf8: [UInt8] = []
    private var mainScreen: ScreenBuffer?

    private enum Parser: Sendable {
        case ground
        case escape
        case csi(String)
        case osc
    }

    public init(columns: Int, rows: Int, supportsSynchronizedOutput: Bool = true) {
        screen = ScreenBuffer(columns: columns, rows: rows)
        region = 0..<rows
        self.supportsSynchronizedOutput = supportsSynchronizedOutput
    }

    /// The screen's text, one line per row, trailing blanks trimmed.
    public var text: String { screen.text }

    /// Feeds what the program wrote.
    public mutating func write(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            bytesWritten += 1
            feed(byte)
        }
    }

    public mutating func write(_ string: String) { write(Array(string.utf8)) }

    /// Takes the replies written since the last call.
    public mutating func takeReplies() -> [String] {
        defer { replies.removeAll() }
        return replies
    }

    private mutating func feed(_ byte: UInt8) {
        switch parser {
        case .ground:
            if !utf8.isEmpty || byte >= 0x80 {
                utf8.append(byte)
                if let text = String(validating: utf8, as: UTF8.self) {
                    utf8.removeAll()
                    for character in text { print(character) }
                } else if utf8.count >= 4 {
                    utf8.removeAll()
                }
                return
            }
            switch byte {
            case 0x1B: parser = .escape
            case 0x0D:
                cursor.column = 0
                pendingWrap = false
            case 0x0A: lineFeed()
            case 0x08:
                cursor.column = max(cursor.column - 1, 0)
                pendingWrap = false
            case 0x20..<0x7F: print(Character(Unicode.Scalar(byte)))
            default: break
            }
        case .escape:
            parser = .ground
            lastPrinted = nil
            switch byte {
            case UInt8(ascii: "["): parser = .csi("")
            case UInt8(ascii: "]"): parser = .osc
            case UInt8(ascii: "D"): lineFeed()
            case UInt8(ascii: "M"): reverseIndex()
            case UInt8(ascii: "E"):
                cursor.column = 0
                lineFeed()
            default: break
            }
        case .csi(var parameters):
            if (0x40...0x7E).contains(byte) {
                parser = .ground
                control(parameters, final: Character(Unicode.Scalar(byte)))
            } else {
                parameters.append(Character(Unicode.Scalar(byte)))
                parser = .csi(parameters)
            }
        case .osc:
            if byte == 0x07 { parser = .ground }
            if byte == 0x1B { parser = .escape }
        }
    }

    private mutating func print(_ character: Character) {
        if clustersGraphemes, let last = lastPrinted, cursor.row == last.row,
            cursor.column == last.column + characterWidth(last.character) || pendingWrap
        {
            let joined = String(last.character) + String(character)
            if joined.count == 1, let merged = joined.first {
                let grown = characterWidth(merged) - characterWidth(last.character)
                screen[last.row, last.column] = ScreenCell(character: merged, style: style)
                if grown > 0, last.column + 1 < screen.columns {
                    screen[last.row, last.column + 1] = .continuation(style)
                }
                cursor.column = min(cursor.column + grown, screen.columns - 1)
                lastPrinted = (last.row, last.column, merged)
                return
            }
        }
        let width = characterWidth(character)
        guard width > 0 else { return }
        if pendingWrap {
            cursor.column = 0
            lineFeed()
            pendingWrap = false
        }
        if cursor.column + width > screen.columns {
            cursor.column = 0
            lineFeed()
        }
        screen[cursor.row, cursor.column] = ScreenCell(character: character, style: style)
        lastPrinted = (cursor.row, cursor.column, character)
        if width == 2 { screen[cursor.row, cursor.column + 1] = .continuation(style) }
        cursor.column += width
        if cursor.column >= screen.columns {
            cursor.column = screen.columns - 1
            pendingWrap = true
        }
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if cursor.row == region.upperBound - 1 {
            scrollUp(1)
        } else if cursor.row < screen.rows - 1 {
            cursor.row += 1
        }
    }

    private mutating func reverseIndex() {
        pendingWrap = false
        if cursor.row == region.lowerBound {
            scrollDown(1)
        } else if cursor.row > 0 {
            cursor.row -= 1
        }
    }

    /// Content of the region moves up `count` rows; blank rows come in at the bottom.
    private mutating func scrollUp(_ count: Int, in range: Range<Int>? = nil) {
        let area = range ?? region
        for _ in 0..<count {
            for row in area.dropLast() {
                for column in 0..<screen.columns { screen[row, column] = screen[row + 1, column] }
            }
            blankRow(area.upperBound - 1)
        }
    }

    private mutating func scrollDown(_ count: Int, in range: Range<Int>? = nil) {
        let area = range ?? region
        for _ in 0..<count {
            for row in area.dropFirst().reversed() {
                for column in 0..<screen.columns { screen[row, column] = screen[row - 1, column] }
            }
            blankRow(area.lowerBound)
        }
    }

    private mutating func blankRow(_ row: Int, from start: Int = 0, to end: Int? = nil) {
        let blank = ScreenCell(character: " ", style: CellStyle(background: style.background))
        for column in start..<(end ?? screen.columns) { screen[row, column] = blank }
    }

    private mutating func control(_ parameters: String, final: Character) {
        let isPrivate = parameters.hasPrefix("?")
        let body = isPrivate ? String(parameters.dropFirst()) : parameters
        if final == "p", body.hasSuffix("$") {
            // DECRQM: is this mode supported, and is it set?
            let mode = Int(body.dropLast()) ?? 0
            let known: Set<Int> = [25, 1000, 1002, 1006, 1049, 2026]
            let state =
                mode == 2026 && !supportsSynchronizedOutput
                ? 0 : known.contains(mode) ? (modes.contains(mode) || (mode == 25 && !hiddenCursor) ? 1 : 2) : 0
            replies.append("\u{1B}[?\(mode);\(state)$y")
            return
        }
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? value) : value
        }
        pendingWrap = false
        switch final {
        case "H", "f":
            cursor = (clampRow(number(0, default: 1) - 1), clampColumn(number(1, default: 1) - 1))
        case "A":
            // Up and down stop at the scroll region's margins when they start inside it, as xterm's do.
            let top = cursor.row >= region.lowerBound ? region.lowerBound : 0
            cursor.row = max(cursor.row - number(0, default: 1), top)
        case "B":
            let bottom = cursor.row < region.upperBound ? region.upperBound - 1 : screen.rows - 1
            cursor.row = min(cursor.row + number(0, default: 1), bottom)
        case "C": cursor.column = clampColumn(cursor.column + number(0, default: 1))
        case "X":
            // Erase characters: blanks in the current background (back colour erase), the cursor stays.
            blankRow(cursor.row, from: cursor.column, to: min(cursor.column + number(0, default: 1), screen.columns))
        case "D": cursor.column = max(cursor.column - number(0, default: 1), 0)
        case "G": cursor.column = clampColumn(number(0, default: 1) - 1)
        case "d": cursor.row = clampRow(number(0, default: 1) - 1)
        case "J":
            switch number(0, default: 0) {
            case 2, 3: for row in 0..<screen.rows { blankRow(row) }
            case 1:
                for row in 0..<cursor.row { blankRow(row) }
                blankRow(cursor.row, to: cursor.column + 1)
            default:
                blankRow(cursor.row, from: cursor.column)
                for row in (cursor.row + 1)..<screen.rows { blankRow(row) }
            }
        case "K":
            switch number(0, default: 0) {
            case 1: blankRow(cursor.row, to: cursor.column + 1)
            case 2: blankRow(cursor.row)
            default: blankRow(cursor.row, from: cursor.column)
            }
        case "m": setStyle(numbers.map { $0 ?? 0 })
        case "r":
            let top = number(0, default: 1) - 1
            let bottom = number(1, default: screen.rows)
            region = max(top, 0)..<min(max(bottom, top + 1), screen.rows)
            cursor = (0, 0)
        case "S": scrollUp(number(0, default: 1))
        case "T": scrollDown(number(0, default: 1))
        case "L":
            if region.contains(cursor.row) { scrollDown(number(0, default: 1), in: cursor.row..<region.upperBound) }
        case "M":
            if region.contains(cursor.row) { scrollUp(number(0, default: 1), in: cursor.row..<region.upperBound) }
        case "h", "l":
            guard isPrivate else { return }
            for mode in numbers.compactMap({ $0 }) { setMode(mode, on: final == "h") }
        case "c": replies.append("\u{1B}[?62;22c")
        case "n" where number(0, default: 0) == 6:
            replies.append("\u{1B}[\(cursor.row + 1);\(cursor.column + 1)R")
        default: break
        }
    }

    private mutating func setMode(_ mode: Int, on: Bool) {
        if mode == 25 {
            if on { modes.remove(-25) } else { modes.insert(-25) }
            return
        }
        if mode == 1049 {
            if on, !modes.contains(1049) {
                mainScreen = screen
                screen = ScreenBuffer(columns: screen.columns, rows: screen.rows)
            } else if !on, modes.contains(1049), let main = mainScreen {
                screen = main
                mainScreen = nil
            }
        }
        if on { modes.insert(mode) } else { modes.remove(mode) }
    }

    private mutating func setStyle(_ codes: [Int]) {
        var index = 0
        let codes = codes.isEmpty ? [0] : codes
        while index < codes.count {
            let code = codes[index]
            switch code {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 4: style.underline = true
            case 7: style.inverse = true
            case 22:
                style.bold = false
                style.dim = false
            case 24: style.underline = false
            case 27: style.inverse = false
            case 39: style.foreground = nil
            case 49: style.background = nil
            case 30...37: style.foreground = .indexed(UInt8(code - 30))
            case 40...47: style.background = .indexed(UInt8(code - 40))
            case 90...97: style.foreground = .indexed(UInt8(code - 90 + 8))
            case 100...107: style.background = .indexed(UInt8(code - 100 + 8))
            case 38, 48:
                var color: TerminalColor?
                if index + 2 < codes.count, codes[index + 1] == 5 {
                    color = .indexed(UInt8(clamping: codes[index + 2]))
                    index += 2
                } else if index + 4 < codes.count, codes[index + 1] == 2 {
                    color = .rgb(
                        UInt8(clamping: codes[index + 2]), UInt8(clamping: codes[index + 3]),
                        UInt8(clamping: codes[index + 4]))
                    index += 4
                }
                if code == 38 { style.foreground = color } else { style.background = color }
            default: break
            }
            index += 1
        }
    }

    private func clampRow(_ row: Int) -> Int { min(max(row, 0), screen.rows - 1) }
    private func clampColumn(_ column: Int) -> Int { min(max(column, 0), screen.columns - 1) }
}
