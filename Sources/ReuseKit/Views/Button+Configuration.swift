import Foundation

extension Button {
    /// A button's look as a value (UIButton.Configuration): title, subtitle, image, colours and shape.
    public struct Configuration: Hashable, Sendable {
        /// How round the corners are.
        public enum CornerStyle: Int, Hashable, Sendable {
            case dynamic, fixed, small, medium, large, capsule
        }

        /// The size of the button's content.
        public enum Size: Int, Hashable, Sendable {
            case mini, small, medium, large
        }

        /// How the title and subtitle line up with each other.
        public enum TitleAlignment: Int, Hashable, Sendable {
            case automatic, leading, center, trailing
        }

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var image: Image?
        /// Which side of the title the image is on; `.leading` by default.
        public var imagePlacement = DirectionalRectEdge.leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment = TitleAlignment.automatic
        /// The symbol configuration the image is drawn with.
        public var preferredSymbolConfigurationForImage: Image.SymbolConfiguration?
        /// The background: the style's fill, with ``baseBackgroundColor`` as its colour.
        public var background = BackgroundConfiguration()
        public var baseForegroundColor: Color?
        public var baseBackgroundColor: Color?
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        public var contentInsets = DirectionalEdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10)
        public var showsActivityIndicator = false
        /// The subtitle with its own attributes.
        public var attributedSubtitle: AttributedString?
        /// Changes the title's attributes (font, colour) before it is drawn; the common way to set a
        /// configuration's font: `config.titleTextAttributesTransformer = .init { var a = $0; a.font = …; return a }`.
        public var titleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
        /// Changes the subtitle's attributes.
        public var subtitleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
        public var imageColorTransformer: ConfigurationColorTransformer?
        public var activityIndicatorColorTransformer: ConfigurationColorTransformer?
        public var indicatorColorTransformer: ConfigurationColorTransformer?
        /// How the title is cut when it does not fit.
        public var titleLineBreakMode = LineBreakMode.byTruncatingTail
        /// How the subtitle is cut when it does not fit.
        public var subtitleLineBreakMode = LineBreakMode.byTruncatingTail
        /// The room kept for the image even when there is none (so titles of a column of buttons line up).
        public var imageReservation: CGFloat = 0
        /// What shows after the title for a pop-up or pull-down menu button.
        public var indicator = Indicator.automatic
        /// Whether a button whose selection toggles gets the selected look by itself; true.
        public var automaticallyUpdateForSelection = true
        /// How the button looks on a Mac (kept).
        public var macIdiomStyle = MacIdiomStyle.automatic

        /// What shows after the title (UIButton.Configuration.Indicator).
        public enum Indicator: Int, Hashable, Sendable {
            case automatic, none, popup
        }

        /// How a button looks on a Mac (UIButton.Configuration.MacIdiomStyle).
        public enum MacIdiomStyle: Int, Hashable, Sendable {
            case automatic, bordered, borderless, borderlessTinted
        }

        /// Sets ``contentInsets`` back to the style's insets for its ``buttonSize``.
        public mutating func setDefaultContentInsets() {
            contentInsets =
                switch buttonSize {
                case .mini: DirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
                case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: DirectionalEdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10)
                case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
        }

