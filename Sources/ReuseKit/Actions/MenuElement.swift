import Foundation

/// Something a menu shows: an ``Action`` or a submenu (``Menu``). UIMenuElement's shape.
@preconcurrency @MainActor
open class MenuElement {
    /// The identifier UI tests find it by (UIAccessibilityIdentification).
    open var accessibilityIdentifier: String?
    /// How an element looks and behaves.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown, but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destroying something (red in UIKit).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark.
    public enum State: Int, Hashable, Sendable {
        case off
        case on
        case mixed
    }

    open var title: String
    open var subtitle: String?
    open var image: Image?

    public init(title: String, subtitle: String? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// What ``Action``s run: the action that was performed.
public typealias ActionHandler = @MainActor (Action) -> Void

/// A titled piece of work with a closure: what menus and swipe-free controls run (UIAction). Linux has no
/// selectors, so controls take these instead of target-action pairs (``Control/addAction(_:for:)``).
@preconcurrency @MainActor
open class Action: MenuElement {
    /// A name that tells actions apart (a control keeps one action per identifier).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    /// The object that performed the action (a control, a menu's row), while the handler runs.
    public internal(set) var sender: Any?
    private let handler: ActionHandler

    /// An action that runs `handler`; without an identifier it gets a unique one.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, selectedImage: Image? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
        state: State = .off, handler: @escaping ActionHandler
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "reusekit.action.\(Action.nextNumber())")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` set for its duration (beyond UIKit, headless: what choosing it does).
    /// A disabled action does nothing.
    public func perform(sender: Any? = nil) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        handler(self)
        self.sender = nil
    }

    /// Runs the handler with `sender` as its sender (UIKit's `performWithSender(_:target:)`): the target is what
    /// UIKit would send a responder-chain action to, which a closure action does not need; a disabled action
    /// does nothing.
    public func performWithSender(_ sender: Any?, target: Any?) {
        perform(sender: sender)
    }

    private static var counter = 0
    private static func nextNumber() -> Int {
        counter += 1
        return counter
    }
}

/// A menu: a title and its elements, actions or submenus (UIMenu).
@preconcurrency @MainActor
open class Menu: MenuElement {
    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown inside its parent, between separators, instead of as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// A name that tells menus apart.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How large a menu's elements are drawn when shown side by side.
    public enum ElementSize: Int, Hashable, Sendable {
        case small, medium, large, automatic
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [MenuElement]
    /// How large the elements are drawn; `.automatic` by default.
    open var preferredElementSize = ElementSize.automatic

    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [MenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "reusekit.menu.\(title)")
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A menu whose elements are drawn at `preferredElementSize`.
    public convenience init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize, children: [MenuElement] = []
    ) {
        self.init(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: children)
        self.preferredElementSize = preferredElementSize
    }

    /// A copy with other children (UIKit's `replacingChildren(_:)`).
    open func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }

    /// Every key command in the menu and its submenus, depth first, hidden and disabled ones left out (beyond
    /// UIKit: the shortcuts a menu bar offers).
    ///
    /// - Complexity: O(n) in the elements of the tree.
    public var allKeyCommands: [KeyCommand] {
        children.flatMap { element -> [KeyCommand] in
            if let command = element as? KeyCommand {
                return command.attributes.contains(.hidden) || command.attributes.contains(.disabled) ? [] : [command]
            }
            if let menu = element as? Menu { return menu.allKeyCommands }
            return []
        }
    }

    /// Every action in the menu and its submenus, depth first, hidden ones left out (beyond UIKit: what a
    /// headless client or a terminal lists).
    ///
    /// - Complexity: O(n) in the elements of the tree.
    public var allActions: [Action] {
        children.flatMap { element -> [Action] in
            if let action = element as? Action { return action.attributes.contains(.hidden) ? [] : [action] }
            if let menu = element as? Menu { return menu.allActions }
            return []
        }
    }
}

/// A menu element whose children are loaded when the menu opens (UIDeferredMenuElement): the provider is
/// called with a completion that takes the elements. The standard element calls its provider once and keeps
/// the elements; ``uncached(_:)`` calls it every time the menu opens.
@preconcurrency @MainActor
open class DeferredMenuElement: MenuElement {
    /// What a deferred element calls to get its elements.
    public typealias ElementProvider = (@escaping ([MenuElement]) -> Void) -> Void

    /// A provider of deferred elements that a responder up the chain supplies (UIDeferredMenuElement.Provider).
    @preconcurrency @MainActor
    public final class Provider {
        let load: ElementProvider
        public init(_ elementProvider: @escaping ElementProvider) {
            load = elementProvider
        }
    }

    private let provider: ElementProvider
    /// Whether the elements are loaded once and kept.
    public let cachesElements: Bool
    private var cached: [MenuElement]?

    /// An element that loads its children with `elementProvider` (beyond UIKit's spelling: the designated form
    /// of ``init(_:)`` and ``uncached(_:)``).
    public required init(elementProvider: @escaping ElementProvider, cachesElements: Bool) {
        provider = elementProvider
        self.cachesElements = cachesElements
        super.init(title: "")
    }

    /// An element that loads its children once, the first time the menu opens.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(elementProvider: elementProvider, cachesElements: true)
    }

    /// An element that loads its children every time the menu opens.
    public class func uncached(_ elementProvider: @escaping ElementProvider) -> Self {
        Self(elementProvider: elementProvider, cachesElements: false)
    }

    /// Loads the elements, as opening the menu does (beyond UIKit, headless): `completion` gets them when the
    /// provider calls back, at once when they are cached.
    public func loadElements(_ completion: @escaping ([MenuElement]) -> Void) {
        if let cached {
            completion(cached)
            return
        }
        provider { [weak self] elements in
            if self?.cachesElements == true { self?.cached = elements }
            completion(elements)
        }
    }
}
