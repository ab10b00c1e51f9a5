import ReuseData
import ReuseTerminal
import Testing

@testable import ReuseTools

/// `browse` on a file wider than the screen: nycflights13's 19 columns, as a user moves through them.
extension BrowseTests {
    static let flights =
        ColumnLayoutTests.names.joined(separator: ",") + "\n"
        + (0..<300).map { i in
            "2013,1,\(1 + i / 100),\(500 + i),515,\(i % 7 - 3),830,819,11,UA,\(1_000 + i),N\(14_228 + i),EWR,IAH,227,"
                + "1400,5,15,2013-01-01 05:00:00"
        }.joined(separator: "\n") + "\n"

    func lines(_ runner: HeadlessRunner) -> [Substring] {
        runner.screen.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func horizontalScrollingReachesTheLastColumnWithTheFirstFrozen() async throws {
        let (_, runner) = try await open(try fixture("flights.csv", Self.flights), format: .csv)
        #expect(lines(runner)[1].hasPrefix(" year │ month │ day │ dep_time"))
        #expect(lines(runner)[1].hasSuffix("▶"))
        #expect(lines(runner)[2].hasPrefix(" 2013 │     1 │   1 │      500 │            515 │        -3 │      830"))
        for column in 2...19 {
            runner.type("l")
            #expect(lines(runner)[23].hasSuffix("col \(column)/19 · 300"))
        }
        let last = lines(runner)
        #expect(last[1].hasPrefix("◀year │"))
        #expect(last[1].contains("time_hour"))
        #expect(!last[1].hasSuffix("▶"))
        #expect(last[2].hasPrefix(" 2013 │") && last[2].contains("│ 2013-01-01 05:00:00"))
        // Back to the start in one key; Shift with the wheel moves a column too.
        runner.type("0")
        #expect(lines(runner)[2].hasPrefix(" 2013 │     1 │   1 │      500 │            515 │        -3 │      830"))
        runner.type("\u{1B}[<69;10;5M")
        #expect(lines(runner)[23].hasSuffix("col 2/19 · 300"))
    }

    @Test func hideShowAndGoToAColumn() async throws {
        let (_, runner) = try await open(try fixture("flights.csv", Self.flights), format: .csv)
        runner.type("lll-")
        #expect(!lines(runner)[1].contains("│ dep_time │"))
        #expect(lines(runner)[23].contains("hid “dep_time” · + shows every column again"))
        runner.type("j")
        #expect(!lines(runner)[23].contains("hid “"), "the message goes with the next key")
        runner.type("+")
        #expect(lines(runner)[1].contains("│ dep_time │"))
        runner.type("ctailnum\r")
        #expect(lines(runner)[1].contains("tailnum"))
        #expect(lines(runner)[23].hasSuffix("col 12/19 · row   1 of 300"))
        runner.type("cnosuch\r")
        #expect(lines(runner)[23].contains("no column is named or numbered “nosuch”"))
    }

    @Test func enterShowsTheWholeRowAndEscGoesBack() async throws {
        let (_, runner) = try await open(try fixture("flights.csv", Self.flights), format: .csv)
        // The first j selects the first row, the second the next.
        runner.type("jj\r")
        let record = lines(runner)
        #expect(record[1].hasPrefix(" row 2 · 19 fields"))
        #expect(record[2] == " year           │ 2013")
        #expect(record[5] == " dep_time       │ 501")
        #expect(record[20] == " time_hour      │ 2013-01-01 05:00:00")
        runner.type("\u{1B}")
        runner.run(frames: 1)
        #expect(lines(runner)[1].hasPrefix(" year │ month"))
        #expect(lines(runner)[23].hasSuffix("row   2 of 300"))
    }
}

/// JSON Lines keys found anywhere in the file become columns while browsing.
@MainActor
@Suite struct BrowseJSONColumnsTests {
    @Test func aKeyFirstSeenPastLineOneHundredBecomesAColumn() async throws {
        var lines = (0..<3_000).map { #"{"id": \#($0), "name": "n\#($0)"}"# }
        lines[2_500] = #"{"id": 2500, "name": "n2500", "rare": "found"}"#
        let path = try fixture("late.jsonl", lines.joined(separator: "\n") + "\n")
        let source = try JSONLinesSource(path: path)
        let app = BrowseApp(
            title: "late.jsonl", columns: try await source.columns(), source: source,
            status: BrowseCommand.status(of: source))
        #expect(app.columns == ["id", "name"])
        let runner = HeadlessRunner(app: app)
        await app.start()
        // The status poll (every 15 frames) brings the scan's columns.
        while !app.sourceStatus.complete {
            runner.run(frames: 15)
            await app.statusTask?.value
        }
        runner.run(frames: 1)
        #expect(app.columns == ["id", "name", "rare"])
        #expect(runner.screen.split(separator: "\n")[1].contains("│ rare"))
        await runner.type(":2501\r", settling: app)
        #expect(runner.selectedLine == " 2500 │ n2500 │ found")
    }
}

/// `/` in a file: found in the background, the row selected, its column brought into view and the match
/// highlighted; patterns; bad patterns; Esc.
extension BrowseTests {
    func highlighted(_ runner: HeadlessRunner) -> String {
        let screen = runner.terminal.screen
        var text = ""
        for row in 0..<screen.rows {
            for column in 0..<screen.columns where screen[row, column].style.background == .indexed(220) {
                text += screen[row, column].character.map(String.init) ?? ""
            }
        }
        return text
    }

    @Test func searchSelectsTheRowShowsTheColumnAndHighlightsTheMatch() async throws {
        let (app, runner) = try await open(try fixture("flights.csv", Self.flights), format: .csv)
        // Tail numbers are N14228 + row: row 250 has N14478, in column 12, out of view at first.
        await runner.type("/n14478\r", settling: app)
        #expect(lines(runner)[23].contains("found “n14478” at row 251, column tailnum"))
        #expect(lines(runner)[23].hasSuffix("col 12/19 · row 251 of 300"))
        #expect(lines(runner)[1].contains("tailnum"))
        #expect(highlighted(runner) == "N14478")
        // A pattern: the first flight number of the form 11x5 after row 251.
        await runner.type("/11[0-9]5\r", settling: app)
        #expect(lines(runner)[23].contains("found “11[0-9]5” at row 106, column flight"))
        #expect(highlighted(runner) == "1105")
        runner.type("/(unclosed\r")
        #expect(lines(runner)[23].contains("“(unclosed” is not a valid pattern"))
        runner.type("\u{1B}")
        runner.run(frames: 1)
        #expect(highlighted(runner).isEmpty, "Esc takes the highlight away")
        runner.type("/nowhere\r")
        await app.settle()
        runner.run(frames: 1)
        #expect(lines(runner)[23].contains("“nowhere” not found"))
    }
}
