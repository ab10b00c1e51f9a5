import ReuseKit

/// A scripted scroll for the prefetch simulation: what the user does, step by step, on a 60 Hz clock.
public struct ScrollTrace: Sendable, Equatable {
    public enum Step: Sendable, Equatable {
        /// Scrolls smoothly at a constant speed (rows per second; negative is up) for `seconds`.
        case read(rowsPerSecond: Double, seconds: Double)
        /// A flick: the finger lifts at `velocity` points per second, and the content decelerates to rest.
        case fling(velocity: Double)
        /// Nothing moves for `seconds`.
        case pause(seconds: Double)
        /// `scrollToRow(at:at: .top, animated: false)`.
        case jump(row: Int)
    }

    public var name: String
    public var steps: [Step]

    public init(name: String, steps: [Step]) {
        self.name = name
        self.steps = steps
    }

    /// Reading: one row a second for five minutes.
    public static let steady = ScrollTrace(name: "steady", steps: [.read(rowsPerSecond: 1, seconds: 300)])
    /// Browsing: twenty rows a second for a minute, with short stops.
    public static let browsing = ScrollTrace(
        name: "browsing",
        steps: Array(
            repeating: [.read(rowsPerSecond: 20, seconds: 12), .pause(seconds: 0.5)], count: 5
        ).flatMap { $0 })
    /// Flings of 2,000 to 5,000 rows of 44 points, each followed by reading where it stops.
    public static let flings = ScrollTrace(
        name: "flings",
        steps: [176_000.0, 264_000, 440_000, 220_000, 352_000].flatMap { velocity -> [Step] in
            [.fling(velocity: velocity), .pause(seconds: 1), .read(rowsPerSecond: 2, seconds: 5)]
        })
    /// Browsing down and back up, again and again: down 100 rows, up 40.
    public static let reversals = ScrollTrace(
        name: "reversals",
        steps: Array(
            repeating: [
                .read(rowsPerSecond: 20, seconds: 5), .pause(seconds: 0.3), .read(rowsPerSecond: -20, seconds: 2),
                .pause(seconds: 0.3),
            ], count: 8
        ).flatMap { $0 })
    /// Jumps with `scrollToRow` to far rows: after each, reading, browsing, a stop, reading again, and the
    /// next jump.
    public static let jumps = ScrollTrace(
        name: "jumps",
        steps: [500_000, 20_000, 900_000, 250_000].flatMap { row -> [Step] in
            [
                .jump(row: row), .pause(seconds: 1), .read(rowsPerSecond: 1, seconds: 10),
                .read(rowsPerSecond: 20, seconds: 5), .pause(seconds: 2), .read(rowsPerSecond: 1, seconds: 5),
            ]
        })

    /// The simulation's standard traces.
    public static let standard: [ScrollTrace] = [.steady, .browsing, .flings, .reversals, .jumps]
}
