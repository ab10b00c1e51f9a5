import UIKit
import XCTest

/// UIScrollView's settings a list screen sets, as a client uses them.
@MainActor
final class ScrollViewSettingsTests: XCTestCase {
    func testAScrollViewThatDoesNotScrollIgnoresDrags() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2_000)
        scrollView.isScrollEnabled = false
        scrollView.drag(by: CGPoint(x: 0, y: -200))
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 100, "code still moves it")
    }

    func testPagingStopsOnThePageTheFlingPointsTo() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 500))
        scrollView.contentSize = CGSize(width: 320, height: 5_000)
        scrollView.isPagingEnabled = true
        scrollView.drag(by: CGPoint(x: 0, y: -120))
        scrollView.endDragging(velocity: CGPoint(x: 0, y: -300))
        scrollView.advance(by: 3)
        XCTAssertEqual(scrollView.contentOffset.y, 500)
        scrollView.drag(by: CGPoint(x: 0, y: 100))
        scrollView.endDragging(velocity: .zero)
        scrollView.advance(by: 3)
        XCTAssertEqual(scrollView.contentOffset.y, 500, "a slow release goes back to the nearest page")
    }

    func testStopScrollingEndsAFlingWhereItIsAndLeavesTheViewReadyToScroll() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 500))
        scrollView.contentSize = CGSize(width: 320, height: 20_000)
        scrollView.drag(by: CGPoint(x: 0, y: -100))
        scrollView.endDragging(velocity: CGPoint(x: 0, y: -3_000))
        scrollView.advance(by: 0.1)
        XCTAssertTrue(scrollView.isDecelerating)
        scrollView.stopScrollingAndZooming()
        let stopped = scrollView.contentOffset.y
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertFalse(scrollView.isDragging)
        scrollView.advance(by: 1)
        XCTAssertEqual(scrollView.contentOffset.y, stopped)
        scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 200)
        scrollView.drag(by: CGPoint(x: 0, y: -50))
        XCTAssertEqual(scrollView.contentOffset.y, 250)
        scrollView.stopScrollingAndZooming()
        XCTAssertTrue(scrollView.isDragging, "a finger that is down keeps its drag")
        XCTAssertTrue(scrollView.isTracking)
    }

    /// A search screen whose table dismisses the keyboard when the list is dragged.
    func testDraggingWithOnDragDismissesTheKeyboard() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .plain)
        let field = UITextField()
        window.addSubview(field)
        window.addSubview(table)
        table.keyboardDismissMode = .onDrag
        field.becomeFirstResponder()
        table.drag(by: CGPoint(x: 0, y: -10))
        XCTAssertFalse(field.isFirstResponder)
    }

    final class Recorder: NSObjectLike, UIScrollViewDelegate {
        var events: [String] = []
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { events.append("adjusted") }
    }
    class NSObjectLike {}

    func testTheSafeAreaAddsToTheAdjustedInsetAndScrollToTopLandsAboveIt() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView(frame: window.bounds)
        let recorder = Recorder()
        scrollView.delegate = recorder
        scrollView.contentSize = CGSize(width: 390, height: 3_000)
        scrollView.contentInset.top = 10
        window.addSubview(scrollView)
        window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(scrollView.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(recorder.events, ["adjusted"])
        scrollView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scrollView.adjustedContentInset.top, 10)
        scrollView.contentInsetAdjustmentBehavior = .automatic

        let inner = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 800))
        window.addSubview(inner)
        XCTAssertEqual(inner.safeAreaInsets, UIEdgeInsets(top: 27, left: 0, bottom: 10, right: 0))

        scrollView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        scrollView.scrollToTop()
        scrollView.advance(by: 1)
        XCTAssertEqual(scrollView.contentOffset.y, -57)
        XCTAssertEqual(recorder.events, ["adjusted", "didScrollToTop"])
        window.screenSafeAreaInsets = .zero
    }
}
