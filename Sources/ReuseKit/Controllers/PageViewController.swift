import Foundation

/// Pages of view controllers turned by a swipe (UIPageViewController), headless: onboarding screens and
/// photo pagers. The data source gives the page before and after a page; the delegate hears a turn begin and end.
///
/// A `.scroll` page view controller asks its data source for both neighbours of the page it shows when the first
/// swipe from it starts (after, then before), then keeps them: after a turn it asks only for the new neighbour in
/// the direction it went, once the delegate has heard the turn end, as UIKit's does (logged on iOS); a
/// `.pageCurl` one asks at every turn. A
/// swipe (``swipe(_:completes:)``, or a pan across the view) turns the page with the appearance callbacks of
/// both pages and the delegate's `willTransitionTo` and `didFinishAnimating`; `setViewControllers(_:direction:animated:completion:)` turns it without the delegate, as in UIKit. With a scroll style, a horizontal
/// orientation and a data source that answers ``PageViewControllerDataSource/presentationCount(for:)`` with
/// more than 0, a page control at the bottom shows the count and the index, read after each
/// `setViewControllers`.
@preconcurrency @MainActor
open class PageViewController: ViewController {
    /// How pages turn: curling like paper, or scrolling.
    public enum TransitionStyle: Int, Hashable, Sendable { case pageCurl, scroll }
    /// The direction pages move in.
    public enum NavigationOrientation: Int, Hashable, Sendable { case horizontal, vertical }
    /// Forward (to the next page) or reverse.
    public enum NavigationDirection: Int, Hashable, Sendable { case forward, reverse }
    /// Where a curling page's spine is.
    public enum SpineLocation: Int, Hashable, Sendable { case none, min, mid, max }
    /// A key of the options dictionary given at creation.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location, a ``SpineLocation`` (or its raw value), for `.pageCurl`.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points, a `CGFloat` (or any number), for `.scroll`; 0 by default.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// The spine's location: `.min` by default for `.pageCurl`, `.none` for `.scroll`.
    public private(set) var spineLocation: SpineLocation
    /// The space between pages while they scroll.
    let interPageSpacing: CGFloat
    open weak var dataSource: (any PageViewControllerDataSource)?
    open weak var delegate: (any PageViewControllerDelegate)?
    /// The pages shown (one, or two with a middle spine); nil before the first are set.
    public private(set) var viewControllers: [ViewController]?
    /// Whether content shows on the back of a curling page; false (true with a middle spine).
    open var isDoubleSided = false
    /// The recognizers that turn a curling page (a pan and a tap); empty for `.scroll`, as in UIKit.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The neighbours of the page shown, asked for ahead (scroll style).
    private var neighbours: (before: ViewController?, after: ViewController?)?
    /// The page indicator, shown when the data source gives a count.
    private let pageControl = PageControl()
    private var pan: PanGestureRecognizer?

    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = options?[.spineLocation]
        let spineValue = (spine as? SpineLocation) ?? (spine as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : spineValue ?? .min
        let spacing = options?[.interPageSpacing]
        let value =
            (spacing as? CGFloat) ?? (spacing as? Double).map { CGFloat($0) } ?? (spacing as? Int).map { CGFloat($0) }
        interPageSpacing = value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 0
        super.init(nibName: nil, bundle: nil)
        if spineLocation == .mid { isDoubleSided = true }
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Loads the view with the pan that turns pages (and, curling, the tap).
    open override func loadView() {
        super.loadView()
        let pan = PanGestureRecognizer(target: self, action: PageViewController.handlePan)
        view.addGestureRecognizer(pan)
        self.pan = pan
        if transitionStyle == .pageCurl {
            let tap = TapGestureRecognizer(target: self, action: PageViewController.handleTap)
            view.addGestureRecognizer(tap)
            gestureRecognizers = [pan, tap]
        }
        pageControl.isHidden = true
        pageControl.isUserInteractionEnabled = false
        view.addSubview(pageControl)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for page in viewControllers ?? [] where !page.isVisible { page.appear(in: view, animated: animated) }
        bringPageControlToFront()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for page in viewControllers ?? [] where page.isVisible { page.disappear(animated: animated) }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPages()
    }

    /// Shows `viewControllers` (one page, two with a middle spine), replacing the pages shown; the delegate is
    /// not told (it hears only turns by gesture). `completion` gets whether the turn finished (always, headless).
    open func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let old = self.viewControllers ?? []
        let new = viewControllers ?? []
        let onScreen = isVisible || viewIfLoaded?.window != nil
        for page in new where page.parent !== self { addChild(page) }
        for page in old where !new.contains(where: { $0 === page }) {
            if onScreen, page.isVisible { page.disappear(animated: animated) }
            page.removeFromParent()
        }
        self.viewControllers = viewControllers
        for page in new {
            page.didMove(toParent: self)
            if onScreen, !page.isVisible, let view = viewIfLoaded { page.appear(in: view, animated: animated) }
        }
        neighbours = nil
        updatePageControl()
        layoutPages()
        completion?(true)
    }

