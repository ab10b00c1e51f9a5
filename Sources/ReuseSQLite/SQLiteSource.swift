import Foundation
import GRDB
import ReuseData

/// A SQLite table, or a query, as a ``RowSource``: each row is its columns as text.
///
/// A table pages by key (keyset paging): a page is `SELECT … WHERE key >= ? ORDER BY key LIMIT ?`, which
/// costs the same at row 10 and at row 10,000,000, where `LIMIT ? OFFSET ?` has to step over every row before
/// the page. The keys that start every 64th row are found as pages are asked for, by a scan of the key index
/// alone, and kept (8 bytes per 64 rows). The key is `rowid` unless the table has an INTEGER PRIMARY KEY
/// alias or the caller names another unique, non-null column. A query pages with `LIMIT`/`OFFSET`.
public actor SQLiteSource: RowSource {
    public typealias Row = [String]

    /// What the rows come from.
    public enum Selection: Sendable, Equatable {
        case table(String, key: String?)
        case query(String)
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
    static let stride = 64

    private let database: DatabaseQueue
    private let key: String?
    private let from: String
    /// The key of row `k × stride`, as far as they are known.
    private var checkpoints: [Int64] = []
    private var rowCount: Int?

    /// Opens the database at `path` read-only and checks the table or query.
    public init(path: String, selection: Selection) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw SourceError(message: "\(path): no such database file. Check the path.")
        }
        var configuration = Configuration()
        configuration.readonly = true
        let database: DatabaseQueue
        do {
            database = try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw SourceError(message: "\(path): cannot open as a SQLite database (\(error)).")
        }
        self.path = path
        self.selection = selection
        self.database = database
        switch selection {
        case .table(let table, let keyName):
            let tables = try database.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")
            }
            guard tables.contains(table) else {
                let known = tables.isEmpty ? "none" : tables.sorted().joined(separator: ", ")
                throw SourceError(message: "\(path): no table named '\(table)'. Its tables: \(known).")
            }
            let quoted = Self.quote(table)
            let names = try database.read { db in try db.columns(in: table).map(\.name) }
            columns = names
            from = quoted
            key = keyName ?? "rowid"
            if let keyName, !names.contains(keyName) {
                throw SourceError(
                    message: "\(path): table '\(table)' has no column '\(keyName)' to page by. Its columns: "
                        + names.joined(separator: ", ") + ".")
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
    }

    static func quote(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    public func count() async throws -> Int? {
        if let rowCount { return rowCount }
        let count = try await database.read { [from] db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(from)") }
        rowCount = count ?? 0
        return rowCount
    }

    public func rows(in range: Range<Int>) async throws -> [[String]] {
        guard !range.isEmpty else { return [] }
        guard let key else { return try await offsetRows(range) }
        let checkpoint = range.lowerBound / Self.stride
        guard let startKey = try await checkpointKey(checkpoint) else { return [] }
        let skip = range.lowerBound - checkpoint * Self.stride
        let sql = "SELECT * FROM \(from) WHERE \(key) >= ? ORDER BY \(key) LIMIT ?"
        return try await database.read { db in
            try GRDB.Row.fetchAll(db, sql: sql, arguments: [startKey, skip + range.count]).dropFirst(skip).map(
                Self.text)
        }
    }

    /// The same rows with `LIMIT`/`OFFSET`, for queries, and for the benchmark that compares the two.
    public func offsetRows(_ range: Range<Int>) async throws -> [[String]] {
        let order = key.map { " ORDER BY \($0)" } ?? ""
        let sql = "SELECT * FROM \(from)\(order) LIMIT ? OFFSET ?"
        return try await database.read { db in
            try GRDB.Row.fetchAll(db, sql: sql, arguments: [range.count, range.lowerBound]).map(Self.text)
        }
    }

    /// The key of row `index × stride`, scanning the key index from the last known checkpoint. Calls overlap
    /// (the actor lets another in while one waits for the database), so each scan adds its keys only if no
    /// other scan added any meanwhile, and looks again otherwise.
    private func checkpointKey(_ index: Int) async throws -> Int64? {
        guard let key else { return nil }
        while index >= checkpoints.count {
            try Task.checkCancellation()
            let base = checkpoints.count
            let known = checkpoints.last
            let needed = index - base + 1
            let sql =
                known == nil
                ? "SELECT \(key) FROM \(from) ORDER BY \(key) LIMIT ?"
                : "SELECT \(key) FROM \(from) WHERE \(key) > ? ORDER BY \(key) LIMIT ?"
            let limit = known == nil ? (needed - 1) * Self.stride + 1 : needed * Self.stride
            let arguments: StatementArguments = known.map { [$0, limit] } ?? [limit]
            let found: [Int64] = try await database.read { db in
                var result: [Int64] = []
                let cursor = try Int64.fetchCursor(db, sql: sql, arguments: arguments)
                var position = known == nil ? 0 : 1
                while let value = try cursor.next() {
                    if position % Self.stride == 0 { result.append(value) }
                    position += 1
                }
                return result
            }
            guard checkpoints.count == base else { continue }
            checkpoints.append(contentsOf: found)
            if found.count < needed { break }  // the table ends before that row
        }
        return index < checkpoints.count ? checkpoints[index] : nil
    }

    nonisolated static func text(_ row: GRDB.Row) -> [String] {
        row.databaseValues.map { value in
            switch value.storage {
            case .null: ""
            case .int64(let int): String(int)
            case .double(let double): String(double)
            case .string(let string): string
            case .blob(let data): "‹\(data.count) bytes›"
            }
        }
    }
}
