/// The default prefetch policy, as seed 000's log shows UIKit's (the API contract, lifecycle item 5).
///
/// - Nothing is prefetched before the first scroll.
/// - When a pass sees motion, the window is the ``windowSize`` rows past the last row that was visible
///   before the pass, in the direction of motion.
/// - Rows new to the window are announced nearest first; rows visible before the pass never are, but a row
///   that starts to appear in the same pass is (the first scroll of a 3-row screen announces `3 ... 12`).
/// - A row leaves the announced set silently when it is displayed. A row that drops out of the window
///   without being displayed (the direction reversed, or a fling flew past it) is cancelled, once.
public struct SeedObservedPrefetcher: PrefetchPolicy {
    /// The number of rows in the window (10 in the seed's log).
    public var windowSize: Int
    /// Rows announced and neither displayed nor cancelled, nearest first.
    public private(set) var pending: [Int] = []
    /// Where the window last started and which way it looked, to skip passes that do not move it.
    private var lastWindow: (start: Int, direction: Int, rowCount: Int)?

    public init(windowSize: Int = 10) {
        self.windowSize = windowSize
    }

    public mutating func update(_ input: PrefetchInput) -> PrefetchActions {
        defer { pending.removeAll { input.visibleAfter?.contains($0) ?? false } }
        guard input.direction != 0, let before = input.visibleBefore ?? input.visibleAfter else {
            return PrefetchActions()
        }
        let start = input.direction > 0 ? before.upperBound : before.lowerBound
        if let last = lastWindow, last == (start, input.direction, input.rowCount) { return PrefetchActions() }
        lastWindow = (start, input.direction, input.rowCount)
        let window = Self.window(past: before, direction: input.direction, size: windowSize, rowCount: input.rowCount)
        var actions = PrefetchActions()
        for row in pending where !window.contains(row) {
            let shown = before.contains(row) || (input.visibleAfter?.contains(row) ?? false)
            if !shown { actions.cancel.append(row) }
        }
        actions.prefetch = window.filter { !pending.contains($0) }
        pending = window
        return actions
    }

    public mutating func reset() {
        pending.removeAll()
        lastWindow = nil
    }

    /// The `size` rows past `visible` in `direction`, nearest first, within `0 ..< rowCount`.
    public static func window(past visible: ClosedRange<Int>, direction: Int, size: Int, rowCount: Int) -> [Int] {
        if direction > 0 {
            let start = visible.upperBound + 1
            let end = min(start + size, rowCount)
            return start < end ? Array(start..<end) : []
        }
        let end = visible.lowerBound - 1
        let start = max(end - size + 1, 0)
        return start <= end ? Array((start...end).reversed()) : []
    }
}
