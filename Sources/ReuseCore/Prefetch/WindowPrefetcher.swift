/// The fixed-window prefetch policies other list engines use, behind ``PrefetchPolicy``: react-window's
/// overscan, Texture's screenfuls and Paging 3's prefetch distance.
///
/// Each pass computes the window (rows ahead of the visible rows in the direction of motion, nearest first, then
/// rows behind, nearest first), announces the rows new to it and cancels the announced rows that left it.
public struct WindowPrefetcher: PrefetchPolicy {
    /// How far the window reaches.
    public enum Shape: Sendable, Equatable {
        /// `n` rows ahead and 1 behind while moving; `n` both ways while idle (react-window).
        case overscan(Int)
        /// Screenfuls ahead in the direction of the last motion and behind it (Texture: 2.5 and 1.5).
        case screenfuls(leading: Double, trailing: Double)
        /// `n` rows beyond both edges, moving or not (Paging 3's `prefetchDistance`).
        case distance(Int)
    }

    public var shape: Shape
    public private(set) var pending = PendingRows()
    /// The direction of the last motion (+1 down, -1 up); down before any.
    private var lastDirection = 1

    public init(_ shape: Shape) {
        self.shape = shape
    }

    public mutating func update(_ input: PrefetchInput) -> PrefetchActions {
        pending.displayed(input.visibleAfter)
        guard let visible = input.visibleAfter else { return PrefetchActions(cancel: pending.cancelAll()) }
        if input.direction != 0 { lastDirection = input.direction }
        let (ahead, behind) = extents(visibleCount: input.screen, moving: input.direction != 0)
        let window = Self.window(
            around: visible, direction: lastDirection, ahead: ahead, behind: behind, rowCount: input.rowCount)
        let low = visible.lowerBound - (lastDirection > 0 ? behind : ahead)
        let high = visible.upperBound + (lastDirection > 0 ? ahead : behind)
        return pending.move(to: window, visible: visible) { row in row >= low && row <= high }
    }

    public mutating func reset() {
        pending.removeAll()
    }

    /// Rows ahead and behind for the current state.
    func extents(visibleCount: Int, moving: Bool) -> (ahead: Int, behind: Int) {
        switch shape {
        case .overscan(let n):
            return moving ? (n, 1) : (n, n)
        case .screenfuls(let leading, let trailing):
            let screen = Double(visibleCount)
            return (Int((leading * screen).rounded(.up)), Int((trailing * screen).rounded(.up)))
        case .distance(let n):
            return (n, n)
        }
    }

    /// `ahead` rows past `visible` in `direction` (nearest first), then `behind` rows on the other side
    /// (nearest first), within `0 ..< rowCount`.
    ///
    /// - Complexity: O(ahead + behind).
    public static func window(
        around visible: ClosedRange<Int>, direction: Int, ahead: Int, behind: Int, rowCount: Int
    ) -> [Int] {
        var rows: [Int] = []
        rows.reserveCapacity(max(0, ahead) + max(0, behind))
        func walk(from start: Int, step: Int, count: Int) {
            var row = start
            for _ in 0..<max(0, count) {
                guard row >= 0, row < rowCount else { return }
                rows.append(row)
                row += step
            }
        }
        if direction >= 0 {
            walk(from: visible.upperBound + 1, step: 1, count: ahead)
            walk(from: visible.lowerBound - 1, step: -1, count: behind)
        } else {
            walk(from: visible.lowerBound - 1, step: -1, count: ahead)
            walk(from: visible.upperBound + 1, step: 1, count: behind)
        }
        return rows
    }
}
