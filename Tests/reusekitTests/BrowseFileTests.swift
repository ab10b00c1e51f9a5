import Foundation
import ReuseData
import ReuseTerminal
import ReuseTestSupport
import Synchronization
import Testing

@testable import ReuseTools

/// The status line: the screen's last line.
@MainActor
private func statusLine(_ runner: HeadlessRunner) -> Substring {
    runner.screen.split(separator: "\n").last ?? ""
}

/// `browse` on a file that changes while it is open, and on pipes.
@MainActor
@Suite struct BrowseFileTests {
    func open(_ path: String, following: Bool = false) async throws -> (BrowseApp<TextFileSource>, HeadlessRunner) {
        let reopen: @Sendable () throws -> BrowseInput<TextFileSource> = {
            try BrowseCommand.textInput(path: path, format: .csv, hasHeader: true, growing: { false })
        }
        let input = try reopen()
        let app = BrowseApp(title: "t", columns: input.columns, source: input.source, status: input.status)
        app.watch = FileWatch(following: following, input: input, reopen: reopen)
        let runner = HeadlessRunner(app: app)
        await app.start()
        runner.run(frames: 2)
        return (app, runner)
    }

    /// A second of frames (the file is checked once a second), then what that started.
    func aSecond(_ app: BrowseApp<TextFileSource>, _ runner: HeadlessRunner) async {
        runner.run(frames: 60)
        await app.settle()
        runner.run(frames: 2)
    }

    @Test func anAppendIsOfferedThenFollowedWithTheLastRowKept() async throws {
        let path = try fixture("log.csv", "n,text\n" + (1...30).map { "\($0),line \($0)\n" }.joined())
        let (app, runner) = try await open(path)
        runner.type("G")
        #expect(statusLine(runner).hasSuffix("row 30 of 30"))
        try append("31,line 31\n32,line 32\n", to: path)
        await aSecond(app, runner)
        #expect(statusLine(runner).contains("the file grew by 22 bytes · F follow it · R reload"))
        #expect(statusLine(runner).hasSuffix("row 30 of 30"), "nothing moves until asked")
        await runner.type("F", settling: app)
        #expect(statusLine(runner).hasSuffix("row 32 of 32"), "the last row stays selected")
        #expect(runner.selectedLine == " 32 │ line 32")
        // Following: the next append comes in by itself.
        try append("33,line 33\n", to: path)
        await aSecond(app, runner)
        #expect(statusLine(runner).hasSuffix("row 33 of 33"))
    }

    /// Following shows whole lines only: a line written in two parts shows once its line break came, whole, and F
    /// goes to the end and stays there as rows come.
    @Test func followShowsWholeLinesAndStaysAtTheEnd() async throws {
        let path = try fixture("split.csv", "n,text\n" + (1...30).map { "\($0),line \($0)\n" }.joined() + "31,half")
        let (app, runner) = try await open(path)
        // Not following: the unfinished last line shows as it is.
        #expect(app.rowCount == 31)
        await runner.type("g", settling: app)
        await runner.type("F", settling: app)
        #expect(app.rowCount == 30, "following leaves out the line without its break")
        #expect(statusLine(runner).hasSuffix("row 30 of 30"), "F goes to the end")
        #expect(!runner.screen.contains("half"))
        try append(" and the rest\n32,", to: path)
        await aSecond(app, runner)
        #expect(app.rowCount == 31)
        #expect(runner.selectedLine == " 31 │ half and the rest", "\(runner.screen)")
        #expect(statusLine(runner).hasSuffix("row 31 of 31"), "kept at the end")
        try append("two parts\n", to: path)
        await aSecond(app, runner)
        #expect(runner.screen.contains("two parts"))
        #expect(statusLine(runner).hasSuffix("row 32 of 32"))
        // Not following again: nothing is left out.
        try append("33,no break", to: path)
        await runner.type("F", settling: app)
        await aSecond(app, runner)
        await runner.type("R", settling: app)
        #expect(app.rowCount == 33)
    }

