import Foundation
import Synchronization

extension View {
    /// How an animation runs (UIView.AnimationOptions), with UIKit's raw values. Headless animations keep only
    /// their timing; the options are accepted and kept for the client.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// How a keyframe animation runs (UIView.KeyframeAnimationOptions), with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// An animation's timing curve (UIView.AnimationCurve), with UIKit's raw values.
    public enum AnimationCurve: Int, Hashable, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }

    // MARK: Animations on virtual time

    /// Animates the changes `animations` makes, headless: as in UIKit, the changes take effect at once (a
    /// view's properties are its final values while the animation runs); `completion` runs with `true` once
    /// virtual time has passed `delay + duration` (``advanceAnimations(by:)``, or a scroll view's
    /// ``ScrollView/advance(by:)``). With animations disabled, or a duration and delay of 0, the completion runs
    /// at the next advance, never inside this call, as UIKit calls it on a later turn of the run loop.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimator.shared.run(duration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// Animates `animations` over `duration` seconds of virtual time, then runs `completion`.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates `animations` over `duration` seconds of virtual time.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation: headless, it is timed as the plain animation of the same duration.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// A spring animation by duration and bounce (iOS 17): timed as the plain animation of the same duration.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        withoutActuallyEscaping(animations) { animations in
            ViewAnimator.shared.run(duration: duration, delay: delay, animations: animations, completion: completion)
        }
    }

    /// A keyframe animation: the keyframes added inside `animations` (`addKeyframe(withRelativeStartTime:relativeDuration:animations:)`) take effect at once, in the order of their start times.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimator.shared.run(
            duration: duration, delay: delay,
            animations: {
                ViewAnimator.shared.keyframes = []
                animations()
                let keyframes = (ViewAnimator.shared.keyframes ?? []).enumerated().sorted {
                    ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
                }
                ViewAnimator.shared.keyframes = nil
                for keyframe in keyframes { keyframe.element.changes() }
            }, completion: completion)
    }

    /// Adds a keyframe to the keyframe animation being built; outside one, its changes take effect at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        if ViewAnimator.shared.keyframes != nil {
            ViewAnimator.shared.keyframes?.append((frameStartTime, animations))
        } else {
            animations()
        }
    }

    /// A transition of `view`'s content: `animations` take effect at once; `completion` runs after `duration`.
    public class func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimator.shared.run(duration: duration, delay: 0, animations: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with `.showHideTransitionViews`, hides
    /// `fromView` and shows `toView`), at once; `completion` runs after `duration`.
    public class func transition(
        from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview {
                let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
                fromView.removeFromSuperview()
                superview.insertSubview(toView, at: index)
            }
        }
        ViewAnimator.shared.run(duration: duration, delay: 0, animations: swap, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = ViewAnimator.shared.isEnabled
        ViewAnimator.shared.isEnabled = false
        actionsWithoutAnimation()
        ViewAnimator.shared.isEnabled = enabled
    }

    /// Whether animations run; when false, ``animate(withDuration:animations:)`` applies its changes and
    /// completes at the next advance.
    public class var areAnimationsEnabled: Bool { ViewAnimator.shared.isEnabled }

    /// Turns animations on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimator.shared.isEnabled = enabled
    }

    /// The duration of the animation whose block is running now; 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { ViewAnimator.shared.currentDuration }

    /// Moves the views' virtual animation clock forward by `interval` seconds, running the completions that fall
    /// due, in the order they fall due (beyond UIKit, headless; ``ScrollView/advance(by:)`` does this each frame).
    /// A tap waiting for its next tap hears the time pass too, so one that waits too long fails.
    ///
    /// - Complexity: O(p × k) for p animations waiting and k that complete (each completion is found by a scan,
    ///   so that one a completion schedules at once runs in the same call).
    public class func advanceAnimations(by interval: TimeInterval) {
        ViewAnimator.shared.advance(by: interval)
        if FailureRequirements.hasWaiting { HeadlessTouch.pass(interval) }
    }

    /// Runs `action` once `interval` seconds have passed on the views' virtual clock (beyond UIKit): what headless
    /// timers of companion modules (local notifications) wait on.
    public class func scheduleOnVirtualClock(after interval: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        ViewAnimator.shared.schedule(after: interval, action)
    }

    /// How many view animations have not completed yet (beyond UIKit, for tests).
    public class var runningAnimationCount: Int { ViewAnimator.shared.pending.count }
}

