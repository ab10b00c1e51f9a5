import ReuseKit

// UIKit's C functions for drawing: the current context, image contexts, and rectangle fills, callable from any
// thread as in UIKit. They draw into ReuseKit's recording contexts (`CGContext`), whose display lists a renderer
// rasterizes.

/// The context drawn into now: the one `draw(_:)`, an image renderer or an image context made current; nil
/// outside them.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }

/// Makes `context` the current one.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.push(context) }

/// Makes the context before the current one current again.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsPopContext() { GraphicsContextStack.pop() }

/// Begins an image context of `size` at scale 1 and makes it current.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsBeginImageContext(_ size: CGSize) { GraphicsContextStack.beginImageContext(size: size, scale: 1) }

/// Begins an image context of `size` at `scale` (0 for the headless screen's 3) and makes it current; `opaque`
/// changes nothing headless.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    GraphicsContextStack.beginImageContext(size: size, scale: scale > 0 ? scale : 3)
}

/// An image of what the current image context holds; nil outside one.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    GraphicsContextStack.imageFromCurrentImageContext()
}

/// Ends the current image context.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsEndImageContext() { GraphicsContextStack.endImageContext() }

/// Fills `rect` in the current context with its fill colour.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIRectFill(_ rect: CGRect) { GraphicsContextStack.current?.fill(rect) }

/// Strokes a one-point frame inside `rect` in the current context.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIRectFrame(_ rect: CGRect) {
    GraphicsContextStack.current?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}

/// Fills `rect` in the current context with its fill colour, blended by `blendMode`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = GraphicsContextStack.current else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Strokes a one-point frame inside `rect` in the current context, blended by `blendMode`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = GraphicsContextStack.current else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    UIRectFrame(rect)
    context.restoreGState()
}

/// Narrows the current context's clip to `rect`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIRectClip(_ rect: CGRect) { GraphicsContextStack.current?.clip(to: rect) }

public typealias UIGraphicsRenderer = GraphicsRenderer
public typealias UIGraphicsRendererContext = GraphicsRendererContext
public typealias UIGraphicsRendererFormat = GraphicsRendererFormat
public typealias UIGraphicsDrawingActions = GraphicsDrawingActions
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat

extension UIGraphicsImageRenderer {
    /// Runs `actions` and returns the image they drew encoded as PNG (empty data only if encoding fails).
    ///
    /// - Complexity: O(pixels).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns the image they drew encoded as JPEG at `compressionQuality` (0...1).
    ///
    /// - Complexity: O(pixels).
    public func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
