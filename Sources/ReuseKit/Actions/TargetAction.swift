import Foundation

// Target–action with method references. UIKit names an action by selector (`#selector(refresh(_:))`), which
// needs the Objective-C runtime Linux lacks; here the action is the method itself (`ViewController.refresh`),
// with or without its sender parameter. That is the one edit a port makes; the target is held weakly, as
// UIKit holds it.

extension Control {
    private static var nextTargetAction = 0

    /// Runs `action` on `target` with this control as sender for `controlEvents` (UIKit's
    /// `addTarget(_:action:for:)`, the selector written as a method reference: `ViewController.valueChanged`).
    public func addTarget<T: AnyObject, Sender>(
        _ target: T, action: @escaping (T) -> (Sender) -> Void, for controlEvents: Event
    ) {
        register(target, for: controlEvents) { [weak target] sender in
            guard let target, let sender = sender as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Runs `action` on `target` for `controlEvents`: a method that takes no sender (and whose result, such as
    /// `resignFirstResponder()`'s, is ignored, as UIKit ignores an action's).
    public func addTarget<T: AnyObject, Result>(
        _ target: T, action: @escaping (T) -> () -> Result, for controlEvents: Event
    ) {
        register(target, for: controlEvents) { [weak target] _ in
            guard let target else { return }
            _ = action(target)()
        }
    }

    /// Runs `action` for `controlEvents` on `target`, or, when `target` is nil, on the first object of the
    /// method's class up the responder chain when the event happens (from the first responder, or from this
    /// control when there is none), as UIKit sends a nil-targeted action. `allTargets` lists a nil target as
    /// `NSNull`, as UIKit's does.
    public func addTarget<T: Responder, Sender>(
        _ target: T?, action: @escaping (T) -> (Sender) -> Void, for controlEvents: Event
    ) {
        if let target {
            addTarget(target, action: action, for: controlEvents)
            return
        }
        register(Control.nilTarget, for: controlEvents) { [weak self] sender in
            guard let self, let sender = sender as? Sender else { return }
            self.sendUpResponderChain { (responder: T) in action(responder)(sender) }
        }
    }

    /// The same, for a method that takes no sender (its result ignored).
    public func addTarget<T: Responder, Result>(
        _ target: T?, action: @escaping (T) -> () -> Result, for controlEvents: Event
    ) {
        addTarget(target, action: { (responder: T) in { (_: Any) in _ = action(responder)() } }, for: controlEvents)
    }

    /// The form a closure-initialized property takes, `let button: UIButton = { …; button.addTarget(self, action:
    /// …) }()`: there `self` is not the controller but its `self()` method (Swift warns so), and the action goes
    /// up the responder chain as a nil-targeted one does, which is how the idiom works on iOS.
    public func addTarget<T: Responder, Sender>(
        _ target: (T) -> () -> T, action: @escaping (T) -> (Sender) -> Void, for controlEvents: Event
    ) {
        addTarget(nil as T?, action: action, for: controlEvents)
    }

    /// The same, for a method that takes no sender (its result ignored).
    public func addTarget<T: Responder, Result>(
        _ target: (T) -> () -> T, action: @escaping (T) -> () -> Result, for controlEvents: Event
    ) {
        addTarget(nil as T?, action: action, for: controlEvents)
    }

    /// What a nil-targeted action is registered under.
    private static let nilTarget = NSNull()

    /// Runs `perform` on the first `T` up the responder chain: from the first responder, or from this control
    /// when nothing is first responder.
    private func sendUpResponderChain<T: Responder>(_ perform: (T) -> Void) {
        _ = (Responder.firstResponder ?? self).offerUpChain { responder in
            guard let match = responder as? T else { return false }
            perform(match)
            return true
        }
    }

    private func register(_ target: AnyObject, for controlEvents: Event, run: @escaping (Any?) -> Void) {
        Control.nextTargetAction += 1
        let identifier = Action.Identifier("reusekit.target-action.\(Control.nextTargetAction)")
        addAction(Action(identifier: identifier) { action in run(action.sender) }, for: controlEvents)
        targetActions.append((ObjectIdentifier(target), WeakObject(object: target), identifier, controlEvents))
    }

    /// Sends `action` (a method, as target-action takes one here) to `target`, or with a nil target up the
    /// responder chain from the first responder, with this control as the sender: UIKit's
    /// `sendAction(_:to:for:)`, which forwards to the application's `sendAction(_:to:from:for:)`, as this does.
    public func sendAction<T: Responder>(
        _ action: @escaping (T) -> (Any) -> Void, to target: Any?, for event: ReuseKit.Event?
    ) {
        Application.shared.sendAction(action, to: target as AnyObject?, from: self, for: event)
    }

    /// The same, for a method that takes no sender.
    public func sendAction<T: Responder>(
        _ action: @escaping (T) -> () -> Void, to target: Any?, for event: ReuseKit.Event?
    ) {
        Application.shared.sendAction(action, to: target as AnyObject?, from: self, for: event)
    }

    /// The same, for a method that answers whether it did its work (`UIResponder.resignFirstResponder`).
    public func sendAction<T: Responder>(
        _ action: @escaping (T) -> () -> Bool, to target: Any?, for event: ReuseKit.Event?
    ) {
        Application.shared.sendAction(action, to: target as AnyObject?, from: self, for: event)
    }

    /// Stops running `target`'s actions for `controlEvents` (every target's when `target` is nil). Method
    /// references cannot be compared, so every action of the target goes, whatever `action` names.
    public func removeTarget<T: AnyObject, Sender>(
        _ target: T?, action: ((T) -> (Sender) -> Void)?, for controlEvents: Event
    ) {
        removeTargetActions(of: target, for: controlEvents)
    }

    /// Stops running `target`'s actions for `controlEvents`: the form for a method that takes no sender.
    public func removeTarget<T: AnyObject>(_ target: T?, action: ((T) -> () -> Void)?, for controlEvents: Event) {
        removeTargetActions(of: target, for: controlEvents)
    }

    /// Stops running every target's actions for `controlEvents` (`removeTarget(nil, action: nil, for: .allEvents)`).
    public func removeTarget(_ target: AnyObject?, action: ((AnyObject) -> () -> Void)?, for controlEvents: Event) {
        removeTargetActions(of: target, for: controlEvents)
    }

    /// The objects with actions on the control (`addTarget(_:action:for:)`): each as itself when it is
    /// `Hashable` (an `NSObject` subclass), else by its identity.
    ///
    /// - Complexity: O(n) in the target actions.
    public var allTargets: Set<AnyHashable> {
        Set(
            targetActions.compactMap { entry in
                entry.object.object.map { ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0)) }
            })
    }

    /// The names of `target`'s actions for `controlEvent` (method references have no names, so each is the name
    /// of the `Action` that runs it); nil when there are none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetActions.filter { entry in
            entry.events.contains(controlEvent) && (object == nil || entry.target == object.map(ObjectIdentifier.init))
        }.map(\.identifier.rawValue)
        return names.isEmpty ? nil : names
    }

    private func removeTargetActions(of target: AnyObject?, for controlEvents: Event) {
        let id = target.map(ObjectIdentifier.init)
        for entry in targetActions
        where (id == nil || entry.target == id) && !entry.events.isDisjoint(with: controlEvents) {
            removeAction(identifiedBy: entry.identifier, for: controlEvents)
        }
        targetActions.removeAll { (id == nil || $0.target == id) && !$0.events.isDisjoint(with: controlEvents) }
    }
}

