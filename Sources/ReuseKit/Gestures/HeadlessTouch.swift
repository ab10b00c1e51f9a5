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
    private let recognizers: [GestureRecognizer]
    /// The receiver's origin in the topmost view's coordinates when the touch came down.
    private let origin: CGPoint
    public private(set) var isDown = true
    /// Virtual time shared by all headless touches, so that a second tap can follow a first within its
    /// interval: every touch starts where the last one ended.
    static var clock = 0.0

    init(root point: CGPoint, origin: CGPoint, hit: View?) {
        self.origin = origin
        let touch = Touch(point: point, timestamp: Self.clock, view: hit)
        self.touch = touch
        var chain: [GestureRecognizer] = []
        var view = hit
        while let current = view {
            chain += (current.gestureRecognizers ?? []).filter(\.isEnabled)
            view = current.superview
        }
        recognizers = chain.filter { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true }
        for recognizer in recognizers {
            recognizer.reset()
            recognizer.touch = touch
            recognizer.numberOfTouches = 1
        }
        deliver { $0.touchesBegan(touch) }
    }

    /// Seconds of virtual time on the touches' clock.
    public var time: Double { touch.timestamp }

    private func pass(_ seconds: Double) {
        touch.timestamp += max(seconds, 0)
        Self.clock = touch.timestamp
    }

    /// Moves the finger to `point` (in the coordinates the touch came down in) after `seconds`.
    public func move(to point: CGPoint, after seconds: Double = 1.0 / 60) {
        guard isDown else { return }
        pass(seconds)
        touch.point = CGPoint(x: origin.x + point.x, y: origin.y + point.y)
        deliver { $0.touchesMoved(touch) }
    }

    /// Keeps the finger still for `seconds` (a long press waits for this).
    public func hold(for seconds: Double) {
        guard isDown else { return }
        pass(seconds)
        deliver { $0.touchHeld(touch) }
    }

    /// Lifts the finger after `seconds`.
    public func lift(after seconds: Double = 1.0 / 60) {
        guard isDown else { return }
        pass(seconds)
        deliver { $0.touchesEnded(touch) }
        finish()
    }

    /// The system takes the touch away (a call comes in): continuous gestures are cancelled.
    public func cancel() {
        guard isDown else { return }
        deliver { $0.touchesCancelled(touch) }
        finish()
    }

    private func finish() {
        isDown = false
        for recognizer in recognizers {
            recognizer.numberOfTouches = 0
            // A tap that waits for its next tap stays possible across touches.
            guard !((recognizer as? TapGestureRecognizer)?.waitsForMoreTaps ?? false) else { continue }
            recognizer.giveUp()
            recognizer.returnToPossible()
        }
    }

    /// Gives the event to every recognizer still following the gesture, then settles who wins: a recognizer
    /// that began or recognized fails the others, unless one of the two delegates allows both.
    private func deliver(_ event: (GestureRecognizer) -> Void) {
        for recognizer in recognizers where recognizer.isActive {
            if let winner = recognizers.first(where: { isRecognized($0) && $0 !== recognizer }),
                !simultaneous(winner, recognizer)
            {
                recognizer.giveUp()
                continue
            }
            let before = recognizer.state
            event(recognizer)
            guard before == .possible, isRecognized(recognizer) else { continue }
            for other in recognizers where other !== recognizer && !simultaneous(recognizer, other) {
                other.giveUp()
            }
        }
    }

    /// Began, under way, or (a discrete gesture) recognized during this touch: every touch starts from
    /// `.possible`, so `.ended` here can only be this touch's.
    private func isRecognized(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.state == .began || recognizer.state == .changed || recognizer.state == .ended
    }

    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }
}

extension View {
    /// Puts a finger down at `point` (in this view's coordinates) on the deepest view there, `seconds` after the
    /// last touch's last event (beyond UIKit: headless input for gestures). Move and lift it through the
    /// returned touch.
    public func touchDown(at point: CGPoint, after seconds: Double = 0) -> HeadlessTouch {
        HeadlessTouch.clock += max(seconds, 0)
        var root: View = self
        while let parent = root.superview { root = parent }
        let rootPoint = convert(point, to: nil)
        let origin = convert(CGPoint.zero, to: nil)
        return HeadlessTouch(root: rootPoint, origin: origin, hit: root.hitTest(rootPoint, with: nil))
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
