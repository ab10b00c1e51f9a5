import UIKit
import XCTest

/// The Visual Format Language as older UIKit code writes it: a form of a label and a field laid out by format
/// strings, with metrics, priorities, relations to other views and alignment options.
@MainActor
final class VisualFormatTests: XCTestCase {
    final class FormViewController: UIViewController {
        let nameLabel = UILabel()
        let nameField = UITextField()
        let notes = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            for subview in [nameLabel, nameField, notes] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            nameLabel.text = "Name"
            let views: [String: Any] = ["label": nameLabel, "field": nameField, "notes": notes]
            let metrics = ["gap": 12, "labelWidth": 80]
            var constraints: [NSLayoutConstraint] = []
            constraints += NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[label(labelWidth)]-gap-[field(>=100@750)]-|", options: [.alignAllCenterY],
                metrics: metrics, views: views)
            constraints += NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-40-[field(30)]-(>=gap)-[notes(==field)]", metrics: metrics, views: views)
            constraints += NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[notes]|", options: [], metrics: nil, views: views)
            NSLayoutConstraint.activate(constraints)
        }
    }

    func testAFormLaidOutByFormatStrings() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let form = FormViewController()
        window.rootViewController = form
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(form.nameLabel.frame.minX, 20, "the standard space to the superview's edge")
        XCTAssertEqual(form.nameLabel.frame.width, 80)
        XCTAssertEqual(form.nameField.frame.minX, 20 + 80 + 12)
        XCTAssertEqual(form.nameField.frame.maxX, 390 - 20)
        XCTAssertEqual(form.nameField.frame.minY, 40)
        XCTAssertEqual(form.nameField.frame.height, 30)
        XCTAssertEqual(form.nameLabel.frame.midY, form.nameField.frame.midY, "aligned by the option")
        XCTAssertEqual(form.notes.frame.height, 30)
        XCTAssertGreaterThanOrEqual(form.notes.frame.minY, 40 + 30 + 12)
        XCTAssertEqual(form.notes.frame.width, 390)
    }

    func testAFormatThatDoesNotParseMakesNoConstraints() async {
        let a = UIView()
        XCTAssertTrue(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", metrics: nil, views: ["a": a]).isEmpty)
        XCTAssertTrue(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(", metrics: nil, views: ["a": a]).isEmpty)
        XCTAssertEqual(
            NSLayoutConstraint.constraints(withVisualFormat: "[a][a]", metrics: nil, views: ["a": a]).count, 1)
    }
}
