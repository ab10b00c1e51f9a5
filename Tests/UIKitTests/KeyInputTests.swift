import UIKit
import XCTest

/// Typed keys reach `insertText(_:)` and `deleteBackward()` (UIKeyInput), so the idioms built on them work: a PIN
/// field that hears the delete key on an empty field, a code view of its own, and typing into a search bar's
/// `searchTextField`, which is the bar's own field.
@MainActor
final class KeyInputTests: XCTestCase {
    /// A PIN field that moves back to the previous box when delete is pressed on an empty box.
    final class PinTextField: UITextField {
        var onDeleteBackward: (() -> Void)?

        override func deleteBackward() {
            super.deleteBackward()
            onDeleteBackward?()
        }
    }

    /// A one-time-code view that draws its own digits, as many apps write one instead of a text field.
    final class CodeView: UIView, UIKeyInput {
        private(set) var code = ""
        var keyboardType: UIKeyboardType = .numberPad
        var textContentType: UITextContentType! = .oneTimeCode

        var hasText: Bool { !code.isEmpty }

        func insertText(_ text: String) {
            guard code.count < 6, text.allSatisfy(\.isNumber) else { return }
            code += text
        }

        func deleteBackward() {
            code = String(code.dropLast())
        }

        override var canBecomeFirstResponder: Bool { true }
    }

    final class ResultsViewController: UITableViewController, UISearchResultsUpdating {
        let searchController = UISearchController(searchResultsController: nil)
        var queries: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            searchController.searchResultsUpdater = self
            navigationItem.searchController = searchController
        }

        func updateSearchResults(for searchController: UISearchController) {
            queries.append(searchController.searchBar.text ?? "")
        }
    }

    func testAPinFieldHearsTheDeleteKeyOnAnEmptyField() async {
        let field = PinTextField()
        var deletes = 0
        field.onDeleteBackward = { deletes += 1 }
        field.type("4")
        XCTAssertTrue(field.hasText)
        field.deleteBackward()
        field.deleteBackward()
        XCTAssertEqual(field.text, "")
        XCTAssertFalse(field.hasText)
        XCTAssertEqual(deletes, 2, "the second delete, on the empty field, is heard too")
    }

    func testTypingGoesThroughInsertText() async {
        final class ShoutingField: UITextField {
            override func insertText(_ text: String) { super.insertText(text.uppercased()) }
        }
        let field = ShoutingField()
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.type("abc")
        XCTAssertEqual(field.text, "ABC")
        XCTAssertEqual(changes, 3)
    }

    func testACodeViewOfItsOwnTakesKeys() async {
        let view = CodeView()
        XCTAssertEqual(view.keyboardType, .numberPad)
        XCTAssertEqual(view.textContentType, .oneTimeCode)
        XCTAssertEqual(view.autocorrectionType, .default, "traits it does not declare read UIKit's defaults")
        XCTAssertEqual(view.returnKeyType, .default)
        XCTAssertTrue(view.becomeFirstResponder())
        for key in ["1", "2", "x", "3"] { view.insertText(key) }
        XCTAssertEqual(view.code, "123")
        view.deleteBackward()
        XCTAssertEqual(view.code, "12")
        XCTAssertTrue(view.hasText)
    }

    func testTypingInTheSearchTextFieldSearches() async {
        let screen = ResultsViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        let field = screen.searchController.searchBar.searchTextField
        field.type("Wea")
        XCTAssertTrue(screen.searchController.isActive)
        XCTAssertEqual(screen.searchController.searchBar.text, "Wea")
        XCTAssertEqual(screen.queries, ["", "W", "We", "Wea"], "activation, then each key")
        field.deleteBackward()
        XCTAssertEqual(screen.queries.last, "We")
        field.text = "Ron"
        XCTAssertEqual(screen.searchController.searchBar.text, "Ron", "the field's text is the bar's")
        XCTAssertEqual(screen.queries.last, "We", "setting text tells no one, as in UIKit")
        screen.searchController.searchBar.text = "Luna"
        XCTAssertEqual(field.text, "Luna")
    }

    func testATextViewTakesKeys() async {
        final class Delegate: NSObject, UITextViewDelegate {
            var changes = 0
            func textViewDidChange(_ textView: UITextView) { changes += 1 }
        }
        let delegate = Delegate()
        let textView = UITextView()
        textView.delegate = delegate
        XCTAssertFalse(textView.hasText)
        textView.type("hi")
        textView.insertText("!")
        XCTAssertEqual(textView.text, "hi!")
        textView.deleteBackward()
        XCTAssertEqual(textView.text, "hi")
        XCTAssertEqual(delegate.changes, 4)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 2, length: 0))
    }
}
