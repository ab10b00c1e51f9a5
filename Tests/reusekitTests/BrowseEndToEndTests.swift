import Foundation
import ReuseTerminal
import Testing

@testable import ReuseTools

/// `browse` in a real terminal (tmux), in the end-to-end suite (whose tests share one tmux server, one at a time).
extension DemoEndToEndTests {
    /// A CSV of 3,000 flights, 19 columns: wider than the screen, indexed at once.
    static func flightsFixture() throws -> String {
        let header =
            "year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,"
            + "tailnum,origin,dest,air_time,distance,hour,minute,time_hour\n"
        let rows = (0..<3_000).map { i in
            "2013,\(i % 12 + 1),\(i % 28 + 1),\(500 + i),\(515 + i),\(i % 60 - 10),\(830 + i),\(819 + i),\(i % 80 - 20),"
                + "UA,\(1000 + i),N\(10000 + i)X,EWR,IAH,\(100 + i % 300),\(1400 + i),\(i % 24),\(i % 60),"
                + "2013-01-01 05:00:00\n"
        }
        return try fixture("flights.csv", header + rows.joined())
    }

    /// Keys typed before the app is up (here while the shell still sleeps) are read once it is, not dropped by
    /// the switch to raw mode.
    @Test func keysTypedDuringStartUpAreKept() throws {
        let session = "reusekit-browse-typeahead"
        let path = try Self.flightsFixture()
        try Self.startServer()
        defer { Self.stopServer() }
        try Self.shell(
            Self.tmux("new-session -d -s \(session) -x 80 -y 24 \"sleep 1; \(Self.binary) browse \(path); sleep 30\"")
                + " >/dev/null 2>&1 </dev/null")
        // A jump, whatever the count has reached by then (G would go to the last row indexed so far).
        try Self.shell(Self.tmux("send-keys -t \(session) : 4 2 Enter"))
        let screen = try Self.waitFor("42 of ", session: session)
        // `row  42 of 708+` while the index still grows, `row    42 of 3,000` once it is done.
        #expect(screen.range(of: "row +42 of [0-9,]+", options: .regularExpression) != nil, "\(screen)")
    }

    /// Standard input says nothing of what it holds: its first lines tell. CSV, TSV and JSON Lines piped in show
    /// their columns, and text its lines across the whole width.
    @Test func standardInputIsSniffedAndTextTakesTheWholeWidth() throws {
        let flights = try Self.flightsFixture()
        let tsv = try fixture("pets.tsv", "name\tkind\nRex\tdog\nTom\tcat\n")
        let json = try fixture("pets.jsonl", "{\"name\": \"Rex\", \"kind\": \"dog\"}\n{\"name\": \"Tom\"}\n")
        let long = String(repeating: "all work and no play makes jack a dull boy ", count: 4)
        let text = try fixture("prose.txt", (0..<50).map { "\($0) \(long)" }.joined(separator: "\n") + "\n")
        try Self.startServer()
        defer { Self.stopServer() }
        for (path, expected) in [
            (flights, "year │ month │ day"), (tsv, "name │ kind"), (json, "name │ kind"),
            (text, "7 " + String(long.prefix(70))),
        ] {
            let session = "reusekit-sniff-\(URL(fileURLWithPath: path).pathExtension)"
            try Self.shell(
                Self.tmux(
                    "new-session -d -s \(session) -x 80 -y 24 \"cat \(path) | \(Self.binary) browse -; sleep 30\"")
                    + " >/dev/null 2>&1 </dev/null")
            let screen = try Self.waitFor(expected, session: session)
            #expect(screen.contains(expected), "\(path):\n\(screen)")
            try Self.shell(Self.tmux("kill-session -t \(session)"))
        }
    }

    /// `browse --follow` on a file whose last line is still being written: the line shows once whole, and the
    /// view stays at the end.
    @Test func followInTmuxShowsALineWrittenInTwoPartsOnceWhole() throws {
        let session = "reusekit-browse-follow"
        let path = try fixture("growing.csv", "n,text\n" + (1...40).map { "\($0),line \($0)\n" }.joined() + "41,half")
        try Self.startServer()
        defer { Self.stopServer() }
        try Self.shell(
            Self.tmux("new-session -d -s \(session) -x 80 -y 24 \"\(Self.binary) browse --follow \(path); sleep 30\"")
                + " >/dev/null 2>&1 </dev/null")
        var screen = try Self.waitFor("of 40", session: session)
        #expect(!screen.contains("half"), "\(screen)")
        try Self.shell("printf ' and the rest\\n' >> \(path)")
        screen = try Self.waitFor("half and the rest", session: session)
        #expect(screen.contains("row 41 of 41"), "\(screen)")
    }

