import Foundation
import ReuseData
import ReuseKit
import ReuseSQLite
import ReuseTerminal

/// What `browse` shows about a source while it works: how far its index got, and what went wrong.
struct SourceStatus: Sendable {
    var progress: Double = 1
    var complete = true
    /// Whether the input is still arriving (a pipe being read into its spool): the rows grow as it comes.
    var reading = false
    var problem: String?
    /// The columns the source knows now, when they can grow (JSON Lines keys found further in the file).
    var columns: [String]?
}

/// `reusekit browse`: a file or a SQLite table in a terminal table, through ReuseData. The rows load in pages
/// as the table prefetches them; a file's index builds in the background with its progress in the status line.
/// A `TableHost` with a column header, a record view and a status line of its own.
@MainActor
final class BrowseApp<Source: RowSource>: TableHost, TableViewDataSource, TableViewDelegate, Settling
where Source.Row == [String] {
    private(set) var columns: [String]
    private(set) var store: RowStore<Source>
    private(set) var prefetching: TablePrefetching<Source>
    private(set) var status: @Sendable () async -> SourceStatus
    var sourceStatus = SourceStatus(progress: 0, complete: false)
    var layout: ColumnLayout
    var measured = false
    var record: RecordView?
    /// The help (`?`, F1), over the table or the record.
    var help: HelpView?
    /// A SQLite file's tables and views (`T`), to switch to another.
    var picker: TablePicker?
    /// What `/` and `&` were asked, oldest first: ↑ and ↓ in their prompts bring them back.
    var searchHistory: [String] = []
    var filterHistory: [String] = []
    /// The last search (`/`), which `n`, `N` and an empty `/` look for again.
    var lastSearch: String?
    /// The last search's match: drawn highlighted while its row is on screen, until Esc or the next search.
    var highlight: SearchMatch?
    var frames = 0
    /// Seconds of ticks so far, and when the file was last checked (once a second).
    var clock = 0.0
    var lastFileCheck = 0.0
    var searchTask: Task<Void, Never>?
    var statusTask: Task<Void, Never>?
    /// How the file behind the rows changed, from ``FileWatch``; nil for a source that is not a file.
    var watch: FileWatch<Source>?
    /// The rows in a sort's order or a filter's subset; nil for the file's own.
    var order: RowOrder?
    var orderTask: Task<Void, Never>?
    /// The sort being computed, while ``sortUnderWay``.
    var pendingSort: (column: Int, descending: Bool)?
    var sortUnderWay = false
    /// A SQLite table's switch to another column's order (a new source).
    var databaseSortTask: Task<Void, Never>?

    /// The source row shown at table row `displayed`.
    func sourceRow(_ displayed: Int) -> Int { order?.sourceRow(displayed) ?? displayed }

    /// The rows the table shows.
    var rowCount: Int { order?.count ?? store.count }

    init(
        title: String, columns: [String], source: Source, frozenColumns: Int = 1,
        status: @escaping @Sendable () async -> SourceStatus
    ) {
        self.columns = columns
        self.status = status
        layout = ColumnLayout(names: columns, frozen: frozenColumns)
        store = RowStore(source: source, pageSize: 200, maximumPages: 50)
        let table = TableView(frame: .zero, style: .plain)
        prefetching = TablePrefetching(store: store, tableView: table)
        super.init(table: table, title: title)
        // Shortened to the width from the middle: the first and the last (the help) always show.
        hints = " ↑↓←→ · / find · n N next · : row · s sort · & filter · Enter record · ? help, q quit"
        prefetching.storeRow = { [weak self] in self?.sourceRow($0) ?? $0 }
        table.register(RowCell.self, forCellReuseIdentifier: "Row")
        table.prefetchPolicy = .adaptive
        // The status line says where the selection is ("row 40 of 1,000,000"), to the row: a scroll indicator
        // would say it again, and cost a redraw at every scroll.
        table.showsVerticalScrollIndicator = false
        // The cell cursor in reverse video, as a terminal's own cursor shows: it suits any colour scheme, and
        // costs one attribute to set and to clear.
        painter.selectionStyle = CellStyle(inverse: true)
        store.onChange = { [weak self] change in self?.apply(change) }
        table.dataSource = self
        table.delegate = self
        table.prefetchDataSource = prefetching
    }

    /// Shows `source` instead (R, after the file changed): a new store and prefetching, the columns measured
    /// again, the selection kept where it was if that row is still there.
    func replace(source: Source, columns: [String], status: @escaping @Sendable () async -> SourceStatus) async {
        searchTask?.cancel()
        highlight = nil
        store = RowStore(source: source, pageSize: 200, maximumPages: 50)
        store.onChange = { [weak self] change in self?.apply(change) }
        prefetching = TablePrefetching(store: store, tableView: table)
        prefetching.storeRow = { [weak self] in self?.sourceRow($0) ?? $0 }
        table.prefetchDataSource = prefetching
        orderTask?.cancel()
        order = nil
        if columns != self.columns {
            self.columns = columns
            layout = ColumnLayout(names: columns, frozen: layout.frozen)
            layout.width = max(screenColumns - 3, 1)
        }
        measured = false
        self.status = status
        sourceStatus = SourceStatus(progress: 0, complete: false)
        let selected = list.selected
        table.reloadData()
        await start()
        table.reloadData()
        if let selected, selected.row < rowCount { list.select(selected, position: .middle) }
    }

    /// Starts loading: the count or the first page.
    func start() async {
        // --follow: the source leaves out an unfinished last line from its first count on.
        if let task = watch?.starting {
            await task.value
            watch?.starting = nil
        }
        do {
            try await store.start()
            await store.waitUntilIdle()
        } catch {
            message = "\(error)"
        }
        took(await status())
        // The index may have finished between the store's first count and this status: the count is final now.
        if sourceStatus.complete { try? await store.refreshCount() }
        // --follow starts at the end, as less +F does, and stays there as rows come.
        if watch?.following == true { selectLastRow() }
    }

    /// Selects the first row, at the top of the screen (after a sort, a new table); nothing when there are no rows.
    func selectFirstRow() {
        if rowCount > 0 { list.select(IndexPath(row: 0, section: 0), position: .top) }
    }

    /// Selects the last row, at the bottom of the screen (following); nothing when there are no rows.
    func selectLastRow() {
        if rowCount > 0 { list.select(IndexPath(row: rowCount - 1, section: 0), position: .bottom) }
    }

    private func apply(_ change: RowStore<Source>.Change) {
        defer { setNeedsFrame() }
        switch change {
        case .countChanged:
            table.reloadData()
        case .loaded(let range):
            if !measured { measureColumns() }
            let visible = (table.indexPathsForVisibleRows ?? []).filter { range.contains(sourceRow($0.row)) }
            guard !visible.isEmpty else { return }
            // A column grows (up to its cap) when a row on screen needs more than the sample did.
            let before = layout.visible().map(\.width)
            layout.widen(toFit: visible.map { sourceRow($0.row) }.compactMap(store.row(at:)))
            if layout.visible().map(\.width) != before {
                table.reloadData()
            } else {
                table.reconfigureRows(at: visible)
            }
        case .failed(let error):
            message =
                "⚠ rows \((error.rows.lowerBound + 1).formatted())-\(min(error.rows.upperBound, store.count).formatted())"
                + " did not load: "
                + "\(error.message) · r retries"
            table.reloadData()
        }
    }

    /// Takes a status: its columns too, when the source found more.
    func took(_ status: SourceStatus) {
        sourceStatus = status
        setNeedsFrame()
        guard let known = status.columns, known.count > columns.count, known.starts(with: columns) else { return }
        let added = Array(known[columns.count...])
        columns = known
        let sample = (table.indexPathsForVisibleRows ?? []).compactMap { store.row(at: sourceRow($0.row)) }
        layout.append(names: added, sample: sample)
        table.reloadData()
    }

    /// Column widths and kinds from the rows loaded so far (the first page).
    private func measureColumns() {
        let sample = (0..<min(store.count, 200)).compactMap(store.row(at:))
        guard !sample.isEmpty else { return }
        measured = true
        layout.widen(toFit: sample)
        layout.inferKinds(from: sample)
        table.reloadData()
    }

    // MARK: TableHost

    /// Under the title and the column header.
    override var tableRows: Range<Int> { 2..<max(2, screenRows - 1) }

    override func resize(columns: Int, rows: Int) {
        // The lines start after one space and end one before the scroll indicator in the last column, as
        // TablePainter draws a cell's text.
        layout.width = max(columns - 3, 1)
        layout.scrollCursorIntoView()
        table.reloadData()
        super.resize(columns: columns, rows: rows)
        // The record wraps again to the new width, kept at the same field.
        if let old = record {
            var view = RecordView(row: old.row, names: old.names, values: old.values, width: layout.width)
            view.height = listRows.count + 1
            view.scroll(toField: old.topField)
            record = view
        }
        help?.height = listRows.count + 1
        picker?.height = listRows.count + 1
    }

    /// Once a second while nothing moves and the index is complete: the runner then draws only for input, work
    /// that finished, and this wake (the file check). Indexing, a scroll's motion or a drag keep 60 frames a second.
    override var idleFrameInterval: Double? {
        guard sourceStatus.complete, store.isComplete, !table.isDecelerating, !table.isScrollAnimating,
            !table.isDragging
        else { return nil }
        return 1
    }

    override func tick(_ seconds: Double) {
        frames += 1
        clock += seconds
        super.tick(seconds)
        if let first = table.indexPathsForVisibleRows?.first, let last = table.indexPathsForVisibleRows?.last {
            if order == nil {
                store.setVisible(first.row...last.row)
            } else {
                store.setVisible(nil)
                store.prefetch(rows: (first.row...last.row).map(sourceRow))
            }
        }
        // Poll until the source is complete and the store has its final count, whichever learned it first.
        checkFile()
        if !sourceStatus.complete || !store.isComplete, frames % 15 == 0, statusTask == nil {
            statusTask = Task { [weak self] in
                guard let self else { return }
                let now = await self.status()
                self.took(now)
                if now.complete { try? await self.store.refreshCount() }
                self.statusTask = nil
            }
        }
    }

    override func handle(_ event: InputEvent) -> Bool {
        // A line being typed: the host edits it and hands it over on Enter.
        if prompt != nil { return super.handle(event) }
        return handleKey(event)
    }

    /// The lines between the column header and the status line (none in a terminal of three lines or fewer).
    var listRows: Range<Int> { tableRows }

    override func render(into buffer: inout ScreenBuffer) {
        let width = screenColumns
        if let help {
            renderView(heading: " keys", into: &buffer) { help.render(into: &$0, rows: $1, width: width) }
        } else if let picker {
            renderView(heading: " tables and views", into: &buffer) {
                picker.render(into: &$0, rows: $1, width: width)
            }
        } else if let record {
            renderView(heading: " row \(GroupedNumber.text(record.row + 1)) · \(columns.count) fields", into: &buffer) {
                [layout] in record.render(into: &$0, rows: $1, width: layout.width)
            }
        } else {
            // The selected row shows the cursor column as a cell cursor, not a bar: a step then costs the
            // terminal a few bytes, not two rows.
            painter.cursorColumns = layout.header().first(where: \.isCursor).map { $0.start..<($0.start + $0.width) }
            super.render(into: &buffer)
            renderHeader(into: &buffer)
            renderHighlight(into: &buffer)
        }
    }

    /// A view over the list (the help, the table list, a record): the title, `heading` on the header's line, the
    /// view drawn by `body` into the list's lines, and the status line.
    private func renderView(
        heading: String, into buffer: inout ScreenBuffer, _ body: (inout ScreenBuffer, Range<Int>) -> Void
    ) {
        renderTitle(into: &buffer)
        buffer.clear(rows: 1..<2, columns: 0..<screenColumns)
        buffer.put(heading, row: 1, column: 0, width: screenColumns, style: CellStyle(bold: true, underline: true))
        body(&buffer, 2..<max(2, screenRows - 1))
        renderStatus(into: &buffer)
    }

    /// The column names, the cursor's reversed, with ◀ and ▶ where columns are out of view.
    private func renderHeader(into buffer: inout ScreenBuffer) {
        let style = CellStyle(bold: true, underline: true)
        buffer.clear(rows: 1..<2, columns: 0..<screenColumns)
        let clipped = layout.clipped
        if clipped.left { buffer.put("◀", row: 1, column: 0, width: 1, style: .secondary) }
        var cursorStyle = style
        cursorStyle.foreground = .indexed(15)
        cursorStyle.background = .indexed(24)
        for (i, cell) in layout.header().enumerated() {
            if i > 0 {
                buffer.put(ColumnLayout.separator, row: 1, column: cell.start - 2, width: 3, style: style)
            }
            buffer.put(
                cell.text, row: 1, column: 1 + cell.start, width: cell.width, style: cell.isCursor ? cursorStyle : style
            )
        }
        if clipped.right {
            buffer.put("▶", row: 1, column: screenColumns - 1, width: 1, style: .secondary)
        }
    }

    /// How far the index got, while it works, or that the input is still arriving.
    override var statusPrefix: String {
        if sourceStatus.complete { return "" }
        return sourceStatus.reading ? " reading the input ·" : " indexing \(Int(sourceStatus.progress * 100))% ·"
    }

    /// The record view's keys, else the message, the file's change, the source's problem, the hints.
    override var statusText: String {
        if help != nil { return " ↑↓ jk · PgUp PgDn · q Esc ? close" }
        if picker != nil { return " ↑↓ jk · Enter show it · q Esc close" }
        if record != nil { return " ↑↓ jk · PgUp PgDn · g G · q Esc back · F1 help" }
        if let message { return " " + message }
        if let warning = watch?.warning { return " " + warning }
        if let problem = sourceStatus.problem { return " ⚠ " + problem }
        return hints
    }

    /// The sort and filter, the column cursor, the selected row and the count (`+` while it may grow).
    override var positionText: String {
        let growing = store.isComplete ? "" : "+"
        guard let selected = list.selected else { return " \(columnsText)\(GroupedNumber.text(rowCount))\(growing) " }
        return " \(columnsText)\(Self.rowPosition(selected.row + 1, of: rowCount))\(growing) "
    }

    /// The sort, the filter and the column cursor, each followed by ` · `.
    private var columnsText: String {
        let column = layout.names.count > 1 ? "col \(layout.cursor + 1)/\(layout.names.count) · " : ""
        // A sort in memory, or else the database's (a SQLite table read in a column's order).
        let databaseSort = (store.source as? SQLiteSource)?.order.map { "\($0.column)\($0.descending ? "↓" : "↑") · " }
        let sort = order?.sort.map { "\(columns[$0.column])\($0.descending ? "↓" : "↑") · " } ?? databaseSort ?? ""
        return sort + (order?.filter.map { "~\(columns[$0.column]) · " } ?? "") + column
    }

    func jump(to text: String) {
        guard let row = Self.rowNumber(text), row >= 1 else {
            message = "“\(text)” is not a row number: type a whole number from 1 to \(rowCount.formatted())"
            return
        }
        guard row <= rowCount else {
            message =
                "row \(row.formatted()) is past the last row (\(rowCount.formatted())\(store.isComplete ? "" : " so far"))"
            return
        }
        list.select(IndexPath(row: row - 1, section: 0), position: .middle)
    }

    /// A row number as people type one: digits, optionally grouped by commas, underscores or spaces (`12,345`).
    /// Nil for anything else: `1e3`, `-5`, `3.5`, `12abc`.
    static func rowNumber(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let first = trimmed.first, first.isASCII, first.isNumber else { return nil }
        var digits = ""
        for character in trimmed {
            if character.isASCII && character.isNumber {
                digits.append(character)
            } else if character != "," && character != "_" && character != " " {
                return nil
            }
        }
        return Int(digits)
    }

    /// Waits for the loads under way (for captures and tests).
    func settle() async {
        await searchTask?.value
        await orderTask?.value
        await databaseSortTask?.value
        await watch?.task?.value
        await statusTask?.value
        await store.waitUntilIdle()
    }

    // MARK: Data source

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath) as! RowCell
        let row = sourceRow(indexPath.row)
        switch store.state(at: row) {
        case .loaded(let values):
            cell.show(cells: layout.cells(values))
            cell.textLabel?.textColor = .label
        case .failed:
            cell.show("⚠ did not load · r retries")
            cell.textLabel?.textColor = .systemRed
        case .loading, .placeholder:
            store.prefetch(rows: [row])
            cell.show("…")
            cell.textLabel?.textColor = .secondaryLabel
        }
        return cell
    }

    /// Enter (a tap) opens the row's record view.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let values = store.row(at: sourceRow(indexPath.row)) else {
            message = "row \((indexPath.row + 1).formatted()) is still loading"
            return
        }
        var view = RecordView(row: sourceRow(indexPath.row), names: columns, values: values, width: layout.width)
        view.height = listRows.count + 1
        record = view
    }
}
