import Foundation

/// The stack of current drawing contexts (UIGraphicsPushContext / UIGraphicsPopContext): what `UIColor.setFill()`,
/// `UIBezierPath.fill()`, `UIImage.draw(in:)` and `NSString.draw(at:withAttributes:)` draw into. Each thread has its
/// own, as in UIKit, where these may be called from any thread.
public enum GraphicsContextStack {
    /// A thread's stack, kept in its thread dictionary.
    private final class Stack {
        var contexts: [CGContext] = []
        var imageContexts: [CGContext] = []
    }

    private static var stack: Stack {
        let key = "ReuseKit.GraphicsContextStack"
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? Stack { return stack }
        let stack = Stack()
        dictionary[key] = stack
        return stack
    }

    /// The context drawn into now on this thread, if any.
    public static var current: CGContext? { stack.contexts.last }

    /// Makes `context` the current one.
    public static func push(_ context: CGContext) { stack.contexts.append(context) }

    /// Pops the top context; with none, does nothing.
    public static func pop() { _ = stack.contexts.popLast() }

    /// Begins an image context `size` points large at `scale` and makes it current.
    public static func beginImageContext(size: CGSize, scale: CGFloat) {
        let context = CGContext(size: size, scale: scale)
        stack.imageContexts.append(context)
        push(context)
    }

    /// Ends the image context begun last (and takes it off the stack of current contexts).
    public static func endImageContext() {
        let stack = self.stack
        guard let context = stack.imageContexts.popLast() else { return }
        stack.contexts.removeAll { $0 === context }
    }

    /// An image of what the current image context holds; nil outside one.
    public static func imageFromCurrentImageContext() -> Image? {
        stack.imageContexts.last.map { Image(recording: $0) }
    }
}

/// What a renderer draws into (UIGraphicsRendererFormat): its bounds, set by the renderer that uses it.
open class GraphicsRendererFormat: @unchecked Sendable {
    /// The area the renderer draws, in points.
    public internal(set) var bounds = CGRect.zero

    public required init() {}

    /// The format that best suits the screen.
    open class func preferred() -> Self { Self() }
    /// The screen's format (deprecated in favour of ``preferred()``).
    open class func `default`() -> Self { Self() }
}

/// How an image renderer's images are made (UIGraphicsImageRendererFormat).
open class GraphicsImageRendererFormat: GraphicsRendererFormat, @unchecked Sendable {
    /// Pixels per point; the headless screen's 3 by default.
    open var scale: CGFloat = 3
    /// Whether the images have no transparency; false.
    open var opaque = false
    /// Whether the images use an extended colour range.
    open var preferredRange = Range.automatic
    /// Whether the format can hold high-dynamic-range content: images here are 8 bits a component, so false.
    public var supportsHighDynamicRange: Bool { false }

    /// The colour range of the images.
    public enum Range: Int, Hashable, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended, standard
    }

    public required init() {}

    /// The format for drawing in an environment of `traitCollection`: its display scale (3 when it has none).
    public convenience init(for traitCollection: TraitCollection) {
        self.init()
        let displayScale = traitCollection.displayScale
        scale = displayScale.isFinite && displayScale > 0 ? displayScale : 3
    }
}

/// The context a renderer's actions draw into (UIGraphicsRendererContext).
open class GraphicsRendererContext: @unchecked Sendable {
    /// The Core Graphics context underneath.
    public let cgContext: CGContext
    private let rendererFormat: GraphicsRendererFormat

    init(cgContext: CGContext, format: GraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
    }

    /// The format of the renderer that made the context.
    open var format: GraphicsRendererFormat { rendererFormat }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the current fill colour, blended by `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.drawing(blendMode: blendMode) { cgContext.fill(rect) }
    }
    /// Strokes `rect` with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Strokes `rect` with the current stroke colour, blended by `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.drawing(blendMode: blendMode) { cgContext.stroke(rect) }
    }
    /// Clips what follows to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The context an image renderer's actions draw into (UIGraphicsImageRendererContext).
open class GraphicsImageRendererContext: GraphicsRendererContext, @unchecked Sendable {
    private let imageFormat: GraphicsImageRendererFormat

