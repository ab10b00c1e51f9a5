import Foundation

/// A button in a navigation bar or toolbar (UIBarButtonItem). Linux has no selectors, so a tap runs the
/// ``primaryAction`` (UIKit's iOS 14 initializers) instead of a target and action.
@preconcurrency @MainActor
open class BarButtonItem: BarItem {
    /// Whether a drag that hovers over it activates it (UISpringLoadedInteractionSupporting); kept as set:
    /// Linux has no drag sessions.
    open var isSpringLoaded = false
    /// The system's standard bar buttons (UIBarButtonItem.SystemItem), with UIKit's raw values.
    public enum SystemItem: Int, Hashable, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        case pageCurl = 23
        case close = 24
        case writingTools = 25
    }

    /// How the button looks (UIBarButtonItem.Style), with UIKit's raw values.
    public enum Style: Int, Hashable, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2

        /// The emphasized style (iOS 26's name for `.done`).
        public static var prominent: Style { .done }
    }

    /// A small mark on the item (iOS 26): a count, a short string or a dot.
    public struct Badge: Hashable, Sendable {
        /// The badge's text; nil for a dot.
        public let stringValue: String?
        public var backgroundColor: Color?
        public var foregroundColor: Color?
        public var font: Font?

        /// A badge showing `count`.
        public static func count(_ count: Int) -> Badge { Badge(stringValue: "\(count)") }
        /// A badge showing `string`.
        public static func string(_ string: String) -> Badge { Badge(stringValue: string) }
        /// A dot with no text.
        public static func indicator() -> Badge { Badge(stringValue: nil) }

        init(stringValue: String?) {
            self.stringValue = stringValue
        }
    }

    open var style = Style.plain
    open var width: CGFloat = 0
    open var possibleTitles: Set<String>?
    open var customView: View?
    open var isSelected = false
    open var isHidden = false
    open var tintColor: Color?
    open var menu: Menu?
    open var changesSelectionAsPrimaryAction = false
    open var accessibilityIdentifier: String?
    public internal(set) var systemItem: SystemItem?
    /// What a tap runs. Setting an action gives the item its title and image, as in UIKit.
    open var primaryAction: Action? {
        didSet {
            guard let primaryAction else { return }
            if !primaryAction.title.isEmpty { title = primaryAction.title }
            if let image = primaryAction.image { self.image = image }
        }
    }

    /// The object the item's method-reference action runs on (held weakly, as UIKit holds a target).
    open weak var target: AnyObject?
    /// The symbol effects running on the item's image, made with the first.
    var symbolEffectHost: SymbolEffectHost?
    /// The order the item's menu shows its elements in; `.automatic` by default.
    open var preferredMenuElementOrder = ContextMenuConfiguration.ElementOrder.automatic
    /// The group that holds the item, if one does.
    open internal(set) weak var buttonGroup: BarButtonItemGroup?
    /// The item's form in an overflow menu; nil lets the system make one.
    open var menuRepresentation: MenuElement?
    /// A mark on the item; nil by default.
    open var badge: Badge?
    /// Whether symbol images change with an animation; true by default.
    open var isSymbolAnimationEnabled = true
    /// Whether the item draws without the background it would share with its neighbours; false by default.
    open var hidesSharedBackground = false
    /// Whether the item shares a background with its neighbours; true by default.
    open var sharesBackground = true
    /// A name that tells items apart across updates; nil by default.
    open var identifier: String?
    /// The method-reference action run on ``target`` by a tap.
    var targetAction: ((AnyObject, BarButtonItem) -> Void)?
    /// A tap's action sent up the responder chain (a nil target), when the item was made so.
    var nilTargetAction: ((BarButtonItem) -> Void)?
    /// What the legacy appearance methods set, by method, state, style and metrics.
    var legacyAppearance: [String: Any] = [:]

    /// An empty item.
    public override init() {
        super.init()
    }

    override open class func appearance() -> BarButtonItem {
        BarItemAppearance.proxy(for: self) { BarButtonItem() }
    }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> BarButtonItem
    {
        BarItemAppearance.proxy(for: self, containers: containerTypes) { BarButtonItem() }
    }

    /// Storyboards and nib archives do not exist on Linux: this fails, as ``View/init(coder:)`` does, except for
    /// the empty coder with which ``fixedSpace()`` makes an item of the class it is called on.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil)
    {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A standard system item with its action.
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        switch systemItem {
        case .edit: title = "Edit"
        case .done: title = "Done"
        case .cancel: title = "Cancel"
        case .save: title = "Save"
        case .close: title = "Close"
        default: break
        }
        if systemItem == .done { style = .done }
    }

    /// A standard system item (the spelling of ReuseKit before UIKit's iOS 14 one, kept for its clients).
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil)
    {
        self.init(systemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    /// An item that shows `customView`.
    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// An item whose tap shows `menu`.
    public convenience init(image: Image?, menu: Menu?) {
        self.init(title: nil, image: image, primaryAction: nil, menu: menu)
    }

    /// An item titled `title` whose tap shows `menu`.
    public convenience init(title: String?, menu: Menu?) {
        self.init(title: title, image: nil, primaryAction: nil, menu: menu)
    }

    /// A fixed space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A fixed space of the system's standard width (8 points).
    public class func fixedSpace() -> Self {
        // A subclass whose init?(coder:) fails (it does not call super's) cannot be made here: that stops, naming
        // the fix.
        let item =
            Self(coder: ItemMakingCoder())
            ?? instance(BarButtonItem(), as: Self.self, madeBy: "UIBarButtonItem", method: "fixedSpace()")
        item.systemItem = .fixedSpace
        item.width = 8
        return item
    }

    /// A space that takes what the bar has left.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

    /// A tap on the button (beyond UIKit, headless): runs its primary action when enabled and shown; with
    /// ``changesSelectionAsPrimaryAction`` it toggles ``isSelected`` first.
    public func tap() {
        guard isEnabled, !isHidden else { return }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        primaryAction?.perform(sender: self)
        if let target, let targetAction { targetAction(target, self) } else { nilTargetAction?(self) }
    }
}
