import Foundation

/// Decides, with its recognizer, whether a gesture may begin and which gestures may run together
/// (UIGestureRecognizerDelegate). Every method has a default.
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        true
    }
}

/// A finger on the screen, as a recognizer sees it (UITouch): where it is and when it was last seen. Equal to
/// itself only, as an `NSObject` is, so touches go in a `Set<Touch>`.
@preconcurrency @MainActor
public final class Touch: IdentityHashable {
    /// Where the finger is, in the coordinates of the topmost view.
    var point: CGPoint
    /// Seconds of virtual time since the touch came down.
    public internal(set) var timestamp: Double
    /// The view the touch came down on.
    public internal(set) weak var view: View?

    init(point: CGPoint, timestamp: Double, view: View?) {
        self.point = point
        self.timestamp = timestamp
        self.view = view
    }

    /// Where the finger is, in `view`'s coordinates (the topmost view's for nil).
    public func location(in view: View?) -> CGPoint { view?.convert(point, from: nil) ?? point }
}

/// Turns touches into a gesture and tells its targets (UIGestureRecognizer), with UIKit's state machine:
/// a discrete gesture goes from `.possible` to `.ended` (recognized) or `.failed`; a continuous one through
/// `.began`, `.changed`… to `.ended` or `.cancelled`. Targets hear `.began`, `.changed`, `.ended` and
/// `.cancelled`.
///
/// Linux has no selectors, so a target's action is a method reference: `#selector(drag(with:))` becomes
/// `Self.drag(with:)` (`PanGestureRecognizer(target: self, action: HandMadeTable.drag(with:))`). Targets are
/// held weakly, as UIKit holds them.
@preconcurrency @MainActor
open class GestureRecognizer {
    /// Where a recognizer is in its gesture.
    public enum State: Int, Hashable, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture that happened: the same as `.ended`.
        public static let recognized = State.ended
    }

    private struct Target {
        weak var object: AnyObject?
        let send: (AnyObject, GestureRecognizer) -> Void
    }

    private var targets: [Target] = []
    /// The states the recognizer went through since the touch came down (beyond UIKit, for tests).
    public private(set) var stateHistory: [State] = []

    /// Where the recognizer is in its gesture. Setting `.began`, `.changed`, `.ended` or `.cancelled` tells
    /// the targets; `.began` (and a discrete `.ended`) first asks the delegate whether the gesture may begin.
    open var state: State = .possible {
        didSet {
            guard !returningToPossible, state != oldValue || state == .changed else { return }
            stateHistory.append(state)
            if [.began, .changed, .ended, .cancelled].contains(state) { sendActions() }
        }
    }

    public weak var delegate: (any GestureRecognizerDelegate)?
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    /// The touches the recognizer follows (0 or 1, headless).
    public internal(set) var numberOfTouches = 0
    /// The touch being followed, while there is one.
    var touch: Touch? {
        didSet {
            guard let touch, touch !== oldValue else { return }
            downPoint = touch.point
            downTime = touch.timestamp
        }
    }
    /// Where and when the touch came down (in the topmost view's coordinates).
    var downPoint = CGPoint.zero
    var downTime = 0.0

    public init() {}

    /// A recognizer that sends its gestures to `action` on `target`.
    public convenience init<T: AnyObject, R: GestureRecognizer>(target: T, action: @escaping (T) -> (R) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target: `action` is a method reference on it, called with this recognizer.
    public func addTarget<T: AnyObject, R: GestureRecognizer>(_ target: T, action: @escaping (T) -> (R) -> Void) {
        targets.append(
            Target(object: target) { object, recognizer in
                guard let object = object as? T, let recognizer = recognizer as? R else { return }
                action(object)(recognizer)
            })
    }

    /// Removes `target` (every target for nil).
    public func removeTarget(_ target: AnyObject?) {
        targets.removeAll { target == nil || $0.object === target || $0.object == nil }
    }

    private func sendActions() {
        for target in targets {
            if let object = target.object { target.send(object, self) }
        }
    }

    /// Where the touch is, in `view`'s coordinates (the centroid of the touches, in UIKit).
    open func location(in view: View?) -> CGPoint { touch?.location(in: view) ?? .zero }

    /// Whether the gesture may begin: the delegate, then the view, decide.
    func shouldBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if let view, !view.gestureRecognizerShouldBegin(self) { return false }
        return true
    }

    /// Moves to `.began` (or `.ended` for a discrete gesture) if the gesture may begin, else to `.failed`.
    func begin(_ next: State = .began) {
        state = shouldBegin() ? next : .failed
    }

    /// Whether the recognizer is still following its gesture.
    var isActive: Bool { state == .possible || state == .began || state == .changed }

    private var returningToPossible = false

    /// Back to `.possible` once the touch is over, without telling anyone (the history stays for tests).
    func returnToPossible() {
        returningToPossible = true
        state = .possible
        returningToPossible = false
    }

    /// Called when a new touch comes down: forget the last gesture.
    open func reset() {
        stateHistory = []
        touch = nil
        numberOfTouches = 0
    }

    // MARK: Touches (overridden by each kind)

    open func touchesBegan(_ touch: Touch) {}
    open func touchesMoved(_ touch: Touch) {}
    open func touchesEnded(_ touch: Touch) {}
    /// Virtual time passed with the finger still (what a long press waits for).
    open func touchHeld(_ touch: Touch) {}

    open func touchesCancelled(_ touch: Touch) {
        giveUp()
    }

    /// Stops following the gesture without it happening: a gesture under way is cancelled, one that had not
    /// begun fails.
    func giveUp() {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// The finger lifted on a continuous gesture: one under way ends, one that never began fails.
    func endOrFail() {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }
}
