import UIKit
import UniformTypeIdentifiers
import XCTest

/// What shipping apps' screens do beyond tutorials (round 14's unseen screens): observers registered with a
/// method, the app's lifecycle notifications, cells with a `style` of their own, readable-width margins, font
/// descriptors built from attributes, image assets, and the Foundation calls they make.
@MainActor
final class RealAppIdiomsTests: XCTestCase {
    final class SettingsViewController: UITableViewController {
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(
                self, selector: SettingsViewController.appDidBecomeActive,
                name: UIApplication.didBecomeActiveNotification, object: nil)
            NotificationCenter.default.addObserver(
                self, selector: SettingsViewController.appWillEnterForeground,
                name: UIApplication.willEnterForegroundNotification, object: nil)
            NotificationCenter.default.addObserver(
                self, selector: SettingsViewController.sceneEnteredBackground,
                name: UIScene.didEnterBackgroundNotification, object: nil)
        }

        func appDidBecomeActive(_ note: Notification) { events.append("active") }
        func appWillEnterForeground() { events.append("foreground") }
        func sceneEnteredBackground(_ note: Notification) { events.append("scene background") }

        func stopListening() { NotificationCenter.default.removeObserver(self) }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let settings = SettingsViewController(style: .insetGrouped)

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = settings
            window?.makeKeyAndVisible()
        }
    }

    func testMethodObserversHearTheAppsLifecycleUntilRemoved() async throws {
        let application = UIApplication.shared
        application.terminate()  // other tests' scenes: this test's app starts with none
        let delegate = AppDelegate()
        let scenes = SceneDelegate()
        var launched = 0
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didFinishLaunchingNotification, object: application, queue: nil
        ) { _ in MainActor.assumeIsolated { launched += 1 } }
        defer { NotificationCenter.default.removeObserver(token) }
        application.launch(delegate: delegate, sceneDelegate: scenes)
        let settings = scenes.settings
        settings.loadViewIfNeeded()
        XCTAssertEqual(launched, 1)
        application.enterBackground()
        application.enterForeground()
        XCTAssertEqual(
            settings.events, ["active", "scene background", "foreground", "active"],
            "viewDidLoad ran as the window appeared, before the app became active")
        settings.stopListening()
        application.enterBackground()
        application.enterForeground()
        XCTAssertEqual(settings.events.count, 4, "removeObserver(self) removes the method observers")
        application.terminate()
    }

    func testAnObserverThatIsGoneHearsNothing() async {
        var heard = 0
        final class Listener {
            let onNote: () -> Void
            init(_ onNote: @escaping () -> Void) { self.onNote = onNote }
            func hear() { onNote() }
        }
        var listener: Listener? = Listener { heard += 1 }
        let name = Notification.Name("RealAppIdiomsTests.ping")
        NotificationCenter.default.addObserver(listener!, selector: Listener.hear, name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        weak let gone = listener
        listener = nil
        XCTAssertNil(gone, "the center holds its observers weakly")
        NotificationCenter.default.post(name: name, object: nil)
        XCTAssertEqual(heard, 1)
    }

    /// Pocket Casts' cells keep a `style` of their own: UIKit's cell has no such property to clash with.
    final class ThemedCell: UITableViewCell {
        var style: Int = 0
    }

    func testACellsOwnStylePropertyAndReadableMargins() async throws {
        let cell = ThemedCell(style: .subtitle, reuseIdentifier: "themed")
        cell.style = 2
        XCTAssertEqual(cell.style, 2)
        XCTAssertNotNil(cell.detailTextLabel)

        let form = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 400))
        let field = UIView()
        field.translatesAutoresizingMaskIntoConstraints = false
        form.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: form.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: form.layoutMarginsGuide.trailingAnchor),
            field.topAnchor.constraint(equalTo: form.layoutMarginsGuide.topAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
        form.layoutIfNeeded()
        XCTAssertEqual(field.frame.width, 1024 - 16)
        form.layoutMarginsFollowReadableWidth = true
        form.layoutIfNeeded()
        XCTAssertEqual(field.frame.width, 672, "the margins narrow to the readable width")
        XCTAssertEqual(field.frame.midX, 512)
    }

    func testFontDescriptorsImageAssetsAndFoundationCalls() async throws {
        let base = UIFont.systemFont(ofSize: 15).fontDescriptor
        let heavy = base.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy.rawValue]])
        XCTAssertEqual(UIFont(descriptor: heavy, size: 0).pointSize, 15)
        XCTAssertTrue(heavy.symbolicTraits.contains(.traitBold), "heavy is bold")
        let larger = base.addingAttributes([.size: 22])
        XCTAssertEqual(larger.pointSize, 22)

        let light = UIImage(systemName: "sun.max")!
        let dark = UIImage(systemName: "moon")!
        let asset = UIImageAsset()
        asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertTrue(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === dark)
        XCTAssertTrue(asset.image(with: UITraitCollection(userInterfaceStyle: .light)) === light)
        XCTAssertTrue(dark.imageAsset === asset)
        let lifted = light.withBaselineOffset(fromBottom: 4)
        XCTAssertTrue(lifted.hasBaseline)
        XCTAssertEqual(lifted.baselineOffsetFromBottom, 4)
        XCTAssertFalse(lifted.imageWithoutBaseline().hasBaseline)

        let count = NSString.localizedStringWithFormat("%d feeds", 3)
        XCTAssertEqual(count as String, "3 feeds")
        let picked = URL(fileURLWithPath: "/tmp/theme.nnwtheme")
        XCTAssertTrue(picked.startAccessingSecurityScopedResource())
        picked.stopAccessingSecurityScopedResource()
        let footer = NSMutableAttributedString()
        footer.append(NSAttributedString(string: "Privacy"))
        footer.addAttribute(.paragraphStyle, value: NSMutableParagraphStyle(), range: NSRange(location: 0, length: 7))
        XCTAssertEqual(footer.string, "Privacy")
        XCTAssertTrue(footer.attribute(.paragraphStyle, at: 0, effectiveRange: nil) is NSParagraphStyle)
        XCTAssertEqual(NSAttributedString().length, 0)
        XCTAssertEqual(kCFBundleNameKey as String, "CFBundleName")
        XCTAssertTrue(UITableViewCell.classForCoder() == UITableViewCell.self)
        let serial = OS_dispatch_queue_serial(label: "com.example.images")
        XCTAssertEqual(serial.label, "com.example.images")
        let archived = try NSKeyedArchiver.archivedData(
            withRootObject: [NSString(string: "token")], requiringSecureCoding: true)
        XCTAssertEqual(
            try NSKeyedUnarchiver.unarchivedArrayOfObjects(ofClass: NSString.self, from: archived), ["token"])
        let truncating = NSMutableParagraphStyle()
        truncating.tighteningFactorForTruncation = 0.05
        XCTAssertEqual(truncating.tighteningFactorForTruncation, 0.05)
        let theme = UTType(importedAs: "com.ranchero.netnewswire.theme", conformingTo: .json)
        XCTAssertTrue(theme.conforms(to: .text), "an imported type conforms to its parent's parents too")
        XCTAssertTrue(UTType.zip.conforms(to: .archive))
        XCTAssertEqual(CGColor(gray: 0.5, alpha: 1), UIColor(white: 0.5, alpha: 1).cgColor)

        let view = UIView()
        let observations: Set<NSKeyValueObservation> = [
            view.observe(\.isHidden) { _, _ in }, view.observe(\.alpha) { _, _ in },
        ]
        XCTAssertEqual(observations.count, 2)
        XCTAssertEqual(UIViewController().previewActionItems.count, 0)
        let legacy = UIDocumentPickerViewController(documentTypes: ["public.plain-text"], in: .import)
        XCTAssertEqual(legacy.documentPickerMode, .import)
        XCTAssertTrue(legacy.asCopy)
        let tab = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        tab.accessibilityLabel = "Inbox, 3 unread"
        tab.accessibilityUserInputLabels = ["Inbox"]
        XCTAssertEqual(tab.accessibilityUserInputLabels, ["Inbox"])
    }

    final class AutocompleteViewController: UIViewController {
        var searches = 0
        var shownEmptyState: String?

        func textChanged() {
            NSObject.cancelPreviousPerformRequests(withTarget: self)
            perform(AutocompleteViewController.search, with: nil, afterDelay: 0.3)
        }

        func search() { searches += 1 }
        func showEmptyState(_ message: Any?) { shownEmptyState = message as? String }
    }

    func testDelayedPerformsRunOnVirtualTimeAndCancel() async {
        let controller = AutocompleteViewController()
        for _ in 0..<5 {
            controller.textChanged()
            UIView.advanceAnimations(by: 0.1)
        }
        XCTAssertEqual(controller.searches, 0, "each keystroke cancelled the search before")
        UIView.advanceAnimations(by: 0.3)
        XCTAssertEqual(controller.searches, 1, "the last keystroke's search ran 0.3 s after it")
        controller.perform(AutocompleteViewController.showEmptyState, with: "No sites", afterDelay: 1)
        UIView.advanceAnimations(by: 1)
        XCTAssertEqual(controller.shownEmptyState, "No sites")
    }
}
