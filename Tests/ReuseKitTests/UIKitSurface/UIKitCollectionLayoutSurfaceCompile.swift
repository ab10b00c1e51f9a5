import Foundation
import ReuseKit

// Compile-only, as UIKitCollectionSurfaceCompile.swift: the layouts' API (a layout of a client's own, its
// attributes and invalidation contexts, the flow and compositional layouts) and the diffable data source. Nothing
// here runs.

/// A layout of a client's own, overriding what UIKit's subclasses override.
@MainActor
final class SurfaceLayout: CollectionViewLayout {
    private var cache: [CollectionViewLayoutAttributes] = []

    // api: UICollectionViewLayout init()
    override init() { super.init() }
    // NSCoding's initializer, required of a layout with an initializer of its own, as on iOS.
    required init?(coder: NSCoder) { super.init(coder: coder) }

    // api: UICollectionViewLayout layoutAttributesClass
    override class var layoutAttributesClass: AnyClass {
        CollectionViewLayoutAttributes.self
    }
    // api: UICollectionViewLayout invalidationContextClass
    override class var invalidationContextClass: AnyClass {
        CollectionViewLayoutInvalidationContext.self
    }

    // api: UICollectionViewLayout prepare()
    override func prepare() {
        super.prepare()
        // api: UICollectionViewLayout collectionView
        guard let collectionView, cache.isEmpty else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            // api: UICollectionViewLayoutAttributes init(forCellWith:)
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            // api: UICollectionViewLayoutAttributes frame
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 50, width: collectionView.bounds.width, height: 50)
            cache.append(attributes)
        }
    }

    // api: UICollectionViewLayout collectionViewContentSize
    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: CGFloat(cache.count) * 50) }

    // api: UICollectionViewLayout layoutAttributesForElements(in:)
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    // api: UICollectionViewLayout layoutAttributesForItem(at:)
    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    // api: UICollectionViewLayout layoutAttributesForSupplementaryView(ofKind:at:)
    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        // api: UICollectionViewLayoutAttributes init(forSupplementaryViewOfKind:with:)
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        // api: UICollectionViewLayoutAttributes size
        attributes.size = CGSize(width: 320, height: 30)
        // api: UICollectionViewLayoutAttributes center
        attributes.center = CGPoint(x: 160, y: 15)
        // api: UICollectionViewLayoutAttributes zIndex
        attributes.zIndex = 1
        return attributes
    }

    // api: UICollectionViewLayout layoutAttributesForDecorationView(ofKind:at:)
    override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        // api: UICollectionViewLayoutAttributes init(forDecorationViewOfKind:with:)
        let attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        // api: UICollectionViewLayoutAttributes bounds
        attributes.bounds = CGRect(x: 0, y: 0, width: 320, height: 100)
        // api: UICollectionViewLayoutAttributes alpha
        attributes.alpha = 0.5
        // api: UICollectionViewLayoutAttributes transform
        attributes.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        // api: UICollectionViewLayoutAttributes transform3D
        attributes.transform3D = CATransform3D.identity
        // api: UICollectionViewLayoutAttributes isHidden
        attributes.isHidden = false
        // api: UICollectionViewLayoutAttributes indexPath
        _ = attributes.indexPath.item
        // api: UICollectionViewLayoutAttributes representedElementCategory
        _ = attributes.representedElementCategory == .decorationView
        // api: UICollectionViewLayoutAttributes representedElementKind
        _ = attributes.representedElementKind
        return attributes
    }

    // api: UICollectionViewLayout targetContentOffset(forProposedContentOffset:)
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // api: UICollectionViewLayout targetContentOffset(forProposedContentOffset:withScrollingVelocity:)
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    // api: UICollectionViewLayout shouldInvalidateLayout(forBoundsChange:)
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    // api: UICollectionViewLayout invalidationContext(forBoundsChange:)
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        // api: UICollectionViewLayoutInvalidationContext invalidateItems(at:)
        context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
        // api: UICollectionViewLayoutInvalidationContext invalidateSupplementaryElements(ofKind:at:)
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 0)])
        // api: UICollectionViewLayoutInvalidationContext invalidateDecorationElements(ofKind:at:)
        context.invalidateDecorationElements(ofKind: "background", at: [IndexPath(item: 0, section: 0)])
        // api: UICollectionViewLayoutInvalidationContext contentOffsetAdjustment
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 10)
        // api: UICollectionViewLayoutInvalidationContext contentSizeAdjustment
        context.contentSizeAdjustment = CGSize(width: 0, height: 10)
        return context
    }

    // api: UICollectionViewLayout shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)
    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { preferredAttributes.size != originalAttributes.size }

    // api: UICollectionViewLayout invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)
    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    // api: UICollectionViewLayout invalidateLayout(with:)
    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        // api: UICollectionViewLayoutInvalidationContext invalidateEverything
        // api: UICollectionViewLayoutInvalidationContext invalidateDataSourceCounts
        if context.invalidateEverything || context.invalidateDataSourceCounts { cache.removeAll() }
        // api: UICollectionViewLayoutInvalidationContext invalidatedItemIndexPaths
        _ = context.invalidatedItemIndexPaths?.first
        // api: UICollectionViewLayoutInvalidationContext invalidatedSupplementaryIndexPaths
        _ = context.invalidatedSupplementaryIndexPaths?["header"]
        // api: UICollectionViewLayoutInvalidationContext invalidatedDecorationIndexPaths
        _ = context.invalidatedDecorationIndexPaths?["background"]
        // api: UICollectionViewLayoutInvalidationContext previousIndexPathsForInteractivelyMovingItems
        _ = context.previousIndexPathsForInteractivelyMovingItems
        // api: UICollectionViewLayoutInvalidationContext targetIndexPathsForInteractivelyMovingItems
        _ = context.targetIndexPathsForInteractivelyMovingItems
        // api: UICollectionViewLayoutInvalidationContext interactiveMovementTarget
        _ = context.interactiveMovementTarget
        super.invalidateLayout(with: context)
    }

    // api: UICollectionViewLayout prepare(forCollectionViewUpdates:)
    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            // api: UICollectionViewUpdateItem updateAction
            // api: UICollectionViewUpdateItem Action
            guard update.updateAction == .insert else { continue }
            // api: UICollectionViewUpdateItem indexPathAfterUpdate
            // api: UICollectionViewUpdateItem indexPathBeforeUpdate
            _ = (update.indexPathAfterUpdate?.item ?? NSNotFound, update.indexPathBeforeUpdate)
        }
    }

    // api: UICollectionViewLayout finalizeCollectionViewUpdates()
    override func finalizeCollectionViewUpdates() { super.finalizeCollectionViewUpdates() }

    // api: UICollectionViewLayout initialLayoutAttributesForAppearingItem(at:)
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? CollectionViewLayoutAttributes
        attributes?.alpha = 0
        attributes?.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        return attributes ?? super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    // api: UICollectionViewLayout finalLayoutAttributesForDisappearingItem(at:)
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }

    // api: UICollectionViewLayout initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)
    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    // api: UICollectionViewLayout finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)
    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    // api: UICollectionViewLayout initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)
    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    // api: UICollectionViewLayout finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)
    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    // api: UICollectionViewLayout indexPathsToInsertForSupplementaryView(ofKind:)
    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
    }

    // api: UICollectionViewLayout indexPathsToDeleteForSupplementaryView(ofKind:)
    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
    }

    // api: UICollectionViewLayout indexPathsToInsertForDecorationView(ofKind:)
    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsToInsertForDecorationView(ofKind: elementKind)
    }

    // api: UICollectionViewLayout indexPathsToDeleteForDecorationView(ofKind:)
    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsToDeleteForDecorationView(ofKind: elementKind)
    }

    // api: UICollectionViewLayout prepare(forAnimatedBoundsChange:)
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
    }

    // api: UICollectionViewLayout finalizeAnimatedBoundsChange()
    override func finalizeAnimatedBoundsChange() { super.finalizeAnimatedBoundsChange() }

    // api: UICollectionViewLayout prepareForTransition(to:)
    override func prepareForTransition(to newLayout: CollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
    }

    // api: UICollectionViewLayout prepareForTransition(from:)
    override func prepareForTransition(from oldLayout: CollectionViewLayout) {
        super.prepareForTransition(from: oldLayout)
    }

    // api: UICollectionViewLayout finalizeLayoutTransition()
    override func finalizeLayoutTransition() { super.finalizeLayoutTransition() }

    // api: UICollectionViewLayout developmentLayoutDirection
    override var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    // api: UICollectionViewLayout flipsHorizontallyInOppositeLayoutDirection
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    // api: UICollectionViewLayout targetIndexPath(forInteractivelyMovingItem:withPosition:)
    override func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    )
        -> IndexPath
    { previousIndexPath }

    // api: UICollectionViewLayout layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)
    override func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> CollectionViewLayoutAttributes {
        super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
    }

    // api: UICollectionViewLayout invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)
    override func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> CollectionViewLayoutInvalidationContext {
        super.invalidationContext(
            forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
            previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
    }

    // api: UICollectionViewLayout invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)
    override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> CollectionViewLayoutInvalidationContext {
        super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
    }
}

