import Foundation
import ReuseData
import ReuseSQLite
import ReuseTerminal
import ReuseTestSupport
import Testing

@testable import ReuseTools

/// Sort (s: ascending, descending, the file's order) and filter (&) against a plain model of the same rows.
extension BrowseTests {
    /// Rows of an id, a number with missing values (NA, empty) and ties, and a word.
    static func orderFixture() -> (text: String, rows: [[String]]) {
        var random = SeededRandom(state: 5)
        let words = ["kiwi", "apple", "Banana", "cherry", "date", "fig"]
        let rows: [[String]] = (0..<1_200).map { i in
            let number = random.next(10) == 0 ? (random.next(2) == 0 ? "NA" : "") : "\(random.next(50) - 10)"
            return ["\(i)", number, words[random.next(words.count)]]
        }
        return ("id,n,word\n" + rows.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n", rows)
    }

    /// The model: a stable sort by the column's numbers (or text), missing last either way.
    static func model(_ rows: [[String]], column: Int, descending: Bool, numeric: Bool, keep: ([String]) -> Bool)
        -> [Int]
    {
        let kept = rows.indices.filter { keep(rows[$0]) }
        func key(_ value: String) -> (Double?, String) {
            ColumnKind.missing.contains(value) ? (nil, "") : (numeric ? Double(value) : 0, value)
        }
        return kept.sorted { a, b in
            let (x, y) = (key(rows[a][column]), key(rows[b][column]))
            if x.0 == nil && x.1 == "" && ColumnKind.missing.contains(rows[a][column]) {
                return ColumnKind.missing.contains(rows[b][column]) ? a < b : false
            }
            if ColumnKind.missing.contains(rows[b][column]) { return true }
            if numeric {
                if x.0! == y.0! { return a < b }
                return descending ? x.0! > y.0! : x.0! < y.0!
            }
            if x.1 == y.1 { return a < b }
            return descending ? x.1 > y.1 : x.1 < y.1
        }
    }

    @Test func sortAndFilterMatchAPlainModel() async throws {
        let (text, rows) = Self.orderFixture()
        let (app, runner) = try await open(try fixture("order.csv", text), format: .csv)
        // Numbers, ascending then descending, then the file's order again.
        await runner.type("l", settling: app)
        await runner.type("s", settling: app)
        #expect(
            app.order?.rows.map(Int.init) == Self.model(rows, column: 1, descending: false, numeric: true) { _ in true }
        )
        #expect(runner.screen.split(separator: "\n").last!.contains("n↑"))
        await runner.type("s", settling: app)
        #expect(
            app.order?.rows.map(Int.init) == Self.model(rows, column: 1, descending: true, numeric: true) { _ in true })
        await runner.type("s", settling: app)
        #expect(app.order == nil)
        // Filter the words, then sort the kept rows by word (text), then by number.
        await runner.type("l&an\r", settling: app)
        let hasAn: ([String]) -> Bool = { $0[2].lowercased().contains("an") }
        #expect(app.order?.rows.map(Int.init) == rows.indices.filter { hasAn(rows[$0]) })
        await runner.type("s", settling: app)
        #expect(
            app.order?.rows.map(Int.init) == Self.model(rows, column: 2, descending: false, numeric: false, keep: hasAn)
        )
        await runner.type("hs", settling: app)
        #expect(
            app.order?.rows.map(Int.init) == Self.model(rows, column: 1, descending: false, numeric: true, keep: hasAn))
        // At the top, the screen shows the model's first row; the status line says what is shown.
        await runner.type("g", settling: app)
        let first = rows[Self.model(rows, column: 1, descending: false, numeric: true, keep: hasAn)[0]]
        #expect(
            runner.selectedLine?.contains("\(first[0]) │") == true,
            "the first row, selected: marked")
        #expect(runner.screen.split(separator: "\n").last!.contains("n↑ · ~word"))
        // An empty filter shows every row again, still sorted.
        await runner.type("&\r", settling: app)
        #expect(app.order?.count == rows.count)
        // A search in a sorted table finds rows in the table's order.
        await runner.type("/fig\r", settling: app)
        let selected = try #require(app.list.selected?.row)
        #expect(rows[app.sourceRow(selected)][2] == "fig")
    }
}

