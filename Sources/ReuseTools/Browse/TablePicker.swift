import ReuseTerminal

/// `T` in `browse` on a SQLite file: its tables and views, one a line, the one shown marked. ``ScrollKeys`` move
/// the cursor; Enter shows the one under it; q, Esc or T closes the list.
struct TablePicker: Sendable {
    /// What a key did.
    enum Outcome: Equatable {
        case stay, close
        case choose(String)
    }

    let entries: [(name: String, isView: Bool)]
    let current: String?
    private(set) var cursor = 0
    private(set) var top = 0
    /// The lines the list has on screen.
    var height = 20

    init(entries: [(name: String, isView: Bool)], current: String?) {
        self.entries = entries
        self.current = current
        cursor = entries.firstIndex { $0.name == current } ?? 0
    }

    mutating func handle(_ event: InputEvent) -> Outcome {
        switch event {
        case .key(.escape), .key(.character("q")), .key(.character("T")): return .close
        case .key(.enter): return entries.isEmpty ? .close : .choose(entries[cursor].name)
        default:
            if let delta = ScrollKeys.delta(of: event, height: height, count: entries.count) { move(by: delta) }
        }
        return .stay
    }

    private mutating func move(by delta: Int) {
        guard !entries.isEmpty else { return }
        cursor = min(max(cursor + delta, 0), entries.count - 1)
        if cursor < top { top = cursor }
        if cursor >= top + height { top = cursor - height + 1 }
    }

    /// Draws the visible entries into `rows` of `buffer`: the cursor's reversed, the one shown marked `●`.
    func render(into buffer: inout ScreenBuffer, rows: Range<Int>, width: Int) {
        buffer.clear(rows: rows, columns: 0..<buffer.columns)
        var cursorStyle = CellStyle()
        cursorStyle.foreground = .indexed(15)
        cursorStyle.background = .indexed(24)
        for (offset, screenRow) in rows.enumerated() {
            let index = top + offset
            guard index < entries.count else { break }
            let entry = entries[index]
            let mark = entry.name == current ? "● " : "  "
            let text = " " + mark + entry.name + (entry.isView ? "  (view)" : "")
            let style = index == cursor ? cursorStyle : CellStyle()
            if index == cursor { buffer.clear(rows: screenRow..<(screenRow + 1), columns: 0..<width, style: style) }
            buffer.put(text, row: screenRow, column: 0, width: width, style: style)
        }
    }
}
