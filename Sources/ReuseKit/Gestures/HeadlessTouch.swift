import Foundation

/// One finger driven by a test or a host (beyond UIKit): it comes down on the deepest view under it, and
/// the gesture recognizers of that view and the views above it follow it, in virtual time.
///
/// Recognizers compete as in UIKit: once one begins (or recognizes a discrete gesture), the others fail, or
/// are cancelled, unless a delegate lets them recognize simultaneously.
///
/// ```swift
/// let finger = table.touchDown(at: CGPoint(x: 100, y: 300))
/// finger.move(to: CGPoint(x: 100, y: 200), after: 0.1)
/// finger.lift()
/// ```
@preconcurrency @MainActor
public final class HeadlessTouch {
    private let touch: Touch
    private let event: Event
    private let recognizers: [GestureRecognizer]
    /// The receiver's origin in the topmost view's coordinates when the touch came down.
    private let origin: CGPoint
    public private(set) var isDown = true
    /// Whether the view under the finger has heard the touch come down, and whether it was then cancelled.
    private var viewHeardBegan = false
    private var viewCancelled = false
    /// Virtual time shared by all headless touches, so that a second tap can follow a first within its
    /// interval: every touch starts where the last one ended.
    static var clock = 0.0
    /// When and where the last touch lifted, and its tap count, for the next touch's ``Touch/tapCount``.
    private static var lastLift: (time: Double, point: CGPoint, count: Int)?

