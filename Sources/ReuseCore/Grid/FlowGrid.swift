/// The geometry of a flow layout: each section's items fill lines across the view, one after another, and the lines
/// stack along the scroll axis after the section's header and before its footer.
///
/// Lengths are along two axes: *main*, the axis the view scrolls on (down for a vertical flow), and *cross*, the
/// other one. A section's items share one size until measured, so the number of items in a line and the positions
/// across are arithmetic; lines sit in a ``TableLayout`` (lines as its rows, header and inset above, inset and
/// footer below), so a section of 10^9 items costs a few bytes and every query is logarithmic.
///
/// Lines follow UIKit's flow layout:
/// - a line holds as many items as fit between the insets with at least the interitem spacing;
/// - the extra space of a full line goes between its items (it is justified), and the other lines of the section
///   keep the same pitch, so the items of a short last line stand under the columns above them;
/// - a line of one item (an item wider than half the space) is centred;
/// - lines are `lineSpacing` apart; a line is as long as its longest measured item (``setLineLength(_:at:)``),
///   and shorter items are centred in it.
public struct FlowGrid: Sendable {
    /// One section's sizes, as the flow layout or its delegate gives them.
    public struct Section: Equatable, Sendable {
        public var itemCount: Int
        /// The items' length along the main axis (a vertical flow's item height), or the estimate.
        public var itemMain: Double
        /// The items' length across (a vertical flow's item width).
        public var itemCross: Double
        public var lineSpacing: Double
        public var interitemSpacing: Double
        /// Insets before and after the lines along the main axis, and before and after them across.
        public var insetMainBefore: Double
        public var insetMainAfter: Double
        public var insetCrossBefore: Double
        public var insetCrossAfter: Double
        /// The header's and the footer's length along the main axis; 0 for none.
        public var header: Double
        public var footer: Double
        /// Each item's own size, when the items' sizes differ; nil when they all have ``itemMain`` by
        /// ``itemCross``. Must hold ``itemCount`` sizes; another count is ignored.
        public var itemSizes: [ItemSize]?

        public init(
            itemCount: Int, itemMain: Double, itemCross: Double, lineSpacing: Double = 0, interitemSpacing: Double = 0,
            insetMainBefore: Double = 0, insetMainAfter: Double = 0, insetCrossBefore: Double = 0,
            insetCrossAfter: Double = 0, header: Double = 0, footer: Double = 0, itemSizes: [ItemSize]? = nil
        ) {
            self.itemCount = itemCount
            self.itemMain = itemMain
            self.itemCross = itemCross
            self.lineSpacing = lineSpacing
            self.interitemSpacing = interitemSpacing
            self.insetMainBefore = insetMainBefore
            self.insetMainAfter = insetMainAfter
            self.insetCrossBefore = insetCrossBefore
            self.insetCrossAfter = insetCrossAfter
            self.header = header
            self.footer = footer
            self.itemSizes = itemSizes
        }
    }

    /// A rectangle in main and cross coordinates, in points.
    public struct Box: Equatable, Sendable {
        public var main: Double
        public var cross: Double
        public var mainLength: Double
        public var crossLength: Double

        public init(main: Double, cross: Double, mainLength: Double, crossLength: Double) {
            self.main = main
            self.cross = cross
            self.mainLength = mainLength
            self.crossLength = crossLength
        }
    }

    /// What the layout derives for a section: items per line and where the columns are.
    struct Columns: Sendable {
        var perLine: Int
        var first: Double
        var pitch: Double
        var itemUnits: Int64
        var spacingUnits: Int64
    }

    /// The grid's parts in one object, copied before a change while shared. A layout object keeps its grid in a
    /// stored property of a class, and Swift copies a struct read that way for every call on it: one reference
    /// costs one retain where the eight arrays of the parts cost eight (a collection view's frame reads the grid
    /// a dozen times).
    final class Storage: @unchecked Sendable {
        // Never changed while shared (FlowGrid copies it first), so reading it from any thread is safe.
        @exclusivity(unchecked) var crossLength: Double
        @exclusivity(unchecked) var sections: [Section]
        @exclusivity(unchecked) var columns: [Columns]
        @exclusivity(unchecked) var variable: [Lines?]
        @exclusivity(unchecked) var lines: TableLayout
        @exclusivity(unchecked) var itemCounts: FenwickTree<Int>

