import ReuseKit
import Testing

/// A view controller that logs its life, as a UIKit subclass overrides the callbacks.
@MainActor
final class LoggingController: ViewController {
    let name: String
    var log: [String]

    init(_ name: String, log: [String] = []) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        log.append("\(name) loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("\(name) viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name) viewWillAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("\(name) viewIsAppearing \(view.window != nil ? "in window" : "")")
    }

    override func viewWillLayoutSubviews() { log.append("\(name) viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("\(name) viewDidLayoutSubviews") }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name) viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("\(name) viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name) viewDidDisappear")
    }
}

@MainActor
@Suite struct ViewControllerTests {
    @Test func theWindowLoadsAndShowsItsRootInUIKitsOrder() {
        let home = LoggingController("home")
        let window = Window()
        window.rootViewController = home
        #expect(!home.isViewLoaded)
        window.makeKeyAndVisible()
        #expect(
            home.log == [
                "home loadView", "home viewDidLoad", "home viewWillAppear", "home viewIsAppearing in window",
                "home viewWillLayoutSubviews", "home viewDidLayoutSubviews", "home viewDidAppear",
            ])
        #expect(home.view.frame == window.bounds)
    }

    @Test func pushAndPopRunBothControllersCallbacks() {
        let list = LoggingController("list")
        let navigation = NavigationController(rootViewController: list)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = LoggingController("detail")
        list.log = []
        navigation.pushViewController(detail, animated: true)
        #expect(detail.navigationController === navigation)
        #expect(list.log == ["list viewWillDisappear", "list viewDidDisappear"])
        #expect(detail.log.first == "detail loadView")
        #expect(detail.log.last == "detail viewDidAppear")
        list.log = []
        detail.log = []
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(detail.log == ["detail viewWillDisappear", "detail viewDidDisappear"])
        #expect(list.log.first == "list viewWillAppear" && list.log.last == "list viewDidAppear")
        #expect(navigation.popViewController(animated: true) == nil)
        _ = window
    }

    @Test func aTableViewControllerClearsItsSelectionWhenItAppearsAgain() {
        let groceries = GroceryListController(style: .plain)
        let window = show(groceries)
        groceries.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(groceries.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        groceries.navigationController?.pushViewController(LoggingController("detail"), animated: true)
        groceries.navigationController?.popViewController(animated: true)
        #expect(groceries.tableView.indexPathForSelectedRow == nil)
        _ = window
    }

    @Test func presentingAndDismissing() {
        let home = LoggingController("home")
        let window = Window()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let sheet = LoggingController("sheet")
        // Full screen: the presenter's view leaves the screen and comes back.
        sheet.modalPresentationStyle = .fullScreen
        var done = 0
        home.present(sheet, animated: true) { done += 1 }
        #expect(home.log.suffix(2) == ["home viewWillDisappear", "home viewDidDisappear"])
        #expect(home.presentedViewController === sheet && sheet.presentingViewController === home)
        #expect(sheet.log.last == "sheet viewDidAppear")
        sheet.dismiss(animated: true) { done += 1 }
        #expect(home.presentedViewController == nil)
        #expect(sheet.log.suffix(2) == ["sheet viewWillDisappear", "sheet viewDidDisappear"])
        #expect(home.log.last == "home viewDidAppear")
        #expect(done == 2)
    }

    /// The default style (`.automatic`) is a sheet, as on iOS 13 and later: the presenter stays on screen and
    /// hears nothing; `show(_:sender:)` pushes inside a navigation controller and presents outside one.
    @Test func sheetsLeaveThePresenterOnScreenAndShowPushesInANavigationController() {
        let home = LoggingController("home")
        let window = Window()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let logged = home.log.count
        let sheet = LoggingController("sheet")
        #expect(sheet.modalPresentationStyle == .automatic)
        home.show(sheet, sender: nil)
        #expect(home.presentedViewController === sheet)
        #expect(sheet.log.last == "sheet viewDidAppear")
        home.dismiss(animated: true)
        #expect(home.presentedViewController == nil)
        #expect(sheet.log.last == "sheet viewDidDisappear")
        #expect(home.log.count == logged, "the presenter heard \(home.log.suffix(home.log.count - logged))")

        let list = LoggingController("list")
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        let detail = LoggingController("detail")
        list.show(detail, sender: nil)
        #expect(navigation.topViewController === detail)
        #expect(list.presentedViewController == nil)
    }

    @Test func aMemoryWarningReachesEveryControllerOfTheWindow() {
        final class Cache: ViewController {
            var warnings = 0
            override func didReceiveMemoryWarning() {
                super.didReceiveMemoryWarning()
                warnings += 1
            }
        }
        let root = Cache()
        let child = Cache()
        let presented = Cache()
        root.addChild(child)
        let window = Window()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.present(presented, animated: false)
        window.receiveMemoryWarning()
        let warnings: [Int] = [root.warnings, child.warnings, presented.warnings]
        #expect(warnings == [1, 1, 1])
    }
}
