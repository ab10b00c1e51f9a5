// UserNotifications on Linux, so that `import UserNotifications` in UIKit code (a reminders list that schedules
// local notifications) builds unchanged and runs headless: requests wait on the views' virtual clock and are
// delivered to the center's delegate when their time comes, as on a device whose app is in the foreground.
// Authorization is answered by `UNUserNotificationCenter.headlessAuthorization`, which a test sets.
@_exported import Foundation
import ReuseKit

/// What the app asks to do (UserNotifications' `UNAuthorizationOptions`).
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may notify (UserNotifications' `UNAuthorizationStatus`), with Apple's raw values.
public enum UNAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined = 0
    case denied = 1
    case authorized = 2
    case provisional = 3
    case ephemeral = 4
}

/// Whether one kind of notification is on (UserNotifications' `UNNotificationSetting`).
public enum UNNotificationSetting: Int, Hashable, Sendable {
    case notSupported = 0
    case disabled = 1
    case enabled = 2
}

/// How a notification shows while the app is in the foreground (`UNNotificationPresentationOptions`).
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Shows the notification's alert (deprecated since iOS 14: `.list` and `.banner` say it in two parts).
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The app's notification settings (UserNotifications' `UNNotificationSettings`).
public final class UNNotificationSettings: NSObject, Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    public let alertSetting: UNNotificationSetting
    public let badgeSetting: UNNotificationSetting
    public let soundSetting: UNNotificationSetting

    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        authorizationStatus = status
        let allowed = status == .authorized || status == .provisional
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            allowed && options.contains(option) ? .enabled : .disabled
        }
        alertSetting = setting(.alert)
        badgeSetting = setting(.badge)
        soundSetting = setting(.sound)
    }
}

/// A notification's sound (UserNotifications' `UNNotificationSound`).
public final class UNNotificationSound: NSObject, Sendable {
    public let name: String?
    init(name: String?) { self.name = name }
    /// The system's sound.
    public static let `default` = UNNotificationSound(name: nil)
    /// A sound from the app's bundle.
    public convenience init(named name: String) { self.init(name: name) }
}

/// What a notification shows (UserNotifications' `UNNotificationContent`).
open class UNNotificationContent: NSObject, @unchecked Sendable {
    public internal(set) var title = ""
    public internal(set) var subtitle = ""
    public internal(set) var body = ""
    public internal(set) var badge: NSNumber?
    public internal(set) var sound: UNNotificationSound?
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    public internal(set) var categoryIdentifier = ""
    public internal(set) var threadIdentifier = ""

    public override init() {}
}

/// Content to fill in (UserNotifications' `UNMutableNotificationContent`).
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    open override var subtitle: String {
        get { super.subtitle }
        set { super.subtitle = newValue }
    }
    open override var body: String {
        get { super.body }
        set { super.body = newValue }
    }
    open override var badge: NSNumber? {
        get { super.badge }
        set { super.badge = newValue }
    }
    open override var sound: UNNotificationSound? {
        get { super.sound }
        set { super.sound = newValue }
    }
    open override var userInfo: [AnyHashable: Any] {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
    open override var categoryIdentifier: String {
        get { super.categoryIdentifier }
        set { super.categoryIdentifier = newValue }
    }
    open override var threadIdentifier: String {
        get { super.threadIdentifier }
        set { super.threadIdentifier = newValue }
    }
}

/// When a notification is delivered (UserNotifications' `UNNotificationTrigger`).
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
    /// Seconds from `date` to the next delivery; nil when there is none.
    func interval(after date: Date) -> TimeInterval? { nil }
}

/// A delivery after a number of seconds (UserNotifications' `UNTimeIntervalNotificationTrigger`).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval

    /// A trigger `timeInterval` seconds from when the request is added (at least 60 when it repeats, as on iOS;
    /// a shorter repeating interval is raised to 60).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        let valid = timeInterval.isFinite && timeInterval > 0 ? timeInterval : 1
        self.timeInterval = repeats ? max(valid, 60) : valid
        super.init(repeats: repeats)
    }

    override func interval(after date: Date) -> TimeInterval? { timeInterval }
}

/// A delivery at a date matching components (UserNotifications' `UNCalendarNotificationTrigger`).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date matching the components.
    public func nextTriggerDate() -> Date? {
        Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }

    override func interval(after date: Date) -> TimeInterval? {
        Calendar.current.nextDate(after: date, matching: dateComponents, matchingPolicy: .nextTime)
            .map { $0.timeIntervalSince(date) }
    }
}

