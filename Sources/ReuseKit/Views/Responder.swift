import Foundation

/// Something that can take the keyboard and hear touches (UIResponder): the base of ``View``,
/// ``ViewController`` and ``Application``. One responder at a time is first (has the keyboard); a new one
/// asks the old one to resign first.
@preconcurrency @MainActor
open class Responder: NSObject {
    /// The responder that has the keyboard now, if any.
    private static weak var current: Responder?

    public override init() { super.init() }

    /// Archives do not exist on Linux: this makes a responder with the default settings. It is the initializer
    /// every subclass has, as views and controllers have it in UIKit, so that `@main` and `UIApplicationMain` can
    /// make an app or scene delegate from its class (Swift makes an instance from a class value only through a
    /// `required` initializer). A responder subclass that declares an initializer of its own writes this one
    /// too: `required init?(coder: NSCoder) { super.init(coder: coder) }`.
    public required init?(coder: NSCoder) { super.init() }

    /// The object in words: its class and address, as `NSObject`'s (`<ProfileViewController: 0x6000…>`).
    /// Override it to say more, as UIKit code does.
    open override var description: String {
        "<\(type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
    }

    /// The object in words for the debugger; ``description`` unless overridden.
    open override var debugDescription: String { description }

    /// The next responder up the chain: a view's controller when it is a controller's root view, else its
    /// superview; a controller's view's superview. The default is nil.
    open var next: Responder? { nil }

    /// Changes the menus of a menu system (UIKit's `buildMenu(with:)`): override it in the app delegate for the
    /// main menu, checking `builder.system == .main`. The main system calls it on the application and then on its
    /// delegate when its menus are first read and after ``MenuSystem/setNeedsRebuild()``. Does nothing by
    /// default.
    open func buildMenu(with builder: any MenuBuilder) {}

    /// Whether this responder has the keyboard.
    open var isFirstResponder: Bool { Responder.current === self }

