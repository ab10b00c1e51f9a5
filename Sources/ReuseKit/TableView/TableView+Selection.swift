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

    func performTap(at indexPath: IndexPath) {
        loadIfNeeded()
        guard allowsSelection, isValid(indexPath) else { return }
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target, isValid(target) else { return }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != target { userDeselect(row) }
        }
        selectedRows.insert(target)
        cellForRow(at: target)?.setSelected(true, animated: true)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let target = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target, selectedRows.contains(target) else { return }
        deselectRow(at: target, animated: true)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
