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
        guard allowsSelection, globalIndex(of: indexPath) != nil else { return }
        if !allowsMultipleSelection {
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

    /// A tap on an item, headless, in UIKit's order: `shouldHighlightItemAt`, `didHighlightItemAt` (the finger
    /// down), then `shouldSelectItemAt`, `didUnhighlightItemAt` and `didSelectItemAt` (the finger up); a tap on a
    /// selected item of a multiple-selection collection view asks `shouldDeselectItemAt` and deselects it. With
    /// single selection the item selected before is deselected without asking, as UIKit does.
    func performTap(at indexPath: IndexPath) {
        loadIfNeeded()
        guard allowsSelection, globalIndex(of: indexPath) != nil else { return }
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
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            let deselects = delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlight()
            guard deselects else { return }
            performDeselect(at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let selects = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight()
        guard selects else { return }
        if !allowsMultipleSelection {
            for other in selectedItems.sorted() where other != indexPath {
                performDeselect(at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
