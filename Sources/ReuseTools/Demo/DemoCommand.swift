import ArgumentParser
import Foundation
import ReuseExamples
import ReuseKit
import ReuseTerminal

/// `reusekit demo`: the live terminal app.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "A million contacts in a terminal table: cell reuse, prefetching and the lifecycle, live.",
        discussion: """
            The mouse wheel scrolls, a click selects, a drag flings. --capture prints the screen after --keys \
            instead, from a virtual terminal (no terminal needed). On a terminal 168 columns wide or more, each \
            cell shows its number and what last happened to it (new, reused, shown again) left of its row.

            Keys (? or F1 shows them in the demo):
            """ + "\n" + HelpView.keysText(HelpView.demo)
    )

    @Option(help: "Contacts in the table.") var rows = 1_000_000
    @Option(help: "Avatar latency range in milliseconds, as MIN-MAX.") var latency = "50-250"
    @Flag(help: "Print the screen from a virtual 80x24 terminal instead of running interactively.")
    var capture = false
    @Option(help: "With --capture: keys to press first (\\e Escape, \\r Enter, \\t Tab, \\\\ a backslash).")
    var keys = ""
    @Flag(help: "Show the contacts as a grid of cards in a collection view: arrows move across and down.")
    var grid = false
    @Flag(
        help:
            "Open the demo in a window on the desktop (SDL2; a display is needed): the same million contacts in pixels."
    )
    var window = false
    @Option(help: "With --window: the window's width in points.") var width: Double = 1280
    @Option(help: "With --window: the window's height in points.") var height: Double = 800
    @OptionGroup(title: "Window options (with --window)") var windowOptions: WindowOptions

    func latencyRange() throws -> ClosedRange<Double> {
        let parts = latency.split(separator: "-", omittingEmptySubsequences: false).map { Double($0) }
        // At most a minute: the avatar loads sleep for it, in whole milliseconds.
        guard parts.count == 2, let low = parts[0], let high = parts[1], low >= 0, low <= high, high <= 60_000 else {
            throw ValidationError(
                "--latency must be MIN-MAX in milliseconds, from 0 to 60000, like 50-250; got \(latency).")
        }
        return (low / 1000)...(high / 1000)
    }

    func validate() throws {
        guard rows >= 1 else { throw ValidationError("--rows must be 1 or more; got \(rows).") }
        _ = try latencyRange()
        if window {
            guard !capture, !grid else {
                throw ValidationError("--window runs the table demo on its own: leave out --capture and --grid")
            }
            try ExampleCommand.validateSize(width: width, height: height)
        }
    }

    func run() throws {
        if window {
            let screen = ExampleScreen.demo(contacts: rows)
            let size = CGSize(width: width, height: height)
            try windowOptions.run(screen, size: size, title: "ReuseKit demo · \(rows.formatted()) contacts")
            return
        }
        if capture {
            let screen = MainActor.assumeIsolated {
                let app: any TerminalApp =
                    grid ? DemoGrid(total: rows, avatars: .immediate) : DemoApp(total: rows, avatars: .immediate)
                let runner = HeadlessRunner(app: app)
                runner.frame()
                runner.type(terminalKeys(keys), frames: 2)
                return runner.screen
            }
            print(screen)
            return
        }
        let latency = try latencyRange()
        let trueColor =
            ProcessInfo.processInfo.environment["COLORTERM"].map { ["truecolor", "24bit"].contains($0) } ?? false
        try MainActor.assumeIsolated {
            let session = try TerminalSession(command: "reusekit demo")
            let app: any TerminalApp =
                grid
                ? DemoGrid(total: rows, avatars: .simulated(latency))
                : DemoApp(total: rows, avatars: .simulated(latency), trueColor: trueColor)
            TerminalRunner(app: app, session: session, trueColor: trueColor).run()
        }
    }
}
