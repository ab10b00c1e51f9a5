import Foundation

/// What a screen shows when it has no content (UIContentUnavailableConfiguration, iOS 17): an image, a text, a
/// secondary text and up to two buttons, or a spinner while loading. Set it as a controller's
/// ``ViewController/contentUnavailableConfiguration``, or show it in a ``ContentUnavailableView``.
///
/// UIKit does not document its default fonts, colours and paddings; ReuseKit's are the text in the title 2 style,
/// the secondary text in the body style and the secondary label colour, and paddings of 10 points between the
/// image and the text, 4 between the texts, 16 above the button and 8 between the buttons.
public struct ContentUnavailableConfiguration: ContentConfiguration {
    public var image: Image?
    public var imageProperties = ImageProperties()
    public var text: String?
    /// The styled text, shown instead of ``text`` when set.
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .title2), color: .label)
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties(
        font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    /// The button's look; it shows when it has a title or an image.
    public var button = Button.Configuration.plain()
    /// What a tap on the button runs.
    public var buttonProperties = ButtonProperties()
    /// A second button, below the first.
    public var secondaryButton = Button.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    /// The background behind the content (clear by default).
    public var background = BackgroundConfiguration.clear()
    /// How the content lines up: centred (the default), or along the leading edge.
    public var alignment = Alignment.center
    /// The axes on which the content keeps clear of its superview's layout margins.
    public var axesPreservingSuperviewLayoutMargins = Axis.both
    /// Whether it shows a spinner (`.loading()`).
    public private(set) var showsActivityIndicator = false
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    public var imageToTextPadding: CGFloat = 10
    public var textToSecondaryTextPadding: CGFloat = 4
    public var textToButtonPadding: CGFloat = 16
    public var buttonToSecondaryButtonPadding: CGFloat = 8

    /// How the content lines up (UIContentUnavailableConfiguration.Alignment).
    public enum Alignment: Int, Hashable, Sendable {
        case center
        case natural
    }

    /// How the image looks (UIContentUnavailableConfiguration.ImageProperties).
    public struct ImageProperties {
        /// The symbol configuration a symbol image is drawn with.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?
        /// The tint of a template or symbol image (nil: the secondary label colour).
        public var tintColor: Color?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image takes; zero does not limit it.
        public var maximumSize = CGSize.zero
        public var accessibilityIgnoresInvertColors = false
        public init() {}
    }

    /// How a text looks (UIContentUnavailableConfiguration.TextProperties).
    public struct TextProperties {
        public var font: Font
        public var color: Color
        public var lineBreakMode = LineBreakMode.byWordWrapping
        /// The most lines the text takes; 0 (the default) for as many as it needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = false

        init(font: Font, color: Color) {
            self.font = font
            self.color = color
        }
    }

    /// What a button does when tapped (UIContentUnavailableConfiguration.ButtonProperties).
    public struct ButtonProperties {
        /// The action a tap runs.
        public var primaryAction: Action?
        /// The menu a tap shows, when there is no primary action.
        public var menu: Menu?
        public var isEnabled = true
        public var role = Button.Role.normal
        public init() {}
    }

    /// An empty configuration, to fill in.
    public static func empty() -> ContentUnavailableConfiguration { ContentUnavailableConfiguration() }

    /// A spinner with "Loading…".
    public static func loading() -> ContentUnavailableConfiguration {
        var configuration = ContentUnavailableConfiguration()
        configuration.text = "Loading…"
        configuration.textProperties.font = .preferredFont(forTextStyle: .body)
        configuration.textProperties.color = .secondaryLabel
        configuration.showsActivityIndicator = true
        return configuration
    }

    /// "No Results", as a search with none shows.
    public static func search() -> ContentUnavailableConfiguration {
        var configuration = ContentUnavailableConfiguration()
        configuration.image = Image(systemName: "magnifyingglass")
        configuration.text = "No Results"
        return configuration
    }

    public func makeContentView() -> View & ContentView { ContentUnavailableView(configuration: self) }

    public func updated(for state: any ConfigurationState) -> ContentUnavailableConfiguration { self }
}

/// What a controller's content-unavailable configuration is updated for: its traits and a search's text.
public struct ContentUnavailableConfigurationState: ConfigurationState, Hashable, @unchecked Sendable {
    public var traitCollection: TraitCollection
    /// The text of the search the controller shows results for, if any.
    public var searchText: String?
    nonisolated(unsafe) private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom state, nil when it was not set.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// The view that shows a ``ContentUnavailableConfiguration`` (UIContentUnavailableView): its parts stacked in the
/// middle, with the configuration's paddings, scrolling when they do not fit (``isScrollEnabled``).
@preconcurrency @MainActor
open class ContentUnavailableView: View, ContentView {
    public let imageView = ImageView()
    public let textLabel = Label()
    public let secondaryTextLabel = Label()
    public let button = Button(type: .system)
    public let secondaryButton = Button(type: .system)
    public let activityIndicator = ActivityIndicatorView(style: .medium)
    /// Whether the content may scroll when it is taller than the view (true, as in UIKit): its top then stays at
    /// the view's top, where scrolling starts; when false the content stays centred and overflows both edges.
    open var isScrollEnabled = true {
        didSet { setNeedsLayout() }
    }
    private var unavailable: ContentUnavailableConfiguration
    private var actions: [Action?] = [nil, nil]

