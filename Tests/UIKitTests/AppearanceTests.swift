import UIKit
import XCTest

/// UIAppearance as app delegates theme an app: values set once on a class's proxy reach every view of that class
/// when it enters a window, unless the view set its own; contained proxies reach only views inside containers of
/// the given classes, and a client's own subclass has a proxy of its own.
@MainActor
final class AppearanceTests: XCTestCase {
    final class ThemedLabel: UILabel {}
    final class BrandButton: UIButton {}
    final class ProfileViewController: UIViewController {
        let nameLabel = ThemedLabel()
        let badge = ThemedLabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            badge.textColor = .systemRed
            view.addSubview(nameLabel)
            view.addSubview(badge)
        }
    }

    func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    func testAClassProxyThemesEveryViewThatDidNotSetItsOwn() async {
        ThemedLabel.appearance().textColor = .systemPurple
        ThemedLabel.appearance().font = .systemFont(ofSize: 21, weight: .semibold)
        let screen = ProfileViewController()
        XCTAssertEqual(screen.nameLabel.textColor, .label, "a view takes its proxy's values in a window, not before")
        let window = show(screen)
        XCTAssertEqual(screen.nameLabel.textColor, .systemPurple)
        XCTAssertEqual(screen.nameLabel.font, .systemFont(ofSize: 21, weight: .semibold))
        XCTAssertEqual(screen.badge.textColor, .systemRed, "a colour the view set itself wins")
        XCTAssertEqual(screen.badge.font, .systemFont(ofSize: 21, weight: .semibold))
        let plain = UILabel()
        window.addSubview(plain)
        XCTAssertEqual(plain.textColor, .label, "a subclass's proxy leaves its superclass alone")
    }

    func testAContainedProxyReachesOnlyViewsInItsContainers() async {
        BrandButton.appearance(whenContainedInInstancesOf: [ProfileViewController.self]).tintColor = .systemOrange
        BrandButton.appearance().setTitleColor(.systemTeal, for: .normal)
        let inside = ProfileViewController()
        let insideButton = BrandButton()
        inside.loadViewIfNeeded()
        inside.view.addSubview(insideButton)
        let outside = UIViewController()
        let outsideButton = BrandButton()
        outside.loadViewIfNeeded()
        outside.view.addSubview(outsideButton)
        _ = show(inside)
        _ = show(outside)
        XCTAssertEqual(insideButton.tintColor, .systemOrange)
        XCTAssertNotEqual(outsideButton.tintColor, .systemOrange)
        XCTAssertEqual(insideButton.titleColor(for: .normal), .systemTeal)
        XCTAssertEqual(outsideButton.titleColor(for: .normal), .systemTeal)
    }

    func testTablesTakeTheirSeparatorsFromTheAppDelegate() async {
        let standard = UITableView().separatorColor
        defer {
            // Back to UIKit's defaults, which proxies do not hand on: other tests' tables stay as they were.
            UITableView.appearance().separatorColor = standard
            UITableView.appearance().sectionHeaderTopPadding = UITableView.automaticDimension
        }
        UITableView.appearance().separatorColor = .systemIndigo
        UITableView.appearance().sectionHeaderTopPadding = 0
        let screen = UITableViewController(style: .plain)
        _ = show(screen)
        XCTAssertEqual(screen.tableView.separatorColor, .systemIndigo)
        XCTAssertEqual(screen.tableView.sectionHeaderTopPadding, 0)
        XCTAssertTrue(UITableView.appearance() === UITableView.appearance(), "one proxy a class")
    }

    func testBarButtonItemsTakeTheirProxiesValues() async {
        final class SaveItem: UIBarButtonItem {}
        final class ToolItem: UIBarButtonItem {}
        SaveItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
        SaveItem.appearance().tintColor = .systemGreen
        let save = SaveItem()
        XCTAssertEqual(save.tintColor, .systemGreen)
        XCTAssertEqual(save.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemGreen)
        ToolItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemRed
        let toolbar = UIToolbar()
        let held = ToolItem()
        let loose = ToolItem()
        loose.tintColor = nil
        toolbar.items = [held]
        XCTAssertEqual(held.tintColor, .systemRed, "an item a toolbar takes")
        XCTAssertNil(loose.tintColor, "an item in no toolbar")
        XCTAssertNil(UIBarButtonItem().tintColor, "a subclass's proxy leaves other items alone")
    }
}
