/// The latency of the data behind rows, from the most recent loads: how long after a prefetch asked for a row
/// its data arrived (queueing included).
public struct LatencyEstimator: Sendable, Equatable {
    /// Quantiles of the recent samples, in seconds.
    public struct Summary: Sendable, Equatable {
        public var median: Double
        public var p90: Double
        public var p99: Double

        public init(median: Double, p90: Double, p99: Double) {
            self.median = median
            self.p90 = p90
            self.p99 = p99
        }
    }

    /// How many of the latest samples count.
    public let capacity: Int
    private var samples: [Double] = []
    private var next = 0
    /// The summary of the current samples, kept up to date by ``record(_:)``.
    public private(set) var summary: Summary?

    public init(capacity: Int = 64) {
        precondition(capacity > 0, "LatencyEstimator needs room for at least one sample")
        self.capacity = capacity
    }

    /// Adds one load's latency in seconds; negative or non-finite values are ignored.
    ///
    /// - Complexity: O(capacity log capacity).
    public mutating func record(_ seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else { return }
        if samples.count < capacity {
            samples.append(seconds)
        } else {
            samples[next] = seconds
        }
        next = (next + 1) % capacity
        let sorted = samples.sorted()
        func quantile(_ q: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))] }
        summary = Summary(median: quantile(0.5), p90: quantile(0.9), p99: quantile(0.99))
    }

    /// How many samples count now (at most ``capacity``).
    public var sampleCount: Int { samples.count }
}
