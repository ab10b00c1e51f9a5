import Foundation

/// A behaviour of UIKit Dynamics (UIDynamicBehavior): the base of gravity, collisions, attachments, pushes, snaps
/// and item properties, and of a client's own behaviour made of children (``addChildBehavior(_:)``). A change to
/// a behaviour that is in an animator sets the animator running again.
@preconcurrency @MainActor
open class DynamicBehavior {
    /// The behaviours this one is made of.
    open private(set) var childBehaviors: [DynamicBehavior] = []
    /// Runs at every step of the animator, after the items moved.
    open var action: (() -> Void)?
    /// The animator the behaviour is in, or nil.
    open internal(set) weak var dynamicAnimator: DynamicAnimator?
    /// The behaviour whose child this one is.
    weak var parentBehavior: DynamicBehavior?

    public init() {}

    /// Adds a child (ignored when it is already one).
    open func addChildBehavior(_ behavior: DynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.parentBehavior = self
        if let dynamicAnimator { behavior.join(dynamicAnimator) }
        changed()
    }

    /// Removes a child (ignored when it is not one).
    open func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parentBehavior = nil
        if dynamicAnimator != nil { behavior.leave() }
        changed()
    }

    /// Called before the behaviour joins an animator, or leaves one (`nil`). The default does nothing.
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    /// This behaviour and its children join `animator`, each told first.
    func join(_ animator: DynamicAnimator) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.join(animator) }
    }

    /// This behaviour and its children leave their animator, each told first.
    func leave() {
        willMove(to: nil)
        dynamicAnimator = nil
        for child in childBehaviors { child.leave() }
    }

    /// A setting changed: the animator runs again to act on it.
    func changed() {
        dynamicAnimator?.resumeIfPaused()
    }

    /// The items this behaviour acts on itself (not its children's).
    var ownItems: [any DynamicItem] { [] }
}

/// The items a behaviour acts on, in the order added, each once.
struct DynamicItemList {
    private(set) var items: [any DynamicItem] = []

    init(_ items: [any DynamicItem]) {
        for item in items { add(item) }
    }

    mutating func add(_ item: any DynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
    }

    mutating func remove(_ item: any DynamicItem) {
        items.removeAll { $0 === item }
    }
}

/// Pulls its items in one direction at the same acceleration whatever their mass (UIGravityBehavior): 1000
/// points/s² per unit of ``magnitude``, straight down by default.
@preconcurrency @MainActor
open class GravityBehavior: DynamicBehavior {
    private var list: DynamicItemList
    /// Points/s² per unit of magnitude, as in UIKit.
    static let standard: CGFloat = 1000

