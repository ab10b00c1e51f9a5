import ReuseCore
import Testing

@Suite struct LayoutPassStateTests {
    @Test func aScrollTransitionsAndAnchorsTheOldTopRow() {
        var pass = LayoutPassState()
        #expect(pass.begin(offset: 0, target: 0...4) == 0)
        #expect(pass.firstStep(to: 0...4) == .transition(VisibleTransition(from: nil, to: 0...4, direction: 0)))
        pass.end(offset: 0, time: 0)
        #expect(pass.anchor == nil)
        // Down by a little: the old top row is the anchor, the transition runs downward.
        #expect(pass.begin(offset: 30, target: 1...5) == 1)
        #expect(pass.anchor == 0)
        guard case .transition(let change) = pass.firstStep(to: 1...5) else {
            Issue.record("expected a transition")
            return
        }
        #expect(change.leaving == [0] && change.entering == [5])
        #expect(pass.visible == 1...5)
        pass.end(offset: 30, time: 1.0 / 60)
        #expect(pass.lastOffset == 30 && pass.lastTime == 1.0 / 60 && pass.lastDirection == 1)
        // Up: the direction turns and is remembered.
        #expect(pass.begin(offset: 10, target: 0...4) == -1)
        pass.end(offset: 10, time: 2.0 / 60)
        #expect(pass.lastDirection == -1)
    }

    @Test func aJumpAnchorsTheNewTopRow() {
        var pass = LayoutPassState()
        _ = pass.begin(offset: 0, target: 0...4)
        _ = pass.firstStep(to: 0...4)
        pass.end(offset: 0, time: 0)
        _ = pass.begin(offset: 44_000, target: 1000...1004)
        #expect(pass.anchor == 1000)
    }

    @Test func settlingStopsWhenTheRowsStopChangingOrAfterTheBound() {
        var pass = LayoutPassState()
        _ = pass.begin(offset: 0, target: 0...9)
        _ = pass.firstStep(to: 0...9)
        #expect(pass.settle(to: 0...3)?.leaving == [4, 5, 6, 7, 8, 9])
        #expect(pass.settle(to: 0...3) == nil)
        // Heights that change every time they are asked cannot loop: at most maximumSettleSteps steps.
        var steps = 1
        while pass.settle(to: steps % 2 == 0 ? 0...3 : 0...4) != nil { steps += 1 }
        #expect(steps == LayoutPassState.maximumSettleSteps)
    }

    @Test func anUpdateMakesTheNextPassReconcile() {
        var pass = LayoutPassState()
        _ = pass.begin(offset: 0, target: 0...4)
        _ = pass.firstStep(to: 0...4)
        pass.end(offset: 0, time: 0)
        pass.updateApplied()
        #expect(pass.visible == nil && pass.needsReconcile)
        _ = pass.begin(offset: 0, target: 0...5)
        #expect(pass.firstStep(to: 0...5) == .reconcile(target: 0...5))
        #expect(!pass.needsReconcile && pass.visible == 0...5)
        pass.contentShifted(by: 12)
        #expect(pass.lastOffset == 12)
    }
}
