import ReuseTerminal

/// Which of a table's columns `browse` shows, where, and how wide: the frozen columns on the left, then the
/// scrolled ones from ``first``, as many as the screen holds (the last one cut). A column is as wide as its
/// widest value or name seen so far, but never wider than ``cap``, a share of the screen that leaves room for
/// others; numbers line up on the right. The ``cursor`` is the current column: ←/→ move it and the columns
/// scroll to keep it in view; hiding, going to a column and search act on it.
struct ColumnLayout: Sendable {
    static let separator = " │ "
    static let separatorWidth = 3
    /// The widest a value is measured (a field can be megabytes long).
    static let measureLimit = 4_096

    private(set) var names: [String]
    var kinds: [ColumnKind]
    /// The widest value or name seen in each column, up to ``measureLimit``.
    private(set) var natural: [Int]
    private(set) var hidden: Set<Int> = [] {
        didSet { shown = names.indices.filter { !hidden.contains($0) } }
    }
    /// How many leading columns (of those shown) never scroll out.
    var frozen: Int
    /// The current column (an index into ``names``), always a shown one.
    private(set) var cursor = 0
    /// The first scrolled column on screen.
    private(set) var first = 0
    /// The columns the lines have (the screen's, less the leading space and the scroll indicator).
    var width = 78

    init(names: [String], frozen: Int = 1) {
        self.names = names
        kinds = Array(repeating: .empty, count: names.count)
        natural = names.map { max(TextWidth.of($0, upTo: Self.measureLimit), 1) }
        self.frozen = max(frozen, 0)
        first = min(self.frozen, names.count)
        shown = Array(names.indices)
    }

    /// The columns shown, in order: kept, not recomputed, so that a frame of a file of 100,000 columns costs
    /// what the columns on screen cost.
    private(set) var shown: [Int]

    /// The widest a column is drawn: half the width left beside the frozen columns, and at least 12; the only
    /// column shown (a text file's lines) takes the whole width.
    var cap: Int {
        if shown.count == 1 { return max(width, 1) }
        let frozenWidth = frozenColumns.reduce(0) { $0 + min(natural[$1], 24) + Self.separatorWidth }
        return max((width - frozenWidth) / 2, 12)
    }

    private var frozenColumns: ArraySlice<Int> { shown.prefix(frozen) }
    private var scrolledColumns: ArraySlice<Int> { shown.dropFirst(frozen) }

    /// A column's drawn width.
    func width(of column: Int) -> Int { max(1, min(natural[column], cap)) }

    /// The columns on screen and the width each gets: the frozen ones (the last of them cut short if they fill
    /// the screen), then the scrolled ones that fit whole; the first scrolled one is cut short only when it is
    /// wider than the room left, so that a column never shows as a misleading fragment.
    ///
    /// - Complexity: O(columns).
    func visible() -> [(column: Int, width: Int)] {
        var result: [(column: Int, width: Int)] = []
        var x = 0
        for column in frozenColumns {
            let left = width - x
            guard left > 0 else { return result }
            result.append((column, min(width(of: column), left)))
            x += width(of: column) + Self.separatorWidth
        }
        let scrolled = scrolledColumns
        // The first scrolled column on screen, found by binary search: `shown` is sorted.
        var low = scrolled.startIndex
        var high = scrolled.endIndex
        while low < high {
            let middle = (low + high) / 2
            if scrolled[middle] < first { low = middle + 1 } else { high = middle }
        }
        for column in scrolled[low...] {
            let left = width - x
            let whole = width(of: column)
            guard left > 0, whole <= left || column == first || result.isEmpty else { break }
            result.append((column, min(whole, left)))
            x += whole + Self.separatorWidth
        }
        return result
    }

    /// Grows the widths to fit `rows` (values measured up to ``measureLimit``).
    ///
    /// - Complexity: O(rows × columns × limit) at most; O(total length) for short values.
    mutating func widen(toFit rows: [[String]]) {
        for values in rows {
            for (i, value) in values.enumerated() where i < natural.count {
                natural[i] = max(natural[i], TextWidth.of(value, upTo: Self.measureLimit))
            }
        }
    }

    /// Adds columns at the end (a source that found more), their widths and kinds from `sample`.
    mutating func append(names added: [String], sample: [[String]]) {
        let start = names.count
        names += added
        shown += start..<names.count
        natural += added.map { max(TextWidth.of($0, upTo: Self.measureLimit), 1) }
        kinds += added.indices.map { i in
            ColumnKind.infer(sample.lazy.map { start + i < $0.count ? $0[start + i] : "" })
        }
        widen(toFit: sample)
    }

