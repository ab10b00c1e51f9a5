import UIKit
import XCTest

/// An onboarding flow as apps write one: a page view controller owning its pages, its own data source and
/// delegate, a page control it keeps in step, and swipes between the pages.
@MainActor
final class PageViewTests: XCTestCase {
    final class OnboardingPage: UIViewController {
        let index: Int
        var log: [String]

        init(index: Int, log: [String] = []) {
            self.index = index
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            OnboardingViewController.events.append("page \(index) willAppear")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            OnboardingViewController.events.append("page \(index) didAppear")
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            OnboardingViewController.events.append("page \(index) willDisappear")
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            OnboardingViewController.events.append("page \(index) didDisappear")
        }
    }

    final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource,
        UIPageViewControllerDelegate
    {
        static var events: [String] = []
        lazy var pages = (0..<3).map { OnboardingPage(index: $0) }
        let pageControl = UIPageControl()

        override func viewDidLoad() {
            super.viewDidLoad()
            dataSource = self
            delegate = self
            setViewControllers([pages[0]], direction: .forward, animated: true) { finished in
                Self.events.append("set finished \(finished)")
            }
            pageControl.numberOfPages = pages.count
            view.addSubview(pageControl)
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            guard let page = viewController as? OnboardingPage else { return nil }
            Self.events.append("before \(page.index)")
            return page.index > 0 ? pages[page.index - 1] : nil
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            guard let page = viewController as? OnboardingPage else { return nil }
            Self.events.append("after \(page.index)")
            return page.index < pages.count - 1 ? pages[page.index + 1] : nil
        }

        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            (viewControllers?.first as? OnboardingPage)?.index ?? 0
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
        ) {
            Self.events.append("willTransitionTo \((pendingViewControllers.first as? OnboardingPage)?.index ?? -1)")
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            let previous = (previousViewControllers.first as? OnboardingPage)?.index ?? -1
            Self.events.append("didFinish from \(previous) completed \(completed)")
            if completed, let current = viewControllers?.first as? OnboardingPage {
                pageControl.currentPage = current.index
            }
        }
    }

    private var window: UIWindow?

    private func present() -> OnboardingViewController {
        OnboardingViewController.events = []
        let onboarding = OnboardingViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = onboarding
        window.makeKeyAndVisible()
        self.window = window
        return onboarding
    }

    func testTheFirstPageShowsAndItsNeighboursAreAskedForWhenASwipeStarts() async {
        let onboarding = present()
        XCTAssertEqual(onboarding.viewControllers?.count, 1)
        XCTAssertTrue(onboarding.viewControllers?.first === onboarding.pages[0])
        XCTAssertEqual(
            OnboardingViewController.events,
            ["set finished true", "page 0 willAppear", "page 0 didAppear"],
            "no neighbour is asked for before a swipe")
        XCTAssertTrue(onboarding.children.contains { $0 === onboarding.pages[0] })
        XCTAssertEqual(onboarding.gestureRecognizers.count, 0, "empty for the scroll style, as in UIKit")
        XCTAssertEqual(onboarding.spineLocation, .none)
    }

    func testASwipeTurnsThePageWithBothPagesAppearanceAndTheDelegateAroundIt() async {
        let onboarding = present()
        OnboardingViewController.events = []
        XCTAssertTrue(onboarding.swipe(.forward))
        XCTAssertEqual(
            OnboardingViewController.events,
            [
                "after 0", "before 0", "willTransitionTo 1", "page 1 willAppear", "page 0 willDisappear",
                "page 0 didDisappear", "page 1 didAppear", "didFinish from 0 completed true", "after 1",
            ],
            "both neighbours when the swipe starts; after the turn, only the new one ahead, as iOS logs it")
        XCTAssertEqual(onboarding.pageControl.currentPage, 1)
        XCTAssertTrue(onboarding.pages[1].view.window === window)
        XCTAssertNil(onboarding.pages[0].view.window)

        OnboardingViewController.events = []
        XCTAssertTrue(onboarding.swipe(.reverse, completes: false))
        XCTAssertEqual(
            OnboardingViewController.events,
            [
                "willTransitionTo 0", "page 0 willAppear", "page 1 willDisappear", "page 0 willDisappear",
                "page 0 didDisappear", "page 1 willAppear", "page 1 didAppear",
                "didFinish from 1 completed false",
            ],
            "a swipe let go early puts the page back")
        XCTAssertTrue(onboarding.viewControllers?.first === onboarding.pages[1])

        onboarding.swipe(.forward)
        OnboardingViewController.events = []
        XCTAssertFalse(onboarding.swipe(.forward), "no page after the last")
        XCTAssertEqual(OnboardingViewController.events, [], "the end, learned after the last turn, is not asked again")
        XCTAssertEqual(onboarding.pageControl.currentPage, 2)
    }

    func testAPanAcrossTheViewTurnsThePageAndSettingPagesTellsNoDelegate() async {
        let onboarding = present()
        onboarding.view.pan(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 60, y: 400))
        XCTAssertTrue(onboarding.viewControllers?.first === onboarding.pages[1], "a long swipe left turns forward")
        onboarding.view.pan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 150, y: 400))
        XCTAssertTrue(onboarding.viewControllers?.first === onboarding.pages[1], "a short one does not")

        OnboardingViewController.events = []
        onboarding.setViewControllers([onboarding.pages[2]], direction: .forward, animated: false)
        XCTAssertFalse(OnboardingViewController.events.contains { $0.hasPrefix("willTransitionTo") })
        XCTAssertFalse(OnboardingViewController.events.contains { $0.hasPrefix("didFinish") })
        XCTAssertTrue(onboarding.pages[2].view.window === window)
    }

    func testACurlingPageViewControllerTakesItsSpineFromTheOptions() async {
        let book = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        XCTAssertEqual(book.spineLocation, .mid)
        XCTAssertTrue(book.isDoubleSided, "a middle spine shows both sides")
        book.loadViewIfNeeded()
        XCTAssertEqual(book.gestureRecognizers.count, 2, "the pan and the tap that turn the page")
        let spaced = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .vertical, options: [.interPageSpacing: 20])
        XCTAssertEqual(spaced.navigationOrientation, .vertical)
        XCTAssertEqual(spaced.transitionStyle, .scroll)
    }
}
