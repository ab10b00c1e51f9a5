import Foundation

/// A drawing destination (Core Graphics' `CGContext`), headless: it keeps what is drawn into it, in order and with
/// the state each operation was drawn in, as a display list. A renderer turns the list into pixels (issue 33's
/// Cairo target); tests read it through ``operations``. Views draw into one in `draw(_:)`
/// (`UIGraphicsGetCurrentContext()`), image renderers give one to their actions, and `layer.render(in:)` records a
/// view tree into one. As in Core Graphics, any thread may draw, one thread at a time into a given context.
public final class CGContext: @unchecked Sendable {
    /// The state an operation is drawn in.
    public struct State: Hashable, Sendable {
        /// The current transformation matrix, from user space to the context's.
        public var ctm = CGAffineTransform.identity
        public var fillColor = Color.black
        public var strokeColor = Color.black
        public var lineWidth: CGFloat = 1
        public var lineCap = CGLineCap.butt
        public var lineJoin = CGLineJoin.miter
        public var lineDash: [CGFloat] = []
        /// How far into the dash pattern the line starts.
        public var lineDashPhase: CGFloat = 0
        /// How far a mitred corner may reach, in line widths, before it is bevelled.
        public var miterLimit: CGFloat = 10
        /// How what is drawn combines with what is under it.
        public var blendMode = CGBlendMode.normal
        /// Whether edges are smoothed.
        public var antialias = true
        public var alpha: CGFloat = 1
        /// The clip, in the context's space; nil clips to the context's bounds only.
        public var clip: CGRect?
        public var shadow: Shadow?
    }

    /// A drop shadow under what is drawn.
    public struct Shadow: Hashable, Sendable {
        public var offset: CGSize
        public var blur: CGFloat
        public var color: Color?
    }

    /// One thing drawn.
    public enum Operation: Equatable, @unchecked Sendable {
        /// A path (in the context's space) filled with the state's fill colour.
        case fill([BezierPath.Element], rule: CGPathFillRule, State)
        /// A path stroked with the state's stroke colour and line.
        case stroke([BezierPath.Element], State)
        /// A rectangle made transparent.
        case clear(CGRect, State)
        /// An image drawn into a rectangle (in user space; the state's transform applies).
        case image(Image, CGRect, State)
        /// Text drawn from a point or into a rectangle (in user space).
        case text(NSAttributedString, CGRect, State)
        /// A gradient filling the clip, linear between two points or radial between two circles (in user space;
        /// the state's transform applies).
        case gradient(Gradient, State)

        public static func == (a: Operation, b: Operation) -> Bool {
            switch (a, b) {
            case (.fill(let p, let r, let s), .fill(let q, let t, let u)): p == q && r == t && s == u
            case (.stroke(let p, let s), .stroke(let q, let u)): p == q && s == u
            case (.clear(let p, let s), .clear(let q, let u)): p == q && s == u
            case (.image(let i, let p, let s), .image(let j, let q, let u)): i == j && p == q && s == u
            case (.text(let t, let p, let s), .text(let v, let q, let u)): t.isEqual(to: v) && p == q && s == u
            case (.gradient(let g, let s), .gradient(let h, let u)): g == h && s == u
            default: false
            }
        }
    }

    /// The context's size, in points.
    public let size: CGSize
    /// Pixels per point of what a renderer makes of it.
    public let scale: CGFloat
    /// What has been drawn, in order.
    public private(set) var operations: [Operation] = []
    /// The graphics state now.
    public private(set) var state = State()
    private var savedStates: [State] = []
    /// The path being built, in the context's space.
    private var pathElements: [BezierPath.Element] = []
    private var pathPoint = CGPoint.zero

    /// A context `size` points large, drawn at `scale` pixels a point.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    // MARK: State

    public func saveGState() { savedStates.append(state) }

    /// Restores the state saved last; one with no save before it does nothing.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// The current transformation matrix.
    public var ctm: CGAffineTransform { state.ctm }

