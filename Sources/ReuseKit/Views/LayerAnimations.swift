import Foundation

/// Lays out and displays a layer for it (CALayerDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol LayerDelegate: AnyObject {
    /// Displays the layer's contents (called by ``Layer/display()``).
    func display(_ layer: Layer)
    /// Lays out the layer's sublayers (called after ``Layer/layoutSublayers()``).
    func layoutSublayers(of layer: Layer)
    /// The action for a change of `event` (a property's key), asked first by ``Layer/action(forKey:)``: nil to
    /// let the layer look further, `NSNull()` to have no action.
    func action(for layer: Layer, forKey event: String) -> (any CAAction)?
}

extension LayerDelegate {
    public func display(_ layer: Layer) {}
    public func layoutSublayers(of layer: Layer) {}
    public func action(for layer: Layer, forKey event: String) -> (any CAAction)? { nil }
}

/// Something a layer runs when one of its properties changes (CAAction): an animation adds itself to the
/// layer; `NSNull` does nothing, which is how an action is turned off.
@preconcurrency @MainActor
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: the "no action" answer.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

// Core Animation's transaction keys, for `CATransaction.setValue(_:forKey:)`.
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

/// Told when an animation starts and stops (CAAnimationDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    /// `flag` is true when the animation ran to its end, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The pacing of an animation (CAMediaTimingFunctionName).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve (CAMediaTimingFunction): a cubic Bézier from (0, 0) to (1, 1).
public final class CAMediaTimingFunction: Hashable, @unchecked Sendable {
    /// The two control points.
    public let controlPoints: (Float, Float, Float, Float)

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
    }

    /// One of the named curves, with Core Animation's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Control point `index` (0 to 3: the ends and the two controls), as Core Animation hands it out.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [(Float, Float)] = [
            (0, 0), (controlPoints.0, controlPoints.1), (controlPoints.2, controlPoints.3), (1, 1),
        ]
        let point = points[min(max(index, 0), 3)]
        values[0] = point.0
        values[1] = point.1
    }

    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool {
        a.controlPoints == b.controlPoints
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(controlPoints.0)
        hasher.combine(controlPoints.1)
        hasher.combine(controlPoints.2)
        hasher.combine(controlPoints.3)
    }
}

/// What an animation leaves outside its active time (CAMediaTimingFillMode).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// An animation of a layer (CAAnimation), run in virtual time: added to a layer, it starts at once (telling its
/// delegate), and stops once its duration, repeats and reversal have passed on the views' animation clock
/// (``View/advanceAnimations(by:)``), when it is removed from the layer unless ``isRemovedOnCompletion`` is off.
/// As in Core Animation, the layer's model values do not change: set them yourself.
@preconcurrency @MainActor
open class CAAnimation: CAMediaTiming {
    /// Seconds one pass takes; 0 (the default) means 0.25.
    open var duration: TimeInterval = 0
    /// Seconds after it is added that the animation begins.
    open var beginTime: TimeInterval = 0
    open var timeOffset: TimeInterval = 0
    /// How many passes; `.infinity` never stops (a loading shimmer).
    open var repeatCount: Float = 0
    /// Seconds of repeating, instead of a count.
    open var repeatDuration: TimeInterval = 0
    /// Whether each pass plays back after it plays forward.
    open var autoreverses = false
    open var speed: Float = 1
    open var fillMode = CAMediaTimingFillMode.removed
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation when it ends; true by default.
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops (held strongly, as Core Animation holds it).
    open var delegate: (any CAAnimationDelegate)?
    /// The frame rates the animation would like (kept; virtual time has no frame rate of its own).
    open var preferredFrameRateRange = CAFrameRateRange.default

    public required init() {}

    /// The value a property of `key` takes when it is not set: a subclass overrides it (nil by default).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the value of `key` is archived with the animation (true by default; nothing is archived on Linux).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A new animation (Core Animation's `animation()` class method).
    public class func animation() -> Self { Self() }

    public required init(copying other: CAAnimation) {
        duration = other.duration
        beginTime = other.beginTime
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        speed = other.speed
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
        preferredFrameRateRange = other.preferredFrameRateRange
    }

    /// Seconds from being added to stopping: nil for an animation that repeats forever.
    public var activeDuration: TimeInterval? {
        let pass = (duration > 0 ? duration : 0.25) * (autoreverses ? 2 : 1)
        let total: TimeInterval
        if repeatDuration > 0 {
            total = repeatDuration
        } else if repeatCount.isInfinite {
            return nil
        } else {
            total = pass * Double(max(repeatCount, 1))
        }
        let rate = speed > 0 ? Double(speed) : 1
        return max(beginTime, 0) + total / rate
    }
}