    /// Turns one page as a swipe does (beyond UIKit, headless): the data source gives the next page (nothing
    /// happens at either end), the delegate hears `willTransitionTo`, both pages get their appearance
    /// callbacks, and the delegate hears `didFinishAnimating` with whether the turn `completes` (a swipe let go
    /// before the middle does not: the page shown stays). Returns whether a page was there to turn to.
    @discardableResult
    public func swipe(_ direction: NavigationDirection, completes: Bool = true) -> Bool {
        guard let current = viewControllers?.last, let view = viewIfLoaded else { return false }
        let next: ViewController?
        if transitionStyle == .scroll {
            if neighbours == nil {
                let after = page(.forward, of: current)
                neighbours = (page(.reverse, of: current), after)
            }
            next = direction == .forward ? neighbours?.after : neighbours?.before
        } else {
            next = page(direction, of: current)
        }
        guard let next else { return false }
        delegate?.pageViewController(self, willTransitionTo: [next])
        addChild(next)
        let arriving = next.beginAppearing(in: view, animated: true)
        let leaving = current.beginDisappearing(animated: true)
        if completes {
            current.finishDisappearing(leaving)
            next.finishAppearing(arriving, in: view)
            next.didMove(toParent: self)
            current.removeFromParent()
            viewControllers = [next]
        } else {
            next.cancelAppearing(arriving)
            current.cancelDisappearing(leaving, in: view)
            next.removeFromParent()
        }
        bringPageControlToFront()
        layoutPages()
        delegate?.pageViewController(
            self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: completes)
        if completes, transitionStyle == .scroll {
            // The page left is the neighbour on one side; the other side's is asked for now.
            neighbours =
                direction == .forward
                ? (current, page(.forward, of: next)) : (page(.reverse, of: next), current)
        }
        return true
    }

    private func page(_ direction: NavigationDirection, of page: ViewController) -> ViewController? {
        direction == .forward
            ? dataSource?.pageViewController(self, viewControllerAfter: page)
            : dataSource?.pageViewController(self, viewControllerBefore: page)
    }

    /// A pan that ends past a third of the view turns the page: leftward (upward) forward, the other way back;
    /// a shorter one is let go and the page stays.
    private func handlePan(_ recognizer: PanGestureRecognizer) {
        guard recognizer.state == .ended, let view = viewIfLoaded else { return }
        let translation = recognizer.translation(in: view)
        let distance = navigationOrientation == .horizontal ? translation.x : translation.y
        let length = navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height
        guard distance != 0 else { return }
        swipe(distance < 0 ? .forward : .reverse, completes: abs(distance) > length / 3)
    }

    /// A tap on a curling page's outer third turns it.
    private func handleTap(_ recognizer: TapGestureRecognizer) {
        guard let view = viewIfLoaded else { return }
        let point = recognizer.location(in: view)
        let position = navigationOrientation == .horizontal ? point.x : point.y
        let length = navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height
        if position > length * 2 / 3 { swipe(.forward) } else if position < length / 3 { swipe(.reverse) }
    }

    private func updatePageControl() {
        guard transitionStyle == .scroll, navigationOrientation == .horizontal, let dataSource else {
            pageControl.isHidden = true
            return
        }
        let count = dataSource.presentationCount(for: self)
        pageControl.isHidden = count <= 0
        guard count > 0 else { return }
        pageControl.numberOfPages = count
        pageControl.currentPage = min(max(dataSource.presentationIndex(for: self), 0), count - 1)
    }

    private func bringPageControlToFront() {
        if pageControl.superview === viewIfLoaded, !pageControl.isHidden {
            viewIfLoaded?.bringSubviewToFront(pageControl)
        }
    }

    /// Each page fills the view (two side by side with a middle spine); the page control sits at the bottom.
    private func layoutPages() {
        guard let view = viewIfLoaded else { return }
        let pages = viewControllers ?? []
        let bounds = view.bounds
        let indicator: CGFloat = pageControl.isHidden ? 0 : 37
        for (index, page) in pages.enumerated() where page.viewIfLoaded?.superview === view {
            var frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - indicator)
            if pages.count == 2 {
                frame.size.width = bounds.width / 2
                frame.origin.x += CGFloat(index) * frame.width
            }
            page.view.frame = frame
        }
        pageControl.frame = CGRect(x: bounds.minX, y: bounds.maxY - indicator, width: bounds.width, height: indicator)
    }
}

/// Gives a page view controller its pages (UIPageViewControllerDataSource).
@preconcurrency @MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController?
    /// The page after `viewController`, or nil at the last.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController?
    /// How many pages the page indicator shows; optional (0, no indicator).
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// The index the page indicator shows selected; optional (0).
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Told of page turns made by gesture (UIPageViewControllerDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol PageViewControllerDelegate: AnyObject {
    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool)
    func pageViewController(
        _ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation
    ) -> PageViewController.SpineLocation
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: PageViewController)
        -> InterfaceOrientationMask
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: PageViewController)
        -> InterfaceOrientation
}

extension PageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {}
    public func pageViewController(
        _ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation
    ) -> PageViewController.SpineLocation { pageViewController.spineLocation }
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: PageViewController)
        -> InterfaceOrientationMask
    { .all }
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: PageViewController
    ) -> InterfaceOrientation { .portrait }
}
