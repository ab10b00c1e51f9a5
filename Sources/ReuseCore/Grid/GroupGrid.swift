/// The geometry of a compositional layout: each section repeats one group of items, group after group along the
/// scroll axis (or, in a section that scrolls orthogonally, across it), between its leading and trailing boundary
/// items (a header and a footer).
///
/// A group is the unit: its items' boxes relative to the group (its *template*) are computed once per section,
/// and the items of the n-th group are the template's, shifted. Groups sit as rows of a ``TableLayout`` (an
/// orthogonal section is a single row), so a section of 10^9 items costs a few bytes and every query is
/// logarithmic; a group's length changes when its cells are measured (``setGroupLength(_:at:)``).
public struct GroupGrid: Sendable {
    /// One section's group and spacing, as the compositional layout resolved them.
    public struct Section: Equatable, Sendable {
        public var itemCount: Int
        /// The boxes of one group's items, relative to the group's origin; at least one.
        public var template: [FlowGrid.Box]
        /// The group's length along the main axis and across it.
        public var groupMain: Double
        public var groupCross: Double
        /// Space between groups (along the main axis, or across in an orthogonal section).
        public var groupSpacing: Double
        public var insetMainBefore: Double
        public var insetMainAfter: Double
        public var insetCrossBefore: Double
        /// The lengths of the boundary items before and after the groups (header, footer).
        public var header: Double
        public var footer: Double
        /// Whether the groups run across the scroll axis, in a row the user scrolls sideways.
        public var orthogonal: Bool

        public init(
            itemCount: Int, template: [FlowGrid.Box], groupMain: Double, groupCross: Double,
            groupSpacing: Double = 0, insetMainBefore: Double = 0, insetMainAfter: Double = 0,
            insetCrossBefore: Double = 0, header: Double = 0, footer: Double = 0, orthogonal: Bool = false
        ) {
            self.itemCount = itemCount
            self.template =
                template.isEmpty ? [FlowGrid.Box(main: 0, cross: 0, mainLength: 0, crossLength: 0)] : template
            self.groupMain = groupMain
            self.groupCross = groupCross
            self.groupSpacing = groupSpacing
            self.insetMainBefore = insetMainBefore
            self.insetMainAfter = insetMainAfter
            self.insetCrossBefore = insetCrossBefore
            self.header = header
            self.footer = footer
            self.orthogonal = orthogonal
        }

        /// Items per group.
        public var perGroup: Int { template.count }

        /// Groups in the section.
        public var groupCount: Int { itemCount <= 0 ? 0 : (itemCount - 1) / perGroup + 1 }
    }

    public private(set) var sections: [Section]
    /// Groups as rows (an orthogonal section's groups as one row): a group's height is its length plus the spacing
    /// after it, none after the last.
    public private(set) var rows: TableLayout
    var itemCounts: FenwickTree<Int>
    /// Space between sections, after each but the last.
    public let sectionSpacing: Double

    /// Lays out `sections`, `sectionSpacing` apart.
    ///
    /// - Complexity: O(s) for s sections.
    public init(sections: [Section] = [], sectionSpacing: Double = 0) {
        self.sections = sections
        self.sectionSpacing = sectionSpacing
        var tableSections: [TableLayout.Section] = []
        tableSections.reserveCapacity(sections.count)
        for (index, section) in sections.enumerated() {
            let rowCount = section.orthogonal ? (section.itemCount > 0 ? 1 : 0) : section.groupCount
            let spacing = section.orthogonal ? 0 : section.groupSpacing
            let after = index < sections.count - 1 ? sectionSpacing : 0
            var table = TableLayout.Section(
                rows: rowCount, estimate: section.groupMain + (rowCount > 1 ? spacing : 0),
                header: section.header + section.insetMainBefore,
                footer: section.insetMainAfter + section.footer + after)
            if rowCount > 1, spacing > 0 {
                table.rows.setHeight(section.groupMain, ofRow: rowCount - 1, measured: false)
            }
            tableSections.append(table)
        }
        rows = TableLayout(sections: tableSections)
        itemCounts = FenwickTree(sections.map(\.itemCount))
    }

    // MARK: Counts

    /// The number of items in all sections.
    public var totalItems: Int { itemCounts.total }

    /// The item's place counted over all sections.
    public func globalIndex(of item: RowPosition) -> Int { itemCounts.globalIndex(of: item) }

    /// The item at a place counted over all sections; nil outside `0 ..< totalItems`.
    public func position(ofGlobalIndex index: Int) -> RowPosition? { itemCounts.position(ofGlobalIndex: index) }

    // MARK: Geometry

    /// The length of the content along the main axis.
    public var contentLength: Double { rows.totalHeight }

    /// The row holding an item's group (the section's only row when it scrolls orthogonally).
    func row(ofItem item: RowPosition) -> RowPosition {
        let section = sections[item.section]
        return RowPosition(section: item.section, row: section.orthogonal ? 0 : item.row / section.perGroup)
    }

    /// A group's length along the main axis (its row without the spacing after it).
    func groupLength(_ row: RowPosition) -> Double {
        let section = sections[row.section]
        let units = rows.rowHeightUnits(row)
        let isLast = section.orthogonal || row.row == rows.numberOfRows(inSection: row.section) - 1
        return LayoutUnit.points(isLast ? units : units - LayoutUnit.heightUnits(section.groupSpacing))
    }

