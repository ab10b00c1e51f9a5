import Foundation
import ReuseData
import ReuseKit
import ReuseSQLite

extension BrowseApp {
    /// s: sorts by the cursor's column, ascending; again, descending; a third time, back to the file's order. A
    /// SQLite table without a filter is sorted by the database, a page at a time (``sortInDatabase(_:by:)``);
    /// anything else in the background, reading every row for its keys.
    func cycleSort() {
        let column = layout.cursor
        let database = store.source as? SQLiteSource
        let current: (column: Int, descending: Bool)? =
            database?.order.flatMap { order in
                columns.firstIndex(of: order.column).map { ($0, order.descending) }
            } ?? (sortUnderWay ? pendingSort : order?.sort)
        let next: (column: Int, descending: Bool)?
        switch current {
        case (column, false)?: next = (column, true)
        case (column, true)?: next = nil
        default: next = (column, false)
        }
        if let database, order?.filter == nil, case .table = database.selection, database.order != nil || next != nil,
            sortInDatabase(database, by: next)
        {
            return
        }
        rebuildOrder(sort: next, filter: order?.filter)
    }

    /// Shows the SQLite table in the order of a column (nil: its key's), paged by keyset on the column and the
    /// key: no row is read ahead, whatever the table's size. Returns false when the table cannot be sorted so
    /// (it has no key), and the sort is left to ``rebuildOrder(sort:filter:)``.
    func sortInDatabase(_ database: SQLiteSource, by sort: (column: Int, descending: Bool)?) -> Bool {
        let sorted: SQLiteSource
        do {
            sorted =
                try sort.map { try database.sorted(byColumn: $0.column, descending: $0.descending) }
                ?? SQLiteSource(path: database.path, selection: database.selection)
        } catch {
            return false
        }
        guard let source = sorted as? Source else { return false }
        let description = sort.map { "sorted by \(columns[$0.column]) \($0.descending ? "↓" : "↑") in the database" }
        // Not the order task: replacing the source cancels that one.
        databaseSortTask?.cancel()
        databaseSortTask = Task { [weak self] in
            guard let self else { return }
            await self.replace(source: source, columns: self.columns, status: self.status)
            if sort != nil { self.selectFirstRow() }
            self.message = description ?? "the table's order, every row"
        }
        return true
    }

    /// T: a SQLite file's tables and views, the one shown marked; nothing else has tables.
    func openTables() {
        guard let database = store.source as? SQLiteSource else {
            message = "only a SQLite file has tables: T lists them there"
            return
        }
        do {
            let entries = try SQLiteSource.tablesAndViews(in: database.path)
            var view = TablePicker(entries: entries, current: database.tableName)
            view.height = listRows.count + 1
            picker = view
        } catch {
            message = "\(error)"
        }
    }

    /// Shows another table or view of the SQLite file, from its first row, in its key's order.
    func show(table name: String) {
        guard let database = store.source as? SQLiteSource else { return }
        guard name != database.tableName else { return }
        let opened: SQLiteSource
        do {
            opened = try SQLiteSource(path: database.path, selection: .table(name, key: nil))
        } catch {
            message = "\(error)"
            return
        }
        guard let source = opened as? Source else { return }
        orderTask?.cancel()
        databaseSortTask?.cancel()
        title = URL(fileURLWithPath: database.path).lastPathComponent + " · " + name
        databaseSortTask = Task { [weak self] in
            guard let self else { return }
            await self.replace(source: source, columns: opened.columns, status: self.status)
            self.selectFirstRow()
            self.message = "\(name): \(opened.columns.count) columns"
        }
    }

    /// &: keeps the rows whose cursor column matches `text` (as `/` matches: smart case, patterns); nothing
    /// typed shows every row again.
    func filter(_ text: String) {
        guard !text.isEmpty else {
            rebuildOrder(sort: order?.sort, filter: nil)
            return
        }
        do {
            rebuildOrder(sort: order?.sort, filter: (layout.cursor, try SearchQuery(text)))
        } catch {
            message = "\(error)"
        }
    }