    init(cgContext: CGContext, imageFormat: GraphicsImageRendererFormat) {
        self.imageFormat = imageFormat
        super.init(cgContext: cgContext, format: imageFormat)
    }

    /// The image renderer's format.
    open override var format: GraphicsImageRendererFormat { imageFormat }

    /// An image of what has been drawn so far.
    open var currentImage: Image { Image(recording: cgContext) }
}

/// What an image renderer's drawing closure is given (UIGraphicsDrawingActions, for the base renderer).
public typealias GraphicsDrawingActions = (GraphicsRendererContext) -> Void

/// Draws with actions into a context of its format (UIGraphicsRenderer): the base of ``GraphicsImageRenderer``,
/// which, unlike this base, may be used from any thread.
/// ``runDrawingActions(_:completionActions:)`` makes a context (`context(with:)`), prepares it
/// (`prepare(_:with:)`), makes it current while the actions run, then runs the completion actions.
open class GraphicsRenderer {
    /// The area drawn, in points.
    public let bounds: CGRect
    private let rendererFormat: GraphicsRendererFormat

    public init(bounds: CGRect, format: GraphicsRendererFormat) {
        self.bounds = bounds
        rendererFormat = format
        format.bounds = bounds
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .preferred()) }

    /// The format the renderer draws in.
    open var format: GraphicsRendererFormat { rendererFormat }

    /// Whether the renderer can make images: true, as every context here records its drawing.
    open var allowsImageOutput: Bool { true }

    /// The Core Graphics context drawing in `format` goes to: a recording context of the format's bounds.
    open class func context(with format: GraphicsRendererFormat) -> CGContext? {
        let scale = (format as? GraphicsImageRendererFormat)?.scale ?? 1
        return CGContext(size: format.bounds.size, scale: scale)
    }

    /// Readies `context` before the actions draw: it moves the origin to the bounds' origin.
    open class func prepare(_ context: CGContext, with rendererContext: GraphicsRendererContext) {
        context.translateBy(x: -rendererContext.format.bounds.minX, y: -rendererContext.format.bounds.minY)
    }

    /// The class of the contexts the actions are given.
    open class func rendererContextClass() -> AnyClass { GraphicsRendererContext.self }

    /// Runs `drawingActions` into a new context, current while they run, then `completionActions`. Throws when
    /// the renderer's class makes no context (`context(with:)` returned nil).
    open func runDrawingActions(
        _ drawingActions: (GraphicsRendererContext) -> Void,
        completionActions: ((GraphicsRendererContext) -> Void)? = nil
    ) throws {
        let rendererType = type(of: self)
        guard let context = rendererType.context(with: format) else { throw GraphicsRendererError.noContext }
        let rendererContext = makeRendererContext(context)
        rendererType.prepare(context, with: rendererContext)
        GraphicsContextStack.push(context)
        drawingActions(rendererContext)
        GraphicsContextStack.pop()
        completionActions?(rendererContext)
    }

    func makeRendererContext(_ context: CGContext) -> GraphicsRendererContext {
        GraphicsRendererContext(cgContext: context, format: format)
    }
}

/// Why a renderer could not draw.
public enum GraphicsRendererError: Error, CustomStringConvertible {
    /// The renderer's `context(with:)` made no context.
    case noContext

    public var description: String {
        "GraphicsRenderer.context(with:) returned nil: a renderer subclass that overrides it must return a context"
    }
}

/// Makes images by drawing (UIGraphicsImageRenderer): `renderer.image { context in … }` runs the actions with the
/// context current, so that UIKit's drawing calls land in it, and returns an image of the renderer's size whose
/// drawing is kept as a display list (``Image/recording``) for a renderer to rasterize. Any thread may use one.
open class GraphicsImageRenderer: GraphicsRenderer, @unchecked Sendable {
    /// What the drawing closure is given.
    public typealias DrawingActions = (GraphicsImageRendererContext) -> Void

    private let imageFormat: GraphicsImageRendererFormat

