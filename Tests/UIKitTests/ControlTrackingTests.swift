import UIKit
import XCTest

/// Controls under real (headless) fingers: UIControl's touch events and tracking methods, which custom controls
/// override, and the standard controls answering touches as on iOS.
@MainActor
final class ControlTrackingTests: XCTestCase {
    /// A custom rating control, written as UIKit code writes one: it follows the finger with the tracking
    /// methods and sends `.valueChanged` as the rating changes.
    final class RatingControl: UIControl {
        private(set) var rating = 0
        var trackingLog: [String] = []

        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            trackingLog.append("begin")
            update(with: touch)
            return true
        }

        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            trackingLog.append("continue")
            update(with: touch)
            return true
        }

        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            trackingLog.append("end inside \(isTouchInside)")
        }

        private func update(with touch: UITouch) {
            let stars = min(max(Int(touch.location(in: self).x / 40) + 1, 1), 5)
            if stars != rating {
                rating = stars
                sendActions(for: .valueChanged)
            }
        }
    }

    final class FormViewController: UIViewController {
        let rating = RatingControl(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        let button = UIButton(type: .system)
        let toggle = UISwitch()
        let slider = UISlider(frame: CGRect(x: 20, y: 300, width: 200, height: 30))
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        let stepper = UIStepper()
        let pages = UIPageControl()
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            button.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
            toggle.frame = CGRect(x: 20, y: 250, width: 51, height: 31)
            segments.frame = CGRect(x: 20, y: 350, width: 300, height: 32)
            stepper.frame = CGRect(x: 20, y: 400, width: 94, height: 32)
            pages.numberOfPages = 5
            pages.frame = CGRect(x: 0, y: 450, width: 390, height: 26)
            for control in [rating, button, toggle, slider, segments, stepper, pages] as [UIControl] {
                view.addSubview(control)
            }
            rating.addTarget(self, action: FormViewController.ratingChanged, for: .valueChanged)
            button.addAction(UIAction { [weak self] _ in self?.events.append("primary") }, for: .primaryActionTriggered)
            button.addTarget(self, action: FormViewController.buttonDown, for: .touchDown)
            button.addTarget(self, action: FormViewController.buttonUpOutside, for: .touchUpOutside)
            toggle.addTarget(self, action: FormViewController.toggled, for: .valueChanged)
        }

        func ratingChanged(_ sender: RatingControl) { events.append("rating \(sender.rating)") }
        func buttonDown() { events.append("down highlighted \(button.isHighlighted)") }
        func buttonUpOutside() { events.append("up outside") }
        func toggled(_ sender: UISwitch) { events.append("switch \(sender.isOn)") }
    }

    private var window: UIWindow?

    private func show() -> FormViewController {
        let form = FormViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = form
        window.makeKeyAndVisible()
        self.window = window
        return form
    }

    func testACustomControlFollowsTheFingerThroughItsTrackingMethods() async {
        let form = show()
        let finger = form.view.touchDown(at: CGPoint(x: 30, y: 120))
        XCTAssertTrue(form.rating.isTracking)
        XCTAssertTrue(form.rating.isHighlighted)
        finger.move(to: CGPoint(x: 110, y: 120))
        finger.move(to: CGPoint(x: 190, y: 120))
        finger.lift()
        XCTAssertEqual(form.rating.trackingLog, ["begin", "continue", "continue", "end inside true"])
        XCTAssertEqual(form.events, ["rating 1", "rating 3", "rating 5"])
        XCTAssertFalse(form.rating.isTracking)
        XCTAssertFalse(form.rating.isHighlighted)
    }

    func testAButtonHighlightsOnTouchDownAndFiresOnlyWhenLiftedInside() async {
        let form = show()
        form.view.touchDown(at: CGPoint(x: 60, y: 220)).lift()
        XCTAssertEqual(form.events, ["down highlighted true", "primary"])

        form.events = []
        let finger = form.view.touchDown(at: CGPoint(x: 60, y: 220))
        finger.move(to: CGPoint(x: 60, y: 700))
        XCTAssertFalse(form.button.isHighlighted, "dragged more than 70 points away")
        finger.lift()
        XCTAssertEqual(form.events, ["down highlighted true", "up outside"])

        form.button.isEnabled = false
        form.events = []
        form.view.touchDown(at: CGPoint(x: 60, y: 220)).lift()
        XCTAssertEqual(form.events, [], "a disabled button sends nothing")
    }

    func testTheStandardControlsAnswerTouchesAsOnIOS() async {
        let form = show()
        form.view.touchDown(at: CGPoint(x: 40, y: 265)).lift()
        XCTAssertTrue(form.toggle.isOn)
        XCTAssertEqual(form.events, ["switch true"])

        form.view.pan(from: CGPoint(x: 20, y: 315), to: CGPoint(x: 170, y: 315))
        XCTAssertEqual(form.slider.value, 0.75, accuracy: 0.001, "the thumb follows the finger along the track")

        form.view.touchDown(at: CGPoint(x: 270, y: 366)).lift()
        XCTAssertEqual(form.segments.selectedSegmentIndex, 2, "the segment under the finger")

        form.view.touchDown(at: CGPoint(x: 100, y: 416)).lift()
        form.view.touchDown(at: CGPoint(x: 100, y: 416)).lift()
        form.view.touchDown(at: CGPoint(x: 30, y: 416)).lift()
        XCTAssertEqual(form.stepper.value, 1, "+ twice, − once")

        form.view.touchDown(at: CGPoint(x: 300, y: 460)).lift()
        XCTAssertEqual(form.pages.currentPage, 1, "a tap right of the current dot moves one page on")
        form.view.touchDown(at: CGPoint(x: 40, y: 460)).lift()
        XCTAssertEqual(form.pages.currentPage, 0)
    }

    /// A carousel's page control that turns its own pages on a timer, and skips a page the delegate refuses.
    final class CarouselTimer: UIPageControlTimerProgressDelegate {
        func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
            page != 2
        }
    }

    func testATimerProgressTurnsThePagesOnTheVirtualClock() async {
        let pages = UIPageControl()
        pages.numberOfPages = 3
        var turns: [Int] = []
        pages.addAction(UIAction { _ in turns.append(pages.currentPage) }, for: .valueChanged)
        let timer = UIPageControlTimerProgress(preferredDuration: 3)
        timer.setDuration(5, forPage: 1)
        pages.progress = timer
        timer.resumeTimer()
        XCTAssertTrue(timer.isRunning)
        UIView.advanceAnimations(by: 2.9)
        XCTAssertEqual(turns, [])
        UIView.advanceAnimations(by: 0.1)
        XCTAssertEqual(turns, [1], "after page 0's 3 seconds")
        UIView.advanceAnimations(by: 5)
        XCTAssertEqual(turns, [1, 2], "after page 1's own 5")
        UIView.advanceAnimations(by: 3)
        XCTAssertFalse(timer.isRunning, "the last page ends the timer unless it loops")

        let delegate = CarouselTimer()
        let looping = UIPageControlTimerProgress(preferredDuration: 1)
        looping.resetsToInitialPageAfterEnd = true
        looping.delegate = delegate
        pages.currentPage = 0
        pages.progress = looping
        turns = []
        looping.resumeTimer()
        UIView.advanceAnimations(by: 1)
        UIView.advanceAnimations(by: 1)
        UIView.advanceAnimations(by: 1)
        XCTAssertEqual(turns, [1], "page 2 refused: page 1 shows on")
        looping.pauseTimer()
        UIView.advanceAnimations(by: 10)
        XCTAssertEqual(turns, [1])
        XCTAssertEqual(pages.size(forNumberOfPages: 3), CGSize(width: 64, height: 26))
    }
}