    /// An idle browse costs no CPU: once nothing moves, the runner stops its frames (a wake a second for the file
    /// check). Its CPU time over three seconds, from /proc, after the first screen and after keys.
    @Test func anIdleBrowseCostsNoCPU() throws {
        let session = "reusekit-browse-idle"
        try Self.startBrowsingFlights(session: session)
        defer { Self.stopServer() }
        _ = try Self.waitFor("col 1/19 · 3,000", session: session)
        // The pane runs `sh -c "reusekit browse …; sleep 30"`: browse is the shell's child.
        let shell = try Self.shell(Self.tmux("list-panes -t \(session) -F '#{pane_pid}'"))
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let pid = try Self.shell("pgrep -P \(shell) -f 'browse'").trimmingCharacters(in: .whitespacesAndNewlines)
        func ticks() throws -> Int? { try Self.cpuTicks(of: pid) }
        for keys in ["", "j j j G"] {
            if !keys.isEmpty {
                try Self.shell(Self.tmux("send-keys -t \(session) \(keys)"))
                _ = try Self.waitFor("row 3,000 of 3,000", session: session)
            }
            // A moment for the last frames, then three seconds of nothing.
            _ = try Self.waitUntil(session: session) { _ in true }
            usleep(300_000)
            let before = try ticks()
            usleep(3_000_000)
            guard let before, let after = try ticks() else {
                Issue.record("no CPU times for browse (pid '\(pid)')")
                return
            }
            let used = after - before
            #expect(used <= 2, "\(used) clock ticks of CPU in 3 s idle (after \(keys.isEmpty ? "start" : keys))")
        }
    }

    /// Starts the tmux server and `browse` on the flights fixture in an 80x24 session.
    static func startBrowsingFlights(session: String) throws {
        let path = try flightsFixture()
        try startServer()
        try shell(
            tmux("new-session -d -s \(session) -x 80 -y 24 \"\(binary) browse \(path); sleep 30\"")
                + " >/dev/null 2>&1 </dev/null")
    }

    /// The screen after frame-by-frame steps equals the screen drawn whole, colours and all, at four points: one
    /// key at a time (each waited for), down past the bottom (the rows scroll above the selection bar, which
    /// stays put), back up past the top, sideways and down again, to the end and back up. The whole redraw comes
    /// from a resize away and back, and the steps go on from it.
    @Test func browseStepsInTmuxShowWhatAWholeRedrawShows() throws {
        let session = "reusekit-browse-e2e"
        try Self.startBrowsingFlights(session: session)
        defer { Self.stopServer() }
        // No row is selected at first: the status line shows the count, and the first j selects row 1.
        var row = 0
        _ = try Self.waitFor("col 1/19 · 3,000", session: session)
        let legs = [
            Array(repeating: "j", count: 40), Array(repeating: "k", count: 30),
            ["l", "l", "j", "h"] + Array(repeating: "j", count: 25), ["G", "k", "k", "k"],
        ]
        for keys in legs {
            for key in keys {
                try Self.shell(Self.tmux("send-keys -t \(session) \(key)"))
                switch key {
                case "j": row += 1
                case "k": row -= 1
                case "G": row = 3_000
                default: continue
                }
                // The status line's position, padded to the count's width (`row    45 of 3,000`).
                let position = TableHost.rowPosition(row, of: 3_000)
                let screen = try Self.waitFor(position, session: session)
                #expect(screen.contains(position), "after \(key): \(screen)")
            }
            try expectAWholeRedrawShowsTheSame(session: session, after: keys.joined())
        }
    }

