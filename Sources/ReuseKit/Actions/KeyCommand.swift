import Foundation

/// A shortcut on a hardware keyboard (UIKeyCommand): a key with modifiers, and the action it runs on the first
/// responder that has it. Without Objective-C the action is the method itself, as for target-action:
/// `UIKeyCommand(title: "Delete", action: ListViewController.deleteSelection, input: UIKeyCommand.inputDelete)`;
/// a responder offers commands through ``Responder/keyCommands`` (a view controller also through
/// ``ViewController/addKeyCommand(_:)``). A key pressed (``Window/press(_:)``, what a window host calls) runs the
/// first command in the responder chain, from the first responder up, whose input and modifiers match it.
@preconcurrency @MainActor
open class KeyCommand: MenuElement {
    /// The input of the up arrow key, and of the other keys that type no character.
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    public nonisolated static let inputHome = "UIKeyInputHome"
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    public nonisolated static let inputDelete = "UIKeyInputDelete"
    public nonisolated static let f1 = "UIKeyInputF1"
    public nonisolated static let f2 = "UIKeyInputF2"
    public nonisolated static let f3 = "UIKeyInputF3"
    public nonisolated static let f4 = "UIKeyInputF4"
    public nonisolated static let f5 = "UIKeyInputF5"
    public nonisolated static let f6 = "UIKeyInputF6"
    public nonisolated static let f7 = "UIKeyInputF7"
    public nonisolated static let f8 = "UIKeyInputF8"
    public nonisolated static let f9 = "UIKeyInputF9"
    public nonisolated static let f10 = "UIKeyInputF10"
    public nonisolated static let f11 = "UIKeyInputF11"
    public nonisolated static let f12 = "UIKeyInputF12"

    /// The key: a character, or one of the inputs above.
    public let input: String?
    /// The modifier keys that must be held with it.
    public let modifierFlags: KeyModifierFlags
    /// What the command carries for its action to read.
    public let propertyList: Any?
    /// A longer title, shown where there is room.
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    /// Whether the command runs before the system's own use of the key (a text field's arrows).
    open var wantsPriorityOverSystemBehavior = false
    open var allowsAutomaticLocalization = true
    open var allowsAutomaticMirroring = true
    /// The other actions the command offers while more modifier keys are held (Option turning Close into Close
    /// All): a key pressed with the command's modifiers and an alternate's runs the alternate's action.
    public let alternates: [CommandAlternate]
    /// Runs the action on `responder` when it has it; false when it does not.
    private let perform: (Responder, KeyCommand) -> Bool

    private init(
        title: String, image: Image?, input: String, modifierFlags: KeyModifierFlags, propertyList: Any?,
        alternates: [CommandAlternate], discoverabilityTitle: String?, attributes: Attributes, state: State,
        perform: @escaping (Responder, KeyCommand) -> Bool
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.perform = perform
        super.init(title: title, image: image)
    }