        /// The title's font and colour: the attributed title's own, else what the title transformer makes of
        /// `base` and the foreground colour.
        func titleStyle(base: Font) -> (font: Font, color: Color?) {
            var container = AttributeContainer()
            container[AttributeScopes.UIKitAttributes.FontAttribute.self] = base
            if let baseForegroundColor {
                container[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = baseForegroundColor
            }
            if let titleTextAttributesTransformer { container = titleTextAttributesTransformer(container) }
            let own = attributedTitle?.firstFontAndColor
            return (
                own?.font ?? container[AttributeScopes.UIKitAttributes.FontAttribute.self] ?? base,
                own?.color ?? container[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self]
            )
        }
        /// Which of the standard looks this is ("plain", "filled", ...).
        public private(set) var style: String

        init(style: String, background: Color? = nil) {
            self.style = style
            baseBackgroundColor = background
            self.background.backgroundColor = background
            self.background.cornerRadius = background == nil ? 0 : 6
        }

        /// This configuration as `button`'s state shows it: a disabled button's colours are faded, a highlighted
        /// one's background darkened.
        @MainActor
        public func updated(for button: Button) -> Configuration {
            var copy = self
            let state = button.state
            if state.contains(.disabled) {
                copy.baseForegroundColor = (baseForegroundColor ?? button.tintColor).withAlphaComponent(0.35)
                copy.background.backgroundColor = background.backgroundColor?.withAlphaComponent(0.35)
            } else if state.contains(.highlighted), let color = background.backgroundColor {
                copy.background.backgroundColor = color.withAlphaComponent(color.alpha * 0.8)
            }
            return copy
        }

        /// The content's size: image and title (and subtitle) placed as ``imagePlacement`` says, with their
        /// paddings and the content insets.
        @MainActor
        func contentSize(font: Font) -> CGSize {
            func measure(_ text: String?, _ font: Font) -> CGSize {
                guard let text, !text.isEmpty else { return .zero }
                let label = Label()
                label.text = text
                label.font = font
                return label.sizeThatFits(.zero)
            }
            let title = measure(
                attributedTitle.map { String($0.characters) } ?? self.title, titleStyle(base: font).font)
            let subtitle = measure(subtitle, .systemFont(ofSize: font.pointSize * 0.8))
            let gap = title.height > 0 && subtitle.height > 0 ? titlePadding : 0
            let text = CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
            let picture = image?.size ?? .zero
            let padding = text.width > 0 && picture.width > 0 ? imagePadding : 0
            let content =
                imagePlacement.contains(.top) || imagePlacement.contains(.bottom)
                ? CGSize(width: max(text.width, picture.width), height: text.height + padding + picture.height)
                : CGSize(width: text.width + padding + picture.width, height: max(text.height, picture.height))
            return CGSize(
                width: content.width + contentInsets.leading + contentInsets.trailing,
                height: content.height + contentInsets.top + contentInsets.bottom)
        }

        public static func plain() -> Configuration { Configuration(style: "plain") }
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        public static func gray() -> Configuration { Configuration(style: "gray", background: .systemGray5) }
        public static func filled() -> Configuration { Configuration(style: "filled", background: .systemBlue) }
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        public static func bordered() -> Configuration { Configuration(style: "bordered", background: .systemGray5) }
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        public static func borderedProminent() -> Configuration {
            Configuration(style: "borderedProminent", background: .systemBlue)
        }
        /// iOS 26's Liquid Glass button: a translucent capsule (drawn as a light fill headless).
        public static func glass() -> Configuration { glass("glass", tint: nil) }
        /// A glass button tinted with the accent colour, for the main action.
        public static func prominentGlass() -> Configuration { glass("prominentGlass", tint: .systemBlue) }
        /// A clearer glass button, over rich content.
        public static func clearGlass() -> Configuration { glass("clearGlass", tint: nil) }
        /// A clearer glass button tinted with the accent colour.
        public static func prominentClearGlass() -> Configuration { glass("prominentClearGlass", tint: .systemBlue) }

        private static func glass(_ style: String, tint: Color?) -> Configuration {
            var configuration = Configuration(style: style, background: tint ?? Color.white.withAlphaComponent(0.6))
            configuration.cornerStyle = .capsule
            return configuration
        }
    }
}

/// A function from text attributes to text attributes that a button configuration applies to its title
/// (UIConfigurationTextAttributesTransformer). Two transformers are equal when they are the same one.
public struct ConfigurationTextAttributesTransformer: Hashable, @unchecked Sendable {
    private let identity: Int
    private let transform: (AttributeContainer) -> AttributeContainer

    private nonisolated(unsafe) static var made = 0

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        Self.made += 1
        identity = Self.made
        self.transform = transform
    }

    /// The transformed attributes.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
