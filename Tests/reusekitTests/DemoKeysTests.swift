import Foundation
import ReuseKit
import ReuseTerminal
import ReuseTestSupport
import Testing

@testable import ReuseTools

/// The demo at any size: its help lists every key (on `?`, F1 and in `--help`), its hints and messages fit 80
/// columns beside the selected row, and a wide terminal shows more of each contact and each cell's lifecycle.
@MainActor
@Suite struct DemoKeysTests {
    nonisolated static let entries = HelpView(groups: HelpView.demo).entries

    func run(_ keys: String = "", columns: Int = 80, rows: Int = 24) -> HeadlessRunner {
        let runner = HeadlessRunner(app: DemoApp(total: 1_000_000, avatars: .immediate), columns: columns, rows: rows)
        runner.frame()
        if !keys.isEmpty { runner.type(keys, frames: 2) }
        return runner
    }

    /// At 80x24, `?` and F1 show every key and what it does on one screen; q, Esc, ? and F1 close it again
    /// without quitting.
    @Test(arguments: ["?", "\u{1B}OP"]) func theHelpListsEveryKeyOnOneScreen(open key: String) {
        let runner = run()
        for close in ["q", "\u{1B}", "?", "\u{1B}OP"] {
            runner.type(key, frames: 2)
            for entry in Self.entries {
                #expect(runner.screen.contains(entry.keys), "\(entry.keys) is missing:\n\(runner.screen)")
                #expect(runner.screen.contains(entry.action), "\(entry.action) is missing:\n\(runner.screen)")
            }
            runner.type(close, frames: 2)
            #expect(!runner.quit)
            #expect(runner.screen.contains("A · 50,000 contacts"), "\(close.debugDescription) closes the help")
        }
    }

    /// `reusekit demo --help` lists the same keys as the help screen.
    @Test func theCommandsHelpListsEveryKey() {
        let help = DemoCommand.helpMessage(columns: 100)
        for entry in Self.entries {
            #expect(help.contains("\(entry.keys)"), "\(entry.keys) is missing from --help")
            #expect(help.contains(entry.action), "\(entry.action) is missing from --help")
        }
        let browse = BrowseCommand.helpMessage(columns: 100)
        for entry in HelpView(groups: HelpView.browse).entries {
            #expect(browse.contains(entry.keys) && browse.contains(entry.action), "browse --help: \(entry.keys)")
        }
    }

    /// Every key the help lists changes the screen (or quits), given what it acts on: a selected row, and a
    /// swiped one for the swipe's keys.
    @Test(arguments: entries.map(\.typed)) func everyKeyInTheHelpDoesSomething(typed: String) {
        let runner = run("j")
        if ["1", "\u{1B}"].contains(typed) { runner.type("x", frames: 2) }
        let before = runner.screen
        runner.type(typed, frames: 2)
        if typed == "q" {
            #expect(runner.quit)
        } else {
            #expect(!runner.quit)
            #expect(runner.screen != before, "\(typed.debugDescription) changed nothing")
        }
    }

    /// The hint line and every message fit 80 columns whole beside the selected row: nothing is left out for
    /// `…`.
    @Test(arguments: ["j", "jp", "jpp", "je", "jee", "jx", "j\r", "/Ahn\r", "Q", "jxx"])
    func hintsAndMessagesFitEightyColumns(keys: String) throws {
        let runner = run(keys)
        let status = try #require(runner.screen.split(separator: "\n").last)
        #expect(!status.contains("…"), "\(keys.debugDescription): \(status)")
        #expect(status.hasSuffix("]"), "the selected row shows: \(status)")
    }

    /// The DocC article on the demo shows its screen after thirty steps down as the demo draws it now
    /// (`REUSEKIT_RECORD_GOLDEN=1` writes it into the article's first text block, as golden files are written).
    @Test func theArticleShowsTheScreenAsItIs() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/reusekit/reusekit.docc/TheTerminal.md").standardizedFileURL
        var article = try String(contentsOf: url, encoding: .utf8)
        let screen = run(String(repeating: "j", count: 30)).screen.trimmingCharacters(in: .newlines)
        if ProcessInfo.processInfo.environment["REUSEKIT_RECORD_GOLDEN"] == "1",
            let start = article.range(of: "\n```\n ReuseKit demo"),
            let end = article.range(of: "\n```\n", range: start.upperBound..<article.endIndex)
        {
            article.replaceSubrange(start.lowerBound..<end.upperBound, with: "\n```\n" + screen + "\n```\n")
            try article.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(article.contains("```\n" + screen + "\n```\n"))
    }

    /// The gutter's entries on `screen`, top to bottom: `#12 reused`.
    func gutter(_ screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^ (#[0-9]+ (?:new|reused|again))\s/).map { String($0.1) }
        }
    }

    /// At 200x50 the table gains each contact's number and city, and a gutter with each cell's number and what
    /// last happened to it; scrolling on shows cells reused; narrower than 120 columns they go again.
    @Test func aWideTerminalShowsMoreOfEachContactAndItsCell() throws {
        let runner = run(columns: 200, rows: 50)
        try golden("demo-wide.txt", matches: runner.screen)
        #expect(runner.screen.contains("010-"))
        #expect(runner.screen.contains("Seoul"))
        #expect(gutter(runner.screen).first == "#1 new")
        #expect(!gutter(runner.screen).contains { $0.hasSuffix(" reused") })
        runner.type(String(repeating: "j", count: 60), frames: 2)
        #expect(gutter(runner.screen).contains { $0.hasSuffix(" reused") }, "\(runner.screen)")
        for line in runner.screen.split(separator: "\n") { #expect(TextWidth.of(line) <= 200) }
        runner.resize(columns: 119, rows: 50)
        runner.frame()
        #expect(!runner.screen.contains("010-"))
        #expect(gutter(runner.screen).isEmpty)
        runner.resize(columns: 120, rows: 50)
        runner.frame()
        #expect(runner.screen.contains("010-"))
        // Every line of the table but its sticky header: 50 rows less the title, the status line and the panel.
        #expect(gutter(runner.screen).count == 23)
    }
}
