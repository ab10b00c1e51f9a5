/// Prefix sums over a fixed number of slots with O(log n) update, prefix query and search.
public struct FenwickTree<Value: BinaryInteger & Sendable>: Sendable {
    private var tree: [Value]

    /// The number of slots.
    public var count: Int { tree.count }

    /// Builds the tree over `values`.
    ///
    /// - Complexity: O(n).
    public init(_ values: [Value]) {
        tree = values
        for i in 0..<tree.count {
            let parent = i | (i + 1)
            if parent < tree.count { tree[parent] += tree[i] }
        }
    }

    /// Adds `delta` to slot `index`.
    ///
    /// - Complexity: O(log n).
    public mutating func add(_ delta: Value, at index: Int) {
        var i = index
        while i < tree.count {
            tree[i] += delta
            i |= i + 1
        }
    }

    /// The sum of the slots before `index` (`index` may equal `count`).
    ///
    /// - Complexity: O(log n).
    public func prefixSum(_ index: Int) -> Value {
        var sum: Value = 0
        var i = min(index, tree.count) - 1
        while i >= 0 {
            sum += tree[i]
            i = (i & (i + 1)) - 1
        }
        return sum
    }

    /// The sum of all slots.
    ///
    /// - Complexity: O(log n).
    public var total: Value { prefixSum(tree.count) }

    /// The first slot `i` whose inclusive prefix sum exceeds `target`: the slot holding position `target`
    /// when the slots are lengths laid end to end. Returns `count` when `target` is at or past the total.
    /// Slots must be nonnegative.
    ///
    /// - Complexity: O(log n).
    public func slot(containing target: Value) -> Int {
        // One slot (a table of one section): no search.
        if tree.count == 1 { return tree[0] <= target ? 1 : 0 }
        var position = 0
        var remaining = target
        var step = 1
        while step * 2 <= tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= tree.count, tree[next - 1] <= remaining {
                position = next
                remaining -= tree[next - 1]
            }
            step /= 2
        }
        return position
    }
}

extension FenwickTree where Value == Int {
    /// A row's place counted over all sections, when the slots are the sections' row counts.
    ///
    /// - Complexity: O(log s) for s sections.
    public func globalIndex(of position: RowPosition) -> Int { prefixSum(position.section) + position.row }

    /// The row at a place counted over all sections, when the slots are the sections' row counts; nil outside
    /// `0 ..< total`.
    ///
    /// - Complexity: O(log s) for s sections.
    public func position(ofGlobalIndex index: Int) -> RowPosition? {
        guard index >= 0, index < total else { return nil }
        let section = slot(containing: index)
        return RowPosition(section: section, row: index - prefixSum(section))
    }
}
