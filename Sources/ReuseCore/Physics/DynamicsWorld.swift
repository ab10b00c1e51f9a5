/// A small rigid-body world, the simulation under UIKit Dynamics: bodies pulled by forces and springs, held by
/// rigid links, and kept apart by collisions. Time is given, never read: ``step(by:)`` advances it in fixed
/// substeps of 1/240 s (semi-implicit Euler, then the rigid links, then the collisions), so the same steps give
/// the same motion on every machine.
///
/// Units follow UIKit Dynamics: lengths in points, time in seconds, and a mass of 1 for a body of 100 × 100
/// points at density 1, so that a force of 1 accelerates it by 100 points/s² (``DynamicsBody/forceX`` is in
/// those units times 100, as accelerations are).
public struct DynamicsWorld: Equatable, Sendable {
    /// The substep: four a screen frame of 1/60 s, short enough for springs of a few hertz to stay stable.
    public static let substep = 1.0 / 240

    public var bodies: [DynamicsBody]
    public var links: [DynamicsLink]
    public var collisionGroups: [DynamicsCollisionGroup]
    /// The contacts that touched at the end of the last step.
    public var contacts: Set<DynamicsContact> = []

    public init(bodies: [DynamicsBody], links: [DynamicsLink] = [], collisionGroups: [DynamicsCollisionGroup] = []) {
        self.bodies = bodies
        self.links = links
        self.collisionGroups = collisionGroups
    }

    /// What a step changed: the contacts that began and the ones that ended, and whether every body is at rest
    /// (moving slower than half a point a second and barely accelerating).
    public struct StepResult: Equatable, Sendable {
        public var began: [DynamicsContact] = []
        public var ended: [DynamicsContact] = []
        public var isAtRest = true
    }

    /// Advances the world by `interval` seconds (rounded to whole substeps, at least one).
    ///
    /// - Complexity: O(s · (b + l + c²)) for s substeps, b bodies, l links and c bodies in a collision group.
    public mutating func step(by interval: Double) -> StepResult {
        let count = interval.isFinite && interval > 0 ? max(1, Int((interval / Self.substep).rounded())) : 1
        let before = bodies.map { ($0.vx, $0.vy, $0.spin) }
        for body in bodies.indices where bodies[body].impulseX != 0 || bodies[body].impulseY != 0 {
            bodies[body].applyPendingImpulse()
        }
        var touching: Set<DynamicsContact> = []
        for substep in 0..<count {
            integrate(by: Self.substep)
            for _ in 0..<4 { solveRigidLinks() }
            if substep == count - 1 {
                touching = collide()
            } else {
                _ = collide()
            }
        }
        var result = StepResult()
        result.began = touching.subtracting(contacts).sorted()
        result.ended = contacts.subtracting(touching).sorted()
        contacts = touching
        let elapsed = Double(count) * Self.substep
        for (body, start) in zip(bodies, before) where !body.isAnchored {
            let speed = (body.vx * body.vx + body.vy * body.vy).squareRoot()
            let dvx = body.vx - start.0
            let dvy = body.vy - start.1
            let acceleration = (dvx * dvx + dvy * dvy).squareRoot() / elapsed
            if speed > 0.5 || acceleration > 5 || abs(body.spin) > 0.01 || abs(body.spin - start.2) / elapsed > 0.1 {
                result.isAtRest = false
                break
            }
        }
        return result
    }

    // MARK: Forces and motion

