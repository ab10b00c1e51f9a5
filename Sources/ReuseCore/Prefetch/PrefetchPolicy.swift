/// What a prefetcher sees of one layout pass: the visible rows before and after it (global row order,
/// all sections end to end), the direction of motion, the number of rows, and the scroll state.
public struct PrefetchInput: Equatable, Sendable {
    public var visibleBefore: ClosedRange<Int>?
    public var visibleAfter: ClosedRange<Int>?
    /// +1 when the content scrolled down (offset grew), -1 when it scrolled up, 0 when it did not move.
    public var direction: Int
    public var rowCount: Int
    /// Virtual time of the pass, in seconds.
    public var time: Double
    /// Scroll velocity in rows per second (positive downwards), from the offset's change since the last pass.
    public var velocity: Double
    /// While the content decelerates: the rows that will be visible where the motion comes to rest.
    public var restingRange: ClosedRange<Int>?
    /// How many rows of the visible rows' average height fill the viewport (a stable screenful, where the
    /// count of visible rows jumps by one as rows half show); 0 when unknown.
    public var rowsPerScreen: Double = 0
    /// Whether a finger is down.
    public var isTracking: Bool
    /// How long the data has taken to arrive after a prefetch asked for it, as the data source reported it
    /// (``LatencyEstimator``); nil until something was reported.
    public var latency: LatencyEstimator.Summary?

    public init(
        visibleBefore: ClosedRange<Int>?, visibleAfter: ClosedRange<Int>?, direction: Int, rowCount: Int,
        time: Double = 0, velocity: Double = 0, restingRange: ClosedRange<Int>? = nil, isTracking: Bool = false,
        latency: LatencyEstimator.Summary? = nil
    ) {
        self.visibleBefore = visibleBefore
        self.visibleAfter = visibleAfter
        self.direction = direction
        self.rowCount = rowCount
        self.time = time
        self.velocity = velocity
        self.restingRange = restingRange
        self.isTracking = isTracking
        self.latency = latency
    }

    /// A screenful in rows: ``rowsPerScreen`` when known, else the count of visible rows.
    public var screen: Int {
        rowsPerScreen > 0 ? max(1, Int(rowsPerScreen.rounded())) : (visibleAfter?.count ?? 1)
    }
}

/// What a prefetcher asks of the data source after a pass: rows to prefetch and rows to cancel, each nearest first.
public struct PrefetchActions: Equatable, Sendable {
    public var prefetch: [Int]
    public var cancel: [Int]

    public init(prefetch: [Int] = [], cancel: [Int] = []) {
        self.prefetch = prefetch
        self.cancel = cancel
    }

    public var isEmpty: Bool { prefetch.isEmpty && cancel.isEmpty }
}

/// A prefetch policy: a state machine fed one ``PrefetchInput`` per layout pass that answers with the rows
/// to prefetch and to cancel. It never sees the table itself.
public protocol PrefetchPolicy: Sendable {
    /// Takes one layout pass and returns what to tell the data source.
    mutating func update(_ input: PrefetchInput) -> PrefetchActions
    /// Forgets every announced row without cancelling it (the data was reloaded).
    mutating func reset()
    /// Whether the policy wants a pass while nothing moves (the table then calls ``update(_:)`` once a frame
    /// with `direction` 0 until this turns false). The default is false.
    var wantsIdleUpdates: Bool { get }
}

extension PrefetchPolicy {
    public var wantsIdleUpdates: Bool { false }
}

extension PrefetchPolicy where Self == SeedObservedPrefetcher {
    /// UIKit's window as seed 000 logged it: 10 rows past the last visible row, in the direction of motion.
    public static var seedObserved: SeedObservedPrefetcher { SeedObservedPrefetcher() }
}

extension PrefetchPolicy where Self == WindowPrefetcher {
    /// react-window's overscan: `count` rows ahead in the direction of motion and one behind; `count` both
    /// ways while idle.
    public static func overscan(_ count: Int) -> WindowPrefetcher { WindowPrefetcher(.overscan(count)) }
    /// Texture's preload range: `leading` screenfuls ahead in the direction of the last motion, `trailing` behind
    /// (Texture's defaults are 2.5 and 1.5).
    public static func screenfuls(leading: Double = 2.5, trailing: Double = 1.5) -> WindowPrefetcher {
        WindowPrefetcher(.screenfuls(leading: leading, trailing: trailing))
    }
    /// Paging 3's prefetch distance: `count` rows beyond both edges of the visible rows, moving or not.
    public static func distance(_ count: Int) -> WindowPrefetcher { WindowPrefetcher(.distance(count)) }
}

extension PrefetchPolicy where Self == AdaptivePrefetcher {
    /// A window sized from the scroll velocity, the predicted resting place and the data's latency.
    public static var adaptive: AdaptivePrefetcher { AdaptivePrefetcher() }
}

/// The announced rows a window policy keeps, and the actions that move them to a new window.
///
/// Rows that were displayed count as covered while they stay near the window: their data was there, so they are
/// not announced again when they scroll out of view into the window behind; once a row leaves the window and
/// its margin, it is forgotten, and announced again if it comes back.
public struct PendingRows: Sendable, Equatable {
    /// Rows announced and neither displayed nor cancelled, in the order they were announced.
    public private(set) var rows: [Int] = []
    /// Rows displayed since they came near the window.
    private var covered: Set<Int> = []

    public init() {}

    /// Drops the rows now visible from the announced rows (they were displayed, and need neither data nor a
    /// cancel) and counts them as covered.
    ///
    /// - Complexity: O(v + p) for v visible rows and p announced.
    public mutating func displayed(_ visible: ClosedRange<Int>?) {
        guard let visible else { return }
        if !rows.isEmpty { rows.removeAll { visible.contains($0) } }
        for row in visible { covered.insert(row) }
    }

    /// Announces the rows of `window` (in priority order) neither announced nor covered, cancels the announced
    /// rows for which `keep` is false (unless `visible` holds them), and forgets covered rows that left.
    ///
    /// - Complexity: O(w + p + c) for w rows in the window, p announced and c covered.
    public mutating func move(
        to window: [Int], visible: ClosedRange<Int>?, keep: (Int) -> Bool
    ) -> PrefetchActions {
        var actions = PrefetchActions()
        var announced = Set(rows)
        let inWindow = Set(window)
        var kept: [Int] = []
        kept.reserveCapacity(rows.count + window.count)
        for row in rows {
            if inWindow.contains(row) || keep(row) {
                kept.append(row)
            } else if !(visible?.contains(row) ?? false) {
                actions.cancel.append(row)
                announced.remove(row)
            }
        }
        covered = covered.filter { inWindow.contains($0) || keep($0) || (visible?.contains($0) ?? false) }
        for row in window
        where !announced.contains(row) && !covered.contains(row) && !(visible?.contains(row) ?? false) {
            announced.insert(row)
            kept.append(row)
            actions.prefetch.append(row)
        }
        rows = kept
        return actions
    }

    /// Cancels every announced row.
    public mutating func cancelAll() -> [Int] {
        covered.removeAll()
        defer { rows.removeAll() }
        return rows
    }

    /// Forgets every announced and covered row without cancelling any (the data was reloaded).
    public mutating func removeAll() {
        rows.removeAll()
        covered.removeAll()
    }
}
