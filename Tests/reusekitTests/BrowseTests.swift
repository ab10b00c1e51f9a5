import Foundation
import ReuseData
import ReuseKit
import ReuseTerminal
import ReuseTestSupport
import Testing

@testable import ReuseTools

/// A fixture directory with files named as the golden screens expect.
func fixture(_ name: String, _ text: String) throws -> String {
    let directory = try makeTestDirectory("browse")
    let path = directory.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
}

extension HeadlessRunner {
    /// The text of the selected row: the one whose mark, in the first column, is in reverse video.
    var selectedLine: String? {
        let screen = terminal.screen
        return (0..<screen.rows).first { screen[$0, 0].style.inverse }.map { screen.text(ofRow: $0) }
    }

    /// Types `keys`, lets the app's loads and searches finish, then draws two frames.
    func type(_ keys: String, settling app: any Settling) async {
        type(keys)
        await app.settle()
        run(frames: 2)
    }
}

@MainActor
@Suite struct BrowseTests {
    static let people = """
        name,city,score,note
        Kim Minji 김민지,Seoul 서울,98.5,"likes ""quotes"", commas"
        Lee Jiwoo,Busan,87,
        Park Seojun,"Incheon",91.25,"two
        lines"
        Alex Smith,New York,77,emoji 😀 ok

        """

    func open(_ path: String, format: TextFormat, header: Bool = true) async throws -> (
        BrowseApp<TextFileSource>, HeadlessRunner
    ) {
        let source = try TextFileSource(path: path, format: format, hasHeader: header)
        let columns = try await source.header() ?? ["line"]
        let app = BrowseApp(
            title: URL(fileURLWithPath: path).lastPathComponent, columns: columns, source: source
        ) {
            let error = await source.formatError
            return SourceStatus(
                progress: await source.progress, complete: await source.isIndexComplete || error != nil,
                problem: error.map { "line \($0.line): \($0.problem) (record \($0.record))" })
        }
        _ = try? await source.waitForCount()
        let runner = HeadlessRunner(app: app, capabilities: .init(synchronizedOutput: true))
        await app.start()
        runner.frame()
        await app.settle()
        runner.run(frames: 2)
        return (app, runner)
    }

    @Test func aCSVWithQuotesWideTextAndEmoji() async throws {
        let (_, runner) = try await open(try fixture("people.csv", Self.people), format: .csv)
        try golden("browse-people.txt", matches: runner.screen)
    }

    /// Any terminal size, down to one cell, draws, and takes keys and the mouse anywhere, without trapping.
    @Test func everySizeDownToOneCellDrawsAndTakesKeys() async throws {
        let (app, runner) = try await open(try fixture("people.csv", Self.people), format: .csv)
        await driveAtEverySize(runner, keys: "jjGgkll$h0-+\r j\u{1B}") { await app.settle() }
    }

    @Test func aMalformedCSVShowsTheRowsBeforeItAndTheLine() async throws {
        let (app, runner) = try await open(try fixture("bad.csv", "a,b\n1,2\n3,x\"y\n5,6\n"), format: .csv)
        // The status arrives with the periodic poll.
        for _ in 0..<3 {
            runner.run(frames: 16)
            await app.statusTask?.value
        }
        runner.run(frames: 1)
        #expect(runner.screen.contains(" 1 │ 2"))
        #expect(runner.screen.contains("⚠ line 3: a quote inside an unquoted field (record 2)"))
    }

    @Test func jumpAndSearchInALargeFile() async throws {
        let text = (0..<20_000).map { "row \($0),value \($0 * 7)" }.joined(separator: "\n") + "\n"
        let (app, runner) = try await open(try fixture("large.csv", "id,value\n" + text), format: .csv)
        await runner.type(":12345\r", settling: app)
        #expect(runner.screen.contains("row 12,345 of 20,000"))
        #expect(runner.screen.contains("row 12344"))
        await runner.type("/value 70000\r", settling: app)
        #expect(runner.screen.contains("found “value 70000” at row 10,001"))
        #expect(runner.screen.contains("row 10,001 of 20,000"))
    }

    /// The budget: a one-line scroll of an 80x24 table with a header and a status line writes at most
    /// 150 bytes (scroll region, the new line, mode 2026); with the selection moving, at most 400.
    @Test func bytesPerOneLineScroll() async throws {
        let text = (0..<5_000).map { "name \($0),city \($0 % 97),\($0 * 3)" }.joined(separator: "\n") + "\n"
        let (app, runner) = try await open(try fixture("scroll.csv", "name,city,score\n" + text), format: .csv)
        /// The median bytes of 100 steps: `move`, a frame, the page loads it asked for, a frame.
        func medianBytes(_ move: () -> Void) async -> Int {
            var bytes: [Int] = []
            for _ in 0..<100 {
                move()
                runner.frame()
                await app.settle()
                runner.frame()
                bytes.append(runner.frameBytes[runner.frameBytes.count - 2] + runner.frameBytes.last!)
            }
            return bytes.sorted()[50]
        }
        let plainMedian = await medianBytes { app.table.contentOffset.y += 1 }
        runner.type("j")
        let selectingMedian = await medianBytes { runner.type("j", frames: 0) }
        print(
            "browse: one-line scroll \(plainMedian) bytes, with the selection moving \(selectingMedian) bytes (medians)"
        )
        #expect(plainMedian <= 150, "\(plainMedian) bytes")
        #expect(selectingMedian <= 400, "\(selectingMedian) bytes")
        #expect(!runner.terminal.text.isEmpty)
    }

