import Foundation

/// A list row's or header's content as a value: an image, a text and a secondary text with their looks
/// (UIListContentConfiguration). `cell.defaultContentConfiguration()` gives one for the cell's style.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    /// How a text looks.
    public struct TextProperties: Hashable, Sendable {
        /// A change of case applied to the text as shown.
        public enum TextTransform: Int, Hashable, Sendable {
            case none
            case uppercase
            case lowercase
            case capitalized
        }

        /// How the text lines up in its space.
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural, center, justified
        }

        public var font: Font
        public var color: Color
        /// Applied to ``color`` to give the colour shown.
        public var colorTransformer: ConfigurationColorTransformer?
        public var alignment = TextAlignment.natural
        /// Whether a truncated text shows all of itself when the pointer rests on it.
        public var showsExpansionTextWhenTruncated = false
        public var lineBreakMode = LineBreakMode.byTruncatingTail
        /// The most lines shown; 0 (the default) for no limit.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform = TextTransform.none

        public init(font: Font, color: Color) {
            self.font = font
            self.color = color
        }

        /// The colour shown: ``color`` through ``colorTransformer``.
        public func resolvedColor() -> Color { colorTransformer?(color) ?? color }

        /// The alignment as a label takes it.
        var labelAlignment: ReuseKit.TextAlignment {
            switch alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        }

        /// `text` as shown, after ``transform``.
        public func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }

    /// How the image looks.
    public struct ImageProperties: Hashable, Sendable {
        /// The size that means "the image's own size, up to the standard" (UIKit's `standardDimension`).
        public static let standardDimension: CGFloat = -0x1p16
        public var tintColor: Color?
        /// Applied to the tint to give the colour shown.
        public var tintColorTransformer: ConfigurationColorTransformer?
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
        public var cornerRadius: CGFloat = 0
        /// The symbol configuration a symbol image is drawn with.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?
        /// Whether the image keeps its colours when colours are inverted.
        public var accessibilityIgnoresInvertColors = false
        public var strokeColor: Color?
        public var strokeColorTransformer: ConfigurationColorTransformer?
        /// The width of the stroke drawn around the image; 0 (the default) draws none.
        public var strokeWidth: CGFloat = 0

        public init() {}

        /// The tint shown: ``tintColor`` (else `tintColor`) through the transformer.
        public func resolvedTintColor(for tintColor: Color) -> Color {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer?(base) ?? base
        }

        /// The stroke colour shown: ``strokeColor`` (else `tintColor`) through the transformer.
        public func resolvedStrokeColor(for tintColor: Color) -> Color {
            let base = strokeColor ?? tintColor
            return strokeColorTransformer?(base) ?? base
        }
    }

    public var text: String?
    /// An attributed variant of the text, shown in its own fonts and colours; it supersedes ``text``. Copied when
    /// set, as UIKit's `copy` property is.
    public var attributedText: NSAttributedString? {
        get { attributedStorage?.text }
        set { attributedStorage = newValue.map(FrozenAttributedText.init) }
    }
    public var secondaryText: String?
    /// An attributed variant of the secondary text; it supersedes ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString? {
        get { secondaryAttributedStorage?.text }
        set { secondaryAttributedStorage = newValue.map(FrozenAttributedText.init) }
    }
    private var attributedStorage: FrozenAttributedText?
    private var secondaryAttributedStorage: FrozenAttributedText?
    public var image: Image?
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    public var secondaryTextProperties = TextProperties(
        font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    public var imageProperties = ImageProperties()
    /// The axes on which the content view keeps its superview's layout margins; both by default.
    public var axesPreservingSuperviewLayoutMargins = Axis.both
    /// The content's opacity; 1 by default.
    public var alpha: CGFloat = 1
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether text and secondary text sit side by side (value cells) rather than one above the other.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Whether a header or footer style made it (`header()`, `sidebarHeader()` and kin): an outline disclosure
    /// of `.automatic` style on a cell showing it takes a tap anywhere on the cell, as a header's does.
    var isHeaderStyle = false

    public init() {}

    /// A plain cell's content: one text.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration() }

    /// A subtitle cell's content: text, then smaller secondary text under it.
    public static func subtitleCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .footnote)
        return configuration
    }

    /// A value cell's content: text, and secondary text beside it at the trailing edge.
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        return configuration
    }

    /// A plain table's section header.
    public static func plainHeader() -> ListContentConfiguration { header(.headline) }
    public static func plainFooter() -> ListContentConfiguration { header(.footnote) }
    /// A grouped table's section header: small, grey.
    public static func groupedHeader() -> ListContentConfiguration { header(.footnote, color: .secondaryLabel) }
    public static func groupedFooter() -> ListContentConfiguration { header(.footnote, color: .secondaryLabel) }
    public static func header() -> ListContentConfiguration { header(.headline) }
    public static func footer() -> ListContentConfiguration { header(.footnote, color: .secondaryLabel) }
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration { header(.title3) }
    public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration { header(.title2) }
    public static func sidebarCell() -> ListContentConfiguration { cell() }
    public static func sidebarSubtitleCell() -> ListContentConfiguration { subtitleCell() }
    public static func accompaniedSidebarCell() -> ListContentConfiguration { cell() }
    public static func accompaniedSidebarSubtitleCell() -> ListContentConfiguration { subtitleCell() }
    public static func sidebarHeader() -> ListContentConfiguration { header(.headline) }

    private static func header(_ style: Font.TextStyle, color: Color = .label) -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.textProperties.font = .preferredFont(forTextStyle: style)
        configuration.textProperties.color = color
        configuration.directionalLayoutMargins = DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        configuration.isHeaderStyle = true
        return configuration
    }

    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    /// The same content; a selected or highlighted row keeps its colours (UIKit's list cells do too).
    public func updated(for state: any ConfigurationState) -> ListContentConfiguration { self }

    /// The text shown: the attributed text's characters when it is set, else the text, transformed.
    public var displayedText: String? {
        (attributedText?.string ?? text).map(textProperties.transformed)
    }

    /// The secondary text shown.
    public var displayedSecondaryText: String? {
        (secondaryAttributedText?.string ?? secondaryText).map(
            secondaryTextProperties.transformed)
    }
}

/// An attributed string copied when stored, so that a value type can hold it and be `Sendable`: nothing changes
/// the copy.
struct FrozenAttributedText: Hashable, @unchecked Sendable {
    let text: NSAttributedString

    init(_ text: NSAttributedString) { self.text = NSAttributedString(attributedString: text) }
}
