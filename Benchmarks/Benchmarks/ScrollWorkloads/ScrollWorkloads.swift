import Foundation
import ReuseKit

// The scrolling workloads that the benchmarks time and `FrameCounts` runs under callgrind: one definition
// of each, so that both measure the same thing.

/// A minimal client: one section, cells that are only dequeued, optionally varied heights.
@MainActor
public final class BenchTable: TableViewDataSource, TableViewDelegate {
    public let table: TableView
    public let rows: Int
    public var variedHeights = false

    public init(rows: Int, height: CGFloat) {
        self.rows = rows
        table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: height), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    public static func height(_ row: Int) -> CGFloat { CGFloat(30 + (row &* 37) % 61) }

    /// Whether the delegate estimates each row (off by up to 2x from its height).
    public var estimatesEachRow = false

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    /// Whether to time cellForRowAt (the steady-scroll benchmark subtracts it); off, the client adds no clock reads.
    public var timesClient = false
    /// Time spent inside cellForRowAt, the client's share of a frame.
    public var clientNanoseconds = 0

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard timesClient else { return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) }
        let start = ContinuousClock.now
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        clientNanoseconds += Int((ContinuousClock.now - start).components.attoseconds / 1_000_000_000)
        return cell
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        variedHeights ? Self.height(indexPath.row) : 44
    }

    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimatesEachRow
            ? Self.height(indexPath.row) * (indexPath.row % 2 == 0 ? 2 : 0.5) : TableView.automaticDimension
    }
}

/// The steady-scroll table: 10^7 rows, every height measured at load (estimates off).
@MainActor
public final class SteadyScroll {
    public static let shared = SteadyScroll()
    /// The same table with reuse diagnostics on, for their cost.
    public static let diagnosed: SteadyScroll = {
        let state = SteadyScroll()
        state.table.reuseDiagnostics = true
        state.table.diagnosticHandler = { _ in }
        return state
    }()
    public let client: BenchTable
    public var table: TableView { client.table }

    init() {
        client = BenchTable(rows: 10_000_000, height: 844)
        client.variedHeights = true
        client.timesClient = true
        client.table.estimatedRowHeight = 0
        client.table.dataSource = client
        client.table.delegate = client
        client.table.layoutIfNeeded()
        client.table.beginDragging()
    }

    /// The height of the top row: dragging by it moves exactly one row out and one in.
    public func nextRowHeight() -> CGFloat {
        table.restartDraggingNearTheEnd()
        let top = table.indexPathsForVisibleRows!.first!
        let rect = table.rectForRow(at: top)
        return rect.maxY - table.contentOffset.y
    }
}

/// A self-sizing cell laid out by constraints: an avatar 40 points square and a wrapping label beside it.
@MainActor
public final class ConstrainedCell: TableViewCell {
    public let avatar = ImageView()
    public let body = Label()

    public override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 10)
        for view in [avatar, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let bottom = body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8)
        bottom.priority = .defaultHigh
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -8),
            body.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            bottom,
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A table of 10^6 self-sizing constrained rows whose texts run from one to four lines.
@MainActor
public final class ConstrainedScroll: TableViewDataSource {
    public static let shared = ConstrainedScroll()
    public let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    public let texts = (0..<7).map { String(repeating: "word ", count: 8 + $0 * 19) }

    init() {
        table.register(ConstrainedCell.self, forCellReuseIdentifier: "Cell")
        table.estimatedRowHeight = 60
        table.dataSource = self
        table.layoutIfNeeded()
        table.beginDragging()
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }

    /// Time spent in cellForRowAt (dequeue and the text), which the engine-time metric leaves out.
    public var clientNanoseconds = 0
    /// Whether to time cellForRowAt; off (as `FrameCounts` runs it), the client reads no clock.
    public var timesClient = true

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard timesClient else {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ConstrainedCell
            cell.body.text = texts[indexPath.row % texts.count]
            return cell
        }
        let start = ContinuousClock.now
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ConstrainedCell
        cell.body.text = texts[indexPath.row % texts.count]
        let elapsed = ContinuousClock.now - start
        clientNanoseconds += Int(elapsed.components.attoseconds / 1_000_000_000)
        return cell
    }

    /// The height of the top row: dragging by it moves one row out and one in.
    public func nextRowHeight() -> CGFloat {
        table.restartDraggingNearTheEnd()
        let top = table.indexPathsForVisibleRows!.first!
        return table.rectForRow(at: top).maxY - table.contentOffset.y
    }
}

extension ScrollView {
    /// Near the end of the content (2,000 points or less left), lifts the finger, goes back to the top and puts it
    /// down again, so that a steady drag can go on for any number of iterations.
    public func restartDraggingNearTheEnd() {
        guard contentOffset.y > maximumContentOffset - 2000 else { return }
        endDragging(velocity: .zero)
        setContentOffset(.zero, animated: false)
        layoutIfNeeded()
        beginDragging()
    }
}

/// One frame of either workload: a drag by the top row's height (one row leaves, one enters), then the frame.
@MainActor
public func stepOneRow(_ table: TableView, by height: CGFloat) {
    table.drag(by: CGPoint(x: 0, y: -height))
    table.advance(by: table.frameInterval)
}
