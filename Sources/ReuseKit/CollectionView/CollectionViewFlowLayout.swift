import Foundation
import ReuseCore

extension CollectionView {
    /// The axis a layout's content scrolls along.
    public enum ScrollDirection: Int, Hashable, Sendable {
        case vertical
        case horizontal
    }

    /// How a self-sizing cell's change of size reaches the layout (UIKit's
    /// `UICollectionView.SelfSizingInvalidation`): the same three choices as a table's.
    public typealias SelfSizingInvalidation = TableView.SelfSizingInvalidation
}

/// What a flow layout's invalidation covers: the delegate's sizes and the layout's own properties (both by
/// default); neither when only the pinned headers move.
@preconcurrency @MainActor
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, insets and spacings must be asked again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's attributes must be computed again.
    open var invalidateFlowLayoutAttributes = true
}

/// Items in lines, lines in sections, with headers and footers: UIKit's `UICollectionViewFlowLayout`.
///
/// Items of a section share ``itemSize``, or take their sizes from the delegate's `sizeForItemAt` (asked for every
/// item when the layout prepares, as UIKit asks); lines are justified as UIKit's (see `ReuseCore/FlowGrid`). With ``estimatedItemSize`` set, items count at the estimate
/// until their cells are shown, and a line becomes as long as its longest cell
/// (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``); lines above the visible ones that change
/// move the content offset with them, so what is on screen stays still.
///
/// Everything is computed from arithmetic on the grid, for the elements near the visible rect only: loading and
/// scrolling 10^9 items costs what 100 do.
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// "Size the item to its cell" for ``estimatedItemSize``.
    public static let automaticSize = CGSize(width: -1, height: -1)
    /// What the delegate's default `sizeForItemAt` returns: "use the layout's item size".
    static let delegateDefaultSize = CGSize(width: -0x1p60, height: -0x1p60)

    /// Where section insets are measured from.
    public enum SectionInsetReference: Int, Hashable, Sendable {
        case fromContentInset
        case fromSafeArea
        case fromLayoutMargins
    }

    @exclusivity(unchecked) open var scrollDirection = CollectionView.ScrollDirection.vertical {
        didSet {
            if let collectionView { collectionView.scrollsSideways = scrollDirection == .horizontal }
            invalidateLayout()
        }
    }
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// The size items count at until their cells are measured; `.zero` (the default) turns self-sizing off.
    @exclusivity(unchecked) open var estimatedItemSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    open var sectionInset: EdgeInsets = .zero {
        didSet { invalidateLayout() }
    }
    /// What ``sectionInset`` counts from: the content inset (the default), the safe area or the layout margins.
    /// The layout reads the collection view's safe area and margins when it prepares; a change of them that
    /// comes with a change of size (a rotation) reaches it through the bounds change.
    open var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { invalidateLayout() }
    }
    /// The headers' size: their height in a vertical layout (the width is the view's), their width in a
    /// horizontal one. Zero for none.
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// Whether a section's header stays at the top of the visible bounds while its section is on screen.
    @exclusivity(unchecked) open var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }
    @exclusivity(unchecked) open var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    /// The geometry, as the last ``prepare()`` built it and measurements changed it.
    @exclusivity(unchecked) var grid = FlowGrid()
    /// Items measured by their cells (self-sizing), by section and item: their length along the scroll axis.
    @exclusivity(unchecked) var measuredItems = MeasuredLengths<RowPosition>()
    var needsRebuild = true

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    public override init() {
        super.init()
    }

    open override class var invalidationContextClass: AnyClass { CollectionViewFlowLayoutInvalidationContext.self }

    var isVertical: Bool { scrollDirection == .vertical }
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    // MARK: Preparing

    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        let flow = context as? CollectionViewFlowLayoutInvalidationContext
        if context.invalidateEverything || context.invalidateDataSourceCounts
            || (flow?.invalidateFlowLayoutAttributes ?? true) || (flow?.invalidateFlowLayoutDelegateMetrics ?? true)
        {
            needsRebuild = true
            if context.invalidateEverything || !context.invalidateDataSourceCounts { measuredItems.forgetAtRebuild() }
        }
        super.invalidateLayout(with: context)
    }

    override func carryMeasurements(through plan: UpdatePlan) {
        measuredItems.carry(to: plan.keptPosition(ofOld:))
    }

    /// Builds the grid from the collection view's counts, the delegate's sizes and the layout's properties.
    ///
    /// - Complexity: O(s) for s sections whatever the number of items, plus O(n) for the n items of sections
    ///   whose delegate sizes items.
    open override func prepare() {
        super.prepare()
        guard needsRebuild, let collectionView else { return }
        needsRebuild = false
        measuredItems.rebuild()
        let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
        var sections: [FlowGrid.Section] = []
        let count = collectionView.numberOfSections
        sections.reserveCapacity(count)
        let extra = referenceInsets(of: collectionView)
        for section in 0..<count {
            sections.append(flowSection(section, in: collectionView, delegate: delegate, adding: extra))
        }
        let inset = collectionView.contentInset
        let bounds = collectionView.bounds.size
        let cross = isVertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        grid = FlowGrid(sections: sections, crossLength: Double(max(cross, 0)))
        // Sizes measured before an update still hold: their lines take them again.
        for item in measuredItems.keys.sorted()
        where item.section < sections.count && item.row < sections[item.section].itemCount {
            _ = fitLine(of: item)
        }
    }

    /// What ``sectionInsetReference`` adds to every section's insets: nothing from the content inset (UIKit's
    /// default); from the safe area or the layout margins, the part of them that the adjusted content inset
    /// does not already keep clear (in a vertical layout, usually the sides: a notch's insets in landscape, or
    /// the margins).
    private func referenceInsets(of collectionView: CollectionView) -> EdgeInsets {
        let reference: EdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        let adjusted = collectionView.adjustedContentInset
        return EdgeInsets(
            top: max(0, reference.top - adjusted.top), left: max(0, reference.left - adjusted.left),
            bottom: max(0, reference.bottom - adjusted.bottom), right: max(0, reference.right - adjusted.right))
    }

    private func flowSection(
        _ section: Int, in collectionView: CollectionView, delegate: (any CollectionViewDelegateFlowLayout)?,
        adding extra: EdgeInsets
    ) -> FlowGrid.Section {
        let items = collectionView.numberOfItems(inSection: section)
        var size = isSelfSizing ? estimatedItemSize : itemSize
        var insets = sectionInset
        var lineSpacing = minimumLineSpacing
        var interitemSpacing = minimumInteritemSpacing
        var header = headerReferenceSize
        var footer = footerReferenceSize
        var sizes: [FlowGrid.ItemSize]?
        if let delegate {
            if items > 0, !isSelfSizing {
                let asked = delegate.collectionView(
                    collectionView, layout: self,
                    sizeForItemAt: collectionView.dataSourceIndexPath(IndexPath(item: 0, section: section)))
                if asked != Self.delegateDefaultSize {
                    size = asked
                    sizes = itemSizes(section, items: items, first: asked, in: collectionView, delegate: delegate)
                }
            }
            insets = delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
            lineSpacing = delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            interitemSpacing = delegate.collectionView(
                collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            header = delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            footer = delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
        }
        if extra != .zero {
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        let main = isVertical ? size.height : size.width
        let cross = isVertical ? size.width : size.height
        return FlowGrid.Section(
            itemCount: items, itemMain: Self.length(main), itemCross: Self.length(cross),
            lineSpacing: Self.length(lineSpacing), interitemSpacing: Self.length(interitemSpacing),
            insetMainBefore: Self.length(isVertical ? insets.top : insets.left),
            insetMainAfter: Self.length(isVertical ? insets.bottom : insets.right),
            insetCrossBefore: Self.length(isVertical ? insets.left : insets.top),
            insetCrossAfter: Self.length(isVertical ? insets.right : insets.bottom),
            header: Self.length(isVertical ? header.height : header.width),
            footer: Self.length(isVertical ? footer.height : footer.width), itemSizes: sizes)
    }

    /// Every item's size from the delegate, as UIKit asks at prepare; nil when they all equal the first.
    ///
    /// - Complexity: O(n) for the section's n items.
    private func itemSizes(
        _ section: Int, items: Int, first: CGSize, in collectionView: CollectionView,
        delegate: any CollectionViewDelegateFlowLayout
    ) -> [FlowGrid.ItemSize]? {
        var sizes: [FlowGrid.ItemSize] = []
        var uniform = true
        sizes.reserveCapacity(items)
        for item in 0..<items {
            let path = IndexPath(item: item, section: section)
            // A drop placeholder is not the data source's: it takes the first item's size.
            let asked =
                item == 0 || collectionView.placeholders.slot(at: path) != nil
                ? first
                : delegate.collectionView(
                    collectionView, layout: self, sizeForItemAt: collectionView.dataSourceIndexPath(path))
            if asked != first { uniform = false }
            let main = Self.length(isVertical ? asked.height : asked.width)
            let cross = Self.length(isVertical ? asked.width : asked.height)
            sizes.append(FlowGrid.ItemSize(main: main, cross: cross))
        }
        return uniform ? nil : sizes
    }

    // MARK: Answers

    open override var collectionViewContentSize: CGSize {
        let main = CGFloat(grid.contentLength)
        let cross = CGFloat(grid.crossLength)
        return isVertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }

    func rect(_ box: FlowGrid.Box) -> CGRect {
        isVertical
            ? CGRect(x: box.cross, y: box.main, width: box.crossLength, height: box.mainLength)
            : CGRect(x: box.main, y: box.cross, width: box.mainLength, height: box.crossLength)
    }

    /// The visible rect's extent along the scroll axis.
    func mainExtent(_ rect: CGRect) -> (Double, Double) {
        isVertical ? (Double(rect.minY), Double(rect.maxY)) : (Double(rect.minX), Double(rect.maxX))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        flowAttributesForItem(at: indexPath)
    }

    /// An item's attributes as the flow places it. `layoutAttributesForElements(in:)` makes its attributes
    /// with it, not with the open method, as in UIKit: a subclass that overrides `layoutAttributesForItem(at:)`
    /// (to answer from a dynamic animator, say) still gets the flow's attributes from `super`.
    final func flowAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let position = RowPosition(section: indexPath.section, row: indexPath.item)
        guard indexPath.count == 2, position.section >= 0, position.section < grid.sections.count,
            position.row >= 0, position.row < grid.sections[position.section].itemCount
        else { return nil }
        let attributes = Self.attributesType.init()
        attributes.indexPath = indexPath
        let measured = measuredItems.isEmpty ? nil : measuredItems[position]
        attributes.frame = rect(grid.box(ofItem: position, mainLength: measured))
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        flowAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// A header's or footer's attributes as the flow places it (what `layoutAttributesForElements(in:)` uses).
    final func flowAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        let section = indexPath.section
        guard indexPath.count >= 1, section >= 0, section < grid.sections.count else { return nil }
        let isHeader = elementKind == CollectionView.elementKindSectionHeader
        guard isHeader || elementKind == CollectionView.elementKindSectionFooter else { return nil }
        var box = isHeader ? grid.headerBox(ofSection: section) : grid.footerBox(ofSection: section)
        guard box.mainLength > 0 else { return nil }
        if isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds, let collectionView {
            box.main = pinned(box, isHeader: isHeader, section: section, visible: collectionView.bounds)
        }
        let attributes = Self.attributesType.init()
        attributes.setSupplementary(kind: elementKind, indexPath: IndexPath(item: 0, section: section))
        attributes.frame = rect(box)
        attributes.zIndex = isHeader ? 10 : 9
        return attributes
    }

    /// Where a pinned header or footer sits: at the visible edge while its section spans it, never outside its
    /// section.
    private func pinned(_ box: FlowGrid.Box, isHeader: Bool, section: Int, visible: CGRect) -> Double {
        let (start, end) = grid.extent(ofSection: section)
        let (top, bottom) = mainExtent(visible)
        if isHeader {
            return min(max(box.main, top), end - box.mainLength)
        }
        return max(min(box.main, bottom - box.mainLength), start)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result: [CollectionViewLayoutAttributes] = []
        if let items = visibleItemRange(in: rect) {
            for index in items {
                guard let position = grid.position(ofGlobalIndex: index),
                    let attributes = flowAttributesForItem(
                        at: IndexPath(item: position.row, section: position.section)),
                    attributes.frame.intersects(rect)
                else { continue }
                result.append(attributes)
            }
        }
        var keys: [SupplementaryKey] = []
        appendVisibleSupplementaries(in: rect, to: &keys)
        for key in keys {
            if let attributes = flowAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath) {
                result.append(attributes)
            }
        }
        return result
    }

    /// Whether new bounds change the length the lines fill (the width of a vertical layout).
    private func crossLengthChanges(to newBounds: CGRect) -> Bool {
        let old = collectionView?.lastLayoutBounds ?? .zero
        return isVertical ? newBounds.width != old.width : newBounds.height != old.height
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard collectionView != nil else { return false }
        return crossLengthChanges(to: newBounds) || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    open override func invalidationContext(
        forBoundsChange newBounds: CGRect
    ) -> CollectionViewLayoutInvalidationContext {
        let context = CollectionViewFlowLayoutInvalidationContext()
        let crossChanged = crossLengthChanges(to: newBounds)
        context.invalidateFlowLayoutAttributes = crossChanged
        context.invalidateFlowLayoutDelegateMetrics = crossChanged
        return context
    }

    // MARK: Self-sizing

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        guard isSelfSizing, originalAttributes.representedElementCategory == .cell else { return false }
        let old = isVertical ? originalAttributes.size.height : originalAttributes.size.width
        let new = isVertical ? preferredAttributes.size.height : preferredAttributes.size.width
        return old != new || measuredItems[position(originalAttributes.indexPath)] == nil
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if let flow = context as? CollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutAttributes = false
            flow.invalidateFlowLayoutDelegateMetrics = false
        }
        let item = position(originalAttributes.indexPath)
        measuredItems[item] = Self.length(isVertical ? preferredAttributes.size.height : preferredAttributes.size.width)
        let (grown, end) = fitLine(of: item)
        // A line above the anchor moves what is below it: the offset follows, so the screen stays still.
        if grown != 0, let collectionView, collectionView.isAboveAnchor(end: end) {
            context.contentOffsetAdjustment =
                isVertical ? CGPoint(x: 0, y: CGFloat(grown)) : CGPoint(x: CGFloat(grown), y: 0)
        }
        context.contentSizeAdjustment =
            isVertical ? CGSize(width: 0, height: CGFloat(grown)) : CGSize(width: CGFloat(grown), height: 0)
        return context
    }

    /// Makes the line of `item` as long as its longest measured item. Returns how much it grew and where it ended
    /// before.
    private func fitLine(of item: RowPosition) -> (grown: Double, end: Double) {
        let line = grid.line(of: item)
        let items = grid.items(ofLine: line)
        var lineLength = 0.0
        for other in items {
            if let measured = measuredItems[RowPosition(section: line.section, row: other)] {
                lineLength = max(lineLength, measured)
            }
        }
        let before = grid.box(ofItem: RowPosition(section: line.section, row: items.lowerBound))
        return (grid.setLineLength(lineLength, at: line), before.main + before.mainLength)
    }

    func position(_ indexPath: IndexPath) -> RowPosition {
        RowPosition(section: indexPath.section, row: indexPath.count > 1 ? indexPath.item : 0)
    }

    // MARK: The engine's queries

    override var answersVisibilityQueries: Bool { type(of: self) == CollectionViewFlowLayout.self }

    override var asksPreferredAttributes: Bool { isSelfSizing }

    /// Headers and footers take their reference sizes: their views are not measured.
    override var asksPreferredSupplementaryAttributes: Bool { false }

    override func invalidatesItems(_ context: CollectionViewLayoutInvalidationContext) -> Bool {
        guard answersVisibilityQueries, let flow = context as? CollectionViewFlowLayoutInvalidationContext else {
            return true
        }
        return flow.invalidateEverything || flow.invalidateDataSourceCounts || flow.invalidateFlowLayoutAttributes
            || flow.invalidateFlowLayoutDelegateMetrics || !(flow.invalidatedItemIndexPaths?.isEmpty ?? true)
            || flow.contentOffsetAdjustment != .zero
    }

    override var pinsSupplementaries: Bool { sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds }
    override var scrollsAlongX: Bool { scrollDirection == .horizontal }

    override func appendVisibleItems(in rect: CGRect, to items: inout [Int]) {
        if let range = visibleItemRange(in: rect) { items.append(contentsOf: range) }
    }

    func visibleItemRange(in rect: CGRect) -> ClosedRange<Int>? {
        let (start, end) = mainExtent(rect)
        return grid.items(inMain: start, end)
    }

    override func appendVisibleSupplementaries(in rect: CGRect, to keys: inout [SupplementaryKey]) {
        guard grid.lines.hasHeadersOrFooters else { return }
        let (start, end) = mainExtent(rect)
        guard let sections = grid.sections(inMain: start, end) else { return }
        for section in sections {
            let path = IndexPath(item: 0, section: section)
            if grid.sections[section].header > 0 {
                let box = grid.headerBox(ofSection: section)
                if sectionHeadersPinToVisibleBounds || (box.main < end && box.main + box.mainLength > start) {
                    keys.append(SupplementaryKey(kind: CollectionView.elementKindSectionHeader, indexPath: path))
                }
            }
            if grid.sections[section].footer > 0 {
                let box = grid.footerBox(ofSection: section)
                if sectionFootersPinToVisibleBounds || (box.main < end && box.main + box.mainLength > start) {
                    keys.append(SupplementaryKey(kind: CollectionView.elementKindSectionFooter, indexPath: path))
                }
            }
        }
    }
}