    public init(size: CGSize, format: GraphicsImageRendererFormat) {
        imageFormat = format
        super.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .preferred()) }

    public init(bounds: CGRect, format: GraphicsImageRendererFormat) {
        imageFormat = format
        super.init(bounds: bounds, format: format)
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .preferred()) }

    /// The format the images are made in.
    open override var format: GraphicsImageRendererFormat { imageFormat }

    open override class func rendererContextClass() -> AnyClass { GraphicsImageRendererContext.self }

    override func makeRendererContext(_ context: CGContext) -> GraphicsRendererContext {
        GraphicsImageRendererContext(cgContext: context, imageFormat: imageFormat)
    }

    /// Runs `actions` into a new context and returns its image.
    open func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
        var made: Image?
        try? runDrawingActions { context in
            if let context = context as? GraphicsImageRendererContext { actions(context) }
        } completionActions: { context in
            made = Image(recording: context.cgContext)
        }
        return made ?? Image(recording: CGContext(size: bounds.size, scale: imageFormat.scale))
    }
}

extension Image {
    /// An image of what `context` recorded, its size and scale.
    convenience init(recording context: CGContext) {
        self.init(name: "", isSymbol: false, size: context.size)
        scale = context.scale
        recording = context.operations
    }

    /// Draws the image into `rect` of the current context (nothing without one).
    public func draw(in rect: CGRect) { GraphicsContextStack.current?.draw(self, in: rect) }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image into `rect`, blended with `blendMode` at `alpha` (0 draws nothing, 1 fully).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = GraphicsContextStack.current else { return }
        context.drawing(blendMode: blendMode, alpha: alpha) { context.draw(self, in: rect) }
    }

    /// Draws the image at its size at `point`, blended with `blendMode` at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}

extension Color {
    /// Makes this the current context's fill colour.
    public func setFill() { GraphicsContextStack.current?.setFillColor(self) }
    /// Makes this the current context's stroke colour.
    public func setStroke() { GraphicsContextStack.current?.setStrokeColor(self) }
    /// Makes this the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }
}

extension BezierPath {
    /// Fills the path in the current context with its fill colour.
    public func fill() {
        guard let context = GraphicsContextStack.current else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(self)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path in the current context with its stroke colour and the path's line width.
    public func stroke() {
        guard let context = GraphicsContextStack.current else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: lineDash.phase, lengths: lineDash.pattern)
        context.beginPath()
        context.addPath(self)
        context.strokePath()
        context.restoreGState()
    }

    /// Clips what the current context draws next to the path's bounds.
    public func addClip() {
        guard let context = GraphicsContextStack.current else { return }
        context.beginPath()
        context.addPath(self)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

extension Layer {
    /// Records the layer's view and the views below it into `context`, back to front: each visible view's
    /// background colour, then what its `draw(_:)` draws (with the context current and the view's origin moved to
    /// its frame), then its subviews, clipped when the view clips (UIKit's `CALayer.render(in:)`).
    public func render(in context: CGContext) {
        guard let view = owningView else { return }
        Self.record(view, into: context)
    }

    private static func record(_ view: View, into context: CGContext) {
        guard !view.isHidden, view.alpha > 0 else { return }
        context.saveGState()
        if view.clipsToBounds { context.clip(to: view.bounds) }
        if let background = view.backgroundColor {
            context.setFillColor(background)
            context.fill(view.bounds)
        }
        GraphicsContextStack.push(context)
        view.draw(view.bounds)
        GraphicsContextStack.pop()
        for subview in view.subviews {
            context.saveGState()
            context.translateBy(x: subview.frame.minX - view.bounds.minX, y: subview.frame.minY - view.bounds.minY)
            record(subview, into: context)
            context.restoreGState()
        }
        context.restoreGState()
    }
}

extension View {
    /// Draws the view and the views below it into `rect` of the current context, scaled to fit it (the snapshot
    /// idiom: `renderer.image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }`). Pending
    /// layout is done first when `afterUpdates` asks for it. Returns false when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = GraphicsContextStack.current else { return false }
        if afterUpdates { layoutIfNeeded() }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        if bounds.width > 0, bounds.height > 0 {
            context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}

extension Image {
    /// A renderer format that draws at this image's scale, for drawing a copy of it
    /// (`UIGraphicsImageRenderer(size: size, format: image.imageRendererFormat)`).
    public var imageRendererFormat: GraphicsImageRendererFormat {
        let format = GraphicsImageRendererFormat()
        format.scale = scale > 0 && scale.isFinite ? scale : 1
        return format
    }
}
