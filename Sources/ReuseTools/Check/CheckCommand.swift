import ArgumentParser
import Foundation
import ReuseExamples
import ReuseKit

/// `reusekit check`: the ported clients through a long scroll with reuse diagnostics on.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run the ported seed clients through a scripted scroll with reuse diagnostics on.",
        discussion: """
            Each client scrolls down and back up several times (the script: \(CheckRun.script)); every reuse \
            is compared with a fresh cell for the same row. Exits with status 1 when anything is found, so it \
            can run in CI. --buggy runs the seeds' versions with their bugs, to see what a finding looks like.
            """
    )

    enum Example: String, ExpressibleByArgument, CaseIterable {
        case all, seed000, seed001, seed004
    }

    @Option(help: "Which client: all, seed000 (search), seed001 (friends), seed004 (contacts).")
    var example: Example = .all
    @Flag(help: "Run the clients as the seeds wrote them, bugs included.") var buggy = false

    func run() throws {
        let examples: [Example] = example == .all ? [.seed000, .seed001, .seed004] : [example]
        let report = MainActor.assumeIsolated { CheckRun.run(examples, buggy: buggy) }
        print(report.text)
        if report.found > 0 { throw ExitCode(1) }
    }
}

/// The check itself, for the command and its tests.
@MainActor
enum CheckRun {
    nonisolated static let script = "down 30, up 12, down 30, up 12, down 40, fling -40, down 20"

    static func run(_ examples: [CheckCommand.Example], buggy: Bool) -> (text: String, found: Int) {
        var lines: [String] = []
        var found = 0
        for example in examples {
            let (name, table, rowHeight) = client(example, buggy: buggy)
            var diagnostics: [ReuseDiagnostic] = []
            table.reuseDiagnostics = true
            table.diagnosticHandler = { diagnostics.append($0) }
            let parsed = (try? ScrollScript(parsing: script)) ?? ScrollScript(steps: [])
            LifecycleTracer.play(parsed, on: table, rowHeight: rowHeight, speed: 10) {
                table.scrollToRow(at: IndexPath(row: $0, section: 0), at: .top, animated: false)
            }
            found += diagnostics.count
            lines.append("\(name): " + (diagnostics.isEmpty ? "no reuse problems" : "\(diagnostics.count) found"))
            for diagnostic in diagnostics { lines.append("  " + diagnostic.message) }
        }
        lines.append(found == 0 ? "ok" : "\(found) reuse problem\(found == 1 ? "" : "s") found")
        return (lines.joined(separator: "\n"), found)
    }

    /// A ported client, loaded, with its table and row height.
    static func client(_ example: CheckCommand.Example, buggy: Bool) -> (String, TableView, CGFloat) {
        switch example {
        case .seed001:
            let controller = FriendsViewController(visibleRows: 5, handlesMissingImage: !buggy)
            controller.viewDidLoad()
            retained.append(controller)
            return ("seed 001 friends", controller.tableView, 80)
        case .seed004:
            let controller = ContactsViewController(fixed: !buggy)
            controller.viewDidLoad()
            retained.append(controller)
            return ("seed 004 contacts", controller.tableView, 44)
        case .seed000, .all:
            let controller = SearchViewController(fixed: !buggy)
            controller.viewDidLoad()
            retained.append(controller)
            return ("seed 000 search", controller.tableView, 44)
        }
    }

    /// The clients stay alive while their tables run (tables hold their data sources weakly).
    static var retained: [AnyObject] = []
}
