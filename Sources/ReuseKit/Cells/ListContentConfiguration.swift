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
    public var attributedText: AttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: AttributedString?
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
        return configuration
    }

    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    /// The same content; a selected or highlighted row keeps its colours (UIKit's list cells do too).
    public func updated(for state: any ConfigurationState) -> ListContentConfiguration { self }

    /// The text shown: the attributed text's characters when it is set, else the text, transformed.
    public var displayedText: String? {
        (attributedText.map { String($0.characters) } ?? text).map(textProperties.transformed)
    }

    /// The secondary text shown.
    public var displayedSecondaryText: String? {
        (secondaryAttributedText.map { String($0.characters) } ?? secondaryText).map(
            secondaryTextProperties.transformed)
    }
}

/// The view that shows a ``ListContentConfiguration``: an image view and two labels, laid out as the
/// configuration says (UIListContentView).
@preconcurrency @MainActor
open class ListContentView: View, ContentView {
    public let imageView = ImageView()
    public let textLabel = Label()
    public let secondaryTextLabel = Label()
    private var list: ListContentConfiguration

    public init(configuration: ListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    public var configuration: any ContentConfiguration {
        get { list }
        set {
            guard let new = newValue as? ListContentConfiguration else { return }
            list = new
            apply()
            setNeedsLayout()
        }
    }

    /// The configuration as a list configuration.
    public var listContentConfiguration: ListContentConfiguration? { list }

    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is ListContentConfiguration
    }

    private func apply() {
        alpha = list.alpha
        imageView.image = list.image
        imageView.tintColor = list.imageProperties.tintColor.map { list.imageProperties.resolvedTintColor(for: $0) }
        imageView.isHidden = list.image == nil
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = list.imageProperties.cornerRadius
        imageView.clipsToBounds = list.imageProperties.cornerRadius > 0
        Self.style(textLabel, text: list.displayedText, list.textProperties)
        Self.style(secondaryTextLabel, text: list.displayedSecondaryText, list.secondaryTextProperties)
    }

    private static func style(_ label: Label, text: String?, _ properties: ListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = text == nil
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.labelAlignment
        label.numberOfLines = properties.numberOfLines
    }

    /// The image's size: its own, scaled down with its aspect ratio kept to fit `maximumSize` (a zero side does not
    /// limit), as UIKit's list content view draws it.
    private var imageSize: CGSize {
        guard let image = list.image else { return .zero }
        let maximum = list.imageProperties.maximumSize
        let size = image.size
        guard size.width > 0, size.height > 0 else { return size }
        var factor: CGFloat = 1
        if maximum.width > 0 { factor = min(factor, maximum.width / size.width) }
        if maximum.height > 0 { factor = min(factor, maximum.height / size.height) }
        return CGSize(width: size.width * factor, height: size.height * factor)
    }

    /// The room the image takes: its size, or `reservedLayoutSize` where that is larger (the image centred in it),
    /// so that rows with images of different sizes keep their text aligned.
    private var imageSlot: CGSize {
        let image = imageSize
        let reserved = list.imageProperties.reservedLayoutSize
        return CGSize(width: max(image.width, reserved.width), height: max(image.height, reserved.height))
    }

    /// Its height at its width, which Auto Layout measures at the width it solves (`measuresHeightAtWidth`).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }

    override var measuresHeightAtWidth: Bool { true }

    override var heightAtWidthKey: String {
        "\(list.displayedText ?? "")|\(list.displayedSecondaryText ?? "")|\(list.image?.name ?? "")"
            + "|\(list.textProperties.font.pointSize)|\(list.secondaryTextProperties.font.pointSize)"
            + "|\(imageSlot.height)"
    }

    /// The content's height at `size.width`: the margins, and the taller of the image and the texts.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = list.directionalLayoutMargins
        let textWidth = max(size.width - margins.leading - margins.trailing - leadingForText, 0)
        let bounds = CGSize(width: textWidth, height: 0)
        let text = textLabel.isHidden ? 0 : textLabel.sizeThatFits(bounds).height
        let secondary = secondaryTextLabel.isHidden ? 0 : secondaryTextLabel.sizeThatFits(bounds).height
        let texts =
            list.prefersSideBySideTextAndSecondaryText
            ? max(text, secondary)
            : text + secondary + (text > 0 && secondary > 0 ? list.textToSecondaryTextVerticalPadding : 0)
        return CGSize(width: size.width, height: max(texts, imageSlot.height) + margins.top + margins.bottom)
    }

    private var leadingForText: CGFloat {
        list.image == nil ? 0 : imageSlot.width + list.imageToTextPadding
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = list.directionalLayoutMargins
        let x = margins.leading
        let height = bounds.height
        let image = imageSize
        let slot = imageSlot
        imageView.frame = CGRect(
            x: x + ((slot.width - image.width) / 2).rounded(), y: ((height - image.height) / 2).rounded(),
            width: image.width, height: image.height)
        let textX = x + leadingForText
        let width = max(bounds.width - textX - margins.trailing, 0)
        let text = textLabel.sizeThatFits(CGSize(width: width, height: 0))
        let secondary = secondaryTextLabel.sizeThatFits(CGSize(width: width, height: 0))
        if list.prefersSideBySideTextAndSecondaryText {
            textLabel.frame = CGRect(
                x: textX, y: ((height - text.height) / 2).rounded(), width: text.width, height: text.height)
            secondaryTextLabel.frame = CGRect(
                x: max(bounds.width - margins.trailing - secondary.width, textX),
                y: ((height - secondary.height) / 2).rounded(),
                width: secondary.width, height: secondary.height)
        } else {
            let gap = text.height > 0 && secondary.height > 0 ? list.textToSecondaryTextVerticalPadding : 0
            let top = ((height - text.height - secondary.height - gap) / 2).rounded()
            textLabel.frame = CGRect(x: textX, y: top, width: width, height: text.height)
            secondaryTextLabel.frame = CGRect(
                x: textX, y: top + text.height + gap, width: width, height: secondary.height)
        }
    }
}