        init(
            crossLength: Double, sections: [Section], columns: [Columns], variable: [Lines?], lines: TableLayout,
            itemCounts: FenwickTree<Int>
        ) {
            self.crossLength = crossLength
            self.sections = sections
            self.columns = columns
            self.variable = variable
            self.lines = lines
            self.itemCounts = itemCounts
        }

        func copy() -> Storage {
            Storage(
                crossLength: crossLength, sections: sections, columns: columns, variable: variable, lines: lines,
                itemCounts: itemCounts)
        }
    }

    private var storage: Storage

    /// The view's length across, which the lines fill.
    public var crossLength: Double { storage.crossLength }
    /// The sections, as given.
    public var sections: [Section] {
        _read { yield storage.sections }
    }
    var columns: [Columns] {
        _read { yield storage.columns }
    }
    /// The lines of sections whose items have sizes of their own, by section (nil for uniform sections).
    var variable: [Lines?] {
        _read { yield storage.variable }
    }
    /// Lines as rows: a line's height is its length plus the spacing after it (none after a section's last line).
    public var lines: TableLayout {
        _read { yield storage.lines }
    }
    var itemCounts: FenwickTree<Int> {
        _read { yield storage.itemCounts }
    }

    /// Lays out `sections` across `crossLength` points.
    ///
    /// - Complexity: O(s), s the number of sections.
    public init(sections: [Section] = [], crossLength: Double = 0) {
        let crossLength = max(crossLength, 0)
        var columns: [Columns] = []
        columns.reserveCapacity(sections.count)
        var variable: [Lines?] = []
        variable.reserveCapacity(sections.count)
        var tableSections: [TableLayout.Section] = []
        tableSections.reserveCapacity(sections.count)
        for section in sections {
            let derived = Self.columns(of: section, across: crossLength)
            columns.append(derived)
            if let sizes = section.itemSizes, sizes.count == section.itemCount, !sizes.isEmpty {
                let lines = Lines(sizes: sizes, section: section, crossLength: crossLength)
                variable.append(lines)
                tableSections.append(Self.tableSection(section, lines: lines, spacingUnits: derived.spacingUnits))
                continue
            }
            variable.append(nil)
            let lineCount = Self.lineCount(items: section.itemCount, perLine: derived.perLine)
            var table = TableLayout.Section(
                rows: lineCount, estimate: LayoutUnit.points(derived.itemUnits + derived.spacingUnits),
                header: section.header + section.insetMainBefore, footer: section.insetMainAfter + section.footer)
            if lineCount > 0, derived.spacingUnits > 0 {
                table.rows.setHeight(LayoutUnit.points(derived.itemUnits), ofRow: lineCount - 1, measured: false)
            }
            tableSections.append(table)
        }
        storage = Storage(
            crossLength: crossLength, sections: sections, columns: columns, variable: variable,
            lines: TableLayout(sections: tableSections), itemCounts: FenwickTree(sections.map(\.itemCount)))
    }

    /// A section of lines of their own lengths, each followed by the spacing but the last.
    static func tableSection(_ section: Section, lines: Lines, spacingUnits: Int64) -> TableLayout.Section {
        let spacing = LayoutUnit.points(spacingUnits)
        let count = lines.starts.count
        var table = TableLayout.Section(
            rows: count, estimate: lines.lengths[0] + (count > 1 ? spacing : 0),
            header: section.header + section.insetMainBefore, footer: section.insetMainAfter + section.footer)
        for (line, length) in lines.lengths.enumerated() {
            let height = length + (line < count - 1 ? spacing : 0)
            if LayoutUnit.heightUnits(height) != table.rows.heightUnits(ofRow: line) {
                table.rows.setHeight(height, ofRow: line, measured: false)
            }
        }
        return table
    }