/// An animation of one key path (CAPropertyAnimation).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The layer property animated ("opacity", "position.y", "transform.scale", "locations").
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public required init() { super.init() }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CAPropertyAnimation {
            keyPath = other.keyPath
            isAdditive = other.isAdditive
            isCumulative = other.isCumulative
        }
    }
}

/// An animation between two values (CABasicAnimation).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// An animation through a list of values (CAKeyframeAnimation).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// When each value is reached, from 0 to 1.
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    /// A path a point property follows.
    open var path: BezierPath?
    /// How values between the keyframes are worked out; linear by default.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// Whether a layer following ``path`` turns with it; nil (it does not) by default.
    open var rotationMode: CAAnimationRotationMode?
    /// The cubic modes' tension, continuity and bias at each keyframe.
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
}

/// How a keyframe animation works out the values between keyframes (CAAnimationCalculationMode).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer following a path turns with it (CAAnimationRotationMode).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A spring from one value to another (CASpringAnimation).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// Whether a spring damped more than critically keeps its extra damping (false: it settles as a critically
    /// damped one does).
    open var allowsOverdamping = false

    /// A spring that settles in about `perceptualDuration` seconds, bouncing by `bounce` (0 none, up to 1 more;
    /// negative values damp it more than critically): mass 1, stiffness (2π / duration)², and damping
    /// 4π × ratio / duration, where the damping ratio is 1 − bounce (or 1 / (1 + bounce) below 0).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let duration = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let bounce = bounce.isFinite ? min(max(bounce, -1), 1) : 0
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce + 1e-9)
        mass = 1
        stiffness = pow(2 * .pi / CGFloat(duration), 2)
        damping = 4 * .pi * ratio / CGFloat(duration)
        allowsOverdamping = bounce < 0
    }

    /// The time the spring is perceived to take: 2π / √(stiffness / mass).
    open var perceptualDuration: TimeInterval {
        TimeInterval(2 * .pi / (max(stiffness, 1e-9) / max(mass, 1e-9)).squareRoot())
    }

    /// How much the spring bounces: 1 − the damping ratio when it is at most 1, else 1 / ratio − 1 (negative).
    open var bounce: CGFloat {
        let ratio = damping / (2 * (max(stiffness * mass, 1e-9)).squareRoot())
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// Seconds until the spring is within 0.1 % of rest: the envelope e^(−ζω₀t) of a damped spring.
    open var settlingDuration: TimeInterval {
        let omega = (max(stiffness, 1e-9) / max(mass, 1e-9)).squareRoot()
        let zeta = damping / (2 * (max(stiffness * mass, 1e-9)).squareRoot())
        guard zeta > 0 else { return .infinity }
        return TimeInterval(-log(0.001) / (min(zeta, 1) * omega))
    }
}

/// Animations run together (CAAnimationGroup).
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// How a layer's content changes in a transition (CATransitionType).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a transition (CATransitionSubtype).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer `anObject` under `event`, as an implicit animation is added.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? Layer)?.add(self, forKey: event)
    }
}

/// A transition of a layer's whole content (CATransition): a cross-fade when a table reloads, say.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// A Core Image filter for the transition (there is no Core Image on Linux: kept, and drawn as `type`).
    open var filter: Any?
}

extension Layer {
    /// Adds `anim` under `key` (replacing an animation with the same key, which stops unfinished): it starts at
    /// once and stops when its active duration has passed in virtual time.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? "reusekit.animation.\(ObjectIdentifier(anim).hashValue)"
        removeAnimation(forKey: key)
        runningAnimations.append((key, anim))
        anim.delegate?.animationDidStart(anim)
        CATransaction.noteAnimation(anim)
        guard let active = anim.activeDuration else { return }
        ViewAnimator.shared.run(
            duration: active, delay: 0, animations: {},
            completion: { [weak self] _ in
                guard let self,
                    let index = runningAnimations.firstIndex(where: { $0.animation === anim && $0.key == key })
                else { return }
                if anim.isRemovedOnCompletion { runningAnimations.remove(at: index) }
                anim.delegate?.animationDidStop(anim, finished: true)
            })
    }

    /// The animation added under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        runningAnimations.first { $0.key == key }?.animation
    }

    /// Removes the animation under `key`; its delegate hears it stopped unfinished.
    public func removeAnimation(forKey key: String) {
        guard let index = runningAnimations.firstIndex(where: { $0.key == key }) else { return }
        let removed = runningAnimations.remove(at: index).animation
        removed.delegate?.animationDidStop(removed, finished: false)
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        for key in runningAnimations.map(\.key) { removeAnimation(forKey: key) }
    }

    /// The keys of the animations, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        runningAnimations.isEmpty ? nil : runningAnimations.map(\.key)
    }

}

