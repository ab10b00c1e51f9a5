import Foundation
import GRDB
import ReuseData
import ReuseTestSupport
import Testing

@testable import ReuseSQLite

/// A database with a `people` table of `count` rows (ids with gaps, so row index and key differ).
func makeDatabase(count: Int) throws -> String {
    let directory = try makeTestDirectory("sqlite")
    let path = directory.appendingPathComponent("people.sqlite").path
    let database = try DatabaseQueue(path: path)
    try database.write { db in
        try db.execute(sql: "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, score REAL, photo BLOB)")
        for i in 0..<count {
            try db.execute(
                sql: "INSERT INTO people (id, name, score, photo) VALUES (?, ?, ?, ?)",
                arguments: [i * 3 + 1, "person \(i)", i % 2 == 0 ? Double(i) / 2 : nil, i == 0 ? Data([1, 2]) : nil])
        }
    }
    try database.close()
    return path
}

@Suite struct SQLiteSourceTests {
    @Test func aTablePagesByKeyAndMatchesOffsetPaging() async throws {
        let path = try makeDatabase(count: 1_000)
        let source = try SQLiteSource(path: path, selection: .table("people", key: nil))
        #expect(source.columns == ["id", "name", "score", "photo"])
        #expect(try await source.count() == 1_000)
        #expect(try await source.rows(in: 0..<1) == [["1", "person 0", "0.0", "‹2 bytes›"]])
        for range in [63..<70, 64..<128, 900..<1_000, 990..<1_010, 5..<6] {
            let keyset = try await source.rows(in: range)
            let offset = try await source.offsetRows(range)
            #expect(keyset == offset, "\(range)")
            #expect(keyset.first?[1] == "person \(range.lowerBound)")
        }
        // Far pages first, then near ones: checkpoints found in any order agree.
        let fresh = try SQLiteSource(path: path, selection: .table("people", key: "id"))
        #expect(try await fresh.rows(in: 700..<702).map { $0[1] } == ["person 700", "person 701"])
        #expect(try await fresh.rows(in: 100..<101).map { $0[1] } == ["person 100"])
        #expect(try await fresh.rows(in: 2_000..<2_010).isEmpty)
    }

    @Test func pagesAskedForAtOnceAgreeWithOffsetPaging() async throws {
        let path = try makeDatabase(count: 5_000)
        let source = try SQLiteSource(path: path, selection: .table("people", key: nil))
        let starts = [4_800, 200, 3_000, 64, 1_000, 4_990, 2_500, 0, 3_900, 128]
        let pages = try await withThrowingTaskGroup(of: (Int, [[String]]).self) { group in
            for start in starts { group.addTask { (start, try await source.rows(in: start..<(start + 50))) } }
            var pages: [Int: [[String]]] = [:]
            for try await (start, rows) in group { pages[start] = rows }
            return pages
        }
        for start in starts {
            let expected = try await source.offsetRows(start..<(start + 50))
            #expect(pages[start] == expected, "page at \(start)")
        }
    }

