import Foundation
import ReuseCore

// One step of a dynamic animator: the behaviours become a ReuseCore world (bodies for the items, forces, links,
// collision groups), the world steps, and the items, the collision delegates and the actions hear the result.

extension DynamicAnimator {
    /// What the animator keeps of an item between steps: its body, velocity included.
    struct ItemState {
        var body: DynamicsBody
    }

    /// A contact between an item and another item or a boundary of a collision behaviour, by identity.
    struct ContactKey: Hashable {
        var behavior: ObjectIdentifier
        var item: ObjectIdentifier
        var other: ObjectIdentifier?
        var boundary: Int?
    }

    /// A contact with what its delegate is told.
    struct Contact {
        var behavior: CollisionBehavior
        var item: any DynamicItem
        var other: (any DynamicItem)?
        var identifier: (any NSCopying)?
    }

    /// UIKit's units: 1000 points/s² of gravity and 100 (points/s² or points/s) of push per unit of magnitude.
    private static let pushUnit = 100.0

    /// Steps the items by `interval`; returns whether everything has come to rest.
    func step(by interval: TimeInterval) -> Bool {
        let flat = flattenedBehaviors()
        let items = allItems()
        guard !items.isEmpty else { return true }
        var index: [ObjectIdentifier: Int] = [:]
        var bodies: [DynamicsBody] = []
        for item in items {
            index[ObjectIdentifier(item)] = bodies.count
            bodies.append(freshBody(for: item))
        }
        var world = DynamicsWorld(bodies: bodies)
        var groups: [(behavior: CollisionBehavior, identifiers: [(any NSCopying)?])] = []
        var pendingWork = false
        // The items' material first, wherever its behaviour is in the tree: fields read charge and mass.
        for case let material as DynamicItemBehavior in flat {
            pendingWork = apply(material, to: &world, index) || pendingWork
        }
        for behavior in flat {
            switch behavior {
            case let field as FieldBehavior:
                apply(field, to: &world, index, step: interval)
            case let gravity as GravityBehavior:
                for item in gravity.items {
                    guard let i = index[ObjectIdentifier(item)] else { continue }
                    world.bodies[i].accelerationX += Double(gravity.gravityDirection.dx * GravityBehavior.standard)
                    world.bodies[i].accelerationY += Double(gravity.gravityDirection.dy * GravityBehavior.standard)
                }
            case let push as PushBehavior:
                apply(push, to: &world, index)
            case let attachment as AttachmentBehavior:
                world.links.append(contentsOf: links(of: attachment, index))
            case let snap as SnapBehavior:
                guard let i = index[ObjectIdentifier(snap.item)] else { continue }
                snapLink(snap, body: i, in: &world)
            case let collision as CollisionBehavior:
                let (group, identifiers) = collisionGroup(of: collision, index)
                world.collisionGroups.append(group)
                groups.append((collision, identifiers))
            default:
                break
            }
        }
        let result = world.step(by: interval)
        for (item, body) in zip(items, world.bodies) { move(item, to: body) }
        report(world.contacts, items: items, groups: groups)
        for behavior in flat { behavior.action?() }
        collectionViewLayout?.invalidateLayout()
        return result.isAtRest && !pendingWork
    }

    /// The item's body: its state from the last step (material and forces cleared, to be set again by the
    /// behaviours), or a body read from the item.
    private func freshBody(for item: any DynamicItem) -> DynamicsBody {
        var body: DynamicsBody
        if let state = states[ObjectIdentifier(item)] {
            body = DynamicsBody(x: state.body.x, y: state.body.y, width: state.body.width, height: state.body.height)
            body.vx = state.body.vx
            body.vy = state.body.vy
            body.angle = state.body.angle
            body.spin = state.body.spin
        } else {
            let size = item.collisionBoundsType == .path ? item.collisionBoundingPath.bounds.size : item.bounds.size
            body = DynamicsBody(
                x: Double(item.center.x), y: Double(item.center.y), width: Double(size.width),
                height: Double(size.height))
            body.angle = Double(atan2(item.transform.b, item.transform.a))
        }
        body.shape = item.collisionBoundsType == .ellipse ? .ellipse : .rectangle
        return body
    }

