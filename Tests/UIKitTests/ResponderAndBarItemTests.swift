import UIKit
import XCTest

/// Undo through the responder chain, shakes, key presses, target–action with method references, bar items and
/// deferred menus, written as iOS code writes them.
@MainActor
final class ResponderAndBarItemTests: XCTestCase {
    /// A note editor: renaming registers its undo with the window's undo manager, and a shake undoes, as
    /// iOS's "Shake to Undo" does.
    final class NoteViewController: UIViewController {
        var name = "Groceries"
        var log: [String] = []

        func rename(to newName: String) {
            let oldName = name
            undoManager?.registerUndo(withTarget: self) { $0.rename(to: oldName) }
            undoManager?.setActionName("Rename")
            name = newName
        }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake {
                log.append("shake")
                undoManager?.undo()
            }
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for press in presses where press.type == .select { log.append("select") }
            super.pressesBegan(presses, with: event)
        }

        func save(_ sender: UIBarButtonItem) { log.append("save \(sender.title ?? "")") }
        func cancel() { log.append("cancel") }
        func toggled(_ sender: UISwitch) { log.append("switch \(sender.isOn)") }
    }

    private func makeScreen() -> (UIWindow, NoteViewController) {
        let window = UIWindow()
        let controller = NoteViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller)
    }

    func testRenamesUndoAndRedoThroughTheWindowsUndoManager() async throws {
        let (window, controller) = makeScreen()
        let undoManager = try XCTUnwrap(controller.undoManager)
        XCTAssertTrue(undoManager === window.undoManager, "a controller reaches its window's undo manager")
        XCTAssertTrue(controller.view.undoManager === undoManager)

        controller.rename(to: "Shopping")
        controller.rename(to: "Errands")
        XCTAssertEqual(undoManager.undoMenuItemTitle, "Undo Rename")
        XCTAssertFalse(undoManager.canRedo)

        var undone = 0
        let observer = NotificationCenter.default.addObserver(
            forName: .NSUndoManagerDidUndoChange, object: undoManager, queue: nil
        ) { _ in MainActor.assumeIsolated { undone += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        window.shake()
        XCTAssertEqual(controller.log, ["shake"])
        XCTAssertEqual(controller.name, "Shopping")
        XCTAssertEqual(undone, 1)
        XCTAssertTrue(undoManager.canRedo, "undoing registered the redo")
        XCTAssertEqual(undoManager.redoMenuItemTitle, "Redo Rename")

        undoManager.redo()
        XCTAssertEqual(controller.name, "Errands")
        undoManager.undo()
        undoManager.undo()
        XCTAssertEqual(controller.name, "Groceries")
        XCTAssertFalse(undoManager.canUndo)

        controller.rename(to: "Chores")
        XCTAssertFalse(undoManager.canRedo, "a new change forgets what could be redone")
    }

    func testAGroupUndoesAsOneStepAndLevelsLimitTheHistory() async {
        let undoManager = UndoManager()
        final class Counter {
            var value = 0
            func add(_ amount: Int, undoManager: UndoManager) {
                value += amount
                undoManager.registerUndo(withTarget: self) { $0.add(-amount, undoManager: undoManager) }
            }
        }
        let counter = Counter()
        undoManager.beginUndoGrouping()
        counter.add(1, undoManager: undoManager)
        counter.add(2, undoManager: undoManager)
        undoManager.endUndoGrouping()
        XCTAssertEqual(counter.value, 3)
        undoManager.undo()
        XCTAssertEqual(counter.value, 0, "the group undid both")
        undoManager.redo()
        XCTAssertEqual(counter.value, 3, "and redid both")

        undoManager.levelsOfUndo = 2
        for _ in 0..<5 { counter.add(10, undoManager: undoManager) }
        while undoManager.canUndo { undoManager.undo() }
        XCTAssertEqual(counter.value, 33, "only the last two steps were kept")

        undoManager.disableUndoRegistration()
        counter.add(100, undoManager: undoManager)
        undoManager.enableUndoRegistration()
        XCTAssertFalse(undoManager.canUndo, "nothing registers while registration is off")
        counter.add(1, undoManager: undoManager)
        undoManager.removeAllActions(withTarget: counter)
        XCTAssertFalse(undoManager.canUndo)
    }

    func testPressesAndTargetActionsReachTheirMethods() async {
        let (_, controller) = makeScreen()
        controller.view.pressesBegan([UIPress(type: .select)], with: nil)
        XCTAssertEqual(controller.log, ["select"], "a press on the root view reaches its controller")

        let save = UIBarButtonItem(title: "Save", style: .done, target: controller, action: NoteViewController.save)
        let cancel = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: controller, action: NoteViewController.cancel)
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        controller.navigationItem.rightBarButtonItem = save
        save.tap()
        cancel.tap()
        space.tap()
        XCTAssertEqual(controller.log, ["select", "save Save", "cancel"])
        XCTAssertTrue(save.target === controller)

        let toggle = UISwitch()
        toggle.addTarget(controller, action: NoteViewController.toggled, for: .valueChanged)
        toggle.setOn(true, animated: false)
        toggle.sendActions(for: .valueChanged)
        toggle.removeTarget(controller, action: NoteViewController.toggled, for: .valueChanged)
        toggle.sendActions(for: .valueChanged)
        XCTAssertEqual(controller.log.last, "switch true")
        XCTAssertEqual(controller.log.filter { $0.hasPrefix("switch") }.count, 1, "removed targets hear nothing")
    }

    func testAControlSendsAnActionToATargetOrUpTheResponderChain() async {
        let (_, controller) = makeScreen()
        let field = UITextField()
        controller.view.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        let done = UIButton(type: .system)
        controller.view.addSubview(done)
        done.sendAction(UIResponder.resignFirstResponder, to: nil, for: nil)
        XCTAssertFalse(field.isFirstResponder, "a nil target: the first responder that has the method")
        done.sendAction(NoteViewController.cancel, to: controller, for: nil)
        XCTAssertEqual(controller.log.last, "cancel", "a target: its method")
    }

    func testBarItemsShareTheirBaseClass() async {
        let items: [UIBarItem] = [UIBarButtonItem(title: "Edit"), UITabBarItem(title: "Home", image: nil, tag: 4)]
        for item in items {
            item.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
            item.isEnabled = false
        }
        XCTAssertEqual(items.map(\.title), ["Edit", "Home"])
        XCTAssertEqual(items[1].tag, 4)
        XCTAssertNotNil(items[0].titleTextAttributes(for: .normal))
        XCTAssertNil(items[0].titleTextAttributes(for: .highlighted), "attributes are kept per state")

        let share = UIBarButtonItem(title: "Share")
        let group = share.creatingFixedGroup()
        XCTAssertTrue(share.buttonGroup === group)
        share.badge = .count(3)
        XCTAssertEqual(share.badge?.stringValue, "3")
        share.setBackgroundImage(UIImage(), for: .normal, barMetrics: .default)
        XCTAssertNotNil(share.backgroundImage(for: .normal, barMetrics: .default))
        XCTAssertNil(share.backgroundImage(for: .normal, barMetrics: .compact))
        XCTAssertEqual(UIBarButtonItem.fixedSpace().width, 8)
    }

    func testADeferredMenuElementLoadsOnceUnlessUncached() async {
        var loads = 0
        let cached = UIDeferredMenuElement { completion in
            loads += 1
            completion([UIAction(title: "Recent") { _ in }])
        }
        let fresh = UIDeferredMenuElement.uncached { completion in
            loads += 1
            completion([])
        }
        var titles: [String] = []
        for _ in 0..<2 {
            cached.loadElements { titles += $0.map(\.title) }
            fresh.loadElements { _ in }
        }
        XCTAssertEqual(titles, ["Recent", "Recent"])
        XCTAssertEqual(loads, 3, "the cached element loaded once, the uncached one twice")
    }
}
