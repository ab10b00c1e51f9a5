import ReuseKit
import Testing

@MainActor
@Suite struct TableHeaderFooterTests {
    @Test func theRowsStartBelowTheHeaderViewAndTheFooterFollowsTheLastRow() {
        let groceries = GroceryListController(style: .plain)
        let window = show(groceries)
        let table = groceries.tableView!
        let banner = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        banner.text = "This week"
        table.tableHeaderView = banner
        let footer = View(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
        table.tableFooterView = footer
        table.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 0, width: table.bounds.width, height: 120))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
        // The cells on screen move down with the rows.
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 120)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 60)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 130)) == IndexPath(row: 0, section: 0))
        let lastRow = table.rectForRow(at: IndexPath(row: groceries.items.count - 1, section: 0))
        #expect(footer.frame.minY == lastRow.maxY && footer.frame.width == table.bounds.width)
        #expect(table.contentSize.height == lastRow.maxY + 60)
        // Deleting a row brings the footer up with the rows.
        table.swipeRow(at: IndexPath(row: 0, section: 0), from: .trailing)
        table.tapSwipeAction(at: 0)
        table.advance(by: 0.5)
        #expect(footer.frame.minY == lastRow.maxY - 44)
        // Scrolling to a row counts the header: the first row at the top is 120 points down, below the bar.
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        let belowTheBar = 120 - table.adjustedContentInset.top
        #expect(table.contentOffset.y == belowTheBar || table.contentOffset.y == table.maximumContentOffset)
        table.tableHeaderView = nil
        #expect(banner.superview == nil)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
        table.layoutIfNeeded()
        let first = table.indexPathsForVisibleRows?.first
        #expect(first.map { table.cellForRow(at: $0)?.frame } == first.map { table.rectForRow(at: $0) })
        _ = window
    }
}
