/// A set of integers kept as sorted, disjoint, non-adjacent ranges: which rows of a table have been asked for
/// their height, say, when they are asked a screenful at a time around wherever the table is scrolled.
///
/// Memory is proportional to the number of separate ranges, not to the integers they hold: a thousand jumps
/// across 10^9 rows leave at most a thousand ranges.
public struct IndexRangeSet: Sendable, Equatable {
    /// The ranges, sorted, none empty, none touching the next.
    public private(set) var ranges: [Range<Int>] = []

    /// Creates an empty set.
    public init() {}

    /// Whether the set holds nothing.
    public var isEmpty: Bool { ranges.isEmpty }

    /// Whether `value` is in the set.
    ///
    /// - Complexity: O(log k), k the number of ranges.
    public func contains(_ value: Int) -> Bool {
        let i = firstIndex(endingAfter: value)
        return i < ranges.count && ranges[i].lowerBound <= value
    }

    /// Calls `body` with each part of `range` the set does not hold, in order.
    ///
    /// - Complexity: O(log k + g), g the ranges that meet `range`.
    public func forEachGap(in range: Range<Int>, _ body: (Range<Int>) -> Void) {
        guard !range.isEmpty else { return }
        var start = range.lowerBound
        var i = firstIndex(endingAfter: start)
        while start < range.upperBound {
            guard i < ranges.count, ranges[i].lowerBound < range.upperBound else {
                body(start..<range.upperBound)
                return
            }
            if ranges[i].lowerBound > start { body(start..<ranges[i].lowerBound) }
            start = max(start, ranges[i].upperBound)
            i += 1
        }
    }

    /// Adds every integer of `range`, merging it with the ranges it meets or touches.
    ///
    /// - Complexity: O(log k + m) plus moving the ranges after it, m the ranges merged.
    public mutating func insert(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        // The first range that ends at or after the new one's start meets or touches it, if any does.
        let first = firstIndex(endingAfter: range.lowerBound, orAt: true)
        var last = first
        var merged = range
        while last < ranges.count, ranges[last].lowerBound <= merged.upperBound {
            merged = min(merged.lowerBound, ranges[last].lowerBound)..<max(merged.upperBound, ranges[last].upperBound)
            last += 1
        }
        ranges.replaceSubrange(first..<last, with: CollectionOfOne(merged))
    }

    /// Removes everything.
    public mutating func removeAll() {
        ranges.removeAll(keepingCapacity: true)
    }

    /// The index of the first range whose upper bound is above `value` (or at it, with `orAt`).
    private func firstIndex(endingAfter value: Int, orAt: Bool = false) -> Int {
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            let bound = ranges[mid].upperBound
            if bound > value || (orAt && bound == value) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
