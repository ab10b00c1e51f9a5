import Testing

@testable import ReuseCore

private final class Cell {
    let name: String
    init(_ name: String) { self.name = name }
}

@Suite struct ReusePoolTests {
    @Test func keepsRetentionCellsBackFromOtherRows() {
        var pool = ReusePool<Cell, Int>(retention: 2)
        pool.enqueue(Cell("a"), identifier: "C", key: 0)
        pool.enqueue(Cell("b"), identifier: "C", key: 1)
        #expect(pool.dequeue(identifier: "C", for: 9) == nil)
        pool.enqueue(Cell("c"), identifier: "C", key: 2)
        #expect(pool.dequeue(identifier: "C", for: 9)?.name == "a")
        #expect(pool.count == 2)
    }

    @Test func aCellThatShowedTheRowComesFirst() {
        var pool = ReusePool<Cell, Int>(retention: 2)
        for (i, name) in ["a", "b", "c", "d"].enumerated() { pool.enqueue(Cell(name), identifier: "C", key: i) }
        #expect(pool.dequeue(identifier: "C", for: 2)?.name == "c")
        #expect(pool.takeRetained(for: 1, identifier: "C")?.name == "b")
        #expect(pool.takeRetained(for: 7, identifier: "C") == nil)
    }

    @Test func invalidatedCellsAreNotRedisplayedButStillPreferred() {
        var pool = ReusePool<Cell, Int>(retention: 2)
        pool.enqueue(Cell("a"), identifier: "C", key: 0)
        pool.invalidateAll()
        #expect(pool.takeRetained(for: 0, identifier: "C") == nil)
        #expect(pool.retainedIdentifier(for: 0) == nil)
        #expect(pool.dequeue(identifier: "C", for: 0)?.name == "a")
    }

    @Test func queuesAreSeparatePerIdentifier() {
        var pool = ReusePool<Cell, Int>(retention: 0)
        pool.enqueue(Cell("a"), identifier: "A", key: 0)
        #expect(pool.dequeue(identifier: "B", for: 0) == nil)
        #expect(pool.count(identifier: "A") == 1)
        pool.remapKeys { $0 == 0 ? nil : $0 }
        #expect(pool.takeRetained(for: 0, identifier: "A") == nil)
    }
}

@Suite struct VisibleTransitionTests {
    @Test func downwardFillsTopToBottom() {
        let t = VisibleTransition(from: 0...2, to: 2...5, direction: 1)
        #expect(t.leaving == [0, 1])
        #expect(t.entering == [3, 4, 5])
    }

    @Test func upwardFillsBottomToTop() {
        let t = VisibleTransition(from: 5...8, to: 2...6, direction: -1)
        #expect(t.leaving == [8, 7])
        #expect(t.entering == [4, 3, 2])
    }

    @Test func jumpsReplaceEverything() {
        let t = VisibleTransition(from: 0...2, to: 50...52, direction: 1)
        #expect(t.leaving == [0, 1, 2])
        #expect(t.entering == [50, 51, 52])
        #expect(VisibleTransition(from: nil, to: 0...1, direction: 0).entering == [0, 1])
    }
}

@Suite struct SeedObservedPrefetcherTests {
    @Test func theFirstScrollAnnouncesTenRowsThenOneAtATime() {
        var p = SeedObservedPrefetcher()
        let still = p.update(PrefetchInput(visibleBefore: nil, visibleAfter: 0...2, direction: 0, rowCount: 100))
        #expect(still.isEmpty)
        let first = p.update(PrefetchInput(visibleBefore: 0...2, visibleAfter: 0...3, direction: 1, rowCount: 100))
        #expect(first.prefetch == Array(3...12))
        let second = p.update(PrefetchInput(visibleBefore: 0...3, visibleAfter: 1...4, direction: 1, rowCount: 100))
        #expect(second == PrefetchActions(prefetch: [13]))
        // The next pass starts from the rows the last one left visible.
        let third = p.update(PrefetchInput(visibleBefore: 1...4, visibleAfter: 1...4, direction: 1, rowCount: 100))
        #expect(third == PrefetchActions(prefetch: [14]))
        let none = p.update(PrefetchInput(visibleBefore: 1...4, visibleAfter: 1...4, direction: 1, rowCount: 100))
        #expect(none.isEmpty)
    }

    @Test func reversalCancelsTheRowsLeftBehindOnce() {
        var p = SeedObservedPrefetcher()
        _ = p.update(PrefetchInput(visibleBefore: 10...12, visibleAfter: 10...13, direction: 1, rowCount: 100))
        #expect(p.pending == Array(14...22))
        let back = p.update(PrefetchInput(visibleBefore: 10...13, visibleAfter: 9...13, direction: -1, rowCount: 100))
        #expect(back.cancel == Array(14...22))
        #expect(back.prefetch == Array((0...9).reversed()))
        let again = p.update(PrefetchInput(visibleBefore: 9...13, visibleAfter: 8...12, direction: -1, rowCount: 100))
        #expect(again.cancel.isEmpty)
    }

    @Test func rowsFlownPastAreCancelled() {
        var p = SeedObservedPrefetcher()
        _ = p.update(PrefetchInput(visibleBefore: 0...2, visibleAfter: 0...3, direction: 1, rowCount: 1000))
        let fling = p.update(PrefetchInput(visibleBefore: 0...3, visibleAfter: 60...63, direction: 1, rowCount: 1000))
        #expect(fling.prefetch == [13])
        let after = p.update(PrefetchInput(visibleBefore: 60...63, visibleAfter: 61...64, direction: 1, rowCount: 1000))
        #expect(after.cancel == Array(4...13))
        #expect(after.prefetch == Array(64...73))
    }

    @Test func windowsStopAtTheEnds() {
        #expect(SeedObservedPrefetcher.window(past: 95...97, direction: 1, size: 10, rowCount: 100) == [98, 99])
        #expect(SeedObservedPrefetcher.window(past: 2...4, direction: -1, size: 10, rowCount: 100) == [1, 0])
        #expect(SeedObservedPrefetcher.window(past: 0...4, direction: -1, size: 10, rowCount: 100).isEmpty)
    }
}
