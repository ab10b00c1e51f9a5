import Foundation

/// What a navigation bar shows for a view controller (UINavigationItem): its title, bar buttons, back button
/// and search controller. A single left or right item is the first of its list, as in UIKit.
@preconcurrency @MainActor
open class NavigationItem {
    /// Whether the bar shows the large title (UINavigationItem.LargeTitleDisplayMode), with UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
        case inline = 3
    }

    /// Where a search bar goes (UINavigationItem.SearchBarPlacement), with UIKit's raw values.
    public enum SearchBarPlacement: Int, Hashable, Sendable {
        case automatic = 0
        case inline = 1
        case stacked = 2
        case integrated = 3
        case integratedButton = 4
        case integratedCentered = 5
    }

    /// How the bar arranges its items (UINavigationItem.ItemStyle), with UIKit's raw values.
    public enum ItemStyle: Int, Hashable, Sendable {
        case navigator = 0
        case browser = 1
        case editor = 2
    }

    open var title: String?
    open var subtitle: String?
    open var prompt: String?
    open var titleView: View?
    open var backButtonTitle: String?
    open var backBarButtonItem: BarButtonItem?
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var style = ItemStyle.navigator
    /// The search controller whose bar the navigation bar shows.
    open var searchController: SearchController? {
        didSet {
            oldValue?.navigationItemOwner = nil
            searchController?.navigationItemOwner = owner
            _ = searchController?.listenedSearchBar
        }
    }
    /// Whether the search bar hides as the content scrolls up; true by default.
    open var hidesSearchBarWhenScrolling = true
    open var preferredSearchBarPlacement = SearchBarPlacement.automatic
    open var standardAppearance: NavigationBarAppearance?
    open var compactAppearance: NavigationBarAppearance?
    open var scrollEdgeAppearance: NavigationBarAppearance?
    open var compactScrollEdgeAppearance: NavigationBarAppearance?
    /// The items at the left, leading first.
    open var leftBarButtonItems: [BarButtonItem]?
    /// The items at the right, trailing first.
    open var rightBarButtonItems: [BarButtonItem]?
    /// What the back button to this item shows (UINavigationItem.BackButtonDisplayMode).
    public enum BackButtonDisplayMode: Int, Hashable, Sendable {
        /// The previous item's back title, else its title, else "Back".
        case `default`
        /// "Back" (a generic title), never the previous title.
        case generic
        /// The chevron alone.
        case minimal
    }
    /// How the back button shows the previous item; `.default`.
    open var backButtonDisplayMode = BackButtonDisplayMode.default
    /// Run by the back button instead of popping, when set.
    open var backAction: Action?
    /// The large title, when it differs from ``title``.
    open var largeTitle: String?
    /// The subtitle under the large title.
    open var largeSubtitle: String?
    open var attributedTitle: AttributedString?
    open var attributedSubtitle: AttributedString?
    open var largeAttributedSubtitle: AttributedString?
    /// A view in place of the subtitle.
    open var subtitleView: View?
    /// A view in place of the large subtitle.
    open var largeSubtitleView: View?
    /// The identifier that keeps a customized bar's items.
    open var customizationIdentifier: String?
    /// Makes the menu a tap on the title shows (given the system's suggested elements).
    open var titleMenuProvider: (([MenuElement]) -> Menu?)?
    open var searchBarPlacementAllowsToolbarIntegration = false
    open var searchBarPlacementAllowsExternalIntegration = false
    /// The controller whose item this is.
    weak var owner: ViewController? {
        didSet { searchController?.navigationItemOwner = owner }
    }

    public init(title: String) {
        self.title = title
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public init?(coder: NSCoder) {
        return nil
    }

    /// An item for `owner`, titled as it is.
    init(owner: ViewController) {
        self.owner = owner
        title = owner.title
    }

    /// The first item at the left; setting it replaces the left items with it.
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first item at the right; setting it replaces the right items with it.
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