    /// Infers each column's kind from `rows`.
    mutating func inferKinds(from rows: [[String]]) {
        kinds = names.indices.map { i in ColumnKind.infer(rows.lazy.map { i < $0.count ? $0[i] : "" }) }
    }

    /// The line that shows `values`, in the visible columns.
    func line(_ values: [String]) -> String { cells(values).joined(separator: Self.separator) }

    /// What each visible column shows of `values`, cut and padded to the column's width (numbers on the right).
    func cells(_ values: [String]) -> [String] {
        visible().map { column, width in
            let value = column < values.count ? values[column] : ""
            // Cut first (a field can be megabytes long), then show line breaks as ⏎ (one column).
            let cut = TextWidth.capped(TextWidth.truncate(value, toWidth: width))
                .replacingOccurrences(of: "\n", with: "⏎")
            let padding = String(repeating: " ", count: max(width - TextWidth.of(cut), 0))
            return kinds[column].isNumeric ? padding + cut : cut + padding
        }
    }

    /// The header's cells: each visible column, its name, its start in the line, its width, and whether it is
    /// the cursor.
    func header() -> [(column: Int, text: String, start: Int, width: Int, isCursor: Bool)] {
        var x = 0
        return visible().map { column, width in
            defer { x += width + Self.separatorWidth }
            let name = TextWidth.truncate(names[column], toWidth: width)
            let padding = String(repeating: " ", count: max(width - TextWidth.of(name), 0))
            return (column, kinds[column].isNumeric ? padding + name : name + padding, x, width, column == cursor)
        }
    }

    /// Whether columns are out of view on the left (scrolled past) and on the right.
    var clipped: (left: Bool, right: Bool) {
        let visible = visible()
        let lastCut = visible.last.map { width(of: $0.column) > $0.width } ?? false
        let lastShown = visible.last?.column ?? -1
        let scrolled = scrolledColumns
        return ((scrolled.first ?? .max) < first, lastCut || (scrolled.last ?? -1) > lastShown)
    }

    /// Moves the cursor by `delta` shown columns (clamped) and scrolls it into view.
    mutating func moveCursor(by delta: Int) {
        let shown = shown
        guard let position = shown.firstIndex(of: cursor) else { return }
        moveCursor(to: shown[min(max(position + delta, 0), shown.count - 1)])
    }

    /// Makes `column` the cursor and scrolls it into view (a hidden column is shown first).
    mutating func moveCursor(to column: Int) {
        guard names.indices.contains(column) else { return }
        hidden.remove(column)
        cursor = column
        scrollCursorIntoView()
    }

    /// Scrolls the fewest columns that bring the cursor into view (whole, when it fits at all).
    ///
    /// - Complexity: O(columns²) at worst, for a jump across all of them.
    mutating func scrollCursorIntoView() {
        let scrolled = Array(scrolledColumns)
        guard let last = scrolled.last else { return }
        // `first` on a shown column (it may have been hidden).
        if !scrolled.contains(first) { first = scrolled.first { $0 > first } ?? last }
        guard let target = scrolled.firstIndex(of: cursor) else {
            // A frozen cursor: back to the start, as moving left onto the frozen columns means.
            first = scrolled[0]
            return
        }
        if cursor < first {
            first = cursor
            return
        }
        var start = scrolled.firstIndex(of: first) ?? target
        while start < target, !isWhole(cursor) {
            start += 1
            first = scrolled[start]
        }
    }

    /// Whether `column` is on screen at its full width.
    private func isWhole(_ column: Int) -> Bool {
        visible().first { $0.column == column }.map { $0.width == width(of: column) } ?? false
    }

    /// Hides the cursor column and moves the cursor to the next shown one; false (nothing hidden) when it is the
    /// only one shown.
    mutating func hideCursor() -> Bool {
        let shown = shown
        guard shown.count > 1, let position = shown.firstIndex(of: cursor) else { return false }
        let next = position + 1 < shown.count ? shown[position + 1] : shown[position - 1]
        hidden.insert(cursor)
        cursor = next
        scrollCursorIntoView()
        return true
    }

    /// Shows every hidden column again.
    mutating func showAll() {
        hidden.removeAll()
        scrollCursorIntoView()
    }

    /// The first column, from the cursor on and round, whose name contains `text` (ignoring case), or whose
    /// number (from 1) is `text`.
    func column(named text: String) -> Int? {
        let trimmed = String(text.trimmingSpaces)
        if let number = Int(trimmed), names.indices.contains(number - 1) { return number - 1 }
        let needle = trimmed.lowercased()
        guard !needle.isEmpty else { return nil }
        let order = names.indices.map { (cursor + 1 + $0) % names.count }
        return order.first { names[$0].lowercased().contains(needle) }
    }
}
