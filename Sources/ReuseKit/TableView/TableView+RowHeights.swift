import Foundation
import ReuseCore

/// Where rows get their heights before they are shown, and the checks on every height and count a client gives.
///
/// UIKit asks `tableView(_:estimatedHeightForRowAt:)` for every row at load (and `heightForRowAt` for every row
/// when estimates are off), which costs time and memory in proportion to the rows: a 10^9-row table never loads.
/// ReuseKit asks only the rows whose positions it needs: the rows around the screen (a screenful each way), the
/// target of `scrollToRow` and the rows it lands among. Rows never asked count at the first row's answer, so an
/// estimate equal to it costs nothing; each asked row is asked once (until a reload or an update), and when a
/// late answer differs from what the row counted at, anchoring keeps the rows on screen where they are.
extension TableView {
    /// How rows that have not been shown get heights.
    enum LazyRowHeights {
        /// From `estimatedRowHeight` (or `rowHeight`): nothing to ask.
        case none
        /// The delegate estimates rows one by one: asked around the screen, stored as estimates.
        case estimates
        /// Estimates are off and the delegate sizes rows, in a table too large to ask every row at load: heights
        /// asked around the screen, stored as measurements.
        case heights
    }

    /// The most rows a table with estimates off asks `heightForRowAt` for at load, as UIKit does (about a second
    /// for 10^7 rows in a release build); a larger one asks lazily, like estimates.
    static let eagerHeightLimit = 10_000_000

    /// The row heights of a load: asks the first row how the delegate sizes rows and returns the height rows
    /// count at until asked or measured (also kept as ``rowRunEstimate``).
    func probeRowHeights(counts: [Int]) -> Double {
        rowRunEstimate = probeRunEstimate(counts: counts)
        return rowRunEstimate
    }

    private func probeRunEstimate(counts: [Int]) -> Double {
        delegateSizesRows = false
        lazyRowHeights = .none
        askedRows.removeAll()
        let fallback = Double(effectiveEstimate)
        guard let delegate = tableDelegate, let section = counts.firstIndex(where: { $0 > 0 }) else { return fallback }
        let probe = IndexPath(row: 0, section: section)
        let height = checkedRowHeight(delegate.tableView(self, heightForRowAt: probe), "heightForRowAt", probe)
        delegateSizesRows = height != TableView.delegateDefaultDimension
        // A delegate with no estimate of its own for the first row (the default, or automaticDimension) is taken
        // to have none for any row.
        let estimate = checkedRowHeight(
            delegate.tableView(self, estimatedHeightForRowAt: probe), "estimatedHeightForRowAt", probe)
        if estimatedRowHeight == 0 && delegateSizesRows {
            if height >= 0, counts.reduce(0, +) > Self.eagerHeightLimit {
                lazyRowHeights = .heights
                return Double(height)
            }
        } else if estimate > 0 {
            lazyRowHeights = .estimates
            return Double(estimate)
        }
        return fallback
    }

    /// Asks every row's height at load: estimates off, the delegate sizes rows, and the table is small enough.
    func loadRowHeights() {
        guard estimatedRowHeight == 0, delegateSizesRows, lazyRowHeights == .none, let delegate = tableDelegate else {
            return
        }
        for section in 0..<layout.numberOfSections {
            for row in 0..<layout.numberOfRows(inSection: section) {
                let shown = IndexPath(row: row, section: section)
                let indexPath = rowDataSourceIndexPath(shown)
                let height =
                    (placeholders.isEmpty ? nil : placeholderRowHeight(at: shown))
                    ?? checkedRowHeight(
                        delegate.tableView(self, heightForRowAt: indexPath), "heightForRowAt", indexPath)
                if height >= 0 { layout.setRowHeight(Double(height), at: RowPosition(section: section, row: row)) }
            }
        }
    }

    /// Asks the delegate, once each, for the rows around `range` (global rows) that have no height yet: a
    /// screenful above and below (the rows of `range` itself are measured as they are shown). Returns whether a
    /// height changed.
    ///
    /// - Complexity: O(k log n) for the k rows asked; O(log a) for the a ranges asked before when none is new.
    @discardableResult
    func askRowHeights(around range: ClosedRange<Int>) -> Bool {
        guard lazyRowHeights != .none, let delegate = tableDelegate else { return false }
        let margin = max(range.count, 4)
        let lower = max(range.lowerBound - margin, 0)
        let upper = min(range.upperBound + margin, layout.totalRows - 1) + 1
        guard lower < upper else { return false }
        var changed = false
        askedRows.forEachGap(in: lower..<upper) { gap in
            for global in gap where !range.contains(global) {
                // The rows on screen are measured as they are shown: their estimates would go unused.
                guard let position = layout.position(ofGlobalIndex: global) else { return }
                if layout.storedHeight(position) != nil { continue }
                let shown = IndexPath(row: position.row, section: position.section)
                // A placeholder row has its own height: the delegate is not asked about it.
                if !placeholders.isEmpty, placeholderRowHeight(at: shown) != nil { continue }
                let indexPath = rowDataSourceIndexPath(shown)
                let height =
                    lazyRowHeights == .estimates
                    ? checkedRowHeight(
                        delegate.tableView(self, estimatedHeightForRowAt: indexPath), "estimatedHeightForRowAt",
                        indexPath)
                    : checkedRowHeight(delegate.tableView(self, heightForRowAt: indexPath), "heightForRowAt", indexPath)
                guard height >= 0 else { continue }
                if setHeight(height, at: position, measured: lazyRowHeights == .heights) { changed = true }
            }
        }
        askedRows.insert(lower..<upper)
        // Thousands of separate places asked: forget them (asking again costs only time).
        if askedRows.ranges.count > 4096 { askedRows.removeAll() }
        return changed
    }

