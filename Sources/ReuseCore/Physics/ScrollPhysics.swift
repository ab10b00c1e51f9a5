/// One axis of UIScrollView's motion as a state machine: dragging with rubber-banding past the edges,
/// deceleration after a fling, the spring back to an edge, and animated offset changes.
///
/// Time is given, never read: ``step(by:)`` advances the motion. Velocities are in points per second,
/// positive when the offset grows (content moving up). Deceleration follows UIScrollView: each
/// millisecond the velocity is multiplied by ``decelerationRate``, so a fling of velocity `v` comes to
/// rest `v / 1000 / -ln(rate)` points away. Below a minimum speed, `500 * -ln(rate)` points per second (about
/// 1 point per second at `0.998`), less than half a point is left: the motion then slows at a constant rate
/// to stop exactly at the resting offset, so a delegate's `targetContentOffset` is where it ends.
public struct ScrollPhysics: Equatable, Sendable {
    /// What the motion is doing.
    public enum Phase: Equatable, Sendable {
        case idle
        case dragging
        case decelerating
        /// The last half point of a deceleration, at constant deceleration, so the motion ends exactly at
        /// the resting offset in finite time without ever speeding up.
        case finishing(from: Double, velocity: Double, elapsed: Double, duration: Double)
        /// Springing back to an edge after being pulled or flung past it.
        case bouncing(edge: Double)
        case animating(from: Double, to: Double, elapsed: Double, duration: Double)
    }

    /// What happened during a step, for the delegate.
    public enum Event: Equatable, Sendable {
        case didEndDecelerating
        case didEndScrollingAnimation
    }

    /// Rubber-band stiffness, as UIScrollView's (0.55).
    public static let rubberBandCoefficient = 0.55
    /// Angular frequency of the critically damped spring back to an edge, per second.
    public static let springFrequency = 12.0

    public private(set) var phase: Phase = .idle
    /// The current offset.
    public private(set) var offset: Double
    /// The current velocity in points per second.
    public private(set) var velocity: Double = 0
    /// Velocity multiplier per millisecond while decelerating (UIScrollView's `.normal` is 0.998).
    public var decelerationRate: Double
    /// Whether the offset may pass the edges (rubber band while dragging, bounce after).
    public var bounces: Bool
    /// The smallest and largest resting offsets.
    public var bounds: ClosedRange<Double>
    /// The length of the viewport along the axis: the scale of the rubber band.
    public var viewportLength: Double

    /// Where the finger would have put the content without the rubber band.
    private var fingerOffset: Double = 0
    /// Where a deceleration comes to rest.
    public private(set) var restingOffset: Double = 0

    public init(
        offset: Double = 0, bounds: ClosedRange<Double> = 0...0, viewportLength: Double = 0,
        decelerationRate: Double = 0.998, bounces: Bool = true
    ) {
        self.offset = offset
        self.bounds = bounds
        self.viewportLength = viewportLength
        self.decelerationRate = decelerationRate
        self.bounces = bounces
    }

    /// Whether a finger is down.
    public var isDragging: Bool { phase == .dragging }

    /// Whether the content moves with no finger down (decelerating or springing back).
    public var isDecelerating: Bool {
        switch phase {
        case .decelerating, .finishing, .bouncing: true
        default: false
        }
    }

    /// Whether an animated offset change is running.
    public var isAnimating: Bool {
        if case .animating = phase { return true }
        return false
    }

    /// Moves the offset without motion (a programmatic, non-animated change); stops any motion.
    public mutating func jump(to offset: Double) {
        self.offset = offset
        fingerOffset = offset
        velocity = 0
        if phase != .dragging { phase = .idle }
    }

    /// Moves everything by `delta` without changing the motion: the content under the viewport changed
    /// height above it (an anchored layout correction), so the offset, the finger, the resting place and
    /// any animation target move with it.
    public mutating func shift(by delta: Double) {
        offset += delta
        fingerOffset += delta
        restingOffset += delta
        switch phase {
        case .animating(let from, let to, let elapsed, let duration):
            phase = .animating(from: from + delta, to: to + delta, elapsed: elapsed, duration: duration)
        case .finishing(let from, let v, let elapsed, let duration):
            phase = .finishing(from: from + delta, velocity: v, elapsed: elapsed, duration: duration)
        default:
            break
        }
    }

