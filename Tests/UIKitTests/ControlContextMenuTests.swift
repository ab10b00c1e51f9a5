import UIKit
import XCTest

/// A control is its own context menu's delegate (UIContextMenuInteractionDelegate): turning the interaction on
/// makes a long press ask the control, so a button subclass's override gives the menu, and a button's `menu` is
/// what a long press shows by default.
@MainActor
final class ControlContextMenuTests: XCTestCase {
    final class FilterButton: UIButton {
        var displayed = 0

        override func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(
                    title: "Sort", children: [UIAction(title: "Newest") { _ in }, UIAction(title: "Oldest") { _ in }])
            })
        }

        override func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            displayed += 1
        }
    }

    func testALongPressAsksTheControlForItsMenu() async throws {
        let button = FilterButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        XCTAssertNil(button.contextMenuInteraction)
        button.isContextMenuInteractionEnabled = true
        let interaction = try XCTUnwrap(button.contextMenuInteraction)
        XCTAssertTrue(button.interactions.contains { $0 as AnyObject === interaction })
        XCTAssertTrue(interaction.pressAndHold(at: CGPoint(x: 60, y: 22)))
        XCTAssertEqual(interaction.visibleMenu?.menu?.children.map(\.title), ["Newest", "Oldest"])
        XCTAssertEqual(button.displayed, 1)
        XCTAssertEqual(button.menuAttachmentPoint(for: interaction.visibleMenu!.configuration), CGPoint(x: 60, y: 44))
        button.isContextMenuInteractionEnabled = false
        XCTAssertNil(button.contextMenuInteraction)
        XCTAssertFalse(button.interactions.contains { $0 as AnyObject === interaction })
    }

    func testAButtonsMenuIsWhatALongPressShows() async {
        let button = UIButton()
        button.menu = UIMenu(children: [UIAction(title: "Share") { _ in }])
        button.isContextMenuInteractionEnabled = true
        XCTAssertTrue(button.contextMenuInteraction!.pressAndHold(at: .zero))
        XCTAssertEqual(button.contextMenuInteraction?.visibleMenu?.menu?.children.map(\.title), ["Share"])
        let plain = UIButton()
        plain.isContextMenuInteractionEnabled = true
        XCTAssertFalse(plain.contextMenuInteraction!.pressAndHold(at: .zero), "no menu, nothing opens")
    }
}
