import ReuseKit
import ReuseTestSupport
import Testing

@MainActor
@Suite struct LayoutTests {
    @Test func fixedRowHeightGivesContentSize() {
        let client = RecordingTable(rowCounts: [10, 5])
        client.load()
        #expect(client.tableView.contentSize == CGSize(width: 320, height: 15 * 44))
        #expect(
            client.tableView.rectForRow(at: IndexPath(row: 2, section: 1))
                == CGRect(x: 0, y: 12 * 44, width: 320, height: 44))
    }

    @Test func delegateHeightsAreAskedWhenRowsAppear() {
        let client = RecordingTable(rowCounts: [1000])
        var asked: [Int] = []
        client.heights = {
            asked.append($0.row)
            return $0.row % 2 == 0 ? 30 : 60
        }
        client.load()
        #expect(Set(asked).isSuperset(of: [0, 1, 2, 3]))
        #expect(!asked.contains(500))
        // Unmeasured rows count at the estimate: rowHeight 44.
        let expected: CGFloat = 996 * 44 + 180
        #expect(client.tableView.contentSize.height == expected)
        #expect(client.tableView.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2, 3])
    }

    @Test func estimatesOffMeansEveryRowIsMeasuredAtLoad() {
        let client = RecordingTable(rowCounts: [50])
        client.tableView.estimatedRowHeight = 0
        client.heights = { CGFloat(20 + $0.row) }
        client.load()
        let total: Int = (0..<50).reduce(0) { $0 + 20 + $1 }
        #expect(client.tableView.contentSize.height == CGFloat(total))
    }

    @Test func perRowEstimatesAreAskedAroundTheScreenOnly() {
        let client = RecordingTable(rowCounts: [100], rowHeight: TableView.automaticDimension)
        var asked: [Int] = []
        client.estimates = {
            asked.append($0.row)
            return $0.row < 50 ? 10 : 100
        }
        client.load()
        // Rows shown are measured by self-sizing (44 each, while the first pass shows 14 rows at the first row's
        // estimate of 10, then fewer as they grow). Only the rows around the screen are asked; the rest count at
        // the first row's estimate.
        let measured = client.entries("cellForRowAt").count
        #expect(measured == 14)
        #expect(client.tableView.indexPathsForVisibleRows?.count == 3)
        // Row 0 is asked at load (the probe); the 14 rows first on screen are measured, not estimated; the
        // screenful below them is asked.
        #expect(Set(asked) == Set([0]).union(14..<28))
        #expect(client.tableView.contentSize.height == CGFloat(measured * 44) + CGFloat(100 - measured) * 10)
        // Far down, the rows around the screen are asked once and count at their own estimates.
        asked.removeAll()
        client.tableView.scrollToRow(at: IndexPath(row: 70, section: 0), at: .top, animated: false)
        #expect(Set(asked).isSubset(of: Set(50..<100)) && Set(asked).contains(69))
        #expect(client.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 70, section: 0))
        #expect(
            client.tableView.rectForRow(at: IndexPath(row: 70, section: 0)).minY == client.tableView.contentOffset.y)
        let askedOnce = asked.count
        client.tableView.layoutIfNeeded()
        client.tableView.scrollToRow(at: IndexPath(row: 70, section: 0), at: .top, animated: false)
        #expect(asked.count == askedOnce)
    }

    @Test func selfSizingCellsUseSizeThatFits() {
        let client = RecordingTable(rowCounts: [20], rowHeight: TableView.automaticDimension)
        client.configure = { cell, indexPath in
            cell.textLabel?.numberOfLines = 0
            cell.textLabel?.text = Array(repeating: "line", count: indexPath.row % 3 + 1).joined(separator: "\n")
        }
        client.load()
        let table = client.tableView
        // Font 17 → line height 21; 11 points of margin above and below; at least 44.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 64)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 85)
    }

    @Test func measuringRowsAboveTheViewKeepsVisibleContentStill() {
        let client = RecordingTable(rowCounts: [1000])
        client.heights = { _ in 88 }
        client.tableView.estimatedRowHeight = 44
        client.load()
        client.tableView.contentOffset = CGPoint(x: 0, y: 88 * 500)
        client.tableView.layoutIfNeeded()
        let first = client.tableView.indexPathsForVisibleRows!.first!
        let rect = client.tableView.rectForRow(at: first)
        let screenY = rect.minY - client.tableView.contentOffset.y
        // Scroll up by one point: the row that comes into view above is measured at 88 instead of 44.
        client.tableView.beginDragging()
        client.tableView.drag(by: CGPoint(x: 0, y: 1))
        client.tableView.advance(by: client.tableView.frameInterval)
        let after = client.tableView.rectForRow(at: first).minY - client.tableView.contentOffset.y
        #expect(after == screenY + 1)
    }

    @Test func aBillionRowsLoadScrollToTheEndAndBack() {
        let client = RecordingTable(rowCounts: [1_000_000_000])
        client.tableView.estimatedRowHeight = 44
        client.load()
        let table = client.tableView
        #expect(table.contentSize.height == 44_000_000_000)
        let last = IndexPath(row: 999_999_999, section: 0)
        table.scrollToRow(at: last, at: .bottom, animated: false)
        #expect(table.indexPathsForVisibleRows?.last == last)
        #expect(table.rectForRow(at: last).maxY == table.contentOffset.y + table.bounds.height)
        let bottom: CGFloat = 44_000_000_000 - 132
        #expect(table.contentOffset.y == bottom)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2])
        #expect(table.statistics.mostCellsAlive <= 6)
        table.scrollDown(by: 44 * 30)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [30, 31, 32])
    }

    @Test func automaticEstimateFollowsAFixedRowHeight() {
        let client = RecordingTable(rowCounts: [10_000], rowHeight: 30)
        client.load()
        #expect(client.tableView.contentSize.height == 300_000)
        let auto = RecordingTable(rowCounts: [10_000], rowHeight: TableView.automaticDimension)
        auto.load()
        #expect(auto.tableView.contentSize.height == 440_000)
    }
}

