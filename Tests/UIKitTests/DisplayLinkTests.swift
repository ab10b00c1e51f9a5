import UIKit
import XCTest

/// A display link as animation code drives one: a controller scrolls its collection view a little each frame, and
/// stops the link when done, on virtual time.
@MainActor
final class DisplayLinkTests: XCTestCase {
    final class AutoScrollViewController: UIViewController {
        var displayLink: CADisplayLink?
        var ticks: [CFTimeInterval] = []
        let speed: CGFloat = 120
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.contentSize = CGSize(width: 320, height: 4_000)
            view.addSubview(scrollView)
        }

        func start() {
            let link = CADisplayLink(target: self, selector: AutoScrollViewController.step)
            link.add(to: .main, forMode: .common)
            displayLink = link
        }

        func step(_ link: CADisplayLink) {
            ticks.append(link.timestamp)
            let elapsed = link.targetTimestamp - link.timestamp
            scrollView.contentOffset.y += speed * CGFloat(elapsed)
            if scrollView.contentOffset.y >= 239.999 {
                link.invalidate()
                displayLink = nil
            }
        }
    }

    func testTheLinkFiresEveryFrameTheClockPassesUntilItIsInvalidated() async {
        let controller = AutoScrollViewController()
        controller.loadViewIfNeeded()
        controller.start()
        let start = CACurrentMediaTime()
        UIView.advanceAnimations(by: 0.5)
        XCTAssertEqual(controller.ticks.count, 30, "60 frames a second")
        XCTAssertEqual(controller.ticks.first ?? 0, start + 1.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(controller.scrollView.contentOffset.y, 60, accuracy: 0.001)
        UIView.advanceAnimations(by: 2)
        XCTAssertEqual(controller.ticks.count, 120, "it stopped itself at 240 points, two seconds in")
        XCTAssertNil(controller.displayLink)
        UIView.advanceAnimations(by: 1)
        XCTAssertEqual(controller.ticks.count, 120, "an invalidated link never fires again")
    }

    final class Counter {
        var count = 0
        func tick() { count += 1 }
    }

    func testAPreferredRatePauseAndTheLinkHoldingItsTarget() async {
        var counter: Counter? = Counter()
        weak let watched = counter
        let link = CADisplayLink(target: counter!, selector: Counter.tick)
        counter = nil
        XCTAssertNotNil(watched, "as in UIKit, the link keeps its target")
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        UIView.advanceAnimations(by: 1)
        XCTAssertEqual(watched?.count, 30)
        link.isPaused = true
        UIView.advanceAnimations(by: 1)
        XCTAssertEqual(watched?.count, 30, "a paused link does not fire")
        link.isPaused = false
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 20)
        link.preferredFramesPerSecond = 0
        UIView.advanceAnimations(by: 0.5)
        XCTAssertEqual(watched?.count, 40, "20 frames a second from the preferred range")
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-12)
        link.invalidate()
        XCTAssertNil(watched, "invalidating lets go of the target")
    }

    func testAScrollViewsFramesFireTheLinkOnce() async {
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.tick)
        link.add(to: .main, forMode: .common)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.advance(by: 0.25)
        XCTAssertEqual(counter.count, 15, "the table's frames move the one clock")
        link.remove(from: .main, forMode: .common)
        table.advance(by: 0.25)
        XCTAssertEqual(counter.count, 15)
        link.invalidate()
    }
}
