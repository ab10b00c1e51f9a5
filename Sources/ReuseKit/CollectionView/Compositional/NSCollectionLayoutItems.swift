import Foundation

/// Edge insets that follow the reading direction: leading and trailing instead of left and right (UIKit's
/// `NSDirectionalEdgeInsets`; layouts here read left to right).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = NSDirectionalEdgeInsets()
}

/// One length of a layout size: a fraction of the container's width or height, points, or an estimate the cell
/// measures (UIKit's `NSCollectionLayoutDimension`).
public final class NSCollectionLayoutDimension: Sendable, CustomStringConvertible {
    enum Kind: Sendable, Equatable {
        case fractionalWidth
        case fractionalHeight
        case absolute
        case estimated
    }

    let kind: Kind
    /// The fraction, the points, or the estimate (0 for a value that is not a positive finite number).
    public let dimension: CGFloat
    /// The value the client gave, when it was not a positive finite number: the layout reports it.
    let invalidValue: CGFloat?

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension.isFinite ? max(dimension, 0) : 0
        invalidValue = dimension.isFinite && dimension > 0 ? nil : dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { .init(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        .init(.fractionalHeight, fractionalHeight)
    }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { .init(.absolute, absoluteDimension) }
    /// A length in points until the cell is measured.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { .init(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated: dimension
        }
    }

    public var description: String {
        switch kind {
        case .fractionalWidth: ".fractionalWidth(\(dimension))"
        case .fractionalHeight: ".fractionalHeight(\(dimension))"
        case .absolute: ".absolute(\(dimension))"
        case .estimated: ".estimated(\(dimension))"
        }
    }
}

/// A width and a height, each a ``NSCollectionLayoutDimension`` (UIKit's `NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize: Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}

/// Space between the items of a group: exactly, or at least, so many points (UIKit's `NSCollectionLayoutSpacing`).
public final class NSCollectionLayoutSpacing: Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool

    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? max(spacing, 0) : 0
        isFlexibleSpacing = flexible
    }

    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        .init(fixedSpacing, flexible: false)
    }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        .init(flexibleSpacing, flexible: true)
    }
}

/// The space around an item's edges inside its group (UIKit's `NSCollectionLayoutEdgeSpacing`): each edge's spacing
/// is fixed, flexible (at least its amount) or nil (none).
public final class NSCollectionLayoutEdgeSpacing: Sendable {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before and after the item along a group's axis (leading and trailing across a horizontal
    /// group, top and bottom down a vertical one), and across it.
    func along(horizontal: Bool) -> (before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?) {
        horizontal ? (leading, trailing) : (top, bottom)
    }

    func across(horizontal: Bool) -> (before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?) {
        horizontal ? (top, bottom) : (leading, trailing)
    }
}

/// Where a boundary supplementary item sits on its section (UIKit's `NSRectAlignment`).
public enum NSRectAlignment: Int, Hashable, Sendable {
    case none
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing
}

/// One item of a compositional layout: a size and the insets of its cell inside it (UIKit's
/// `NSCollectionLayoutItem`).
@preconcurrency @MainActor
public class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell inside the item's box.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// The supplementary views the item carries (badges), anchored to its box; a group's can be set.
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { ownSupplementaryItems }
    var ownSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space around the item inside its group, without changing its size: fixed spacing moves it, flexible
    /// spacing (at least its amount) shares the room the group's items leave, so that `.flexible(0)` on both
    /// sides centres the items. Nil (the default) is none.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.ownSupplementaryItems = supplementaryItems
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A view placed relative to an item or a section (UIKit's `NSCollectionLayoutSupplementaryItem`). Given to an
/// item (`NSCollectionLayoutItem(layoutSize:supplementaryItems:)`), it is placed at its ``containerAnchor`` on each
/// of that item's cells, with the item's index path: a badge on a cell.
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public var zIndex = 1
    /// Where on its container (the item) the supplementary item sits.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary item goes on the container's anchor; nil: the point at the same edges.
    public let itemAnchor: NSCollectionLayoutAnchor?

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = NSCollectionLayoutAnchor(edges: [])
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A supplementary item at `containerAnchor` of its container.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A supplementary item whose `itemAnchor` point sits on its container's `containerAnchor` point.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The item's frame on a container at `container`: its size resolved in the container's, its anchor point on
    /// the container's.
    func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let on = containerAnchor.point(in: container, size: size)
        let own = (itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges))
            .point(in: CGRect(origin: .zero, size: size), size: size)
        return CGRect(x: on.x - own.x, y: on.y - own.y, width: size.width, height: size.height)
    }
}

/// A point on a rectangle's edges, moved by an offset in points or in fractions of the anchored item's size
/// (UIKit's `NSCollectionLayoutAnchor`): `[.top, .trailing]` with a fractional offset of (0.3, -0.3) puts a badge
/// over a cell's top-trailing corner.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    public let edges: DirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public init(edges: DirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isAbsoluteOffset = true
    }

    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }

    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// The anchored point of `rect` (its centre along an axis where no edge is named), moved by the offset; a
    /// fractional offset is a fraction of `size`.
    func point(in rect: CGRect, size: CGSize) -> CGPoint {
        let x =
            edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
        let dy = isAbsoluteOffset ? offset.y : offset.y * size.height
        return CGPoint(x: x + dx, y: y + dy)
    }
}

/// A header or a footer of a section: a supplementary item at its top or bottom, which may stay pinned to the
/// visible bounds while its section is on screen (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether it stays at the top (or bottom) of the visible bounds while its section is on screen.
    public var pinToVisibleBounds = false
    /// Whether the section makes room for it (true) or it overlaps the section's content.
    public var extendsBoundary = true

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint = .zero
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Whether it sits before the section's groups (a header) rather than after them (a footer).
    var isLeading: Bool { alignment == .top || alignment == .topLeading || alignment == .topTrailing }
    /// Where it sits across its section: -1 at the leading edge, 0 centred, 1 at the trailing edge.
    var crossAlignment: Int {
        switch alignment {
        case .topLeading, .bottomLeading, .leading: -1
        case .topTrailing, .bottomTrailing, .trailing: 1
        default: 0
        }
    }
}

/// A view behind a section, such as its background (UIKit's `NSCollectionLayoutDecorationItem`). Register its
/// class on the layout with `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    public var zIndex = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A decoration the size of its section, behind it.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

/// An item placed by a custom group's item provider: a frame relative to the group (UIKit's
/// `NSCollectionLayoutGroupCustomItem`).
public final class NSCollectionLayoutGroupCustomItem: Sendable {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }

    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
}
