import Testing

@testable import ReuseCore

@Suite struct TrigonometryTests {
    @Test func sineCosineAndArcTangentAreAccurate() {
        // Known values, and the identities over several turns either way.
        #expect(abs(Math.sin(Math.pi / 6) - 0.5) < 1e-15)
        #expect(abs(Math.cos(Math.pi / 3) - 0.5) < 1e-15)
        #expect(abs(Math.atan2(1, 1) - Math.pi / 4) < 1e-15)
        #expect(abs(Math.atan2(1, -1) - 3 * Math.pi / 4) < 1e-15)
        #expect(abs(Math.atan2(-2, 0) + Math.pi / 2) < 1e-15)
        for x in stride(from: -20.0, through: 20.0, by: 0.173) {
            let s = Math.sin(x)
            let c = Math.cos(x)
            #expect(abs(s * s + c * c - 1) < 1e-14, "x = \(x)")
            let back = Math.atan2(s, c)
            // The same angle, a whole number of turns away.
            let turns = ((x - back) / (2 * Math.pi)).rounded()
            #expect(abs(x - back - turns * 2 * Math.pi) < 1e-12, "x = \(x)")
        }
        #expect(Math.sin(.infinity).isNaN)
    }
}

@Suite struct DynamicsWorldTests {
    /// Steps the world by screen frames of 1/60 s until it rests or `seconds` pass; returns the time taken.
    func run(_ world: inout DynamicsWorld, for seconds: Double) -> Double {
        var time = 0.0
        while time < seconds {
            let result = world.step(by: 1.0 / 60)
            time += 1.0 / 60
            if result.isAtRest { break }
        }
        return time
    }

    @Test func gravityAcceleratesAndAFloorStopsTheFall() {
        var world = DynamicsWorld(bodies: [DynamicsBody(x: 50, y: 50, width: 20, height: 20)])
        world.bodies[0].accelerationY = 1000
        // Half a second of free fall: v = a·t, s = a·t²/2 (semi-implicit Euler is a substep ahead).
        for _ in 0..<30 { _ = world.step(by: 1.0 / 60) }
        #expect(abs(world.bodies[0].vy - 500) < 1e-9)
        #expect(abs(world.bodies[0].y - (50 + 125)) < 1.1)

        var boxed = DynamicsWorld(
            bodies: [DynamicsBody(x: 50, y: 50, width: 20, height: 20)],
            collisionGroups: [
                DynamicsCollisionGroup(
                    bodies: [0], boundaries: [DynamicsBoundary(x1: 0, y1: 400, x2: 100, y2: 400, id: 7)])
            ])
        boxed.bodies[0].accelerationY = 1000
        let first = boxed.step(by: 1.0 / 60)
        #expect(first.began.isEmpty)
        var began: [DynamicsContact] = []
        for _ in 0..<120 { began += boxed.step(by: 1.0 / 60).began }
        #expect(abs(boxed.bodies[0].y - 390) < 0.01, "resting on the floor: \(boxed.bodies[0].y)")
        #expect(began.map(\.boundary) == [7])
        #expect(boxed.step(by: 1.0 / 60).isAtRest)
    }

    @Test func anElasticBodyBouncesBackUp() {
        var world = DynamicsWorld(
            bodies: [DynamicsBody(x: 50, y: 380, width: 20, height: 20)],
            collisionGroups: [
                DynamicsCollisionGroup(
                    bodies: [0], boundaries: [DynamicsBoundary(x1: 0, y1: 400, x2: 100, y2: 400, id: 0)])
            ])
        world.bodies[0].vy = 300
        world.bodies[0].elasticity = 1
        for _ in 0..<10 { _ = world.step(by: 1.0 / 60) }
        #expect(abs(world.bodies[0].vy + 300) < 1e-9, "the speed comes back whole, upwards")
        world.bodies[0].elasticity = 0.5
        world.bodies[0].vy = 300
        for _ in 0..<20 { _ = world.step(by: 1.0 / 60) }
        #expect(abs(world.bodies[0].vy + 150) < 1e-9)
    }

    @Test func aSpringRingsAtItsFrequencyAndDampingSettlesIt() {
        // An undamped 1 Hz spring from its anchor: after a whole period the body is back where it started.
        var world = DynamicsWorld(bodies: [DynamicsBody(x: 100, y: 0, width: 100, height: 100)])
        var spring = DynamicsLink(kind: .distance, a: 0, b: nil)
        spring.frequency = 1
        world.links = [spring]
        for _ in 0..<30 { _ = world.step(by: 1.0 / 60) }
        #expect(abs(world.bodies[0].x + 100) < 1, "half a period: the other side, \(world.bodies[0].x)")
        for _ in 0..<30 { _ = world.step(by: 1.0 / 60) }
        #expect(abs(world.bodies[0].x - 100) < 2, "a whole period: back, \(world.bodies[0].x)")

        world.links[0].damping = 1
        let time = run(&world, for: 10)
        #expect(time < 10, "a damped spring comes to rest")
        #expect(abs(world.bodies[0].x) < 0.5)
    }

