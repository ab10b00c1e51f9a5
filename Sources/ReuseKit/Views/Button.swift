import Foundation

/// A view that responds to touches, with UIControl's states.
@MainActor
open class Control: View {
    /// The states of a control.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
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
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    private var registeredActions: [(action: Action, events: Event)] = []

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// A control that runs `primaryAction` on its primary event (a button's touch up inside).
    public convenience init(frame: CGRect = .zero, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Runs `action` for `controlEvents`. An action with the same identifier replaces the earlier one for
    /// those events, as in UIKit. Linux has no selectors: this is how controls call back.
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

/// A button: a title and an image per state.
@MainActor
open class Button: Control {
    private var titles: [State: String] = [:]
    private var images: [State: Image] = [:]

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) { titles[state] = title }

    /// Sets the image shown in `state`.
    open func setImage(_ image: Image?, for state: State) { images[state] = image }

    /// The title for `state`, falling back to the title for `.normal` as UIKit does.
    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    /// The image for `state`, falling back to the image for `.normal`.
    open func image(for state: State) -> Image? { images[state] ?? images[.normal] }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }

    /// The image shown now.
    public var currentImage: Image? { image(for: state) }

    open override func visibleProperties() -> [ViewState.Property] {
        var properties = super.visibleProperties()
        if let title = currentTitle { properties.append(.init("title", "\"\(title)\"")) }
        properties.append(.init("image", currentImage?.name ?? "nil"))
        if isSelected { properties.append(.init("isSelected", "true")) }
        return properties
    }
}
