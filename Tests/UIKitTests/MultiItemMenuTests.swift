import UIKit
import XCTest

/// A photo grid's menu on several selected photos, the iOS 16 way, and the smaller members around menus,
/// interactive transitions and springs, as UIKit client code writes them.
///
/// Main-actor XCTest cases on Linux: each test method is `async` (XCTest for Linux runs a synchronous
/// main-actor method through a cast that fails); the body is the same as on iOS.
@MainActor
final class MultiItemMenuTests: XCTestCase {
    final class PhotoGridViewController: UICollectionViewController {
        var configurations: [UIContextMenuConfiguration] = []
        var badgeOverride: Int?

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
            collectionView.allowsMultipleSelection = true
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            12
        }

        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }

        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "", children: [UIAction(title: "Delete \(indexPaths.count)") { _ in }])
            }
            if let badgeOverride { configuration.badgeCount = badgeOverride }
            configurations.append(configuration)
            return configuration
        }
    }

    func makeGrid() -> PhotoGridViewController {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = PhotoGridViewController(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = grid
        window.makeKeyAndVisible()
        return grid
    }

    /// A long press on one of three selected photos: the menu acts on all three, the others are the
    /// configuration's secondary items, and the badge counts three.
    func testAMenuOnSelectedPhotosNamesTheOthersAndCountsThem() async {
        let grid = makeGrid()
        let selected = [1, 4, 7].map { IndexPath(item: $0, section: 0) }
        for path in selected { grid.collectionView.selectItem(at: path, animated: false, scrollPosition: []) }
        XCTAssertTrue(grid.collectionView.longPressItem(at: IndexPath(item: 4, section: 0)))
        let configuration = try? XCTUnwrap(grid.configurations.last)
        XCTAssertEqual(
            configuration?.secondaryItemIdentifiers,
            [AnyHashable(IndexPath(item: 1, section: 0)), AnyHashable(IndexPath(item: 7, section: 0))])
        XCTAssertEqual(configuration?.badgeCount, 3)
        XCTAssertTrue(grid.collectionView.chooseContextMenuAction(titled: "Delete 3"))
    }

    /// One photo: no secondary items, and a badge of one (hidden). A count the client sets is kept.
    func testOnePhotoHasNoSecondaryItemsAndASetBadgeIsKept() async {
        let grid = makeGrid()
        XCTAssertTrue(grid.collectionView.longPressItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(grid.configurations.last?.secondaryItemIdentifiers, [])
        XCTAssertEqual(grid.configurations.last?.badgeCount, 1)
        grid.collectionView.dismissContextMenu()
        grid.badgeOverride = 12
        XCTAssertTrue(grid.collectionView.longPressItem(at: IndexPath(item: 3, section: 0)))
        XCTAssertEqual(grid.configurations.last?.badgeCount, 12)
        let standalone = UIContextMenuConfiguration()
        standalone.secondaryItemIdentifiers = ["b", "c"]
        XCTAssertEqual(standalone.badgeCount, 3)
    }

    /// An interaction controller that says nothing of its completion curve completes with UIKit's
    /// `.easeInOut`; the percent-driven one keeps what it is given.
    func testInteractiveTransitionsCompleteWithTheirCurve() async {
        final class SwipeBackInteractor: NSObject, UIViewControllerInteractiveTransitioning {
            func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}
        }
        XCTAssertEqual(SwipeBackInteractor().completionCurve, .easeInOut)
        let interaction = UIPercentDrivenInteractiveTransition()
        XCTAssertEqual(interaction.completionCurve, .easeInOut)
        XCTAssertNil(interaction.timingCurve)
        interaction.completionCurve = .easeOut
        interaction.timingCurve = UICubicTimingParameters(animationCurve: .linear)
        XCTAssertEqual(interaction.completionCurve, .easeOut)
        XCTAssertEqual(interaction.timingCurve?.cubicTimingParameters?.animationCurve, .linear)
        let interactor: any UIViewControllerInteractiveTransitioning = interaction
        XCTAssertEqual(interactor.completionCurve, .easeOut)
    }

    /// iOS 17's spring by duration and bounce starts at rest; the animator it drives ends in virtual time.
    func testASpringByDurationAndBounceStartsAtRest() async {
        let spring = UISpringTimingParameters(duration: 0.4, bounce: 0.2)
        XCTAssertEqual(spring.initialVelocity, .zero)
        XCTAssertEqual(spring.dampingRatio, 0.8, accuracy: 1e-9)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: spring)
        animator.addAnimations { view.alpha = 0 }
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        UIView.advanceAnimations(by: 0.5)
        XCTAssertEqual(ended, [.end])
        XCTAssertEqual(view.alpha, 0)
        let toggle = UISwitch()
        XCTAssertNil(toggle.title)
        toggle.title = "Show hidden files"
        XCTAssertEqual(toggle.title, "Show hidden files")
    }
}
