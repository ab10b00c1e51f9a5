/// Lengths inside the layout engine are kept in fixed point, 1/256 of a point, as `Int64`.
///
/// Sums of fixed-point heights are exact: the bottom of a table of 10^9 rows of 44 points is
/// 44,000,000,000 points, with no rounding however the rows were measured. A height converts to
/// fixed point once, rounded to the nearest 1/256 point, which is far below a pixel.
///
/// Overflow is impossible by construction: a height is at most ``maximumRowHeight`` points (2^28 units), a table
/// has at most ``maximumRows`` rows (2^34) and ``maximumSections`` sections (2^20, each with a header and a
/// footer), so the tallest table is below 2^62 + 2^49 units, inside `Int64`. The largest exact table is therefore
/// 2^34 rows of 2^20 points (1.8 × 10^16 points). Offsets read back as `Double` points are exact to the unit up
/// to 2^53 units (3.5 × 10^13 points, 800 billion rows of 44 points); past that a `CGFloat` offset rounds,
/// while the engine's own arithmetic stays exact.
public enum LayoutUnit {
    /// Fixed-point units per point.
    public static let perPoint: Int64 = 256

    /// The largest height a row, header or footer may have, in points: 2^20 (1,048,576).
    public static let maximumRowHeight: Double = 1_048_576

    /// The largest height in fixed point: 2^28.
    public static let maximumHeightUnits: Int64 = 1 << 28

    /// The most rows a table holds, over all its sections: 2^34 (17,179,869,184).
    public static let maximumRows = 1 << 34

    /// The most sections a table holds: 2^20 (1,048,576).
    public static let maximumSections = 1 << 20

    /// The largest offset in points that converts to fixed point: 2^54 points (2^62 units).
    public static let maximumOffset: Double = 18_014_398_509_481_984

    /// Converts points to fixed point, rounding to the nearest unit; negative and non-finite values become 0 and
    /// values past ``maximumOffset`` become it.
    @inlinable
    public static func units(_ points: Double) -> Int64 {
        guard points > 0 else { return 0 }  // also NaN
        guard points < maximumOffset else { return Int64(maximumOffset) * perPoint }
        return Int64((points * Double(perPoint)).rounded())
    }

    /// Converts a height to fixed point: NaN and negative heights become 0, heights past ``maximumRowHeight``
    /// become it.
    @inlinable
    public static func heightUnits(_ points: Double) -> Int64 {
        guard points > 0 else { return 0 }  // also NaN
        guard points < maximumRowHeight else { return maximumHeightUnits }
        return Int64((points * Double(perPoint)).rounded())
    }

    /// Converts fixed point to points. Exact for every value below 2^53 units.
    @inlinable
    public static func points(_ units: Int64) -> Double {
        Double(units) / Double(perPoint)
    }
}

extension LayoutUnit {
    /// `requests` (non-negative counts, one per section) cut to `limit` in all, shared by need: the smallest
    /// requests are met in full and the rest split what is left evenly, so that no section is left empty because
    /// an earlier one asked for everything. Unchanged when the total is within `limit`.
    ///
    /// - Complexity: O(n log n) in the sections, O(n) when the total fits.
    public static func share(_ requests: [Int], limit: Int) -> [Int] {
        var total = 0
        for request in requests {
            let (sum, overflow) = total.addingReportingOverflow(request)
            total = overflow ? Int.max : sum
        }
        guard total > limit else { return requests }
        var shared = requests
        var left = limit
        let order = requests.indices.sorted { requests[$0] < requests[$1] }
        for (position, section) in order.enumerated() {
            let fair = left / (order.count - position)
            let given = min(requests[section], fair)
            shared[section] = given
            left -= given
        }
        return shared
    }
}
