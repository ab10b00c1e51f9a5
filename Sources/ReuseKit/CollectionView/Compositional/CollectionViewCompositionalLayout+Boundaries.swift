import Foundation
import ReuseCore

/// Headers and footers of estimated height: their views measure them when shown (as cells measure items), the
/// section's extent follows, and what lies below moves (the offset with it, when the header is above the anchor).
extension CollectionViewCompositionalLayout {
    /// Whether a supplementary view's preferred height changes its boundary item: only estimated ones are
    /// measured, and each until its view gave a height.
    func shouldMeasureBoundary(
        preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes
    ) -> Bool {
        let key = SupplementaryKey(kind: original.representedElementKind ?? "", indexPath: original.indexPath)
        guard let boundary = boundary(key), boundary.estimated else { return false }
        return preferred.size.height != original.size.height || measuredBoundaries[key] == nil
    }

    /// Records a supplementary view's measured height for its boundary item and resizes the section. Returns how
    /// much the content grew and where the boundary item ended before.
    func measureBoundary(
        preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes
    ) -> (grown: Double, end: Double) {
        let key = SupplementaryKey(kind: original.representedElementKind ?? "", indexPath: original.indexPath)
        measuredBoundaries[key] = Self.length(preferred.size.height)
        let end = Double(original.frame.maxY)
        return (fitBoundaries(ofSection: key.indexPath.section), end)
    }

    /// Gives every measured boundary item its length again after a rebuild.
    func applyBoundaryMeasurements() {
        for section in Set(measuredBoundaries.keys.map(\.indexPath.section)).sorted() where section < info.count {
            fitBoundaries(ofSection: section)
        }
    }

    /// The boundary item a supplementary view stands for.
    private func boundary(_ key: SupplementaryKey) -> Boundary? {
        let section = key.indexPath.section
        guard section >= 0, section < info.count else { return nil }
        return info[section].headers.first { $0.kind == key.kind }
            ?? info[section].footers.first { $0.kind == key.kind }
    }

    /// Sets the section's estimated boundary items to their measured lengths and the grid to their sum. Returns
    /// how much the content grew.
    @discardableResult
    private func fitBoundaries(ofSection section: Int) -> Double {
        func measured(_ boundaries: inout [Boundary]) {
            for index in boundaries.indices where boundaries[index].estimated {
                let key = SupplementaryKey(
                    kind: boundaries[index].kind, indexPath: IndexPath(item: 0, section: section))
                if let length = measuredBoundaries[key] { boundaries[index].length = length }
            }
        }
        measured(&info[section].headers)
        measured(&info[section].footers)
        return grid.setBoundaryLengths(
            header: info[section].headers.reduce(0) { $0 + $1.length },
            footer: info[section].footers.reduce(0) { $0 + $1.length }, ofSection: section)
    }
}
