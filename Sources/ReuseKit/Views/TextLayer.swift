import Foundation

/// A layer that draws a string (CATextLayer): plain or attributed, in its font at ``fontSize``, on one line unless
/// ``isWrapped``, aligned and truncated as its modes say. Core Animation's defaults: 36-point Helvetica-like text
/// in opaque white, unwrapped, not truncated.
@preconcurrency @MainActor
open class TextLayer: Layer {
    /// The text: a `String` or an `NSAttributedString` (whose attributes win over the layer's font and colour).
    open var string: Any?
    /// The font: a `UIFont`, or a font name as a `String` (CFTypeRef in Core Animation: `Any` here, as a font is a
    /// value); its size is
    /// ``fontSize``'s.
    open var font: Any?
    open var fontSize: CGFloat = 36
    /// The text's colour; opaque white by default.
    open var foregroundColor: Color? = .white
    /// Whether the text wraps to the layer's width (false: one line).
    open var isWrapped = false
    open var alignmentMode = CATextLayerAlignmentMode.natural
    open var truncationMode = CATextLayerTruncationMode.none
    /// A hint to the glyph rasterizer (Pango positions glyphs itself).
    open var allowsFontSubpixelQuantization = false

    /// The font the text is drawn in: ``font`` (a font or a name) at ``fontSize``.
    public var resolvedFont: Font {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 36
        if let font = font as? Font { return font.withSize(size) }
        if let name = font as? String, let named = Font(name: name, size: size) {
            return named
        }
        return .systemFont(ofSize: size)
    }

    /// The text as an attributed string, with the layer's font and colour where it sets none.
    public var resolvedText: NSAttributedString? {
        if let attributed = string as? NSAttributedString { return attributed }
        guard let text = string as? String ?? (string as? NSString).map(String.init) else { return nil }
        return NSAttributedString(
            string: text, attributes: [.font: resolvedFont, .foregroundColor: foregroundColor ?? .white])
    }
}

/// How a text layer lines its text up (CATextLayerAlignmentMode).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    /// The text alignment it stands for.
    public var textAlignment: TextAlignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }
}

/// Where a text layer's text is cut when it does not fit (CATextLayerTruncationMode).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    /// The line break mode it stands for, for text that wraps (`wrapped`) or not.
    public func lineBreakMode(wrapped: Bool) -> LineBreakMode {
        switch self {
        case .start: .byTruncatingHead
        case .end: .byTruncatingTail
        case .middle: .byTruncatingMiddle
        default: wrapped ? .byWordWrapping : .byClipping
        }
    }
}
