import UIKit
import XCTest

/// What a thirtieth round of unseen screens needed: a reader's page cell that makes itself the delegate of its
/// text view's taps, as `UITableViewCell` adopts `UIGestureRecognizerDelegate` in UIKit.
final class RoundThirtyIdiomsTests: XCTestCase {
    /// BiqugeViewer's page: a single tap turns the page, a double tap is kept from the text view while the
    /// reader's menu shows.
    final class BookContentCell: UITableViewCell {
        let textView = UITextView()
        let textViewTap = UITapGestureRecognizer()
        let textViewDoubleTap = UITapGestureRecognizer()
        var allowsDoubleTap = false

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            textView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
            contentView.addSubview(textView)
            textViewDoubleTap.numberOfTapsRequired = 2
            textViewTap.delegate = self
            textViewDoubleTap.delegate = self
            textView.addGestureRecognizer(textViewTap)
            textView.addGestureRecognizer(textViewDoubleTap)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            if gestureRecognizer == textViewDoubleTap {
                return allowsDoubleTap
            }
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
    }

    @MainActor
    func testACellIsItsRecognizersDelegate() async {
        let cell = BookContentCell(style: .default, reuseIdentifier: "Content")
        XCTAssertTrue(cell.textViewTap.delegate === cell)
        let delegate: any UIGestureRecognizerDelegate = cell
        XCTAssertTrue(delegate.gestureRecognizerShouldBegin(cell.textViewTap))
        XCTAssertFalse(delegate.gestureRecognizerShouldBegin(cell.textViewDoubleTap), "the subclass's override answers")
        cell.allowsDoubleTap = true
        XCTAssertTrue(delegate.gestureRecognizerShouldBegin(cell.textViewDoubleTap))
        XCTAssertFalse(
            delegate.gestureRecognizer(cell.textViewTap, shouldRecognizeSimultaneouslyWith: cell.textViewDoubleTap),
            "UIKit's default")
    }
}
