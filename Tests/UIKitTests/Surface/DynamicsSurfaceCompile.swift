// Compile-only: UIKit Dynamics as a UIKit client writes it (UIKit's labels, optionality and overridability),
// type-checked against ReuseKit's UIKit module; nothing here runs.
// Each use carries its `// api:` marker; the list is Tests/ReuseKitTests/UIKitSurface/Screens/UIKitDynamicsAPI.txt.
// UIKitSurfaceTests checks every member is here or listed as not on Linux.

import UIKit

// A dynamic item of the client's own, with every requirement of the protocol.
@MainActor
private final class DynamicsSurfaceToken: NSObject, UIDynamicItem {
    // api: UIDynamicItem center
    var center = CGPoint.zero
    // api: UIDynamicItem bounds
    var bounds: CGRect { CGRect(x: 0, y: 0, width: 44, height: 44) }
    // api: UIDynamicItem transform
    var transform = CGAffineTransform.identity
    // api: UIDynamicItem collisionBoundsType
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
    // api: UIDynamicItem collisionBoundingPath
    var collisionBoundingPath: UIBezierPath { UIBezierPath(ovalIn: CGRect(x: -22, y: -22, width: 44, height: 44)) }
}

// A behaviour of the client's own, made of UIKit's.
@MainActor
private final class DynamicsSurfaceBehavior: UIDynamicBehavior {
    // api: UIDynamicBehavior init()
    override init() {
        super.init()
        // api: UIGravityBehavior init()
        let gravity = UIGravityBehavior()
        // api: UIDynamicBehavior addChildBehavior(_:)
        addChildBehavior(gravity)
        // api: UIDynamicBehavior removeChildBehavior(_:)
        removeChildBehavior(gravity)
        // api: UIDynamicBehavior childBehaviors
        _ = childBehaviors.count
        // api: UIDynamicBehavior action
        action = { [weak self] in _ = self?.dynamicAnimator }
    }

    // api: UIDynamicBehavior willMove(to:)
    override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        super.willMove(to: dynamicAnimator)
        // api: UIDynamicBehavior dynamicAnimator
        _ = self.dynamicAnimator
    }
}