    @Test func aZeroLengthSpringDampsSidewaysMotionToo() {
        // Pulled straight in but moving across: damping only along the spring would leave it orbiting the anchor.
        var world = DynamicsWorld(bodies: [DynamicsBody(x: 50, y: 0, width: 10, height: 10)])
        world.bodies[0].vy = 300
        var spring = DynamicsLink(kind: .distance, a: 0, b: nil)
        spring.frequency = 1.5
        spring.damping = 0.5
        world.links = [spring]
        #expect(run(&world, for: 10) < 10)
        #expect(abs(world.bodies[0].x) < 0.1 && abs(world.bodies[0].y) < 0.1)
    }

    @Test func aRigidLinkKeepsItsLengthAndAPendulumSwings() {
        var world = DynamicsWorld(bodies: [DynamicsBody(x: 100, y: 0, width: 10, height: 10)])
        var rod = DynamicsLink(kind: .distance, a: 0, b: nil)
        rod.length = 100
        world.links = [rod]
        world.bodies[0].accelerationY = 1000
        var lowest = 0.0
        for _ in 0..<60 {
            _ = world.step(by: 1.0 / 60)
            let body = world.bodies[0]
            #expect(abs((body.x * body.x + body.y * body.y).squareRoot() - 100) < 0.5)
            lowest = max(lowest, body.y)
        }
        #expect(lowest > 99, "it swings through the bottom")
    }

    @Test func aRopeOnlyPullsWhenTaut() {
        var world = DynamicsWorld(bodies: [DynamicsBody(x: 0, y: 10, width: 10, height: 10)])
        var rope = DynamicsLink(kind: .limit, a: 0, b: nil)
        rope.length = 50
        world.links = [rope]
        world.bodies[0].accelerationY = 1000
        _ = world.step(by: 1.0 / 60)
        #expect(world.bodies[0].y > 10, "slack: it falls")
        for _ in 0..<60 { _ = world.step(by: 1.0 / 60) }
        #expect(abs(world.bodies[0].y - 50) < 0.5)
    }

    @Test func slidingKeepsABodyOnItsAxisWithinItsRange() {
        var world = DynamicsWorld(bodies: [DynamicsBody(x: 0, y: 0, width: 10, height: 10)])
        world.links = [
            DynamicsLink(kind: .sliding(axisX: 1, axisY: 0, minimum: -20, maximum: 40), a: 0, b: nil)
        ]
        world.bodies[0].vx = 100
        world.bodies[0].vy = 100
        for _ in 0..<60 { _ = world.step(by: 1.0 / 60) }
        #expect(world.bodies[0].y == 0)
        #expect(abs(world.bodies[0].x - 40) < 1e-9)
    }

    @Test func bodiesCollideAndShareTheirMomentum() {
        var world = DynamicsWorld(
            bodies: [
                DynamicsBody(x: 0, y: 0, width: 20, height: 20), DynamicsBody(x: 40, y: 0, width: 20, height: 20),
            ],
            collisionGroups: [DynamicsCollisionGroup(bodies: [0, 1])])
        world.bodies[0].vx = 120
        world.bodies[0].elasticity = 1
        var began: [DynamicsContact] = []
        for _ in 0..<30 { began += world.step(by: 1.0 / 60).began }
        // Equal masses, elastic: the first stops and the second goes on at its speed.
        #expect(abs(world.bodies[0].vx) < 1e-9)
        #expect(abs(world.bodies[1].vx - 120) < 1e-9)
        #expect(began.count == 1 && began[0].a == 0 && began[0].b == 1)

        var balls = DynamicsWorld(
            bodies: [
                DynamicsBody(x: 0, y: 0, width: 20, height: 20), DynamicsBody(x: 17, y: 17, width: 20, height: 20),
            ],
            collisionGroups: [DynamicsCollisionGroup(bodies: [0, 1])])
        balls.bodies[0].shape = .ellipse
        balls.bodies[1].shape = .ellipse
        _ = balls.step(by: 1.0 / 60)
        #expect(balls.contacts.isEmpty, "the boxes overlap, the circles do not")
    }

    @Test func gyrationTurnsThePathAndKeepsTheSpeed() {
        var world = DynamicsWorld(bodies: [DynamicsBody(x: 0, y: 0, width: 1, height: 1)])
        world.bodies[0].vx = 100
        world.bodies[0].gyration = Math.pi / 2
        for _ in 0..<60 { _ = world.step(by: 1.0 / 60) }
        // A quarter turn counterclockwise on the screen: heading up, where y is smaller.
        #expect(abs(world.bodies[0].vx) < 1e-9 && abs(world.bodies[0].vy + 100) < 1e-9)
    }

    @Test func anImpulseChangesVelocityByItOverTheMass() {
        var world = DynamicsWorld(bodies: [DynamicsBody(x: 0, y: 0, width: 200, height: 100)])
        world.bodies[0].impulseX = 100
        _ = world.step(by: 1.0 / 60)
        #expect(world.bodies[0].vx == 50, "a mass of 2 takes half")
        #expect(world.bodies[0].impulseX == 0)
        world.bodies[0].isAnchored = true
        world.bodies[0].forceX = 1000
        _ = world.step(by: 1.0 / 60)
        #expect(abs(world.bodies[0].x - 50 / 60.0) < 1e-12, "anchored: the force moves it no further")
    }
}
