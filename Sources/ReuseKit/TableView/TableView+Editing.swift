import Foundation

extension TableView {
    /// Whether the table is in editing mode; setting it is `setEditing(_:animated: false)`.
    public var isEditing: Bool {
        get { editState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    func performSetEditing(_ editing: Bool, animated: Bool) {
        if editState.swiped != nil { closeSwipedRow() }
        guard editing != editState.isEditing else { return }
        editState.isEditing = editing
        editState.confirmingDeletion = nil
        if !editing || !allowsSelectionDuringEditing {
            for row in selectedRows.sorted() { deselectRow(at: row, animated: animated) }
        }
        for cell in visibleCells { configureEditing(of: cell, animated: animated) }
    }

    /// Gives a cell its editing state for the row it shows: the table's mode, the row's editing style,
    /// indentation and reorder control.
    func configureEditing(of cell: TableViewCell, animated: Bool) {
        guard let indexPath = cell.displayedIndexPath else { return }
        let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        let style = editable ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        cell.editingStyle = editState.isEditing ? style : .none
        cell.showsReorderControl =
            editState.isEditing && !editState.unimplemented.contains(.move)
            && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        if cell.isEditing != editState.isEditing { cell.setEditing(editState.isEditing, animated: animated) }
    }

    // MARK: Editing controls (headless input)

    /// A tap on the editing control of a row in editing mode (beyond UIKit, headless): a delete control shows
    /// the row's Delete button (``tapDeleteConfirmationButton(forRowAt:)`` commits it), an insert control
    /// commits the insertion at once (`tableView(_:commit: .insert, forRowAt:)`).
    public func tapEditingControl(forRowAt indexPath: IndexPath) {
        loadIfNeeded()
        guard editState.isEditing, isValid(indexPath), dataSource?.tableView(self, canEditRowAt: indexPath) == true
        else { return }
        switch tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete {
        case .none:
            return
        case .insert:
            commitEdit(.insert, at: indexPath)
        case .delete:
            editState.confirmingDeletion = indexPath
            cellForRow(at: indexPath)?.showingDeleteConfirmation = true
        }
    }

    /// The title of the Delete button a row shows: the delegate's, or "Delete".
    public func deleteConfirmationTitle(forRowAt indexPath: IndexPath) -> String {
        tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    }

    /// The row whose Delete button shows in editing mode (after ``tapEditingControl(forRowAt:)``).
    public var indexPathShowingDeleteConfirmation: IndexPath? { editState.confirmingDeletion }

    /// A tap on the Delete button of a row that shows it (beyond UIKit, headless): commits the deletion.
    public func tapDeleteConfirmationButton(forRowAt indexPath: IndexPath) {
        guard editState.confirmingDeletion == indexPath else { return }
        editState.confirmingDeletion = nil
        cellForRow(at: indexPath)?.showingDeleteConfirmation = false
        commitEdit(.delete, at: indexPath)
    }

    /// Hands an insertion or deletion to the data source; reports a data source that does not take them.
    func commitEdit(_ style: TableViewCell.EditingStyle, at indexPath: IndexPath) {
        guard let dataSource else { return }
        editState.unimplemented.remove(.commit)
        dataSource.tableView(self, commit: style, forRowAt: indexPath)
        if editState.unimplemented.contains(.commit) {
            report(
                ReuseDiagnostic(
                    kind: .editingNotSupported, rows: [indexPath],
                    message: Messages.editingNotSupported(style: style, indexPath)))
        }
    }

    // MARK: Reordering (headless input)

    /// Drags a row by its reorder control in editing mode to `destination` (beyond UIKit, headless), in the
    /// index paths of after the move, as `moveRowAt` gets them. Within a section the row passes each row on
    /// the way (up to 64; a longer or cross-section drag proposes only where it ends), and at each the
    /// delegate's `targetIndexPathForMoveFromRowAt` may send it elsewhere; where it ends, the table tells the
    /// data source (`moveRowAt`) and moves the row. Returns where the row went, or nil when it could not move
    /// (not editing, `canMoveRowAt` false, a place outside the table, or a data source that does not move rows).
    @discardableResult
    public func dragRow(at source: IndexPath, to destination: IndexPath) -> IndexPath? {
        loadIfNeeded()
        guard editState.isEditing, isValid(source), isDropTarget(destination, from: source),
            let dataSource, dataSource.tableView(self, canMoveRowAt: source)
        else { return nil }
        var target = source
        for proposed in proposals(from: source, to: destination) {
            let answer =
                tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
                ?? proposed
            if isDropTarget(answer, from: source) { target = answer }
        }
        editState.unimplemented.remove(.move)
        dataSource.tableView(self, moveRowAt: source, to: target)
        guard !editState.unimplemented.contains(.move) else {
            for cell in visibleCells { configureEditing(of: cell, animated: false) }
            report(
                ReuseDiagnostic(
                    kind: .editingNotSupported, rows: [source], message: Messages.movingNotSupported(source)))
            return nil
        }
        if target != source { moveRow(at: source, to: target) }
        return target
    }

    /// Whether a row from `source` can be dropped at `indexPath`: a row of its own section, or a row of
    /// another section or the place after its last row.
    private func isDropTarget(_ indexPath: IndexPath, from source: IndexPath) -> Bool {
        guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.row >= 0 else { return false }
        let count = numberOfRows(inSection: indexPath.section)
        return indexPath.section == source.section ? indexPath.row < count : indexPath.row <= count
    }

    /// The places a dragged row is proposed on its way to `destination`.
    private func proposals(from source: IndexPath, to destination: IndexPath) -> [IndexPath] {
        guard source != destination else { return [] }
        guard source.section == destination.section, abs(destination.row - source.row) <= 64 else {
            return [destination]
        }
        let step = destination.row > source.row ? 1 : -1
        return stride(from: source.row + step, through: destination.row, by: step).map {
            IndexPath(row: $0, section: source.section)
        }
    }
}
