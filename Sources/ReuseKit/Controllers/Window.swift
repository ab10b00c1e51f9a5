import Foundation

/// The root of a view hierarchy, headless (UIWindow): it shows its root view controller's view at its own
/// size when made key and visible.
@preconcurrency @MainActor
open class Window: View {
    /// The screen the window is on: the one screen.
    open var screen = Screen.main
    /// The controller whose view fills the window. Replacing it while the window is visible moves the old
    /// one off screen and the new one on.
    open var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController, isKeyWindow else { return }
            oldValue?.disappear(animated: false)
            rootViewController?.appear(in: self, animated: false)
        }
    }

    public private(set) var isKeyWindow = false
    /// The scene the window is in (`UIWindow(windowScene:)`).
    open weak var windowScene: WindowScene? {
        didSet { windowScene?.add(self) }
    }

    /// The parts of the screen that the hardware covers (beyond UIKit, headless: a notch's 47 points at the top
    /// and a home indicator's 34 at the bottom on recent iPhones); zero by default. Views inside take their
    /// ``View/safeAreaInsets`` from it; a change tells every view (`safeAreaInsetsDidChange`), every controller
    /// (`viewSafeAreaInsetsDidChange`) and every scroll view (`adjustedContentInsetDidChange`).
    open var screenSafeAreaInsets = EdgeInsets.zero {
        didSet {
            guard screenSafeAreaInsets != oldValue else { return }
            if screenSafeAreaInsets != .zero { View.someWindowHasASafeArea = true }
            safeAreaChanged()
        }
    }

    /// A window the size of a phone's screen (390 × 844 points), or `frame`.
    /// The window's undo manager, which every responder in it reaches through ``Responder/undoManager``.
    open override var undoManager: UndoManager? {
        if let ownUndoManager { return ownUndoManager }
        let manager = UndoManager()
        ownUndoManager = manager
        return manager
    }
    private var ownUndoManager: UndoManager?

    /// The device is shaken (beyond UIKit, headless): the first responder in this window, else the root view
    /// controller, hears `motionBegan(.motionShake, with:)` then `motionEnded`, and passes them up the chain.
    public func shake() {
        let first = (Responder.firstResponder as? View).flatMap { $0.window === self ? $0 : nil }
        let responder: Responder = first ?? rootViewController ?? self
        let event = Event(type: .motion, subtype: .motionShake, timestamp: HeadlessTouch.clock)
        responder.motionBegan(.motionShake, with: event)
        responder.motionEnded(.motionShake, with: event)
    }

    /// Whether the press ``press(_:)`` is delivering came up the responder chain to the window, taken by no one.
    private var pressReachedWindow = false

    /// A press that comes up the chain to the window is taken by no responder (``press(_:)`` reports it).
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        pressReachedWindow = true
        super.pressesBegan(presses, with: event)
    }

    /// A key of a hardware keyboard pressed and let go (beyond UIKit: headless input for keys, what a window host
    /// calls for each key). A ``KeyCommand`` that matches it, offered by the first responder in this window (else
    /// the root view controller, else the window) or a responder up the chain from it, runs first. Otherwise
    /// `pressesBegan(_:with:)` then `pressesEnded(_:with:)` go to that responder and up the chain as in UIKit: a
    /// responder takes the press by not calling `super`. Returns whether a command or a responder took it.
    @discardableResult
    public func press(_ key: Key) -> Bool {
        let type: Press.PressType =
            switch key.keyCode {
            case .keyboardUpArrow: .upArrow
            case .keyboardDownArrow: .downArrow
            case .keyboardLeftArrow: .leftArrow
            case .keyboardRightArrow: .rightArrow
            case .keyboardReturnOrEnter, .keypadEnter: .select
            case .keyboardEscape: .menu
            case .keyboardPageUp: .pageUp
            case .keyboardPageDown: .pageDown
            default: .keyboard
            }
        let first = (Responder.firstResponder as? View).flatMap { $0.window === self ? $0 : nil }
        let responder: Responder = first ?? rootViewController ?? self
        // A shortcut in the chain takes the key first: the first responder's commands, then its next's, and on.
        var offering: Responder? = responder
        while let current = offering {
            if let command = current.keyCommands?.first(where: { $0.matches(key) }), command.run(key, from: responder) {
                return true
            }
            offering = current.next
        }
        // Then the main menu's shortcuts, as a menu bar offers them: run on the first responder in the chain that
        // has the command's action.
        if let command = MenuSystem.main.shortcuts.first(where: { $0.matches(key) }), command.run(key, from: responder)
        {
            return true
        }
        let press = Press(type: type, timestamp: HeadlessTouch.clock, key: key)
        press.responder = responder
        let event = PressesEvent(presses: [press], timestamp: HeadlessTouch.clock)
        pressReachedWindow = false
        responder.pressesBegan([press], with: event)
        let taken = !pressReachedWindow
        press.phase = .ended
        responder.pressesEnded([press], with: event)
        return taken
    }

    /// Delivers `event` to the recognizers and views it is for. Override it to watch every event (an idle timer
    /// resets on each touch), calling `super` to deliver it.
    open func sendEvent(_ event: Event) {
        event.deliver()
    }

    /// A view of the standard size, as UIKit's `init()` makes it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    public override init(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) {
        super.init(frame: frame)
        isWindow = true
        View.windowsAlive += 1
    }

    deinit {
        View.windowsAlive -= 1
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the window: the root view controller's view loads (`viewDidLoad`) and appears (`viewWillAppear`,
    /// `viewIsAppearing`, layout, `viewDidAppear`).
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes this the key window: the previous key window resigns (`resignKey()`), this one becomes key
    /// (`becomeKey()`), and, when it is not hidden, its root view controller's view appears.
    open func makeKey() {
        guard !isKeyWindow, canBecomeKey else { return }
        if let previous = Window.currentKey, previous !== self { previous.resignKeyNow() }
        isKeyWindow = true
        Window.currentKey = self
        becomeKey()
        if !isHidden { rootViewController?.appear(in: self, animated: false) }
    }

    private func resignKeyNow() {
        guard isKeyWindow else { return }
        isKeyWindow = false
        resignKey()
    }

    /// The key window, held weakly.
    static weak var currentKey: Window?

    /// Whether the window can be key; true. Override to keep a window (an overlay) from taking the keyboard.
    open var canBecomeKey: Bool { true }

    /// Called when the window becomes key; posts ``didBecomeKeyNotification``. Do not call it yourself.
    open func becomeKey() {
        NotificationCenter.default.post(name: Window.didBecomeKeyNotification, object: self)
        NotificationCenter.default.post(DidBecomeKeyMessage(window: self), subject: self)
    }

    /// Called when another window becomes key; posts ``didResignKeyNotification``. Do not call it yourself.
    open func resignKey() {
        NotificationCenter.default.post(name: Window.didResignKeyNotification, object: self)
        NotificationCenter.default.post(DidResignKeyMessage(window: self), subject: self)
    }

    /// Where the window sits among windows (UIWindow.Level): higher is in front.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        /// A level `points` above another (`.alert + 1`, for a window over alerts).
        public static func + (level: Level, points: CGFloat) -> Level { Level(level.rawValue + points) }
        /// A level `points` below another.
        public static func - (level: Level, points: CGFloat) -> Level { Level(level.rawValue - points) }
    }

    /// Showing or hiding a window posts ``didBecomeVisibleNotification`` or ``didBecomeHiddenNotification``.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            let name = isHidden ? Window.didBecomeHiddenNotification : Window.didBecomeVisibleNotification
            NotificationCenter.default.post(name: name, object: self)
            if isHidden {
                NotificationCenter.default.post(DidBecomeHiddenMessage(window: self), subject: self)
            } else {
                NotificationCenter.default.post(DidBecomeVisibleMessage(window: self), subject: self)
            }
        }
    }

    /// The window's level; `.normal` by default.
    open var windowLevel = Level.normal

    /// Whether a Mac Catalyst window may size itself to its content (no effect headless).
    open var canResizeToFitContent = false

    nonisolated public static let didBecomeVisibleNotification = Notification.Name(
        "UIWindowDidBecomeVisibleNotification")
    nonisolated public static let didBecomeHiddenNotification = Notification.Name(
        "UIWindowDidBecomeHiddenNotification")
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    /// Tells every controller in the window (the root, its children, what they present) that memory runs low:
    /// ``ViewController/didReceiveMemoryWarning()``, as iOS does. Call it from the app's own memory watch, or in
    /// a test.
    open func receiveMemoryWarning() {
        for controller in rootViewController?.controllerTree ?? [] { controller.didReceiveMemoryWarning() }
    }

    /// The window's rectangle. A new size is a transition, as a rotation or a resized iPad window is on iOS: the
    /// root view controller hears ``ViewController/willTransition(to:with:)`` when the traits change (a size
    /// class, across 600 points) and ``ViewController/viewWillTransition(to:with:)``, passing them to the
    /// controllers on screen; then the window takes the size, the views hear the new traits, the layout runs,
    /// the coordinator's alongside animations run at the new size and its completions after.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.frame.size
            guard newValue.size != oldSize else {
                super.frame = newValue
                return
            }
            let previous = traitCollection
            let root = rootViewController.flatMap { $0.isViewLoaded ? $0 : nil }
            let coordinator = HeadlessTransitionCoordinator(container: self, style: .fullScreen, holdsAnimations: true)
            let upcoming = TraitCollection.screen(size: newValue.size)
            if upcoming != previous { root?.willTransition(to: upcoming, with: coordinator) }
            root?.viewWillTransition(to: newValue.size, with: coordinator)
            super.frame = newValue
            traitsChanged(from: previous, to: traitCollection)
            layoutIfNeeded()
            coordinator.runAnimations()
            coordinator.finish()
        }
    }

    /// Lays the root view controller's view out again (a rotation, a resize): its view takes the window's
    /// size and `viewWillLayoutSubviews`/`viewDidLayoutSubviews` run.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let root = rootViewController, let view = root.viewIfLoaded, view.superview === self else { return }
        view.frame = bounds
        root.layoutView()
    }
}

extension View {
    /// The window the view is in, or nil when it is not in one.
    ///
    /// - Complexity: O(d) in the view's depth.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            // A flag, not a cast: cells ask this each time they come on and off screen.
            if current.isWindow { return unsafeDowncast(current, to: Window.self) }
            view = current.superview
        }
        return nil
    }
}
