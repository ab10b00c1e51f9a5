import ReuseTestSupport
import Testing

@testable import ReuseCore

/// Drives a policy like a table: one input per pass, the visible rows moving by `step` rows per frame.
private struct Driver<Policy: PrefetchPolicy> {
    var policy: Policy
    var visible: ClosedRange<Int>
    var time = 0.0
    var rowCount = 10_000
    var latency: LatencyEstimator.Summary? = nil
    /// Every row announced, in order, and every row cancelled.
    var announced: [Int] = []
    var cancelled: [Int] = []

    init(_ policy: Policy, visible: ClosedRange<Int>) {
        self.policy = policy
        self.visible = visible
    }

    @discardableResult
    mutating func pass(
        moveBy step: Int, seconds: Double = 1.0 / 60, resting: ClosedRange<Int>? = nil, tracking: Bool = false
    ) -> PrefetchActions {
        let before = visible
        visible = (visible.lowerBound + step)...(visible.upperBound + step)
        time += seconds
        let input = PrefetchInput(
            visibleBefore: before, visibleAfter: visible, direction: step.signum(), rowCount: rowCount, time: time,
            velocity: Double(step) / seconds, restingRange: resting, isTracking: tracking, latency: latency)
        let actions = policy.update(input)
        announced += actions.prefetch
        cancelled += actions.cancel
        return actions
    }
}

@Suite struct WindowPrefetcherTests {
    @Test func overscanLooksAheadWhileMovingAndBothWaysAtRest() {
        var driver = Driver(WindowPrefetcher(.overscan(3)), visible: 100...119)
        let idle = driver.pass(moveBy: 0)
        #expect(idle.prefetch == [120, 121, 122, 99, 98, 97])
        let down = driver.pass(moveBy: 1)
        // Moving down: 3 ahead, 1 behind (row 100, just displayed, needs nothing); the rest behind is cancelled.
        #expect(down.prefetch == [123])
        #expect(Set(down.cancel) == [99, 98, 97])
    }

    @Test func screenfulsFollowTheLastDirection() {
        var driver = Driver(WindowPrefetcher(.screenfuls(leading: 2.5, trailing: 1.5)), visible: 100...119)
        let first = driver.pass(moveBy: -1)
        // Up: 50 rows above (nearest first), 30 below.
        #expect(first.prefetch.prefix(3) == [98, 97, 96])
        #expect(first.prefetch.count == 80)
        #expect(first.prefetch.contains(148) && !first.prefetch.contains(149))
        #expect(first.prefetch.contains(49) && !first.prefetch.contains(48))
    }

    @Test func distanceIsSymmetricMovingOrNot() {
        var driver = Driver(WindowPrefetcher(.distance(5)), visible: 0...9)
        #expect(driver.pass(moveBy: 0).prefetch == [10, 11, 12, 13, 14])
        // Rows 0 and 1 were displayed: covered, not announced.
        #expect(driver.pass(moveBy: 2).prefetch == [15, 16])
    }

    @Test func everyRowIsAnnouncedOnceOnALongScroll() {
        for shape in [WindowPrefetcher.Shape.overscan(3), .screenfuls(leading: 2.5, trailing: 1.5), .distance(20)] {
            var driver = Driver(WindowPrefetcher(shape), visible: 0...19)
            for _ in 0..<500 { driver.pass(moveBy: 1) }
            #expect(Set(driver.announced).count == driver.announced.count, "\(shape)")
        }
    }
}

@Suite struct AdaptivePrefetcherTests {
    @Test func theWindowGrowsWithSpeedAndLatency() {
        var slow = Driver(AdaptivePrefetcher(), visible: 0...19)
        slow.latency = .init(median: 0.1, p90: 0.2, p99: 0.3)
        for _ in 0..<60 { slow.pass(moveBy: 0, seconds: 1.0 / 60) }
        var fast = slow
        slow.pass(moveBy: 1, seconds: 1)  // 1 row a second
        fast.pass(moveBy: 1, seconds: 1.0 / 30)  // 30 rows a second
        let slowReach = (slow.announced.max() ?? 0) - slow.visible.upperBound
        let fastReach = (fast.announced.max() ?? 0) - fast.visible.upperBound
        // 30 rows/s × 0.3 s × 1.75 (safety) = 15.75, 16 rows, plus the minimum lead of 2.
        #expect(fastReach == 18)
        #expect(slowReach < 6)
        var slower = Driver(AdaptivePrefetcher(), visible: 0...19)
        slower.latency = .init(median: 0.1, p90: 0.2, p99: 0.6)
        slower.pass(moveBy: 1, seconds: 1.0 / 30)
        // The latency covered is capped at 4 medians: 30 × 0.4 × 1.75 + 2.
        #expect((slower.announced.max() ?? 0) - slower.visible.upperBound == 23)
    }

