import Foundation

/// Focus between items, as a keyboard's arrows move it on an iPad (beyond UIKit's public API, which leaves the
/// moving to the system's focus engine; a window host calls ``moveFocus(_:)``). The delegate's focus methods are
/// asked in UIKit's order.
extension CollectionView {
    /// The item with focus, if any.
    public var focusedIndexPath: IndexPath? {
        guard let focusedItem, globalIndex(of: focusedItem) != nil else { return nil }
        return focusedItem
    }

    /// Moves focus to the next item `heading`: `.left` and `.right` (`.previous`, `.next`) go to the item before or
    /// after in order, `.up` and `.down` to the nearest item above or below on screen (the next line of a grid),
    /// `.first` and `.last` to the ends, skipping items the delegate's `canFocusItemAt` refuses. With nothing
    /// focused, focus goes to `indexPathForPreferredFocusedView(in:)`, else the last item that had it (with
    /// ``remembersLastFocusedIndexPath``), else the first focusable item on screen. The delegate may refuse the move
    /// (`shouldUpdateFocusIn`); then the item scrolls into view, the delegate hears `didUpdateFocusIn`, and the item
    /// is selected when selection follows focus (`selectionFollowsFocusForItemAt`, by default
    /// ``selectionFollowsFocus``). Returns whether focus moved.
    ///
    /// - Complexity: O(items skipped), plus the layout's query of the items near the focused one for `.up`/`.down`.
    @discardableResult
    public func moveFocus(_ heading: FocusHeading) -> Bool {
        loadIfNeeded()
        guard isEditing ? allowsFocusDuringEditing : allowsFocus else { return false }
        let delegate = collectionDelegate
        let canFocus = { (path: IndexPath) in delegate?.collectionView(self, canFocusItemAt: path) ?? true }
        let current = focusedIndexPath
        var candidate: IndexPath?
        let count = numberOfItemsTotal
        let toEnd = heading.contains(.first) || heading.contains(.last)
        if let from = current ?? (toEnd ? indexPath(ofGlobal: 0) : nil), let index = globalIndex(of: from) {
            if heading.contains(.up) || heading.contains(.down) {
                candidate = item(from: from, goingDown: heading.contains(.down), where: canFocus)
            } else {
                let step = heading.contains(.left) || heading.contains(.previous) || heading.contains(.last) ? -1 : 1
                var next = heading.contains(.first) ? 0 : heading.contains(.last) ? count - 1 : index + step
                while next >= 0, next < count, let path = indexPath(ofGlobal: next), !canFocus(path) { next += step }
                candidate = next >= 0 && next < count ? indexPath(ofGlobal: next) : nil
            }
        } else {
            let remembered = remembersLastFocusedIndexPath ? lastFocusedItem : nil
            let preferred = (delegate?.indexPathForPreferredFocusedView(in: self) ?? remembered).flatMap {
                globalIndex(of: $0)
            }
            var next = preferred ?? indexPathsForVisibleItems.compactMap { globalIndex(of: $0) }.min() ?? 0
            while next < count, let path = indexPath(ofGlobal: next), !canFocus(path) { next += 1 }
            candidate = next < count ? indexPath(ofGlobal: next) : nil
        }
        guard let target = candidate, target != current else { return false }
        let context = CollectionViewFocusUpdateContext(
            previouslyFocusedIndexPath: current, nextFocusedIndexPath: target,
            previouslyFocusedView: current.flatMap { cellForItem(at: $0) }, nextFocusedView: cellForItem(at: target),
            focusHeading: heading)
        guard delegate?.collectionView(self, shouldUpdateFocusIn: context) ?? true else { return false }
        focusedItem = target
        lastFocusedItem = target
        if !indexPathsForVisibleItems.contains(target) || !isWhollyVisible(target) {
            scrollToItem(at: target, at: heading.contains(.up) ? .top : .bottom, animated: false)
        }
        layoutIfNeeded()
        delegate?.collectionView(self, didUpdateFocusIn: context, with: FocusAnimationCoordinator())
        if delegate?.collectionView(self, selectionFollowsFocusForItemAt: target) ?? selectionFollowsFocus {
            selectFollowingFocus(target)
        }
        return true
    }

    private var numberOfItemsTotal: Int {
        (0..<numberOfSections).reduce(0) { $0 + numberOfItems(inSection: $1) }
    }

    private func isWhollyVisible(_ indexPath: IndexPath) -> Bool {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return false }
        return bounds.contains(frame)
    }

    /// The focusable item nearest below (or above) `path` on screen: the smallest vertical step, then the
    /// nearest centre across.
    private func item(from path: IndexPath, goingDown: Bool, where canFocus: (IndexPath) -> Bool) -> IndexPath? {
        guard let frame = layoutAttributesForItem(at: path)?.frame else { return nil }
        let reach = max(bounds.height, frame.height * 4)
        let area = CGRect(
            x: -CGFloat.greatestFiniteMagnitude / 4, y: goingDown ? frame.maxY - 1 : frame.minY - reach,
            width: .greatestFiniteMagnitude / 2, height: reach + 1)
        let candidates = (collectionViewLayout.layoutAttributesForElements(in: area) ?? []).filter {
            $0.representedElementCategory == .cell && $0.indexPath != path
                && (goingDown ? $0.frame.minY >= frame.maxY - 0.5 : $0.frame.maxY <= frame.minY + 0.5)
                && canFocus($0.indexPath)
        }
        return candidates.min { a, b in
            let rowA = goingDown ? a.frame.minY - frame.maxY : frame.minY - a.frame.maxY
            let rowB = goingDown ? b.frame.minY - frame.maxY : frame.minY - b.frame.maxY
            if abs(rowA - rowB) > 0.5 { return rowA < rowB }
            return abs(a.frame.midX - frame.midX) < abs(b.frame.midX - frame.midX)
        }?.indexPath
    }
}
