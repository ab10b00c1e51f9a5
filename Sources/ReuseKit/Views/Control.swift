import Foundation

/// A view that responds to touches, with UIControl's states.
@preconcurrency @MainActor
open class Control: View {
    override open class func appearance() -> Control { Appearance.proxy(for: self) { Control() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> Control
    {
        Appearance.proxy(for: self, containers: containerTypes) { Control() }
    }
    override open class func appearance(for trait: TraitCollection) -> Control {
        Appearance.proxy(for: self, traits: trait) { Control() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> Control {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { Control() }
    }

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
    /// Whether the control offers a context menu: turning it on adds ``contextMenuInteraction`` to the control,
    /// with the control as its delegate (UIContextMenuInteractionDelegate), so that a subclass's override of
    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)` gives the menu a long press shows.
    open var isContextMenuInteractionEnabled = false {
        didSet {
            guard isContextMenuInteractionEnabled != oldValue else { return }
            if isContextMenuInteractionEnabled {
                let interaction = ContextMenuInteraction(delegate: self)
                addInteraction(interaction)
                contextMenuInteraction = interaction
            } else if let interaction = contextMenuInteraction {
                removeInteraction(interaction)
                contextMenuInteraction = nil
            }
        }
    }
    /// The control's context menu interaction while ``isContextMenuInteractionEnabled`` is on.
    public private(set) var contextMenuInteraction: ContextMenuInteraction?

    /// The menu a long press at `location` shows: none by default; a button gives its ``Button/menu``.
    open func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> ContextMenuConfiguration? { nil }

    /// Told that the menu shows; nothing by default.
    open func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}

    /// Told that the menu goes away; nothing by default.
    open func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}

    /// Told that the preview was tapped; nothing by default.
    open func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}

    /// Where the menu attaches to the control, in its coordinates: the middle of its bottom edge.
    open func menuAttachmentPoint(for configuration: ContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.midX, y: bounds.maxY)
    }
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

    /// Runs the control's primary action, as a tap would (`.primaryActionTriggered`; a disabled control sends
    /// nothing).
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    /// Every event some action or target is registered for.
    ///
    /// - Complexity: O(n) in the registered actions.
    public var allControlEvents: Event {
        registeredActions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The text a pointer resting on the control shows (Mac and visionOS): setting it makes the control's
    /// ``toolTipInteraction`` and gives it the text; nil shows none.
    open var toolTip: String? {
        didSet {
            if toolTipInteraction == nil, toolTip != nil {
                let interaction = ToolTipInteraction()
                addInteraction(interaction)
                toolTipInteraction = interaction
            }
            toolTipInteraction?.defaultToolTip = toolTip
        }
    }

    /// The tooltip interaction the control made when its ``toolTip`` was first set; nil before.
    public private(set) var toolTipInteraction: ToolTipInteraction?

    /// Whether symbol images in the control animate their changes; kept headless, where nothing moves.
    open var isSymbolAnimationEnabled = false

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

    // MARK: Tracking touches

    /// Whether the control is following a touch now.
    public private(set) var isTracking = false
    /// Whether the touch being followed is inside the control (or within 70 points of it, as UIKit allows).
    public private(set) var isTouchInside = false
    /// The touch the control follows.
    private weak var trackedTouch: Touch?

    /// A touch came down on the control; return false to stop following it. The default follows it.
    open func beginTracking(_ touch: Touch, with event: ReuseKit.Event?) -> Bool { true }
    /// The touch moved; return false to stop following it. The default follows it.
    open func continueTracking(_ touch: Touch, with event: ReuseKit.Event?) -> Bool { true }
    /// The touch lifted while followed. The default does nothing.
    open func endTracking(_ touch: Touch?, with event: ReuseKit.Event?) {}
    /// The touch was taken away while followed. The default does nothing.
    open func cancelTracking(with event: ReuseKit.Event?) {}

    /// A finger came down: the control highlights, sends `.touchDown` (and `.touchDownRepeat` on a second tap)
    /// and begins tracking. A disabled control passes the touch up the chain.
    open override func touchesBegan(_ touches: Set<Touch>, with event: ReuseKit.Event?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else {
            if !isEnabled { super.touchesBegan(touches, with: event) }
            return
        }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        if !beginTracking(touch, with: event) { isTracking = false }
    }

    /// The finger moved: `.touchDragInside` or `.touchDragOutside`, with `.touchDragEnter`/`.touchDragExit` as
    /// it crosses the control's edge (70 points out); the highlight follows.
    open override func touchesMoved(_ touches: Set<Touch>, with event: ReuseKit.Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        let inside = bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: events)
        if isTracking, !continueTracking(touch, with: event) { isTracking = false }
    }

    /// The finger lifted: tracking ends, then `.touchUpInside` (a button's primary action) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: ReuseKit.Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        trackedTouch = nil
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside)
    }

    /// The system took the finger away: tracking is cancelled and `.touchCancel` sent.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: ReuseKit.Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        trackedTouch = nil
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        sendActions(for: .touchCancel)
    }
}

/// A control is its own context menu interaction's delegate (UIControl adopts UIContextMenuInteractionDelegate).
extension Control: ContextMenuInteractionDelegate {}
