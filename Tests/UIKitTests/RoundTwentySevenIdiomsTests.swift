import UIKit
import XCTest

/// What a twenty-seventh round of unseen screens needed: a settings cell whose segmented control takes drags
/// (Soshiki's), and a cell made only through its own initializer, as that app's settings rows are.
final class RoundTwentySevenIdiomsTests: XCTestCase {
    final class SettingItemTableViewCell: UITableViewCell {
        let segments = UISegmentedControl(items: ["Off", "On"])
        let title: String

        init(title: String) {
            self.title = title
            super.init(style: .default, reuseIdentifier: nil)
            segments.isSpringLoaded = true
            accessoryView = segments
        }

        required init?(coder: NSCoder) { nil }

        // Made in cellForRowAt, never registered: the table's initializer for registered classes stops.
        required convenience init(registeredStyle style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            fatalError("SettingItemTableViewCell is made with init(title:)")
        }
    }

    @MainActor
    func testASettingsCellMadeWithItsOwnInitializer() async {
        let cell = SettingItemTableViewCell(title: "Reader")
        XCTAssertTrue(cell.segments.isSpringLoaded)
        XCTAssertFalse(UISegmentedControl().isSpringLoaded, "false by default")
        XCTAssertTrue(cell.accessoryView === cell.segments)
        XCTAssertEqual(cell.title, "Reader")
    }

    /// The to-do app's keyboard dismissal: a tap on the view runs `endEditing` on it.
    @MainActor
    func testATapThatEndsEditingDismissesTheKeyboard() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let window = UIWindow(frame: view.frame)
        window.addSubview(view)
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        view.addSubview(field)
        // LINUX: #selector(UIView.endEditing)
        let tap = UITapGestureRecognizer(target: view, action: UIView.endEditing)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        XCTAssertTrue(field.becomeFirstResponder())
        view.touchDown(at: CGPoint(x: 300, y: 600)).lift()
        XCTAssertFalse(field.isFirstResponder, "the tap ended editing")
    }
}