/// A SQLite table sorted by the database: keyset pages in the column's order, no row read ahead.
extension BrowseTests {
    @Test func aSQLiteTableIsSortedByTheDatabaseAPageAtATime() async throws {
        let directory = try makeTestDirectory("sort")
        let path = directory.appendingPathComponent("numbers.db").path
        // 500 rows: n repeats (i × 7 mod 20) and is NULL every 11th row.
        _ = try DemoEndToEndTests.shell(
            """
            python3 -c 'import sqlite3; c = sqlite3.connect("\(path)"); \
            c.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER, w TEXT)"); \
            c.executemany("INSERT INTO t VALUES (?, ?, ?)", \
            [(i, None if i % 11 == 0 else i * 7 % 20, "w%d" % i) for i in range(1, 501)]); c.commit()'
            """)
        let source = try SQLiteSource(path: path, selection: .table("t", key: nil))
        let app = BrowseApp(title: "t", columns: source.columns, source: source) { SourceStatus() }
        let runner = HeadlessRunner(app: app, capabilities: .init(synchronizedOutput: true))
        await app.start()
        runner.frame()
        await app.settle()
        runner.run(frames: 2)
        let ids = Array(1...500)
        func n(_ id: Int) -> Int? { id % 11 == 0 ? nil : id * 7 % 20 }
        // SQLite's order: NULLs first, ties by the key.
        let ascending = ids.sorted { a, b in
            switch (n(a), n(b)) {
            case (nil, nil): a < b
            case (nil, _): true
            case (_, nil): false
            case (let x?, let y?): x != y ? x < y : a < b
            }
        }
        await runner.type("ls", settling: app)
        runner.run(frames: 2)
        #expect((app.store.source as SQLiteSource).order == .init(column: "n", descending: false))
        #expect(app.order == nil)
        #expect(app.rowCount == 500)
        #expect(runner.screen.split(separator: "\n").last!.contains("n↑"))
        // A sort shows its first rows, the first selected.
        #expect(app.list.selected?.row == 0)
        #expect(app.store.row(at: 0)?.first == String(ascending[0]))
        #expect(runner.screen.contains(" \(ascending[1]) │"))
        // Far down the sorted table, the rows are the model's.
        await runner.type(":400\r", settling: app)
        runner.run(frames: 2)
        #expect(app.store.row(at: 399)?.first == String(ascending[399]))
        await runner.type("s", settling: app)
        runner.run(frames: 2)
        #expect((app.store.source as SQLiteSource).order == .init(column: "n", descending: true))
        #expect(app.store.row(at: 399)?.first == String(ascending.reversed()[399]))
        // A third time: the table's own order again.
        await runner.type("s", settling: app)
        runner.run(frames: 2)
        #expect((app.store.source as SQLiteSource).order == nil)
        #expect(runner.screen.contains("the table's order"))
    }

    /// T lists a SQLite file's tables and views, the one shown marked; Enter shows another from its first row,
    /// with its own columns; q closes the list without a change.
    @Test func tSwitchesBetweenASQLiteFilesTablesAndViews() async throws {
        let directory = try makeTestDirectory("tables")
        let path = directory.appendingPathComponent("shop.db").path
        _ = try DemoEndToEndTests.shell(
            """
            python3 -c 'import sqlite3; c = sqlite3.connect("\(path)"); \
            c.execute("CREATE TABLE fruit (id INTEGER PRIMARY KEY, name TEXT)"); \
            c.execute("CREATE TABLE buyer (id INTEGER PRIMARY KEY, who TEXT, city TEXT)"); \
            c.execute("CREATE VIEW cheap AS SELECT name FROM fruit WHERE id < 3"); \
            c.executemany("INSERT INTO fruit VALUES (?, ?)", [(1, "apple"), (2, "pear"), (3, "fig")]); \
            c.executemany("INSERT INTO buyer VALUES (?, ?, ?)", [(1, "Kim", "Seoul"), (2, "Lee", "Busan")]); \
            c.commit()'
            """)
        let source = try SQLiteSource(path: path, selection: .table("fruit", key: nil))
        let app = BrowseApp(title: "shop.db · fruit", columns: source.columns, source: source) { SourceStatus() }
        let runner = HeadlessRunner(app: app, capabilities: .init(synchronizedOutput: true))
        await app.start()
        runner.frame()
        await app.settle()
        runner.run(frames: 2)
        await runner.type("T", settling: app)
        #expect(runner.screen.contains("● fruit"))
        #expect(runner.screen.contains("  buyer"))
        #expect(runner.screen.contains("  cheap  (view)"))
        await runner.type("q", settling: app)
        #expect(app.picker == nil && runner.screen.contains("apple"))
        await runner.type("Tj\r", settling: app)
        runner.run(frames: 2)
        #expect(app.columns == ["id", "who", "city"])
        #expect(runner.screen.contains("shop.db · buyer"))
        #expect(runner.screen.contains("Busan"))
        #expect(app.list.selected?.row == 0)
        await runner.type("TG\r", settling: app)
        runner.run(frames: 2)
        #expect(app.columns == ["name"])
        #expect(runner.screen.contains("pear") && !runner.screen.contains("fig"))
    }
}
