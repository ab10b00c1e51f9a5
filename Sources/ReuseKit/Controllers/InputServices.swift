import Foundation

/// Bar button items shown together (UIBarButtonItemGroup): in a navigation item's groups, or the shortcut bar
/// above the keyboard. When there is not room for all, the group shows its ``representativeItem`` instead.
@preconcurrency @MainActor
open class BarButtonItemGroup {
    /// The items, in order; setting them makes this group each item's ``BarButtonItem/buttonGroup``.
    open var barButtonItems: [BarButtonItem] {
        didSet { adopt() }
    }
    /// The item shown in place of the group when there is not room for all of it.
    open var representativeItem: BarButtonItem?
    /// Whether the representative item is shown instead of the items.
    public internal(set) var isDisplayingRepresentativeItem = false
    /// Whether the group is left out of its bar.
    open var isHidden = false
    /// Whether the group stays in the bar when a search is active.
    open var alwaysAvailable = false
    /// The group's form in an overflow menu.
    open var menuRepresentation: MenuElement?

    public init(barButtonItems: [BarButtonItem], representativeItem: BarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        adopt()
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public init?(coder: NSCoder) {
        return nil
    }

    private func adopt() {
        for item in barButtonItems { item.buttonGroup = self }
    }

    /// A group that is always in its bar, at its place (customization cannot move or remove it).
    public static func fixedGroup(
        representativeItem: BarButtonItem? = nil, items: [BarButtonItem]
    ) -> BarButtonItemGroup {
        BarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }

    /// A group customization can move, but not remove.
    public static func movableGroup(
        customizationIdentifier: String, representativeItem: BarButtonItem? = nil, items: [BarButtonItem]
    ) -> BarButtonItemGroup {
        let group = BarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
        group.customizationIdentifier = customizationIdentifier
        return group
    }

    /// A group customization can move and remove; `isInDefaultCustomization` says whether it starts in the bar.
    public static func optionalGroup(
        customizationIdentifier: String, isInDefaultCustomization: Bool = true,
        representativeItem: BarButtonItem? = nil, items: [BarButtonItem]
    ) -> BarButtonItemGroup {
        let group = BarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
        group.customizationIdentifier = customizationIdentifier
        group.isHidden = !isInDefaultCustomization
        return group
    }

    /// The name customization knows the group by; nil for a fixed group.
    public internal(set) var customizationIdentifier: String?
}

/// The shortcut bar above the keyboard on iPad (UITextInputAssistantItem): groups of bar items on each side.
@preconcurrency @MainActor
open class TextInputAssistantItem {
    /// Whether the system may hide the shortcuts when there is no room; true by default.
    open var allowsHidingShortcuts = true
    /// The groups at the leading end.
    open var leadingBarButtonGroups: [BarButtonItemGroup] = []
    /// The groups at the trailing end.
    open var trailingBarButtonGroups: [BarButtonItemGroup] = []

    public init() {}
}

/// A keyboard language (UITextInputMode).
@preconcurrency @MainActor
open class TextInputMode {
    /// The language, as a BCP 47 tag ("en-US"), or "emoji" and "dictation".
    public let primaryLanguage: String?

    /// A mode for `primaryLanguage` (beyond UIKit, for hosts and tests).
    public init(primaryLanguage: String?) {
        self.primaryLanguage = primaryLanguage
    }

    /// The keyboards the user has turned on: one, for the process's preferred language.
    public static var activeInputModes: [TextInputMode] {
        [TextInputMode(primaryLanguage: Locale.preferredLanguages.first ?? "en-US")]
    }

    /// Posted when the keyboard language changes.
    public nonisolated static let currentInputModeDidChangeNotification = Notification.Name(
        "UITextInputCurrentInputModeDidChangeNotification")
}

/// Whether editing gestures apply to a responder (UIEditingInteractionConfiguration).
public enum EditingInteractionConfiguration: Int, Hashable, Sendable {
    /// No editing gestures.
    case none
    /// The system's editing gestures (three-finger undo and redo).
    case `default`
}

/// A view that shows in place of the keyboard or above it (UIInputView).
@preconcurrency @MainActor
open class InputView: View {
    /// How an input view looks.
    public enum Style: Int, Hashable, Sendable {
        case `default`, keyboard
    }

    /// How the view looks.
    public let inputViewStyle: Style
    /// Whether the view shows the keyboard's background; true by default.
    open var allowsSelfSizing = false

    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    public required override init(frame: CGRect) {
        inputViewStyle = .default
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }
}

/// A controller whose view replaces the keyboard (UIInputViewController), as a responder's
/// ``Responder/inputViewController`` gives it.
@preconcurrency @MainActor
open class InputViewController: ViewController {
    /// The controller's view, shown in place of the keyboard (UIKit types it `UIInputView?`; Swift cannot
    /// narrow a property it overrides, so here it is any view).
    open override var inputView: View? {
        get { view }
        set { if let newValue { view = newValue } }
    }
    /// Whether the keyboard needs a key to switch to the next keyboard; false headless (one keyboard).
    open var needsInputModeSwitchKey: Bool { false }
    /// Whether the keyboard has full access (network, shared container); false headless.
    open var hasFullAccess: Bool { false }
    /// The language the keyboard types in; nil uses the process's.
    open var primaryLanguage: String?

    /// Dismisses the keyboard: the first responder resigns.
    open func dismissKeyboard() {
        Responder.firstResponder?.resignFirstResponder()
    }

    /// Switches to the next keyboard (there is one headless).
    open func advanceToNextInputMode() {}
}

/// The activity type of browsing a web page (Foundation's `NSUserActivityTypeBrowsingWeb`), whose
/// `webpageURL` is the page: what an app hands a browser, or a universal link brings to a scene.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// What the user is doing, for Handoff, Spotlight and state restoration (NSUserActivity): a data-only record
/// on Linux, where none of those services exists. Scenes and responders carry it and hand it back.
@preconcurrency @MainActor
open class NSUserActivity {
    /// The kind of activity, a reverse-DNS string ("com.example.viewing-photo").
    public let activityType: String
    /// A title for people.
    open var title: String?
    /// What the activity needs to resume.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of ``userInfo`` the activity needs.
    open var requiredUserInfoKeys: Set<String>?
    /// Words Spotlight finds the activity by.
    open var keywords: Set<String> = []
    /// A web page that shows the same thing.
    open var webpageURL: URL?
    /// A name for the content, for scenes that pick an activity.
    open var targetContentIdentifier: String?
    /// A name that identifies the activity for later removal.
    open var persistentIdentifier: String?
    /// Whether the activity's state must be refreshed (``Responder/updateUserActivityState(_:)``).
    open var needsSave = false
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    /// When the activity stops being relevant.
    open var expirationDate: Date?
    /// Whether this is the current activity (``becomeCurrent()``).
    public private(set) var isCurrent = false

    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to ``userInfo``.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        info.merge(otherDictionary) { _, new in new }
        userInfo = info
    }

    /// Makes this the activity in use.
    open func becomeCurrent() { isCurrent = true }
    /// Stops being the activity in use.
    open func resignCurrent() { isCurrent = false }
    /// Ends the activity for good.
    open func invalidate() { isCurrent = false }
}
