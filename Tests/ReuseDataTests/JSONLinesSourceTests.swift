import Foundation
import ReuseData
import Testing

@Suite struct JSONLinesSourceTests {
    @Test func columnsInTheOrderTheTextHasThemAndValuesAsText() async throws {
        let path = try temporaryFile(
            """
            {"name": "Kim", "age": 31, "tags": ["a", "b"], "z\\u00e9": true}
            {"extra": {"b": 2, "a": 1}, "name": "Lee", "age": null, "big": 12345678901234567890}
            {"name": "Park", "nested": {"name": "inner", "deeper": {"x": "y"}}, "age": 2.5, "emoji": "\\ud83d\\ude00"}

            """, name: "people.jsonl")
        let source = try JSONLinesSource(path: path)
        // The first object's keys as written (not sorted), then each new key where it first appears; keys of
        // nested objects are not columns.
        #expect(try await source.columns() == ["name", "age", "tags", "zé", "extra", "big", "nested", "emoji"])
        #expect(try await source.lines.waitForCount() == 3)
        #expect(try await source.count() == 3)
        let rows = try await source.rows(in: 0..<3)
        #expect(rows[0] == ["Kim", "31", #"["a","b"]"#, "true", "", "", "", ""])
        #expect(rows[1] == ["Lee", "", "", "", #"{"a":1,"b":2}"#, "12345678901234567890", "", ""])
        #expect(rows[2] == ["Park", "2.5", "", "", "", "", #"{"deeper":{"x":"y"},"name":"inner"}"#, "😀"])
        #expect(await source.firstProblem == nil)
    }

    @Test func eachKindOfBadLineSaysWhatAndWhere() async throws {
        let lines = [
            #"{"a": 1}"#, "[1, 2]", #""text""#, "42", "null", "", #"{"a": "never closed}"#, "not json",
            #"{"a": 1e400}"#,
            #"{"a": 2}"#,
        ]
        let path = try temporaryFile(lines.joined(separator: "\n") + "\n", name: "bad.jsonl")
        let source = try JSONLinesSource(path: path)
        #expect(try await source.columns() == ["a"])
        // The later lines first: the earliest problem read so far is the one kept.
        let later = try await source.rows(in: 6..<10)
        #expect(
            later.map { $0[0] }.prefix(2) == [
                "⚠ line 7: not valid JSON: {\"a\": \"never closed}", "⚠ line 8: not valid JSON: not json",
            ])
        // A number too large for a Double is not valid JSON to Foundation's parser.
        #expect(later[2][0] == "⚠ line 9: not valid JSON: {\"a\": 1e400}")
        #expect(later[3] == ["2"])
        #expect(await source.firstProblem?.hasPrefix("\(path):7: not valid JSON (") == true)
        let earlier = try await source.rows(in: 0..<6)
        #expect(
            earlier.map { $0[0] } == [
                "1", "⚠ line 2: an array, not an object: [1, 2]", "⚠ line 3: a string, not an object: \"text\"",
                "⚠ line 4: a number, not an object: 42", "⚠ line 5: null, not an object: null", "⚠ line 6: empty",
            ])
        #expect(
            await source.firstProblem
                == "\(path):2: an array, not an object. Each line must be one JSON object, like {\"a\": 1}.")
    }

    /// Keys first seen after line 100: the scan finds them, at the end and in order, and a row read before a key
    /// was known has no value for it, rightly (only later rows have it).
    @Test func keysFirstSeenFarIntoTheFileBecomeColumns() async throws {
        var lines = (0..<5_000).map { #"{"id": \#($0), "name": "n\#($0)"}"# }
        lines[4_000] = #"{"id": 4000, "late": "yes", "name": "n4000", "later": {"x": 1}}"#
        lines[4_500] = #"{"last": 0, "id": 4500}"#
        let path = try temporaryFile(lines.joined(separator: "\n") + "\n", name: "late.jsonl")
        let source = try JSONLinesSource(path: path)
        #expect(try await source.columns() == ["id", "name"])
        // The scan may have found more columns by now: these rows have no value for them.
        let early = try await source.rows(in: 0..<2)
        #expect(early.map { Array($0.prefix(2)) } == [["0", "n0"], ["1", "n1"]])
        #expect(early.allSatisfy { $0.dropFirst(2).allSatisfy(\.isEmpty) })
        while !(await source.isScanComplete) { await Task.yield() }
        #expect(await source.knownColumns == ["id", "name", "late", "later", "last"])
        #expect(await source.linesScanned == 5_000)
        let late = try await source.rows(in: 4_000..<4_001)
        #expect(late == [["4000", "n4000", "yes", #"{"x":1}"#, ""]])
    }

    /// A page read before the scan gets there finds its own new keys first: every value of every row it returns.
    @Test func aPageKnowsItsOwnKeysBeforeItReturns() async throws {
        var lines = (0..<300).map { #"{"id": \#($0)}"# }
        lines[250] = #"{"id": 250, "extra": "x"}"#
        let path = try temporaryFile(lines.joined(separator: "\n") + "\n", name: "page.jsonl")
        let source = try JSONLinesSource(path: path)
        _ = try await source.columns()
        let page = try await source.rows(in: 200..<300)
        #expect(page[50] == ["250", "x"])
        #expect(page[0].count == 2)
    }
}