    public func translateBy(x tx: CGFloat, y ty: CGFloat) { state.ctm = state.ctm.translatedBy(x: tx, y: ty) }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.ctm = state.ctm.scaledBy(x: sx, y: sy) }
    public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    public func setFillColor(_ color: Color) { state.fillColor = color }
    public func setStrokeColor(_ color: Color) { state.strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width.isFinite && width >= 0 ? width : 1 }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.lineDash = lengths
        state.lineDashPhase = phase.isFinite ? phase : 0
    }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1 }
    /// The fill colour from red, green, blue and alpha components in 0...1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// The fill colour as a grey of `gray` in 0...1.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = Color(white: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = Color(white: gray, alpha: alpha) }
    /// The fill colour from CMYK components, converted to RGB (no colour management headless).
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.fillColor = Self.color(cyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha)
    }
    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.strokeColor = Self.color(cyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha)
    }
    /// The fill colour from components in the fill colour space: red, green, blue and alpha (device RGB, the only
    /// space here).
    public func setFillColor(_ components: UnsafePointer<CGFloat>) {
        state.fillColor = Color(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }
    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
        state.strokeColor = Color(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }
    /// The space fill colours are given in: device RGB is the only one, so this keeps nothing.
    public func setFillColorSpace(_ space: CGColorSpace) {}
    public func setStrokeColorSpace(_ space: CGColorSpace) {}
    /// How what is drawn next combines with what is under it.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// Runs `draw` with `mode`, and `alpha` when given, in force, then puts the graphics state back.
    func drawing(blendMode mode: CGBlendMode, alpha: CGFloat? = nil, _ draw: () -> Void) {
        saveGState()
        setBlendMode(mode)
        if let alpha { setAlpha(alpha) }
        draw()
        restoreGState()
    }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit.isFinite && limit > 0 ? limit : 10 }
    /// How closely curves are followed (Cairo's own tolerance is used, so this is kept by nothing).
    public func setFlatness(_ flatness: CGFloat) {}
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.antialias = shouldAntialias }
    /// Whether ``setShouldAntialias(_:)`` may turn smoothing on: smoothing is on unless it is turned off here.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        if !allowsAntialiasing { state.antialias = false }
    }
    /// Where patterns start (no pattern colours are recorded, so this keeps nothing).
    public func setPatternPhase(_ phase: CGSize) {}
    /// The quality of scaled images (the renderer's good filter is always used).
    public var interpolationQuality = CGInterpolationQuality.default

    // MARK: Text state

    /// The transform from text space to user space that glyphs drawn with Core Graphics' text calls use.
    public var textMatrix = CGAffineTransform.identity
    /// Where the next glyphs would be drawn, in text space.
    public var textPosition = CGPoint.zero
    /// The extra space between characters of Core Graphics' text calls.
    public private(set) var characterSpacing: CGFloat = 0
    /// The font size of Core Graphics' text calls.
    public private(set) var fontSize: CGFloat = 0
    /// How Core Graphics' text calls draw glyphs.
    public private(set) var textDrawingMode = CGTextDrawingMode.fill
    /// Whether fonts are smoothed (the renderer's text engine always smooths, so these are kept as hints).
    public private(set) var fontSmoothing = (allowed: true, requested: true)
    public func setCharacterSpacing(_ spacing: CGFloat) { characterSpacing = spacing.isFinite ? spacing : 0 }
    public func setFontSize(_ size: CGFloat) { fontSize = size.isFinite ? max(size, 0) : 0 }
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { textDrawingMode = mode }
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) { fontSmoothing.allowed = allowsFontSmoothing }
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) { fontSmoothing.requested = shouldSmoothFonts }
    /// Subpixel positioning and quantizing are hints to the glyph rasterizer; Pango positions glyphs itself.
    public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {}
    public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {}
    public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {}
    public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {}
    /// Sends what was drawn to the destination: a recording context is always up to date.
    public func flush() {}
    public func synchronize() {}

    /// The transform from user space to the pixels a renderer makes: the current transform, then ``scale``.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform {
        state.ctm.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(userSpaceToDeviceSpaceTransform) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(userSpaceToDeviceSpaceTransform) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(userSpaceToDeviceSpaceTransform) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        point.applying(userSpaceToDeviceSpaceTransform.inverted())
    }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect {
        rect.applying(userSpaceToDeviceSpaceTransform.inverted())
    }
    public func convertToUserSpace(_ size: CGSize) -> CGSize {
        size.applying(userSpaceToDeviceSpaceTransform.inverted())
    }

    static func color(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) -> Color {
        let k = 1 - min(max(black, 0), 1)
        return Color(
            red: (1 - min(max(cyan, 0), 1)) * k, green: (1 - min(max(magenta, 0), 1)) * k,
            blue: (1 - min(max(yellow, 0), 1)) * k, alpha: alpha)
    }
    public func setShadow(offset: CGSize, blur: CGFloat, color: Color?) {
        state.shadow = Shadow(offset: offset, blur: blur, color: color)
    }
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: Color(red: 0, green: 0, blue: 0, alpha: 1 / 3))
    }

    // MARK: Paths

    /// Whether no path is being built.
    public var isPathEmpty: Bool { pathElements.isEmpty }

    /// A copy of the path being built, in user space; nil when it is empty.
    @MainActor
    public var path: BezierPath? {
        guard !pathElements.isEmpty else { return nil }
        let copy = BezierPath()
        copy.elements = PathGeometry.transformed(pathElements, by: state.ctm.inverted())
        return copy
    }
    /// The current point of the path being built, in user space.
    public var currentPointOfPath: CGPoint { pathPoint }

    public func beginPath() { pathElements = [] }

    public func move(to point: CGPoint) {
        pathPoint = point
        pathElements.append(.move(point.applying(state.ctm)))
    }

    public func addLine(to point: CGPoint) {
        pathPoint = point
        pathElements.append(.line(point.applying(state.ctm)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        pathPoint = end
        pathElements.append(
            .curve(
                to: end.applying(state.ctm), control1: control1.applying(state.ctm),
                control2: control2.applying(state.ctm)))
    }

    /// A quadratic curve, kept as the cubic curve it equals.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let (control1, control2) = PathGeometry.cubicControls(start: pathPoint, quadControl: control, end: end)
        addCurve(to: end, control1: control1, control2: control2)
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addElements([
            .arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        ])
        pathPoint = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    public func addRect(_ rect: CGRect) { addElements([.rect(rect, cornerRadius: 0)]) }
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public func addEllipse(in rect: CGRect) { addElements([.oval(rect)]) }

    /// A line towards `tangent1End` that turns along an arc of `radius` towards `tangent2End`, tangent to both.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let added = PathGeometry.tangentArc(from: pathPoint, corner: tangent1End, toward: tangent2End, radius: radius)
        addElements(pathElements.isEmpty ? [.move(pathPoint)] + added : added)
        if let point = added.lastPoint { pathPoint = point }
    }

    /// The smallest rectangle holding the path being built, in user space.
    public var boundingBoxOfPath: CGRect {
        Self.bounds(of: PathGeometry.transformed(pathElements, by: state.ctm.inverted()))
    }

    /// Whether `point` (in user space) is inside the path being built as `mode` draws it: inside its fill (by its
    /// rule) for the fill modes, within half the line width of it for a stroke.
    ///
    /// - Complexity: O(n) in the path's elements.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let local = PathGeometry.transformed(pathElements, by: state.ctm.inverted())
        let inFill: (CGPathFillRule) -> Bool = { PathGeometry.contains(point, in: local, rule: $0) }
        let onStroke = { PathGeometry.distance(from: point, to: local) <= self.state.lineWidth / 2 }
        switch mode {
        case .fill: return inFill(.winding)
        case .eoFill: return inFill(.evenOdd)
        case .stroke: return onStroke()
        case .fillStroke: return inFill(.winding) || onStroke()
        case .eoFillStroke: return inFill(.evenOdd) || onStroke()
        }
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds `path` (a `UIBezierPath`'s `cgPath`) in user space.
    @MainActor
    public func addPath(_ path: BezierPath) { addElements(path.elements) }

    /// Adds path elements given in user space.
    func addElements(_ elements: [BezierPath.Element]) {
        pathElements += Self.transformed(elements, by: state.ctm)
    }

    /// Elements mapped into the context's space: exactly, rotations and skews included (arcs, rectangles and ovals
    /// become curves unless the transform only moves and scales both axes alike).
    static func transformed(_ elements: [BezierPath.Element], by t: CGAffineTransform) -> [BezierPath.Element] {
        PathGeometry.transformed(elements, by: t)
    }

    public func closePath() { pathElements.append(.close) }

    // MARK: Drawing

    /// Fills the path being built, then starts a new one.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        operations.append(.fill(pathElements, rule: rule, state))
        pathElements = []
    }

    /// Strokes the path being built, then starts a new one.
    public func strokePath() {
        operations.append(.stroke(pathElements, state))
        pathElements = []
    }

    /// Fills, strokes or both, as `mode` says.
    public func drawPath(using mode: CGPathDrawingMode) {
        let current = pathElements
        switch mode {
        case .fill: operations.append(.fill(current, rule: .winding, state))
        case .eoFill: operations.append(.fill(current, rule: .evenOdd, state))
        case .stroke: operations.append(.stroke(current, state))
        case .fillStroke:
            operations += [.fill(current, rule: .winding, state), .stroke(current, state)]
        case .eoFillStroke:
            operations += [.fill(current, rule: .evenOdd, state), .stroke(current, state)]
        }
        pathElements = []
    }

    public func fill(_ rect: CGRect) {
        operations.append(.fill(Self.transformed([.rect(rect, cornerRadius: 0)], by: state.ctm), rule: .winding, state))
    }

    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

    public func stroke(_ rect: CGRect) {
        operations.append(.stroke(Self.transformed([.rect(rect, cornerRadius: 0)], by: state.ctm), state))
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func fillEllipse(in rect: CGRect) {
        operations.append(.fill(Self.transformed([.oval(rect)], by: state.ctm), rule: .winding, state))
    }

    public func strokeEllipse(in rect: CGRect) {
        operations.append(.stroke(Self.transformed([.oval(rect)], by: state.ctm), state))
    }

    public func strokeLineSegments(between points: [CGPoint]) {
        var segments: [BezierPath.Element] = []
        var index = 0
        while index + 1 < points.count {
            segments += [.move(points[index].applying(state.ctm)), .line(points[index + 1].applying(state.ctm))]
            index += 2
        }
        operations.append(.stroke(segments, state))
    }

    public func clear(_ rect: CGRect) { operations.append(.clear(rect.applying(state.ctm), state)) }

    /// Clips to the bounds of the path being built (headless, clips are rectangles), then starts a new path.
    public func clip(using rule: CGPathFillRule = .winding) {
        intersectClip(Self.bounds(of: pathElements))
        pathElements = []
    }

    public func clip(to rect: CGRect) { intersectClip(rect.applying(state.ctm)) }
    /// Clips to the bounds of `rects` (headless, clips are rectangles).
    public func clip(to rects: [CGRect]) {
        guard let first = rects.first else { return intersectClip(.zero) }
        clip(to: rects.dropFirst().reduce(first) { $0.union($1) })
    }
    /// Makes the whole context drawable again.
    public func resetClip() { state.clip = nil }

    /// The clip's bounds in user space.
    public var boundingBoxOfClipPath: CGRect {
        let clip = state.clip ?? CGRect(origin: .zero, size: size)
        return clip.applying(state.ctm.inverted())
    }

    /// A gradient as drawn: the gradient, its start and end (points, or circles' centres with `radii`), and how
    /// its end colours continue.
    public struct Gradient: Equatable, @unchecked Sendable {
        public let gradient: CGGradient
        public let start: CGPoint
        public let end: CGPoint
        public let radii: (start: CGFloat, end: CGFloat)?
        public let options: CGGradientDrawingOptions

        public static func == (a: Gradient, b: Gradient) -> Bool {
            a.gradient === b.gradient && a.start == b.start && a.end == b.end && a.radii?.start == b.radii?.start
                && a.radii?.end == b.radii?.end && a.options == b.options
        }
    }

    /// Records a gradient filling the clip.
    func record(_ gradient: Gradient) { operations.append(.gradient(gradient, state)) }

    /// Draws `image` into `rect` (in user space).
    public func draw(_ image: Image, in rect: CGRect) { operations.append(.image(image, rect, state)) }

    /// Draws a bitmap into `rect` as Core Graphics does in a UIKit context: upside down, since Core Graphics draws
    /// images with their origin at the bottom while UIKit's contexts put y downwards (flip the context first, as
    /// iOS code does, to draw it upright). `byTiling` repeats it from `rect` across the clip.
    ///
    /// - Complexity: O(tiles); tiling stops at 10,000 tiles.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let picture = Image(cgImage: image)
        func place(_ tile: CGRect) {
            var flipped = state
            flipped.ctm = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: tile.minY + tile.maxY)
                .concatenating(state.ctm)
            operations.append(.image(picture, tile, flipped))
        }
        guard byTiling else { return place(rect) }
        let area = boundingBoxOfClipPath
        let columns = Int(((area.maxX - rect.minX) / rect.width).rounded(.up))
        let rows = Int(((area.maxY - rect.minY) / rect.height).rounded(.up))
        let firstColumn = Int(((area.minX - rect.minX) / rect.width).rounded(.down))
        let firstRow = Int(((area.minY - rect.minY) / rect.height).rounded(.down))
        guard (columns - firstColumn) * (rows - firstRow) <= 10_000 else { return place(rect) }
        for row in firstRow..<max(rows, firstRow) {
            for column in firstColumn..<max(columns, firstColumn) {
                place(rect.offsetBy(dx: CGFloat(column) * rect.width, dy: CGFloat(row) * rect.height))
            }
        }
    }

    /// Draws `text` from `rect`'s origin, within its size.
    func draw(_ text: NSAttributedString, in rect: CGRect) { operations.append(.text(text, rect, state)) }

    /// Narrows the clip to `rect`, given in the context's space.
    private func intersectClip(_ rect: CGRect) {
        state.clip = state.clip.map { $0.intersection(rect) } ?? rect
    }

    /// The smallest rectangle that holds a path's points.
    static func bounds(of elements: [BezierPath.Element]) -> CGRect {
        var box: CGRect?
        func add(_ rect: CGRect) { box = box.map { $0.union(rect) } ?? rect }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): add(CGRect(origin: point, size: .zero))
            case .curve(let to, let control1, let control2):
                for point in [to, control1, control2] { add(CGRect(origin: point, size: .zero)) }
            case .arc(let center, let radius, _, _, _):
                add(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            case .rect(let rect, _), .oval(let rect): add(rect)
            case .close: break
            }
        }
        return box ?? .zero
    }
}

/// How a line ends (CGLineCap).
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
/// How lines join (CGLineJoin).
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }
/// Which points a path's fill covers (CGPathFillRule).
public enum CGPathFillRule: Int, Hashable, Sendable { case winding, evenOdd }
/// What drawing a path does (CGPathDrawingMode).
public enum CGPathDrawingMode: Int32, Hashable, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }
/// How drawing combines with what is under it (CGBlendMode), with CoreGraphics' raw values.
public enum CGBlendMode: Int32, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
    case exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver
    case destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
/// How finely scaled images are sampled (CGInterpolationQuality), with CoreGraphics' raw values.
public enum CGInterpolationQuality: Int32, Hashable, Sendable { case `default`, none, low, high, medium }
/// How Core Graphics' text calls draw glyphs (CGTextDrawingMode), with CoreGraphics' raw values.
public enum CGTextDrawingMode: Int32, Hashable, Sendable {
    case fill, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip
}
