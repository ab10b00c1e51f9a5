import Foundation

/// What a view's layer would draw, headless (CALayer's commonly set properties): corners, border, shadow and
/// clipping. Renderers read it; nothing composites.
@preconcurrency @MainActor
open class Layer {
    /// Which corners ``cornerRadius`` rounds.
    public struct CornerMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
        public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
        public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    }

    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    open var borderWidth: CGFloat = 0
    open var borderColor: Color?
    open var shadowColor: Color?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    /// The shadow's outline, when it is not the layer's own (`UIBezierPath(roundedRect:cornerRadius:).cgPath`).
    open var shadowPath: BezierPath?
    /// Whether sublayers (and subviews) are cut at the bounds; the view's ``View/clipsToBounds``.
    open var masksToBounds = false
    open var opacity: Float = 1
    open var backgroundColor: Color?
    /// A layer that masks this one's content (its alpha), or nil.
    open var mask: Layer?
    /// The layer's name, for debugging.
    open var name: String?
    /// How round corners are drawn.
    open var cornerCurve = LayerCornerCurve.circular
    open var isHidden = false
    open var isOpaque = false
    open var isDoubleSided = true
    /// The order among sibling layers: higher draws on top.
    open var zPosition: CGFloat = 0
    /// The point of the bounds that ``position`` places, in unit coordinates (the centre by default); a view's
    /// layer has its view's ``View/anchorPoint``.
    open var anchorPoint: CGPoint {
        get { owningView?.anchorPoint ?? ownAnchorPoint }
        set {
            if let owningView { owningView.anchorPoint = newValue } else { ownAnchorPoint = newValue }
        }
    }
    private var ownAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var anchorPointZ: CGFloat = 0
    open var contentsScale: CGFloat = 1
    /// What the layer shows (an image's `cgImage`), or nil.
    open var contents: Any?
    open var contentsGravity = LayerContentsGravity.resize
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var allowsGroupOpacity = true
    open var allowsEdgeAntialiasing = false
    /// The layer's transform (a view's layer has its view's ``View/transform3D``).
    private var ownTransform = CATransform3D.identity
    /// The transform applied to the sublayers when drawn (a perspective for a card flip, say).
    open var sublayerTransform = CATransform3D.identity
    private var ownBounds = CGRect.zero
    private var ownPosition = CGPoint.zero
    private var needsLayoutFlag = false
    /// The view this is the layer of, if any: its geometry is the view's.
    weak var owningView: View?
    /// The layers inside this one, back to front (nil when there are none, as in Core Animation). Setting it
    /// takes the old ones out and the new ones from wherever they were.
    public var sublayers: [Layer]? {
        get { sublayerList }
        set {
            for layer in sublayerList ?? [] { layer.superlayer = nil }
            sublayerList = nil
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    private var sublayerList: [Layer]?
    /// The object that lays out and displays the layer for it (a view's layer: its view, headless nothing).
    open weak var delegate: (any LayerDelegate)?
    /// The animations running on the layer, in the order they were added, by key.
    var runningAnimations: [(key: String, animation: CAAnimation)] = []
    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: Layer?

    /// A layer with the default settings. Not `required`, as in UIKit, so a subclass can write `override init()`.
    public init() {}

    /// Archives do not exist on Linux: this makes a layer with the default settings, so that a subclass's
    /// `required init?(coder:) { super.init(coder: coder) }` compiles and runs. It is the initializer every
    /// subclass has (required, as NSCoding makes it in UIKit), so a view makes its ``View/layerClass`` through
    /// it, with an empty archive.
    public required init?(coder: NSCoder) {}

    /// A layer of class `layerClass` (a view's ``View/layerClass``): `Layer` itself through `init()`, any other
    /// class through `init?(coder:)` with an empty archive, the only initializer Swift can call on a class it
    /// does not know; a subclass whose `init?(coder:)` returns nil gives a plain layer.
    static func make(_ layerClass: AnyClass) -> Layer {
        guard let layerType = layerClass as? Layer.Type, layerType != Layer.self else { return Layer() }
        return layerType.init(coder: EmptyArchive()) ?? Layer()
    }

    /// A copy of `layer`'s settings, as Core Animation makes for presentation layers.
    public init(layer: Any) {
        if let other = layer as? Layer {
            cornerRadius = other.cornerRadius
            maskedCorners = other.maskedCorners
            borderWidth = other.borderWidth
            borderColor = other.borderColor
            shadowColor = other.shadowColor
            shadowOpacity = other.shadowOpacity
            shadowOffset = other.shadowOffset
            shadowRadius = other.shadowRadius
            shadowPath = other.shadowPath
            masksToBounds = other.masksToBounds
            opacity = other.opacity
            backgroundColor = other.backgroundColor
            ownBounds = other.bounds
            ownPosition = other.position
            anchorPoint = other.anchorPoint
            zPosition = other.zPosition
            isHidden = other.isHidden
            name = other.name
        }
    }

    // MARK: Geometry

    /// The layer's own coordinate space (a view's layer: the view's bounds).
    open var bounds: CGRect {
        get { owningView?.bounds ?? ownBounds }
        set {
            if let owningView { owningView.bounds = newValue } else { ownBounds = newValue }
        }
    }

    /// Where ``anchorPoint`` sits in the superlayer (a view's layer: the view's centre).
    open var position: CGPoint {
        get { owningView?.center ?? ownPosition }
        set {
            if let owningView { owningView.center = newValue } else { ownPosition = newValue }
        }
    }

    /// The layer's rectangle in its superlayer: from ``bounds``, ``position`` and ``anchorPoint``.
    open var frame: CGRect {
        get {
            if let owningView { return owningView.frame }
            return CGRect(size: ownBounds.size, placing: anchorPoint, at: ownPosition)
        }
        set {
            if let owningView {
                owningView.frame = newValue
                return
            }
            ownBounds.size = newValue.size
            ownPosition = newValue.point(atUnit: anchorPoint)
            setNeedsLayout()
        }
    }

    /// The layer's transform in 3-D: a view's layer has its view's (`cell.layer.transform =
    /// CATransform3DMakeScale(0.9, 0.9, 1)` scales the cell's frame about its centre).
    open var transform: CATransform3D {
        get { owningView?.transform3D ?? ownTransform }
        set {
            if let owningView { owningView.transform3D = newValue } else { ownTransform = newValue }
        }
    }

    /// The layer's 2-D transform: the affine part of ``transform``.
    open func affineTransform() -> CGAffineTransform { owningView?.transform ?? ownTransform.affineTransform }

    /// Sets the layer's 2-D transform (a view's layer sets its view's ``View/transform``).
    open func setAffineTransform(_ transform: CGAffineTransform) {
        if let owningView { owningView.transform = transform } else { ownTransform = CATransform3D(transform) }
    }

    /// Converts `point` from `layer`'s coordinates to this layer's (both in one tree).
    open func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
        guard let layer else { return point }
        let a = layer.originInRoot
        let b = originInRoot
        return CGPoint(x: point.x + a.x - b.x, y: point.y + a.y - b.y)
    }

    /// Converts `point` from this layer's coordinates to `layer`'s.
    open func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
        guard let layer else { return point }
        return layer.convert(point, from: self)
    }

    /// Converts `rect` from `layer`'s coordinates to this layer's.
    open func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: layer), size: rect.size)
    }

    /// Converts `rect` from this layer's coordinates to `layer`'s.
    open func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: layer), size: rect.size)
    }

    /// Where this layer's bounds origin is in the root layer's coordinates.
    private var originInRoot: CGPoint {
        var point = CGPoint(x: -bounds.minX, y: -bounds.minY)
        var layer: Layer? = self
        while let current = layer, let parent = current.superlayer {
            point.x += current.frame.minX - parent.bounds.minX
            point.y += current.frame.minY - parent.bounds.minY
            layer = parent
        }
        return point
    }

    /// Whether `point` (in this layer's coordinates) is inside its bounds.
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// The deepest visible layer under `point` (in the superlayer's coordinates), or nil.
    open func hitTest(_ point: CGPoint) -> Layer? {
        guard !isHidden, frame.contains(point) else { return nil }
        let local = CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
        for layer in (sublayers ?? []).reversed() {
            if let hit = layer.hitTest(local) { return hit }
        }
        return self
    }

    // MARK: The layer tree

    /// Adds `layer` on top of the sublayers (taking it from its previous superlayer).
    open func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to the end).
    open func insertSublayer(_ layer: Layer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        var list = sublayerList ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayerList = list
        layer.superlayer = self
        setNeedsLayout()
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } }
        insertSublayer(layer, at: UInt32(index ?? sublayers?.count ?? 0))
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers.
    open func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerList?.removeAll { $0 === self }
        if parent.sublayerList?.isEmpty == true { parent.sublayerList = nil }
        superlayer = nil
    }

    // MARK: Layout and display

    /// Asks for ``layoutSublayers()`` at the next ``layoutIfNeeded()`` (a view's layer: the view's layout).
    open func setNeedsLayout() {
        needsLayoutFlag = true
        owningView?.setNeedsLayout()
    }

    /// Whether a layout is due.
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out the sublayers now if a layout is due.
    open func layoutIfNeeded() {
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
        delegate?.layoutSublayers(of: self)
        for layer in sublayers ?? [] { layer.layoutIfNeeded() }
    }

    /// Places the sublayers; override to size a gradient or shape layer to its host. The default does nothing.
    open func layoutSublayers() {}

    /// Asks for the content to be drawn again (nothing is drawn headless; renderers read the properties and call
    /// ``draw(in:)``).
    open func setNeedsDisplay() {}

    /// Displays the layer: its delegate's ``LayerDelegate/display(_:)``. Override to set `contents` yourself.
    open func display() {
        delegate?.display(self)
    }

    /// Whether a change of the property named `key` needs the layer drawn again; false for every key here.
    /// Custom animatable layers answer true for their own properties.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The actions by key a client sets, consulted by ``action(forKey:)`` after the delegate.
    open var actions: [String: any CAAction]?

    /// The action a class gives a key when nothing else does; none by default.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// The action for a change of `event`, looked up as Core Animation does: the delegate's answer, then
    /// ``actions``, then the class's ``defaultAction(forKey:)``; an `NSNull` anywhere means none. Headless, a
    /// property change applies at once and runs no action by itself: run the one this returns
    /// (`action(forKey:)?.run(forKey:object:arguments:)`) to animate it.
    open func action(forKey event: String) -> (any CAAction)? {
        let found = delegate?.action(for: self, forKey: event) ?? actions?[event] ?? Self.defaultAction(forKey: event)
        return found is NSNull ? nil : found
    }

    /// Draws the layer's content into `ctx`, in the layer's bounds' space (CALayer's `draw(in:)`): override it in a
    /// layer subclass to draw; a renderer calls it with a recording context and draws what it records. The
    /// default draws nothing (a view draws in its `draw(_:)`).
    open func draw(in ctx: CGContext) {}

    // MARK: Timing (CAMediaTiming)

    /// When the layer's time starts, in its superlayer's time.
    open var beginTime: TimeInterval = 0
    /// Added to the layer's local time.
    open var timeOffset: TimeInterval = 0
    /// How fast the layer's time runs against its superlayer's (0 pauses it; 2 runs it twice as fast).
    open var speed: Float = 1
    open var duration: TimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: TimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed
    /// Whether the layer's content is drawn upside down (false: UIKit's top-left origin).
    open var isGeometryFlipped = false

    /// `t`, a time in `layer`'s time (the global clock's when nil), in this layer's time: each layer's time is its
    /// superlayer's less its ``beginTime``, times its ``speed``, plus its ``timeOffset``.
    open func convertTime(_ t: TimeInterval, from layer: Layer?) -> TimeInterval {
        localTime(fromGlobal: layer?.globalTime(fromLocal: t) ?? t)
    }

    /// `t`, a time in this layer's time, in `layer`'s time (the global clock's when nil).
    open func convertTime(_ t: TimeInterval, to layer: Layer?) -> TimeInterval {
        let global = globalTime(fromLocal: t)
        return layer?.localTime(fromGlobal: global) ?? global
    }

    private var timingChain: [Layer] {
        var chain: [Layer] = []
        var layer: Layer? = self
        while let current = layer {
            chain.append(current)
            layer = current.superlayer ?? current.owningView?.superview?.layer
        }
        return chain.reversed()
    }

    private func localTime(fromGlobal t: TimeInterval) -> TimeInterval {
        timingChain.reduce(t) { time, layer in (time - layer.beginTime) * Double(layer.speed) + layer.timeOffset }
    }

    private func globalTime(fromLocal t: TimeInterval) -> TimeInterval {
        timingChain.reversed().reduce(t) { time, layer in
            layer.speed == 0 ? layer.beginTime : (time - layer.timeOffset) / Double(layer.speed) + layer.beginTime
        }
    }

    /// Whether the content is drawn again when the bounds change; false by default, as in Core Animation.
    open var needsDisplayOnBoundsChange = false
    /// Whether drawing may happen off the main thread (kept; drawing is recorded where it is asked for).
    open var drawsAsynchronously = false

    /// A copy of the layer as it is on screen: headless, with no animation in flight, the layer itself.
    open func presentation() -> Self? { self }

    /// The layer that holds the model values: the layer itself.
    open func model() -> Self { self }

    /// How much a curve's corner grows beyond the radius: 1 for circular corners, 1.528665 for continuous ones
    /// (Core Animation's figure for its superellipse).
    public static func cornerCurveExpansionFactor(_ curve: LayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }

    /// The layer's visible properties, for ``View/visibleProperties()``.
    func visibleProperties() -> [ViewState.Property] {
        var properties: [ViewState.Property] = []
        if cornerRadius != 0 { properties.append(.init("layer.cornerRadius", View.format(cornerRadius))) }
        if borderWidth != 0 {
            properties.append(.init("layer.border", "\(View.format(borderWidth)) \(borderColor?.description ?? "nil")"))
        }
        if shadowOpacity != 0 { properties.append(.init("layer.shadowOpacity", "\(shadowOpacity)")) }
        return properties
    }
}

/// How a layer's corners are drawn (CALayerCornerCurve).
public struct LayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = LayerCornerCurve(rawValue: "circular")
    public static let continuous = LayerCornerCurve(rawValue: "continuous")
}

/// Where a layer's contents sit in its bounds (CALayerContentsGravity).
public struct LayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = LayerContentsGravity(rawValue: "center")
    public static let top = LayerContentsGravity(rawValue: "top")
    public static let bottom = LayerContentsGravity(rawValue: "bottom")
    public static let left = LayerContentsGravity(rawValue: "left")
    public static let right = LayerContentsGravity(rawValue: "right")
    public static let topLeft = LayerContentsGravity(rawValue: "topLeft")
    public static let topRight = LayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = LayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = LayerContentsGravity(rawValue: "bottomRight")
    public static let resize = LayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = LayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = LayerContentsGravity(rawValue: "resizeAspectFill")
}

/// An archive with nothing in it: every key is absent, every decoded value nil or zero. What a view hands to its
/// layer class's `init?(coder:)`, so that a subclass reading its archive reads defaults.
final class EmptyArchive: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}
