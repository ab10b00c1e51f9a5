import UIKit
import XCTest

/// Navigation bars styled the pre-iOS 13 way, bars that hide on tap, custom bar classes, search bar buttons,
/// Dynamic Type changes, paragraph tabs and per-axis bouncing, written as iOS code writes them.
@MainActor
final class BarsAndSettingsTests: XCTestCase {
    /// A custom bar, as apps subclass UINavigationBar to draw their own.
    final class BrandedNavigationBar: UINavigationBar {}

    func testACustomBarClassATransparentBarAndBarsThatHideOnTap() async {
        let navigation = UINavigationController(navigationBarClass: BrandedNavigationBar.self, toolbarClass: nil)
        navigation.viewControllers = [UIViewController()]
        XCTAssertTrue(navigation.navigationBar is BrandedNavigationBar)

        navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigation.navigationBar.shadowImage = UIImage()
        XCTAssertNotNil(navigation.navigationBar.backgroundImage(for: .any, barMetrics: .default))
        XCTAssertNil(navigation.navigationBar.backgroundImage(for: .compact))
        navigation.navigationBar.setTitleVerticalPositionAdjustment(-2, for: .default)
        XCTAssertEqual(navigation.navigationBar.titleVerticalPositionAdjustment(for: .default), -2)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.hidesBarsOnTap = true
        XCTAssertTrue(navigation.barHideOnTapGestureRecognizer.isEnabled)
        navigation.view.touchDown(at: CGPoint(x: 200, y: 400), after: 1).lift()
        XCTAssertTrue(navigation.isNavigationBarHidden, "a tap on the content hides the bar")
        navigation.view.touchDown(at: CGPoint(x: 200, y: 400), after: 1).lift()
        XCTAssertFalse(navigation.isNavigationBarHidden, "and the next shows it")
        navigation.hidesBarsOnTap = false
        navigation.view.touchDown(at: CGPoint(x: 200, y: 400), after: 1).lift()
        XCTAssertFalse(navigation.isNavigationBarHidden)
    }

    final class BarKeeper: UINavigationBarDelegate {
        var log: [String] = []
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            log.append("shouldPop \(item.title ?? "")")
            return item.title != "Locked"
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
            log.append("didPush \(item.title ?? "")")
        }
        func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
    }

    func testAStandaloneBarAsksItsDelegate() async {
        let bar = UINavigationBar()
        let keeper = BarKeeper()
        bar.delegate = keeper
        bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
        bar.pushItem(UINavigationItem(title: "Locked"), animated: false)
        XCTAssertNil(bar.popItem(animated: false), "the delegate kept it")
        XCTAssertEqual(keeper.log, ["didPush Inbox", "didPush Locked", "shouldPop Locked"])
        XCTAssertEqual(bar.barPosition, .topAttached)
        let appearance = UINavigationBarAppearance()
        XCTAssertEqual(appearance.backIndicatorImage.name, "chevron.backward", "the system chevron until set")
        appearance.subtitleTextAttributes = [.foregroundColor: UIColor.secondaryLabel]
        XCTAssertEqual(appearance.copy().subtitleTextAttributes.count, 1)
    }

    final class SearchListener: UISearchBarDelegate {
        var log: [String] = []
        func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { log.append("bookmarks") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        {
            text != "#"
        }
    }

    func testSearchBarButtonsAndTheRangesFallback() async {
        let bar = UISearchBar()
        let listener = SearchListener()
        bar.delegate = listener
        bar.tapBookmarkButton()
        XCTAssertEqual(listener.log, [], "hidden: nothing")
        bar.showsBookmarkButton = true
        bar.tapBookmarkButton()
        XCTAssertEqual(listener.log, ["bookmarks"])
        bar.type("a#b")
        XCTAssertEqual(bar.text, "ab", "the single-range method still decides")
    }

    final class SizeWatcher: UIView {
        var changes: [UIContentSizeCategory] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(traitCollection.preferredContentSizeCategory)
        }
    }

    func testChangingTheTextSizeTellsViewsAndPostsTheNotification() async {
        let application = UIApplication.shared
        let window = UIWindow()
        let watcher = SizeWatcher()
        window.addSubview(watcher)
        window.makeKeyAndVisible()
        var posted: [String] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { note in
            let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String ?? ""
            MainActor.assumeIsolated { posted.append(value) }
        }
        defer {
            NotificationCenter.default.removeObserver(observer)
            application.setPreferredContentSizeCategory(.large)
        }
        application.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        XCTAssertEqual(application.preferredContentSizeCategory, .accessibilityExtraLarge)
        XCTAssertEqual(posted, [UIContentSizeCategory.accessibilityExtraLarge.rawValue])
        XCTAssertEqual(watcher.changes, [.accessibilityExtraLarge], "views in the key window hear it")
    }

    func testParagraphTabsWritingDirectionAndPerAxisBouncing() async {
        let style = NSMutableParagraphStyle()
        XCTAssertEqual(style.tabStops.count, 12, "UIKit's twelve default stops")
        style.tabStops = []
        style.addTabStop(NSTextTab(textAlignment: .right, location: 200, options: [:]))
        style.addTabStop(NSTextTab(textAlignment: .left, location: 40, options: [:]))
        XCTAssertEqual(style.tabStops.map(\.location), [40, 200], "kept in order")
        style.removeTabStop(NSTextTab(textAlignment: .left, location: 40, options: [:]))
        XCTAssertEqual(style.tabStops.count, 1)
        XCTAssertEqual(NSParagraphStyle.defaultWritingDirection(forLanguage: "ar"), .rightToLeft)
        XCTAssertEqual(NSParagraphStyle.defaultWritingDirection(forLanguage: "en-US"), .leftToRight)

        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.bouncesVertically = false
        XCTAssertTrue(scroll.bounces, "either axis bouncing counts")
        scroll.bounces = false
        XCTAssertFalse(scroll.bouncesHorizontally)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .extraLargeTitle).pointSize, 36)
    }
}

