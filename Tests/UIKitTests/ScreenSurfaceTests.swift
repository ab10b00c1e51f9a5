import UIKit
import XCTest

/// The parts of UIKit a list screen touches beyond its table, used as iOS code uses them: sheets and popovers,
/// the keyboard's settings, text field subclasses, buttons that restyle with their state, tab bars, layers and
/// gradients, font descriptors, custom cell states, image caches and the swipe back.
@MainActor
final class ScreenSurfaceTests: XCTestCase {
    /// A details sheet that reports a swipe-down dismissal to its presenter, as iOS 13 apps do.
    final class ListViewController: UIViewController, UISheetPresentationControllerDelegate {
        var heard: [String] = []

        func showDetails(modal: Bool) -> UIViewController {
            let details = UIViewController()
            details.isModalInPresentation = modal
            if let sheet = details.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
            }
            details.presentationController?.delegate = self
            present(details, animated: true)
            return details
        }

        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            heard.append("willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            heard.append("didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            heard.append("didAttemptToDismiss")
        }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            heard.append("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "none")")
        }
    }

    func testASheetSwipedDownTellsThePresenterAndAModalOneStays() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = ListViewController()
        window.rootViewController = list
        window.makeKeyAndVisible()

        let details = list.showDetails(modal: false)
        XCTAssertEqual(details.sheetPresentationController?.detents.map(\.identifier), [.medium, .large])
        XCTAssertNil(details.popoverPresentationController, "a sheet on a phone has no popover")
        details.sheetPresentationController?.dragToDetent(.medium)
        XCTAssertEqual(list.heard, ["detent com.apple.UIKit.medium"])
        list.heard = []
        XCTAssertTrue(details.presentationController?.swipeToDismiss() ?? false)
        XCTAssertEqual(list.heard, ["willDismiss", "didDismiss"])
        XCTAssertNil(list.presentedViewController)

        list.heard = []
        let modal = list.showDetails(modal: true)
        XCTAssertFalse(modal.presentationController?.swipeToDismiss() ?? true)
        XCTAssertEqual(list.heard, ["didAttemptToDismiss"])
        XCTAssertTrue(list.presentedViewController === modal)
    }

    func testAShareSheetMadeAPopoverPointsAtItsSource() async {
        let share = UIViewController()
        XCTAssertNil(share.popoverPresentationController)
        share.modalPresentationStyle = .popover
        let source = UIView(frame: CGRect(x: 10, y: 20, width: 44, height: 44))
        share.popoverPresentationController?.sourceView = source
        share.popoverPresentationController?.sourceRect = source.bounds
        share.popoverPresentationController?.permittedArrowDirections = [.up, .down]
        XCTAssertTrue(share.popoverPresentationController?.sourceView === source)
        XCTAssertEqual(share.popoverPresentationController?.permittedArrowDirections, [.up, .down])
        XCTAssertNil(share.sheetPresentationController)
    }

    /// A search bar and a password field set up as apps set them up.
    func testKeyboardSettingsReadBackOnEveryTextInput() async {
        let searchBar = UISearchBar()
        searchBar.autocapitalizationType = .none
        searchBar.autocorrectionType = .no
        searchBar.spellCheckingType = .no
        searchBar.returnKeyType = .search
        searchBar.searchBarStyle = .minimal
        searchBar.setShowsCancelButton(true, animated: true)
        XCTAssertTrue(searchBar.showsCancelButton)

        let password = UITextField()
        password.isSecureTextEntry = true
        password.textContentType = .password
        password.keyboardAppearance = .dark
        let note = UITextView()
        note.keyboardType = .emailAddress
        note.smartQuotesType = .no

        let inputs: [any UITextInputTraits] = [searchBar, password, note]
        XCTAssertEqual(inputs.map(\.autocorrectionType), [.no, .default, .default])
        XCTAssertEqual(inputs.map(\.returnKeyType), [.search, .default, .default])
        XCTAssertEqual(password.textContentType, .password)
        XCTAssertEqual(note.keyboardType, .emailAddress)

        searchBar.isEnabled = false
        XCTAssertFalse(searchBar.becomeFirstResponder(), "a disabled bar does not take the keyboard")
    }

    /// The padded text field every app writes.
    final class PaddedTextField: UITextField {
        let padding = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
        override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    }

    func testATextFieldSubclassPadsItsTextAndClearsOnEditing() async {
        let field = PaddedTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        XCTAssertEqual(field.textRect(forBounds: field.bounds), CGRect(x: 12, y: 0, width: 176, height: 44))
        XCTAssertEqual(field.placeholderRect(forBounds: field.bounds).minX, 12)

        let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        plain.borderStyle = .roundedRect
        plain.clearButtonMode = .whileEditing
        XCTAssertEqual(plain.textRect(forBounds: plain.bounds).minX, 7)
        XCTAssertLessThan(
            plain.editingRect(forBounds: plain.bounds).maxX, plain.clearButtonRect(forBounds: plain.bounds).maxX)

        plain.attributedPlaceholder = NSAttributedString(string: "Email")
        XCTAssertEqual(plain.placeholder, "Email")
        plain.text = "old"
        plain.clearsOnBeginEditing = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(plain)
        XCTAssertTrue(plain.becomeFirstResponder())
        XCTAssertEqual(plain.text, "")
    }

    func testALabelGivenAFontThatDoesNotExistKeepsTheDefault() async {
        let label = UILabel()
        label.font = UIFont(name: "", size: 17)
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
        label.textColor = nil
        XCTAssertEqual(label.textColor, UIColor.label)
        let bold = UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withSymbolicTraits(.traitBold)!
        label.font = UIFont(descriptor: bold, size: 0)
        XCTAssertTrue(label.font.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(label.font.pointSize, 17)
        XCTAssertEqual(label.font.ascender - label.font.descender, label.font.lineHeight)
    }

    func testAButtonRestylesWhenItsStateChanges() async {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        var states: [Bool] = []
        button.configurationUpdateHandler = { button in states.append(button.isSelected) }
        button.layoutIfNeeded()
        button.isSelected = true
        button.layoutIfNeeded()
        XCTAssertEqual(states, [false, true])

        let plain = UIButton(type: .custom)
        plain.setTitle("Go", for: .normal)
        let bare = plain.intrinsicContentSize
        plain.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        XCTAssertEqual(plain.intrinsicContentSize, CGSize(width: bare.width + 20, height: bare.height + 8))
        plain.contentHorizontalAlignment = .leading
        XCTAssertEqual(plain.effectiveContentHorizontalAlignment, .left)
    }

    func testATabBarShowsItsControllersItems() async {
        let tabs = UITabBarController()
        let feed = UIViewController()
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)
        let profile = UIViewController()
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 1)
        tabs.viewControllers = [feed, profile]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Feed", "Profile"])
        tabs.selectedIndex = 1
        XCTAssertTrue(tabs.tabBar.selectedItem === profile.tabBarItem)
        tabs.tabBar.isHidden = true
        tabs.tabBar.standardAppearance.backgroundColor = .systemBackground
        XCTAssertEqual(tabs.tabBar.standardAppearance.backgroundColor, .systemBackground)
    }

    /// A cell with a gradient behind its content, sized in layoutSubviews.
    final class GradientView: UIView {
        let gradient = CAGradientLayer()
        override init(frame: CGRect) {
            super.init(frame: frame)
            gradient.colors = [UIColor.systemBlue.cgColor, UIColor.clear.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0)
            gradient.endPoint = CGPoint(x: 1, y: 1)
            layer.insertSublayer(gradient, at: 0)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() {
            super.layoutSubviews()
            gradient.frame = bounds
        }
    }

    func testLayersFormATreeAndAViewsLayerHasItsGeometry() async {
        let view = GradientView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        view.layoutIfNeeded()
        XCTAssertEqual(view.layer.sublayers?.count, 1)
        XCTAssertEqual(view.gradient.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.gradient.gradientColors, [.systemBlue, .clear])
        XCTAssertEqual(view.layer.frame, view.frame)
        XCTAssertEqual(view.layer.position, CGPoint(x: 70, y: 55))

        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.fillColor = nil
        ring.strokeEnd = 0.25
        view.layer.addSublayer(ring)
        XCTAssertTrue(view.layer.sublayers?.last === ring)
        view.layer.insertSublayer(CALayer(), below: ring)
        XCTAssertEqual(view.layer.sublayers?.count, 3)
        ring.removeFromSuperlayer()
        XCTAssertNil(ring.superlayer)
        XCTAssertEqual(view.layer.sublayers?.count, 2)
        view.layer.cornerCurve = .continuous
        XCTAssertGreaterThan(CALayer.cornerCurveExpansionFactor(.continuous), 1)
    }

    /// Apple's pattern for a custom cell state: a key, a cell that adds it to its state, a configuration that
    /// reads it.
    final class MessageCell: UICollectionViewListCell {
        var isArchived = false { didSet { setNeedsUpdateConfiguration() } }
        var seen: [Bool] = []
        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state[.isArchived] = isArchived
            return state
        }
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            seen.append(state[.isArchived] as? Bool ?? false)
        }
    }

    func testACustomStateKeyReachesTheCellsConfiguration() async {
        let cell = MessageCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.isArchived = true
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.seen.last, true)
        XCTAssertEqual(cell.configurationState[.isArchived], AnyHashable(true))
        XCTAssertNil(cell.configurationState[UIConfigurationStateCustomKey("unset")])
        XCTAssertEqual(
            cell.configurationState.traitCollection.userInterfaceStyle, cell.traitCollection.userInterfaceStyle)
    }

    func testImagesAreObjectsACacheCanHold() async {
        let cache = NSCache<NSString, UIImage>()
        let image = UIImage(systemName: "star")!
        cache.setObject(image, forKey: "star")
        XCTAssertTrue(cache.object(forKey: "star") === image)
        let tinted = image.withTintColor(.systemYellow)
        XCTAssertFalse(tinted === image)
        XCTAssertNil(image.tintColor, "a variant is a new image; the original is unchanged")
        XCTAssertEqual(image, UIImage(systemName: "star"))
        // URLSession comes with `import UIKit`, as on iOS (FoundationNetworking on Linux).
        let request = URLRequest(url: URL(string: "https://example.com/photo.png")!)
        XCTAssertEqual(request.httpMethod, "GET")
        XCTAssertNotNil(URLSession.shared.configuration)
    }

    func testTheSwipeFromTheLeftEdgePopsAndCanBeTurnedOff() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(UIViewController(), animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        window.pan(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), steps: 20)
        XCTAssertEqual(navigation.viewControllers.count, 2, "turned off, the swipe does nothing")
        navigation.interactivePopGestureRecognizer?.isEnabled = true
        window.pan(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), steps: 20)
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    func testTheCurrentTraitsAndTheLayoutDirection() async {
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .dark)
        }
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
        let view = UIView()
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, UIUserInterfaceLayoutDirection.rightToLeft)
        let environments: [any UITraitEnvironment] = [view, UIViewController()]
        XCTAssertEqual(environments.count, 2)
    }

    /// A stack subclass written as Xcode writes it: UIStackView's `init(coder:)` is not failable.
    final class TagsView: UIStackView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            spacing = 8
        }
        required init(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    func testAStackSubclassWithUIKitsInitializers() async {
        let tags = TagsView(frame: .zero)
        tags.addArrangedSubview(UILabel())
        XCTAssertEqual(tags.arrangedSubviews.count, 1)
        XCTAssertEqual(tags.spacing, 8)
    }
}

extension UIConfigurationStateCustomKey {
    /// The app's own state, as Apple's sample declares one.
    static let isArchived = UIConfigurationStateCustomKey("com.example.MessageCell.isArchived")
}
