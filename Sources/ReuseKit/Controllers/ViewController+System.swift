import Foundation

/// The status bar's style (UIStatusBarStyle), with UIKit's raw values.
public enum StatusBarStyle: Int, Hashable, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How the status bar changes (UIStatusBarAnimation), with UIKit's raw values.
public enum StatusBarAnimation: Int, Hashable, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}

/// An interface orientation (UIInterfaceOrientation), with UIKit's raw values.
public enum InterfaceOrientation: Int, Hashable, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations (UIInterfaceOrientationMask), with UIKit's raw values.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// How a presented controller moves on screen (UIModalTransitionStyle), with UIKit's raw values.
public enum ModalTransitionStyle: Int, Hashable, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}

/// A storyboard segue (UIStoryboardSegue). Storyboards do not exist on Linux: nothing makes one, and it is here
/// so that a controller's `prepare(for:sender:)` compiles.
@preconcurrency @MainActor
open class StoryboardSegue {
    public let identifier: String?
    public let source: ViewController
    public let destination: ViewController

    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Shows the destination from the source, as a show segue does.
    open func perform() {
        source.show(destination, sender: nil)
    }
}

extension ViewController {
    /// Asks for the status bar's appearance again (nothing is drawn headless; kept so that clients compile).
    public func setNeedsStatusBarAppearanceUpdate() {}
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    /// The nearest tab bar controller above this one.
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

    /// Whether the controller is being presented now (inside its appearance callbacks during a presentation).
    public var isBeingPresented: Bool { transitionKind == .presenting }
    /// Whether the controller is being dismissed now.
    public var isBeingDismissed: Bool { transitionKind == .dismissing }
    /// Whether the controller is being added to a parent now (a push).
    public var isMovingToParent: Bool { transitionKind == .movingToParent }
    /// Whether the controller is being removed from its parent now (a pop).
    public var isMovingFromParent: Bool { transitionKind == .movingFromParent }

    /// Forwards appearance to a child by hand (for containers that turn off automatic forwarding).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        pendingAppearance = isAppearing
    }

    /// Ends an appearance transition begun with ``beginAppearanceTransition(_:animated:)``.
    public func endAppearanceTransition() {
        guard let appearing = pendingAppearance else { return }
        pendingAppearance = nil
        if appearing { viewDidAppear(false) } else { viewDidDisappear(false) }
    }
}

/// A tab's title, image and badge (UITabBarItem).
@preconcurrency @MainActor
open class TabBarItem: BarItem {
    /// The identifier UI tests find it by (UIAccessibilityIdentification).
    open var accessibilityIdentifier: String?
    /// The system's tab items (UITabBarItem.SystemItem), with UIKit's raw values.
    public enum SystemItem: Int, Hashable, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    open var selectedImage: Image?
    open var badgeValue: String?
    open var badgeColor: Color?
    public private(set) var systemItem: SystemItem?

    /// The item's look in a tab bar, when it differs from the bar's.
    open var standardAppearance: TabBarAppearance?
    open var scrollEdgeAppearance: TabBarAppearance?
    /// How far the title is moved from its place.
    open var titlePositionAdjustment = Offset.zero
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An empty item: no title, no image, tag 0.
    public override init() {
        super.init()
    }

