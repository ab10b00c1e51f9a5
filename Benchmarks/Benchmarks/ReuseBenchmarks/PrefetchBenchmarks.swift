import Benchmark
import ReuseData
import ReuseKit

/// `prefetchSim`: the adaptive policy on the browsing trace (heavy-tailed latency, 4 loads at most): the time
/// a whole simulated minute takes, and what it measured, as custom metrics in per mille.
func registerPrefetchBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [
            .wallClock, .custom("rows ready (per mille)", polarity: .prefersLarger, useScalingFactor: false),
            .custom("loads wasted (per mille)", useScalingFactor: false),
        ],
        timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 10)
    for policy in NamedPolicy.standard {
        Benchmark("prefetchSim browsing \(policy.name)", configuration: configuration) { @MainActor benchmark async in
            var result: PrefetchSimulationResult?
            for _ in benchmark.scaledIterations {
                result = PrefetchSimulator(
                    policy: policy.make(), latency: .heavyTailed(median: 0.1, shape: 2.5, maximum: 5)
                ).run(.browsing, policyName: policy.name)
            }
            if let result {
                benchmark.measurement(
                    .custom("rows ready (per mille)", polarity: .prefersLarger, useScalingFactor: false),
                    Int(result.readyFraction * 1000))
                benchmark.measurement(
                    .custom("loads wasted (per mille)", useScalingFactor: false), Int(result.wastedFraction * 1000))
            }
        }
    }
}