    /// The item behaviour's material on its items (the last behaviour in the tree wins), and the velocities
    /// added to it; returns whether it gave velocities (the animator then has work even at rest).
    private func apply(
        _ material: DynamicItemBehavior, to world: inout DynamicsWorld, _ index: [ObjectIdentifier: Int]
    ) -> Bool {
        var gave = false
        for item in material.items {
            let id = ObjectIdentifier(item)
            guard let i = index[id] else { continue }
            world.bodies[i].elasticity = Double(material.elasticity)
            world.bodies[i].friction = Double(material.friction)
            world.bodies[i].density = Double(material.density)
            world.bodies[i].resistance = Double(material.resistance)
            world.bodies[i].angularResistance = Double(material.angularResistance)
            world.bodies[i].charge = Double(material.charge)
            world.bodies[i].isAnchored = material.isAnchored
            world.bodies[i].allowsRotation = material.allowsRotation
            if let velocity = material.pendingLinear.removeValue(forKey: id) {
                world.bodies[i].vx += Double(velocity.x)
                world.bodies[i].vy += Double(velocity.y)
                gave = true
            }
            if let spin = material.pendingAngular.removeValue(forKey: id) {
                world.bodies[i].spin += Double(spin)
                gave = true
            }
        }
        return gave
    }

    /// A field's force on its items where they are now (a velocity field sets their velocity).
    private func apply(
        _ field: FieldBehavior, to world: inout DynamicsWorld, _ index: [ObjectIdentifier: Int], step: TimeInterval
    ) {
        for item in field.items {
            guard let i = index[ObjectIdentifier(item)] else { continue }
            let body = world.bodies[i]
            guard
                let effect = field.effect(
                    at: CGPoint(x: body.x, y: body.y), velocity: CGVector(dx: body.vx, dy: body.vy),
                    mass: CGFloat(body.mass), charge: CGFloat(body.charge), time: elapsedTime, step: step)
            else { continue }
            world.bodies[i].forceX += Double(effect.force.dx)
            world.bodies[i].forceY += Double(effect.force.dy)
            world.bodies[i].resistance += Double(effect.resistance)
            world.bodies[i].gyration += Double(effect.gyration)
            if let velocity = effect.setVelocity {
                world.bodies[i].vx = Double(velocity.dx)
                world.bodies[i].vy = Double(velocity.dy)
            }
        }
    }

    /// A push's force (or, instantaneous, its one impulse) on its items, at their target offsets.
    private func apply(_ push: PushBehavior, to world: inout DynamicsWorld, _ index: [ObjectIdentifier: Int]) {
        guard push.active else { return }
        let fx = Double(push.pushDirection.dx) * Self.pushUnit
        let fy = Double(push.pushDirection.dy) * Self.pushUnit
        for item in push.items {
            guard let i = index[ObjectIdentifier(item)] else { continue }
            let offset = push.targetOffsetFromCenter(for: item)
            let angle = world.bodies[i].angle
            let rx = Double(offset.horizontal) * Foundation.cos(angle) - Double(offset.vertical) * Foundation.sin(angle)
            let ry = Double(offset.horizontal) * Foundation.sin(angle) + Double(offset.vertical) * Foundation.cos(angle)
            switch push.mode {
            case .continuous:
                world.bodies[i].forceX += fx
                world.bodies[i].forceY += fy
                world.bodies[i].torque += rx * fy - ry * fx
            case .instantaneous:
                world.bodies[i].impulseX += fx
                world.bodies[i].impulseY += fy
                world.bodies[i].spin += (rx * fy - ry * fx) / world.bodies[i].inertia
            }
        }
        if push.mode == .instantaneous { push.active = false }
    }

