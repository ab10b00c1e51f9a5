import UIKit
import XCTest

/// Keys of a hardware keyboard as UIKit delivers them: `pressesBegan` and `pressesEnded` to the first responder,
/// else the root view controller, and up the responder chain; a controller takes a key by not calling `super`,
/// and reads it from `press.key` (iOS 13.4).
@MainActor
final class KeyPressTests: XCTestCase {
    final class ReaderViewController: UIViewController {
        var page = 0
        var heard: [String] = []

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
            switch key.keyCode {
            case .keyboardRightArrow: page += 1
            case .keyboardLeftArrow: page -= 1
            case .keyboardN where key.modifierFlags.contains(.command): heard.append("new")
            default: super.pressesBegan(presses, with: event)
            }
        }

        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            heard.append("ended \(presses.first?.key?.charactersIgnoringModifiers ?? "")")
            super.pressesEnded(presses, with: event)
        }
    }

    func testTheRootViewControllerTakesTheKeysItHandlesAndPassesTheRestOn() async {
        let reader = ReaderViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = reader
        window.makeKeyAndVisible()

        let right = UIKey(keyCode: .keyboardRightArrow)
        XCTAssertTrue(window.press(right), "the controller took →")
        XCTAssertEqual(reader.page, 1)
        XCTAssertTrue(
            window.press(
                UIKey(keyCode: .keyboardN, characters: "n", charactersIgnoringModifiers: "n", modifierFlags: .command)))
        XCTAssertEqual(reader.heard, ["ended ", "new", "ended n"])
        XCTAssertFalse(window.press(UIKey(keyCode: .keyboardX, charactersIgnoringModifiers: "x")), "nobody took x")
        XCTAssertEqual(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue, 40)
        XCTAssertEqual(UIKeyboardHIDUsage.keyboardHangul, .keyboardLANG1)
    }

    func testAFirstResponderHearsTheKeysBeforeItsController() async {
        final class Field: UITextField {
            var pressed: [UIKeyboardHIDUsage] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                pressed += presses.compactMap { $0.key?.keyCode }
                super.pressesBegan(presses, with: event)
            }
        }
        let reader = ReaderViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = reader
        window.makeKeyAndVisible()
        let field = Field(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        reader.view.addSubview(field)
        field.becomeFirstResponder()
        XCTAssertTrue(window.press(UIKey(keyCode: .keyboardRightArrow)))
        XCTAssertEqual(field.pressed, [.keyboardRightArrow])
        XCTAssertEqual(reader.page, 1, "the field passed it on to its controller")
    }
}
