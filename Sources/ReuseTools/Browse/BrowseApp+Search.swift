import Foundation
import ReuseData
import ReuseKit
import ReuseTerminal

/// What `/` looks for: text (smart case: without capitals it ignores case) or, when the query has a regular
/// expression's special characters, a pattern. Unchecked Sendable: `Regex` with a type-erased output is not
/// marked Sendable, but this one is built once and only matched against afterwards (matching does not mutate it).
struct SearchQuery: @unchecked Sendable {
    let text: String
    let ignoringCase: Bool
    let pattern: Regex<AnyRegexOutput>?

    static let special = Set("\\^$.|?*+()[]{}")

    /// The query for `text`; a clear error when it looks like a pattern and is not a valid one.
    init(_ text: String) throws {
        self.text = text
        ignoringCase = text == text.lowercased()
        if text.contains(where: Self.special.contains) {
            do {
                let regex = try Regex(text)
                pattern = ignoringCase ? regex.ignoresCase() : regex
            } catch {
                throw BrowseMessage(
                    "“\(text)” is not a valid pattern (\(error)); put a backslash before . * + ? ( ) [ ] { } | ^ $ "
                        + "to find it as text")
            }
        } else {
            pattern = nil
        }
    }

    /// The first match in `value`, as a range of it.
    func match(in value: String) -> Range<String.Index>? {
        if let pattern { return (try? pattern.firstMatch(in: value))?.range }
        return value.range(of: text, options: ignoringCase ? [.caseInsensitive] : [])
    }
}

/// A message for the status line, as an error.
struct BrowseMessage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Where the last search found its query: the table row (the source row when nothing is sorted or filtered).
struct SearchMatch: Sendable {
    let row: Int
    let column: Int
    let query: SearchQuery
}

extension BrowseApp {
    /// `/`: from the row after the selection to the end, then from the top round to it, in the background (the
    /// table keeps scrolling; Esc cancels). A text query on a file reads its bytes (`TextSearchable`, about
    /// as fast as `grep`); a pattern, or a source that cannot be read as bytes, reads rows. The match's row is
    /// selected, its column brought into view and the match highlighted.
    ///
    /// An empty `/` looks for the last search again; `backward` (N) looks from the row before the selection to
    /// the top, then from the bottom round to it.
    func search(_ typed: String, backward: Bool = false) {
        guard let text = typed.isEmpty ? lastSearch : typed else {
            message = "type something to find: text, or a pattern such as ^A.*z$"
            return
        }
        lastSearch = text
        Self.remember(text, in: &searchHistory)
        let query: SearchQuery
        do {
            query = try SearchQuery(text)
        } catch {
            message = "\(error)"
            return
        }
        searchTask?.cancel()
        highlight = nil
        let selected = list.selected?.row
        let start = backward ? (selected ?? rowCount) : (selected ?? -1) + 1
        let end = rowCount
        let source = store.source
        message = "searching for “\(text)”…"
        // Sorted or filtered: the table's rows, in its order, row by row.
        let shown = order?.rows
        searchTask = Task { [weak self] in
            do {
                var found: Int?
                // Forward: after the selection to the end, then the top to it. Backward: before it to the top,
                // then the bottom to it.
                let ranges = backward ? [0..<start, start..<max(start, end)] : [start..<Int.max, 0..<start]
                for (pass, range) in ranges.enumerated() where found == nil && !range.isEmpty {
                    let progress: @Sendable (Double) -> Void = { [weak self] progress in
                        Task { @MainActor in
                            guard let self, !Task.isCancelled, self.searchTask?.isCancelled == false else { return }
                            let done = pass == 0 ? progress : 1
                            self.message = "searching for “\(text)”… \(Int(done * 100))%"
                        }
                    }
                    found =
                        backward
                        ? try await Self.lastRow(of: query, in: range, source: source, order: shown, progress: progress)
                        : try await Self.firstRow(
                            of: query, in: range, source: source, order: shown, progress: progress)
                }
                guard let self, !Task.isCancelled else { return }
                guard let found else {
                    self.message = "“\(text)” not found"
                    return
                }
                await self.show(found, query: query)
            } catch is CancellationError {
            } catch {
                self?.message = "search stopped: \(error)"
            }
        }
    }

    /// `n` and `N`: the last search again, after or before the selection.
    func searchAgain(backward: Bool) {
        guard lastSearch != nil else {
            message = "nothing searched yet: / finds text, then n and N find it again"
            return
        }
        search("", backward: backward)
    }