@MainActor
private final class DynamicsSurfaceController: UIViewController, UIDynamicAnimatorDelegate,
    UICollisionBehaviorDelegate
{
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let other = UIView(frame: CGRect(x: 120, y: 0, width: 100, height: 100))
    var animator: UIDynamicAnimator!

    // api: UIDynamicAnimatorDelegate dynamicAnimatorWillResume(_:)
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    // api: UIDynamicAnimatorDelegate dynamicAnimatorDidPause(_:)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}

    // api: UICollisionBehaviorDelegate collisionBehavior(_:beganContactFor:with:at:)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
        at p: CGPoint
    ) {}
    // api: UICollisionBehaviorDelegate collisionBehavior(_:endedContactFor:with:)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem
    ) {}
    // api: UICollisionBehaviorDelegate collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {}
    // api: UICollisionBehaviorDelegate collisionBehavior(_:endedContactFor:withBoundaryIdentifier:)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?
    ) {}

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        view.addSubview(other)
        // api: UIDynamicAnimator init(referenceView:)
        animator = UIDynamicAnimator(referenceView: view)
        // api: UIDynamicAnimator delegate
        animator.delegate = self
        // api: UIDynamicAnimator init()
        _ = UIDynamicAnimator()
        // api: UIDynamicAnimator referenceView
        _ = animator.referenceView
        animateAll()
    }

    func animateAll() {
        // api: UIGravityBehavior init(items:)
        let gravity = UIGravityBehavior(items: [card])
        // api: UIGravityBehavior addItem(_:)
        gravity.addItem(other)
        // api: UIGravityBehavior removeItem(_:)
        gravity.removeItem(other)
        // api: UIGravityBehavior items
        _ = gravity.items
        // api: UIGravityBehavior gravityDirection
        gravity.gravityDirection = CGVector(dx: 0, dy: 0.5)
        // api: UIGravityBehavior angle
        gravity.angle = .pi / 2
        // api: UIGravityBehavior magnitude
        gravity.magnitude = 1
        // api: UIGravityBehavior setAngle(_:magnitude:)
        gravity.setAngle(.pi / 2, magnitude: 0.8)
        // api: UIDynamicAnimator addBehavior(_:)
        animator.addBehavior(gravity)

        // api: UICollisionBehavior init(items:)
        let collision = UICollisionBehavior(items: [card, other])
        // api: UICollisionBehavior init()
        _ = UICollisionBehavior()
        // api: UICollisionBehavior addItem(_:)
        collision.addItem(card)
        // api: UICollisionBehavior removeItem(_:)
        collision.removeItem(other)
        // api: UICollisionBehavior items
        _ = collision.items
        // api: UICollisionBehavior collisionMode
        collision.collisionMode = .everything
        // api: UICollisionBehavior Mode
        let mode: UICollisionBehavior.Mode = [.items, .boundaries]
        _ = mode
        // api: UICollisionBehavior translatesReferenceBoundsIntoBoundary
        collision.translatesReferenceBoundsIntoBoundary = true
        // api: UICollisionBehavior setTranslatesReferenceBoundsIntoBoundary(with:)
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // api: UICollisionBehavior addBoundary(withIdentifier:for:)
        collision.addBoundary(withIdentifier: "ring" as NSCopying, for: UIBezierPath(ovalIn: view.bounds))
        // api: UICollisionBehavior addBoundary(withIdentifier:from:to:)
        collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: .zero, to: CGPoint(x: 200, y: 0))
        // api: UICollisionBehavior boundary(withIdentifier:)
        _ = collision.boundary(withIdentifier: "shelf" as NSCopying)?.bounds
        // api: UICollisionBehavior removeBoundary(withIdentifier:)
        collision.removeBoundary(withIdentifier: "ring" as NSCopying)
        // api: UICollisionBehavior boundaryIdentifiers
        _ = collision.boundaryIdentifiers?.count
        // api: UICollisionBehavior removeAllBoundaries()
        collision.removeAllBoundaries()
        // api: UICollisionBehavior collisionDelegate
        collision.collisionDelegate = self
        animator.addBehavior(collision)

        // api: UIAttachmentBehavior init(item:attachedToAnchor:)
        let rope = UIAttachmentBehavior(item: card, attachedToAnchor: CGPoint(x: 200, y: 0))
        // api: UIAttachmentBehavior init(item:offsetFromCenter:attachedToAnchor:)
        _ = UIAttachmentBehavior(
            item: card, offsetFromCenter: UIOffset(horizontal: 0, vertical: -50), attachedToAnchor: .zero)
        // api: UIAttachmentBehavior init(item:attachedTo:)
        _ = UIAttachmentBehavior(item: card, attachedTo: other)
        // api: UIAttachmentBehavior init(item:offsetFromCenter:attachedTo:offsetFromCenter:)
        _ = UIAttachmentBehavior(item: card, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
        // api: UIAttachmentBehavior slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)
        _ = UIAttachmentBehavior.slidingAttachment(
            with: card, attachedTo: other, attachmentAnchor: .zero, axisOfTranslation: CGVector(dx: 0, dy: 1))
        // api: UIAttachmentBehavior slidingAttachment(with:attachmentAnchor:axisOfTranslation:)
        let slider = UIAttachmentBehavior.slidingAttachment(
            with: card, attachmentAnchor: card.center, axisOfTranslation: CGVector(dx: 1, dy: 0))
        // api: UIAttachmentBehavior limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)
        _ = UIAttachmentBehavior.limitAttachment(
            with: card, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
        // api: UIAttachmentBehavior fixedAttachment(with:attachedTo:attachmentAnchor:)
        _ = UIAttachmentBehavior.fixedAttachment(with: card, attachedTo: other, attachmentAnchor: .zero)
        // api: UIAttachmentBehavior pinAttachment(with:attachedTo:attachmentAnchor:)
        _ = UIAttachmentBehavior.pinAttachment(with: card, attachedTo: other, attachmentAnchor: .zero)
        // api: UIAttachmentBehavior items
        _ = rope.items.count
        // api: UIAttachmentBehavior attachedBehaviorType
        _ = rope.attachedBehaviorType == .anchor
        // api: UIAttachmentBehavior AttachmentType
        let type: UIAttachmentBehavior.AttachmentType = .items
        _ = type
        // api: UIAttachmentBehavior anchorPoint
        rope.anchorPoint = CGPoint(x: 180, y: 0)
        // api: UIAttachmentBehavior length
        rope.length = 120
        // api: UIAttachmentBehavior damping
        rope.damping = 0.5
        // api: UIAttachmentBehavior frequency
        rope.frequency = 1.5
        // api: UIAttachmentBehavior frictionTorque
        rope.frictionTorque = 0
        // api: UIAttachmentBehavior attachmentRange
        slider.attachmentRange = UIFloatRange(minimum: -40, maximum: 40)
        animator.addBehavior(rope)

        // api: UIPushBehavior init(items:mode:)
        let push = UIPushBehavior(items: [card], mode: .instantaneous)
        // api: UIPushBehavior addItem(_:)
        push.addItem(other)
        // api: UIPushBehavior removeItem(_:)
        push.removeItem(other)
        // api: UIPushBehavior items
        _ = push.items
        // api: UIPushBehavior setTargetOffsetFromCenter(_:for:)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 10, vertical: 0), for: card)
        // api: UIPushBehavior targetOffsetFromCenter(for:)
        _ = push.targetOffsetFromCenter(for: card)
        // api: UIPushBehavior mode
        _ = push.mode == .instantaneous
        // api: UIPushBehavior Mode
        let pushMode: UIPushBehavior.Mode = .continuous
        _ = pushMode
        // api: UIPushBehavior active
        push.active = true
        // api: UIPushBehavior angle
        push.angle = 0
        // api: UIPushBehavior magnitude
        push.magnitude = 2
        // api: UIPushBehavior pushDirection
        push.pushDirection = CGVector(dx: 1, dy: -1)
        // api: UIPushBehavior setAngle(_:magnitude:)
        push.setAngle(.pi, magnitude: 1)
        animator.addBehavior(push)

        // api: UISnapBehavior init(item:snapTo:)
        let snap = UISnapBehavior(item: other, snapTo: view.center)
        // api: UISnapBehavior snapPoint
        snap.snapPoint = CGPoint(x: 100, y: 100)
        // api: UISnapBehavior damping
        snap.damping = 0.3
        animator.addBehavior(snap)

        // api: UIDynamicItemBehavior init(items:)
        let material = UIDynamicItemBehavior(items: [card])
        // api: UIDynamicItemBehavior init()
        _ = UIDynamicItemBehavior()
        // api: UIDynamicItemBehavior addItem(_:)
        material.addItem(other)
        // api: UIDynamicItemBehavior removeItem(_:)
        material.removeItem(other)
        // api: UIDynamicItemBehavior items
        _ = material.items
        // api: UIDynamicItemBehavior elasticity
        material.elasticity = 0.6
        // api: UIDynamicItemBehavior friction
        material.friction = 0.2
        // api: UIDynamicItemBehavior density
        material.density = 2
        // api: UIDynamicItemBehavior resistance
        material.resistance = 0.5
        // api: UIDynamicItemBehavior angularResistance
        material.angularResistance = 0.5
        // api: UIDynamicItemBehavior charge
        material.charge = 1
        // api: UIDynamicItemBehavior isAnchored
        material.isAnchored = false
        // api: UIDynamicItemBehavior allowsRotation
        material.allowsRotation = false
        // api: UIDynamicItemBehavior addLinearVelocity(_:for:)
        material.addLinearVelocity(CGPoint(x: 0, y: -300), for: card)
        // api: UIDynamicItemBehavior linearVelocity(for:)
        _ = material.linearVelocity(for: card).y
        // api: UIDynamicItemBehavior addAngularVelocity(_:for:)
        material.addAngularVelocity(.pi, for: card)
        // api: UIDynamicItemBehavior angularVelocity(for:)
        _ = material.angularVelocity(for: card)
        animator.addBehavior(material)

        fields()
        // api: UIDynamicAnimator items(in:)
        _ = animator.items(in: view.bounds).count
        // api: UIDynamicAnimator updateItem(usingCurrentState:)
        animator.updateItem(usingCurrentState: card)
        // api: UIDynamicAnimator isRunning
        _ = animator.isRunning
        // api: UIDynamicAnimator elapsedTime
        _ = animator.elapsedTime
        // api: UIDynamicAnimator behaviors
        _ = animator.behaviors.count
        // api: UIDynamicAnimator removeBehavior(_:)
        animator.removeBehavior(snap)
        // api: UIDynamicAnimator removeAllBehaviors()
        animator.removeAllBehaviors()
    }

    func fields() {
        // api: UIFieldBehavior dragField()
        let drag = UIFieldBehavior.dragField()
        // api: UIFieldBehavior addItem(_:)
        drag.addItem(card)
        // api: UIFieldBehavior removeItem(_:)
        drag.removeItem(other)
        // api: UIFieldBehavior items
        _ = drag.items
        // api: UIFieldBehavior position
        drag.position = view.center
        // api: UIFieldBehavior region
        drag.region = UIRegion(radius: 200)
        // api: UIFieldBehavior strength
        drag.strength = 2
        // api: UIFieldBehavior falloff
        drag.falloff = 1
        // api: UIFieldBehavior minimumRadius
        drag.minimumRadius = 10
        // api: UIFieldBehavior direction
        drag.direction = CGVector(dx: 0, dy: 1)
        // api: UIFieldBehavior smoothness
        drag.smoothness = 0.5
        // api: UIFieldBehavior animationSpeed
        drag.animationSpeed = 1
        animator.addBehavior(drag)
        // api: UIFieldBehavior vortexField()
        _ = UIFieldBehavior.vortexField()
        // api: UIFieldBehavior radialGravityField(position:)
        _ = UIFieldBehavior.radialGravityField(position: view.center)
        // api: UIFieldBehavior linearGravityField(direction:)
        _ = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        // api: UIFieldBehavior velocityField(direction:)
        _ = UIFieldBehavior.velocityField(direction: CGVector(dx: 10, dy: 0))
        // api: UIFieldBehavior noiseField(smoothness:animationSpeed:)
        _ = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
        // api: UIFieldBehavior turbulenceField(smoothness:animationSpeed:)
        _ = UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1)
        // api: UIFieldBehavior springField()
        _ = UIFieldBehavior.springField()
        // api: UIFieldBehavior electricField()
        _ = UIFieldBehavior.electricField()
        // api: UIFieldBehavior magneticField()
        _ = UIFieldBehavior.magneticField()
        // api: UIFieldBehavior field(evaluationBlock:)
        _ = UIFieldBehavior.field { field, position, velocity, mass, charge, deltaTime in
            CGVector(dx: -velocity.dx * mass, dy: -velocity.dy * mass)
        }

        // api: UIRegion infinite
        let everywhere = UIRegion.infinite
        // api: UIRegion init(size:)
        let box = UIRegion(size: CGSize(width: 100, height: 100))
        // api: UIRegion init(radius:)
        let disc = UIRegion(radius: 80)
        // api: UIRegion init(coder:)
        _ = UIRegion(coder: NSCoder())
        // api: UIRegion inverse()
        _ = everywhere.inverse()
        // api: UIRegion byUnion(with:)
        _ = box.byUnion(with: disc)
        // api: UIRegion byDifference(from:)
        _ = box.byDifference(from: disc)
        // api: UIRegion byIntersection(with:)
        _ = box.byIntersection(with: disc)
        // api: UIRegion contains(_:)
        _ = disc.contains(CGPoint(x: 10, y: 10))
    }
}

