import Foundation

/// A tab of a tab bar controller (UITab, iOS 18): its title, image and identifier, and the controller it shows,
/// made by its provider the first time it is asked for (a tab bar controller asks when it takes the tab).
@preconcurrency @MainActor
open class Tab {
    /// Where a tab may be placed (UITab.Placement).
    public enum Placement: Int, Hashable, Sendable {
        case automatic, `default`, optional, movable, pinned, fixed, sidebarOnly
    }

    public let identifier: String
    open var title: String
    open var subtitle: String?
    open var image: Image?
    open var badgeValue: String?
    /// Whether the tab is left out of the bar.
    open var isHidden = false
    /// Whether customization may hide the tab.
    open var allowsHiding = false
    open var isHiddenByDefault = false
    open var preferredPlacement = Placement.automatic
    /// Anything the app keeps with the tab.
    open var userInfo: Any?
    /// The group the tab is in, if any.
    public internal(set) weak var parent: TabGroup?
    /// The tab bar controller showing the tab.
    public internal(set) weak var managingTabBarController: TabBarController?
    private let viewControllerProvider: ((Tab) -> ViewController)?
    private var madeViewController: ViewController?

    public init(
        title: String, image: Image?, identifier: String, viewControllerProvider: ((Tab) -> ViewController)? = nil
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
    }

    /// The tab's controller: made by the provider the first time it is asked for, then kept.
    public var viewController: ViewController? {
        if let madeViewController { return madeViewController }
        let made = viewControllerProvider?(self)
        made?.tab = self
        if let made {
            made.title = made.title ?? title
            made.tabBarItem.title = title
            made.tabBarItem.image = image
            made.tabBarItem.badgeValue = badgeValue
        }
        madeViewController = made
        return made
    }
}

/// A tab that holds other tabs (UITabGroup): a sidebar section on iPad, its first visible child on a phone.
@preconcurrency @MainActor
open class TabGroup: Tab {
    open var children: [Tab] {
        didSet { for child in children { child.parent = self } }
    }
    /// The selected child.
    open var selectedChild: Tab?

    public init(
        title: String, image: Image?, identifier: String, children: [Tab],
        viewControllerProvider: ((Tab) -> ViewController)? = nil
    ) {
        self.children = children
        super.init(
            title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        for child in children { child.parent = self }
    }
}

/// The search tab (UISearchTab): a tab titled Search with the magnifying glass.
@preconcurrency @MainActor
open class SearchTab: Tab {
    public init(viewControllerProvider: ((Tab) -> ViewController)? = nil) {
        super.init(
            title: "Search", image: Image(systemName: "magnifyingglass"), identifier: "com.apple.UIKit.search",
            viewControllerProvider: viewControllerProvider)
    }
}

/// A view that rides above the tab bar (UITabAccessory, iOS 26): a mini player.
@preconcurrency @MainActor
open class TabAccessory {
    /// Where an accessory is shown.
    public enum Environment: Int, Hashable, Sendable {
        case unspecified, none, regular, inline
    }

    public let contentView: View

    public init(contentView: View) {
        self.contentView = contentView
    }
}

extension TabBarController {
    /// How a tab bar controller shows its tabs (iOS 18).
    public enum Mode: Int, Hashable, Sendable {
        case automatic, tabBar, tabSidebar
    }

    /// When the tab bar shrinks as content scrolls (iOS 26).
    public enum MinimizeBehavior: Int, Hashable, Sendable {
        case automatic, never, onScrollDown, onScrollUp
    }

    /// The sidebar of the tab sidebar mode (UITabBarController.Sidebar): hidden on a phone.
    @preconcurrency @MainActor
    public final class Sidebar {
        /// Whether the sidebar is hidden; always on a phone.
        public var isHidden = true
        /// A header above the tabs.
        public var headerContentConfiguration: (any ContentConfiguration)?
        /// A footer below the tabs.
        public var footerContentConfiguration: (any ContentConfiguration)?
    }

    /// A controller showing `tabs`.
    public convenience init(tabs: [Tab]) {
        self.init(nibName: nil, bundle: nil)
        self.tabs = tabs
    }

    /// The tabs (iOS 18): setting them makes the controllers of the visible ones (a group's: its selected or first
    /// child's) the tab bar controller's, each made once by its tab.
    public var tabs: [Tab] {
        get { tabStorage }
        set { setTabs(newValue, animated: false) }
    }

    /// Sets the tabs: each visible tab's controller (a group's selected or first child's) becomes a tab.
    public func setTabs(_ tabs: [Tab], animated: Bool) {
        tabStorage = tabs
        for tab in tabs { tab.managingTabBarController = self }
        viewControllers = tabs.filter { !$0.isHidden }.compactMap(controller(for:))
    }

    private func controller(for tab: Tab) -> ViewController? {
        if let group = tab as? TabGroup, tab.viewController == nil {
            return (group.selectedChild ?? group.children.first { !$0.isHidden }).flatMap(controller(for:))
        }
        return tab.viewController
    }

    /// The tab whose controller is selected.
    public var selectedTab: Tab? {
        get { selectedViewController?.tab }
        set {
            guard let newValue, let controller = controller(for: newValue) else { return }
            selectedViewController = controller
        }
    }

    /// The tab with `identifier`, in the tabs or their groups.
    ///
    /// - Complexity: O(n) in the tabs.
    public func tab(forIdentifier identifier: String) -> Tab? {
        func search(_ tabs: [Tab]) -> Tab? {
            for tab in tabs {
                if tab.identifier == identifier { return tab }
                if let group = tab as? TabGroup, let found = search(group.children) { return found }
            }
            return nil
        }
        return search(tabs)
    }

    /// Hides or shows the tab bar.
    public func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        isTabBarHidden = hidden
    }

    /// Sets the accessory above the tab bar.
    public func setBottomAccessory(_ bottomAccessory: TabAccessory?, animated: Bool) {
        self.bottomAccessory = bottomAccessory
    }
}
