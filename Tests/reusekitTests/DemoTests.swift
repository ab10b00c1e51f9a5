import Foundation
import ReuseKit
import ReuseTerminal
import ReuseTestSupport
import Testing

@testable import ReuseTools

@MainActor
@Suite struct DemoScreenTests {
    func run(_ keys: String = "", rows: Int = 1_000_000) -> HeadlessRunner {
        let runner = HeadlessRunner(app: DemoApp(total: rows, avatars: .immediate))
        runner.frame()
        if !keys.isEmpty { runner.type(keys, frames: 2) }
        return runner
    }

    @Test func theFirstScreen() throws {
        try golden("demo-start.txt", matches: run().screen)
    }

    @Test func theEndOfTheLastSectionWithItsStickyHeader() throws {
        // End: capitals are the section index's in the demo.
        let runner = run("\u{1B}[F")
        try golden("demo-end.txt", matches: runner.screen)
        #expect(runner.screen.contains("Z · "))
    }

    @Test func aResizeLaysOutAgain() {
        let runner = run()
        runner.resize(columns: 100, rows: 30)
        let lines = runner.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 30)
        #expect(lines[29].hasPrefix(" ↑↓ · A-Z"))
        // The panel under the table takes half of the 28 rows under the title: its rule is row 15, the counters
        // follow, and the log fills the rest down to the status line.
        #expect(lines[15].hasPrefix("─ lifecycle ───"))
        #expect(lines[16].hasPrefix(" cells created "))
        runner.resize(columns: 60, rows: 12)
        #expect(!runner.screen.contains("cells created"))  // too short for the panel
    }

    /// Any terminal size, down to one cell, draws, and takes keys and the mouse anywhere, without trapping (a
    /// terminal can be resized to anything while the app runs).
    @Test func everySizeDownToOneCellDrawsAndTakesKeys() async {
        await driveAtEverySize(run(), keys: "jjJGgk")
    }

    /// The section index on the pinned header's line, right-aligned before the scroll indicator: a capital
    /// letter or a click on a title jumps to its section. On a narrow terminal the titles alternate with bullets,
    /// as UIKit compresses its index, and a bullet goes to a title it stands for.
    @Test func theSectionIndexJumpsByLetterAndByClick() throws {
        let runner = run("M")
        #expect(runner.screen.split(separator: "\n")[1].hasPrefix(" M · "))
        #expect(runner.screen.split(separator: "\n")[1].hasSuffix(" ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
        try golden("demo-index.txt", matches: runner.screen)
        let app = runner.app as! DemoApp
        #expect(app.list.selected?.section == 12)
        // A click on A (column 53: the 26 titles end before the indicator's column, 79) goes back to the top.
        runner.run([.mouse(button: .left, row: 1, column: 53, pressed: true, dragging: false)], frames: 1)
        #expect(runner.screen.split(separator: "\n")[1].hasPrefix(" A · "))
        #expect(app.list.selected == IndexPath(row: 0, section: 0))
        // 40 columns hold 19 places: ten titles with a bullet between each two (the header's title ends with an
        // ellipsis before them). The bullet after A goes to B or C, the middle of those it stands for.
        runner.resize(columns: 40, rows: 24)
        #expect(runner.screen.split(separator: "\n")[1] == " A · 50,000 contac… A•C•F•I•L•N•Q•T•W•Z┃")
        runner.run([.mouse(button: .left, row: 1, column: 21, pressed: true, dragging: false)], frames: 1)
        #expect(app.list.selected?.section == 1)
    }

    /// Swipe to delete on a key, the actions drawn in the row; editing mode with its controls and Delete button.
    @Test func swipingAndEditingDeleteRows() throws {
        let runner = run("jjjx")
        try golden("demo-swipe.txt", matches: runner.screen)
        #expect(runner.screen.contains(" 2 Flag  1 Delete"))
        runner.type("1", frames: 2)
        #expect(runner.screen.contains("deleted Alvarez Minji 민지"))
        #expect(!runner.screen.split(separator: "\n").dropLast().contains { $0.contains("Alvarez Minji") })
        runner.type("e", frames: 2)
        #expect(runner.screen.contains("⊖"))
        runner.type("\r", frames: 2)
        #expect(runner.screen.contains(" 1 Delete"))
        runner.type("\r", frames: 2)
        let app = runner.app as! DemoApp
        #expect(app.contacts.rows(inSection: 0) == app.contacts.counts[0] - 2)
        runner.type("e", frames: 2)
        #expect(!runner.screen.contains("⊖"))
    }

    /// `--keys` as a shell passes it: backslash escapes for the keys a terminal sends as control bytes.
    @Test func captureKeysSpellEscapeEnterAndTab() {
        #expect(terminalKeys(#"/park\r"#) == "/park\r")
        #expect(terminalKeys(#"\e\t\\x\q\"#) == "\u{1B}\t\\x\\q\\")
        let runner = run(terminalKeys(#"/zzzz\r"#))
        #expect(runner.screen.contains("“zzzz” not found"))
    }

    /// A latency that is not two numbers from 0 to a minute, low to high, is refused (a huge one trapped when the
    /// avatar's sleep was converted to whole milliseconds).
    /// Idle means silent: once what a frame shows has been drawn (and the panel's frame counter updated once
    /// after it), nothing more is written until something changes.
    @Test func anIdleDemoWritesNothing() {
        let runner = run("jjj")
        // Every frame takes a different time, as in a terminal.
        var frame = 0.0
        runner.frameMilliseconds = {
            frame += 1
            return frame / 100
        }
        runner.run(frames: 120)
        #expect(runner.frameBytes.suffix(118).allSatisfy { $0 == 0 }, "\(runner.frameBytes.suffix(120))")
        runner.type("j", frames: 3)
        #expect(runner.frameBytes.suffix(3).first! > 0, "a key still draws")
    }

    /// The panel adapts to the width and its counters are never cut: at 40 columns (the narrowest with a panel)
    /// and with counters in the millions, every counter shows whole, a group on two lines if it must.
    @Test func countersAreNeverCut() {
        let app = DemoApp(total: 1_000_000, avatars: .immediate)
        let runner = HeadlessRunner(app: app, columns: 40, rows: 30)
        runner.type(String(repeating: "\u{1B}[Fg", count: 3), frames: 3)
        app.problemsFound = 1_234_567
        runner.run(frames: 1)
        let stats = app.table.statistics
        for counter in [
            "cells created \(stats.cellsCreated)", "reused \(stats.cellsReused)",
            "redisplayed \(stats.cellsRedisplayed)",
            "prefetched \(stats.rowsPrefetched)", "cancelled \(stats.rowsCancelled)", "problems 1234567",
        ] {
            #expect(runner.screen.contains(counter), "\(counter) in \(runner.screen)")
        }
        runner.resize(columns: 120, rows: 30)
        #expect(runner.screen.contains("prepareForReuse on · problems 1234567"))
    }

    /// One numbering: the log, the status line and messages all print index paths as UIKit does.
    @Test func theLogAndTheStatusLineNumberRowsAlike() {
        let runner = run("jjj")
        let lines = runner.screen.split(separator: "\n")
        #expect(lines.last!.hasSuffix(" [0, 2]"))
        #expect(lines.contains { $0.contains("willDisplay [0, ") })
        runner.type("/Hana\r")
        #expect(runner.screen.contains("found “Hana” at [0, "))
        runner.type("j")
        #expect(!runner.screen.contains("found “Hana”"), "the message goes at the next key")
    }

    @Test func latencyOptionIsValidated() throws {
        for bad in ["1-99999999999999999999", "1-inf", "nan-1", "-1-5", "1--5", "5", "250-50", "1-60001"] {
            #expect(throws: (any Error).self, "\(bad)") { _ = try DemoCommand.parse(["--latency=\(bad)"]) }
        }
        #expect(try DemoCommand.parse(["--latency", "0-60000"]).latencyRange() == 0...60)
        #expect(try DemoCommand.parse([]).latencyRange() == 0.05...0.25)
    }

    @Test func searchFindsAContact() {
        let runner = run("/park\r")
        #expect(runner.screen.contains("found “park” at [15, 0]"))
    }

    /// Seed 004's bug, live: with prepareForReuse off, a contact without a photo shows another's avatar.
    @Test func turningPrepareForReuseOffShowsStaleAvatars() {
        func avatarsOnRowsWithoutPhoto(_ keys: String) -> Int {
            let runner = run(keys)
            let app = runner.app as! DemoApp
            var stale = 0
            for cell in app.table.visibleCells {
                guard let path = app.table.indexPath(for: cell), !app.contacts.hasPhoto(path) else { continue }
                if cell.standardSubviews.imageView?.image != nil { stale += 1 }
            }
            return stale
        }
        let scroll = String(repeating: "j", count: 60)
        #expect(avatarsOnRowsWithoutPhoto(scroll) == 0)
        #expect(avatarsOnRowsWithoutPhoto("p" + scroll) > 0)
        // The diagnostics find it too, and the log shows them as they happen.
        let runner = run("p")
        let app = runner.app as! DemoApp
        for _ in 0..<60 where app.problemsFound == 0 { runner.type("j", frames: 1) }
        #expect(app.problemsFound > 0)
        #expect(runner.screen.contains(" stale image, left from [0, "), "\(runner.screen)")
        #expect((run(scroll).app as! DemoApp).problemsFound == 0)
    }

    /// The harness's step (`Benchmarks/Terminal/keys.py`): j pressed with the selection at the bottom of the
    /// list, so that the list scrolls a line. The region scrolls the rows under the pinned header (the index on
    /// that line stays), the old selected row is drawn plain and the new one selected, the two counters and the
    /// status line's row change, and the log changes in place. The frame figures change once a second, not at
    /// every step. At most 200 bytes (318 when the index was a column that every scroll moved).
    @Test func aOneLineStepWritesAtMost200Bytes() {
        let runner = run()
        var bytes: [Int] = []
        for step in 0..<100 {
            runner.type("j", frames: 1)
            let written = runner.frameBytes.last!
            runner.frame()
            if step >= 20 { bytes.append(written + runner.frameBytes.last!) }
        }
        let median = bytes.sorted()[bytes.count / 2]
        #expect(median <= 200, "\(median) bytes per step")
        #expect(runner.screen.contains("willDisplay [0, 99]"))
    }

    @Test func scrollingWritesOnlyWhatChanged() {
        let runner = run()
        var bytes: [Int] = []
        for _ in 0..<40 {
            runner.run([.mouse(button: .wheelDown, row: 10, column: 5, pressed: true, dragging: false)])
            bytes.append(runner.frameBytes.last ?? 0)
        }
        // A three-line scroll shifts the table's rows with a scroll region (the section index stays on the pinned
        // header's line), draws three table lines, the counters that changed, and the log under the table, full
        // width, either scrolled by its own amount or changed in place, whichever costs less (215 bytes; 369 when
        // the index was a column the scroll moved, about 2.3 KB when the log was a panel beside the table, which
        // no scroll region could move).
        let median = bytes.sorted()[bytes.count / 2]
        #expect(median < 300, "\(median) bytes per scroll step")
        #expect(runner.terminal.text.contains("reused"))
    }
}

/// The built binary in a real terminal (tmux): it draws, takes keys, and puts the terminal back on q, on
/// SIGTERM and on a crash.
@Suite(.serialized) struct DemoEndToEndTests {
    static let binary: String = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("reusekit").path
    }()

    /// Runs `command` with `/bin/sh` and returns its output. (Through popen, not Foundation's Process, whose
    /// wait never ends when the command starts a server that inherits its descriptors, as tmux does.)
    @discardableResult
    static func shell(_ command: String) throws -> String {
        guard let stream = popen(command + " 2>&1", "r") else { return "" }
        var output = ""
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), stream) != nil {
            output += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        pclose(stream)
        return output
    }

    /// The tmux command line for `arguments` on this test process's own server (its own socket, no user
    /// configuration), so that no other tmux, and no other run of the tests, shares it.
    static func tmux(_ arguments: String) -> String {
        "tmux -L reusekit-e2e-\(getpid()) -f /dev/null \(arguments)"
    }

    /// Starts a server of the test's own, kept alive by a session that outlives the demo's: killing the demo's
    /// session never leaves the server without sessions, so it never exits while the next one starts.
    static func startServer() throws {
        try shell(tmux("new-session -d -s keep-alive 'sleep 600'") + " >/dev/null 2>&1 </dev/null")
    }

    /// Ends the server and removes its socket.
    static func stopServer() {
        _ = try? shell(tmux("kill-server") + " >/dev/null 2>&1")
        _ = try? shell("rm -f \"${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/reusekit-e2e-\(getpid())\"")
    }

    /// Polls the pane until `text` shows (a real process on a real clock: the one place tests wait).
    static func waitFor(_ text: String, session: String) throws -> String {
        try waitUntil(session: session) { $0.contains(text) }
    }

    /// Polls the pane until `done` holds for its text, for at most thirty seconds (a loaded CI machine starts a
    /// debug build slowly); returns the last text.
    static func waitUntil(session: String, _ done: (String) -> Bool) throws -> String {
        var screen = ""
        for _ in 0..<300 {
            screen = try shell(tmux("capture-pane -p -t \(session)"))
            if done(screen) { return screen }
            usleep(100_000)
        }
        return screen
    }

    func start(_ session: String) throws {
        try Self.shell(Self.tmux("kill-session -t \(session)") + " >/dev/null 2>&1")
        // After the demo: its exit status and the terminal's settings, then a line that says they are all out.
        let command = "\(Self.binary) demo --latency 1-5; echo EXIT:\\$?; stty -a; echo END-OF-STTY; sleep 30"
        // The server must not keep our pipe: its output goes nowhere.
        try Self.shell(
            Self.tmux("new-session -d -s \(session) -x 80 -y 24 \"\(command)\"") + " >/dev/null 2>&1 </dev/null")
    }

    func restored(_ screen: String) -> Bool {
        screen.contains(" icanon") && screen.contains(" echo") && !screen.contains("ReuseKit demo")
    }

    /// The process id of the app the pane runs (the demo, or `browse`): the child of the pane's shell.
    func demoProcess(_ session: String) throws -> String {
        let shellPID = try Self.shell(Self.tmux("list-panes -t \(session) -F '#{pane_pid}'"))
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return try Self.shell("pgrep -P \(shellPID) -x reusekit").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// One test, so that its runs never overlap: q, then SIGTERM, SIGHUP, SIGINT, the crashes SIGSEGV, SIGTRAP
    /// and SIGILL (what a Swift runtime trap raises), and every other signal that ends a process.
    @Test func drawsTakesKeysAndPutsTheTerminalBackOnEveryWayOut() throws {
        let session = "reusekit-e2e"
        try Self.startServer()
        defer { Self.stopServer() }
        try start(session)
        let first = try Self.waitFor("ReuseKit demo", session: session)
        #expect(first.contains("A · 50,000 contacts"))
        // A resize (SIGWINCH) redraws at the new size.
        try Self.shell(Self.tmux("resize-window -t \(session) -x 100 -y 30"))
        let resized = try Self.waitUntil(session: session) { screen in
            // The panel's rule moves down to row 15 of 30.
            screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(15).first?
                .hasPrefix("─ lifecycle ─") == true
        }
        #expect(resized.split(separator: "\n", omittingEmptySubsequences: false).count >= 30)
        #expect(resized.contains(" cells created "))
        try Self.shell(Self.tmux("send-keys -t \(session) j j j"))
        // The selected row shows at the right of the status line.
        #expect(try Self.waitFor(" [0, 2]\n", session: session).contains(" [0, 2]\n"))
        try Self.shell(Self.tmux("send-keys -t \(session) q"))
        let afterQuit = try Self.waitFor("END-OF-STTY", session: session)
        #expect(afterQuit.contains("EXIT:0"), "\(afterQuit)")
        #expect(restored(afterQuit))

        // Then every other signal whose default action ends the process, by number (sh's kill knows few
        // names): SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO,
        // SIGPWR, SIGSYS, the first real-time signal an application may use and the last.
        let others = [10, 12, 13, 14, 16, 24, 25, 26, 27, 29, 30, 31, 35, 64].map { ("\($0)", 128 + $0) }
        for (signal, status) in [
            ("TERM", 143), ("HUP", 129), ("INT", 130), ("QUIT", 131), ("SEGV", 139), ("TRAP", 133), ("ILL", 132),
        ] + others {
            try start(session)
            _ = try Self.waitFor("ReuseKit demo", session: session)
            let pid = try demoProcess(session)
            #expect(!pid.isEmpty)
            try Self.shell("kill -\(signal) \(pid)")
            let after = try Self.waitFor("END-OF-STTY", session: session)
            #expect(after.contains("EXIT:\(status)"), "SIG\(signal): \(after)")
            #expect(restored(after), "SIG\(signal)")
        }
    }

    /// Polls `tmux display` for the pane's `format` until `done` holds (thirty seconds at most).
    static func waitForPane(_ format: String, session: String, _ done: (String) -> Bool) throws -> String {
        var value = ""
        for _ in 0..<300 {
            value = try shell(tmux("display -p -t \(session) '\(format)'")).trimmingCharacters(
                in: .whitespacesAndNewlines)
            if done(value) { return value }
            usleep(100_000)
        }
        return value
    }

    /// Job control in an interactive shell, as people use it: Ctrl-Z and `fg`, SIGTSTP then `bg` (the background
    /// run stops at its first read) then `fg`, and Ctrl-\\, which quits as SIGQUIT with the terminal put back.
    @Test func suspendsAndContinuesLikeLess() throws {
        let session = "reusekit-jobs"
        try Self.startServer()
        defer { Self.stopServer() }
        try Self.shell(
            Self.tmux("new-session -d -s \(session) -x 80 -y 24 'bash --norc --noprofile -i'")
                + " >/dev/null 2>&1 </dev/null")
        func send(_ keys: String) throws { try Self.shell(Self.tmux("send-keys -t \(session) \(keys)")) }
        func alternateScreen(_ on: Bool) throws -> Bool {
            try Self.waitForPane("#{alternate_on}", session: session) { $0 == (on ? "1" : "0") } == (on ? "1" : "0")
        }
        // Each shell command ends by printing a marker of its own, computed so that the typed command never shows
        // it: a wait never matches what an earlier step left on the screen.
        var step = 0
        func run(_ command: String) throws -> String {
            step += 1
            try send("'clear; \(command); echo MARK-$((1000 + \(step)))' Enter")
            return try Self.waitFor("MARK-\(1000 + step)", session: session)
        }
        // The last command's status, read before anything else runs.
        func exitStatus() throws -> String {
            step += 1
            try send("'echo EXIT:$? MARK-$((1000 + \(step)))' Enter")
            return try Self.waitFor("MARK-\(1000 + step)", session: session)
        }
        try send("\"PS1='$ '; \(Self.binary) demo --latency 1-5\" Enter")
        _ = try Self.waitFor("ReuseKit demo", session: session)

        // Ctrl-Z: the shell's screen, cooked mode, the job stopped; `fg`: drawn again, raw (keys act at once).
        try send("C-z")
        #expect(try alternateScreen(false))
        #expect(try Self.waitFor("Stopped", session: session).contains("Stopped"))
        #expect(restored(try run("stty -a")))
        try send("'fg' Enter")
        #expect(try alternateScreen(true))
        #expect(try Self.waitFor("A · 50,000 contacts", session: session).contains("cells created"))
        try send("j j j")
        #expect(try Self.waitFor(" [0, 2]\n", session: session).contains(" [0, 2]\n"))

        // SIGTSTP from elsewhere, then `bg`: the run in the background stops again at its next read instead of
        // drawing over the shell; `fg` brings it back.
        let pid = try demoProcess(session)
        try Self.shell("kill -TSTP \(pid)")
        #expect(try alternateScreen(false))
        #expect(try run("bg").contains("&"))
        let state = try Self.waitForPane("#{pane_current_command}", session: session) { _ in
            (try? Self.shell("ps -o stat= -p \(pid)"))?.hasPrefix("T") == true
        }
        #expect(try Self.shell("ps -o stat= -p \(pid)").hasPrefix("T"), "\(state)")
        #expect(try alternateScreen(false))
        try send("'fg' Enter")
        #expect(try alternateScreen(true))
        #expect(try Self.waitFor("A · 50,000 contacts", session: session).contains("cells created"))
        try send("q")
        #expect(try alternateScreen(false))
        #expect(try exitStatus().contains("EXIT:0"))
        #expect(restored(try run("stty -a")))

        // Ctrl-\\ (read as a key in raw mode): quits as SIGQUIT would, the terminal put back first.
        try send("'\(Self.binary) demo --latency 1-5' Enter")
        #expect(try alternateScreen(true))
        _ = try Self.waitFor("ReuseKit demo", session: session)
        try send("'C-\\'")
        #expect(try alternateScreen(false))
        // Type only once the shell has the terminal back, as a person at the prompt would: keys typed while the
        // app is still exiting are the app's to read (a slow exit, under ThreadSanitizer, lost them).
        _ = try Self.waitForPane("#{pane_current_command}", session: session) { $0 == "bash" }
        #expect(try exitStatus().contains("EXIT:131"))
        #expect(restored(try run("stty -a")))
    }

    /// The terminal goes away (tmux's session killed): the demo ends as SIGHUP ends it, rather than stopping
    /// itself for a `fg` that can never come (it read the missing foreground group as being in the background).
    @Test func aTerminalThatGoesAwayEndsTheApp() throws {
        // A tmux server of its own, killed whole: the terminal closes under the demo.
        let server = "tmux -L reusekit-gone-\(getpid()) -f /dev/null"
        defer { _ = try? Self.shell("rm -f \"${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/reusekit-gone-\(getpid())\"") }
        try Self.shell(
            "\(server) new-session -d -s gone -x 80 -y 24 '\(Self.binary) demo --latency 1-5' >/dev/null 2>&1 </dev/null"
        )
        var screen = ""
        for _ in 0..<300 where !screen.contains("ReuseKit demo") {
            screen = try Self.shell("\(server) capture-pane -p -t gone")
            usleep(100_000)
        }
        let pid = try Self.shell("\(server) list-panes -t gone -F '#{pane_pid}'")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!pid.isEmpty)
        try Self.shell("\(server) kill-server")
        var state = "?"
        for _ in 0..<100 {
            state = try Self.shell("ps -o stat= -p \(pid)").trimmingCharacters(in: .whitespacesAndNewlines)
            if state.isEmpty || state.hasPrefix("Z") { break }
            usleep(100_000)
        }
        #expect(state.isEmpty || state.hasPrefix("Z"), "the demo is still there: \(state)")
        if !state.isEmpty { _ = try? Self.shell("kill -9 \(pid)") }
    }

    /// `browse -` on a pipe that is still open shows the rows it has sent, and SIGHUP (a terminal window closed)
    /// removes the spool that holds them, which an exit handler would not: the user's data stays nowhere.
    @Test func aSlowPipesRowsShowAndAHangUpRemovesItsSpool() throws {
        let session = "reusekit-pipe"
        try Self.startServer()
        defer { Self.stopServer() }
        let spools = try makeTestDirectory("spools").path
        let command =
            "(printf 'name,age\\\\nKim,31\\\\nLee,44\\\\n'; sleep 60) | TMPDIR=\(spools) \(Self.binary) browse --kind csv -"
        try Self.shell(
            Self.tmux("new-session -d -s \(session) -x 80 -y 24 \"\(command)\"") + " >/dev/null 2>&1 </dev/null")
        let screen = try Self.waitFor("Lee", session: session)
        #expect(screen.contains("Kim") && screen.contains("Lee"), "\(screen)")
        #expect(screen.contains("reading the input"))
        let files = {
            try FileManager.default.contentsOfDirectory(atPath: spools).filter { $0.hasPrefix("reusekit-spool-") }
        }
        #expect(try files().count == 1)
        let pid = try demoProcess(session)
        #expect(!pid.isEmpty)
        try Self.shell("kill -HUP \(pid)")
        for _ in 0..<100 where try !files().isEmpty { usleep(100_000) }
        #expect(try files().isEmpty, "the spool is left behind")
    }

    @Test func notATerminalSaysWhatToDoInstead() throws {
        let output = try Self.shell("(\(Self.binary) demo < /dev/null 2>&1; echo status:$?) | cat")
        #expect(output.contains("standard output is not one"))
        #expect(output.contains("reusekit trace"))
        #expect(!output.contains("status:0"))
    }
}

