import Foundation

// UIBezierPath's editing members beyond lines, curves and arcs, and CoreGraphics' path constructors and copies
// (CoreGraphics' `CGPath` is `BezierPath` on Linux, and `CGMutablePath` is its subclass).

extension BezierPath {
    /// A path with `path`'s elements.
    public convenience init(cgPath path: BezierPath) {
        self.init()
        elements = path.elements
        currentPoint = path.currentPoint
    }

    /// A quadratic Bézier curve from the current point to `endPoint`, drawn as the cubic curve of the same shape.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        let (control1, control2) = PathGeometry.cubicControls(
            start: currentPoint, quadControl: controlPoint, end: endPoint)
        addCurve(to: endPoint, controlPoint1: control1, controlPoint2: control2)
    }

    /// Empties the path (its drawing attributes stay).
    public func removeAllPoints() {
        elements = []
        currentPoint = .zero
    }

    /// The same path drawn the other way: each sub-path backwards, the last first.
    ///
    /// - Complexity: O(n) in the elements.
    public func reversing() -> BezierPath {
        let reversed = BezierPath()
        reversed.copyAttributes(from: self)
        reversed.elements = PathGeometry.reversed(elements)
        if case .move(let point) = reversed.elements.first { reversed.currentPoint = point }
        return reversed
    }

    /// Maps every point of the path by `transform` (arcs, rectangles and ovals become curves unless it only moves
    /// and scales both axes alike).
    ///
    /// - Complexity: O(n) in the elements.
    public func apply(_ transform: CGAffineTransform) {
        elements = PathGeometry.transformed(elements, by: transform)
        currentPoint = currentPoint.applying(transform)
    }

    /// Sets the dash pattern from `count` lengths at `pattern` (none, a solid line, for a nil pattern or a count of
    /// 0) and the distance into it where the line starts. Lengths that are negative or not finite are read as 0.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            lineDash = ([], 0)
            return
        }
        let lengths = (0..<count).map { pattern[$0].isFinite ? max(pattern[$0], 0) : 0 }
        lineDash = (lengths, phase.isFinite ? phase : 0)
    }

    /// Copies the dash pattern into `pattern` (which must hold as many lengths as `count` says it has), its length
    /// into `count` and its phase into `phase`; nil pointers are skipped.
    public func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (index, length) in lineDash.pattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = lineDash.pattern.count
        phase?.pointee = lineDash.phase
    }

    /// Fills the path in the current context, blended by `blendMode` at `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        GraphicsContextStack.current?.drawing(blendMode: blendMode, alpha: alpha, fill)
    }

    /// Strokes the path in the current context, blended by `blendMode` at `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        GraphicsContextStack.current?.drawing(blendMode: blendMode, alpha: alpha, stroke)
    }

    func copyAttributes(from path: BezierPath) {
        lineWidth = path.lineWidth
        usesEvenOddFillRule = path.usesEvenOddFillRule
        lineCapStyle = path.lineCapStyle
        lineJoinStyle = path.lineJoinStyle
        miterLimit = path.miterLimit
        flatness = path.flatness
        lineDash = path.lineDash
    }

    // MARK: CoreGraphics' CGPath

    /// A rectangle (CoreGraphics' `CGPath(rect:transform:)`), mapped by `transform` when one is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect: rect)
        if let transform { apply(transform.pointee) }
    }

    /// An ellipse inscribed in `rect` (CoreGraphics' `CGPath(ellipseIn:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(ovalIn: rect)
        if let transform { apply(transform.pointee) }
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` wide and `cornerHeight` tall (CoreGraphics'
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init()
        elements = PathGeometry.roundedRectangle(rect.standardized, radiusX: cornerWidth, radiusY: cornerHeight)
        if case .move(let point) = elements.first { currentPoint = point }
        if let transform { apply(transform.pointee) }
    }

    /// A copy of the path (CoreGraphics' `copy()`).
    public func copy() -> BezierPath? { cgPath }

    /// A copy of the path mapped by `transform` (none for nil).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> BezierPath? {
        let copy = cgPath
        if let transform { copy.apply(transform.pointee) }
        return copy
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = elements
        copy.currentPoint = currentPoint
        return copy
    }

    /// A mutable copy of the path mapped by `transform` (none for nil).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let copy = mutableCopy()
        if let transform { copy?.apply(transform.pointee) }
        return copy
    }
}

/// A path built with CoreGraphics' calls (CGMutablePath): each takes an optional transform that maps what it adds.
/// A `BezierPath`, so a layer takes it where it takes a `CGPath`.
@preconcurrency @MainActor
open class CGMutablePath: BezierPath {
    public override init() {
        super.init()
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        move(to: point.applying(transform))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        addLine(to: point.applying(transform))
    }

    /// A move to the first point and lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first.applying(transform))
        for point in points.dropFirst() { addLine(to: point.applying(transform)) }
    }

    /// A closed rectangle, as its own sub-path.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        add(PathGeometry.rectangle(rect.standardized, radius: 0), transform: transform)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`, as its own sub-path.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        add(PathGeometry.oval(rect.standardized), transform: transform)
    }

    /// A closed rectangle with elliptical corners, as its own sub-path.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        add(
            PathGeometry.roundedRectangle(rect.standardized, radiusX: cornerWidth, radiusY: cornerHeight),
            transform: transform)
    }

    /// An arc (with a line to its start from the current point), turning clockwise in UIKit's y-down space when
    /// `clockwise` is true, as UIBezierPath's does.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let arc: [BezierPath.Element] = [
            .arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        ]
        guard transform.isIdentity else {
            continuePath(with: PathGeometry.outline(arc), transform: transform)
            return
        }
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// An arc of `delta` radians from `startAngle` (positive turns clockwise in UIKit's y-down space).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta >= 0,
            transform: transform)
    }

    /// A line towards `tangent1End` that turns along an arc of `radius` towards `tangent2End`, meeting both lines
    /// at a tangent (CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`).
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let inverse = transform.inverted()
        let start = currentPoint.applying(inverse)
        continuePath(
            with: PathGeometry.tangentArc(from: start, corner: tangent1End, toward: tangent2End, radius: radius),
            transform: transform)
    }

    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        addCurve(
            to: end.applying(transform), controlPoint1: control1.applying(transform),
            controlPoint2: control2.applying(transform))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        addQuadCurve(to: end.applying(transform), controlPoint: control.applying(transform))
    }

    /// `path`'s elements, mapped by `transform`.
    public func addPath(_ path: BezierPath, transform: CGAffineTransform = .identity) {
        add(path.elements, transform: transform)
    }

    /// Closes the current sub-path with a line back to its start.
    public func closeSubpath() { close() }

    /// Adds `added` as new sub-paths, mapped by `transform`.
    private func add(_ added: [BezierPath.Element], transform: CGAffineTransform) {
        let mapped = PathGeometry.transformed(added, by: transform)
        elements += mapped
        if let point = PathGeometry.outline(mapped).lastPoint { currentPoint = point }
    }

    /// Adds `added` (which starts with a move or line to its first point) to the current sub-path: its first move
    /// becomes a line when the path already has a current point.
    private func continuePath(with added: [BezierPath.Element], transform: CGAffineTransform) {
        var mapped = PathGeometry.transformed(added, by: transform)
        if !elements.isEmpty, case .move(let point) = mapped.first { mapped[0] = .line(point) }
        elements += mapped
        if let point = mapped.lastPoint { currentPoint = point }
    }
}

extension Array where Element == BezierPath.Element {
    /// The point the last element ends at, for moves, lines and curves.
    var lastPoint: CGPoint? {
        for element in reversed() {
            switch element {
            case .move(let point), .line(let point): return point
            case .curve(let to, _, _): return to
            default: continue
            }
        }
        return nil
    }
}
