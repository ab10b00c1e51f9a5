import UIKit
import XCTest

/// Keyboard shortcuts as apps write them, with the method itself for the action (Linux has no selectors):
/// `keyCommands` overridden and `addKeyCommand(_:)`, run from the first responder up the chain; the nil-target
/// `sendAction` idiom that ends editing; and `isKind(of:)`.
@MainActor
final class KeyCommandTests: XCTestCase {
    final class NotesViewController: UIViewController {
        var log: [String] = []
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))

        override var keyCommands: [UIKeyCommand]? {
            (super.keyCommands ?? []) + [
                UIKeyCommand(
                    title: "New Note", action: NotesViewController.newNote, input: "n", modifierFlags: .command,
                    discoverabilityTitle: "Create a note"),
                UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: NotesViewController.cancel),
            ]
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            addKeyCommand(
                UIKeyCommand(title: "Delete", action: NotesViewController.delete, input: UIKeyCommand.inputDelete))
        }

        func newNote() { log.append("new") }
        func cancel() { log.append("cancel") }
        func delete(_ sender: UIKeyCommand) { log.append("delete \(sender.title)") }
    }

    private func showNotes() -> (UIWindow, NotesViewController) {
        let notes = NotesViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = notes
        window.makeKeyAndVisible()
        return (window, notes)
    }

    func testShortcutsRunOnTheResponderThatOffersThemFromTheFirstResponderUp() async {
        let (window, notes) = showNotes()
        XCTAssertTrue(
            window.press(UIKey(keyCode: .keyboardN, charactersIgnoringModifiers: "n", modifierFlags: .command)))
        XCTAssertFalse(
            window.press(UIKey(keyCode: .keyboardN, charactersIgnoringModifiers: "n")), "n alone is no shortcut")
        XCTAssertTrue(window.press(UIKey(keyCode: .keyboardDeleteForward)))
        notes.field.becomeFirstResponder()
        XCTAssertTrue(window.press(UIKey(keyCode: .keyboardEscape)), "from the field up to its controller")
        XCTAssertEqual(notes.log, ["new", "delete Delete", "cancel"])
        XCTAssertEqual(notes.keyCommands?.map(\.title), ["Delete", "New Note", ""], "added, then the override's")
        XCTAssertEqual(notes.keyCommands?[1].discoverabilityTitle, "Create a note")
    }

    /// The "current first responder" idiom: an action every responder has, sent to nil, records who got it.
    func testTheFirstResponderFindsItselfThroughANilTargetAction() async {
        let (_, notes) = showNotes()
        notes.field.becomeFirstResponder()
        XCTAssertTrue(UIResponder.currentFirstResponder === notes.field)
        notes.field.resignFirstResponder()
        XCTAssertFalse(UIResponder.currentFirstResponder === notes.field, "the field resigned")
    }

    func testANilTargetActionReachesTheFirstResponder() async {
        let (_, notes) = showNotes()
        notes.field.becomeFirstResponder()
        XCTAssertTrue(notes.field.isFirstResponder)
        let sent = UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)
        XCTAssertTrue(sent)
        XCTAssertFalse(notes.field.isFirstResponder)
        XCTAssertTrue(notes.field.isKind(of: UIControl.self))
        XCTAssertFalse(notes.field.isMember(of: UIControl.self))
        XCTAssertTrue(notes.field.isMember(of: UITextField.self))
    }
}

extension UIResponder {
    private static weak var found: UIResponder?

    /// The first responder, as apps find it: a nil-target action that every responder answers.
    static var currentFirstResponder: UIResponder? {
        found = nil
        UIApplication.shared.sendAction(UIResponder.recordFirstResponder, to: nil, from: nil, for: nil)
        return found
    }

    fileprivate func recordFirstResponder(_ sender: Any) {
        UIResponder.found = self
    }
}
