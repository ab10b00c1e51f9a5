import ReuseKit
import ReuseTestSupport
import Testing

@MainActor
@Suite struct ScrollingTests {
    @Test func delegateCallbacksComeInUIKitsOrder() {
        let client = RecordingTable(rowCounts: [1000])
        client.load()
        client.clearLog()
        let table = client.tableView
        table.beginDragging()
        table.drag(by: CGPoint(x: 0, y: -30))
        table.drag(by: CGPoint(x: 0, y: -30))
        table.endDragging(velocity: CGPoint(x: 0, y: -1500))
        #expect(table.isDecelerating)
        table.settle()
        #expect(!table.isDecelerating)
        let scroll = client.log.filter { $0.hasPrefix("scroll") }
        var compact: [String] = []
        for entry in scroll where compact.last != entry { compact.append(entry) }
        #expect(
            compact == [
                "scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging",
                "scrollViewDidEndDragging true", "scrollViewWillBeginDecelerating", "scrollViewDidScroll",
                "scrollViewDidEndDecelerating",
            ])
        // 1500 points per second rests 1.5 / -ln(0.998) points past the release, within a point.
        let expected = 60 + 1.5 / 0.002_002_002_670_673_08
        #expect(abs(table.contentOffset.y - CGFloat(expected)) < 0.5)
    }

    @Test func aReleaseWithoutVelocityDoesNotDecelerate() {
        let client = RecordingTable(rowCounts: [100])
        client.load()
        client.clearLog()
        client.tableView.beginDragging()
        client.tableView.drag(by: CGPoint(x: 0, y: -10))
        client.tableView.endDragging(velocity: .zero)
        #expect(client.log.suffix(1) == ["scrollViewDidEndDragging false"])
    }

    @Test func theDelegateCanChooseWhereAFlingEnds() {
        final class Snapping: RecordingTableSnapper {}
        let client = RecordingTable(rowCounts: [1000])
        let snapper = Snapping(client: client)
        client.tableView.dataSource = client
        client.tableView.delegate = snapper
        client.tableView.layoutIfNeeded()
        client.tableView.beginDragging()
        client.tableView.endDragging(velocity: CGPoint(x: 0, y: -1234))
        client.tableView.settle()
        #expect(client.tableView.contentOffset.y == 440)
    }

    @Test func pullingPastTheTopRubberBandsThenSpringsBack() {
        let client = RecordingTable(rowCounts: [100])
        client.load()
        let table = client.tableView
        table.beginDragging()
        table.drag(by: CGPoint(x: 0, y: 100))
        #expect(table.contentOffset.y < 0)
        #expect(table.contentOffset.y > -100)
        table.endDragging(velocity: .zero)
        #expect(table.isDecelerating)
        table.settle()
        #expect(table.contentOffset.y == 0)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2])
    }

    @Test func aFlingPastTheBottomBouncesBackToTheLastRow() {
        let client = RecordingTable(rowCounts: [30])
        client.load()
        let table = client.tableView
        table.contentOffset = CGPoint(x: 0, y: 44 * 25)
        table.layoutIfNeeded()
        table.beginDragging()
        table.endDragging(velocity: CGPoint(x: 0, y: -4000))
        var passed = false
        while table.isDecelerating {
            table.advance(by: table.frameInterval)
            if table.contentOffset.y > table.maximumContentOffset { passed = true }
        }
        #expect(passed)
        #expect(table.contentOffset.y == CGFloat(1188))
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [27, 28, 29])
    }

    @Test func animatedSetContentOffsetEndsWithItsCallback() {
        let client = RecordingTable(rowCounts: [100])
        client.load()
        client.clearLog()
        client.tableView.setContentOffset(CGPoint(x: 0, y: 440), animated: true)
        #expect(client.tableView.contentOffset.y == 0)
        client.tableView.advance(by: 0.5)
        #expect(client.tableView.contentOffset.y == 440)
        #expect(client.entries("scrollViewDidEndScrollingAnimation").count == 1)
        #expect(client.tableView.indexPathsForVisibleRows?.map(\.row) == [10, 11, 12])
    }

    @Test func virtualTimeCarriesPartialFrames() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        table.advance(by: 0.01)
        #expect(table.time == 0)
        table.advance(by: 0.01)
        #expect(abs(table.time - 1.0 / 60) < 1e-12)
    }
}

/// Snaps flings to 10-row pages.
@MainActor
class RecordingTableSnapper: TableViewDelegate {
    let client: RecordingTable
    init(client: RecordingTable) { self.client = client }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee.y = 440
    }
}
