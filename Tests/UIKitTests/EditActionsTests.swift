import UIKit
import XCTest

/// The standard edit actions (UIResponderStandardEditActions): a label of a client's own that copies its text, and
/// a text field's copy, cut, paste, delete and select all on its selection.
@MainActor
final class EditActionsTests: XCTestCase {
    /// A label that copies its text from the edit menu, as chat and profile screens write one.
    final class CopyableLabel: UILabel {
        override var canBecomeFirstResponder: Bool { true }

        override func copy(_ sender: Any?) {
            UIPasteboard.general.string = text
        }
    }

    func testALabelOfItsOwnCopiesItsText() async {
        let label = CopyableLabel()
        label.text = "+1 555 0100"
        XCTAssertTrue(label.becomeFirstResponder())
        label.copy(nil)
        XCTAssertEqual(UIPasteboard.general.string, "+1 555 0100")
    }

    func testATextFieldCopiesCutsAndPastesItsSelection() async {
        final class Delegate: NSObject, UITextFieldDelegate {
            var asked: [String] = []
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                asked.append(string)
                return true
            }
        }
        let delegate = Delegate()
        let field = UITextField()
        field.delegate = delegate
        field.text = "hello world"
        field.selectAll(nil)
        XCTAssertEqual(field.text(in: field.selectedTextRange!), "hello world")
        let start = field.beginningOfDocument
        field.selectedTextRange = field.textRange(from: start, to: field.position(from: start, offset: 5)!)
        field.cut(nil)
        XCTAssertEqual(UIPasteboard.general.string, "hello")
        XCTAssertEqual(field.text, " world")
        XCTAssertEqual(delegate.asked, [""], "a cut asks the delegate, as typing does")
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        field.paste(nil)
        XCTAssertEqual(field.text, " worldhello")
        field.selectAll(nil)
        field.delete(nil)
        XCTAssertEqual(field.text, "")
        field.text = "the quick fox"
        field.selectedTextRange = field.textRange(
            from: field.position(from: start, offset: 6)!, to: field.position(from: start, offset: 6)!)
        field.select(nil)
        XCTAssertEqual(field.text(in: field.selectedTextRange!), "quick")
    }

    func testASecureFieldNeverCopies() async {
        UIPasteboard.general.string = "before"
        let field = UITextField()
        field.isSecureTextEntry = true
        field.text = "secret"
        field.selectAll(nil)
        field.copy(nil)
        field.cut(nil)
        XCTAssertEqual(UIPasteboard.general.string, "before")
        XCTAssertEqual(field.text, "secret")
    }

    func testATextViewPastesAtItsCaret() async {
        UIPasteboard.general.string = "big "
        let textView = UITextView()
        textView.text = "a dog"
        textView.selectedRange = NSRange(location: 2, length: 0)
        textView.paste(nil)
        XCTAssertEqual(textView.text, "a big dog")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 0))
    }
}
