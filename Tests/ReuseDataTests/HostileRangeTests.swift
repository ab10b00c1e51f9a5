import Foundation
import ReuseData
import ReuseSQLite
import Testing

/// Row ranges a caller may pass, from negative bounds to `Int.max`: every source answers the rows that exist and
/// never traps on the arithmetic. Each case runs in its own process, so a trap fails one test, not the suite.
@Suite struct HostileRangeTests {
    @Test func aTextFileAnswersRangesReachingIntMax() async {
        await #expect(processExitsWith: .success) {
            let source = try TextFileSource(path: try temporaryFile("a,b\n1,2\n3,4\n"), format: .csv, hasHeader: true)
            #expect(try await source.waitForCount() == 2)
            #expect(try await source.rows(in: 1..<Int.max) == [["3", "4"]])
            #expect(try await source.rows(in: (Int.max - 1)..<Int.max) == [])
            #expect(try await source.rows(in: -5..<1) == [["1", "2"]])
            #expect(try await source.rows(in: Int.min..<Int.max) == [["1", "2"], ["3", "4"]])
            #expect(try await source.values(ofColumn: 1, in: 0..<Int.max) == ["2", "4"])
        }
    }

    @Test func aJSONLinesFileAnswersRangesReachingIntMax() async {
        await #expect(processExitsWith: .success) {
            let source = try JSONLinesSource(path: try temporaryFile("{\"a\":1}\n{\"a\":2}\n"))
            #expect(try await source.rows(in: 1..<Int.max) == [["2"]])
            #expect(try await source.rows(in: Int.min..<0) == [])
        }
    }

    @Test func anSQLiteTableAnswersRangesReachingIntMax() async {
        await #expect(processExitsWith: .success) {
            let path = try makeDatabase(count: 3)
            for key in [nil, "id"] as [String?] {
                let source = try SQLiteSource(path: path, selection: .table("people", key: key))
                #expect(try await source.rows(in: 2..<Int.max).map(\.first) == ["7"])
                #expect(try await source.rows(in: Int.min..<1).map(\.first) == ["1"])
                #expect(try await source.rows(in: (Int.max - 1)..<Int.max) == [])
            }
        }
    }
}
