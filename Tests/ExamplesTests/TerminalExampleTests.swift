import Foundation
import ReuseKit
import ReuseTerminal
import Testing

@testable import fruits_in_a_terminal

/// The thirty-line terminal example, run headless as the terminal would run it: its own table drawn in a
/// terminal, the list's keys, Enter picking a row, a prompt.
@MainActor
@Suite struct TerminalExampleTests {
    @Test func aProgramShowsItsOwnTableInATerminal() throws {
        let fruits = Fruits()
        let runner = HeadlessRunner(app: fruits.host)
        runner.run(frames: 2)
        // The DocC article RenderingScreens shows this screen; the same rows in pixels (`reusekit render crates`): the file is its
        // copy, checked here; `REUSEKIT_RECORD_GOLDEN=1` writes it again.
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Documentation/Pictures/crates-terminal.txt").standardized
        if ProcessInfo.processInfo.environment["REUSEKIT_RECORD_GOLDEN"] == "1" {
            try (runner.screen + "\n").write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: golden, encoding: .utf8) == runner.screen + "\n")
        let lines = runner.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix(" Fruits · 100,000 crates"))
        #expect(lines[1].hasPrefix(" Apple") && lines[1].contains("crate 1"))
        #expect(lines[23].hasPrefix(" ↑↓ jk · PgUp PgDn"))
        // Only a screenful of cells for 100,000 rows.
        #expect(fruits.table.visibleCells.count == 22)
        runner.type("jjj\r", frames: 2)
        #expect(runner.screen.contains("picked Cherry from crate 3"))
        #expect(runner.screen.contains("row       3 of 100,000"), "the number padded to the count's width")
        runner.type("G", frames: 2)
        #expect(runner.screen.contains("crate 100000"))
        runner.type("j", frames: 1)
        #expect(!runner.screen.contains("picked"), "the message goes at the next key")
    }

    @Test func aPromptAsksForALine() {
        let fruits = Fruits()
        var answer: String?
        fruits.host.onKey = { event in
            guard case .key(.character(":")) = event else { return false }
            fruits.host.ask("crate ") { answer = $0 }
            return true
        }
        let runner = HeadlessRunner(app: fruits.host)
        runner.type(":42", frames: 1)
        #expect(runner.screen.contains(" crate 42▏  Enter · Esc cancel"))
        runner.type("\r", frames: 1)
        #expect(answer == "42")
        runner.type("q", frames: 1)
        #expect(runner.quit)
    }

    /// The DocC article shows the example word for word (its doc comment aside).
    @Test func theArticleShowsTheExampleAsItIs() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent(
                "Sources/ReuseTerminal/ReuseTerminal.docc/RunningATableInATerminal.md"), encoding: .utf8)
        let example = try String(
            contentsOf: root.appendingPathComponent("Examples/Terminal/main.swift"), encoding: .utf8)
        let shown = try #require(
            article.components(separatedBy: "```swift\n").dropFirst().first?
                .components(separatedBy: "```").first)
        let code = example.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("/// A table of its own") }.joined(separator: "\n")
        #expect(
            shown.trimmingCharacters(in: .whitespacesAndNewlines)
                == code.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(example.split(separator: "\n").count <= 40, "a program of about thirty lines")
    }
}
