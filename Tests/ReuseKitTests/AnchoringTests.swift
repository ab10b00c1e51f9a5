import ReuseKit
import ReuseTestSupport
import Testing

/// Scrolling never jumps: with estimates off by a factor of two either way, the first visible row moves on
/// screen by exactly the scroll delta every frame, and `scrollToRow` lands exactly on rows never measured.
@MainActor
@Suite struct AnchoringTests {
    /// Real heights between 30 and 90 points.
    static func height(_ row: Int) -> CGFloat { CGFloat(30 + (row * 37) % 61) }

    func table(estimateFactor: CGFloat, rows: Int = 10_000) -> RecordingTable {
        let client = RecordingTable(rowCounts: [rows], frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        client.heights = { Self.height($0.row) }
        client.tableView.estimatedRowHeight = 60 * estimateFactor
        client.logsScrolling = false
        client.load()
        return client
    }

    /// Drags by `delta` points per frame for `frames` frames and checks that the row at the top before each frame
    /// moved on screen by exactly the offset's change, which is the drag's delta.
    func dragChecking(_ table: TableView, delta: CGFloat, frames: Int) -> Int {
        var failures = 0
        table.beginDragging()
        for _ in 0..<frames {
            guard let anchor = table.indexPathsForVisibleRows?.first else { break }
            let before = table.rectForRow(at: anchor).minY - table.contentOffset.y
            let offsetBefore = table.contentOffset.y
            table.drag(by: CGPoint(x: 0, y: -delta))
            table.advance(by: table.frameInterval)
            let after = table.rectForRow(at: anchor).minY - table.contentOffset.y
            let atEdge =
                table.contentOffset.y <= table.minimumContentOffset
                || table.contentOffset.y >= table.maximumContentOffset
            if !atEdge && after != before - delta { failures += 1 }
            if atEdge && offsetBefore == table.contentOffset.y { break }
        }
        table.endDragging(velocity: .zero)
        table.settle()
        return failures
    }

    @Test(arguments: [0.5, 2.0])
    func scrollingThroughTenThousandRowsNeverJumps(estimateFactor: CGFloat) {
        let client = table(estimateFactor: estimateFactor)
        let t = client.tableView
        // Down through every row at 37 points a frame, then all the way back up at 53.
        #expect(dragChecking(t, delta: 37, frames: 30_000) == 0)
        #expect(t.indexPathsForVisibleRows?.last?.row == 9_999)
        #expect(dragChecking(t, delta: -53, frames: 30_000) == 0)
        #expect(t.contentOffset.y == 0)
        // Every row is measured now: the content is exactly the real heights.
        let total = (0..<10_000).reduce(CGFloat(0)) { $0 + Self.height($1) }
        #expect(t.contentSize.height == total)
    }

    @Test(arguments: [0.5, 2.0])
    func flingsAndJumpsKeepTheTopRowStill(estimateFactor: CGFloat) {
        let client = table(estimateFactor: estimateFactor)
        let t = client.tableView
        t.setContentOffset(CGPoint(x: 0, y: 250_000), animated: false)
        t.layoutIfNeeded()
        // A fling upward through unmeasured rows. Rows measured above the view move the offset with them, so
        // on screen the top row moves only by the deceleration: down, each frame by no more than the last.
        t.beginDragging()
        t.endDragging(velocity: CGPoint(x: 0, y: 3000))
        var frames = 0
        var lastStep = CGFloat.infinity
        while t.isDecelerating && frames < 2000 {
            let anchor = t.indexPathsForVisibleRows!.first!
            let before = t.rectForRow(at: anchor).minY - t.contentOffset.y
            t.advance(by: t.frameInterval)
            let step = (t.rectForRow(at: anchor).minY - t.contentOffset.y) - before
            #expect(step >= 0 && step <= lastStep + 0.000_001, "frame \(frames): moved \(step) after \(lastStep)")
            lastStep = step
            frames += 1
        }
        #expect(frames > 10)
    }

    /// Animated, the scroll passes unmeasured rows whose real heights differ from the estimates by 2x; it
    /// re-aims as they are measured and ends with the row exactly in place.
    @Test(arguments: [0.5, 2.0])
    func animatedScrollToRowRetargetsAndLandsExactly(estimateFactor: CGFloat) {
        let client = table(estimateFactor: estimateFactor)
        let t = client.tableView
        for (row, position) in [
            (6_000, TableView.ScrollPosition.top), (9_000, .middle), (3_000, .bottom), (7_500, .top),
        ] {
            let path = IndexPath(row: row, section: 0)
            t.scrollToRow(at: path, at: position, animated: true)
            t.settle()
            let rect = t.rectForRow(at: path)
            #expect(rect.height == Self.height(row), "row \(row) measured")
            switch position {
            case .top: #expect(rect.minY == t.contentOffset.y, "row \(row) top")
            case .middle: #expect(rect.midY == t.contentOffset.y + 300, "row \(row) middle")
            default: #expect(rect.maxY == t.contentOffset.y + 600, "row \(row) bottom")
            }
        }
    }

    /// Checks that `row` (of a 600-point table) is measured and sits exactly at `position`.
    func expectPlaced(_ row: Int, at position: TableView.ScrollPosition, in t: TableView) {
        let rect = t.rectForRow(at: IndexPath(row: row, section: 0))
        #expect(rect.height == Self.height(row), "row \(row) measured")
        switch position {
        case .top: #expect(rect.minY == t.contentOffset.y, "row \(row) top")
        case .middle: #expect(rect.midY == t.contentOffset.y + 300, "row \(row) middle")
        case .bottom: #expect(rect.maxY == t.contentOffset.y + 600, "row \(row) bottom")
        case .none:
            // Just into view: at the top edge when it was above, at the bottom edge when it was below.
            #expect(rect.minY == t.contentOffset.y || rect.maxY == t.contentOffset.y + 600, "row \(row) none")
        }
    }

    @Test func scrollToRowIsExactForUnmeasuredRowsOfABillion() {
        let client = RecordingTable(rowCounts: [1_000_000_000], frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        client.heights = { Self.height($0.row) }
        client.tableView.estimatedRowHeight = 44
        client.logsScrolling = false
        client.load()
        let t = client.tableView
        var random = SeededRandom(state: 12_345)
        let positions: [TableView.ScrollPosition] = [.top, .middle, .bottom, .none]
        for i in 0..<1000 {
            let row = random.next(1_000_000_000)
            let path = IndexPath(row: row, section: 0)
            let position = positions[i % 4]
            client.clearLog()
            t.scrollToRow(at: path, at: position, animated: false)
            // The rows that share the screen were measured first: no row is shown and hidden again in the jump.
            let shown = client.entries("willDisplay").count
            #expect(shown == t.indexPathsForVisibleRows?.count, "row \(row) \(position): \(client.log)")
            expectPlaced(row, at: position, in: t)
        }
        #expect(t.statistics.mostCellsAlive < 30)
    }

    /// A delegate that estimates each row (as many real apps do) and sizes each row: the table asks only the
    /// rows around the screen, so 10^9 rows load at once, and every jump is exact.
    @Test func aBillionRowsWithPerRowEstimatesLoadAndJumpExactly() {
        let client = RecordingTable(rowCounts: [1_000_000_000], frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        var estimatesAsked = 0
        client.heights = { Self.height($0.row) }
        client.estimates = {
            estimatesAsked += 1
            return Self.height($0.row) * ($0.row % 2 == 0 ? 2 : 0.5)
        }
        client.logsScrolling = false
        client.load()
        let t = client.tableView
        #expect(t.numberOfRows(inSection: 0) == 1_000_000_000)
        #expect(estimatesAsked < 100, "\(estimatesAsked) estimates asked at load")
        var random = SeededRandom(state: 4_242)
        let positions: [TableView.ScrollPosition] = [.top, .middle, .bottom, .none]
        for i in 0..<1000 {
            let row = random.next(1_000_000_000)
            let path = IndexPath(row: row, section: 0)
            let position = positions[i % 4]
            t.scrollToRow(at: path, at: position, animated: false)
            expectPlaced(row, at: position, in: t)
        }
        // Each jump asks a few screens of rows, not the table.
        #expect(estimatesAsked < 1000 * 100, "\(estimatesAsked) estimates asked in 1,000 jumps")
        #expect(t.statistics.mostCellsAlive < 30)
    }

    /// Per-row estimates off by 2x either way, on a table of 10^9 rows: dragging through rows never measured
    /// moves the top row by exactly the drag, as late estimates and measurements land above it.
    @Test(arguments: [0.5, 2.0])
    func perRowEstimatesOffByTwoNeverJump(estimateFactor: CGFloat) {
        let client = RecordingTable(rowCounts: [1_000_000_000], frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        client.estimates = { Self.height($0.row) * estimateFactor }
        client.heights = { Self.height($0.row) }
        client.logsScrolling = false
        client.load()
        let t = client.tableView
        t.scrollToRow(at: IndexPath(row: 500_000_000, section: 0), at: .middle, animated: false)
        #expect(dragChecking(t, delta: 37, frames: 3_000) == 0)
        #expect(dragChecking(t, delta: -53, frames: 3_000) == 0)
        // Self-sizing rows (no heightForRowAt) with the same estimates.
        client.heights = nil
        t.reloadData()
        t.scrollToRow(at: IndexPath(row: 700_000_000, section: 0), at: .top, animated: false)
        #expect(dragChecking(t, delta: -41, frames: 1_000) == 0)
    }

    /// Estimates off and heightForRowAt, in a table too large to ask every row at load (UIKit asks them all): the
    /// rows around the screen are asked as it moves, and jumps are exact.
    @Test func estimatesOffOnMoreRowsThanCanBeAskedAtLoad() {
        let client = RecordingTable(rowCounts: [1_000_000_000], frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        var asked = 0
        client.heights = {
            asked += 1
            return Self.height($0.row)
        }
        client.tableView.estimatedRowHeight = 0
        client.logsScrolling = false
        client.load()
        let t = client.tableView
        #expect(asked < 200, "\(asked) heights asked at load")
        var random = SeededRandom(state: 99)
        let positions: [TableView.ScrollPosition] = [.top, .middle, .bottom, .none]
        for i in 0..<200 {
            let row = random.next(1_000_000_000)
            t.scrollToRow(at: IndexPath(row: row, section: 0), at: positions[i % 4], animated: false)
            expectPlaced(row, at: positions[i % 4], in: t)
        }
        #expect(dragChecking(t, delta: 29, frames: 1_000) == 0)
        #expect(asked < 200 * 200, "\(asked) heights asked in 200 jumps")
    }
}
