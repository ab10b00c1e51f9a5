import ReuseCore

/// How long a load takes, for the prefetch simulation.
public enum LatencyModel: Sendable, Equatable, CustomStringConvertible {
    /// Every load takes the same time.
    case fixed(Double)
    /// Uniform between `median - spread` and `median + spread`.
    case jittered(median: Double, spread: Double)
    /// Pareto with the given median and shape (smaller shapes have heavier tails; 2.5 puts the 99th percentile
    /// near 4.8 times the median), capped at `maximum`.
    case heavyTailed(median: Double, shape: Double, maximum: Double)

    /// The three models of the simulation's table, all with a 100 ms median.
    public static let standard: [LatencyModel] = [
        .fixed(0.1), .jittered(median: 0.1, spread: 0.05), .heavyTailed(median: 0.1, shape: 2.5, maximum: 5),
    ]

    public var description: String {
        switch self {
        case .fixed(let t): "fixed \(Self.ms(t))"
        case .jittered(let m, let s): "jittered \(Self.ms(m)) ± \(Self.ms(s))"
        case .heavyTailed(let m, let a, _): "heavy-tailed (Pareto \(a)), median \(Self.ms(m))"
        }
    }

    /// A short name for command lines: `fixed`, `jittered`, `heavy`.
    public var name: String {
        switch self {
        case .fixed: "fixed"
        case .jittered: "jittered"
        case .heavyTailed: "heavy"
        }
    }

    static func ms(_ seconds: Double) -> String { "\(Int((seconds * 1000).rounded())) ms" }

    /// One load's duration in seconds.
    public func sample(using random: inout SplitMix64) -> Double {
        switch self {
        case .fixed(let t):
            return t
        case .jittered(let median, let spread):
            return median - spread + 2 * spread * random.nextUnit()
        case .heavyTailed(let median, let shape, let maximum):
            // Pareto: x = xm / U^(1/a); its median is xm * 2^(1/a).
            let scale = median / Math.exp(Math.log(2) / shape)
            let u = max(random.nextUnit(), 1e-12)
            return min(scale / Math.exp(Math.log(u) / shape), maximum)
        }
    }
}

/// A small, fast, seedable random number generator (SplitMix64), so simulations repeat exactly.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in [0, 1).
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}