    /// The last row in `range` that matches, read 2,000 rows at a time from the end of the range backwards.
    nonisolated static func lastRow(
        of query: SearchQuery, in range: Range<Int>, source: Source, order: [Int32]? = nil,
        progress: @escaping @Sendable (Double) -> Void
    ) async throws -> Int? {
        var end = order.map { min(range.upperBound, $0.count) } ?? range.upperBound
        while end > range.lowerBound {
            try Task.checkCancellation()
            let start = max(range.lowerBound, end - 2_000)
            var rows: [[String]] = []
            if let order {
                for row in start..<end {
                    let at = Int(order[row])
                    rows.append(try await source.rows(in: at..<(at + 1)).first ?? [])
                }
            } else {
                rows = try await source.rows(in: start..<end)
            }
            if let hit = rows.lastIndex(where: { $0.contains { query.match(in: $0) != nil } }) { return start + hit }
            progress(Double(range.upperBound - start) / Double(max(range.count, 1)))
            end = start
        }
        return nil
    }

    /// The first row in `range` that matches: by bytes when the source can and the query is text, else row by
    /// row, 2,000 at a time.
    nonisolated static func firstRow(
        of query: SearchQuery, in range: Range<Int>, source: Source, order: [Int32]? = nil,
        progress: @escaping @Sendable (Double) -> Void
    ) async throws -> Int? {
        if let order {
            let end = min(range.upperBound, order.count)
            for row in range.lowerBound..<max(range.lowerBound, end) {
                if row % 1_000 == 0 {
                    try Task.checkCancellation()
                    progress(Double(row - range.lowerBound) / Double(max(end - range.lowerBound, 1)))
                }
                let at = Int(order[row])
                let values = try await source.rows(in: at..<(at + 1)).first ?? []
                if values.contains(where: { query.match(in: $0) != nil }) { return row }
            }
            return nil
        }
        if query.pattern == nil, let searchable = source as? any TextSearchable {
            return try await searchable.firstRow(
                containing: query.text, ignoringCase: query.ignoringCase, in: range, progress: progress)
        }
        var row = range.lowerBound
        while row < range.upperBound {
            try Task.checkCancellation()
            let rows = try await source.rows(in: row..<min(row + 2_000, range.upperBound))
            if let hit = rows.firstIndex(where: { $0.contains { query.match(in: $0) != nil } }) { return row + hit }
            guard !rows.isEmpty else { return nil }
            row += rows.count
            progress(range.upperBound == .max ? 0 : Double(row - range.lowerBound) / Double(range.count))
        }
        return nil
    }

    /// Selects the match's row (once the count reaches it), brings its column into view and highlights it.
    func show(_ row: Int, query: SearchQuery) async {
        if order == nil, row >= store.count { try? await store.refreshCount() }
        guard row < rowCount else {
            message = "found “\(query.text)” at row \((row + 1).formatted()), past the rows indexed so far"
            return
        }
        let source = sourceRow(row)
        let values = (try? await store.source.rows(in: source..<(source + 1)))?.first ?? []
        let column = values.firstIndex { query.match(in: $0) != nil } ?? layout.cursor
        layout.moveCursor(to: column)
        table.reloadData()
        list.select(IndexPath(row: row, section: 0), position: .middle)
        highlight = SearchMatch(row: row, column: column, query: query)
        message = "found “\(query.text)” at row \((row + 1).formatted()), column \(columns[column])"
    }

    /// The match, drawn over its cell in the list when its row and column are on screen.
    func renderHighlight(into buffer: inout ScreenBuffer) {
        guard let highlight, let values = store.row(at: sourceRow(highlight.row)), highlight.column < values.count,
            let cell = layout.header().first(where: { $0.column == highlight.column })
        else { return }
        let screenRow = listRows.lowerBound + highlight.row - Int(table.contentOffset.y.rounded(.down))
        guard listRows.contains(screenRow) else { return }
        let shown = TextWidth.truncate(values[highlight.column], toWidth: cell.width)
            .replacingOccurrences(of: "\n", with: "⏎")
        guard let range = highlight.query.match(in: shown), !range.isEmpty else { return }
        let padding = layout.kinds[highlight.column].isNumeric ? cell.width - TextWidth.of(shown) : 0
        let x = 1 + cell.start + padding + TextWidth.of(shown[..<range.lowerBound])
        let text = String(shown[range])
        buffer.put(
            text, row: screenRow, column: x, width: TextWidth.of(text),
            style: CellStyle(foreground: .indexed(16), background: .indexed(220), bold: true))
    }
}
