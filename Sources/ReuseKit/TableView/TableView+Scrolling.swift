import Foundation
import ReuseCore

extension TableView {
    func performScroll(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard indexPath.section >= 0, indexPath.section < layout.numberOfSections else {
            ProgrammerError.stop(
                .scrollToSectionOutOfBounds(section: indexPath.section, sections: layout.numberOfSections))
        }
        let rows = layout.numberOfRows(inSection: indexPath.section)
        guard indexPath.row >= 0, indexPath.row < rows else {
            ProgrammerError.stop(.scrollToRowOutOfBounds(row: indexPath.row, rows: rows, section: indexPath.section))
        }
        // `.none` is decided once, from where the row (measured first) is now: it then means top, bottom, or no
        // scroll; the rows that will share the screen with it are measured for the position decided.
        let row = self.position(indexPath)
        let measured = measureWithoutCell(row)
        let position = resolved(scrollPosition, for: indexPath)
        if measured { premeasure(around: row, position) }
        if animated {
            // Re-aimed every frame (rows measured on the way move the row), and landed exactly when it ends.
            scrollTarget = (indexPath, position)
            placeContent(at: CGPoint(x: contentOffset.x, y: targetOffset(for: indexPath, position)), animated: true)
            return
        }
        scrollTarget = nil
        land(at: indexPath, position)
    }

    /// Puts a row exactly at `position`: sets the offset and lays out until the row's place stops changing (rows
    /// measured by the pass may move it).
    func land(at indexPath: IndexPath, _ position: ScrollPosition) {
        for _ in 0..<16 {
            let target = targetOffset(for: indexPath, position)
            if target == contentOffset.y { break }
            placeContent(at: CGPoint(x: contentOffset.x, y: target), animated: false)
            layoutIfNeeded()
        }
    }

    /// Measures, without making cells, the rows that will share the screen with the (measured) target row: below
    /// it for `.top`, above it for `.bottom`, both ways for `.middle`, a screen's height each way at most. The
    /// layout pass then finds the rows on screen from real heights at its first try, and lands the row exactly
    /// without showing, and at once hiding, a row that an estimate put on screen. Self-sizing rows are measured by
    /// the pass itself, and the aim is corrected after it.
    ///
    /// - Complexity: O(k log n), k the rows measured.
    func premeasure(around target: RowPosition, _ scrollPosition: ScrollPosition) {
        let reach = Int64(Double(bounds.height) * Double(LayoutUnit.perPoint))
        let index = layout.globalIndex(of: target)
        if scrollPosition == .middle || scrollPosition == .bottom {
            measure(from: index - 1, step: -1, covering: reach)
        }
        if scrollPosition == .middle || scrollPosition == .top {
            measure(from: index + 1, step: 1, covering: reach - layout.rowHeightUnits(target))
        }
    }

    /// Measures rows from the global row `start` on, one way, until their heights cover `reach` (fixed point),
    /// the table ends, or a row can only be measured with its cell.
    private func measure(from start: Int, step: Int, covering reach: Int64) {
        var covered: Int64 = 0
        var global = start
        while covered < reach, let row = layout.position(ofGlobalIndex: global) {
            guard measureWithoutCell(row) else { return }
            covered += layout.rowHeightUnits(row)
            global += step
        }
    }

    /// `.none` as `.top` for a row above the visible area, `.bottom` for one below, and itself for a row in view.
    func resolved(_ scrollPosition: ScrollPosition, for indexPath: IndexPath) -> ScrollPosition {
        guard scrollPosition == .none else { return scrollPosition }
        let target = targetOffset(for: indexPath, .none)
        if target == contentOffset.y { return .none }
        return target < contentOffset.y ? .top : .bottom
    }

    /// The content offset that puts a row at a scroll position, within the offsets the content allows.
    func targetOffset(for indexPath: IndexPath, _ scrollPosition: ScrollPosition) -> CGFloat {
        updateContentSize()
        // Each open property is read once: every read is a dynamic call.
        let inset = effectiveInset
        let viewportHeight = frame.size.height
        let offset = contentOffset.y
        let p = position(indexPath)
        // One read of the layout for the row's extent and one for its header.
        let extent = layout.rowExtentUnits(p) ?? (0, 0)
        let minY = CGFloat(LayoutUnit.points(extent.top))
        let maxY = minY + CGFloat(LayoutUnit.points(extent.height))
        let pinnedHeader = style == .plain ? CGFloat(LayoutUnit.points(layout.headerUnits(inSection: p.section))) : 0
        let viewTop = inset.top + pinnedHeader
        let viewHeight = viewportHeight - inset.top - inset.bottom - pinnedHeader
        var target: CGFloat
        switch scrollPosition {
        case .top:
            target = minY - viewTop
        case .middle:
            target = (minY + maxY) / 2 - viewTop - viewHeight / 2
        case .bottom:
            target = maxY - viewTop - viewHeight
        case .none:
            let visibleTop = offset + viewTop
            let visibleBottom = visibleTop + viewHeight
            if minY >= visibleTop && maxY <= visibleBottom {
                target = offset
            } else if minY < visibleTop {
                target = minY - viewTop
            } else {
                target = maxY - viewTop - viewHeight
            }
        }
        let minimum = -inset.top
        let maximum = max(contentSize.height + inset.bottom - viewportHeight, minimum)
        return min(max(target, minimum), maximum)
    }

    /// Re-aims an animated scroll to a row at the row's current place.
    func reaimScroll() {
        if let (indexPath, position) = scrollTarget {
            if isScrollAnimating, isValid(indexPath) {
                physics.retarget(to: Double(targetOffset(for: indexPath, position)))
            } else {
                scrollTarget = nil
            }
        }
    }

    /// After the frame in which an animated scroll to a row ended: the rows that frame measured may have moved
    /// the row from where the animation aimed, so it is put exactly in place.
    func landAnimatedScroll() {
        guard let (indexPath, position) = scrollTarget, !isScrollAnimating else { return }
        scrollTarget = nil
        if isValid(indexPath) { land(at: indexPath, position) }
    }
}
