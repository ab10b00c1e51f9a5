import Foundation

/// A font described by its attributes (UIFontDescriptor): family, size, symbolic traits and design. What code
/// writes to make a bold or rounded variant of a font:
/// `UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)`.
public struct FontDescriptor: Hashable, Sendable {
    /// The traits a font has or asks for (UIFontDescriptor.SymbolicTraits), with Core Text's bits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font's designs (UIFontDescriptor.SystemDesign).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIUsage")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The keys of ``fontAttributes`` (UIFontDescriptor.AttributeName).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// OpenType features, as an array of ``FeatureKey`` dictionaries (tabular digits, small capitals).
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    /// The keys of one ``AttributeName/featureSettings`` entry (UIFontDescriptor.FeatureKey): a feature type and
    /// its selector, as `kNumberSpacingType` and `kMonospacedNumbersSelector`.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The feature type's older name (deprecated in iOS 15 for ``type``).
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The selector's older name (deprecated in iOS 15 for ``selector``).
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// The font this describes, at its size.
    var font: Font

    /// The font named `fontName` at `size` points.
    public init(name fontName: String, size: CGFloat) {
        font = Font(name: fontName, size: size > 0 && size.isFinite ? size : 17) ?? .systemFont(ofSize: 17)
    }

    /// A font from its attributes: ``AttributeName/name`` or ``AttributeName/family``, and ``AttributeName/size``
    /// (the 17-point system font where they are missing).
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let size = Self.number(attributes[.size]) ?? 17
        let name = (attributes[.name] as? String) ?? (attributes[.family] as? String)
        font = name.flatMap { Font(name: $0, size: size) } ?? .systemFont(ofSize: size)
    }

    init(font: Font) { self.font = font }

    /// The descriptor of a text style's font.
    public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> FontDescriptor {
        FontDescriptor(font: .preferredFont(forTextStyle: style))
    }

    /// The descriptor of a text style's font in `traitCollection` (its content size category scales it).
    public static func preferredFontDescriptor(
        withTextStyle style: Font.TextStyle, compatibleWith traitCollection: TraitCollection?
    ) -> FontDescriptor {
        FontDescriptor(font: Font.preferredFont(forTextStyle: style, compatibleWith: traitCollection))
    }

    public var pointSize: CGFloat { font.pointSize }
    public var postscriptName: String { font.fontName }
    public var fontAttributes: [AttributeName: Any] {
        [.family: font.familyName, .name: font.fontName, .size: font.pointSize]
    }

    /// The traits the font has: bold, italic, monospaced.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.weight.rawValue >= Font.Weight.bold.rawValue { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        if font.isMonospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The same font with exactly `traits` (bold, italic, monospaced; the others are accepted and not drawn).
    /// Never nil headless, where every family has every face.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> FontDescriptor? {
        let copy = font.with { face in
            face.weight = traits.contains(.traitBold) ? .bold : (font.weight == .bold ? .regular : font.weight)
            face.isItalic = traits.contains(.traitItalic)
            face.isMonospaced = traits.contains(.traitMonoSpace) || font.isMonospaced
        }
        return FontDescriptor(font: copy)
    }

    /// The keys of the ``AttributeName/traits`` dictionary (UIFontDescriptor.TraitKey).
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits, as a ``SymbolicTraits`` raw value.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, a `UIFont.Weight` raw value (-1 to 1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, -1 (condensed) to 1 (expanded).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, -1 to 1.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// This descriptor with `attributes` added, replacing those it had under the same names: a family or name
    /// changes the face, a size the size, and traits (``TraitKey/weight``, ``TraitKey/symbolic``, a positive
    /// ``TraitKey/slant``) the weight and style.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> FontDescriptor {
        var size = font.pointSize
        if let given = Self.number(attributes[.size]), given > 0, given.isFinite {
            size = given
        }
        var copy = font.withSize(size).face
        if let name = (attributes[.name] as? String) ?? (attributes[.family] as? String),
            let named = Font(name: name, size: size)
        {
            copy = named.face
        }
        for feature in attributes[.featureSettings] as? [[FeatureKey: Any]] ?? [] {
            if Self.number(feature[.type]) == CGFloat(kNumberSpacingType),
                let selector = Self.number(feature[.selector])
            {
                copy.hasMonospacedDigits = selector == CGFloat(kMonospacedNumbersSelector)
            }
        }
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let weight = Self.number(traits[.weight]) {
                copy.weight = Font.Weight(rawValue: weight)
            }
            if let raw = traits[.symbolic] as? UInt32 {
                let symbolic = SymbolicTraits(rawValue: raw)
                if symbolic.contains(.traitBold) { copy.weight = .bold }
                if symbolic.contains(.traitItalic) { copy.isItalic = true }
                if symbolic.contains(.traitMonoSpace) { copy.isMonospaced = true }
            }
            if let slant = Self.number(traits[.slant]), slant > 0 {
                copy.isItalic = true
            }
        }
        return FontDescriptor(font: Font(face: copy))
    }

    /// A number given as any of the types code passes in attribute dictionaries.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// The same font at `newPointSize` points.
    public func withSize(_ newPointSize: CGFloat) -> FontDescriptor {
        FontDescriptor(font: font.withSize(newPointSize))
    }

    /// The system font in `design` (the monospaced design is drawn monospaced); nil for a font that is not the
    /// system font, as UIKit returns for other families.
    public func withDesign(_ design: SystemDesign) -> FontDescriptor? {
        guard font.familyName == "System" else { return nil }
        return FontDescriptor(font: font.with { $0.isMonospaced = design == .monospaced })
    }
}

