import ReuseKit
import ReuseTestSupport
import Testing

@MainActor
@Suite struct QueryTests {
    @Test func outOfRangeQueriesAnswerNothing() {
        let client = RecordingTable(rowCounts: [10])
        client.load()
        let table = client.tableView
        let outside = IndexPath(row: 10, section: 0)
        #expect(table.cellForRow(at: outside) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 4)) == nil)
        #expect(table.rectForRow(at: outside) == .zero)
        #expect(table.rect(forSection: 1) == .zero)
        #expect(table.rectForHeader(inSection: -1) == .zero)
        #expect(table.rectForFooter(inSection: 3) == .zero)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10_000)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: -1)) == nil)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 5000, width: 10, height: 10))?.isEmpty == true)
        #expect(table.headerView(forSection: 7) == nil)
        #expect(table.indexPath(for: TableViewCell(style: .default, reuseIdentifier: nil)) == nil)
    }

    @Test func queriesAnswerForRowsInside() {
        let client = RecordingTable(rowCounts: [10])
        client.load()
        let table = client.tableView
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 2, section: 0))
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 40, width: 10, height: 50))?.map(\.row) == [0, 1, 2])
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(table.indexPath(for: cell) == IndexPath(row: 1, section: 0))
        #expect(table.visibleCells.count == 3)
        #expect(cell.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(cell.textLabel?.text == "Row 0-1")
    }

    /// Through updates and their animations, the visible rows are listed top to bottom, each once, and are the
    /// rows of `visibleCells`, in the same order.
    @Test func theVisibleRowsStayInOrderThroughUpdates() {
        let client = RecordingTable(rowCounts: [40])
        client.load()
        let table = client.tableView
        func check(_ moment: String) {
            let rows = table.indexPathsForVisibleRows?.map(\.row) ?? []
            #expect(!rows.isEmpty && rows == rows.sorted() && Set(rows).count == rows.count, "\(moment): \(rows)")
            #expect(table.visibleCells.map { table.indexPath(for: $0)?.row } == rows, "\(moment)")
        }
        check("loaded")
        client.rowCounts = [41]
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        check("inserted")
        client.rowCounts = [40]
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        check("deleted")
        client.rowCounts = [42]
        table.performBatchUpdates {
            table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)], with: .top)
            check("inside the batch")
        }
        check("after the batch")
        table.advance(by: 0.1)
        check("mid-animation")
        table.advance(by: 1)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2])
    }

    /// Across sections (empty ones among them) and through section and row updates, the visible rows are the
    /// rows the visible cells show, and an answer the client keeps is never changed by a later one.
    @Test func theVisibleRowsAcrossSectionsAreTheCellsRowsAndKeptAnswersStay() {
        let client = RecordingTable(rowCounts: [2, 0, 3, 0, 0, 40])
        client.load()
        let table = client.tableView
        var kept: [([IndexPath], String)] = []
        func check(_ moment: String) {
            let paths = table.indexPathsForVisibleRows ?? []
            #expect(!paths.isEmpty && paths == paths.sorted(), "\(moment): \(paths)")
            #expect(table.visibleCells.map { table.indexPath(for: $0) } == paths, "\(moment)")
            kept.append((paths, paths.description))
        }
        check("loaded")
        table.scrollDown(by: 30)
        check("scrolled")
        client.rowCounts = [2, 0, 3, 1, 0, 40]
        table.insertRows(at: [IndexPath(row: 0, section: 3)], with: .none)
        check("a row in an empty section")
        client.rowCounts = [2, 3, 1, 0, 40]
        table.deleteSections(IndexSet(integer: 1), with: .none)
        check("an empty section deleted")
        client.rowCounts = [2, 3, 0, 1, 40]
        table.moveSection(2, toSection: 3)
        check("a section moved")
        table.advance(by: 1)
        check("settled")
        for _ in 0..<5 {
            table.scrollDown(by: 13)
            check("scrolled again")
        }
        for (paths, description) in kept { #expect(paths.description == description) }
    }

    /// The answer is kept between asks and only the rows that came or went change in it: scrolled both ways by
    /// small and large amounts across sections (empty ones among them), with rows inserted and deleted between
    /// the scrolls, every answer is the visible cells' paths and a kept answer never changes.
    @Test func theVisibleRowsStayRightThroughRandomScrollsAndUpdates() {
        let client = RecordingTable(rowCounts: [3, 0, 7, 1, 0, 0, 25, 2, 60, 0, 9])
        client.load()
        let table = client.tableView
        var random = SeededRandom(state: 23)
        var kept: [([IndexPath], String)] = []
        for step in 0..<300 {
            switch random.next(6) {
            case 0, 1: table.scrollDown(by: CGFloat(1 + random.next(60)))
            case 2, 3: table.scrollUp(by: CGFloat(1 + random.next(60)))
            case 4: table.scrollDown(by: CGFloat(random.next(2) == 0 ? 400 : -400))
            default:
                let section = random.next(client.rowCounts.count)
                if client.rowCounts[section] > 0, random.next(2) == 0 {
                    client.rowCounts[section] -= 1
                    table.deleteRows(at: [IndexPath(row: 0, section: section)], with: .none)
                } else {
                    client.rowCounts[section] += 1
                    table.insertRows(at: [IndexPath(row: 0, section: section)], with: .none)
                }
            }
            for ask in 0..<2 {
                let paths = table.indexPathsForVisibleRows ?? []
                #expect(!paths.isEmpty, "step \(step)")
                #expect(table.visibleCells.map { table.indexPath(for: $0) } == paths, "step \(step), ask \(ask)")
                if step % 10 == 0 { kept.append((paths, paths.description)) }
            }
        }
        for (paths, description) in kept { #expect(paths.description == description) }
    }
}

@MainActor
@Suite struct SelectionTests {
    @Test func selectionFollowsTheRowNotTheReusedCell() {
        let client = RecordingTable(rowCounts: [100])
        client.load()
        let table = client.tableView
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.isSelected)
        table.scrollDown(by: 44 * 20)
        // The cell that showed row 1 now shows another row and must not look selected.
        for visible in table.visibleCells { #expect(!visible.isSelected) }
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    }

    @Test func tapsTellTheDelegateAndReplaceTheSelection() {
        let client = RecordingTable(rowCounts: [10])
        client.load()
        let table = client.tableView
        table.tapRow(at: IndexPath(row: 0, section: 0))
        table.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(
            client.log.filter { $0.contains("electRowAt") } == [
                "didSelectRowAt [0, 0]", "didDeselectRowAt [0, 0]", "didSelectRowAt [0, 2]",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        table.allowsMultipleSelection = true
        table.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        table.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil)
        table.allowsSelection = false
        table.tapRow(at: IndexPath(row: 3, section: 0))
        #expect(table.indexPathForSelectedRow == nil)
    }
}

@MainActor
@Suite struct ScrollToRowTests {
    func table(style: TableView.Style = .plain) -> RecordingTable {
        let client = RecordingTable(
            rowCounts: [50, 50], frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: style)
        client.heights = { CGFloat(30 + ($0.row * 7) % 40) }
        client.tableView.estimatedRowHeight = 44
        client.headerTitles = [0: "A", 1: "B"]
        client.load()
        return client
    }

    @Test(arguments: [TableView.ScrollPosition.top, .middle, .bottom])
    func rowsLandExactlyWhereAsked(position: TableView.ScrollPosition) {
        let client = table()
        let t = client.tableView
        for (row, section) in [(30, 0), (10, 1), (45, 1), (3, 0)] {
            let path = IndexPath(row: row, section: section)
            t.scrollToRow(at: path, at: position, animated: false)
            let rect = t.rectForRow(at: path)
            #expect(t.indexPathsForVisibleRows?.contains(path) == true)
            if t.contentOffset.y == t.minimumContentOffset || t.contentOffset.y == t.maximumContentOffset { continue }
            let top = t.contentOffset.y + 28
            let height = t.bounds.height - 28
            switch position {
            case .top: #expect(rect.minY == top, "\(path)")
            case .middle: #expect(rect.midY == top + height / 2, "\(path)")
            case .bottom: #expect(rect.maxY == t.contentOffset.y + t.bounds.height, "\(path)")
            case .none: break
            }
        }
    }

    @Test func noneScrollsOnlyAsFarAsNeeded() {
        let client = table()
        let t = client.tableView
        t.scrollToRow(at: IndexPath(row: 1, section: 0), at: .none, animated: false)
        #expect(t.contentOffset.y == 0)
        t.scrollToRow(at: IndexPath(row: 20, section: 0), at: .none, animated: false)
        #expect(t.rectForRow(at: IndexPath(row: 20, section: 0)).maxY == t.contentOffset.y + t.bounds.height)
        t.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
        #expect(t.rectForRow(at: IndexPath(row: 10, section: 0)).minY == t.contentOffset.y + 28)
    }

    @Test func animatedScrollsArriveExactly() {
        let client = table()
        let t = client.tableView
        let path = IndexPath(row: 40, section: 1)
        t.scrollToRow(at: path, at: .top, animated: true)
        t.settle()
        #expect(t.rectForRow(at: path).minY == t.contentOffset.y + 28)
        #expect(client.entries("scrollViewDidEndScrollingAnimation").count == 1)
    }

    @Test func theEndsClampToTheContent() {
        let client = table()
        let t = client.tableView
        t.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
        #expect(t.contentOffset.y == 0)
        t.scrollToRow(at: IndexPath(row: 49, section: 1), at: .top, animated: false)
        #expect(t.contentOffset.y == t.maximumContentOffset)
    }
}

/// A cell that shows its selection itself, as UIKit clients do by overriding `setSelected(_:animated:)` (browse's
/// rows drop their column separators when selected this way).
private final class MarkedCell: TableViewCell {
    var title = ""

    func show(_ title: String) {
        self.title = title
        textLabel?.text = isSelected ? "▶ " + title : title
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        textLabel?.text = selected ? "▶ " + title : title
    }
}

/// A list screen as an app writes it: its own controller, its own cell class.
private final class MarkedListController: TableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MarkedCell.self, forCellReuseIdentifier: "Marked")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 200 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Marked", for: indexPath) as! MarkedCell
        cell.show("Item \(indexPath.row)")
        return cell
    }

    /// What the visible rows show, top to bottom.
    var shown: [String] { tableView.visibleCells.compactMap { $0.textLabel?.text } }
}

