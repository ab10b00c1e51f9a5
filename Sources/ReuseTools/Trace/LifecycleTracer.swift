import ReuseKit

/// The shape of the table a trace scrolls: seed 000's by default (3 rows of 44 points visible).
struct TraceTableShape: Equatable, Sendable, Codable {
    var rows = 100
    var visibleRows = 3
    var rowHeight = 44.0
    var sections = 1
    /// Scroll speed of `down` and `up` steps, in rows per second.
    var speed = 10.0
    var prefetching = true
    /// A collection view instead of a table: `rows` items in a flow grid of `columns` columns, each line
    /// `rowHeight` tall; scripts count lines and `jump` counts items.
    var collection = false
    var columns = 3

    /// The rows (a grid's items) of `section`: `rows` spread over the sections, the first ones taking one more.
    func rows(inSection section: Int) -> Int {
        rows / sections + (section < rows % sections ? 1 : 0)
    }

    /// The row (item) at a place counted over all sections; nil past the last.
    func indexPath(ofGlobal index: Int) -> IndexPath? {
        var remaining = index
        for section in 0..<sections {
            let count = rows(inSection: section)
            if remaining < count { return IndexPath(row: remaining, section: section) }
            remaining -= count
        }
        return nil
    }
}

/// The seed-000-shaped table a trace drives: `rows` rows spread over `sections` sections, each cell showing its
/// index path. It answers prefetching but does nothing with it: the trace reads the table's own lifecycle events.
@MainActor
final class TraceTable: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    static let identifier = "TableViewCell"
    let shape: TraceTableShape
    let tableView: TableView

    init(shape: TraceTableShape) {
        self.shape = shape
        tableView = TableView(
            frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(Double(shape.visibleRows) * shape.rowHeight)),
            style: .plain)
        tableView.rowHeight = CGFloat(shape.rowHeight)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.identifier)
    }

    func load() {
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = shape.prefetching ? self : nil
        tableView.layoutIfNeeded()
    }

    func numberOfSections(in tableView: TableView) -> Int { shape.sections }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        shape.rows(inSection: section)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        cell.textLabel?.text =
            shape.sections == 1 ? "Cell \(indexPath.row)" : "Cell \(indexPath.section)-\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// What a trace found: every lifecycle event and the counts.
struct TraceResult: Sendable {
    var shape: TraceTableShape
    var events: [LifecycleEvent]
    /// A collection view's events (`--collection`); empty for a table.
    var collectionEvents: [CollectionLifecycleEvent] = []
    var statistics: ReuseStatistics
    /// What reuse diagnostics found; nil when they were off.
    var diagnostics: [ReuseDiagnostic]? = nil
}

/// Runs a scroll script over a ``TraceTable`` on virtual time and records the lifecycle.
@MainActor
enum LifecycleTracer {
    static func run(shape: TraceTableShape, script: ScrollScript, diagnose: Bool = false) -> TraceResult {
        let table = TraceTable(shape: shape)
        var events: [LifecycleEvent] = []
        var diagnostics: [ReuseDiagnostic] = []
        table.tableView.lifecycleObserver = { events.append($0) }
        if diagnose {
            table.tableView.reuseDiagnostics = true
            table.tableView.diagnosticHandler = { diagnostics.append($0) }
        }
        table.load()
        play(script, on: table.tableView, rowHeight: CGFloat(shape.rowHeight), speed: shape.speed) { row in
            if let path = table.shape.indexPath(ofGlobal: row) {
                table.tableView.scrollToRow(at: path, at: .top, animated: false)
            }
        }
        return TraceResult(
            shape: shape, events: events, statistics: table.tableView.statistics,
            diagnostics: diagnose ? diagnostics : nil)
    }

    /// Plays a scroll script on a table or a collection view: drags at `speed` rows (lines) per second, flings,
    /// jumps (through `jump`), waits.
    static func play(
        _ script: ScrollScript, on tableView: ScrollView, rowHeight: CGFloat, speed: Double, jump: (Int) -> Void
    ) {
        let frame = tableView.frameInterval
        for step in script.steps {
            switch step {
            case .down(let rows), .up(let rows):
                let sign: CGFloat = if case .down = step { -1 } else { 1 }
                // The finger travels to the edge in that direction and at most a screen past it (rubber band):
                // a longer drag would move nothing more, frame after frame.
                let toEdge =
                    sign < 0
                    ? tableView.maximumContentOffset - tableView.contentOffset.y
                    : tableView.contentOffset.y - tableView.minimumContentOffset
                var remaining = min(CGFloat(rows) * rowHeight, max(toEdge, 0) + tableView.bounds.height)
                let perFrame = CGFloat(speed) * rowHeight * CGFloat(frame)
                tableView.beginDragging()
                while remaining > 0 {
                    let move = min(perFrame, remaining)
                    tableView.drag(by: CGPoint(x: 0, y: sign * move))
                    tableView.advance(by: frame)
                    remaining -= move
                }
                tableView.endDragging(velocity: .zero)
                tableView.advance(by: frame)
                settle(tableView)
            case .fling(let rowsPerSecond):
                tableView.beginDragging()
                tableView.drag(by: CGPoint(x: 0, y: rowsPerSecond > 0 ? -1 : 1))
                tableView.endDragging(velocity: CGPoint(x: 0, y: -CGFloat(rowsPerSecond) * rowHeight))
                settle(tableView)
            case .jump(let row):
                jump(row)
            case .wait(let seconds):
                tableView.advance(by: seconds)
            }
        }
    }

    /// Runs frames until the content stops moving (at most a minute of virtual time).
    private static func settle(_ tableView: ScrollView) {
        var frames = 0
        while (tableView.isDecelerating || tableView.isScrollAnimating) && frames < 3600 {
            tableView.advance(by: tableView.frameInterval)
            frames += 1
        }
    }
}