extension Font {
    /// The width styles of the system font (UIFont.Width).
    public struct Width: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// The font's descriptor.
    public var fontDescriptor: FontDescriptor { FontDescriptor(font: self) }

    /// The font `descriptor` describes, at `pointSize` (its own size when 0).
    public convenience init(descriptor: FontDescriptor, size pointSize: CGFloat) {
        var face = descriptor.font.face
        if pointSize > 0, pointSize.isFinite { face.pointSize = pointSize }
        self.init(face: face)
    }

    /// The system font of `size` points, `weight` and `width` (widths are accepted and measured as standard).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> Font {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// A text style's font for `traitCollection`: its size from UIKit's Dynamic Type table at the collection's
    /// content size category (the default, large, when it has none).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?)
        -> Font
    {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return preferredFont(forTextStyle: style).withSize(style.pointSize(for: category))
    }

    /// The height above the baseline: the line height less the descent (about 0.95 of the point size in the
    /// measuring model, where a line is 1.2 times the point size).
    public var ascender: CGFloat {
        if let engine = TextMetrics.engine { return engine.lineMetrics(of: self).ascender }
        return lineHeight - (pointSize * 0.25).rounded(.up)
    }
    /// The depth below the baseline, negative: the font engine's when one is installed, else a quarter of the
    /// point size, rounded up.
    public var descender: CGFloat {
        if let engine = TextMetrics.engine { return engine.lineMetrics(of: self).descender }
        return -(pointSize * 0.25).rounded(.up)
    }
    /// The height of capitals: 0.7 of the point size.
    public var capHeight: CGFloat { pointSize * 0.7 }
    /// The height of lower-case letters without ascenders: 0.52 of the point size.
    public var xHeight: CGFloat { pointSize * 0.52 }
    /// The space between lines beyond ``lineHeight``: none.
    public var leading: CGFloat { 0 }

    /// The families headless text is measured with.
    public static var familyNames: [String] { ["System", "Helvetica", "Helvetica Neue", "Menlo", "Courier"] }

    /// The faces of `familyName`.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        guard !familyName.isEmpty else { return [] }
        let base = familyName.replacingOccurrences(of: " ", with: "")
        return [base, base + "-Bold", base + "-Italic", base + "-BoldItalic"]
    }
}

// The font feature types and selectors of Apple's SFNTLayoutTypes.h that list code sets: tabular digits for
// counters and prices, small capitals. Their values are Apple's.

/// The number-spacing feature type.
public let kNumberSpacingType = 6
/// Digits all one width.
public let kMonospacedNumbersSelector = 0
/// Digits as wide as they are.
public let kProportionalNumbersSelector = 1
/// The lower-case feature type.
public let kLowerCaseType = 37
/// The upper-case feature type.
public let kUpperCaseType = 38
public let kDefaultLowerCaseSelector = 0
/// Lower-case letters as small capitals.
public let kLowerCaseSmallCapsSelector = 1
public let kDefaultUpperCaseSelector = 0
/// Capital letters as small capitals.
public let kUpperCaseSmallCapsSelector = 1
