import Benchmark
import Foundation
import GRDB
import ReuseSQLite

/// `sqlitePage`: one page of 50 rows at depth 900,000 of a 1,000,000-row table, by key (what SQLiteSource does
/// for a table) and by offset (what a query falls back to).
func registerSQLiteBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 3, maxDuration: .seconds(10),
        maxIterations: 200)
    nonisolated(unsafe) var source: SQLiteSource?
    func table() throws -> SQLiteSource {
        if let source { return source }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reusekit-bench-1e6.sqlite").path
        if !FileManager.default.fileExists(atPath: path) {
            let database = try DatabaseQueue(path: path)
            try database.write { db in
                try db.execute(sql: "CREATE TABLE rows (id INTEGER PRIMARY KEY, name TEXT, value REAL)")
                let statement = try db.makeStatement(sql: "INSERT INTO rows (name, value) VALUES (?, ?)")
                for i in 0..<1_000_000 { try statement.execute(arguments: ["row \(i)", Double(i) / 7]) }
            }
            try database.close()
        }
        let made = try SQLiteSource(path: path, selection: .table("rows", key: nil))
        source = made
        return made
    }
    Benchmark("sqlitePage keyset at 900k", configuration: configuration) { benchmark in
        let source = try table()
        _ = try await source.rows(in: 900_000..<900_050)  // the checkpoints up to there, once
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try await source.rows(in: 900_000..<900_050))
        }
        benchmark.stopMeasurement()
    }
    Benchmark("sqlitePage offset at 900k", configuration: configuration) { benchmark in
        let source = try table()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try await source.offsetRows(900_000..<900_050))
        }
        benchmark.stopMeasurement()
    }
}
