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
    /// Whether the bar lets content show through; true. A controller's view extends under an opaque bar only
    /// with `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }
    /// Hiding the bar lays its tab bar controller out again, without it.
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { superview?.setNeedsLayout() } }
    }
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

    // MARK: Customizing

    /// The items being offered while the user customizes the bar; nil when not customizing.
    private var customizing: (offered: [TabBarItem], before: [TabBarItem])?

    /// Whether the user is customizing the bar.
    public var isCustomizing: Bool { customizing != nil }

    /// Starts customizing: `items` are offered to drag onto the bar (headless, ``customizeItems(_:)`` puts them
    /// there). The delegate hears `willBeginCustomizing` and `didBeginCustomizing`.
    open func beginCustomizingItems(_ items: [TabBarItem]) {
        guard customizing == nil else { return }
        delegate?.tabBar(self, willBeginCustomizing: items)
        customizing = (items, self.items ?? [])
        delegate?.tabBar(self, didBeginCustomizing: items)
    }

    /// Puts `items` on the bar while customizing, as dragging them there does (beyond UIKit, headless); items
    /// that were not offered or on the bar are ignored.
    public func customizeItems(_ items: [TabBarItem]) {
        guard let customizing else { return }
        let allowed = customizing.offered + customizing.before
        self.items = items.filter { item in allowed.contains { $0 === item } }
    }

    /// Ends customizing; returns whether the bar was customizing. The delegate hears whether the items changed.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        guard let customizing else { return false }
        let now = items ?? []
        let changed = now.count != customizing.before.count || zip(now, customizing.before).contains { $0 !== $1 }
        delegate?.tabBar(self, willEndCustomizing: now, changed: changed)
        self.customizing = nil
        delegate?.tabBar(self, didEndCustomizing: now, changed: changed)
        return true
    }
}

/// Told when a tab bar's item is selected, and as the user customizes the items (UITabBarDelegate). Every method
/// is optional.
@preconcurrency @MainActor
public protocol TabBarDelegate: AnyObject {
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
    func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem])
    func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem])
    func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool)
    func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool)
}

extension TabBarDelegate {
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
    public func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem]) {}
    public func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem]) {}
    public func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool) {}
}

/// A tab bar's look (UITabBarAppearance).
@preconcurrency @MainActor
open class TabBarAppearance: BarAppearance {
    open var selectionIndicatorTintColor: Color?
    open var selectionIndicatorImage: Image?
    open var stackedItemPositioning = TabBar.ItemPositioning.automatic
    open var stackedItemWidth: CGFloat = 0
    open var stackedItemSpacing: CGFloat = 0
    /// How items look with their title under the icon (a phone in portrait). Setting it keeps a copy.
    open var stackedLayoutAppearance = TabBarItemAppearance(style: .stacked) {
        didSet { stackedLayoutAppearance = stackedLayoutAppearance.copy() }
    }
    /// How items look with their title beside the icon (a regular-width bar). Setting it keeps a copy.
    open var inlineLayoutAppearance = TabBarItemAppearance(style: .inline) {
        didSet { inlineLayoutAppearance = inlineLayoutAppearance.copy() }
    }
    /// How items look inline in a compact-height bar (a phone in landscape). Setting it keeps a copy.
    open var compactInlineLayoutAppearance = TabBarItemAppearance(style: .compactInline) {
        didSet { compactInlineLayoutAppearance = compactInlineLayoutAppearance.copy() }
    }

    public required init(idiom: Device.UserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A copy of `appearance`'s background and shadow, and, from a tab bar appearance, its item appearances.
    public required init(barAppearance appearance: BarAppearance) {
        super.init(barAppearance: appearance)
        guard let tab = appearance as? TabBarAppearance else { return }
        selectionIndicatorTintColor = tab.selectionIndicatorTintColor
        selectionIndicatorImage = tab.selectionIndicatorImage
        stackedItemPositioning = tab.stackedItemPositioning
        stackedItemWidth = tab.stackedItemWidth
        stackedItemSpacing = tab.stackedItemSpacing
        stackedLayoutAppearance = tab.stackedLayoutAppearance
        inlineLayoutAppearance = tab.inlineLayoutAppearance
        compactInlineLayoutAppearance = tab.compactInlineLayoutAppearance
    }
}

/// How a tab bar's items look in one state (UITabBarItemStateAppearance).
@preconcurrency @MainActor
open class TabBarItemStateAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = Offset.zero
    /// The icon's colour (nil: the tab bar's tint when selected, the system grey otherwise).
    open var iconColor: Color?
    open var badgeBackgroundColor: Color?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgePositionAdjustment = Offset.zero
    open var badgeTitlePositionAdjustment = Offset.zero

    init() {}

    func copyValues(to other: TabBarItemStateAppearance) {
        other.titleTextAttributes = titleTextAttributes
        other.titlePositionAdjustment = titlePositionAdjustment
        other.iconColor = iconColor
        other.badgeBackgroundColor = badgeBackgroundColor
        other.badgeTextAttributes = badgeTextAttributes
        other.badgePositionAdjustment = badgePositionAdjustment
        other.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
    }
}

/// How a tab bar's items look in each state, for one layout (UITabBarItemAppearance).
@preconcurrency @MainActor
open class TabBarItemAppearance {
    /// The layout the appearance is for (UITabBarItemAppearance.Style), with UIKit's raw values.
    public enum Style: Int, Hashable, Sendable {
        case stacked = 0
        case inline = 1
        case compactInline = 2
    }

    public let normal = TabBarItemStateAppearance()
    public let selected = TabBarItemStateAppearance()
    public let disabled = TabBarItemStateAppearance()
    public let focused = TabBarItemStateAppearance()
    let style: Style

    /// The system's look for `style`.
    public required init(style: Style) {
        self.style = style
        configureWithDefault(for: style)
    }

    /// The stacked layout's look.
    public convenience init() { self.init(style: .stacked) }

    /// Storyboards and nib archives do not exist on Linux: this makes the default appearance, as an empty
    /// archive would.
    public convenience init(coder: NSCoder) { self.init(style: .stacked) }

    /// Resets every state to the system's look for `style`: titles in the system's tab bar font, no custom
    /// colours, badges in the system's red.
    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] {
            TabBarItemStateAppearance().copyValues(to: state)
            state.badgeBackgroundColor = .systemRed
        }
    }

    /// A copy of the four state appearances.
    open func copy() -> Self {
        let copy = Self(style: style)
        for (from, to) in [
            (normal, copy.normal), (selected, copy.selected), (disabled, copy.disabled), (focused, copy.focused),
        ] {
            from.copyValues(to: to)
        }
        return copy
    }
}