/// The one virtual clock of view animations: what runs when, and the completions waiting for it.
@MainActor
final class ViewAnimator {
    static let shared = ViewAnimator()
    /// Whether any animation waits to complete: until one does, a frame need not touch the animator (the clock
    /// matters only to what waits on it).
    nonisolated(unsafe) static var hasPending = false

    /// An animation's completion and when it falls due.
    struct Pending {
        var due: TimeInterval
        var order: Int
        var completion: ((Bool) -> Void)?
    }

    private(set) var now: TimeInterval = 0
    /// ``now``, readable from any thread (`CACurrentMediaTime()`).
    nonisolated static let mediaTime = Mutex<TimeInterval>(0)
    private(set) var pending: [Pending] = []
    private var nextOrder = 0
    var isEnabled = true
    var currentDuration: TimeInterval = 0
    /// How many times the animations being made run (``View/modifyAnimations(withRepeatCount:autoreverses:animations:)``),
    /// doubled when they autoreverse: their completions fall due that many durations later.
    var repeatFactor: Double = 1
    /// The keyframes of the keyframe animation being built, if one is.
    var keyframes: [(start: Double, changes: () -> Void)]?
    /// The display links in a run loop, fired at each screen frame the clock passes.
    var displayLinks: [DisplayLink] = []
    /// Time since the last screen frame, while display links run.
    var sinceFrame: TimeInterval = 0

    /// Applies `animations` now and schedules `completion` for `delay + duration` later (0 when animations are
    /// off). A duration or delay that is negative or not a number counts as 0.
    func run(
        duration: TimeInterval, delay: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let repeats = repeatFactor
        let duration = duration.isFinite && duration > 0 ? duration * repeats : 0
        let delay = delay.isFinite && delay > 0 ? delay : 0
        let outer = currentDuration
        currentDuration = isEnabled ? duration : 0
        animations()
        currentDuration = outer
        let due = isEnabled ? now + delay + duration : now
        pending.append(Pending(due: due, order: nextOrder, completion: completion))
        nextOrder += 1
        Self.hasPending = true
    }

    /// Runs `action` once `interval` seconds of virtual time have passed (a timer on the animations' clock).
    func schedule(after interval: TimeInterval, _ action: @escaping () -> Void) {
        let delay = interval.isFinite && interval > 0 ? interval : 0
        pending.append(Pending(due: now + delay, order: nextOrder) { _ in action() })
        nextOrder += 1
        Self.hasPending = true
    }

    /// Moves the clock and runs the completions that fall due; completions that start animations of their own
    /// schedule them from the new time. Display links fire at each screen frame the clock passes.
    func advance(by interval: TimeInterval) {
        if displayLinks.isEmpty || !(interval.isFinite && interval > 0) {
            advanceClock(by: interval)
        } else {
            advanceFrames(by: interval)
        }
    }

    func advanceClock(by interval: TimeInterval) {
        if interval.isFinite, interval > 0 {
            now += interval
            let time = now
            Self.mediaTime.withLock { $0 = time }
        }
        guard !pending.isEmpty else { return }
        while let next = pending.indices.filter({ pending[$0].due <= now + 1e-9 }).min(by: {
            (pending[$0].due, pending[$0].order) < (pending[$1].due, pending[$1].order)
        }) {
            let finished = pending.remove(at: next)
            Self.hasPending = !pending.isEmpty || !displayLinks.isEmpty
            finished.completion?(true)
        }
    }
}
