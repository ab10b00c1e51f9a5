import Foundation

/// A font: a family, a size, a weight and traits (UIFont's commonly used surface). Headless, a font is
/// what text is measured with: by the font engine a renderer installs (``TextMetrics``), else 0.55 of the point
/// size per character and 1.2 per line.
///
/// A class, as UIFont is (`extension UIFont { class func appFont(ofSize:) -> UIFont }` compiles), and immutable:
/// the `with…` methods make another font. Two fonts are equal (`isEqual(_:)`, `==`) when they describe the same
/// face at the same size.
///
/// Not an `NSObject`, unlike UIFont, for the reason ``Color`` gives: fonts are attribute values, and Foundation on
/// Linux stops the process when it compares two distinct `NSObject`s of a Swift class held as attribute values.
open class Font: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// How heavy the strokes are, from -1 (ultra light) to 1 (black), as UIFont.Weight.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// What a font is made of: changed on a copy (``with(_:)``) to make another font.
    public struct Face: Hashable, Sendable {
        public var pointSize: CGFloat
        public var weight: Weight
        public var familyName = "System"
        public var isItalic = false
        public var isMonospaced = false
        public var hasMonospacedDigits = false

        public init(pointSize: CGFloat, weight: Weight) {
            self.pointSize = pointSize
            self.weight = weight
        }
    }

    /// The face this font shows.
    public let face: Face

    public var pointSize: CGFloat { face.pointSize }
    public var weight: Weight { face.weight }
    /// The family's name: "System" for the system font, else what ``init(name:size:)`` was given.
    public var familyName: String { face.familyName }
    public var isItalic: Bool { face.isItalic }
    public var isMonospaced: Bool { face.isMonospaced }
    /// Whether digits are all one width (tabular figures), as `monospacedDigitSystemFont` and the number-spacing
    /// font feature make them.
    public var hasMonospacedDigits: Bool { face.hasMonospacedDigits }

    /// The font of `face`.
    public required init(face: Face) {
        self.face = face
    }

    public convenience init(pointSize: CGFloat, weight: Weight) {
        self.init(face: Face(pointSize: pointSize, weight: weight))
    }

    /// The font named `fontName` ("Helvetica-Bold", "Menlo"); nil for an empty name or a size that is not a
    /// positive number. Headless, every name exists; "-Bold" and "-Italic" in the name set the weight and
    /// slant.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty, fontSize > 0, fontSize.isFinite else { return nil }
        let parts = fontName.split(separator: "-", maxSplits: 1)
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        var face = Face(pointSize: fontSize, weight: style.contains("bold") ? .bold : .regular)
        face.familyName = String(parts[0])
        face.isItalic = style.contains("italic") || style.contains("oblique")
        face.isMonospaced = ["menlo", "courier", "monaco", "sfmono"].contains {
            face.familyName.lowercased().contains($0)
        }
        self.init(face: face)
    }

    /// This font with `change` made to its face: a font of the same class.
    public func with(_ change: (inout Face) -> Void) -> Self {
        var face = face
        change(&face)
        return Self(face: face)
    }

    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Font else { return false }
        return face == other.face
    }

    open var hash: Int { face.hashValue }

    public static func == (lhs: Font, rhs: Font) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// The class's name, as `NSObject`'s class `description()` gives it.
    open class func description() -> String { String(describing: self) }

    /// Whether the object is an instance of `aClass` or of a subclass of it, as `NSObject`'s `isKind(of:)` says.
    public func isKind(of aClass: AnyClass) -> Bool { isClass(type(of: self), aKindOf: aClass) }

    /// Whether the object is an instance of exactly `aClass`, as `NSObject`'s `isMember(of:)` says.
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }

    /// The system font of `size` points.
    public static func systemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size, weight: .regular) }

    /// The system font of `size` points and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The bold system font of `size` points.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size, weight: .bold) }

    /// The italic system font of `size` points.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size, weight: .regular).with { $0.isItalic = true }
    }

    /// The monospaced system font.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight).with { $0.isMonospaced = true }
    }

    /// The system font with digits of one width.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight).with { $0.hasMonospacedDigits = true }
    }

    /// The standard sizes: labels 17, the system font 14, buttons 18, small 12 (UIKit's values).
    public static let labelFontSize: CGFloat = 17
    public static let systemFontSize: CGFloat = 14
    public static let buttonFontSize: CGFloat = 18
    public static let smallSystemFontSize: CGFloat = 12

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> Font {
        with { $0.pointSize = fontSize }
    }

    /// The font's full name: the family, and the weight and slant when they are not regular.
    public var fontName: String {
        var style = weight.rawValue >= Weight.bold.rawValue ? "Bold" : ""
        if isItalic { style += "Italic" }
        return style.isEmpty ? familyName : "\(familyName)-\(style)"
    }

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
        /// The largest title (iOS 17, for visionOS's big titles): 36 points, bold.
        case extraLargeTitle
        /// The second largest title: 28 points, bold.
        case extraLargeTitle2

        /// The point size at the default ("large") content size category.
        public var pointSize: CGFloat {
            switch self {
            case .extraLargeTitle: 36
            case .extraLargeTitle2: 28
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
        let weight: Weight =
            switch style {
            case .headline: .semibold
            case .extraLargeTitle, .extraLargeTitle2: .bold
            default: .regular
            }
        return Font(pointSize: style.pointSize, weight: weight)
    }

    /// The height of one line of text: the font engine's (``TextMetrics/engine``) when one is installed, else 1.2
    /// times the point size, rounded up to a whole point.
    public var lineHeight: CGFloat {
        if let engine = TextMetrics.engine { return engine.lineMetrics(of: self).lineHeight }
        return (pointSize * 1.2).rounded(.up)
    }

    open var description: String {
        var words: [String] = []
        if familyName != "System" { words.append(familyName) }
        if weight == .bold {
            words.append("bold")
        } else if weight != .regular {
            words.append("weight \(weight.rawValue)")
        }
        if isItalic { words.append("italic") }
        return (words + ["\(pointSize)"]).joined(separator: " ")
    }
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
/// right): UIKit's `NSDirectionalEdgeInsets`, one type under both names, so that a view's
/// `directionalLayoutMargins` and a compositional layout's `contentInsets` take the same value.
public typealias DirectionalEdgeInsets = NSDirectionalEdgeInsets
