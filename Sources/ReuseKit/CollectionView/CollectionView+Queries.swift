import Foundation
import ReuseCore

extension CollectionView {
    /// Where ``scrollToItem(at:at:animated:)`` puts an item: one vertical and one horizontal choice at most;
    /// none of either (`[]`) scrolls as little as makes the item fully visible.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // MARK: Queries

    /// The cells on screen, in item order.
    ///
    /// - Complexity: O(v), v the visible items.
    public var visibleCells: [CollectionViewCell] { visibleSlots.compactMap { $0 } }

    /// The index paths of the items on screen, in order.
    ///
    /// - Complexity: O(v log s).
    public var indexPathsForVisibleItems: [IndexPath] { visibleItems.compactMap(indexPath(ofGlobal:)) }

    /// The cell showing the item, or nil when the item is not on screen.
    ///
    /// - Complexity: O(log s + log v).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        globalIndex(of: indexPath).flatMap(cell(ofItem:))
    }

    /// The item a visible cell shows; nil for a cell that is not on screen.
    ///
    /// - Complexity: O(v).
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        for (slot, item) in visibleItems.enumerated() where visibleSlots[slot] === cell {
            return indexPath(ofGlobal: item)
        }
        return nil
    }

    /// The item whose frame holds `point` (in the content's coordinates), if any.
    ///
    /// - Complexity: O(log n) with the flow layout; a layout of a client's own is asked for the elements around
    ///   the point.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        if layout.answersVisibilityQueries, let flow = layout as? CollectionViewFlowLayout {
            let vertical = flow.scrollDirection == .vertical
            let main = Double(vertical ? point.y : point.x)
            let cross = Double(vertical ? point.x : point.y)
            return flow.grid.item(atMain: main, cross: cross)?.itemIndexPath
        }
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        for attributes in layout.layoutAttributesForElements(in: probe) ?? []
        where attributes.representedElementCategory == .cell && attributes.frame.contains(point) {
            return attributes.indexPath
        }
        return nil
    }

    /// The layout's attributes of the item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        loadIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of a supplementary view.
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        loadIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` on screen at `indexPath`, if any.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
    {
        visibleSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        visibleSupplementaries.keys.filter { $0.kind == elementKind }.sorted().compactMap {
            visibleSupplementaries[$0]
        }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: Scrolling

    func performScroll(to indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard globalIndex(of: indexPath) != nil else { ProgrammerError.stop(.scrollToInvalidIndexPath(indexPath)) }
        collectionViewLayout.prepareIfNeeded()
        updateContentSize()
        // A section that scrolls across takes the horizontal part itself (at once: its scrolling is not animated).
        scrollOrthogonally(to: indexPath, at: scrollPosition)
        if animated {
            scrollTarget = (indexPath, scrollPosition)
            placeContent(at: targetOffset(for: indexPath, scrollPosition), animated: true)
            return
        }
        scrollTarget = nil
        for _ in 0..<16 {
            let target = targetOffset(for: indexPath, scrollPosition)
            if target == contentOffset { break }
            placeContent(at: target, animated: false)
            layoutIfNeeded()
        }
    }

    /// An animated scroll to an item aims again each frame, as items measured on the way move it.
    func reaimScroll() {
        guard let (indexPath, position) = scrollTarget, isScrollAnimating else { return }
        guard globalIndex(of: indexPath) != nil else {
            scrollTarget = nil
            return
        }
        let target = targetOffset(for: indexPath, position)
        physics.retarget(to: Double(scrollsSideways ? target.x : target.y))
    }

    /// The content offset that puts an item at `position`, within the offsets the content allows.
    func targetOffset(for indexPath: IndexPath, _ position: ScrollPosition) -> CGPoint {
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
            return contentOffset
        }
        let size = bounds.size
        let inset = effectiveInset
        var y = contentOffset.y
        if position.contains(.top) {
            y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            y = frame.midY - inset.top - (size.height - inset.top - inset.bottom) / 2
        } else if position.contains(.bottom) {
            y = frame.maxY - size.height + inset.bottom
        } else if !scrollsHorizontally {
            if frame.minY < y + inset.top {
                y = frame.minY - inset.top
            } else if frame.maxY > y + size.height - inset.bottom {
                y = frame.maxY - size.height + inset.bottom
            }
        }
        var x = contentOffset.x
        if position.contains(.left) {
            x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            x = frame.midX - size.width / 2
        } else if position.contains(.right) {
            x = frame.maxX - size.width + inset.right
        } else if scrollsHorizontally {
            if frame.minX < x + inset.left {
                x = frame.minX - inset.left
            } else if frame.maxX > x + size.width - inset.right {
                x = frame.maxX - size.width + inset.right
            }
        }
        let maxY = max(contentSize.height + inset.bottom - size.height, -inset.top)
        let maxX = max(contentSize.width + inset.right - size.width, -inset.left)
        return CGPoint(x: min(max(x, -inset.left), maxX), y: min(max(y, -inset.top), maxY))
    }

    /// The cells and supplementary views on screen.
    var shownReusableViews: [CollectionReusableView] {
        visibleSlots.compactMap { $0 } + visibleSupplementaries.keys.sorted().compactMap { visibleSupplementaries[$0] }
    }
}