    @Test func aFlingAsksOnlyForWhereItStops() {
        var driver = Driver(AdaptivePrefetcher(), visible: 0...19)
        let actions = driver.pass(moveBy: 100, resting: 5_000...5_019)
        // The resting screen first, then the screenful before it, nearest the resting screen first.
        #expect(Array(actions.prefetch.prefix(20)) == Array(5_000...5_019))
        #expect(Array(actions.prefetch.suffix(20)) == Array((4_980...4_999).reversed()))
        #expect(actions.prefetch.allSatisfy { $0 >= 4_980 })
        // Still flying: nothing new, nothing cancelled.
        #expect(driver.pass(moveBy: 100, resting: 5_000...5_019).isEmpty)
    }

    @Test func flyingPastAsksForNothing() {
        var driver = Driver(AdaptivePrefetcher(), visible: 0...19)
        // A flick while the finger is still down: 10 rows a frame, 600 rows a second.
        let actions = driver.pass(moveBy: 10, tracking: true)
        #expect(actions.prefetch.isEmpty)
    }

    @Test func idleLooksAheadThenBothWaysOnce() {
        var driver = Driver(AdaptivePrefetcher(), visible: 100...119)
        driver.pass(moveBy: 1)
        for _ in 0..<10 { driver.pass(moveBy: 0) }  // 1/6 s: not idle yet
        let before = driver.announced.count
        for _ in 0..<30 { driver.pass(moveBy: 0) }  // 2/3 s: idle, looking ahead only
        #expect(!driver.announced[before...].contains { $0 < driver.visible.lowerBound })
        #expect(driver.policy.wantsIdleUpdates)
        for _ in 0..<60 { driver.pass(moveBy: 0) }  // past 1.5 s: behind too, then nothing more to do
        #expect(driver.announced[before...].contains { $0 < driver.visible.lowerBound })
        #expect(!driver.policy.wantsIdleUpdates)
        #expect(Set(driver.announced).count == driver.announced.count)
    }

    @Test func afterBrowsingFastSlowReadingKeepsTheRowsOfASuddenSpeedUpComing() {
        var driver = Driver(AdaptivePrefetcher(), visible: 0...19)
        driver.latency = .init(median: 0.1, p90: 0.3, p99: 0.4)
        for _ in 0..<60 { driver.pass(moveBy: 1, seconds: 1.0 / 20) }  // browsing at 20 rows a second
        for _ in 0..<30 { driver.pass(moveBy: 0) }
        // Then reading at 1 row a second, past the 16 rows browsing had asked for ahead.
        for _ in 0..<10 { driver.pass(moveBy: 1, seconds: 1) }
        // The rows a speed-up back to browsing would show within one latency: 20 rows/s (remembered, halving in
        // 60 s: 17.8 after 10 s) × 0.4 s, 8 rows, + 2. Reading alone would keep 3.
        #expect((driver.announced.max() ?? 0) - driver.visible.upperBound == 10)
        // Someone who only ever read slowly gets the speed-based lead alone: 1 × 0.4 × 1.75 + 2.
        var reader = Driver(AdaptivePrefetcher(), visible: 0...19)
        reader.latency = .init(median: 0.1, p90: 0.3, p99: 0.4)
        for _ in 0..<20 { reader.pass(moveBy: 1, seconds: 1) }
        #expect((reader.announced.max() ?? 0) - reader.visible.upperBound == 3)
    }

    @Test func aReversalCancelsOnceAndNeverAsksTwice() {
        var driver = Driver(AdaptivePrefetcher(), visible: 1_000...1_019)
        driver.latency = .init(median: 0.1, p90: 0.2, p99: 0.4)
        for _ in 0..<3 {
            for _ in 0..<120 { driver.pass(moveBy: 1, seconds: 1.0 / 20) }
            for _ in 0..<60 { driver.pass(moveBy: -1, seconds: 1.0 / 20) }
        }
        // No row cancelled twice; a cancelled row is asked for again only after the user came back to it
        // (a later reversal), never within the same one.
        #expect(Set(driver.cancelled).count == driver.cancelled.count)
        // Six reversals, each cancelling at most the lead it left behind (20 rows/s × 0.4 s × 2 + 2 = 18).
        #expect(driver.cancelled.count <= 6 * 18)
    }

