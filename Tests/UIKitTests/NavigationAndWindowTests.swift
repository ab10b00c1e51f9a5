import UIKit
import XCTest

/// Back buttons, transition coordinators, key windows, the search bar's text field and padded labels, written as
/// iOS code writes them.
@MainActor
final class NavigationAndWindowTests: XCTestCase {
    /// A detail screen that fades its bar's tint in alongside the push, as apps do in `viewWillAppear`.
    final class DetailViewController: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.append("willAppear")
            transitionCoordinator?.animate(
                alongsideTransition: { _ in self.log.append("alongside") },
                completion: { context in self.log.append("completion cancelled=\(context.isCancelled)") })
            transitionCoordinator?.animate(alongsideTransition: { _ in self.log.append("alongside, no completion") })
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("didAppear")
        }
    }

    func testAnAnimatedPushRunsAlongsideAnimationsAndCompletesAfterDidAppear() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = DetailViewController()
        navigation.pushViewController(detail, animated: true)
        XCTAssertEqual(
            detail.log,
            ["willAppear", "alongside", "alongside, no completion", "didAppear", "completion cancelled=false"])
        XCTAssertNil(detail.transitionCoordinator, "no coordinator once the transition is over")

        let still = DetailViewController()
        navigation.pushViewController(still, animated: false)
        XCTAssertEqual(still.log, ["willAppear", "didAppear"], "an unanimated push has no coordinator")
    }

    /// A list that hides its navigation bar while shown and gives it back to the screen it pushes, asking the
    /// coordinator's context which controller is coming (a common idiom of custom bars).
    final class ProfileListController: UITableViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            transitionCoordinator?.animate(alongsideTransition: { context in
                let from = context.viewController(forKey: .from).map { String(describing: type(of: $0)) } ?? "nil"
                self.seen.append("appear from \(from), curve \(context.completionCurve == .easeInOut)")
            })
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            transitionCoordinator?.animate(alongsideTransition: { context in
                let to = context.viewController(forKey: .to)
                self.seen.append("disappear to \(to.map { String(describing: type(of: $0)) } ?? "nil")")
                self.seen.append("to view loaded \(context.view(forKey: .to) === to?.viewIfLoaded)")
            })
        }
    }

    final class ProfileController: UIViewController {}

    func testTheCoordinatorsContextNamesBothEndsOfAPushAndAPop() async {
        let list = ProfileListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(ProfileController(), animated: true)
        XCTAssertEqual(list.seen, ["disappear to ProfileController", "to view loaded true"])
        list.seen = []
        navigation.popViewController(animated: true)
        XCTAssertEqual(list.seen, ["appear from ProfileController, curve true"])
    }

    func testTheBackButtonRunsTheItemsBackActionOrPops() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let form = UIViewController()
        var asked = 0
        form.navigationItem.backAction = UIAction { _ in asked += 1 }
        form.navigationItem.backButtonDisplayMode = .minimal
        navigation.pushViewController(form, animated: false)
        navigation.tapBackButton()
        XCTAssertEqual(asked, 1)
        XCTAssertEqual(navigation.viewControllers.count, 2, "the back action decides; it did not pop")
        form.navigationItem.backAction = nil
        navigation.tapBackButton()
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(form.navigationItem.backButtonDisplayMode, .minimal)
    }

    func testMakingAWindowKeyResignsThePreviousOne() async {
        /// Notifications of the two windows, in order (a class: the observers' closures are sendable).
        final class Heard: @unchecked Sendable { var names: [String] = [] }
        let heard = Heard()
        let center = NotificationCenter.default
        let main = UIWindow()
        let overlay = UIWindow()
        overlay.windowLevel = .alert + 1
        let ids = [ObjectIdentifier(main): "main", ObjectIdentifier(overlay): "overlay"]
        // Another test's window may resign too: only these two are heard.
        @Sendable nonisolated func name(_ note: Notification) -> String {
            (note.object as AnyObject?).flatMap { ids[ObjectIdentifier($0)] } ?? "other"
        }
        let tokens = [
            center.addObserver(forName: UIWindow.didBecomeKeyNotification, object: nil, queue: nil) { note in
                heard.names.append("key \(name(note))")
            },
            center.addObserver(forName: UIWindow.didResignKeyNotification, object: nil, queue: nil) { note in
                heard.names.append("resign \(name(note))")
            },
        ]
        defer { tokens.forEach(center.removeObserver) }
        main.makeKeyAndVisible()
        overlay.makeKey()
        XCTAssertEqual(heard.names.filter { !$0.hasSuffix("other") }, ["key main", "resign main", "key overlay"])
        XCTAssertFalse(main.isKeyWindow)
        XCTAssertTrue(overlay.isKeyWindow)
        XCTAssertEqual(overlay.windowLevel.rawValue, UIWindow.Level.alert.rawValue + 1)
        let hidden = expectation(forNotification: UIWindow.didBecomeHiddenNotification, object: overlay)
        overlay.isHidden = true
        await fulfillment(of: [hidden], timeout: 0)
    }

    func testTheSearchBarsTextFieldShowsItsTextAndTokens() async {
        let searchBar = UISearchBar()
        searchBar.placeholder = "Search mail"
        searchBar.text = "invoice"
        let field = searchBar.searchTextField
        XCTAssertEqual(field.text, "invoice")
        XCTAssertEqual(field.placeholder, "Search mail")
        field.backgroundColor = .secondarySystemBackground
        field.insertToken(UISearchToken(icon: UIImage(systemName: "paperclip"), text: "Attachments"), at: 0)
        field.insertToken(UISearchToken(icon: nil, text: "Unread"), at: 99)
        XCTAssertEqual(field.tokens.map(\.text), ["Attachments", "Unread"])
        field.removeToken(at: 5)
        field.removeToken(at: 0)
        XCTAssertEqual(field.tokens.map(\.text), ["Unread"])
        field.tokenBackgroundColor = nil
        XCTAssertEqual(field.tokenBackgroundColor, field.tintColor)
    }

    /// The padded label: insets around the text, in its intrinsic size.
    final class PaddedLabel: UILabel {
        let insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let text = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
            return text.inset(
                by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        }
        override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    }

    func testAPaddedLabelGrowsByItsInsets() async {
        let plain = UILabel()
        plain.text = "NEW"
        let padded = PaddedLabel()
        padded.text = "NEW"
        XCTAssertEqual(padded.intrinsicContentSize.width, plain.intrinsicContentSize.width + 16)
        XCTAssertEqual(padded.intrinsicContentSize.height, plain.intrinsicContentSize.height + 8)
        let two = UILabel()
        two.text = "one two three four five six seven"
        two.numberOfLines = 0
        let oneLine = two.textRect(forBounds: CGRect(x: 0, y: 0, width: 60, height: 500), limitedToNumberOfLines: 1)
        let all = two.textRect(forBounds: CGRect(x: 0, y: 0, width: 60, height: 500), limitedToNumberOfLines: 0)
        XCTAssertEqual(oneLine.height, two.font.lineHeight)
        XCTAssertGreaterThan(all.height, oneLine.height)
    }

    func testATabItemMadeEmptyAndStyled() async {
        let item = UITabBarItem()
        XCTAssertNil(item.title)
        XCTAssertEqual(item.tag, 0)
        item.setBadgeTextAttributes([.foregroundColor: UIColor.white], for: .normal)
        XCTAssertNotNil(item.badgeTextAttributes(for: .normal))
        XCTAssertNil(item.badgeTextAttributes(for: .selected))
        item.standardAppearance = UITabBarAppearance()
        XCTAssertNotNil(item.standardAppearance)
    }

    /// A view backed by a gradient layer, as UIKit code writes one.
    final class GradientBackgroundView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    }

    func testAViewBackedByAGradientLayerAndADimmedTint() async {
        let background = GradientBackgroundView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        background.gradientLayer.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        XCTAssertTrue(background.layer is CAGradientLayer)
        XCTAssertEqual(background.gradientLayer.gradientColors.count, 2)
        XCTAssertEqual(background.layer.bounds, background.bounds)
        XCTAssertFalse(UIView().layer is CAGradientLayer)

        let container = UIView()
        let button = UIButton(type: .system)
        container.addSubview(button)
        container.tintColor = .systemGreen
        XCTAssertEqual(button.tintColor, .systemGreen)
        container.tintAdjustmentMode = .dimmed
        XCTAssertEqual(button.tintColor, .systemGray, "dimmed below, as behind an alert")
        button.tintAdjustmentMode = .normal
        XCTAssertEqual(button.tintColor, .systemGreen)
    }
}

/// iOS 26's typed messages, observed as new code observes them.
@MainActor
final class WindowMessageTests: XCTestCase {
    func testKeyAndTextMessagesReachTheirObservers() async {
        let window = UIWindow()
        let field = UITextField()
        window.addSubview(field)
        var heard: [String] = []
        let keyToken = NotificationCenter.default.addObserver(of: window, for: UIWindow.DidBecomeKeyMessage.self) {
            message in
            heard.append("key \(message.window === window)")
        }
        let textToken = NotificationCenter.default.addObserver(of: field, for: UITextField.TextDidChangeMessage.self) {
            message in
            heard.append("text \(message.textField.text ?? "")")
        }
        window.makeKeyAndVisible()
        field.type("Hi")
        XCTAssertEqual(heard, ["key true", "text H", "text Hi"])
        NotificationCenter.default.removeObserver(keyToken)
        NotificationCenter.default.removeObserver(textToken)
    }
}
