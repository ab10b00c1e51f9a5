/// What a prefetcher sees of one layout pass: the visible rows before and after it (global row order,
/// all sections end to end), the direction of motion and the number of rows.
public struct PrefetchInput: Equatable, Sendable {
    public var visibleBefore: ClosedRange<Int>?
    public var visibleAfter: ClosedRange<Int>?
    /// +1 when the content scrolled down (offset grew), -1 when it scrolled up, 0 when it did not move.
    public var direction: Int
    public var rowCount: Int

    public init(visibleBefore: ClosedRange<Int>?, visibleAfter: ClosedRange<Int>?, direction: Int, rowCount: Int) {
        self.visibleBefore = visibleBefore
        self.visibleAfter = visibleAfter
        self.direction = direction
        self.rowCount = rowCount
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
}
