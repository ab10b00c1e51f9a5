/// A small, seeded random number generator (a 64-bit LCG), so randomized tests are the same on every run.
public struct SeededRandom: Sendable {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    /// A number in `0 ..< bound`; 0 when `bound` is not positive.
    public mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return bound <= 0 ? 0 : Int((state >> 33) % UInt64(bound))
    }
}
