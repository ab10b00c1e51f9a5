import Foundation

/// How an action behaves (UserNotifications' `UNNotificationActionOptions`), with UserNotifications' bits.
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The device must be unlocked first.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// The action is shown as destructive.
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// The action opens the app.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// An action's icon (UserNotifications' `UNNotificationActionIcon`, iOS 15): an SF Symbol or a template image.
public final class UNNotificationActionIcon: NSObject, @unchecked Sendable {
    /// The symbol's name, for an icon made from a system image.
    public let systemImageName: String?
    /// The image's name, for an icon made from a template image in the app's bundle.
    public let templateImageName: String?

    public init(systemImageName: String) {
        self.systemImageName = systemImageName
        templateImageName = nil
    }

    public init(templateImageName: String) {
        systemImageName = nil
        self.templateImageName = templateImageName
    }
}

/// A button a notification shows (UserNotifications' `UNNotificationAction`): the person's choice reaches the
/// delegate's `didReceive` with the action's identifier.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions
    public let icon: UNNotificationActionIcon?

    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [],
        icon: UNNotificationActionIcon? = nil
    ) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = icon
    }

    /// Equal identifiers, titles and options.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationAction else { return false }
        return identifier == other.identifier && title == other.title && options == other.options
    }

    open override var hash: Int { identifier.hashValue }
}

/// An action that asks for text (UserNotifications' `UNTextInputNotificationAction`): a reply field.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    public let textInputButtonTitle: String
    public let textInputPlaceholder: String

    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [],
        icon: UNNotificationActionIcon? = nil, textInputButtonTitle: String, textInputPlaceholder: String
    ) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options, icon: icon)
    }

    public convenience init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
        textInputPlaceholder: String
    ) {
        self.init(
            identifier: identifier, title: title, options: options, icon: nil,
            textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
    }
}

/// How a category's notifications behave (UserNotifications' `UNNotificationCategoryOptions`).
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The delegate hears dismissals too (as `UNNotificationDismissActionIdentifier`).
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// The notifications show in CarPlay.
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// A hidden preview still shows the title.
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// A hidden preview still shows the subtitle.
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A kind of notification and the actions it offers (UserNotifications' `UNNotificationCategory`): a request's
/// content names it in `categoryIdentifier`.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions
    /// What a hidden preview says instead of the body.
    public let hiddenPreviewsBodyPlaceholder: String
    /// How a group of these notifications is summarized.
    public let categorySummaryFormat: String

    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
        options: UNNotificationCategoryOptions = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
        self.categorySummaryFormat = categorySummaryFormat ?? ""
        self.options = options
    }

    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: nil,
            options: options)
    }

    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: "", categorySummaryFormat: nil, options: options)
    }

    /// Categories are told apart by identifier, as the center keeps one per identifier.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationCategory)?.identifier == identifier
    }

    open override var hash: Int { identifier.hashValue }
}

extension UNUserNotificationCenter {
    /// Registers the app's kinds of notification and their actions, replacing what was registered.
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        self.categories = categories
    }

    /// The registered categories.
    public func getNotificationCategories(
        completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void
    ) {
        completionHandler(categories)
    }

    /// The registered categories.
    public func notificationCategories() async -> Set<UNNotificationCategory> { categories }

    /// The person picks `actionIdentifier` on a delivered notification (beyond UserNotifications, headless): it
    /// must be one of the actions of the notification's category, or the default or dismiss action (dismissal
    /// reaches the delegate only when the category asks for it). Returns whether the delegate was told.
    @discardableResult
    public func choose(_ actionIdentifier: String, on notification: UNNotification) -> Bool {
        let category = categories.first { $0.identifier == notification.request.content.categoryIdentifier }
        switch actionIdentifier {
        case UNNotificationResponse.defaultActionIdentifier: break
        case UNNotificationResponse.dismissActionIdentifier:
            guard category?.options.contains(.customDismissAction) == true else { return false }
        default:
            guard category?.actions.contains(where: { $0.identifier == actionIdentifier }) == true else { return false }
        }
        respond(to: notification, actionIdentifier: actionIdentifier)
        return true
    }
}