    /// A height from the delegate, checked: the height, `automaticDimension`, the delegate's default, or (for
    /// NaN, negative or too large values, reported once per method) what the table uses instead.
    func checkedRowHeight(_ value: CGFloat, _ method: String, _ indexPath: IndexPath) -> CGFloat {
        checkedDelegateHeight(value, method, context: "row \(indexPath)")
    }

    /// A header or footer height from the delegate, checked like a row's.
    func checkedSupplementaryHeight(_ value: CGFloat, _ method: String, section: Int) -> CGFloat {
        checkedDelegateHeight(value, method, context: "section \(section)")
    }

    private func checkedDelegateHeight(_ value: CGFloat, _ method: String, context: @autoclosure () -> String)
        -> CGFloat
    {
        guard let (replacement, used) = ValueCheck.height(value) else {
            return value
        }
        reportInvalid(
            InvalidValue(
                source: "tableView(_:\(method):)", value: "\(value)", rule: ValueCheck.heightRule, replacement: used,
                context: context()))
        return replacement
    }

    /// A height property of the table, checked when set.
    func checkedHeightProperty(_ value: CGFloat, _ name: String) -> CGFloat {
        guard let (replacement, used) = ValueCheck.height(value) else {
            return value
        }
        reportInvalid(
            InvalidValue(source: "TableView.\(name)", value: "\(value)", rule: ValueCheck.heightRule, replacement: used)
        )
        return replacement
    }

    /// A cell's fitting height, checked: NaN and negative heights become 0, larger ones the maximum.
    func checkedCellHeight(_ value: CGFloat, _ indexPath: IndexPath) -> CGFloat {
        checkedLength(
            value, "TableViewCell.sizeThatFits(_:)", limit: CGFloat(LayoutUnit.maximumRowHeight),
            rule: ValueCheck.heightRule, context: "row \(indexPath)")
    }

    /// Asks the visible rows' heights again (the delegate's, or the cells' own sizes): what a batch of updates
    /// does, so an empty `beginUpdates()`/`endUpdates()` pair animates a row's new height, UIKit's idiom.
    /// Rows off screen are asked again when they next come near.
    ///
    /// - Complexity: O(v log n) for v visible rows.
    func remeasureVisibleRows() {
        guard hasLoadedData else { return }
        askedRows.removeAll()
        for (global, cell) in visibleCellsByRow {
            guard let position = layout.position(ofGlobalIndex: global) else { continue }
            let indexPath = IndexPath(row: position.row, section: position.section)
            var height: CGFloat = -1
            if let placeholderHeight = placeholderRowHeight(at: indexPath) {
                height = placeholderHeight
            } else if delegateSizesRows, let delegate = tableDelegate {
                let path = rowDataSourceIndexPath(indexPath)
                height = checkedRowHeight(delegate.tableView(self, heightForRowAt: path), "heightForRowAt", path)
            }
            if height < 0 {
                height = rowHeight >= 0 ? rowHeight : cell.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
            }
            setHeight(height, at: position)
        }
        updateContentSize()
        setNeedsLayout()
    }

    /// A shown cell said its size changed (``selfSizingInvalidation``): its row is measured again at once, with
    /// the rows above it kept still on screen. Constraint changes count with `.enabledIncludingConstraints`;
    /// calls while the cell is being configured, or for rows whose height the delegate or ``rowHeight`` gives,
    /// change nothing.
    ///
    /// - Complexity: O(log n) and one measure of the cell.
    func cellDidInvalidateSize(_ cell: TableViewCell, fromConstraints: Bool) {
        switch selfSizingInvalidation {
        case .disabled: return
        case .enabled: if fromConstraints { return }
        case .enabledIncludingConstraints: break
        }
        guard configuringIndexPath == nil, !isInLayoutPass, rowHeight < 0, !delegateSizesRows,
            let indexPath = cell.displayedIndexPath
        else { return }
        let height = checkedCellHeight(cell.sizeThatFits(CGSize(width: bounds.width, height: 0)).height, indexPath)
        guard setHeight(height, at: RowPosition(section: indexPath.section, row: indexPath.row)) else { return }
        updateContentSize()
        setNeedsLayout()
    }
}
