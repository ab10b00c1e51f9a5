import Foundation
import ReuseTestSupport
import Testing

@testable import ReuseData

@Suite struct ByteSearchTests {
    /// Against a naive search, on random text of a small alphabet (so matches and near-matches are common),
    /// with and without case.
    @Test func findsWhatANaiveSearchFinds() {
        var random = SeededRandom(state: 7)
        let alphabet = Array("abAB,\n\"가".utf8)
        for _ in 0..<2_000 {
            let text = (0..<random.next(200)).map { _ in alphabet[random.next(alphabet.count)] }
            let needle = String(
                decoding: (0..<(1 + random.next(4))).map { _ in alphabet[random.next(6)] }, as: UTF8.self)
            for ignoringCase in [false, true] {
                var search = ByteSearch(needle: needle, ignoringCase: ignoringCase)
                let found = text.withUnsafeBytes { search.first(in: $0) }
                let fold: (UInt8) -> UInt8 = { ignoringCase ? ByteSearch.lower($0) : $0 }
                let pattern = Array(needle.utf8).map(fold)
                let expected =
                    text.count < pattern.count
                    ? nil
                    : (0...(text.count - pattern.count)).first { start in
                        (0..<pattern.count).allSatisfy { fold(text[start + $0]) == pattern[$0] }
                    }
                #expect(found == expected, "\(needle) in \(String(decoding: text, as: UTF8.self))")
            }
        }
    }
}

@Suite struct TextFileSearchTests {
    /// A CSV with a header, quoted fields holding commas, quotes and line breaks, and no final line break.
    static func people(count: Int) -> (text: String, rows: [String]) {
        var rows: [String] = []
        for i in 0..<count {
            switch i % 5 {
            case 0: rows.append("\(i),plain \(i)")
            case 1: rows.append("\(i),\"quoted, with comma \(i)\"")
            case 2: rows.append("\(i),\"two\nlines \(i)\"")
            case 3: rows.append("\(i),\"a \"\"quote\"\" \(i)\"")
            default: rows.append("\(i),Needle\(i % 7 == 0 ? "HERE" : "") \(i)")
            }
        }
        return ("id,needleheader\n" + rows.joined(separator: "\n"), rows)
    }

    /// Every search, from every kind of start, finds the first row a model finds: never the header, rows whose
    /// record spans lines, the last row without its line break.
    @Test(arguments: [false, true])
    func findsTheFirstMatchingRowAsAModelDoes(ignoringCase: Bool) async throws {
        let (text, rows) = Self.people(count: 3_000)
        let source = try TextFileSource(
            path: try temporaryFile(text, name: "people.csv"), format: .csv, hasHeader: true)
        for needle in ["needlehere", "NeedleHERE", "lines 2", "\"quote\"", "2999", "header", "nowhere", ",\"two"] {
            for start in [0, 1, 2, 4, 63, 64, 65, 1_000, 2_998, 2_999, 3_000] {
                let found = try await source.firstRow(
                    containing: needle, ignoringCase: ignoringCase, in: start..<Int.max, progress: { _ in })
                let model = rows.indices.first { row in
                    row >= start
                        && (ignoringCase
                            ? rows[row].lowercased().contains(needle.lowercased()) : rows[row].contains(needle))
                }
                #expect(found == model, "\(needle) from \(start)")
            }
        }
        // A bounded range: the rows before the start, as the wrap-around asks.
        // The first NeedleHERE is row 14 (14 % 5 == 4, 14 % 7 == 0).
        let wrapped = try await source.firstRow(
            containing: "NeedleHERE", ignoringCase: false, in: 0..<14, progress: { _ in })
        #expect(wrapped == nil)
        #expect(
            try await source.firstRow(containing: "NeedleHERE", ignoringCase: false, in: 0..<15, progress: { _ in })
                == 14)
    }

    @Test func cancelledSearchesStop() async throws {
        let (text, _) = Self.people(count: 50_000)
        let source = try TextFileSource(path: try temporaryFile(text, name: "big.csv"), format: .csv, hasHeader: true)
        let task = Task {
            try await source.firstRow(containing: "not in it", ignoringCase: false, in: 0..<Int.max) { _ in }
        }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
