import Foundation

/// Decides, with its recognizer, whether a gesture may begin, which gestures may run together and which wait
/// for others to fail (UIGestureRecognizerDelegate). Every method has a default.
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail before it recognizes.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail before it recognizes.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        true
    }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool {
        true
    }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
        true
    }
}

/// A finger on the screen, as a recognizer sees it (UITouch): where it is and when it was last seen. Equal to
/// itself only, as an `NSObject` is, so touches go in a `Set<Touch>`.
@preconcurrency @MainActor
public final class Touch: IdentityHashable {
    /// Where a touch is in its life.
    public enum Phase: Int, Hashable, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What touched: a finger, by default.
    public enum TouchType: Int, Hashable, Sendable {
        case direct, indirect, pencil, indirectPointer
        /// The same as `.pencil`.
        public static let stylus = TouchType.pencil
    }

    /// Where the finger is, in the coordinates of the topmost view.
    var point: CGPoint
    /// Where it was at the event before.
    var previousPoint: CGPoint
    /// Seconds of virtual time since the touch came down.
    public internal(set) var timestamp: Double
    /// The view the touch came down on.
    public internal(set) weak var view: View?
    /// Where the touch is in its life.
    public internal(set) var phase = Phase.began
    /// What touched (a finger headless).
    public let type = TouchType.direct
    /// How many quick taps in a row this touch is part of, counting it.
    public internal(set) var tapCount = 1
    /// The recognizers the touch was delivered to.
    public internal(set) var gestureRecognizers: [GestureRecognizer]?
    /// How hard the finger presses: 0 on a screen without force sensing, as headless.
    public let force: CGFloat = 0
    /// The greatest force a touch can have.
    public let maximumPossibleForce: CGFloat = 0
    /// The radius of the touch's contact, in points.
    public let majorRadius: CGFloat = 20
    /// How far ``majorRadius`` may be off.
    public let majorRadiusTolerance: CGFloat = 5

    init(point: CGPoint, timestamp: Double, view: View?) {
        self.point = point
        previousPoint = point
        self.timestamp = timestamp
        self.view = view
    }

    /// The window the touch came down in.
    public var window: Window? { view?.window }

    /// Where the finger is, in `view`'s coordinates (the topmost view's for nil).
    public func location(in view: View?) -> CGPoint { view?.convert(point, from: nil) ?? point }

    /// Where the finger was at the event before, in `view`'s coordinates.
    public func previousLocation(in view: View?) -> CGPoint { view?.convert(previousPoint, from: nil) ?? previousPoint }

    /// The location at the finger's precise position (the same as ``location(in:)`` for a finger).
    public func preciseLocation(in view: View?) -> CGPoint { location(in: view) }

