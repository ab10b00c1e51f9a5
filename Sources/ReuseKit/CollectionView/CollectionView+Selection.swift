import Foundation

extension CollectionView {
    /// The selected items, in order; empty when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    func performSelect(at indexPath: IndexPath?, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for selected in selectedItems { setCellSelected(false, at: selected) }
            selectedItems.removeAll()
            return
        }
        guard selectionAllowed, globalIndex(of: indexPath) != nil else { return }
        if !multipleSelectionAllowed {
            for selected in selectedItems where selected != indexPath { setCellSelected(false, at: selected) }
            selectedItems = selectedItems.filter { $0 == indexPath }
        }
        selectedItems.insert(indexPath)
        setCellSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: false) }
    }

    func performDeselect(at indexPath: IndexPath) {
        guard selectedItems.remove(indexPath) != nil else { return }
        setCellSelected(false, at: indexPath)
    }

    private func setCellSelected(_ selected: Bool, at indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isSelected = selected
    }

    /// Whether items can be selected now (``allowsSelectionDuringEditing`` while editing).
    var selectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    /// Whether several items can be selected now.
    var multipleSelectionAllowed: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// A tap on an item, headless, in UIKit's order: `shouldHighlightItemAt`, `didHighlightItemAt` (the finger
    /// down), then `shouldSelectItemAt`, `didUnhighlightItemAt` and `didSelectItemAt` (the finger up), and out of
    /// editing the primary action (`canPerformPrimaryActionForItemAt`, `performPrimaryActionForItemAt`); a tap on a
    /// selected item of a multiple-selection collection view asks `shouldDeselectItemAt` and deselects it. With
    /// single selection the item selected before is deselected without asking, as UIKit does.
    func performTap(at indexPath: IndexPath) {
        loadIfNeeded()
        guard globalIndex(of: indexPath) != nil else { return }
        // A header-style outline disclosure takes the tap: the item expands or collapses, and is not selected.
        if let cell = cellForItem(at: indexPath) as? CollectionViewListCell, cell.togglesOutlineOnTap, !isEditing {
            tapAccessory(.outlineDisclosure, ofItemAt: indexPath)
            return
        }
        guard selectionAllowed else {
            performPrimaryAction(at: indexPath)
            return
        }
        let delegate = collectionDelegate
        let highlights = delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        if highlights {
            highlightedItem = indexPath
            cellForItem(at: indexPath)?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
        }
        func unhighlight() {
            guard highlights else { return }
            highlightedItem = nil
            cellForItem(at: indexPath)?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        if multipleSelectionAllowed, selectedItems.contains(indexPath) {
            let deselects = delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlight()
            guard deselects else { return }
            performDeselect(at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let selects = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight()
        guard selects else {
            performPrimaryAction(at: indexPath)
            return
        }
        userSelect(indexPath)
        performPrimaryAction(at: indexPath)
    }

    /// Selects `indexPath` as focus reaches it with selection following focus: `shouldSelectItemAt` may refuse it,
    /// the item selected before is deselected with single selection, and `didSelectItemAt` follows, as for a tap,
    /// without the highlight and the primary action.
    func selectFollowingFocus(_ indexPath: IndexPath) {
        guard selectionAllowed, !selectedItems.contains(indexPath) else { return }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        userSelect(indexPath)
    }

    /// Selects `indexPath` as a person does: with single selection the item selected before is deselected
    /// (`didDeselectItemAt`), then `didSelectItemAt`.
    private func userSelect(_ indexPath: IndexPath) {
        let delegate = collectionDelegate
        if !multipleSelectionAllowed {
            for other in selectedItems.sorted() where other != indexPath {
                performDeselect(at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// The primary action of a tap out of editing: the item's activation, as distinct from its selection.
    private func performPrimaryAction(at indexPath: IndexPath) {
        guard !isEditing, let delegate = collectionDelegate,
            delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath)
        else { return }
        delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
    }
}