/// Groups layer changes and animations (CATransaction): a completion block runs once every animation added
/// inside the transaction has stopped (at commit, when none was added or all repeat forever).
@MainActor
public enum CATransaction {
    private struct Frame {
        var duration: TimeInterval = 0.25
        var disableActions = false
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
        var longest: TimeInterval = 0
        var values: [String: Any] = [:]
    }

    private static var stack: [Frame] = []

    public static func begin() { stack.append(Frame()) }

    private static let transactionLock = NSRecursiveLock()
    /// Takes the transaction lock, which Core Animation uses to guard layer changes across threads.
    public static func lock() { transactionLock.lock() }
    /// Gives the transaction lock back.
    public static func unlock() { transactionLock.unlock() }

    /// The innermost transaction's value for `key`: its properties by Core Animation's key names
    /// (`animationDuration`, `animationTimingFunction`, `disableActions`, `completionBlock`), or a value set
    /// under any other key.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": animationDuration()
        case "animationTimingFunction": animationTimingFunction()
        case "disableActions": disableActions()
        case "completionBlock": completionBlock()
        default: stack.last?.values[key]
        }
    }

    /// Sets the innermost transaction's value for `key` (a property by its key name, or any other value).
    public static func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case "animationDuration": if let duration = anObject as? TimeInterval { setAnimationDuration(duration) }
        case "animationTimingFunction": setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case "disableActions": setDisableActions(anObject as? Bool ?? false)
        case "completionBlock": setCompletionBlock(anObject as? () -> Void)
        default: update { $0.values[key] = anObject }
        }
    }

    /// Ends the innermost transaction; its completion block falls due when its animations end.
    public static func commit() {
        guard let frame = stack.popLast() else { return }
        if var outer = stack.popLast() {
            outer.longest = max(outer.longest, frame.longest)
            stack.append(outer)
        }
        guard let completion = frame.completion else { return }
        ViewAnimator.shared.run(duration: frame.longest, delay: 0, animations: {}, completion: { _ in completion() })
    }

    /// Commits nothing headless: changes apply when they are made.
    public static func flush() {}

    public static func animationDuration() -> TimeInterval { stack.last?.duration ?? 0.25 }
    public static func setAnimationDuration(_ dur: TimeInterval) { update { $0.duration = dur } }
    public static func animationTimingFunction() -> CAMediaTimingFunction? { stack.last?.timingFunction }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        update { $0.timingFunction = function }
    }
    public static func disableActions() -> Bool { stack.last?.disableActions ?? false }
    public static func setDisableActions(_ flag: Bool) { update { $0.disableActions = flag } }
    public static func completionBlock() -> (() -> Void)? { stack.last?.completion }
    /// The block to run when the transaction's animations have ended.
    public static func setCompletionBlock(_ block: (() -> Void)?) { update { $0.completion = block } }

    private static func update(_ change: (inout Frame) -> Void) {
        if stack.isEmpty { begin() }
        change(&stack[stack.count - 1])
    }

    /// An animation was added: the open transaction waits for it.
    static func noteAnimation(_ animation: CAAnimation) {
        guard !stack.isEmpty, let active = animation.activeDuration else { return }
        stack[stack.count - 1].longest = max(stack[stack.count - 1].longest, active)
    }
}

extension Layer {
    /// The views' animation clock, in seconds (what `CACurrentMediaTime()` reads): virtual time, moved on by
    /// `View.advanceAnimations(by:)` and scroll views' `advance(by:)`; readable from any thread.
    public nonisolated static var currentMediaTime: TimeInterval { ViewAnimator.mediaTime.withLock { $0 } }
}

/// The timing of layers and animations (CAMediaTiming): when they begin, how long and how fast they run, how they
/// repeat, and what they show outside their active time.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    var beginTime: TimeInterval { get set }
    var timeOffset: TimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: TimeInterval { get set }
    var duration: TimeInterval { get set }
    var speed: Float { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

extension Layer: CAMediaTiming {}
