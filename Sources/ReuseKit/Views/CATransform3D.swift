import Foundation

/// A 4 × 4 transform of a layer in 3-D (Core Animation's `CATransform3D`), in row-vector form as Core Animation
/// keeps it: a point (x, y, z, 1) times the matrix. Views apply its affine part (``affineTransform``); a
/// perspective (`m34`) or a rotation out of the plane is kept for the renderer.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The identity, as Core Animation's zero-argument initializer gives it.
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0,
            m42: 0, m43: 0, m44: 1)
    }

    /// The 3-D form of an affine transform.
    public init(_ t: CGAffineTransform) {
        self.init(
            m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
            m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }

    public static let identity = CATransform3D()

    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }

    /// This transform, then `other` (Core Animation's `CATransform3DConcat(self, other)`).
    public func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = rows
        let b = other.rows
        var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[i][k] * b[k][j] }
                product[i][j] = sum
            }
        }
        return CATransform3D(rows: product)
    }

    /// Whether the transform keeps the plane flat and has no perspective: an affine transform in 3-D.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0
            && m44 == 1
    }

    /// The affine part: what a view's frame and hit-testing follow.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// A translation.
    public static func translation(x: CGFloat, y: CGFloat, z: CGFloat) -> CATransform3D {
        var t = CATransform3D()
        (t.m41, t.m42, t.m43) = (x, y, z)
        return t
    }

    /// A scale.
    public static func scale(x: CGFloat, y: CGFloat, z: CGFloat) -> CATransform3D {
        var t = CATransform3D()
        (t.m11, t.m22, t.m33) = (x, y, z)
        return t
    }

    /// A rotation by `angle` radians about the axis (x, y, z); the identity for a zero axis.
    public static func rotation(angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> CATransform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return CATransform3D() }
        let (u, v, w) = (x / length, y / length, z / length)
        let (c, s) = (cos(angle), sin(angle))
        let t = 1 - c
        return CATransform3D(
            m11: c + u * u * t, m12: u * v * t + w * s, m13: u * w * t - v * s, m14: 0,
            m21: u * v * t - w * s, m22: c + v * v * t, m23: v * w * t + u * s, m24: 0,
            m31: u * w * t + v * s, m32: v * w * t - u * s, m33: c + w * w * t, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The inverse, or the transform itself when it has none (as Core Animation answers).
    public func inverted() -> CATransform3D {
        var a = rows
        var b = CATransform3D().rows
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                abs(a[pivot][column]) > 1e-12
            else { return self }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            let divisor = a[column][column]
            a[column] = a[column].map { $0 / divisor }
            b[column] = b[column].map { $0 / divisor }
            for row in 0..<4 where row != column {
                let factor = a[row][column]
                a[row] = zip(a[row], a[column]).map { $0 - factor * $1 }
                b[row] = zip(b[row], b[column]).map { $0 - factor * $1 }
            }
        }
        return CATransform3D(rows: b)
    }
}
