import UIKit
import XCTest

/// `UIView.animate` on virtual time and the responder chain, written as a UIKit client's tests.
@MainActor
final class AnimationAndResponderTests: XCTestCase {
    /// A screen that fades a banner in, as UIKit code does, and records when the completion ran.
    final class BannerViewController: UIViewController {
        let banner = UILabel()
        var completions: [Bool] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            banner.alpha = 0
            view.addSubview(banner)
        }

        func showBanner() {
            UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut]) {
                self.banner.alpha = 1
                XCTAssertEqual(UIView.inheritedAnimationDuration, 0.3)
            } completion: { finished in
                self.completions.append(finished)
            }
        }
    }

    func testChangesTakeEffectAtOnceAndTheCompletionWaitsForVirtualTime() async {
        let screen = BannerViewController()
        screen.loadViewIfNeeded()
        screen.showBanner()
        XCTAssertEqual(screen.banner.alpha, 1, "the model value is the final one at once, as in UIKit")
        XCTAssertEqual(screen.completions, [], "never inside the call")
        UIView.advanceAnimations(by: 0.39)
        XCTAssertEqual(screen.completions, [])
        UIView.advanceAnimations(by: 0.01)
        XCTAssertEqual(screen.completions, [true])
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
    }

    func testAScrollViewsFramesMoveTheAnimationClock() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        var done = false
        UIView.animate(withDuration: 0.5, animations: { table.alpha = 0.5 }, completion: { _ in done = true })
        table.advance(by: 0.45)
        XCTAssertFalse(done)
        table.advance(by: 0.1)
        XCTAssertTrue(done)
    }

    func testWithoutAnimationTheCompletionRunsAtTheNextAdvanceInOrder() async {
        var order: [String] = []
        UIView.animate(withDuration: 1, animations: {}, completion: { _ in order.append("long") })
        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 1, animations: {}, completion: { _ in order.append("disabled") })
        }
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in order.append("zero") })
        XCTAssertTrue(UIView.areAnimationsEnabled)
        UIView.advanceAnimations(by: 0)
        XCTAssertEqual(order, ["disabled", "zero"])
        UIView.advanceAnimations(by: 1)
        XCTAssertEqual(order, ["disabled", "zero", "long"])
    }

    func testKeyframesApplyInStartOrderAndTransitionSwapsTheViews() async {
        let view = UIView()
        var seen: [CGFloat] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.alpha = 0.2
                seen.append(0.5)
            }
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                view.alpha = 0.8
                seen.append(0)
            }
        }
        XCTAssertEqual(seen, [0, 0.5])
        XCTAssertEqual(view.alpha, 0.2)

        let container = UIView()
        let old = UIView()
        let new = UIView()
        container.addSubview(UIView())
        container.addSubview(old)
        container.addSubview(UIView())
        UIView.transition(from: old, to: new, duration: 0.25, options: [.transitionCrossDissolve])
        XCTAssertNil(old.superview)
        XCTAssertTrue(container.subviews[1] === new)
        XCTAssertEqual(UIView.runningAnimationCount, 2, "the keyframes' second and the transition's quarter")
        UIView.advanceAnimations(by: 1)
        XCTAssertEqual(UIView.runningAnimationCount, 0)
    }

    /// A sign-in form: tapping the background ends editing, as `view.endEditing(true)` does in UIKit.
    final class FormViewController: UIViewController, UITextFieldDelegate {
        let name = UITextField()
        let password = UITextField()
        var ended: [UITextField] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            name.delegate = self
            password.delegate = self
            view.addSubview(name)
            view.addSubview(password)
        }

        func textFieldDidEndEditing(_ textField: UITextField) { ended.append(textField) }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            if textField === name { password.becomeFirstResponder() } else { view.endEditing(true) }
            return true
        }
    }

    func testOneFirstResponderAtATimeAndEndEditingResignsIt() async {
        let form = FormViewController()
        form.loadViewIfNeeded()
        XCTAssertTrue(form.name.becomeFirstResponder())
        XCTAssertTrue(form.name.isFirstResponder)
        XCTAssertTrue(form.password.becomeFirstResponder())
        XCTAssertFalse(form.name.isFirstResponder, "the first field resigned for the second")
        XCTAssertEqual(form.ended, [form.name])
        XCTAssertTrue(form.view.endEditing(false))
        XCTAssertFalse(form.password.isFirstResponder)
        XCTAssertEqual(form.ended, [form.name, form.password])
        XCTAssertNil(UIResponder.firstResponder)
        XCTAssertFalse(UIView().becomeFirstResponder(), "a plain view cannot take the keyboard")
    }

    func testTheResponderChainGoesFromViewToControllerToSuperview() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        XCTAssertTrue(button.next === controller.view)
        XCTAssertTrue(controller.view.next === controller)
        XCTAssertTrue(controller.next === controller.view.superview)
    }
}
