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
