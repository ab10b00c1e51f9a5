import Foundation
import ReuseCore

/// What a compositional layout checks and adds while it resolves its sections: invalid dimensions, boundary items
/// and the layout-wide ones, and what each content-insets reference adds.
extension CollectionViewCompositionalLayout {
    /// Reports a dimension of `item` (a group, its subitems, recursively, and the section's boundary items) that
    /// is zero, negative, not a number or infinite: the items it sizes would have no size and not show.
    func reportInvalidDimensions(of item: NSCollectionLayoutItem, section: NSCollectionLayoutSection) {
        func check(_ dimension: NSCollectionLayoutDimension, _ name: String) {
            guard let value = dimension.invalidValue else { return }
            collectionView?.reportInvalid(
                InvalidValue(
                    source: "NSCollectionLayoutSize.\(name)", value: "\(value)",
                    rule: "A layout dimension is a positive finite number: a fraction above 0, or points",
                    replacement: "0 (the items it sizes do not show)"))
        }
        check(item.layoutSize.widthDimension, "widthDimension")
        check(item.layoutSize.heightDimension, "heightDimension")
        if let group = item as? NSCollectionLayoutGroup {
            for subitem in group.subitems { reportInvalidDimensions(of: subitem, section: section) }
        }
        if item === section.group {
            for boundary in section.boundarySupplementaryItems {
                check(boundary.layoutSize.widthDimension, "widthDimension")
                check(boundary.layoutSize.heightDimension, "heightDimension")
            }
        }
    }

    /// A boundary item's entry, its size resolved in `container` (its section's width, or the layout's).
    static func boundary(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, in container: CGSize, horizontal: Bool = false
    ) -> Boundary {
        let size = item.layoutSize.resolved(in: container)
        let length = length(horizontal ? size.width : size.height)
        var entry = Boundary(
            kind: item.elementKind, length: item.extendsBoundary ? length : 0, pinned: item.pinToVisibleBounds,
            estimated: !horizontal && item.extendsBoundary && item.layoutSize.heightDimension.isEstimated)
        entry.overlay = item.extendsBoundary ? 0 : length
        entry.width = Self.length(horizontal ? size.height : size.width)
        entry.crossAlignment = item.crossAlignment
        entry.offset = item.offset
        return entry
    }

    /// Adds the configuration's boundary items (the whole layout's headers and footers) to the first section's
    /// headers, before its own, and the last section's footers, after its own, at index path [0, 0] of their kind
    /// as UIKit gives them; they run the content's width.
    func addLayoutBoundaries(
        to sections: inout [GroupGrid.Section], container: LayoutContainer
    ) {
        let items = configuration.boundarySupplementaryItems
        guard !items.isEmpty, !sections.isEmpty else { return }
        let available = container.effectiveContentSize
        for item in items {
            var entry = Self.boundary(item, in: available, horizontal: horizontal)
            entry.span = (0, Double(horizontal ? available.height : available.width))
            if item.isLeading {
                info[0].headers.insert(entry, at: info[0].headers.filter(\.global).count)
                sections[0].header += entry.length
            } else {
                info[info.count - 1].footers.append(entry)
                sections[sections.count - 1].footer += entry.length
            }
        }
    }

    /// What a section's content insets reference adds to its leading and trailing insets: the part of the safe
    /// area, the margins or the readable column that the collection view's adjusted content inset does not
    /// already keep clear (the top and bottom are the scroll view's to adjust).
    func referenceInsets(_ reference: ContentInsetsReference) -> NSDirectionalEdgeInsets {
        guard let collectionView else { return .zero }
        let resolved = reference == .automatic ? configuration.contentInsetsReference : reference
        let edges: EdgeInsets
        switch resolved {
        case .none: return .zero
        case .automatic, .safeArea: edges = collectionView.safeAreaInsets
        case .layoutMargins: edges = collectionView.effectiveLayoutMargins
        case .readableContent: edges = collectionView.readableColumn(within: collectionView.effectiveLayoutMargins)
        }
        let adjusted = collectionView.adjustedContentInset
        let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = max(0, edges.left - adjusted.left)
        let right = max(0, edges.right - adjusted.right)
        return NSDirectionalEdgeInsets(
            top: 0, leading: rightToLeft ? right : left, bottom: 0, trailing: rightToLeft ? left : right)
    }
}