    /// An item's box in the content (an orthogonal section's items at their place in its row, before its own
    /// scroll offset).
    ///
    /// - Complexity: O(log s + log g), g the section's groups.
    public func box(ofItem item: RowPosition) -> FlowGrid.Box {
        let section = sections[item.section]
        let group = item.row / section.perGroup
        var box = section.template[item.row - group * section.perGroup]
        let row = row(ofItem: item)
        let top = LayoutUnit.points(rows.rowTopUnits(row))
        let scale = section.groupMain > 0 ? groupLength(row) / section.groupMain : 1
        if scale != 1 {
            box.main *= scale
            box.mainLength *= scale
        }
        box.main += top
        box.cross += section.insetCrossBefore
        if section.orthogonal { box.cross += Double(group) * (section.groupCross + section.groupSpacing) }
        return box
    }

    /// The start and end of a section along the main axis, boundary items included, spacing after it excluded.
    public func extent(ofSection section: Int) -> (start: Double, end: Double) {
        let after = section < sections.count - 1 ? sectionSpacing : 0
        return (
            LayoutUnit.points(rows.sectionTopUnits(section)),
            LayoutUnit.points(rows.sectionTopUnits(section + 1)) - after
        )
    }

    /// The length of an orthogonal section's row across, all groups and spacing.
    public func orthogonalLength(ofSection index: Int) -> Double {
        let section = sections[index]
        let groups = Double(section.groupCount)
        return max(groups * section.groupCross + max(groups - 1, 0) * section.groupSpacing, 0)
    }

    /// Appends to `ranges` the items (global indexes, ascending runs) of the groups that meet `start ..< end` along
    /// the main axis; in an orthogonal section, only the groups that meet its visible span across,
    /// `crossSpan(section)`.
    ///
    /// - Complexity: O(log s + log g) per section met.
    public func appendItems(
        inMain start: Double, _ end: Double, crossSpan: (Int) -> (Double, Double),
        to ranges: inout [ClosedRange<Int>]
    ) {
        let lower = LayoutUnit.units(start)
        let upper = LayoutUnit.units(end)
        guard var range = rows.rows(inUnits: lower, upper) else { return }
        if let first = rows.position(ofGlobalIndex: range.lowerBound),
            rows.rowTopUnits(first) + LayoutUnit.units(groupLength(first)) <= lower
        {
            guard range.lowerBound < range.upperBound else { return }
            range = (range.lowerBound + 1)...range.upperBound
        }
        var rowIndex = range.lowerBound
        while rowIndex <= range.upperBound, let row = rows.position(ofGlobalIndex: rowIndex) {
            let section = sections[row.section]
            let base = itemCounts.prefixSum(row.section)
            if section.orthogonal {
                let (from, to) = crossSpan(row.section)
                if let groups = Self.groups(of: section, across: from, to) {
                    let first = groups.lowerBound * section.perGroup
                    let last = min((groups.upperBound + 1) * section.perGroup, section.itemCount) - 1
                    ranges.append((base + first)...(base + last))
                }
                rowIndex += 1
                continue
            }
            // Consecutive groups of one section make one run.
            let lastRowInSection = min(
                range.upperBound, rowIndex + rows.numberOfRows(inSection: row.section) - 1 - row.row)
            let lastRow = lastRowInSection - rowIndex + row.row
            let first = row.row * section.perGroup
            let last = min((lastRow + 1) * section.perGroup, section.itemCount) - 1
            if first <= last { ranges.append((base + first)...(base + last)) }
            rowIndex = lastRowInSection + 1
        }
    }

    /// The groups of an orthogonal section that meet `from ..< to` across (content coordinates).
    static func groups(of section: Section, across from: Double, _ to: Double) -> ClosedRange<Int>? {
        guard section.groupCount > 0, to > from else { return nil }
        let step = section.groupCross + section.groupSpacing
        guard step > 0 else { return 0...(section.groupCount - 1) }
        let start = from - section.insetCrossBefore
        let end = to - section.insetCrossBefore
        // Group g spans g·step ..< g·step + groupCross.
        let first = max(Int(((start - section.groupCross) / step).rounded(.down)) + 1, 0)
        let last = min(Int((end / step).rounded(.up)) - 1, section.groupCount - 1)
        return first <= last ? first...last : nil
    }

    /// The sections whose extents meet `start ..< end`; nil when none does.
    public func sections(inMain start: Double, _ end: Double) -> ClosedRange<Int>? {
        rows.sections(inUnits: LayoutUnit.units(start), LayoutUnit.units(end))
    }

    // MARK: Measuring

    /// Gives the group holding `item` a measured length (its longest item's, for a group of one line). Returns how
    /// much the content grew, in points.
    @discardableResult
    public mutating func setGroupLength(_ length: Double, at item: RowPosition) -> Double {
        let row = row(ofItem: item)
        let section = sections[row.section]
        let isLast = section.orthogonal || row.row == rows.numberOfRows(inSection: row.section) - 1
        let height = length + (isLast ? 0 : section.groupSpacing)
        return LayoutUnit.points(rows.setRowHeight(height, at: row))
    }

    /// Gives section `index` boundary items of new total lengths (a header or footer measured by its view).
    /// Returns how much the content grew, in points.
    ///
    /// - Complexity: O(log s) for s sections.
    @discardableResult
    public mutating func setBoundaryLengths(header: Double, footer: Double, ofSection index: Int) -> Double {
        let before = rows.totalHeight
        let section = sections[index]
        sections[index].header = header
        sections[index].footer = footer
        let after = index < sections.count - 1 ? sectionSpacing : 0
        rows.setHeaderHeight(header + section.insetMainBefore, section: index)
        rows.setFooterHeight(section.insetMainAfter + footer + after, section: index)
        return rows.totalHeight - before
    }

    /// The group holding `item`, as a row of ``rows``.
    public func group(of item: RowPosition) -> RowPosition { row(ofItem: item) }
}