/// The layouts' API from outside: a flow layout set up in code, invalidation, decorations.
@MainActor
func surfaceFlowLayout(_ layout: SurfaceLayout) {
    // api: UICollectionViewLayout invalidateLayout()
    layout.invalidateLayout()
    // api: UICollectionViewLayout register(_:forDecorationViewOfKind:)
    layout.register(CollectionReusableView.self, forDecorationViewOfKind: "background")
    let flow = CollectionViewFlowLayout()
    // api: UICollectionViewFlowLayout scrollDirection
    flow.scrollDirection = .horizontal
    // api: UICollectionViewFlowLayout minimumLineSpacing
    flow.minimumLineSpacing = 8
    // api: UICollectionViewFlowLayout minimumInteritemSpacing
    flow.minimumInteritemSpacing = 8
    // api: UICollectionViewFlowLayout itemSize
    flow.itemSize = CGSize(width: 100, height: 100)
    // api: UICollectionViewFlowLayout estimatedItemSize
    // api: UICollectionViewFlowLayout automaticSize
    flow.estimatedItemSize = CollectionViewFlowLayout.automaticSize
    // api: UICollectionViewFlowLayout sectionInset
    flow.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    // api: UICollectionViewFlowLayout sectionInsetReference
    // api: UICollectionViewFlowLayout SectionInsetReference
    flow.sectionInsetReference = CollectionViewFlowLayout.SectionInsetReference.fromSafeArea
    // api: UICollectionViewFlowLayout headerReferenceSize
    flow.headerReferenceSize = CGSize(width: 0, height: 40)
    // api: UICollectionViewFlowLayout footerReferenceSize
    flow.footerReferenceSize = CGSize(width: 0, height: 20)
    // api: UICollectionViewFlowLayout sectionHeadersPinToVisibleBounds
    flow.sectionHeadersPinToVisibleBounds = true
    // api: UICollectionViewFlowLayout sectionFootersPinToVisibleBounds
    flow.sectionFootersPinToVisibleBounds = true
    let context = CollectionViewFlowLayoutInvalidationContext()
    // api: UICollectionViewFlowLayoutInvalidationContext invalidateFlowLayoutAttributes
    context.invalidateFlowLayoutAttributes = true
    // api: UICollectionViewFlowLayoutInvalidationContext invalidateFlowLayoutDelegateMetrics
    context.invalidateFlowLayoutDelegateMetrics = false
    flow.invalidateLayout(with: context)
}

