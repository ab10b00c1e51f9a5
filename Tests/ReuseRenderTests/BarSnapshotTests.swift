import ReuseRender
import ReuseSnapshotTesting
import SnapshotTesting
import UIKit
import XCTest

/// A list screen as most apps show it, in a navigation controller inside a tab bar controller on an iPhone 13:
/// the bars drawn as iOS draws them (transparent over content at its top, the large title, the bar button items
/// and the back button in the tint colour, the selected tab tinted), the list starting below the bar.
final class BarSnapshotTests: XCTestCase {
    final class FruitsViewController: UITableViewController {
        let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi", "Lemon"]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Fruits"
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            navigationItem.leftBarButtonItem = editButtonItem
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            fruits.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruits[indexPath.row]
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    private var tabs: UITabBarController?

    override func tearDown() {
        Renderer.uninstall()
        super.tearDown()
    }

    @MainActor
    private func makeTabs(largeTitles: Bool) -> (UITabBarController, UINavigationController) {
        TextEngine.install()
        let navigation = UINavigationController(rootViewController: FruitsViewController(style: .plain))
        navigation.navigationBar.prefersLargeTitles = largeTitles
        navigation.tabBarItem = UITabBarItem(title: "Fruits", image: UIImage(systemName: "heart"), tag: 0)
        let favourites = UIViewController()
        favourites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        favourites.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, favourites]
        self.tabs = tabs
        return (tabs, navigation)
    }

    @MainActor func testAListWithALargeTitleInTabs() async {
        let (tabs, _) = makeTabs(largeTitles: true)
        assertSnapshot(
            of: tabs as UIViewController, as: .image(on: .iPhone13, traits: UITraitCollection(displayScale: 1)))
    }

    /// Scrolled under the bar, the list shows through the bar's translucent chrome, above its hairline.
    @MainActor func testAScrolledListShowsTheBarsBackground() async throws {
        let (tabs, navigation) = makeTabs(largeTitles: false)
        let fruits = try XCTUnwrap(navigation.topViewController as? FruitsViewController)
        fruits.loadViewIfNeeded()
        fruits.tableView.contentOffset = CGPoint(x: 0, y: -91 + 66)
        assertSnapshot(
            of: tabs as UIViewController, as: .image(on: .iPhone13, traits: UITraitCollection(displayScale: 1)))
    }

    /// A search controller's bar stacked below the large title, with its placeholder.
    @MainActor func testASearchBarBelowTheLargeTitle() async throws {
        let (tabs, navigation) = makeTabs(largeTitles: true)
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search fruits"
        navigation.topViewController?.navigationItem.searchController = search
        assertSnapshot(
            of: tabs as UIViewController, as: .image(on: .iPhone13, traits: UITraitCollection(displayScale: 1)))
    }

    @MainActor func testAPushedScreenHasABackButton() async {
        let (tabs, navigation) = makeTabs(largeTitles: false)
        // The list has been on screen, so its title is set: the back button shows it.
        navigation.topViewController?.loadViewIfNeeded()
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        detail.title = "Cherry"
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Share", style: .plain, target: nil, action: nil)
        navigation.pushViewController(detail, animated: false)
        assertSnapshot(
            of: tabs as UIViewController, as: .image(on: .iPhone13, traits: UITraitCollection(displayScale: 1)))
    }
}