    /// The precise location at the event before.
    public func precisePreviousLocation(in view: View?) -> CGPoint { previousLocation(in: view) }
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
            if state == .failed || state == .began || state == .ended { FailureRequirements.settled(self) }
        }
    }

    public weak var delegate: (any GestureRecognizerDelegate)?
    /// The view the recognizer is attached to.
    public internal(set) var view: View? {
        get { attachedView }
        set { attachedView = newValue }
    }
    /// Not a weak reference: a view owns the recognizers attached to it and clears this when it lets one go or goes
    /// itself (in its `deinit`), so it never dangles, and views avoid the side table that a weak reference costs
    /// on every retain of them.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var attachedView: View?
    /// The action of the view that made this recognizer for its own use (a scroll view's pan), sent before the
    /// targets. It holds that view without a reference, for the same reason; the view clears it when it goes.
    @exclusivity(unchecked) nonisolated(unsafe) var ownerAction: ((GestureRecognizer) -> Void)?
    open var isEnabled = true
    /// Whether the view stops hearing the touch (``Responder/touchesCancelled(_:with:)``) once the gesture is
    /// recognized; true by default.
    open var cancelsTouchesInView = true
    /// Whether the view hears the touch come down only once this recognizer has failed; false by default.
    open var delaysTouchesBegan = false
    /// Whether the view hears the touch lift only once this recognizer has failed; true by default.
    open var delaysTouchesEnded = true
    /// A name for debugging; nil by default.
    open var name: String?
    /// The kinds of touch the recognizer receives (``Touch/TouchType`` raw values); every kind by default.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The buttons the recognizer receives (``Press/PressType`` raw values); every button by default.
    open var allowedPressTypes: [NSNumber] = [0, 1, 2, 3, 4, 5, 6, 30, 31, 32, 33].map { NSNumber(value: $0) }
    /// Whether the recognizer follows one kind of touch at a time; true by default (one kind headless).
    open var requiresExclusiveTouchType = true
    /// The touches the recognizer follows (0 or 1, headless).
    public internal(set) var numberOfTouches = 0
    /// The mouse buttons down: `.primary` while a finger is down.
    open var buttonMask: Event.ButtonMask { touch == nil ? [] : .primary }
    /// The modifier keys held (none headless).
    open var modifierFlags: KeyModifierFlags { [] }
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
    /// The touch this recognizer was told to ignore (``ignore(_:for:)``).
    weak var ignoredTouch: Touch?
    /// The recognizers this one waits for to fail (``require(toFail:)``).
    var requiredToFail: [WeakRecognizer] = []
    /// The state this recognizer reached while it waited for others to fail, applied once they have.
    var waitingState: State?

    public init() {}

    /// Made from an archive: there are none on Linux, so there is never a recognizer.
    public convenience init?(coder: NSCoder) {
        return nil
    }

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
        ownerAction?(self)
        for target in targets {
            if let object = target.object { target.send(object, self) }
        }
    }

    /// Where the touch is, in `view`'s coordinates (the centroid of the touches, in UIKit).
    open func location(in view: View?) -> CGPoint { touch?.location(in: view) ?? .zero }

    /// Where touch number `touchIndex` is, in `view`'s coordinates: touch 0 is the one headless touch; an index
    /// past the touches is reported and answers the origin, as UIKit raises there.
    open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
        guard touchIndex >= 0, touchIndex < numberOfTouches else {
            Messages.write(Messages.touchIndexOutOfRange(touchIndex, count: numberOfTouches, of: "\(type(of: self))"))
            return .zero
        }
        return location(in: view)
    }

    // MARK: Failure requirements

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes: a single tap that
    /// requires a double tap to fail fires only once no second tap came within the interval. If the other
    /// recognizes, this one fails.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard otherGestureRecognizer !== self,
            !requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer })
        else { return }
        requiredToFail.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail; subclasses override it. False by
    /// default.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail; subclasses override it. False by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Whether this recognizer, once it recognizes, may make `preventedGestureRecognizer` fail; true by default.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, once it recognizes, may make this one fail; true by default.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `other` to fail, by any of UIKit's four ways of saying so.
    func waits(for other: GestureRecognizer) -> Bool {
        requiredToFail.contains { $0.recognizer === other } || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) ?? false)
    }

    /// Whether the gesture may begin: the delegate, then the view, decide.
    func shouldBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if let view, !view.gestureRecognizerShouldBegin(self) { return false }
        return true
    }

    /// Moves to `.began` (or `.ended` for a discrete gesture) if the gesture may begin, else to `.failed`; while
    /// a recognizer it requires to fail has not yet, it waits in `.possible` (UIKit's behaviour).
    func begin(_ next: State = .began) {
        guard shouldBegin() else {
            state = .failed
            return
        }
        switch FailureRequirements.verdict(for: self) {
        case .proceed: state = next
        case .fail: state = .failed
        case .wait: waitingState = next
        }
    }

    /// Whether the recognizer is still following its gesture.
    var isActive: Bool { waitingState == nil && (state == .possible || state == .began || state == .changed) }

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
        ignoredTouch = nil
    }

    // MARK: Touches, presses and events

    /// Fingers came down; subclasses override it and call super.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for touch in touches { fingerDown(touch) }
    }

    /// Fingers moved; subclasses override it and call super.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for touch in touches { fingerMoved(touch) }
    }

    /// Fingers lifted; subclasses override it and call super.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        for touch in touches { fingerLifted(touch) }
    }

    /// The system took the touches away: a gesture under way is cancelled, one that had not begun fails.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        giveUp()
    }

    /// A touch's estimated properties (a pencil's force or angle) got their final values; none headless.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}

    /// Buttons went down; the default ignores them.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {}
    /// Buttons changed (their force); the default ignores them.
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent) {}
    /// Buttons came up; the default ignores them.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {}
    /// The system took the presses away; the default ignores them.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent) {}

    /// Whether the recognizer receives `event` at all; true by default (UIKit asks before the first touch).
    open func shouldReceive(_ event: Event) -> Bool { true }

    /// Stops following `touch` for the rest of its life: the recognizer hears nothing more of it.
    open func ignore(_ touch: Touch, for event: Event) {
        ignoredTouch = touch
    }

    /// Stops following `button` for the rest of its press.
    open func ignore(_ button: Press, for event: PressesEvent) {
        button.gestureRecognizers?.removeAll { $0 === self }
    }

    /// The finger came down (each kind of recognizer reads it here).
    func fingerDown(_ touch: Touch) {}
    /// The finger moved.
    func fingerMoved(_ touch: Touch) {}
    /// The finger lifted.
    func fingerLifted(_ touch: Touch) {}
    /// Virtual time passed with the finger still (what a long press waits for).
    func fingerHeld(_ touch: Touch) {}

    /// Whether the gesture goes on between touches (a tap waiting for its next tap); none does by default.
    var waitsForMoreTouches: Bool { false }

    /// With no finger down at `now`: a gesture that waits between touches and waited too long fails. Returns
    /// whether it did; the default never waits.
    func expire(at now: Double) -> Bool { false }

    /// Stops following the gesture without it happening: a gesture under way is cancelled, one that had not
    /// begun fails.
    func giveUp() {
        waitingState = nil
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// The finger lifted on a continuous gesture: one under way ends, one that never began fails.
    func endOrFail() {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }
}

/// A recognizer held weakly, as ``GestureRecognizer/require(toFail:)`` holds the one it waits for.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}
