import ReuseData
import ReuseKit
import Testing

@MainActor
@Suite struct PrefetchSimulationTests {
    @Test func latencyModelsHaveTheirMedian() {
        for model in LatencyModel.standard {
            var random = SplitMix64(seed: 7)
            let samples = (0..<20_001).map { _ in model.sample(using: &random) }.sorted()
            #expect(abs(samples[10_000] - 0.1) < 0.005, "\(model)")
        }
    }
}

@MainActor
@Suite struct PrefetchSimulationTargetTests {
    @Test func aRunRepeatsExactly() {
        let run = {
            PrefetchSimulator(policy: .adaptive, latency: .heavyTailed(median: 0.1, shape: 2.5, maximum: 5))
                .run(.reversals, policyName: "adaptive")
        }
        #expect(run() == run())
    }

    /// The targets under a fixed 100 ms latency, 4 loads at most: adaptive shows 99% of rows ready
    /// on the steady and browsing traces, wastes at most 10% of its loads on every trace, and on every trace
    /// has at least as many rows ready as the best fixed policy.
    @Test(arguments: [LatencyModel.fixed(0.1), .jittered(median: 0.1, spread: 0.05)])
    func adaptiveMeetsTheTargets(latency: LatencyModel) {
        let results = simulatePrefetching(latency: latency)
        for trace in ScrollTrace.standard {
            let rows = results.filter { $0.trace == trace.name }
            let adaptive = rows.first { $0.policy == "adaptive" }!
            let bestFixed = rows.filter { $0.policy != "adaptive" }.map(\.rowsReady).max()!
            #expect(adaptive.rowsReady >= bestFixed, "\(trace.name): \(adaptive.rowsReady) < \(bestFixed)")
            #expect(adaptive.wastedFraction <= 0.10, "\(trace.name): wasted \(adaptive.wastedFraction)")
            if trace.name == "steady" || trace.name == "browsing" {
                #expect(adaptive.readyFraction >= 0.99, "\(trace.name): ready \(adaptive.readyFraction)")
            }
        }
    }

    @Test func heavyTailsStillShowNinetyNinePercentReadyWhileReading() {
        let heavy = LatencyModel.heavyTailed(median: 0.1, shape: 2.5, maximum: 5)
        let results = simulatePrefetching(
            traces: [.steady, .browsing], policies: NamedPolicy.standard.filter { $0.name == "adaptive" },
            latency: heavy)
        for result in results {
            #expect(result.readyFraction >= 0.99, "\(result.trace)")
            #expect(result.wastedFraction <= 0.10, "\(result.trace)")
        }
    }

    @Test func aFlingAsksForTheRowsWhereItStops() {
        let adaptive = PrefetchSimulator(policy: .adaptive, latency: .fixed(0.1)).run(.flings, policyName: "a")
        let seed = PrefetchSimulator(policy: .seedObserved, latency: .fixed(0.1)).run(.flings, policyName: "s")
        // Each fling stops on a screen of 20 rows; the seed's window reaches it only as the fling slows down.
        #expect(adaptive.rowsReady > 2 * seed.rowsReady)
        #expect(adaptive.loadsStarted * 4 < seed.loadsStarted)
    }
}
