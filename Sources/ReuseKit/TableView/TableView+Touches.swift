import Foundation

extension TableView {
    /// A tap on a row's accessory (beyond UIKit, headless): a detail button (`.detailButton`,
    /// `.detailDisclosureButton`) tells the delegate (`accessoryButtonTappedForRowWith`); any other accessory is
    /// part of the row, so the tap is a tap on the row. A custom ``TableViewCell/accessoryView`` is the client's
    /// own view: tap it directly.
    public func tapAccessory(forRowAt indexPath: IndexPath) {
        loadIfNeeded()
        guard isValid(indexPath) else { return }
        let cell = cellForRow(at: indexPath)
        let type = editState.isEditing ? cell?.editingAccessoryType : cell?.accessoryType
        if type == .detailButton || type == .detailDisclosureButton {
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        } else {
            tapRow(at: indexPath)
        }
    }

    /// The context menu a long press opened, and its row (beyond UIKit: what a person sees).
    public var contextMenu: (indexPath: IndexPath, menu: Menu?)? {
        editState.menu.map { ($0.indexPath, $0.menu) }
    }

    /// The view the open context menu lifted (beyond UIKit: what a host draws): the delegate's
    /// `previewForHighlightingContextMenuWithConfiguration`, or the row's cell.
    public var contextMenuPreview: TargetedPreview? { editState.menuPreview }

    /// A long press on a row (beyond UIKit, headless): the delegate's `contextMenuConfigurationForRowAt`
    /// (with the row's centre as the point) gives the menu, which opens (`willDisplayContextMenu`). Without one,
    /// a delegate that answers `shouldShowMenuForRowAt` with true gets the older edit menu
    /// (`UIMenuController.shared`) over the row. Returns whether a menu opened. ``chooseContextMenuAction(titled:)`` runs one of its actions, and
    /// ``dismissContextMenu()`` closes it.
    @discardableResult
    public func longPressRow(at indexPath: IndexPath) -> Bool {
        loadIfNeeded()
        guard isValid(indexPath), let delegate = tableDelegate else { return false }
        if editState.menu != nil { dismissContextMenu() }
        let rect = rectForRow(at: indexPath)
        guard
            let configuration = delegate.tableView(
                self, contextMenuConfigurationForRowAt: indexPath, point: CGPoint(x: rect.midX, y: rect.midY))
        else {
            guard delegate.tableView(self, shouldShowMenuForRowAt: indexPath) else { return false }
            MenuController.shared.showMenu(from: self, rect: rect)
            return true
        }
        editState.menu = (indexPath, configuration, configuration.makeMenu())
        editState.menuPreview =
            delegate.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
            ?? cellForRow(at: indexPath).map { TargetedPreview(view: $0) }
        ImmediateMenuAnimator.run(configuration, showingPreview: true) {
            delegate.tableView(self, willDisplayContextMenu: configuration, animator: $0)
        }
        return true
    }

    /// Chooses the open context menu's action titled `title` (in submenus too): the menu closes
    /// (`willEndContextMenuInteraction`) and the action runs. Returns whether there was such an action.
    @discardableResult
    public func chooseContextMenuAction(titled title: String) -> Bool {
        editState.menu?.menu?.choose(titled: title, sender: self) { dismissContextMenu() } ?? false
    }

    /// A tap on the open context menu's preview: the delegate's `willPerformPreviewActionForMenuWith`, then
    /// the menu closes.
    public func tapContextMenuPreview() {
        guard let open = editState.menu else { return }
        ImmediateMenuAnimator.run(open.configuration, showingPreview: true) {
            tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: open.configuration, animator: $0)
        } after: {
            dismissContextMenu()
        }
    }

    /// Closes the open context menu, as a tap outside it does (`willEndContextMenuInteraction`).
    public func dismissContextMenu() {
        guard let open = editState.menu else { return }
        editState.menu = nil
        editState.menuPreview = nil
        ImmediateMenuAnimator.run(open.configuration, showingPreview: false) {
            tableDelegate?.tableView(self, willEndContextMenuInteraction: open.configuration, animator: $0)
        }
        // Where the menu goes back to: the delegate's dismissal preview, or the cell (no motion headless).
        _ = tableDelegate?.tableView(self, previewForDismissingContextMenuWithConfiguration: open.configuration)
    }
}
