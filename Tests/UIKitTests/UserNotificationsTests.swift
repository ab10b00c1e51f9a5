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
}
