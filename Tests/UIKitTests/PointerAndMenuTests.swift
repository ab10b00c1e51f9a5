import UIKit
import XCTest

/// iPad pointer effects, the edit menu of older list code, asset-catalog symbols and font features, used as
/// apps use them.
@MainActor
final class PointerAndMenuTests: XCTestCase {
    final class ThumbnailCell: UICollectionViewCell, UIPointerInteractionDelegate {
        var events: [String] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addInteraction(UIPointerInteraction(delegate: self))
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func pointerInteraction(
            _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
            defaultRegion: UIPointerRegion
        ) -> UIPointerRegion? {
            let half = request.location.x < bounds.midX ? "left" : "right"
            return UIPointerRegion(rect: bounds, identifier: half)
        }

        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
            -> UIPointerStyle?
        {
            UIPointerStyle(effect: .lift(UITargetedPreview(view: contentView)))
        }

        func pointerInteraction(
            _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
            animator: UIPointerInteractionAnimating
        ) {
            animator.addAnimations { self.events.append("enter \(region.identifier!)") }
        }

        func pointerInteraction(
            _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
            animator: UIPointerInteractionAnimating
        ) {
            events.append("exit \(region.identifier!)")
        }
    }

    func testThePointerAsksForRegionsAndStylesAsItMoves() async throws {
        let cell = ThumbnailCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pointer = try XCTUnwrap(cell.contentView.interactions.first as? UIPointerInteraction)
        let style = pointer.movePointer(to: CGPoint(x: 20, y: 50))
        guard case .effect(.lift, nil)? = style?.kind else { return XCTFail("a lift effect, without a shape") }
        pointer.movePointer(to: CGPoint(x: 30, y: 50))
        pointer.movePointer(to: CGPoint(x: 80, y: 50))
        pointer.movePointer(to: CGPoint(x: 300, y: 50))
        XCTAssertEqual(cell.events, ["enter left", "exit left", "enter right", "exit right"])
    }

    final class ContactsViewController: UITableViewController {
        var copied: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
            UIMenuController.shared.menuItems = [
                UIMenuItem(title: "Copy Number", action: ContactsViewController.copyNumber)
            ]
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        }

        override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 0
        }

        func copyNumber(_ sender: Any?) { copied.append("555-0100") }
    }

    func testAnOlderListShowsTheEditMenuOnALongPressAndItsItemReachesTheController() async {
        let contacts = ContactsViewController(style: .plain)
        let window = UIWindow()
        window.rootViewController = contacts
        window.makeKeyAndVisible()
        let menu = UIMenuController.shared
        var shown = 0
        let token = NotificationCenter.default.addObserver(
            forName: UIMenuController.didShowMenuNotification, object: menu, queue: nil
        ) { _ in MainActor.assumeIsolated { shown += 1 } }
        defer { NotificationCenter.default.removeObserver(token) }
        XCTAssertFalse(contacts.tableView.longPressRow(at: IndexPath(row: 0, section: 0)), "the delegate said no")
        XCTAssertTrue(contacts.tableView.longPressRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertTrue(menu.isMenuVisible)
        XCTAssertEqual(shown, 1)
        XCTAssertEqual(menu.target?.rect, contacts.tableView.rectForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertTrue(menu.chooseItem(at: 0), "the chain from the row's table reaches the controller")
        XCTAssertEqual(contacts.copied, ["555-0100"])
        XCTAssertFalse(menu.isMenuVisible)
        menu.menuItems = nil
    }

    func testGeneratedAssetSymbolsAndFontFeatures() async throws {
        let missing = UIColor(resource: ColorResource(name: "NoSuchColour", bundle: .main))
        XCTAssertEqual(missing.alpha, 0, "a missing colour set is clear, and reported")
        let logo = UIImage(resource: ImageResource(name: "Logo", bundle: .main))
        XCTAssertEqual(logo.name, "Logo")

        let tabular = UIFont.systemFont(ofSize: 17).fontDescriptor.addingAttributes([
            .featureSettings: [
                [UIFontDescriptor.FeatureKey.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector]
            ]
        ])
        XCTAssertTrue(UIFont(descriptor: tabular, size: 0).hasMonospacedDigits)
        XCTAssertTrue(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular).hasMonospacedDigits)
    }
}
