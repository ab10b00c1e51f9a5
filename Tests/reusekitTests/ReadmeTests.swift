import Foundation
import Testing

/// The README is the page a newcomer follows from a clean clone: every link in it, and in every DocC article,
/// leads somewhere, and every command it shows runs (``DemoEndToEndTests/everyCommandTheReadmeShowsRuns()``).
@Suite struct ReadmeLinkTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardizedFileURL

    /// The README and every article of every DocC catalog.
    static func documents() throws -> [URL] {
        var found = [root.appendingPathComponent("README.md")]
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = sources.appendingPathComponent("\(module)/\(module).docc")
            guard let articles = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
            found += articles.filter { $0.hasSuffix(".md") }.sorted().map { catalog.appendingPathComponent($0) }
        }
        return found
    }

    /// The text outside fenced code blocks and code spans, where Markdown reads links.
    static func prose(_ text: String) -> String {
        var kept: [Substring] = []
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                fenced.toggle()
                continue
            }
            if !fenced { kept.append(line) }
        }
        return kept.joined(separator: "\n").replacing(/`[^`\n]*`/, with: "")
    }

    /// GitHub's anchor for a heading: lower case, punctuation other than `-` and `_` dropped, spaces as `-`.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
                .map { $0 == " " ? "-" : $0 })
    }

    static func anchors(in file: URL) throws -> Set<String> {
        let text = try String(contentsOf: file, encoding: .utf8)
        var fenced = false
        var found: Set<String> = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { fenced.toggle() }
            if !fenced, let match = line.firstMatch(of: /^#{1,6} (.+)$/) { found.insert(anchor(String(match.1))) }
        }
        return found
    }

    /// What is wrong with the links of `document`: every `[text](target)` and `![alt](target)` must name a file
    /// beside it (and a heading of that file when the target names one), a heading of its own, or an `https`
    /// address; `<doc:Name>` works only inside a catalog and must name one of its articles.
    static func problems(in document: URL) throws -> (links: Int, problems: [String]) {
        let text = prose(try String(contentsOf: document, encoding: .utf8))
        let folder = document.deletingLastPathComponent()
        let name = document.lastPathComponent
        var links = 0
        var problems: [String] = []
        for match in text.matches(of: /\]\(([^)\s]+)\)/) {
            let target = String(match.1)
            links += 1
            if target.hasPrefix("http://") {
                problems.append("\(name): \(target) is plain http; link with https")
            } else if !target.hasPrefix("https://") {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = parts[0].isEmpty ? document : folder.appendingPathComponent(String(parts[0]))
                if !FileManager.default.fileExists(atPath: file.standardizedFileURL.path) {
                    problems.append("\(name): \(target) names no file (\(file.standardizedFileURL.path))")
                } else if parts.count == 2, try !anchors(in: file).contains(String(parts[1])) {
                    problems.append("\(name): \(target) names no heading of \(file.lastPathComponent)")
                }
            }
        }
        let inCatalog = folder.pathExtension == "docc"
        for match in text.matches(of: /<doc:([A-Za-z0-9_-]+)>/) {
            links += 1
            if !inCatalog {
                problems.append("\(name): <doc:\(match.1)> works only in a DocC catalog; link the article's file")
            } else if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(match.1).md").path) {
                problems.append("\(name): <doc:\(match.1)> names no article of \(folder.lastPathComponent)")
            }
        }
        return (links, problems)
    }

    @Test(arguments: try documents()) func everyLinkResolves(_ document: URL) throws {
        let (links, problems) = try Self.problems(in: document)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        if document.lastPathComponent == "README.md" {
            #expect(links > 20, "the README's links were read (\(links))")
        }
    }

    /// The README's picture of the demo is the golden first screen `DemoScreenTests` checks against the app.
    @Test func theReadmeShowsTheDemosFirstScreenAsItIs() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let screen = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/reusekitTests/Golden/demo-start.txt"), encoding: .utf8)
        #expect(readme.contains("```text\n" + screen + "```\n"))
    }

    /// The check finds what it must: a missing file, a missing heading, plain http, a `<doc:>` link outside a
    /// catalog; a link inside code is not a link.
    @Test func theCheckFindsBrokenLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-links-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# A title\n\n## Use it: `now`\n".write(
            to: folder.appendingPathComponent("other.md"), atomically: true, encoding: .utf8)
        let page = folder.appendingPathComponent("page.md")
        try [
            "# Page",
            "[fine](other.md) [fine](other.md#use-it-now) [fine](#page) [fine](https://swift.org) `[code](gone.md)`",
            "[gone](gone.md) [no heading](other.md#nope) [here](#nowhere) [plain](http://swift.org) <doc:Glossary>",
            "```", "[fenced](gone.md)", "```", "",
        ].joined(separator: "\n").write(to: page, atomically: true, encoding: .utf8)
        let (links, problems) = try Self.problems(in: page)
        #expect(links == 9)
        #expect(
            problems == [
                "page.md: gone.md names no file (\(folder.path)/gone.md)",
                "page.md: other.md#nope names no heading of other.md",
                "page.md: #nowhere names no heading of page.md",
                "page.md: http://swift.org is plain http; link with https",
                "page.md: <doc:Glossary> works only in a DocC catalog; link the article's file",
            ])
    }
}

extension DemoEndToEndTests {
    /// One command of the README's `sh` blocks, as a newcomer types it.
    struct ReadmeCommand: CustomStringConvertible {
        var line: String
        var description: String { line }

        /// `swift run [-c release] PRODUCT …` with the product's built binary in its place (the test's own debug
        /// build: `-c release` only makes it faster).
        var shellLine: String? {
            guard let match = line.firstMatch(of: /swift run (?:-c release )?([a-z-]+)/) else { return nil }
            let product = String(match.1)
            return line.replacingCharacters(
                in: match.range,
                with: URL(fileURLWithPath: DemoEndToEndTests.binary).deletingLastPathComponent()
                    .appendingPathComponent(product).path)
        }

        /// A full-screen program (the demo, browse, the terminal example): run in tmux and quit with q.
        var isInteractive: Bool {
            line.contains("reusekit demo") || line.contains("reusekit browse") || line.contains("fruits-in-a-terminal")
        }
        var needsDisplay: Bool { line.contains("--window") }
    }

    static func readmeCommands() throws -> [ReadmeCommand] {
        let text = try String(contentsOf: ReadmeLinkTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        var commands: [ReadmeCommand] = []
        var inShell = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") {
                inShell = line == "```sh"
                continue
            }
            guard inShell else { continue }
            // A comment starts after two spaces (the README lines its comments up).
            let command = line.split(separator: "  #", maxSplits: 1).first.map(String.init) ?? ""
            let trimmed = command.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { commands.append(ReadmeCommand(line: trimmed)) }
        }
        return commands
    }

    /// Every command in the README's `sh` blocks runs and exits 0, from a folder that sees the repository's files
    /// (so `contacts.png` lands outside the clone): the tool's commands through the built binaries, the
    /// full-screen ones in tmux until q, the window under Xvfb until q. `swift test` and the documentation
    /// script are what `.ci/run` runs, so they must be in it.
    @Test func everyCommandTheReadmeShowsRuns() throws {
        let commands = try Self.readmeCommands()
        #expect(commands.count >= 10, "\(commands)")
        let ci = try String(contentsOf: ReadmeLinkTests.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let folder = NSTemporaryDirectory() + "reusekit-readme-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for entry in try FileManager.default.contentsOfDirectory(atPath: ReadmeLinkTests.root.path) {
            try FileManager.default.createSymbolicLink(
                atPath: folder + "/" + entry, withDestinationPath: ReadmeLinkTests.root.path + "/" + entry)
        }
        try Self.startServer()
        defer { Self.stopServer() }
        for command in commands {
            guard let shellLine = command.shellLine else {
                #expect(
                    ci.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == command.line },
                    "the README shows \(command.line), which is not a tool command and .ci/run does not run")
                continue
            }
            if command.needsDisplay {
                guard WindowEndToEndTests.tools else { continue }
                try runInWindow(shellLine, in: folder, command: command)
            } else if command.isInteractive {
                try runInTmux(shellLine, in: folder, command: command)
            } else {
                let output = try Self.shell("cd \(folder) && \(shellLine) >\(folder)/out.txt 2>&1; echo EXIT:$?")
                let printed = (try? String(contentsOfFile: folder + "/out.txt", encoding: .utf8)) ?? ""
                #expect(output.contains("EXIT:0"), "\(command): \(output) \(printed.suffix(2_000))")
                #expect(!printed.isEmpty, "\(command) printed nothing")
            }
        }
    }

    private func runInTmux(_ shellLine: String, in folder: String, command: ReadmeCommand) throws {
        let session = "reusekit-readme"
        try Self.shell(Self.tmux("kill-session -t \(session)") + " >/dev/null 2>&1")
        let script = folder + "/command.sh"
        try "cd \(folder) && \(shellLine); echo EXIT:$?; sleep 30\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        try Self.shell(
            Self.tmux("new-session -d -s \(session) -x 80 -y 24 'sh \(script)'") + " >/dev/null 2>&1 </dev/null")
        // Each of them ends its hint line with "q quit".
        let first = try Self.waitFor("quit", session: session)
        #expect(first.contains("quit"), "\(command) showed its first screen: \(first)")
        try Self.shell(Self.tmux("send-keys -t \(session) q"))
        let after = try Self.waitFor("EXIT:", session: session)
        #expect(after.contains("EXIT:0"), "\(command): \(after)")
        try Self.shell(Self.tmux("kill-session -t \(session)") + " >/dev/null 2>&1")
    }

    private func runInWindow(_ shellLine: String, in folder: String, command: ReadmeCommand) throws {
        try WindowEndToEndTests.withDisplay(in: folder) { display in
            // The status of the window before this one must not be read as this one's.
            try? FileManager.default.removeItem(atPath: folder + "/status")
            try Self.shell(
                "cd \(folder) && (DISPLAY=\(display) \(shellLine) >\(folder)/window.log 2>&1 </dev/null; "
                    + "echo $? > \(folder)/status) >/dev/null 2>&1 &")
            let window = try WindowEndToEndTests.window(on: display)
            #expect(!window.isEmpty, "\(command) opened a window")
            try Self.shell("DISPLAY=\(display) xdotool key --window \(window) q")
            var status = ""
            for _ in 0..<600 where status.isEmpty {
                status = ((try? String(contentsOfFile: folder + "/status", encoding: .utf8)) ?? "")
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                if status.isEmpty { usleep(100_000) }
            }
            let log = (try? String(contentsOfFile: folder + "/window.log", encoding: .utf8)) ?? ""
            #expect(status == "0", "\(command) exited \(status): \(log)")
        }
    }

    /// `prefetch-sim` in a terminal says which run it is on standard error, and clears the line when it is done.
    @Test func prefetchSimShowsItsProgressInATerminal() throws {
        let session = "reusekit-progress"
        try Self.startServer()
        defer { Self.stopServer() }
        let command = "\(Self.binary) prefetch-sim --traces browsing,jumps --latency heavy >/dev/null; echo EXIT:\\$?"
        let start = Self.tmux("new-session -d -s \(session) -x 100 -y 10 \"\(command); sleep 30\"")
        try Self.shell(start + " >/dev/null 2>&1 </dev/null")
        let running = try Self.waitFor("prefetch-sim: run ", session: session)
        #expect(running.contains(" of 10 (heavy"), "\(running)")
        let done = try Self.waitFor("EXIT:", session: session)
        #expect(done.contains("EXIT:0"))
        #expect(!done.contains("prefetch-sim: run"), "the progress line is cleared: \(done)")
    }
}
