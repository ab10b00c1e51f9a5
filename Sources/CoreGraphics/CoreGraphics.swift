// CoreGraphics' names on Linux, so that `import CoreGraphics` in UIKit code builds unchanged: Foundation's
// `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, and ReuseKit's `CGAffineTransform` and `CGImage`. A colour as a
// layer takes it (`CGColor`) is ReuseKit's `Color`, so `UIColor.red.cgColor` and `layer.borderColor` meet.
@_exported import Foundation
import ReuseKit

@_exported import struct ReuseKit.CGAffineTransform
@_exported import struct ReuseKit.CGAffineTransformComponents
@_exported import enum ReuseKit.CGBlendMode
@_exported import class ReuseKit.CGColorSpace
@_exported import class ReuseKit.CGContext
@_exported import class ReuseKit.CGGradient
@_exported import struct ReuseKit.CGGradientDrawingOptions
@_exported import class ReuseKit.CGImage
@_exported import enum ReuseKit.CGInterpolationQuality
@_exported import enum ReuseKit.CGLineCap
@_exported import enum ReuseKit.CGLineJoin
@_exported import class ReuseKit.CGMutablePath
@_exported import enum ReuseKit.CGPathDrawingMode
@_exported import enum ReuseKit.CGPathFillRule
@_exported import enum ReuseKit.CGTextDrawingMode
@_exported import struct ReuseKit.CGVector

/// A path as layers take it (CoreGraphics' `CGPath`): ReuseKit's `ReuseKit/BezierPath`, which `cgPath`
/// returns.
public typealias CGPath = ReuseKit.BezierPath

/// A colour as layers take it (CoreGraphics' `CGColor`): ReuseKit's `ReuseKit/Color`, which `cgColor` returns.
public typealias CGColor = ReuseKit.Color

/// CoreFoundation's array as CoreGraphics takes one (`colors as CFArray`): Foundation's `NSArray` on Linux.
public typealias CFArray = NSArray

/// The device RGB colour space.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }

// MARK: Affine transforms as C functions

// UIKit code written before Swift's initializers (and still compiling on iOS) builds transforms with the C
// functions; each is the `CGAffineTransform` initializer or method of the same meaning.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identity transform.
public let CGAffineTransformIdentity = CGAffineTransform.identity

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A transform that scales by `sx` and `sy`: `CGAffineTransform(scaleX:y:)`.
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A transform that moves by `tx` and `ty`: `CGAffineTransform(translationX:y:)`.
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A transform that rotates by `angle` radians: `CGAffineTransform(rotationAngle:)`.
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` scaled by `sx` and `sy`: `t.scaledBy(x:y:)`.
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    t.scaledBy(x: sx, y: sy)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` moved by `tx` and `ty`: `t.translatedBy(x:y:)`.
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    t.translatedBy(x: tx, y: ty)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` rotated by `angle` radians: `t.rotated(by:)`.
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform {
    t.rotated(by: angle)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t1` then `t2`: `t1.concatenating(t2)`.
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform {
    t1.concatenating(t2)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The inverse of `t` (`t` itself when it has none): `t.inverted()`.
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform {
    t.inverted()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `t` is the identity: `t.isIdentity`.
public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool {
    t.isIdentity
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `t1` and `t2` are the same transform.
public func CGAffineTransformEqualToTransform(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> Bool {
    t1 == t2
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `point` transformed by `t`: `point.applying(t)`.
public func CGPointApplyAffineTransform(_ point: CGPoint, _ t: CGAffineTransform) -> CGPoint {
    point.applying(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `size` transformed by `t`: `size.applying(t)`.
public func CGSizeApplyAffineTransform(_ size: CGSize, _ t: CGAffineTransform) -> CGSize {
    size.applying(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The smallest rectangle holding `rect` transformed by `t`: `rect.applying(t)`.
public func CGRectApplyAffineTransform(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect {
    rect.applying(t)
}

// MARK: Geometry comparisons

// CoreGraphics' `equalTo(_:)` methods, which Foundation on Linux lacks: `==`, by another name.

extension CGPoint {
    /// Whether the two points are equal.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size (once standardized, as CoreGraphics compares).
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}

// MARK: A colour as CoreGraphics reads it

extension ReuseKit.Color {
    /// The components as CoreGraphics gives an RGB colour's: red, green, blue and alpha, from 0 to 1 (a dynamic
    /// colour's light appearance, as `cgColor` reads it outside a trait environment).
    public var components: [CGFloat]? { [CGFloat(red), CGFloat(green), CGFloat(blue), CGFloat(alpha)] }

    /// How many components ``components`` has: 4.
    public var numberOfComponents: Int { 4 }

    /// The colour space the components are in: device RGB.
    public var colorSpace: CGColorSpace? { .deviceRGB }

    /// The same colour with `alpha` (CoreGraphics' `copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? { withAlphaComponent(alpha) }
}
