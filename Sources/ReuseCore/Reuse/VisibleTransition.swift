/// Which rows leave and which enter the screen in one layout pass, in the order the table handles them.
///
/// Rows are numbered in global order (all sections end to end). Rows that leave are listed in the order
/// they left (the direction of motion); rows that enter are listed nearest first in the direction of
/// motion, so a downward scroll fills top to bottom and an upward one bottom to top.
public struct VisibleTransition: Equatable, Sendable {
    /// The rows that were visible and are not now.
    public var leaving: [Int]
    /// The rows that are visible now and were not.
    public var entering: [Int]

    /// Compares the visible rows before and after a pass; `direction` is +1 when the content moved up
    /// (scrolling down), -1 when it moved down, 0 for none.
    ///
    /// - Complexity: O(k), k the number of rows that change.
    public init(from old: ClosedRange<Int>?, to new: ClosedRange<Int>?, direction: Int) {
        leaving = Self.rows(of: old, notIn: new)
        entering = Self.rows(of: new, notIn: old)
        if direction < 0 {
            leaving.reverse()
            entering.reverse()
        }
    }

    static func rows(of range: ClosedRange<Int>?, notIn other: ClosedRange<Int>?) -> [Int] {
        guard let range else { return [] }
        guard let other, range.overlaps(other) else { return Array(range) }
        var result: [Int] = []
        if range.lowerBound < other.lowerBound { result += range.lowerBound..<other.lowerBound }
        if range.upperBound > other.upperBound { result += (other.upperBound + 1)...range.upperBound }
        return result
    }
}
