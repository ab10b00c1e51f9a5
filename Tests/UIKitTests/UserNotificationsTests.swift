import UIKit
import UserNotifications
import XCTest

/// A reminders list that asks to notify and schedules a local notification per reminder, as UIKit apps do; the
/// notifications arrive on the views' virtual clock.
@MainActor
final class UserNotificationsTests: XCTestCase {
    final class RemindersViewController: UITableViewController, UNUserNotificationCenterDelegate {
        var presented: [String] = []
        var opened: [String] = []

        func schedule(_ title: String, in seconds: TimeInterval, repeats: Bool = false) {
            let content = UNMutableNotificationContent()
            content.title = title
            content.body = "Reminder"
            content.sound = .default
            content.badge = 1
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: repeats)
            let request = UNNotificationRequest(identifier: title, content: content, trigger: trigger)
            UNUserNotificationCenter.current().add(request) { error in XCTAssertNil(error) }
        }

        func userNotificationCenter(
            _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
        ) {
            presented.append(notification.request.content.title)
            completionHandler([.banner, .sound])
        }

        func userNotificationCenter(
            _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
            withCompletionHandler completionHandler: @escaping () -> Void
        ) {
            opened.append(response.notification.request.identifier)
            completionHandler()
        }
    }

    override func tearDown() async throws {
        UNUserNotificationCenter.current().reset()
        UNUserNotificationCenter.headlessAuthorization = .authorized
    }

    func testScheduledRemindersArriveOnVirtualTime() async throws {
        let reminders = RemindersViewController(style: .plain)
        let center = UNUserNotificationCenter.current()
        center.delegate = reminders
        let granted = try await center.requestAuthorization(options: [.alert, .sound, .badge])
        XCTAssertTrue(granted)
        let settings = await center.notificationSettings()
        XCTAssertEqual(settings.authorizationStatus, .authorized)
        XCTAssertEqual(settings.alertSetting, .enabled)

        reminders.schedule("Water the plants", in: 30)
        reminders.schedule("Stand up", in: 10, repeats: true)
        let pending = await center.pendingNotificationRequests()
        XCTAssertEqual(pending.map(\.identifier), ["Water the plants", "Stand up"])
        UIView.advanceAnimations(by: 59)
        XCTAssertEqual(reminders.presented, ["Water the plants"], "a repeating trigger waits at least a minute")
        UIView.advanceAnimations(by: 1)
        XCTAssertEqual(reminders.presented, ["Water the plants", "Stand up"])
        UIView.advanceAnimations(by: 60)
        XCTAssertEqual(reminders.presented.last, "Stand up", "it repeats")
        XCTAssertEqual(center.badgeCount, 1)

        let delivered = await center.deliveredNotifications()
        center.respond(to: try XCTUnwrap(delivered.first))
        XCTAssertEqual(reminders.opened, ["Water the plants"])
        center.removeAllPendingNotificationRequests()
        UIView.advanceAnimations(by: 120)
        XCTAssertEqual(reminders.presented.count, 3)
    }

    func testNothingArrivesWhenThePersonRefuses() async throws {
        UNUserNotificationCenter.headlessAuthorization = .denied
        let reminders = RemindersViewController(style: .plain)
        let center = UNUserNotificationCenter.current()
        center.delegate = reminders
        nonisolated(unsafe) var answer: Bool?
        center.requestAuthorization(options: [.alert]) { granted, _ in answer = granted }
        XCTAssertEqual(answer, false)
        reminders.schedule("Call Mum", in: 5)
        UIView.advanceAnimations(by: 10)
        XCTAssertEqual(reminders.presented, [])
        let settings = await center.notificationSettings()
        XCTAssertEqual(settings.alertSetting, .disabled)
    }

    /// A one-time-password app's copy action, registered at launch as its app delegate does, chosen on a
    /// delivered notification.
    func testACategorysActionReachesTheDelegate() async throws {
        let reminders = RemindersViewController(style: .plain)
        let center = UNUserNotificationCenter.current()
        center.delegate = reminders
        _ = try await center.requestAuthorization(options: [.alert])
        let copy = UNNotificationAction(
            identifier: "copy", title: "Copy", options: UNNotificationActionOptions(rawValue: 0))
        let reply = UNTextInputNotificationAction(
            identifier: "reply", title: "Reply", options: [], textInputButtonTitle: "Send", textInputPlaceholder: "")
        let category = UNNotificationCategory(
            identifier: "otp", actions: [copy, reply], intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: "",
            options: [])
        center.setNotificationCategories([category])
        let registered = await center.notificationCategories()
        XCTAssertEqual(registered.map(\.identifier), ["otp"])

        let content = UNMutableNotificationContent()
        content.title = "123456"
        content.categoryIdentifier = "otp"
        center.add(UNNotificationRequest(identifier: "code", content: content, trigger: nil)) { _ in }
        UIView.advanceAnimations(by: 0.1)
        let deliveries = await center.deliveredNotifications()
        let delivered = try XCTUnwrap(deliveries.first)
        XCTAssertTrue(center.choose("copy", on: delivered))
        XCTAssertFalse(center.choose("delete", on: delivered), "not an action of the category")
        XCTAssertFalse(
            center.choose(UNNotificationResponse.dismissActionIdentifier, on: delivered),
            "dismissals reach the delegate only with customDismissAction")
        XCTAssertEqual(reminders.opened, ["code"])
    }
}