    /// A command that runs `action` (a method of the responder that has it, as `ListViewController.delete`) on
    /// the first responder in the chain of type `T` when `input` is pressed with `modifierFlags`.
    public convenience init<T: Responder>(
        title: String = "", image: Image? = nil, action: @escaping (T) -> () -> Void, input: String,
        modifierFlags: KeyModifierFlags = [], propertyList: Any? = nil, alternates: [CommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off
    ) {
        self.init(
            title: title, image: image, input: input, modifierFlags: modifierFlags, propertyList: propertyList,
            alternates: alternates, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
            perform: Self.performing(action))
    }

    /// The same, for an action that takes the command as its sender.
    public convenience init<T: Responder>(
        title: String = "", image: Image? = nil, action: @escaping (T) -> (KeyCommand) -> Void, input: String,
        modifierFlags: KeyModifierFlags = [], propertyList: Any? = nil, alternates: [CommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off
    ) {
        self.init(
            title: title, image: image, input: input, modifierFlags: modifierFlags, propertyList: propertyList,
            alternates: alternates, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
            perform: Self.performing(action))
    }

    /// A command without a title (iOS 7's form).
    public convenience init<T: Responder>(
        input: String, modifierFlags: KeyModifierFlags, action: @escaping (T) -> () -> Void
    ) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// `action` as what a command runs on a responder: called when the responder is a `T`; whether it was.
    static func performing<T: Responder>(_ action: @escaping (T) -> () -> Void) -> (Responder, KeyCommand) -> Bool {
        performing { (target: T) in { (_: KeyCommand) in action(target)() } }
    }

    /// The same, for an action that takes the command as its sender.
    static func performing<T: Responder>(_ action: @escaping (T) -> (KeyCommand) -> Void)
        -> (Responder, KeyCommand) -> Bool
    {
        { responder, command in
            guard let target = responder as? T else { return false }
            action(target)(command)
            return true
        }
    }

    /// Whether `key` is this command's: the same input (letters in either case) and the same modifiers (Caps Lock
    /// and the numeric pad aside), or those with an alternate's.
    func matches(_ key: Key) -> Bool {
        guard let input, matchesInput(key, input) else { return false }
        let pressed = key.modifierFlags.subtracting(Self.ignoredModifiers)
        let own = modifierFlags.subtracting(Self.ignoredModifiers)
        return pressed == own || alternate(for: key) != nil
    }

    private static let ignoredModifiers: KeyModifierFlags = [.alphaShift, .numericPad]

    private func matchesInput(_ key: Key, _ input: String) -> Bool {
        if let special = Self.specialInputs[key.keyCode] { return special == input }
        return input.lowercased() == key.charactersIgnoringModifiers.lowercased() && !input.isEmpty
    }

    /// The alternate whose modifiers, with the command's, are those of `key`.
    private func alternate(for key: Key) -> CommandAlternate? {
        let pressed = key.modifierFlags.subtracting(Self.ignoredModifiers)
        return alternates.first {
            modifierFlags.union($0.modifierFlags).subtracting(Self.ignoredModifiers) == pressed
                && !$0.modifierFlags.subtracting(Self.ignoredModifiers).isEmpty
        }
    }

    /// Runs the action on the first responder from `start` up the chain that has it; whether one had it.
    func run(from start: Responder) -> Bool {
        start.offerUpChain { perform($0, self) }
    }

    /// Runs the action `key` asks for (an alternate's when its modifiers are held, else the command's) on the
    /// first responder from `start` up the chain that has it; whether one had it.
    func run(_ key: Key, from start: Responder) -> Bool {
        guard key.modifierFlags.subtracting(Self.ignoredModifiers) != modifierFlags.subtracting(Self.ignoredModifiers),
            let alternate = alternate(for: key)
        else { return run(from: start) }
        return start.offerUpChain { alternate.perform($0, self) }
    }

    private static let specialInputs: [KeyboardHIDUsage: String] = [
        .keyboardUpArrow: inputUpArrow, .keyboardDownArrow: inputDownArrow, .keyboardLeftArrow: inputLeftArrow,
        .keyboardRightArrow: inputRightArrow, .keyboardEscape: inputEscape, .keyboardPageUp: inputPageUp,
        .keyboardPageDown: inputPageDown, .keyboardHome: inputHome, .keyboardEnd: inputEnd,
        .keyboardDeleteForward: inputDelete, .keyboardF1: f1, .keyboardF2: f2, .keyboardF3: f3, .keyboardF4: f4,
        .keyboardF5: f5, .keyboardF6: f6, .keyboardF7: f7, .keyboardF8: f8, .keyboardF9: f9, .keyboardF10: f10,
        .keyboardF11: f11, .keyboardF12: f12, .keyboardReturnOrEnter: "\r", .keyboardTab: "\t",
        .keyboardDeleteOrBackspace: "\u{8}",
    ]
}

extension Application {
    /// Sends `action` (a method, as `UIResponder.resignFirstResponder`) to `target`, or with no target to the first
    /// responder in the chain that has it, from the key window's first responder up (UIKit's nil-target idiom).
    /// Returns whether a responder took it.
    @discardableResult
    public func sendAction<T: Responder>(
        _ action: @escaping (T) -> () -> Bool, to target: AnyObject?, from sender: Any?, for event: Event?
    ) -> Bool {
        deliver(to: target) {
            ($0 as? T).map {
                _ = action($0)()
                return true
            } ?? false
        }
    }

    /// The same, for an action that returns nothing.
    @discardableResult
    public func sendAction<T: Responder>(
        _ action: @escaping (T) -> () -> Void, to target: AnyObject?, from sender: Any?, for event: Event?
    ) -> Bool {
        deliver(to: target) {
            ($0 as? T).map {
                action($0)()
                return true
            } ?? false
        }
    }

    /// The same, for an action that takes the sender (`sender` itself, nil boxed as `Any` when there is none).
    @discardableResult
    public func sendAction<T: Responder>(
        _ action: @escaping (T) -> (Any) -> Void, to target: AnyObject?, from sender: Any?, for event: Event?
    ) -> Bool {
        deliver(to: target) {
            ($0 as? T).map {
                action($0)(sender as Any)
                return true
            } ?? false
        }
    }

    private func deliver(to target: AnyObject?, _ perform: (Responder) -> Bool) -> Bool {
        if let target = target as? Responder { return perform(target) }
        let start: Responder? = Responder.firstResponder ?? keyWindow ?? Window.currentKey
        return start?.offerUpChain(perform) ?? false
    }
}

extension ViewController {
    /// Offers `keyCommand` while the controller is in the responder chain (it joins ``keyCommands``).
    public func addKeyCommand(_ keyCommand: KeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Stops offering `keyCommand`.
    public func removeKeyCommand(_ keyCommand: KeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}

/// Another action a command offers while more modifier keys are held (UICommandAlternate): with Option, "Close"
/// becomes "Close All". The action is the method itself, as for ``KeyCommand``.
@preconcurrency @MainActor
public final class CommandAlternate {
    /// The title shown while the modifiers are held.
    public let title: String
    /// The modifier keys held, beyond the command's own.
    public let modifierFlags: KeyModifierFlags
    /// Runs the action on `responder` when it has it.
    let perform: (Responder, KeyCommand) -> Bool

    /// An alternate running `action` (a method of the responder that has it) while `modifierFlags` are held.
    public init<T: Responder>(title: String, action: @escaping (T) -> () -> Void, modifierFlags: KeyModifierFlags) {
        self.title = title
        self.modifierFlags = modifierFlags
        perform = KeyCommand.performing(action)
    }

    /// The same, for an action that takes the command as its sender.
    public init<T: Responder>(
        title: String, action: @escaping (T) -> (KeyCommand) -> Void, modifierFlags: KeyModifierFlags
    ) {
        self.title = title
        self.modifierFlags = modifierFlags
        perform = KeyCommand.performing(action)
    }
}
