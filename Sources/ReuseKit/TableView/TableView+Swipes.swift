import Foundation

extension TableView {
    /// The row a swipe opened and the actions it shows, from the edge inward (beyond UIKit: what a person sees).
    public var swipedRow: (indexPath: IndexPath, actions: [ContextualAction])? {
        editState.swiped.map { ($0.indexPath, $0.actions) }
    }

    /// The edge the swiped row was swiped from (beyond UIKit: where a renderer draws its actions).
    public var swipedEdge: SwipeEdge? { editState.swiped?.edge }

    /// A swipe on a row from `edge` (beyond UIKit, headless), as far as it opens: the delegate's swipe actions
    /// for that edge, or for the trailing edge of a row whose editing style is delete and whose data source
    /// commits edits, one Delete action (titled by `titleForDeleteConfirmationButtonForRowAt`). The table
    /// enters swipe editing (`willBeginEditingRowAt`); ``tapSwipeAction(at:)`` runs an action, and
    /// ``closeSwipedRow()`` (a tap elsewhere) closes the row (`didEndEditingRowAt`). Returns whether the row
    /// opened: not when `canEditRowAt` says no, the table is in editing mode, or there are no actions.
    @discardableResult
    public func swipeRow(at indexPath: IndexPath, from edge: SwipeEdge) -> Bool {
        loadIfNeeded()
        guard !editState.isEditing, isValid(indexPath) else { return false }
        if let open = editState.swiped {
            closeSwipedRow()
            if open.indexPath == indexPath { return false }
        }
        guard let actions = swipeActions(for: indexPath, edge: edge), !actions.actions.isEmpty else { return false }
        editState.swiped = (indexPath, edge, actions.actions)
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        cellForRow(at: indexPath)?.showingDeleteConfirmation = true
        return true
    }

    /// A swipe all the way across (beyond UIKit, headless): performs the first action when the configuration
    /// allows it (`performsFirstActionWithFullSwipe`), else opens the row as ``swipeRow(at:from:)`` does.
    public func fullSwipeRow(at indexPath: IndexPath, from edge: SwipeEdge) {
        loadIfNeeded()
        guard !editState.isEditing, isValid(indexPath), let configuration = swipeActions(for: indexPath, edge: edge),
            !configuration.actions.isEmpty
        else { return }
        if editState.swiped != nil { closeSwipedRow() }
        editState.swiped = (indexPath, edge, configuration.actions)
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        if configuration.performsFirstActionWithFullSwipe {
            tapSwipeAction(at: 0)
        } else {
            cellForRow(at: indexPath)?.showingDeleteConfirmation = true
        }
    }

    /// Chooses the `index`th action of the swiped row (beyond UIKit, headless): its handler runs with the
    /// row's cell and a completion; the row closes when the handler calls it (`didEndEditingRowAt`, with nil
    /// when the action deleted the row). The default Delete action commits the deletion to the data source.
    public func tapSwipeAction(at index: Int) {
        guard let swiped = editState.swiped, swiped.actions.indices.contains(index) else { return }
        let action = swiped.actions[index]
        let rowsBefore = numberOfRows(inSection: swiped.indexPath.section)
        let finish: (Bool) -> Void = { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, let open = self.editState.swiped, open.indexPath == swiped.indexPath else { return }
                let deleted = self.numberOfRows(inSection: swiped.indexPath.section) < rowsBefore
                self.closeSwipedRow(deleted: deleted)
            }
        }
        let sourceView = cellForRow(at: swiped.indexPath) ?? self
        action.handler(action, sourceView, finish)
    }

    /// Closes the swiped row, as a tap elsewhere does (`didEndEditingRowAt`).
    public func closeSwipedRow() {
        closeSwipedRow(deleted: false)
    }

    private func closeSwipedRow(deleted: Bool) {
        guard let swiped = editState.swiped else { return }
        editState.swiped = nil
        if !deleted { cellForRow(at: swiped.indexPath)?.showingDeleteConfirmation = false }
        tableDelegate?.tableView(self, didEndEditingRowAt: deleted ? nil : swiped.indexPath)
    }

    /// The delegate's configuration for the edge, or the default Delete for the trailing edge.
    private func swipeActions(for indexPath: IndexPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        let configured: SwipeActionsConfiguration?
        switch edge {
        case .leading: configured = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing:
            configured = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
        if let configured { return configured }
        if edge == .trailing, let rowActions = tableDelegate?.tableView(self, editActionsForRowAt: indexPath),
            !rowActions.isEmpty
        {
            return SwipeActionsConfiguration(actions: rowActions.map { $0.contextualAction(at: indexPath) })
        }
        guard edge == .trailing, style == .delete, !editState.unimplemented.contains(.commit) else { return nil }
        let delete = ContextualAction(style: .destructive, title: deleteConfirmationTitle(forRowAt: indexPath)) {
            [weak self] _, _, completion in
            guard let self else { return }
            let rows = self.numberOfRows(inSection: indexPath.section)
            self.commitEdit(.delete, at: indexPath)
            completion(self.numberOfRows(inSection: indexPath.section) < rows)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}
