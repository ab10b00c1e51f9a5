import UIKit
import XCTest

/// A notes app's menu bar, as its app delegate builds it for iPad keyboards and Mac Catalyst.
///
/// Main-actor XCTest cases on Linux: each test method is `async` (XCTest for Linux runs a synchronous
/// main-actor method through a cast that fails); the body is the same as on iOS.
@MainActor
final class MainMenuTests: XCTestCase {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var showsArchive = false
        var systems: [UIMenuSystem] = []

        override func buildMenu(with builder: UIMenuBuilder) {
            super.buildMenu(with: builder)
            systems.append(builder.system)
            guard builder.system == .main else { return }
            builder.remove(menu: .format)
            builder.remove(menu: .toolbar)
            let newNote = UIAction(title: "New Note", identifier: UIAction.Identifier("notes.new")) { _ in }
            builder.insertChild(
                UIMenu(
                    title: "", identifier: UIMenu.Identifier("notes.new"), options: .displayInline, children: [newNote]),
                atStartOfMenu: .file)
            let sort = UIMenu(
                title: "Sort", identifier: UIMenu.Identifier("notes.sort"),
                children: [UIAction(title: "By Date") { _ in }, UIAction(title: "By Title") { _ in }])
            builder.insertSibling(sort, afterMenu: .view)
            builder.insertElements(
                [UIAction(title: "Duplicate Note", identifier: UIAction.Identifier("notes.duplicate")) { _ in }],
                afterAction: UIAction.Identifier("notes.new"))
            if showsArchive {
                builder.replaceChildren(ofMenu: UIMenu.Identifier("notes.sort")) { children in
                    children + [UIAction(title: "Archived Last") { _ in }]
                }
            }
            // A menu the bar does not have changes nothing.
            builder.remove(menu: UIMenu.Identifier("no.such.menu"))
        }
    }

    /// The lists screen whose action the menu bar's shortcut runs.
    final class ListsViewController: UITableViewController {
        var newLists = 0

        func newList() { newLists += 1 }
    }

    /// A delegate whose Lists menu offers New List with Command-L.
    final class ShortcutAppDelegate: UIResponder, UIApplicationDelegate {
        override func buildMenu(with builder: any UIMenuBuilder) {
            guard builder.system == .main else { return }
            let newList = UIKeyCommand(
                title: "New List", action: ListsViewController.newList, input: "l", modifierFlags: .command)
            let hidden = UIKeyCommand(
                title: "Hidden", action: ListsViewController.newList, input: "h", modifierFlags: .command,
                attributes: .hidden)
            builder.insertSibling(UIMenu(title: "Lists", children: [newList, hidden]), afterMenu: .file)
        }
    }

    /// The menu bar's key commands are shortcuts: Command-L runs New List on the controller that has it, after
    /// the responder chain's own commands; a hidden one is no shortcut.
    func testTheMenuBarsShortcutsRunOnTheResponderChain() async throws {
        let application = UIApplication.shared
        application.terminate()
        let delegate = ShortcutAppDelegate()  // the application holds its delegate weakly, as UIKit's does
        application.launch(delegate: delegate)
        UIMenuSystem.main.setNeedsRebuild()
        let lists = ListsViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = lists
        window.makeKeyAndVisible()
        XCTAssertTrue(
            window.press(UIKey(keyCode: .keyboardL, charactersIgnoringModifiers: "l", modifierFlags: .command)))
        XCTAssertEqual(lists.newLists, 1)
        XCTAssertFalse(
            window.press(UIKey(keyCode: .keyboardH, charactersIgnoringModifiers: "h", modifierFlags: .command)))
        XCTAssertFalse(
            window.press(UIKey(keyCode: .keyboardL, charactersIgnoringModifiers: "l")), "l alone is no shortcut")
        XCTAssertEqual(lists.newLists, 1)
        withExtendedLifetime(delegate) { application.terminate() }
        UIMenuSystem.main.setNeedsRebuild()
    }

    func launch(_ delegate: AppDelegate) -> UIMenu? {
        let application = UIApplication.shared
        application.terminate()
        application.launch(delegate: delegate)
        UIMenuSystem.main.setNeedsRebuild()
        return UIMenuSystem.main.rootMenu
    }

    func testTheAppDelegateBuildsTheMenuBar() async throws {
        let delegate = AppDelegate()
        let root = try XCTUnwrap(launch(delegate))
        XCTAssertEqual(root.identifier, .root)
        XCTAssertEqual(
            root.children.compactMap { ($0 as? UIMenu)?.title }.dropFirst(),
            ["File", "Edit", "View", "Sort", "Window", "Help"])
        let file = try XCTUnwrap(root.children.compactMap { $0 as? UIMenu }.first { $0.identifier == .file })
        XCTAssertEqual(
            (file.children.first as? UIMenu)?.children.map(\.title), ["New Note", "Duplicate Note"],
            "the new group is first, and the duplicate action right after New Note")
        XCTAssertEqual(
            file.children.compactMap { ($0 as? UIMenu)?.identifier }.dropFirst(),
            [.newScene, .openRecent, .close, .print, .document])
        let view = try XCTUnwrap(root.children.compactMap { $0 as? UIMenu }.first { $0.identifier == .view })
        XCTAssertEqual(view.children.compactMap { ($0 as? UIMenu)?.identifier }, [.sidebar, .fullscreen])
        XCTAssertEqual(delegate.systems, [.main])
    }

    /// A change of state the menus depend on: after `setNeedsRebuild()` the delegate builds them again.
    func testARebuildAsksTheDelegateAgain() async throws {
        let delegate = AppDelegate()
        let first = try XCTUnwrap(launch(delegate))
        let builds = UIMenuSystem.main.buildCount
        XCTAssertTrue(UIMenuSystem.main.rootMenu === first, "read again without a rebuild: the same menus")
        delegate.showsArchive = true
        UIMenuSystem.main.setNeedsRebuild()
        let root = try XCTUnwrap(UIMenuSystem.main.rootMenu)
        XCTAssertEqual(UIMenuSystem.main.buildCount, builds + 1)
        let sort = try XCTUnwrap(root.children.compactMap { $0 as? UIMenu }.first { $0.title == "Sort" })
        XCTAssertEqual(sort.children.map(\.title), ["By Date", "By Title", "Archived Last"])
        XCTAssertNil(UIMenuSystem.context.rootMenu)
        XCTAssertFalse(UIMenuSystem.main == UIMenuSystem.context)
    }
}
