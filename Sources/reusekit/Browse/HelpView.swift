import ReuseTerminal

/// `?` or F1 in `browse`: every key, in groups. Two columns when the screen is wide enough (an 80x24 terminal
/// shows it whole), else one that ↑↓, PgUp PgDn and g G scroll. q, Esc, Enter, ? and F1 close it.
///
/// The keys listed here are the keys `handleKey` takes: a test presses each one.
struct HelpView: Sendable {
    struct Entry: Sendable {
        /// The keys, as the help shows them.
        let keys: String
        let action: String
        /// What to type to press the first of them, for the tests (`\u{1B}[A` for ↑).
        let typed: String
    }

    struct Group: Sendable {
        let title: String
        let entries: [Entry]
    }

    static let groups: [Group] = [
        Group(
            title: "Move",
            entries: [
                Entry(keys: "↑ ↓  k j", action: "row up, down", typed: "j"),
                Entry(keys: "PgUp PgDn", action: "page up, down", typed: "\u{1B}[6~"),
                Entry(keys: "g G", action: "first, last row", typed: "G"),
                Entry(keys: "← →  h l", action: "column left, right", typed: "l"),
                Entry(keys: "0 $", action: "first, last column", typed: "$"),
                Entry(keys: ":", action: "go to row number", typed: ":"),
                Entry(keys: "c", action: "go to column", typed: "c"),
            ]),
        Group(
            title: "Find",
            entries: [
                Entry(keys: "/", action: "find text, pattern", typed: "/"),
                Entry(keys: "n N", action: "next, previous match", typed: "n"),
                Entry(keys: "↑ ↓ in / &", action: "earlier entries", typed: "/\u{1B}[A"),
                Entry(keys: "&", action: "filter by column", typed: "&"),
                Entry(keys: "s", action: "sort: ↑, ↓, off", typed: "s"),
                Entry(keys: "Esc", action: "stop; clear match", typed: "\u{1B}"),
            ]),
        Group(
            title: "Show",
            entries: [
                Entry(keys: "Enter", action: "row as a record", typed: "\r"),
                Entry(keys: "- +", action: "hide; show columns", typed: "-"),
                Entry(keys: "F", action: "follow file's end", typed: "F"),
                Entry(keys: "R  r", action: "reload; retry rows", typed: "R"),
                Entry(keys: "T", action: "SQLite tables, views", typed: "T"),
                Entry(keys: "? F1", action: "this help", typed: "?"),
                Entry(keys: "q  Ctrl-C", action: "quit; close a view", typed: "q"),
            ]),
    ]

    /// Every entry, in order.
    static var entries: [Entry] { groups.flatMap(\.entries) }

    private(set) var top = 0
    /// The lines the view has on screen.
    var height = 20

    /// Handles a key; returns false when it closes the view.
    mutating func handle(_ event: InputEvent, width: Int) -> Bool {
        let count = Self.lines(width: width).count
        switch event {
        case .key(.escape), .key(.enter), .key(.character("q")), .key(.character("?")), .key(.function(1)):
            return false
        default:
            if let delta = ScrollKeys.delta(of: event, height: height, count: count) { scroll(by: delta, lines: count) }
        }
        return true
    }

    private mutating func scroll(by delta: Int, lines: Int) {
        top = min(max(top + delta, 0), max(lines - height, 0))
    }

    /// One line of the help: a group's title, or an entry's keys and action.
    struct Line: Equatable, Sendable {
        var text: String
        var isTitle: Bool
    }

    /// The width of the keys' column.
    static let keysWidth = entries.map { TextWidth.of($0.keys) }.max() ?? 0

    /// The lines of one column of `columnWidth`, for the given groups.
    static func column(_ groups: ArraySlice<Group>, width columnWidth: Int) -> [Line] {
        var lines: [Line] = []
        for group in groups {
            if !lines.isEmpty { lines.append(Line(text: "", isTitle: false)) }
            lines.append(Line(text: group.title, isTitle: true))
            for entry in group.entries {
                let keys = entry.keys + String(repeating: " ", count: keysWidth - TextWidth.of(entry.keys))
                let text = "  " + keys + "  " + entry.action
                lines.append(Line(text: TextWidth.truncate(text, toWidth: columnWidth), isTitle: false))
            }
        }
        return lines
    }

    /// The widest an entry's line is, in one column.
    static var entryWidth: Int { 2 + keysWidth + 2 + (entries.map { TextWidth.of($0.action) }.max() ?? 0) }

    /// The lines on screen, left and right halves side by side when `width` holds two columns.
    static func lines(width: Int) -> [(left: Line, right: Line?)] {
        let gap = 3
        if width >= entryWidth * 2 + gap {
            // The first group on the left, the others on the right: the two halves are about as long.
            let left = column(groups[..<1], width: entryWidth)
            let right = column(groups[1...], width: entryWidth)
            return (0..<max(left.count, right.count)).map { i in
                (i < left.count ? left[i] : Line(text: "", isTitle: false), i < right.count ? right[i] : nil)
            }
        }
        return column(groups[...], width: width).map { ($0, nil) }
    }

    /// Draws the visible lines into `rows` of `buffer`.
    func render(into buffer: inout ScreenBuffer, rows: Range<Int>, width: Int) {
        buffer.clear(rows: rows, columns: 0..<buffer.columns)
        let titleStyle = CellStyle(bold: true, underline: true)
        let all = Self.lines(width: width - 1)
        let rightColumn = 1 + Self.entryWidth + 3
        for (offset, screenRow) in rows.enumerated() {
            let index = top + offset
            guard index < all.count else { break }
            let (left, right) = all[index]
            buffer.put(
                left.text, row: screenRow, column: 1, width: width - 1, style: left.isTitle ? titleStyle : .plain)
            if let right {
                buffer.put(
                    right.text, row: screenRow, column: rightColumn, width: max(width - rightColumn, 0),
                    style: right.isTitle ? titleStyle : .plain)
            }
        }
    }
}
