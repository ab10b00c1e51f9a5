import UIKit
import XCTest

/// What a twenty-eighth round of unseen screens needed: a shop's cart button (a `UIBarButtonItem` subclass with
/// its own `init()` and a `required init?(coder:)`, as on iOS), a notes list that hides its separators through
/// `UITableViewCell.SeparatorStyle`, a note editor that reads the styling of the text at the caret, and a radio
/// app's Handoff activity.
final class RoundTwentyEightIdiomsTests: XCTestCase {
    /// The Storefront sample's cart button: a bar button item whose custom view shows a badge.
    final class CartButton: UIBarButtonItem {
        let badgeLabel = UILabel()
        var count = 0 {
            didSet { badgeLabel.text = count > 0 ? "\(count)" : nil }
        }

        override init() {
            super.init()
            customView = badgeLabel
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }
    }

    @MainActor
    func testABarButtonItemSubclassWithItsOwnInitializers() async {
        let cart = CartButton()
        cart.count = 3
        XCTAssertEqual(cart.badgeLabel.text, "3")
        XCTAssertTrue(cart.customView === cart.badgeLabel)
        // No archives on Linux: init(coder:) fails for a real coder, as a view's does.
        XCTAssertNil(CartButton(coder: NSCoder()))
        let controller = UIViewController()
        controller.navigationItem.rightBarButtonItem = cart
        XCTAssertTrue(controller.navigationItem.rightBarButtonItem === cart)
    }

    /// `fixedSpace()` returns `Self`: called on a subclass, it makes the subclass (through its `init?(coder:)`, the
    /// required initializer Swift makes a class value with), 8 points wide.
    @MainActor
    func testFixedSpaceMakesTheClassItIsCalledOn() async {
        let space = UIBarButtonItem.fixedSpace()
        XCTAssertEqual(space.width, 8)
        let cartSpace = CartButton.fixedSpace()
        XCTAssertTrue(type(of: cartSpace) == CartButton.self)
        XCTAssertEqual(cartSpace.width, 8)
        XCTAssertEqual(UIBarButtonItem.fixedSpace(20).width, 20)
    }

    /// The notes app sets its buttons' targets and actions after making them; on Linux the action (a selector
    /// on iOS) goes with its target.
    @MainActor
    func testAnItemsTargetAndActionSetAfterItIsMade() async {
        final class NotesViewController: UIViewController {
            var added = 0
            let addButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            func handleAddButtonTapped() { added += 1 }
        }
        let controller = NotesViewController()
        // LINUX: addButtonItem.target = controller; addButtonItem.action = #selector(handleAddButtonTapped)
        controller.addButtonItem.setTarget(controller, action: NotesViewController.handleAddButtonTapped)
        XCTAssertTrue(controller.addButtonItem.target === controller)
        controller.addButtonItem.tap()
        XCTAssertEqual(controller.added, 1)
    }

    /// The notes app's view state: separators hidden while the list is empty, shown otherwise.
    @MainActor
    func testSeparatorStylesAreUITableViewCells() async {
        struct ViewState {
            var seperatorStyle = UITableViewCell.SeparatorStyle.none
        }
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        XCTAssertEqual(tableView.separatorStyle, .singleLine)
        var state = ViewState()
        tableView.separatorStyle = state.seperatorStyle
        XCTAssertEqual(tableView.separatorStyle, .none)
        state.seperatorStyle = .singleLine
        tableView.separatorStyle = state.seperatorStyle
        XCTAssertEqual(UITableViewCell.SeparatorStyle.singleLine.rawValue, 1)
        XCTAssertEqual(UITableViewCell.SeparatorStyle(rawValue: 2).map { $0.rawValue }, 2, "singleLineEtched")
    }

    /// The note editor's text view reads the styling at the caret, as its bullet-list continuation does.
    final class NoteTextView: UITextView {
        var caretIsBold: Bool {
            guard let position = selectedTextRange?.start else { return false }
            let attr = textStyling(at: position, in: .backward)
            return (attr?[.font] as? UIFont)?.fontDescriptor.symbolicTraits.contains(.traitBold) == true
        }
    }

    @MainActor
    func testTextStylingAtTheCaret() async {
        let view = NoteTextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.text = "plain"
        view.font = .systemFont(ofSize: 17)
        XCTAssertFalse(view.caretIsBold)
        let styling = view.textStyling(at: view.beginningOfDocument, in: .forward)
        XCTAssertEqual((styling?[.font] as? UIFont)?.pointSize, 17)
        XCTAssertNotNil(styling?[.foregroundColor] as? UIColor)
        let text = NSMutableAttributedString(string: "Title ", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        text.append(NSAttributedString(string: "body", attributes: [.font: UIFont.systemFont(ofSize: 15)]))
        view.attributedText = text
        view.selectedRange = NSRange(location: 3, length: 0)
        XCTAssertTrue(view.caretIsBold)
        view.selectedRange = NSRange(location: 8, length: 0)
        XCTAssertFalse(view.caretIsBold)
        // Forward at the boundary reads the character after the caret, backward the one before it.
        let boundary = view.position(from: view.beginningOfDocument, offset: 6)!
        XCTAssertEqual((view.textStyling(at: boundary, in: .forward)?[.font] as? UIFont)?.pointSize, 15)
        XCTAssertEqual((view.textStyling(at: boundary, in: .backward)?[.font] as? UIFont)?.pointSize, 20)
    }

    /// UITextInput's other optional members, on a text field and through the protocol.
    @MainActor
    func testTheOptionalTextInputMembers() async {
        final class DigitsOnly: NSObject, UITextFieldDelegate {
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool { string.allSatisfy(\.isNumber) }
        }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let digits = DigitsOnly()
        field.delegate = digits
        field.text = "12345"
        let all = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!
        XCTAssertTrue(field.shouldChangeText(in: all, replacementText: "9"))
        XCTAssertFalse(field.shouldChangeText(in: all, replacementText: "x"))
        // A delegate of iOS 26's ranges form alone is asked too, as typing asks it.
        final class NoNewlines: NSObject, UITextViewDelegate {
            func textView(
                _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
            ) -> Bool { !text.contains("\n") }
        }
        let notes = UITextView()
        let noNewlines = NoNewlines()
        notes.delegate = noNewlines
        notes.text = "a"
        let start = notes.textRange(from: notes.beginningOfDocument, to: notes.beginningOfDocument)!
        XCTAssertTrue(notes.shouldChangeText(in: start, replacementText: "b"))
        XCTAssertFalse(notes.shouldChangeText(in: start, replacementText: "\n"))
        let input: any UITextInput = field
        let third = input.position(within: all, atCharacterOffset: 2)!
        XCTAssertEqual(input.offset(from: field.beginningOfDocument, to: third), 2)
        XCTAssertNil(input.position(within: all, atCharacterOffset: 6), "past the range's end")
        XCTAssertEqual(input.characterOffset(of: field.endOfDocument, within: all), 5)
        XCTAssertTrue(input.textInputView === field)
        XCTAssertEqual(input.selectionAffinity, .forward)
        XCTAssertEqual(input.caretTransform(for: field.beginningOfDocument), .identity)
    }

    /// Swift Radio's station screen tells Handoff the station's web page.
    @MainActor
    func testABrowsingActivity() async {
        let controller = UIViewController()
        controller.userActivity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        controller.userActivity?.webpageURL = URL(string: "https://example.com/stations/1")
        XCTAssertEqual(controller.userActivity?.activityType, "NSUserActivityTypeBrowsingWeb")
        XCTAssertEqual(controller.userActivity?.webpageURL?.host, "example.com")
    }
}
