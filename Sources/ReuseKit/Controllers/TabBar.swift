import Foundation

/// The bar of tabs a ``TabBarController`` shows (UITabBar): its items are the tab controllers' `tabBarItem`s,
/// and its look is set as a navigation bar's is, through appearances or the legacy colour properties.
@preconcurrency @MainActor
open class TabBar: View {
    override open class func appearance() -> TabBar { Appearance.proxy(for: self) { TabBar() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> TabBar
    {
        Appearance.proxy(for: self, containers: containerTypes) { TabBar() }
    }
    override open class func appearance(for trait: TraitCollection) -> TabBar {
        Appearance.proxy(for: self, traits: trait) { TabBar() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> TabBar {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { TabBar() }
    }

    /// How items spread across a wide bar (UITabBar.ItemPositioning).
    public enum ItemPositioning: Int, Hashable, Sendable { case automatic, fill, centered }

    /// The items, in order; they take the tab bar's contained appearance proxies.
    open var items: [TabBarItem]? {
        didSet { BarItemAppearance.apply(to: items ?? [], in: self) }
    }
    /// The selected item.
    open weak var selectedItem: TabBarItem?
    open weak var delegate: (any TabBarDelegate)?
    open var barStyle = NavigationBar.BarStyle.default
    open var isTranslucent = true
    open var barTintColor: Color?
    /// The colour of the items that are not selected (nil: the system grey).
    open var unselectedItemTintColor: Color?
    open var backgroundImage: Image?
    open var shadowImage: Image?
    open var selectionIndicatorImage: Image?
    open var itemPositioning = ItemPositioning.automatic
    open var itemWidth: CGFloat = 0
    open var itemSpacing: CGFloat = 0
    /// The look at rest.
    open var standardAppearance = TabBarAppearance()
    /// The look when the content's edge reaches the bar (nil: ``standardAppearance`` with a transparent
    /// background).
    open var scrollEdgeAppearance: TabBarAppearance?

    /// A view of the standard size, as UIKit's `init()` makes it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
    }

    public override init(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 49)) {
        super.init(frame: frame)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the items.
    open func setItems(_ items: [TabBarItem]?, animated: Bool) {
        self.items = items
    }
}

/// Told when a tab bar's item is selected (UITabBarDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol TabBarDelegate: AnyObject {
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

extension TabBarDelegate {
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
}

/// A tab bar's look (UITabBarAppearance).
@preconcurrency @MainActor
open class TabBarAppearance: BarAppearance {
    open var selectionIndicatorTintColor: Color?
    open var selectionIndicatorImage: Image?
    open var stackedItemPositioning = TabBar.ItemPositioning.automatic
    open var stackedItemWidth: CGFloat = 0
    open var stackedItemSpacing: CGFloat = 0
}
