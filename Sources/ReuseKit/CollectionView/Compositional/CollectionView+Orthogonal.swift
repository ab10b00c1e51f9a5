import Foundation

extension CollectionView {
    /// Moves a section that scrolls orthogonally (a compositional section with an `orthogonalScrollingBehavior`)
    /// to `offset` across, within its content, and lays out: its cells come and go and are reused as the
    /// collection view's are (beyond UIKit, whose sections scroll only under a finger: the headless way to
    /// scroll one). Paging behaviours bring the offset to the nearest page or group.
    public func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        loadIfNeeded()
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout else { return }
        layout.prepareIfNeeded()
        guard section >= 0, section < layout.info.count, layout.info[section].orthogonal else { return }
        let range = layout.orthogonalRange(ofSection: section)
        let wanted = offset.isFinite ? offset : 0
        let snapped = layout.restingOffset(for: wanted, inSection: section)
        layout.orthogonalOffsets[section] = min(max(snapped, range.lowerBound), range.upperBound)
        layoutGeneration &+= 1
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Scrolls the section of `indexPath` across, when it scrolls orthogonally, to put the item where `position`
    /// says (`.left`, `.centeredHorizontally`, `.right`; none: just into view), as UIKit's `scrollToItem` scrolls
    /// the section's own scroll view. Returns whether the section scrolls orthogonally.
    @discardableResult
    func scrollOrthogonally(to indexPath: IndexPath, at position: ScrollPosition) -> Bool {
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout else { return false }
        layout.prepareIfNeeded()
        let section = indexPath.section
        guard section >= 0, section < layout.info.count, layout.info[section].orthogonal,
            let shifted = layout.layoutAttributesForItem(at: indexPath)?.frame
        else { return false }
        let shift = orthogonalOffset(forSection: section)
        let frame = shifted.offsetBy(dx: shift, dy: 0)
        let width = bounds.width
        var offset = shift
        if position.contains(.left) {
            offset = frame.minX
        } else if position.contains(.centeredHorizontally) {
            offset = frame.midX - width / 2
        } else if position.contains(.right) {
            offset = frame.maxX - width
        } else if frame.minX < shift {
            offset = frame.minX
        } else if frame.maxX > shift + width {
            offset = frame.maxX - width
        }
        if offset != shift { setOrthogonalOffset(offset, forSection: section) }
        return true
    }

    /// Where an orthogonally scrolling section is across; 0 for any other section.
    public func orthogonalOffset(forSection section: Int) -> CGFloat {
        (collectionViewLayout as? CollectionViewCompositionalLayout)?.orthogonalOffsets[section] ?? 0
    }
}

extension CollectionViewCompositionalLayout {
    /// Where a section's behaviour brings an offset to rest: a page (the view's width), a group, a group centred,
    /// a group's leading edge, or where it is.
    func restingOffset(for offset: CGFloat, inSection section: Int) -> CGFloat {
        guard let layoutSection = info[section].section else { return offset }
        let grid = grid.sections[section]
        let step = CGFloat(grid.groupCross + grid.groupSpacing)
        let width = collectionViewContentSize.width
        switch layoutSection.orthogonalScrollingBehavior {
        case .none, .continuous:
            return offset
        case .paging:
            return width > 0 ? (offset / width).rounded() * width : offset
        case .continuousGroupLeadingBoundary, .groupPaging:
            return step > 0 ? (offset / step).rounded() * step : offset
        case .groupPagingCentered:
            guard step > 0 else { return offset }
            let inset = CGFloat(grid.insetCrossBefore)
            let centring = inset + CGFloat(grid.groupCross) / 2 - width / 2
            return ((offset - centring) / step).rounded() * step + centring
        }
    }
}
