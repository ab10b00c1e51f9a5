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

    /// The styles of Dynamic Type, each with its size at the default content size category.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle
        case title1
        case title2
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption1
        case caption2

        /// The point size at the default ("large") content size category.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }
    }

    /// The font of a text style (headline is bold, the others regular).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(pointSize: style.pointSize, weight: style == .headline ? .bold : .regular)
    }

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

/// Insets from the edges of a rectangle that follow the writing direction (leading and trailing, not left and
/// right).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
