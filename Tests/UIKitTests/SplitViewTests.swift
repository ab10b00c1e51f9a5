import UIKit
import XCTest

/// A split view controller as list–detail apps set one up: a list in the primary column, its detail in the
/// secondary, side by side on an iPad and collapsed into one navigation stack on an iPhone.
@MainActor
final class SplitViewTests: XCTestCase {
    final class NoteListViewController: UITableViewController {
        let notes = ["Groceries", "Ideas", "Travel"]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Notes"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = notes[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let detail = NoteDetailViewController(note: notes[indexPath.row])
            showDetailViewController(UINavigationController(rootViewController: detail), sender: self)
        }
    }

    final class NoteDetailViewController: UIViewController {
        let note: String?
        private(set) var appearances = 0

        init(note: String?) {
            self.note = note
            super.init(nibName: nil, bundle: nil)
            title = note ?? "No Selection"
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            appearances += 1
        }
    }

    /// The app's root: owns the split view controller and is its delegate.
    final class RootCoordinator: UISplitViewControllerDelegate {
        let split = UISplitViewController(style: .doubleColumn)
        let list = NoteListViewController()
        var showsListFirstOnPhones = false
        var log: [String] = []

        init() {
            split.setViewController(list, for: .primary)
            split.setViewController(NoteDetailViewController(note: nil), for: .secondary)
            split.preferredDisplayMode = .oneBesideSecondary
            split.delegate = self
        }

        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            log.append("top column proposed \(proposedTopColumn == .secondary ? "secondary" : "other")")
            return showsListFirstOnPhones ? .primary : proposedTopColumn
        }

        func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            log.append("collapsed \(svc.isCollapsed)")
        }

        func splitViewControllerDidExpand(_ svc: UISplitViewController) {
            log.append("expanded \(svc.isCollapsed)")
        }
    }

    private var window: UIWindow?

    private func show(_ controller: UIViewController, width: CGFloat, height: CGFloat) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
    }

    /// A navigation stack in words: the list, then each note (the list's view need not be loaded).
    private func stack(_ controller: UIViewController?) -> [String] {
        ((controller as? UINavigationController)?.viewControllers ?? []).map {
            $0 is NoteListViewController ? "Notes" : ($0 as? NoteDetailViewController)?.note ?? "No Selection"
        }
    }

    func testOnAnIPadTheColumnsStandSideBySideEachInANavigationController() async {
        let root = RootCoordinator()
        show(root.split, width: 1194, height: 834)
        XCTAssertFalse(root.split.isCollapsed)
        XCTAssertEqual(root.split.displayMode, .oneBesideSecondary)
        XCTAssertTrue(root.split.viewController(for: .primary) === root.list, "the controller as it was set")
        XCTAssertTrue(root.list.navigationController?.parent === root.split, "wrapped in a navigation controller")
        XCTAssertTrue(root.list.splitViewController === root.split)
        XCTAssertEqual(root.split.primaryColumnWidth, 320)
        XCTAssertEqual(root.list.view.convert(root.list.view.bounds, to: nil).minX, 0)
        let secondary = root.split.viewController(for: .secondary)
        XCTAssertEqual(
            secondary?.view.convert(secondary!.view.bounds, to: nil), CGRect(x: 320, y: 0, width: 874, height: 834))
        XCTAssertEqual(root.list.traitCollection.splitViewControllerLayoutEnvironment, .expanded)

        root.list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        root.list.tableView(root.list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        let detail = root.split.viewController(for: .secondary) as? UINavigationController
        XCTAssertEqual(stack(detail), ["Ideas"], "the detail replaces the secondary")
        XCTAssertEqual((detail?.topViewController as? NoteDetailViewController)?.appearances, 1)
        XCTAssertTrue(root.list.isViewLoaded && root.list.view.window != nil, "the list stays beside it")
    }

    func testOnAnIPhoneItCollapsesToTheSecondaryUnlessTheDelegatePicksTheList() async {
        let root = RootCoordinator()
        show(root.split, width: 390, height: 844)
        XCTAssertTrue(root.split.isCollapsed)
        XCTAssertEqual(root.log, ["top column proposed secondary", "collapsed true"])
        XCTAssertEqual(stack(root.list.navigationController), ["Notes", "No Selection"], "as iOS shows it at launch")
        let shown = root.list.navigationController?.topViewController
        XCTAssertEqual(shown?.traitCollection.splitViewControllerLayoutEnvironment, .collapsed)

        let phone = RootCoordinator()
        phone.showsListFirstOnPhones = true
        show(phone.split, width: 390, height: 844)
        XCTAssertEqual(stack(phone.list.navigationController), ["Notes"])
        XCTAssertEqual(phone.split.viewControllers.count, 1)
        phone.list.tableView(phone.list.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
        XCTAssertEqual(stack(phone.list.navigationController), ["Notes", "Travel"], "the detail is pushed")

        phone.split.show(.primary)
        XCTAssertEqual(stack(phone.list.navigationController), ["Notes"])
    }

    func testResizingAcrossTheCompactWidthCollapsesAndExpandsKeepingTheDetail() async {
        let root = RootCoordinator()
        root.showsListFirstOnPhones = true
        show(root.split, width: 1194, height: 834)
        root.list.tableView(root.list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))

        window?.frame = CGRect(x: 0, y: 0, width: 500, height: 834)
        XCTAssertTrue(root.split.isCollapsed)
        XCTAssertEqual(stack(root.list.navigationController), ["Notes"])

        root.list.tableView(root.list.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
        window?.frame = CGRect(x: 0, y: 0, width: 1194, height: 834)
        XCTAssertFalse(root.split.isCollapsed)
        XCTAssertEqual(root.log.suffix(1), ["expanded false"])
        XCTAssertEqual(stack(root.list.navigationController), ["Notes"])
        XCTAssertEqual(
            stack(root.split.viewController(for: .secondary)), ["Travel"],
            "what was pushed while collapsed is the secondary again")
    }

    func testInPortraitThePrimaryHidesAndTheButtonOrShowBringsItOver() async {
        let split = UISplitViewController(style: .doubleColumn)
        let list = NoteListViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(NoteDetailViewController(note: nil), for: .secondary)
        show(split, width: 834, height: 1194)
        XCTAssertEqual(split.splitBehavior, .overlay)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertFalse(split.isShowing(.primary))

        split.show(.primary)
        XCTAssertEqual(split.displayMode, .oneOverSecondary)
        XCTAssertEqual(list.view.window, window, "on screen over the secondary")
        split.displayModeButtonItem.tap()
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertNil(list.view.window)
    }

    /// The Master–Detail template's classic split view, with the delegate that shows the list first on a phone.
    final class ClassicDelegate: UISplitViewControllerDelegate {
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            guard let navigation = secondaryViewController as? UINavigationController,
                let detail = navigation.topViewController as? NoteDetailViewController
            else { return false }
            return detail.note == nil
        }
    }

    func testTheClassicTemplateCollapsesAnEmptyDetailAway() async {
        let delegate = ClassicDelegate()
        let split = UISplitViewController()
        let list = NoteListViewController()
        split.viewControllers = [
            UINavigationController(rootViewController: list),
            UINavigationController(rootViewController: NoteDetailViewController(note: nil)),
        ]
        split.delegate = delegate
        show(split, width: 390, height: 844)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(split.viewControllers.count, 1)
        XCTAssertEqual(stack(list.navigationController), ["Notes"], "the empty detail was discarded")

        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        XCTAssertEqual(stack(list.navigationController), ["Notes", "Groceries"])

        window?.frame = CGRect(x: 0, y: 0, width: 1194, height: 834)
        XCTAssertEqual(split.viewControllers.count, 2)
        XCTAssertEqual(stack(split.viewControllers.last), ["Groceries"], "separated into the detail again")
        XCTAssertEqual(stack(list.navigationController), ["Notes"])
    }
}
