import Combine
import UIKit
import XCTest

/// The app shell around a list screen as app and scene delegates use it: quick actions, URLs opened in the app,
/// the status bar's height, geometry requests, background fetch settings, and the timers, Combine chains and
/// control details their screens start.
@MainActor
final class AppShellTests: XCTestCase {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var calls: [String] = []
        var backgroundTask: UIBackgroundTaskIdentifier = .invalid

        func application(
            _ application: UIApplication,
            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            calls.append("will finish")
            return true
        }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            calls.append("did finish")
            application.shortcutItems = [
                UIApplicationShortcutItem(
                    type: "compose", localizedTitle: "New Note", localizedSubtitle: nil,
                    icon: UIApplicationShortcutIcon(type: .compose))
            ]
            application.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
            return true
        }

        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
            -> Bool
        {
            calls.append("open \(url.absoluteString) from \(options[.sourceApplication] as? String ?? "?")")
            return true
        }

        func application(
            _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
            completionHandler: @escaping (Bool) -> Void
        ) {
            calls.append("shortcut \(shortcutItem.type)")
            completionHandler(true)
        }

        func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
            calls.append("memory warning")
        }

        func applicationDidEnterBackground(_ application: UIApplication) {
            backgroundTask = application.beginBackgroundTask(withName: "Save") { [weak self] in
                self?.backgroundTask = .invalid
            }
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var opened: [URL] = []
        var shortcuts: [String] = []

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            window?.rootViewController = UINavigationController(rootViewController: UITableViewController())
            window?.makeKeyAndVisible()
            if let shortcut = connectionOptions.shortcutItem { shortcuts.append(shortcut.type) }
        }

        func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
            opened += urlContexts.map(\.url)
        }

        func windowScene(
            _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
            completionHandler: @escaping (Bool) -> Void
        ) {
            shortcuts.append(shortcutItem.type)
            completionHandler(true)
        }
    }

    func testAnAppWithoutScenesHearsItsLaunchURLsAndQuickActions() async throws {
        let application = UIApplication.shared
        application.terminate()
        let delegate = AppDelegate()
        application.launch(delegate: delegate)
        XCTAssertEqual(delegate.calls, ["will finish", "did finish"])
        XCTAssertEqual(application.shortcutItems?.first?.localizedTitle, "New Note")
        XCTAssertEqual(application.minimumBackgroundFetchInterval, 0)
        XCTAssertTrue(
            application.openInApp(
                try XCTUnwrap(URL(string: "notes://new")), options: [.sourceApplication: "com.apple.mobilesafari"]))
        application.performShortcut(try XCTUnwrap(application.shortcutItems?.first))
        XCTAssertEqual(delegate.calls.suffix(2), ["open notes://new from com.apple.mobilesafari", "shortcut compose"])
        application.receiveMemoryWarning()
        XCTAssertEqual(delegate.calls.last, "memory warning", "the app delegate's own method, not a default")
        application.enterBackground()
        XCTAssertNotEqual(delegate.backgroundTask, .invalid)
        application.endBackgroundTask(delegate.backgroundTask)
        application.terminate()
    }

    func testAWindowScenesStatusBarOrientationAndGeometryRequests() async throws {
        let application = UIApplication.shared
        application.terminate()
        let scenes = SceneDelegate()
        let scene = try XCTUnwrap(application.launch(delegate: AppDelegate(), sceneDelegate: scenes))
        XCTAssertEqual(scene.statusBarManager?.statusBarFrame.height, 47, "the top safe-area inset")
        XCTAssertEqual(scene.interfaceOrientation, .portrait)
        XCTAssertNil(scene.sizeRestrictions, "a phone's scenes fill the screen")
        application.openInApp(try XCTUnwrap(URL(string: "notes://item/7")))
        XCTAssertEqual(scenes.opened.map(\.absoluteString), ["notes://item/7"])
        application.performShortcut(UIApplicationShortcutItem(type: "search", localizedTitle: "Search"))
        XCTAssertEqual(scenes.shortcuts, ["search"])

        var refusal: Error?
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portraitUpsideDown)) { refusal = $0 }
        XCTAssertNotNil(refusal, "a table view controller does not support upside down on a phone")
        XCTAssertTrue("\(refusal!)".contains("supportedInterfaceOrientations"))
        let window = try XCTUnwrap(scenes.window)
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
        XCTAssertEqual(scene.interfaceOrientation, .landscapeRight)
        XCTAssertEqual(window.bounds.size, CGSize(width: 844, height: 390), "the window turns and lays out again")
        XCTAssertEqual(scene.effectiveGeometry.interfaceOrientation, .landscapeRight)
        application.terminate()
    }

    func testTimersMadeWithATargetAndASelectorCallTheMethod() async {
        final class CountdownViewController: UIViewController {
            var ticks: [String] = []
            var timer: Timer?

            override func viewDidLoad() {
                super.viewDidLoad()
                timer = Timer.scheduledTimer(
                    timeInterval: 0.01, target: self, selector: CountdownViewController.tick, userInfo: "lap",
                    repeats: true)
            }

            func tick(_ timer: Timer) {
                ticks.append(timer.userInfo as? String ?? "none")
                if ticks.count == 2 { timer.invalidate() }
            }
        }
        let countdown = CountdownViewController()
        countdown.loadViewIfNeeded()
        XCTAssertEqual(countdown.timer?.isValid, true, "scheduled on the run loop")
        countdown.timer?.fire()  // what the run loop does each interval, without waiting for it
        countdown.timer?.fire()
        XCTAssertEqual(countdown.ticks, ["lap", "lap"], "the timer keeps its userInfo and stops when invalidated")
        XCTAssertFalse(countdown.timer?.isValid ?? true)
    }

    func testCombiningFourPublishersAndTheControlsDetails() async {
        let name = CurrentValueSubject<String, Never>("A")
        let count = CurrentValueSubject<Int, Never>(1)
        let flag = CurrentValueSubject<Bool, Never>(false)
        let note = CurrentValueSubject<String, Never>("n")
        var summaries: [String] = []
        let cancellable = name.combineLatest(count, flag, note) { "\($0)\($1)\($2)\($3)" }.sink { summaries.append($0) }
        count.send(2)
        XCTAssertEqual(summaries, ["A1falsen", "A2falsen"])
        cancellable.cancel()

        let progress = Progress(totalUnitCount: 4)
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.observedProgress = progress
        progress.completedUnitCount = 1
        XCTAssertEqual(bar.progress, 0.25, "the bar reads the progress it observes")

        let picker = UIDatePicker()
        picker.datePickerMode = .countDownTimer
        picker.minuteInterval = 5
        picker.countDownDuration = 17 * 60 + 30
        XCTAssertEqual(picker.countDownDuration, 15 * 60, "whole steps of the minute interval")
        XCTAssertEqual(picker.datePickerStyle, .wheels)
        XCTAssertEqual(picker.calendar, Calendar.current)

        let button = UIButton(type: .system)
        var primary = 0
        button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        button.performPrimaryAction()
        XCTAssertEqual(primary, 1)
        XCTAssertEqual(button.allControlEvents, .primaryActionTriggered)
        let stepper = UIStepper()
        let plus = UIImage(systemName: "plus.circle")
        stepper.setIncrementImage(plus, for: .normal)
        XCTAssertTrue(stepper.incrementImage(for: .highlighted) === plus, "a state without its own image uses normal's")
        XCTAssertTrue(UIAccessibilityTraits.allowsDirectInteraction.rawValue == 1 << 13)
    }
}
