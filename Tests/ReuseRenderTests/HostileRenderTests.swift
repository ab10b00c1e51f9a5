import Foundation
import ReuseCore
import ReuseExamples
import ReuseKit
import ReuseRender
import XCTest

/// What files and clients may hand the renderer: each bad value gets an error that names it, never a crash, a
/// hang or an allocation of the size a header claims.
final class HostileRenderTests: XCTestCase {
    override func tearDown() {
        Renderer.uninstall()
        super.tearDown()
    }

    @MainActor
    private func photo() throws -> Data {
        let bitmap = try XCTUnwrap(Contact.samples[0].photo?.cgImage?.bitmap)
        return try PNGCodec.encode(bitmap)
    }

    /// 300 copies of `file` with four bytes past `start` changed in each, at places and to values spread by primes,
    /// so that every run corrupts the same way.
    private func corruptCopies(of file: Data, after start: Int) -> [Data] {
        (0..<300).map { copy in
            var corrupt = file
            for change in 1...4 {
                let at = start + (copy * 7_919 + change * 104_729) % (file.count - start)
                corrupt[at] = UInt8(truncatingIfNeeded: copy * 31 + change * 17)
            }
            return corrupt
        }
    }

    /// Every prefix of `file` shorter than the whole fails to decode, with a reason that starts `reason`.
    private func assertEveryCutFails(_ file: Data, reason: String, _ decode: (Data) throws -> RGBABitmap) {
        XCTAssertNoThrow(try decode(file))
        for length in 0..<file.count {
            XCTAssertThrowsError(try decode(file.prefix(length)), "cut at \(length) bytes") { error in
                XCTAssertTrue("\(error)".hasPrefix(reason), "\(error)")
            }
        }
    }

    @MainActor
    func testAPNGCutAtEveryByteIsRefusedWithAReason() async throws {
        assertEveryCutFails(try photo(), reason: "not a readable PNG") { try PNGCodec.decode($0) }
        XCTAssertThrowsError(try PNGCodec.decode(Data("GIF89a not a png at all".utf8))) { error in
            XCTAssertTrue("\(error)".contains("PNG's signature"), "\(error)")
        }
    }

    @MainActor
    func testCorruptBytesNeverCrash() async throws {
        let png = try photo()
        for corrupt in corruptCopies(of: png, after: 33) {
            // A corrupt file is refused or, when the damage is only in pixel values libpng cannot check, read.
            if let bitmap = try? PNGCodec.decode(corrupt) { XCTAssertEqual(bitmap.width, 120) }
        }
    }

    @MainActor
    func testADeclaredSizeBeyondTheLimitIsRefusedBeforeAnyPixelIsAllocated() async throws {
        var png = try photo()
        // IHDR's width and height: 100,000 × 100,000.
        let side: [UInt8] = [0x00, 0x01, 0x86, 0xA0]
        png.replaceSubrange(16..<20, with: side)
        png.replaceSubrange(20..<24, with: side)
        XCTAssertThrowsError(try PNGCodec.decode(png)) { error in
            XCTAssertEqual(error as? RenderError, .tooLarge(width: 100_000, height: 100_000, limit: 64_000_000))
            XCTAssertTrue("\(error)".contains("100000 × 100000 px"), "\(error)")
        }
    }