    /// Tables that `rowid` does not page: `WITHOUT ROWID` with a two-column key, a view, a name that needs
    /// quoting, a column called `rowid`, and a text column the caller names as the key.
    @Test func everyKindOfTablePagesInKeyOrder() async throws {
        let directory = try makeTestDirectory("sqlite")
        let path = directory.appendingPathComponent("kinds.sqlite").path
        let database = try DatabaseQueue(path: path)
        try await database.write { db in
            try db.execute(
                sql: #"""
                    CREATE TABLE pairs (a TEXT, b INTEGER, note TEXT, PRIMARY KEY (a, b)) WITHOUT ROWID;
                    CREATE VIEW odd AS SELECT a, b FROM pairs WHERE b % 2 = 1;
                    CREATE TABLE "say ""hi""" ("the, id" INTEGER PRIMARY KEY, word TEXT);
                    CREATE TABLE shadow (rowid TEXT, n INTEGER);
                    CREATE TABLE words (word TEXT NOT NULL UNIQUE, n INTEGER);
                    """#)
            // Inserted out of key order, so that insertion order and key order differ.
            for i in (0..<300).reversed() {
                try db.execute(
                    sql: "INSERT INTO pairs VALUES (?, ?, ?)", arguments: ["k\(i % 7)", i, "note \(i)"])
                try db.execute(sql: "INSERT INTO \"say \"\"hi\"\"\" VALUES (?, ?)", arguments: [i, "word \(i)"])
                try db.execute(sql: "INSERT INTO shadow VALUES ('same', ?)", arguments: [i])
                try db.execute(sql: "INSERT INTO words VALUES (?, ?)", arguments: [String(format: "w%03d", i), i])
            }
        }
        try database.close()
        // The rows in key order, as SQLite sorts them.
        let pairs = (0..<300).map { ("k\($0 % 7)", $0) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        let cases: [(SQLiteSource.Selection, count: Int, first: (Int) -> String)] = [
            (.table("pairs", key: nil), 300, { "\(pairs[$0].0)/\(pairs[$0].1)" }),
            (.table("say \"hi\"", key: nil), 300, { "\($0)" }),
            (.table("shadow", key: nil), 300, { "same/\(299 - $0)" }),
            (.table("words", key: "word"), 300, { String(format: "w%03d", $0) }),
            (.table("odd", key: nil), 150, { _ in "" }),
        ]
        for (selection, count, first) in cases {
            let source = try SQLiteSource(path: path, selection: selection)
            #expect(try await source.count() == count, "\(selection)")
            for range in [0..<5, 60..<70, 128..<200, (count - 3)..<(count + 5)] {
                let rows = try await source.rows(in: range)
                #expect(rows == (try await source.offsetRows(range)), "\(selection) \(range)")
                #expect(rows.count == min(range.upperBound, count) - range.lowerBound, "\(selection) \(range)")
                if case .table(let name, _) = selection, name != "odd", let row = rows.first {
                    let shown = name == "pairs" || name == "shadow" ? "\(row[0])/\(row[1])" : row[0]
                    #expect(shown == first(range.lowerBound), "\(selection) \(range)")
                }
            }
        }
    }

    /// REALs show as SQLite prints them (15 significant digits, a decimal point always), not as Swift's shortest
    /// round-trip text.
    @Test func realsShowAsSQLitePrintsThem() async throws {
        let path = try makeDatabase(count: 1)
        let source = try SQLiteSource(
            path: path,
            selection: .query(
                "SELECT 10.35702 * 1, 0.1 + 0.2, 1.0, 1e300, -2.5e-7, 123456789012345678.0, 9e999, -9e999"))
        let row = try await source.rows(in: 0..<1)
        #expect(row == [["10.35702", "0.3", "1.0", "1e+300", "-2.5e-07", "1.23456789012346e+17", "Inf", "-Inf"]])
    }

    /// A page of rows holding big values costs kilobytes: a BLOB comes back as its size, a TEXT over the limit as
    /// its start and `…`; small values, keys and paging are as before.
    @Test func bigValuesComeBackAsTheirSizeOrTheirStart() async throws {
        let path = try makeDatabase(count: 3)
        let database = try DatabaseQueue(path: path)
        try await database.write { db in
            try db.execute(
                sql: "UPDATE people SET photo = zeroblob(20000000), name = ? WHERE id = 4",
                arguments: [String(repeating: "가", count: SQLiteSource.textLimit + 10)])
        }
        try database.close()
        let source = try SQLiteSource(path: path, selection: .table("people", key: nil))
        let rows = try await source.rows(in: 0..<3)
        #expect(rows[0] == ["1", "person 0", "0.0", "‹2 bytes›"])
        #expect(rows[1][3] == "‹20000000 bytes›")
        #expect(rows[1][1] == String(repeating: "가", count: SQLiteSource.textLimit) + "…")
        #expect(rows[2] == ["7", "person 2", "1.0", ""])
        let query = try SQLiteSource(path: path, selection: .query("SELECT photo, id, photo FROM people"))
        #expect(try await query.rows(in: 1..<2) == [["‹20000000 bytes›", "4", "‹20000000 bytes›"]])
    }

    @Test func aQueryPagesWithOffsets() async throws {
        let path = try makeDatabase(count: 100)
        let source = try SQLiteSource(
            path: path, selection: .query("SELECT name FROM people WHERE score IS NOT NULL ORDER BY id DESC"))
        #expect(source.columns == ["name"])
        #expect(try await source.count() == 50)
        #expect(try await source.rows(in: 0..<2) == [["person 98"], ["person 96"]])
    }

    @Test func mistakesNameTheThingAndTheFix() throws {
        let path = try makeDatabase(count: 1)
        #expect {
            _ = try SQLiteSource(path: path, selection: .table("persons", key: nil))
        } throws: { error in
            "\(error)".hasSuffix("no table named 'persons'. Its tables: people.")
        }
        #expect {
            _ = try SQLiteSource(path: path, selection: .table("people", key: "uuid"))
        } throws: { error in
            "\(error)".contains("has no column 'uuid' to page by. Its columns: id, name, score, photo.")
        }
        #expect {
            _ = try SQLiteSource(path: path, selection: .query("SELEC nonsense"))
        } throws: { error in
            "\(error)".contains("the query does not run")
        }
        #expect {
            _ = try SQLiteSource(path: "/nonexistent.sqlite", selection: .query("SELECT 1"))
        } throws: { error in
            "\(error)" == "/nonexistent.sqlite: no such database file. Check the path."
        }
    }

    @MainActor
    @Test func aStoreOverATable() async throws {
        let path = try makeDatabase(count: 500)
        let store = RowStore(source: try SQLiteSource(path: path, selection: .table("people", key: nil)), pageSize: 50)
        try await store.start()
        store.prefetch(rows: [420])
        await store.waitUntilIdle()
        #expect(store.row(at: 420)?[1] == "person 420")
        #expect(store.count == 500)
    }
}

/// A read that meets a writer's lock tries again after a pause (doubling), and gives up after a few attempts
/// with the database's own error; any other error is thrown at once.
@Suite struct SQLiteBusyTests {
    actor Attempts {
        var count = 0
        func next() -> Int {
            count += 1
            return count
        }
    }

    @Test func busyAndLockedAreRetriedOthersAreNot() async throws {
        let source = try SQLiteSource(path: try makeDatabase(count: 1), selection: .table("people", key: nil))
        let attempts = Attempts()
        let value = try await source.retrying {
            let attempt = await attempts.next()
            if attempt == 1 { throw DatabaseError(resultCode: .SQLITE_BUSY) }
            if attempt == 2 { throw DatabaseError(resultCode: .SQLITE_LOCKED) }
            return attempt
        }
        #expect(value == 3)
        let failing = Attempts()
        await #expect(throws: DatabaseError.self) {
            _ = try await source.retrying { () async throws -> Int in
                _ = await failing.next()
                throw DatabaseError(resultCode: .SQLITE_BUSY)
            }
        }
        #expect(await failing.count == SQLiteSource.attempts)
        let other = Attempts()
        await #expect(throws: DatabaseError.self) {
            _ = try await source.retrying { () async throws -> Int in
                _ = await other.next()
                throw DatabaseError(resultCode: .SQLITE_CORRUPT)
            }
        }
        #expect(await other.count == 1)
    }
}

/// A table of 1,000 items whose grades repeat and are sometimes NULL, for sorting.
private func makeGradedDatabase() throws -> (path: String, rows: [(id: Int, grade: Int?, label: String)]) {
    let directory = try makeTestDirectory("sorted")
    let path = directory.appendingPathComponent("items.sqlite").path
    let rows = (0..<1_000).map { i in (id: i * 2 + 5, grade: i % 13 == 0 ? nil : (i * 7) % 10, label: "item \(i)") }
    let database = try DatabaseQueue(path: path)
    try database.write { db in
        try db.execute(sql: "CREATE TABLE items (id INTEGER PRIMARY KEY, grade INTEGER, label TEXT)")
        for row in rows {
            try db.execute(
                sql: "INSERT INTO items (id, grade, label) VALUES (?, ?, ?)", arguments: [row.id, row.grade, row.label])
        }
    }
    try database.close()
    return (path, rows)
}

@Test func aTableSortedByAColumnPagesByKeysetInSQLitesOrderWithItsNullsAndTies() async throws {
    let (path, rows) = try makeGradedDatabase()
    let table = try SQLiteSource(path: path, selection: .table("items", key: nil))
    for descending in [false, true] {
        let sorted = try table.sorted(byColumn: 1, descending: descending)
        #expect(sorted.order == SQLiteSource.Order(column: "grade", descending: descending))
        // SQLite's order: NULLs before every number, ties by the key; all of it reversed when descending.
        var model = rows.sorted { a, b in
            switch (a.grade, b.grade) {
            case (nil, nil): a.id < b.id
            case (nil, _): true
            case (_, nil): false
            case (let x?, let y?): x != y ? x < y : a.id < b.id
            }
        }
        if descending { model.reverse() }
        let expected = model.map { [String($0.id), $0.grade.map(String.init) ?? "", $0.label] }
        #expect(try await sorted.count() == 1_000)
        // Pages asked for out of order, across checkpoints (every 64 rows) and the NULLs' edge.
        for range in [900..<1_000, 0..<80, 60..<140, 63..<65, 500..<501, 70..<78, 995..<1_010, 128..<256] {
            let page = try await sorted.rows(in: range)
            #expect(page == Array(expected[range.clamped(to: 0..<1_000)]), "\(range) descending: \(descending)")
            #expect(page == (try await sorted.offsetRows(range)), "\(range) against OFFSET")
        }
    }
    #expect(throws: SQLiteSource.SourceError.self) { try table.sorted(byColumn: 7, descending: false) }
    let query = try SQLiteSource(path: path, selection: .query("SELECT label FROM items"))
    #expect(throws: SQLiteSource.SourceError.self) { try query.sorted(byColumn: 0, descending: false) }
}