    /// `--follow` starts at the end, leaves out a last line still without its break from the first count on
    /// (no page fails over it), and shows that line once whole.
    @Test func followFromTheStartBeginsAtTheEnd() async throws {
        let path = try fixture("tail.csv", "n,text\n" + (1...40).map { "\($0),line \($0)\n" }.joined() + "41,half")
        let (app, runner) = try await open(path, following: true)
        await app.settle()
        runner.run(frames: 3)
        #expect(statusLine(runner).hasSuffix("row 40 of 40"), "\(runner.screen)")
        #expect(!runner.screen.contains("⚠") && !runner.screen.contains("half"), "\(runner.screen)")
        try append(" and the rest\n", to: path)
        await aSecond(app, runner)
        #expect(runner.selectedLine == " 41 │ half and the rest", "\(runner.screen)")
        #expect(statusLine(runner).hasSuffix("row 41 of 41"))
    }

    @Test func aRewriteIsNamedAndRReloads() async throws {
        let path = try fixture("data.csv", "n,text\n1,old one\n2,old two\n")
        let (app, runner) = try await open(path)
        try Data("n,text\n1,new one\n2,new two\n3,new three\n".utf8).write(to: URL(fileURLWithPath: path))
        await aSecond(app, runner)
        #expect(statusLine(runner).contains("⚠ the file was rewritten: rows shown may be wrong · R reload"))
        #expect(runner.screen.contains("old one"))
        await runner.type("R", settling: app)
        #expect(runner.screen.contains("new one") && runner.screen.contains("new three"))
        #expect(!runner.screen.contains("old one"))
        #expect(statusLine(runner).hasSuffix("3"))
        #expect(!statusLine(runner).contains("⚠"))
    }

    /// A file name that is not UTF-8 (Latin-1 `café`) opens, shows with its odd byte as `\xE9`, and leaves no
    /// link behind.
    @Test func aFileNameInAnyBytesOpens() throws {
        let binary = DemoEndToEndTests.binary
        let directory = try makeTestDirectory("latin1")
        _ = try DemoEndToEndTests.shell(
            "python3 -c \"open(b'\(directory.path)/caf\\xe9 data.csv', 'wb').write(b'a,b\\n1,2\\n3,4\\n')\"")
        // A temporary directory of the test's own, so that another test's browse cannot leave a link in it.
        let temporary = try makeTestDirectory("latin1-tmp").path
        let screen = try DemoEndToEndTests.shell(
            "TMPDIR=\(temporary) \(binary) browse --capture \"$(printf '\(directory.path)/caf\\351 data.csv')\"")
        #expect(screen.contains(" caf\\xE9 data.csv · CSV"), "\(screen)")
        #expect(screen.contains(" 3 │ 4"), "\(screen)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
    }

    /// Standard input and a named pipe, through the built binary (a pipe cannot be opened twice).
    @Test func standardInputAndANamedPipe() throws {
        // Spools go to a temporary directory of the test's own (other tests' browses spool at the same time).
        let temporary = try makeTestDirectory("spool-tmp").path
        let binary = "TMPDIR=\(temporary) " + DemoEndToEndTests.binary
        let stdin = try DemoEndToEndTests.shell("printf 'a,b\\n1,2\\n3,4\\n' | \(binary) browse --capture --kind csv -")
        #expect(stdin.contains(" standard input · CSV"))
        #expect(stdin.contains(" 3 │ 4"))
        let directory = try makeTestDirectory("fifo")
        let fifo = directory.appendingPathComponent("rows").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let piped = try DemoEndToEndTests.shell(
            "(printf 'x,y\\n5,6\\n' > \(fifo) &) ; \(binary) browse --capture --kind csv \(fifo)")
        #expect(piped.contains(" 5 │ 6"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
    }
}

