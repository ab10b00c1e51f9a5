/// The latency of the data behind rows, from the most recent loads: how long after a prefetch asked for a row
/// its data arrived (queueing included).
public struct LatencyEstimator: Sendable, Equatable {
    /// Quantiles of the recent samples, in seconds, and the slowest load of a longer memory.
    public struct Summary: Sendable, Equatable {
        public var median: Double
        public var p90: Double
        public var p99: Double
        /// The slowest load among many more than the quantiles count: the largest sample, its memory fading by
        /// half every ``LatencyEstimator/slowestHalfLife`` samples. Never below ``p99``. Under a heavy-tailed
        /// latency it sees the rare slow loads the last ``LatencyEstimator/capacity`` samples mostly miss.
        public var slowest: Double

        /// A summary; `slowest` defaults to (and is never below) `p99`.
        public init(median: Double, p90: Double, p99: Double, slowest: Double? = nil) {
            self.median = median
            self.p90 = p90
            self.p99 = p99
            self.slowest = max(slowest ?? p99, p99)
        }
    }

    /// How many of the latest samples count.
    public let capacity: Int
    /// How many samples it takes the remembered slowest load to count half as much.
    public let slowestHalfLife: Double
    private let slowestFade: Double
    private var slowest = 0.0
    private var samples: [Double] = []
    private var next = 0
    /// The summary of the current samples, kept up to date by ``record(_:)``.
    public private(set) var summary: Summary?

    /// An estimator of the latest `capacity` samples' quantiles and of the slowest sample, remembered over
    /// `slowestHalfLife` samples.
    public init(capacity: Int = 64, slowestHalfLife: Double = 2000) {
        precondition(capacity > 0, "LatencyEstimator needs room for at least one sample")
        precondition(
            slowestHalfLife > 0 && slowestHalfLife.isFinite,
            "LatencyEstimator's slowestHalfLife must be a positive number of samples; got \(slowestHalfLife)")
        self.capacity = capacity
        self.slowestHalfLife = slowestHalfLife
        slowestFade = Math.exp(-0.693_147_180_559_945_3 / slowestHalfLife)
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
        slowest = max(seconds, slowest * slowestFade)
        let sorted = samples.sorted()
        func quantile(_ q: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))] }
        summary = Summary(median: quantile(0.5), p90: quantile(0.9), p99: quantile(0.99), slowest: slowest)
    }

    /// How many samples count now (at most ``capacity``).
    public var sampleCount: Int { samples.count }
}