    /// One substep of the springs, the forces and the motion.
    private mutating func integrate(by h: Double) {
        var forces = bodies.map { _ in (x: 0.0, y: 0.0, torque: 0.0) }
        for link in links where link.kind == .distance && link.frequency > 0 {
            springForce(link, into: &forces)
        }
        for index in bodies.indices where !bodies[index].isAnchored {
            var body = bodies[index]
            let inverseMass = body.inverseMass
            body.vx += ((body.forceX + forces[index].x) * inverseMass + body.accelerationX) * h
            body.vy += ((body.forceY + forces[index].y) * inverseMass + body.accelerationY) * h
            if body.gyration != 0 {
                // Turned exactly, so the speed stays whatever the rate.
                let c = Math.cos(-body.gyration * h)
                let s = Math.sin(-body.gyration * h)
                (body.vx, body.vy) = (body.vx * c - body.vy * s, body.vx * s + body.vy * c)
            }
            if body.resistance > 0 {
                let keep = 1 / (1 + body.resistance * h)
                body.vx *= keep
                body.vy *= keep
            }
            if body.allowsRotation {
                body.spin += (body.torque + forces[index].torque) / body.inertia * h
                if body.angularResistance > 0 { body.spin /= 1 + body.angularResistance * h }
                body.angle += body.spin * h
            } else {
                body.spin = 0
            }
            body.x += body.vx * h
            body.y += body.vy * h
            bodies[index] = body
        }
    }

    /// A soft spring of frequency f and damping ratio ζ pulls its ends towards its length: stiffness m·(2πf)² and
    /// damping 2ζ·m·2πf for the ends' reduced mass m, so that it rings at f whatever the bodies weigh. A spring of
    /// length 0 damps the ends' whole relative motion (along a line it would let them orbit for ever), a longer one
    /// the motion along it.
    private func springForce(_ link: DynamicsLink, into forces: inout [(x: Double, y: Double, torque: Double)]) {
        let a = bodies[link.a]
        let pointA = a.point(at: link.offsetA)
        let pointB = link.b.map { bodies[$0].point(at: link.offsetB) } ?? (link.anchorX, link.anchorY)
        let dx = pointB.0 - pointA.0
        let dy = pointB.1 - pointA.1
        let distance = (dx * dx + dy * dy).squareRoot()
        let inverseMasses = a.inverseMass + (link.b.map { bodies[$0].inverseMass } ?? 0)
        guard inverseMasses > 0 else { return }
        let mass = 1 / inverseMasses
        let omega = 2 * Math.pi * link.frequency
        let stiffness = mass * omega * omega
        let damping = 2 * link.damping * mass * omega
        let velocityA = a.velocity(at: pointA)
        let velocityB = link.b.map { bodies[$0].velocity(at: pointB) } ?? (0, 0)
        let rvx = velocityB.0 - velocityA.0
        let rvy = velocityB.1 - velocityA.1
        var fx: Double
        var fy: Double
        if link.length == 0 {
            fx = stiffness * dx + damping * rvx
            fy = stiffness * dy + damping * rvy
        } else {
            guard distance > 1e-9 else { return }
            let nx = dx / distance
            let ny = dy / distance
            let magnitude = stiffness * (distance - link.length) + damping * (rvx * nx + rvy * ny)
            fx = magnitude * nx
            fy = magnitude * ny
        }
        forces[link.a].x += fx
        forces[link.a].y += fy
        forces[link.a].torque += (pointA.0 - a.x) * fy - (pointA.1 - a.y) * fx
        if let b = link.b {
            let bodyB = bodies[b]
            forces[b].x -= fx
            forces[b].y -= fy
            forces[b].torque -= (pointB.0 - bodyB.x) * fy - (pointB.1 - bodyB.y) * fx
        }
    }

    // MARK: Rigid links

    /// Moves the ends of each rigid link back to where it holds them, shared by inverse mass, and takes out of
    /// their velocities the part that would pull them apart again.
    private mutating func solveRigidLinks() {
        for link in links {
            switch link.kind {
            case .distance where link.frequency > 0:
                continue
            case .distance, .limit, .fixed:
                holdDistance(link)
            case .sliding(let axisX, let axisY, let minimum, let maximum):
                holdOnAxis(link, axis: (axisX, axisY), range: minimum...maximum)
            }
        }
    }

