import QuartzCore
import UIKit
import XCTest

/// iOS 26's property updates, controllers that hear every layout of their view, interactions, motion effects,
/// 3-D layer transforms and system animations, written as iOS code writes them.
@MainActor
final class ViewUpdateAndEffectTests: XCTestCase {
    /// A badge whose text follows a count: the count asks for a property update, which runs before layout.
    final class BadgeView: UIView {
        let label = UILabel()
        var count = 0 {
            didSet { setNeedsUpdateProperties() }
        }
        var log: [String] = []

        override func updateProperties() {
            super.updateProperties()
            label.text = count > 99 ? "99+" : "\(count)"
            log.append("updateProperties")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            log.append("layoutSubviews")
        }
    }

    func testAPropertyUpdateRunsOnceBeforeTheNextLayout() async {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badge.layoutIfNeeded()
        badge.log = []
        badge.count = 5
        badge.count = 120
        badge.layoutIfNeeded()
        XCTAssertEqual(badge.label.text, "99+")
        XCTAssertEqual(badge.log, ["updateProperties", "layoutSubviews"], "two changes, one update, before layout")
        badge.updatePropertiesIfNeeded()
        XCTAssertEqual(badge.log.count, 2, "nothing pending: no update")
    }

    /// A controller that positions a floating button in `viewDidLayoutSubviews`, as many screens do.
    final class FeedViewController: UIViewController {
        let floatingButton = UIButton(type: .system)
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(floatingButton)
        }

        override func updateProperties() {
            super.updateProperties()
            log.append("updateProperties")
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            log.append("willLayout")
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            floatingButton.frame = CGRect(x: view.bounds.maxX - 72, y: view.bounds.maxY - 72, width: 56, height: 56)
            log.append("didLayout")
        }
    }

    func testEveryLayoutOfAControllersViewRunsItsLayoutCallbacks() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let feed = FeedViewController()
        window.rootViewController = feed
        window.makeKeyAndVisible()
        XCTAssertEqual(feed.floatingButton.frame.origin, CGPoint(x: 318, y: 772))
        feed.log = []
        feed.setNeedsUpdateProperties()
        feed.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        feed.view.layoutIfNeeded()
        XCTAssertEqual(feed.log, ["updateProperties", "willLayout", "didLayout"])
        XCTAssertEqual(feed.floatingButton.frame.origin, CGPoint(x: 248, y: 408), "placed for the new size")
    }

    /// An interaction that counts taps on whatever view it is on.
    final class TapCounterInteraction: UIInteraction {
        weak var view: UIView?
        var moves: [String] = []
        func willMove(to view: UIView?) { moves.append(view == nil ? "willMove(nil)" : "willMove(view)") }
        func didMove(to view: UIView?) {
            self.view = view
            moves.append(view == nil ? "didMove(nil)" : "didMove(view)")
        }
    }

    func testInteractionsHearTheirMovesAndMotionEffectsGiveParallax() async {
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 120))
        let interaction = TapCounterInteraction()
        card.addInteraction(interaction)
        XCTAssertTrue(interaction.view === card)
        XCTAssertEqual(card.interactions.count, 1)
        card.removeInteraction(interaction)
        XCTAssertEqual(interaction.moves, ["willMove(view)", "didMove(view)", "willMove(nil)", "didMove(nil)"])
        XCTAssertTrue(card.interactions.isEmpty)

        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -20
        horizontal.maximumRelativeValue = 20
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal]
        card.addMotionEffect(group)
        let tilted = card.motionEffectResult(forViewerOffset: UIOffset(horizontal: 1, vertical: 0))
        XCTAssertEqual(tilted.center.x, card.center.x + 20)
        XCTAssertEqual(
            card.motionEffectResult(forViewerOffset: UIOffset(horizontal: 0, vertical: 0)).center, card.center)
        card.removeMotionEffect(group)
        XCTAssertTrue(card.motionEffects.isEmpty)
    }

    func testALayerTransformScalesTheCellsFrameAndAPerspectiveIsKept() async {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        cell.layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        XCTAssertEqual(cell.frame, CGRect(x: 25, y: 12.5, width: 50, height: 25), "scaled about the centre")
        XCTAssertEqual(cell.transform, CGAffineTransform(scaleX: 0.5, y: 0.5))
        cell.layer.transform = CATransform3DIdentity
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 0, width: 100, height: 50))

        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let flip = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        cell.transform3D = flip
        XCTAssertFalse(CATransform3DIsAffine(cell.transform3D))
        XCTAssertEqual(cell.layer.transform, flip, "the view keeps what the renderer needs")
        let back = CATransform3DConcat(flip, CATransform3DInvert(flip))
        XCTAssertEqual(back.m11, 1, accuracy: 1e-9)
        XCTAssertEqual(back.m34, 0, accuracy: 1e-9)
    }

    func testRepeatedAnimationsAndTheDeleteAnimationCompleteInVirtualTime() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var pulsed = false
        UIView.animate(
            withDuration: 0.5,
            animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) {
                    UIView.animate(
                        withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { _ in pulsed = true })
                }
            })
        UIView.advanceAnimations(by: 1.5)
        XCTAssertFalse(pulsed, "two repeats that autoreverse take 4 × 0.5 s")
        UIView.advanceAnimations(by: 0.6)
        XCTAssertTrue(pulsed)

        let list = UIView()
        let row = UIView()
        list.addSubview(row)
        var removed = false
        UIView.perform(.delete, on: [row], options: [], animations: nil) { _ in removed = true }
        XCTAssertTrue(row.superview === list, "still there while it fades")
        UIView.advanceAnimations(by: 0.3)
        XCTAssertNil(row.superview)
        XCTAssertTrue(removed)
    }
}

