import Foundation

/// What a screen shows when it has no content (UIContentUnavailableConfiguration, iOS 17): an image, a text, a
/// secondary text and a button, or a spinner while loading. Set it as a controller's
/// ``ViewController/contentUnavailableConfiguration``.
public struct ContentUnavailableConfiguration: ContentConfiguration {
    public var image: Image?
    public var text: String?
    public var secondaryText: String?
    public var attributedText: AttributedString?
    public var secondaryAttributedText: AttributedString?
    /// The button's look; its title shows when it has one.
    public var button = Button.Configuration.plain()
    /// What a tap on the button runs.
    public var buttonProperties = ButtonProperties()
    /// Whether it shows a spinner (`.loading()`).
    public private(set) var showsActivityIndicator = false
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)

    /// What the button does when tapped.
    public struct ButtonProperties {
        /// The action a tap runs.
        public var primaryAction: Action?
        public init() {}
    }

    /// An empty configuration, to fill in.
    public static func empty() -> ContentUnavailableConfiguration { ContentUnavailableConfiguration() }

    /// A spinner with "Loading…".
    public static func loading() -> ContentUnavailableConfiguration {
        var configuration = ContentUnavailableConfiguration()
        configuration.text = "Loading…"
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

/// The view that shows a ``ContentUnavailableConfiguration`` (UIContentUnavailableView).
@preconcurrency @MainActor
open class ContentUnavailableView: View, ContentView {
    public let imageView = ImageView()
    public let textLabel = Label()
    public let secondaryTextLabel = Label()
    public let button = Button(type: .system)
    public let activityIndicator = ActivityIndicatorView(style: .medium)
    private var unavailable: ContentUnavailableConfiguration
    private var buttonAction: Action?

    public init(configuration: ContentUnavailableConfiguration) {
        unavailable = configuration
        super.init(frame: .zero)
        textLabel.textAlignment = .center
        textLabel.numberOfLines = 0
        secondaryTextLabel.textAlignment = .center
        secondaryTextLabel.numberOfLines = 0
        for view in [imageView, textLabel, secondaryTextLabel, button, activityIndicator] as [View] {
            addSubview(view)
        }
        apply()
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
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
        imageView.image = unavailable.image
        imageView.isHidden = unavailable.image == nil
        textLabel.text = unavailable.attributedText.map { String($0.characters) } ?? unavailable.text
        textLabel.isHidden = textLabel.text == nil
        secondaryTextLabel.text =
            unavailable.secondaryAttributedText.map { String($0.characters) } ?? unavailable.secondaryText
        secondaryTextLabel.isHidden = secondaryTextLabel.text == nil
        let title = unavailable.button.title
        button.setTitle(title, for: .normal)
        button.isHidden = title == nil
        if let buttonAction { button.removeAction(buttonAction, for: .primaryActionTriggered) }
        buttonAction = unavailable.buttonProperties.primaryAction
        if let buttonAction { button.addAction(buttonAction, for: .primaryActionTriggered) }
        if unavailable.showsActivityIndicator {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
    }

    /// The views stacked in the middle: spinner, image, text, secondary text, button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = unavailable.directionalLayoutMargins
        let width = max(bounds.width - margins.leading - margins.trailing, 0)
        let shown = [activityIndicator, imageView, textLabel, secondaryTextLabel, button].filter { !$0.isHidden }
        let heights = shown.map { view -> CGFloat in
            view === imageView
                ? (imageView.image?.size.height ?? 0)
                : view === activityIndicator
                    ? activityIndicator.frame.height
                    : view.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        let spacing: CGFloat = 8
        let total = heights.reduce(0, +) + spacing * CGFloat(max(shown.count - 1, 0))
        var y = ((bounds.height - total) / 2).rounded()
        for (view, height) in zip(shown, heights) {
            view.frame = CGRect(x: margins.leading, y: y, width: width, height: height)
            y += height + spacing
        }
    }
}
