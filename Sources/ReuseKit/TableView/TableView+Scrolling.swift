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
        if animated {
            scrollTarget = (indexPath, scrollPosition)
            setContentOffset(
                CGPoint(x: contentOffset.x, y: targetOffset(for: indexPath, scrollPosition)), animated: true)
            return
        }
        scrollTarget = nil
        for _ in 0..<16 {
            let target = targetOffset(for: indexPath, scrollPosition)
            if target == contentOffset.y { break }
            setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: false)
            layoutIfNeeded()
        }
    }

    /// The content offset that puts a row at a scroll position, within the offsets the content allows.
    func targetOffset(for indexPath: IndexPath, _ scrollPosition: ScrollPosition) -> CGFloat {
        let rect = rectForRow(at: indexPath)
        let pinnedHeader =
            style == .plain ? CGFloat(LayoutUnit.points(layout.sections[indexPath.section].headerUnits)) : 0
        let viewTop = contentInset.top + pinnedHeader
        let viewHeight = bounds.height - contentInset.top - contentInset.bottom - pinnedHeader
        var target: CGFloat
        switch scrollPosition {
        case .top:
            target = rect.minY - viewTop
        case .middle:
            target = rect.midY - viewTop - viewHeight / 2
        case .bottom:
            target = rect.maxY - viewTop - viewHeight
        case .none:
            let visibleTop = contentOffset.y + viewTop
            let visibleBottom = visibleTop + viewHeight
            if rect.minY >= visibleTop && rect.maxY <= visibleBottom {
                target = contentOffset.y
            } else if rect.minY < visibleTop {
                target = rect.minY - viewTop
            } else {
                target = rect.maxY - viewTop - viewHeight
            }
        }
        return min(max(target, minimumContentOffset), maximumContentOffset)
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
}