    public init(configuration: ContentUnavailableConfiguration) {
        unavailable = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel, button, secondaryButton, activityIndicator] as [View] {
            addSubview(view)
        }
        apply()
    }

    /// Storyboards and nib archives do not exist on Linux, so nothing is read from `coder`: an empty view, as
    /// `init(configuration: .empty())` makes. UIKit's initializer cannot fail, so neither can this one.
    public required convenience init(coder: NSCoder) {
        self.init(configuration: .empty())
    }

    public var configuration: any ContentConfiguration {
        get { unavailable }
        set {
            guard let new = newValue as? ContentUnavailableConfiguration else { return }
            unavailable = new
            apply()
            setNeedsLayout()
        }
    }

    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is ContentUnavailableConfiguration
    }

    private func apply() {
        let alignment: TextAlignment = unavailable.alignment == .center ? .center : .natural
        imageView.image = unavailable.image
        imageView.isHidden = unavailable.image == nil
        imageView.tintColor = unavailable.imageProperties.tintColor ?? .secondaryLabel
        imageView.layer.cornerRadius = unavailable.imageProperties.cornerRadius
        imageView.preferredSymbolConfiguration = unavailable.imageProperties.preferredSymbolConfiguration
        style(textLabel, unavailable.textProperties, alignment)
        if let attributed = unavailable.attributedText {
            textLabel.attributedText = attributed
        } else {
            textLabel.text = unavailable.text
        }
        textLabel.isHidden = unavailable.attributedText == nil && unavailable.text == nil
        style(secondaryTextLabel, unavailable.secondaryTextProperties, alignment)
        if let attributed = unavailable.secondaryAttributedText {
            secondaryTextLabel.attributedText = attributed
        } else {
            secondaryTextLabel.text = unavailable.secondaryText
        }
        secondaryTextLabel.isHidden = unavailable.secondaryAttributedText == nil && unavailable.secondaryText == nil
        for (index, (view, look, properties)) in [
            (button, unavailable.button, unavailable.buttonProperties),
            (secondaryButton, unavailable.secondaryButton, unavailable.secondaryButtonProperties),
        ].enumerated() {
            view.setTitle(look.title, for: .normal)
            view.setImage(look.image, for: .normal)
            view.isHidden = look.title == nil && look.image == nil
            view.isEnabled = properties.isEnabled
            view.menu = properties.primaryAction == nil ? properties.menu : nil
            view.showsMenuAsPrimaryAction = properties.primaryAction == nil && properties.menu != nil
            if let old = actions[index] { view.removeAction(old, for: .primaryActionTriggered) }
            actions[index] = properties.primaryAction
            if let action = properties.primaryAction { view.addAction(action, for: .primaryActionTriggered) }
        }
        backgroundColor = unavailable.background.backgroundColor
        if unavailable.showsActivityIndicator {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
    }

    private func style(
        _ label: Label, _ properties: ContentUnavailableConfiguration.TextProperties, _ alignment: TextAlignment
    ) {
        label.font = properties.font
        label.textColor = properties.color
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        label.textAlignment = alignment
    }

    /// The parts stacked in the middle: spinner, image, text, secondary text, button, secondary button, with the
    /// configuration's paddings; centred, or along the leading margin for the natural alignment.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = unavailable.directionalLayoutMargins
        let width = max(bounds.width - margins.leading - margins.trailing, 0)
        let parts: [(view: View, gapBefore: CGFloat)] = [
            (activityIndicator, 0), (imageView, 0), (textLabel, unavailable.imageToTextPadding),
            (secondaryTextLabel, unavailable.textToSecondaryTextPadding), (button, unavailable.textToButtonPadding),
            (secondaryButton, unavailable.buttonToSecondaryButtonPadding),
        ]
        var placed: [(view: View, size: CGSize, gap: CGFloat)] = []
        for part in parts where !part.view.isHidden {
            var size: CGSize
            if part.view === imageView {
                size = imageView.image?.size ?? .zero
                let limit = unavailable.imageProperties.maximumSize
                if limit.width > 0, size.width > limit.width { size.width = limit.width }
                if limit.height > 0, size.height > limit.height { size.height = limit.height }
            } else if part.view === activityIndicator {
                size = activityIndicator.frame.size
            } else if part.view is Label {
                size = CGSize(width: width, height: part.view.sizeThatFits(CGSize(width: width, height: 0)).height)
            } else {
                size = part.view.sizeThatFits(CGSize(width: width, height: 0))
                size.width = min(size.width, width)
            }
            placed.append((part.view, size, placed.isEmpty ? 0 : part.gapBefore))
        }
        let total = placed.reduce(0) { $0 + $1.size.height + $1.gap }
        var y =
            isScrollEnabled ? max(((bounds.height - total) / 2).rounded(), 0) : ((bounds.height - total) / 2).rounded()
        for item in placed {
            y += item.gap
            let x =
                unavailable.alignment == .center
                ? margins.leading + ((width - item.size.width) / 2).rounded() : margins.leading
            item.view.frame = CGRect(x: x, y: y, width: item.size.width, height: item.size.height)
            y += item.size.height
        }
    }
}
