import Foundation

/// The on-screen keyboard, headless. It shows when a view in a window that takes text (a text field, text view or
/// search bar, or any view with an ``Responder/inputView``) becomes first responder, and hides when no such view
/// has the keyboard any more. Each change posts UIKit's keyboard notifications with their `userInfo` and moves
/// every ``View/keyboardLayoutGuide`` in the window, inside an animation of the keyboard's duration, in UIKit's
/// order:
///
/// 1. the text view's own `didBeginEditing` (so a delegate that remembers the active field has done so),
/// 2. `keyboardWillChangeFrameNotification`, then `keyboardWillShowNotification` (or `…WillHide…`), each
///    followed by its typed message (`KeyboardWillShowMessage`…) for observers of the screen,
/// 3. the keyboard layout guides take the new frame, laid out in an animation block,
/// 4. `keyboardDidChangeFrameNotification`, then `keyboardDidShowNotification` (or `…DidHide…`).
///
/// As on iOS, moving from one text field to another posts the show notifications again, with the same frame.
///
/// Choices where UIKit leaves it to the device: the keyboard is ``phoneHeight`` points tall above the window's
/// bottom safe-area inset (``padHeight`` in a window 600 points wide or more), or a custom input view's height;
/// an input accessory view's height is added. The animation curve in `userInfo` is `.easeInOut` (0): iOS posts
/// 7, a private value that `UIView.AnimationCurve(rawValue:)` does not accept.
@MainActor
enum SoftwareKeyboard {
    /// The keyboard's height on a phone, above the bottom safe area: the keys and the suggestion bar (a
    /// 390-point-wide iPhone's 336-point keyboard frame less the 34-point home indicator inset).
    static let phoneHeight: CGFloat = 302
    /// The keyboard's height in a window at least 600 points wide (an iPad's).
    static let padHeight: CGFloat = 320
    /// How long the keyboard takes to slide in or out.
    static let duration: TimeInterval = 0.25

    /// The window the keyboard shows in.
    private(set) static weak var window: Window?
    /// The keyboard's frame in its window's coordinates (the screen's), nil while it is hidden.
    private(set) static var frame: CGRect?
    /// How deep the text views' begin and end editing steps are nested; the keyboard waits for them.
    private static var depth = 0
    /// Whether the first responder changed while they ran.
    private static var changed = false

    /// Runs a text view's become or resign step, then moves the keyboard if the first responder changed in it:
    /// the keyboard's notifications come after the text view's own.
    static func editing<T>(_ body: () -> T) -> T {
        depth += 1
        defer {
            depth -= 1
            if depth == 0, changed {
                changed = false
                update()
            }
        }
        return body()
    }

    /// The first responder changed.
    static func firstResponderChanged() {
        if depth > 0 {
            changed = true
        } else {
            update()
        }
    }

    /// The part of `view`'s bounds, from its bottom edge, that the keyboard covers; 0 while it is hidden or in
    /// another window.
    ///
    /// - Complexity: O(d) in the view's depth.
    static func overlap(of view: View) -> CGFloat {
        guard let frame, let window, view.window === window else { return 0 }
        let bounds = view.convert(view.bounds, to: nil)
        return min(max(bounds.maxY - frame.minY, 0), view.bounds.height)
    }

    private static func update() {
        let responder = Responder.firstResponder
        if let responder, let view = responder as? View, let window = view.window,
            responder is TextInputTraits || responder.inputView != nil
        {
            show(in: window, for: responder)
        } else if frame != nil {
            hide()
        }
    }

    private static func show(in window: Window, for responder: Responder) {
        if let shown = self.window, shown !== window, frame != nil { hide() }
        let bounds = window.bounds
        var height = window.bounds.width >= 600 ? padHeight : phoneHeight
        if let input = responder.inputView { height = measuredHeight(of: input) }
        if let accessory = responder.inputAccessoryView { height += measuredHeight(of: accessory) }
        height += window.safeAreaInsets.bottom
        let end = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        let begin = frame ?? end.offsetBy(dx: 0, dy: height)
        move(in: window, from: begin, to: end, showing: true)
    }

    private static func hide() {
        guard let window, let shown = frame else {
            frame = nil
            return
        }
        move(in: window, from: shown, to: shown.offsetBy(dx: 0, dy: shown.height), showing: false)
    }

    private static func move(in window: Window, from begin: CGRect, to end: CGRect, showing: Bool) {
        let info: [AnyHashable: Any] = [
            Responder.keyboardFrameBeginUserInfoKey: begin,
            Responder.keyboardFrameEndUserInfoKey: end,
            Responder.keyboardAnimationDurationUserInfoKey: duration,
            Responder.keyboardAnimationCurveUserInfoKey: View.AnimationCurve.easeInOut.rawValue,
            Responder.keyboardIsLocalUserInfoKey: true,
        ]
        let center = NotificationCenter.default
        func post<Message: KeyboardMessage>(_ type: Message.Type) {
            center.post(name: Message.notificationName, object: nil, userInfo: info)
            let message = Message(
                beginFrame: begin, endFrame: end, animationDuration: duration, animationCurve: .easeInOut,
                isLocal: true, screen: .main)
            center.post(message, subject: Screen.main)
        }
        post(Responder.KeyboardWillChangeFrameMessage.self)
        if showing {
            post(Responder.KeyboardWillShowMessage.self)
        } else {
            post(Responder.KeyboardWillHideMessage.self)
        }
        self.window = showing ? window : nil
        frame = showing ? end : nil
        window.keyboardMoved()
        View.animate(withDuration: duration) { window.layoutIfNeeded() }
        post(Responder.KeyboardDidChangeFrameMessage.self)
        if showing { post(Responder.KeyboardDidShowMessage.self) } else { post(Responder.KeyboardDidHideMessage.self) }
    }

    /// An input or accessory view's height: its frame's, else its intrinsic height, else 0.
    private static func measuredHeight(of view: View) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic.isFinite && intrinsic > 0 ? intrinsic : 0
    }
}

extension View {
    /// Tells this view and those below it that the keyboard moved: keyboard layout guides solve again.
    ///
    /// - Complexity: O(n) in the views of the subtree.
    func keyboardMoved() {
        if autoLayoutStorage?.keyboardGuide != nil {
            constraintMakeupChanged()
            setNeedsLayout()
        }
        for view in subviews { view.keyboardMoved() }
    }
}

extension Window {
    /// The keyboard's frame in this window (beyond UIKit, headless: what the keyboard notifications carry);
    /// nil while no keyboard shows here.
    public var keyboardFrame: CGRect? { SoftwareKeyboard.window === self ? SoftwareKeyboard.frame : nil }
}
