import UIKit
import XCTest

/// The keyboard as form and chat screens meet it: the notifications a form uses to keep its fields above the
/// keyboard (with both spellings of reading the frame), the keyboard layout guide a chat's input bar is pinned
/// to, and the boxed geometry `NSValue` carries.
@MainActor
final class KeyboardTests: XCTestCase {
    /// A form in a scroll view that insets its content by the keyboard's height, the classic way: observers for
    /// the will-show and will-hide notifications, the frame read as an `NSValue`.
    final class FormViewController: UIViewController, UITextFieldDelegate {
        let scrollView = UIScrollView()
        let nameField = UITextField()
        let emailField = UITextField()
        var log: [String] = []
        private var observers: [NSObjectProtocol] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            for (index, field) in [nameField, emailField].enumerated() {
                field.delegate = self
                field.frame = CGRect(x: 16, y: 100 + CGFloat(index) * 60, width: 300, height: 44)
                scrollView.addSubview(field)
            }
            let center = NotificationCenter.default
            observers.append(
                center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
                    [weak self] note in
                    guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else {
                        return
                    }
                    let frame = value.cgRectValue
                    MainActor.assumeIsolated { self?.keyboardWillShow(frame: frame) }
                })
            observers.append(
                center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
                    [weak self] _ in
                    MainActor.assumeIsolated {
                        self?.log.append("willHide")
                        self?.scrollView.contentInset.bottom = 0
                    }
                })
        }

        private func keyboardWillShow(frame: CGRect) {
            let keyboard = view.convert(frame, from: nil)
            log.append("willShow \(Int(keyboard.height))")
            scrollView.contentInset.bottom = view.bounds.maxY - keyboard.minY - view.safeAreaInsets.bottom
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            log.append("didBegin \(textField === nameField ? "name" : "email")")
        }

        isolated deinit {
            for observer in observers { NotificationCenter.default.removeObserver(observer) }
        }
    }

    /// A chat screen whose input bar rides on the keyboard layout guide, and a text view to type in.
    final class ChatViewController: UIViewController {
        let inputBar = UIView()
        let textView = UITextView()

        override func viewDidLoad() {
            super.viewDidLoad()
            inputBar.translatesAutoresizingMaskIntoConstraints = false
            textView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(inputBar)
            inputBar.addSubview(textView)
            NSLayoutConstraint.activate([
                inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                inputBar.heightAnchor.constraint(equalToConstant: 50),
                textView.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 6),
                textView.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
                textView.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
                textView.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -6),
            ])
        }
    }

    /// What the keyboard notifications said, in order.
    @MainActor final class NotificationLog {
        var names: [String] = []
        var infos: [[AnyHashable: Any]] = []

        func record(_ name: String, _ info: [AnyHashable: Any]) {
            names.append(name)
            infos.append(info)
        }
    }

    private var window: UIWindow?

    private func show(_ controller: UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
    }

    override func tearDown() async throws {
        await MainActor.run {
            window?.endEditing(true)
            window = nil
        }
    }

    func testAFormInsetsItsScrollViewByTheKeyboardAfterTheFieldBeginsEditing() async {
        let form = FormViewController()
        show(form)
        form.nameField.becomeFirstResponder()
        XCTAssertEqual(form.log, ["didBegin name", "willShow 336"], "the delegate hears it first, as on iOS")
        XCTAssertEqual(form.scrollView.contentInset.bottom, 302, "the keys above the home indicator's inset")
        XCTAssertEqual(window?.keyboardFrame, CGRect(x: 0, y: 508, width: 390, height: 336))

        form.emailField.becomeFirstResponder()
        XCTAssertEqual(
            form.log, ["didBegin name", "willShow 336", "didBegin email", "willShow 336"],
            "moving to the next field shows the keyboard again, without hiding it")

        form.view.endEditing(true)
        XCTAssertEqual(form.log.last, "willHide")
        XCTAssertEqual(form.scrollView.contentInset.bottom, 0)
        XCTAssertNil(window?.keyboardFrame)
    }

    func testTheNotificationsComeInUIKitsOrderWithTheirUserInfo() async {
        let form = FormViewController()
        show(form)
        let log = NotificationLog()
        let center = NotificationCenter.default
        let tokens = [
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
            UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        ].map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                let info = note.userInfo ?? [:]
                let name = note.name.rawValue
                nonisolated(unsafe) let sent = info
                MainActor.assumeIsolated { log.record(name, sent) }
            }
        }
        defer { tokens.forEach(center.removeObserver) }

        form.nameField.becomeFirstResponder()
        form.nameField.resignFirstResponder()
        XCTAssertEqual(
            log.names,
            [
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
            ])
        let show = log.infos[1]
        XCTAssertEqual(
            show[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect, CGRect(x: 0, y: 844, width: 390, height: 336))
        XCTAssertEqual(
            show[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect, CGRect(x: 0, y: 508, width: 390, height: 336))
        XCTAssertEqual(show[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double, 0.25)
        XCTAssertEqual(show[UIResponder.keyboardIsLocalUserInfoKey] as? Bool, true)
        let curve = show[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? -1
        XCTAssertEqual(UIView.AnimationCurve(rawValue: curve), .easeInOut, "a curve clients can unwrap")
        XCTAssertEqual((show[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue, 0.25)
        let options = UIView.AnimationOptions(rawValue: UInt(curve) << 16)
        XCTAssertEqual(options, [], "the curve as animation options, the other idiom")
        let hide = log.infos[5]
        XCTAssertEqual((hide[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.minY, 844)
    }

    func testTheTypedMessagesCarryTheFrames() async {
        let form = FormViewController()
        show(form)
        var heard: [String] = []
        let center = NotificationCenter.default
        let showToken = center.addObserver(of: UIScreen.main, for: UIResponder.KeyboardWillShowMessage.self) {
            message in
            heard.append("show \(Int(message.endFrame.minY)) \(message.animationDuration) \(message.isLocal)")
        }
        let hideToken = center.addObserver(of: UIScreen.main, for: UIResponder.KeyboardDidHideMessage.self) {
            message in
            heard.append("hidden \(Int(message.beginFrame.minY))→\(Int(message.endFrame.minY))")
        }
        defer {
            center.removeObserver(showToken)
            center.removeObserver(hideToken)
        }
        form.nameField.becomeFirstResponder()
        form.nameField.resignFirstResponder()
        XCTAssertEqual(heard, ["show 508 0.25 true", "hidden 508→844"])
    }

    func testAChatInputBarRidesTheKeyboardLayoutGuide() async {
        let chat = ChatViewController()
        show(chat)
        XCTAssertEqual(chat.inputBar.frame.maxY, 844 - 34, "above the home indicator while the keyboard is hidden")

        chat.textView.becomeFirstResponder()
        chat.view.layoutIfNeeded()
        XCTAssertEqual(chat.inputBar.frame.maxY, 844 - 336, "on the keyboard's top")
        XCTAssertEqual(chat.view.keyboardLayoutGuide.layoutFrame.height, 336)

        chat.textView.resignFirstResponder()
        chat.view.layoutIfNeeded()
        XCTAssertEqual(chat.inputBar.frame.maxY, 844 - 34)
    }

    func testTheKeyboardGuideTurnsConstraintsOnForTheDockedKeyboardsEdges() async {
        let controller = UIViewController()
        let editView = UIView()
        editView.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(editView)
        let guide = controller.view.keyboardLayoutGuide
        let onKeyboard = guide.topAnchor.constraint(equalTo: editView.bottomAnchor)
        let centered = guide.centerXAnchor.constraint(equalTo: editView.centerXAnchor)
        let pinnedToSafeArea = controller.view.safeAreaLayoutGuide.bottomAnchor.constraint(
            equalTo: editView.bottomAnchor)
        guide.setConstraints([onKeyboard], activeWhenNearEdge: .bottom)
        guide.setConstraints([centered], activeWhenAwayFrom: [.leading, .trailing])
        guide.setConstraints([pinnedToSafeArea], activeWhenNearEdge: .top)
        XCTAssertTrue(onKeyboard.isActive, "a docked keyboard is at the bottom")
        XCTAssertFalse(centered.isActive, "and spans the width")
        XCTAssertFalse(pinnedToSafeArea.isActive)
        XCTAssertEqual(guide.constraints(activeWhenNearEdge: .bottom), [onKeyboard])
        guide.removeAllTrackedConstraints()
        XCTAssertFalse(onKeyboard.isActive)
        XCTAssertEqual(guide.constraints(activeWhenNearEdge: .bottom), [])
    }

    func testATrackingGuideFollowsWhereItsConstraintsPutIt() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let guide = UITrackingLayoutGuide()
        container.addLayoutGuide(guide)
        let top = guide.topAnchor.constraint(equalTo: container.topAnchor)
        NSLayoutConstraint.activate([
            top, guide.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 100), guide.heightAnchor.constraint(equalToConstant: 50),
        ])
        let badge = UIView()
        container.addSubview(badge)
        let nearTop = badge.heightAnchor.constraint(equalToConstant: 10)
        guide.setConstraints([nearTop], activeWhenNearEdge: .top)
        container.layoutIfNeeded()
        XCTAssertTrue(nearTop.isActive)
        top.constant = 120
        container.layoutIfNeeded()
        XCTAssertFalse(nearTop.isActive, "moved away from the top")
    }

    func testAnInputAccessoryViewAddsItsHeightAndAPlainResponderHidesTheKeyboard() async {
        let form = FormViewController()
        show(form)
        let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        form.nameField.inputAccessoryView = toolbar
        form.nameField.becomeFirstResponder()
        XCTAssertEqual(window?.keyboardFrame?.height, 336 + 44)
        form.nameField.resignFirstResponder()
        XCTAssertNil(window?.keyboardFrame, "no text responder is left")
    }

    func testGeometryBoxedInNSValueComesBackOut() async {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(NSValue(cgRect: rect).cgRectValue, rect)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue, CGPoint(x: 5, y: 6))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue, CGSize(width: 7, height: 8))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue, insets)
        let transform = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: 4)
        XCTAssertEqual(NSValue(cgAffineTransform: transform).cgAffineTransformValue, transform)
        let scale = CATransform3DMakeScale(2, 3, 1)
        XCTAssertEqual(NSValue(caTransform3D: scale).caTransform3DValue, scale)
        XCTAssertEqual(NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2)).uiOffsetValue.vertical, 2)
        XCTAssertEqual(NSValue(cgRect: rect).uiEdgeInsetsValue, .zero, "another type reads as zero")
        let boxed: Any = rect
        XCTAssertEqual((boxed as? NSValue)?.cgRectValue, rect, "a CGRect casts to NSValue, as on iOS")
        let values: [NSValue] = [NSValue(cgPoint: .zero), NSValue(cgRect: rect)]
        XCTAssertEqual(values.compactMap { $0 as Any as? CGRect }, [rect], "and an NSValue back to the struct it holds")
    }
}