/// A page that fails shows as failed, says so in the status line, and loads on r.
@MainActor
@Suite struct BrowseRetryTests {
    actor FlakySource: RowSource {
        var failures = 1
        func count() async throws -> Int? { 50 }
        func rows(in range: Range<Int>) async throws -> [[String]] {
            if failures > 0 {
                failures -= 1
                throw BrowseMessage("the disk went away")
            }
            return range.clamped(to: 0..<50).map { ["\($0)", "row \($0)"] }
        }
    }

    @Test func aFailedPageSaysSoAndRRetriesIt() async throws {
        let app = BrowseApp(title: "flaky", columns: ["n", "text"], source: FlakySource()) { SourceStatus() }
        let runner = HeadlessRunner(app: app)
        await app.start()
        runner.run(frames: 2)
        await app.settle()
        runner.run(frames: 2)
        #expect(runner.screen.contains("⚠ did not load · r retries"))
        #expect(runner.screen.contains("⚠ rows 1-50 did not load: the disk went away · r retries"))
        await runner.type("r", settling: app)
        #expect(runner.screen.contains(" 7 │ row 7"))
        #expect(!runner.screen.contains("did not load"))
    }

    /// A pipe that writes slowly (`tail -f log | reusekit browse -`): each line shows as it is spooled, not when
    /// a page of them has come, and the count is final when the pipe ends.
    @Test func aSlowPipesRowsShowAsTheyArrive() async throws {
        let path = try fixture("slow.csv", "n,text\n1,one\n")
        let writing = Mutex(true)
        let input = try BrowseCommand.textInput(
            path: path, format: .csv, hasHeader: true, growing: { writing.withLock { $0 } })
        let app = BrowseApp(title: "t", columns: input.columns, source: input.source, status: input.status)
        let runner = HeadlessRunner(app: app)
        // (While the pipe is open, the store always has a page waiting for the next line: wait for that page
        // only after the line is there.)
        await app.start()
        runner.run(frames: 16)
        #expect(runner.screen.contains("one"))
        #expect(statusLine(runner).hasPrefix(" reading the input ·"))
        #expect(statusLine(runner).hasSuffix(" 1+"))
        try append("2,two\n3,three\n", to: path)
        try await input.source.waitForRows(moreThan: 2)
        await app.store.waitUntilIdle()
        runner.run(frames: 2)
        #expect(runner.screen.contains("three"))
        #expect(statusLine(runner).hasSuffix(" 3+"))
        writing.withLock { $0 = false }
        _ = try await input.source.waitForCount()
        await app.settle()
        runner.run(frames: 16)
        await app.settle()
        runner.run(frames: 2)
        #expect(app.store.isComplete && app.rowCount == 3)
        #expect(statusLine(runner).hasSuffix(" 3"))
        #expect(!statusLine(runner).contains("reading"))
    }

    @Test func aPipeThatStopsEarlyIsNamedInTheStatusLineWithTheRowsReadBeforeIt() async throws {
        let path = try fixture("cut.csv", "n,text\n1,one\n2,two\n")
        let input = try BrowseCommand.textInput(
            path: path, format: .csv, hasHeader: true, growing: { false },
            pipeProblem: { "cannot open /tmp/gone.fifo (No such file or directory)" })
        let app = BrowseApp(title: "t", columns: input.columns, source: input.source, status: input.status)
        let runner = HeadlessRunner(app: app)
        await app.start()
        runner.run(frames: 2)
        #expect(
            statusLine(runner).contains(
                "the input stopped early: cannot open /tmp/gone.fifo"))
        #expect(app.rowCount == 2)
        #expect(runner.screen.contains("two"))
        let json = try fixture("cut.jsonl", "{\"a\": 1}\n")
        let lines = try BrowseCommand.jsonInput(path: json, growing: { false }, pipeProblem: { "read failed" })
        #expect(
            await lines.status().problem == "the input stopped early: read failed; the rows read before it are shown")
    }
}
