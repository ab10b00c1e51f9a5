import UIKit
import XCTest

/// UIKit Dynamics as screens use it: things that fall and bounce, cards that snap, pushes and flicks, and the
/// springy collection view layout, all on the views' virtual clock.
@MainActor
final class DynamicsTests: XCTestCase {
    final class Ball: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    final class PlaygroundViewController: UIViewController, UICollisionBehaviorDelegate, UIDynamicAnimatorDelegate {
        let box = UIView(frame: CGRect(x: 40, y: 100, width: 80, height: 80))
        let ball = Ball(frame: CGRect(x: 200, y: 100, width: 60, height: 60))
        lazy var animator = UIDynamicAnimator(referenceView: view)
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(box)
            view.addSubview(ball)
            animator.delegate = self
        }

        func drop() {
            let gravity = UIGravityBehavior(items: [box, ball])
            let collision = UICollisionBehavior(items: [box, ball])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = self
            animator.addBehavior(gravity)
            animator.addBehavior(collision)
        }

        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
            withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
        ) {
            let name = identifier.map { "\($0)" } ?? "bounds"
            events.append("\(item === box ? "box" : "ball") touched \(name)")
        }

        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
            events.append("paused")
        }

        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {
            events.append("resumed")
        }
    }

    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func testThingsFallToTheBottomOfTheReferenceViewAndRest() async {
        let playground = PlaygroundViewController()
        let window = show(playground)
        playground.drop()
        XCTAssertTrue(playground.animator.isRunning)
        XCTAssertEqual(playground.events, ["resumed"])

        UIView.advanceAnimations(by: 0.25)
        // A quarter second of free fall at 1000 points/s²: about 31 points.
        XCTAssertEqual(playground.box.center.y, 140 + 31.25, accuracy: 1.5)
        XCTAssertEqual(playground.box.center.x, 80, "gravity pulls straight down")

        UIView.advanceAnimations(by: 3)
        XCTAssertEqual(playground.box.frame.maxY, 844, accuracy: 0.01)
        XCTAssertEqual(playground.ball.frame.maxY, 844, accuracy: 0.01)
        XCTAssertEqual(playground.box.transform, .identity, "it fell flat and did not turn")
        XCTAssertFalse(playground.animator.isRunning, "everything came to rest")
        XCTAssertEqual(
            playground.events.filter { $0.contains("touched") }.sorted(), ["ball touched bounds", "box touched bounds"])
        XCTAssertEqual(playground.events.last, "paused")
        XCTAssertGreaterThan(playground.animator.elapsedTime, 0.5)
        XCTAssertEqual(playground.animator.items(in: CGRect(x: 0, y: 700, width: 150, height: 144)).count, 1)
        _ = window
    }

    func testAFlickAndAPushMoveByUIKitsUnits() async {
        let playground = PlaygroundViewController()
        let window = show(playground)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        playground.view.addSubview(card)

        let push = UIPushBehavior(items: [card], mode: .instantaneous)
        push.setAngle(0, magnitude: 1)
        let material = UIDynamicItemBehavior(items: [card])
        material.resistance = 0
        playground.animator.addBehavior(material)
        playground.animator.addBehavior(push)
        UIView.advanceAnimations(by: 1.0 / 60)
        XCTAssertEqual(material.linearVelocity(for: card).x, 100, accuracy: 1e-9, "magnitude 1: 100 points/s")
        XCTAssertFalse(push.active, "an instantaneous push acts once")
        UIView.advanceAnimations(by: 1 - 1.0 / 60)
        XCTAssertEqual(card.center.x, 150, accuracy: 0.01, "a second at 100 points/s")

        // A flick adds its velocity; resistance slows the card to a stop.
        material.addLinearVelocity(CGPoint(x: 0, y: 300), for: card)
        XCTAssertEqual(material.linearVelocity(for: card).y, 300)
        material.resistance = 5
        UIView.advanceAnimations(by: 5)
        XCTAssertFalse(playground.animator.isRunning)
        XCTAssertGreaterThan(card.center.y, 100)
        _ = window
    }

    func testACardSnapsToAPointAndStandsUpright() async {
        let playground = PlaygroundViewController()
        let window = show(playground)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        card.transform = CGAffineTransform(rotationAngle: 0.3)
        playground.view.addSubview(card)
        let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 195, y: 422))
        XCTAssertEqual(snap.damping, 0.5)
        playground.animator.addBehavior(snap)
        UIView.advanceAnimations(by: 0.2)
        XCTAssertGreaterThan(card.center.x, 60, "on its way")
        UIView.advanceAnimations(by: 5)
        XCTAssertEqual(card.center.x, 195, accuracy: 0.5)
        XCTAssertEqual(card.center.y, 422, accuracy: 0.5)
        XCTAssertEqual(atan2(card.transform.b, card.transform.a), 0, accuracy: 0.01)
        XCTAssertFalse(playground.animator.isRunning)

        // Moving the snap point sets it going again.
        snap.snapPoint = CGPoint(x: 100, y: 200)
        XCTAssertTrue(playground.animator.isRunning)
        UIView.advanceAnimations(by: 5)
        XCTAssertEqual(card.center.x, 100, accuracy: 0.5)
        _ = window
    }

    /// A behaviour of its own, made of UIKit's, as apps compose them.
    final class FallingBehavior: UIDynamicBehavior {
        var steps = 0
        var moves: [String] = []

        init(items: [UIDynamicItem]) {
            super.init()
            addChildBehavior(UIGravityBehavior(items: items))
            let collision = UICollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            addChildBehavior(collision)
            action = { [unowned self] in steps += 1 }
        }

        override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
            super.willMove(to: dynamicAnimator)
            moves.append(dynamicAnimator == nil ? "leaving" : "joining")
        }
    }

    func testABehaviourMadeOfOthersRunsItsActionEveryStep() async {
        let playground = PlaygroundViewController()
        let window = show(playground)
        let falling = FallingBehavior(items: [playground.box])
        playground.animator.addBehavior(falling)
        XCTAssertEqual(falling.moves, ["joining"])
        XCTAssertTrue(falling.childBehaviors.allSatisfy { $0.dynamicAnimator === playground.animator })
        UIView.advanceAnimations(by: 0.5)
        XCTAssertEqual(falling.steps, 30, "one step a frame")
        playground.animator.removeBehavior(falling)
        XCTAssertEqual(falling.moves, ["joining", "leaving"])
        XCTAssertNil(falling.dynamicAnimator)
        let y = playground.box.center.y
        UIView.advanceAnimations(by: 0.5)
        XCTAssertEqual(playground.box.center.y, y, "removed: nothing moves it")
        _ = window
    }

    func testARodKeepsItsLengthAndASpringSettlesOnItsAnchor() async {
        let playground = PlaygroundViewController()
        let window = show(playground)
        let lamp = UIView(frame: CGRect(x: 245, y: 70, width: 10, height: 10))
        playground.view.addSubview(lamp)
        let rod = UIAttachmentBehavior(item: lamp, attachedToAnchor: CGPoint(x: 150, y: 75))
        XCTAssertEqual(rod.length, 100)
        XCTAssertEqual(rod.attachedBehaviorType, .anchor)
        playground.animator.addBehavior(rod)
        playground.animator.addBehavior(UIGravityBehavior(items: [lamp]))
        var lowest: CGFloat = 0
        for _ in 0..<30 {
            UIView.advanceAnimations(by: 1.0 / 30)
            let dx = lamp.center.x - 150
            let dy = lamp.center.y - 75
            XCTAssertEqual((dx * dx + dy * dy).squareRoot(), 100, accuracy: 0.5)
            lowest = max(lowest, lamp.center.y)
        }
        XCTAssertGreaterThan(lowest, 174, "it swung through the bottom")

        playground.animator.removeAllBehaviors()
        XCTAssertFalse(playground.animator.isRunning)
        let spring = UIAttachmentBehavior(item: lamp, attachedToAnchor: CGPoint(x: 195, y: 300))
        spring.length = 0
        spring.frequency = 2
        spring.damping = 0.7
        playground.animator.addBehavior(spring)
        UIView.advanceAnimations(by: 5)
        XCTAssertEqual(lamp.center.x, 195, accuracy: 0.5)
        XCTAssertEqual(lamp.center.y, 300, accuracy: 0.5)
        _ = window
    }

    func testFieldsPullPushAndSteerTheirItemsWithinTheirRegion() async {
        let playground = PlaygroundViewController()
        let window = show(playground)
        let near = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let far = UIView(frame: CGRect(x: 300, y: 600, width: 10, height: 10))
        playground.view.addSubview(near)
        playground.view.addSubview(far)
        let pull = UIFieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 50))
        pull.region = UIRegion(radius: 200)
        pull.addItem(near)
        pull.addItem(far)
        XCTAssertEqual(pull.strength, 1)
        XCTAssertEqual(pull.falloff, 0)
        playground.animator.addBehavior(pull)
        UIView.advanceAnimations(by: 0.1)
        XCTAssertGreaterThan(near.center.x, 50, "pulled towards the field's position")
        XCTAssertEqual(far.center, CGPoint(x: 305, y: 605), "outside the region: untouched")
        playground.animator.removeAllBehaviors()

        // A custom field of 1 UIKit newton to the right accelerates 100 × 100 points by 100 points/s².
        let custom = UIFieldBehavior.field { _, _, _, _, _, _ in CGVector(dx: 1, dy: 0) }
        custom.addItem(near)
        let start = near.center.x
        playground.animator.addBehavior(custom)
        UIView.advanceAnimations(by: 1)
        XCTAssertEqual(near.center.x - start, 50, accuracy: 0.5, "½ · 100 points/s² · 1 s²")
        playground.animator.removeAllBehaviors()

        // A velocity field moves at its direction times its strength; a drag field then slows to a stop.
        let wind = UIFieldBehavior.velocityField(direction: CGVector(dx: 0, dy: 60))
        wind.addItem(far)
        playground.animator.addBehavior(wind)
        UIView.advanceAnimations(by: 1)
        XCTAssertEqual(far.center.y, 665, accuracy: 0.01)
        playground.animator.removeBehavior(wind)
        let material = UIDynamicItemBehavior(items: [far])
        material.addLinearVelocity(CGPoint(x: 200, y: 0), for: far)
        let drag = UIFieldBehavior.dragField()
        drag.strength = 4
        drag.addItem(far)
        playground.animator.addBehavior(material)
        playground.animator.addBehavior(drag)
        UIView.advanceAnimations(by: 5)
        XCTAssertFalse(playground.animator.isRunning, "drag brought it to rest")
        XCTAssertEqual(far.center.x, 305 + 50, accuracy: 1, "200 points/s slowed at 4/s goes 50 points")
        playground.animator.removeAllBehaviors()

        // A magnetic field turns a moving charge without speeding it up.
        let charged = UIDynamicItemBehavior(items: [far])
        charged.charge = 1
        charged.addLinearVelocity(CGPoint(x: 100, y: 0), for: far)
        let magnet = UIFieldBehavior.magneticField()
        magnet.strength = 2
        magnet.addItem(far)
        playground.animator.addBehavior(charged)
        playground.animator.addBehavior(magnet)
        UIView.advanceAnimations(by: 0.5)
        let velocity = charged.linearVelocity(for: far)
        XCTAssertLessThan(velocity.y, -50, "turned counterclockwise, upwards on screen")
        XCTAssertEqual((velocity.x * velocity.x + velocity.y * velocity.y).squareRoot(), 100, accuracy: 2)
        _ = window
    }

    func testRegionsCombine() async {
        let ring = UIRegion(radius: 100).byDifference(from: UIRegion(radius: 50))
        XCTAssertTrue(ring.contains(CGPoint(x: 75, y: 0)))
        XCTAssertFalse(ring.contains(CGPoint(x: 10, y: 0)))
        XCTAssertFalse(ring.contains(CGPoint(x: 0, y: 120)))
        let bar = UIRegion(size: CGSize(width: 200, height: 20))
        let cross = bar.byUnion(with: UIRegion(size: CGSize(width: 20, height: 200)))
        XCTAssertTrue(cross.contains(CGPoint(x: 90, y: 0)))
        XCTAssertTrue(cross.contains(CGPoint(x: 0, y: -90)))
        XCTAssertFalse(cross.contains(CGPoint(x: 50, y: 50)))
        XCTAssertTrue(cross.inverse().contains(CGPoint(x: 50, y: 50)))
        XCTAssertTrue(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
        XCTAssertFalse(UIRegion.infinite.inverse().contains(.zero))
        XCTAssertTrue(ring.byIntersection(with: bar).contains(CGPoint(x: 60, y: 0)))
        XCTAssertFalse(ring.byIntersection(with: bar).contains(CGPoint(x: 0, y: 60)))
    }
}