    /// The selected row shows the cursor column as a cell cursor (reverse video) and a mark before it; the
    /// cursor moves with `l` and `h`, and the other rows keep their separators and colours.
    @Test func theSelectedRowShowsTheCursorColumnAsACellCursor() async throws {
        let path = try fixture("cells.csv", "id,name,city\n1,Kim,Seoul\n2,Lee,Busan\n3,Park,Incheon\n")
        let (app, runner) = try await open(path, format: .csv)
        await runner.type("jj", settling: app)
        func inverse(_ row: Int) -> String {
            let screen = runner.terminal.screen
            return (0..<screen.columns).filter { screen[row, $0].style.inverse }
                .compactMap { screen[row, $0].character }.map(String.init).joined()
        }
        let lines = runner.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3] == "  2 │ Lee  │ Busan", "the selected row keeps its separators: \(runner.screen)")
        #expect(inverse(3) == "  2", "the mark and the id column's cell: \((2...4).map(inverse))")
        #expect(inverse(2).isEmpty && inverse(4).isEmpty)
        await runner.type("l", settling: app)
        #expect(inverse(3) == " Lee ", "the cursor moved to the name column")
        await runner.type("h", settling: app)
        #expect(inverse(3) == "  2")
    }

    /// The pseudo-terminal harness's case (`Benchmarks/Terminal/keys.py`): 19 columns of flights, 80x24, no
    /// synchronized output, j pressed 40 times from the top. The selected row is marked and shows the cursor
    /// column as a cell cursor, so a step inside the screen rewrites the mark and the cursor's cell of two rows
    /// and the status line's digits: at most 60 bytes. Once the selection reaches the bottom, a step scrolls the
    /// rows and writes the row that comes in, as `less` does (99 bytes a line there), and the two cells: at most
    /// 110, and less than `less` by the median of the 40 steps.
    @Test func bytesPerStepWithTheSelectionMovingOnNineteenColumns() async throws {
        let text = (0..<2_000).map { i in
            "2013,\(i % 12 + 1),\(i % 28 + 1),\(500 + i),\(515 + i),\(i % 60 - 10),\(830 + i),\(819 + i),\(i % 80 - 20),"
                + "UA,\(1000 + i),N\(10000 + i)X,EWR,IAH,\(100 + i % 300),\(1400 + i),\(i % 24),\(i % 60),"
                + "2013-01-01 05:00:00"
        }.joined(separator: "\n")
        let header =
            "year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,"
            + "tailnum,origin,dest,air_time,distance,hour,minute,time_hour\n"
        let path = try fixture("flights.csv", header + text + "\n")
        let source = try TextFileSource(path: path, format: .csv, hasHeader: true)
        let app = BrowseApp(title: "flights.csv", columns: try await source.header() ?? [], source: source) {
            SourceStatus(progress: 1, complete: await source.isIndexComplete)
        }
        _ = try? await source.waitForCount()
        let runner = HeadlessRunner(app: app)
        await app.start()
        await runner.type("", settling: app)
        var steps: [Int] = []
        for _ in 0..<40 {
            let before = runner.frameBytes.count
            await runner.type("j", settling: app)
            steps.append(runner.frameBytes[before...].reduce(0, +))
        }
        let inside = steps[1..<20]
        print("browse, 19 columns: bytes per step \(steps)")
        #expect(inside.allSatisfy { $0 <= 60 }, "\(inside)")
        #expect(steps.sorted()[20] < 99, "the median of 40 steps")
        #expect(steps[21] <= 125, "the first scroll, which sets the scroll region: \(steps[21])")
        #expect(steps[22...].allSatisfy { $0 <= 110 }, "\(steps[22...])")
        #expect(runner.screen.contains("row    40 of 2,000"))
    }
}

/// A file whose index finishes between the store's first count (unknown yet) and the app's first status read: the
/// case that left `browse` saying `400+` for ever.
actor LateCountSource: RowSource {
    let total: Int
    private var countsAsked = 0

    init(total: Int) { self.total = total }

    func count() async throws -> Int? {
        countsAsked += 1
        return countsAsked == 1 ? nil : total
    }

    func rows(in range: Range<Int>) async throws -> [[String]] {
        range.clamped(to: 0..<total).map { ["row \($0)"] }
    }
}

@MainActor
@Suite struct BrowseCountTests {
    @Test func aCountLearnedBeforeTheFirstFrameIsFinal() async throws {
        let source = LateCountSource(total: 5_000)
        let app = BrowseApp(title: "late.csv", columns: ["line"], source: source) { SourceStatus() }
        let runner = HeadlessRunner(app: app, capabilities: .init(synchronizedOutput: true))
        await app.start()
        runner.frame()
        await app.settle()
        runner.run(frames: 2)
        #expect(app.table.numberOfRows(inSection: 0) == 5_000)
        await runner.type("G", settling: app)
        #expect(runner.screen.contains("row 5,000 of 5,000"), "\(runner.screen)")
    }
}

@MainActor
@Suite struct BrowseJumpTests {
    @Test(
        arguments: [
            ("12345", 12_345), ("12,345", 12_345), (" 7 ", 7), ("1_000", 1_000), ("1e3", nil), ("-5", nil),
            ("3.5", nil),
            ("12abc", nil), ("", nil), ("٣", nil), ("99999999999999999999", nil),
        ] as [(String, Int?)])
    func aRowNumberIsDigitsAndNothingElse(text: String, row: Int?) {
        #expect(BrowseApp<LateCountSource>.rowNumber(text) == row)
    }
}
