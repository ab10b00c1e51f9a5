import Foundation
import ReuseData
import ReuseTestSupport
import Testing

/// Writes `text` to a new temporary file and returns its path.
func temporaryFile(_ text: String, name: String = "rows") throws -> String {
    let directory = try makeTestDirectory("rows")
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
}

@Suite struct TextFileSourceTests {
    @Test func csvWithQuotesSeparatorsAndLineBreaksInFields() async throws {
        let path = try temporaryFile(
            "name,note\r\n\"Kim, Minji\",\"said \"\"hi\"\"\"\r\nLee,\"two\nlines\"\nPark,\n,empty name\n")
        let source = try TextFileSource(path: path, format: .csv, hasHeader: true)
        #expect(try await source.waitForCount() == 4)
        #expect(try await source.header() == ["name", "note"])
        let rows = try await source.rows(in: 0..<10)
        #expect(rows == [["Kim, Minji", "said \"hi\""], ["Lee", "two\nlines"], ["Park", ""], ["", "empty name"]])
        #expect(try await source.rows(in: 1..<2) == [["Lee", "two\nlines"]])
    }

    @Test func tsvAndALastLineWithoutItsEnding() async throws {
        let path = try temporaryFile("a\tb\n1\t2\n3\t4")
        let source = try TextFileSource(path: path, format: .tsv)
        #expect(try await source.waitForCount() == 3)
        #expect(try await source.rows(in: 2..<3) == [["3", "4"]])
    }

    @Test func manyLinesAcrossChunksAndCheckpoints() async throws {
        let text = (0..<200_000).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let path = try temporaryFile(text)
        let source = try TextFileSource(path: path, format: .lines)
        // Reading the start needs only the first chunk of the index.
        #expect(try await source.rows(in: 0..<2) == [["line 0"], ["line 1"]])
        #expect(try await source.waitForCount() == 200_000)
        for start in [63, 64, 65, 127_999, 199_990] {
            let rows = try await source.rows(in: start..<(start + 3))
            #expect(rows.first == ["line \(start)"])
        }
        #expect(try await source.rows(in: 199_998..<200_005).count == 2)
        #expect(await source.progress == 1)
    }

