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
    private var path: [BezierPath.Element] = []
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
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { state.lineDash = lengths }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1 }
    public func setShadow(offset: CGSize, blur: CGFloat, color: Color?) {
        state.shadow = Shadow(offset: offset, blur: blur, color: color)
    }
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: Color(red: 0, green: 0, blue: 0, alpha: 1 / 3))
    }

    // MARK: Paths

    /// Whether no path is being built.
    public var isPathEmpty: Bool { path.isEmpty }
    /// The current point of the path being built, in user space.
    public var currentPointOfPath: CGPoint { pathPoint }

    public func beginPath() { path = [] }

    public func move(to point: CGPoint) {
        pathPoint = point
        path.append(.move(point.applying(state.ctm)))
    }

    public func addLine(to point: CGPoint) {
        pathPoint = point
        path.append(.line(point.applying(state.ctm)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        pathPoint = end
        path.append(
            .curve(
                to: end.applying(state.ctm), control1: control1.applying(state.ctm),
                control2: control2.applying(state.ctm)))
    }

    /// A quadratic curve, kept as the cubic curve it equals.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = pathPoint
        let control1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let control2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        addCurve(to: end, control1: control1, control2: control2)
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addElements([
            .arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        ])
        pathPoint = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    public func addRect(_ rect: CGRect) { path.append(.rect(rect.applying(state.ctm), cornerRadius: 0)) }
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public func addEllipse(in rect: CGRect) { path.append(.oval(rect.applying(state.ctm))) }

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
        for element in elements { path.append(Self.transform(element, by: state.ctm)) }
    }

    public func closePath() { path.append(.close) }

    // MARK: Drawing

    /// Fills the path being built, then starts a new one.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        operations.append(.fill(path, rule: rule, state))
        path = []
    }

    /// Strokes the path being built, then starts a new one.
    public func strokePath() {
        operations.append(.stroke(path, state))
        path = []
    }

    /// Fills, strokes or both, as `mode` says.
    public func drawPath(using mode: CGPathDrawingMode) {
        let current = path
        switch mode {
        case .fill: operations.append(.fill(current, rule: .winding, state))
        case .eoFill: operations.append(.fill(current, rule: .evenOdd, state))
        case .stroke: operations.append(.stroke(current, state))
        case .fillStroke:
            operations += [.fill(current, rule: .winding, state), .stroke(current, state)]
        case .eoFillStroke:
            operations += [.fill(current, rule: .evenOdd, state), .stroke(current, state)]
        }
        path = []
    }

    public func fill(_ rect: CGRect) {
        operations.append(.fill([.rect(rect.applying(state.ctm), cornerRadius: 0)], rule: .winding, state))
    }

    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

    public func stroke(_ rect: CGRect) {
        operations.append(.stroke([.rect(rect.applying(state.ctm), cornerRadius: 0)], state))
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func fillEllipse(in rect: CGRect) {
        operations.append(.fill([.oval(rect.applying(state.ctm))], rule: .winding, state))
    }

    public func strokeEllipse(in rect: CGRect) { operations.append(.stroke([.oval(rect.applying(state.ctm))], state)) }

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
        intersectClip(Self.bounds(of: path))
        path = []
    }

    public func clip(to rect: CGRect) { intersectClip(rect.applying(state.ctm)) }

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

    /// Draws `text` from `rect`'s origin, within its size.
    func draw(_ text: NSAttributedString, in rect: CGRect) { operations.append(.text(text, rect, state)) }

    /// Narrows the clip to `rect`, given in the context's space.
    private func intersectClip(_ rect: CGRect) {
        state.clip = state.clip.map { $0.intersection(rect) } ?? rect
    }

    private static func transform(_ element: BezierPath.Element, by t: CGAffineTransform) -> BezierPath.Element {
        switch element {
        case .move(let point): .move(point.applying(t))
        case .line(let point): .line(point.applying(t))
        case .curve(let to, let control1, let control2):
            .curve(to: to.applying(t), control1: control1.applying(t), control2: control2.applying(t))
        case .arc(let center, let radius, let start, let end, let clockwise):
            .arc(
                center: center.applying(t), radius: radius * abs(t.a * t.d - t.b * t.c).squareRoot(),
                startAngle: start, endAngle: end, clockwise: clockwise)
        case .rect(let rect, let radius): .rect(rect.applying(t), cornerRadius: radius)
        case .oval(let rect): .oval(rect.applying(t))
        case .close: .close
        }
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