    /// Reads every row in the background (5,000 at a time, the table usable meanwhile, Esc cancels) for the
    /// sort's keys and the filter's matches, then shows the new order, keeping the selected row selected when it
    /// is still shown.
    func rebuildOrder(sort: (column: Int, descending: Bool)?, filter: (column: Int, query: SearchQuery)?) {
        orderTask?.cancel()
        // A second `s` while this one works goes on from this sort, not from the order on screen.
        pendingSort = sort
        sortUnderWay = true
        guard sort != nil || filter != nil else {
            sortUnderWay = false
            show(order: nil)
            message = "the file's order, every row"
            return
        }
        let source = store.source
        let kind = sort.map { layout.kinds[$0.column] } ?? .text
        let names = columns
        let description = [
            sort.map { "sorted by \(names[$0.column]) \($0.descending ? "↓" : "↑")" },
            filter.map { "filter \(names[$0.column]) ~ \($0.query.text)" },
        ].compactMap { $0 }.joined(separator: " · ")
        let total = store.count
        message = "\(description)…"
        // A file read for one column skips the other fields: several times faster than whole rows.
        let oneColumn = sort.map { sort in filter.map { $0.column == sort.column } ?? true } ?? true
        let text = oneColumn ? source as? TextFileSource : nil
        let column = sort?.column ?? filter?.column ?? 0
        let numeric = sort != nil && kind.isNumeric
        let batch = text == nil ? 5_000 : 50_000
        // The reading, the keys and the sort run off the main actor: frames go on meanwhile.
        let work = Task.detached(priority: .userInitiated) {
            [weak self] () async throws -> (rows: [Int32], read: Int) in
            var keys = RowOrder.Keys(numeric: numeric)
            var kept: [Int32] = []
            var row = 0
            while true {
                try Task.checkCancellation()
                let read: Int
                if let text {
                    let values = try await text.values(ofColumn: column, in: row..<(row + batch))
                    for (offset, value) in values.enumerated() {
                        if sort != nil { keys.append(value, kind: kind) }
                        if let filter, let value, filter.query.match(in: value) != nil {
                            kept.append(Int32(row + offset))
                        }
                    }
                    read = values.count
                } else {
                    let rows = try await source.rows(in: row..<(row + batch))
                    for (offset, values) in rows.enumerated() {
                        if let sort { keys.append(sort.column < values.count ? values[sort.column] : nil, kind: kind) }
                        if let filter, filter.column < values.count,
                            filter.query.match(in: values[filter.column]) != nil
                        {
                            kept.append(Int32(row + offset))
                        }
                    }
                    read = rows.count
                }
                row += read
                guard read == batch else { break }
                let done = total > 0 ? " \(min(100, row * 100 / total))%" : " \(row.formatted()) rows"
                await MainActor.run { self?.message = "\(description)…\(done) · Esc cancels" }
            }
            try Task.checkCancellation()
            let rows = sort.map { keys.sorted(among: filter == nil ? nil : kept, descending: $0.descending) } ?? kept
            return (rows, row)
        }
        orderTask = Task { [weak self] in
            let result: (rows: [Int32], read: Int)
            do {
                result = try await withTaskCancellationHandler {
                    try await work.value
                } onCancel: {
                    work.cancel()
                }
            } catch {
                if !(error is CancellationError) {
                    self?.message = "\(description) stopped: \(error)"
                    self?.sortUnderWay = false
                }
                return
            }
            guard let self, !Task.isCancelled else { return }
            self.sortUnderWay = false
            self.show(order: RowOrder(rows: result.rows, description: description, sort: sort, filter: filter))
            self.message = "\(description) · \(result.rows.count.formatted()) of \(result.read.formatted()) rows"
        }
    }

    /// Shows `new` (nil: the file's order), keeping the selected source row selected when it is still shown.
    func show(order new: RowOrder?) {
        let selected = list.selected.map { sourceRow($0.row) }
        order = new
        highlight = nil
        table.reloadData()
        guard rowCount > 0 else { return }
        if new?.sort != nil {
            // A sort shows its first rows, as a spreadsheet's does.
            selectFirstRow()
            return
        }
        let displayed = selected.flatMap { source in
            new.map { $0.rows.firstIndex(of: Int32(source)) } ?? source
        }
        list.select(IndexPath(row: min(displayed ?? 0, rowCount - 1), section: 0), position: .middle)
    }
}