    private mutating func holdDistance(_ link: DynamicsLink) {
        let a = bodies[link.a]
        let pointA = a.point(at: link.offsetA)
        let pointB = link.b.map { bodies[$0].point(at: link.offsetB) } ?? (link.anchorX, link.anchorY)
        let dx = pointB.0 - pointA.0
        let dy = pointB.1 - pointA.1
        let distance = (dx * dx + dy * dy).squareRoot()
        if link.kind == .limit, distance <= link.length { return }
        let inverseA = a.inverseMass
        let inverseB = link.b.map { bodies[$0].inverseMass } ?? 0
        let total = inverseA + inverseB
        guard total > 0 else { return }
        let (nx, ny) = distance > 1e-9 ? (dx / distance, dy / distance) : (0.0, 0.0)
        let error = distance - link.length
        // Positions: each end moves along the link by its share of the error.
        move(link.a, by: (nx * error * inverseA / total, ny * error * inverseA / total))
        if let b = link.b { move(b, by: (-nx * error * inverseB / total, -ny * error * inverseB / total)) }
        // Velocities: no closing or opening speed along the link.
        let vb = link.b.map { (bodies[$0].vx, bodies[$0].vy) } ?? (0, 0)
        let closing = (vb.0 - bodies[link.a].vx) * nx + (vb.1 - bodies[link.a].vy) * ny
        if link.kind == .limit, closing < 0 { return }
        push(link.a, by: (nx * closing * inverseA / total, ny * closing * inverseA / total))
        if let b = link.b { push(b, by: (-nx * closing * inverseB / total, -ny * closing * inverseB / total)) }
        if link.kind == .fixed, let b = link.b {
            let spin = (bodies[link.a].spin + bodies[b].spin) / 2
            bodies[link.a].spin = spin
            bodies[b].spin = spin
        }
    }

    /// A sliding link: the second end (or the anchor) stays on the line through the first end along `axis`,
    /// at a distance along it within `range`; the ends do not turn.
    private mutating func holdOnAxis(_ link: DynamicsLink, axis: (Double, Double), range: ClosedRange<Double>) {
        let length = (axis.0 * axis.0 + axis.1 * axis.1).squareRoot()
        guard length > 1e-9 else { return }
        let ux = axis.0 / length
        let uy = axis.1 / length
        let a = bodies[link.a]
        let origin = link.b.map { (bodies[$0].x, bodies[$0].y) } ?? (link.anchorX, link.anchorY)
        let inverseA = a.inverseMass
        let inverseB = link.b.map { bodies[$0].inverseMass } ?? 0
        let total = inverseA + inverseB
        guard total > 0 else { return }
        let px = a.x - origin.0
        let py = a.y - origin.1
        let along = px * ux + py * uy
        let kept = min(max(along, range.lowerBound), range.upperBound)
        let ex = (along - kept) * ux + (px - along * ux)
        let ey = (along - kept) * uy + (py - along * uy)
        move(link.a, by: (-ex * inverseA / total, -ey * inverseA / total))
        if let b = link.b { move(b, by: (ex * inverseB / total, ey * inverseB / total)) }
        let vb = link.b.map { (bodies[$0].vx, bodies[$0].vy) } ?? (0, 0)
        let rx = bodies[link.a].vx - vb.0
        let ry = bodies[link.a].vy - vb.1
        let alongSpeed = rx * ux + ry * uy
        let sideX = rx - alongSpeed * ux
        let sideY = ry - alongSpeed * uy
        push(link.a, by: (-sideX * inverseA / total, -sideY * inverseA / total))
        if let b = link.b { push(b, by: (sideX * inverseB / total, sideY * inverseB / total)) }
        bodies[link.a].spin = 0
        if let b = link.b { bodies[b].spin = 0 }
    }

    mutating func move(_ body: Int, by delta: (Double, Double)) {
        guard !bodies[body].isAnchored else { return }
        bodies[body].x += delta.0
        bodies[body].y += delta.1
    }

    mutating func push(_ body: Int, by delta: (Double, Double)) {
        guard !bodies[body].isAnchored else { return }
        bodies[body].vx += delta.0
        bodies[body].vy += delta.1
    }
}
