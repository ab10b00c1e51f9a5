import UIKit
import XCTest

/// A finger on a list, as a person uses one: a tap selects the row under it, a drag scrolls without selecting,
/// a finger on a list still moving after a fling stops it without selecting, and a switch in a row takes its own
/// taps. The screens are written as apps write them; the finger is ReuseKit's headless touch.
@MainActor
final class TouchSelectionTests: XCTestCase {
    final class InboxViewController: UITableViewController {
        var events: [String] = []
        let notify = UISwitch()

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Message \(indexPath.row)"
            cell.contentConfiguration = content
            cell.accessoryView = indexPath.row == 0 ? notify : nil
            return cell
        }

        override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            events.append("highlight \(indexPath.row)")
        }

        override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            events.append("unhighlight \(indexPath.row)")
        }

        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            events.append("willSelect \(indexPath.row)")
            return indexPath
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            events.append("didSelect \(indexPath.row)")
        }
    }

    /// The inbox on the screen, in a window of its own.
    private func showInbox() -> (UIWindow, InboxViewController) {
        let inbox = InboxViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = inbox
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, inbox)
    }

    /// The centre of a row on the screen.
    private func centre(ofRow row: Int, in inbox: InboxViewController) -> CGPoint {
        let rect = inbox.tableView.rectForRow(at: IndexPath(row: row, section: 0))
        return inbox.tableView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    func testATapSelectsTheRowUnderTheFingerWithUIKitsCallbacks() async {
        let (window, inbox) = showInbox()
        let finger = window.touchDown(at: centre(ofRow: 3, in: inbox))
        finger.lift(after: 0.1)
        XCTAssertEqual(inbox.events, ["highlight 3", "willSelect 3", "unhighlight 3", "didSelect 3"])
        XCTAssertEqual(inbox.tableView.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        XCTAssertEqual(inbox.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected, true)

        // A second tap elsewhere moves the selection.
        inbox.events = []
        window.touchDown(at: centre(ofRow: 5, in: inbox), after: 1).lift(after: 0.1)
        XCTAssertEqual(inbox.tableView.indexPathForSelectedRow, IndexPath(row: 5, section: 0))
        XCTAssertEqual(inbox.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected, false)
    }

    func testADragScrollsAndSelectsNothing() async {
        let (window, inbox) = showInbox()
        let start = centre(ofRow: 8, in: inbox)
        let finger = window.touchDown(at: start)
        for step in 1...6 {
            finger.move(to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 20), after: 0.05)
        }
        finger.lift(after: 0.3)
        XCTAssertEqual(inbox.events, [])
        XCTAssertNil(inbox.tableView.indexPathForSelectedRow)
        XCTAssertEqual(inbox.tableView.contentOffset.y, 120 - inbox.tableView.adjustedContentInset.top, accuracy: 0.5)
    }

    func testAFingerOnAListStillMovingStopsItAndSelectsNothing() async {
        let (window, inbox) = showInbox()
        let table: UITableView = inbox.tableView
        window.pan(from: centre(ofRow: 12, in: inbox), to: CGPoint(x: 195, y: 100), duration: 0.1, steps: 6)
        table.advance(by: 0.2)
        XCTAssertTrue(table.isDecelerating, "the fling carries the list on")
        let finger = window.touchDown(at: CGPoint(x: 195, y: 400))
        XCTAssertFalse(table.isDecelerating, "the finger stopped it")
        let stopped = table.contentOffset
        table.advance(by: 1)
        XCTAssertEqual(table.contentOffset, stopped)
        finger.lift(after: 0.1)
        XCTAssertNil(table.indexPathForSelectedRow, "the touch that stopped the list is no tap")
        XCTAssertEqual(inbox.events, [])

        // The next tap selects again.
        window.touchDown(at: CGPoint(x: 195, y: 400), after: 1).lift(after: 0.1)
        XCTAssertNotNil(table.indexPathForSelectedRow)
    }

    func testASwitchInARowTakesItsOwnTap() async {
        let (window, inbox) = showInbox()
        inbox.notify.layoutIfNeeded()
        let frame = inbox.notify.convert(inbox.notify.bounds, to: window)
        window.touchDown(at: CGPoint(x: frame.midX, y: frame.midY)).lift(after: 0.1)
        XCTAssertTrue(inbox.notify.isOn)
        XCTAssertNil(inbox.tableView.indexPathForSelectedRow)
    }

    final class PhotosViewController: UICollectionViewController {
        var selected: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            60
        }

        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    func testATapSelectsTheItemUnderTheFingerInAGrid() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        let photos = PhotosViewController(collectionViewLayout: layout)
        window.rootViewController = photos
        window.layoutIfNeeded()
        let item = IndexPath(item: 4, section: 0)
        guard let frame = photos.collectionView.layoutAttributesForItem(at: item)?.frame else {
            return XCTFail("item 4 is laid out")
        }
        let point = photos.collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
        window.touchDown(at: point).lift(after: 0.1)
        XCTAssertEqual(photos.selected, [item])
        XCTAssertEqual(photos.collectionView.indexPathsForSelectedItems, [item])
    }
}
