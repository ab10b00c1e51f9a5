/// Values kept by row number (the visible cells, by the row each shows), read out in row order: what a table
/// answers for its visible cells and their index paths, which clients ask every frame.
public enum RowOrder {
    /// `transform` of each value of `byRow`, in the order of the rows, leaving out the values it gives nil for.
    /// The rows are one run but for moments of an update: then each value goes straight to its place (the
    /// answer is made full of `placeholder`, which none of it keeps), with no sort; otherwise they are sorted.
    ///
    /// - Complexity: O(n) for n rows that are one run, O(n log n) otherwise.
    @inlinable
    public static func values<Value, Result>(
        _ byRow: [Int: Value], placeholder: Result, _ transform: (Value) -> Result?
    ) -> [Result] {
        guard let run = run(byRow.keys) else {
            return byRow.sorted { $0.key < $1.key }.compactMap { transform($0.value) }
        }
        var values = Array(repeating: placeholder, count: byRow.count)
        var left: [Int] = []
        for (row, value) in byRow {
            if let result = transform(value) { values[row - run.lowerBound] = result } else { left.append(row) }
        }
        for row in left.sorted(by: >) { values.remove(at: row - run.lowerBound) }
        return values
    }

    /// `rows` (distinct), in order: when they are one run, made as that run, with no sort.
    ///
    /// - Complexity: O(n) for n rows that are one run, O(n log n) otherwise.
    @inlinable
    public static func sorted(_ rows: some Collection<Int>) -> [Int] {
        guard let run = run(rows) else { return rows.sorted() }
        return Array(run)
    }

    /// The run `rows` (distinct) make, or nil when they are not one (or none).
    ///
    /// - Complexity: O(n).
    @inlinable
    public static func run(_ rows: some Collection<Int>) -> ClosedRange<Int>? {
        var first = Int.max
        var last = Int.min
        for row in rows {
            first = min(first, row)
            last = max(last, row)
        }
        // Distinct rows are one run exactly when the last is count - 1 after the first (wrapping: any two rows).
        guard !rows.isEmpty, last &- first == rows.count - 1 else { return nil }
        return first...last
    }
}
