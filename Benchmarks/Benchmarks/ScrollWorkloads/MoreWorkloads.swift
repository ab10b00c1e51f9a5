import Foundation
import ReuseKit
import ReuseTerminal

// The workloads the benchmarks and FrameCounts share besides the scrolling tables: a grid, jumps over a billion
// rows, and a table in a terminal.

/// A grid client: one section, cells that are only dequeued.
@MainActor
public final class BenchGrid: CollectionViewDataSource {
    public let grid: CollectionView
    public let items: Int
    /// Whether to time cellForItemAt (the steady-scroll benchmark subtracts it).
    public var timesClient = false
    public var clientNanoseconds = 0

    /// Three columns of 120-point items, 15 apart across and 10 down, in 390 points.
    public static func flowLayout() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumInteritemSpacing = 15
        layout.minimumLineSpacing = 10
        return layout
    }

    public init(items: Int, layout: CollectionViewLayout) {
        self.items = items
        grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        guard timesClient else {
            return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        let start = ContinuousClock.now
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        clientNanoseconds += Int((ContinuousClock.now - start).components.attoseconds / 1_000_000_000)
        return cell
    }
}

/// A 3-column grid of 10^7 items being dragged down.
@MainActor
public final class GridScroll {
    public static let shared = GridScroll()
    public static let linePitch: CGFloat = 130
    public let client: BenchGrid
    public var grid: CollectionView { client.grid }

    public init() {
        client = BenchGrid(items: 10_000_000, layout: BenchGrid.flowLayout())
        client.timesClient = true
        client.grid.dataSource = client
        client.grid.layoutIfNeeded()
        client.grid.beginDragging()
    }

    /// Runs, unmeasured, the frames whose `step` would make an item enter or leave.
    public func skipFramesThatChangeItems(step: CGFloat) {
        grid.restartDraggingNearTheEnd()
        while true {
            let y = grid.contentOffset.y
            // Lines are 120 tall, 130 apart: an item enters or leaves when the top or the bottom edge crosses a
            // line's start or its end.
            func crossings(_ edge: CGFloat) -> (CGFloat, CGFloat) {
                let phase = edge.truncatingRemainder(dividingBy: Self.linePitch)
                return (phase, phase + step)
            }
            let top = crossings(y)
            let bottom = crossings(y + grid.bounds.height)
            let changes = [top, bottom].contains { start, end in
                (start < 120 && end >= 120) || end >= Self.linePitch
            }
            if !changes { return }
            grid.drag(by: CGPoint(x: 0, y: -step))
            grid.advance(by: grid.frameInterval)
        }
    }
}

/// Random jumps over a billion rows of varied heights, estimated at 44.
@MainActor
public final class Jumps {
    public static let shared = Jumps()
    /// A second table for the batched jumps, so that each benchmark's tree grows only by its own jumps.
    public static let batched = Jumps()
    /// A table whose delegate estimates each row.
    public static let estimating = Jumps(estimatesEachRow: true)
    public let client: BenchTable
    public var state: UInt64 = 0x2545_F491_4F6C_DD1D

    public init(estimatesEachRow: Bool = false) {
        client = BenchTable(rows: 1_000_000_000, height: 132)
        client.variedHeights = true
        client.estimatesEachRow = estimatesEachRow
        client.table.estimatedRowHeight = 44
        client.table.dataSource = client
        client.table.delegate = client
        client.table.layoutIfNeeded()
    }

    public func nextRow() -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % 1_000_000_000)
    }
}

/// A table in an 80x24 terminal with a header line and a status line, one line per row.
@MainActor
public final class TerminalTable: TableViewDataSource {
    public let table = TableView(frame: CGRect(x: 0, y: 0, width: 80, height: 22))
    public let rows: Int
    public let painter = TablePainter()
    public var renderer = TerminalRenderer(capabilities: .init(synchronizedOutput: true))
    public var lastTop = 0

    public init(rows: Int) {
        self.rows = rows
        table.rowHeight = 1
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.layoutIfNeeded()
        _ = step()
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "row \(indexPath.row) · 김민지 · Seoul 서울 · \(indexPath.row &* 7 % 1000)"
        return cell
    }

    /// One frame: layout, paint, diff, encode; returns the bytes.
    public func step() -> Int {
        table.advance(by: 1.0 / 60)
        var buffer = ScreenBuffer(columns: 80, rows: 24)
        buffer.put(" header", row: 0, column: 0, style: CellStyle(inverse: true))
        painter.paint(table, into: &buffer, rows: 1..<23, columns: 0..<80)
        let top = Int(table.contentOffset.y)
        buffer.put(" row \(top) of \(rows)", row: 23, column: 0, style: CellStyle(inverse: true))
        let bytes = renderer.frame(buffer, scrollRegion: 1..<23, shift: top - lastTop)
        lastTop = top
        return bytes.count
    }
}
