import UIKit
import XCTest

/// Xcode's app template, word for word but for `@main` (a test target has its own entry point; in an app target
/// `@main` launches it as below), launched headless.
class AppDelegate: UIResponder, UIApplicationDelegate {
    var events: [String] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        events.append("didFinishLaunching")
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        events.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) { events.append("appDidBecomeActive") }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var events: [String] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: ListViewController())
        window?.makeKeyAndVisible()
        events.append("willConnect")
    }

    func sceneDidBecomeActive(_ scene: UIScene) { events.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { events.append("sceneWillResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { events.append("sceneDidEnterBackground") }
    func sceneWillEnterForeground(_ scene: UIScene) { events.append("sceneWillEnterForeground") }
}

final class ListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor
final class AppLifecycleTests: XCTestCase {
    func testTheTemplateLaunchesConnectsItsSceneAndShowsItsWindow() async throws {
        let app = AppDelegate()
        let scene = SceneDelegate()
        let windowScene = try XCTUnwrap(UIApplication.shared.launch(delegate: app, sceneDelegate: scene))
        XCTAssertEqual(app.events, ["didFinishLaunching", "configurationForConnecting", "appDidBecomeActive"])
        XCTAssertEqual(scene.events, ["willConnect", "sceneDidBecomeActive"])
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        XCTAssertTrue(windowScene.windows.first === scene.window)
        XCTAssertTrue(scene.window?.windowScene === windowScene)
        XCTAssertEqual(scene.window?.frame, UIScreen.main.bounds)
        let list = try XCTUnwrap((scene.window?.rootViewController as? UINavigationController)?.topViewController)
        XCTAssertEqual(list.title, "List")
        let rows = (list as? ListViewController)?.tableView.visibleCells.count
        XCTAssertEqual(rows, 19, "the rows under the 44-point bar and below it")

        UIApplication.shared.enterBackground()
        UIApplication.shared.enterForeground()
        XCTAssertEqual(
            scene.events.suffix(4),
            ["sceneWillResignActive", "sceneDidEnterBackground", "sceneWillEnterForeground", "sceneDidBecomeActive"])
    }

    func testTheScreenDeviceAndTraitsAreAPhonesInPortrait() async {
        XCTAssertEqual(UIScreen.main.scale, 3)
        XCTAssertEqual(UIScreen.main.nativeBounds.size, CGSize(width: 1170, height: 2532))
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertTrue(UIDevice.current.orientation.isPortrait)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView()
        window.addSubview(view)
        XCTAssertEqual(view.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(view.traitCollection.verticalSizeClass, .regular)
        XCTAssertEqual(view.traitCollection.preferredContentSizeCategory, .large)
        XCTAssertFalse(view.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        let iPad = UIWindow(frame: CGRect(x: 0, y: 0, width: 820, height: 1180))
        XCTAssertEqual(iPad.traitCollection.horizontalSizeClass, .regular)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertTrue(dark.hasDifferentColorAppearance(comparedTo: view.traitCollection))
        XCTAssertTrue(view.traitCollection.modifyingTraits { $0.userInterfaceStyle = .dark }.containsTraits(in: dark))
        XCTAssertEqual(
            UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .regular)]),
            UITraitCollection {
                $0.userInterfaceStyle = .dark
                $0.horizontalSizeClass = .regular
            })
    }

    func testOpeningAURLIsRecorded() async {
        let url = URL(string: "https://example.com/help")!
        var opened: Bool?
        UIApplication.shared.open(url) { opened = $0 }
        XCTAssertEqual(opened, true)
        XCTAssertEqual(UIApplication.shared.openedURLs.last, url)
        XCTAssertTrue(UIApplication.shared.canOpenURL(url))
    }
}

/// iOS 17's trait-change registration, as a view and a controller use it.
@MainActor
final class TraitChangeTests: XCTestCase {
    final class BadgeView: UIView {
        var updates: [UIUserInterfaceStyle] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
                self.updates.append(self.traitCollection.userInterfaceStyle)
            }
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class ThemedViewController: UIViewController {
        var colorChanges = 0
        var registration: UITraitChangeRegistration?

        override func viewDidLoad() {
            super.viewDidLoad()
            registration = registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) {
                (self: Self, _: UITraitCollection) in
                self.colorChanges += 1
            }
        }
    }

    func testRegisteredHandlersRunWhenTheirTraitsChange() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let themed = ThemedViewController()
        window.rootViewController = themed
        window.makeKeyAndVisible()
        let badge = BadgeView(frame: .zero)
        themed.view.addSubview(badge)
        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(badge.updates, [.dark])
        XCTAssertEqual(themed.colorChanges, 1)
        themed.unregisterForTraitChanges(try XCTUnwrap(themed.registration))
        window.overrideUserInterfaceStyle = .light
        XCTAssertEqual(badge.updates, [.dark, .light])
        XCTAssertEqual(themed.colorChanges, 1, "unregistered")
    }
}