@MainActor
@Suite struct SectionTests {
    @Test func titlesMakeStandardHeaderViews() {
        let client = RecordingTable(rowCounts: [3, 3], frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        client.headerTitles = [0: "A", 1: "B"]
        client.footerTitles = [1: "end"]
        client.load()
        let table = client.tableView
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28 + 132))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "B")
        #expect(client.entries("willDisplayHeaderView") == ["willDisplayHeaderView 0", "willDisplayHeaderView 1"])
        #expect(table.rectForFooter(inSection: 1).height == 28)
        let height: CGFloat = 28 + 132 + 28 + 132 + 28
        #expect(table.contentSize.height == height)
    }

    @Test func plainHeadersStickUntilTheNextSectionPushesThemUp() {
        let client = RecordingTable(rowCounts: [10, 10], frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        client.headerTitles = [0: "A", 1: "B"]
        client.load()
        let table = client.tableView
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).minY == 100)
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        // Section 0 ends at 28 + 440 = 468; its header is pushed up once the offset passes 440.
        table.contentOffset = CGPoint(x: 0, y: 450)
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).minY == 440)
        #expect(table.rectForHeader(inSection: 1).minY == 468)
        table.contentOffset = CGPoint(x: 0, y: 500)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.rectForHeader(inSection: 1).minY == 500)
        #expect(client.entries("didEndDisplayingHeaderView") == ["didEndDisplayingHeaderView 0"])
    }

    @Test func groupedHeadersScrollWithTheirSection() {
        let client = RecordingTable(
            rowCounts: [10, 10], frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .grouped)
        client.headerTitles = [0: "A"]
        client.load()
        let table = client.tableView
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).minY == 0)
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.rectForHeader(inSection: 1).height == 18)
        #expect(table.headerView(forSection: 0 + 1) == nil)
    }

    @Test func rowsAcrossSectionsFillInOrder() {
        let client = RecordingTable(rowCounts: [2, 0, 3], frame: CGRect(x: 0, y: 0, width: 320, height: 500))
        client.load()
        #expect(
            client.tableView.indexPathsForVisibleRows == [
                IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 2),
                IndexPath(row: 1, section: 2), IndexPath(row: 2, section: 2),
            ])
        #expect(client.tableView.numberOfSections == 3)
        #expect(client.tableView.numberOfRows(inSection: 2) == 3)
        #expect(client.tableView.numberOfRows(inSection: 9) == 0)
    }
}
