import Foundation

// The bars of navigation and tab bar controllers, laid out as on an iPhone: the navigation bar below the status
// bar (the container view's top safe-area inset), 44 points tall (96 with a large title); the toolbar 49 points
// tall above the bottom safe-area inset; the tab bar 49 points tall plus the bottom inset, down to the bottom
// edge. A child's view extends under translucent bars (its `edgesForExtendedLayout`, all by default), and the
// bars that cover it go into its safe area, so a list starts below the navigation bar and ends above the tab bar.
// Bar heights are UIKit's on a phone in portrait, which are not API (Apple's Human Interface Guidelines give them).

extension NavigationController {
    /// The standard height of the navigation bar on a phone.
    static let barHeight: CGFloat = 44
    /// The height of the navigation bar showing a large title: the bar and the 52-point title below it.
    static let largeTitleBarHeight: CGFloat = 96
    /// The height of the toolbar on a phone in portrait.
    static let toolbarHeight: CGFloat = 49

    /// Whether the bar shows the top item's title large: the bar prefers large titles and the top item asks for
    /// it (`.always`), or leaves it to the item below it (`.automatic`) down to the root, which shows it.
    var showsLargeTitle: Bool {
        guard navigationBar.prefersLargeTitles else { return false }
        for controller in viewControllers.reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Places the navigation bar and the toolbar over the top controller's view, sizes that view to extend under
    /// them or not, and tells it when the part of it they cover changes.
    func layOutNavigationBars() {
        guard let view = loadedView else { return }
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        var coverage = EdgeInsets.zero
        let bar = navigationBar
        if bar.superview !== view { view.addSubview(bar) }
        var height = showsLargeTitle ? NavigationController.largeTitleBarHeight : NavigationController.barHeight
        height += placeSearchBar(in: bar, below: height, width: bounds.width)
        bar.frame = CGRect(x: bounds.minX, y: bounds.minY + safe.top, width: bounds.width, height: height)
        if !bar.isHidden { coverage.top = safe.top + height }
        var onTop: [View] = [bar]
        if let toolbar {
            if !isToolbarHidden, toolbar.superview !== view {
                toolbar.isHidden = false
                view.addSubview(toolbar)
            }
            if toolbar.superview === view {
                let y = bounds.maxY - safe.bottom - NavigationController.toolbarHeight
                toolbar.frame = CGRect(
                    x: bounds.minX, y: y, width: bounds.width, height: NavigationController.toolbarHeight)
                if !isToolbarHidden { coverage.bottom = bounds.maxY - y }
                onTop.append(toolbar)
            }
        }
        if !view.subviews.suffix(onTop.count).elementsEqual(onTop, by: ===) {
            for chrome in onTop { view.bringSubviewToFront(chrome) }
        }
        placeChild(
            topViewController, in: view, coverage: coverage, topBarIsTranslucent: bar.isTranslucent,
            bottomBarIsTranslucent: toolbar?.isTranslucent ?? true)
    }
}

extension NavigationController {
    /// The height of a search bar stacked below the title.
    static let stackedSearchBarHeight: CGFloat = 52

    /// Puts the top item's search bar in the navigation bar below its title when it is stacked there (the
    /// placement a phone resolves `.automatic` to), and takes away any other; returns the height it adds. Headless,
    /// the search bar stays shown as the content scrolls (UIKit tucks it away under `hidesSearchBarWhenScrolling`
    /// as the content moves up, which would change the safe area with every frame).
    fileprivate func placeSearchBar(in bar: NavigationBar, below top: CGFloat, width: CGFloat) -> CGFloat {
        let item = topViewController?.navigationItem
        let shown = item.flatMap { item in item.searchBarPlacement == .stacked ? item.searchController?.searchBar : nil
        }
        for case let other as SearchBar in bar.subviews where other !== shown { other.removeFromSuperview() }
        guard let shown else { return 0 }
        if shown.superview !== bar { bar.addSubview(shown) }
        shown.frame = CGRect(x: 0, y: top, width: width, height: NavigationController.stackedSearchBarHeight)
        return NavigationController.stackedSearchBarHeight
    }
}

extension TabBarController {
    /// The height of the tab bar above the bottom safe-area inset, on a phone.
    static let tabBarHeight: CGFloat = 49

    /// Whether the selected tab hides the bar: a navigation controller with a controller pushed above its root
    /// that ``ViewController/hidesBottomBarWhenPushed``.
    private var selectedTabHidesBar: Bool {
        guard let navigation = selectedViewController as? NavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Places the tab bar along the bottom edge (below it while ``isTabBarHidden`` or a pushed controller hides
    /// it), sizes the selected tab's view, and tells it when the part the bar covers changes.
    func layOutTabBar() {
        guard let view = loadedView else { return }
        let bounds = view.bounds
        if tabBar.superview !== view {
            view.addSubview(tabBar)
        } else if view.subviews.last !== tabBar {
            view.bringSubviewToFront(tabBar)
        }
        let height = TabBarController.tabBarHeight + view.safeAreaInsets.bottom
        let movedAway = isTabBarHidden || selectedTabHidesBar
        tabBar.frame = CGRect(
            x: bounds.minX, y: movedAway ? bounds.maxY : bounds.maxY - height, width: bounds.width, height: height)
        var coverage = EdgeInsets.zero
        if !movedAway, !tabBar.isHidden { coverage.bottom = height }
        placeChild(
            selectedViewController, in: view, coverage: coverage, topBarIsTranslucent: true,
            bottomBarIsTranslucent: tabBar.isTranslucent)
    }
}

extension ViewController {
    /// Sizes `child`'s view in this container's `view`: the whole bounds, less each edge a bar covers that the
    /// child does not extend under (not in its `edgesForExtendedLayout`, or an opaque bar without
    /// `extendedLayoutIncludesOpaqueBars`). Keeps `coverage` as ``barCoverage`` and tells the child's view when its
    /// safe area may have changed. A view in a transition keeps the frame its animator gives it.
    fileprivate func placeChild(
        _ child: ViewController?, in view: View, coverage: EdgeInsets, topBarIsTranslucent: Bool,
        bottomBarIsTranslucent: Bool
    ) {
        let coverageChanged = coverage != barCoverage
        barCoverage = coverage
        if coverage != .zero { View.someWindowHasASafeArea = true }
        guard let child, let childView = child.loadedView, childView.superview === view else { return }
        var frameChanged = false
        if child.transitionCoordinator == nil {
            let edges = child.edgesForExtendedLayout
            let underTop = edges.contains(.top) && (topBarIsTranslucent || child.extendedLayoutIncludesOpaqueBars)
            let underBottom =
                edges.contains(.bottom) && (bottomBarIsTranslucent || child.extendedLayoutIncludesOpaqueBars)
            var frame = view.bounds
            if !underTop { frame.origin.y += coverage.top }
            frame.size.height -= (underTop ? 0 : coverage.top) + (underBottom ? 0 : coverage.bottom)
            frame.size.height = max(0, frame.size.height)
            if childView.frame != frame {
                childView.frame = frame
                frameChanged = true
            }
        }
        if coverageChanged || frameChanged { childView.safeAreaChanged() }
    }
}