/// iOS 17's trait overrides and trait queries, as a controller that forces a compact, dark look writes them.
@MainActor
final class TraitOverrideTests: XCTestCase {
    final class PreviewViewController: UIViewController {
        var seen: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            seen.append(traitCollection.userInterfaceStyle)
        }
    }

    func testOverridesReachTheViewsBelowAndCanBeRemoved() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let preview = PreviewViewController()
        window.rootViewController = preview
        window.makeKeyAndVisible()
        let label = UILabel()
        preview.view.addSubview(label)
        preview.traitOverrides.userInterfaceStyle = .dark
        preview.traitOverrides.horizontalSizeClass = .regular
        XCTAssertEqual(label.traitCollection.userInterfaceStyle, .dark, "views below inherit the override")
        XCTAssertEqual(label.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(preview.seen, [.dark, .dark], "each change tells the controller")
        XCTAssertTrue(preview.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        preview.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        XCTAssertEqual(label.traitCollection.userInterfaceStyle, .light)
        XCTAssertFalse(preview.traitOverrides.contains(UITraitUserInterfaceStyle.self))

        let traits = UITraitCollection(UITraitUserInterfaceLevel.self, value: .elevated)
        XCTAssertEqual(traits[UITraitUserInterfaceLevel.self], .elevated)
        let changed = traits.replacing(UITraitUserInterfaceStyle.self, value: .dark).changedTraits(from: traits)
        XCTAssertEqual(changed.count, 1)
        XCTAssertTrue(changed.first == UITraitUserInterfaceStyle.self)
        let merged = UITraitCollection(traitsFrom: [traits, UITraitCollection(listEnvironment: .insetGrouped)])
        XCTAssertEqual(merged.userInterfaceLevel, .elevated)
        XCTAssertEqual(merged.listEnvironment, .insetGrouped)
    }
}

