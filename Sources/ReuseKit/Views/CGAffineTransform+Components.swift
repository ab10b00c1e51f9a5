import Foundation

/// A vector (CoreGraphics' `CGVector`, which Linux's Foundation lacks): a direction and length as `dx`, `dy`.
public struct CGVector: Hashable, Sendable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// The zero vector.
    public static let zero = CGVector()
}

/// A transform taken apart (CoreGraphics' `CGAffineTransformComponents`): applied in this order, a scale, a
/// horizontal shear, a rotation, then a translation.
public struct CGAffineTransformComponents: Hashable, Sendable {
    /// The scale along each axis; a negative height means a reflection.
    public var scale: CGSize
    /// The horizontal shear: how far x moves per unit of y.
    public var horizontalShear: CGFloat
    /// The rotation in radians, counterclockwise in a y-up space (clockwise on screen).
    public var rotation: CGFloat
    /// The translation.
    public var translation: CGVector

    public init(scale: CGSize, horizontalShear: CGFloat, rotation: CGFloat, translation: CGVector) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }

    public init() {
        self.init(scale: CGSize(width: 1, height: 1), horizontalShear: 0, rotation: 0, translation: .zero)
    }
}

extension CGAffineTransform {
    /// The transform with matrix entries `a`, `b`, `c`, `d`, `tx`, `ty`.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The transform that scales, shears, rotates and then translates as `components` say.
    public init(_ components: CGAffineTransformComponents) {
        let (sx, sy) = (components.scale.width, components.scale.height)
        let (sine, cosine) = (sin(components.rotation), cos(components.rotation))
        let shear = components.horizontalShear
        self.init(
            a: sx * cosine, b: sx * sine, c: sy * (shear * cosine - sine), d: sy * (shear * sine + cosine),
            tx: components.translation.dx, ty: components.translation.dy)
    }

    /// This transform taken apart into a scale, a horizontal shear, a rotation and a translation, which
    /// ``init(_:)-(CGAffineTransformComponents)`` puts back together. A reflection shows as a negative vertical
    /// scale; a transform that collapses the plane gives a zero scale and no shear.
    public func decomposed() -> CGAffineTransformComponents {
        let sx = (a * a + b * b).squareRoot()
        let rotation = sx == 0 ? 0 : atan2(b, a)
        let (sine, cosine) = (sin(rotation), cos(rotation))
        let sy = d * cosine - c * sine
        let shear = sy == 0 ? 0 : (c * cosine + d * sine) / sy
        return CGAffineTransformComponents(
            scale: CGSize(width: sx, height: sy), horizontalShear: shear, rotation: rotation,
            translation: CGVector(dx: tx, dy: ty))
    }
}
