import Foundation

/// Told when the items of a collision behaviour touch each other or a boundary, and when they part
/// (UICollisionBehaviorDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol CollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at p: CGPoint)
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem)
    /// `identifier` is nil for the reference bounds' boundary.
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension CollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?
    ) {}
}

/// Keeps its items from passing through each other and through its boundaries (UICollisionBehavior): the
/// reference bounds (``translatesReferenceBoundsIntoBoundary``), segments, and the edges of paths (headless, the
/// box around a path). Items of different collision behaviours pass through each other.
@preconcurrency @MainActor
open class CollisionBehavior: DynamicBehavior {
    /// What the items collide with (UICollisionBehavior.Mode).
    public struct Mode: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// With each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// With the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// With both: the default.
        public static let everything = Mode(rawValue: .max)
    }

    private var list: DynamicItemList
    /// The boundaries added by identifier, in the order added.
    private(set) var namedBoundaries: [(identifier: any NSCopying, path: BezierPath)] = []

    public init(items: [any DynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public override convenience init() {
        self.init(items: [])
    }

    open var items: [any DynamicItem] { list.items }
    override var ownItems: [any DynamicItem] { list.items }

    open func addItem(_ item: any DynamicItem) {
        list.add(item)
        changed()
    }

    open func removeItem(_ item: any DynamicItem) {
        list.remove(item)
        changed()
    }

    /// What the items collide with; `.everything` by default.
    open var collisionMode = Mode.everything {
        didSet { changed() }
    }

    /// Whether the edges of the reference view's bounds (or the layout's content) are a boundary; false by
    /// default.
    open var translatesReferenceBoundsIntoBoundary = false {
        didSet { changed() }
    }
    /// How far inside the reference bounds their boundary is.
    private(set) var referenceBoundsInsets = EdgeInsets.zero

    /// Makes the reference bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds a boundary along `bezierPath`, named `identifier` (one of the same name is replaced).
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: BezierPath) {
        removeNamed(identifier)
        namedBoundaries.append((identifier, bezierPath))
        changed()
    }

    /// Adds a straight boundary from `p1` to `p2`, named `identifier`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = BezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary named `identifier`, or nil.
    open func boundary(withIdentifier identifier: any NSCopying) -> BezierPath? {
        namedBoundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        removeNamed(identifier)
        changed()
    }

    /// The names of the boundaries added; nil when there are none.
    open var boundaryIdentifiers: [any NSCopying]? {
        namedBoundaries.isEmpty ? nil : namedBoundaries.map(\.identifier)
    }

    open func removeAllBoundaries() {
        namedBoundaries.removeAll()
        changed()
    }

    /// Told of contacts as they begin and end.
    open weak var collisionDelegate: (any CollisionBehaviorDelegate)?

    private func removeNamed(_ identifier: any NSCopying) {
        namedBoundaries.removeAll { Self.same($0.identifier, identifier) }
    }

    /// Two boundary names are the same when they are equal objects (strings, numbers) or the same object.
    static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return (a as AnyObject) === (b as AnyObject)
    }
}
