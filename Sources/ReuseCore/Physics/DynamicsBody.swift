/// A body of a ``DynamicsWorld`` (an item of UIKit Dynamics): a rectangle or an ellipse of a size, at a centre,
/// turned by an angle, with its motion and the material UIDynamicItemBehavior gives it.
public struct DynamicsBody: Equatable, Sendable {
    /// The outline collisions see: the rectangle of the body's size, or the ellipse inside it.
    public enum Shape: Equatable, Sendable {
        case rectangle
        case ellipse
    }

    /// The centre, in points.
    public var x: Double
    public var y: Double
    /// The velocity, in points a second.
    public var vx = 0.0
    public var vy = 0.0
    /// The angle, in radians clockwise (y grows downwards), and how fast it changes, in radians a second.
    public var angle = 0.0
    public var spin = 0.0
    public var width: Double
    public var height: Double
    public var shape = Shape.rectangle
    /// The material: density (mass per 10,000 square points), bounciness (0 to 1), friction, and the linear and
    /// angular resistance that slow it down (0, none, and up).
    public var density = 1.0
    public var elasticity = 0.0
    public var friction = 0.0
    public var resistance = 0.0
    public var angularResistance = 0.0
    /// The charge electric and magnetic fields act on.
    public var charge = 0.0
    /// How fast a magnetic field turns the body's path, in radians a second, counterclockwise on the screen
    /// (y grows downwards); the speed stays.
    public var gyration = 0.0
    /// An anchored body takes part in collisions but never moves.
    public var isAnchored = false
    public var allowsRotation = true
    /// The force this step (in mass units times points/s²), an acceleration whatever the mass (gravity), and a
    /// torque.
    public var forceX = 0.0
    public var forceY = 0.0
    public var accelerationX = 0.0
    public var accelerationY = 0.0
    public var torque = 0.0
    /// A change of momentum to apply at the start of the next step (an instantaneous push), in mass units times
    /// points a second.
    public var impulseX = 0.0
    public var impulseY = 0.0

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The mass: 1 for 100 × 100 points at density 1 (a body of no area counts as one square point).
    public var mass: Double { max(density, 1e-9) * max(width * height, 1) / 10_000 }
    /// 0 for an anchored body, which nothing moves.
    public var inverseMass: Double { isAnchored ? 0 : 1 / mass }
    /// The moment of inertia about the centre, as a plate of the body's size.
    public var inertia: Double { mass * max(width * width + height * height, 1) / 12 }

    /// The point `offset` from the centre (in the body's own, unturned frame), in the world.
    func point(at offset: (Double, Double)) -> (Double, Double) {
        guard offset.0 != 0 || offset.1 != 0 else { return (x, y) }
        let c = Math.cos(angle)
        let s = Math.sin(angle)
        return (x + offset.0 * c - offset.1 * s, y + offset.0 * s + offset.1 * c)
    }

    /// The velocity of the body's material at a world point: the centre's, plus the turning.
    func velocity(at point: (Double, Double)) -> (Double, Double) {
        (vx - spin * (point.1 - y), vy + spin * (point.0 - x))
    }

    /// How far the body reaches from its centre along the unit direction (`nx`, `ny`).
    func reach(along nx: Double, _ ny: Double) -> Double {
        let c = Math.cos(angle)
        let s = Math.sin(angle)
        // The direction in the body's own frame.
        let lx = nx * c + ny * s
        let ly = -nx * s + ny * c
        let hw = width / 2
        let hh = height / 2
        switch shape {
        case .rectangle: return abs(lx) * hw + abs(ly) * hh
        case .ellipse: return ((lx * hw) * (lx * hw) + (ly * hh) * (ly * hh)).squareRoot()
        }
    }

    mutating func applyPendingImpulse() {
        if !isAnchored {
            vx += impulseX * inverseMass
            vy += impulseY * inverseMass
        }
        impulseX = 0
        impulseY = 0
    }
}

