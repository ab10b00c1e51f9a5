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
        TextEngine.uninstall()
        super.tearDown()
    }

    @MainActor
    private func photo() throws -> Data {
        let bitmap = try XCTUnwrap(Contact.samples[0].photo?.cgImage?.bitmap)
        return try PNGCodec.encode(bitmap)
    }

    @MainActor
    func testAPNGCutAtEveryByteIsRefusedWithAReason() async throws {
        let png = try photo()
        XCTAssertNoThrow(try PNGCodec.decode(png))
        for length in 0..<png.count {
            XCTAssertThrowsError(try PNGCodec.decode(png.prefix(length)), "cut at \(length) bytes")
        }
        XCTAssertThrowsError(try PNGCodec.decode(Data("GIF89a not a png at all".utf8))) { error in
            XCTAssertTrue("\(error)".contains("PNG's signature"), "\(error)")
        }
    }

    @MainActor
    func testCorruptBytesNeverCrash() async throws {
        let png = try photo()
        // Four bytes past the header changed in each of 300 copies, at places and to values spread by primes, so
        // that every run corrupts the same way.
        for copy in 0..<300 {
            var corrupt = png
            for change in 1...4 {
                let at = 33 + (copy * 7_919 + change * 104_729) % (png.count - 33)
                corrupt[at] = UInt8(truncatingIfNeeded: copy * 31 + change * 17)
            }
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
}