    /// The links an attachment makes.
    private func links(of attachment: AttachmentBehavior, _ index: [ObjectIdentifier: Int]) -> [DynamicsLink] {
        guard let a = index[ObjectIdentifier(attachment.items[0])] else { return [] }
        let b = attachment.items.count > 1 ? index[ObjectIdentifier(attachment.items[1])] : nil
        if attachment.items.count > 1, b == nil { return [] }
        var kind = DynamicsLink.Kind.distance
        switch attachment.special {
        case .none, .pin: kind = .distance
        case .limit: kind = .limit
        case .fixed: kind = .fixed
        case .sliding(let axis):
            let range = attachment.attachmentRange
            kind = .sliding(
                axisX: Double(axis.dx), axisY: Double(axis.dy),
                minimum: Double(range.minimum + attachment.slideStart),
                maximum: Double(range.maximum + attachment.slideStart))
        }
        var link = DynamicsLink(kind: kind, a: a, b: b)
        link.anchorX = Double(attachment.anchorPoint.x)
        link.anchorY = Double(attachment.anchorPoint.y)
        link.offsetA = (Double(attachment.offsets.0.horizontal), Double(attachment.offsets.0.vertical))
        link.offsetB = (Double(attachment.offsets.1.horizontal), Double(attachment.offsets.1.vertical))
        link.length = Double(attachment.length)
        if attachment.special == .none {
            link.frequency = Double(max(attachment.frequency, 0))
            link.damping = Double(max(attachment.damping, 0))
        }
        return [link]
    }

    /// A snap: a spring to the snap point and a turning spring back upright, at the snap's frequency and damping.
    private func snapLink(_ snap: SnapBehavior, body i: Int, in world: inout DynamicsWorld) {
        var link = DynamicsLink(kind: .distance, a: i, b: nil)
        link.anchorX = Double(snap.snapPoint.x)
        link.anchorY = Double(snap.snapPoint.y)
        link.frequency = Double(SnapBehavior.frequency)
        link.damping = snap.dampingRatio
        world.links.append(link)
        let omega = 2 * Double.pi * Double(SnapBehavior.frequency)
        let body = world.bodies[i]
        world.bodies[i].torque +=
            -body.inertia * omega * omega * body.angle - 2 * snap.dampingRatio * body.inertia * omega * body.spin
    }

    /// A collision behaviour's group: its items, and its boundaries (id 0 for the reference bounds, `k + 1` for
    /// the k-th named one), with the identifiers by id.
    private func collisionGroup(of collision: CollisionBehavior, _ index: [ObjectIdentifier: Int])
        -> (DynamicsCollisionGroup, [(any NSCopying)?])
    {
        var group = DynamicsCollisionGroup(
            bodies: collision.items.compactMap { index[ObjectIdentifier($0)] },
            betweenBodies: collision.collisionMode.contains(.items))
        var identifiers: [(any NSCopying)?] = [nil]
        guard collision.collisionMode.contains(.boundaries) else { return (group, identifiers) }
        if collision.translatesReferenceBoundsIntoBoundary, let bounds = referenceBounds {
            let insets = collision.referenceBoundsInsets
            let box = CGRect(
                x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
            let corners = [
                (box.minX, box.minY), (box.maxX, box.minY), (box.maxX, box.maxY), (box.minX, box.maxY),
            ].map { (Double($0.0), Double($0.1)) }
            let inward = [(0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0)]
            for edge in 0..<4 {
                let from = corners[edge]
                let to = corners[(edge + 1) % 4]
                group.boundaries.append(
                    DynamicsBoundary(x1: from.0, y1: from.1, x2: to.0, y2: to.1, id: 0, inward: inward[edge]))
            }
        }
        for (k, named) in collision.namedBoundaries.enumerated() {
            identifiers.append(named.identifier)
            for (from, to) in named.path.segments {
                group.boundaries.append(
                    DynamicsBoundary(
                        x1: Double(from.x), y1: Double(from.y), x2: Double(to.x), y2: Double(to.y), id: k + 1))
            }
        }
        return (group, identifiers)
    }

    /// The reference view's bounds, or the layout's content; nil for an animator without a reference.
    private var referenceBounds: CGRect? {
        if let referenceView { return referenceView.bounds }
        if let collectionViewLayout {
            return CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize)
        }
        return nil
    }

