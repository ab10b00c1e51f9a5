import Testing

@testable import ReuseCore

@Suite struct MathTests {
    @Test func expAndLogAreAccurate() {
        for x in stride(from: -20.0, through: 20.0, by: 0.37) {
            let e = Math.exp(x)
            #expect(abs(Math.log(e) - x) < 1e-12 * max(1, abs(x)), "x = \(x)")
        }
        #expect(abs(Math.exp(1) - 2.718_281_828_459_045) < 1e-15)
        #expect(abs(Math.log(0.998) - -0.002_002_002_670_673_079_3) < 1e-17)
        #expect(abs(Math.pow(0.998, 1000) - 0.135_064_522_446_683_38) < 1e-14)
        #expect(Math.log(0) == -.infinity)
        #expect(Math.log(-1).isNaN)
    }
}

@Suite struct ScrollPhysicsTests {
    func physics() -> ScrollPhysics {
        ScrollPhysics(offset: 0, bounds: 0...10_000, viewportLength: 600)
    }

    @Test func aFlingComesToRestWhereItWasPredicted() {
        var p = physics()
        p.beginDragging()
        p.drag(by: -10)
        let release = p.releaseTarget(fingerVelocity: -1000)
        #expect(release.velocity == 1000)
        // 1 point per millisecond at 0.998 per millisecond rests 1 / -ln(0.998) ≈ 499.5 points further.
        #expect(abs(release.target - (10 + 1 / -Math.log(0.998))) < 1e-9)
        let decelerates = p.endDragging(velocity: release.velocity, target: release.target)
        #expect(decelerates)
        var events: [ScrollPhysics.Event] = []
        var steps = 0
        while p.phase != .idle && steps < 1000 {
            if let e = p.step(by: 1.0 / 60) { events.append(e) }
            steps += 1
        }
        #expect(events == [.didEndDecelerating])
        #expect(p.offset == release.target)
        #expect(steps > 60 && steps < 400)
    }

    @Test func aDelegateTargetIsHitExactly() {
        var p = physics()
        p.beginDragging()
        let release = p.releaseTarget(fingerVelocity: -2000)
        p.endDragging(velocity: release.velocity, target: 700)
        while p.phase != .idle { _ = p.step(by: 1.0 / 60) }
        #expect(abs(p.offset - 700) < 1e-9)
    }

    @Test func slowReleasesDoNotDecelerate() {
        var p = physics()
        p.beginDragging()
        p.drag(by: -100)
        let release = p.releaseTarget(fingerVelocity: -0.5)
        let decelerates = p.endDragging(velocity: release.velocity, target: release.target)
        #expect(!decelerates)
        #expect(p.phase == .idle)
        #expect(p.offset == 100)
    }

    @Test func pullingPastAnEdgeRubberBandsAndSpringsBack() {
        var p = physics()
        p.beginDragging()
        p.drag(by: 300)
        #expect(p.offset < 0)
        #expect(p.offset > -300 * 0.55)
        #expect(abs(p.offset + ScrollPhysics.rubberBand(300, dimension: 600)) < 1e-9)
        let release = p.releaseTarget(fingerVelocity: 0)
        #expect(release.target == 0)
        let springs = p.endDragging(velocity: 0, target: release.target)
        #expect(springs)
        var event: ScrollPhysics.Event?
        for _ in 0..<120 where event == nil { event = p.step(by: 1.0 / 60) }
        #expect(event == .didEndDecelerating)
        #expect(p.offset == 0)
    }

    @Test func withoutBouncesTheEdgeHolds() {
        var p = physics()
        p.bounces = false
        p.beginDragging()
        p.drag(by: 300)
        #expect(p.offset == 0)
        p.drag(by: -50)
        #expect(p.offset == 0)
    }

    @Test func aFlingIntoTheEdgeBouncesBack() {
        var p = ScrollPhysics(offset: 9_900, bounds: 0...10_000, viewportLength: 600)
        p.beginDragging()
        let release = p.releaseTarget(fingerVelocity: -3000)
        #expect(release.target == 10_000)
        p.endDragging(velocity: release.velocity, target: release.target)
        var passedEdge = false
        var steps = 0
        while p.phase != .idle && steps < 2000 {
            _ = p.step(by: 1.0 / 60)
            if p.offset > 10_000 { passedEdge = true }
            steps += 1
        }
        #expect(passedEdge)
        #expect(p.offset == 10_000)
    }

    @Test func animationsEaseToTheirTarget() {
        var p = physics()
        p.animate(to: 300, duration: 0.3)
        var offsets: [Double] = []
        var event: ScrollPhysics.Event?
        while event == nil {
            event = p.step(by: 1.0 / 60)
            offsets.append(p.offset)
        }
        #expect(event == .didEndScrollingAnimation)
        #expect(offsets.count == 18)
        #expect(offsets.last == 300)
        #expect(offsets == offsets.sorted())
    }

    @Test func shiftingMovesTheRestingPlaceToo() {
        var p = physics()
        p.beginDragging()
        let release = p.releaseTarget(fingerVelocity: -1000)
        p.endDragging(velocity: release.velocity, target: release.target)
        _ = p.step(by: 1.0 / 60)
        p.shift(by: 100)
        while p.phase != .idle { _ = p.step(by: 1.0 / 60) }
        #expect(abs(p.offset - (release.target + 100)) < 1e-9)
    }
}
