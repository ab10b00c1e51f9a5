import UIKit
import XCTest

/// What older and tutorial list code still writes (found by type-checking unseen screens): nil targets and
/// actions, a button made in a closure-initialized property with `self` as its target, begin/commit animation
/// blocks, segmented-control and slider appearance, deprecated application calls, the text-measuring
/// `CGSize(width: 320, height: .greatestFiniteMagnitude)`, and drag and drop on plain views.
@MainActor
final class OlderIdiomsTests: XCTestCase {
    final class SwipingController: UIViewController {
        var pages = 0

        /// What `self` is in a property's closure: the controller's `self()` method (written out here, as the
        /// bare `self` compiles with Swift's warning that it may be unexpected).
        static let selfMethod: (SwipingController) -> () -> SwipingController = { controller in { controller } }

        // Let's Build That App's idiom, `button.addTarget(self, action: #selector(handleNext), …)` in a property's
        // closure: UIKit sends the action up the responder chain.
        let nextButton: UIButton = {
            let button = UIButton(type: .system)
            button.setTitle("NEXT", for: .normal)
            button.addTarget(
                SwipingController.selfMethod, action: SwipingController.handleNext, for: .touchUpInside)
            return button
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(nextButton)
            navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
            toolbarItems = [
                UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: nil, action: nil),
            ]
        }

