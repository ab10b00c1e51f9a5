import UIKit
import XCTest

/// `CGAffineTransform` as CoreGraphics defines it, and a view's `transform` as UIKit applies it: to `frame`,
/// hit-testing and `convert(_:to:)`, not to `bounds`, `center` or layout.
///
/// Main-actor XCTest cases on Linux: each test method is `async` (XCTest for Linux runs a synchronous
/// main-actor method through a cast that fails); the body is the same as on iOS.
@MainActor
final class TransformTests: XCTestCase {
    func testConcatenationAppliesTheReceiverFirst() async {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(.init(translationX: 10, y: 20))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scaleThenMove), CGPoint(x: 12, y: 23))
        // translatedBy applies the move first, then the receiver (CGAffineTransformTranslate).
        let moveThenScale = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(moveThenScale), CGPoint(x: 22, y: 63))
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertEqual(CGAffineTransform(), .identity)
    }

    func testInvertedUndoesAndASingularTransformComesBackUnchanged() async {
        let transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        let point = CGPoint(x: 13, y: 29).applying(transform).applying(transform.inverted())
        XCTAssertEqual(point.x, 13, accuracy: 1e-9)
        XCTAssertEqual(point.y, 29, accuracy: 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func testRectApplyingIsTheBoundingBoxOfTheCorners() async {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        XCTAssertEqual(rect.applying(CGAffineTransform(scaleX: 1, y: -1)), CGRect(x: 0, y: -20, width: 10, height: 20))
        let quarterTurn = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(quarterTurn.width, 20, accuracy: 1e-9)
        XCTAssertEqual(quarterTurn.height, 10, accuracy: 1e-9)
        XCTAssertEqual(
            CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: -1)),
            CGSize(width: 20, height: -20))
    }

    func testAScaledViewsFrameGrowsAboutItsCenterAndItsBoundsStay() async {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 20))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.frame, CGRect(x: 75, y: 90, width: 100, height: 40))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(view.center, CGPoint(x: 125, y: 110))
        view.transform = .identity
        XCTAssertEqual(view.frame, CGRect(x: 100, y: 100, width: 50, height: 20))
    }

    func testATranslationMovesTheFrameButNotTheCenter() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(translationX: 30, y: 40)
        XCTAssertEqual(view.frame.origin, CGPoint(x: 30, y: 40))
        XCTAssertEqual(view.center, CGPoint(x: 5, y: 5))
        view.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
        XCTAssertEqual(view.frame, CGRect(x: 100, y: 100, width: 20, height: 20))
        XCTAssertEqual(view.bounds.size, CGSize(width: 20, height: 20))
    }

    /// The chat idiom: a table flipped upside down shows row 0 at the bottom, and a touch there finds it.
    func testAFlippedViewMapsTouchesAndConversionsThroughTheFlip() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let flipped = UIView(frame: root.bounds)
        flipped.transform = CGAffineTransform(scaleX: 1, y: -1)
        root.addSubview(flipped)
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        flipped.addSubview(top)
        XCTAssertEqual(flipped.frame, root.bounds, "a flip about the centre keeps the frame")
        XCTAssertEqual(top.convert(CGPoint(x: 10, y: 5), to: root), CGPoint(x: 10, y: 195))
        XCTAssertEqual(root.convert(CGPoint(x: 10, y: 195), to: top), CGPoint(x: 10, y: 5))
        XCTAssertEqual(top.convert(top.bounds, to: root), CGRect(x: 0, y: 180, width: 100, height: 20))
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 190), with: nil) === top)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 10), with: nil) === flipped)
    }

    /// Setting the anchor point keeps the centre (the layer's position), so the view jumps, as every "set the
    /// anchor point without the jump" helper written for UIKit expects; the layer shows the view's.
    func testAnAnchorPointKeepsTheCenterAndMovesTheFrame() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        view.anchorPoint = .zero
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 25))
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 25, width: 100, height: 50))
        XCTAssertEqual(view.layer.anchorPoint, .zero)
        XCTAssertEqual(view.layer.position, view.center)
        // The helper's way back: the new anchor's point before the change, as the position.
        view.layer.anchorPoint = CGPoint(x: 1, y: 1)
        view.layer.position = CGPoint(x: 100, y: 50)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 300, y: 300)
        XCTAssertEqual(view.frame.origin, CGPoint(x: 200, y: 250))
    }

    /// An expandable row's chevron turns about its leading edge's middle: the frame, conversions and touches
    /// follow the turn about that point.
    func testATransformTurnsAboutTheAnchorPoint() async {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let chevron = UIView(frame: CGRect(x: 280, y: 12, width: 20, height: 10))
        cell.addSubview(chevron)
        chevron.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        chevron.layer.position = CGPoint(x: 280, y: 17)
        XCTAssertEqual(chevron.frame, CGRect(x: 280, y: 12, width: 20, height: 10))
        chevron.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = chevron.frame
        XCTAssertEqual(turned.minX, 275, accuracy: 1e-9)
        XCTAssertEqual(turned.minY, 17, accuracy: 1e-9)
        XCTAssertEqual(turned.width, 10, accuracy: 1e-9)
        XCTAssertEqual(turned.height, 20, accuracy: 1e-9)
        // The chevron's far end (its trailing edge's middle) now hangs below the pivot.
        let tip = chevron.convert(CGPoint(x: 20, y: 5), to: cell)
        XCTAssertEqual(tip.x, 280, accuracy: 1e-9)
        XCTAssertEqual(tip.y, 37, accuracy: 1e-9)
        let back = cell.convert(CGPoint(x: 280, y: 37), to: chevron)
        XCTAssertEqual(back.x, 20, accuracy: 1e-9)
        XCTAssertEqual(back.y, 5, accuracy: 1e-9)
        XCTAssertTrue(cell.hitTest(CGPoint(x: 279, y: 30), with: nil) === chevron)
        XCTAssertTrue(cell.hitTest(CGPoint(x: 295, y: 17), with: nil) === cell)
        // Setting the frame under the turn keeps the anchor's place in it.
        chevron.frame = CGRect(x: 100, y: 0, width: 10, height: 20)
        XCTAssertEqual(chevron.center.x, 105, accuracy: 1e-9)
        XCTAssertEqual(chevron.center.y, 0, accuracy: 1e-9)
    }

    /// A new bounds size grows or shrinks the view about its centre (its anchor point); a new frame size keeps
    /// the frame's origin.
    func testABoundsSizeChangeKeepsTheCenter() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        XCTAssertEqual(view.frame, CGRect(x: 25, y: 25, width: 50, height: 50))
        view.bounds.origin = CGPoint(x: 0, y: 30)
        XCTAssertEqual(view.frame, CGRect(x: 25, y: 25, width: 50, height: 50))
        view.anchorPoint = .zero
        view.bounds.size = CGSize(width: 10, height: 10)
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 50, width: 10, height: 10))
        view.frame.size = CGSize(width: 30, height: 30)
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 50, width: 30, height: 30))
    }
}

/// Describing a view never traps, whatever number a client gave it.
@MainActor
final class DescriptionTests: XCTestCase {
    func testNumbersOfAnySizeDescribe() async {
        let view = UIView()
        view.alpha = .infinity
        view.layer.cornerRadius = 1e19
        let properties = view.visibleState.properties.map(\.value)
        XCTAssertTrue(properties.contains("inf"))
        XCTAssertTrue(properties.contains("1e+19"))
        view.alpha = 0.5
        XCTAssertTrue(view.visibleState.properties.map(\.value).contains("0.5"))
        view.alpha = -.greatestFiniteMagnitude
        XCTAssertTrue(view.visibleState.properties.map(\.value).contains("-1.7976931348623157e+308"))
    }

    /// A constraint's description (and the message that refuses its constant) names any constant.
    func testAConstraintWithAnyConstantDescribes() async {
        let view = UIView()
        let height = view.heightAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude)
        XCTAssertTrue(height.description.contains("1.7976931348623157e+308"), height.description)
        let width = view.widthAnchor.constraint(equalToConstant: 1e19)
        XCTAssertTrue(width.description.contains("1e+19"), width.description)
    }
}