@MainActor
@Suite struct CellSelectionOverrideTests {
    /// `setSelected(_:animated:)` is called when the selection changes and when a cell is shown for a row, so a
    /// cell that draws its own selection shows it on the selected row only, through reuse.
    @Test func aCellThatOverridesSetSelectedShowsTheSelectionThroughReuse() {
        let controller = MarkedListController(style: .plain)
        let window = show(controller)
        let table = controller.tableView!
        let third = IndexPath(row: 2, section: 0)
        table.selectRow(at: third, animated: false, scrollPosition: .none)
        #expect(table.cellForRow(at: third)?.textLabel?.text == "▶ Item 2")
        #expect(controller.shown.filter { $0.hasPrefix("▶") } == ["▶ Item 2"])

        // Scrolled away: the cell that showed row 2 is reused for another row, unmarked.
        table.scrollDown(by: 44 * 40)
        #expect(table.indexPathsForVisibleRows?.first.map { $0.row > 30 } == true)
        #expect(!controller.shown.contains { $0.hasPrefix("▶") })

        // Back: row 2 is marked again, whichever cell shows it; a deselection unmarks it.
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        #expect(table.cellForRow(at: third)?.textLabel?.text == "▶ Item 2")
        table.deselectRow(at: third, animated: false)
        #expect(table.cellForRow(at: third)?.textLabel?.text == "Item 2")
        #expect(!controller.shown.contains { $0.hasPrefix("▶") })
        _ = window
    }
}
