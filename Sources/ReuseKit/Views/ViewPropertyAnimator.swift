import Foundation

/// Where an animator stands (UIViewAnimatingState).
public enum ViewAnimatingState: Int, Hashable, Sendable {
    /// Not started, or finished: its animations may be changed.
    case inactive = 0
    /// Started or paused.
    case active = 1
    /// Stopped without finishing: ``ViewAnimating/finishAnimation(at:)`` must be called next.
    case stopped = 2
}

/// Where an animation ended (UIViewAnimatingPosition).
public enum ViewAnimatingPosition: Int, Hashable, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// The kind of timing curve a provider gives (UITimingCurveType).
public enum TimingCurveType: Int, Hashable, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// What times an animator's progress (UITimingCurveProvider).
public protocol TimingCurveProvider: AnyObject {
    var timingCurveType: TimingCurveType { get }
    var cubicTimingParameters: CubicTimingParameters? { get }
    var springTimingParameters: SpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (UICubicTimingParameters).
open class CubicTimingParameters: TimingCurveProvider {
    public let animationCurve: View.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The default curve, ease in and out.
    public init() {
        animationCurve = .easeInOut
        (controlPoint1, controlPoint2) = Self.points(.easeInOut)
    }

    public init(animationCurve curve: View.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = Self.points(curve)
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    public var timingCurveType: TimingCurveType { .cubic }
    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }

    /// Core Animation's control points for the built-in curves.
    private static func points(_ curve: View.AnimationCurve) -> (CGPoint, CGPoint) {
        switch curve {
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        default: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        }
    }
}

/// A spring timing curve (UISpringTimingParameters). Headless, a spring is timed by its animator's duration.
open class SpringTimingParameters: TimingCurveProvider {
    public let initialVelocity: CGVector
    /// The damping ratio (1 critically damped); derived from mass, stiffness and damping when those are given.
    public let dampingRatio: CGFloat

    /// The system's default spring: critically damped, at rest.
    public init() {
        dampingRatio = 1
        initialVelocity = .zero
    }

    public init(dampingRatio ratio: CGFloat) {
        dampingRatio = ratio
        initialVelocity = .zero
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (max(mass, 0) * max(stiffness, 0)).squareRoot()
        dampingRatio = critical > 0 && damping.isFinite ? damping / critical : 1
        initialVelocity = velocity
    }

    /// A spring that settles in about `duration` seconds, `bounce` from 0 (none) towards 1 (iOS 17).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = 1 - min(max(bounce.isFinite ? bounce : 0, -1), 1)
        initialVelocity = velocity
    }

    /// A spring that settles in about `duration` seconds, `bounce` from 0 (none) towards 1, starting at rest
    /// (iOS 17).
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    public var timingCurveType: TimingCurveType { .spring }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }
}

/// An animation that can be started, paused, scrubbed and reversed (UIViewAnimating).
@preconcurrency @MainActor
public protocol ViewAnimating: AnyObject {
    var state: ViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animator that takes more animations and completions (UIViewImplicitlyAnimating).
@preconcurrency @MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat)
}

/// Animates view properties with a duration and timing curve, and can be started, paused, scrubbed, reversed and
/// stopped (UIViewPropertyAnimator), on the views' virtual clock (`View.advanceAnimations(by:)`, or a scroll
/// view's `advance(by:)`).
///
/// Headless, as with `View.animate`, the animations' changes take effect when the animator first becomes
/// active (started, paused, or scrubbed); an animation added while it runs takes effect at once. Time moves
/// ``fractionComplete`` on while it runs, and at the end the completions run with ``ViewAnimatingPosition/end``
/// (``ViewAnimatingPosition/start`` when reversed). A reversed animator does not put the properties back: set the
/// final values in a completion, as interactive transitions do.
@preconcurrency @MainActor
open class ViewPropertyAnimator: ViewImplicitlyAnimating {
    public let duration: TimeInterval
    open private(set) var delay: TimeInterval = 0
    public let timingParameters: (any TimingCurveProvider)?
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    open var pausesOnCompletion = false

