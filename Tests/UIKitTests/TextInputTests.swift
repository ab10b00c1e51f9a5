import UIKit
import XCTest

/// UITextInput on text fields and text views, as formatting and editing code uses it: the caret moved by code,
/// text inserted where it stands, positions counted in UTF-16, caret rectangles, and words found by the
/// tokenizer.
@MainActor
final class TextInputTests: XCTestCase {
    /// A card-number field that groups digits in fours and keeps the caret after the digit just typed, the way
    /// formatting code on iOS does.
    final class CardNumberField: UITextField, UITextFieldDelegate {
        override init(frame: CGRect) {
            super.init(frame: frame)
            delegate = self
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            guard let text = textField.text, let swap = Range(range, in: text) else { return false }
            let edited = text.replacingCharacters(in: swap, with: string)
            let digits = edited.filter(\.isNumber)
            var grouped = ""
            for (index, digit) in digits.enumerated() {
                if index > 0, index % 4 == 0 { grouped.append(" ") }
                grouped.append(digit)
            }
            // The caret goes after the digits before the edit's end, counted in the new text.
            let digitsBefore = text[..<swap.lowerBound].filter(\.isNumber).count + string.filter(\.isNumber).count
            textField.text = grouped
            var caret = 0
            var seen = 0
            for character in grouped where seen < digitsBefore {
                caret += 1
                if character.isNumber { seen += 1 }
            }
            if let position = textField.position(from: textField.beginningOfDocument, offset: caret) {
                textField.selectedTextRange = textField.textRange(from: position, to: position)
            }
            return false
        }
    }

    /// A field whose caret is hidden, as picker-backed fields hide it.
    final class PickerField: UITextField {
        override func caretRect(for position: UITextPosition) -> CGRect { .zero }
        override func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    }

    func testAFormattingFieldKeepsTheCaretWhereTheUserTypes() async {
        let field = CardNumberField(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        field.type("42424242")
        XCTAssertEqual(field.text, "4242 4242")
        // The caret back after the second digit, then a digit typed there: it is inserted there and the caret
        // stays after it.
        let second = field.position(from: field.beginningOfDocument, offset: 2)!
        field.selectedTextRange = field.textRange(from: second, to: second)
        field.type("9")
        XCTAssertEqual(field.text, "4294 2424 2")
        let caret = field.selectedTextRange!
        XCTAssertTrue(caret.isEmpty)
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: caret.start), 3)
    }

    func testTheCaretMovesToTheEndAndCodeReplacesText() async {
        let field = UITextField()
        field.text = "Hello world"
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start), 11)
        let start = field.beginningOfDocument
        field.selectedTextRange = field.textRange(from: start, to: field.position(from: start, offset: 5)!)
        XCTAssertEqual(field.text(in: field.selectedTextRange!), "Hello")
        field.deleteBackward()
        XCTAssertEqual(field.text, " world", "the delete key removes the selection")
        field.replace(field.textRange(from: start, to: start)!, withText: "Brave")
        XCTAssertEqual(field.text, "Brave world")
        XCTAssertNil(field.position(from: field.endOfDocument, offset: 1), "past the end is nil, as in UIKit")
        XCTAssertEqual(field.compare(field.beginningOfDocument, to: field.endOfDocument), .orderedAscending)
        XCTAssertNil(field.position(from: start, in: .down, offset: 1), "a text field has one line")
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        XCTAssertEqual(field.text(in: field.textRange(from: start, to: field.endOfDocument)!), "Brave world")
    }

    func testUTF16Offsets() async {
        let field = UITextField()
        field.text = "a👍b"
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), 4)
        field.deleteBackward()
        field.deleteBackward()
        XCTAssertEqual(field.text, "a", "the delete key removes the whole emoji")
    }

    func testCaretRectanglesFollowTheText() async {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        field.font = .systemFont(ofSize: 17)
        field.text = "abc"
        let start = field.caretRect(for: field.beginningOfDocument)
        let end = field.caretRect(for: field.endOfDocument)
        XCTAssertEqual(start.minX, 0)
        XCTAssertGreaterThan(end.minX, start.minX)
        XCTAssertEqual(start.height, UIFont.systemFont(ofSize: 17).lineHeight)
        let nearEnd = field.closestPosition(to: CGPoint(x: end.minX + 1, y: 22))
        XCTAssertEqual(nearEnd.map { field.offset(from: field.beginningOfDocument, to: $0) }, 3)
        let hidden = PickerField(frame: field.frame)
        XCTAssertEqual(hidden.caretRect(for: hidden.beginningOfDocument), .zero)
        XCTAssertTrue(hidden.selectionRects(for: hidden.selectedTextRange!).isEmpty)
    }

    func testATextViewMovesUpAndDownItsLines() async {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.text = "first line\nsecond\nthird line"
        let end = textView.endOfDocument
        let up = textView.position(from: end, in: .up, offset: 1)!
        XCTAssertEqual(textView.offset(from: textView.beginningOfDocument, to: up), 17, "the end of the shorter line")
        let top = textView.position(from: up, in: .up, offset: 1)!
        XCTAssertEqual(textView.offset(from: textView.beginningOfDocument, to: top), 6)
        XCTAssertNil(textView.position(from: top, in: .up, offset: 1))
        XCTAssertGreaterThan(textView.caretRect(for: end).minY, textView.caretRect(for: top).minY)
        textView.selectedTextRange = textView.textRange(from: top, to: top)
        textView.insertText("!")
        XCTAssertEqual(textView.text, "first !line\nsecond\nthird line")
    }

    func testTheTokenizerFindsWords() async {
        let field = UITextField()
        field.text = "hello big world"
        let inside = field.position(from: field.beginningOfDocument, offset: 7)!
        let word = field.tokenizer.rangeEnclosingPosition(inside, with: .word, inDirection: .storage(.forward))
        XCTAssertEqual(word.flatMap { field.text(in: $0) }, "big")
        let next = field.tokenizer.position(from: inside, toBoundary: .word, inDirection: .storage(.forward))!
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: next), 9)
        XCTAssertTrue(field.tokenizer.isPosition(next, atBoundary: .word, inDirection: .storage(.forward)))
    }

    func testMarkedTextReplacesItselfUntilUnmarked() async {
        for input in [UITextField(), UITextView()] as [any UITextInput & UIView] {
            let start = input.beginningOfDocument
            input.insertText("ab")
            input.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
            input.setMarkedText("か", selectedRange: NSRange(location: 9, length: 3))
            let marked = input.markedTextRange!
            XCTAssertEqual(input.text(in: input.textRange(from: start, to: input.endOfDocument)!), "abか")
            XCTAssertEqual(input.offset(from: start, to: marked.start), 2)
            XCTAssertEqual(input.offset(from: start, to: marked.end), 3)
            let caret = input.selectedTextRange!
            XCTAssertEqual(input.offset(from: start, to: caret.start), 3, "the selection is clamped to the marked text")
            XCTAssertTrue(caret.isEmpty)
            input.unmarkText()
            XCTAssertNil(input.markedTextRange)
        }
    }
}