    /// Whether this responder can take the keyboard; false by default, true for text fields, text views and
    /// search bars.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up the keyboard when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Takes the keyboard: the responder that has it resigns first (and keeps it if it refuses). Returns whether
    /// this responder has it now.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = Responder.current, !current.resignFirstResponder() { return false }
        Responder.current = self
        SoftwareKeyboard.firstResponderChanged()
        return true
    }

    /// Gives up the keyboard. Returns whether it did (true when it did not have it).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        Responder.current = nil
        SoftwareKeyboard.firstResponderChanged()
        return true
    }

    /// Gives up the keyboard without asking whether to (``View/endEditing(_:)`` with `force`); text views
    /// override it to end their editing and tell their delegates.
    func resignWithoutAsking() {
        guard Responder.current === self else { return }
        Responder.current = nil
        SoftwareKeyboard.firstResponderChanged()
    }

    /// The responder that has the keyboard (beyond UIKit, for tests and ``View/endEditing(_:)``).
    public static var firstResponder: Responder? { current }

    // MARK: Touches

    /// Fingers came down. The default passes them up the chain, as UIKit's does.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }
    /// Fingers moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }
    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }
    /// The system took the touches away.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// A touch's estimated properties (a pencil's force or angle) got their final values; none headless.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}

    // MARK: Key commands

    /// The keyboard shortcuts this responder offers (UIKit's `keyCommands`): a key pressed runs the first command
    /// in the responder chain that matches it (``Window/press(_:)``). None by default.
    open var keyCommands: [KeyCommand]? { nil }

    // MARK: Motion, presses and remote control

    /// A motion began (a shake: ``Window/shake()``). The default passes it up the chain, as UIKit's does.
    open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
        next?.motionBegan(motion, with: event)
    }
    /// A motion ended.
    open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) {
        next?.motionEnded(motion, with: event)
    }
    /// A motion was cancelled.
    open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) {
        next?.motionCancelled(motion, with: event)
    }

    /// Physical buttons went down (a hardware keyboard's keys, a remote's buttons). The default passes them up.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    /// Pressed buttons changed.
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    /// Buttons came up.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    /// The system took the presses away.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// A remote-control command arrived (play, pause…). The default passes it up the chain.
    open func remoteControlReceived(with event: Event?) {
        next?.remoteControlReceived(with: event)
    }

    // MARK: Undo and user activities

    /// The undo manager of the nearest responder up the chain that has one (a window has one).
    open var undoManager: UndoManager? { next?.undoManager }

    /// The activity this responder describes (Handoff and Spotlight do not exist headless); nil by default.
    open var userActivity: NSUserActivity?

    /// Fills `activity` with this responder's state; the default does nothing.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores this responder's state from `activity`; the default does nothing.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// The provider of a deferred menu element this responder fills (UIKit asks up the chain); nil by default.
    open func provider(for deferredElement: DeferredMenuElement) -> DeferredMenuElement.Provider? { nil }

    /// Live Text from the camera: no camera exists headless, so the default does nothing.
    open func captureTextFromCamera(_ sender: Any?) {}

    // MARK: The keyboard

    /// A view to show in place of the keyboard while this responder is first.
    open var inputView: View? { nil }
    /// A view to show above the keyboard while this responder is first.
    open var inputAccessoryView: View? { nil }
    /// A controller whose view shows in place of the keyboard while this responder is first.
    open var inputViewController: InputViewController? { nil }
    /// A controller whose view shows above the keyboard while this responder is first.
    open var inputAccessoryViewController: InputViewController? { nil }
    /// Reloads the input views (nothing is shown headless).
    open func reloadInputViews() {}
    /// The keyboard language in use while this responder is first: the first of the active modes.
    open var textInputMode: TextInputMode? { TextInputMode.activeInputModes.first }
    /// A name under which the keyboard remembers its language for this responder; nil by default.
    open var textInputContextIdentifier: String? { nil }
    /// Forgets the language remembered under `identifier` (nothing is remembered headless).
    open class func clearTextInputContextIdentifier(_ identifier: String) {}
    /// The shortcut bar items shown above the keyboard on iPad, made when first asked for.
    open var inputAssistantItem: TextInputAssistantItem {
        if let item = assistantItem { return item }
        let item = TextInputAssistantItem()
        assistantItem = item
        return item
    }
    private var assistantItem: TextInputAssistantItem?
    /// Whether editing gestures (three-finger undo) apply to this responder; `.default` by default.
    open var editingInteractionConfiguration: EditingInteractionConfiguration { .default }

    /// Posted before the keyboard shows; its `userInfo` carries the keys below.
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard shows.
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hides.
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame before the change, an `NSValue`-free `CGRect` in screen coordinates.
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, a `CGRect` in screen coordinates.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration, a `TimeInterval` (as a `Double`).
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve, a ``View/AnimationCurve`` raw value.
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app, a `Bool`.
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    // MARK: Focus (UIFocusEnvironment of views and controllers) and state restoration (UIStateRestoring)

    /// The environments to focus first, in order; none by default. Focus never moves headless (see
    /// ``FocusEnvironment``).
    open var preferredFocusEnvironments: [any FocusEnvironment] { [] }
    /// The environment around this one: the next responder, when it is a view or controller.
    open var parentFocusEnvironment: (any FocusEnvironment)? { next as? any FocusEnvironment }
    /// Asks for a focus update; there is no focus engine to do one.
    open func setNeedsFocusUpdate() {}
    /// Does a focus update asked for; there is none.
    open func updateFocusIfNeeded() {}
    /// Whether focus may move as `context` says; true by default.
    open func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool { true }
    /// Told that focus moved; nothing by default.
    open func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator) {}

    /// Saves state for restoration; nothing by default (Linux restores no state on launch).
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Reads state saved by ``encodeRestorableState(with:)``; nothing by default.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Told that restoration ended; nothing by default.
    open func applicationFinishedRestoringState() {}

    // MARK: Accessibility (UIKit's informal UIAccessibility protocol; kept, as Linux has no VoiceOver)

    private var accessibilityBox: AccessibilityStorage?
    private var accessibility: AccessibilityStorage {
        if let accessibilityBox { return accessibilityBox }
        let made = AccessibilityStorage()
        accessibilityBox = made
        return made
    }

    /// The elements VoiceOver reads inside this one, in order: views and ``AccessibilityElement``s. A container
    /// view that draws its parts overrides it or sets it.
    open var accessibilityElements: [Any]? {
        get { accessibilityBox?.elements }
        set { accessibility.elements = newValue }
    }
    open var accessibilityElementsHidden: Bool {
        get { accessibilityBox?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }
    open var accessibilityViewIsModal: Bool {
        get { accessibilityBox?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityBox?.groupsChildren ?? false }
        set { accessibility.groupsChildren = newValue }
    }
    /// The element's frame in screen coordinates, as set (UIKit's default for a view is its frame on screen).
    open var accessibilityFrame: CGRect {
        get { accessibilityBox?.frame ?? .zero }
        set { accessibility.frame = newValue }
    }
    /// Where VoiceOver activates the element: as set, else the middle of ``accessibilityFrame``.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityBox?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibility.activationPoint = newValue }
    }
    open var accessibilityLanguage: String? {
        get { accessibilityBox?.language }
        set { accessibility.language = newValue }
    }
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityBox?.attributedLabel }
        set { accessibility.attributedLabel = newValue }
    }
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityBox?.attributedHint }
        set { accessibility.attributedHint = newValue }
    }
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityBox?.attributedValue }
        set { accessibility.attributedValue = newValue }
    }
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityBox?.userInputLabels ?? [] }
        set { accessibility.userInputLabels = newValue }
    }
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityBox?.respondsToUserInteraction ?? false }
        set { accessibility.respondsToUserInteraction = newValue }
    }
    open var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { accessibilityBox?.customActions }
        set { accessibility.customActions = newValue }
    }
    open var accessibilityPath: BezierPath? {
        get { accessibilityBox?.path }
        set { accessibility.path = newValue }
    }
    open var accessibilityNavigationStyle: AccessibilityNavigationStyle {
        get { accessibilityBox?.navigationStyle ?? .automatic }
        set { accessibility.navigationStyle = newValue }
    }
    open var accessibilityContainerType: AccessibilityContainerType {
        get { accessibilityBox?.containerType ?? .none }
        set { accessibility.containerType = newValue }
    }

    /// VoiceOver's double tap: false (not handled) by default; a control of its own overrides it.
    open func accessibilityActivate() -> Bool { false }
    /// VoiceOver's swipe up on an adjustable element; nothing by default.
    open func accessibilityIncrement() {}
    /// VoiceOver's swipe down on an adjustable element; nothing by default.
    open func accessibilityDecrement() {}
    /// VoiceOver's two-finger scrub: false (not handled) by default.
    open func accessibilityPerformEscape() -> Bool { false }
    /// VoiceOver's two-finger double tap: false (not handled) by default.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: The standard edit actions (UIResponderStandardEditActions)

    // The actions the edit menu and keyboard shortcuts send. They do nothing here; text fields and text views act
    // on their selection (copy, cut, paste, delete, select, selectAll), and a view of a client's own overrides the
    // ones it supports (a label that copies its text, say). `print(_:)` is left out: a method of that name would
    // hide Swift's `print` in every view and controller.
    open func copy(_ sender: Any?) {}
    open func cut(_ sender: Any?) {}
    /// Pastes: with a ``Responder/pasteConfiguration``, the general pasteboard's item providers go to
    /// ``Responder/paste(itemProviders:)`` when ``Responder/canPaste(_:)`` takes them, as UIKit's paste does; else
    /// nothing.
    open func paste(_ sender: Any?) {
        guard pasteConfiguration != nil else { return }
        let providers = Pasteboard.general.itemProviders
        guard !providers.isEmpty, canPaste(providers) else { return }
        paste(itemProviders: providers)
    }

    /// The kinds of data this responder takes when the person pastes (UIPasteConfigurationSupporting); nil takes
    /// none through ``Responder/paste(itemProviders:)``.
    open var pasteConfiguration: PasteConfiguration?

    /// Takes pasted data; the default does nothing. Override it to load the providers' objects.
    open func paste(itemProviders: [NSItemProvider]) {}

    /// Whether the responder takes `itemProviders`: by default, when one of them has a type its
    /// ``Responder/pasteConfiguration`` takes.
    open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        guard let pasteConfiguration else { return false }
        return itemProviders.contains(where: pasteConfiguration.accepts)
    }
    open func delete(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func pasteAndMatchStyle(_ sender: Any?) {}
    open func pasteAndGo(_ sender: Any?) {}
    open func pasteAndSearch(_ sender: Any?) {}
    open func toggleBoldface(_ sender: Any?) {}
    open func toggleItalics(_ sender: Any?) {}
    open func toggleUnderline(_ sender: Any?) {}
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    open func increaseSize(_ sender: Any?) {}
    open func decreaseSize(_ sender: Any?) {}
    open func find(_ sender: Any?) {}
    open func findNext(_ sender: Any?) {}
    open func findPrevious(_ sender: Any?) {}
    open func findAndReplace(_ sender: Any?) {}
    open func useSelectionForFind(_ sender: Any?) {}
    open func rename(_ sender: Any?) {}
    open func duplicate(_ sender: Any?) {}
    open func move(_ sender: Any?) {}
    open func export(_ sender: Any?) {}
    open func alignLeft(_ sender: Any?) {}
    open func alignCenter(_ sender: Any?) {}
    open func alignRight(_ sender: Any?) {}
    open func alignJustified(_ sender: Any?) {}
    open func newFromPasteboard(_ sender: Any?) {}
    open func showWritingTools(_ sender: Any) {}
    open func updateTextAttributes(
        conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
    ) {}
}

extension View {
    /// Makes the first responder in this view's subtree (this view included) resign, as UIKit's does; with
    /// `force`, even one that would refuse. Returns whether none is left in the subtree.
    ///
    /// - Complexity: O(d) in the first responder's depth.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let view = Responder.firstResponder as? View, view.isDescendant(of: self) else { return true }
        if view.resignFirstResponder() { return true }
        guard force else { return false }
        view.resignWithoutAsking()
        return true
    }
}

/// What can take up a user activity handed to the app (UIUserActivityRestoring): every responder, through
/// ``Responder/restoreUserActivityState(_:)``. App delegates get a list of them in
/// `application(_:continue:restorationHandler:)`.
@preconcurrency @MainActor
public protocol UserActivityRestoring: AnyObject {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension Responder: UserActivityRestoring {}

extension Responder {
    /// Offers `perform` to this responder and to each next one up the chain until one takes it (returns true), as an
    /// action without a target travels; whether one took it.
    ///
    /// - Complexity: O(d) in the chain's length.
    func offerUpChain(_ perform: (Responder) -> Bool) -> Bool {
        var responder: Responder? = self
        while let current = responder {
            if perform(current) { return true }
            responder = current.next
        }
        return false
    }
}
