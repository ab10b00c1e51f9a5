import QuartzCore
import UIKit
import XCTest

/// Custom layers and the views that host them, as apps write them: a gradient header that sizes its layer in
/// `layoutSublayers(of:)`, and a progress ring layer that names its own animatable property and action.
@MainActor
final class CustomLayerTests: XCTestCase {
    final class GradientHeaderView: UIView {
        let gradient = CAGradientLayer()
        var layouts = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
            layer.insertSublayer(gradient, at: 0)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            gradient.frame = bounds
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    final class ProgressRingLayer: CAShapeLayer {
        var progress: CGFloat = 0

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }

        override func action(forKey event: String) -> CAAction? {
            guard event == "progress" else { return super.action(forKey: event) }
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.progress
            animation.duration = 0.4
            return animation
        }
    }

    func testAViewSizesItsSublayersInLayoutSublayersAndStillLaysOutItsSubviews() async {
        let header = GradientHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        header.layoutIfNeeded()
        XCTAssertEqual(header.gradient.frame, header.bounds)
        XCTAssertEqual(header.layouts, 1, "super.layoutSublayers(of:) runs layoutSubviews")
        header.frame.size.height = 200
        header.layoutIfNeeded()
        XCTAssertEqual(header.gradient.frame.height, 200)
        XCTAssertEqual(header.layouts, 2)
    }

    func testALayerNamesItsAnimatablePropertyAndTheActionForIt() async throws {
        XCTAssertTrue(ProgressRingLayer.needsDisplay(forKey: "progress"))
        XCTAssertFalse(ProgressRingLayer.needsDisplay(forKey: "opacity"))
        let ring = ProgressRingLayer()
        let action = try XCTUnwrap(ring.action(forKey: "progress"))
        action.run(forKey: "progress", object: ring, arguments: nil)
        XCTAssertEqual(ring.animationKeys(), ["progress"], "an animation action adds itself to the layer")
        XCTAssertNil(ring.action(forKey: "position"), "no implicit action otherwise")
        ring.actions = ["position": NSNull()]
        XCTAssertNil(ring.action(forKey: "position"), "NSNull turns an action off")

        CATransaction.begin()
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        XCTAssertTrue(CATransaction.disableActions())
        CATransaction.commit()
    }
}
