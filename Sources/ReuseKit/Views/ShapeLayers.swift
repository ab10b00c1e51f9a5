import Foundation

/// A layer that fills its bounds with a colour gradient (CAGradientLayer): a cell's fade or a banner's
/// background. Headless, renderers read the colours and stops; ``colors`` holds `cgColor`s, as in Core
/// Animation, and reads them back as ``Color``s through ``gradientColors``.
@preconcurrency @MainActor
open class GradientLayer: Layer {
    /// The gradient's shape (CAGradientLayerType).
    public struct GradientType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let axial = GradientType(rawValue: "axial")
        public static let radial = GradientType(rawValue: "radial")
        public static let conic = GradientType(rawValue: "conic")
    }

    /// The colours, as `cgColor`s (`[UIColor.red.cgColor, UIColor.blue.cgColor]`).
    open var colors: [Any]?
    /// Where each colour stops, from 0 to 1 (nil: evenly spread).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates of the bounds (top centre by default).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends (bottom centre by default).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type = GradientType.axial

    /// ``colors`` read as colours (entries of other types left out).
    public var gradientColors: [Color] { (colors ?? []).compactMap { $0 as? Color } }
}

/// A layer that draws a path (CAShapeLayer): a ring, a progress arc, a dashed outline.
@preconcurrency @MainActor
open class ShapeLayer: Layer {
    /// How a shape's line ends (CAShapeLayerLineCap).
    public struct LineCap: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let butt = LineCap(rawValue: "butt")
        public static let round = LineCap(rawValue: "round")
        public static let square = LineCap(rawValue: "square")
    }

    /// How a shape's lines meet (CAShapeLayerLineJoin).
    public struct LineJoin: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let miter = LineJoin(rawValue: "miter")
        public static let round = LineJoin(rawValue: "round")
        public static let bevel = LineJoin(rawValue: "bevel")
    }

    /// Which points are inside a path that crosses itself (CAShapeLayerFillRule).
    public struct FillRule: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let nonZero = FillRule(rawValue: "non-zero")
        public static let evenOdd = FillRule(rawValue: "even-odd")
    }

    /// The path drawn (`UIBezierPath(…).cgPath`).
    open var path: BezierPath?
    /// The fill (opaque black by default, as in Core Animation; nil for none).
    open var fillColor: Color? = .black
    /// The stroke (nil by default: no line).
    open var strokeColor: Color?
    open var lineWidth: CGFloat = 1
    open var lineCap = LineCap.butt
    open var lineJoin = LineJoin.miter
    open var miterLimit: CGFloat = 10
    open var fillRule = FillRule.nonZero
    /// The part of the path stroked, from 0 to 1 (a progress ring animates ``strokeEnd``).
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    /// Lengths of painted and unpainted segments, in points (nil: a solid line).
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
}