    public init(items: [any DynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public override convenience init() {
        self.init(items: [])
    }

    open var items: [any DynamicItem] { list.items }
    override var ownItems: [any DynamicItem] { list.items }

    open func addItem(_ item: any DynamicItem) {
        list.add(item)
        changed()
    }

    open func removeItem(_ item: any DynamicItem) {
        list.remove(item)
        changed()
    }

    /// The direction and strength of the pull: (0, 1), down at 1000 points/s², by default.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet { changed() }
    }

    /// The direction in radians (0 to the right, π/2 down); π/2 by default.
    open var angle: CGFloat {
        get { gravityDirection.polarAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength, 1 for 1000 points/s²; 1 by default. Setting 0 also sets ``angle`` to 0, as in UIKit.
    open var magnitude: CGFloat {
        get { gravityDirection.polarLength }
        set { setAngle(newValue == 0 ? 0 : angle, magnitude: newValue) }
    }

    /// Sets the direction and the strength together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(polarAngle: angle, length: magnitude)
    }
}

/// Pushes its items with a force, continuously or once (UIPushBehavior). A magnitude of 1 accelerates an item
/// of 100 × 100 points and density 1 by 100 points/s² (continuous), or changes its velocity by 100 points/s
/// (instantaneous). An instantaneous push acts once when it becomes active, then is no longer active; setting
/// ``active`` again pushes again.
@preconcurrency @MainActor
open class PushBehavior: DynamicBehavior {
    /// How the force acts (UIPushBehavior.Mode).
    public enum Mode: Int, Hashable, Sendable {
        case continuous = 0
        case instantaneous = 1
    }

    private var list: DynamicItemList
    private var offsets: [ObjectIdentifier: Offset] = [:]
    /// The mode, fixed when made.
    public let mode: Mode

    public init(items: [any DynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    open var items: [any DynamicItem] { list.items }
    override var ownItems: [any DynamicItem] { list.items }

    open func addItem(_ item: any DynamicItem) {
        list.add(item)
        changed()
    }

    open func removeItem(_ item: any DynamicItem) {
        list.remove(item)
        offsets[ObjectIdentifier(item)] = nil
        changed()
    }

    /// Whether the force acts; true when made. An instantaneous push turns it off once it has acted.
    open var active = true {
        didSet { if active { changed() } }
    }

    /// The force's direction and strength, in units of 100 points/s² on 100 × 100 points of density 1;
    /// (0, 0) by default.
    open var pushDirection = CGVector(dx: 0, dy: 0) {
        didSet { changed() }
    }

    /// The direction in radians (0 to the right); 0 by default.
    open var angle: CGFloat {
        get { pushDirection.polarAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength; 0 by default.
    open var magnitude: CGFloat {
        get { pushDirection.polarLength }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction and the strength together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(polarAngle: angle, length: magnitude)
    }

    /// Where on `item` the force acts, from its centre (`.zero`, the centre, unless set); off the centre it turns
    /// the item.
    open func targetOffsetFromCenter(for item: any DynamicItem) -> Offset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    open func setTargetOffsetFromCenter(_ o: Offset, for item: any DynamicItem) {
        offsets[ObjectIdentifier(item)] = o
        changed()
    }
}

/// Moves an item to a point with a damped spring and turns it upright (UISnapBehavior). The spring rings at 1.5
/// hertz (undocumented; chosen to settle within about a second); ``damping`` runs from 0, the most oscillation
/// (a damping ratio of 0.1), to 1, none (critical damping).
@preconcurrency @MainActor
open class SnapBehavior: DynamicBehavior {
    let item: any DynamicItem
    static let frequency: CGFloat = 1.5

    public init(item: any DynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var ownItems: [any DynamicItem] { [item] }

    /// Where the item's centre settles.
    open var snapPoint: CGPoint {
        didSet { changed() }
    }

    /// How little the item oscillates as it settles, from 0 (most) to 1 (none); 0.5 by default.
    open var damping: CGFloat = 0.5 {
        didSet { changed() }
    }

    /// The spring's damping ratio for ``damping``.
    var dampingRatio: Double { 0.1 + 0.9 * Double(min(max(damping, 0), 1)) }
}

/// The material and motion of its items (UIDynamicItemBehavior): bounciness, friction, density, resistance,
/// rotation and anchoring, and velocities to add. Where several item behaviours set an item's properties, the
/// last one in the animator's tree wins.
@preconcurrency @MainActor
open class DynamicItemBehavior: DynamicBehavior {
    private var list: DynamicItemList
    /// Velocities added and not yet given to the animator, by item.
    var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    public init(items: [any DynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public override convenience init() {
        self.init(items: [])
    }

    open var items: [any DynamicItem] { list.items }
    override var ownItems: [any DynamicItem] { list.items }

    open func addItem(_ item: any DynamicItem) {
        list.add(item)
        changed()
    }

    open func removeItem(_ item: any DynamicItem) {
        list.remove(item)
        changed()
    }

    /// How much of its speed a collision gives back: 0 (none, the default) to 1 (all).
    open var elasticity: CGFloat = 0 { didSet { changed() } }
    /// How much sliding along another item or a boundary slows it: 0 (none, the default) and up.
    open var friction: CGFloat = 0 { didSet { changed() } }
    /// Mass per area: 1 by default, a mass of 1 for 100 × 100 points.
    open var density: CGFloat = 1 { didSet { changed() } }
    /// How fast it slows by itself: 0 (never, the default) and up.
    open var resistance: CGFloat = 0 { didSet { changed() } }
    /// How fast its turning slows by itself: 0 (never, the default) and up.
    open var angularResistance: CGFloat = 0 { didSet { changed() } }
    /// Its charge in electric and magnetic fields; 0 by default.
    open var charge: CGFloat = 0 { didSet { changed() } }
    /// Whether it stays where it is, taking part in collisions as a fixed obstacle; false by default.
    open var isAnchored = false { didSet { changed() } }
    /// Whether it may turn; true by default.
    open var allowsRotation = true { didSet { changed() } }

    /// Adds `velocity` (points a second) to the item's.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any DynamicItem) {
        if let animator = dynamicAnimator, animator.hasState(for: item) {
            animator.addVelocity(velocity, spin: 0, to: item)
        } else {
            let id = ObjectIdentifier(item)
            let pending = pendingLinear[id] ?? .zero
            pendingLinear[id] = CGPoint(x: pending.x + velocity.x, y: pending.y + velocity.y)
        }
        changed()
    }

    /// The item's velocity, in points a second.
    open func linearVelocity(for item: any DynamicItem) -> CGPoint {
        dynamicAnimator?.velocity(of: item) ?? pendingLinear[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds `velocity` (radians a second) to the item's turning.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any DynamicItem) {
        if let animator = dynamicAnimator, animator.hasState(for: item) {
            animator.addVelocity(.zero, spin: velocity, to: item)
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
        changed()
    }

    /// How fast the item turns, in radians a second.
    open func angularVelocity(for item: any DynamicItem) -> CGFloat {
        dynamicAnimator?.spin(of: item) ?? pendingAngular[ObjectIdentifier(item)] ?? 0
    }
}

extension CGVector {
    /// A vector of `length` in the direction `polarAngle` (radians, 0 to the right, π/2 down): how gravity and
    /// pushes turn an angle and a magnitude into their direction.
    fileprivate init(polarAngle angle: CGFloat, length: CGFloat) {
        self.init(dx: cos(angle) * length, dy: sin(angle) * length)
    }

    /// The vector's direction in radians; 0 for the zero vector.
    fileprivate var polarAngle: CGFloat { self == CGVector(dx: 0, dy: 0) ? 0 : CGFloat(atan2(dy, dx)) }

    /// The vector's length.
    fileprivate var polarLength: CGFloat { (dx * dx + dy * dy).squareRoot() }
}