/// A container controller that swaps its children, a `@ViewLoading` outlet, layout regions and transitions.
@MainActor
final class ContainerAndRegionTests: XCTestCase {
    final class SegmentsViewController: UIViewController {
        @ViewLoading var header: UILabel
        let first = UIViewController()
        let second = UIViewController()

        override func viewDidLoad() {
            super.viewDidLoad()
            header = UILabel()
            view.addSubview(header)
            addChild(first)
            view.addSubview(first.view)
            first.didMove(toParent: self)
            addChild(second)
        }
    }

    func testASwapBetweenChildrenAndAViewLoadingOutlet() async {
        let segments = SegmentsViewController()
        XCTAssertFalse(segments.isViewLoaded)
        segments.header.text = "Photos"
        XCTAssertTrue(segments.isViewLoaded, "reading the outlet loaded the view")
        var done: Bool?
        segments.transition(from: segments.first, to: segments.second, duration: 0.25, animations: nil) {
            done = $0
        }
        XCTAssertTrue(segments.second.view.superview === segments.view)
        XCTAssertNil(done, "the swap finishes with its animation")
        UIView.advanceAnimations(by: 0.25)
        XCTAssertEqual(done, true)
        XCTAssertNil(segments.first.view.superview)

        let stranger = UIViewController()
        segments.transition(from: segments.second, to: stranger, duration: 0, animations: nil) { done = $0 }
        XCTAssertEqual(done, false, "not a child: nothing is swapped")

        let table = UITableView()
        segments.setContentScrollView(table, for: .top)
        XCTAssertTrue(segments.contentScrollView(for: .top) === table)
        XCTAssertNil(segments.contentScrollView(for: .bottom))
        segments.preferredTransition = .crossDissolve
        XCTAssertEqual(segments.modalTransitionStyle, .crossDissolve)
    }

    func testLayoutRegionsAreTheViewsGuides() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        view.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
        XCTAssertTrue(view.layoutGuide(for: .margins()) === view.layoutMarginsGuide)
        XCTAssertTrue(view.layoutGuide(for: .safeArea(cornerAdaptation: .horizontal)) === view.safeAreaLayoutGuide)
        XCTAssertEqual(view.edgeInsets(for: .margins()), view.layoutMargins)
        XCTAssertEqual(view.directionalEdgeInsets(for: .margins()).leading, 12)
    }
}