    /// In a real 80x24 terminal, `?` and F1 (as tmux sends it) show every key of the help at once; q closes the
    /// help, then the record view, then quits.
    @Test func theHelpInTmuxShowsEveryKey() throws {
        let session = "reusekit-browse-help"
        try Self.startBrowsingFlights(session: session)
        defer { Self.stopServer() }
        _ = try Self.waitFor("col 1/19 · 3,000", session: session)
        for open in ["?", "F1"] {
            try Self.shell(Self.tmux("send-keys -t \(session) \(open == "?" ? "'?'" : open)"))
            let screen = try Self.waitFor("this help", session: session)
            for entry in HelpView(groups: HelpView.browse).entries {
                #expect(screen.contains(entry.keys) && screen.contains(entry.action), "\(entry.keys): \(screen)")
            }
            try Self.shell(Self.tmux("send-keys -t \(session) q"))
            _ = try Self.waitFor("col 1/19 · 3,000", session: session)
        }
        // Enter opens the record; q closes it; q again quits (the pane then shows the shell's sleep).
        try Self.shell(Self.tmux("send-keys -t \(session) j Enter"))
        _ = try Self.waitFor("19 fields", session: session)
        try Self.shell(Self.tmux("send-keys -t \(session) q"))
        _ = try Self.waitFor("col 1/19 · row", session: session)
        try Self.shell(Self.tmux("send-keys -t \(session) q"))
        let after = try Self.waitUntil(session: session) { !$0.contains("col 1/19") }
        #expect(!after.contains("flights.csv"))
    }

    /// Captures the pane, makes the app draw it whole (a resize to 81 columns and back), and expects the same
    /// text and colours.
    func expectAWholeRedrawShowsTheSame(session: String, after keys: String) throws {
        let stepped = try Self.shell(Self.tmux("capture-pane -p -t \(session)"))
        let steppedStyles = try Self.shell(Self.tmux("capture-pane -e -p -t \(session)"))
        try Self.shell(Self.tmux("resize-window -t \(session) -x 81 -y 24"))
        _ = try Self.waitForPane("#{pane_width}", session: session) { $0 == "81" }
        // Drawn at 81 columns: the header's rule reaches the new right edge.
        _ = try Self.waitUntil(session: session) { screen in
            screen.split(separator: "\n").contains { TextWidth.of(String($0)) == 81 }
        }
        try Self.shell(Self.tmux("resize-window -t \(session) -x 80 -y 24"))
        let redrawn = try Self.waitUntil(session: session) { $0 == stepped }
        #expect(redrawn == stepped, "after \(keys): stepped\n\(stepped)\nredrawn\n\(redrawn)")
        let redrawnStyles = try Self.shell(Self.tmux("capture-pane -e -p -t \(session)"))
        #expect(Self.looks(redrawnStyles) == Self.looks(steppedStyles), "after \(keys)")
    }

    /// What a pane captured with its attributes (`capture-pane -e`) looks like: each character with the SGR
    /// parameters in force, except that a space shows only its background, underline and inverse (an erase leaves
    /// spaces with no foreground, where writing them leaves the foreground of the moment).
    static func looks(_ captured: String) -> [[String]] {
        captured.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var cells: [String] = []
            var foreground = ""
            var background = ""
            var attributes = Set<String>()
            var rest = Substring(line)
            while let character = rest.first {
                if character == "\u{1B}", let end = rest.firstIndex(of: "m") {
                    let codes = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(separator: ";").map(
                        String.init)
                    var index = 0
                    while index < codes.count {
                        let code = codes[index]
                        switch Int(code) ?? 0 {
                        case 0: (foreground, background, attributes) = ("", "", [])
                        case 22: attributes.subtract(["1", "2"])
                        case 24, 27: attributes.remove(String(Int(code)! - 20))
                        case 38, 48:
                            // 38;5;n or 38;2;r;g;b: the whole colour is one value.
                            let length = codes.count > index + 1 && codes[index + 1] == "2" ? 5 : 3
                            let colour = codes[index..<min(index + length, codes.count)].joined(separator: ";")
                            if code == "38" { foreground = colour } else { background = colour }
                            index += length - 1
                        case 39: foreground = ""
                        case 49: background = ""
                        case 30...37, 90...97: foreground = code
                        case 40...47, 100...107: background = code
                        default: attributes.insert(code)
                        }
                        index += 1
                    }
                    rest = rest[rest.index(after: end)...]
                    continue
                }
                let visible = attributes.filter { character != " " || $0 == "4" || $0 == "7" }.sorted()
                cells.append(
                    "\(character)|\(character == " " && !attributes.contains("7") ? "" : foreground)|\(background)|\(visible)"
                )
                rest = rest.dropFirst()
            }
            // Trailing plain spaces are not captured either way.
            while cells.last == " |||[]" { cells.removeLast() }
            return cells
        }
    }
}
