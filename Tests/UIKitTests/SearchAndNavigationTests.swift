import UIKit
import XCTest

/// A list with a search controller in its navigation item, as UIKit code sets one up, and the navigation bar's
/// appearance API.
@MainActor
final class SearchAndNavigationTests: XCTestCase {
    final class CitiesViewController: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
        let cities = ["Amsterdam", "Berlin", "Bern", "Cairo", "Delhi"]
        var filtered: [String] = []
        var updates: [String] = []
        var events: [String] = []
        let searchController = UISearchController(searchResultsController: nil)

        var isFiltering: Bool { searchController.isActive && !(searchController.searchBar.text ?? "").isEmpty }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Cities"
            searchController.searchResultsUpdater = self
            searchController.delegate = self
            searchController.obscuresBackgroundDuringPresentation = false
            searchController.searchBar.placeholder = "Search Cities"
            navigationItem.searchController = searchController
            navigationItem.hidesSearchBarWhenScrolling = false
            definesPresentationContext = true
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "City")
        }

        func updateSearchResults(for searchController: UISearchController) {
            let text = searchController.searchBar.text ?? ""
            updates.append(text)
            filtered = cities.filter { $0.lowercased().hasPrefix(text.lowercased()) }
            tableView.reloadData()
        }

        func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            isFiltering ? filtered.count : cities.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
            cell.textLabel?.text = isFiltering ? filtered[indexPath.row] : cities[indexPath.row]
            return cell
        }
    }

    func testTypingActivatesTheSearchUpdatesTheResultsAndCancelEndsIt() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let cities = CitiesViewController()
        window.rootViewController = UINavigationController(rootViewController: cities)
        window.makeKeyAndVisible()
        XCTAssertTrue(cities.navigationItem.searchController === cities.searchController)
        XCTAssertEqual(cities.tableView.numberOfRows(inSection: 0), 5)

        cities.searchController.searchBar.type("be")
        XCTAssertTrue(cities.searchController.isActive)
        XCTAssertEqual(cities.events, ["willPresent", "didPresent"])
        XCTAssertEqual(cities.updates, ["", "b", "be"], "when the bar takes the keyboard, then at each change")
        XCTAssertTrue(cities.searchController.searchBar.showsCancelButton)
        XCTAssertEqual(cities.tableView.numberOfRows(inSection: 0), 2)
        cities.tableView.layoutIfNeeded()
        XCTAssertEqual(cities.tableView.visibleCells.compactMap { $0.textLabel?.text }, ["Berlin", "Bern"])
        XCTAssertTrue(cities.searchController.presentingViewController === cities, "it defines the context")

        cities.searchController.searchBar.tapCancelButton()
        XCTAssertFalse(cities.searchController.isActive)
        XCTAssertEqual(cities.searchController.searchBar.text, "")
        XCTAssertEqual(cities.events, ["willPresent", "didPresent", "willDismiss", "didDismiss"])
        XCTAssertEqual(cities.updates.last, "")
        XCTAssertEqual(cities.tableView.numberOfRows(inSection: 0), 5)
    }

    /// A results controller shows only while the search has text.
    func testTheResultsControllerShowsWhileThereIsText() async {
        let results = UITableViewController(style: .plain)
        let search = UISearchController(searchResultsController: results)
        let list = UIViewController()
        list.navigationItem.searchController = search
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        search.searchBar.becomeFirstResponder()
        XCTAssertTrue(search.isActive)
        XCTAssertFalse(search.showsSearchResultsController)
        search.searchBar.type("x")
        XCTAssertTrue(search.showsSearchResultsController)
        XCTAssertTrue(results.parent === search)
        search.searchBar.deleteBackward()
        XCTAssertFalse(search.showsSearchResultsController)
        search.isActive = false
        XCTAssertNil(results.parent)
    }

    func testTheNavigationBarsAppearanceAndItems() async {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = appearance
        // The proxy is the app's, for every bar made after: put the default back for the tests that follow.
        defer { UINavigationBar.appearance().standardAppearance = UINavigationBarAppearance() }
        UINavigationBar.appearance().prefersLargeTitles = true

        let first = UIViewController()
        first.title = "Inbox"
        let navigation = UINavigationController(rootViewController: first)
        XCTAssertTrue(navigation.navigationBar.prefersLargeTitles, "a new bar copies the appearance proxy")
        XCTAssertEqual(navigation.navigationBar.standardAppearance.backgroundColor, .systemIndigo)
        XCTAssertFalse(navigation.navigationBar.standardAppearance === appearance)
        UINavigationBar.appearance().prefersLargeTitles = false

        let second = UIViewController()
        second.title = "Message"
        second.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { _ in }),
            UIBarButtonItem(title: "Reply", image: UIImage(systemName: "arrowshape.turn.up.left")),
        ]
        navigation.pushViewController(second, animated: false)
        XCTAssertEqual(navigation.navigationBar.items?.map(\.title), ["Inbox", "Message"])
        XCTAssertEqual(navigation.navigationBar.backItem?.title, "Inbox")
        XCTAssertEqual(second.navigationItem.rightBarButtonItem?.systemItem, .trash)
        second.title = "Draft"
        XCTAssertEqual(second.navigationItem.title, "Draft", "title sets the item's title every time")
        navigation.popViewController(animated: false)
        XCTAssertEqual(navigation.navigationBar.items?.count, 1)
        navigation.viewControllers = [first, second]
        XCTAssertTrue(navigation.topViewController === second)
    }

    final class PlacementWatcher: NSObject, UISearchControllerDelegate {
        var events: [String] = []
        func searchController(
            _ searchController: UISearchController, willChangeTo newPlacement: UINavigationItem.SearchBarPlacement
        ) { events.append("will \(newPlacement)") }
        func searchController(
            _ searchController: UISearchController,
            didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement
        ) { events.append("did from \(previousPlacement)") }
    }

    func testTheDelegateHearsWhenTheSearchBarMoves() async {
        let controller = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        let watcher = PlacementWatcher()
        search.delegate = watcher
        controller.navigationItem.searchController = search
        XCTAssertEqual(controller.navigationItem.searchBarPlacement, .stacked)
        controller.navigationItem.preferredSearchBarPlacement = .inline
        XCTAssertEqual(watcher.events, ["will inline", "did from stacked"])
        controller.navigationItem.preferredSearchBarPlacement = .integrated
        XCTAssertEqual(watcher.events.count, 2, "integrated without a toolbar stays inline: the bar does not move")
        controller.navigationItem.searchBarPlacementAllowsToolbarIntegration = true
        XCTAssertEqual(watcher.events.suffix(2), ["will integrated", "did from inline"])
    }
}