    @Test(arguments: [
        ("a,b\n1,2\n3,x\"y\n", 3, 2, "a quote inside an unquoted field"),
        ("a,b\n\"1\"x,2\n", 2, 1, "text after the closing quote of a field"),
        ("a,b\n1,2\n3,\"open\nstill open\n", 3, 2, "a quoted field that is never closed"),
    ])
    func malformedInputNamesItsLine(text: String, line: Int, record: Int, problem: String) async throws {
        let path = try temporaryFile(text, name: "bad.csv")
        let source = try TextFileSource(path: path, format: .csv, hasHeader: true)
        do {
            _ = try await source.waitForCount()
            Issue.record("the malformed file was accepted")
        } catch let error as TextFormatError {
            #expect(error.line == line)
            #expect(error.record == record)
            #expect(error.problem == problem)
            #expect(error.description.hasPrefix("\(path):\(line): \(problem) in record \(record)."))
        }
        // Rows before the bad record still read; the bad one reports the error again.
        if record > 1 { #expect(try await source.rows(in: 0..<1).first?.first == "1") }
        await #expect(throws: TextFormatError.self) { _ = try await source.rows(in: (record - 1)..<record) }
    }

    @MainActor
    @Test func aStoreOverAFileGrowsWhileTheIndexBuildsThenKnowsItsCount() async throws {
        let path = try temporaryFile((0..<1_000).map { "row \($0)" }.joined(separator: "\n"))
        let source = try TextFileSource(path: path, format: .lines)
        let store = RowStore(source: source, pageSize: 100)
        try await store.start()
        await store.waitUntilIdle()
        #expect(store.row(at: 0) == ["row 0"])
        _ = try await source.waitForCount()
        try await store.refreshCount()
        #expect(store.count == 1_000 && store.isComplete)
        store.prefetch(rows: [999])
        await store.waitUntilIdle()
        #expect(store.row(at: 999) == ["row 999"])
    }

    /// Megabytes of records with quoted fields (line breaks and doubled quotes inside) among plain ones: the
    /// index finds plain records' ends with memchr and hands quoted stretches to the byte scanner, across 64 KB
    /// and 1 MB reads.
    @Test func quotedAndPlainRecordsAcrossReads() async throws {
        var random = SeededRandom(state: 77)
        var records: [[String]] = []
        var text = ""
        while text.utf8.count < 2_500_000 {
            let quoted = random.next(7) == 0
            let note = quoted ? "line one\nsaid \"hi\", twice" : "plain \(records.count)"
            records.append(["\(records.count)", note, "x"])
            text += "\(records.count - 1)," + (quoted ? "\"line one\nsaid \"\"hi\"\", twice\"" : note) + ",x\n"
        }
        let source = try TextFileSource(path: try temporaryFile(text), format: .csv)
        #expect(try await source.waitForCount() == records.count)
        for _ in 0..<30 {
            let start = random.next(records.count - 50)
            #expect(try await source.rows(in: start..<(start + 50)) == Array(records[start..<(start + 50)]))
        }
        #expect(try await source.values(ofColumn: 1, in: 0..<records.count) == records.map { $0[1] })
    }

    /// Random records with separators, quotes, line breaks (LF, CR, CRLF) and multi-byte characters in their
    /// fields, written as RFC 4180 says, read back the same, whole and in ranges across index checkpoints.
    @Test(arguments: [TextFormat.csv, .tsv])
    func randomRecordsReadBackAsTheyWereWritten(format: TextFormat) async throws {
        guard case .delimited(let separatorByte) = format else { return }
        let separator = String(UnicodeScalar(separatorByte))
        let pieces = ["a", "bc", "é", "한글", ",", "\t", "\"", "\n", "\r", "\r\n", " ", ""]
        var random = SeededRandom(state: 4180)
        for trial in 0..<40 {
            let records = (0..<random.next(200)).map { _ in
                (0...random.next(4)).map { _ in
                    (0..<random.next(5)).map { _ in pieces[random.next(pieces.count)] }.joined()
                }
            }
            func encode(_ field: String, alone: Bool) -> String {
                // By scalars: "\r\n" is one Character.
                let special: Set<Unicode.Scalar> = ["\"", "\r", "\n", Unicode.Scalar(separatorByte)]
                let quoted = field.unicodeScalars.contains { special.contains($0) } || (alone && field.isEmpty)
                return quoted ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
            }
            let ending = trial % 2 == 0 ? "\n" : "\r\n"
            var text = records.map { record in
                record.map { encode($0, alone: record.count == 1) }.joined(separator: separator)
            }.joined(separator: ending)
            if !records.isEmpty, random.next(2) == 0 { text += ending }
            let source = try TextFileSource(path: try temporaryFile(text), format: format)
            #expect(try await source.waitForCount() == records.count, "trial \(trial)")
            #expect(try await source.rows(in: 0..<records.count) == records, "trial \(trial)")
            for _ in 0..<4 where !records.isEmpty {
                let start = random.next(records.count)
                let end = start + 1 + random.next(records.count - start)
                #expect(try await source.rows(in: start..<end) == Array(records[start..<end]), "trial \(trial)")
            }
        }
    }

    @Test func aMissingFileOrADirectoryIsAClearError() throws {
        #expect(throws: FileOpenError(path: "/nonexistent/rows.csv", problem: .missing)) {
            _ = try TextFileSource(path: "/nonexistent/rows.csv", format: .csv)
        }
        let directory = URL(fileURLWithPath: try temporaryFile("")).deletingLastPathComponent().path
        #expect(throws: FileOpenError(path: directory, problem: .directory)) {
            _ = try TextFileSource(path: directory, format: .lines)
        }
        #expect(
            FileOpenError(path: "a.csv", problem: .unreadable).description
                == "a.csv: permission denied. Make it readable to this user (chmod +r) or run as one who can.")
        #expect(
            FileOpenError(path: "/x", problem: .directory).description
                == "/x is a directory. Give the path of a file in it.")
    }

    /// Devices and pipes are refused before anything reads them: /dev/zero never ends, and opening a pipe waits
    /// for a writer (both used to hang browse).
    @Test func aDeviceOrAPipeIsRefusedWithoutReadingIt() throws {
        #expect(throws: FileOpenError(path: "/dev/zero", problem: .characterDevice)) {
            _ = try TextFileSource(path: "/dev/zero", format: .lines)
        }
        let pipe = URL(fileURLWithPath: try temporaryFile("")).deletingLastPathComponent()
            .appendingPathComponent("rows-\(UUID()).fifo").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: FileOpenError(path: pipe, problem: .pipe)) {
            _ = try TextFileSource(path: pipe, format: .csv)
        }
        #expect(
            FileOpenError(path: "p", problem: .pipe).description
                == "p is a named pipe: browse reads a file several times (to index it, then for each page), and a "
                + "pipe can be read once. Save its output to a file first (cat p > rows.csv).")
    }

    /// A file whose lines end with a lone CR read as one line with no word; now the index stops at once and says
    /// what the line endings are and how to convert them. CRLF and a final CR still read as before.
    @Test func loneCRLineEndingsAreNamedNotReadAsOneLine() async throws {
        let path = try temporaryFile("a,b\r1,2\r3,4\r")
        let source = try TextFileSource(path: path, format: .csv, hasHeader: true)
        _ = try? await source.waitForCount()
        let error = try #require(await source.formatError)
        #expect(error.line == 1)
        #expect(error.description.contains("a lone CR at the end of each line (classic Mac line endings)"))
        #expect(
            error.description.hasSuffix(
                "Convert the line endings to LF first: tr '\\r' '\\n' < "
                    + URL(fileURLWithPath: path).lastPathComponent + " > lf-"
                    + URL(fileURLWithPath: path).lastPathComponent))
        let crlf = try TextFileSource(path: try temporaryFile("a,b\r\n1,2\r\n"), format: .csv, hasHeader: true)
        #expect(try await crlf.waitForCount() == 1)
        let finalCR = try TextFileSource(path: try temporaryFile("only line\r"), format: .lines)
        #expect(try await finalCR.waitForCount() == 1)
        #expect(await finalCR.formatError == nil)
    }
}
