import Foundation

extension TableView {
    /// The selected row, or the first selected row in a table that allows several.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows, top to bottom; nil when none is selected, as in UIKit.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    func performSelect(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard allowsSelection, isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        selectedRows.insert(indexPath)
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func performDeselect(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// A tap on a row: closes a swiped row or a Delete button if one shows; else highlights the row
    /// (`shouldHighlightRowAt`, `didHighlightRowAt`), selects it (`willSelectRowAt`, `didUnhighlightRowAt`,
    /// the other rows' deselection, `didSelectRowAt`), posts ``TableView/selectionDidChangeNotification`` and
    /// performs the row's primary action (`canPerformPrimaryActionForRowAt`, `performPrimaryActionForRowAt`).
    /// In editing mode rows are selected only with ``allowsSelectionDuringEditing``.
    func performTap(at indexPath: IndexPath) {
        loadIfNeeded()
        guard isValid(indexPath) else { return }
        if editState.swiped != nil {
            closeSwipedRow()
            return
        }
        if let confirming = editState.confirmingDeletion {
            editState.confirmingDeletion = nil
            cellForRow(at: confirming)?.showingDeleteConfirmation = false
            return
        }
        let editing = editState.isEditing
        guard editing ? allowsSelectionDuringEditing : allowsSelection else { return }
        let multiple = editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        let highlights = tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        if highlights { highlight(indexPath, true) }
        if multiple, selectedRows.contains(indexPath) {
            if highlights { highlight(indexPath, false) }
            userDeselect(indexPath)
            postSelectionChange()
            return
        }
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        if highlights { highlight(indexPath, false) }
        guard let target, isValid(target) else { return }
        userSelect(target, multiple: multiple)
        if let delegate = tableDelegate, delegate.tableView(self, canPerformPrimaryActionForRowAt: target) {
            delegate.tableView(self, performPrimaryActionForRowAt: target)
        }
    }

    /// Selects `indexPath` as focus reaches it with selection following focus: `willSelectRowAt` may redirect or
    /// refuse it, the other rows are deselected unless several may be, and `didSelectRowAt` follows, as for a tap,
    /// without the highlight and the primary action.
    func selectFollowingFocus(_ indexPath: IndexPath) {
        let editing = editState.isEditing
        guard editing ? allowsSelectionDuringEditing : allowsSelection else { return }
        let multiple = editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target, isValid(target), !selectedRows.contains(target) else { return }
        userSelect(target, multiple: multiple)
    }

    /// Selects `target` as a person does: the other rows are deselected (with the delegate's deselection
    /// callbacks) unless several may be selected, then `didSelectRowAt` and the notification.
    private func userSelect(_ target: IndexPath, multiple: Bool) {
        if !multiple {
            for row in selectedRows.sorted() where row != target { userDeselect(row) }
        }
        selectedRows.insert(target)
        cellForRow(at: target)?.setSelected(true, animated: true)
        tableDelegate?.tableView(self, didSelectRowAt: target)
        postSelectionChange()
    }

    /// Highlights or unhighlights a row's cell and tells the delegate.
    private func highlight(_ indexPath: IndexPath, _ on: Bool) {
        editState.highlighted = on ? indexPath : nil
        cellForRow(at: indexPath)?.setHighlighted(on, animated: true)
        if on {
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        } else {
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
    }

    private func postSelectionChange() {
        NotificationCenter.default.post(name: TableView.selectionDidChangeNotification, object: self)
    }

    /// Scrolls as little as brings the selected row nearest the top into view (at `scrollPosition`); nothing
    /// when no row is selected.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = indexPathForSelectedRow else { return }
        scrollToRow(at: row, at: scrollPosition, animated: animated)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let target = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target, selectedRows.contains(target) else { return }
        deselectRow(at: target, animated: true)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
