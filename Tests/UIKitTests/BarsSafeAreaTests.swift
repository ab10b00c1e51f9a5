import UIKit
import XCTest

/// The bars of navigation and tab bar controllers cover their children's views, which extend under them, and
/// the children's safe areas take the bars in, as on an iPhone with a notch: a list starts below the bar.
@MainActor
final class BarsSafeAreaTests: XCTestCase {
    final class FruitsViewController: UITableViewController {
        let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape"]
        var safeAreaChanges = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Fruits"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        }

        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            safeAreaChanges += 1
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            fruits.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruits[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }

    /// A banner pinned to the top of the safe area, as most detail screens pin their first view.
    final class BannerViewController: UIViewController {
        let banner = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            banner.text = "Today"
            banner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                banner.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                banner.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
        }
    }

    private func phoneWindow(showing root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func testAListInANavigationControllerStartsBelowTheBar() async {
        let fruits = FruitsViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: fruits)
        let window = phoneWindow(showing: navigation)
        defer { window.screenSafeAreaInsets = .zero }

        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        XCTAssertTrue(navigation.navigationBar.superview === navigation.view)
        XCTAssertEqual(fruits.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844), "extends under the bar")
        XCTAssertEqual(fruits.view.safeAreaInsets, UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(fruits.tableView.adjustedContentInset.top, 91)
        XCTAssertEqual(fruits.tableView.contentOffset.y, -91)
        let first = try? XCTUnwrap(fruits.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(first.map { $0.convert($0.bounds, to: window).minY }, 91)
        XCTAssertGreaterThan(fruits.safeAreaChanges, 0)
    }

    func testAViewPinnedToTheSafeAreaSitsBelowTheBarAndFollowsIt() async {
        let detail = BannerViewController()
        let navigation = UINavigationController(rootViewController: detail)
        let window = phoneWindow(showing: navigation)
        defer { window.screenSafeAreaInsets = .zero }
        XCTAssertEqual(detail.banner.frame.minY, 91)

        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(navigation.navigationBar.isHidden)
        XCTAssertEqual(detail.view.safeAreaInsets.top, 47)
        XCTAssertEqual(detail.banner.frame.minY, 47)

        navigation.isNavigationBarHidden = false
        navigation.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 96))
        XCTAssertEqual(detail.banner.frame.minY, 143)

        detail.navigationItem.largeTitleDisplayMode = .never
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
        XCTAssertEqual(detail.banner.frame.minY, 91)
    }

    func testAPushedControllerIsInsetByTheBarToo() async {
        let navigation = UINavigationController(rootViewController: FruitsViewController(style: .plain))
        let window = phoneWindow(showing: navigation)
        defer { window.screenSafeAreaInsets = .zero }
        let detail = BannerViewController()
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(detail.view.safeAreaInsets.top, 91)
        XCTAssertEqual(detail.banner.frame.minY, 91)
    }

    func testAnOpaqueBarOrNoExtendedEdgesPutTheViewBelowTheBar() async {
        let detail = BannerViewController()
        detail.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: detail)
        let window = phoneWindow(showing: navigation)
        defer { window.screenSafeAreaInsets = .zero }
        XCTAssertEqual(detail.view.frame, CGRect(x: 0, y: 91, width: 390, height: 753))
        XCTAssertEqual(detail.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(detail.banner.frame.minY, 0)

        detail.edgesForExtendedLayout = .all
        navigation.navigationBar.isTranslucent = false
        navigation.view.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(detail.view.frame.minY, 91, "an opaque bar: the view starts below it")
        detail.extendedLayoutIncludesOpaqueBars = true
        navigation.view.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(detail.view.frame.minY, 0)
        XCTAssertEqual(detail.banner.frame.minY, 91)
    }

    func testTheToolbarAndTheTabBarCoverTheBottom() async {
        let fruits = FruitsViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: fruits)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let window = phoneWindow(showing: tabs)
        defer { window.screenSafeAreaInsets = .zero }

        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 761, width: 390, height: 83))
        XCTAssertTrue(tabs.tabBar.superview === tabs.view)
        XCTAssertEqual(fruits.view.safeAreaInsets, UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        XCTAssertEqual(fruits.tableView.adjustedContentInset.bottom, 83)

        tabs.tabBar.isHidden = true
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: 761, width: 390, height: 49))
        XCTAssertEqual(fruits.view.safeAreaInsets.bottom, 83)
        navigation.setToolbarHidden(true, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(fruits.view.safeAreaInsets.bottom, 34)
    }

    func testWithoutANotchTheBarStartsAtTheTop() async {
        let fruits = FruitsViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: fruits)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(fruits.view.safeAreaInsets.top, 44)
        XCTAssertEqual(fruits.tableView.contentOffset.y, -44)

        // The notch comes later (a rotation, another device): the bar moves under the status bar, and the list,
        // resting at its top, stays at its top.
        window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        defer { window.screenSafeAreaInsets = .zero }
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.minY, 47)
        XCTAssertEqual(fruits.view.safeAreaInsets, UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(fruits.tableView.contentOffset.y, -91)

        // A list scrolled away from its top keeps its offset.
        fruits.tableView.contentOffset.y = 20
        window.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        XCTAssertEqual(fruits.tableView.adjustedContentInset.top, 103)
        XCTAssertEqual(fruits.tableView.contentOffset.y, 20)
    }

    func testASearchControllerStacksItsBarBelowTheTitle() async {
        let fruits = FruitsViewController(style: .plain)
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Fruits"
        fruits.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: fruits)
        let window = phoneWindow(showing: navigation)
        defer { window.screenSafeAreaInsets = .zero }
        XCTAssertTrue(search.searchBar.superview === navigation.navigationBar)
        XCTAssertEqual(search.searchBar.frame, CGRect(x: 0, y: 44, width: 390, height: 52))
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)
        XCTAssertEqual(fruits.tableView.adjustedContentInset.top, 47 + 96)
        XCTAssertEqual(fruits.tableView.contentOffset.y, -143, "the list starts below the search bar")

        // With a large title, the search bar goes below it.
        navigation.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        XCTAssertEqual(search.searchBar.frame.minY, 96)
        XCTAssertEqual(navigation.navigationBar.frame.height, 148)
        XCTAssertEqual(fruits.view.safeAreaInsets.top, 47 + 148)

        // Without a search controller, the bar has its height again.
        fruits.navigationItem.searchController = nil
        window.layoutIfNeeded()
        XCTAssertNil(search.searchBar.superview)
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)
    }
}
