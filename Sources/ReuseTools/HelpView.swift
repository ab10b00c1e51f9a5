import ReuseTerminal

/// `?` or F1 in `browse` and the demo: every key, in groups. Two columns when the screen is wide enough (an 80x24
/// terminal shows it whole), else one that ↑↓, PgUp PgDn and g G scroll. q, Esc, Enter, ? and F1 close it.
///
/// The same groups make the command's `--help` (``keysText(_:)``), so the two never disagree; the keys listed are
/// the keys the app takes (a test presses each one).
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

    /// The groups shown.
    let groups: [Group]
    /// Every entry, in order.
    var entries: [Entry] { groups.flatMap(\.entries) }
    /// The width of the keys' column.
    let keysWidth: Int
    /// The widest an entry's line is, in one column.
    let entryWidth: Int

    private(set) var top = 0
    /// The lines the view has on screen.
    var height = 20

    init(groups: [Group]) {
        self.groups = groups
        let entries = groups.flatMap(\.entries)
        keysWidth = entries.map { TextWidth.of($0.keys) }.max() ?? 0
        entryWidth = 2 + keysWidth + 2 + (entries.map { TextWidth.of($0.action) }.max() ?? 0)
    }

    /// The keys for a command's `--help`: each group's title, then its entries a line each.
    static func keysText(_ groups: [Group]) -> String {
        let help = HelpView(groups: groups)
        return help.column(groups[...], width: help.entryWidth).map { line in
            line.isTitle ? line.text + ":" : line.text
        }.joined(separator: "\n")
    }

    /// Handles a key; returns false when it closes the view.
    mutating func handle(_ event: InputEvent, width: Int) -> Bool {
        let count = lines(width: width).count
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

    /// The lines of one column of `columnWidth`, for the given groups.
    func column(_ groups: ArraySlice<Group>, width columnWidth: Int) -> [Line] {
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

    /// The lines on screen, left and right halves side by side when `width` holds two columns.
    func lines(width: Int) -> [(left: Line, right: Line?)] {
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
        let all = lines(width: width - 1)
        let rightColumn = 1 + entryWidth + 3
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
