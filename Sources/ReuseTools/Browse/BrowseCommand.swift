import ArgumentParser
import Foundation
import ReuseData
import ReuseKit
import ReuseSQLite
import ReuseTerminal

/// `reusekit browse FILE`.
struct BrowseCommand: ParsableCommand {
    /// How long the first frame waits for the first rows, in milliseconds: a slow query shows the empty table
    /// (and its progress) after this.
    static let firstFrameWait = 100

    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Browse a CSV, TSV, JSON Lines, text or SQLite file of any size in a terminal table.",
        discussion: """
            The file opens at once; its row index builds in the background (the status line shows how far). \
            FILE - reads standard input (and the keys from the terminal); a named pipe is read too, both once, \
            into a temporary file, showing rows as they come (--kind says what they are; by default their first \
            lines tell: CSV, TSV, JSON Lines or text). \
            --capture prints the screen after --keys from a virtual terminal instead (no terminal needed). \
            Shift with the mouse wheel moves between columns.

            Keys (? or F1 shows them in browse):
            """ + "\n" + HelpView.keysText(HelpView.browse)
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case csv, tsv, jsonl, text, sqlite

        /// The kind a pipe's first lines show.
        init(_ sniffed: ContentKind) {
            switch sniffed {
            case .csv: self = .csv
            case .tsv: self = .tsv
            case .jsonl: self = .jsonl
            case .text: self = .text
            }
        }
    }

    @Argument(help: "The file to browse, or - for standard input.") var file: String
    @Option(help: "What the file is: csv, tsv, jsonl, text or sqlite (default: from the extension).") var kind: Kind?
    @Option(help: "SQLite: the table to show (default: the first).") var table: String?
    @Option(help: "SQLite: a query to show instead of a table.") var query: String?
    @Flag(help: "CSV and TSV: the first record is data, not column names.") var noHeader = false
    @Option(help: "How many columns on the left stay in view while the others scroll sideways.")
    var freeze = 1
    @Flag(help: "Follow the file as it grows (as less +F): new rows load as they come.") var follow = false
    @Flag(help: "Print the screen from a virtual 80x24 terminal instead of running interactively.")
    var capture = false
    @Option(help: "With --capture: keys to press first (\\e Escape, \\r Enter, \\t Tab, \\\\ a backslash).")
    var keys = ""
    @Flag(help: "Open the rows in a window on the desktop (SDL2; a display is needed): ← → scroll the columns.")
    var window = false
    @Option(help: "With --window: the window's width in points.") var width: Double = 1280
    @Option(help: "With --window: the window's height in points.") var height: Double = 800
    @OptionGroup(title: "Window options (with --window)") var windowOptions: WindowOptions

    func resolvedKind() throws -> Kind {
        if let kind { return kind }
        if readsPipe { return .text }
        let ext = URL(fileURLWithPath: RawPath.displayName(file)).pathExtension.lowercased()
        switch ext {
        case "csv": return .csv
        case "tsv", "tab": return .tsv
        case "jsonl", "ndjson": return .jsonl
        case "sqlite", "sqlite3", "db": return .sqlite
        default:
            if let handle = FileHandle(forReadingAtPath: RawPath.openable(file)),
                let head = try? handle.read(upToCount: 16), head.starts(with: Array("SQLite format 3".utf8))
            {
                return .sqlite
            }
            return .text
        }
    }

    /// Whether the rows come from a pipe (standard input or a named pipe), read once into a spool.
    var readsPipe: Bool {
        if file == "-" { return true }
        do { try FileOpenError.check(RawPath.openable(file)) } catch { return error.problem == .pipe }
        return false
    }

    func validate() throws {
        do {
            if !readsPipe { try FileOpenError.check(RawPath.openable(file)) }
        } catch {
            throw ValidationError(error.description)
        }
        if readsPipe, kind == .sqlite {
            throw ValidationError("--kind sqlite needs a file: a database cannot be read from a pipe.")
        }
        guard (0...1_000).contains(freeze) else {
            throw ValidationError("--freeze \(freeze): give how many leading columns to keep in view, from 0 to 1000.")
        }
        if window {
            guard !capture, !follow else {
                throw ValidationError("--window shows the file as it is: leave out --capture and --follow")
            }
            try ExampleCommand.validateSize(width: width, height: height)
        }
        if query != nil || table != nil, try resolvedKind() != .sqlite {
            throw ValidationError(
                "--table and --query are for SQLite files; \(RawPath.displayName(file)) is \(try resolvedKind()).")
        }
    }

    func run() throws {
        var kind = try resolvedKind()
        let name = file == "-" ? "standard input" : RawPath.displayName(file)
        // A pipe is read once into a spool file, which the index follows as it grows.
        var spool: Spool?
        if readsPipe {
            let data = file == "-" ? (capture ? dup(STDIN_FILENO) : try Spool.takeStandardInput()) : nil
            spool = try Spool(descriptor: data, pipe: file == "-" ? nil : RawPath.openable(file))
            // Nothing names what a pipe holds: its first lines tell, unless --kind did.
            if self.kind == nil, let spool {
                let head = spool.head(limit: ContentKind.headLimit)
                kind = Kind(ContentKind.sniff(head.bytes, isWhole: head.isWhole))
            }
        }
        let path = spool?.path ?? RawPath.openable(file)
        let growing: @Sendable () -> Bool = { [spool] in spool?.isFilling ?? false }
        let pipeProblem: @Sendable () -> String? = { [spool] in spool?.problem }
        let app: any TerminalApp
        let starter: @MainActor () async -> Void
        switch kind {
        case .csv, .tsv, .text:
            let format: TextFormat = kind == .csv ? .csv : kind == .tsv ? .tsv : .lines
            let hasHeader = kind != .text && !noHeader
            let open: @Sendable () throws -> BrowseInput<TextFileSource> = {
                try Self.textInput(
                    path: path, format: format, hasHeader: hasHeader, growing: growing, pipeProblem: pipeProblem)
            }
            let input = try open()
            if window {
                return try runWindow(title: "\(name) · \(format)", columns: input.columns, source: input.source)
            }
            let browse = MainActor.assumeIsolated {
                BrowseApp(
                    title: "\(name) · \(format)", columns: input.columns, source: input.source, frozenColumns: freeze,
                    status: input.status)
            }
            MainActor.assumeIsolated {
                browse.watch = FileWatch(following: follow, input: input, reopen: open)
            }
            app = browse
            starter = { await browse.start() }
        case .jsonl:
            let open: @Sendable () throws -> BrowseInput<JSONLinesSource> = {
                try Self.jsonInput(path: path, growing: growing, pipeProblem: pipeProblem)
            }
            let input = try open()
            if window {
                return try runWindow(title: "\(name) · JSON Lines", columns: input.columns, source: input.source)
            }
            let browse = MainActor.assumeIsolated {
                BrowseApp(
                    title: "\(name) · JSON Lines", columns: input.columns, source: input.source,
                    frozenColumns: freeze, status: input.status)
            }
            MainActor.assumeIsolated {
                browse.watch = FileWatch(following: follow, input: input, reopen: open)
            }
            app = browse
            starter = { await browse.start() }
        case .sqlite:
            let selection: SQLiteSource.Selection
            if let query {
                selection = .query(query)
            } else if let table {
                selection = .table(table, key: nil)
            } else {
                selection = .table(try Self.firstTable(in: path), key: nil)
            }
            let source = try SQLiteSource(path: path, selection: selection)
            let label: String
            switch selection {
            case .table(let table, _): label = "table \(table)"
            case .query: label = "query"
            }
            if window {
                return try runWindow(title: "\(name) · \(label)", columns: source.columns, source: source)
            }
            let browse = MainActor.assumeIsolated {
                BrowseApp(
                    title: "\(name) · \(label)", columns: source.columns, source: source, frozenColumns: freeze
                ) { SourceStatus() }
            }
            app = browse
            starter = { await browse.start() }
        }
        if capture {
            let keys = terminalKeys(keys)
            let text = MainActor.assumeIsolated {
                let runner = HeadlessRunner(app: app)
                runOnMain { await starter() }
                runner.frame()
                runner.type(keys, frames: 2)
                runOnMain { await (app as? Settling)?.settle() }
                runner.run(frames: 2)
                return runner.screen
            }
            print(text)
            return
        }
        let trueColor =
            ProcessInfo.processInfo.environment["COLORTERM"].map { ["truecolor", "24bit"].contains($0) } ?? false
        try MainActor.assumeIsolated {
            let session = try TerminalSession(command: "reusekit browse")
            let runner = TerminalRunner(app: app, session: session, trueColor: trueColor)
            // The first frame shows rows, not an empty table a moment before them, unless they take long.
            runOnMain(until: .now() + .milliseconds(Self.firstFrameWait)) { await starter() }
            runner.run()
        }
    }

    /// The rows in a window: a table view controller over the source, loaded up to its first page before the
    /// window opens.
    func runWindow<Source: RowSource>(title: String, columns: [String], source: Source) throws
    where Source.Row == [String] {
        try windowOptions.run(title: "ReuseKit browse · \(title)") {
            let controller = BrowseWindowController(title: title, columns: columns, source: source)
            let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            runOnMain { await controller.start() }
            return (window, controller, { await controller.settle() })
        }
    }

    static func firstTable(in path: String) throws -> String {
        let source = try SQLiteSource(
            path: path, selection: .query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid LIMIT 1"))
        guard let name = try blocking({ try await source.rows(in: 0..<1) }).first?.first else {
            throw ValidationError("\(path) has no tables.")
        }
        return name
    }
}

/// Runs main-actor async work to completion from the main thread, turning the run loop (which runs the main
/// queue, and so the main actor's jobs) until it is done.
/// With a `deadline`, returns then if the work is not done, leaving it to finish on the main queue.
@MainActor
func runOnMain(until deadline: DispatchTime = .distantFuture, _ work: @escaping @MainActor () async -> Void) {
    final class Flag { var done = false }
    let flag = Flag()
    Task { @MainActor in
        await work()
        flag.done = true
    }
    while !flag.done, DispatchTime.now() < deadline {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }
}

/// An app whose background work can be waited for (the loads a capture should show).
@MainActor
protocol Settling {
    func settle() async
}

/// Runs async work to completion from synchronous code (the command's setup, before the main queue runs).
func blocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
    let semaphore = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: Result<T, any Error>?
    Task.detached {
        do { result = .success(try await work()) } catch { result = .failure(error) }
        semaphore.signal()
    }
    semaphore.wait()
    return try result!.get()
}
