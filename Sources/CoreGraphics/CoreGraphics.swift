// CoreGraphics' names on Linux, so that `import CoreGraphics` in UIKit code builds unchanged: Foundation's
// `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, and ReuseKit's `CGAffineTransform` and `CGImage`. A colour as a
// layer takes it (`CGColor`) is ReuseKit's `Color`, so `UIColor.red.cgColor` and `layer.borderColor` meet.
@_exported import Foundation
import ReuseKit

@_exported import struct ReuseKit.CGAffineTransform
@_exported import struct ReuseKit.CGAffineTransformComponents
@_exported import class ReuseKit.CGColorSpace
@_exported import class ReuseKit.CGContext
@_exported import class ReuseKit.CGGradient
@_exported import struct ReuseKit.CGGradientDrawingOptions
@_exported import class ReuseKit.CGImage
@_exported import enum ReuseKit.CGLineCap
@_exported import enum ReuseKit.CGLineJoin
@_exported import enum ReuseKit.CGPathDrawingMode
@_exported import enum ReuseKit.CGPathFillRule
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
