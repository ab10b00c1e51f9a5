/// The rows `browse` shows when sorted or filtered: source rows in display order. Built in the background from
/// one column's values; missing values (``ColumnKind/missing``) sort last in either direction, and ties keep
/// the file's order.
struct RowOrder: Sendable {
    /// Source rows, in display order.
    let rows: [Int32]
    /// How the rows were chosen, for the status line (`sorted by dep_delay ↓ · filter carrier ~ UA`).
    let description: String
    /// The sort, if any: the column and whether descending.
    let sort: (column: Int, descending: Bool)?
    /// The filter, if any: the column and the query.
    let filter: (column: Int, query: SearchQuery)?

    var count: Int { rows.count }

    /// The source row shown at `displayed`.
    func sourceRow(_ displayed: Int) -> Int { Int(rows[displayed]) }

    /// A sort key: numbers compare as numbers, anything else as text; missing is nil.
    enum Key: Comparable, Sendable {
        case number(Double)
        case text(String)
    }

    /// The key of `value` in a column of `kind`.
    static func key(_ value: String, kind: ColumnKind) -> Key? {
        let trimmed = String(value.trimmingSpaces)
        if ColumnKind.missing.contains(trimmed) { return nil }
        if kind.isNumeric, let number = Double(trimmed) { return .number(number) }
        return .text(value)
    }

    /// One column's sort keys as they are read: numbers in a `Double` array (NaN for missing; 8 bytes a row,
    /// compared without unwrapping), anything else as ``Key`` values.
    struct Keys {
        let numeric: Bool
        private(set) var numbers: [Double] = []
        private(set) var texts: [Key?] = []

        init(numeric: Bool) {
            self.numeric = numeric
        }

        /// Adds the key of `value` (nil for a row without the column).
        mutating func append(_ value: String?, kind: ColumnKind) {
            guard let value else {
                if numeric { numbers.append(.nan) } else { texts.append(nil) }
                return
            }
            if numeric {
                switch RowOrder.key(value, kind: kind) {
                case .number(let number)?: numbers.append(number)
                default: numbers.append(.nan)
                }
            } else {
                texts.append(RowOrder.key(value, kind: kind))
            }
        }

        /// The display order: ascending or descending, missing last, ties in source order.
        ///
        /// - Complexity: O(n log n).
        func sorted(among rows: [Int32]?, descending: Bool) -> [Int32] {
            guard numeric else { return RowOrder.sorted(texts, among: rows, descending: descending) }
            return RowOrder.sortedNumbers(numbers, among: rows, descending: descending)
        }
    }

    /// The display order of rows with numeric `keys` (NaN for missing): missing last, ties in source order.
    ///
    /// - Complexity: O(n log n).
    static func sortedNumbers(_ keys: [Double], among rows: [Int32]? = nil, descending: Bool) -> [Int32] {
        let chosen = rows ?? (0..<Int32(keys.count)).map { $0 }
        // Keys beside their rows, so that comparing reads neighbouring memory; missing ones apart, kept in order.
        var present: [(key: Double, row: Int32)] = []
        present.reserveCapacity(chosen.count)
        var missing: [Int32] = []
        for row in chosen {
            let key = keys[Int(row)]
            if key.isNaN { missing.append(row) } else { present.append((descending ? -key : key, row)) }
        }
        present.sort { $0.key < $1.key || ($0.key == $1.key && $0.row < $1.row) }
        return present.map(\.row) + missing
    }

    /// The display order of rows with `keys` (one per source row, nil for missing), ascending or descending:
    /// missing keys last, ties in source order.
    ///
    /// - Complexity: O(n log n).
    static func sorted(_ keys: [Key?], among rows: [Int32]? = nil, descending: Bool) -> [Int32] {
        var order = rows ?? (0..<Int32(keys.count)).map { $0 }
        order.sort { a, b in
            switch (keys[Int(a)], keys[Int(b)]) {
            case (nil, nil): return a < b
            case (nil, _): return false
            case (_, nil): return true
            case (let x?, let y?):
                if x == y { return a < b }
                return descending ? x > y : x < y
            }
        }
        return order
    }
}
