import Foundation
import ReuseCore

/// Where a collection view's elements go: UIKit's `UICollectionViewLayout`, for layouts of a client's own.
///
/// A subclass computes what it needs in ``prepare()`` and answers ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)`` and ``layoutAttributesForItem(at:)`` (and the supplementary and decoration
/// equivalents). The collection view calls `prepare()` before its first layout pass and after every
/// invalidation, then asks for the elements in the visible rect on every pass: cells come and go as their
/// attributes meet the visible rect, and their views are reused as a table's are.
///
/// The built-in ``CollectionViewFlowLayout`` answers the collection view's queries from arithmetic on its
/// `ReuseCore/FlowGrid` and computes attributes only for elements near the visible rect, so it costs the same for
/// 100 items as for 10^9. A subclass of it that overrides a query gets the queries through its override.
@preconcurrency @MainActor
open class CollectionViewLayout {
    /// The collection view the layout lays out, while it is installed.
    public internal(set) var collectionView: CollectionView? {
        get { installedIn }
        set { installedIn = newValue }
    }
    /// Not a weak reference: the collection view owns its layout and clears this when it replaces the layout or
    /// goes (in its `deinit`), so it never dangles, and collection views avoid the side table that a weak
    /// reference costs on every retain of them.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var installedIn: CollectionView?
    /// Decoration views by kind, made by the collection view for the decorations the layout places.
    var decorationClasses: [String: CollectionReusableView.Type] = [:]
    /// Whether ``prepare()`` must run before the next query.
    @exclusivity(unchecked) var needsPrepare = true

    public init() {}

    /// Storyboards and nib archives do not exist on Linux: this always fails. Required, as NSCoding makes it in
    /// UIKit, so a layout subclass with an initializer of its own writes `required init?(coder:)` as it does on
    /// iOS, and one that calls `super.init(coder:)` compiles.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The class of the attributes the layout makes; a layout with attributes of its own overrides it. Typed
    /// `AnyClass` as UIKit's is: a class that is not ``CollectionViewLayoutAttributes`` or a subclass is reported
    /// once and the base class is used.
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout makes, typed `AnyClass` as UIKit's is: a class that is not
    /// ``CollectionViewLayoutInvalidationContext`` or a subclass is reported once and the base class is used.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// ``layoutAttributesClass`` as the attributes class it must be: the base class at once (the common case, one
    /// comparison), a subclass by a cast.
    static var attributesType: CollectionViewLayoutAttributes.Type {
        let given: AnyClass = layoutAttributesClass
        if given == CollectionViewLayoutAttributes.self { return CollectionViewLayoutAttributes.self }
        if let type = given as? CollectionViewLayoutAttributes.Type { return type }
        reportWrongClass("layoutAttributesClass", given, expected: "CollectionViewLayoutAttributes")
        return CollectionViewLayoutAttributes.self
    }

    /// ``invalidationContextClass`` as the context class it must be.
    static var contextType: CollectionViewLayoutInvalidationContext.Type {
        let given: AnyClass = invalidationContextClass
        if let type = given as? CollectionViewLayoutInvalidationContext.Type { return type }
        reportWrongClass("invalidationContextClass", given, expected: "CollectionViewLayoutInvalidationContext")
        return CollectionViewLayoutInvalidationContext.self
    }

    /// Says on standard error, once per layout class and property, that the class given is not one the layout
    /// can make.
    private static func reportWrongClass(_ property: String, _ given: AnyClass, expected: String) {
        let key = "\(self).\(property)"
        guard !reportedWrongClasses.contains(key) else { return }
        reportedWrongClasses.insert(key)
        Messages.write(
            InvalidValue(
                source: key, value: "\(given)", rule: "It is \(expected) or a subclass of it", replacement: expected
            ).message)
    }

    private static var reportedWrongClasses: Set<String> = []

