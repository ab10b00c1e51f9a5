import Foundation

/// A font: a size and a weight.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public enum Weight: String, Hashable, Sendable {
        case regular
        case bold
    }

    public var pointSize: CGFloat
    public var weight: Weight

    /// The system font of `size` points.
    public static func systemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size, weight: .regular) }

    /// The bold system font of `size` points.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size, weight: .bold) }

    /// The height of one line of text: 1.2 times the point size, rounded up to a whole point.
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    public var description: String { weight == .bold ? "bold \(pointSize)" : "\(pointSize)" }
}

/// Insets from the edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
