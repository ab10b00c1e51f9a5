import Foundation

/// Told to update search results as the search bar changes (UISearchResultsUpdating).
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Called when the search bar takes the keyboard, and each time its text or scope changes.
    func updateSearchResults(for searchController: SearchController)
}

/// Told when a search controller is presented and dismissed (UISearchControllerDelegate). Every method is
/// optional.
@preconcurrency @MainActor
public protocol SearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: SearchController)
    func didPresentSearchController(_ searchController: SearchController)
    func willDismissSearchController(_ searchController: SearchController)
    func didDismissSearchController(_ searchController: SearchController)
    /// Called when the search becomes active; the search controller presents itself either way (headless there
    /// is no custom presentation to make).
    func presentSearchController(_ searchController: SearchController)
    /// Called before the search bar moves to `newPlacement` (its navigation item's preferred placement, or what
    /// the placement may use, changed).
    func searchController(
        _ searchController: SearchController, willChangeTo newPlacement: NavigationItem.SearchBarPlacement)
    /// Called after the search bar moved from `previousPlacement`.
    func searchController(
        _ searchController: SearchController, didChangeFrom previousPlacement: NavigationItem.SearchBarPlacement)
}

extension SearchControllerDelegate {
    public func willPresentSearchController(_ searchController: SearchController) {}
    public func didPresentSearchController(_ searchController: SearchController) {}
    public func willDismissSearchController(_ searchController: SearchController) {}
    public func didDismissSearchController(_ searchController: SearchController) {}
    public func presentSearchController(_ searchController: SearchController) {}
    public func searchController(
        _ searchController: SearchController, willChangeTo newPlacement: NavigationItem.SearchBarPlacement
    ) {}
    public func searchController(
        _ searchController: SearchController, didChangeFrom previousPlacement: NavigationItem.SearchBarPlacement
    ) {}
}

/// A search bar and the results of searching (UISearchController), headless. Typing into ``searchBar`` makes
/// the search active (presented over the controller whose ``NavigationItem/searchController`` it is, or the
/// nearest that ``ViewController/definesPresentationContext``), asks ``searchResultsUpdater`` to update on each
/// change, shows ``searchResultsController`` while there is text, and the Cancel button clears the text and
/// ends the search, as UIKit does.
@preconcurrency @MainActor
open class SearchController: ViewController {
    /// When the scope bar shows (UISearchController.ScopeBarActivation), with UIKit's raw values.
    public enum ScopeBarActivation: Int, Hashable, Sendable {
        case automatic = 0
        case manual = 1
        case onTextEntry = 2
        case onSearchActivation = 3
    }

    /// The controller that shows the results; nil shows them in the searching controller.
    public let searchResultsController: ViewController?
    open weak var searchResultsUpdater: (any SearchResultsUpdating)?
    open weak var delegate: (any SearchControllerDelegate)?
    /// Whether the content under the search is dimmed and taps on it end the search; false by default, as for
    /// apps linked on iOS 15 and later.
    open var obscuresBackgroundDuringPresentation = false
    /// The former name of ``obscuresBackgroundDuringPresentation``.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching (kept; headless has no bar to hide).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the results controller shows by itself: while the search is active and the bar has text.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the Cancel button shows by itself while the search is active.
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows by itself while the search is active.
    open var automaticallyShowsScopeBar = true
    /// When the scope bar shows; `.automatic` by default.
    open var scopeBarActivation = ScopeBarActivation.automatic
    /// The controller whose navigation item holds this search controller.
    weak var navigationItemOwner: ViewController?
    private var storedSearchBar: SearchBar?
    private var active = false
    private var resultsShown = false

    /// A search controller whose results `searchResultsController` shows (nil: the searching controller).
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// A search controller without a results controller.
    public override init(nibName: String?, bundle: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The search bar, made on first use. A subclass may override it to return its own bar.
    open var searchBar: SearchBar {
        if let storedSearchBar { return storedSearchBar }
        let bar = SearchBar()
        storedSearchBar = bar
        listen(to: bar)
        return bar
    }

    /// The search bar with this controller listening to it (a subclass's own bar too).
    var listenedSearchBar: SearchBar {
        let bar = searchBar
        if bar.editingObserver == nil { listen(to: bar) }
        return bar
    }

    private func listen(to bar: SearchBar) {
        bar.editingObserver = { [weak self] event in self?.searchBarDid(event) }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        _ = listenedSearchBar
    }

    /// Whether the search is under way: the controller is presented, the Cancel button shows. Setting it
    /// presents or dismisses, with the delegate's callbacks.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            newValue ? activate() : deactivate()
        }
    }

    /// Whether ``searchResultsController`` shows now; setting it turns off
    /// ``automaticallyShowsSearchResultsController``.
    open var showsSearchResultsController: Bool {
        get { resultsShown }
        set {
            automaticallyShowsSearchResultsController = false
            setResultsShown(newValue)
        }
    }

    /// Where the search bar is: in the navigation bar when a navigation item holds it.
    public var searchBarPlacement: NavigationItem.SearchBarPlacement {
        navigationItemOwner?.navigationItem.preferredSearchBarPlacement ?? .automatic
    }

    // MARK: Internals

    private func activate() {
        _ = listenedSearchBar
        delegate?.willPresentSearchController(self)
        active = true
        delegate?.presentSearchController(self)
        presentationContext?.present(self, animated: true)
        let bar = searchBar
        if automaticallyShowsCancelButton { bar.showsCancelButton = true }
        if automaticallyShowsScopeBar, scopeBarActivation != .manual, (bar.scopeButtonTitles?.count ?? 0) > 1 {
            bar.showsScopeBar = true
        }
        updateResultsVisibility()
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        delegate?.willDismissSearchController(self)
        active = false
        let bar = searchBar
        bar.resignFirstResponder()
        if automaticallyShowsCancelButton { bar.showsCancelButton = false }
        if automaticallyShowsScopeBar, scopeBarActivation != .manual { bar.showsScopeBar = false }
        setResultsShown(false)
        presentingViewController?.dismiss(animated: true)
        delegate?.didDismissSearchController(self)
    }

    private func searchBarDid(_ event: SearchBarEvent) {
        switch event {
        case .began:
            isActive = true
            searchResultsUpdater?.updateSearchResults(for: self)
        case .textChanged, .scopeChanged:
            updateResultsVisibility()
            searchResultsUpdater?.updateSearchResults(for: self)
        case .cancelled:
            searchBar.text = ""
            isActive = false
            searchResultsUpdater?.updateSearchResults(for: self)
        case .ended:
            break
        }
    }

    private func updateResultsVisibility() {
        guard automaticallyShowsSearchResultsController else { return }
        setResultsShown(active && !(searchBar.text ?? "").isEmpty)
    }

    private func setResultsShown(_ shown: Bool) {
        guard let results = searchResultsController, shown != resultsShown else { return }
        resultsShown = shown
        if shown {
            addChild(results)
            results.appear(in: view, animated: false)
            results.didMove(toParent: self)
        } else {
            results.willMove(toParent: nil)
            results.disappear(animated: false)
            results.viewIfLoaded?.removeFromSuperview()
            results.removeFromParent()
        }
    }

    /// The controller the search is presented over: the nearest above the navigation item's controller (or the
    /// search bar's) that defines a presentation context, else the topmost.
    private var presentationContext: ViewController? {
        var context = navigationItemOwner ?? storedSearchBar?.enclosingController
        while let controller = context, !controller.definesPresentationContext, let parent = controller.parent {
            context = parent
        }
        return context
    }
}
