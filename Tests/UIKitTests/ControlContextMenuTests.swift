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

    /// A pull-down button in a list's header: its menu keeps the order it was given, the button is held while
    /// the menu shows, and with pointer interaction on it is hovered while the pointer is over it.
    func testAPullDownButtonIsHeldWhileItsMenuShowsAndHoveredUnderThePointer() async {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let sort = UIButton(frame: CGRect(x: 200, y: 0, width: 120, height: 44))
        sort.setTitle("Sort", for: .normal)
        sort.menu = UIMenu(children: [UIAction(title: "Newest") { _ in }, UIAction(title: "Oldest") { _ in }])
        sort.preferredMenuElementOrder = .fixed
        sort.isContextMenuInteractionEnabled = true
        sort.isPointerInteractionEnabled = true
        header.addSubview(sort)
        XCTAssertFalse(sort.isHeld)
        XCTAssertTrue(sort.contextMenuInteraction!.pressAndHold(at: .zero))
        XCTAssertTrue(sort.isHeld)
        XCTAssertEqual(sort.contextMenuInteraction?.visibleMenu?.configuration.preferredMenuElementOrder, .fixed)
        XCTAssertEqual(sort.behavioralStyle, .pad)
        header.hover(along: [CGPoint(x: 20, y: 20), CGPoint(x: 250, y: 20)])
        XCTAssertTrue(sort.isHovered)
        header.hover(along: [CGPoint(x: 20, y: 20)])
        XCTAssertFalse(sort.isHovered)
        let plain = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        header.addSubview(plain)
        header.hover(along: [CGPoint(x: 20, y: 20)])
        XCTAssertFalse(plain.isHovered, "without pointer interaction, no pointer effect")
    }
}