extension BarButtonItem {
    /// A titled item whose tap runs `action` on `target` (UIKit's `init(title:style:target:action:)`, the
    /// selector written as a method reference).
    public convenience init<T: AnyObject, Sender>(
        title: String?, style: Style, target: T?, action: ((T) -> (Sender) -> Void)?
    ) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// A titled item whose tap runs a method of `target` that takes no sender.
    public convenience init<T: AnyObject, Result>(
        title: String?, style: Style, target: T?, action: ((T) -> () -> Result)?
    ) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action.map(Self.ignoringSender))
    }

    /// An item with `image` whose tap runs `action` on `target`.
    public convenience init<T: AnyObject, Sender>(
        image: Image?, style: Style, target: T?, action: ((T) -> (Sender) -> Void)?
    ) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// An item with `image` whose tap runs a method of `target` that takes no sender.
    public convenience init<T: AnyObject, Result>(
        image: Image?, style: Style, target: T?, action: ((T) -> () -> Result)?
    ) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action.map(Self.ignoringSender))
    }

    /// A system item whose tap runs `action` on `target`.
    public convenience init<T: AnyObject, Sender>(
        barButtonSystemItem systemItem: SystemItem, target: T?, action: ((T) -> (Sender) -> Void)?
    ) {
        self.init(systemItem: systemItem)
        setTarget(target, action: action)
    }

    /// A system item whose tap runs a method of `target` that takes no sender.
    public convenience init<T: AnyObject, Result>(
        barButtonSystemItem systemItem: SystemItem, target: T?, action: ((T) -> () -> Result)?
    ) {
        self.init(systemItem: systemItem)
        setTarget(target, action: action.map(Self.ignoringSender))
    }

    /// A system item with no action: spaces (`UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil,
    /// action: nil)`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.init(systemItem: systemItem)
    }

    /// A titled item with no action, as a back button's title is given:
    /// `UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)`.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
    }

    /// An item with `image` and no action.
    public convenience init(image: Image?, style: Style, target: AnyObject?, action: Never?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
    }

    /// An item with `image`, and `landscapeImagePhone` in a compact-height bar, whose tap runs `action` on
    /// `target`.
    public convenience init<T: AnyObject, Sender>(
        image: Image?, landscapeImagePhone: Image?, style: Style, target: T?, action: ((T) -> (Sender) -> Void)?
    ) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// An item with `image` and `landscapeImagePhone` whose tap runs a method of `target` that takes no sender.
    public convenience init<T: AnyObject, Result>(
        image: Image?, landscapeImagePhone: Image?, style: Style, target: T?, action: ((T) -> () -> Result)?
    ) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// An item with `image` and `landscapeImagePhone` and no action.
    public convenience init(
        image: Image?, landscapeImagePhone: Image?, style: Style, target: AnyObject?, action: Never?
    ) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// The form a stored property's initializer takes, `let undoItem = UIBarButtonItem(image: …, style: .plain,
    /// target: self, action: …)`: there `self` is not the controller but its `self()` method (Swift warns so),
    /// and a tap sends the action up the responder chain, from the first responder, as a nil-targeted action
    /// goes; the controller takes it while it is in the chain.
    public convenience init<T: Responder, Sender>(
        image: Image?, style: Style, target: (T) -> () -> T, action: @escaping (T) -> (Sender) -> Void
    ) {
        self.init()
        self.image = image
        self.style = style
        sendUpResponderChain(action)
    }

    /// The same, for a method that takes no sender.
    public convenience init<T: Responder, Result>(
        image: Image?, style: Style, target: (T) -> () -> T, action: @escaping (T) -> () -> Result
    ) {
        self.init(image: image, style: style, target: target, action: Self.ignoringSender(action))
    }

    /// The same, for a titled item.
    public convenience init<T: Responder, Sender>(
        title: String?, style: Style, target: (T) -> () -> T, action: @escaping (T) -> (Sender) -> Void
    ) {
        self.init()
        self.title = title
        self.style = style
        sendUpResponderChain(action)
    }

    /// The same, for a titled item whose method takes no sender.
    public convenience init<T: Responder, Result>(
        title: String?, style: Style, target: (T) -> () -> T, action: @escaping (T) -> () -> Result
    ) {
        self.init(title: title, style: style, target: target, action: Self.ignoringSender(action))
    }

    /// Makes a tap send `action` up the responder chain (a nil target), with the item as its sender.
    private func sendUpResponderChain<T: Responder, Sender>(_ action: @escaping (T) -> (Sender) -> Void) {
        nilTargetAction = { item in
            Application.shared.sendAction(
                { (responder: T) in
                    { (sender: Any) in
                        if let sender = sender as? Sender { action(responder)(sender) }
                    }
                }, to: nil, from: item, for: nil)
        }
    }

    /// A method that takes no sender, as one that takes the item; its result is ignored.
    private static func ignoringSender<T, Result>(_ method: @escaping (T) -> () -> Result)
        -> (T) -> (BarButtonItem) -> Void
    {
        { target in { _ in _ = method(target)() } }
    }

    /// Makes a tap run `action`, a method of `target` that takes no sender, on `target`, held weakly: what
    /// setting UIKit's `target` and `action` (a selector) does.
    public func setTarget<T: AnyObject, Result>(_ target: T?, action: ((T) -> () -> Result)?) {
        setTarget(target, action: action.map(Self.ignoringSender))
    }

    /// Makes a tap run `action` on `target`, held weakly: what setting UIKit's `target` and `action` (a
    /// selector) does.
    public func setTarget<T: AnyObject, Sender>(_ target: T?, action: ((T) -> (Sender) -> Void)?) {
        self.target = target
        nilTargetAction = nil
        guard let action else {
            targetAction = nil
            return
        }
        targetAction = { object, item in
            guard let object = object as? T, let sender = item as? Sender else { return }
            action(object)(sender)
        }
    }
}