    @Test func aHeavyTailLengthensTheLeadAsTheReaderBrowsesOnUntilAJump() {
        var driver = Driver(AdaptivePrefetcher(), visible: 0...19)
        // A heavy tail: the 99th percentile is 4 medians, the slowest load lately 10 medians.
        driver.latency = .init(median: 0.1, p90: 0.2, p99: 0.4, slowest: 1.0)
        func lead(_ driver: Driver<AdaptivePrefetcher>) -> Int {
            (driver.announced.max() ?? 0) - driver.visible.upperBound
        }
        for _ in 0..<100 { driver.pass(moveBy: 1, seconds: 1.0 / 20) }
        // 120 rows seen: the extension may reach 12 rows, less than the 99th percentile's 20 × 0.4 × 1.75 = 14.
        #expect(lead(driver) == 14 + 2)
        for _ in 0..<150 { driver.pass(moveBy: 1, seconds: 1.0 / 20) }
        // 270 rows seen: 27 rows, a tenth of them.
        #expect(lead(driver) == 27 + 2)
        for _ in 0..<150 { driver.pass(moveBy: 1, seconds: 1.0 / 20) }
        // 420 rows seen: the whole cover, 20 rows/s × min(2 × 1.0 s, 16 medians = 1.6 s) = 32 rows.
        #expect(lead(driver) == 32 + 2)
        #expect(driver.cancelled.isEmpty)
        // A jump: a new place, where the reader has seen one screen; browsing 100 rows earns 14 again.
        driver.pass(moveBy: 5_000)
        for _ in 0..<100 { driver.pass(moveBy: 1, seconds: 1.0 / 20) }
        #expect(lead(driver) == 14 + 2)
        // A fling too: the thousands of rows it flew past were never loaded, so they earn nothing.
        for _ in 0..<300 { driver.pass(moveBy: 1, seconds: 1.0 / 20) }
        #expect(lead(driver) == 32 + 2)
        let landing = (driver.visible.lowerBound + 3_000)...(driver.visible.upperBound + 3_000)
        for _ in 0..<10 { driver.pass(moveBy: 300, resting: landing) }
        for _ in 0..<100 { driver.pass(moveBy: 1, seconds: 1.0 / 20) }
        // 112 rows seen since the fling slowed down (the first 8 passes still fly past): 11.2 rows, not 32.
        // (The lead itself is longer for a while: the reading floor remembers the speed the fling slowed through.)
        #expect(abs(driver.policy.tailReach(speed: 20, latency: driver.latency) - 11.2) < 1e-9)

        // Without a tail (the slowest load is the 99th percentile) the long browse keeps the short lead:
        // 20 × 0.15 × 2 = 6 rows, as 20 × 0.15 × 1.75 = 5.25 rounds up to.
        var light = Driver(AdaptivePrefetcher(), visible: 0...19)
        light.latency = .init(median: 0.1, p90: 0.14, p99: 0.15)
        for _ in 0..<400 { light.pass(moveBy: 1, seconds: 1.0 / 20) }
        #expect(lead(light) == 6 + 2)
    }

    @Test func aJitteryVelocityDoesNotThrash() {
        var driver = Driver(AdaptivePrefetcher(), visible: 0...19)
        driver.latency = .init(median: 0.1, p90: 0.2, p99: 0.4)
        var random = SeededRandom(state: 9)
        for _ in 0..<600 { driver.pass(moveBy: 1, seconds: 1.0 / Double(10 + random.next(30))) }
        #expect(driver.cancelled.isEmpty)
        #expect(Set(driver.announced).count == driver.announced.count)
    }
}

@Suite struct LatencyEstimatorTests {
    @Test func quantilesOfTheLatestSamples() {
        var estimator = LatencyEstimator(capacity: 100)
        #expect(estimator.summary == nil)
        for i in 1...100 { estimator.record(Double(i) / 1000) }
        #expect(estimator.summary == .init(median: 0.051, p90: 0.091, p99: 0.1))
        for _ in 1...100 { estimator.record(0.5) }
        #expect(estimator.summary?.median == 0.5)
        estimator.record(-1)
        estimator.record(.nan)
        #expect(estimator.sampleCount == 100)
    }

    @Test func theSlowestLoadOutlivesTheQuantilesAndFades() {
        var estimator = LatencyEstimator(capacity: 10, slowestHalfLife: 100)
        estimator.record(2)
        for _ in 1...9 { estimator.record(0.1) }
        #expect(estimator.summary?.p99 == 2)
        // The 2 s load left the quantiles' ten samples; the slowest load remembers it, fading by half in 100
        // samples.
        for _ in 1...91 { estimator.record(0.1) }
        #expect(estimator.summary?.p99 == 0.1)
        let slowest = estimator.summary?.slowest ?? 0
        #expect(abs(slowest - 1) < 1e-9, "\(slowest)")
        // Never below the 99th percentile, also when made by hand.
        for _ in 1...2_000 { estimator.record(0.1) }
        #expect(estimator.summary?.slowest == 0.1)
        #expect(LatencyEstimator.Summary(median: 0.1, p90: 0.2, p99: 0.3).slowest == 0.3)
        #expect(LatencyEstimator.Summary(median: 0.1, p90: 0.2, p99: 0.3, slowest: 0.2).slowest == 0.3)
    }
}