/// Resizes the app's terminal to every size from 1x1 to 40x8 and at each one types `keys`, clicks, drags and
/// turns the wheel at the corners, the middle and past the edges; after each size the screen must be exactly the
/// terminal's lines, none wider. `settle` lets an app's loads finish after the keys.
@MainActor
func driveAtEverySize(
    _ runner: HeadlessRunner, keys: String, settle: () async -> Void = {},
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    for columns in [1, 2, 3, 5, 8, 13, 40] {
        for rows in [1, 2, 3, 4, 5, 8] {
            runner.resize(columns: columns, rows: rows)
            runner.type(keys, frames: 2)
            var mouse: [InputEvent] = []
            for (row, column) in [(0, 0), (rows - 1, columns - 1), (rows / 2, columns / 2), (rows + 5, columns + 5)] {
                mouse += [
                    .mouse(button: .left, row: row, column: column, pressed: true, dragging: false),
                    .mouse(button: .left, row: row + 3, column: column, pressed: true, dragging: true),
                    .mouse(button: .left, row: row - 3, column: column, pressed: false, dragging: false),
                    .mouse(button: .wheelDown, row: row, column: column, pressed: true, dragging: false),
                    .mouse(button: .wheelUp, row: row, column: column, pressed: true, dragging: false),
                ]
            }
            runner.run(mouse, frames: 2)
            await settle()
            runner.run(frames: 1)
            let lines = runner.screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == rows, "\(columns)x\(rows)", sourceLocation: sourceLocation)
            #expect(
                lines.allSatisfy { TextWidth.of($0) <= columns }, "\(columns)x\(rows)", sourceLocation: sourceLocation)
        }
    }
}
