import Foundation
import ReuseCore

/// What a section's content insets count from (UIKit's `UIContentInsetsReference`).
public enum ContentInsetsReference: Int, Hashable, Sendable {
    /// The layout's choice: the configuration's reference for a section, the safe area for the configuration.
    case automatic
    /// The collection view's content inset alone.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins (which follow the safe area).
    case layoutMargins
    /// The readable content guide: the margins, at most 672 points wide, centred.
    case readableContent
}

/// A compositional layout's options (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
public final class CollectionViewCompositionalLayoutConfiguration {
    /// The axis the content scrolls on: `.vertical` (the default) stacks sections and their groups downwards;
    /// `.horizontal` places them side by side, each group after the one before it, its items' heights a fraction
    /// of the section's. In a horizontal layout, sections do not scroll orthogonally, estimated dimensions keep
    /// their estimates, and boundary items (headers before, footers after a section) take their widths.
    public var scrollDirection = CollectionView.ScrollDirection.vertical
    /// Space between sections.
    public var interSectionSpacing: CGFloat = 0
    /// The whole layout's headers and footers (a header above every section, a footer after the last), at index
    /// path [0, 0] of their kind; a pinned header stays at the top of the visible bounds over all the content.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' content insets count from when a section leaves it `.automatic`: by default (`.automatic`)
    /// the safe area, so that content stays clear of a notch in landscape.
    public var contentInsetsReference = ContentInsetsReference.automatic

    public init() {}
}

