/// What a list's layout pass carries from one pass to the next, and the steps of a pass as events that return what
/// to do: the rows on screen (global order), where the content was and when, the direction of the last motion, the
/// row kept still while rows are measured (the anchor), and whether the cells on screen must be reconciled after an
/// update.
///
/// A pass is `begin` (the direction and the anchor), one first step (``Step``: a transition, or a reconcile after an
/// update), then ``settle(to:)`` until the rows on screen stop changing, then `end`. A view type drives it with its
/// own geometry: the table with rows, a collection view with items; neither keeps these values itself.
public struct LayoutPassState: Sendable {
    /// The first step of a pass.
    public enum Step: Equatable, Sendable {
        /// Rows left and entered: end the leaving rows, then fill the entering ones in this order.
        case transition(VisibleTransition)
        /// After an update the cells on screen follow their rows but do not form a range: end every row outside
        /// `target` and fill every row of it that has no cell.
        case reconcile(target: ClosedRange<Int>?)
    }

    /// The most settle steps in one pass: measured heights settle in one or two; a bound keeps a client whose
    /// heights change every time it is asked from looping.
    public static let maximumSettleSteps = 16

    /// The rows on screen after the last step, in global order.
    public private(set) var visible: ClosedRange<Int>?
    /// The content offset at the end of the last pass (moved with the content when rows above it change height).
    public private(set) var lastOffset: Double = 0
    /// The virtual time of the last pass.
    public private(set) var lastTime: Double = 0
    /// The direction of the last motion: +1 down, -1 up.
    public private(set) var lastDirection = 1
    /// The row that stays still on screen while the pass measures rows: the top row from before the pass, or after
    /// a jump the new top row. Nil outside a pass.
    public private(set) var anchor: Int?
    /// Whether the next pass reconciles (an update moved the cells on screen to new rows).
    public private(set) var needsReconcile = false
    private var settleSteps = 0
    private var direction = 0

    public init() {}

    /// Starts a pass at `offset`, where the visible rect meets `target`. Returns the direction of motion since the
    /// last pass (+1, -1, or 0) and sets the ``anchor``.
    ///
    /// - Complexity: O(1).
    public mutating func begin(offset: Double, target: ClosedRange<Int>?) -> Int {
        direction = offset > lastOffset ? 1 : (offset < lastOffset ? -1 : 0)
        if direction != 0 { lastDirection = direction }
        settleSteps = 0
        // After a jump (nothing in common with the rows shown before) the anchor is the new top row, so the rows
        // around the place jumped to stay where they were aimed.
        if let old = visible, let new = target, !old.overlaps(new) {
            anchor = new.lowerBound
        } else {
            anchor = visible?.lowerBound
        }
        return direction
    }

    /// The pass's first step to the rows the visible rect meets now; they become ``visible``.
    ///
    /// - Complexity: O(1).
    public mutating func firstStep(to target: ClosedRange<Int>?) -> Step {
        if needsReconcile {
            needsReconcile = false
            visible = target
            return .reconcile(target: target)
        }
        let change = VisibleTransition(from: visible, to: target, direction: direction)
        visible = target
        return .transition(change)
    }

    /// The settle step: the rows shown may have been measured at other heights than they counted at, so the rect
    /// may now meet other rows (`current`). Returns the transition to them, or nil when the rows on screen are
    /// settled (or after ``maximumSettleSteps``).
    ///
    /// - Complexity: O(1).
    public mutating func settle(to current: ClosedRange<Int>?) -> VisibleTransition? {
        guard current != visible, settleSteps < Self.maximumSettleSteps else { return nil }
        settleSteps += 1
        let change = VisibleTransition(from: visible, to: current, direction: direction)
        visible = current
        return change
    }

    /// Ends the pass at `offset` and `time`.
    public mutating func end(offset: Double, time: Double) {
        lastOffset = offset
        lastTime = time
        anchor = nil
    }

    /// The content moved under the viewport by `delta` without it being a scroll (rows above changed height).
    public mutating func contentShifted(by delta: Double) {
        lastOffset += delta
    }

    /// The offset the content is at after a load or an update, which no scroll brought.
    public mutating func contentPlaced(at offset: Double) {
        lastOffset = offset
    }

    /// An update moved the cells on screen to their new rows: the next pass reconciles.
    public mutating func updateApplied() {
        visible = nil
        needsReconcile = true
    }

    /// Every row ended its display (a reload).
    public mutating func clear() {
        visible = nil
    }
}
