import UIKit
import XCTest

/// Gesture recognizers that wait for each other, views that hear the touches their recognizers let through,
/// and a client's own recognizer, written as iOS code writes them (targets are method references on Linux).
@MainActor
final class GestureFailureTests: XCTestCase {
    /// A photo cell: a double tap likes the photo, a single tap opens it, so the single tap waits for the
    /// double tap to fail.
    final class PhotoCell: UICollectionViewCell {
        var log: [String] = []
        let singleTap = UITapGestureRecognizer()
        let doubleTap = UITapGestureRecognizer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            doubleTap.numberOfTapsRequired = 2
            doubleTap.name = "like"
            doubleTap.addTarget(self, action: PhotoCell.didDoubleTap)
            singleTap.addTarget(self, action: PhotoCell.didTap)
            singleTap.require(toFail: doubleTap)
            contentView.addGestureRecognizer(singleTap)
            contentView.addGestureRecognizer(doubleTap)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func didTap(_ sender: UITapGestureRecognizer) { log.append("open") }
        func didDoubleTap(_ sender: UITapGestureRecognizer) { log.append("like") }
    }

    private func makeCell() -> PhotoCell {
        let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(cell)
        return cell
    }

    func testADoubleTapLikesWithoutOpening() async {
        let cell = makeCell()
        cell.touchDown(at: CGPoint(x: 100, y: 100)).lift(after: 0.05)
        XCTAssertEqual(cell.log, [], "the single tap waits while a second tap may come")
        cell.touchDown(at: CGPoint(x: 102, y: 101), after: 0.1).lift(after: 0.05)
        XCTAssertEqual(cell.log, ["like"])
        XCTAssertEqual(cell.singleTap.state, .possible, "ready for the next gesture")
        XCTAssertEqual(cell.doubleTap.name, "like")
    }

    func testASingleTapOpensOnceTheDoubleTapIntervalIsOver() async {
        let cell = makeCell()
        cell.touchDown(at: CGPoint(x: 100, y: 100)).lift(after: 0.05)
        UIView.advanceAnimations(by: 0.2)
        XCTAssertEqual(cell.log, [], "0.2 s after the lift a second tap may still come")
        UIView.advanceAnimations(by: 0.2)
        XCTAssertEqual(cell.log, ["open"], "no second tap within 0.35 s: the double tap failed")

        cell.touchDown(at: CGPoint(x: 100, y: 100), after: 1).lift(after: 0.05)
        cell.touchDown(at: CGPoint(x: 100, y: 100), after: 1).lift(after: 0.05)
        XCTAssertEqual(cell.log, ["open", "open"], "a tap long after the last one fails the waiting double tap")
    }

