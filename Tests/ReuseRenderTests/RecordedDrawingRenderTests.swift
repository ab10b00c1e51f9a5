import Foundation
import ReuseCore
import ReuseExamples
import ReuseKit
import ReuseRender
import XCTest

/// A pattern colour, as a list's background of a repeating texture is written: the image tiles from the view's
/// origin.
final class PatternColorRenderTests: XCTestCase {
    @MainActor
    func testAPatternColourTilesItsImage() async throws {
        // A 2×1 image: red, then blue.
        let bitmap = try XCTUnwrap(RGBABitmap(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 255]))
        let image = Image(cgImage: CGImage(bitmap: bitmap))
        let color = Color(patternImage: image)
        XCTAssertTrue(color.patternImage === image)
        XCTAssertEqual(color.red, 1, "its components are the first pixel's")
        XCTAssertEqual(color.withAlphaComponent(0.5).patternImage, image, "a copy with another alpha keeps the image")
        let view = View(frame: CGRect(x: 0, y: 0, width: 8, height: 2))
        view.backgroundColor = color
        let drawn = try Renderer(scale: 1).bitmap(of: view)
        for x in 0..<8 {
            let pixel = try XCTUnwrap(drawn.pixel(x: x, y: 1))
            XCTAssertEqual([pixel.0, pixel.1, pixel.2], x % 2 == 0 ? [255, 0, 0] : [0, 0, 255], "pixel \(x)")
        }
    }
}

/// What `draw(_:)` code records, drawn: rotated shapes as they are, blend modes and dashes.
final class RecordedDrawingRenderTests: XCTestCase {
    @MainActor
    func testARotatedSquareIsDrawnTurnedAndMultiplyDarkens() async throws {
        let image = GraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            let cg = context.cgContext
            cg.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            cg.translateBy(x: 20, y: 20)
            cg.rotate(by: .pi / 4)
            cg.setBlendMode(.multiply)
            cg.setFillColor(red: 0, green: 1, blue: 1, alpha: 1)
            cg.fill(CGRect(x: -10, y: -10, width: 20, height: 20))
        }
        let view = ImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let bitmap = try Renderer(scale: 1).bitmap(of: view)
        let centre = try XCTUnwrap(bitmap.pixel(x: 20, y: 20))
        XCTAssertEqual([centre.0, centre.1, centre.2], [0, 255, 0], "yellow multiplied by cyan is green")
        let corner = try XCTUnwrap(bitmap.pixel(x: 11, y: 11))
        XCTAssertEqual(
            [corner.0, corner.1, corner.2], [255, 255, 0],
            "the bounding box's corner is outside the turned square: it stays yellow")
    }

    @MainActor
    func testABitmapDrawnThroughCoreGraphicsIsUpsideDownAndTiles() async throws {
        // Two rows: red on top, blue below.
        let bitmap = try XCTUnwrap(RGBABitmap(width: 1, height: 2, bytes: [255, 0, 0, 255, 0, 0, 255, 255]))
        let picture = CGImage(bitmap: bitmap)
        let image = GraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            context.cgContext.draw(picture, in: CGRect(x: 0, y: 0, width: 8, height: 4))
            context.cgContext.clip(to: CGRect(x: 0, y: 4, width: 8, height: 4))
            context.cgContext.draw(picture, in: CGRect(x: 0, y: 4, width: 2, height: 2), byTiling: true)
        }
        let view = ImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        let drawn = try Renderer(scale: 1).bitmap(of: view)
        let top = try XCTUnwrap(drawn.pixel(x: 4, y: 0))
        XCTAssertEqual([top.0, top.1, top.2], [0, 0, 255], "Core Graphics draws the bitmap's last row at the top")
        let tiled = try XCTUnwrap(drawn.pixel(x: 7, y: 7))
        XCTAssertEqual([tiled.0, tiled.1, tiled.2], [255, 0, 0], "the tile repeats to the clip's corner, flipped too")
    }

    @MainActor
    func testATextLayerDrawsItsStringInItsColour() async throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        view.backgroundColor = .white
        let text = TextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        text.string = "WWWW"
        text.fontSize = 28
        text.foregroundColor = .red
        text.alignmentMode = .center
        view.layer.addSublayer(text)
        let bitmap = try Renderer(scale: 1).bitmap(of: view)
        var red = 0
        var leftmost = 120
        for y in 0..<40 {
            for x in 0..<120 {
                guard let pixel = bitmap.pixel(x: x, y: y), pixel.0 > 200, pixel.1 < 80, pixel.2 < 80 else { continue }
                red += 1
                leftmost = min(leftmost, x)
            }
        }
        XCTAssertGreaterThan(red, 100, "the glyphs are drawn in the layer's colour")
        XCTAssertGreaterThan(leftmost, 5, "centred, the text does not start at the left edge")
    }

    @MainActor
    func testAReplicatorDrawsFadingCopiesOfItsDot() async throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        view.backgroundColor = .white
        let replicator = ReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        replicator.anchorPoint = .zero
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        let dot = Layer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = .black
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceTransform = .translation(x: 30, y: 0, z: 0)
        replicator.instanceAlphaOffset = -0.5
        view.layer.addSublayer(replicator)
        let bitmap = try Renderer(scale: 1).bitmap(of: view)
        let first = try XCTUnwrap(bitmap.pixel(x: 5, y: 5))
        let second = try XCTUnwrap(bitmap.pixel(x: 35, y: 5))
        let third = try XCTUnwrap(bitmap.pixel(x: 65, y: 5))
        XCTAssertEqual(first.0, 0, "the first copy is opaque")
        XCTAssertEqual(Int(second.0), 128, accuracy: 2, "the second is half faded")
        XCTAssertEqual(third.0, 255, "the third has faded away")
    }
}
