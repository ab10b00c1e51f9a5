import ArgumentParser
import Foundation
import ReuseKit

/// `reusekit trace`: prints the cell lifecycle of a scripted scroll, one event per line in seed 000's words.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the cell lifecycle of a scripted scroll over a seed-000-shaped table or a grid.",
        discussion: """
            Events use the seed's words: tableView(_:prefetchRowsAt:), tableView(_:cellForRowAt:), \
            init(style:reuseIdentifier:), prepareForReuse(), tableView(_:willDisplay:forRowAt:), \
            tableView(_:didEndDisplaying:forRowAt:), tableView(_:cancelPrefetchingForRowsAt:). Cells are numbered \
            in the order the table made them. With --collection the same for a collection view's grid, in its words: \
            collectionView(_:prefetchItemsAt:), collectionView(_:cellForItemAt:), init(frame:), ... Time is \
            virtual: the same options always print the same trace.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
    }

    @Option(help: "Rows in the table.") var rows = 100
    @Option(name: .customLong("visible"), help: "Rows visible at rest.") var visibleRows = 3
    @Option(help: "Row height in points.") var rowHeight = 44.0
    @Option(help: "Sections the rows are spread over.") var sections = 1
    @Option(help: "Scroll script, in rows: down N, up N, fling ROWS_PER_SECOND, jump ROW, wait SECONDS.")
    var script = "down 30, up 8, down 5"
    @Option(help: "Speed of down and up steps, in rows per second.") var speed = 10.0
    @Flag(inversion: .prefixedNo, help: "Give the table a prefetch data source.") var prefetch = true
    @Option(help: "Output format: text or json.") var format: Format = .text
    @Flag(help: "Turn reuse diagnostics on and list what they find after the summary.") var diagnose = false
    @Flag(
        help: """
            Trace a collection view instead: --rows items in a flow grid of --columns columns, --visible lines of \
            --row-height points; scripts count lines and jump counts items.
            """)
    var collection = false
    @Option(help: "Columns of the --collection grid.") var columns = 3

    func validate() throws {
        guard rows >= 0 else { throw ValidationError("--rows must be 0 or more; got \(rows).") }
        guard visibleRows >= 1 else { throw ValidationError("--visible must be 1 or more; got \(visibleRows).") }
        guard rowHeight > 0, rowHeight.isFinite else {
            throw ValidationError("--row-height must be a positive number of points; got \(rowHeight).")
        }
        guard sections >= 1 else { throw ValidationError("--sections must be 1 or more; got \(sections).") }
        guard speed > 0, speed.isFinite else { throw ValidationError("--speed must be positive; got \(speed).") }
        guard (1...64).contains(columns) else {
            throw ValidationError("--columns must be from 1 to 64; got \(columns).")
        }
        guard !(collection && diagnose) else {
            throw ValidationError("--diagnose checks tables; leave it out with --collection.")
        }
        do {
            try ScrollScript(parsing: script).check(rowCount: rows)
        } catch {
            throw ValidationError("--script: \(error)")
        }
    }

    func run() throws {
        let shape = TraceTableShape(
            rows: rows, visibleRows: visibleRows, rowHeight: rowHeight, sections: sections, speed: speed,
            prefetching: prefetch, collection: collection, columns: columns)
        let parsed = try ScrollScript(parsing: script)
        let output = MainActor.assumeIsolated {
            let result =
                collection
                ? LifecycleTracer.runGrid(shape: shape, script: parsed)
                : LifecycleTracer.run(shape: shape, script: parsed, diagnose: diagnose)
            return format == .json ? TraceReport.json(result) : TraceReport.text(result)
        }
        print(output)
    }
}