        func handleNext() { pages += 1 }
    }

    func testAButtonMadeInAPropertyClosureSendsItsActionUpTheResponderChain() async {
        let controller = SwipingController()
        controller.loadViewIfNeeded()
        controller.nextButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.pages, 1, "the button's chain reaches the controller through its view")
        XCTAssertTrue(controller.nextButton.allTargets.first?.base is NSNull, "a nil target is NSNull, as in UIKit")
        XCTAssertEqual(controller.navigationItem.backBarButtonItem?.title, "")
        XCTAssertNil(controller.navigationItem.backBarButtonItem?.target)
        XCTAssertEqual(controller.toolbarItems?.count, 2)

        let orphan = UIButton()
        orphan.addTarget(nil as SwipingController?, action: SwipingController.handleNext, for: .touchUpInside)
        orphan.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.pages, 1, "a button outside the controller's chain reaches no controller")
        orphan.removeTarget(nil, action: nil, for: .allEvents)
        XCTAssertTrue(orphan.allTargets.isEmpty)
    }

    func testRecognizersMadeWithoutAnActionTakeTargetsLater() async {
        final class Owner {
            var taps = 0
            func tapped() { taps += 1 }
        }
        let owner = Owner()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.addTarget(owner, action: Owner.tapped)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addGestureRecognizer(tap)
        view.touchDown(at: CGPoint(x: 50, y: 50)).lift()
        XCTAssertEqual(owner.taps, 1)
        tap.removeTarget(nil, action: nil)
        view.touchDown(at: CGPoint(x: 50, y: 50), after: 1).lift()
        XCTAssertEqual(owner.taps, 1, "removeTarget(nil, action: nil) removes every target")
    }

    func testBeginCommitAnimationBlocksRunOnTheVirtualClock() async {
        let view = UIView()
        UIView.advanceAnimations(by: 60)  // what earlier tests left running ends first
        let running = UIView.runningAnimationCount
        UIView.beginAnimations("fade", context: nil)
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0.2, "a block lasts 0.2 s unless told otherwise")
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationDelay(0.1)
        UIView.setAnimationCurve(.easeOut)
        view.alpha = 0
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0.5)
        UIView.commitAnimations()
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
        XCTAssertEqual(view.alpha, 0, "the change takes effect at once, as every headless animation's does")
        XCTAssertEqual(UIView.runningAnimationCount, running + 1)
        UIView.advanceAnimations(by: 0.59)
        XCTAssertEqual(UIView.runningAnimationCount, running + 1)
        UIView.advanceAnimations(by: 0.02)
        XCTAssertEqual(UIView.runningAnimationCount, running, "the block ends after its delay and duration")
        UIView.commitAnimations()
        XCTAssertEqual(UIView.runningAnimationCount, running, "a commit without a block does nothing")
    }

    func testSegmentedControlsKeepTheirTitleAttributesAndImages() async {
        let control = UISegmentedControl(items: ["Day", "Week"])
        let bold = UIFont.boldSystemFont(ofSize: 20)
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        XCTAssertNil(control.titleTextAttributes(for: .normal))
        let narrow = control.intrinsicContentSize.width
        control.setTitleTextAttributes([.font: bold, .foregroundColor: UIColor.gray], for: .normal)
        XCTAssertGreaterThan(control.intrinsicContentSize.width, narrow, "the normal font sizes the segments")
        control.selectedSegmentIndex = 0
        XCTAssertEqual(control.contentStyle(ofSegment: 0).color, .white, "the selected segment's own colour")
        XCTAssertEqual(control.contentStyle(ofSegment: 0).font, bold, "and the normal font, which it does not set")
        XCTAssertEqual(control.contentStyle(ofSegment: 1).color, .gray)
        let background = UIImage(systemName: "circle")
        control.setBackgroundImage(background, for: .normal, barMetrics: .default)
        XCTAssertTrue(control.backgroundImage(for: .normal, barMetrics: .default) === background)
        XCTAssertNil(control.backgroundImage(for: .normal, barMetrics: .compact))
        control.setDividerImage(
            background, forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
        XCTAssertTrue(
            control.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
                === background)
        control.setContentOffset(CGSize(width: 3, height: 1), forSegmentAt: 1)
        control.setContentPositionAdjustment(
            UIOffset(horizontal: 0, vertical: 2), forSegmentType: .right, barMetrics: .default)
        XCTAssertEqual(control.contentOffsetForSegment(at: 1), CGSize(width: 3, height: 1))
        XCTAssertEqual(control.contentStyle(ofSegment: 1).offset, CGSize(width: 3, height: 3))
        let weekly = UIAction(title: "Weekly", identifier: UIAction.Identifier("weekly")) { _ in }
        control.setAction(weekly, forSegmentAt: 1)
        XCTAssertEqual(control.titleForSegment(at: 1), "Weekly")
        XCTAssertEqual(control.segmentIndex(identifiedBy: UIAction.Identifier("weekly")), 1)
        XCTAssertEqual(control.segmentIndex(identifiedBy: UIAction.Identifier("none")), UISegmentedControl.noSegment)
    }

    final class ThickSlider: UISlider {
        override func trackRect(forBounds bounds: CGRect) -> CGRect {
            CGRect(x: bounds.minX, y: bounds.midY - 4, width: bounds.width, height: 8)
        }
    }

    func testSliderGeometryFollowsOverriddenTrackRects() async {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        XCTAssertEqual(slider.trackRect(forBounds: slider.bounds), CGRect(x: 2, y: 13.5, width: 196, height: 4))
        let track = slider.trackRect(forBounds: slider.bounds)
        slider.value = 0.5
        XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).midX, 100)
        XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX, 0)
        XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX, 200)
        slider.minimumValueImage = UIImage(systemName: "speaker")
        XCTAssertGreaterThan(slider.trackRect(forBounds: slider.bounds).minX, 8, "the track starts after the image")

        let thick = ThickSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        XCTAssertEqual(thick.trackRect(forBounds: thick.bounds).height, 8)
        thick.touchDown(at: CGPoint(x: 150, y: 15)).lift()
        XCTAssertEqual(thick.value, 152 / 204, accuracy: 0.001, "touches follow the overridden track")
    }

    func testTextIsMeasuredWithAnIntegerWidthAndAnUnboundedHeight() async {
        let text = "A long title that wraps onto more than one line at this width" as NSString
        let bounds = text.boundingRect(
            with: CGSize(width: 120, height: .greatestFiniteMagnitude), options: [.usesLineFragmentOrigin],
            attributes: [.font: UIFont.systemFont(ofSize: 17)], context: nil)
        XCTAssertGreaterThan(bounds.height, 40)
        XCTAssertEqual(CGSize(width: .greatestFiniteMagnitude, height: 44).height, 44)
        XCTAssertEqual(CGPoint(x: 0, y: .infinity).y, .infinity)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 320, height: .greatestFiniteMagnitude).width, 320)
        XCTAssertEqual(CGVector(dx: 3, dy: 4), CGVector(dx: 3.0, dy: 4.0))
        let halfSecond = DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        XCTAssertGreaterThan(halfSecond, DispatchTime.now())
        XCTAssertEqual(NSEC_PER_MSEC * 1_000, NSEC_PER_SEC)
    }

    func testDeprecatedApplicationCallsStillWork() async throws {
        let application = UIApplication.shared
        XCTAssertTrue(application.openURL(try XCTUnwrap(URL(string: "https://example.com"))))
        XCTAssertEqual(application.openedURLs.last?.host, "example.com")
        XCTAssertFalse(application.openURL(try XCTUnwrap(URL(string: "no-scheme"))))
        application.isNetworkActivityIndicatorVisible = true
        XCTAssertTrue(application.isNetworkActivityIndicatorVisible)
        application.isNetworkActivityIndicatorVisible = false

        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        application.beginIgnoringInteractionEvents()
        application.beginIgnoringInteractionEvents()
        application.endIgnoringInteractionEvents()
        XCTAssertTrue(application.isIgnoringInteractionEvents, "the calls nest")
        button.touchDown(at: CGPoint(x: 50, y: 22)).lift()
        XCTAssertEqual(taps, 0, "touches are dropped while the app ignores them")
        application.endIgnoringInteractionEvents()
        button.touchDown(at: CGPoint(x: 50, y: 22), after: 1).lift()
        XCTAssertEqual(taps, 1)
        XCTAssertTrue(button.adjustsImageWhenHighlighted)
    }

    func testASidewaysCollectionAsAControllersViewKeepsItsBarInsetsUnlessTheControllerOptsOut() async {
        final class ShelfViewController: UIViewController {
            override func loadView() {
                let layout = UICollectionViewFlowLayout()
                layout.scrollDirection = .horizontal
                view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            }
        }
        let shelf = ShelfViewController()
        let navigation = UINavigationController(rootViewController: shelf)
        let window = UIWindow()
        window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collection = try? XCTUnwrap(shelf.view as? UICollectionView)
        XCTAssertGreaterThan(collection?.adjustedContentInset.top ?? 0, 0, "UIKit's backward-compatible .automatic")
        shelf.automaticallyAdjustsScrollViewInsets = false
        XCTAssertEqual(collection?.adjustedContentInset.top, 0, "now .automatic adjusts only the scrolling axis")
    }

    /// A button whose image follows its title, as older code moves it with edge insets.
    final class TrailingImageButton: UIButton {
        override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
            let rect = super.imageRect(forContentRect: contentRect)
            return rect.offsetBy(dx: titleRect(forContentRect: contentRect).width + 8, dy: 0)
        }

        override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
            let rect = super.titleRect(forContentRect: contentRect)
            return rect.offsetBy(dx: -(imageView?.image?.size.width ?? 0) - 8, dy: 0)
        }
    }

    /// `button` made a "Filter ▾" button, laid out, with its image moved by `imageEdgeInsets`.
    private func filterButton(_ button: UIButton, imageEdgeInsets: UIEdgeInsets = .zero) -> UIButton {
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Filter", for: .normal)
        button.setImage(UIImage(systemName: "chevron.down"), for: .normal)
        button.imageEdgeInsets = imageEdgeInsets
        button.layoutIfNeeded()
        return button
    }

    func testButtonsPlaceTheirTitleAndImageThroughTheOverridableRects() async throws {
        let plain = filterButton(UIButton())
        let image = try XCTUnwrap(plain.imageView?.frame)
        let title = try XCTUnwrap(plain.titleLabel?.frame)
        XCTAssertLessThan(image.maxX, title.minX, "the image leads by default")

        let custom = filterButton(TrailingImageButton())
        let movedImage = try XCTUnwrap(custom.imageView?.frame)
        let movedTitle = try XCTUnwrap(custom.titleLabel?.frame)
        XCTAssertGreaterThan(movedImage.minX, movedTitle.maxX, "the overrides put the image after the title")

        let inset = filterButton(UIButton(), imageEdgeInsets: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: -30))
        XCTAssertEqual(inset.imageView?.frame.minX, image.minX + 30, "edge insets move the image, keeping its size")
        XCTAssertEqual(inset.imageView?.frame.size, image.size)

        inset.setTitleShadowColor(.black, for: .normal)
        XCTAssertEqual(inset.currentTitleShadowColor, .black)
        XCTAssertEqual(inset.titleLabel?.shadowColor, .black)
    }

    func testAConfigurationsTitleTakesItsFontFromTheTransformerOrTheAttributedTitle() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let plainWidth = UIButton(configuration: configuration).intrinsicContentSize.width
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 30, weight: .bold)
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        XCTAssertGreaterThan(button.intrinsicContentSize.width, plainWidth * 1.5)
        XCTAssertEqual(button.titleLabel?.font.pointSize, 30)

        var title = AttributedString("Go")
        title.font = UIFont.italicSystemFont(ofSize: 12)
        title.foregroundColor = UIColor.systemPink
        var attributed = UIButton.Configuration.plain()
        attributed.attributedTitle = title
        let pink = UIButton(configuration: attributed)
        XCTAssertEqual(pink.currentTitle, "Go")
        XCTAssertEqual(pink.titleLabel?.font.pointSize, 12)
        XCTAssertEqual(pink.titleLabel?.textColor, .systemPink)

        var glass = UIButton.Configuration.prominentGlass()
        XCTAssertEqual(glass.cornerStyle, .capsule)
        glass.buttonSize = .large
        glass.setDefaultContentInsets()
        XCTAssertEqual(glass.contentInsets.leading, 20)
    }
}
