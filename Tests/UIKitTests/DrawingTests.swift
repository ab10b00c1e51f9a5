import UIKit
import XCTest

/// Drawing as UIKit code does it: a custom view's `draw(_:)`, a view snapshotted with an image renderer, an image
/// resized for a thumbnail, the older image-context functions, and text measured for a row's height. Headless,
/// each context keeps what was drawn (a display list a renderer rasterizes); the tests read it.
@MainActor
final class DrawingTests: XCTestCase {
    /// A progress ring drawn in `draw(_:)`.
    final class RingView: UIView {
        var progress: CGFloat = 0.25 {
            didSet { setNeedsDisplay() }
        }

        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setLineWidth(8)
            context.setStrokeColor(UIColor.systemBlue.cgColor)
            context.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY), radius: 40, startAngle: -.pi / 2,
                endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
            context.strokePath()
            let label = "\(Int(progress * 100))%" as NSString
            label.draw(at: CGPoint(x: 40, y: 42), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
    }

    func testASnapshotOfAViewRecordsItsBackgroundAndWhatItsDrawDraws() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        container.backgroundColor = .white
        let ring = RingView(frame: CGRect(x: 50, y: 10, width: 100, height: 100))
        container.addSubview(ring)
        let image = UIGraphicsImageRenderer(bounds: container.bounds).image { context in
            container.layer.render(in: context.cgContext)
        }
        XCTAssertEqual(image.size, CGSize(width: 200, height: 120))
        XCTAssertEqual(image.scale, 3)
        let operations = image.recording ?? []
        XCTAssertEqual(operations.count, 3, "the background, the ring, the text")
        guard operations.count == 3 else { return }
        if case .fill(let path, _, let state) = operations[0] {
            XCTAssertEqual(path, [.rect(CGRect(x: 0, y: 0, width: 200, height: 120), cornerRadius: 0)])
            XCTAssertEqual(state.fillColor, .white)
        } else {
            XCTFail("the background first: \(operations[0])")
        }
        if case .stroke(let path, let state) = operations[1] {
            XCTAssertEqual(state.lineWidth, 8)
            XCTAssertEqual(state.strokeColor, .systemBlue)
            guard case .arc(let center, let radius, _, _, _) = path.first else { return XCTFail("an arc: \(path)") }
            XCTAssertEqual(center, CGPoint(x: 100, y: 60), "in the container's space: the ring's frame moved it")
            XCTAssertEqual(radius, 40)
        } else {
            XCTFail("the ring second: \(operations[1])")
        }
        if case .text(let text, let rect, _) = operations[2] {
            XCTAssertEqual(text.string, "25%")
            XCTAssertEqual(rect.origin, CGPoint(x: 40, y: 42))
            XCTAssertEqual(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, .systemFont(ofSize: 12))
        } else {
            XCTFail("the text last: \(operations[2])")
        }
    }

    func testDrawHierarchySnapshotsAViewScaledIntoTheRect() async {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badge.backgroundColor = .systemRed
        let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 40)).image { _ in
            XCTAssertTrue(badge.drawHierarchy(in: CGRect(x: 0, y: 0, width: 80, height: 40), afterScreenUpdates: true))
        }
        guard case .fill(let path, _, _) = image.recording?.first else { return XCTFail("a fill") }
        XCTAssertEqual(path, [.rect(CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 0)], "scaled twice")
        XCTAssertFalse(badge.drawHierarchy(in: badge.bounds, afterScreenUpdates: false), "no context, nothing drawn")
    }

    /// A thumbnail made the way image-loading list screens make one.
    private func thumbnail(of image: UIImage, side: CGFloat) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
        return renderer.image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            image.draw(in: CGRect(x: 0, y: 0, width: side, height: side))
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        }
    }

    func testAThumbnailIsTheRenderersSizeWithTheImageDrawnIntoIt() async {
        let photo = UIImage(systemName: "photo")!
        let thumb = thumbnail(of: photo, side: 64)
        XCTAssertEqual(thumb.size, CGSize(width: 64, height: 64))
        let operations = thumb.recording ?? []
        XCTAssertEqual(operations.count, 3)
        guard operations.count == 3 else { return }
        if case .image(let drawn, let rect, _) = operations[1] {
            XCTAssertTrue(drawn === photo)
            XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 64, height: 64))
        } else {
            XCTFail("the photo second: \(operations[1])")
        }
        if case .fill(let path, _, let state) = operations[2] {
            XCTAssertEqual(path, [.oval(CGRect(x: 0, y: 0, width: 10, height: 10))])
            XCTAssertEqual(state.fillColor, .black, "setFill() holds for what follows")
        } else {
            XCTFail("the dot last: \(operations[2])")
        }
        XCTAssertNil(UIGraphicsGetCurrentContext(), "the renderer's context is current only inside its actions")
    }

    func testTheOlderImageContextFunctionsStillWork() async {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 50, height: 40), false, 0)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 50, height: 40))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertEqual(image?.size, CGSize(width: 50, height: 40))
        XCTAssertEqual(image?.scale, 3, "scale 0 is the screen's")
        XCTAssertEqual(image?.recording?.count, 1)
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext(), "none outside an image context")
    }

    func testARenderersImageCanBeMadeOffTheMainThread() async {
        let size = await Task.detached {
            UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { context in
                context.cgContext.setFillColor(UIColor.green.cgColor)
                context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
            }.size
        }.value
        XCTAssertEqual(size, CGSize(width: 30, height: 20))
    }

    func testTextIsMeasuredAsALabelLaysItOut() async {
        let font = UIFont.systemFont(ofSize: 17)
        let text = "A row whose text wraps onto more than one line at this width"
        let oneLine = text.size(withAttributes: [.font: font])
        let wrapped = text.boundingRect(
            with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        XCTAssertGreaterThan(oneLine.width, 120)
        XCTAssertLessThanOrEqual(wrapped.width, 120)
        XCTAssertGreaterThan(wrapped.height, oneLine.height * 2, "several lines")
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text
        XCTAssertEqual(
            wrapped.height, label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)).height)
        let single = text.boundingRect(
            with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: [], attributes: [.font: font],
            context: nil)
        XCTAssertEqual(single.height, oneLine.height, "without usesLineFragmentOrigin the text is one line")
    }

    /// A drawing saved as PNG and JPEG, as a share sheet or a cache writes it: the PNG reads back to the same
    /// pixels, the JPEG to the same colours within its compression.
    func testADrawnImageEncodesAsPNGAndJPEG() async throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        let png = try XCTUnwrap(image.pngData())
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let decoded = try XCTUnwrap(UIImage(data: png, scale: 2))
        XCTAssertEqual(decoded.size, CGSize(width: 20, height: 10))
        let pixels = try XCTUnwrap(decoded.cgImage?.bitmap)
        XCTAssertEqual(pixels.width, 40)
        XCTAssertEqual(pixels.pixel(x: 5, y: 5).map { [$0.0, $0.1, $0.2, $0.3] }, [255, 0, 0, 255])
        XCTAssertEqual(pixels.pixel(x: 35, y: 15).map { [$0.0, $0.1, $0.2, $0.3] }, [0, 0, 255, 255])

        let jpeg = try XCTUnwrap(image.jpegData(compressionQuality: 0.9))
        XCTAssertEqual(Array(jpeg.prefix(3)), [0xFF, 0xD8, 0xFF])
        let small = try XCTUnwrap(image.jpegData(compressionQuality: 0.1))
        XCTAssertLessThan(small.count, jpeg.count, "a lower quality makes a smaller file")
        XCTAssertEqual(UIImage(data: jpeg)?.size, CGSize(width: 40, height: 20), "the size its header declares")
        XCTAssertNil(UIImage().pngData(), "an empty image has nothing to encode, as in UIKit")
        XCTAssertNotNil(UIImage(systemName: "star.fill")?.pngData(), "a symbol is drawn, then encoded")
    }

    /// A renderer subclass that flips its contexts, as code drawing with Core Graphics' y-up text does.
    final class FlippedRenderer: UIGraphicsRenderer {
        override class func prepare(_ context: CGContext, with rendererContext: UIGraphicsRendererContext) {
            super.prepare(context, with: rendererContext)
            context.translateBy(x: 0, y: rendererContext.format.bounds.height)
            context.scaleBy(x: 1, y: -1)
        }
    }

    func testRendererSubclassesPrepareTheirContextsAndImageRenderersEncode() async throws {
        let renderer = FlippedRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(renderer.format.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertTrue(renderer.allowsImageOutput)
        var order: [String] = []
        try renderer.runDrawingActions { context in
            order.append("draw")
            XCTAssertTrue(UIGraphicsGetCurrentContext() === context.cgContext, "current while the actions run")
            XCTAssertEqual(context.cgContext.convertToDeviceSpace(CGPoint(x: 0, y: 0)), CGPoint(x: 0, y: 50))
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .multiply)
        } completionActions: { context in
            order.append("complete")
            XCTAssertNil(UIGraphicsGetCurrentContext(), "no longer current")
            XCTAssertEqual(context.cgContext.operations.count, 1)
        }
        XCTAssertEqual(order, ["draw", "complete"])

        let format = UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2))
        XCTAssertEqual(format.scale, 2)
        XCTAssertFalse(format.supportsHighDynamicRange)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format)
        let png = image.pngData { context in
            XCTAssertEqual(context.format.scale, 2, "the image context's format is the image format")
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        }
        XCTAssertEqual(UIImage(data: png)?.size, CGSize(width: 16, height: 8), "8 x 4 points at 2x")
        let jpeg = image.jpegData(withCompressionQuality: 0.5) { _ in }
        XCTAssertEqual(Array(jpeg.prefix(2)), [0xFF, 0xD8])
    }
}
