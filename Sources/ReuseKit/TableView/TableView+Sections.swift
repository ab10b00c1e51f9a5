import Foundation
import ReuseCore

extension TableView {
    static let defaultHeaderFooterIdentifier = "ReuseKit.TableViewHeaderFooterView"

    /// Places the visible cells, headers and footers. In a `.plain` table the header of the top section stays
    /// pinned to the top until the next section pushes it up, and footers stay pinned to the bottom.
    func layoutVisibleViews() {
        let width = bounds.width
        if width != lastLayoutWidth {
            lastLayoutWidth = width
            layoutGeneration += 1
        }
        let generation = layoutGeneration
        let movedFrom = framesMovedFromRow
        framesMovedFromRow = .max
        func place(_ cell: TableViewCell, row: Int) {
            cell.frameGeneration = generation
            guard let position = layout.position(ofGlobalIndex: row), let extent = layout.rowExtentUnits(position)
            else { return }
            cell.frame = CGRect(
                x: 0, y: CGFloat(LayoutUnit.points(extent.top)), width: width,
                height: CGFloat(LayoutUnit.points(extent.height)))
            cell.layoutIfNeeded()
        }
        if generation == lastFramedGeneration && movedFrom == .max {
            // Nothing moved since the last placing: only the cells displayed since need their frames.
            for row in rowsAwaitingFrames {
                if let cell = visibleCellsByRow[row], cell.frameGeneration != generation { place(cell, row: row) }
            }
        } else {
            for (row, cell) in visibleCellsByRow where cell.frameGeneration != generation || row >= movedFrom {
                place(cell, row: row)
            }
        }
        rowsAwaitingFrames.removeAll(keepingCapacity: true)
        lastFramedGeneration = generation
        guard layout.hasHeadersOrFooters || !visibleHeaders.isEmpty || !visibleFooters.isEmpty else { return }
        let sections = visibleSections()
        // Sorting allocates: only sort when a header or footer has to go.
        if visibleHeaders.keys.contains(where: { !sections.contains($0) }) {
            for section in visibleHeaders.keys.sorted() where !sections.contains(section) {
                endDisplayingHeader(section)
            }
        }
        if visibleFooters.keys.contains(where: { !sections.contains($0) }) {
            for section in visibleFooters.keys.sorted() where !sections.contains(section) {
                endDisplayingFooter(section)
            }
        }
        for section in sections {
            let headerRect = rectForHeader(inSection: section)
            if headerRect.height > 0, headerRect.intersects(bounds) {
                let view = visibleHeaders[section] ?? displayHeader(section)
                view?.frame = headerRect
                view?.layoutIfNeeded()
            } else if visibleHeaders[section] != nil {
                endDisplayingHeader(section)
            }
            let footerRect = rectForFooter(inSection: section)
            if footerRect.height > 0, footerRect.intersects(bounds) {
                let view = visibleFooters[section] ?? displayFooter(section)
                view?.frame = footerRect
                view?.layoutIfNeeded()
            } else if visibleFooters[section] != nil {
                endDisplayingFooter(section)
            }
        }
    }

    /// The sections that meet the visible rect.
    func visibleSections() -> Range<Int> {
        guard layout.numberOfSections > 0, bounds.height > 0 else { return 0..<0 }
        let (top, bottom) = visibleUnits
        guard bottom > top, top < layout.totalUnits else { return 0..<0 }
        let first = layout.section(atUnits: top) ?? 0
        let last = layout.section(atUnits: min(bottom, layout.totalUnits) - 1) ?? max(layout.numberOfSections - 1, 0)
        return first..<(last + 1)
    }

    private func displayHeader(_ section: Int) -> View? {
        guard let view = supplementaryView(section: section, isHeader: true) else { return nil }
        visibleHeaders[section] = view
        addSubview(view)
        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        return view
    }

    private func displayFooter(_ section: Int) -> View? {
        guard let view = supplementaryView(section: section, isHeader: false) else { return nil }
        visibleFooters[section] = view
        addSubview(view)
        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        return view
    }

    /// The delegate's view for a header or footer, or a standard view showing the data source's title.
    private func supplementaryView(section: Int, isHeader: Bool) -> View? {
        let custom =
            isHeader
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let custom { return custom }
        guard let title = isHeader ? headerTitles[section] : footerTitles[section] else { return nil }
        let identifier = Self.defaultHeaderFooterIdentifier
        let view =
            headerFooterPool[identifier]?.popLast() ?? TableViewHeaderFooterView(reuseIdentifier: identifier)
        view.prepareForReuse()
        view.textLabel?.text = style == .plain ? title : title.uppercased()
        return view
    }

    func endDisplayingHeader(_ section: Int) {
        guard let view = visibleHeaders.removeValue(forKey: section) else { return }
        tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        recycleSupplementary(view)
    }

    func endDisplayingFooter(_ section: Int) {
        guard let view = visibleFooters.removeValue(forKey: section) else { return }
        tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        recycleSupplementary(view)
    }

    /// Returns a header or footer view to its queue when it has a reuse identifier.
    func recycleSupplementary(_ view: View) {
        view.removeFromSuperview()
        guard let reusable = view as? TableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else {
            return
        }
        if !(headerFooterPool[identifier]?.contains { $0 === reusable } ?? false) {
            headerFooterPool[identifier, default: []].append(reusable)
        }
    }

    /// The header view shown for `section`, if it is visible.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        visibleHeaders[section] as? TableViewHeaderFooterView
    }

    /// The footer view shown for `section`, if it is visible.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        visibleFooters[section] as? TableViewHeaderFooterView
    }
}
