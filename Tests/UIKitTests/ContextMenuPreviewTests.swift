import UIKit
import XCTest

/// The previews a context menu lifts and returns to, as apps give them: a rounded preview of a row's content, an
/// item's, a view's own through `UIContextMenuInteraction`, asked in UIKit's order around the menu's display.
@MainActor
final class ContextMenuPreviewTests: XCTestCase {
    final class NotesViewController: UITableViewController {
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
            cell.textLabel?.text = "Note \(indexPath.row)"
            return cell
        }

        override func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            events.append("configuration \(indexPath.row)")
            return UIContextMenuConfiguration(identifier: indexPath.row as NSNumber, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Pin") { _ in }])
            }
        }

        override func tableView(
            _ tableView: UITableView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            events.append("highlight preview")
            guard let row = (configuration.identifier as? NSNumber)?.intValue,
                let cell = tableView.cellForRow(at: IndexPath(row: row, section: 0))
            else { return nil }
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(
                roundedRect: cell.contentView.bounds.insetBy(dx: 8, dy: 4), cornerRadius: 10)
            parameters.backgroundColor = .systemBackground
            return UITargetedPreview(view: cell.contentView, parameters: parameters)
        }

        override func tableView(
            _ tableView: UITableView,
            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            events.append("dismissal preview")
            return nil
        }

        override func tableView(
            _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            events.append("will display")
        }

        override func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            events.append("will end")
        }
    }

    func testARowsMenuLiftsTheDelegatesRoundedPreviewAndAsksForTheWayBack() async throws {
        let notes = NotesViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = notes
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let row = IndexPath(row: 2, section: 0)
        XCTAssertTrue(notes.tableView.longPressRow(at: row))
        XCTAssertEqual(notes.events, ["configuration 2", "highlight preview", "will display"])
        let preview = try XCTUnwrap(notes.tableView.contextMenuPreview)
        let cell = try XCTUnwrap(notes.tableView.cellForRow(at: row))
        XCTAssertTrue(preview.view === cell.contentView)
        XCTAssertEqual(preview.size, cell.contentView.bounds.insetBy(dx: 8, dy: 4).size)
        XCTAssertTrue(preview.target.container === cell)
        notes.tableView.dismissContextMenu()
        XCTAssertEqual(notes.events.suffix(2), ["will end", "dismissal preview"])
        XCTAssertNil(notes.tableView.contextMenuPreview)
    }

    func testWithoutAPreviewFromTheDelegateTheMenuLiftsTheCell() async throws {
        final class PlainList: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            func tableView(
                _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
            ) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: []) }
            }
        }
        let list = PlainList()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = list
        table.delegate = list
        table.layoutIfNeeded()
        XCTAssertTrue(table.longPressRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertTrue(table.contextMenuPreview?.view === table.cellForRow(at: IndexPath(row: 1, section: 0)))
    }

    func testAViewsOwnInteractionAsksForItsIdentifiersPreview() async throws {
        final class BadgeView: UIView, UIContextMenuInteractionDelegate {
            var identifiers: [String] = []
            let glyph = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(glyph)
                addInteraction(UIContextMenuInteraction(delegate: self))
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
            ) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: "badge" as NSString, previewProvider: nil) { _ in
                    UIMenu(children: [UIAction(title: "Clear") { _ in }])
                }
            }

            func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                highlightPreviewForItemWithIdentifier identifier: any NSCopying
            ) -> UITargetedPreview? {
                identifiers.append("highlight \(identifier)")
                return UITargetedPreview(view: glyph)
            }

            func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                dismissalPreviewForItemWithIdentifier identifier: any NSCopying
            ) -> UITargetedPreview? {
                identifiers.append("dismissal \(identifier)")
                return nil
            }
        }
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let interaction = try XCTUnwrap(badge.interactions.first as? UIContextMenuInteraction)
        XCTAssertTrue(interaction.pressAndHold(at: CGPoint(x: 20, y: 20)))
        XCTAssertTrue(interaction.preview?.view === badge.glyph)
        XCTAssertEqual(interaction.preview?.target.center, badge.glyph.center)
        interaction.dismissMenu()
        XCTAssertEqual(badge.identifiers, ["highlight badge", "dismissal badge"])
        XCTAssertNil(interaction.preview)
    }
}