    /// A 3,000 × 3,000 black square compresses to a few kilobytes and would take 36 MB: a caller's limit
    /// stops it before it is inflated.
    @MainActor
    func testADecompressionBombStopsAtTheCallersLimit() async throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 3_000, height: 3_000))
        view.backgroundColor = .black
        let bomb = try Renderer(scale: 1).pngData(of: view)
        XCTAssertLessThan(bomb.count, 100_000)
        XCTAssertThrowsError(try PNGCodec.decode(bomb, pixelLimit: 1_000_000)) { error in
            XCTAssertEqual(error as? RenderError, .tooLarge(width: 3_000, height: 3_000, limit: 1_000_000))
        }
    }

    @MainActor
    func testSizesAndScalesThatCannotBeDrawnAreRefusedByName() async throws {
        let empty = View(frame: .zero)
        XCTAssertThrowsError(try Renderer().bitmap(of: empty)) { error in
            XCTAssertEqual(error as? RenderError, .invalidSize(width: 0, height: 0))
        }
        let huge = View(frame: CGRect(x: 0, y: 0, width: 100_000, height: 100_000))
        XCTAssertThrowsError(try Renderer().bitmap(of: huge)) { error in
            XCTAssertTrue("\(error)".contains("over the renderer's limit"), "\(error)")
        }
        let small = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for scale in [0, -1, .nan, .infinity] as [CGFloat] {
            XCTAssertThrowsError(try Renderer(scale: scale).bitmap(of: small)) { error in
                XCTAssertTrue("\(error)".contains("cannot render at scale"), "\(error)")
            }
        }
    }

    /// NaN and infinite frames, transforms and radii in a tree draw nothing for those views and everything else.
    @MainActor
    func testNaNGeometryIsSkippedAndTheRestDrawn() async throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.backgroundColor = .white
        let broken = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        broken.backgroundColor = .red
        broken.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: .infinity)
        root.addSubview(broken)
        let turned = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        turned.backgroundColor = .red
        turned.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        turned.layer.cornerRadius = .infinity
        turned.layer.shadowOpacity = 1
        turned.layer.shadowRadius = .nan
        root.addSubview(turned)
        let fine = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        fine.backgroundColor = .blue
        root.addSubview(fine)
        let bitmap = try Renderer(scale: 1).bitmap(of: root)
        XCTAssertEqual(bitmap.pixel(x: 15, y: 15).map { [$0.0, $0.1, $0.2] }, [0, 0, 255])
        XCTAssertEqual(bitmap.pixel(x: 2, y: 18).map { [$0.0, $0.1, $0.2] }, [255, 255, 255])
    }

    /// A 10 MB string is laid out to its first 64 KB and a "…": measured and drawn in bounded time.
    @MainActor
    func testATenMegabyteLabelIsCutAndDrawn() async throws {
        TextEngine.install()
        let label = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        label.numberOfLines = 0
        label.text = String(repeating: "reuse ", count: 10_000_000 / 6)
        let size = label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertGreaterThan(size.height, 1_000)
        XCTAssertLessThan(size.height, 200_000)
        label.backgroundColor = .white
        XCTAssertNoThrow(try Renderer(scale: 1).bitmap(of: label))
    }

    @MainActor
    private func photoJPEG() throws -> Data {
        let bitmap = try XCTUnwrap(Contact.samples[0].photo?.cgImage?.bitmap)
        return try JPEGCodec.encode(bitmap, quality: 0.8)
    }

    @MainActor
    func testAJPEGCutAtEveryByteIsRefusedWithAReason() async throws {
        let jpeg = try photoJPEG()
        XCTAssertEqual(try JPEGCodec.decode(jpeg).width, 120)
        assertEveryCutFails(jpeg, reason: "not a readable JPEG") { try JPEGCodec.decode($0) }
    }

    @MainActor
    func testCorruptJPEGBytesNeverCrash() async throws {
        for corrupt in corruptCopies(of: try photoJPEG(), after: 2) {
            if let bitmap = try? JPEGCodec.decode(corrupt) {
                XCTAssertEqual(bitmap.bytes.count, bitmap.width * bitmap.height * 4)
            }
        }
    }

    /// The frame header's size set to 30,000 × 30,000: refused before the 3.6 GB it would take.
    @MainActor
    func testAJPEGDeclaringAHugeSizeIsRefusedBeforeAnyPixelIsAllocated() async throws {
        var jpeg = try photoJPEG()
        let bytes = [UInt8](jpeg)
        let frame = try XCTUnwrap((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange((frame + 5)..<(frame + 9), with: [0x75, 0x30, 0x75, 0x30])
        XCTAssertThrowsError(try JPEGCodec.decode(jpeg)) { error in
            XCTAssertEqual(error as? RenderError, .tooLarge(width: 30_000, height: 30_000, limit: 64_000_000))
        }
    }

    /// Once a renderer is installed, `Image(data:)` decodes JPEG too, through libjpeg; broken data gives nil.
    @MainActor
    func testImageDataDecodesJPEGOnceTheRendererIsInstalled() async throws {
        let jpeg = try photoJPEG()
        XCTAssertNil(Image(data: jpeg)?.cgImage, "ReuseKit alone reads a JPEG's size only")
        Renderer.install()
        let image = try XCTUnwrap(Image(data: jpeg))
        XCTAssertEqual(image.cgImage?.width, 120)
        XCTAssertNil(Image(data: jpeg.prefix(jpeg.count / 2)), "a JPEG cut in half does not decode, as in UIKit")
    }
}

/// A layer subclass that draws in `draw(in:)`, as Core Animation code writes one, is drawn by the renderer.
final class LayerDrawingTests: XCTestCase {
    override func tearDown() {
        Renderer.uninstall()
        super.tearDown()
    }

    final class CheckLayer: Layer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(Color.red)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        }
    }

    @MainActor
    func testALayerThatDrawsIsDrawn() async throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .white
        let layer = CheckLayer()
        layer.frame = view.bounds
        layer.needsDisplayOnBoundsChange = true
        view.layer.addSublayer(layer)
        let bitmap = try Renderer(scale: 1).bitmap(of: view)
        XCTAssertEqual(bitmap.pixel(x: 5, y: 10).map { [$0.0, $0.1, $0.2] }, [255, 0, 0])
        XCTAssertEqual(bitmap.pixel(x: 35, y: 10).map { [$0.0, $0.1, $0.2] }, [255, 255, 255])
    }
}
