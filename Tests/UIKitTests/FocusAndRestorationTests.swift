import UIKit
import XCTest

/// Focus and state restoration, which Linux does not drive: screens that override their hooks (tvOS and keyboard
/// focus, older apps' restoration) run, and the hooks answer as on a device nobody navigates with a keyboard.
@MainActor
final class FocusAndRestorationTests: XCTestCase {
    final class PosterCell: UICollectionViewCell {
        var focusUpdates = 0

        override var canBecomeFocused: Bool { true }

        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            focusUpdates += 1
            coordinator.addCoordinatedAnimations({ self.alpha = context.nextFocusedView === self ? 1 : 0.5 })
        }
    }

    final class LibraryViewController: UIViewController {
        let poster = PosterCell(frame: .zero)

        override var preferredFocusEnvironments: [any UIFocusEnvironment] { [poster] }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(poster)
        }
    }

    func testFocusHooksAnswerAndAreNeverCalledHeadless() async {
        let screen = LibraryViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.setNeedsFocusUpdate()
        screen.updateFocusIfNeeded()
        XCTAssertEqual(screen.poster.focusUpdates, 0, "no focus engine moves focus")
        XCTAssertTrue(screen.preferredFocusEnvironments.first === screen.poster)
        XCTAssertTrue(screen.poster.parentFocusEnvironment === screen.view, "a view's environment is its superview")
        XCTAssertTrue(screen.view.parentFocusEnvironment === screen, "a root view's is its controller")
        XCTAssertFalse(screen.poster.isFocused)
        // A focus update a test makes itself runs the cell's animation at once, as every animation here does.
        let context = UIFocusUpdateContext(nextFocusedView: screen.poster, focusHeading: .down)
        XCTAssertTrue(screen.poster.shouldUpdateFocus(in: context))
        screen.poster.didUpdateFocus(in: context, with: UIFocusAnimationCoordinator())
        XCTAssertEqual(screen.poster.alpha, 1)
        XCTAssertEqual(screen.poster.focusUpdates, 1)
    }

    func testAToolbarSitsWhereItsDelegateSays() async {
        final class Screen: UIViewController, UIToolbarDelegate {
            func position(for bar: any UIBarPositioning) -> UIBarPosition { .top }
        }
        let toolbar = UIToolbar()
        XCTAssertEqual(toolbar.barPosition, .bottom)
        let screen = Screen()
        toolbar.delegate = screen
        XCTAssertEqual(toolbar.barPosition, .top)
    }

    func testViewsConvertToTheScreensCoordinateSpace() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 700))
        let card = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        window.addSubview(card)
        let screen = UIScreen.main.coordinateSpace
        XCTAssertEqual(card.convert(CGPoint(x: 5, y: 5), to: screen), CGPoint(x: 25, y: 135))
        XCTAssertEqual(card.convert(card.bounds, to: screen), CGRect(x: 20, y: 130, width: 100, height: 50))
        XCTAssertEqual(card.convert(CGPoint(x: 25, y: 135), from: screen), CGPoint(x: 5, y: 5))
        XCTAssertEqual(screen.convert(CGPoint(x: 25, y: 135), to: card), CGPoint(x: 5, y: 5))
        XCTAssertEqual(screen.bounds, UIScreen.main.bounds)
        let other: any UICoordinateSpace = window
        XCTAssertEqual(card.convert(CGPoint.zero, to: other), CGPoint(x: 20, y: 30), "a view as a coordinate space")
    }

    func testAViewDescribesThePartsItDrawsToVoiceOver() async {
        final class RatingView: UIView {
            var rating = 3
            override var accessibilityElements: [Any]? {
                get {
                    (0..<5).map { star in
                        let element = UIAccessibilityElement(accessibilityContainer: self)
                        element.accessibilityLabel = "Star \(star + 1)"
                        element.accessibilityFrameInContainerSpace = CGRect(x: star * 20, y: 0, width: 20, height: 20)
                        return element
                    }
                }
                set {}
            }
            override func accessibilityIncrement() { rating = min(rating + 1, 5) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let rating = RatingView(frame: CGRect(x: 10, y: 50, width: 100, height: 20))
        window.addSubview(rating)
        let stars = rating.accessibilityElements as? [UIAccessibilityElement]
        XCTAssertEqual(stars?.map { $0.accessibilityLabel ?? "" }, ["Star 1", "Star 2", "Star 3", "Star 4", "Star 5"])
        XCTAssertEqual(stars?[2].accessibilityFrame, CGRect(x: 50, y: 50, width: 20, height: 20), "in the window")
        rating.accessibilityIncrement()
        XCTAssertEqual(rating.rating, 4)
        var deleted = false
        rating.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Clear") { _ in
                deleted = true
                return true
            }
        ]
        XCTAssertTrue(rating.accessibilityCustomActions?.first?.perform() ?? false)
        XCTAssertTrue(deleted)
        rating.accessibilityFrame = CGRect(x: 10, y: 50, width: 100, height: 20)
        XCTAssertEqual(rating.accessibilityActivationPoint, CGPoint(x: 60, y: 60))
    }
}
