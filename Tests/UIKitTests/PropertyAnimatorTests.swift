import UIKit
import XCTest

/// Property animators as interactive code drives them: started and finished on the views' clock, paused and
/// scrubbed by a pan, reversed, stopped and finished by hand.
final class PropertyAnimatorTests: XCTestCase {
    @MainActor
    func testAnAnimatorRunsOnTheClockAndCompletesAtTheEnd() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        XCTAssertEqual(animator.state, .inactive)
        animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(view.alpha, 0, "the changes take effect at once, as the model values do")
        UIView.advanceAnimations(by: 0.1)
        XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9)
        UIView.advanceAnimations(by: 0.3)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(animator.isRunning)
    }

    @MainActor
    func testAPanScrubsPausesAndReversesIt() async {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) {}
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        animator.fractionComplete = 0.6
        XCTAssertEqual(animator.fractionComplete, 0.6, accuracy: 1e-9)
        // The finger lets go moving back: the animator reverses and runs home from 0.6.
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        UIView.advanceAnimations(by: 0.3)
        XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-9)
        UIView.advanceAnimations(by: 0.3)
        XCTAssertEqual(positions, [.start])
    }

    @MainActor
    func testStoppingWithoutFinishingWaitsForFinishAnimation() async {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [], animations: {}, completion: { positions.append($0) })
        XCTAssertFalse(animator.isInterruptible)
        UIView.advanceAnimations(by: 0.75)
        XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9, "after its delay")
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        UIView.advanceAnimations(by: 2)
        XCTAssertEqual(positions, [], "a stopped animator waits")
        animator.finishAnimation(at: .current)
        XCTAssertEqual(positions, [.current])
        XCTAssertEqual(animator.state, .inactive)

        let dropped = UIViewPropertyAnimator(duration: 1, curve: .linear)
        dropped.addCompletion { positions.append($0) }
        dropped.startAnimation()
        dropped.stopAnimation(true)
        UIView.advanceAnimations(by: 2)
        XCTAssertEqual(positions, [.current], "stopped without finishing: no completion at all")
        XCTAssertEqual(dropped.state, .inactive)
    }

    @MainActor
    func testTimingParametersKeepWhatTheyWereGiven() async {
        let cubic = UICubicTimingParameters(animationCurve: .easeIn)
        XCTAssertEqual(cubic.controlPoint1, CGPoint(x: 0.42, y: 0))
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-9)
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
        XCTAssertEqual(animator.timingParameters?.timingCurveType, .spring)
        XCTAssertEqual(animator.duration, 0.3)
    }
}
