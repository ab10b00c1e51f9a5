import UIKit
import XCTest

/// A tab bar controller whose delegate fades between tabs and decides its orientations, its bar's item
/// appearances as an app's scene delegate sets them, and a tab bar the user customizes.
@MainActor
final class TabBarTransitionTests: XCTestCase {
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var ended: [Bool] = []

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.25
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
                toView.alpha = 1
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }

        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class RootTabBarController: UITabBarController, UITabBarControllerDelegate {
        let animator = FadeAnimator()
        var appearances: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            delegate = self
        }

        func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

        func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
            -> UIInterfaceOrientationMask
        { .portrait }
    }

    final class TabContent: UIViewController {
        var events: [String] = []
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            events.append("didAppear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            events.append("didDisappear")
        }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    }

    func testTheDelegatesAnimatorSwitchesTabsOnVirtualTime() async throws {
        let tabs = RootTabBarController()
        let feed = TabContent()
        let search = TabContent()
        tabs.viewControllers = [feed, search]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        XCTAssertEqual(feed.events, ["didAppear"])
        XCTAssertEqual(tabs.supportedInterfaceOrientations, .portrait, "the delegate decides, not the tab")

        tabs.tapTab(at: 1)
        XCTAssertEqual(search.view.alpha, 1, "the animation sets its end value at once")
        XCTAssertEqual(search.events, [], "the switch waits for the animator")
        XCTAssertTrue(search.view.superview === tabs.view, "the animator put the new tab in the container")
        UIView.advanceAnimations(by: 0.25)
        XCTAssertEqual(search.events, ["didAppear"])
        XCTAssertEqual(feed.events, ["didAppear", "didDisappear"])
        XCTAssertNil(feed.view.superview, "the old tab's view leaves when the transition completes")
        XCTAssertEqual(tabs.animator.ended, [true])
        XCTAssertTrue(tabs.tabBar.selectedItem === search.tabBarItem)
    }

    func testItemAppearancesAreCopiedWhenAssigned() async {
        let itemAppearance = UITabBarItemAppearance(style: .stacked)
        itemAppearance.selected.iconColor = .systemPink
        itemAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        itemAppearance.normal.badgeBackgroundColor = .systemBlue
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance = itemAppearance
        appearance.inlineLayoutAppearance = itemAppearance
        itemAppearance.selected.iconColor = .systemGreen
        XCTAssertEqual(appearance.stackedLayoutAppearance.selected.iconColor, .systemPink, "assigning copies")
        XCTAssertEqual(appearance.inlineLayoutAppearance.normal.badgeBackgroundColor, .systemBlue)
        XCTAssertEqual(UITabBarItemAppearance().normal.badgeBackgroundColor, .systemRed, "badges are red by default")
        let copy = appearance.copy()
        XCTAssertEqual(copy.stackedLayoutAppearance.selected.iconColor, .systemPink)
        let tabBar = UITabBar()
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
        XCTAssertEqual(tabBar.scrollEdgeAppearance?.stackedLayoutAppearance.selected.iconColor, .systemPink)
    }

    final class CustomizingWatcher: NSObject, UITabBarDelegate {
        var events: [String] = []
        func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
            events.append("willBegin \(items.count)")
        }
        func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
            events.append("didEnd \(items.compactMap(\.title)) changed: \(changed)")
        }
    }

    func testCustomizingATabBarTellsItsDelegateWhatChanged() async {
        let home = UITabBarItem(title: "Home", image: nil, tag: 0)
        let music = UITabBarItem(title: "Music", image: nil, tag: 1)
        let radio = UITabBarItem(title: "Radio", image: nil, tag: 2)
        let watcher = CustomizingWatcher()
        let tabBar = UITabBar()
        tabBar.delegate = watcher
        tabBar.items = [home, music]
        tabBar.beginCustomizingItems([radio])
        XCTAssertTrue(tabBar.isCustomizing)
        tabBar.customizeItems([home, radio])
        XCTAssertTrue(tabBar.endCustomizing(animated: true))
        XCTAssertFalse(tabBar.isCustomizing)
        XCTAssertFalse(tabBar.endCustomizing(animated: true), "not customizing any more")
        XCTAssertEqual(watcher.events, ["willBegin 1", "didEnd [\"Home\", \"Radio\"] changed: true"])
    }
}
