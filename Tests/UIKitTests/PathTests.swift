import UIKit
import XCTest

/// Paths as drawing code builds them: a progress ring's layer path, CoreGraphics' mutable paths with transforms,
/// quadratic curves, tangent arcs, dashes and hit tests.
@MainActor
final class PathTests: XCTestCase {
    final class ProgressRingView: UIView {
        let track = CAShapeLayer()
        let ring = UIBezierPath()

        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.addSublayer(track)
        }

        required init?(coder: NSCoder) { nil }

        func show(progress: CGFloat) {
            ring.removeAllPoints()
            ring.addArc(
                withCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: 20, startAngle: -.pi / 2,
                endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
            ring.lineCapStyle = .round
            track.path = ring.cgPath
        }
    }

    func testALayerKeepsThePathItWasGivenWhenThePathChangesLater() async throws {
        let view = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.show(progress: 0.25)
        let quarter = try XCTUnwrap(view.track.path)
        view.ring.addLine(to: .zero)
        XCTAssertEqual(quarter.elements.count, 1, "cgPath is a snapshot, as UIKit's immutable CGPath is")
        view.show(progress: 0.5)
        XCTAssertEqual(view.ring.elements.count, 1, "removeAllPoints empties the path before the new arc")
        XCTAssertEqual(view.ring.lineCapStyle, .round)
        XCTAssertEqual(view.ring.currentPoint.x, 30, accuracy: 0.001)
        XCTAssertEqual(view.ring.currentPoint.y, 50, accuracy: 0.001, "half a turn from the top ends at the bottom")
    }

    func testAMutablePathMapsWhatItAddsByItsTransform() async {
        let path = CGMutablePath()
        let turn = CGAffineTransform(rotationAngle: .pi / 4)
        path.addRect(CGRect(x: -10, y: -10, width: 20, height: 20), transform: turn)
        let box = path.boundingBoxOfPath
        XCTAssertEqual(box.width, 20 * 2.0.squareRoot(), accuracy: 0.001, "a square turned 45° is wider")
        XCTAssertTrue(path.contains(CGPoint(x: 13, y: 0)), "the turned square's corner reaches x = 14.1")

        let lines = CGMutablePath()
        lines.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        lines.closeSubpath()
        XCTAssertEqual(lines.currentPoint, CGPoint(x: 10, y: 10))
        let copy = lines.copy(using: [CGAffineTransform(translationX: 5, y: 5)])
        XCTAssertEqual(copy?.boundingBoxOfPath, CGRect(x: 5, y: 5, width: 10, height: 10))
        let rounded = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 8, cornerHeight: 4,
            transform: nil)
        XCTAssertEqual(rounded.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertFalse(rounded.contains(CGPoint(x: 0.5, y: 0.5)), "the corner is cut by its quarter ellipse")
        XCTAssertTrue(rounded.contains(CGPoint(x: 20, y: 10)))
    }

    func testQuadraticCurvesTangentArcsAndReversal() async throws {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: 100))
        guard case .curve(let end, let control1, let control2) = try XCTUnwrap(path.elements.last) else {
            return XCTFail("a quadratic curve is kept as a cubic one")
        }
        XCTAssertEqual(end, CGPoint(x: 100, y: 0))
        XCTAssertEqual(control1.y, 200.0 / 3, accuracy: 0.001)
        XCTAssertEqual(control2.x, 200.0 / 3, accuracy: 0.001)

        let reversed = path.reversing()
        XCTAssertEqual(reversed.elements.first, .move(CGPoint(x: 100, y: 0)), "it starts where the path ended")
        XCTAssertEqual(reversed.currentPoint, CGPoint(x: 100, y: 0))

        let corner = CGMutablePath()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 50, y: 50), radius: 10)
        XCTAssertEqual(corner.currentPoint.x, 50, accuracy: 0.001, "the arc ends on the second line")
        XCTAssertEqual(corner.currentPoint.y, 10, accuracy: 0.001, "a right angle's arc ends one radius down")
    }

    func testDashesRoundTripAndTransformsMapArcsExactly() async throws {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        let dashes: [CGFloat] = [4, 2]
        path.setLineDash(dashes, count: dashes.count, phase: 1)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        XCTAssertEqual(count, 2)
        var read = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&read, count: nil, phase: nil)
        XCTAssertEqual(read, [4, 2])
        XCTAssertEqual(phase, 1)

        path.apply(CGAffineTransform(rotationAngle: .pi / 2))
        let box = path.bounds
        XCTAssertEqual(box.width, 10, accuracy: 0.6, "a turned ellipse is as wide as it was tall")
        XCTAssertEqual(box.height, 20, accuracy: 0.6)
    }

    func testAContextHitTestsItsPathByTheFillRule() async {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
        var results: [Bool] = []
        _ = renderer.image { context in
            let cg = context.cgContext
            cg.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            cg.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
            results.append(cg.pathContains(CGPoint(x: 20, y: 20), mode: .fill))
            results.append(cg.pathContains(CGPoint(x: 20, y: 20), mode: .eoFill))
            results.append(cg.pathContains(CGPoint(x: 5, y: 20), mode: .eoFill))
            cg.setLineWidth(4)
            results.append(cg.pathContains(CGPoint(x: 1, y: 20), mode: .stroke))
            results.append(cg.pathContains(CGPoint(x: 5, y: 20), mode: .stroke))
            XCTAssertEqual(cg.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        XCTAssertEqual(results, [true, false, true, true, false], "winding fills the hole, even-odd leaves it")
    }
}
