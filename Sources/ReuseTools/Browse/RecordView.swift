import ReuseTerminal

/// One row shown whole, a field a line (Enter in `browse`): each column's name, then its value wrapped to the
/// screen's width, its own line breaks kept. Scrolls with the list's keys; Esc, q or Enter closes it.
struct RecordView: Sendable {
    /// The most lines one value wraps into; the rest is counted, not shown (a field can be megabytes long).
    static let maximumLinesPerValue = 500

    let row: Int
    let names: [String]
    let values: [String]
    private(set) var lines: [(name: String, value: String)] = []
    /// The field each line belongs to.
    private var fieldOfLine: [Int] = []
    private(set) var top = 0
    /// The lines the view has on screen.
    var height = 20

    /// The record of `row`: `values` under `names`, wrapped to `width` columns.
    init(row: Int, names: [String], values: [String], width: Int) {
        self.row = row
        self.names = names
        self.values = values
        let nameWidth = min(names.map { TextWidth.of($0, upTo: 24) }.max() ?? 0, 24)
        let valueWidth = max(width - nameWidth - ColumnLayout.separatorWidth, 8)
        for (i, name) in names.enumerated() {
            let value = i < values.count ? values[i] : ""
            let wrapped = Self.wrap(TextWidth.capped(value), width: valueWidth)
            for (j, line) in wrapped.enumerated() {
                let label = j == 0 ? TextWidth.truncate(name, toWidth: nameWidth) : ""
                lines.append((label + String(repeating: " ", count: nameWidth - TextWidth.of(label)), line))
                fieldOfLine.append(i)
            }
        }
    }

    /// `text` cut into lines of at most `width` columns, at its own line breaks too; at most
    /// ``maximumLinesPerValue`` lines, the last saying how much was left out.
    ///
    /// - Complexity: O(min(n, width × maximumLinesPerValue)) in the text's characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if lines.count == maximumLinesPerValue - 1 && (used + TextWidth.of(character) > width || character == "\n")
            {
                let rest = current.utf8.count + text.utf8.distance(from: index, to: text.endIndex)
                lines.append("… \(rest.formatted()) more bytes")
                return lines
            }
            if character == "\n" || character == "\r\n" {
                lines.append(current)
                (current, used) = ("", 0)
            } else {
                let w = TextWidth.of(character)
                if used + w > width {
                    lines.append(current)
                    (current, used) = ("", 0)
                }
                current.append(character)
                used += w
            }
            index = text.index(after: index)
        }
        lines.append(current)
        return lines
    }

    /// The field of the top line on screen.
    var topField: Int { top < fieldOfLine.count ? fieldOfLine[top] : 0 }

    /// Scrolls so that `field`'s first line is the top one (as far as the record allows).
    mutating func scroll(toField field: Int) {
        let line = fieldOfLine.firstIndex { $0 >= field } ?? 0
        scroll(by: line - top)
    }

    /// Scrolls by `delta` lines, within the record.
    mutating func scroll(by delta: Int) {
        top = min(max(top + delta, 0), max(lines.count - height, 0))
    }

    /// Handles a key; returns false when it closes the view.
    mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.escape), .key(.enter), .key(.character("q")): return false
        default:
            if let delta = ScrollKeys.delta(of: event, height: height, count: lines.count) { scroll(by: delta) }
        }
        return true
    }

    /// Draws the visible lines into `rows` of `buffer`, from column 1.
    func render(into buffer: inout ScreenBuffer, rows: Range<Int>, width: Int) {
        buffer.clear(rows: rows, columns: 0..<buffer.columns)
        let nameStyle = CellStyle(foreground: .indexed(244), bold: true)
        for (offset, screenRow) in rows.enumerated() {
            let index = top + offset
            guard index < lines.count else { break }
            let line = lines[index]
            let nameWidth = TextWidth.of(line.name)
            buffer.put(line.name, row: screenRow, column: 1, width: nameWidth, style: nameStyle)
            buffer.put(
                ColumnLayout.separator + line.value, row: screenRow, column: 1 + nameWidth,
                width: max(width - nameWidth, 0))
        }
    }
}
