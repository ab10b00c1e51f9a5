import Foundation
import ReuseData
import ReuseTerminal
import ReuseTestSupport
import Testing

@testable import ReuseTools

/// The help screen, the keys it lists, search again and history, and a sort's first rows.
@MainActor
@Suite struct BrowseHelpTests {
    /// 300 rows, every tenth with a needle in its note.
    static let rows =
        "name,city,score,note\n"
        + (0..<300).map { "name \($0),city \($0 % 7),\($0 * 3 % 101),\($0 % 10 == 3 ? "needle \($0)" : "hay")" }
        .joined(separator: "\n") + "\n"

    func open(columns: Int = 80, rows: Int = 24) async throws -> (BrowseApp<TextFileSource>, HeadlessRunner) {
        let path = try fixture("needles.csv", Self.rows)
        let source = try TextFileSource(path: path, format: .csv, hasHeader: true)
        let names = try await source.header() ?? []
        let app = BrowseApp(title: "needles.csv", columns: names, source: source) {
            SourceStatus(progress: await source.progress, complete: await source.isIndexComplete)
        }
        _ = try? await source.waitForCount()
        let runner = HeadlessRunner(
            app: app, columns: columns, rows: rows, capabilities: .init(synchronizedOutput: true))
        await app.start()
        runner.frame()
        await app.settle()
        runner.run(frames: 2)
        return (app, runner)
    }

    /// At 80x24 the help shows every key and what it does at once, opened by `?` or by F1 in any of the forms
    /// terminals send, and closed by q, Esc, ? or F1.
    @Test(arguments: ["?", "\u{1B}OP", "\u{1B}[11~", "\u{1B}[1;2P"])
    func theHelpListsEveryKeyOnOneScreen(open key: String) async throws {
        let (app, runner) = try await open()
        await runner.type(key, settling: app)
        let screen = runner.screen
        for entry in HelpView(groups: HelpView.browse).entries {
            #expect(screen.contains(entry.keys), "\(entry.keys) is missing:\n\(screen)")
            #expect(screen.contains(entry.action), "\(entry.action) is missing:\n\(screen)")
        }
        for title in HelpView.browse.map(\.title) { #expect(screen.contains(title)) }
        for close in ["q", "\u{1B}", "?", "\u{1B}OP"] {
            await runner.type(close, settling: app)
            #expect(app.help == nil, "\(close.debugDescription) leaves the help open")
            #expect(runner.screen.contains("name 0"))
            #expect(!runner.quit)
            await runner.type(key, settling: app)
        }
    }

    /// Narrower than two columns, the help is one column that scrolls; it never draws past the screen.
    @Test func aNarrowHelpScrolls() async throws {
        let (app, runner) = try await open(columns: 40, rows: 12)
        await runner.type("?", settling: app)
        #expect(runner.screen.contains("Move"))
        #expect(!runner.screen.contains("this help"))
        await runner.type("G", settling: app)
        #expect(runner.screen.contains("this help"))
        #expect(!runner.screen.contains("Move"))
        for line in runner.screen.split(separator: "\n") { #expect(TextWidth.of(line) <= 40) }
    }

    /// Every key the help lists does what it says: the screen changes (or the app quits).
    @Test(arguments: HelpView(groups: HelpView.browse).entries.map(\.typed))
    func everyKeyInTheHelpDoesSomething(typed: String) async throws {
        let (app, runner) = try await open()
        // Keys that act on something need it first: a search for n, N, Esc and the history.
        if ["n", "\u{1B}", "/\u{1B}[A"].contains(typed) { await runner.type("/needle\r", settling: app) }
        if typed == "n" { await runner.type("g", settling: app) }
        let before = runner.screen
        await runner.type(typed, settling: app)
        if typed == "q" {
            #expect(runner.quit)
        } else {
            #expect(!runner.quit)
            #expect(runner.screen != before, "\(typed.debugDescription) changed nothing")
        }
    }

    /// `n` finds the next match and wraps round; `N` the one before; an empty `/` is the last search again; ↑ in
    /// the prompt brings back earlier searches.
    @Test func searchAgainBothWaysAndHistory() async throws {
        let (app, runner) = try await open()
        await runner.type("/needle\r", settling: app)
        #expect(app.list.selected?.row == 3)
        await runner.type("n", settling: app)
        #expect(app.list.selected?.row == 13)
        await runner.type("n", settling: app)
        #expect(app.list.selected?.row == 23)
        await runner.type("N", settling: app)
        #expect(app.list.selected?.row == 13)
        await runner.type("/\r", settling: app)
        #expect(app.list.selected?.row == 23)
        await runner.type("g", settling: app)
        await runner.type("N", settling: app)
        #expect(app.list.selected?.row == 293, "N from the top wraps to the last match")
        await runner.type("n", settling: app)
        #expect(app.list.selected?.row == 3, "n from the last match wraps to the first")
        await runner.type("/city 5\r", settling: app)
        await runner.type("/\u{1B}[A", settling: app)
        #expect(runner.screen.contains("/city 5▏"))
        await runner.type("\u{1B}[A", settling: app)
        #expect(runner.screen.contains("/needle▏"))
        await runner.type("\u{1B}[B\u{1B}[B", settling: app)
        #expect(runner.screen.contains("/▏"))
        await runner.type("\u{1B}", settling: app)
        await runner.type("n", settling: app)
        #expect(app.list.selected.map { ($0.row % 7) } == 5, "n looks for the last search, city 5")
    }

    /// A sort shows the top of the sorted rows, wherever the selection was; a second `s` during the sort goes on
    /// from that sort.
    @Test func aSortShowsItsFirstRows() async throws {
        let (app, runner) = try await open()
        await runner.type(":250\r", settling: app)
        await runner.type("ll", settling: app)
        await runner.type("s", settling: app)
        #expect(app.order?.sort?.column == 2)
        #expect(app.list.selected?.row == 0)
        #expect(app.store.row(at: app.sourceRow(0))?[2] == "0")
        #expect(runner.screen.contains("row   1 of 300"))
        // Pressed twice before the first finishes: descending, as two presses after it.
        app.cycleSort()
        app.cycleSort()
        await app.settle()
        runner.run(frames: 2)
        #expect(app.order == nil || app.order?.sort == nil, "three presses from a sorted view: the file's order")
    }

    /// The record view wraps again when the terminal changes size, at the field it showed.
    @Test func theRecordWrapsAgainOnResize() async throws {
        let (app, runner) = try await open()
        await runner.type(":14\r\r", settling: app)
        #expect(app.record != nil)
        // 19 columns leave the values 8: "needle 13" wraps after "needle 1".
        runner.resize(columns: 19, rows: 10)
        await app.settle()
        runner.run(frames: 1)
        let lines = runner.screen.split(separator: "\n")
        #expect(lines.contains { $0.hasSuffix("│ needle 1") }, "\(runner.screen)")
        #expect(lines.contains { $0.hasSuffix("│ 3") }, "\(runner.screen)")
        runner.resize(columns: 80, rows: 24)
        runner.run(frames: 1)
        #expect(runner.screen.contains("needle 13"))
        await runner.type("q", settling: app)
        #expect(app.record == nil)
        #expect(!runner.quit)
    }
}
