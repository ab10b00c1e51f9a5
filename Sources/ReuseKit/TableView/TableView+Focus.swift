import Foundation

/// Focus between rows, as a keyboard's arrows move it on an iPad (beyond UIKit's public API, which leaves the
/// moving to the system's focus engine; a window host calls ``moveFocus(_:)``). The delegate's focus methods are
/// asked in UIKit's order.
extension TableView {
    /// The row with focus, if any.
    public var focusedIndexPath: IndexPath? {
        guard let focused = editState.focused, isValid(focused) else { return nil }
        return focused
    }

    /// Moves focus one row `heading` (`.up`, `.down`, `.previous`, `.next`), or to the first or last row
    /// (`.first`, `.last`), skipping rows the delegate's `canFocusRowAt` refuses. With nothing focused yet, focus
    /// goes to the delegate's `indexPathForPreferredFocusedView(in:)`, else the last row that had it (with
    /// ``remembersLastFocusedIndexPath``), else the first focusable row on screen. The delegate may refuse the move
    /// (`shouldUpdateFocusIn`); then the row scrolls into view, the delegate hears `didUpdateFocusIn`, and the row is
    /// selected as a tap selects it when selection follows focus (`selectionFollowsFocusForRowAt`, by default
    /// ``selectionFollowsFocus``). Returns whether focus moved.
    ///
    /// - Complexity: O(sections + rows skipped).
    @discardableResult
    public func moveFocus(_ heading: FocusHeading) -> Bool {
        loadIfNeeded()
        guard isEditing ? allowsFocusDuringEditing : allowsFocus else { return false }
        let delegate = tableDelegate
        let canFocus = { (path: IndexPath) in delegate?.tableView(self, canFocusRowAt: path) ?? true }
        let current = focusedIndexPath
        var candidate: IndexPath?
        let toEnd = heading.contains(.first) || heading.contains(.last)
        if let current = current ?? (toEnd ? firstRow : nil) {
            let step = heading.contains(.up) || heading.contains(.previous) || heading.contains(.left) ? -1 : 1
            var next =
                heading.contains(.first) ? firstRow : heading.contains(.last) ? lastRow : row(after: current, step)
            let direction = heading.contains(.first) ? 1 : heading.contains(.last) ? -1 : step
            while let path = next, !canFocus(path) { next = row(after: path, direction) }
            candidate = next
        } else {
            let remembered =
                remembersLastFocusedIndexPath ? editState.lastFocused.flatMap { isValid($0) ? $0 : nil } : nil
            let preferred = delegate?.indexPathForPreferredFocusedView(in: self) ?? remembered
            let start = preferred.flatMap { isValid($0) ? $0 : nil } ?? indexPathsForVisibleRows?.first ?? firstRow
            var next = start
            while let path = next, !canFocus(path) { next = row(after: path, 1) }
            candidate = next
        }
        guard let target = candidate, target != current else { return false }
        let context = TableViewFocusUpdateContext(
            previouslyFocusedIndexPath: current, nextFocusedIndexPath: target,
            previouslyFocusedView: current.flatMap { cellForRow(at: $0) }, nextFocusedView: cellForRow(at: target),
            focusHeading: heading)
        guard delegate?.tableView(self, shouldUpdateFocusIn: context) ?? true else { return false }
        editState.focused = target
        editState.lastFocused = target
        scrollToRow(at: target, at: .none, animated: false)
        layoutIfNeeded()
        delegate?.tableView(self, didUpdateFocusIn: context, with: FocusAnimationCoordinator())
        if delegate?.tableView(self, selectionFollowsFocusForRowAt: target) ?? selectionFollowsFocus {
            selectFollowingFocus(target)
        }
        return true
    }

    /// Takes focus away from the rows (the window lost it, or a click went elsewhere).
    public func resignRowFocus() {
        editState.focused = nil
    }

    private var firstRow: IndexPath? {
        (0..<numberOfSections).first { numberOfRows(inSection: $0) > 0 }.map { IndexPath(row: 0, section: $0) }
    }

    private var lastRow: IndexPath? {
        (0..<numberOfSections).reversed().first { numberOfRows(inSection: $0) > 0 }.map {
            IndexPath(row: numberOfRows(inSection: $0) - 1, section: $0)
        }
    }

    /// The row `step` rows after `path` (before, when negative), across sections; nil past the ends.
    private func row(after path: IndexPath, _ step: Int) -> IndexPath? {
        var section = path.section
        var row = path.row + step
        while section >= 0, section < numberOfSections, row < 0 || row >= numberOfRows(inSection: section) {
            if row < 0 {
                section -= 1
                guard section >= 0 else { return nil }
                row += numberOfRows(inSection: section)
            } else {
                row -= numberOfRows(inSection: section)
                section += 1
            }
        }
        guard section >= 0, section < numberOfSections else { return nil }
        return IndexPath(row: row, section: section)
    }
}