/// An app-icon picker, as settings screens write it: the choice goes through `setAlternateIconName` and the
/// checkmark follows `alternateIconName`.
@MainActor
final class AlternateIconTests: XCTestCase {
    func testAnIconPickerSetsAndReadsTheAlternateIcon() async throws {
        let application = UIApplication.shared
        XCTAssertTrue(application.supportsAlternateIcons)
        nonisolated(unsafe) var failure: (any Error)?
        nonisolated(unsafe) var answered = false
        application.setAlternateIconName("Midnight") { error in
            failure = error
            answered = true
        }
        XCTAssertTrue(answered)
        XCTAssertNil(failure)
        XCTAssertEqual(application.alternateIconName, "Midnight")
        try await application.setAlternateIconName(nil)
        XCTAssertNil(application.alternateIconName, "nil is the primary icon")
    }
}

/// An app delegate naming its scene delegate's class in its configuration, as apps without the template's
/// Info.plist entry do.
final class ConfiguredSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
}

final class ConfiguringAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ConfiguredSceneDelegate.self
        return configuration
    }
}

/// `@main` on an app delegate, and `UIApplicationMain(_:_:_:_:)`, before their main loop.
@MainActor
final class AppMainTests: XCTestCase {
    /// What `@main` and `UIApplicationMain(_:_:_:_:)` do before their loop: the delegate is made from its class
    /// name, and the scene delegate is the module's `SceneDelegate`, as the template's Info.plist names it.
    func testTheMainEntryMakesTheDelegatesFromTheirClassesAndLaunches() async throws {
        let _: () -> Void = AppDelegate.main
        let earlier = UIApplication.shared.connectedScenes
        let delegate = try UIApplication.shared.launch(
            principalClassName: nil, delegateClassName: NSStringFromClass(AppDelegate.self))
        let app = try XCTUnwrap(delegate as? AppDelegate)
        XCTAssertTrue(UIApplication.shared.delegate === app)
        XCTAssertEqual(app.events, ["didFinishLaunching", "configurationForConnecting", "appDidBecomeActive"])
        let windowScene = try XCTUnwrap(
            UIApplication.shared.connectedScenes.subtracting(earlier).first as? UIWindowScene)
        let scene = try XCTUnwrap(windowScene.delegate as? SceneDelegate)
        XCTAssertEqual(scene.events, ["willConnect", "sceneDidBecomeActive"])
        XCTAssertTrue(scene.window?.isKeyWindow == true)
        XCTAssertTrue(windowScene.windows.first === scene.window)
    }

    func testTheConfigurationsDelegateClassIsTheScenesDelegate() async throws {
        try UIApplication.shared.launch(
            principalClassName: "UIApplication", delegateClassName: NSStringFromClass(ConfiguringAppDelegate.self))
        XCTAssertTrue(UIApplication.shared.delegate is ConfiguringAppDelegate)
        let scene = UIApplication.shared.connectedScenes.first { $0.delegate is ConfiguredSceneDelegate }
        XCTAssertEqual(UIApplication.shared.connectedScenes.filter { $0.delegate is ConfiguredSceneDelegate }.count, 1)
        let window = try XCTUnwrap((scene?.delegate as? ConfiguredSceneDelegate)?.window)
        XCTAssertTrue(window.isKeyWindow)
    }

    func testAClassThatCannotBeTheDelegateIsNamedWithTheFix() async {
        func reason(_ principal: String?, _ delegate: String?) -> String {
            do {
                try UIApplication.shared.launch(principalClassName: principal, delegateClassName: delegate)
                return "launched"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(
            reason(nil, "UIKitTests.NoSuchDelegate"),
            "No class named \"UIKitTests.NoSuchDelegate\" is loaded: name the app delegate with its module "
                + "(NSStringFromClass(AppDelegate.self) does).")
        XCTAssertTrue(
            reason(nil, NSStringFromClass(ListViewController.self)).hasPrefix(
                "UIKitTests.ListViewController cannot be the app delegate"))
        XCTAssertTrue(reason(nil, nil).contains("Pass NSStringFromClass(AppDelegate.self)"))
        XCTAssertTrue(
            reason("UIKitTests.MyApplication", "UIKitTests.AppDelegate").contains(
                "principal class \"UIKitTests.MyApplication\""))
    }
}