/// Sections of repeated groups of items: UIKit's `UICollectionViewCompositionalLayout`.
///
/// Each section comes from the layout's section (or its section provider, asked once per section when the layout
/// prepares, with the container's size); its group is resolved once, and the section repeats it for as many items
/// as the section has. The geometry is a `ReuseCore/GroupGrid`: groups are rows of a `ReuseCore/TableLayout`,
/// so only the elements near the visible rect get attributes, at any item count.
///
/// Sections with an `orthogonalScrollingBehavior` lay their groups out sideways in one row, which moves on its
/// own (``CollectionView/setOrthogonalOffset(_:forSection:)``); their cells are reused like the others. Groups
/// whose items' heights are estimated are as tall as their tallest measured cell (for groups of one line of items:
/// a list, a row of cards); lines above the anchor that change move the offset with them. Boundary items
/// (headers, footers) with estimated heights take their views' heights when shown, and keep them through updates.
@preconcurrency @MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Makes section `index`'s layout; nil for none (the section's items are not shown).
    public typealias SectionProvider =
        @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    let sectionProvider: SectionProvider
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// What the layout keeps of each section besides the grid.
    /// A boundary item (header or footer) of a section: its kind, its length along the scroll axis (measured, for
    /// an estimated one whose view was shown), whether it is pinned, and whether its view sizes it.
    struct Boundary {
        var kind: String
        /// The room it takes in the section: its height, or 0 when it does not extend the section's boundary.
        var length: Double
        var pinned: Bool
        var estimated = false
        /// Its height when it overlaps the section's content instead of extending it.
        var overlay: Double = 0
        /// Its width (its layout size's, resolved in the section's width).
        var width: Double = 0
        /// Where it sits across: -1 at the leading edge, 0 centred, 1 at the trailing edge.
        var crossAlignment = 0
        /// Its absolute offset from where its alignment puts it.
        var offset = CGPoint.zero
        /// Where it runs across, for a boundary item of the whole layout (the content's width, not its section's).
        var span: (start: Double, length: Double)?
        /// Whether it is a boundary item of the whole layout: a pinned one stays pinned over all the content, not
        /// only its section.
        var global: Bool { span != nil }
    }

    struct SectionInfo {
        var section: NSCollectionLayoutSection?
        var headers: [Boundary] = []
        var footers: [Boundary] = []
        var crossStart: Double = 0
        var crossLength: Double = 0
        var measures = false
        var orthogonal = false
        var hasDecorations = false
        /// Each leaf of the group's template: the supplementary items its cells carry (badges), if any.
        var itemSupplementaries: [[NSCollectionLayoutSupplementaryItem]] = []
        /// The supplementary items of the section's group, on each repetition of it (`groupCount` items).
        var groupSupplementaries: [NSCollectionLayoutSupplementaryItem] = []
        var groupCount = 1
        var hasItemSupplementaries: Bool {
            !groupSupplementaries.isEmpty || itemSupplementaries.contains { !$0.isEmpty }
        }

        /// The supplementary item of `kind` that the cell at `item` carries.
        func itemSupplementary(ofKind kind: String, item: Int) -> NSCollectionLayoutSupplementaryItem? {
            guard !itemSupplementaries.isEmpty, item >= 0 else { return nil }
            return itemSupplementaries[item % itemSupplementaries.count].first { $0.elementKind == kind }
        }

        /// The group's supplementary item of `kind`, when `item` is the first of a repetition of the group.
        func groupSupplementary(ofKind kind: String, item: Int) -> NSCollectionLayoutSupplementaryItem? {
            guard !groupSupplementaries.isEmpty, item >= 0, item % groupCount == 0 else { return nil }
            return groupSupplementaries.first { $0.elementKind == kind }
        }

        /// Every supplementary item the cell at `item` carries, its group's first when it starts a repetition.
        func supplementaries(ofItem item: Int) -> [NSCollectionLayoutSupplementaryItem] {
            let own = itemSupplementaries.isEmpty ? [] : itemSupplementaries[item % itemSupplementaries.count]
            return item % groupCount == 0 ? groupSupplementaries + own : own
        }
    }

    @exclusivity(unchecked) var grid = GroupGrid()
    var info: [SectionInfo] = []
    /// Orthogonal sections' offsets across, by section.
    var orthogonalOffsets: [Int: CGFloat] = [:]
    var measuredItems = MeasuredLengths<RowPosition>()
    var needsRebuild = true
    /// The runs of visible items, kept to reuse their storage.
    var rangeBuffer: [ClosedRange<Int>] = []
    /// Summaries of ``info``, asked every frame: whether any section pins a boundary item, has decorations, or
    /// measures its cells.
    var hasPinnedItems = false
    var hasDecorations = false
    var measuresCells = false
    /// Whether a section has a boundary item of estimated height, which its view measures.
    var measuresBoundaries = false
    /// Boundary items' measured lengths, by kind and section.
    var measuredBoundaries = MeasuredLengths<SupplementaryKey>()
    /// Whether a section has a visible-items handler, which runs on every scroll.
    var hasVisibleItemsHandlers = false
    /// The environment the sections were made in, which visible-items handlers are given.
    var lastEnvironment: (any NSCollectionLayoutEnvironment)?
    /// Whether the layout was prepared scrolling sideways: the grid's main axis is then x.
    var horizontal = false

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(
        sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    // MARK: Preparing

    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        // A context that names elements (measured cells or headers, moved pinned items) changes only those.
        let namesElements =
            context.invalidatedItemIndexPaths != nil || context.invalidatedSupplementaryIndexPaths != nil
            || context.invalidatedDecorationIndexPaths != nil
        if context.invalidateEverything || context.invalidateDataSourceCounts || !namesElements {
            needsRebuild = true
            if context.invalidateEverything || !context.invalidateDataSourceCounts {
                measuredItems.forgetAtRebuild()
                measuredBoundaries.forgetAtRebuild()
            }
        }
        super.invalidateLayout(with: context)
    }

    override func carryMeasurements(through plan: UpdatePlan) {
        measuredItems.carry(to: plan.keptPosition(ofOld:))
        measuredBoundaries.carry { key in
            plan.keptSection(ofOld: key.indexPath.section).map {
                SupplementaryKey(kind: key.kind, indexPath: IndexPath(item: 0, section: $0))
            }
        }
    }

    /// Asks each section's layout and resolves its group.
    ///
    /// - Complexity: O(s × g) for s sections with groups of g items, whatever the number of items.
    open override func prepare() {
        super.prepare()
        guard needsRebuild, let collectionView else { return }
        needsRebuild = false
        horizontal = configuration.scrollDirection == .horizontal
        measuredItems.rebuild()
        measuredBoundaries.rebuild()
        let inset = collectionView.contentInset
        let size = collectionView.bounds.size
        let container = LayoutContainer(
            contentSize: size,
            contentInsets: NSDirectionalEdgeInsets(
                top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
        let environment = LayoutEnvironment(container: container, traitCollection: collectionView.traitCollection)
        var sections: [GroupGrid.Section] = []
        info = []
        // What each inset reference adds, measured once a prepare for all the sections that use it.
        var references: [ContentInsetsReference: NSDirectionalEdgeInsets] = [:]
        for index in 0..<collectionView.numberOfSections {
            let items = collectionView.numberOfItems(inSection: index)
            let (section, details) = resolve(
                sectionProvider(index, environment), items: items, container: container, environment: environment,
                references: &references)
            sections.append(section)
            info.append(details)
        }
        addLayoutBoundaries(to: &sections, container: container)
        grid = GroupGrid(sections: sections, sectionSpacing: Self.length(configuration.interSectionSpacing))
        hasPinnedItems = info.contains { $0.headers.contains(where: \.pinned) || $0.footers.contains(where: \.pinned) }
        hasDecorations = info.contains { $0.hasDecorations }
        hasVisibleItemsHandlers = info.contains { $0.section?.visibleItemsInvalidationHandler != nil }
        lastEnvironment = environment
        measuresCells = info.contains(where: \.measures)
        measuresBoundaries = info.contains {
            $0.headers.contains(where: \.estimated) || $0.footers.contains(where: \.estimated)
        }
        applyBoundaryMeasurements()
        // Sizes measured before an update still hold: their groups take them again.
        for item in measuredItems.keys.sorted()
        where item.section < sections.count && item.row < sections[item.section].itemCount {
            _ = fitGroup(of: item)
        }
    }

    /// A section's grid geometry from its layout.
    private func resolve(
        _ layoutSection: NSCollectionLayoutSection?, items: Int, container: LayoutContainer,
        environment: any NSCollectionLayoutEnvironment,
        references: inout [ContentInsetsReference: NSDirectionalEdgeInsets]
    ) -> (GroupGrid.Section, SectionInfo) {
        guard let layoutSection else {
            return (GroupGrid.Section(itemCount: 0, template: [], groupMain: 0, groupCross: 0), SectionInfo())
        }
        reportInvalidDimensions(of: layoutSection.group, section: layoutSection)
        if horizontal {
            return resolveSideways(layoutSection, items: items, container: container, environment: environment)
        }
        var insets = layoutSection.contentInsets
        let reference = layoutSection.contentInsetsReference
        let extra = references[reference] ?? referenceInsets(reference)
        references[reference] = extra
        insets.leading += extra.leading
        insets.trailing += extra.trailing
        let available = container.effectiveContentSize
        let width = max(available.width - insets.leading - insets.trailing, 0)
        let groupSize = layoutSection.group.layoutSize.resolved(in: CGSize(width: width, height: available.height))
        let leaves = layoutSection.group.leaves(in: groupSize, environment: environment)
        let frames = leaves.map(\.frame)
        let template = frames.map {
            FlowGrid.Box(
                main: Double($0.minY), cross: Double($0.minX), mainLength: Double($0.height),
                crossLength: Double($0.width))
        }
        var details = SectionInfo(section: layoutSection)
        if leaves.contains(where: { !($0.item?.supplementaryItems.isEmpty ?? true) }) {
            details.itemSupplementaries = leaves.map { $0.item?.supplementaryItems ?? [] }
        }
        details.groupSupplementaries = layoutSection.group.supplementaryItems
        details.groupCount = max(leaves.count, 1)
        details.crossStart = Double(layoutSection.supplementariesFollowContentInsets ? insets.leading : 0)
        details.crossLength = Double(layoutSection.supplementariesFollowContentInsets ? width : available.width)
        details.orthogonal = layoutSection.orthogonalScrollingBehavior != .none
        details.hasDecorations = !layoutSection.decorationItems.isEmpty
        details.measures = layoutSection.group.hasEstimatedHeights && template.allSatisfy { $0.main == 0 }
        for item in layoutSection.boundarySupplementaryItems {
            let entry = Self.boundary(item, in: CGSize(width: details.crossLength, height: available.height))
            if item.isLeading { details.headers.append(entry) } else { details.footers.append(entry) }
        }
        let section = GroupGrid.Section(
            itemCount: items, template: template, groupMain: Self.length(groupSize.height),
            groupCross: Self.length(groupSize.width), groupSpacing: Self.length(layoutSection.interGroupSpacing),
            insetMainBefore: Self.length(insets.top), insetMainAfter: Self.length(insets.bottom),
            insetCrossBefore: Self.length(insets.leading), header: details.headers.reduce(0) { $0 + $1.length },
            footer: details.footers.reduce(0) { $0 + $1.length }, orthogonal: details.orthogonal)
        return (section, details)
    }

    // MARK: Answers

    open override var collectionViewContentSize: CGSize {
        let inset = collectionView?.contentInset ?? .zero
        if horizontal {
            let height = max((collectionView?.bounds.height ?? 0) - inset.top - inset.bottom, 0)
            return CGSize(width: CGFloat(grid.contentLength), height: height)
        }
        let width = max((collectionView?.bounds.width ?? 0) - inset.left - inset.right, 0)
        return CGSize(width: width, height: CGFloat(grid.contentLength))
    }

    /// An item's frame, an orthogonal section's moved by its offset.
    func frame(of position: RowPosition) -> CGRect {
        let box = grid.box(ofItem: position)
        let shift = info[position.section].orthogonal ? orthogonalOffsets[position.section] ?? 0 : 0
        let length = measuredItems.isEmpty ? nil : measuredItems[position]
        if horizontal {
            return CGRect(
                x: CGFloat(box.main), y: CGFloat(box.cross), width: CGFloat(box.mainLength),
                height: CGFloat(box.crossLength))
        }
        return CGRect(
            x: CGFloat(box.cross) - shift, y: CGFloat(box.main), width: CGFloat(box.crossLength),
            height: CGFloat(length ?? box.mainLength))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let position = RowPosition(indexPath)
        guard indexPath.count == 2, position.section >= 0, position.section < grid.sections.count, position.row >= 0,
            position.row < grid.sections[position.section].itemCount
        else { return nil }
        let attributes = Self.attributesType.init()
        attributes.indexPath = indexPath
        attributes.frame = frame(of: position)
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        if let (frame, zIndex) = itemSupplementaryFrame(ofKind: elementKind, at: indexPath) {
            let attributes = Self.attributesType.init()
            attributes.setSupplementary(kind: elementKind, indexPath: indexPath)
            attributes.frame = frame
            attributes.zIndex = zIndex
            return attributes
        }
        guard let (frame, pinned) = supplementaryFrame(ofKind: elementKind, section: indexPath.section) else {
            return nil
        }
        let attributes = Self.attributesType.init()
        attributes.setSupplementary(kind: elementKind, indexPath: IndexPath(item: 0, section: indexPath.section))
        attributes.frame = frame
        attributes.zIndex = pinned ? 10 : 1
        return attributes
    }

    /// Where a boundary item of `section` sits, and whether it is pinned; nil when the section has none of that kind.
    func supplementaryFrame(ofKind elementKind: String, section: Int) -> (CGRect, Bool)? {
        guard section >= 0, section < info.count else { return nil }
        let (start, end) = grid.extent(ofSection: section)
        let details = info[section]
        var main = start
        var place: (top: Double, length: Double, boundary: Boundary)?
        for header in details.headers {
            // One that overlaps the content sits at the section's top edge, over what follows.
            if header.kind == elementKind {
                place = header.length > 0 ? (main, header.length, header) : (start, header.overlay, header)
            }
            main += header.length
        }
        if place == nil {
            var footerMain = end - details.footers.reduce(0) { $0 + $1.length }
            for footer in details.footers {
                if footer.kind == elementKind {
                    place =
                        footer.length > 0
                        ? (footerMain, footer.length, footer) : (end - footer.overlay, footer.overlay, footer)
                }
                footerMain += footer.length
            }
        }
        guard let (placeTop, length, boundary) = place, length > 0 else { return nil }
        var top = placeTop
        if boundary.pinned, let visible = collectionView?.bounds {
            let limit = boundary.global ? grid.contentLength : end
            top = min(max(top, mainSpan(of: visible).start), limit - length)
        }
        let (crossStart, crossLength) = boundary.span ?? (details.crossStart, details.crossLength)
        let width = boundary.width > 0 ? min(boundary.width, crossLength) : crossLength
        let x = crossStart + (crossLength - width) * Double(boundary.crossAlignment + 1) / 2
        let frame = rect(main: top, cross: x, mainLength: length, crossLength: width)
            .offsetBy(dx: boundary.offset.x, dy: boundary.offset.y)
        return (frame, boundary.pinned)
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        let section = indexPath.section
        guard section >= 0, section < info.count,
            let item = info[section].section?.decorationItems.first(where: { $0.elementKind == elementKind })
        else { return nil }
        let (start, end) = grid.extent(ofSection: section)
        let insets = item.contentInsets
        let size = collectionViewContentSize
        let attributes = Self.attributesType.init()
        attributes.setDecoration(kind: elementKind, indexPath: IndexPath(item: 0, section: section))
        attributes.frame =
            horizontal
            ? CGRect(
                x: CGFloat(start) + insets.leading, y: insets.top,
                width: max(CGFloat(end - start) - insets.leading - insets.trailing, 0),
                height: max(size.height - insets.top - insets.bottom, 0))
            : CGRect(
                x: insets.leading, y: CGFloat(start) + insets.top,
                width: max(size.width - insets.leading - insets.trailing, 0),
                height: max(CGFloat(end - start) - insets.top - insets.bottom, 0))
        attributes.zIndex = item.zIndex
        return attributes
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var items: [Int] = []
        appendVisibleItems(in: rect, to: &items)
        var result: [CollectionViewLayoutAttributes] = items.compactMap { index in
            grid.position(ofGlobalIndex: index).flatMap { layoutAttributesForItem(at: $0.itemIndexPath) }
        }
        var keys: [SupplementaryKey] = []
        appendVisibleSupplementaries(in: rect, to: &keys)
        for key in keys {
            if let attributes = layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath) {
                result.append(attributes)
            }
        }
        result += visibleDecorations(in: rect).values
        runVisibleItemsHandlers(on: result, in: rect)
        return result
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.lastLayoutBounds.size || hasPinnedItems || hasVisibleItemsHandlers
    }

    open override func invalidationContext(
        forBoundsChange newBounds: CGRect
    ) -> CollectionViewLayoutInvalidationContext {
        let context = CollectionViewLayoutInvalidationContext()
        if newBounds.size != collectionView?.lastLayoutBounds.size {
            context.invalidateEverything = true
        } else {
            // Only the pinned headers move: nothing to build again.
            context.invalidateItems(at: [])
        }
        return context
    }

    // MARK: Self-sizing

    override var asksPreferredAttributes: Bool { measuresCells }
    override var asksPreferredSupplementaryAttributes: Bool { measuresBoundaries }

    override func invalidatesItems(_ context: CollectionViewLayoutInvalidationContext) -> Bool {
        guard answersVisibilityQueries else { return true }
        return context.invalidateEverything || context.invalidateDataSourceCounts
            || !(context.invalidatedItemIndexPaths?.isEmpty ?? false) || context.contentOffsetAdjustment != .zero
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let position = RowPosition(originalAttributes.indexPath)
        if originalAttributes.representedElementCategory == .supplementaryView {
            return shouldMeasureBoundary(preferred: preferredAttributes, original: originalAttributes)
        }
        guard originalAttributes.representedElementCategory == .cell, position.section < info.count,
            info[position.section].measures
        else { return false }
        return preferredAttributes.size.height != originalAttributes.size.height || measuredItems[position] == nil
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        let position = RowPosition(originalAttributes.indexPath)
        let (grown, end): (Double, Double)
        if originalAttributes.representedElementCategory == .supplementaryView {
            (grown, end) = measureBoundary(preferred: preferredAttributes, original: originalAttributes)
        } else {
            measuredItems[position] = Self.length(preferredAttributes.size.height)
            (grown, end) = fitGroup(of: position)
        }
        if grown != 0, let collectionView, collectionView.isAboveAnchor(end: end) {
            context.contentOffsetAdjustment = CGPoint(x: 0, y: CGFloat(grown))
        }
        context.contentSizeAdjustment = CGSize(width: 0, height: CGFloat(grown))
        return context
    }

    /// Makes the group of `position` as tall as its tallest measured cell, plus the items' own insets. Returns how
    /// much it grew and where it ended before.
    private func fitGroup(of position: RowPosition) -> (grown: Double, end: Double) {
        let section = grid.sections[position.section]
        guard section.perGroup > 0 else { return (0, 0) }
        let group = position.row / section.perGroup
        let members = (group * section.perGroup)..<min((group + 1) * section.perGroup, section.itemCount)
        let template = section.template
        var groupLength = 0.0
        for item in members {
            guard let measured = measuredItems[RowPosition(section: position.section, row: item)] else { continue }
            let box = template[item - group * section.perGroup]
            groupLength = max(groupLength, measured + (section.groupMain - box.mainLength))
        }
        let before = grid.box(ofItem: RowPosition(section: position.section, row: members.lowerBound))
        return (grid.setGroupLength(groupLength, at: position), before.main + before.mainLength)
    }

    // MARK: Orthogonal sections

    /// How far an orthogonal section's row can move across.
    func orthogonalRange(ofSection section: Int) -> ClosedRange<CGFloat> {
        guard section < info.count, info[section].orthogonal else { return 0...0 }
        let content =
            grid.orthogonalLength(ofSection: section) + Double(info[section].section?.contentInsets.leading ?? 0)
            + Double(info[section].section?.contentInsets.trailing ?? 0)
        return 0...max(CGFloat(content) - collectionViewContentSize.width, 0)
    }

    // MARK: The engine's queries

    /// The engine asks for visible items itself, unless a visible-items handler must see and change them
    /// (through ``layoutAttributesForElements(in:)``).
    override var answersVisibilityQueries: Bool {
        type(of: self) == CollectionViewCompositionalLayout.self && !hasVisibleItemsHandlers
    }

    override var pinsSupplementaries: Bool { hasPinnedItems }
    override var scrollsAlongX: Bool { configuration.scrollDirection == .horizontal }

    override func frameOfSupplementary(kind: String, at indexPath: IndexPath) -> CGRect? {
        itemSupplementaryFrame(ofKind: kind, at: indexPath)?.0
            ?? supplementaryFrame(ofKind: kind, section: indexPath.section)?.0
    }

    override func appendVisibleItems(in rect: CGRect, to items: inout [Int]) {
        rangeBuffer.removeAll(keepingCapacity: true)
        let width = Double(rect.width)
        let (start, end) = mainSpan(of: rect)
        grid.appendItems(
            inMain: start, end,
            crossSpan: { section in
                let offset = Double(self.orthogonalOffsets[section] ?? 0)
                return (offset, offset + width)
            }, to: &rangeBuffer)
        for range in rangeBuffer { items.append(contentsOf: range) }
    }

    override func appendVisibleSupplementaries(in rect: CGRect, to keys: inout [SupplementaryKey]) {
        let (start, end) = mainSpan(of: rect)
        guard let sections = grid.sections(inMain: start, end) else { return }
        if sections.contains(where: { info[$0].hasItemSupplementaries }) {
            appendItemSupplementaries(in: rect, to: &keys)
        }
        for section in sections {
            let path = IndexPath(item: 0, section: section)
            for index in 0..<(info[section].headers.count + info[section].footers.count) {
                let headers = info[section].headers
                let kind =
                    index < headers.count ? headers[index].kind : info[section].footers[index - headers.count].kind
                guard let (frame, _) = supplementaryFrame(ofKind: kind, section: section),
                    mainSpan(of: frame).start < end, mainSpan(of: frame).end > start
                else { continue }
                keys.append(SupplementaryKey(kind: kind, indexPath: path))
            }
        }
    }

    override func visibleDecorations(in rect: CGRect) -> [SupplementaryKey: CollectionViewLayoutAttributes] {
        let (start, end) = mainSpan(of: rect)
        guard hasDecorations, let sections = grid.sections(inMain: start, end) else { return [:] }
        var result: [SupplementaryKey: CollectionViewLayoutAttributes] = [:]
        for section in sections where info[section].hasDecorations {
            for item in info[section].section?.decorationItems ?? [] {
                let path = IndexPath(item: 0, section: section)
                if let attributes = layoutAttributesForDecorationView(ofKind: item.elementKind, at: path) {
                    result[SupplementaryKey(kind: item.elementKind, indexPath: path)] = attributes
                }
            }
        }
        return result
    }
}
