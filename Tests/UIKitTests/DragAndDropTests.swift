import MobileCoreServices
import UIKit
import UniformTypeIdentifiers
import XCTest

/// Table and collection view drag and drop as UIKit apps write it, after Apple's "Adopting Drag and Drop in a
/// Table View": the drag delegate gives plain-text items, the drop delegate proposes a move while the table's own
/// row is dragged and a copy otherwise, and loads dropped strings into new rows. Headless drags
/// (`dragRows(at:toRowAt:in:)`) run UIKit's delegate sequence.
@MainActor
final class DragAndDropTests: XCTestCase {
    private final class PlacesViewController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
        var placeNames = ["Adler Planetarium", "Art Institute of Chicago", "Field Museum", "Millennium Park"]
        var calls: [String] = []
        var dropItemsSeen: [(source: IndexPath?, text: String)] = []
        var allowsMove = true
        var cellClass: UITableViewCell.Type = UITableViewCell.self

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(cellClass, forCellReuseIdentifier: "Cell")
            tableView.dragInteractionEnabled = true
            tableView.dragDelegate = self
            tableView.dropDelegate = self
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            placeNames.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = placeNames[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            calls.append("moveRowAt \(sourceIndexPath.row)→\(destinationIndexPath.row)")
            let place = placeNames.remove(at: sourceIndexPath.row)
            placeNames.insert(place, at: destinationIndexPath.row)
        }

        // MARK: UITableViewDragDelegate

        func tableView(
            _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            calls.append("itemsForBeginning \(indexPath.row)")
            let data = placeNames[indexPath.row].data(using: .utf8)
            let itemProvider = NSItemProvider()
            itemProvider.registerDataRepresentation(forTypeIdentifier: kUTTypePlainText as String, visibility: .all) {
                completion in
                completion(data, nil)
                return nil
            }
            return [UIDragItem(itemProvider: itemProvider)]
        }

