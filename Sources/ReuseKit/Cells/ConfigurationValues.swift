import Foundation

/// A function from colour to colour that configurations apply to a base colour
/// (UIConfigurationColorTransformer): a selected row's text, a tinted image. Two transformers are equal when
/// they are the same one (closures cannot be compared), so configurations holding them stay `Hashable`.
public struct ConfigurationColorTransformer: Hashable, @unchecked Sendable {
    private let identity: Int
    private let transform: (Color) -> Color

    private nonisolated(unsafe) static var made = 0

    public init(_ transform: @escaping (Color) -> Color) {
        Self.made += 1
        identity = Self.made
        self.transform = transform
    }

    private init(identity: Int, transform: @escaping (Color) -> Color) {
        self.identity = identity
        self.transform = transform
    }

    /// The transformed colour.
    public func callAsFunction(_ color: Color) -> Color { transform(color) }

    /// The colour's grey of equal brightness, keeping its alpha.
    public static let grayscale = ConfigurationColorTransformer(identity: -1) { color in
        Color(white: 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue, alpha: color.alpha)
    }

    /// The tint colour preferred by the system: the colour itself headless (there is no accent setting).
    public static let preferredTint = ConfigurationColorTransformer(identity: -2) { $0 }

    /// The system's monochrome tint: a mid grey with the colour's alpha.
    public static let monochromeTint = ConfigurationColorTransformer(identity: -3) { color in
        Color(white: 0.5, alpha: color.alpha)
    }

    public static func == (a: ConfigurationColorTransformer, b: ConfigurationColorTransformer) -> Bool {
        a.identity == b.identity
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// Edges of a rectangle by leading and trailing (NSDirectionalRectEdge), with UIKit's raw values.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// The axes of a layout (UIAxis).
public struct Axis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = Axis(rawValue: 1 << 0)
    public static let vertical = Axis(rawValue: 1 << 1)
    public static let both: Axis = [.horizontal, .vertical]
}

/// A shadow as configurations describe it (UIShadowProperties).
public struct ShadowProperties: Hashable, Sendable {
    public var color: Color = .black
    /// 0 (the default) draws no shadow.
    public var opacity: CGFloat = 0
    public var radius: CGFloat = 0
    public var offset = CGSize.zero
    /// The shadow's outline; nil follows the background's shape.
    public var path: BezierPath?

    public init() {}

    /// The colour drawn: ``color`` at ``opacity``.
    public func resolvedColor(with tintColor: Color) -> Color { color.withAlphaComponent(opacity) }

    /// Equal values, and the same path object.
    public static func == (a: ShadowProperties, b: ShadowProperties) -> Bool {
        a.color == b.color && a.opacity == b.opacity && a.radius == b.radius && a.offset == b.offset
            && a.path.map(ObjectIdentifier.init) == b.path.map(ObjectIdentifier.init)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(color)
        hasher.combine(opacity)
        hasher.combine(radius)
        hasher.combine(path.map(ObjectIdentifier.init))
    }
}
