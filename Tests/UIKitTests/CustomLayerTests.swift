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

    /// A shimmer layer as apps write one: its own `override init()` sets it up, `init(layer:)` copies it for
    /// presentation, and the archive initializer sets it up too.
    final class ShimmerLayer: CAGradientLayer {
        private(set) var madeBy = ""
        var sweep: CGFloat = 1

        override init() {
            super.init()
            setUp(by: "init()")
        }

        override init(layer: Any) {
            super.init(layer: layer)
            sweep = (layer as? ShimmerLayer)?.sweep ?? 1
            madeBy = "init(layer:)"
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            sweep = CGFloat(coder.decodeDouble(forKey: "sweep"))
            setUp(by: "init(coder:)")
        }

        private func setUp(by initializer: String) {
            madeBy = initializer
            colors = [UIColor.systemGray5.cgColor, UIColor.systemGray6.cgColor, UIColor.systemGray5.cgColor]
            startPoint = CGPoint(x: 0, y: 0.5)
            endPoint = CGPoint(x: 1, y: 0.5)
        }
    }

    final class ShimmerView: UIView {
        override class var layerClass: AnyClass { ShimmerLayer.self }
        var shimmer: ShimmerLayer { layer as! ShimmerLayer }
    }

    func testALayerSubclassWithItsOwnInitIsMadeAsASublayerAndAsAViewsLayerClass() async throws {
        let sublayer = ShimmerLayer()
        XCTAssertEqual(sublayer.madeBy, "init()")
        XCTAssertEqual(sublayer.colors?.count, 3)
        sublayer.sweep = 2
        let copy = ShimmerLayer(layer: sublayer)
        XCTAssertEqual(copy.madeBy, "init(layer:)")
        XCTAssertEqual(copy.sweep, 2)

        let view = ShimmerView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        XCTAssertEqual(view.shimmer.madeBy, "init(coder:)", "the class the view names is made through init(coder:)")
        XCTAssertEqual(view.shimmer.colors?.count, 3, "its own set-up ran")
        XCTAssertEqual(view.shimmer.sweep, 0, "an empty archive: every number decodes as zero")
        XCTAssertEqual(view.shimmer.startPoint, CGPoint(x: 0, y: 0.5))
        XCTAssertTrue(view.shimmer === view.layer, "made once")
        XCTAssertEqual(view.shimmer.bounds, view.bounds, "and it follows its view")

        final class Gradient: UIView { override class var layerClass: AnyClass { CAGradientLayer.self } }
        XCTAssertTrue(Gradient().layer is CAGradientLayer)
        XCTAssertTrue(type(of: UIView().layer) == CALayer.self)
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
