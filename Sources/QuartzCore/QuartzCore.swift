// Core Animation's names on Linux, so that `import QuartzCore` in UIKit code builds unchanged. `import UIKit`
// re-exports this module, as UIKit does on iOS.
@_exported import CoreGraphics

import ReuseKit

/// What a view's layer draws (corners, border, shadow, clipping): ReuseKit's ``ReuseKit/Layer``.
public typealias CALayer = ReuseKit.Layer
/// Which corners a layer rounds (`layer.maskedCorners`).
public typealias CACornerMask = ReuseKit.Layer.CornerMask
/// A layer filled with a colour gradient.
public typealias CAGradientLayer = ReuseKit.GradientLayer
/// The shape of a gradient (`.axial`, `.radial`, `.conic`).
public typealias CAGradientLayerType = ReuseKit.GradientLayer.GradientType
/// A layer that draws a path.
public typealias CAShapeLayer = ReuseKit.ShapeLayer
public typealias CAShapeLayerLineCap = ReuseKit.ShapeLayer.LineCap
public typealias CAShapeLayerLineJoin = ReuseKit.ShapeLayer.LineJoin
public typealias CAShapeLayerFillRule = ReuseKit.ShapeLayer.FillRule
/// How a layer's corners are drawn (`.circular`, `.continuous`).
public typealias CALayerCornerCurve = ReuseKit.LayerCornerCurve
/// Where a layer's contents sit in its bounds.
public typealias CALayerContentsGravity = ReuseKit.LayerContentsGravity