    // MARK: Dragging

    /// A finger touches down: any motion stops and the content follows the finger from here.
    public mutating func beginDragging() {
        phase = .dragging
        velocity = 0
        fingerOffset = unbanded(offset)
    }

    /// The finger moved by `translation` (positive down); the content follows, so the offset moves the other way.
    /// Past an edge the content moves less and less (the rubber band), or not at all without ``bounces``.
    @discardableResult
    public mutating func drag(by translation: Double) -> Double {
        if phase != .dragging { beginDragging() }
        fingerOffset -= translation
        offset = banded(fingerOffset)
        return offset
    }

    /// Whether the offset is past an edge of ``bounds`` (in the rubber band).
    public var isPastAnEdge: Bool { offset < bounds.lowerBound || offset > bounds.upperBound }

    /// The finger lifts with `fingerVelocity` (points per second, positive down). Returns the content velocity
    /// and where the motion would come to rest, clamped to the bounds, for `scrollViewWillEndDragging`.
    public func releaseTarget(fingerVelocity: Double) -> (velocity: Double, target: Double) {
        let v = -fingerVelocity
        if offset < bounds.lowerBound || offset > bounds.upperBound || !hasMotion(v) {
            return (v, clamp(offset))
        }
        return (v, clamp(rest(from: offset, velocity: v)))
    }

    /// The finger lifted: decelerate toward `target` (as returned by ``releaseTarget(fingerVelocity:)``,
    /// or changed by the delegate), or spring back when past an edge. Returns whether the content keeps moving.
    @discardableResult
    public mutating func endDragging(velocity v: Double, target: Double) -> Bool {
        if offset < bounds.lowerBound || offset > bounds.upperBound {
            velocity = bounces ? v : 0
            phase = .bouncing(edge: clamp(offset))
            return true
        }
        let natural = releaseTarget(fingerVelocity: -v).target
        if target != natural {
            // The delegate chose another resting place: start with the speed that ends exactly there.
            velocity = (target - offset) * 1000 * -Math.log(decelerationRate)
        } else {
            velocity = v
        }
        restingOffset = rest(from: offset, velocity: velocity)
        guard hasMotion(velocity) else {
            velocity = 0
            phase = .idle
            return false
        }
        phase = .decelerating
        return true
    }

    // MARK: Animation

    /// Starts an animated change of the offset to `target` over `duration` seconds (ease in, ease out).
    public mutating func animate(to target: Double, duration: Double = 0.3) {
        velocity = 0
        phase = .animating(from: offset, to: target, elapsed: 0, duration: max(duration, 0.001))
    }

    /// Moves the animation's target (re-targeting while heights change), keeping its progress.
    public mutating func retarget(to target: Double) {
        if case .animating(let from, _, let elapsed, let duration) = phase {
            phase = .animating(from: from, to: target, elapsed: elapsed, duration: duration)
        }
    }

    // MARK: Time

    /// Advances the motion by `seconds`; returns the event that ended it, if any.
    public mutating func step(by seconds: Double) -> Event? {
        switch phase {
        case .idle, .dragging:
            return nil
        case .decelerating:
            return stepDeceleration(seconds)
        case .finishing(let from, let v, let elapsed, let duration):
            let t = min(elapsed + seconds, duration)
            offset = from + v * t - v / (2 * duration) * t * t
            velocity = v * (1 - t / duration)
            if t >= duration {
                offset = restingOffset
                velocity = 0
                phase = .idle
                return .didEndDecelerating
            }
            phase = .finishing(from: from, velocity: v, elapsed: t, duration: duration)
            return nil
        case .bouncing(let edge):
            return stepSpring(seconds, edge: edge)
        case .animating(let from, let to, let elapsed, let duration):
            let t = min(elapsed + seconds, duration)
            let p = t / duration
            let eased = p < 0.5 ? 2 * p * p : 1 - (2 - 2 * p) * (2 - 2 * p) / 2
            offset = from + (to - from) * eased
            if t >= duration {
                offset = to
                phase = .idle
                return .didEndScrollingAnimation
            }
            phase = .animating(from: from, to: to, elapsed: t, duration: duration)
            return nil
        }
    }

