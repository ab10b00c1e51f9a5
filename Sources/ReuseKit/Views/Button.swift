import Foundation

/// A view that responds to touches, with UIControl's states.
@preconcurrency @MainActor
open class Control: View {
    /// The states of a control.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        /// Focused by the focus engine (there is none headless, so a state never has it).
        public static let focused = State(rawValue: 1 << 3)
        /// States an app may define for itself.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States the system keeps for itself.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// What a control reports to its actions.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
        /// Events an app may define for itself.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events the system keeps for itself.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
    }

    /// How a control places its content across its width (UIControl.ContentHorizontalAlignment).
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// How a control places its content across its height (UIControl.ContentVerticalAlignment).
    public enum ContentVerticalAlignment: Int, Hashable, Sendable {
        case center, top, bottom, fill
    }

    open var isEnabled = true { didSet { if isEnabled != oldValue { controlStateDidChange() } } }
    open var isSelected = false { didSet { if isSelected != oldValue { controlStateDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { controlStateDidChange() } } }
    /// Where the content sits across the control's width; `.center` by default.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { setNeedsLayout() } }
    /// Where the content sits across the control's height; `.center` by default.
    open var contentVerticalAlignment = ContentVerticalAlignment.center { didSet { setNeedsLayout() } }
    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved for left-to-right text.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        default: contentHorizontalAlignment
        }
    }
    /// Whether a tap shows the control's menu instead of sending its primary action.
    open var showsMenuAsPrimaryAction = false
    /// Whether the control offers a context menu.
    open var isContextMenuInteractionEnabled = false
    private var registeredActions: [(action: Action, events: Event)] = []
    /// The actions ``addTarget(_:action:for:)`` made, by target, so that ``removeTarget(_:action:for:)`` finds them.
    var targetActions: [(target: ObjectIdentifier, object: WeakObject, identifier: Action.Identifier, events: Event)] =
        []

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// A control that runs `primaryAction` on its primary event (a button's touch up inside).
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Runs `action` for `controlEvents`. An action with the same identifier replaces the earlier one for
    /// those events, as in UIKit. Linux has no selectors: this is how controls call back.
    /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changes.
    func controlStateDidChange() {}

    open func addAction(_ action: Action, for controlEvents: Event) {
        registeredActions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        registeredActions.append((action, controlEvents))
    }

    open func removeAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy identifier: Action.Identifier, for controlEvents: Event) {
        registeredActions.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Runs the actions registered for any of `controlEvents`, in the order they were added, with this
    /// control as their sender. A disabled control sends nothing.
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        var events = controlEvents
        // A touch up inside is a button's primary action too.
        if events.contains(.touchUpInside) { events.insert(.primaryActionTriggered) }
        for entry in registeredActions where !entry.events.isDisjoint(with: events) { sendAction(entry.action) }
    }

    /// Runs one action with this control as its sender.
    open func sendAction(_ action: Action) {
        action.perform(sender: self)
    }

    /// A tap on the control (beyond UIKit, headless): `.touchDown`, then `.touchUpInside`.
    public func tap() {
        guard isEnabled else { return }
        sendActions(for: .touchDown)
        sendActions(for: .touchUpInside)
    }

    /// The current state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    public var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
}

/// A button: a title, an image and colours per state, or a configuration (UIButton).
@preconcurrency @MainActor
open class Button: Control {
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
    /// The menu a tap (with ``Control/showsMenuAsPrimaryAction``) or a long press shows.
    open var menu: Menu?
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
        didSet {
            invalidateIntrinsicContentSize()
            guard let configuration else { return }
            if let title = configuration.title { setTitle(title, for: .normal) }
            if let image = configuration.image { setImage(image, for: .normal) }
            ownSubtitleLabel?.text = configuration.subtitle
        }
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
    open func titleColor(for state: State) -> Color? {
        titleColors[state] ?? titleColors[.normal] ?? (buttonType == .custom ? .white : tintColor)
    }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }

    /// The image shown now.
    public var currentImage: Image? { image(for: state) }

    public var currentTitleColor: Color { titleColor(for: state) ?? .white }

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
        ownImageView?.image = currentImage
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
