import Foundation

/// A field that acts on its items by where they are (UIFieldBehavior): gravity towards a point or along a
/// direction, springs, drag, vortices, electric and magnetic fields, noise, turbulence, or a client's own. It acts
/// within its ``region`` about its ``position``, weakened with distance by ``falloff``.
///
/// Units (UIKit documents the kinds, not their constants; these are chosen and fixed): gravity-like fields
/// accelerate by 1000 points/s² per unit of strength, as ``GravityBehavior`` does; a spring field of strength 1
/// rings at 1 hertz for a mass of 1; drag slows items as a ``DynamicItemBehavior/resistance`` of `strength`
/// does; a velocity field moves items at `strength` × its direction in points a second; a magnetic field of
/// strength 1 turns the path of a charge of 1 by a radian a second; a custom field's vector is a force in UIKit's
/// units (100 points/s² on a mass of 1).
@preconcurrency @MainActor
open class FieldBehavior: DynamicBehavior {
    enum Kind {
        case drag
        case vortex
        case radialGravity
        case linearGravity
        case velocity
        case noise
        case turbulence
        case spring
        case electric
        case magnetic
        case custom((FieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    let kind: Kind
    private var list = DynamicItemList([])

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// A field is made by its class methods (`UIFieldBehavior()` is unavailable in UIKit).
    @available(*, unavailable, message: "make a field with one of the class methods, such as dragField()")
    public override init() {
        kind = .drag
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
        changed()
    }

    /// Where the field is centred, in the animator's coordinates.
    open var position = CGPoint.zero { didSet { changed() } }
    /// Where it acts, about ``position``; everywhere by default.
    open var region = Region.infinite { didSet { changed() } }
    /// How strong it is; 1 by default.
    open var strength: CGFloat = 1 { didSet { changed() } }
    /// How fast it weakens with distance beyond ``minimumRadius``: the force divides by distance to this power;
    /// 0 (not at all) by default.
    open var falloff: CGFloat = 0 { didSet { changed() } }
    /// The distance below which the field counts distance as this; a hundredth of a point by default.
    open var minimumRadius: CGFloat = 0.01 { didSet { changed() } }
    /// The direction of a linear gravity or velocity field; zero for other fields.
    open var direction = CGVector(dx: 0, dy: 0) { didSet { changed() } }
    /// How smooth noise and turbulence are, 0 (roughest) to 1; 0 for other fields.
    open var smoothness: CGFloat = 0 { didSet { changed() } }
    /// How fast noise and turbulence change, in hertz; 0 for other fields.
    open var animationSpeed: CGFloat = 0 { didSet { changed() } }

    /// Slows items in proportion to their velocity, like air.
    open class func dragField() -> Self { made(.drag) }
    /// Turns items about the position, counterclockwise for a positive strength.
    open class func vortexField() -> Self { made(.vortex) }
    /// Pulls items towards `position` (pushes them away for a negative strength).
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = made(.radialGravity)
        field.position = position
        return field
    }
    /// Pulls items along `direction`.
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = made(.linearGravity)
        field.direction = direction
        return field
    }
    /// Moves items at a velocity.
    open class func velocityField(direction: CGVector) -> Self {
        let field = made(.velocity)
        field.direction = direction
        return field
    }
    /// Pushes items about with smooth noise that changes over time (deterministic: the same steps, the same
    /// pushes).
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = made(.noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// Noise that pushes faster items harder.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = made(.turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// Pulls items towards the position in proportion to their distance from it.
    open class func springField() -> Self { made(.spring) }
    /// Pushes charged items (``DynamicItemBehavior/charge``) away from the position, or pulls them.
    open class func electricField() -> Self { made(.electric) }
    /// Turns moving charged items, counterclockwise for a positive strength and charge.
    open class func magneticField() -> Self { made(.magnetic) }
    /// A field of the client's: `block` gets the field, an item's position, velocity, mass and charge and the
    /// step's duration, and gives the force on it.
    open class func field(
        evaluationBlock block: @escaping (FieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector
    ) -> Self {
        made(.custom(block))
    }

    private static func made(_ kind: Kind) -> Self {
        instance(FieldBehavior(kind: kind), as: self, madeBy: "UIFieldBehavior", method: "a field")
    }

    /// What a field does to an item: a force (in mass units times points/s²), a velocity to set, resistance to
    /// add (drag), or a turning of its path (magnetism); the last three act at every substep.
    struct Effect {
        var force = CGVector(dx: 0, dy: 0)
        var setVelocity: CGVector?
        var resistance: CGFloat = 0
        var gyration: CGFloat = 0
    }

    /// The effect on an item at `point` moving at `velocity`, or nil outside the region.
    func effect(
        at point: CGPoint, velocity: CGVector, mass: CGFloat, charge: CGFloat, time: TimeInterval,
        step: TimeInterval
    ) -> Effect? {
        let dx = point.x - position.x
        let dy = point.y - position.y
        guard region.contains(CGPoint(x: dx, y: dy)) else { return nil }
        let distance = max((dx * dx + dy * dy).squareRoot(), max(minimumRadius, 1e-9))
        let weakening = falloff == 0 ? 1 : 1 / pow(distance, falloff)
        let outward = CGVector(dx: dx / distance, dy: dy / distance)
        let gravity = GravityBehavior.standard * strength * weakening * mass
        func scaled(_ v: CGVector, _ k: CGFloat) -> CGVector { CGVector(dx: v.dx * k, dy: v.dy * k) }
        var effect = Effect()
        switch kind {
        case .drag:
            effect.resistance = strength * weakening
        case .vortex:
            effect.force = CGVector(dx: outward.dy * gravity, dy: -outward.dx * gravity)
        case .radialGravity:
            effect.force = scaled(outward, -gravity)
        case .linearGravity:
            effect.force = scaled(direction, gravity)
        case .velocity:
            effect.setVelocity = scaled(direction, strength * weakening)
        case .spring:
            let k = 4 * CGFloat.pi * CGFloat.pi * strength * weakening * mass
            effect.force = CGVector(dx: -dx * k, dy: -dy * k)
        case .electric:
            effect.force = scaled(outward, gravity / mass * charge)
        case .magnetic:
            effect.gyration = strength * weakening * charge
        case .noise, .turbulence:
            var push = Self.noise(at: point, time: time * Double(animationSpeed), smoothness: smoothness)
            push = scaled(push, gravity)
            if case .turbulence = kind {
                push = scaled(push, (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot() / 100)
            }
            effect.force = push
        case .custom(let block):
            let force = block(self, point, velocity, mass, charge, step)
            effect.force = CGVector(dx: force.dx * 100, dy: force.dy * 100)
        }
        return effect
    }

    /// A smooth pseudo-random vector of length at most 1 for a point and time: value noise on a lattice whose
    /// cells are 10 points at smoothness 0 and 200 at 1, blended with smoothstep.
    static func noise(at point: CGPoint, time: Double, smoothness: CGFloat) -> CGVector {
        let cell = 10 + 190 * Double(min(max(smoothness, 0), 1))
        let x = Double(point.x) / cell
        let y = Double(point.y) / cell
        let t = time
        func lattice(_ i: Int, _ j: Int, _ k: Int, _ axis: UInt64) -> Double {
            var h = UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15
            h ^= UInt64(bitPattern: Int64(j)) &* 0xC2B2_AE3D_27D4_EB4F
            h ^= UInt64(bitPattern: Int64(k)) &* 0x1656_67B1_9E37_79F9
            h ^= axis &* 0x27D4_EB2F_1656_67C5
            h = (h ^ (h >> 31)) &* 0x94D0_49BB_1331_11EB
            return Double(h >> 11) / Double(1 << 53) * 2 - 1
        }
        func smooth(_ f: Double) -> Double { f * f * (3 - 2 * f) }
        let (i, j, k) = (Int(x.rounded(.down)), Int(y.rounded(.down)), Int(t.rounded(.down)))
        let (fx, fy, ft) = (smooth(x - Double(i)), smooth(y - Double(j)), smooth(t - Double(k)))
        func component(_ axis: UInt64) -> Double {
            var value = 0.0
            for (di, wx) in [(0, 1 - fx), (1, fx)] {
                for (dj, wy) in [(0, 1 - fy), (1, fy)] {
                    for (dk, wt) in [(0, 1 - ft), (1, ft)] {
                        value += wx * wy * wt * lattice(i + di, j + dj, k + dk, axis)
                    }
                }
            }
            return value
        }
        return CGVector(dx: component(1) / 2.squareRoot(), dy: component(2) / 2.squareRoot())
    }
}