    override open class func appearance() -> TabBarItem { BarItemAppearance.proxy(for: self) { TabBarItem() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> TabBarItem
    {
        BarItemAppearance.proxy(for: self, containers: containerTypes) { TabBarItem() }
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    /// `required`, as NSCoding makes it in UIKit.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The badge's text attributes in `state`.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }

    /// The badge's text attributes in `state`, nil when none were set.
    open func badgeTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }

    public init(title: String?, image: Image?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: Image?, selectedImage: Image?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
    }
}

/// Tabs of view controllers, one on screen at a time (UITabBarController).
@preconcurrency @MainActor
open class TabBarController: ViewController, TabBarDelegate {
    /// The controllers of the tabs, in order; setting them selects the first.
    open var viewControllers: [ViewController]? {
        didSet {
            for controller in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) {
                if controller.isVisible { controller.disappear(animated: false) }
                controller.removeFromParent()
            }
            for controller in viewControllers ?? [] where controller.parent !== self { addChild(controller) }
            selectedIndex = 0
            showSelected(previous: nil)
        }
    }

    /// The selected tab's index.
    open var selectedIndex = 0 {
        didSet {
            let previous = viewControllers?.indices.contains(oldValue) == true ? viewControllers?[oldValue] : nil
            if oldValue != selectedIndex, !suppressesTransition { showSelected(previous: previous) }
        }
    }
    private var suppressesTransition = false

    open weak var delegate: (any TabBarControllerDelegate)?
    /// The tabs set with ``tabs`` (iOS 18).
    var tabStorage: [Tab] = []
    /// How the tabs show: a bar on a phone, whatever is asked for.
    open var mode = Mode.automatic
    /// The sidebar of the tab sidebar mode.
    public let sidebar = Sidebar()
    /// When the bar shrinks as content scrolls; `.automatic` by default.
    open var tabBarMinimizeBehavior = MinimizeBehavior.automatic
    /// Whether the tab bar is hidden (moved below the bottom edge); the selected tab's view then extends to the
    /// bottom.
    open var isTabBarHidden = false {
        didSet { if isTabBarHidden != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    /// The accessory shown above the tab bar (iOS 26).
    open var bottomAccessory: TabAccessory?
    /// The identifiers of the tabs shown on a compact width, in order; nil shows the first ones.
    open var compactTabIdentifiers: [String]?
    /// The name customization is saved under.
    open var customizationIdentifier: String?
    /// The controllers the user may rearrange in the More screen; all by default.
    open var customizableViewControllers: [ViewController]?
    /// The controller of the More tab, made when first asked for.
    public var moreNavigationController: NavigationController {
        if let moreNavigation { return moreNavigation }
        let more = NavigationController(rootViewController: ViewController())
        more.topViewController?.title = "More"
        moreNavigation = more
        return more
    }
    private var moreNavigation: NavigationController?
    /// The area between the bars where the selected tab's content goes.
    public var contentLayoutGuide: LayoutGuide {
        if let contentGuide { return contentGuide }
        let guide = LayoutGuide()
        guide.identifier = "UITabBarControllerContentLayoutGuide"
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        contentGuide = guide
        return guide
    }
    private var contentGuide: LayoutGuide?

    /// The bar of tabs: its items follow the controllers' `tabBarItem`s, its selection the selected tab. It lies
    /// along the bottom of the view, 49 points tall above the bottom safe-area inset.
    public let tabBar = TabBar()

    /// The tab bar goes along the bottom of the view, over the selected tab's view, which is sized around it.
    override func layOutBars() { layOutTabBar() }

    /// Told, as the tab bar's delegate (UITabBarDelegate), that a tap selected `item`, after the controller
    /// selected its tab and before the controller's delegate hears it. The default does nothing; a subclass
    /// overrides it to animate the item, say.
    open func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}

    /// The selected tab's controller; setting it selects its tab.
    open var selectedViewController: ViewController? {
        get {
            guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
            return viewControllers[selectedIndex]
        }
        set {
            guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        showSelected(previous: nil)
    }

    /// Selects the tab at `index` as a tap does (beyond UIKit, headless): the delegate may refuse, and hears
    /// `didSelect` after.
    public func tapTab(at index: Int) {
        guard let viewControllers, viewControllers.indices.contains(index) else { return }
        let controller = viewControllers[index]
        let previousTab = selectedTab
        if let tab = controller.tab, !tabStorage.isEmpty {
            guard delegate?.tabBarController(self, shouldSelectTab: tab) ?? true else { return }
        }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        selectedIndex = index
        let items = tabBar.items ?? []
        if let item = items.indices.contains(index) ? items[index] : controller.tabBarItem {
            tabBar(tabBar, didSelect: item)
        }
        delegate?.tabBarController(self, didSelect: controller)
        if let tab = controller.tab, !tabStorage.isEmpty {
            delegate?.tabBarController(self, didSelectTab: tab, previousTab: previousTab)
        }
    }

    /// The orientations the tab bar controller supports: its delegate's answer, else the selected tab's.
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        delegate?.tabBarControllerSupportedInterfaceOrientations(self) ?? selectedTabsOrientations
    }

    /// The orientation to present in: its delegate's answer, else the selected tab's.
    open override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
        delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self)
            ?? selectedTabsPresentationOrientation
    }

