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

/// A field longer than ``TextFileSource/fieldLimit`` shows its start and "…"; the rows around it are whole.
@Suite struct LongFieldTests {
    @Test func aFiveMegabyteFieldIsCutAtTheLimitOnACharacter() async throws {
        let long = String(repeating: "가", count: 5_000_000 / 3)
        let path = try temporaryFile("name,note\nshort,a\nlong,\(long)\nafter,b\n")
        let source = try TextFileSource(path: path, format: .csv, hasHeader: true)
        #expect(try await source.waitForCount() == 3)
        let rows = try await source.rows(in: 0..<3)
        #expect(rows[0] == ["short", "a"])
        #expect(rows[2] == ["after", "b"])
        let cut = rows[1][1]
        #expect(cut.hasSuffix("…"))
        #expect(cut.utf8.count <= TextFileSource.fieldLimit + "…".utf8.count)
        #expect(cut.dropLast().allSatisfy { $0 == "가" }, "no character is cut in two")
        #expect(cut.count == TextFileSource.fieldLimit / 3 + 1)
        #expect(try await source.values(ofColumn: 1, in: 1..<2) == [cut])
    }

    @Test func aLongJSONLineIsCutAndSaysItIsNotWholeJSON() async throws {
        let value = String(repeating: "x", count: 200_000)
        let path = try temporaryFile("{\"a\":1}\n{\"a\":\"\(value)\"}\n{\"a\":3}\n")
        let source = try JSONLinesSource(path: path)
        let rows = try await source.rows(in: 0..<3)
        #expect(rows[0] == ["1"])
        #expect(rows[2] == ["3"])
        #expect(rows[1][0].hasPrefix("⚠ line 2"))
    }
}
