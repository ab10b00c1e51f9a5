import Foundation
import ReuseCore

extension TableView {
    /// The visible cells, top to bottom.
    ///
    /// - Complexity: O(v), v the visible rows.
    public var visibleCells: [TableViewCell] {
        guard let any = visibleCellsByRow.first?.value else { return [] }
        return RowOrder.values(visibleCellsByRow, placeholder: any) { $0 }
    }

    /// The index paths of the visible rows, top to bottom; nil when no row is visible, as in UIKit.
    ///
    /// - Complexity: O(v), v the visible rows.
    public var indexPathsForVisibleRows: [IndexPath]? {
        // Clients ask every frame (`indexPathsForVisibleRows?.first`): no sort, no lookup, no cell touched, and no
        // allocation once the client has let go of the last answer.
        var paths: [IndexPath] = []
        swap(&paths, &visiblePathsStorage)
        paths.removeAll(keepingCapacity: true)
        // A visible cell is filed under the row it shows (its index path is that row's), so the rows alone give
        // the paths: a run of rows is walked section by section.
        if let run = RowOrder.run(visibleCellsByRow.keys), let first = layout.position(ofGlobalIndex: run.lowerBound) {
            let sections = layout.numberOfSections
            var section = first.section
            var rows = layout.numberOfRows(inSection: section)
            var row = first.row
            paths.reserveCapacity(run.count)
            for _ in run {
                while row >= rows, section + 1 < sections {
                    section += 1
                    rows = layout.numberOfRows(inSection: section)
                    row = 0
                }
                guard row < rows else { break }
                paths.append(IndexPath(row: row, section: section))
                row += 1
            }
        } else {
            for row in visibleCellsByRow.keys.sorted() {
                if let path = indexPath(ofGlobal: row) { paths.append(path) }
            }
        }
        visiblePathsStorage = paths
        return paths.isEmpty ? nil : paths
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
            let pinned = Double(contentOffset.y + contentInset.top)
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
            let pinned = Double(contentOffset.y + bounds.height - contentInset.bottom) - height
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
