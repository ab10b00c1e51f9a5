/// Which rows leave and which enter the screen in one layout pass, in the order the table handles them.
///
/// Rows are numbered in global order (all sections end to end). Rows that leave are listed in the order
/// they left (the direction of motion); rows that enter are listed nearest first in the direction of
/// motion, so a downward scroll fills top to bottom and an upward one bottom to top.
///
/// The rows are kept as at most two ranges a side; ``forEachLeaving(_:)`` and ``forEachEntering(_:)`` visit
/// them without making an array.
public struct VisibleTransition: Equatable, Sendable {
    /// The rows leaving and entering, as the parts of one range outside another, before and after it.
    private let leavingParts: (before: Range<Int>, after: Range<Int>)
    private let enteringParts: (before: Range<Int>, after: Range<Int>)
    private let upward: Bool

    /// Compares the visible rows before and after a pass; `direction` is +1 when the content moved up
    /// (scrolling down), -1 when it moved down, 0 for none.
    ///
    /// - Complexity: O(1).
    public init(from old: ClosedRange<Int>?, to new: ClosedRange<Int>?, direction: Int) {
        leavingParts = Self.parts(of: old, notIn: new)
        enteringParts = Self.parts(of: new, notIn: old)
        upward = direction < 0
    }

    /// The rows that were visible and are not now.
    ///
    /// - Complexity: O(k), k the number of rows that leave.
    public var leaving: [Int] {
        var rows: [Int] = []
        forEachLeaving { rows.append($0) }
        return rows
    }

    /// The rows that are visible now and were not.
    ///
    /// - Complexity: O(k), k the number of rows that enter.
    public var entering: [Int] {
        var rows: [Int] = []
        forEachEntering { rows.append($0) }
        return rows
    }

    /// Calls `body` with each row that leaves, in order.
    ///
    /// - Complexity: O(k), k the number of rows that leave.
    public func forEachLeaving(_ body: (Int) throws -> Void) rethrows {
        try visit(leavingParts, body)
    }

    /// Calls `body` with each row that enters, in order.
    ///
    /// - Complexity: O(k), k the number of rows that enter.
    public func forEachEntering(_ body: (Int) throws -> Void) rethrows {
        try visit(enteringParts, body)
    }

    public static func == (a: VisibleTransition, b: VisibleTransition) -> Bool {
        a.leaving == b.leaving && a.entering == b.entering
    }

    private func visit(_ parts: (before: Range<Int>, after: Range<Int>), _ body: (Int) throws -> Void) rethrows {
        if upward {
            for row in parts.after.reversed() { try body(row) }
            for row in parts.before.reversed() { try body(row) }
        } else {
            for row in parts.before { try body(row) }
            for row in parts.after { try body(row) }
        }
    }

    /// The rows of `range` before `other` and after it (all of `range`, as the first part, when they do not
    /// overlap).
    private static func parts(
        of range: ClosedRange<Int>?, notIn other: ClosedRange<Int>?
    ) -> (before: Range<Int>, after: Range<Int>) {
        guard let range else { return (0..<0, 0..<0) }
        guard let other, range.overlaps(other) else { return (Range(range), 0..<0) }
        let before = range.lowerBound..<max(range.lowerBound, other.lowerBound)
        let after = min(other.upperBound + 1, range.upperBound + 1)..<(range.upperBound + 1)
        return (before, after)
    }
}