    public private(set) var state = ViewAnimatingState.inactive
    public private(set) var isRunning = false
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            let fraction = fractionComplete
            schedule(from: fraction)
        }
    }

    private var animations: [() -> Void] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    private var storedFraction: CGFloat = 0
    /// When the current run began on the virtual clock, and at what fraction.
    private var runStart: (time: TimeInterval, fraction: CGFloat)?
    /// Bumped whenever a scheduled end no longer applies.
    private var runToken = 0
    private var speed: Double = 1

    /// An animator with no duration and the default ease-in-ease-out curve (NSObject's `init()`, which UIKit
    /// code uses to declare an animator before configuring it: `private var animator = UIViewPropertyAnimator()`).
    public convenience init() {
        self.init(duration: 0, timingParameters: CubicTimingParameters())
    }

    public convenience init(
        duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { self.animations.append(animations) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { self.animations.append(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations { self.animations.append(animations) }
    }

    /// An animator already running (UIKit's `runningPropertyAnimator`): not interruptible, started after `delay`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(duration: duration, timingParameters: CubicTimingParameters())
        animator.isInterruptible = false
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// An animator of `duration` seconds timed by `parameters` (a cubic or a spring curve); add its animations
    /// with ``addAnimations(_:)``.
    public required init(duration: TimeInterval, timingParameters parameters: any TimingCurveProvider) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        timingParameters = parameters
    }

    // MARK: Progress

    /// How far the animation has come, from 0 to 1: set while paused or inactive (scrubbing), read at any time.
    open var fractionComplete: CGFloat {
        get {
            guard isRunning, let runStart, duration > 0 else { return storedFraction }
            let elapsed = CGFloat(max(ViewAnimator.shared.now - runStart.time, 0) * speed / duration)
            let fraction = isReversed ? runStart.fraction - elapsed : runStart.fraction + elapsed
            return min(max(fraction, 0), 1)
        }
        set {
            guard !isRunning, state != .stopped, newValue.isFinite else { return }
            activate()
            storedFraction = min(max(newValue, 0), 1)
        }
    }

    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        self.delay = delay.isFinite && delay > 0 ? delay : 0
        activate()
        isRunning = true
        schedule(from: storedFraction, after: self.delay)
    }

    open func pauseAnimation() {
        guard state != .stopped else { return }
        if isRunning {
            storedFraction = fractionComplete
            isRunning = false
            runToken &+= 1
        }
        activate()
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        storedFraction = fractionComplete
        isRunning = false
        runToken &+= 1
        state = withoutFinishing ? .inactive : .stopped
    }

    open func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    // MARK: Animations and completions

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { animations.append(animation) }
    }

    open func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animation with new timing, over `durationFactor` of the original duration's remainder.
    open func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        speed = durationFactor.isFinite && durationFactor > 0 ? 1 / Double(durationFactor) : 1
        isRunning = true
        schedule(from: storedFraction)
    }

    // MARK: The clock

    /// Becomes active, applying the animations' changes the first time.
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let pending = animations
        animations = []
        for animation in pending { animation() }
    }

    /// Runs on from `fraction` once `delay` has passed, ending after the time left in the current direction.
    private func schedule(from fraction: CGFloat, after delay: TimeInterval = 0) {
        runToken &+= 1
        let token = runToken
        let left = Double(isReversed ? fraction : 1 - fraction) * duration / speed
        runStart = (ViewAnimator.shared.now + delay, fraction)
        storedFraction = fraction
        ViewAnimator.shared.schedule(after: delay + left) { [weak self] in
            guard let self, self.runToken == token else { return }
            self.reachedEnd()
        }
    }

    private func reachedEnd() {
        isRunning = false
        storedFraction = isReversed ? 0 : 1
        if pausesOnCompletion { return }
        finish(at: isReversed ? .start : .end)
    }

    private func finish(at position: ViewAnimatingPosition) {
        isRunning = false
        runToken &+= 1
        state = .inactive
        storedFraction = position == .end ? 1 : position == .start ? 0 : storedFraction
        let waiting = completions
        completions = []
        for completion in waiting { completion(position) }
    }
}
