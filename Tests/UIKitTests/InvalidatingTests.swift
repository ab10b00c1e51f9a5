import UIKit
import XCTest

/// `@Invalidating` (iOS 15) as custom views and cells use it: a new value asks for exactly the updates the
/// property names, and the same value asks for none.
///
/// Main-actor XCTest cases on Linux: each test method is `async` (XCTest for Linux runs a synchronous
/// main-actor method through a cast that fails); the body is the same as on iOS.
@MainActor
final class InvalidatingTests: XCTestCase {
    /// A badge on an avatar: where it sits needs a drawing and a layout; its count changes its size.
    final class BadgeView: UIView {
        enum Position: Equatable { case topLeading, topTrailing }

        @Invalidating(.display, .layout) var position: Position = .topTrailing
        @Invalidating(.intrinsicContentSize) var count = 0
        @Invalidating(.constraints, .layout, .display) var inset: CGFloat = 2

        var displayRequests = 0
        var layouts = 0
        var constraintUpdates = 0

        override var intrinsicContentSize: CGSize { CGSize(width: 16 + 8 * CGFloat(String(count).count), height: 16) }

        override func setNeedsDisplay() {
            displayRequests += 1
            super.setNeedsDisplay()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }

        override func updateConstraints() {
            constraintUpdates += 1
            super.updateConstraints()
        }
    }

    func testANewValueAsksForWhatThePropertyNamesAndTheSameValueForNothing() async {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 24, height: 16))
        badge.layoutIfNeeded()
        let laidOut = badge.layouts
        badge.position = .topLeading
        XCTAssertEqual(badge.displayRequests, 1)
        badge.layoutIfNeeded()
        XCTAssertEqual(badge.layouts, laidOut + 1)
        badge.position = .topLeading
        badge.layoutIfNeeded()
        XCTAssertEqual(badge.displayRequests, 1, "the same value asks for nothing")
        XCTAssertEqual(badge.layouts, laidOut + 1)
        XCTAssertEqual(badge.position, .topLeading)

        badge.inset = 4
        XCTAssertEqual(badge.displayRequests, 2)
        badge.updateConstraintsIfNeeded()
        XCTAssertEqual(badge.constraintUpdates, 1)
    }

    /// The count's new size reaches Auto Layout: the badge, pinned by its leading and top edges, grows.
    func testAnIntrinsicSizeChangeReachesAutoLayout() async {
        let avatar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = BadgeView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        avatar.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: avatar.leadingAnchor),
            badge.topAnchor.constraint(equalTo: avatar.topAnchor),
        ])
        badge.count = 7
        avatar.layoutIfNeeded()
        XCTAssertEqual(badge.frame.size, CGSize(width: 24, height: 16))
        badge.count = 120
        avatar.layoutIfNeeded()
        XCTAssertEqual(badge.frame.size, CGSize(width: 40, height: 16))
    }

    /// A list cell whose unread state is part of its configuration: a new value makes the cell update it.
    final class MessageCell: UICollectionViewListCell {
        @Invalidating(.configuration) var isUnread = false
        var updates = 0

        override func updateConfiguration(using state: UICellConfigurationState) {
            updates += 1
            var content = defaultContentConfiguration().updated(for: state)
            content.text = isUnread ? "● New message" : "Message"
            contentConfiguration = content
        }
    }

    func testAConfigurationChangeUpdatesTheCell() async {
        let cell = MessageCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.layoutIfNeeded()
        let before = cell.updates
        cell.isUnread = true
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.updates, before + 1)
        XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "● New message")
        cell.isUnread = true
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.updates, before + 1, "the same value asks for nothing")
    }
}
