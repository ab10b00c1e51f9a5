import Foundation

/// What happened, headless (UIEvent): the touches of a gesture, a shake, a remote-control command or key
/// presses. ``View/hitTest(_:with:)`` is given one; code passes nil.
@preconcurrency @MainActor
open class Event {
    /// The kinds of event.
    public enum EventType: Int, Hashable, Sendable {
        case touches, motion, remoteControl, presses
        case scroll = 10
        case hover, transform
    }

    /// What a motion or remote-control event is about.
    public enum EventSubtype: Int, Hashable, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack
        case remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward
        case remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    /// The buttons of a mouse or trackpad that are down (UIEvent.ButtonMask).
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The main button: a finger, or the left mouse button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The other button: the right mouse button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// Button number `buttonNumber`, counting from 1 for the primary button.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            (1...62).contains(buttonNumber) ? ButtonMask(rawValue: 1 << (buttonNumber - 1)) : []
        }
    }

    /// The kind of event; touches by default.
    open var type: EventType { kind }
    /// What a motion or remote-control event is about; `.none` for touches.
    open var subtype: EventSubtype { detail }
    /// Seconds of virtual time when the event happened.
    open var timestamp: TimeInterval { time }
    /// The buttons down (`.primary` while a finger is down).
    open var buttonMask: ButtonMask { buttons }
    /// The modifier keys held (none headless, unless the host reports them).
    open var modifierFlags: KeyModifierFlags { modifiers }

    let kind: EventType
    let detail: EventSubtype
    var time: TimeInterval
    var buttons: ButtonMask = []
    var modifiers: KeyModifierFlags = []
    /// The touches of this event, for a touch event.
    var touches: Set<Touch> = []
    /// What delivering the event does: set by the headless input before the window's ``Window/sendEvent(_:)``,
    /// run (once) by its default implementation.
    var delivery: (() -> Void)?

    /// Delivers the event to its recognizers and views (what `UIWindow.sendEvent(_:)` does by default).
    func deliver() {
        let work = delivery
        delivery = nil
        work?()
    }

    public init() {
        kind = .touches
        detail = .none
        time = 0
    }

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        kind = type
        detail = subtype
        time = timestamp
    }

    /// Every touch of the event (nil for an event that is not about touches).
    open var allTouches: Set<Touch>? { kind == .touches ? touches : nil }

    /// The event's touches on `view`.
    open func touches(for view: View) -> Set<Touch>? {
        allTouches.map { $0.filter { $0.view === view } }
    }

    /// The event's touches in `window`.
    open func touches(for window: Window) -> Set<Touch>? {
        allTouches.map { $0.filter { $0.view?.window === window } }
    }

    /// The event's touches that `gesture` follows.
    open func touches(for gesture: GestureRecognizer) -> Set<Touch>? {
        allTouches.map { touches in touches.filter { $0 === gesture.touch } }
    }

    /// The touches between the last event and this one (just this event's, headless).
    open func coalescedTouches(for touch: Touch) -> [Touch]? { [touch] }

    /// Where the touch is expected to go next (none headless).
    open func predictedTouches(for touch: Touch) -> [Touch]? { [] }
}

/// Modifier keys held with a key or a click (UIKeyModifierFlags), with UIKit's raw values.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}

/// A physical button pressed (UIPress): a remote's or a game controller's button, or a key of a hardware
/// keyboard. Equal to itself only, as an `NSObject` is, so presses go in a `Set<Press>`.
@preconcurrency @MainActor
open class Press: IdentityHashable {
    /// Where a press is.
    public enum Phase: Int, Hashable, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// Which button, with UIKit's raw values.
    public enum PressType: Int, Hashable, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30
        case pageDown, tvRemoteOneTwoThree, tvRemoteFourColors
        /// Any other key of a hardware keyboard (beyond UIKit, whose keyboard presses carry a raw value of their
        /// own): read which one from ``Press/key``.
        case keyboard = 2_040
    }

    /// Where the press is.
    open internal(set) var phase: Phase
    /// Which button.
    public let type: PressType
    /// Seconds of virtual time when the press last changed.
    open internal(set) var timestamp: TimeInterval
    /// How hard the button is pressed: 1 for a digital button.
    open internal(set) var force: CGFloat = 1
    /// The responder the press goes to.
    open internal(set) weak var responder: Responder?
    /// The recognizers that receive the press.
    open internal(set) var gestureRecognizers: [GestureRecognizer]?
    /// The hardware keyboard's key, for a press of one (iOS 13.4): what it types, its modifiers and its code.
    open internal(set) var key: Key?
    /// The window of the responder the press goes to.
    open var window: Window? {
        (responder as? View)?.window ?? (responder as? ViewController)?.viewIfLoaded?.window
    }

    /// A press of `type` in `phase`, of `key` when a keyboard's (beyond UIKit, for hosts and tests that deliver
    /// presses).
    public init(type: PressType, phase: Phase = .began, timestamp: TimeInterval = 0, key: Key? = nil) {
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
        self.key = key
    }
}

/// The presses of one moment (UIPressesEvent).
@preconcurrency @MainActor
open class PressesEvent: Event {
    private let presses: Set<Press>

    /// An event carrying `presses` (beyond UIKit, for hosts and tests that deliver presses).
    public init(presses: Set<Press>, timestamp: TimeInterval = 0) {
        self.presses = presses
        super.init(type: .presses, timestamp: timestamp)
    }

    /// Every press of the event.
    open var allPresses: Set<Press> { presses }

    /// The event's presses that `gesture` receives.
    open func presses(for gesture: GestureRecognizer) -> Set<Press> {
        presses.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
