import Foundation

/// A finger dragging (UIPanGestureRecognizer): begins once the finger has moved 10 points, then reports the
/// translation since the touch came down (or since ``setTranslation(_:in:)``) and the velocity.
@preconcurrency @MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the finger moves before the pan begins.
    public static let hysteresis: CGFloat = 10
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// The scrolling input (a mouse wheel, a trackpad) the recognizer turns into pans; none by default.
    open var allowedScrollTypesMask = ScrollTypeMask()

    private var origin = CGPoint.zero
    private var samples: [(point: CGPoint, time: Double)] = []

    /// How far the finger moved since the pan's origin, in `view`'s coordinate scale (translations do not
    /// depend on a view's position).
    open func translation(in view: View?) -> CGPoint {
        guard let touch else { return .zero }
        return CGPoint(x: touch.point.x - origin.x, y: touch.point.y - origin.y)
    }

    /// Makes the current translation `translation`: the seed's `setTranslation(.zero, in: self)` after each
    /// step, so the next one reports only what moved since.
    open func setTranslation(_ translation: CGPoint, in view: View?) {
        guard let touch else { return }
        origin = CGPoint(x: touch.point.x - translation.x, y: touch.point.y - translation.y)
    }

    /// The finger's speed in points per second, over the last 0.1 s of samples.
    open func velocity(in view: View?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        let first = samples.first { last.time - $0.time <= 0.1 } ?? last
        let seconds = last.time - first.time
        guard seconds > 0 else { return .zero }
        return CGPoint(x: (last.point.x - first.point.x) / seconds, y: (last.point.y - first.point.y) / seconds)
    }

    override func fingerDown(_ touch: Touch) {
        origin = touch.point
        samples = [(touch.point, touch.timestamp)]
    }

    override func fingerMoved(_ touch: Touch) {
        samples.append((touch.point, touch.timestamp))
        if samples.count > 16 { samples.removeFirst(samples.count - 16) }
        switch state {
        case .possible:
            let moved = hypot(touch.point.x - origin.x, touch.point.y - origin.y)
            if moved >= Self.hysteresis { begin() }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override func fingerLifted(_ touch: Touch) {
        endOrFail()
    }

    open override func reset() {
        super.reset()
        samples = []
    }
}
