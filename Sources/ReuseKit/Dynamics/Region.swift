import Foundation

/// An area where a field acts (UIRegion), about its field's position: a circle, a rectangle, everywhere, or
/// unions, differences, intersections and inverses of them.
@preconcurrency @MainActor
open class Region {
    indirect enum Shape {
        case everywhere
        case circle(radius: CGFloat)
        case rectangle(size: CGSize)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)
        case inverse(Shape)

        func contains(_ point: CGPoint) -> Bool {
            switch self {
            case .everywhere: true
            case .circle(let radius): point.x * point.x + point.y * point.y <= radius * radius
            case .rectangle(let size): abs(point.x) <= size.width / 2 && abs(point.y) <= size.height / 2
            case .union(let a, let b): a.contains(point) || b.contains(point)
            case .difference(let a, let b): a.contains(point) && !b.contains(point)
            case .intersection(let a, let b): a.contains(point) && b.contains(point)
            case .inverse(let a): !a.contains(point)
            }
        }
    }

    let shape: Shape

    init(shape: Shape) {
        self.shape = shape
    }

    /// Every point: the region a field has by default.
    open class var infinite: Region { Region(shape: .everywhere) }

    /// A circle of `radius` about the origin.
    public init(radius: CGFloat) {
        shape = .circle(radius: radius)
    }

    /// A rectangle of `size` centred on the origin.
    public init(size: CGSize) {
        shape = .rectangle(size: size)
    }

    public init?(coder: NSCoder) {
        return nil
    }

    /// Every point this region leaves out.
    open func inverse() -> Self { made(.inverse(shape)) }
    /// The points in this region or `region`.
    open func byUnion(with region: Region) -> Self { made(.union(shape, region.shape)) }
    /// The points in this region and not in `region`.
    open func byDifference(from region: Region) -> Self { made(.difference(shape, region.shape)) }
    /// The points in both regions.
    open func byIntersection(with region: Region) -> Self { made(.intersection(shape, region.shape)) }

    /// Whether `point`, from the region's centre, is in it.
    open func contains(_ point: CGPoint) -> Bool { shape.contains(point) }

    /// A region of `shape` as `Self` (a subclass's region is a plain one: Swift makes `Self` only through a
    /// required initializer).
    private func made(_ shape: Shape) -> Self {
        instance(Region(shape: shape), as: Self.self, madeBy: "UIRegion", method: "a region method")
    }
}