// The collection view additions: an animator over a layout's attributes, which are dynamic items.
@MainActor
private final class DynamicsSurfaceLayout: UICollectionViewFlowLayout {
    // api: UIDynamicAnimator init(collectionViewLayout:)
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        // api: UIDynamicAnimator layoutAttributesForCell(at:)
        animator.layoutAttributesForCell(at: indexPath)
    }

    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        // api: UIDynamicAnimator layoutAttributesForSupplementaryView(ofKind:at:)
        animator.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        // api: UIDynamicAnimator layoutAttributesForDecorationView(ofKind:at:)
        animator.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
    }

    func group(_ first: UICollectionViewLayoutAttributes, _ second: UICollectionViewLayoutAttributes) {
        // api: UIDynamicItemGroup init(items:)
        let group = UIDynamicItemGroup(items: [first, second])
        // api: UIDynamicItemGroup items
        _ = group.items.count
        // api: UIDynamicItem UIDynamicItemCollisionBoundsType
        let outline: UIDynamicItemCollisionBoundsType = .ellipse
        _ = outline
        animator.addBehavior(UIGravityBehavior(items: [group]))
    }
}

@MainActor
private func dynamicsSurfaceRanges() {
    // api: UIFloatRange init()
    var range = UIFloatRange()
    // api: UIFloatRange init(minimum:maximum:)
    range = UIFloatRange(minimum: -10, maximum: 10)
    // api: UIFloatRange minimum
    range.minimum = -20
    // api: UIFloatRange maximum
    range.maximum = 20
    // api: UIFloatRange zero
    _ = UIFloatRange.zero
    // api: UIFloatRange infinite
    // api: UIFloatRange isInfinite
    _ = UIFloatRange.infinite.isInfinite
    // api: UIFloatRange UIFloatRangeIsEqualToRange(_:_:)
    _ = UIFloatRangeIsEqualToRange(range, .zero)
}