/// A notification to deliver (UserNotifications' `UNNotificationRequest`).
public final class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// A delivered notification (UserNotifications' `UNNotification`).
public final class UNNotification: NSObject, @unchecked Sendable {
    public let request: UNNotificationRequest
    public let date: Date
    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// The person's answer to a notification (UserNotifications' `UNNotificationResponse`).
public final class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    /// Tapping the notification itself.
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// Dismissing it.
    public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// Told when notifications arrive and when the person answers them (`UNUserNotificationCenterDelegate`).
@preconcurrency @MainActor
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) { completionHandler([]) }
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) { completionHandler() }
}

/// The app's notifications (UserNotifications' `UNUserNotificationCenter`), headless: pending requests are
/// delivered on the views' virtual clock, each to the delegate's `willPresent`, and kept as delivered.
@preconcurrency @MainActor
public final class UNUserNotificationCenter {
    private static let center = UNUserNotificationCenter()
    /// What the person answers when the app asks to notify (beyond UserNotifications, for tests): `.authorized`
    /// unless a test says otherwise.
    public static var headlessAuthorization = UNAuthorizationStatus.authorized

    public weak var delegate: (any UNUserNotificationCenterDelegate)?
    private var status = UNAuthorizationStatus.notDetermined
    private var options: UNAuthorizationOptions = []
    private var pending: [(request: UNNotificationRequest, due: Date, token: Int)] = []
    /// The kinds of notification the app registered, with their actions.
    var categories: Set<UNNotificationCategory> = []
    private var delivered: [UNNotification] = []
    private var nextToken = 0
    /// The badge on the app's icon.
    public private(set) var badgeCount = 0

    private init() {}

    /// The app's center.
    public static func current() -> UNUserNotificationCenter { center }

    /// Asks to notify with `options`: the first time, the person answers (``headlessAuthorization``).
    public func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        completionHandler(authorize(options), nil)
    }

    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        authorize(options)
    }

    private func authorize(_ requested: UNAuthorizationOptions) -> Bool {
        if status == .notDetermined {
            status = Self.headlessAuthorization
            options = requested
        }
        return status == .authorized || status == .provisional
    }

    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(status: status, options: options))
    }

    public func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(status: status, options: options)
    }

    /// Schedules `request` (replacing a pending one with its identifier): delivered when its trigger's time has
    /// passed on the virtual clock, at once without a trigger. Nothing is delivered without authorization.
    public func add(
        _ request: UNNotificationRequest,
        withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        removePendingNotificationRequests(withIdentifiers: [request.identifier])
        schedule(request, from: Date())
        completionHandler?(nil)
    }

    public func add(_ request: UNNotificationRequest) async throws {
        add(request, withCompletionHandler: nil)
    }

    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void)
    {
        completionHandler(pending.map(\.request))
    }

    public func pendingNotificationRequests() async -> [UNNotificationRequest] { pending.map(\.request) }

    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        pending.removeAll { identifiers.contains($0.request.identifier) }
    }

    public func removeAllPendingNotificationRequests() { pending.removeAll() }

    public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler(delivered)
    }

    public func deliveredNotifications() async -> [UNNotification] { delivered }

    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        delivered.removeAll { identifiers.contains($0.request.identifier) }
    }

    public func removeAllDeliveredNotifications() { delivered.removeAll() }

    /// Sets the badge on the app's icon.
    public func setBadgeCount(
        _ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        badgeCount = max(newBadgeCount, 0)
        completionHandler?(nil)
    }

    /// The person taps a delivered notification (beyond UserNotifications, headless): the delegate hears it.
    public func respond(
        to notification: UNNotification, actionIdentifier: String = UNNotificationResponse.defaultActionIdentifier
    ) {
        delegate?.userNotificationCenter(
            self, didReceive: UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
        ) {}
    }

    /// Forgets authorization, requests and deliveries, as reinstalling the app does (beyond UserNotifications,
    /// for tests).
    public func reset() {
        status = .notDetermined
        options = []
        pending = []
        delivered = []
        badgeCount = 0
        categories = []
    }

    private func schedule(_ request: UNNotificationRequest, from date: Date) {
        let wait = request.trigger.map { $0.interval(after: date) } ?? 0
        guard let wait else { return }
        nextToken += 1
        let token = nextToken
        pending.append((request, date.addingTimeInterval(wait), token))
        View.scheduleOnVirtualClock(after: wait) { [weak self] in self?.deliver(token) }
    }

    private func deliver(_ token: Int) {
        guard let index = pending.firstIndex(where: { $0.token == token }) else { return }
        let (request, due, _) = pending.remove(at: index)
        guard status == .authorized || status == .provisional else { return }
        let notification = UNNotification(request: request, date: due)
        delivered.append(notification)
        if let badge = request.content.badge { badgeCount = badge.intValue }
        delegate?.userNotificationCenter(self, willPresent: notification) { _ in }
        if let trigger = request.trigger, trigger.repeats { schedule(request, from: due) }
    }
}
