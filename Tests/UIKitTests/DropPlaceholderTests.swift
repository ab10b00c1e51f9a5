import UIKit
import XCTest

/// Drop placeholders as an image gallery writes them (after the CS193p gallery): a drop from another app shows a
/// placeholder cell at once, the item provider's data arrives later, and the delegate commits the item or deletes
/// the placeholder. Meanwhile the data source does not count the placeholder.
@MainActor
final class DropPlaceholderTests: XCTestCase {
    private final class GalleryViewController: UICollectionViewController, UICollectionViewDropDelegate {
        var names = ["Arashiyama", "Fushimi Inari", "Gion"]
        var pending: [(context: UICollectionViewDropPlaceholderContext, name: String?)] = []
        var placeholderConfigurations = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Image")
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Loading")
            collectionView.dropDelegate = self
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            names.count
        }

        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Image", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = names[indexPath.item]
            (cell as? UICollectionViewListCell)?.contentConfiguration = content
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal {
            UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
        ) {
            let destination = coordinator.destinationIndexPath ?? IndexPath(item: names.count, section: 0)
            for item in coordinator.items {
                let placeholder = UICollectionViewDropPlaceholder(
                    insertionIndexPath: destination, reuseIdentifier: "Loading")
                placeholder.cellUpdateHandler = { [weak self] cell in
                    self?.placeholderConfigurations += 1
                    var content = UIListContentConfiguration.cell()
                    content.text = "Loading…"
                    (cell as? UICollectionViewListCell)?.contentConfiguration = content
                }
                let context = coordinator.drop(item.dragItem, to: placeholder)
                // Headless loads finish before they return; the download that follows is `finishLoading()`.
                nonisolated(unsafe) var name: String?
                _ = item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { object, _ in
                    name = object as? String
                }
                pending.append((context, name))
            }
        }

        /// The downloads finish: each placeholder becomes its item, or goes.
        func finishLoading() {
            for (context, name) in pending {
                if let name {
                    context.commitInsertion { indexPath in self.names.insert(name, at: indexPath.item) }
                } else {
                    context.deletePlaceholder()
                }
            }
            pending.removeAll()
        }
    }

    private func text(_ cell: UICollectionViewCell?) -> String? {
        ((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    func testAPlaceholderHoldsThePlaceUntilTheItemIsCommitted() async throws {
        let controller = GalleryViewController(
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        let collectionView = try XCTUnwrap(controller.collectionView)
        collectionView.layoutIfNeeded()
        let dropped = UIDragItem(itemProvider: NSItemProvider(object: "Kinkaku-ji" as NSString))
        XCTAssertEqual(collectionView.dropItems([dropped], at: IndexPath(item: 1, section: 0)), .copy)
        collectionView.layoutIfNeeded()

        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4, "the placeholder counts on screen")
        XCTAssertEqual(controller.names.count, 3, "but not in the data")
        XCTAssertTrue(collectionView.hasUncommittedUpdates)
        XCTAssertEqual(text(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))), "Loading…")
        XCTAssertEqual(text(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))), "Fushimi Inari")
        XCTAssertEqual(text(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))), "Gion")
        XCTAssertEqual(controller.placeholderConfigurations, 1)
        controller.pending.first?.context.setNeedsCellUpdate()
        XCTAssertEqual(controller.placeholderConfigurations, 2, "setNeedsCellUpdate runs the handler again")

        let context = try XCTUnwrap(controller.pending.first?.context)
        controller.finishLoading()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(controller.names, ["Arashiyama", "Kinkaku-ji", "Fushimi Inari", "Gion"])
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
        XCTAssertFalse(collectionView.hasUncommittedUpdates)
        XCTAssertEqual(text(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))), "Kinkaku-ji")
        XCTAssertFalse(context.commitInsertion { _ in XCTFail("a committed placeholder is gone") })
    }

    func testAPlaceholderWhoseDataNeverComesIsDeleted() async throws {
        let controller = GalleryViewController(
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        let collectionView = try XCTUnwrap(controller.collectionView)
        collectionView.layoutIfNeeded()
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([0x89]), nil)
            return nil
        }
        collectionView.dropItems([UIDragItem(itemProvider: provider)], at: nil)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4, "the placeholder at the end")
        XCTAssertEqual(text(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))), "Loading…")
        controller.finishLoading()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
        XCTAssertFalse(collectionView.hasUncommittedUpdates)
        XCTAssertEqual(controller.names.count, 3)
    }

    /// A table's placeholder row, with its own height, while the table's rows are sized by its delegate.
    private final class InboxViewController: UITableViewController, UITableViewDropDelegate {
        var subjects = ["Lunch", "Invoice", "Tickets"]
        var contexts: [UITableViewDropPlaceholderContext] = []
        var placeholderHeight: CGFloat = 80
        var heightsAsked: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Mail")
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Loading")
            tableView.dropDelegate = self
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            subjects.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath)
            cell.textLabel?.text = subjects[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heightsAsked.append(indexPath)
            precondition(indexPath.row < subjects.count, "asked for a row the data source does not have")
            return 50
        }

        func tableView(
            _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UITableViewDropProposal {
            UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }

        func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
            let destination = coordinator.destinationIndexPath ?? IndexPath(row: subjects.count, section: 0)
            for item in coordinator.items {
                let placeholder = UITableViewDropPlaceholder(
                    insertionIndexPath: destination, reuseIdentifier: "Loading", rowHeight: placeholderHeight)
                placeholder.cellUpdateHandler = { cell in cell.textLabel?.text = "Loading…" }
                contexts.append(coordinator.drop(item.dragItem, to: placeholder))
            }
        }
    }

    func testATablePlaceholderRowHasItsOwnHeightAndIsNeverAskedOfTheDelegate() async throws {
        let controller = InboxViewController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        let tableView = controller.tableView!
        tableView.layoutIfNeeded()
        tableView.dropItems([UIDragItem(itemProvider: NSItemProvider(object: "Flight" as NSString))], at: nil)
        tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 3, section: 0)).height, 80)
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text, "Loading…")
        XCTAssertTrue(controller.heightsAsked.allSatisfy { $0.row < 3 })
        XCTAssertTrue(tableView.hasUncommittedUpdates)

        XCTAssertTrue(controller.contexts[0].commitInsertion { controller.subjects.insert("Flight", at: $0.row) })
        tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text, "Flight")
        XCTAssertEqual(tableView.rectForRow(at: IndexPath(row: 3, section: 0)).height, 50, "now the delegate's row")
        XCTAssertFalse(tableView.hasUncommittedUpdates)
        XCTAssertFalse(controller.contexts[0].deletePlaceholder(), "already committed")
    }

    func testAPlaceholderRowHeightThatIsNotANumberIsReportedAndReplaced() async throws {
        let controller = InboxViewController(style: .plain)
        controller.placeholderHeight = .nan
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        let tableView = controller.tableView!
        var messages: [String] = []
        tableView.invalidValueHandler = { messages.append($0.message) }
        tableView.layoutIfNeeded()
        tableView.dropItems([UIDragItem(itemProvider: NSItemProvider(object: "Flight" as NSString))], at: nil)
        tableView.layoutIfNeeded()
        let height = tableView.rectForRow(at: IndexPath(row: 3, section: 0)).height
        XCTAssertTrue(height.isFinite && height >= 0, "a usable height instead: \(height)")
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(
            messages.first?.contains("TableViewPlaceholder(insertionIndexPath:reuseIdentifier:rowHeight:)") == true,
            "\(messages)")
    }
}
