import Foundation
import GRDB
import ReuseData

/// A SQLite table, or a query, as a `RowSource`: each row is its columns as text.
///
/// A table pages by key (keyset paging): a page is `SELECT … WHERE key >= ? ORDER BY key LIMIT ?`, which
/// costs the same at row 10 and at row 10,000,000, where `LIMIT ? OFFSET ?` has to step over every row before
/// the page. The keys that start every 64th row are found as pages are asked for, by a scan of the key index
/// alone, and kept (one key per 64 rows). The key is the table's `rowid` (its INTEGER PRIMARY KEY, if it has
/// one); for a `WITHOUT ROWID` table, its primary key, compared as a row value when it has several columns; or
/// a column the caller names, which must be unique and never null. A view and a query page with
/// `LIMIT`/`OFFSET`, in the order SQLite gives.
///
/// A table can also be read in the order of one of its columns (``sorted(byColumn:descending:)``): it then pages
/// by keyset on the column and the key together (`ORDER BY column, key`), NULLs first as SQLite orders them
/// (last when descending), so that a sorted table of any size costs a page at a time, and an index on the column
/// lets SQLite walk it instead of sorting.
public actor SQLiteSource: RowSource {
    public typealias Row = [String]

    /// What the rows come from.
    public enum Selection: Sendable, Equatable {
        case table(String, key: String?)
        case query(String)
    }

    /// A table's rows in the order of one of its columns.
    public struct Order: Sendable, Equatable {
        public var column: String
        public var descending: Bool

        public init(column: String, descending: Bool = false) {
            self.column = column
            self.descending = descending
        }
    }

    /// A problem with the database or the selection, with the fix.
    public struct SourceError: Error, Equatable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public nonisolated let path: String
    public nonisolated let selection: Selection
    /// The column names, in order.
    public nonisolated let columns: [String]
    /// The table or view shown; nil for a query.
    public nonisolated var tableName: String? {
        if case .table(let name, _) = selection { return name }
        return nil
    }
    /// The column order the rows come in, when not the key's.
    public nonisolated let order: Order?
    static let stride = 64

    private let database: DatabaseQueue
    /// The key's columns, ready for SQL (quoted; `rowid` bare), or nil to page by offset.
    private let key: [String]?
    private let from: String
    /// The select list: each column as itself, except that a BLOB comes back as its size (`length()`, which reads
    /// the record's header, not the value) and a TEXT over ``textLimit`` bytes as its first ``textLimit``: a page
    /// of rows of 50 MB values costs kilobytes. `*` for a query whose columns share a name (they cannot be named
    /// one by one).
    private let projection: String
    /// The longest text a row holds, in bytes; longer ones end with `…`.
    public static let textLimit = 65_536
    /// The key of row `k × stride`, as far as they are known: `key.count` values each, one after another.
    private var checkpoints: [DatabaseValue] = []
    private var checkpointCount: Int { key.map { checkpoints.count / $0.count } ?? 0 }
    private var rowCount: Int?

    /// Opens the database at `path` read-only and checks the table or query (and the column of `order`, which
    /// needs a table with a key).
    public init(path: String, selection: Selection, order: Order? = nil) throws {
        do {
            try FileOpenError.check(path)
        } catch {
            throw SourceError(
                message: error.problem == .missing
                    ? "\(path): no such database file. Check the path." : error.description)
        }
        var configuration = Configuration()
        configuration.readonly = true
        // A writer holding the lock for a moment: SQLite waits (retrying with its own backoff) up to a second
        // before a read fails with SQLITE_BUSY; ``retrying(_:)`` then tries again a few times.
        configuration.busyMode = .timeout(1)
        let database: DatabaseQueue
        do {
            database = try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw SourceError(message: "\(path): cannot open as a SQLite database (\(error)).")
        }
        self.path = path
        self.selection = selection
        self.database = database
        var key: [String]?
        switch selection {
        case .table(let table, let keyName):
            let tables = try database.read { db in
                try GRDB.Row.fetchAll(db, sql: "SELECT name, type FROM sqlite_master WHERE type IN ('table', 'view')")
                    .map { (name: $0[0] as String, type: $0[1] as String) }
            }
            guard let kind = tables.first(where: { $0.name == table })?.type else {
                let known = tables.isEmpty ? "none" : tables.map(\.name).sorted().joined(separator: ", ")
                throw SourceError(message: "\(path): no table named '\(table)'. Its tables: \(known).")
            }
            let quoted = Self.quote(table)
            let names = try database.read { db in
                try GRDB.Row.fetchCursor(db, sql: "SELECT * FROM \(quoted) LIMIT 0").columnNames
            }
            columns = names
            from = quoted
            if let keyName {
                guard names.contains(keyName) else {
                    throw SourceError(
                        message: "\(path): table '\(table)' has no column '\(keyName)' to page by. Its columns: "
                            + names.joined(separator: ", ") + ".")
                }
                key = [Self.quote(keyName)]
            } else if kind == "view" {
                key = nil
            } else {
                key = try database.read { db in try Self.defaultKey(of: table, columns: names, db) }
            }
        case .query(let sql):
            from = "(\(sql))"
            key = nil
            do {
                columns = try database.read { db in
                    try GRDB.Row.fetchCursor(db, sql: "SELECT * FROM (\(sql)) LIMIT 0").columnNames
                }
            } catch {
                throw SourceError(message: "\(path): the query does not run: \(error)")
            }
        }
        projection = Self.projection(of: columns)
        self.order = order
        if let order {
            guard columns.contains(order.column) else {
                throw SourceError(
                    message: "\(path): no column '\(order.column)' to sort by. Its columns: "
                        + columns.joined(separator: ", ") + ".")
            }
            guard let rowKey = key else {
                throw SourceError(
                    message: "\(path): a view or a query is sorted by its own ORDER BY; only a table is sorted by "
                        + "a column here.")
            }
            key = [Self.quote(order.column)] + rowKey
        }
        self.key = key
    }

    /// The same table in the order of `column` (ascending, or descending): a new source paging by keyset on the
    /// column and the key.
    public nonisolated func sorted(byColumn column: Int, descending: Bool) throws -> SQLiteSource {
        guard columns.indices.contains(column) else {
            throw SourceError(message: "\(path): there is no column \(column + 1); the rows have \(columns.count).")
        }
        return try SQLiteSource(
            path: path, selection: selection, order: Order(column: columns[column], descending: descending))
    }

    /// `ORDER BY`'s list: the key's columns, descending for a descending order.
    private var orderList: String {
        (key ?? []).map { order?.descending == true ? $0 + " DESC" : $0 }.joined(separator: ", ")
    }

    /// The rows from `start` on (`inclusive`) or after it, in paging order, as a `WHERE` condition and its
    /// arguments. A sort column can be NULL, which compares as nothing in a row value: NULL rows (first, or last
    /// when descending) are asked for apart.
    private func condition(from start: [DatabaseValue], inclusive: Bool) -> (sql: String, arguments: [DatabaseValue]) {
        let key = self.key ?? []
        let descending = order?.descending == true
        let relation = descending ? (inclusive ? "<=" : "<") : (inclusive ? ">=" : ">")
        let whole = "\(Self.tuple(key)) \(relation) \(Self.placeholders(key.count))"
        guard order != nil, key.count > 1, let first = start.first else { return (whole, start) }
        let column = key[0]
        let rest = Array(key.dropFirst())
        let restCondition = "\(Self.tuple(rest)) \(relation) \(Self.placeholders(rest.count))"
        if first.isNull {
            let nulls = "(\(column) IS NULL AND \(restCondition))"
            return (descending ? nulls : "\(nulls) OR \(column) IS NOT NULL", Array(start.dropFirst()))
        }
        return (descending ? "(\(whole)) OR \(column) IS NULL" : whole, start)
    }

    /// The select list for `columns` (see ``projection``). Not aliased: a name would shadow the table's column in
    /// `ORDER BY` and keep SQLite from paging along the key's index.
    static func projection(of columns: [String]) -> String {
        guard Set(columns).count == columns.count, !columns.isEmpty else { return "*" }
        return columns.map { column in
            let name = quote(column)
            return "CASE typeof(\(name)) WHEN 'blob' THEN printf('‹%d bytes›', length(\(name)))"
                + " WHEN 'text' THEN CASE WHEN length(CAST(\(name) AS BLOB)) > \(textLimit)"
                + " THEN substr(\(name), 1, \(textLimit)) || '…' ELSE \(name) END"
                + " ELSE \(name) END"
        }.joined(separator: ", ")
    }

    /// The tables and views of the database at `path`, in the order they were made (SQLite's own tables left
    /// out): what a reader can switch between.
    public static func tablesAndViews(in path: String) throws -> [(name: String, isView: Bool)] {
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let database = try DatabaseQueue(path: path, configuration: configuration)
            return try database.read { db in
                try GRDB.Row.fetchAll(
                    db,
                    sql: "SELECT name, type FROM sqlite_master WHERE type IN ('table', 'view') "
                        + "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid"
                ).map { (name: $0[0] as String, isView: ($0[1] as String) == "view") }
            }
        } catch {
            throw SourceError(message: "\(path): cannot list its tables (\(error)).")
        }
    }

    static func quote(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A table's key: its rowid under the first of SQLite's three names for it that no column shadows, or, in a
    /// `WITHOUT ROWID` table (or one whose columns take all three names), its primary key's columns in order;
    /// nil when it has neither.
    private static func defaultKey(of table: String, columns: [String], _ db: Database) throws -> [String]? {
        let taken = Set(columns.map { $0.lowercased() })
        if let name = ["rowid", "_rowid_", "oid"].first(where: { !taken.contains($0) }),
            (try? db.makeStatement(sql: "SELECT \(name) FROM \(quote(table)) LIMIT 0")) != nil
        {
            return [name]
        }
        let primaryKey = try String.fetchAll(
            db, sql: "SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk", arguments: [table])
        return primaryKey.isEmpty ? nil : primaryKey.map(quote)
    }

    /// The attempts ``retrying(_:)`` makes, and the first pause between them (doubling each time).
    static let attempts = 5
    static let firstPause: Duration = .milliseconds(50)

    /// Runs `read`, again after a pause (50 ms, doubling) when it fails because the database is busy or locked
    /// (a writer's transaction), up to ``attempts`` times; any other error at once.
    func retrying<T: Sendable>(_ read: @Sendable () async throws -> T) async throws -> T {
        var pause = Self.firstPause
        var attempt = 1
        while true {
            do {
                return try await read()
            } catch let error as DatabaseError
                where (error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED)
                && attempt < Self.attempts
            {
                try await Task.sleep(for: pause)
                pause *= 2
                attempt += 1
            }
        }
    }

    public func count() async throws -> Int? {
        if let rowCount { return rowCount }
        let count = try await retrying { [database, from] in
            try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(from)") }
        }
        rowCount = count ?? 0
        return rowCount
    }

    public func rows(in range: Range<Int>) async throws -> [[String]] {
        // Rows before 0 do not exist; clamping first keeps every count below from overflowing.
        let range = range.clamped(to: 0..<Int.max)
        guard !range.isEmpty else { return [] }
        guard key != nil else { return try await offsetRows(range) }
        let checkpoint = range.lowerBound / Self.stride
        guard let startKey = try await checkpointKey(checkpoint) else { return [] }
        let skip = range.lowerBound - checkpoint * Self.stride
        let start = condition(from: startKey, inclusive: true)
        let sql = "SELECT \(projection) FROM \(from) WHERE (\(start.sql)) ORDER BY \(orderList) LIMIT ?"
        var arguments = StatementArguments(start.arguments)
        arguments += [skip + min(range.count, Int.max - skip)]
        return try await retrying { [database, arguments] in
            try await database.read { db in
                try GRDB.Row.fetchAll(db, sql: sql, arguments: arguments).dropFirst(skip).map(Self.text)
            }
        }
    }

    /// `(a, b)` for SQL, or `a` alone.
    private static func tuple(_ columns: [String]) -> String {
        columns.count == 1 ? columns[0] : "(" + columns.joined(separator: ", ") + ")"
    }

    /// `(?, ?)` for SQL, or `?` alone.
    private static func placeholders(_ count: Int) -> String {
        tuple(Array(repeating: "?", count: count))
    }

    /// The same rows with `LIMIT`/`OFFSET`, for views and queries, and for the benchmark that compares the two.
    public func offsetRows(_ range: Range<Int>) async throws -> [[String]] {
        let range = range.clamped(to: 0..<Int.max)
        let order = key == nil ? "" : " ORDER BY \(orderList)"
        let sql = "SELECT \(projection) FROM \(from)\(order) LIMIT ? OFFSET ?"
        return try await retrying { [database] in
            try await database.read { db in
                try GRDB.Row.fetchAll(db, sql: sql, arguments: [range.count, range.lowerBound]).map(Self.text)
            }
        }
    }

    /// The key of row `index × stride`, scanning the key index from the last known checkpoint. Calls overlap
    /// (the actor lets another in while one waits for the database), so each scan adds its keys only if no
    /// other scan added any meanwhile, and looks again otherwise.
    private func checkpointKey(_ index: Int) async throws -> [DatabaseValue]? {
        guard let key else { return nil }
        let width = key.count
        let columns = key.joined(separator: ", ")
        while index >= checkpointCount {
            try Task.checkCancellation()
            let base = checkpointCount
            let known = base == 0 ? nil : Array(checkpoints[((base - 1) * width)...])
            let needed = index - base + 1
            let after = known.map { condition(from: $0, inclusive: false) }
            let sql =
                "SELECT \(columns) FROM \(from)" + (after.map { " WHERE (\($0.sql))" } ?? "")
                + " ORDER BY \(orderList) LIMIT ?"
            let limit = known == nil ? (needed - 1) * Self.stride + 1 : needed * Self.stride
            var arguments = StatementArguments(after?.arguments ?? [])
            arguments += [limit]
            let found: [DatabaseValue] = try await retrying { [database, arguments] in
                try await database.read { db in
                    var result: [DatabaseValue] = []
                    let cursor = try GRDB.Row.fetchCursor(db, sql: sql, arguments: arguments)
                    var position = known == nil ? 0 : 1
                    while let row = try cursor.next() {
                        if position % Self.stride == 0 { result.append(contentsOf: row.databaseValues) }
                        position += 1
                    }
                    return result
                }
            }
            guard checkpointCount == base else { continue }
            checkpoints.append(contentsOf: found)
            if found.count < needed * width { break }  // the table ends before that row
        }
        guard index < checkpointCount else { return nil }
        return Array(checkpoints[(index * width)..<((index + 1) * width)])
    }

    /// A REAL as SQLite prints it (`%!.15g`: 15 significant digits, and a decimal point always): 10.35702, not
    /// Swift's round-trip 10.357019999999999; 1.0, not 1.
    nonisolated static func real(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "" : (value > 0 ? "Inf" : "-Inf") }
        var text = String(format: "%.15g", value)
        if !text.contains(".") && !text.contains("e") { text += ".0" }
        return text
    }

    nonisolated static func text(_ row: GRDB.Row) -> [String] {
        row.databaseValues.map { value in
            switch value.storage {
            case .null: ""
            case .int64(let int): String(int)
            case .double(let double): Self.real(double)
            case .string(let string): string
            case .blob(let data): "‹\(data.count) bytes›"
            }
        }
    }
}