/// A compositional layout as iOS 13-and-later code builds one.
@MainActor
func surfaceCompositionalLayout() -> CollectionViewCompositionalLayout {
    // api: NSCollectionLayoutSize init(widthDimension:heightDimension:)
    // api: NSCollectionLayoutDimension fractionalWidth(_:)
    // api: NSCollectionLayoutDimension fractionalHeight(_:)
    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
    // api: NSCollectionLayoutItem init(layoutSize:)
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    // api: NSCollectionLayoutItem edgeSpacing
    // api: NSCollectionLayoutEdgeSpacing init(leading:top:trailing:bottom:)
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
        leading: .flexible(0), top: .fixed(4), trailing: .flexible(0), bottom: nil)
    // api: NSCollectionLayoutEdgeSpacing leading
    // api: NSCollectionLayoutEdgeSpacing top
    // api: NSCollectionLayoutEdgeSpacing trailing
    // api: NSCollectionLayoutEdgeSpacing bottom
    if let edges = item.edgeSpacing, let leading = edges.leading {
        // api: NSCollectionLayoutSpacing spacing
        // api: NSCollectionLayoutSpacing isFlexibleSpacing
        // api: NSCollectionLayoutSpacing isFixedSpacing
        _ = (
            leading.spacing, leading.isFlexibleSpacing, leading.isFixedSpacing, edges.top, edges.trailing, edges.bottom
        )
    }
    // api: NSCollectionLayoutAnchor init(edges:fractionalOffset:)
    let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    // api: NSCollectionLayoutAnchor init(edges:absoluteOffset:)
    let cornerAnchor = NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 4, y: -4))
    // api: NSCollectionLayoutAnchor init(edges:)
    let centreAnchor = NSCollectionLayoutAnchor(edges: [])
    // api: NSCollectionLayoutAnchor edges
    // api: NSCollectionLayoutAnchor offset
    // api: NSCollectionLayoutAnchor isAbsoluteOffset
    // api: NSCollectionLayoutAnchor isFractionalOffset
    _ = (badgeAnchor.edges, badgeAnchor.offset, cornerAnchor.isAbsoluteOffset, centreAnchor.isFractionalOffset)
    // api: NSCollectionLayoutSupplementaryItem init(layoutSize:elementKind:containerAnchor:)
    let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
        elementKind: "badge", containerAnchor: badgeAnchor)
    // api: NSCollectionLayoutSupplementaryItem zIndex
    badge.zIndex = 2
    // api: NSCollectionLayoutSupplementaryItem init(layoutSize:elementKind:containerAnchor:itemAnchor:)
    let corner = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
        elementKind: "corner", containerAnchor: cornerAnchor, itemAnchor: centreAnchor)
    // api: NSCollectionLayoutSupplementaryItem containerAnchor
    // api: NSCollectionLayoutSupplementaryItem itemAnchor
    // api: NSCollectionLayoutSupplementaryItem elementKind
    _ = (corner.containerAnchor, corner.itemAnchor, corner.elementKind)
    // api: NSCollectionLayoutItem init(layoutSize:supplementaryItems:)
    let badged = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge, corner])
    // api: NSCollectionLayoutItem supplementaryItems
    _ = badged.supplementaryItems.count
    // api: NSCollectionLayoutItem contentInsets
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    // api: NSCollectionLayoutItem layoutSize
    // api: NSCollectionLayoutSize widthDimension
    // api: NSCollectionLayoutDimension dimension
    // api: NSCollectionLayoutDimension isFractionalWidth
    _ = item.layoutSize.widthDimension.isFractionalWidth ? item.layoutSize.widthDimension.dimension : 0
    // api: NSCollectionLayoutSize heightDimension
    // api: NSCollectionLayoutDimension isFractionalHeight
    // api: NSCollectionLayoutDimension isAbsolute
    // api: NSCollectionLayoutDimension isEstimated
    let height = item.layoutSize.heightDimension
    _ = height.isFractionalHeight || height.isAbsolute || height.isEstimated
    // api: NSCollectionLayoutDimension absolute(_:)
    // api: NSCollectionLayoutDimension estimated(_:)
    let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(320), heightDimension: .estimated(100))
    // api: NSCollectionLayoutGroup horizontal(layoutSize:subitems:)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    // api: NSCollectionLayoutGroup interItemSpacing
    // api: NSCollectionLayoutSpacing fixed(_:)
    group.interItemSpacing = .fixed(8)
    // api: NSCollectionLayoutSpacing flexible(_:)
    group.interItemSpacing = .flexible(4)
    // api: NSCollectionLayoutGroup subitems
    _ = group.subitems.count
    // api: NSCollectionLayoutGroup horizontal(layoutSize:repeatingSubitem:count:)
    _ = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 3)
    // api: NSCollectionLayoutGroup vertical(layoutSize:subitems:)
    _ = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [item])
    // api: NSCollectionLayoutGroup vertical(layoutSize:repeatingSubitem:count:)
    _ = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, repeatingSubitem: item, count: 2)
    // api: NSCollectionLayoutGroup custom(layoutSize:itemProvider:)
    // api: NSCollectionLayoutGroupCustomItem init(frame:)
    // api: NSCollectionLayoutGroupCustomItem init(frame:zIndex:)
    _ = NSCollectionLayoutGroup.custom(layoutSize: groupSize) { environment in
        [
            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 100, y: 0, width: 100, height: 100), zIndex: 1),
        ]
    }
    // api: NSCollectionLayoutGroupCustomItem frame
    // api: NSCollectionLayoutGroupCustomItem zIndex
    let custom = NSCollectionLayoutGroupCustomItem(frame: .zero, zIndex: 3)
    _ = (custom.frame, custom.zIndex)
    // api: NSCollectionLayoutSection init(group:)
    let section = NSCollectionLayoutSection(group: group)
    // api: NSCollectionLayoutSection contentInsets
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    // api: NSCollectionLayoutSection interGroupSpacing
    section.interGroupSpacing = 8
    // api: NSCollectionLayoutSection orthogonalScrollingBehavior
    section.orthogonalScrollingBehavior = .groupPaging
    // api: NSCollectionLayoutSection supplementariesFollowContentInsets
    section.supplementariesFollowContentInsets = false
    // api: NSCollectionLayoutBoundarySupplementaryItem init(layoutSize:elementKind:alignment:)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
    // api: NSCollectionLayoutBoundarySupplementaryItem pinToVisibleBounds
    header.pinToVisibleBounds = true
    // api: NSCollectionLayoutBoundarySupplementaryItem extendsBoundary
    header.extendsBoundary = true
    // api: NSCollectionLayoutBoundarySupplementaryItem alignment
    _ = header.alignment == .top
    // api: NSCollectionLayoutBoundarySupplementaryItem init(layoutSize:elementKind:alignment:absoluteOffset:)
    let label = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(20)),
        elementKind: "label", alignment: .topLeading, absoluteOffset: CGPoint(x: 0, y: -20))
    // api: NSCollectionLayoutBoundarySupplementaryItem offset
    _ = label.offset
    // api: NSCollectionLayoutSection boundarySupplementaryItems
    section.boundarySupplementaryItems = [header]
    // api: NSCollectionLayoutDecorationItem background(elementKind:)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    // api: NSCollectionLayoutDecorationItem zIndex
    background.zIndex = -1
    // api: NSCollectionLayoutDecorationItem elementKind
    _ = background.elementKind
    // api: NSCollectionLayoutSection decorationItems
    section.decorationItems = [background]
    // api: NSCollectionLayoutSection visibleItemsInvalidationHandler
    section.visibleItemsInvalidationHandler = { items, offset, environment in
        for item in items {
            // api: NSCollectionLayoutVisibleItem frame
            let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
            // api: NSCollectionLayoutVisibleItem transform
            item.transform = CGAffineTransform(scaleX: 1 - distance / 1000, y: 1 - distance / 1000)
            // api: NSCollectionLayoutVisibleItem alpha
            item.alpha = 1
            // api: NSCollectionLayoutVisibleItem zIndex
            item.zIndex = Int(distance)
            // api: NSCollectionLayoutVisibleItem isHidden
            item.isHidden = false
            // api: NSCollectionLayoutVisibleItem center
            item.center = CGPoint(x: item.center.x, y: item.center.y + 1)
            // api: NSCollectionLayoutVisibleItem transform3D
            item.transform3D = item.transform3D
            // api: NSCollectionLayoutVisibleItem name
            // api: NSCollectionLayoutVisibleItem indexPath
            // api: NSCollectionLayoutVisibleItem bounds
            // api: NSCollectionLayoutVisibleItem representedElementCategory
            // api: NSCollectionLayoutVisibleItem representedElementKind
            _ = (item.name, item.indexPath, item.bounds, item.representedElementCategory, item.representedElementKind)
        }
    }
    // api: UICollectionViewCompositionalLayoutConfiguration interSectionSpacing
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    // api: UICollectionViewCompositionalLayoutConfiguration contentInsetsReference
    configuration.contentInsetsReference = .layoutMargins
    // api: UICollectionViewCompositionalLayoutConfiguration scrollDirection
    configuration.scrollDirection = .horizontal
    // api: UICollectionViewCompositionalLayoutConfiguration boundarySupplementaryItems
    configuration.boundarySupplementaryItems = [label]
    // api: NSCollectionLayoutSection contentInsetsReference
    section.contentInsetsReference = .readableContent
    // api: UICollectionViewCompositionalLayout init(section:configuration:)
    _ = CollectionViewCompositionalLayout(section: section, configuration: configuration)
    // api: UICollectionViewCompositionalLayout init(section:)
    _ = CollectionViewCompositionalLayout(section: section)
    // api: UICollectionViewCompositionalLayout init(sectionProvider:configuration:)
    _ = CollectionViewCompositionalLayout(sectionProvider: { _, _ in section }, configuration: configuration)
    // api: UICollectionViewCompositionalLayout list(using:)
    // api: UICollectionLayoutListConfiguration init(appearance:)
    // api: UICollectionLayoutListConfiguration Appearance
    var list = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    // api: UICollectionLayoutListConfiguration appearance
    _ = list.appearance == .plain
    // api: UICollectionLayoutListConfiguration showsSeparators
    list.showsSeparators = false
    // api: UICollectionLayoutListConfiguration headerMode
    // api: UICollectionLayoutListConfiguration HeaderMode
    list.headerMode = .supplementary
    // api: UICollectionLayoutListConfiguration footerMode
    // api: UICollectionLayoutListConfiguration FooterMode
    list.footerMode = .supplementary
    // api: UICollectionLayoutListConfiguration backgroundColor
    list.backgroundColor = .systemGroupedBackground
    // api: UICollectionLayoutListConfiguration headerTopPadding
    list.headerTopPadding = 0
    // api: UICollectionLayoutListConfiguration leadingSwipeActionsConfigurationProvider
    list.leadingSwipeActionsConfigurationProvider = { _ in nil }
    // api: UICollectionLayoutListConfiguration trailingSwipeActionsConfigurationProvider
    list.trailingSwipeActionsConfigurationProvider = { indexPath in
        SwipeActionsConfiguration(actions: [
            ContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
        ])
    }
    // api: UICollectionLayoutListConfiguration separatorConfiguration
    // api: UIListSeparatorConfiguration color
    list.separatorConfiguration.color = .tertiarySystemFill
    // api: UICollectionLayoutListConfiguration itemSeparatorHandler
    // api: UICollectionLayoutListConfiguration ItemSeparatorHandler
    let handler: CollectionLayoutListConfiguration.ItemSeparatorHandler = { indexPath, sectionConfiguration in
        var configuration = sectionConfiguration
        // api: UIListSeparatorConfiguration topSeparatorVisibility
        // api: UIListSeparatorConfiguration Visibility
        configuration.topSeparatorVisibility = indexPath.item == 0 ? .visible : .automatic
        // api: UIListSeparatorConfiguration bottomSeparatorVisibility
        configuration.bottomSeparatorVisibility = .hidden
        // api: UIListSeparatorConfiguration topSeparatorInsets
        configuration.topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
        // api: UIListSeparatorConfiguration bottomSeparatorInsets
        // api: UIListSeparatorConfiguration automaticInsets
        configuration.bottomSeparatorInsets = ListSeparatorConfiguration.automaticInsets
        // api: UIListSeparatorConfiguration multipleSelectionColor
        configuration.multipleSelectionColor = .systemBlue
        // api: UIListSeparatorConfiguration visualEffect
        configuration.visualEffect = nil
        return configuration
    }
    list.itemSeparatorHandler = handler
    // api: UIListSeparatorConfiguration init(listAppearance:)
    let separators: ListSeparatorConfiguration = ListSeparatorConfiguration(listAppearance: .plain)
    _ = separators
    _ = CollectionViewCompositionalLayout.list(using: list)
    // api: UICollectionViewCompositionalLayout init(sectionProvider:)
    let layout = CollectionViewCompositionalLayout { index, environment in
        // api: NSCollectionLayoutSection list(using:layoutEnvironment:)
        // api: NSCollectionLayoutEnvironment container
        // api: NSCollectionLayoutContainer effectiveContentSize
        _ = environment.container.effectiveContentSize.width
        // api: NSCollectionLayoutContainer contentSize
        _ = environment.container.contentSize
        // api: NSCollectionLayoutContainer contentInsets
        _ = environment.container.contentInsets.leading
        // api: NSCollectionLayoutContainer effectiveContentInsets
        _ = environment.container.effectiveContentInsets.trailing
        // api: NSCollectionLayoutEnvironment traitCollection
        _ = environment.traitCollection
        return index == 0 ? NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment) : section
    }
    // api: UICollectionViewCompositionalLayout configuration
    layout.configuration = configuration
    return layout
}