    private mutating func stepDeceleration(_ seconds: Double) -> Event? {
        let lambda = Math.log(decelerationRate)  // per millisecond, negative
        let factor = Math.exp(lambda * seconds * 1000)
        let vms = velocity / 1000
        let next = offset + vms * (factor - 1) / lambda
        velocity *= factor
        let remaining = restingOffset - next
        if abs(remaining) < 0.5, next >= bounds.lowerBound, next <= bounds.upperBound {
            offset = next
            guard velocity != 0, (remaining > 0) == (velocity > 0), remaining != 0 else {
                offset = restingOffset
                velocity = 0
                phase = .idle
                return .didEndDecelerating
            }
            phase = .finishing(from: next, velocity: velocity, elapsed: 0, duration: 2 * remaining / velocity)
            return nil
        }
        if next < bounds.lowerBound || next > bounds.upperBound {
            let edge = clamp(next)
            if !bounces || velocity == 0 {
                offset = bounces ? next : edge
                velocity = 0
                if !bounces {
                    phase = .idle
                    return .didEndDecelerating
                }
            } else {
                offset = next
            }
            phase = .bouncing(edge: edge)
            return nil
        }
        offset = next
        if velocity == 0 {
            phase = .idle
            return .didEndDecelerating
        }
        return nil
    }

    private mutating func stepSpring(_ seconds: Double, edge: Double) -> Event? {
        let omega = Self.springFrequency
        let x0 = offset - edge
        let v0 = velocity
        let b = v0 + omega * x0
        let decay = Math.exp(-omega * seconds)
        let x = (x0 + b * seconds) * decay
        velocity = (v0 - omega * b * seconds) * decay
        offset = edge + x
        if abs(x) < 0.25 && abs(velocity) < 5 {
            offset = edge
            velocity = 0
            phase = .idle
            return .didEndDecelerating
        }
        return nil
    }

    // MARK: Helpers

    /// Where a deceleration from `offset` at `velocity` comes to rest, ignoring the bounds.
    public func rest(from offset: Double, velocity: Double) -> Double {
        offset + velocity / 1000 / -Math.log(decelerationRate)
    }

    private func hasMotion(_ v: Double) -> Bool { abs(v / 1000 / Math.log(decelerationRate)) >= 0.5 }

    private func clamp(_ value: Double) -> Double { min(max(value, bounds.lowerBound), bounds.upperBound) }

    /// The displayed offset for a finger offset: the rubber band past the edges.
    private func banded(_ finger: Double) -> Double {
        let d = max(viewportLength, 1)
        if finger < bounds.lowerBound {
            guard bounces else { return bounds.lowerBound }
            return bounds.lowerBound - Self.rubberBand(bounds.lowerBound - finger, dimension: d)
        }
        if finger > bounds.upperBound {
            guard bounces else { return bounds.upperBound }
            return bounds.upperBound + Self.rubberBand(finger - bounds.upperBound, dimension: d)
        }
        return finger
    }

    /// The finger offset that displays as `displayed`: the inverse of the rubber band.
    private func unbanded(_ displayed: Double) -> Double {
        let d = max(viewportLength, 1)
        let c = Self.rubberBandCoefficient
        if displayed < bounds.lowerBound {
            let y = min(bounds.lowerBound - displayed, d * 0.999)
            return bounds.lowerBound - (d / (d - y) - 1) * d / c
        }
        if displayed > bounds.upperBound {
            let y = min(displayed - bounds.upperBound, d * 0.999)
            return bounds.upperBound + (d / (d - y) - 1) * d / c
        }
        return displayed
    }

    /// UIScrollView's rubber band: how far content moves when pulled `distance` past an edge.
    public static func rubberBand(_ distance: Double, dimension: Double) -> Double {
        (1 - 1 / (distance * rubberBandCoefficient / dimension + 1)) * dimension
    }
}
