import ReuseCore
import ReuseRender
import UIKit
import XCTest

@testable import UIKitExamples

/// Text is measured by the font that draws it: a self-sized row is as tall as the lines its label draws, and a
/// label's width is its glyphs' width. The bitmap is read back to see where the ink fell.
final class TextInkTests: XCTestCase {
    private var window: UIWindow?

    override func tearDown() {
        window = nil
        Renderer.uninstall()
        super.tearDown()
    }

    /// The rows of `frame` (in points, at `scale`) that hold a pixel darker than mid-grey.
    private func inkRows(_ bitmap: RGBABitmapReader, in frame: CGRect, scale: CGFloat) -> [Int] {
        let left = Int((frame.minX * scale).rounded(.down))
        let right = Int((frame.maxX * scale).rounded(.up))
        let top = max(Int((frame.minY * scale).rounded(.down)) - 8, 0)
        let bottom = min(Int((frame.maxY * scale).rounded(.up)) + 8, bitmap.height)
        return (top..<bottom).filter { y in (left..<right).contains { x in bitmap.isInk(x: x, y: y) } }
    }

    /// Runs of consecutive rows: one per line of text.
    private func lines(_ rows: [Int]) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for row in rows {
            if let last = runs.last, last.upperBound == row - 1 {
                runs[runs.count - 1] = last.lowerBound...row
            } else {
                runs.append(row...row)
            }
        }
        return runs
    }

    @MainActor
    func testSelfSizedRowsAreAsTallAsTheLinesTheirLabelsDraw() async throws {
        TextEngine.install()
        let controller = ViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        self.window = window
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let scale: CGFloat = 2
        let bitmap = RGBABitmapReader(try Renderer(scale: scale).bitmap(of: window))
        var checked = 0
        for cell in controller.tableView.visibleCells.compactMap({ $0 as? UIKitExamples.TableViewCell }) {
            let body = cell.bodyLabel
            let frame = body.convert(body.bounds, to: window)
            guard frame.maxY < window.bounds.maxY - 8, frame.minY > 0 else { continue }
            let lineHeight = body.font.lineHeight
            let drawn = lines(inkRows(bitmap, in: frame, scale: scale))
            let expected = Int((body.bounds.height / lineHeight).rounded())
            XCTAssertEqual(drawn.count, expected, "row \(checked): a line of ink for each line the label was sized for")
            let inkBottom = CGFloat(drawn.last?.upperBound ?? 0) / scale
            let inkTop = CGFloat(drawn.first?.lowerBound ?? 0) / scale
            XCTAssertGreaterThanOrEqual(inkTop, frame.minY, "the text starts inside its label")
            XCTAssertLessThanOrEqual(inkBottom, frame.maxY + 1, "and ends inside it")
            XCTAssertLessThan(frame.maxY - inkBottom, lineHeight * 0.5, "with no empty line below the text")
            let author: CGFloat = cell.authorLabel.bounds.height
            let labels: CGFloat = author + body.bounds.height
            XCTAssertEqual(cell.bounds.height, labels + 28, accuracy: 1, "12 above, 4 between and 12 below the labels")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 4)
    }

    @MainActor
    func testALabelIsAsWideAsItsGlyphs() async throws {
        TextEngine.install()
        let label = UILabel()
        label.text = "Wi-Fi and Bluetooth"
        label.font = .systemFont(ofSize: 17)
        let size = label.intrinsicContentSize
        label.frame = CGRect(x: 0, y: 0, width: size.width + 20, height: size.height)
        label.backgroundColor = .white
        let bitmap = RGBABitmapReader(try Renderer(scale: 1).bitmap(of: label))
        let columns = (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { bitmap.isInk(x: x, y: $0) } }
        let inkWidth = CGFloat((columns.last ?? 0) - (columns.first ?? 0) + 1)
        // The advance includes the side bearings of the first and last glyph: a point or two beyond the ink.
        XCTAssertEqual(size.width, inkWidth, accuracy: 3)
        XCTAssertLessThan(abs(size.width - CGFloat("Wi-Fi and Bluetooth".count) * 17 * 0.55), 40)
        XCTAssertNotEqual(size.width, (CGFloat(19) * 17 * 0.55).rounded(.up), "not the approximation")
    }
}

/// Reads a rendered bitmap's pixels.
struct RGBABitmapReader {
    let width: Int
    let height: Int
    private let bytes: [UInt8]

    init(_ bitmap: RGBABitmap) {
        width = bitmap.width
        height = bitmap.height
        bytes = bitmap.bytes
    }

    /// Whether the pixel is dark enough to be a glyph's ink on a light background.
    func isInk(x: Int, y: Int) -> Bool {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return false }
        let at = (y * width + x) * 4
        return bytes[at + 3] > 128 && Int(bytes[at]) + Int(bytes[at + 1]) + Int(bytes[at + 2]) < 3 * 128
    }
}