/// The diffable data source and its reordering, as iOS 14 code writes them.
@MainActor
func surfaceCollectionDiffable(_ collectionView: CollectionView) {
    // api: UICollectionViewDiffableDataSource CellProvider
    let provider: CollectionViewDiffableDataSource<Int, String>.CellProvider = { collectionView, indexPath, item in
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    // api: UICollectionViewDiffableDataSource init(collectionView:cellProvider:)
    let dataSource = CollectionViewDiffableDataSource<Int, String>(
        collectionView: collectionView, cellProvider: provider)
    // api: UICollectionViewDiffableDataSource supplementaryViewProvider
    // api: UICollectionViewDiffableDataSource SupplementaryViewProvider
    let supplementary: CollectionViewDiffableDataSource<Int, String>.SupplementaryViewProvider = {
        collectionView, kind, indexPath in
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    dataSource.supplementaryViewProvider = supplementary
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b"])
    // api: UICollectionViewDiffableDataSource apply(_:animatingDifferences:completion:)
    dataSource.apply(snapshot, animatingDifferences: true) {}
    // api: UICollectionViewDiffableDataSource applySnapshotUsingReloadData(_:completion:)
    dataSource.applySnapshotUsingReloadData(snapshot) {}
    // api: UICollectionViewDiffableDataSource snapshot()
    _ = dataSource.snapshot().numberOfItems
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["a"])
    // api: UICollectionViewDiffableDataSource apply(_:to:animatingDifferences:completion:)
    dataSource.apply(outline, to: 0, animatingDifferences: false, completion: nil)
    // api: UICollectionViewDiffableDataSource snapshot(for:)
    _ = dataSource.snapshot(for: 0).rootItems
    // api: UICollectionViewDiffableDataSource itemIdentifier(for:)
    _ = dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0))
    // api: UICollectionViewDiffableDataSource indexPath(for:)
    _ = dataSource.indexPath(for: "a")
    // api: UICollectionViewDiffableDataSource sectionIdentifier(for:)
    _ = dataSource.sectionIdentifier(for: 0)
    // api: UICollectionViewDiffableDataSource index(for:)
    _ = dataSource.index(for: 0)
    // api: UICollectionViewDiffableDataSource sectionSnapshotHandlers
    // api: UICollectionViewDiffableDataSource SectionSnapshotHandlers
    var outlineHandlers = CollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>()
    outlineHandlers.willExpandItem = { item in _ = item }
    dataSource.sectionSnapshotHandlers = outlineHandlers
    // api: UICollectionViewDiffableDataSource reorderingHandlers
    // api: UICollectionViewDiffableDataSource ReorderingHandlers
    var reordering = CollectionViewDiffableDataSource<Int, String>.ReorderingHandlers()
    reordering.canReorderItem = { _ in true }
    reordering.didReorder = { transaction in
        // api: NSDiffableDataSourceTransaction initialSnapshot
        _ = transaction.initialSnapshot.numberOfItems
        // api: NSDiffableDataSourceTransaction finalSnapshot
        _ = transaction.finalSnapshot.itemIdentifiers
        // api: NSDiffableDataSourceTransaction difference
        _ = transaction.difference.insertions.count
        // api: NSDiffableDataSourceTransaction sectionTransactions
        for section in transaction.sectionTransactions {
            // api: NSDiffableDataSourceSectionTransaction sectionIdentifier
            _ = section.sectionIdentifier
            // api: NSDiffableDataSourceSectionTransaction initialSnapshot
            _ = section.initialSnapshot.items
            // api: NSDiffableDataSourceSectionTransaction finalSnapshot
            _ = section.finalSnapshot.items
            // api: NSDiffableDataSourceSectionTransaction difference
            _ = section.difference.removals.count
        }
    }
    dataSource.reorderingHandlers = reordering
}

/// The async versions, as Swift concurrency code awaits them.
@MainActor
func surfaceCollectionDiffableAsync(_ dataSource: CollectionViewDiffableDataSource<Int, String>) async {
    let snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    // api: UICollectionViewDiffableDataSource apply(_:animatingDifferences:) async
    await dataSource.apply(snapshot, animatingDifferences: false)
    // api: UICollectionViewDiffableDataSource applySnapshotUsingReloadData(_:) async
    await dataSource.applySnapshotUsingReloadData(snapshot)
    // api: UICollectionViewDiffableDataSource apply(_:to:animatingDifferences:) async
    await dataSource.apply(NSDiffableDataSourceSectionSnapshot<String>(), to: 0, animatingDifferences: false)
}
