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
}
