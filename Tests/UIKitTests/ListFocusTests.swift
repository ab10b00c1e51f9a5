import UIKit
import XCTest

/// A list moved through with a keyboard's arrows, as on an iPad: the table's focus moves row by row, skipping rows
/// the delegate will not focus, starting from the row it prefers, asking before each move and telling after; the
/// selection follows only where the delegate says. A grid's focus moves across and down its lines.
@MainActor
final class ListFocusTests: XCTestCase {
    final class MailboxViewController: UITableViewController {
        var events: [String] = []
        var selected: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Mail")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath)
            cell.textLabel?.text = indexPath.row == 3 ? "Drafts (header)" : "Mail \(indexPath.row)"
            return cell
        }

        override func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
            IndexPath(row: 2, section: 0)
        }

        override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 3
        }

        override func tableView(
            _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
        ) -> Bool {
            events.append(
                "should \(context.previouslyFocusedIndexPath?.row ?? -1)→\(context.nextFocusedIndexPath?.row ?? -1)")
            return context.nextFocusedIndexPath?.row != 6
        }

        override func tableView(
            _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {
            events.append("did \(context.nextFocusedIndexPath?.row ?? -1)")
        }

        override func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
            indexPath.row.isMultiple(of: 2)
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath.row)
        }
    }

    func testArrowsMoveFocusAsTheDelegateAllowsAndSelectionFollowsWhereItSays() async throws {
        let mailbox = MailboxViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = mailbox
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table: UITableView = mailbox.tableView

        XCTAssertTrue(table.moveFocus(.down), "focus enters at the preferred row")
        XCTAssertEqual(table.focusedIndexPath?.row, 2)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isFocused ?? false)
        XCTAssertTrue(table.moveFocus(.down), "row 3 cannot take focus: 4")
        XCTAssertEqual(table.focusedIndexPath?.row, 4)
        XCTAssertTrue(table.moveFocus(.down))
        XCTAssertFalse(table.moveFocus(.down), "the delegate refuses row 6")
        XCTAssertEqual(table.focusedIndexPath?.row, 5)
        XCTAssertEqual(
            mailbox.events, ["should -1→2", "did 2", "should 2→4", "did 4", "should 4→5", "did 5", "should 5→6"])
        XCTAssertEqual(mailbox.selected, [2, 4], "selection followed the even rows only")
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 4)

        XCTAssertTrue(table.moveFocus(.last))
        XCTAssertEqual(table.focusedIndexPath?.row, 49)
        XCTAssertEqual(table.indexPathsForVisibleRows?.last?.row, 49, "the focused row was scrolled into view")
        XCTAssertFalse(table.cellForRow(at: IndexPath(row: 48, section: 0))?.isFocused ?? true)

        table.allowsFocus = false
        XCTAssertFalse(table.moveFocus(.up), "a table that does not allow focus keeps it where it is")
    }

    final class SwatchesViewController: UICollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Swatch")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            40
        }

        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath)
        }
    }

    func testAGridsFocusMovesAcrossItsLinesAndDownToTheItemBelow() async throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let swatches = SwatchesViewController(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 340, height: 844))
        window.rootViewController = swatches
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let grid: UICollectionView = swatches.collectionView
        grid.selectionFollowsFocus = true

        XCTAssertTrue(grid.moveFocus(.right))
        XCTAssertEqual(grid.focusedIndexPath, IndexPath(item: 0, section: 0))
        XCTAssertTrue(grid.moveFocus(.right))
        XCTAssertEqual(grid.focusedIndexPath, IndexPath(item: 1, section: 0))
        XCTAssertTrue(grid.moveFocus(.down), "three items a line: the item below item 1 is 4")
        XCTAssertEqual(grid.focusedIndexPath, IndexPath(item: 4, section: 0))
        XCTAssertEqual(grid.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
        XCTAssertTrue(grid.moveFocus(.up))
        XCTAssertEqual(grid.focusedIndexPath, IndexPath(item: 1, section: 0))
        XCTAssertTrue(grid.moveFocus(.last))
        XCTAssertEqual(grid.focusedIndexPath, IndexPath(item: 39, section: 0))
    }
}