    /// The selected tab's supported orientations (UIKit's default for a tab bar controller).
    var selectedTabsOrientations: InterfaceOrientationMask {
        selectedViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    /// The selected tab's orientation for presenting.
    var selectedTabsPresentationOrientation: InterfaceOrientation {
        selectedViewController?.preferredInterfaceOrientationForPresentation
            ?? super.preferredInterfaceOrientationForPresentation
    }

    private func showSelected(previous: ViewController?) {
        tabBar.items = viewControllers?.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard isVisible || viewIfLoaded?.superview != nil, let selected = selectedViewController else { return }
        if let previous, previous !== selected, previous.isVisible,
            let animator = delegate?.tabBarController(
                self, animationControllerForTransitionFrom: previous, to: selected)
        {
            transition(from: previous, to: selected, with: animator)
            return
        }
        if let previous, previous !== selected, previous.isVisible { previous.disappear(animated: false) }
        if !selected.isVisible { selected.appear(in: view, animated: false) }
    }

    /// Switches tabs through the delegate's animator (and its interaction controller, if it gives one): both
    /// controllers are in the container until the animator completes; a cancelled switch keeps the previous tab.
    private func transition(
        from previous: ViewController, to selected: ViewController,
        with animator: any ViewControllerAnimatedTransitioning
    ) {
        let driver = delegate?.tabBarController(self, interactionControllerFor: animator)
        (driver as? PercentDrivenInteractiveTransition)?.animator = animator
        let leaving = previous.beginDisappearing(animated: true)
        let arriving = selected.beginAppearing(in: view, animated: true)
        let context = HeadlessTransitionContext(
            container: view, from: previous, to: selected, interactive: driver != nil, style: .none
        ) { [weak self] completed in
            guard let self else { return }
            if completed {
                previous.finishDisappearing(leaving)
                selected.finishAppearing(arriving, in: view)
            } else {
                selected.cancelAppearing(arriving)
                previous.cancelDisappearing(leaving, in: view)
                if let index = viewControllers?.firstIndex(where: { $0 === previous }), selectedIndex != index {
                    selectedIndexWithoutTransition(index)
                }
            }
            animator.animationEnded(completed)
        }
        if let driver { driver.startInteractiveTransition(context) } else { animator.animateTransition(using: context) }
    }

    /// Selects `index` again after a cancelled switch, without showing anything (the previous tab stayed).
    private func selectedIndexWithoutTransition(_ index: Int) {
        suppressesTransition = true
        selectedIndex = index
        suppressesTransition = false
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }
}

/// Told when a tab is selected (UITabBarControllerDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// Asked before a tap selects `tab` of a controller set up with tabs (iOS 18).
    func tabBarController(_ tabBarController: TabBarController, shouldSelectTab tab: Tab) -> Bool
    /// Told after a tap selected `selectedTab` (iOS 18).
    func tabBarController(_ tabBarController: TabBarController, didSelectTab selectedTab: Tab, previousTab: Tab?)
    /// The orientations the tab bar controller supports (by default, the selected tab's).
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
        -> InterfaceOrientationMask
    /// The orientation to present in (by default, the selected tab's).
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: TabBarController)
        -> InterfaceOrientation
    /// An animator for switching from `fromVC` to `toVC`; nil switches at once.
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// An interaction controller that drives `animationController` (a pan between tabs); nil runs it alone.
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(_ tabBarController: TabBarController, shouldSelectTab tab: Tab) -> Bool { true }
    public func tabBarController(
        _ tabBarController: TabBarController, didSelectTab selectedTab: Tab, previousTab: Tab?
    ) {}
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
        -> InterfaceOrientationMask
    { tabBarController.selectedTabsOrientations }
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: TabBarController)
        -> InterfaceOrientation
    { tabBarController.selectedTabsPresentationOrientation }
    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

/// An action or group of actions under a 3D Touch preview (UIPreviewActionItem, deprecated in iOS 13 in favour
/// of context menus and still in older code): `previewActionItems` becomes the preview's context menu.
@preconcurrency @MainActor
public protocol PreviewActionItem: AnyObject {
    var title: String { get }
}

/// An action under a preview (UIPreviewAction).
@preconcurrency @MainActor
open class PreviewAction: PreviewActionItem {
    /// How the action looks (UIPreviewAction.Style), with UIKit's raw values.
    public enum Style: Int, Hashable, Sendable {
        case `default` = 0
        case selected = 1
        case destructive = 2
    }

    public let title: String
    public let style: Style
    /// What choosing the action runs, with the action and the previewed controller.
    public let handler: (any PreviewActionItem, ViewController) -> Void

    public init(title: String, style: Style, handler: @escaping (any PreviewActionItem, ViewController) -> Void) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// A group of actions under a preview (UIPreviewActionGroup).
@preconcurrency @MainActor
open class PreviewActionGroup: PreviewActionItem {
    public let title: String
    public let style: PreviewAction.Style
    public let actions: [PreviewAction]

    public init(title: String, style: PreviewAction.Style, actions: [PreviewAction]) {
        self.title = title
        self.style = style
        self.actions = actions
    }
}
