import Synchronization

/// A row's place in a sectioned table: section and row, as in an index path.
public struct RowPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (a: RowPosition, b: RowPosition) -> Bool {
        (a.section, a.row) < (b.section, b.row)
    }

    public var description: String { "[\(section), \(row)]" }
}

/// The vertical geometry of a sectioned table: for each section a header, its rows and a footer, laid end to end.
///
/// Section totals sit in a Fenwick tree, rows in a ``RowHeightIndex`` per section, so every query is
/// logarithmic and a section of 10^9 estimated rows costs a few bytes.
///
/// The queries a layout pass asks are marked `@_effects(readonly)`: they read the layout and write nothing, so
/// a class that stores a layout (a table view) calls them on the stored value, where Swift would otherwise copy
/// the whole layout first (three retains and three releases a call) in case the call changed it.
public struct TableLayout: Sendable {
    /// One section's geometry.
    public struct Section: Sendable {
        /// Header height in fixed point.
        public var headerUnits: Int64
        /// Footer height in fixed point.
        public var footerUnits: Int64
        /// The section's rows.
        public var rows: RowHeightIndex

        /// Creates a section of `rows` rows at `estimate` points, with a header and a footer of the given heights.
        public init(rows: Int, estimate: Double, header: Double = 0, footer: Double = 0) {
            self.rows = RowHeightIndex(count: rows, estimate: estimate)
            headerUnits = LayoutUnit.heightUnits(header)
            footerUnits = LayoutUnit.heightUnits(footer)
        }

        /// Header, rows and footer, in fixed point.
        public var totalUnits: Int64 { headerUnits + rows.totalUnits + footerUnits }
    }

    /// Where an offset falls within a table.
    public enum Place: Equatable, Sendable {
        case header(section: Int)
        case row(RowPosition)
        case footer(section: Int)
    }

    public private(set) var sections: [Section]
    /// Space above the first section (a table header view's height), in fixed point.
    public var topUnits: Int64 = 0 {
        didSet { lastVisibleRows = nil }
    }
    /// Space below the last section (a table footer view's height), in fixed point.
    public var bottomUnits: Int64 = 0
    private var heights: FenwickTree<Int64>
    private var rowCounts: FenwickTree<Int>
    /// Headers and footers of nonzero height.
    private var headerOrFooterCount = 0
    /// Changes whenever the sections or the number of rows of any section may have changed, to a value no
    /// other layout of the process has had: what a reader caching index paths (which map global rows to
    /// sections and rows) compares. Heights do not change it.
    public private(set) var shapeRevision = TableLayout.newShapeRevision()
    private static let shapeRevisions = Atomic<Int>(0)
    private static func newShapeRevision() -> Int { shapeRevisions.add(1, ordering: .relaxed).newValue }
    /// The last answer of ``visibleRows(focusingOnUnits:_:)``, forgotten by any change to the rows' geometry: a
    /// layout pass asks again after its cells came and went, and usually nothing has moved.
    private var lastVisibleRows: (lower: Int64, upper: Int64, rows: ClosedRange<Int>?)?

    /// Creates the layout of `sections`.
    ///
    /// - Complexity: O(s), s the number of sections.
    public init(sections: [Section] = []) {
        self.sections = sections
        heights = FenwickTree(sections.map(\.totalUnits))
        rowCounts = FenwickTree(sections.map(\.rows.count))
        headerOrFooterCount = Self.countHeadersAndFooters(sections)
    }