    /// Writes the body's place back into the item (its transform only when it turned) and keeps its state.
    private func move(_ item: any DynamicItem, to body: DynamicsBody) {
        let id = ObjectIdentifier(item)
        let oldAngle = states[id]?.body.angle ?? Double(atan2(item.transform.b, item.transform.a))
        states[id] = ItemState(body: body)
        let center = CGPoint(x: body.x, y: body.y)
        if item.center != center { item.center = center }
        if body.angle != oldAngle { item.transform = CGAffineTransform(rotationAngle: CGFloat(body.angle)) }
    }

    /// Tells the collision delegates of the contacts that began and ended this step.
    private func report(
        _ touching: Set<DynamicsContact>, items: [any DynamicItem],
        groups: [(behavior: CollisionBehavior, identifiers: [(any NSCopying)?])]
    ) {
        var now: [ContactKey: (Contact, CGPoint)] = [:]
        for contact in touching.sorted() {
            let (behavior, identifiers) = groups[contact.group]
            let item = items[contact.a]
            let other = contact.b.map { items[$0] }
            let key = ContactKey(
                behavior: ObjectIdentifier(behavior), item: ObjectIdentifier(item),
                other: other.map { ObjectIdentifier($0) }, boundary: contact.boundary)
            let identifier = contact.boundary.flatMap { identifiers.indices.contains($0) ? identifiers[$0] : nil }
            now[key] = (
                Contact(behavior: behavior, item: item, other: other, identifier: identifier),
                CGPoint(x: contact.x, y: contact.y)
            )
        }
        for (key, contact) in contacts where now[key] == nil {
            let delegate = contact.behavior.collisionDelegate
            if let other = contact.other {
                delegate?.collisionBehavior(contact.behavior, endedContactFor: contact.item, with: other)
            } else {
                delegate?.collisionBehavior(
                    contact.behavior, endedContactFor: contact.item, withBoundaryIdentifier: contact.identifier)
            }
        }
        for (key, (contact, point)) in now where contacts[key] == nil {
            let delegate = contact.behavior.collisionDelegate
            if let other = contact.other {
                delegate?.collisionBehavior(contact.behavior, beganContactFor: contact.item, with: other, at: point)
            } else {
                delegate?.collisionBehavior(
                    contact.behavior, beganContactFor: contact.item, withBoundaryIdentifier: contact.identifier,
                    at: point)
            }
        }
        contacts = now.mapValues(\.0)
    }
}

extension BezierPath {
    /// The path as straight segments: lines as they are, rectangles by their edges, and curves, arcs and ovals
    /// followed by short chords.
    var segments: [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        var start = CGPoint.zero
        var current = CGPoint.zero
        func polyline(_ points: [CGPoint]) {
            for (a, b) in zip(points, points.dropFirst()) { result.append((a, b)) }
        }
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point):
                result.append((current, point))
                current = point
            case .curve(let to, let c1, let c2):
                let from = current
                polyline(
                    (0...8).map { step in
                        let t = CGFloat(step) / 8
                        let u = 1 - t
                        return CGPoint(
                            x: u * u * u * from.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x,
                            y: u * u * u * from.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y)
                    })
                current = to
            case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                var sweep = endAngle - startAngle
                if clockwise, sweep < 0 { sweep += 2 * .pi }
                if !clockwise, sweep > 0 { sweep -= 2 * .pi }
                let points = (0...16).map { step in
                    let angle = startAngle + sweep * CGFloat(step) / 16
                    return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                }
                polyline(points)
                current = points.last ?? current
            case .rect(let rect, _):
                polyline([
                    CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
                    CGPoint(x: rect.minX, y: rect.minY),
                ])
            case .oval(let rect):
                polyline(
                    (0...24).map { step in
                        let angle = 2 * CGFloat.pi * CGFloat(step) / 24
                        return CGPoint(
                            x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
                    })
            case .close:
                if current != start { result.append((current, start)) }
                current = start
            }
        }
        return result
    }
}
