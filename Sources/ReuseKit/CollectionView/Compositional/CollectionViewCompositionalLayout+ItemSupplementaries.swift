import Foundation
import ReuseCore

// The supplementary items that travel with cells and groups (badges, a background behind each group), as opposed
// to a section's boundary items: where each sits, and which are in a rect.

extension CollectionViewCompositionalLayout {
    /// Where the supplementary item of `kind` on the cell at `indexPath` sits (a badge, or the background of the
    /// group repetition the cell starts), with its z-index; nil when that cell carries none of that kind.
    func itemSupplementaryFrame(ofKind kind: String, at indexPath: IndexPath) -> (CGRect, Int)? {
        let position = RowPosition(indexPath)
        guard indexPath.count == 2, position.section >= 0, position.section < info.count,
            position.row >= 0, position.row < grid.sections[position.section].itemCount
        else { return nil }
        let details = info[position.section]
        if let item = details.itemSupplementary(ofKind: kind, item: position.row) {
            return (item.frame(in: frame(of: position)), item.zIndex)
        }
        guard let item = details.groupSupplementary(ofKind: kind, item: position.row) else { return nil }
        // The repetition's box: the group's size at its first item's place less that item's place in the group
        // (a last repetition that is not full keeps the group's size), and around its items where measured
        // lengths make them reach further.
        let section = grid.sections[position.section]
        let first = frame(of: position)
        var box = first
        if let leaf = section.template.first {
            let (main, cross) = (CGFloat(section.groupMain), CGFloat(section.groupCross))
            box =
                horizontal
                ? CGRect(
                    x: first.minX - CGFloat(leaf.main), y: first.minY - CGFloat(leaf.cross), width: main, height: cross)
                : CGRect(
                    x: first.minX - CGFloat(leaf.cross), y: first.minY - CGFloat(leaf.main), width: cross, height: main)
        }
        for row in position.row..<min(position.row + details.groupCount, section.itemCount) {
            box = box.union(frame(of: RowPosition(section: position.section, row: row)))
        }
        return (item.frame(in: box), item.zIndex)
    }

    /// The badges of the cells in `rect` (and of those just outside, whose badges may reach in).
    func appendItemSupplementaries(in rect: CGRect, to keys: inout [SupplementaryKey]) {
        var items: [Int] = []
        appendVisibleItems(in: horizontal ? rect.insetBy(dx: -44, dy: 0) : rect.insetBy(dx: 0, dy: -44), to: &items)
        for index in items {
            guard let path = grid.position(ofGlobalIndex: index)?.itemIndexPath, path.section < info.count else {
                continue
            }
            for item in info[path.section].supplementaries(ofItem: path.item) {
                guard let (frame, _) = itemSupplementaryFrame(ofKind: item.elementKind, at: path),
                    frame.intersects(rect)
                else { continue }
                keys.append(SupplementaryKey(kind: item.elementKind, indexPath: path))
            }
        }
    }
}