/// A link of a ``DynamicsWorld`` (an attachment or a snap): between a point of body `a` and a point of body `b`,
/// or a fixed anchor when `b` is nil. Offsets are from the bodies' centres, in their own frames.
public struct DynamicsLink: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Holds the points `length` apart: a spring of ``DynamicsLink/frequency`` hertz, or rigid at 0 hertz.
        case distance
        /// At most `length` apart, like a rope.
        case limit
        /// Rigid, and the two bodies turn together.
        case fixed
        /// `b`'s centre (or the anchor) stays on the line through `a`'s centre along the axis, within the range.
        case sliding(axisX: Double, axisY: Double, minimum: Double, maximum: Double)
    }

    public var kind: Kind
    public var a: Int
    public var b: Int?
    public var anchorX = 0.0
    public var anchorY = 0.0
    public var offsetA = (0.0, 0.0)
    public var offsetB = (0.0, 0.0)
    public var length = 0.0
    /// The spring's frequency in hertz; 0 makes the link rigid.
    public var frequency = 0.0
    /// The spring's damping ratio: 0 rings on, 1 stops without overshooting.
    public var damping = 0.0

    public init(kind: Kind, a: Int, b: Int?) {
        self.kind = kind
        self.a = a
        self.b = b
    }

    public static func == (lhs: DynamicsLink, rhs: DynamicsLink) -> Bool {
        lhs.kind == rhs.kind && lhs.a == rhs.a && lhs.b == rhs.b && lhs.anchorX == rhs.anchorX
            && lhs.anchorY == rhs.anchorY && lhs.offsetA == rhs.offsetA && lhs.offsetB == rhs.offsetB
            && lhs.length == rhs.length && lhs.frequency == rhs.frequency && lhs.damping == rhs.damping
    }
}

/// Bodies that collide (a UICollisionBehavior): with each other when `betweenBodies`, and with the boundaries.
public struct DynamicsCollisionGroup: Equatable, Sendable {
    public var bodies: [Int]
    public var betweenBodies = true
    public var boundaries: [DynamicsBoundary] = []

    public init(bodies: [Int], betweenBodies: Bool = true, boundaries: [DynamicsBoundary] = []) {
        self.bodies = bodies
        self.betweenBodies = betweenBodies
        self.boundaries = boundaries
    }
}

/// A wall of a collision group: the segment from (`x1`, `y1`) to (`x2`, `y2`). Bodies stay on the side of it their
/// centres are on, or, with an inward normal, on the side it points to (the edges of a reference area).
public struct DynamicsBoundary: Equatable, Sendable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double
    /// Which boundary, for the contacts that name it.
    public var id: Int
    /// The side bodies keep to, when the boundary has one.
    public var inward: (Double, Double)?

    public init(x1: Double, y1: Double, x2: Double, y2: Double, id: Int, inward: (Double, Double)? = nil) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        self.id = id
        self.inward = inward
    }

    public static func == (lhs: DynamicsBoundary, rhs: DynamicsBoundary) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2 && lhs.id == rhs.id
            && lhs.inward?.0 == rhs.inward?.0 && lhs.inward?.1 == rhs.inward?.1
    }
}

/// Two things touching in a collision group: bodies `a` and `b`, or body `a` and boundary `boundary`.
public struct DynamicsContact: Hashable, Comparable, Sendable {
    public var group: Int
    public var a: Int
    public var b: Int?
    public var boundary: Int?
    /// Where they touch.
    public var x = 0.0
    public var y = 0.0

    public static func == (lhs: DynamicsContact, rhs: DynamicsContact) -> Bool {
        lhs.group == rhs.group && lhs.a == rhs.a && lhs.b == rhs.b && lhs.boundary == rhs.boundary
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(group)
        hasher.combine(a)
        hasher.combine(b)
        hasher.combine(boundary)
    }

    public static func < (lhs: DynamicsContact, rhs: DynamicsContact) -> Bool {
        (lhs.group, lhs.a, lhs.b ?? -1, lhs.boundary ?? -1) < (rhs.group, rhs.a, rhs.b ?? -1, rhs.boundary ?? -1)
    }
}
