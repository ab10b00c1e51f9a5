import Foundation
import ReuseCore

extension TableView {
    /// The visible cells, top to bottom.
    ///
    /// - Complexity: O(v), v the visible rows.
    public var visibleCells: [TableViewCell] {
        visibleCellsByRow.values
    }

    /// The index paths of the visible rows, top to bottom; nil when no row is visible, as in UIKit.
    ///
    /// - Complexity: O(v), v the visible rows.
    public var indexPathsForVisibleRows: [IndexPath]? {
        // Clients ask every frame (`indexPathsForVisibleRows?.first`): no sort, no lookup, no cell touched, only
        // the paths of the rows that entered since the last answer made, and no allocation once the client has
        // let go of that answer. A visible cell is filed under the row it shows, so the rows alone give the paths.
        guard let run = visibleCellsByRow.run else {
            // Rows with gaps (a moment of an update) or none.
            visiblePathsRows = nil
            let paths = visibleCellsByRow.rows.compactMap(indexPath(ofGlobal:))
            return paths.isEmpty ? nil : paths
        }
        var paths: [IndexPath] = []
        swap(&paths, &visiblePathsStorage)
        if visiblePathsShape == layout.shapeRevision, let held = visiblePathsRows, held.overlaps(run) {
            if run.upperBound < held.upperBound { paths.removeLast(held.upperBound - run.upperBound) }
            if run.lowerBound > held.lowerBound { paths.removeFirst(run.lowerBound - held.lowerBound) }
            if run.lowerBound < held.lowerBound {
                insertPaths(of: run.lowerBound..<held.lowerBound, into: &paths, at: 0)
            }
            if run.upperBound > held.upperBound {
                insertPaths(of: (held.upperBound + 1)..<(run.upperBound + 1), into: &paths, at: paths.count)
            }
        } else {
            paths.removeAll(keepingCapacity: true)
            insertPaths(of: run.lowerBound..<(run.upperBound + 1), into: &paths, at: 0)
        }
        // Kept only when every row had its path (a row past the layout's end, during an update, has none).
        visiblePathsRows = paths.count == run.count ? run : nil
        visiblePathsShape = layout.shapeRevision
        visiblePathsStorage = paths
        return paths.isEmpty ? nil : paths
    }

    /// Inserts the index paths of the global `rows` into `paths` from `index` on, walking the sections from the
    /// first row's; stops at the layout's last row.
    ///
    /// - Complexity: O(log s + k) for k rows, plus the move of the paths after `index`.
    private func insertPaths(of rows: Range<Int>, into paths: inout [IndexPath], at index: Int) {
        guard let first = layout.position(ofGlobalIndex: rows.lowerBound) else { return }
        let sections = layout.numberOfSections
        var section = first.section
        var count = layout.numberOfRows(inSection: section)
        var row = first.row
        var at = index
        for _ in rows {
            while row >= count, section + 1 < sections {
                section += 1
                count = layout.numberOfRows(inSection: section)
                row = 0
            }
            guard row < count else { return }
            let path = IndexPath(row: row, section: section)
            if at == paths.count { paths.append(path) } else { paths.insert(path, at: at) }
            at += 1
            row += 1
        }
    }

    /// The cell showing `indexPath`, or nil when the row is not visible.
    ///
    /// - Complexity: O(log s).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard isValid(indexPath) else { return nil }
        return visibleCellsByRow[layout.globalIndex(of: position(indexPath))]
    }

    /// The row a visible cell shows, or nil when the cell is not visible in this table.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        guard cell.superview === self else { return nil }
        return cell.displayedIndexPath
    }

    /// The rectangle of a row in content coordinates; `.zero` for an index path outside the table.
    ///
    /// - Complexity: O(log s + log r).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard indexPath.count == 2, let extent = layout.rowExtentUnits(position(indexPath)) else { return .zero }
        return CGRect(
            x: 0, y: CGFloat(LayoutUnit.points(extent.top)), width: bounds.width,
            height: CGFloat(LayoutUnit.points(extent.height)))
    }

    /// The rectangle of a whole section (header, rows, footer); `.zero` for a section outside the table.
    ///
    /// - Complexity: O(log s).
    public func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < layout.numberOfSections else { return .zero }
        let top = layout.sectionTopUnits(section)
        let bottom = layout.sectionTopUnits(section + 1)
        return CGRect(
            x: 0, y: CGFloat(LayoutUnit.points(top)), width: bounds.width,
            height: CGFloat(LayoutUnit.points(bottom - top)))
    }

    /// The rectangle of a section's header where it is drawn: in a `.plain` table a header pinned to the top
    /// of the view while its section is under it. `.zero` for a section outside the table.
    ///
    /// - Complexity: O(log s).
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < layout.numberOfSections else { return .zero }
        let s = layout.sections[section]
        let height = LayoutUnit.points(s.headerUnits)
        var top = LayoutUnit.points(layout.sectionTopUnits(section))
        if style == .plain {
            let sectionBottom = LayoutUnit.points(layout.sectionTopUnits(section + 1) - s.footerUnits)
            let pinned = Double(contentOffset.y + effectiveInset.top)
            top = max(top, min(pinned, sectionBottom - height))
        }
        return CGRect(x: 0, y: CGFloat(top), width: bounds.width, height: CGFloat(height))
    }

    /// The rectangle of a section's footer where it is drawn: in a `.plain` table a footer pinned to the
    /// bottom of the view while its section is under it. `.zero` for a section outside the table.
    ///
    /// - Complexity: O(log s).
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < layout.numberOfSections else { return .zero }
        let s = layout.sections[section]
        let height = LayoutUnit.points(s.footerUnits)
        var top = LayoutUnit.points(layout.footerTopUnits(section))
        if style == .plain {
            let rowsTop = LayoutUnit.points(layout.sectionTopUnits(section) + s.headerUnits)
            let pinned = Double(contentOffset.y + bounds.height - effectiveInset.bottom) - height
            top = min(top, max(pinned, rowsTop))
        }
        return CGRect(x: 0, y: CGFloat(top), width: bounds.width, height: CGFloat(height))
    }

    /// The row at `point` (content coordinates), or nil when no row is there.
    ///
    /// - Complexity: O(log s + log r).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= 0, point.x < bounds.width || bounds.width == 0, point.y >= 0 else { return nil }
        guard case .row(let p)? = layout.place(atUnits: LayoutUnit.units(Double(point.y))) else { return nil }
        return IndexPath(row: p.row, section: p.section)
    }

    /// The rows that meet `rect` (content coordinates), top to bottom; empty when none does. Optional as in
    /// UIKit, which declares it so and returns an empty array.
    ///
    /// - Complexity: O(log s + log r + k), k the rows returned.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        guard !rect.isNull, rect.height > 0, rect.maxX > 0, rect.minX < max(bounds.width, 1) else { return [] }
        let top = LayoutUnit.units(Double(max(rect.minY, 0)))
        let bottom = Int64((Double(rect.maxY) * Double(LayoutUnit.perPoint)).rounded())
        guard let rows = layout.rows(inUnits: top, bottom) else { return [] }
        return rows.compactMap(indexPath(ofGlobal:))
    }

    /// Bytes held by the row-height storage of all sections: a few per measured row, none per estimated one.
    ///
    /// - Complexity: O(s), s the number of sections.
    public var layoutMemoryFootprint: Int {
        layout.sections.reduce(0) { $0 + $1.rows.storageBytes }
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && layout.contains(position(indexPath))
    }

    func position(_ indexPath: IndexPath) -> RowPosition {
        RowPosition(section: indexPath.section, row: indexPath.row)
    }
}