        func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
            calls.append("dragSessionWillBegin")
        }

        func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
            calls.append("dragSessionDidEnd")
        }

        func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
            allowsMove
        }

        // MARK: UITableViewDropDelegate

        func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
            calls.append("canHandle")
            return session.canLoadObjects(ofClass: NSString.self)
        }

        func tableView(
            _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UITableViewDropProposal {
            calls.append("dropSessionDidUpdate hasActiveDrag=\(tableView.hasActiveDrag)")
            if tableView.hasActiveDrag {
                if session.items.count > 1 {
                    return UITableViewDropProposal(operation: .cancel)
                } else {
                    return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
                }
            } else {
                return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
            }
        }

        func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
            calls.append("performDropWith")
            let destinationIndexPath: IndexPath
            if let indexPath = coordinator.destinationIndexPath {
                destinationIndexPath = indexPath
            } else {
                let row = tableView.numberOfRows(inSection: 0)
                destinationIndexPath = IndexPath(row: row, section: 0)
            }
            let sources = coordinator.items.map(\.sourceIndexPath)
            coordinator.session.loadObjects(ofClass: NSString.self) { items in
                let stringItems = items as! [String]
                var indexPaths = [IndexPath]()
                for (index, item) in stringItems.enumerated() {
                    let indexPath = IndexPath(
                        row: destinationIndexPath.row + index, section: destinationIndexPath.section)
                    self.placeNames.insert(item, at: indexPath.row)
                    self.dropItemsSeen.append((sources[index], item))
                    indexPaths.append(indexPath)
                }
                tableView.insertRows(at: indexPaths, with: .automatic)
            }
        }

        func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
            calls.append("dropSessionDidEnd")
        }
    }

    private func shown(cellClass: UITableViewCell.Type = UITableViewCell.self) -> PlacesViewController {
        let controller = PlacesViewController(style: .plain)
        controller.cellClass = cellClass
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        return controller
    }

    private func texts(_ tableView: UITableView) -> [String] {
        (0..<tableView.numberOfRows(inSection: 0)).compactMap { row in
            (tableView.cellForRow(at: IndexPath(row: row, section: 0))?.contentConfiguration
                as? UIListContentConfiguration)?.text
        }
    }

    func testALocalDragOfOneRowReordersThroughTheDataSource() async {
        let controller = shown()
        let tableView = controller.tableView!
        let operation = tableView.dragRows(at: [IndexPath(row: 0, section: 0)], toRowAt: IndexPath(row: 2, section: 0))
        XCTAssertEqual(operation, .move)
        XCTAssertEqual(
            controller.calls,
            [
                "itemsForBeginning 0", "dragSessionWillBegin", "canHandle", "dropSessionDidUpdate hasActiveDrag=true",
                "moveRowAt 0→2", "dropSessionDidEnd", "dragSessionDidEnd",
            ], "UIKit's order; a local move goes through moveRowAt, not performDropWith")
        XCTAssertEqual(
            controller.placeNames, ["Art Institute of Chicago", "Field Museum", "Adler Planetarium", "Millennium Park"])
        XCTAssertEqual(texts(tableView), controller.placeNames, "the rows on screen follow")
        XCTAssertFalse(tableView.hasActiveDrag)
        XCTAssertFalse(tableView.hasActiveDrop)
    }

    private final class RecordingCell: UITableViewCell {
        var states: [UITableViewCell.DragState] = []

        override func dragStateDidChange(_ dragState: UITableViewCell.DragState) {
            super.dragStateDidChange(dragState)
            states.append(dragState)
        }
    }

    func testTheDraggedCellHearsItsDragStates() async throws {
        let controller = shown(cellClass: RecordingCell.self)
        let tableView = controller.tableView!
        let cell = try XCTUnwrap(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? RecordingCell)
        tableView.dragRows(at: [IndexPath(row: 1, section: 0)], toRowAt: IndexPath(row: 1, section: 0), in: nil)
        XCTAssertEqual(cell.states, [.lifting, .dragging, .none])
    }

    func testADropFromAnotherAppIsCopiedIn() async {
        let controller = shown()
        let tableView = controller.tableView!
        let operation = tableView.dropItems(
            [UIDragItem(itemProvider: NSItemProvider(object: "Navy Pier" as NSString))],
            at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(operation, .copy)
        XCTAssertEqual(controller.placeNames[1], "Navy Pier")
        XCTAssertEqual(texts(tableView)[1], "Navy Pier")
        XCTAssertNil(controller.dropItemsSeen.first?.source, "not from this table")
        XCTAssertTrue(controller.calls.contains("performDropWith"))
    }

    func testADragToAnotherTableCopiesTheRow() async {
        let source = shown()
        let target = shown()
        target.placeNames = ["Wrigley Field"]
        target.tableView.reloadData()
        target.view.layoutIfNeeded()
        let operation = source.tableView.dragRows(
            at: [IndexPath(row: 3, section: 0)], toRowAt: nil, in: target.tableView)
        XCTAssertEqual(operation, .copy, "the target has no active drag of its own: it proposes a copy")
        XCTAssertEqual(target.placeNames, ["Wrigley Field", "Millennium Park"], "a nil destination: after the rows")
        XCTAssertEqual(source.placeNames.count, 4, "the source keeps its row")
        XCTAssertEqual(source.calls.last, "dragSessionDidEnd")
    }

    func testRefusalsStopTheDrag() async {
        let controller = shown()
        let tableView = controller.tableView!
        tableView.dragInteractionEnabled = false
        XCTAssertEqual(
            tableView.dragRows(at: [IndexPath(row: 0, section: 0)], toRowAt: IndexPath(row: 1, section: 0)), .cancel)
        XCTAssertTrue(controller.calls.isEmpty, "no drag begins")
        tableView.dragInteractionEnabled = true
        controller.allowsMove = false
        XCTAssertEqual(
            tableView.dragRows(at: [IndexPath(row: 0, section: 0)], toRowAt: IndexPath(row: 1, section: 0)), .cancel)
        XCTAssertEqual(controller.placeNames.first, "Adler Planetarium", "a move the drag does not allow is a cancel")
        XCTAssertFalse(controller.calls.contains("performDropWith"))
        let image = UIDragItem(itemProvider: NSItemProvider())
        XCTAssertEqual(tableView.dropItems([image], at: nil), .cancel, "canHandle refuses what is not text")
    }

    func testAnItemProviderLoadsByConformance() async {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: UTType.utf8PlainText.identifier, visibility: .all) {
            completion in
            completion(Data("Kyoto".utf8), nil)
            return nil
        }
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        XCTAssertFalse(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        XCTAssertTrue(provider.canLoadObject(ofClass: String.self))
        nonisolated(unsafe) var loaded: String?
        provider.loadObject(ofClass: String.self) { string, _ in loaded = string }
        XCTAssertEqual(loaded, "Kyoto")
        nonisolated(unsafe) var failure: String?
        provider.loadDataRepresentation(forTypeIdentifier: UTType.png.identifier) { _, error in
            failure = error.map { "\($0)" }
        }
        XCTAssertEqual(
            failure,
            "The item provider has no representation of public.png (it has public.utf8-plain-text): register one with "
                + "registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:) or registerObject(_:visibility:)."
        )
        XCTAssertEqual(UTType(filenameExtension: "JPG"), .jpeg)
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertTrue(UTType("com.example.recipe")!.conforms(to: .item), "an app's own type is data")
        XCTAssertEqual(kUTTypeUTF8PlainText as String, "public.utf8-plain-text")
    }

    func testACollectionViewReordersThroughItsDiffableDataSource() async throws {
        final class GridViewController: UICollectionViewController, UICollectionViewDragDelegate,
            UICollectionViewDropDelegate
        {
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!
            var reordered: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.dragDelegate = self
                collectionView.dropDelegate = self
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                    collectionView, indexPath, item in
                    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                }
                dataSource.reorderingHandlers.canReorderItem = { _ in true }
                dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
                    self?.reordered = transaction.finalSnapshot.itemIdentifiers
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["A", "B", "C", "D"])
                dataSource.apply(snapshot, animatingDifferences: false)
            }

            func collectionView(
                _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
            ) -> [UIDragItem] {
                guard let item = dataSource.itemIdentifier(for: indexPath) else { return [] }
                let dragItem = UIDragItem(itemProvider: NSItemProvider(object: item as NSString))
                dragItem.localObject = item
                return [dragItem]
            }

            func collectionView(
                _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                withDestinationIndexPath destinationIndexPath: IndexPath?
            ) -> UICollectionViewDropProposal {
                UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            }

            func collectionView(
                _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
            ) {
                XCTFail("a local reorder goes through the data source")
            }
        }
        let controller = GridViewController(
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        let collectionView = try XCTUnwrap(controller.collectionView)
        let operation = collectionView.dragItems(
            at: [IndexPath(item: 0, section: 0)], toItemAt: IndexPath(item: 3, section: 0))
        XCTAssertEqual(operation, .move)
        XCTAssertEqual(controller.reordered, ["B", "C", "D", "A"])
        XCTAssertEqual(controller.dataSource.snapshot().itemIdentifiers, ["B", "C", "D", "A"])
        XCTAssertEqual(controller.dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)), "A")
    }
}
