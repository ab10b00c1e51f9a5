/// Lengths inside the layout engine are kept in fixed point, 1/256 of a point, as `Int64`.
///
/// Sums of fixed-point heights are exact: the bottom of a table of 10^9 rows of 44 points is
/// 44,000,000,000 points, with no rounding however the rows were measured. A height converts to
/// fixed point once, rounded to the nearest 1/256 point, which is far below a pixel.
public enum LayoutUnit {
    /// Fixed-point units per point.
    public static let perPoint: Int64 = 256

    /// The largest height a single row may have, in points (about 8.4 million).
    public static let maximumRowHeight: Double = Double(Int64(Int32.max) / perPoint)

    /// Converts points to fixed point, rounding to the nearest unit; negative and non-finite values become 0.
    @inlinable
    public static func units(_ points: Double) -> Int64 {
        guard points.isFinite, points > 0 else { return 0 }
        return Int64((min(points, 3.0e15) * Double(perPoint)).rounded())
    }

    /// Converts fixed point to points. Exact for every value below 2^53 units.
    @inlinable
    public static func points(_ units: Int64) -> Double {
        Double(units) / Double(perPoint)
    }
}
