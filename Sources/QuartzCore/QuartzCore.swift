// Core Animation's names on Linux, so that `import QuartzCore` in UIKit code builds unchanged. `import UIKit`
// re-exports this module, as UIKit does on iOS.
@_exported import CoreGraphics
import ReuseKit

@_exported import protocol ReuseKit.CAAction
@_exported import class ReuseKit.CAAnimation
@_exported import struct ReuseKit.CAAnimationCalculationMode
@_exported import protocol ReuseKit.CAAnimationDelegate
@_exported import class ReuseKit.CAAnimationGroup
@_exported import struct ReuseKit.CAAnimationRotationMode
@_exported import class ReuseKit.CABasicAnimation
@_exported import struct ReuseKit.CAFrameRateRange
@_exported import class ReuseKit.CAKeyframeAnimation
@_exported import protocol ReuseKit.CAMediaTiming
@_exported import struct ReuseKit.CAMediaTimingFillMode
@_exported import class ReuseKit.CAMediaTimingFunction
@_exported import struct ReuseKit.CAMediaTimingFunctionName
@_exported import class ReuseKit.CAPropertyAnimation
@_exported import class ReuseKit.CASpringAnimation
@_exported import struct ReuseKit.CATextLayerAlignmentMode
@_exported import struct ReuseKit.CATextLayerTruncationMode
@_exported import enum ReuseKit.CATransaction
@_exported import struct ReuseKit.CATransform3D
@_exported import class ReuseKit.CATransition
@_exported import struct ReuseKit.CATransitionSubtype
@_exported import struct ReuseKit.CATransitionType
@_exported import let ReuseKit.kCATransactionAnimationDuration
@_exported import let ReuseKit.kCATransactionAnimationTimingFunction
@_exported import let ReuseKit.kCATransactionCompletionBlock
@_exported import let ReuseKit.kCATransactionDisableActions

/// A timer fired at each frame of the screen, on the views' virtual clock.
public typealias CADisplayLink = ReuseKit.DisplayLink

/// What a view's layer draws (corners, border, shadow, clipping): ReuseKit's `ReuseKit/Layer`.
public typealias CALayer = ReuseKit.Layer
/// Which corners a layer rounds (`layer.maskedCorners`).
public typealias CACornerMask = ReuseKit.Layer.CornerMask
/// A layer filled with a colour gradient.
public typealias CAGradientLayer = ReuseKit.GradientLayer
/// The shape of a gradient (`.axial`, `.radial`, `.conic`).
public typealias CAGradientLayerType = ReuseKit.GradientLayer.GradientType
/// A layer that draws its sublayers several times.
public typealias CAReplicatorLayer = ReuseKit.ReplicatorLayer
/// A layer that draws a string.
public typealias CATextLayer = ReuseKit.TextLayer
/// A layer that draws a path.
public typealias CAShapeLayer = ReuseKit.ShapeLayer
public typealias CAShapeLayerLineCap = ReuseKit.ShapeLayer.LineCap
public typealias CAShapeLayerLineJoin = ReuseKit.ShapeLayer.LineJoin
public typealias CAShapeLayerFillRule = ReuseKit.ShapeLayer.FillRule
/// How a layer's corners are drawn (`.circular`, `.continuous`).
public typealias CALayerCornerCurve = ReuseKit.LayerCornerCurve
/// Where a layer's contents sit in its bounds.
public typealias CALayerContentsGravity = ReuseKit.LayerContentsGravity

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identity transform.
public let CATransform3DIdentity = CATransform3D.identity

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `a` and `b` are the same transform.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    .translation(x: tx, y: ty, z: tz)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    .scale(x: sx, y: sy, z: sz)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A rotation by `angle` radians about the axis (x, y, z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    .rotation(angle: angle, x: x, y: y, z: z)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` translated by (tx, ty, tz) first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D.translation(x: tx, y: ty, z: tz).concatenating(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` scaled by (sx, sy, sz) first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D.scale(x: sx, y: sy, z: sz).concatenating(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` rotated by `angle` about (x, y, z) first.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3D.rotation(angle: angle, x: x, y: y, z: z).concatenating(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The inverse of `t` (itself when it has none).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The 3-D form of `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(m) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `t` is an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }

/// Lays out and displays a layer for it: ReuseKit's `ReuseKit/LayerDelegate`.
public typealias CALayerDelegate = ReuseKit.LayerDelegate

/// CoreFoundation's time interval, as Core Animation's timing takes it: seconds.
public typealias CFTimeInterval = Double

/// The animation clock now (Core Animation's `CACurrentMediaTime()`): headless, the views' virtual clock, which
/// `advanceAnimations(by:)` and scroll views' `advance(by:)` move on.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CACurrentMediaTime() -> CFTimeInterval { ReuseKit.Layer.currentMediaTime }