    init(root point: CGPoint, origin: CGPoint, hit: View?) {
        self.origin = origin
        let touch = Touch(point: point, timestamp: Self.clock, view: hit)
        if let last = Self.lastLift, Self.clock - last.time <= 0.35,
            hypot(point.x - last.point.x, point.y - last.point.y) <= 10
        {
            touch.tapCount = last.count + 1
        }
        self.touch = touch
        event = Event(type: .touches, timestamp: Self.clock)
        event.touches = [touch]
        event.buttons = .primary
        var chain: [GestureRecognizer] = []
        var view = hit
        while let current = view {
            chain += (current.gestureRecognizers ?? []).filter(\.isEnabled)
            view = current.superview
        }
        let event = event
        recognizers = chain.filter { recognizer in
            recognizer.shouldReceive(event)
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true)
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
        }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers {
            recognizer.reset()
            recognizer.touch = touch
            recognizer.numberOfTouches = 1
        }
        FailureRequirements.enterPlay(recognizers)
        send {
            self.deliver { $0.touchesBegan([touch], with: event) }
            self.tellView()
        }
    }

    /// Seconds of virtual time on the touches' clock.
    public var time: Double { touch.timestamp }

    private func pass(_ seconds: Double) {
        touch.timestamp += max(seconds, 0)
        Self.clock = touch.timestamp
        event.time = touch.timestamp
    }

    /// Moves the finger to `point` (in the coordinates the touch came down in) after `seconds`.
    public func move(to point: CGPoint, after seconds: Double = 1.0 / 60) {
        guard isDown else { return }
        pass(seconds)
        touch.previousPoint = touch.point
        touch.point = CGPoint(x: origin.x + point.x, y: origin.y + point.y)
        touch.phase = .moved
        send {
            self.deliver { $0.touchesMoved([self.touch], with: self.event) }
            self.tellView()
        }
    }

    /// Keeps the finger still for `seconds` (a long press waits for this).
    public func hold(for seconds: Double) {
        guard isDown else { return }
        pass(seconds)
        touch.phase = .stationary
        send {
            self.deliver { $0.fingerHeld(self.touch) }
            self.tellView()
        }
    }

    /// Lifts the finger after `seconds`.
    public func lift(after seconds: Double = 1.0 / 60) {
        guard isDown else { return }
        pass(seconds)
        touch.phase = .ended
        send {
            self.deliver { $0.touchesEnded([self.touch], with: self.event) }
            self.tellView()
        }
        Self.lastLift = (touch.timestamp, touch.point, touch.tapCount)
        finish()
    }

    /// The system takes the touch away (a call comes in): continuous gestures are cancelled.
    public func cancel() {
        guard isDown else { return }
        touch.phase = .cancelled
        send {
            self.deliver { $0.touchesCancelled([self.touch], with: self.event) }
            self.tellView()
        }
        finish()
    }

    /// Sends the event through the application and the touch's window (``Application/sendEvent(_:)``, then
    /// ``Window/sendEvent(_:)``, which a window subclass may override to watch every touch), or delivers it at once
    /// for a view outside any window.
    private func send(_ delivery: @escaping () -> Void) {
        guard touch.window != nil else { return delivery() }
        event.delivery = delivery
        Application.shared.sendEvent(event)
        event.delivery = nil
    }

    /// Tells the view under the finger what its recognizers let it hear: the touch comes down once no recognizer
    /// delays it (``GestureRecognizer/delaysTouchesBegan``); it is cancelled once one that cancels touches
    /// recognizes.
    private func tellView() {
        guard let view = touch.view, !viewCancelled else { return }
        if viewHeardBegan,
            recognizers.contains(where: { $0.cancelsTouchesInView && isRecognized($0) })
        {
            viewCancelled = true
            view.touchesCancelled([touch], with: event)
            return
        }
        if !viewHeardBegan {
            let delayed = recognizers.contains { $0.delaysTouchesBegan && $0.state == .possible }
            guard !delayed || touch.phase == .ended || touch.phase == .cancelled else { return }
            if recognizers.contains(where: { $0.cancelsTouchesInView && isRecognized($0) }) {
                viewCancelled = true
                return
            }
            viewHeardBegan = true
            view.touchesBegan([touch], with: event)
        }
        switch touch.phase {
        case .moved: view.touchesMoved([touch], with: event)
        case .ended: view.touchesEnded([touch], with: event)
        case .cancelled: view.touchesCancelled([touch], with: event)
        default: break
        }
    }

    private func finish() {
        isDown = false
        for recognizer in recognizers {
            recognizer.numberOfTouches = 0
            // A tap that waits for its next tap, and a recognizer that waits for another to fail, stay possible
            // across touches.
            guard !FailureRequirements.staysInPlay(recognizer) else { continue }
            // One that was let through as the finger lifted ends with it.
            if touch.phase == .ended { recognizer.endOrFail() }
            recognizer.giveUp()
            recognizer.returnToPossible()
        }
        FailureRequirements.leavePlay()
    }

    /// Gives the event to every recognizer still following the gesture, then settles who wins: a recognizer
    /// that began or recognized fails the others, unless one of the two delegates allows both or the winner may
    /// not prevent the other (``GestureRecognizer/canPrevent(_:)``).
    private func deliver(_ event: (GestureRecognizer) -> Void) {
        for recognizer in recognizers where recognizer.isActive && recognizer.ignoredTouch !== touch {
            if let winner = recognizers.first(where: { isRecognized($0) && $0 !== recognizer }),
                prevents(winner, recognizer)
            {
                recognizer.giveUp()
                continue
            }
            let before = recognizer.state
            event(recognizer)
            guard before == .possible, isRecognized(recognizer) else { continue }
            for other in recognizers where other !== recognizer && prevents(recognizer, other) {
                other.giveUp()
            }
        }
    }

    /// Began, under way, or (a discrete gesture) recognized during this touch: every touch starts from
    /// `.possible`, so `.ended` here can only be this touch's.
    private func isRecognized(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.state == .began || recognizer.state == .changed || recognizer.state == .ended
    }

    /// Whether `winner`, recognized, makes `other` fail.
    private func prevents(_ winner: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        !simultaneous(winner, other) && winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Moves the touches' clock by `seconds` with no finger down: a tap waiting for its next tap fails once
    /// its interval is over, and what waited for it to fail recognizes (``View/advanceAnimations(by:)`` and
    /// ``ScrollView/advance(by:)`` call it, so a single tap that requires a double tap fires as time passes).
    static func pass(_ seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        clock += seconds
        FailureRequirements.expire(at: clock)
    }
}

extension View {
    /// Puts a finger down at `point` (in this view's coordinates) on the deepest view there, `seconds` after the
    /// last touch's last event (beyond UIKit: headless input for gestures). Move and lift it through the
    /// returned touch.
    public func touchDown(at point: CGPoint, after seconds: Double = 0) -> HeadlessTouch {
        HeadlessTouch.pass(seconds)
        var root: View = self
        while let parent = root.superview { root = parent }
        let rootPoint = convert(point, to: nil)
        let origin = convert(CGPoint.zero, to: nil)
        let hit = Application.shared.isIgnoringInteractionEvents ? nil : root.hitTest(rootPoint, with: nil)
        return HeadlessTouch(root: rootPoint, origin: origin, hit: hit)
    }

    /// A whole drag: down at `start`, `steps` even moves to `end` over `duration` seconds, and up.
    public func pan(from start: CGPoint, to end: CGPoint, duration: Double = 0.25, steps: Int = 10) {
        let finger = touchDown(at: start)
        let count = max(steps, 1)
        for step in 1...count {
            let fraction = CGFloat(step) / CGFloat(count)
            finger.move(
                to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction),
                after: duration / Double(count))
        }
        finger.lift(after: 0)
    }
}
