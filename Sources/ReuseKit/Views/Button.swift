import Foundation

/// A button: a title, an image and colours per state, or a configuration (UIButton).
@preconcurrency @MainActor
open class Button: Control {
    /// Whether the image grows with the accessibility text sizes (UIAccessibilityContentSizeCategoryImageAdjusting);
    /// kept as set: headless text sizes do not change images.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
    /// Whether a drag that hovers over it activates it (UISpringLoadedInteractionSupporting); kept as set:
    /// Linux has no drag sessions.
    open var isSpringLoaded = false
    override open class func appearance() -> Button { Appearance.proxy(for: self) { Button() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> Button
    {
        Appearance.proxy(for: self, containers: containerTypes) { Button() }
    }
    override open class func appearance(for trait: TraitCollection) -> Button {
        Appearance.proxy(for: self, traits: trait) { Button() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> Button {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { Button() }
    }

    /// The kinds of system buttons.
    public enum ButtonType: Int, Hashable, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// `system` by its other name.
        public static let roundedRect = ButtonType.system
    }

    public private(set) var buttonType: ButtonType
    private var titles: [State: String] = [:]
    private var attributedTitles: [State: NSAttributedString] = [:]
    private var images: [State: Image] = [:]
    private var titleColors: [State: Color] = [:]
    private var titleShadowColors: [State: Color] = [:]
    private var ownTitleLabel: Label?
    private var ownImageView: ImageView?
    private var ownSubtitleLabel: Label?
    private var backgroundImages: [State: Image] = [:]
    private var symbolConfigurations: [State: Image.SymbolConfiguration] = [:]
    private var needsConfigurationUpdate = false
    /// The space around the title and image (deprecated in iOS 15 for configurations, still common).
    open var contentEdgeInsets = EdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
    /// How far the title is moved from its place.
    open var titleEdgeInsets = EdgeInsets.zero
    /// How far the image is moved from its place.
    open var imageEdgeInsets = EdgeInsets.zero
    /// Whether the image darkens while the button is highlighted; true, as in UIKit (deprecated in iOS 15).
    open var adjustsImageWhenHighlighted = true
    /// Whether the image dims while the button is disabled; true, as in UIKit (deprecated in iOS 15).
    open var adjustsImageWhenDisabled = true
    /// Whether a glow shows where the button is touched; false (deprecated in iOS 15).
    open var showsTouchWhenHighlighted = false
    /// Whether the title's shadow flips while highlighted; false (deprecated in iOS 15).
    open var reversesTitleShadowWhenHighlighted = false
    /// Whether a pointer (iPad trackpad) changes the button's look as it hovers; false, as in UIKit.
    open var isPointerInteractionEnabled = false
    /// Makes the pointer's style over the button from the effect and shape the system proposes.
    open var pointerStyleProvider: PointerStyleProvider?
    /// The menu a tap (with ``Control/showsMenuAsPrimaryAction``) or a long press shows.
    open var menu: Menu?

    /// The order of the menu's elements (UIKit 16): passed to the menu the button shows.
    open var preferredMenuElementOrder = ContextMenuConfiguration.ElementOrder.automatic
    /// Whether a pointer effect is active: the pointer is over the button (``View/hover(along:)``) and
    /// ``isPointerInteractionEnabled`` is on.
    open internal(set) var isHovered = false
    /// Whether the button is showing its menu.
    open var isHeld: Bool { contextMenuInteraction?.visibleMenu != nil }
    /// How the button behaves: `.pad` on iPhone and iPad (Mac behaviour needs Mac Catalyst).
    open var behavioralStyle: NavigationBar.BehavioralStyle { .pad }
    /// The behaviour asked for; `.automatic` by default.
    open var preferredBehavioralStyle = NavigationBar.BehavioralStyle.automatic

    /// A long press shows the button's ``menu``, when it has one, in ``preferredMenuElementOrder``.
    override open func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> ContextMenuConfiguration? {
        guard let menu else { return nil }
        let configuration = ContextMenuConfiguration(actionProvider: { _ in menu })
        configuration.preferredMenuElementOrder = preferredMenuElementOrder
        return configuration
    }
    /// Whether a tap toggles ``Control/isSelected`` before the primary action runs.
    open var changesSelectionAsPrimaryAction = false
    /// What the button does, for its look (UIButton.Role).
    public enum Role: Int, Hashable, Sendable { case normal, primary, cancel, destructive }
    open var role = Role.normal
    /// Run by ``updateConfiguration()`` whenever the button's state changes: return a configuration for the
    /// new state (`button.configuration = …`).
    public typealias ConfigurationUpdateHandler = (Button) -> Void
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether a state change asks for ``updateConfiguration()``; true by default.
    open var automaticallyUpdatesConfiguration = true
    /// The button's look as a value (iOS 15 style); setting it updates the title and image.
    open var configuration: Configuration? {
        didSet { applyConfiguration() }
    }

    /// Shows the configuration's title, subtitle, image and title style in the button's own views.
    private func applyConfiguration() {
        invalidateIntrinsicContentSize()
        guard let configuration else { return }
        if let title = configuration.attributedTitle.map({ String($0.characters) }) ?? configuration.title {
            setTitle(title, for: .normal)
        }
        if let image = configuration.image { setImage(image, for: .normal) }
        ownSubtitleLabel?.text =
            configuration.attributedSubtitle.map { String($0.characters) } ?? configuration.subtitle
        let style = configuration.titleStyle(base: ownTitleLabel?.font ?? .systemFont(ofSize: Font.buttonFontSize))
        if configuration.titleTextAttributesTransformer != nil || configuration.attributedTitle != nil {
            titleLabel?.font = style.font
            if let color = style.color { ownTitleLabel?.textColor = color }
        }
        ownTitleLabel?.lineBreakMode = configuration.titleLineBreakMode
    }

    /// A button of `buttonType`: system buttons have a tint-coloured title, the info, add and close kinds a
    /// symbol image.
    /// A convenience initializer, as UIKit's: it runs ``init(frame:)``, so a subclass that overrides that (and
    /// ``init(coder:)``) can still be made with `init(type:)` and `init()`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark: images[.normal] = Image(systemName: "info.circle")
        case .contactAdd: images[.normal] = Image(systemName: "plus.circle")
        case .close: images[.normal] = Image(systemName: "xmark.circle.fill")
        case .custom, .system: break
        }
    }

    /// A custom button with `frame`.
    public override init(frame: CGRect = .zero) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// A system button that runs `primaryAction` when tapped, titled with the action's title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// A system button with `configuration`, running `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        applyConfiguration()  // an initializer's assignment runs no observer
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Asks for ``updateConfiguration()`` at the next layout pass.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the button's state: runs ``configurationUpdateHandler``. Override to
    /// change `configuration` yourself (call `super` to keep the handler).
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    override func controlStateDidChange() {
        if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    }

    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration()
        }
        super.layoutSubviews()
        layOutContent()
    }

    /// Places the image and the title: with a ``configuration``, as it says; without one through the legacy
    /// hooks subclasses override, ``contentRect(forBounds:)``, ``imageRect(forContentRect:)`` and
    /// ``titleRect(forContentRect:)``.
    private func layOutContent() {
        guard ownTitleLabel != nil || ownImageView != nil else { return }
        guard let configuration else {
            let content = contentRect(forBounds: bounds)
            ownImageView?.frame = imageRect(forContentRect: content)
            ownTitleLabel?.frame = titleRect(forContentRect: content)
            return
        }
        let insets = EdgeInsets(
            top: configuration.contentInsets.top, left: configuration.contentInsets.leading,
            bottom: configuration.contentInsets.bottom, right: configuration.contentInsets.trailing)
        let placed = place(in: bounds.inset(by: insets), configuration: configuration)
        ownImageView?.frame = placed.image
        ownTitleLabel?.frame = placed.title
    }

    /// Where the background image is drawn: the whole bounds (deprecated in iOS 15 for configurations, still
    /// overridden).
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the title and image go: the bounds less ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// The title's frame in `contentRect`: beside the image, aligned as the control says, then moved by
    /// ``titleEdgeInsets`` (`left: 10, right: -10` moves it 10 points right).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        place(in: contentRect, configuration: nil).title.inset(by: titleEdgeInsets)
    }

    /// The image's frame in `contentRect`: before the title, then moved by ``imageEdgeInsets``; the image keeps
    /// its size, centred in the inset rectangle (so `left: w, right: -w` moves it `w` points right, the idiom
    /// that puts an image after its title).
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let rect = place(in: contentRect, configuration: nil).image
        let moved = rect.inset(by: imageEdgeInsets)
        return CGRect(
            x: moved.midX - rect.width / 2, y: moved.midY - rect.height / 2, width: rect.width, height: rect.height)
    }

    /// The image and the title side by side in `area` as UIKit places them (the image leading, 8 points apart,
    /// or as `configuration` places them and pads), aligned as ``Control/contentHorizontalAlignment`` and
    /// ``Control/contentVerticalAlignment`` say.
    private func place(in area: CGRect, configuration: Configuration?) -> (image: CGRect, title: CGRect) {
        let titleLabel = ownTitleLabel
        let text = titleLabel.map { $0.text?.isEmpty == false ? $0.sizeThatFits(.zero) : .zero } ?? .zero
        let picture = ownImageView?.image?.size ?? .zero
        let stacked = configuration.map { $0.imagePlacement == .top || $0.imagePlacement == .bottom } ?? false
        let gap: CGFloat =
            text.width > 0 && picture.width > 0 ? (configuration.map { $0.imagePadding } ?? 8) : 0
        let content =
            stacked
            ? CGSize(width: max(text.width, picture.width), height: text.height + gap + picture.height)
            : CGSize(width: min(text.width + gap + picture.width, area.width), height: max(text.height, picture.height))
        let x: CGFloat =
            switch effectiveContentHorizontalAlignment {
            case .left: area.minX
            case .right: area.maxX - content.width
            case .fill: area.minX
            default: area.minX + ((area.width - content.width) / 2).rounded()
            }
        let y: CGFloat =
            switch contentVerticalAlignment {
            case .top: area.minY
            case .bottom: area.maxY - content.height
            default: area.minY + ((area.height - content.height) / 2).rounded()
            }
        if stacked {
            let imageFirst = configuration?.imagePlacement != .bottom
            let imageY = imageFirst ? y : y + text.height + gap
            let textY = imageFirst ? y + picture.height + gap : y
            return (
                CGRect(
                    x: x + (content.width - picture.width) / 2, y: imageY, width: picture.width,
                    height: picture.height),
                CGRect(x: x, y: textY, width: content.width, height: text.height)
            )
        }
        let titleWidth = max(min(text.width, content.width - gap - picture.width), 0)
        return (
            CGRect(x: x, y: y + (content.height - picture.height) / 2, width: picture.width, height: picture.height),
            CGRect(
                x: x + picture.width + gap, y: y + (content.height - text.height) / 2, width: titleWidth,
                height: text.height)
        )
    }

    /// Sets the image drawn behind the title in `state`.
    open func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state] = image
        invalidateIntrinsicContentSize()
    }

    /// The background image of `state`, else of `.normal`.
    open func backgroundImage(for state: State) -> Image? { backgroundImages[state] ?? backgroundImages[.normal] }

    /// The background image shown now.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    /// Sets the symbol configuration of the image in `state`.
    open func setPreferredSymbolConfiguration(_ configuration: Image.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state] = configuration
    }

    /// The symbol configuration of the image in `state`.
    open func preferredSymbolConfigurationForImage(in state: State) -> Image.SymbolConfiguration? {
        symbolConfigurations[state] ?? symbolConfigurations[.normal]
    }

    /// The symbol configuration of the image shown now.
    public var currentPreferredSymbolConfiguration: Image.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        if title != nil, ownTitleLabel == nil { _ = titleLabel }  // laid out from now on, as UIKit's is
        refreshLabels()
    }

    /// Sets the attributed title shown in `state` (it wins over the plain title).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state] = title
        refreshLabels()
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: Image?, for state: State) {
        images[state] = image
        if image != nil, ownImageView == nil { _ = imageView }
        refreshLabels()
    }

    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        refreshLabels()
    }

    /// The title for `state`, falling back to the title for `.normal` as UIKit does.
    open func title(for state: State) -> String? {
        attributedTitles[state]?.string ?? titles[state] ?? attributedTitles[.normal]?.string ?? titles[.normal]
    }

    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state] ?? attributedTitles[.normal]
    }

    /// The image for `state`, falling back to the image for `.normal`.
    open func image(for state: State) -> Image? { images[state] ?? images[.normal] }

    /// The title colour for `state`: set, else the normal one, else the tint for system buttons, else white.
    /// Sets the colour of the title's shadow in `state`.
    open func setTitleShadowColor(_ color: Color?, for state: State) {
        titleShadowColors[state] = color
        if state == self.state || state == .normal { refreshLabels() }
    }

    /// The title's shadow colour in `state` (the normal state's when `state` has none).
    open func titleShadowColor(for state: State) -> Color? { titleShadowColors[state] ?? titleShadowColors[.normal] }

    /// The title's shadow colour now.
    public var currentTitleShadowColor: Color? { titleShadowColor(for: state) }

    /// The attributed title shown now.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    open func titleColor(for state: State) -> Color? {
        titleColors[state] ?? titleColors[.normal] ?? (buttonType == .custom ? .white : tintColor)
    }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }

    /// The image shown now.
    public var currentImage: Image? { image(for: state) }

    public var currentTitleColor: Color { titleColor(for: state) ?? .white }

    /// The title's font (deprecated in iOS 3: set `titleLabel?.font`, or a configuration's).
    @available(*, deprecated, message: "Specify an attributed title with a custom font")
    open var font: Font! {
        get { titleLabel?.font }
        set { titleLabel?.font = newValue }
    }

    /// How the title is cut when it does not fit (deprecated in iOS 3: set `titleLabel?.lineBreakMode`).
    @available(*, deprecated, message: "Specify an attributed title with a customized paragraph style")
    open var lineBreakMode: LineBreakMode {
        get { titleLabel?.lineBreakMode ?? .byTruncatingTail }
        set { titleLabel?.lineBreakMode = newValue }
    }

    /// The offset of the title's shadow (deprecated in iOS 3: set `titleLabel?.shadowOffset`).
    @available(*, deprecated, message: "Specify an attributed title with a custom shadow")
    open var titleShadowOffset: CGSize {
        get { titleLabel?.shadowOffset ?? .zero }
        set { titleLabel?.shadowOffset = newValue }
    }

    /// The label that shows the title, made on first use.
    public var titleLabel: Label? {
        if ownTitleLabel == nil {
            let label = Label()
            label.font = .systemFont(ofSize: Font.buttonFontSize)
            addSubview(label)
            ownTitleLabel = label
            refreshLabels()
        }
        return ownTitleLabel
    }

    /// The label that shows the configuration's subtitle; nil without a configuration.
    public var subtitleLabel: Label? {
        guard let configuration else { return nil }
        if ownSubtitleLabel == nil {
            let label = Label()
            label.font = .systemFont(ofSize: Font.buttonFontSize * 0.8)
            addSubview(label)
            ownSubtitleLabel = label
        }
        ownSubtitleLabel?.text = configuration.subtitle
        return ownSubtitleLabel
    }

    /// The view that shows the image, made on first use.
    public var imageView: ImageView? {
        if ownImageView == nil {
            let view = ImageView()
            addSubview(view)
            ownImageView = view
            refreshLabels()
        }
        return ownImageView
    }

    open override var isHighlighted: Bool { didSet { refreshLabels() } }
    open override var isSelected: Bool { didSet { refreshLabels() } }
    open override var isEnabled: Bool { didSet { refreshLabels() } }

    private func refreshLabels() {
        ownTitleLabel?.text = currentTitle
        ownTitleLabel?.textColor = currentTitleColor
        if let shadow = currentTitleShadowColor { ownTitleLabel?.shadowColor = shadow }
        ownImageView?.image = currentImage
        setNeedsLayout()
    }

    /// The title's and image's size, with 8 points of padding when both show; with a ``configuration``, its
    /// content placed as it says (``Configuration/imagePlacement``, paddings, content insets).
    open override var intrinsicContentSize: CGSize {
        if let configuration {
            return configuration.contentSize(font: ownTitleLabel?.font ?? .systemFont(ofSize: Font.buttonFontSize))
        }
        let label = Label()
        label.text = currentTitle
        label.font = ownTitleLabel?.font ?? .systemFont(ofSize: Font.buttonFontSize)
        let text = label.sizeThatFits(.zero)
        let image = currentImage?.size ?? .zero
        let gap: CGFloat = text.width > 0 && image.width > 0 ? 8 : 0
        let background = currentBackgroundImage?.size ?? .zero
        // UIKit adds the content insets, and a background image sets a floor.
        return CGSize(
            width: max(
                text.width + gap + image.width + contentEdgeInsets.left + contentEdgeInsets.right, background.width),
            height: max(
                max(text.height, image.height) + contentEdgeInsets.top + contentEdgeInsets.bottom, background.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func visibleProperties() -> [ViewState.Property] {
        var properties = super.visibleProperties()
        if let title = currentTitle { properties.append(.init("title", "\"\(title)\"")) }
        properties.append(.init("image", currentImage?.name ?? "nil"))
        if isSelected { properties.append(.init("isSelected", "true")) }
        return properties
    }
}