    /// Computes what the layout needs: called before the first query and after each invalidation.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the visible bounds (a scroll, a resize) invalidates the layout. The default answers
    /// true when the size changes (from the bounds of the collection view's last layout pass).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.lastLayoutBounds.size
    }

    /// The context of an invalidation for a bounds change.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        Self.contextType.init()
    }

    /// Whether a view's preferred attributes (a self-sizing cell's size) invalidate the layout.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context of an invalidation for a view's preferred attributes.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = Self.contextType.init()
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(
                ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(
                ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        }
        return context
    }

    /// Invalidates everything: ``prepare()`` runs again before the next layout pass.
    open func invalidateLayout() {
        let context = Self.contextType.init()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` names: ``prepare()`` runs again before the next layout pass, and the content
    /// offset moves by the context's ``CollectionViewLayoutInvalidationContext/contentOffsetAdjustment``.
    /// Overrides call `super`.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.layoutDidInvalidate(context)
    }

    /// Where the content goes after a change of layout or a batch update, given where it is; the default keeps it.
    /// Asked after ``prepare(forCollectionViewUpdates:)``, while the collection view's `contentSize` is still the
    /// old one (the layout's ``collectionViewContentSize`` is the new): an answer other than the proposal replaces
    /// the collection view's own choice (keeping the first item on screen still).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a fling that would stop at `proposedContentOffset` with `velocity` stops instead (paging layouts);
    /// the default keeps it.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    // MARK: Batch updates

    /// Told of a batch update's changes after the layout has prepared for the new counts, before the collection
    /// view places its views; changes are not animated, so the view placements follow at once.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// Told that a batch update's views are in place.
    open func finalizeCollectionViewUpdates() {}

    /// The attributes an item inserted by a batch update starts from, for UIKit's animation into its place: asked
    /// for each inserted item that ends up on screen, between
    /// ``prepare(forCollectionViewUpdates:)`` and ``finalizeCollectionViewUpdates()``. Nil (the default) is UIKit's
    /// fade in from the item's final attributes. Headless updates end at once, so the item shows its final
    /// attributes; an override still runs as on iOS.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes an item deleted by a batch update ends with, for UIKit's animation out: asked for each
    /// deleted item that was on screen. Nil (the default) is UIKit's fade out where the item was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes a supplementary view inserted by an update starts from; asked for each index path that
    /// ``indexPathsToInsertForSupplementaryView(ofKind:)`` names. Nil (the default) fades it in.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes a supplementary view deleted by an update ends with; asked for each index path that
    /// ``indexPathsToDeleteForSupplementaryView(ofKind:)`` names. Nil (the default) fades it out.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes a decoration view inserted by an update starts from; asked for each index path that
    /// ``indexPathsToInsertForDecorationView(ofKind:)`` names. Nil (the default) fades it in.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes a decoration view deleted by an update ends with; asked for each index path that
    /// ``indexPathsToDeleteForDecorationView(ofKind:)`` names. Nil (the default) fades it out.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The supplementary views of `elementKind` that a batch update adds beyond those of inserted sections: asked
    /// once per kind on screen during each update. None by default.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` that a batch update removes beyond those of deleted sections. None
    /// by default.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` that a batch update adds: asked once per registered decoration kind
    /// during each update. None by default.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` that a batch update removes. None by default.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Animated bounds changes and layout transitions

    /// Told that the collection view's bounds change inside an animation block (`UIView.animate`, a rotation)
    /// in a way that invalidates the layout, before the layout prepares for the new bounds; `oldBounds` are the
    /// bounds of the last layout pass.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Told that the layout pass for an animated bounds change has placed the views.
    open func finalizeAnimatedBoundsChange() {}

    /// Told, while still installed, that `setCollectionViewLayout` is replacing it with `newLayout`.
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}

    /// Told, just installed, that it replaces `oldLayout`, before its first layout pass.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

    /// Told, as the old and the new layout both are, that a layout transition has ended; the new layout has laid
    /// out the items.
    open func finalizeLayoutTransition() {}

    /// The direction the layout's arithmetic was written for: left to right, as UIKit's default is.
    open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// Whether UIKit mirrors the layout's x coordinates when the collection view runs in the other direction than
    /// ``developmentLayoutDirection``: false by default (UIKit's default). Headless apps run left to right; a
    /// collection view forced right to left (`semanticContentAttribute`) is not mirrored yet, whatever this says.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Interactive movement

    /// The place an item moving interactively takes with the finger at `position`: by default the place of the
    /// item whose frame holds the point, or `previousIndexPath` where there is none.
    open func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of an item while it moves under the finger: by default its own, centred on `position`, above
    /// every other view.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> CollectionViewLayoutAttributes {
        let attributes: CollectionViewLayoutAttributes
        if let own = layoutAttributesForItem(at: indexPath)?.copy() as? CollectionViewLayoutAttributes {
            attributes = own
        } else {
            attributes = Self.attributesType.init()
            attributes.indexPath = indexPath
        }
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// The context of an invalidation while items move interactively: it names their previous and new places
    /// and the finger's position, and invalidates those items.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> CollectionViewLayoutInvalidationContext {
        let context = Self.contextType.init()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.interactiveMovementTarget = targetPosition
        context.invalidateItems(at: previousIndexPaths + targetIndexPaths)
        return context
    }

    /// The context of the invalidation when an interactive movement ends (`movementCancelled`: the items went
    /// back): it names their final and previous places, and invalidates those items.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> CollectionViewLayoutInvalidationContext {
        let context = Self.contextType.init()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.invalidateItems(at: previousIndexPaths + indexPaths)
        return context
    }

    /// Registers the view class for decorations of `elementKind`; nil removes it.
    open func register(_ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
    }

    // MARK: The engine's queries

    /// A length the built-in layouts' grids take: NaN, negative and infinite lengths become 0 (UIKit draws nothing
    /// for them), longer ones the engine's largest.
    static func length(_ value: CGFloat) -> Double {
        value.isFinite && value > 0 ? Double(min(value, CGFloat(LayoutUnit.maximumRowHeight))) : 0
    }

    /// Runs ``prepare()`` if an invalidation asked for it.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// Whether the layout answers the collection view's visibility queries itself (``appendVisibleItems(in:to:)``,
    /// ``appendVisibleSupplementaries(in:to:)``) rather than through ``layoutAttributesForElements(in:)``:
    /// only built-in layouts whose queries are not overridden.
    var answersVisibilityQueries: Bool { false }

    /// Appends the items (global indexes, ascending) whose frames meet `rect`, when ``answersVisibilityQueries``.
    func appendVisibleItems(in rect: CGRect, to items: inout [Int]) {}

    /// The decorations that meet `rect`, when ``answersVisibilityQueries``.
    func visibleDecorations(in rect: CGRect) -> [SupplementaryKey: CollectionViewLayoutAttributes] { [:] }

    /// Appends the supplementary views that meet `rect`, when ``answersVisibilityQueries``.
    func appendVisibleSupplementaries(in rect: CGRect, to keys: inout [SupplementaryKey]) {}

    /// Whether an invalidation may move the cells on screen, so they take their attributes again: always for a
    /// layout of a client's own (as UIKit asks again after any invalidation); built-in layouts say no when only
    /// their pinned headers move.
    func invalidatesItems(_ context: CollectionViewLayoutInvalidationContext) -> Bool { true }

    /// Whether the collection view gives the layout its cells' preferred attributes (a flow layout does only
    /// with estimated sizes; a layout of a client's own always, as UIKit does).
    var asksPreferredAttributes: Bool { true }

    /// Whether the collection view gives the layout its supplementary views' preferred attributes (a compositional
    /// layout's estimated headers and footers; a layout of a client's own always, as UIKit does).
    var asksPreferredSupplementaryAttributes: Bool { true }

    /// A supplementary view's frame without making its attributes, when the layout can say it cheaply (built-in
    /// layouts); nil otherwise. The collection view skips views whose frame did not change.
    func frameOfSupplementary(kind: String, at indexPath: IndexPath) -> CGRect? { nil }

    /// Keeps the sizes cells measured across a batch update, at their items' new places, for the rebuild the
    /// update's invalidation starts (built-in self-sizing layouts); reloaded items are measured again.
    func carryMeasurements(through plan: UpdatePlan) {}

    /// Whether supplementary views move with the bounds (pinned headers): their frames are asked on every pass.
    var pinsSupplementaries: Bool { false }

    /// Whether the content scrolls sideways (a horizontal flow or compositional layout).
    var scrollsAlongX: Bool { false }
}

/// A supplementary view's identity: its kind and index path.
struct SupplementaryKey: Hashable, Comparable {
    var kind: String
    var indexPath: IndexPath

    /// Hashes the section, the item and the kind's length: equal keys hash equally, and hashing a kind's bytes
    /// and a whole `IndexPath` on every lookup of every frame costs more than the rare collision (a header and a
    /// footer of one section) does.
    func hash(into hasher: inout Hasher) {
        hasher.combine(indexPath.count > 0 ? indexPath[0] : -1)
        hasher.combine(indexPath.count > 1 ? indexPath[1] : -1)
        hasher.combine(kind.utf8.count)
    }

    static func < (a: SupplementaryKey, b: SupplementaryKey) -> Bool {
        a.indexPath != b.indexPath ? a.indexPath < b.indexPath : a.kind < b.kind
    }
}