    static func lineCount(items: Int, perLine: Int) -> Int {
        items <= 0 ? 0 : (items - 1) / perLine + 1
    }

    static func columns(of section: Section, across crossLength: Double) -> Columns {
        let available = max(crossLength - section.insetCrossBefore - section.insetCrossAfter, 0)
        let item = max(section.itemCross, 0)
        let spacing = max(section.interitemSpacing, 0)
        var perLine = 1
        if item + spacing > 0 {
            let fit = ((available + spacing) / (item + spacing)).rounded(.down)
            perLine = fit >= 2 ? Int(min(fit, Double(Int32.max))) : 1
        }
        let first: Double
        let pitch: Double
        if perLine == 1 {
            first = section.insetCrossBefore + max((available - item) / 2, 0)
            pitch = 0
        } else {
            first = section.insetCrossBefore
            pitch = item + (available - Double(perLine) * item) / Double(perLine - 1)
        }
        return Columns(
            perLine: perLine, first: first, pitch: pitch, itemUnits: LayoutUnit.heightUnits(section.itemMain),
            spacingUnits: LayoutUnit.heightUnits(section.lineSpacing))
    }

    // MARK: Counts

    /// The number of items in all sections.
    ///
    /// - Complexity: O(log s).
    public var totalItems: Int { itemCounts.total }

    /// The number of items in a line of `section` (its first line, when its items' sizes differ).
    public func itemsPerLine(inSection section: Int) -> Int {
        if let lines = variable[section] { return lines.items(ofLine: 0).count }
        return columns[section].perLine
    }

    /// The item's place counted over all sections.
    ///
    /// - Complexity: O(log s).
    public func globalIndex(of item: RowPosition) -> Int { itemCounts.globalIndex(of: item) }

    /// The item at a place counted over all sections; nil outside `0 ..< totalItems`.
    ///
    /// - Complexity: O(log s).
    public func position(ofGlobalIndex index: Int) -> RowPosition? { itemCounts.position(ofGlobalIndex: index) }

    // MARK: Geometry

    /// The length of the content along the main axis, in points.
    public var contentLength: Double { lines.totalHeight }

    /// The line holding an item, as a row of ``lines``.
    public func line(of item: RowPosition) -> RowPosition {
        if let lines = variable[item.section] {
            return RowPosition(section: item.section, row: lines.line(of: item.row))
        }
        return RowPosition(section: item.section, row: item.row / columns[item.section].perLine)
    }

    /// The items of a line, in their section.
    public func items(ofLine line: RowPosition) -> Range<Int> {
        if let lines = variable[line.section] { return lines.items(ofLine: line.row) }
        let perLine = columns[line.section].perLine
        let start = line.row * perLine
        return start..<min(start + perLine, sections[line.section].itemCount)
    }

    /// A line's length (without the spacing after it), in fixed point.
    func lineUnits(_ line: RowPosition) -> Int64 {
        let height = lines.rowHeightUnits(line)
        let isLast = line.row == lines.numberOfRows(inSection: line.section) - 1
        return isLast ? height : height - columns[line.section].spacingUnits
    }

    /// An item's box. `mainLength`, when given, is the item's own measured length, centred in its line.
    ///
    /// - Complexity: O(log s + log l), l the lines of its section.
    public func box(ofItem item: RowPosition, mainLength: Double? = nil) -> Box {
        if let lines = variable[item.section] {
            let line = RowPosition(section: item.section, row: lines.line(of: item.row))
            let lineTop = LayoutUnit.points(self.lines.rowTopUnits(line))
            let lineLength = LayoutUnit.points(lineUnits(line))
            let size = lines.sizes[item.row]
            let length = mainLength ?? min(size.main, lineLength)
            return Box(
                main: lineTop + max((lineLength - length) / 2, 0), cross: lines.cross[item.row], mainLength: length,
                crossLength: size.cross)
        }
        let itemCross = sections[item.section].itemCross
        let columns = columns[item.section]
        let line = RowPosition(section: item.section, row: item.row / columns.perLine)
        let lineTop = LayoutUnit.points(lines.rowTopUnits(line))
        let lineLength = LayoutUnit.points(lineUnits(line))
        let length = mainLength ?? lineLength
        let column = item.row - line.row * columns.perLine
        return Box(
            main: lineTop + max((lineLength - length) / 2, 0), cross: columns.first + Double(column) * columns.pitch,
            mainLength: length, crossLength: itemCross)
    }

