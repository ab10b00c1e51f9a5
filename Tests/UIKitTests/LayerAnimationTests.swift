import QuartzCore
import UIKit
import XCTest

/// Core Animation as list screens use it: a skeleton cell's shimmer that repeats until the data arrives, a fade
/// whose delegate hears it stop, and a transaction's completion, all in virtual time.
@MainActor
final class LayerAnimationTests: XCTestCase {
    /// A placeholder row whose gradient sweeps across it while its content loads.
    final class SkeletonCell: UITableViewCell, CAAnimationDelegate {
        let shimmer = CAGradientLayer()
        var stops: [Bool] = []

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            shimmer.colors = [UIColor.systemGray5.cgColor, UIColor.systemGray4.cgColor, UIColor.systemGray5.cgColor]
            shimmer.locations = [0, 0.5, 1]
            contentView.layer.addSublayer(shimmer)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func startShimmering() {
            let sweep = CABasicAnimation(keyPath: "locations")
            sweep.fromValue = [-1.0, -0.5, 0.0]
            sweep.toValue = [1.0, 1.5, 2.0]
            sweep.duration = 1.2
            sweep.repeatCount = .infinity
            sweep.delegate = self
            shimmer.add(sweep, forKey: "shimmer")
        }

        func stopShimmering() { shimmer.removeAnimation(forKey: "shimmer") }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
    }

    func testAShimmerRepeatsUntilRemoved() async {
        let cell = SkeletonCell(style: .default, reuseIdentifier: "skeleton")
        cell.startShimmering()
        XCTAssertEqual(cell.shimmer.animationKeys(), ["shimmer"])
        XCTAssertEqual((cell.shimmer.animation(forKey: "shimmer") as? CABasicAnimation)?.keyPath, "locations")
        UIView.advanceAnimations(by: 60)
        XCTAssertNotNil(cell.shimmer.animation(forKey: "shimmer"), "a minute later it still runs")
        cell.stopShimmering()
        XCTAssertNil(cell.shimmer.animationKeys())
        XCTAssertEqual(cell.stops, [false], "removed before an end it never had")
        XCTAssertEqual(cell.contentView.layer.sublayers?.count, 1)
        cell.contentView.layer.sublayers = nil
        XCTAssertNil(cell.shimmer.superlayer, "setting the sublayers takes the old ones out")
    }

    final class FadeWatcher: CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
    }

    func testAFadeStopsAfterItsDurationAndATransactionCompletesAfterItsAnimations() async {
        let badge = CALayer()
        let watcher = FadeWatcher()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.4
        fade.autoreverses = true
        fade.repeatCount = 2
        fade.delegate = watcher
        var committed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { committed = true }
        badge.add(fade, forKey: "fade")
        CATransaction.commit()
        XCTAssertEqual(watcher.log, ["start"])
        UIView.advanceAnimations(by: 1.5)
        XCTAssertFalse(committed, "two passes there and back take 1.6 s")
        XCTAssertNotNil(badge.animation(forKey: "fade"))
        UIView.advanceAnimations(by: 0.2)
        XCTAssertEqual(watcher.log, ["start", "stop true"])
        XCTAssertNil(badge.animation(forKey: "fade"), "removed on completion")
        XCTAssertTrue(committed)

        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.damping = 10
        spring.stiffness = 100
        XCTAssertEqual(spring.settlingDuration, -log(0.001) / 5, accuracy: 1e-9)
    }

    func testSpringsFromADurationAndBounceTimingThroughTheProtocolAndTransactionValues() async throws {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.perceptualDuration, 0.5, accuracy: 1e-9)
        XCTAssertEqual(spring.bounce, 0.3, accuracy: 1e-9)
        XCTAssertEqual(spring.damping / (2 * spring.stiffness.squareRoot()), 0.7, accuracy: 1e-9, "damping ratio")
        let stiff = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        XCTAssertTrue(stiff.allowsOverdamping)
        XCTAssertEqual(stiff.bounce, -0.5, accuracy: 1e-6)

        let layer = CALayer()
        let timings: [any CAMediaTiming] = [layer, CABasicAnimation(keyPath: "opacity")]
        for timing in timings {
            timing.speed = 2
            timing.fillMode = .forwards
        }
        XCTAssertEqual(layer.speed, 2, "a layer's timing through CAMediaTiming")
        XCTAssertEqual((timings[1] as? CABasicAnimation)?.fillMode, .forwards)

        CATransaction.lock()
        CATransaction.begin()
        CATransaction.setValue(0.6, forKey: "animationDuration")
        CATransaction.setValue("shimmer", forKey: "reason")
        XCTAssertEqual(CATransaction.animationDuration(), 0.6)
        XCTAssertEqual(CATransaction.value(forKey: "animationDuration") as? TimeInterval, 0.6)
        XCTAssertEqual(CATransaction.value(forKey: "reason") as? String, "shimmer")
        CATransaction.commit()
        CATransaction.unlock()
        XCTAssertNil(CATransaction.value(forKey: "reason"), "a value lives as long as its transaction")
    }
}