extension GestureRecognizer {
    /// A recognizer that runs a method of `target` that takes no sender.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer with no action yet, as `UITapGestureRecognizer(target: nil, action: nil)` makes one: its
    /// owner adds targets later, or reads its state itself. `target` is not kept, as no action names it.
    public convenience init(target: AnyObject?, action: Never?) {
        self.init()
    }

    /// Removes `target`'s actions, as UIKit's `removeTarget(_:action:)` does with a nil action (every target's
    /// actions for a nil target).
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        removeTarget(target)
    }

    /// Runs a method of `target` that takes no sender on each of the gesture's changes.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void) {
        addTarget(target) { (object: T) in { (_: GestureRecognizer) in action(object)() } }
    }

    /// A recognizer that runs a method of `target` taking a `Bool` (and answering one, which is ignored):
    /// `#selector(UIView.endEditing)`, the tap that dismisses the keyboard. Objective-C passes the recognizer where
    /// the flag is, a non-nil pointer, so the method is called with `true`, as on iOS.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> (Bool) -> Bool) {
        self.init()
        addTarget(target, action: action)
    }

    /// Runs a method of `target` taking a `Bool` on each of the gesture's changes, with `true`, as on iOS.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (Bool) -> Bool) {
        addTarget(target) { (object: T) in { (_: GestureRecognizer) in _ = action(object)(true) } }
    }
}

/// An object held weakly, as a control holds its targets.
struct WeakObject {
    weak var object: AnyObject?
}
