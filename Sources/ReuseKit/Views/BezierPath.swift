import Foundation

/// A path of lines and curves (UIBezierPath), headless: its bounds and elements are kept (for a layer's
/// `shadowPath`, a mask's outline) and a renderer draws them. `cgPath` is the path itself, as `CGPath` is this
/// type on Linux.
@preconcurrency @MainActor
open class BezierPath {
    /// One element of the path.
    public enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
        case rect(CGRect, cornerRadius: CGFloat)
        case oval(CGRect)
        case close
    }

    public internal(set) var elements: [Element] = []
    open var lineWidth: CGFloat = 1
    open var usesEvenOddFillRule = false
    public internal(set) var currentPoint = CGPoint.zero
    /// How the ends of the path's open sub-paths are drawn when stroked.
    open var lineCapStyle = CGLineCap.butt
    /// How the path's corners are drawn when stroked.
    open var lineJoinStyle = CGLineJoin.miter
    /// How far a mitred corner may reach, in line widths, before it is bevelled (10, as in UIKit).
    open var miterLimit: CGFloat = 10
    /// How closely curves are followed when drawn (0.6, as in UIKit; Cairo's own tolerance is used).
    open var flatness: CGFloat = 0.6
    /// The dash pattern (lengths of dashes and gaps) and its phase; an empty pattern draws a solid line.
    var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    public init() {}

    /// Archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public init?(coder: NSCoder) {
        return nil
    }

    public convenience init(rect: CGRect) {
        self.init()
        elements = [.rect(rect, cornerRadius: 0)]
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        elements = [.rect(rect, cornerRadius: max(0, min(cornerRadius, min(rect.width, rect.height) / 2)))]
    }

    /// A rounded rectangle whose `corners` are rounded by `cornerRadii` (its width is used, as an ellipse's
    /// radii are not kept headless).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init(roundedRect: rect, cornerRadius: corners.isEmpty ? 0 : cornerRadii.width)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        elements = [.oval(rect)]
    }

    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path a layer takes (CoreGraphics' `CGPath` is this type on Linux): a copy of this path's elements, as
    /// UIKit's is an immutable snapshot, so that changing the path later does not change a layer that took it.
    /// Setting it replaces the elements with another path's.
    public var cgPath: BezierPath {
        get {
            let copy = BezierPath()
            copy.elements = elements
            copy.currentPoint = currentPoint
            return copy
        }
        set {
            elements = newValue.elements
            currentPoint = newValue.currentPoint
        }
    }
    /// The smallest rectangle holding the path's points, control points included (CGPath's `boundingBox`).
    public var boundingBox: CGRect { bounds }
    /// The smallest rectangle holding the path itself (CGPath's `boundingBoxOfPath`; here the same as
    /// ``boundingBox``).
    public var boundingBoxOfPath: CGRect { bounds }

    open func move(to point: CGPoint) {
        elements.append(.move(point))
        currentPoint = point
    }

    open func addLine(to point: CGPoint) {
        elements.append(.line(point))
        currentPoint = point
    }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
        currentPoint = endPoint
    }

    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        elements.append(
            .arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
        currentPoint = CGPoint(
            x: center.x + radius * CGFloat(cos(Double(endAngle))), y: center.y + radius * CGFloat(sin(Double(endAngle)))
        )
    }

    open func close() { elements.append(.close) }

    open func append(_ path: BezierPath) { elements += path.elements }

    /// The smallest rectangle that holds the path's points (control points included, as CoreGraphics' `bounds`
    /// of a path built from them).
    public var bounds: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .curve(let to, let control1, let control2): points += [to, control1, control2]
            case .arc(let center, let radius, _, _, _):
                points += [
                    CGPoint(x: center.x - radius, y: center.y - radius),
                    CGPoint(x: center.x + radius, y: center.y + radius),
                ]
            case .rect(let rect, _), .oval(let rect): points += [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
            case .close: break
            }
        }
        guard let first = points.first else { return .zero }
        var minX = first.x
        var minY = first.y
        var maxX = first.x
        var maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Whether `point` is inside the area the path encloses, by its fill rule (``usesEvenOddFillRule``); open
    /// sub-paths count as closed, as a fill closes them.
    ///
    /// - Complexity: O(n) in the elements.
    open func contains(_ point: CGPoint) -> Bool {
        PathGeometry.contains(point, in: elements, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// Corners of a rectangle (UIRectCorner), with UIKit's raw values.
public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = RectCorner(rawValue: 1 << 0)
    public static let topRight = RectCorner(rawValue: 1 << 1)
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