    private static func countHeadersAndFooters(_ sections: [Section]) -> Int {
        sections.reduce(0) { $0 + ($1.headerUnits > 0 ? 1 : 0) + ($1.footerUnits > 0 ? 1 : 0) }
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of rows in all sections.
    ///
    /// - Complexity: O(log s).
    public var totalRows: Int { rowCounts.total }

    /// The height of the whole table in fixed point.
    ///
    /// - Complexity: O(log s).
    public var totalUnits: Int64 { topUnits + heights.total + bottomUnits }

    /// The height of the whole table in points.
    public var totalHeight: Double { LayoutUnit.points(totalUnits) }

    /// The number of rows in `section`, or 0 when there is no such section.
    @_effects(readonly) public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// Whether `position` names a row of the table.
    @_effects(readonly) public func contains(_ position: RowPosition) -> Bool {
        sections.indices.contains(position.section) && position.row >= 0
            && position.row < sections[position.section].rows.count
    }

    // MARK: Geometry

    /// The top of `section` (its header's top), in fixed point.
    ///
    /// - Complexity: O(log s).
    @_effects(readonly) public func sectionTopUnits(_ section: Int) -> Int64 { topUnits + heights.prefixSum(section) }

    /// The top of a row, in fixed point.
    ///
    /// - Complexity: O(log s + log r).
    @_effects(readonly) public func rowTopUnits(_ position: RowPosition) -> Int64 {
        sectionTopUnits(position.section) + sections[position.section].headerUnits
            + sections[position.section].rows.offsetUnits(ofRow: position.row)
    }

    /// The height of the header of `section`, in fixed point; 0 for a section outside the table.
    @_effects(readonly) public func headerUnits(inSection section: Int) -> Int64 {
        sections.indices.contains(section) ? sections[section].headerUnits : 0
    }

    /// The top and the height of a row, in fixed point, with one search of its section's rows; nil for a position
    /// outside the table.
    ///
    /// - Complexity: O(log s + log r), O(log s + p) for a row at hand (see ``focus(onUnits:_:)``).
    @_effects(readonly) public func rowExtentUnits(_ position: RowPosition) -> (top: Int64, height: Int64)? {
        guard contains(position) else { return nil }
        let section = position.section
        let extent = sections[section].rows.extentUnits(ofRow: position.row)
        return (sectionTopUnits(section) + sections[section].headerUnits + extent.top, extent.height)
    }

    /// The height of a row, in fixed point.
    ///
    /// - Complexity: O(log r).
    @_effects(readonly) public func rowHeightUnits(_ position: RowPosition) -> Int64 {
        sections[position.section].rows.heightUnits(ofRow: position.row)
    }

    /// A row's height and whether it was measured, when it was given one; nil for a row at the section's estimate.
    ///
    /// - Complexity: O(log r), O(1) for a row at hand.
    @_effects(readonly) public func storedHeight(_ position: RowPosition) -> (height: Double, measured: Bool)? {
        sections[position.section].rows.storedHeight(ofRow: position.row)
    }

    /// Whether a row's height was measured (not estimated).
    ///
    /// - Complexity: O(log r), O(1) for a row at hand.
    @_effects(readonly) public func isMeasured(_ position: RowPosition) -> Bool {
        sections[position.section].rows.isMeasured(position.row)
    }

    /// The top of the footer of `section`, in fixed point.
    ///
    /// - Complexity: O(log s).
    @_effects(readonly) public func footerTopUnits(_ section: Int) -> Int64 {
        sectionTopUnits(section + 1) - sections[section].footerUnits
    }

    /// What lies at `offset` (fixed point); nil outside the table. Zero-height parts are skipped.
    ///
    /// - Complexity: O(log s + log r).
    @_effects(readonly) public func place(atUnits offset: Int64) -> Place? {
        let offset = offset - topUnits
        guard offset >= 0, offset < heights.total else { return nil }
        let section = heights.slot(containing: offset)
        guard section < sections.count else { return nil }
        let local = offset - heights.prefixSum(section)
        let header = sections[section].headerUnits
        if local < header { return .header(section: section) }
        if let row = sections[section].rows.row(atUnits: local - header) {
            return .row(RowPosition(section: section, row: row))
        }
        return .footer(section: section)
    }

    /// The section whose extent holds `offset` (fixed point), skipping empty sections; nil outside the table.
    ///
    /// - Complexity: O(log s).
    @_effects(readonly) public func section(atUnits offset: Int64) -> Int? {
        let offset = offset - topUnits
        guard offset >= 0, offset < heights.total else { return nil }
        let section = heights.slot(containing: offset)
        return section < sections.count ? section : nil
    }

    /// The sections whose extents meet `lower ..< upper` (fixed point), skipping empty sections; nil when none
    /// does.
    ///
    /// - Complexity: O(log s).
    @_effects(readonly) public func sections(inUnits lower: Int64, _ upper: Int64) -> ClosedRange<Int>? {
        guard upper > lower, !sections.isEmpty, let first = section(atUnits: lower),
            let last = section(atUnits: min(upper, totalUnits) - 1)
        else { return nil }
        return first <= last ? first...last : nil
    }

    /// Whether any section has a header or a footer of nonzero height.
    public var hasHeadersOrFooters: Bool { headerOrFooterCount > 0 }

    /// The rows whose extents meet `lower ..< upper` (fixed point), in order: the first and the last.
    /// Nil when no row meets the range.
    ///
    /// - Complexity: O(log s + log r).
    @_effects(readonly) public func rows(inUnits lower: Int64, _ upper: Int64) -> ClosedRange<Int>? {
        guard upper > lower, totalRows > 0 else { return nil }
        let low = max(lower - topUnits, 0)
        let high = min(upper - topUnits, heights.total)
        guard high > low else { return nil }
        guard let first = firstRow(atOrAfterUnits: low), let last = lastRow(beforeUnits: high) else { return nil }
        let a = globalIndex(of: first)
        let b = globalIndex(of: last)
        return a <= b ? a...b : nil
    }

    /// Keeps the rows at both ends of `lower ..< upper` (fixed point) at hand, as a layout pass does for the
    /// visible rows: reading their heights, offsets and places (and their neighbours' in the same segments) takes
    /// no descent until the next change to the rows' shape. Changes nothing a reader sees.
    ///
    /// - Complexity: O(log s + log r) for an end not already at hand, O(log s) otherwise.
    public mutating func focus(onUnits lower: Int64, _ upper: Int64) {
        let low = max(lower - topUnits, 0)
        let high = min(upper - topUnits, heights.total)
        guard high > low, !sections.isEmpty else { return }
        let first = min(heights.slot(containing: low), sections.count - 1)
        let last = min(heights.slot(containing: high - 1), sections.count - 1)
        let firstRowsTop = heights.prefixSum(first) + sections[first].headerUnits
        if first == last {
            sections[first].rows.focus(onUnits: low - firstRowsTop, high - firstRowsTop)
            return
        }
        sections[first].rows.focus(onUnits: low - firstRowsTop, .max)
        let lastRowsTop = heights.prefixSum(last) + sections[last].headerUnits
        sections[last].rows.focus(onUnits: 0, high - lastRowsTop)
    }

    /// The rows that meet `lower ..< upper` (fixed point), as ``rows(inUnits:_:)`` answers, with both ends kept at
    /// hand as ``focus(onUnits:_:)`` keeps them: what a layout pass asks for the visible rect.
    ///
    /// - Complexity: O(1) when asked again with nothing changed, otherwise that of ``focus(onUnits:_:)`` and
    ///   ``rows(inUnits:_:)``.
    public mutating func visibleRows(focusingOnUnits lower: Int64, _ upper: Int64) -> ClosedRange<Int>? {
        if let last = lastVisibleRows, last.lower == lower, last.upper == upper { return last.rows }
        focus(onUnits: lower, upper)
        let rows = rows(inUnits: lower, upper)
        lastVisibleRows = (lower, upper, rows)
        return rows
    }

    /// The first row whose bottom is below `offset` (from the first section's top), skipping empty rows.
    func firstRow(atOrAfterUnits offset: Int64) -> RowPosition? {
        var section = heights.slot(containing: offset)
        var local = section < sections.count ? offset - heights.prefixSum(section) : 0
        while section < sections.count {
            let inRows = local - sections[section].headerUnits
            if sections[section].rows.count > 0 {
                if inRows < 0 { return firstNonEmpty(section: section, from: 0) }
                if let row = sections[section].rows.row(atUnits: inRows) {
                    return RowPosition(section: section, row: row)
                }
            }
            section += 1
            local = 0
        }
        return nil
    }

    private func firstNonEmpty(section: Int, from row: Int) -> RowPosition? {
        let rows = sections[section].rows
        if let r = rows.row(atUnits: rows.offsetUnits(ofRow: row)) { return RowPosition(section: section, row: r) }
        return nil
    }

    /// The last row whose top is above `offset` (from the first section's top).
    func lastRow(beforeUnits offset: Int64) -> RowPosition? {
        var section = min(heights.slot(containing: offset - 1), sections.count - 1)
        while section >= 0 {
            let local = offset - heights.prefixSum(section) - sections[section].headerUnits
            let rowCount = sections[section].rows.count
            if rowCount > 0 && local > 0 {
                if local >= sections[section].rows.totalUnits {
                    return RowPosition(section: section, row: rowCount - 1)
                }
                if let row = sections[section].rows.row(atUnits: local - 1) {
                    return RowPosition(section: section, row: row)
                }
            }
            section -= 1
        }
        return nil
    }

    // MARK: Global row order

    /// The position of a row counted over all sections.
    ///
    /// - Complexity: O(log s).
    @_effects(readonly) public func globalIndex(of position: RowPosition) -> Int { rowCounts.globalIndex(of: position) }

    /// The row at a position counted over all sections; nil outside `0 ..< totalRows`.
    ///
    /// - Complexity: O(log s).
    @_effects(readonly) public func position(ofGlobalIndex index: Int) -> RowPosition? {
        rowCounts.position(ofGlobalIndex: index)
    }

    // MARK: Changes

    /// Gives a row its height.
    ///
    /// - Complexity: O(log s + log r).
    /// Returns how much the row's height changed, in fixed point.
    @discardableResult
    public mutating func setRowHeight(_ height: Double, at position: RowPosition, measured: Bool = true) -> Int64 {
        let delta = sections[position.section].rows.setHeight(height, ofRow: position.row, measured: measured)
        if delta != 0 {
            heights.add(delta, at: position.section)
            lastVisibleRows = nil
        }
        return delta
    }

    /// Sets the header height of `section`.
    ///
    /// - Complexity: O(log s).
    public mutating func setHeaderHeight(_ height: Double, section: Int) {
        let units = LayoutUnit.heightUnits(height)
        lastVisibleRows = nil
        heights.add(units - sections[section].headerUnits, at: section)
        headerOrFooterCount += (units > 0 ? 1 : 0) - (sections[section].headerUnits > 0 ? 1 : 0)
        sections[section].headerUnits = units
    }

    /// Sets the footer height of `section`.
    ///
    /// - Complexity: O(log s).
    public mutating func setFooterHeight(_ height: Double, section: Int) {
        let units = LayoutUnit.heightUnits(height)
        lastVisibleRows = nil
        heights.add(units - sections[section].footerUnits, at: section)
        headerOrFooterCount += (units > 0 ? 1 : 0) - (sections[section].footerUnits > 0 ? 1 : 0)
        sections[section].footerUnits = units
    }

    /// Applies `change` to one section's rows and keeps the totals right.
    ///
    /// - Complexity: that of `change`, plus O(log s).
    public mutating func updateRows(inSection section: Int, _ change: (inout RowHeightIndex) -> Void) {
        let height = sections[section].rows.totalUnits
        let count = sections[section].rows.count
        lastVisibleRows = nil
        change(&sections[section].rows)
        heights.add(sections[section].rows.totalUnits - height, at: section)
        if sections[section].rows.count != count {
            rowCounts.add(sections[section].rows.count - count, at: section)
            shapeRevision = Self.newShapeRevision()
        }
    }

    /// Replaces the sections (after inserting, deleting or moving sections).
    ///
    /// - Complexity: O(s).
    public mutating func replaceSections(_ change: (inout [Section]) -> Void) {
        lastVisibleRows = nil
        shapeRevision = Self.newShapeRevision()
        change(&sections)
        heights = FenwickTree(sections.map(\.totalUnits))
        rowCounts = FenwickTree(sections.map(\.rows.count))
        headerOrFooterCount = Self.countHeadersAndFooters(sections)
    }
}

extension TableLayout {
    /// Rebuilds the layout after a batch update: continuing sections keep their rows' heights (moved rows take
    /// theirs along), deleted rows go, inserted rows count at the estimate, reloaded rows forget their height,
    /// and inserted sections come from `makeSection`.
    ///
    /// - Complexity: O(k log n) for k changed rows, plus O(s) for s sections.
    public mutating func apply(_ plan: UpdatePlan, makeSection: (Int) -> Section) {
        var old = sections
        lastVisibleRows = nil
        sections = []  // the old array must be the only owner, or editing a section copies its storage
        var stash: [RowPosition: (height: Double, measured: Bool)] = [:]
        for from in plan.moves.keys {
            if let stored = old[from.section].rows.storedHeight(ofRow: from.row) { stash[from] = stored }
        }
        for (section, rows) in plan.removedRows where plan.sectionMap[section] != nil {
            for row in rows.reversed() { old[section].rows.removeRows(in: row..<(row + 1)) }
        }
        var rebuilt: [Section] = []
        rebuilt.reserveCapacity(plan.newCounts.count)
        for newSection in 0..<plan.newCounts.count {
            guard let source = plan.sectionSource[newSection] else {
                rebuilt.append(makeSection(newSection))
                continue
            }
            var section = old[source]
            for fixed in plan.fixedRows[newSection] ?? [] {
                section.rows.insertRows(at: fixed.row, count: 1)
                if case .moved(let from) = fixed.source, let stored = stash[from] {
                    section.rows.setHeight(stored.height, ofRow: fixed.row, measured: stored.measured)
                }
            }
            rebuilt.append(section)
        }
        for row in plan.reloadedRows {
            if let position = plan.newPosition(ofOld: row) {
                rebuilt[position.section].rows.forgetHeight(ofRow: position.row)
            }
        }
        replaceSections { $0 = rebuilt }
    }
}