    /// The header's box of `section`: at the section's start, across the whole view.
    public func headerBox(ofSection section: Int) -> Box {
        Box(
            main: LayoutUnit.points(lines.sectionTopUnits(section)), cross: 0, mainLength: sections[section].header,
            crossLength: crossLength)
    }

    /// The footer's box of `section`: after the section's lines and inset.
    public func footerBox(ofSection section: Int) -> Box {
        let end = LayoutUnit.points(lines.sectionTopUnits(section + 1))
        let footer = sections[section].footer
        return Box(main: end - footer, cross: 0, mainLength: footer, crossLength: crossLength)
    }

    /// The start and end of `section` along the main axis (header to footer).
    public func extent(ofSection section: Int) -> (start: Double, end: Double) {
        (LayoutUnit.points(lines.sectionTopUnits(section)), LayoutUnit.points(lines.sectionTopUnits(section + 1)))
    }

    /// The items of the lines that meet `start ..< end` along the main axis, as a range of global indexes: lines
    /// are the unit, so a line's items come and go together. The spacing after a line does not count as the line.
    ///
    /// - Complexity: O(log s + log l).
    public func items(inMain start: Double, _ end: Double) -> ClosedRange<Int>? {
        let lower = LayoutUnit.units(start)
        let upper = LayoutUnit.units(end)
        guard var range = lines.rows(inUnits: lower, upper) else { return nil }
        // The first line may meet the range only with the spacing after it.
        if let first = lines.position(ofGlobalIndex: range.lowerBound),
            lines.rowTopUnits(first) + lineUnits(first) <= lower
        {
            guard range.lowerBound < range.upperBound else { return nil }
            range = (range.lowerBound + 1)...range.upperBound
        }
        guard let first = lines.position(ofGlobalIndex: range.lowerBound),
            let last = lines.position(ofGlobalIndex: range.upperBound)
        else { return nil }
        let from = globalIndex(of: RowPosition(section: first.section, row: items(ofLine: first).lowerBound))
        let to = globalIndex(of: RowPosition(section: last.section, row: items(ofLine: last).upperBound - 1))
        return from...to
    }

    /// The sections whose extents meet `start ..< end`; nil when none does.
    ///
    /// - Complexity: O(log s).
    public func sections(inMain start: Double, _ end: Double) -> ClosedRange<Int>? {
        lines.sections(inUnits: LayoutUnit.units(start), LayoutUnit.units(end))
    }

    /// The item whose box holds the point, if any.
    ///
    /// - Complexity: O(log s + log l).
    public func item(atMain main: Double, cross: Double) -> RowPosition? {
        guard case .row(let line)? = lines.place(atUnits: LayoutUnit.units(main)) else { return nil }
        for index in items(ofLine: line) {
            let item = RowPosition(section: line.section, row: index)
            let box = box(ofItem: item)
            if main >= box.main, main < box.main + box.mainLength, cross >= box.cross,
                cross < box.cross + box.crossLength
            {
                return item
            }
        }
        return nil
    }

    // MARK: Measuring

    /// Gives a line its measured length (its longest item's). Returns how much the content grew, in points.
    ///
    /// - Complexity: O(log s + log l).
    @discardableResult
    public mutating func setLineLength(_ length: Double, at line: RowPosition) -> Double {
        let isLast = line.row == lines.numberOfRows(inSection: line.section) - 1
        let spacing = isLast ? 0 : columns[line.section].spacingUnits
        let units = LayoutUnit.heightUnits(length) + spacing
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return LayoutUnit.points(storage.lines.setRowHeight(LayoutUnit.points(units), at: line))
    }

    /// Whether a line's length was measured.
    public func isMeasured(_ line: RowPosition) -> Bool {
        lines.sections[line.section].rows.isMeasured(line.row)
    }
}
