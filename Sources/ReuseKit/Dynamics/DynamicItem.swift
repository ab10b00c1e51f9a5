import Foundation

/// How UIKit Dynamics outlines an item in collisions (UIDynamicItemCollisionBoundsType).
public enum DynamicItemCollisionBoundsType: UInt, Hashable, Sendable {
    /// The rectangle of the item's bounds.
    case rectangle = 0
    /// The ellipse inside the bounds (a circle for a square item).
    case ellipse = 1
    /// The item's ``DynamicItem/collisionBoundingPath``; headless, the box that bounds the path.
    case path = 2
}

/// Something UIKit Dynamics moves (UIDynamicItem): views, collection view layout attributes and item groups are
/// dynamic items. The animator reads the centre, bounds and transform when the item joins it (and at
/// ``DynamicAnimator/updateItem(usingCurrentState:)``), and writes the centre, and the transform when the item
/// turns, at every step.
@preconcurrency @MainActor
public protocol DynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// The outline collisions use; `.rectangle` unless the item says otherwise.
    var collisionBoundsType: DynamicItemCollisionBoundsType { get }
    /// The outline for `.path`, about the centre.
    var collisionBoundingPath: BezierPath { get }
}

extension DynamicItem {
    public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: BezierPath { BezierPath() }
}

extension View: DynamicItem {}

extension CollectionViewLayoutAttributes: DynamicItem {}

/// Items that move as one body (UIDynamicItemGroup): behaviours that take the group move all its items together,
/// keeping their places relative to each other. Its centre is the middle of the box around the items.
@preconcurrency @MainActor
open class DynamicItemGroup: DynamicItem {
    /// The items of the group.
    public let items: [any DynamicItem]

    public init(items: [any DynamicItem]) {
        self.items = items
    }

    private var box: CGRect {
        items.map { item in
            let size = item.bounds.size
            return CGRect(
                origin: CGPoint(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2), size: size)
        }
        .reduce(CGRect.null) { $0.union($1) }
    }

    /// The middle of the box around the items; setting it moves every item by the same amount.
    open var center: CGPoint {
        get {
            let box = self.box
            return box.isNull ? .zero : CGPoint(x: box.midX, y: box.midY)
        }
        set {
            let old = center
            for item in items {
                item.center = CGPoint(x: item.center.x + newValue.x - old.x, y: item.center.y + newValue.y - old.y)
            }
        }
    }

    /// The size of the box around the items, at the origin.
    open var bounds: CGRect {
        let box = self.box
        return box.isNull ? .zero : CGRect(origin: .zero, size: box.size)
    }

    /// The group's transform: the identity (a group does not turn its items headless).
    open var transform: CGAffineTransform = .identity

    open var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
    open var collisionBoundingPath: BezierPath { BezierPath() }
}

/// A range of lengths (UIFloatRange): how far a sliding attachment lets its items move along its axis.
public struct FloatRange: Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    public init() {
        self.init(minimum: 0, maximum: 0)
    }

    /// From 0 to 0.
    public static let zero = FloatRange(minimum: 0, maximum: 0)
    /// Without limits, from minus infinity to infinity.
    public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)
    /// Whether both ends are infinite.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
