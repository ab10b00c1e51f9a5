import Foundation

/// Paths as moves, lines and cubic curves: what transforms, reversal and quadratic curves need.
enum PathGeometry {
    /// `elements` with arcs, rectangles and ovals written as lines and cubic curves (an arc to within 0.03 % of its
    /// radius), so that any affine transform maps them exactly by their points.
    ///
    /// - Complexity: O(n) in the elements.
    static func outline(_ elements: [BezierPath.Element]) -> [BezierPath.Element] {
        var result: [BezierPath.Element] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                result.append(.move(point))
                current = point
                subpathStart = point
            case .line(let point):
                result.append(current == nil ? .move(point) : .line(point))
                if current == nil { subpathStart = point }
                current = point
            case .curve(let to, let control1, let control2):
                if current == nil {
                    result.append(.move(control1))
                    subpathStart = control1
                }
                result.append(.curve(to: to, control1: control1, control2: control2))
                current = to
            case .arc(let center, let radius, let start, let end, let clockwise):
                let segments = arcCurves(
                    center: center, radius: radius, start: start, end: end, clockwise: clockwise)
                let first = point(on: center, radius: radius, angle: start)
                result.append(current == nil ? .move(first) : .line(first))
                if current == nil { subpathStart = first }
                result += segments
                current = point(on: center, radius: radius, angle: arcEnd(start: start, end: end, clockwise: clockwise))
            case .rect(let rect, let radius):
                result += rectangle(rect.standardized, radius: radius)
                current = CGPoint(x: rect.standardized.minX + min(radius, rect.width / 2), y: rect.standardized.minY)
                subpathStart = current
            case .oval(let rect):
                result += oval(rect.standardized)
                current = CGPoint(x: rect.standardized.maxX, y: rect.standardized.midY)
                subpathStart = current
            case .close:
                result.append(.close)
                current = subpathStart
            }
        }
        return result
    }

    /// `elements` mapped by `transform`: point by point when it only moves and scales both axes alike (arcs keep
    /// their angles), through ``outline(_:)`` otherwise.
    ///
    /// - Complexity: O(n) in the elements.
    static func transformed(_ elements: [BezierPath.Element], by t: CGAffineTransform) -> [BezierPath.Element] {
        if t.isIdentity { return elements }
        let keepsShapes = t.b == 0 && t.c == 0 && t.a == t.d && t.a > 0
        let source = keepsShapes ? elements : outline(elements)
        return source.map { element in
            switch element {
            case .move(let point): .move(point.applying(t))
            case .line(let point): .line(point.applying(t))
            case .curve(let to, let control1, let control2):
                .curve(to: to.applying(t), control1: control1.applying(t), control2: control2.applying(t))
            case .arc(let center, let radius, let start, let end, let clockwise):
                .arc(
                    center: center.applying(t), radius: radius * t.a, startAngle: start, endAngle: end,
                    clockwise: clockwise)
            case .rect(let rect, let radius): .rect(rect.applying(t), cornerRadius: radius * t.a)
            case .oval(let rect): .oval(rect.applying(t))
            case .close: .close
            }
        }
    }

    /// `elements` drawn the other way: each sub-path backwards, the last sub-path first (closed ones stay closed).
    ///
    /// - Complexity: O(n) in the elements.
    static func reversed(_ elements: [BezierPath.Element]) -> [BezierPath.Element] {
        // Each sub-path as its start, its segments and whether it closes.
        struct Subpath {
            var start: CGPoint
            var segments: [BezierPath.Element] = []
            var closed = false
        }
        var subpaths: [Subpath] = []
        for element in outline(elements) {
            switch element {
            case .move(let point): subpaths.append(Subpath(start: point))
            case .close:
                if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
            default:
                if subpaths.isEmpty { subpaths.append(Subpath(start: .zero)) }
                subpaths[subpaths.count - 1].segments.append(element)
            }
        }
        var result: [BezierPath.Element] = []
        for subpath in subpaths.reversed() {
            var points = [subpath.start]
            for segment in subpath.segments {
                switch segment {
                case .line(let point): points.append(point)
                case .curve(let to, _, _): points.append(to)
                default: break
                }
            }
            result.append(.move(points[points.count - 1]))
            for (index, segment) in subpath.segments.enumerated().reversed() {
                let start = points[index]
                switch segment {
                case .curve(_, let control1, let control2):
                    result.append(.curve(to: start, control1: control2, control2: control1))
                default: result.append(.line(start))
                }
            }
            if subpath.closed { result.append(.close) }
        }
        return result
    }

    /// The cubic curve's control points that draw the quadratic curve from `start` through `control` to `end`
    /// (each two thirds of the way from an end point to the quadratic control point).
    static func cubicControls(start: CGPoint, quadControl control: CGPoint, end: CGPoint) -> (CGPoint, CGPoint) {
        (
            CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
            CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        )
    }

    /// The point at `angle` on a circle.
    static func point(on center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * CGFloat(cos(Double(angle))), y: center.y + radius * CGFloat(sin(Double(angle))))
    }

    /// Where an arc ends after turning from `start` towards `end`: clockwise (in UIKit's y-down space) turns the
    /// angle up, as Cairo's and CoreGraphics' arcs do, until it passes `end`.
    static func arcEnd(start: CGFloat, end: CGFloat, clockwise: Bool) -> CGFloat {
        guard start.isFinite, end.isFinite else { return start }
        var stop = end
        let turn = 2 * CGFloat.pi
        if clockwise {
            if stop < start { stop += (((start - stop) / turn).rounded(.up)) * turn }
        } else if stop > start {
            stop -= (((stop - start) / turn).rounded(.up)) * turn
        }
        return stop
    }

    /// An arc as cubic curves of at most a quarter turn each.
    static func arcCurves(
        center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool
    ) -> [BezierPath.Element] {
        guard radius.isFinite, radius > 0 else { return [] }
        let stop = arcEnd(start: start, end: end, clockwise: clockwise)
        let sweep = stop - start
        guard sweep != 0 else { return [] }
        let count = max(Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)), 1)
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * CGFloat(tan(Double(step) / 4)) * radius
        var result: [BezierPath.Element] = []
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let p0 = point(on: center, radius: radius, angle: angle)
            let p3 = point(on: center, radius: radius, angle: next)
            let c1 = CGPoint(x: p0.x - k * CGFloat(sin(Double(angle))), y: p0.y + k * CGFloat(cos(Double(angle))))
            let c2 = CGPoint(x: p3.x + k * CGFloat(sin(Double(next))), y: p3.y - k * CGFloat(cos(Double(next))))
            result.append(.curve(to: p3, control1: c1, control2: c2))
            angle = next
        }
        return result
    }

    /// A closed rectangle with `radius` on every corner, clockwise from the top edge.
    static func rectangle(_ rect: CGRect, radius: CGFloat) -> [BezierPath.Element] {
        let r = radius.isFinite ? min(max(radius, 0), min(rect.width, rect.height) / 2) : 0
        guard r > 0 else {
            return [
                .move(CGPoint(x: rect.minX, y: rect.minY)), .line(CGPoint(x: rect.maxX, y: rect.minY)),
                .line(CGPoint(x: rect.maxX, y: rect.maxY)), .line(CGPoint(x: rect.minX, y: rect.maxY)), .close,
            ]
        }
        let half = CGFloat.pi / 2
        var result: [BezierPath.Element] = [.move(CGPoint(x: rect.minX + r, y: rect.minY))]
        result.append(.line(CGPoint(x: rect.maxX - r, y: rect.minY)))
        result += arcCurves(
            center: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, start: -half, end: 0, clockwise: true)
        result.append(.line(CGPoint(x: rect.maxX, y: rect.maxY - r)))
        result += arcCurves(
            center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, start: 0, end: half, clockwise: true)
        result.append(.line(CGPoint(x: rect.minX + r, y: rect.maxY)))
        result += arcCurves(
            center: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, start: half, end: 2 * half,
            clockwise: true)
        result.append(.line(CGPoint(x: rect.minX, y: rect.minY + r)))
        result += arcCurves(
            center: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, start: 2 * half, end: 3 * half,
            clockwise: true)
        result.append(.close)
        return result
    }

    /// A closed ellipse inscribed in `rect`, clockwise from its rightmost point.
    static func oval(_ rect: CGRect) -> [BezierPath.Element] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        let unit = arcCurves(center: .zero, radius: 1, start: 0, end: 2 * CGFloat.pi, clockwise: true)
        let t = CGAffineTransform(a: rect.width / 2, b: 0, c: 0, d: rect.height / 2, tx: rect.midX, ty: rect.midY)
        return [.move(CGPoint(x: rect.maxX, y: rect.midY))]
            + unit.map { element in
                guard case .curve(let to, let control1, let control2) = element else { return element }
                return .curve(to: to.applying(t), control1: control1.applying(t), control2: control2.applying(t))
            } + [.close]
    }

    /// A quarter (or any part) of an ellipse of radii `rx` and `ry`, as cubic curves.
    static func ellipseArc(center: CGPoint, rx: CGFloat, ry: CGFloat, start: CGFloat, end: CGFloat) -> [BezierPath
        .Element]
    {
        let t = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y)
        return arcCurves(center: .zero, radius: 1, start: start, end: end, clockwise: true).map { element in
            guard case .curve(let to, let control1, let control2) = element else { return element }
            return .curve(to: to.applying(t), control1: control1.applying(t), control2: control2.applying(t))
        }
    }

    /// A closed rectangle whose corners are quarter ellipses of radii `radiusX` and `radiusY` (each clamped to half
    /// the side it lies along), clockwise from the top edge.
    static func roundedRectangle(_ rect: CGRect, radiusX: CGFloat, radiusY: CGFloat) -> [BezierPath.Element] {
        let rx = radiusX.isFinite ? min(max(radiusX, 0), rect.width / 2) : 0
        let ry = radiusY.isFinite ? min(max(radiusY, 0), rect.height / 2) : 0
        guard rx > 0, ry > 0 else { return rectangle(rect, radius: 0) }
        let half = CGFloat.pi / 2
        var result: [BezierPath.Element] = [.move(CGPoint(x: rect.minX + rx, y: rect.minY))]
        result.append(.line(CGPoint(x: rect.maxX - rx, y: rect.minY)))
        result += ellipseArc(
            center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), rx: rx, ry: ry, start: -half, end: 0)
        result.append(.line(CGPoint(x: rect.maxX, y: rect.maxY - ry)))
        result += ellipseArc(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), rx: rx, ry: ry, start: 0, end: half)
        result.append(.line(CGPoint(x: rect.minX + rx, y: rect.maxY)))
        result += ellipseArc(
            center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), rx: rx, ry: ry, start: half, end: 2 * half)
        result.append(.line(CGPoint(x: rect.minX, y: rect.minY + ry)))
        result += ellipseArc(
            center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), rx: rx, ry: ry, start: 2 * half, end: 3 * half)
        result.append(.close)
        return result
    }

    /// A line from `start` towards `corner`, then an arc of `radius` tangent to both `start`–`corner` and
    /// `corner`–`end` (CoreGraphics' tangent arc); only the line to `corner` when the three points are in a line
    /// or the radius is not positive.
    static func tangentArc(from start: CGPoint, corner: CGPoint, toward end: CGPoint, radius: CGFloat)
        -> [BezierPath.Element]
    {
        func unit(_ x: CGFloat, _ y: CGFloat) -> CGPoint? {
            let length = (x * x + y * y).squareRoot()
            return length > 0 && length.isFinite ? CGPoint(x: x / length, y: y / length) : nil
        }
        guard radius.isFinite, radius > 0, let u = unit(start.x - corner.x, start.y - corner.y),
            let v = unit(end.x - corner.x, end.y - corner.y)
        else { return [.line(corner)] }
        let cosine = min(max(u.x * v.x + u.y * v.y, -1), 1)
        let angle = CGFloat(acos(Double(cosine)))
        guard angle > 1e-9, angle < CGFloat.pi - 1e-9, let bisector = unit(u.x + v.x, u.y + v.y) else {
            return [.line(corner)]
        }
        let reach = radius / CGFloat(tan(Double(angle) / 2))
        let t1 = CGPoint(x: corner.x + u.x * reach, y: corner.y + u.y * reach)
        let t2 = CGPoint(x: corner.x + v.x * reach, y: corner.y + v.y * reach)
        let distance = radius / CGFloat(sin(Double(angle) / 2))
        let center = CGPoint(x: corner.x + bisector.x * distance, y: corner.y + bisector.y * distance)
        let a1 = CGFloat(atan2(Double(t1.y - center.y), Double(t1.x - center.x)))
        let a2 = CGFloat(atan2(Double(t2.y - center.y), Double(t2.x - center.x)))
        let cross = (t1.x - center.x) * (t2.y - center.y) - (t1.y - center.y) * (t2.x - center.x)
        return [.line(t1)] + arcCurves(center: center, radius: radius, start: a1, end: a2, clockwise: cross > 0)
    }

    /// The path as closed polygons (curves in 16 straight steps each): each sub-path's points, closed or not.
    static func polygons(_ elements: [BezierPath.Element]) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        for element in outline(elements) {
            switch element {
            case .move(let point): result.append(([point], false))
            case .line(let point):
                if result.isEmpty {
                    result.append(([point], false))
                } else {
                    result[result.count - 1].points.append(point)
                }
            case .curve(let to, let c1, let c2):
                guard let p0 = result.last?.points.last else { continue }
                for step in 1...16 {
                    let t = CGFloat(step) / 16
                    let u = 1 - t
                    let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x
                    let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y
                    result[result.count - 1].points.append(CGPoint(x: x, y: y))
                }
            case .close:
                if !result.isEmpty { result[result.count - 1].closed = true }
            default: break
            }
        }
        return result
    }

    /// Whether `point` is inside the path's fill by `rule` (every sub-path counts as closed, as a fill closes it).
    ///
    /// - Complexity: O(n) in the path's elements.
    static func contains(_ point: CGPoint, in elements: [BezierPath.Element], rule: CGPathFillRule) -> Bool {
        var winding = 0
        for polygon in polygons(elements) where polygon.points.count > 2 {
            let points = polygon.points
            for index in points.indices {
                let a = points[index]
                let b = points[(index + 1) % points.count]
                let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
                if a.y <= point.y, b.y > point.y, side > 0 { winding += 1 }
                if a.y > point.y, b.y <= point.y, side < 0 { winding -= 1 }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// The distance from `point` to the nearest point of the path's lines and curves.
    ///
    /// - Complexity: O(n) in the path's elements.
    static func distance(from point: CGPoint, to elements: [BezierPath.Element]) -> CGFloat {
        var nearest = CGFloat.infinity
        for polygon in polygons(elements) {
            let points = polygon.points
            if points.count == 1 {
                nearest = min(nearest, hypot(point.x - points[0].x, point.y - points[0].y))
            }
            let count = polygon.closed ? points.count : points.count - 1
            for index in 0..<max(count, 0) {
                let a = points[index]
                let b = points[(index + 1) % points.count]
                let dx = b.x - a.x
                let dy = b.y - a.y
                let length = dx * dx + dy * dy
                let t = length > 0 ? min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / length, 0), 1) : 0
                nearest = min(nearest, hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy)))
            }
        }
        return nearest
    }
}
