import ReuseData

/// `simulatePrefetching(latency:)`'s results, each latency model's computed once per test process: the target
/// tests and the Prefetching article's test read the same tables, and a debug build takes about 9 s to make one.
@MainActor
public enum SimulationResults {
    private static var computed: [String: [PrefetchSimulationResult]] = [:]

    /// Every standard policy on every standard trace under `latency`, with the default configuration.
    public static func standard(latency: LatencyModel) -> [PrefetchSimulationResult] {
        if let results = computed[latency.name] { return results }
        let results = simulatePrefetching(latency: latency)
        computed[latency.name] = results
        return results
    }
}
