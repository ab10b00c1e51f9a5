/// Values kept by row number in ascending order of rows: a table's visible cells, by the row each shows.
///
/// The rows are kept sorted in an array, their values beside them. A table's visible rows are one run but for
/// moments of an update, so a row is found by its distance from the first (no hashing, no search), and the
/// rows enter and leave at the ends, where an array grows and shrinks cheaply. Rows that are not one run are
/// found by bisection. Reading the rows in order, the first and the last, or the run they make costs nothing.
public struct RowMap<Value> {
    /// The rows, ascending.
    @usableFromInline var storedRows: [Int] = []
    /// The values, in the order of the rows.
    @usableFromInline var storedValues: [Value] = []

    /// An empty map.
    @inlinable public init() {}

    /// The rows, ascending.
    @inlinable public var rows: [Int] { storedRows }

    /// The values, in the order of ``rows``.
    @inlinable public var values: [Value] { storedValues }

    /// The number of rows.
    @inlinable public var count: Int { storedRows.count }

    /// Whether no row has a value.
    @inlinable public var isEmpty: Bool { storedRows.isEmpty }

    /// The run the rows make (first ... last) when they are one, or nil (and nil when there is no row).
    @inlinable public var run: ClosedRange<Int>? {
        guard let first = storedRows.first, let last = storedRows.last, last &- first == storedRows.count - 1 else {
            return nil
        }
        return first...last
    }

    /// Where `row` is, or where it would go.
    ///
    /// - Complexity: O(1) when the rows are one run or `row` is beyond either end, O(log n) otherwise.
    @inlinable
    func slot(of row: Int) -> (index: Int, found: Bool) {
        guard let first = storedRows.first else { return (0, false) }
        if row < first { return (0, false) }
        let distance = row &- first
        if distance >= 0, distance < storedRows.count, storedRows[distance] == row { return (distance, true) }
        if row > storedRows[storedRows.count - 1] { return (storedRows.count, false) }
        var low = 0
        var high = storedRows.count
        while low < high {
            let middle = (low + high) / 2
            if storedRows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return (low, low < storedRows.count && storedRows[low] == row)
    }

    /// The value of `row`, or nil; setting nil removes the row.
    ///
    /// - Complexity: reading, O(1) when the rows are one run; writing a row at either end, O(1) amortized at
    ///   the last and O(n) at the first (a move of n values, as n is a screenful: a few dozen); O(n) elsewhere.
    @inlinable public subscript(row: Int) -> Value? {
        get {
            let slot = slot(of: row)
            return slot.found ? storedValues[slot.index] : nil
        }
        set {
            let slot = slot(of: row)
            switch (slot.found, newValue) {
            case (true, let value?): storedValues[slot.index] = value
            case (true, nil):
                storedRows.remove(at: slot.index)
                storedValues.remove(at: slot.index)
            case (false, let value?):
                if slot.index == storedRows.count {
                    storedRows.append(row)
                    storedValues.append(value)
                } else {
                    storedRows.insert(row, at: slot.index)
                    storedValues.insert(value, at: slot.index)
                }
            case (false, nil): break
            }
        }
    }

    /// Removes `row` and returns its value, or nil when it had none.
    ///
    /// - Complexity: that of setting the subscript.
    @discardableResult
    @inlinable public mutating func removeValue(forRow row: Int) -> Value? {
        let slot = slot(of: row)
        guard slot.found else { return nil }
        storedRows.remove(at: slot.index)
        return storedValues.remove(at: slot.index)
    }

    /// Removes every row.
    ///
    /// - Complexity: O(n).
    @inlinable public mutating func removeAll(keepingCapacity keep: Bool = false) {
        storedRows.removeAll(keepingCapacity: keep)
        storedValues.removeAll(keepingCapacity: keep)
    }
}

extension RowMap: Sequence {
    /// Each row and its value, in ascending order of rows.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let map: RowMap
        @usableFromInline var index = 0

        @inlinable init(map: RowMap) { self.map = map }

        @inlinable public mutating func next() -> (key: Int, value: Value)? {
            guard index < map.storedRows.count else { return nil }
            defer { index += 1 }
            return (map.storedRows[index], map.storedValues[index])
        }
    }

    @inlinable public func makeIterator() -> Iterator { Iterator(map: self) }

    @inlinable public var underestimatedCount: Int { storedRows.count }
}

extension RowMap: Sendable where Value: Sendable {}
