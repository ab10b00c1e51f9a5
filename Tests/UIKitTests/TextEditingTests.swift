import UIKit
import XCTest

/// Text fields and text views as forms and chat screens use them: the notifications they post, the delegate
/// methods iOS calls in place of older ones, the text container's padding and scrolling to the caret.
@MainActor
final class TextEditingTests: XCTestCase {
    /// A sign-up form that validates as the user types, through notifications, and limits the name's length
    /// through the iOS 26 delegate method.
    final class SignUpViewController: UIViewController, UITextFieldDelegate {
        let nameField = UITextField()
        var log: [String] = []
        private var observers: [NSObjectProtocol] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            nameField.delegate = self
            view.addSubview(nameField)
            let center = NotificationCenter.default
            for name in [
                UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                UITextField.textDidEndEditingNotification,
            ] {
                observers.append(
                    center.addObserver(forName: name, object: nameField, queue: nil) { [weak self] note in
                        let reason = note.userInfo?[UITextField.didEndEditingReasonUserInfoKey] as? Int
                        let line = note.name.rawValue + (reason.map { " reason=\($0)" } ?? "")
                        MainActor.assumeIsolated { self?.log.append(line) }
                    })
            }
        }

        func textField(
            _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
        ) -> Bool {
            let range = ranges[0].rangeValue
            return (textField.text ?? "").utf16.count - range.length + string.utf16.count <= 3
        }

        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            log.append("didEnd \(reason == .committed ? "committed" : "other")")
        }

        func textFieldDidEndEditing(_ textField: UITextField) {
            log.append("didEnd without reason: not called when the reason form exists")
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            for observer in observers { NotificationCenter.default.removeObserver(observer) }
            observers = []
        }
    }

    func testAFormHearsItsFieldThroughNotificationsAndTheReasonForm() async {
        let form = SignUpViewController()
        form.loadViewIfNeeded()
        form.nameField.type("Anna")
        XCTAssertEqual(form.nameField.text, "Ann", "the ranges form refused the fourth character")
        form.nameField.resignFirstResponder()
        XCTAssertEqual(
            form.log,
            [
                "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
                "UITextFieldTextDidChangeNotification", "UITextFieldTextDidChangeNotification", "didEnd committed",
                "UITextFieldTextDidEndEditingNotification reason=0",
            ])
        form.viewDidDisappear(false)
    }

    /// A chat composer: the older single-range method still decides when the new one is not implemented, and
    /// the selection follows the caret.
    final class ComposerViewController: UIViewController, UITextViewDelegate {
        let textView = UITextView()
        var selections: [Int] = []
        var changes = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            textView.delegate = self
            textView.textContainer.lineFragmentPadding = 0
            textView.textContainerInset = .zero
            view.addSubview(textView)
        }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            text != "\n"
        }

        func textViewDidChangeSelection(_ textView: UITextView) {
            selections.append(textView.selectedRange.location)
        }

        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    func testAComposerRefusesReturnAndFollowsTheCaret() async {
        let composer = ComposerViewController()
        composer.loadViewIfNeeded()
        var posted = 0
        let observer = NotificationCenter.default.addObserver(
            forName: UITextView.textDidChangeNotification, object: composer.textView, queue: nil
        ) { _ in MainActor.assumeIsolated { posted += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        composer.textView.type("Hi\n!")
        XCTAssertEqual(composer.textView.text, "Hi!")
        XCTAssertEqual(composer.selections, [1, 2, 3])
        XCTAssertEqual(composer.changes, 3)
        XCTAssertEqual(posted, 3)
        XCTAssertEqual(composer.textView.selectedRanges, [NSRange(location: 3, length: 0)])
        XCTAssertEqual(composer.textView.attributedText.string, "Hi!", "never nil: the text with its font")
    }

    func testTheContainersPaddingNarrowsTheLinesAsUIKitsDoes() async {
        let padded = UITextView()
        padded.isScrollEnabled = false
        padded.text = String(repeating: "word ", count: 40)
        let flush = UITextView()
        flush.isScrollEnabled = false
        flush.text = padded.text
        flush.textContainer.lineFragmentPadding = 0
        XCTAssertEqual(padded.textContainer.lineFragmentPadding, 5, "UIKit's default padding")
        let width: CGFloat = 130
        let paddedHeight = padded.sizeThatFits(CGSize(width: width, height: 0)).height
        let flushHeight = flush.sizeThatFits(CGSize(width: width, height: 0)).height
        XCTAssertGreaterThan(paddedHeight, flushHeight, "10 points less per line wraps sooner")
    }

    func testScrollingARangeIntoViewAndRestoringTheInteractionState() async {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        textView.text = (1...30).map { "Line \($0)" }.joined(separator: "\n")
        textView.contentSize = CGSize(width: 200, height: textView.sizeThatFits(CGSize(width: 200, height: 0)).height)
        let end = NSRange(location: (textView.text as NSString).length, length: 0)
        textView.scrollRangeToVisible(end)
        let bottom = textView.contentSize.height - textView.bounds.height
        XCTAssertEqual(textView.contentOffset.y, bottom, accuracy: 0.5, "the last line is at the bottom")
        let saved = textView.interactionState
        textView.scrollRangeToVisible(NSRange(location: 0, length: 4))
        XCTAssertEqual(textView.contentOffset.y, 0, "the first line is at the top")
        textView.interactionState = saved
        XCTAssertEqual(textView.contentOffset.y, bottom, accuracy: 0.5)
    }

    func testATextFieldRestoresItsSelectionFromItsInteractionState() async throws {
        let field = UITextField()
        field.text = "Hello, world"
        let start = try XCTUnwrap(field.position(from: field.beginningOfDocument, offset: 7))
        let end = try XCTUnwrap(field.position(from: start, offset: 5))
        field.selectedTextRange = field.textRange(from: start, to: end)
        let saved = field.interactionState
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        field.interactionState = saved
        let range = try XCTUnwrap(field.selectedTextRange)
        XCTAssertEqual(field.text(in: range), "world")
        field.text = "Hi"
        field.interactionState = saved
        XCTAssertEqual(
            field.offset(from: field.beginningOfDocument, to: try XCTUnwrap(field.selectedTextRange).start), 2,
            "a saved selection past a shorter text is kept inside it")
        field.interactionState = "not a state"
        XCTAssertNotNil(field.selectedTextRange, "anything else is ignored")
    }
}

/// Edit menus and link taps, as a notes screen and a terms-of-service text view handle them.
@MainActor
final class TextMenuAndLinkTests: XCTestCase {
    final class NotesViewController: UIViewController, UITextViewDelegate {
        let textView = UITextView()
        var presented = 0
        var openedLinks: [URL] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            textView.delegate = self
            view.addSubview(textView)
        }

        func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
            -> UIMenu?
        {
            let highlight = UIAction(title: "Highlight") { _ in }
            return UIMenu(children: suggestedActions + [highlight])
        }

        func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
            animator.addAnimations { self.presented += 1 }
        }

        func textView(
            _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
            interaction: UITextItemInteraction
        ) -> Bool {
            openedLinks.append(url)
            return url.host != "blocked.example"
        }
    }

    func testTheEditMenuAddsToTheSuggestedActionsAndLinksAskFirst() async {
        let notes = NotesViewController()
        notes.loadViewIfNeeded()
        notes.textView.text = "Buy milk"
        UIPasteboard.general.string = nil
        let menu = notes.textView.editMenu(for: NSRange(location: 4, length: 4))
        XCTAssertEqual(menu.children.map(\.title), ["Cut", "Copy", "Select All", "Highlight"])
        XCTAssertEqual(notes.presented, 1)
        (menu.children[1] as? UIAction)?.perform(sender: nil)
        XCTAssertEqual(UIPasteboard.general.string, "milk", "Copy copied the selection")

        let terms = NSMutableAttributedString(string: "Read the terms or the blocked page.")
        terms.addAttribute(
            .link, value: URL(string: "https://example.com/terms")!, range: NSRange(location: 9, length: 5))
        terms.addAttribute(.link, value: "https://blocked.example/", range: NSRange(location: 22, length: 7))
        notes.textView.attributedText = terms
        let before = UIApplication.shared.openedURLs.count
        XCTAssertTrue(notes.textView.tapLink(at: 10))
        XCTAssertFalse(notes.textView.tapLink(at: 24), "the delegate kept this one")
        XCTAssertFalse(notes.textView.tapLink(at: 0), "no link there")
        XCTAssertEqual(
            notes.openedLinks.map(\.absoluteString), ["https://example.com/terms", "https://blocked.example/"])
        XCTAssertEqual(UIApplication.shared.openedURLs.count, before + 1)
    }
}
