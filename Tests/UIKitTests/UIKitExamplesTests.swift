import UIKit
import XCTest

@testable import UIKitExamples

/// The plain-UIKit examples, driven headless as an iOS developer's tests drive them.
@MainActor
final class UIKitExamplesTests: XCTestCase {
    private func show(_ controller: UIViewController, inNavigation: Bool = false) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = inNavigation ? UINavigationController(rootViewController: controller) : controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    // MARK: Feed

    func testTheFeedsRowsAreAsTallAsTheirTextWithLabelsPinnedToTheCell() async throws {
        let feed = UIKitExamples.ViewController()
        let window = show(feed)
        let cells = feed.tableView.visibleCells.compactMap { $0 as? UIKitExamples.TableViewCell }
        XCTAssertGreaterThan(cells.count, 3)
        for cell in cells {
            let indexPath = try XCTUnwrap(feed.tableView.indexPath(for: cell))
            let author = cell.authorLabel.font.lineHeight
            let body = cell.bodyLabel.sizeThatFits(CGSize(width: CGFloat(358), height: CGFloat.greatestFiniteMagnitude))
                .height
            XCTAssertEqual(
                feed.tableView.rectForRow(at: indexPath).height, (12 + author + 4 + body + 12).rounded(.up),
                accuracy: 1, "row \(indexPath.row)")
            XCTAssertEqual(cell.authorLabel.frame.minY, 12)
            XCTAssertEqual(cell.bodyLabel.frame.maxY, cell.bounds.height - 12, accuracy: 0.5)
            XCTAssertEqual(cell.authorLabel.frame.minX, 16)
        }
        let heights = Set(cells.map { $0.bounds.height })
        XCTAssertGreaterThan(heights.count, 1, "rows differ with their text")
        _ = window
    }

    func testTheFeedReusesCellsAndPullToRefreshAddsNewerPostsWithoutAJump() async throws {
        let feed = UIKitExamples.ViewController()
        let window = show(feed)
        feed.tableView.drag(by: CGPoint(x: 0, y: -2_000))
        feed.tableView.endDragging(velocity: CGPoint(x: 0, y: -3_000))
        feed.tableView.advance(by: 4)
        XCTAssertLessThan(feed.tableView.statistics.cellsCreated, 30, "a screenful of cells, reused")
        let top = try XCTUnwrap(feed.tableView.indexPathsForVisibleRows?.first)
        let topPost = feed.posts[top.row]
        let topY = feed.tableView.rectForRow(at: top).minY - feed.tableView.contentOffset.y
        feed.refresh()
        feed.tableView.layoutIfNeeded()
        let moved = try XCTUnwrap(feed.posts.firstIndex(of: topPost))
        XCTAssertEqual(moved, top.row + 3)
        XCTAssertEqual(
            feed.tableView.rectForRow(at: IndexPath(row: moved, section: 0)).minY - feed.tableView.contentOffset.y,
            topY, accuracy: 0.5, "the post on screen stays where it was")
        feed.tableView.tapRow(at: IndexPath(row: moved, section: 0))
        XCTAssertEqual(feed.selectedPost, topPost)
        XCTAssertNil(feed.tableView.indexPathForSelectedRow, "deselected, as the controller asks")
        _ = window
    }

    // MARK: Chat

    func testTheNewestMessageSitsAtTheBottomOfTheFlippedTable() async throws {
        let chat = ChatViewController()
        let window = show(chat)
        let newest = try XCTUnwrap(chat.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)
        let frame = newest.convert(newest.bounds, to: window)
        XCTAssertEqual(frame.maxY, 844, accuracy: 0.5, "row 0 is at the bottom of the screen")
        let second = try XCTUnwrap(chat.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(second.convert(second.bounds, to: window).maxY, frame.minY, accuracy: 0.5)
        // The content flips back: the label's top is above its bottom on screen.
        let label = newest.messageLabel.convert(newest.messageLabel.bounds, to: window)
        XCTAssertTrue(frame.contains(CGPoint(x: label.midX, y: label.midY)))
        // A touch near the bottom of the screen lands in the newest message's cell.
        let hit = try XCTUnwrap(window.hitTest(CGPoint(x: 30, y: 840), with: nil))
        XCTAssertTrue(hit.isDescendant(of: newest))

        chat.send("Hello from Linux")
        chat.tableView.advance(by: 0.5)
        let sent = try XCTUnwrap(chat.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)
        XCTAssertEqual(sent.messageLabel.text, "Hello from Linux")
        XCTAssertEqual(sent.convert(sent.bounds, to: window).maxY, 844, accuracy: 0.5)
        XCTAssertEqual(
            sent.bubble.frame.maxX, sent.contentView.bounds.width - 12, accuracy: 0.5, "outgoing: at the trailing side")
    }

    // MARK: Search

    /// As in UIKit, a snapshot applied in `viewDidLoad` makes no cells there: they come with the first layout.
    func testASnapshotAppliedInViewDidLoadMakesCellsAtTheNextLayoutPass() async throws {
        let search = SearchViewController()
        search.loadViewIfNeeded()
        XCTAssertEqual(search.tableView.numberOfRows(inSection: 0), 20)
        XCTAssertEqual(search.tableView.visibleCells.count, 0)
        XCTAssertEqual(search.tableView.statistics.cellsCreated, 0)
        search.view.layoutIfNeeded()
        XCTAssertGreaterThan(search.tableView.visibleCells.count, 0)
    }

    func testSearchingFiltersTheDiffableListAndCancelRestoresIt() async throws {
        let search = SearchViewController()
        let window = show(search, inNavigation: true)
        XCTAssertTrue(search.navigationController?.navigationBar.prefersLargeTitles == true)
        XCTAssertEqual(search.tableView.numberOfRows(inSection: 0), 20)

        search.searchController.searchBar.type("an")
        search.tableView.advance(by: 0.5)
        XCTAssertTrue(search.searchController.isActive)
        let names = search.dataSource.snapshot().itemIdentifiers.map(\.name)
        XCTAssertEqual(names, ["Canada", "France", "Germany", "Japan"])
        XCTAssertEqual(
            search.tableView.visibleCells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text },
            names)

        search.searchController.searchBar.tapCancelButton()
        search.tableView.advance(by: 0.5)
        XCTAssertFalse(search.searchController.isActive)
        XCTAssertEqual(search.tableView.numberOfRows(inSection: 0), 20)
        _ = window
    }
}
