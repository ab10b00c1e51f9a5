import UIKit
import XCTest

/// What layout code asks of constraints and guides, the priority arithmetic it writes, transforms taken apart,
/// and a pointer hovering, written as iOS code writes them.
@MainActor
final class LayoutQueryTests: XCTestCase {
    /// A profile header: a name label that must not be squeezed, and a badge that gives way first.
    final class HeaderView: UIView {
        let nameLabel = UILabel()
        let badge = UILabel()
        let spacer = UILayoutGuide()
        var badgeWidth: NSLayoutConstraint!

        override init(frame: CGRect) {
            super.init(frame: frame)
            for label in [nameLabel, badge] {
                label.translatesAutoresizingMaskIntoConstraints = false
                addSubview(label)
            }
            addLayoutGuide(spacer)
            nameLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
            badge.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
            badgeWidth = badge.widthAnchor.constraint(equalToConstant: 40)
            badgeWidth.priority = .required - 1
            NSLayoutConstraint.activate([
                nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                nameLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                spacer.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
                spacer.widthAnchor.constraint(equalToConstant: 8),
                badge.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
                badge.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),
                badgeWidth,
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    func testPriorityArithmeticAsUIKitsOverlayGivesIt() async {
        var priority = UILayoutPriority.defaultLow
        priority += 1
        XCTAssertEqual(priority.rawValue, 251)
        priority -= 2
        XCTAssertEqual(priority.rawValue, 249)
        XCTAssertEqual((1 + UILayoutPriority.defaultHigh).rawValue, 751)
        XCTAssertEqual(UILayoutPriority.defaultHigh - .defaultLow, 500)
        let header = HeaderView()
        XCTAssertEqual(header.nameLabel.contentCompressionResistancePriority(for: .horizontal).rawValue, 751)
        XCTAssertEqual(header.badgeWidth.priority.rawValue, 999)
    }

    func testConstraintsAnswerWhatAffectsAViewAndAGuide() async throws {
        let header = HeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        header.layoutIfNeeded()
        let horizontal = header.badge.constraintsAffectingLayout(for: .horizontal)
        XCTAssertEqual(horizontal.count, 2, "its leading edge and its width")
        XCTAssertTrue(horizontal.contains { $0 === header.badgeWidth })
        XCTAssertEqual(header.badge.constraintsAffectingLayout(for: .vertical).count, 1, "its centre")
        XCTAssertEqual(header.spacer.constraintsAffectingLayout(for: .horizontal).count, 3)
        XCTAssertTrue(header.spacer.owningView === header)
        XCTAssertTrue(header.spacer.hasAmbiguousLayout, "nothing places the spacer vertically")
        NSLayoutConstraint.activate([
            header.spacer.topAnchor.constraint(equalTo: header.topAnchor),
            header.spacer.heightAnchor.constraint(equalToConstant: 1),
        ])
        XCTAssertFalse(header.spacer.hasAmbiguousLayout)

        let first = try XCTUnwrap(header.spacer.constraintsAffectingLayout(for: .horizontal).first)
        XCTAssertTrue(first.isEqual(first))
        XCTAssertFalse(first.isEqual(header.badgeWidth))
        XCTAssertEqual(first.hash, first.hash)
        XCTAssertNil(header.badgeWidth.secondAnchor, "a constant width has no second anchor")
        XCTAssertNotNil(header.badgeWidth.firstAnchor)
    }

    func testATransformTakenApartPutsItselfBackTogether() async {
        let transform = CGAffineTransform(scaleX: 2, y: -3).rotated(by: .pi / 6).translatedBy(x: 10, y: 4)
        let parts = transform.decomposed()
        let rebuilt = CGAffineTransform(parts)
        for (a, b) in [
            (rebuilt.a, transform.a), (rebuilt.b, transform.b), (rebuilt.c, transform.c), (rebuilt.d, transform.d),
            (rebuilt.tx, transform.tx), (rebuilt.ty, transform.ty),
        ] {
            XCTAssertEqual(a, b, accuracy: 1e-9)
        }
        XCTAssertLessThan(parts.scale.height, 0, "the reflection shows as a negative vertical scale")
        let plain = CGAffineTransform(1, 0, 0, 1, 5, 6).decomposed()
        XCTAssertEqual(plain.translation, CGVector(dx: 5, dy: 6))
        XCTAssertEqual(plain.scale, CGSize(width: 1, height: 1))
        XCTAssertEqual(plain.rotation, 0)
    }

    func testAPointerHoveringOverARowHighlightsIt() async {
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let row = UIView(frame: CGRect(x: 0, y: 50, width: 300, height: 44))
        list.addSubview(row)
        let hover = UIHoverGestureRecognizer()
        var seen: [UIGestureRecognizer.State] = []
        @MainActor final class Handler {
            var onChange: (UIGestureRecognizer.State) -> Void = { _ in }
            func changed(_ recognizer: UIHoverGestureRecognizer) { onChange(recognizer.state) }
        }
        let handler = Handler()
        handler.onChange = { seen.append($0) }
        hover.addTarget(handler, action: Handler.changed)
        row.addGestureRecognizer(hover)
        list.hover(along: [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 60), CGPoint(x: 20, y: 70), CGPoint(x: 20, y: 150)])
        XCTAssertEqual(seen, [.began, .changed, .ended])
        XCTAssertEqual(hover.zOffset, 0)
    }

    func testTheKeyboardGuideCanIgnoreTheSafeArea() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let composer = UIView()
        composer.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(composer)
        NSLayoutConstraint.activate([
            composer.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            composer.heightAnchor.constraint(equalToConstant: 50),
            composer.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor),
        ])
        controller.view.layoutIfNeeded()
        let safeBottom = controller.view.safeAreaInsets.bottom
        XCTAssertGreaterThan(safeBottom, 0)
        XCTAssertEqual(composer.frame.maxY, 844 - safeBottom, "above the home indicator by default")
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
        controller.view.layoutIfNeeded()
        XCTAssertEqual(composer.frame.maxY, 844, "down to the bottom edge")
    }
}
