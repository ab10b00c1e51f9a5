import Foundation

/// A tap (UITapGestureRecognizer): the finger lifts within 10 points of where it came down; with
/// ``numberOfTapsRequired`` above 1, taps follow each other within 0.35 s.
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// The mouse buttons a click must use; `.primary` by default (a finger is the primary button).
    open var buttonMaskRequired: Event.ButtonMask = .primary
    private var taps = 0
    private var lastLift: Double?

    override func fingerDown(_ touch: Touch) {
        if let lastLift, touch.timestamp - lastLift > Self.interval { taps = 0 }
        if !buttonMaskRequired.contains(.primary) { state = .failed }
    }

    override func fingerMoved(_ touch: Touch) {
        if hypot(touch.point.x - downPoint.x, touch.point.y - downPoint.y) > 10 {
            taps = 0
            state = .failed
        }
    }

    override func fingerLifted(_ touch: Touch) {
        guard state == .possible else { return }
        taps += 1
        lastLift = touch.timestamp
        if taps >= numberOfTapsRequired {
            taps = 0
            begin(.ended)
        }
    }

    /// The longest pause between the taps of one gesture.
    static let interval = 0.35

    /// Whether this tap still waits for more taps: the touch is over but the gesture is not.
    override var waitsForMoreTouches: Bool { taps > 0 && state == .possible }

    /// With no finger down at `now`: a tap whose next tap did not come within the interval fails. Returns
    /// whether it did.
    override func expire(at now: Double) -> Bool {
        guard waitsForMoreTouches, let lastLift, now - lastLift > Self.interval else { return false }
        taps = 0
        state = .failed
        return true
    }
}

/// A press held still (UILongPressGestureRecognizer): begins after ``minimumPressDuration`` with the finger
/// within ``allowableMovement``, then reports moves until the finger lifts.
@preconcurrency @MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    open var minimumPressDuration: Double = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    /// How many quick taps come before the press (a tap then a press is 1); 0 by default.
    open var numberOfTapsRequired = 0

    override func fingerDown(_ touch: Touch) {
        if numberOfTapsRequired > 0, touch.tapCount != numberOfTapsRequired + 1 { state = .failed }
    }

    override func fingerHeld(_ touch: Touch) {
        if state == .possible && touch.timestamp - downTime >= minimumPressDuration { begin() }
    }

    override func fingerMoved(_ touch: Touch) {
        switch state {
        case .possible:
            if hypot(touch.point.x - downPoint.x, touch.point.y - downPoint.y) > allowableMovement {
                state = .failed
            } else {
                fingerHeld(touch)
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override func fingerLifted(_ touch: Touch) {
        fingerHeld(touch)
        endOrFail()
    }
}

/// A quick stroke in one direction (UISwipeGestureRecognizer): at least 50 points along ``direction``
/// within 0.5 s, and less across it than along it.
@preconcurrency @MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    override func fingerMoved(_ touch: Touch) {
        if touch.timestamp - downTime > 0.5 { state = .failed }
    }

    override func fingerLifted(_ touch: Touch) {
        guard state == .possible else { return }
        let dx = touch.point.x - downPoint.x
        let dy = touch.point.y - downPoint.y
        let along: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        let swiped = along.contains { direction.contains($0.0) && $0.1 >= 50 && $0.2 < $0.1 }
        if swiped && touch.timestamp - downTime <= 0.5 { begin(.ended) } else { state = .failed }
    }
}
