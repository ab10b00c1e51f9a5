import Foundation

/// How a paragraph of attributed text is laid out (NSParagraphStyle), which Foundation on Linux lacks: the
/// value of `.paragraphStyle` in attributed strings that UIKit code builds. Immutable; ``NSMutableParagraphStyle``
/// changes.
open class NSParagraphStyle: @unchecked Sendable {
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    public internal(set) var alignment = TextAlignment.natural
    public internal(set) var lineBreakMode = LineBreakMode.byWordWrapping
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var hyphenationFactor: Float = 0
    /// How far letters may tighten before a line truncates, as a fraction of the font size; 0 lets them not.
    public internal(set) var tighteningFactorForTruncation: Float = 0
    /// Whether the text hyphenates as the person's language settings say (kept; headless text breaks at words).
    public internal(set) var usesDefaultHyphenation = false
    /// The paragraph's writing direction; `.natural` follows the text.
    public internal(set) var baseWritingDirection = NSWritingDirection.natural
    /// The distance between default tab stops; 0 (the default) uses none beyond ``tabStops``.
    public internal(set) var defaultTabInterval: CGFloat = 0
    /// Whether a line may tighten its letters before it truncates.
    public internal(set) var allowsDefaultTighteningForTruncation = false
    /// How lines break beyond the line break mode.
    public internal(set) var lineBreakStrategy = LineBreakStrategy()
    /// The tab stops: twelve left-aligned stops 28 points apart by default, as in UIKit.
    public internal(set) var tabStops: [NSTextTab] = (1...12).map {
        NSTextTab(textAlignment: .left, location: CGFloat($0) * 28, options: [:])
    }

    /// The writing direction of `languageName` (an ISO language code): right to left for Arabic, Hebrew,
    /// Persian and Urdu, left to right for others, natural for nil.
    public class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let languageName else { return .natural }
        let code = languageName.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv"].contains(code.lowercased())
            ? .rightToLeft : .leftToRight
    }

    /// The default style: no spacing, natural alignment, wrapping at words.
    public static let `default` = NSParagraphStyle()

    public init() {}

    /// A mutable copy, as `mutableCopy() as! NSMutableParagraphStyle` gives in UIKit code.
    public func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }
}

/// A paragraph style to change (NSMutableParagraphStyle): `style.lineSpacing = 4`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    public override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    public override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    public override var alignment: TextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    public override var lineBreakMode: LineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    public override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    public override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    public override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    public override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    public override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    public override var hyphenationFactor: Float {
        get { super.hyphenationFactor }
        set { super.hyphenationFactor = newValue }
    }
    public override var tighteningFactorForTruncation: Float {
        get { super.tighteningFactorForTruncation }
        set { super.tighteningFactorForTruncation = newValue }
    }
    public override var usesDefaultHyphenation: Bool {
        get { super.usesDefaultHyphenation }
        set { super.usesDefaultHyphenation = newValue }
    }
    public override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection }
        set { super.baseWritingDirection = newValue }
    }
    public override var defaultTabInterval: CGFloat {
        get { super.defaultTabInterval }
        set { super.defaultTabInterval = newValue }
    }
    public override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation }
        set { super.allowsDefaultTighteningForTruncation = newValue }
    }
    public override var lineBreakStrategy: LineBreakStrategy {
        get { super.lineBreakStrategy }
        set { super.lineBreakStrategy = newValue }
    }
    public override var tabStops: [NSTextTab] {
        get { super.tabStops }
        set { super.tabStops = newValue.sorted { $0.location < $1.location } }
    }

    /// Adds a tab stop, keeping the stops in order.
    public func addTabStop(_ anObject: NSTextTab) {
        tabStops = tabStops + [anObject]
    }

    /// Removes the tab stops equal to `anObject` (same alignment and location).
    public func removeTabStop(_ anObject: NSTextTab) {
        tabStops = tabStops.filter { $0 != anObject }
    }

    /// Takes every value of `style`.
    public func setParagraphStyle(_ style: NSParagraphStyle) {
        lineSpacing = style.lineSpacing
        paragraphSpacing = style.paragraphSpacing
        paragraphSpacingBefore = style.paragraphSpacingBefore
        alignment = style.alignment
        lineBreakMode = style.lineBreakMode
        firstLineHeadIndent = style.firstLineHeadIndent
        headIndent = style.headIndent
        tailIndent = style.tailIndent
        minimumLineHeight = style.minimumLineHeight
        maximumLineHeight = style.maximumLineHeight
        lineHeightMultiple = style.lineHeightMultiple
        hyphenationFactor = style.hyphenationFactor
        baseWritingDirection = style.baseWritingDirection
        defaultTabInterval = style.defaultTabInterval
        allowsDefaultTighteningForTruncation = style.allowsDefaultTighteningForTruncation
        lineBreakStrategy = style.lineBreakStrategy
        tabStops = style.tabStops
    }
}

/// How text is underlined or struck through (NSUnderlineStyle), with UIKit's raw values: the value of
/// `.underlineStyle` and `.strikethroughStyle` (as `NSUnderlineStyle.single.rawValue` or the style itself).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSParagraphStyle {
    /// How lines break beyond the line break mode (NSParagraphStyle.LineBreakStrategy).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Words move to the next line to avoid a single word on the last line.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Hangul breaks between words, not between characters.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
        /// The system's choice, what labels use.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}

/// The direction text is written in (NSWritingDirection), with UIKit's raw values.
public enum NSWritingDirection: Int, Hashable, Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// A tab stop of a paragraph (NSTextTab): where it is and how text aligns to it. Equal when the alignment and
/// location are.
public final class NSTextTab: Hashable, @unchecked Sendable {
    /// Options of a tab stop (the characters text aligns on, for decimal tabs).
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters a tab aligns text on, an `CharacterSet`.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    public let alignment: TextAlignment
    public let location: CGFloat
    public let options: [OptionKey: Any]

    public init(textAlignment alignment: TextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        location = loc
        self.options = options
    }

    /// The characters a tab stop aligns numbers on in `locale` (the decimal separator).
    public class func columnTerminators(for locale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (locale ?? .current).decimalSeparator ?? ".")
    }

    public static func == (a: NSTextTab, b: NSTextTab) -> Bool {
        a.alignment == b.alignment && a.location == b.location
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(alignment)
        hasher.combine(location)
    }
}
