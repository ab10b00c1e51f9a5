import Foundation

/// The attribute names UIKit code writes for attributed text (`[.font: Font.boldSystemFont(ofSize: 17),
/// .foregroundColor: Color.red]`), with UIKit's raw values; Foundation on Linux does not define them.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// A text effect, as an `NSString` (``NSAttributedString/TextEffectStyle/letterpressStyle``).
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// Embedded writing directions: an array of `NSNumber`s of ``NSWritingDirection`` and formatting values.
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// Horizontal (0) or vertical (1) glyphs; only horizontal text is laid out, as on iOS.
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

extension NSAttributedString {
    /// The values of ``NSAttributedString/Key/textEffect``.
    public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Text pressed into the page.
        public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
    }
}