    /// The delegate form: a table's pan waits for the cell's swipe recognizer, as mail apps wire theirs.
    final class SwipeFirst: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            otherGestureRecognizer is UISwipeGestureRecognizer
        }
    }

    func testADelegateMakesAPanWaitForASwipe() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = UIPanGestureRecognizer()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        let delegate = SwipeFirst()
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(swipe)
        view.pan(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 100, y: 150), duration: 0.2)
        XCTAssertEqual(swipe.stateHistory, [.ended], "a quick stroke left is the swipe")
        XCTAssertEqual(pan.stateHistory, [.failed], "the pan waited for the swipe, which recognized")

        view.pan(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 250, y: 50), duration: 1)
        XCTAssertEqual(swipe.stateHistory, [.failed])
        XCTAssertEqual(pan.stateHistory.first, .began, "the swipe failed, so the pan began")
        XCTAssertEqual(pan.stateHistory.last, .ended)
    }

    /// A drawing view hears its touches through UIResponder's methods; a tap recognizer on it cancels them once
    /// it recognizes, unless told not to.
    final class SketchView: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let point = touches.first?.location(in: self) ?? .zero
            log.append("began \(Int(point.x)),\(Int(point.y)) taps=\(touches.first?.tapCount ?? 0)")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            let previous = touches.first?.previousLocation(in: self) ?? .zero
            log.append("moved from \(Int(previous.x))")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    func testViewsHearTheTouchesTheirRecognizersLetThrough() async {
        let sketch = SketchView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let window = UIWindow(frame: sketch.frame)
        window.addSubview(sketch)
        let finger = sketch.touchDown(at: CGPoint(x: 10, y: 20))
        finger.move(to: CGPoint(x: 15, y: 20))
        finger.lift()
        XCTAssertEqual(sketch.log, ["began 10,20 taps=1", "moved from 10", "ended"])

        sketch.log = []
        let tap = UITapGestureRecognizer()
        sketch.addGestureRecognizer(tap)
        sketch.touchDown(at: CGPoint(x: 10, y: 20), after: 1).lift()
        XCTAssertEqual(sketch.log, ["began 10,20 taps=1", "cancelled"], "the recognized tap cancels the touch")

        sketch.log = []
        tap.cancelsTouchesInView = false
        sketch.touchDown(at: CGPoint(x: 10, y: 20), after: 0.1).lift()
        XCTAssertEqual(sketch.log, ["began 10,20 taps=2", "ended"], "a second quick touch counts two taps")

        sketch.log = []
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        sketch.addGestureRecognizer(press)
        let held = sketch.touchDown(at: CGPoint(x: 50, y: 50), after: 1)
        XCTAssertEqual(sketch.log, [], "the long press delays the touch while it may still begin")
        held.hold(for: 0.6)
        XCTAssertEqual(press.state, .began)
        held.lift()
        XCTAssertEqual(sketch.log, [], "the press recognized and cancels touches: the view never heard it")
    }

    /// A client's own recognizer overrides UIKit's touch methods and calls super, as custom recognizers do.
    final class ScribbleRecognizer: UIGestureRecognizer {
        var points: [CGPoint] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            points = [location(ofTouch: 0, in: view)]
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            points.append(location(in: view))
            if points.count == 3 { state = .began } else if points.count > 3 { state = .changed }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            state = state == .possible ? .failed : .ended
        }
        override func reset() {
            super.reset()
            points = []
        }
    }

    func testAClientsRecognizerHearsUIKitsTouchMethods() async {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scribble = ScribbleRecognizer()
        canvas.addGestureRecognizer(scribble)
        XCTAssertEqual(scribble.buttonMask, [], "no button down before a touch")
        let finger = canvas.touchDown(at: CGPoint(x: 1, y: 1))
        XCTAssertEqual(scribble.buttonMask, .primary)
        finger.move(to: CGPoint(x: 2, y: 2))
        finger.move(to: CGPoint(x: 3, y: 3))
        finger.move(to: CGPoint(x: 4, y: 4))
        finger.lift()
        XCTAssertEqual(scribble.stateHistory, [.began, .changed, .ended])
        XCTAssertEqual(scribble.location(ofTouch: 5, in: canvas), .zero, "an index past the touches answers zero")
    }

    func testALongPressCanRequireATapFirst() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let tapThenHold = UILongPressGestureRecognizer()
        tapThenHold.numberOfTapsRequired = 1
        view.addGestureRecognizer(tapThenHold)
        let first = view.touchDown(at: CGPoint(x: 30, y: 30), after: 1)
        first.hold(for: 0.6)
        first.lift()
        XCTAssertEqual(tapThenHold.stateHistory, [.failed], "a press with no tap before it")
        view.touchDown(at: CGPoint(x: 30, y: 30), after: 1).lift(after: 0.05)
        let second = view.touchDown(at: CGPoint(x: 31, y: 30), after: 0.1)
        second.hold(for: 0.6)
        XCTAssertEqual(tapThenHold.state, .began, "a tap, then a press")
        second.lift()
    }
}

/// A window that watches every event, as apps reset an idle timer on each touch.
@MainActor
final class WindowEventTests: XCTestCase {
    final class IdleWatchingWindow: UIWindow {
        var touchesSeen = 0
        var swallow = false
        override func sendEvent(_ event: UIEvent) {
            if event.type == .touches { touchesSeen += 1 }
            if !swallow { super.sendEvent(event) }
        }
    }

    func testEveryTouchGoesThroughTheWindowsSendEvent() async {
        let window = IdleWatchingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(button)
        let tap = UITapGestureRecognizer()
        button.addGestureRecognizer(tap)
        let finger = button.touchDown(at: CGPoint(x: 50, y: 50), after: 1)
        finger.move(to: CGPoint(x: 51, y: 50))
        finger.lift()
        XCTAssertEqual(window.touchesSeen, 3, "down, move and up")
        XCTAssertEqual(tap.stateHistory, [.ended])

        window.swallow = true
        button.touchDown(at: CGPoint(x: 50, y: 50), after: 1).lift()
        XCTAssertEqual(window.touchesSeen, 5)
        XCTAssertEqual(tap.stateHistory, [.failed], "a window that does not call super keeps the touch from the tap")
    }
}
