import Foundation

/// The space a compositional layout lays a section out in (UIKit's `NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told: the container and the traits (UIKit's `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: TraitCollection { get }
}

struct LayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets
    var effectiveContentSize: CGSize {
        CGSize(
            width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
            height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer
    var traitCollection: TraitCollection
}

/// Items laid out along one axis, or where a provider puts them (UIKit's `NSCollectionLayoutGroup`). A section
/// repeats its group for as many items as it has.
///
/// A horizontal group places its subitems left to right, each sized in the group's size, `interItemSpacing`
/// apart, and repeats them while the next one fits; `count:` gives it exactly that many copies of one subitem,
/// sized to fill it. A vertical group does the same top to bottom. A custom group takes its items' frames from
/// its provider (asked once per section: every group of the section has the same items).
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// Makes a custom group's items.
    public typealias NSCollectionLayoutGroupCustomItemProvider =
        @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

    enum Arrangement {
        case horizontal
        case vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    public let subitems: [NSCollectionLayoutItem]
    let repeatCount: Int?
    /// Space between the group's items along its axis.
    public var interItemSpacing: NSCollectionLayoutSpacing?
    /// Supplementary views anchored to each repetition of the group in its section (a section's top group
    /// only): a background behind three rows, a badge on a card of several items. Each has the index path of the
    /// first item of its repetition.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { ownSupplementaryItems }
        set { ownSupplementaryItems = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?)
    {
        self.arrangement = arrangement
        self.subitems = subitems
        repeatCount = count.map { min(max($0, 1), 10_000) }
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> Self
    {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    public static func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }

    /// The frames of the group's leaf items, relative to the group, in a group of `size`; cells' content insets
    /// applied.
    func leafFrames(in size: CGSize, environment: any NSCollectionLayoutEnvironment) -> [CGRect] {
        leaves(in: size, environment: environment).map(\.frame)
    }

    /// The group's leaf items with their frames, in order (a custom group's frames have no item).
    func leaves(in size: CGSize, environment: any NSCollectionLayoutEnvironment) -> [(
        frame: CGRect, item: NSCollectionLayoutItem?
    )] {
        var frames: [(frame: CGRect, item: NSCollectionLayoutItem?)] = []
        switch arrangement {
        case .custom(let provider):
            frames = provider(environment).map { ($0.frame, nil) }
        case .horizontal, .vertical:
            let horizontal = if case .horizontal = arrangement { true } else { false }
            let along = horizontal ? size.width : size.height
            // The subitems in order, repeated while they fit (or exactly `repeatCount` copies).
            var placed: [(item: NSCollectionLayoutItem, size: CGSize)] = []
            var used: CGFloat = 0
            let spacing = interItemSpacing?.spacing ?? 0
            if let count = repeatCount, let item = subitems.first {
                let share = max((along - spacing * CGFloat(count - 1)) / CGFloat(count), 0)
                let other = item.layoutSize.resolved(in: size)
                let itemSize =
                    horizontal ? CGSize(width: share, height: other.height) : CGSize(width: other.width, height: share)
                placed = Array(repeating: (item, itemSize), count: count)
            } else if !subitems.isEmpty {
                var index = 0
                while placed.count < 10_000 {
                    let item = subitems[index % subitems.count]
                    let itemSize = item.layoutSize.resolved(in: size)
                    let length = (horizontal ? itemSize.width : itemSize.height) + Self.edgeRoom(of: item, horizontal)
                    let next = used + (placed.isEmpty ? 0 : spacing) + length
                    if !placed.isEmpty, next > along + 0.001 { break }
                    // Past one round, items that take no room would repeat forever.
                    if index >= subitems.count, length <= 0 { break }
                    placed.append((item, itemSize))
                    used = next
                    index += 1
                }
            }
            var gap = spacing
            let total = placed.reduce(0) {
                $0 + (horizontal ? $1.size.width : $1.size.height) + Self.edgeRoom(of: $1.item, horizontal)
            }
            // Flexible edge spacing shares the room left; without any, flexible inter-item spacing does.
            let flexibleEdges = placed.reduce(0) { count, entry in
                let edges = entry.item.edgeSpacing?.along(horizontal: horizontal)
                return count + (edges?.before?.isFlexibleSpacing ?? false ? 1 : 0)
                    + (edges?.after?.isFlexibleSpacing ?? false ? 1 : 0)
            }
            let fixedGaps = spacing * CGFloat(max(placed.count - 1, 0))
            var share: CGFloat = 0
            if flexibleEdges > 0 {
                share = max((along - total - fixedGaps) / CGFloat(flexibleEdges), 0)
            } else if interItemSpacing?.isFlexibleSpacing ?? false, placed.count > 1 {
                gap = max((along - total) / CGFloat(placed.count - 1), spacing)
            }
            var position: CGFloat = 0
            for (item, itemSize) in placed {
                let edges = item.edgeSpacing
                let (before, after) = edges?.along(horizontal: horizontal) ?? (nil, nil)
                position += Self.room(before, share: share)
                let acrossLength = horizontal ? size.height : size.width
                let itemAcross = horizontal ? itemSize.height : itemSize.width
                let offset = Self.acrossOffset(
                    edges?.across(horizontal: horizontal), room: acrossLength - itemAcross)
                let origin = horizontal ? CGPoint(x: position, y: offset) : CGPoint(x: offset, y: position)
                if let group = item as? NSCollectionLayoutGroup {
                    for leaf in group.leaves(in: itemSize, environment: environment) {
                        frames.append((leaf.frame.offsetBy(dx: origin.x, dy: origin.y), leaf.item))
                    }
                } else {
                    let insets = item.contentInsets
                    let frame = CGRect(
                        x: origin.x + insets.leading, y: origin.y + insets.top,
                        width: max(itemSize.width - insets.leading - insets.trailing, 0),
                        height: max(itemSize.height - insets.top - insets.bottom, 0))
                    frames.append((frame, item))
                }
                position += (horizontal ? itemSize.width : itemSize.height) + Self.room(after, share: share) + gap
            }
        }
        let insets = contentInsets
        return frames.map { ($0.frame.offsetBy(dx: insets.leading, dy: insets.top), $0.item) }
    }

    /// The least room an item's edge spacing takes along a group's axis.
    private static func edgeRoom(of item: NSCollectionLayoutItem, _ horizontal: Bool) -> CGFloat {
        guard let edges = item.edgeSpacing?.along(horizontal: horizontal) else { return 0 }
        return (edges.before?.spacing ?? 0) + (edges.after?.spacing ?? 0)
    }

    /// The room one edge takes: a fixed spacing its amount, a flexible one its amount and its share of the room
    /// the group's items leave.
    private static func room(_ spacing: NSCollectionLayoutSpacing?, share: CGFloat) -> CGFloat {
        guard let spacing else { return 0 }
        return spacing.isFlexibleSpacing ? spacing.spacing + share : spacing.spacing
    }

    /// Where an item sits across the group, given the room its size leaves: after its fixed spacing before; a
    /// flexible spacing before pushes it to the far side (less the spacing after), two flexible ones centre it.
    private static func acrossOffset(
        _ edges: (before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?)?, room: CGFloat
    ) -> CGFloat {
        guard let edges, let before = edges.before else { return 0 }
        guard before.isFlexibleSpacing else { return before.spacing }
        let after = edges.after?.spacing ?? 0
        if edges.after?.isFlexibleSpacing ?? false {
            return max((room - before.spacing - after) / 2, 0) + before.spacing
        }
        return max(room - after, before.spacing)
    }

    /// Whether an item's height is estimated anywhere in the group (its cells then size it).
    var hasEstimatedHeights: Bool {
        if layoutSize.heightDimension.isEstimated { return true }
        return subitems.contains {
            ($0 as? NSCollectionLayoutGroup)?.hasEstimatedHeights ?? $0.layoutSize.heightDimension.isEstimated
        }
    }
}

/// How a section that scrolls across the layout's axis moves (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// The section does not scroll on its own.
    case none
    case continuous
    /// Continuous, coming to rest with a group's leading edge at the section's.
    case continuousGroupLeadingBoundary
    /// A page (the section's width) at a time.
    case paging
    /// A group at a time.
    case groupPaging
    /// A group at a time, groups centred.
    case groupPagingCentered
}

/// One section of a compositional layout: its group, repeated, with spacing, insets, headers and footers,
/// decorations, and how it scrolls (UIKit's `NSCollectionLayoutSection`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space between the section's groups.
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers (top alignments) and footers (bottom alignments).
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep to the section's content insets across.
    public var supplementariesFollowContentInsets = true
    /// What ``contentInsets`` count from: `.automatic` (the default) takes the layout configuration's reference,
    /// which is the safe area unless set.
    public var contentInsetsReference = ContentInsetsReference.automatic
    /// Views behind the section (backgrounds).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Changes the section's visible items (their transforms, alpha, z-order, centers) before each layout pass,
    /// so on every scroll: carousels scale the item nearest the middle.
    ///
    /// The items' frames are the section's unscrolled ones. The offset is the section's own scroll across for a
    /// section that scrolls orthogonally (its vertical part 0), and the collection view's content offset for any
    /// other, so `frame.midX - offset.x` is where an item is on screen in both. UIKit documents neither; this is
    /// what carousels written for it compute.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: CollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
