// Core Animation's names on Linux, so that `import QuartzCore` in UIKit code builds unchanged. `import UIKit`
// re-exports this module, as UIKit does on iOS.
@_exported import CoreGraphics

import ReuseKit

/// What a view's layer draws (corners, border, shadow, clipping): ReuseKit's ``ReuseKit/Layer``.
public typealias CALayer = ReuseKit.Layer
/// Which corners a layer rounds (`layer.maskedCorners`).
public typealias CACornerMask = ReuseKit.Layer.CornerMask
