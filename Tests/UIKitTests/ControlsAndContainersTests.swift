import UIKit
import XCTest

/// Controls, containers and view members a UIKit screen uses, written as client code.
@MainActor
final class ControlsAndContainersTests: XCTestCase {
    final class PlayerViewController: UIViewController, UITextViewDelegate {
        let volume = UISlider()
        let repeats = UIStepper()
        let pages = UIPageControl()
        let notes = UITextView()
        let composer = UIView()
        var log: [String] = []
        var appearedWhilePresented = false

        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { true }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

        override func viewDidLoad() {
            super.viewDidLoad()
            volume.maximumValue = 10
            volume.addAction(UIAction { [unowned self] _ in log.append("volume \(volume.value)") }, for: .valueChanged)
            repeats.maximumValue = 3
            repeats.wraps = true
            repeats.addAction(
                UIAction { [unowned self] _ in log.append("repeats \(repeats.value)") }, for: .valueChanged)
            pages.numberOfPages = 3
            notes.delegate = self
            composer.translatesAutoresizingMaskIntoConstraints = false
            for subview in [volume, repeats, pages, notes, composer] { view.addSubview(subview) }
            NSLayoutConstraint.activate([
                composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                composer.heightAnchor.constraint(equalToConstant: 50),
                composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            appearedWhilePresented = isBeingPresented
        }

        func textViewDidChange(_ textView: UITextView) { log.append("notes \(textView.text ?? "")") }
    }

    func testControlsSendValueChangedAndTheTextViewsDelegateHearsTyping() async {
        let player = PlayerViewController()
        player.loadViewIfNeeded()
        player.volume.slide(to: 12)
        player.repeats.tapIncrement()
        player.repeats.tapIncrement()
        player.repeats.tapIncrement()
        player.repeats.tapIncrement()
        player.notes.type("ok")
        XCTAssertEqual(
            player.log,
            ["volume 10.0", "repeats 1.0", "repeats 2.0", "repeats 3.0", "repeats 0.0", "notes o", "notes ok"])
        XCTAssertEqual(player.preferredStatusBarStyle, .lightContent)
        XCTAssertEqual(player.supportedInterfaceOrientations, .portrait)
        XCTAssertTrue(player.notes.textViewDelegate === player)
    }

    func testTheKeyboardGuideSitsAboveTheHomeIndicatorWhenTheKeyboardIsHidden() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let player = PlayerViewController()
        window.rootViewController = player
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(player.composer.frame, CGRect(x: 0, y: 844 - 34 - 50, width: 390, height: 50))
        window.screenSafeAreaInsets = .zero
        window.layoutIfNeeded()
        XCTAssertEqual(player.composer.frame.maxY, 844)
    }

    func testPresentingSaysSoInTheAppearanceCallbacks() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let player = PlayerViewController()
        root.present(player, animated: true)
        XCTAssertTrue(player.appearedWhilePresented)
        XCTAssertFalse(player.isBeingPresented, "only during the transition")
    }

    func testATabBarControllerShowsTheSelectedTab() async {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        let second = UINavigationController(rootViewController: UIViewController())
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        second.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        XCTAssertTrue(tabs.selectedViewController === first)
        XCTAssertTrue(first.viewIfLoaded?.window === window)
        tabs.tapTab(at: 1)
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertNil(first.viewIfLoaded?.superview)
        XCTAssertTrue(second.view.window === window)
        XCTAssertTrue(second.topViewController?.tabBarController === tabs)
    }

    /// Labels and image views take no touches until told to, as in UIKit: a tap on one reaches the view below.
    func testLabelsAndImageViewsLetTouchesThrough() async {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let title = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        let icon = UIImageView(image: UIImage(systemName: "star"))
        icon.frame.origin = CGPoint(x: 150, y: 10)
        card.addSubview(title)
        card.addSubview(icon)
        XCTAssertFalse(title.isUserInteractionEnabled)
        XCTAssertTrue(card.hitTest(CGPoint(x: 20, y: 15), with: nil) === card)
        XCTAssertTrue(card.hitTest(CGPoint(x: 155, y: 15), with: nil) === card)
        title.isUserInteractionEnabled = true
        XCTAssertTrue(card.hitTest(CGPoint(x: 20, y: 15), with: nil) === title)
    }

    func testSubviewOrderingMembers() async {
        let container = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        container.addSubview(a)
        container.addSubview(b)
        container.insertSubview(c, belowSubview: b)
        XCTAssertEqual(container.subviews, [a, c, b])
        container.exchangeSubview(at: 0, withSubviewAt: 2)
        XCTAssertEqual(container.subviews, [b, c, a])
        container.insertSubview(a, aboveSubview: b)
        XCTAssertEqual(container.subviews, [b, a, c])
        XCTAssertTrue(container.isOpaque)
        container.setNeedsDisplay()
        XCTAssertTrue(container.needsDisplay)
    }
}

/// Attributed text as UIKit code builds it, with the paragraph and underline styles Foundation on Linux lacks.
@MainActor
final class AttributedTextTests: XCTestCase {
    func testParagraphAndUnderlineStylesBuildAttributedText() async {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.alignment = .center
        let copy = paragraph.mutableCopy() as! NSMutableParagraphStyle
        copy.lineSpacing = 8
        let text = NSAttributedString(
            string: "Terms",
            attributes: [
                .paragraphStyle: paragraph, .underlineStyle: NSUnderlineStyle.single.rawValue,
                .foregroundColor: UIColor.link,
            ])
        let label = UILabel()
        label.attributedText = text
        XCTAssertEqual(label.text, "Terms")
        XCTAssertEqual(
            (text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.lineSpacing, 4)
        XCTAssertEqual(copy.lineSpacing, 8)
        XCTAssertEqual(copy.alignment, .center)
        XCTAssertEqual(NSParagraphStyle.default.lineSpacing, 0)
    }
}
