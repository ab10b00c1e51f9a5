// Collisions of a dynamics world: bodies against the boundaries of their groups (the support of a turned
// rectangle or an ellipse along the wall's normal), and against each other (circles for two ellipses, otherwise
// the boxes that bound them). An overlap is pushed apart, shared by inverse mass, and the closing speed is
// reversed times the bounciness (the larger of the two, as Box2D mixes it), less what friction takes from the
// sliding speed.

extension DynamicsWorld {
    /// Resolves every overlap once and returns the contacts found.
    mutating func collide() -> Set<DynamicsContact> {
        var found: Set<DynamicsContact> = []
        for (groupIndex, group) in collisionGroups.enumerated() {
            for body in group.bodies where bodies.indices.contains(body) {
                for boundary in group.boundaries {
                    if let point = collide(body, with: boundary) {
                        found.insert(
                            DynamicsContact(group: groupIndex, a: body, boundary: boundary.id, x: point.0, y: point.1))
                    }
                }
            }
            guard group.betweenBodies else { continue }
            let members = group.bodies.filter { bodies.indices.contains($0) }
            for i in members.indices {
                for j in members.indices where j > i {
                    let (a, b) = members[i] < members[j] ? (members[i], members[j]) : (members[j], members[i])
                    if let point = collide(a, b) {
                        found.insert(DynamicsContact(group: groupIndex, a: a, b: b, x: point.0, y: point.1))
                    }
                }
            }
        }
        return found
    }

    /// A body against a wall: returns the contact point when they touch.
    private mutating func collide(_ index: Int, with wall: DynamicsBoundary) -> (Double, Double)? {
        let body = bodies[index]
        let tx = wall.x2 - wall.x1
        let ty = wall.y2 - wall.y1
        let length = (tx * tx + ty * ty).squareRoot()
        guard length > 1e-9 else { return nil }
        let ux = tx / length
        let uy = ty / length
        var nx = -uy
        var ny = ux
        let distance = (body.x - wall.x1) * nx + (body.y - wall.y1) * ny
        if let inward = wall.inward {
            if inward.0 * nx + inward.1 * ny < 0 {
                nx = -nx
                ny = -ny
            }
        } else if distance < 0 {
            nx = -nx
            ny = -ny
        }
        let signed = (body.x - wall.x1) * nx + (body.y - wall.y1) * ny
        let reach = body.reach(along: nx, ny)
        let along = (body.x - wall.x1) * ux + (body.y - wall.y1) * uy
        let sideways = body.reach(along: ux, uy)
        // Touching (within a hundredth of a point) where the segment is, its ends widened by the body's reach.
        guard signed < reach + 0.01, along > -sideways, along < length + sideways else { return nil }
        let depth = reach - signed
        if depth > 0 { move(index, by: (nx * depth, ny * depth)) }
        bounce(index, nil, normal: (nx, ny))
        return (body.x - nx * reach, body.y - ny * reach)
    }

    /// Two bodies against each other: returns the contact point when they touch.
    private mutating func collide(_ a: Int, _ b: Int) -> (Double, Double)? {
        let first = bodies[a]
        let second = bodies[b]
        let dx = second.x - first.x
        let dy = second.y - first.y
        var normal: (Double, Double)
        var depth: Double
        if first.shape == .ellipse, second.shape == .ellipse {
            let distance = (dx * dx + dy * dy).squareRoot()
            let radii = min(first.width, first.height) / 2 + min(second.width, second.height) / 2
            guard distance < radii + 0.01 else { return nil }
            normal = distance > 1e-9 ? (dx / distance, dy / distance) : (0, 1)
            depth = radii - distance
        } else {
            let overlapX = first.reach(along: 1, 0) + second.reach(along: 1, 0) - abs(dx)
            let overlapY = first.reach(along: 0, 1) + second.reach(along: 0, 1) - abs(dy)
            guard overlapX > -0.01, overlapY > -0.01 else { return nil }
            if overlapX < overlapY {
                normal = (dx < 0 ? -1 : 1, 0)
                depth = overlapX
            } else {
                normal = (0, dy < 0 ? -1 : 1)
                depth = overlapY
            }
        }
        let inverseA = first.inverseMass
        let inverseB = second.inverseMass
        let total = inverseA + inverseB
        guard total > 0 else { return nil }
        if depth > 0 {
            move(a, by: (-normal.0 * depth * inverseA / total, -normal.1 * depth * inverseA / total))
            move(b, by: (normal.0 * depth * inverseB / total, normal.1 * depth * inverseB / total))
        }
        bounce(a, b, normal: normal)
        let reach = first.reach(along: normal.0, normal.1)
        return (first.x + normal.0 * reach, first.y + normal.1 * reach)
    }

    /// Reverses the closing speed along `normal` (from `a` towards `b`, or out of a wall when `b` is nil) times
    /// the bounciness, and lets friction take up to its share of the impulse from the sliding speed.
    private mutating func bounce(_ a: Int, _ b: Int?, normal: (Double, Double)) {
        let first = bodies[a]
        let second = b.map { bodies[$0] }
        let inverseA = first.inverseMass
        let inverseB = second?.inverseMass ?? 0
        let total = inverseA + inverseB
        guard total > 0 else { return }
        // Relative velocity of b against a; a wall stands still, and its normal points out of it, towards a.
        let (nx, ny) = b == nil ? (-normal.0, -normal.1) : normal
        let rvx = (second?.vx ?? 0) - first.vx
        let rvy = (second?.vy ?? 0) - first.vy
        let closing = rvx * nx + rvy * ny
        guard closing < 0 else { return }
        let elasticity = max(first.elasticity, second?.elasticity ?? 0)
        let impulse = -(1 + elasticity) * closing / total
        push(a, by: (-nx * impulse * inverseA, -ny * impulse * inverseA))
        if let b { push(b, by: (nx * impulse * inverseB, ny * impulse * inverseB)) }
        let friction = second.map { (first.friction * $0.friction).squareRoot() } ?? first.friction
        guard friction > 0 else { return }
        let tx = -ny
        let ty = nx
        let sliding = rvx * tx + rvy * ty
        let limit = friction * impulse
        let frictionImpulse = max(-limit, min(limit, -sliding / total))
        push(a, by: (-tx * frictionImpulse * inverseA, -ty * frictionImpulse * inverseA))
        if let b { push(b, by: (tx * frictionImpulse * inverseB, ty * frictionImpulse * inverseB)) }
    }
}
