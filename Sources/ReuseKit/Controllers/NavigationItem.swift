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
    /// When the title shows large (with the bar's `prefersLargeTitles`); `.automatic` takes the previous item's.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet { if largeTitleDisplayMode != oldValue { owner?.navigationController?.viewIfLoaded?.setNeedsLayout() } }
    }
    open var style = ItemStyle.navigator
    /// The search controller whose bar the navigation bar shows.
    open var searchController: SearchController? {
        didSet {
            oldValue?.navigationItemOwner = nil
            searchController?.navigationItemOwner = owner
            _ = searchController?.listenedSearchBar
            // The navigation bar makes room for the search bar below its title.
            owner?.navigationController?.viewIfLoaded?.setNeedsLayout()
        }
    }
    /// Whether the search bar hides as the content scrolls up; true by default.
    open var hidesSearchBarWhenScrolling = true
    open var preferredSearchBarPlacement = SearchBarPlacement.automatic {
        didSet {
            searchBarPlacementChanged(from: oldValue, allowingToolbar: searchBarPlacementAllowsToolbarIntegration)
        }
    }
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
    open var searchBarPlacementAllowsToolbarIntegration = false {
        didSet { searchBarPlacementChanged(from: preferredSearchBarPlacement, allowingToolbar: oldValue) }
    }
    open var searchBarPlacementAllowsExternalIntegration = false
    /// Groups of items at the leading end (iPad's customizable bar), beside ``leftBarButtonItems``.
    open var leadingItemGroups: [BarButtonItemGroup] = []
    /// Groups of items in the centre of the bar (the editor and browser styles).
    open var centerItemGroups: [BarButtonItemGroup] = []
    /// Groups of items at the trailing end, beside ``rightBarButtonItems``.
    open var trailingItemGroups: [BarButtonItemGroup] = []
    /// A group pinned at the trailing end, outside customization.
    open var pinnedTrailingGroup: BarButtonItemGroup?
    /// More items for the overflow menu, loaded when it opens.
    open var additionalOverflowItems: DeferredMenuElement?
    /// The document the title's menu describes (its header and share item).
    open var documentProperties: DocumentProperties?
    /// Asked to rename the document when the title menu's Rename is chosen.
    open weak var renameDelegate: (any NavigationItemRenameDelegate)?
    private var searchPlacementItem: BarButtonItem?

    /// Where the search bar is: the preferred placement resolved for a phone (automatic shows it stacked below
    /// the title; integrated placements need a toolbar or an iPad bar, so they show inline).
    public var searchBarPlacement: SearchBarPlacement {
        Self.resolvedPlacement(preferredSearchBarPlacement, allowingToolbar: searchBarPlacementAllowsToolbarIntegration)
    }

    private static func resolvedPlacement(_ preferred: SearchBarPlacement, allowingToolbar: Bool) -> SearchBarPlacement
    {
        switch preferred {
        case .automatic: .stacked
        case .integrated, .integratedButton, .integratedCentered: allowingToolbar ? preferred : .inline
        default: preferred
        }
    }

    /// Tells the search controller's delegate when a change of the preferred placement, or of what it may use,
    /// moves the search bar (UIKit's `searchController(_:willChangeTo:)` and `searchController(_:didChangeFrom:)`;
    /// headless, nothing is drawn between the two calls).
    private func searchBarPlacementChanged(from preferred: SearchBarPlacement, allowingToolbar: Bool) {
        let old = Self.resolvedPlacement(preferred, allowingToolbar: allowingToolbar)
        let new = searchBarPlacement
        guard old != new, let searchController, let delegate = searchController.delegate else { return }
        delegate.searchController(searchController, willChangeTo: new)
        delegate.searchController(searchController, didChangeFrom: old)
    }

    /// An item standing for the search bar, to place in a toolbar (iOS 26); tapping it makes the search bar
    /// first responder.
    public var searchBarPlacementBarButtonItem: BarButtonItem {
        if let searchPlacementItem { return searchPlacementItem }
        let item = BarButtonItem(
            systemItem: .search,
            primaryAction: Action(title: "Search") { [weak self] _ in
                _ = self?.searchController?.searchBar.becomeFirstResponder()
            })
        searchPlacementItem = item
        return item
    }

    /// Where the overflow menu's popover points: none headless (there is no overflow button on screen).
    public var overflowPresentationSource: (any PopoverPresentationControllerSourceItem)? { nil }

    /// Renames the document through ``renameDelegate`` (beyond UIKit, headless: the title menu's Rename).
    /// Returns whether the delegate accepted the title.
    @discardableResult
    public func rename(to title: String) -> Bool {
        guard let renameDelegate, renameDelegate.navigationItemShouldBeginRenaming(self) else { return false }
        guard renameDelegate.navigationItem(self, shouldEndRenamingWith: title) else { return false }
        renameDelegate.navigationItem(self, didEndRenamingWith: title)
        self.title = title
        return true
    }
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

/// The document a navigation item's title menu describes (UIDocumentProperties).
@preconcurrency @MainActor
open class DocumentProperties {
    /// The document's file.
    open var url: URL?
    /// Builds the drag item for the document's icon (no drag and drop headless).
    open var dragItemsProvider: ((Any) -> [Any])?
    /// Whether the title menu offers sharing; set through ``activityViewControllerProvider``.
    open var activityViewControllerProvider: (() -> ActivityViewController)?

    public init(url: URL) {
        self.url = url
    }

    public init(metadata: Any) {}
}

/// Asked when the title menu renames a document (UINavigationItemRenameDelegate). Every method but the last is
/// optional.
@preconcurrency @MainActor
public protocol NavigationItemRenameDelegate: AnyObject {
    func navigationItemShouldBeginRenaming(_ navigationItem: NavigationItem) -> Bool
    func navigationItem(_ navigationItem: NavigationItem, shouldEndRenamingWith title: String) -> Bool
    /// The rename is accepted: store the new title.
    func navigationItem(_ navigationItem: NavigationItem, didEndRenamingWith title: String)
}

extension NavigationItemRenameDelegate {
    public func navigationItemShouldBeginRenaming(_ navigationItem: NavigationItem) -> Bool { true }
    public func navigationItem(_ navigationItem: NavigationItem, shouldEndRenamingWith title: String) -> Bool {
        !title.isEmpty
    }
}