/// A document screen's navigation item: its rename flow, its search placement and popovers anchored to items.
@MainActor
final class NavigationItemExtrasTests: XCTestCase {
    final class DocumentViewController: UIViewController, UINavigationItemRenameDelegate {
        var renamed: [String] = []
        func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String) {
            renamed.append(title)
        }
    }

    func testRenameSearchPlacementAndPopoverSources() async {
        let document = DocumentViewController()
        document.title = "Draft"
        document.navigationItem.renameDelegate = document
        document.navigationItem.documentProperties = UIDocumentProperties(url: URL(fileURLWithPath: "/tmp/draft.txt"))
        XCTAssertFalse(document.navigationItem.rename(to: ""), "the default refuses an empty title")
        XCTAssertTrue(document.navigationItem.rename(to: "Final"))
        XCTAssertEqual(document.renamed, ["Final"])
        XCTAssertEqual(document.navigationItem.title, "Final")

        let search = UISearchController(searchResultsController: nil)
        document.navigationItem.searchController = search
        XCTAssertEqual(document.navigationItem.searchBarPlacement, .stacked, "automatic is stacked on a phone")
        document.navigationItem.preferredSearchBarPlacement = .integrated
        XCTAssertEqual(document.navigationItem.searchBarPlacement, .inline, "integration needs a toolbar")
        let item = document.navigationItem.searchBarPlacementBarButtonItem
        XCTAssertTrue(item === document.navigationItem.searchBarPlacementBarButtonItem, "made once")

        let share = UIBarButtonItem(systemItem: .action)
        document.navigationItem.trailingItemGroups = [share.creatingFixedGroup()]
        XCTAssertTrue(document.navigationItem.trailingItemGroups.first?.barButtonItems.first === share)

        let anchor = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        container.addSubview(anchor)
        let source: any UIPopoverPresentationControllerSourceItem = anchor
        XCTAssertEqual(source.frame(in: container), CGRect(x: 10, y: 20, width: 30, height: 40))
    }
}

/// iOS 18's tabs, as an app's scene delegate builds its tab bar controller from them.
@MainActor
final class TabTests: XCTestCase {
    final class LibraryViewController: UIViewController {}

    func testTabsMakeTheirControllersWhenShownAndSelectByTab() async {
        var made: [String] = []
        let tabs: [UITab] = [
            UITab(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library") { tab in
                made.append(tab.identifier)
                return LibraryViewController()
            },
            UITabGroup(
                title: "Collections", image: nil, identifier: "collections",
                children: [
                    UITab(title: "Favourites", image: nil, identifier: "favourites") { _ in UIViewController() }
                ]),
            UISearchTab { _ in UIViewController() },
        ]
        let controller = UITabBarController(tabs: tabs)
        XCTAssertEqual(made, ["library"])
        XCTAssertEqual(controller.viewControllers?.count, 3, "a group shows its first child")
        XCTAssertTrue(controller.viewControllers?.first?.tab === tabs[0])
        XCTAssertEqual(controller.viewControllers?.first?.tabBarItem.title, "Library")
        XCTAssertTrue(controller.selectedTab === tabs[0])
        let favourites = controller.tab(forIdentifier: "favourites")
        XCTAssertTrue(favourites?.parent === tabs[1])
        controller.selectedTab = tabs[2]
        XCTAssertEqual(controller.selectedIndex, 2)
        XCTAssertEqual(tabs[2].title, "Search")
        controller.setTabBarHidden(true, animated: true)
        XCTAssertTrue(controller.isTabBarHidden)
        XCTAssertTrue(controller.sidebar.isHidden, "no sidebar on a phone")
        XCTAssertNil(controller.tab(forIdentifier: "missing"))
    }
}

/// Image configurations as one type, and the scroll view's newer settings.
@MainActor
final class ImageConfigurationTests: XCTestCase {
    func testASymbolConfigurationIsAnImageConfiguration() async {
        let configuration: UIImage.Configuration = UIImage.SymbolConfiguration(pointSize: 30)
        let image = UIImage(named: "badge", in: nil, with: configuration)
        XCTAssertEqual(image?.symbolConfiguration?.pointSize, 30, "kept for drawing")
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        let lookup = traits.imageConfiguration as? UIImage.TraitConfiguration
        XCTAssertEqual(lookup?.traitCollection.userInterfaceStyle, .dark)

        let scroll = UIScrollView()
        XCTAssertTrue(scroll.allowsKeyboardScrolling)
        XCTAssertFalse(scroll.directionalPressGestureRecognizer.isEnabled, "no remote presses off tvOS")
        scroll.topEdgeEffect.isHidden = true
        XCTAssertTrue(scroll.topEdgeEffect.isHidden)
        XCTAssertFalse(scroll.leftEdgeEffect.isHidden)
    }
}
