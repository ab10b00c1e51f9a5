import UIKit
import XCTest

/// What a twenty-ninth round of unseen screens needed: a photo feed whose collection view subclass is made with
/// `init()`, an app launched from `main.swift`, a transit app's large content viewer on a bar button, a C IDE's
/// key command with alternates, its file browser's drags of files, and bar buttons whose actions return a value
/// or whose target is a stored property initializer's `self`.
final class RoundTwentyNineIdiomsTests: XCTestCase {
    /// A key window showing `controller`, as a scene delegate sets one up.
    @MainActor
    func keyWindow(showing controller: UIViewController, size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// InstaPug's feed: the subclass overrides the designated initializer and passes its own layout to super.
    final class PostCollectionView: UICollectionView {
        override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
            let flowLayout = UICollectionViewFlowLayout()
            super.init(frame: frame, collectionViewLayout: flowLayout)
            alwaysBounceVertical = true
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    @MainActor
    func testACollectionViewSubclassMadeWithoutALayout() async {
        let collectionView = PostCollectionView()
        XCTAssertEqual(collectionView.frame, .zero)
        XCTAssertTrue(collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        XCTAssertTrue(collectionView.alwaysBounceVertical)
        let framed = PostCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(framed.bounds.width, 390)
        // The class itself, made so, stops as UIKit raises.
        XCTAssertEqual(
            ProgrammerError.collectionViewWithoutLayout.description,
            "NSInvalidArgumentException: UICollectionView must be initialized with a non-nil layout parameter - make "
                + "it with init(frame:collectionViewLayout:), or override that initializer and pass a layout to super")
    }

    /// Twilio's `main.swift` calls `UIApplicationMain` from top-level code, which is not isolated in Swift 5 mode,
    /// and ignores its result: the function is not isolated, as UIKit's C function is (referred to here from a
    /// nonisolated context; called, it would launch the app and never return).
    nonisolated func testUIApplicationMainIsNotIsolated() {
        let launch: (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, String?, String?) -> Int32 =
            UIApplicationMain
        XCTAssertNotNil(launch as Any)
    }

    /// OneBusAway's activity button: at the accessibility text sizes a long press on it shows its title large,
    /// and lifting the finger on it taps it.
    @MainActor
    func testTheLargeContentViewerShowsAButtonAndTapsItOnLift() async {
        let controller = UIViewController()
        let window = keyWindow(showing: controller)
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
        button.largeContentTitle = "Refresh"
        button.showsLargeContentViewer = true
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        controller.view.addSubview(button)
        let interaction = UILargeContentViewerInteraction()
        button.addInteraction(interaction)
        XCTAssertTrue(interaction.view === button)
        XCTAssertTrue(
            button.gestureRecognizers?.contains(interaction.gestureRecognizerForExclusionRelationship) == true)
        // Off at the default text size: a long press shows nothing.
        XCTAssertFalse(UILargeContentViewerInteraction.isEnabled)
        let quiet = button.touchDown(at: CGPoint(x: 22, y: 22))
        quiet.hold(for: 1)
        XCTAssertNil(interaction.shownItem)
        quiet.lift()
        XCTAssertEqual(taps, 1, "the button's own tap: the viewer's long press did not begin")
        final class Count: @unchecked Sendable { var posts = 0 }
        let count = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: UILargeContentViewerInteraction.enabledStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in count.posts += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIApplication.shared.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        defer { UIApplication.shared.setPreferredContentSizeCategory(.large) }
        XCTAssertTrue(UILargeContentViewerInteraction.isEnabled)
        XCTAssertEqual(count.posts, 1, "turned on")
        let press = button.touchDown(at: CGPoint(x: 22, y: 22))
        press.hold(for: 1)
        XCTAssertTrue(interaction.shownItem === button)
        XCTAssertEqual(interaction.shownItem?.largeContentTitle, "Refresh")
        press.lift()
        XCTAssertNil(interaction.shownItem)
        XCTAssertEqual(taps, 2, "lifting on the button taps it once: the long press took the button's touch")
        withExtendedLifetime(window) {}
    }

    /// SeeLess's Build command: ⌘B builds, and its alternate, ⌘⌥B, cleans first.
    final class SplitViewController: UISplitViewController {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        func build() { log.append("build") }
        func cleanAndBuild() { log.append("clean and build") }
        override var keyCommands: [UIKeyCommand]? {
            [
                UIKeyCommand(
                    title: "Build", image: nil, action: SplitViewController.build, input: "b",
                    modifierFlags: .command, propertyList: nil,
                    alternates: [
                        UICommandAlternate(
                            title: "Clean and Build", action: SplitViewController.cleanAndBuild,
                            modifierFlags: .alternate)
                    ], discoverabilityTitle: "Build", attributes: [], state: .off)
            ]
        }
    }

    @MainActor
    func testAKeyCommandWithAnAlternate() async {
        let split = SplitViewController(style: .doubleColumn)
        let window = keyWindow(showing: split, size: CGSize(width: 1024, height: 768))
        XCTAssertTrue(split.becomeFirstResponder())
        XCTAssertEqual(split.keyCommands?.first?.alternates.first?.title, "Clean and Build")
        window.press(UIKey(keyCode: .keyboardB, charactersIgnoringModifiers: "b", modifierFlags: .command))
        window.press(
            UIKey(keyCode: .keyboardB, charactersIgnoringModifiers: "b", modifierFlags: [.command, .alternate]))
        window.press(UIKey(keyCode: .keyboardB, charactersIgnoringModifiers: "b", modifierFlags: [.command, .shift]))
        XCTAssertEqual(split.log, ["build", "clean and build"], "⌘⇧B is neither")
    }

    /// SeeLess drags its project's files: an item provider made from a file, read in place or as a copy.
    @MainActor
    func testItemProvidersOfFiles() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("round29-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.txt")
        try Data("int main() {}".utf8).write(to: file)
        XCTAssertNil(NSItemProvider(contentsOf: folder.appendingPathComponent("missing.c")))
        let provider = try XCTUnwrap(NSItemProvider(contentsOf: file))
        XCTAssertEqual(provider.suggestedName, "main")
        XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.plain-text"])
        let item = UIDragItem(itemProvider: provider)
        final class Box: @unchecked Sendable {
            var url: URL?
            var inPlace = false
            var text: String?
            var copyExisted = false
        }
        let box = Box()
        item.itemProvider.loadInPlaceFileRepresentation(forTypeIdentifier: "public.text") { url, inPlace, _ in
            box.url = url
            box.inPlace = inPlace
        }
        XCTAssertEqual(box.url, file)
        XCTAssertTrue(box.inPlace)
        provider.loadFileRepresentation(forTypeIdentifier: "public.plain-text") { url, _ in
            box.copyExisted = url.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
            box.url = url
        }
        XCTAssertTrue(box.copyExisted)
        XCTAssertNotEqual(box.url, file, "a copy")
        XCTAssertFalse(FileManager.default.fileExists(atPath: box.url!.path), "removed after the handler")
        provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { data, _ in
            box.text = data.map { String(decoding: $0, as: UTF8.self) }
        }
        XCTAssertEqual(box.text, "int main() {}")
        // Data written out as a file for a reader of files; not in place.
        let data = NSItemProvider(item: nil, typeIdentifier: nil)
        data.registerDataRepresentation(forTypeIdentifier: "public.plain-text", visibility: .all) { completion in
            completion(Data("note".utf8), nil)
            return nil
        }
        data.loadInPlaceFileRepresentation(forTypeIdentifier: "public.plain-text") { url, inPlace, _ in
            box.text = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
            box.inPlace = inPlace
        }
        XCTAssertEqual(box.text, "note")
        XCTAssertFalse(box.inPlace)
    }

    /// SeeLess's editor: a keyboard-dismissing bar button whose action returns a value, and undo and redo items
    /// made in stored property initializers, where `self` is the controller's `self()` method.
    final class EditorViewController: UIViewController {
        var log: [String] = []
        let textView = UITextView()
        lazy var dismissItem = UIBarButtonItem(
            image: UIImage(systemName: "chevron.down"), style: .plain, target: textView,
            action: UITextView.resignFirstResponder)
        /// What `self` is in a stored property's initializer: the controller's `self()` method (written out here,
        /// as the bare `self` compiles with Swift's warning that it may be unexpected).
        static let selfMethod: (EditorViewController) -> () -> EditorViewController = { controller in { controller } }
        let undoItem = UIBarButtonItem(
            image: UIImage(systemName: "arrow.uturn.left"), style: .plain, target: EditorViewController.selfMethod,
            action: EditorViewController.undo(_:))
        func undo(_ sender: Any) { log.append("undo") }
    }

    @MainActor
    func testBarButtonActionsThatReturnAValueOrGoUpTheResponderChain() async {
        let editor = EditorViewController()
        let window = keyWindow(showing: editor)
        editor.view.addSubview(editor.textView)
        XCTAssertTrue(editor.textView.becomeFirstResponder())
        editor.undoItem.tap()
        XCTAssertEqual(editor.log, ["undo"], "up the chain from the text view to its controller")
        editor.dismissItem.tap()
        XCTAssertFalse(editor.textView.isFirstResponder)
        withExtendedLifetime(window) {}
    }
}
