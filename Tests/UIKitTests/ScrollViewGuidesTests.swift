import UIKit
import XCTest

/// A form in a scroll view laid out by its content and frame guides, as iOS 11+ code writes it: the stack's size
/// becomes the scroll view's content size.
@MainActor
final class ScrollViewGuidesTests: XCTestCase {
    final class FormViewController: UIViewController {
        let scrollView = UIScrollView()
        let stack = UIStackView()

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.axis = .vertical
            stack.spacing = 8
            view.addSubview(scrollView)
            scrollView.addSubview(stack)
            for index in 0..<30 {
                let field = UIView()
                field.heightAnchor.constraint(equalToConstant: 40).isActive = true
                field.accessibilityIdentifier = "field \(index)"
                stack.addArrangedSubview(field)
            }
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
                stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
                stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
                stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
            ])
        }
    }

    func testTheContentGuideSetsTheContentSize() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let form = FormViewController()
        window.rootViewController = form
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(form.scrollView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(form.stack.frame, CGRect(x: 16, y: 20, width: 358, height: 30 * 40 + 29 * 8))
        XCTAssertEqual(form.scrollView.contentSize, CGSize(width: 390, height: 20 + 1432 + 20))
        XCTAssertEqual(form.scrollView.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 390, height: 844))
        let last = try XCTUnwrap(form.view.descendant(withAccessibilityIdentifier: "field 29"))
        form.scrollView.scrollRectToVisible(last.convert(last.bounds, to: form.scrollView), animated: false)
        let bottom: CGFloat = 20 + 29 * 48 + 40
        XCTAssertEqual(form.scrollView.contentOffset.y, bottom - 844, "the last field's bottom at the view's")
    }
}
