import Foundation
import ReuseRender
import ReuseSnapshotTesting
import SnapshotTesting
import UIKit
import XCTest

/// A snapshot that changes by one pixel fails, and says where, with a difference image; one that does not
/// change passes. References here go to a temporary directory, recorded and compared as swift-snapshot-testing
/// records and compares them.
final class SnapshotFailureTests: XCTestCase {
    private var directory = ""

    override func setUp() {
        super.setUp()
        directory = NSTemporaryDirectory() + "reuse-snapshot-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
        Renderer.uninstall()
        super.tearDown()
    }

    @MainActor
    private func makeCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
        cell.backgroundColor = .white
        cell.textLabel?.text = "Apples"
        cell.detailTextLabel?.text = "Crate 7"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    @MainActor
    func testAOnePixelChangeToACellFailsWithADifferenceImage() async throws {
        let cell = makeCell()
        let recorded = verifySnapshot(
            of: cell as UIView, as: .image(traits: UITraitCollection(displayScale: 1)), named: "cell",
            record: .all, snapshotDirectory: directory)
        XCTAssertNotNil(recorded, "recording reports that it recorded")
        XCTAssertNil(
            verifySnapshot(
                of: makeCell() as UIView, as: .image(traits: UITraitCollection(displayScale: 1)), named: "cell",
                record: .never, snapshotDirectory: directory),
            "the same cell drawn again matches its reference exactly")

        let changed = makeCell()
        let dot = UIView(frame: CGRect(x: 300, y: 4, width: 1, height: 1))
        dot.backgroundColor = .red
        changed.addSubview(dot)
        let failure = try XCTUnwrap(
            verifySnapshot(
                of: changed as UIView, as: .image(traits: UITraitCollection(displayScale: 1)), named: "cell",
                record: .never, snapshotDirectory: directory))
        XCTAssertTrue(failure.contains("1 of 17920 pixels differ"), failure)
        XCTAssertTrue(failure.contains("(300, 4)"), failure)
        let path = try XCTUnwrap(
            failure.components(separatedBy: "Difference image (differing pixels in red): ").last?
                .components(separatedBy: "\n").first)
        let difference = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(difference.width, 320)
        let red = (0..<difference.height).flatMap { y in
            (0..<difference.width).filter { x in difference.pixel(x: x, y: y).map { $0.0 == 255 && $0.1 == 0 } ?? false
            }
            .map { ($0, y) }
        }
        XCTAssertEqual(red.count, 1)
        XCTAssertEqual(red.first?.0, 300)
        XCTAssertEqual(red.first?.1, 4)
        try? FileManager.default.removeItem(atPath: path)
    }

    @MainActor
    func testPrecisionLetsAFewPixelsDiffer() async {
        _ = verifySnapshot(
            of: makeCell() as UIView, as: .image(traits: UITraitCollection(displayScale: 1)), named: "cell",
            record: .all, snapshotDirectory: directory)
        let changed = makeCell()
        let dot = UIView(frame: CGRect(x: 300, y: 4, width: 1, height: 1))
        dot.backgroundColor = .red
        changed.addSubview(dot)
        XCTAssertNil(
            verifySnapshot(
                of: changed as UIView, as: .image(precision: 0.999, traits: UITraitCollection(displayScale: 1)),
                named: "cell", record: .never, snapshotDirectory: directory))
    }

    @MainActor
    func testASizeChangeFailsSayingBothSizes() async throws {
        _ = verifySnapshot(
            of: makeCell() as UIView, as: .image(traits: UITraitCollection(displayScale: 1)), named: "cell",
            record: .all, snapshotDirectory: directory)
        let taller = makeCell()
        taller.frame.size.height = 57
        let failure = try XCTUnwrap(
            verifySnapshot(
                of: taller as UIView, as: .image(traits: UITraitCollection(displayScale: 1)), named: "cell",
                record: .never, snapshotDirectory: directory))
        XCTAssertTrue(failure.contains("320 × 57 px; the reference is 320 × 56 px"), failure)
    }
}
