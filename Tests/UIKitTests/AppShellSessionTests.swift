import UIKit
import XCTest

/// An app delegate that reads its launch options' quick action, a window that watches every touch, and a scene
/// closed from the app switcher, as app shells written for iOS 9 to 17 do.
@MainActor
final class AppShellSessionTests: XCTestCase {
    final class QuickActionAppDelegate: UIResponder, UIApplicationDelegate {
        var launchedFor: String?

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
                launchedFor = item.type
                return false
            }
            return true
        }

        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
            -> UIInterfaceOrientationMask
        { .portrait }
    }

    final class IdleTimerWindow: UIWindow {
        var touchesSeen = 0
        override func sendEvent(_ event: UIEvent) {
            if event.allTouches?.isEmpty == false { touchesSeen += 1 }
            super.sendEvent(event)
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var disconnected = false
        func sceneDidDisconnect(_ scene: UIScene) { disconnected = true }
    }

    func testTheLaunchOptionsQuickActionAndTheAppsOrientations() async {
        let delegate = QuickActionAppDelegate()
        let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "New Note")
        UIApplication.shared.launch(delegate: delegate, options: [.shortcutItem: item])
        XCTAssertEqual(delegate.launchedFor, "compose")
        XCTAssertEqual(UIApplication.shared.supportedInterfaceOrientations(for: nil), .portrait)
    }

    func testTouchesGoThroughTheApplicationToTheirWindow() async {
        let window = IdleTimerWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        window.makeKeyAndVisible()
        button.touchDown(at: CGPoint(x: 50, y: 22)).lift()
        XCTAssertEqual(taps, 1)
        XCTAssertGreaterThanOrEqual(window.touchesSeen, 2, "the touch's beginning and end reached the window")
    }

    func testAClosedSceneSessionIsDisconnectedAndForgotten() async throws {
        let scene = SceneDelegate()
        let windowScene = try XCTUnwrap(
            UIApplication.shared.launch(delegate: QuickActionAppDelegate(), sceneDelegate: scene))
        let session = windowScene.session
        XCTAssertTrue(UIApplication.shared.openSessions.contains(session))
        UIApplication.shared.requestSceneSessionRefresh(session)
        UIApplication.shared.requestSceneSessionDestruction(session, options: nil) { error in
            XCTFail("\(error)")
        }
        XCTAssertTrue(scene.disconnected)
        XCTAssertFalse(UIApplication.shared.connectedScenes.contains(windowScene))
        XCTAssertFalse(UIApplication.shared.openSessions.contains(session))
    }
}
