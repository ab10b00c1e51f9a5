import Foundation

/// Editing, selecting several items with a two-finger pan, and context menus (headless input for each).
extension CollectionView {
    /// Whether the delegate lets the item take the editing state.
    func canEdit(_ indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, canEditItemAt: indexPath) ?? true
    }

    /// Gives every visible cell its editing state after ``isEditing`` changed.
    func updateEditingOfVisibleCells() {
        for (slot, item) in visibleItems.enumerated() {
            guard let cell = visibleSlots[slot], let indexPath = indexPath(ofGlobal: item) else { continue }
            cell.isEditingItem = isEditing && canEdit(indexPath)
        }
        setNeedsLayout()
    }

    /// A two-finger pan across `indexPaths` (beyond UIKit, headless): when
    /// ``allowsMultipleSelectionDuringEditing`` is on and the delegate's `shouldBeginMultipleSelectionInteractionAt`
    /// agrees for the first item, the collection view begins editing (`didBeginMultipleSelectionInteractionAt`),
    /// selects each item the fingers pass (asking `shouldSelectItemAt`), and ends the interaction
    /// (`collectionViewDidEndMultipleSelectionInteraction`). Returns whether the interaction began.
    @discardableResult
    public func panToSelectItems(_ indexPaths: [IndexPath]) -> Bool {
        loadIfNeeded()
        guard allowsMultipleSelectionDuringEditing, let first = indexPaths.first, globalIndex(of: first) != nil,
            collectionDelegate?.collectionView(self, shouldBeginMultipleSelectionInteractionAt: first) ?? false
        else { return false }
        isEditing = true
        collectionDelegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: first)
        for indexPath in indexPaths where globalIndex(of: indexPath) != nil && !selectedItems.contains(indexPath) {
            guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { continue }
            selectedItems.insert(indexPath)
            cellForItem(at: indexPath)?.isSelected = true
            collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
        }
        collectionDelegate?.collectionViewDidEndMultipleSelectionInteraction(self)
        return true
    }

    // MARK: Context menus

    /// The context menu a long press opened, and its items (beyond UIKit: what a person sees).
    public var contextMenu: (indexPaths: [IndexPath], menu: Menu?)? {
        openMenu.map { ($0.indexPaths, $0.menu) }
    }

    /// The view the open context menu lifted (beyond UIKit: what a host draws): the delegate's
    /// `contextMenuConfiguration:highlightPreviewForItemAt:`, or the item's cell.
    public var contextMenuPreview: TargetedPreview? { openMenuPreview }

    /// A long press on an item (beyond UIKit, headless): the delegate's `contextMenuConfigurationForItemsAt`
    /// gives the menu, for the item or, when the item is part of a multiple selection, for all the selected
    /// items, with the item's centre as the point; the menu opens (`willDisplayContextMenu`). Returns whether a
    /// menu opened. ``chooseContextMenuAction(titled:)`` runs one of its actions and ``dismissContextMenu()``
    /// closes it.
    @discardableResult
    public func longPressItem(at indexPath: IndexPath) -> Bool {
        loadIfNeeded()
        guard globalIndex(of: indexPath) != nil, let delegate = collectionDelegate,
            let frame = layoutAttributesForItem(at: indexPath)?.frame
        else { return false }
        if openMenu != nil { dismissContextMenu() }
        let items =
            multipleSelectionAllowed && selectedItems.count > 1 && selectedItems.contains(indexPath)
            ? selectedItems.sorted() : [indexPath]
        let point = CGPoint(x: frame.midX, y: frame.midY)
        guard
            let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: items, point: point)
                ?? (items.count == 1
                    ? delegate.collectionView(self, contextMenuConfigurationForItemAt: items[0], point: point) : nil)
        else { return false }
        if items.count > 1, configuration.secondaryItemIdentifiers.isEmpty {
            configuration.secondaryItemIdentifiers = Set(items.filter { $0 != indexPath }.map(AnyHashable.init))
        }
        openMenu = (items, configuration, configuration.makeMenu())
        openMenuPreview =
            delegate.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
            ?? cellForItem(at: indexPath).map { TargetedPreview(view: $0) }
        ImmediateMenuAnimator.run(configuration, showingPreview: true) {
            delegate.collectionView(self, willDisplayContextMenu: configuration, animator: $0)
        }
        return true
    }

    /// Chooses the open context menu's action titled `title` (in submenus too): the menu closes
    /// (`willEndContextMenuInteraction`) and the action runs. Returns whether there was such an action.
    @discardableResult
    public func chooseContextMenuAction(titled title: String) -> Bool {
        openMenu?.menu?.choose(titled: title, sender: self) { dismissContextMenu() } ?? false
    }

    /// A tap on the open context menu's preview: the delegate's `willPerformPreviewActionForMenuWith`, then the
    /// menu closes.
    public func tapContextMenuPreview() {
        guard let open = openMenu else { return }
        ImmediateMenuAnimator.run(open.configuration, showingPreview: true) {
            collectionDelegate?.collectionView(
                self, willPerformPreviewActionForMenuWith: open.configuration, animator: $0)
        } after: {
            dismissContextMenu()
        }
    }

    /// Closes the open context menu, as a tap outside it does (`willEndContextMenuInteraction`).
    public func dismissContextMenu() {
        guard let open = openMenu else { return }
        openMenu = nil
        openMenuPreview = nil
        ImmediateMenuAnimator.run(open.configuration, showingPreview: false) {
            collectionDelegate?.collectionView(self, willEndContextMenuInteraction: open.configuration, animator: $0)
        }
        // Where the menu goes back to: the delegate's dismissal preview, or the cell (no motion headless).
        if let item = open.indexPaths.first {
            _ = collectionDelegate?.collectionView(
                self, contextMenuConfiguration: open.configuration, dismissalPreviewForItemAt: item)
        }
    }
}
