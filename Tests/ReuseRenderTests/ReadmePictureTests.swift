import Foundation
import ReuseExamples
import ReuseRender
import XCTest

@testable import reusekit_graphics

/// The README's pictures are what `reusekit render` draws today: each is rendered again and compared byte for
/// byte. `REUSEKIT_RECORD_GOLDEN=1 swift test --filter ReadmePictureTests` rewrites them after a deliberate change.
final class ReadmePictureTests: XCTestCase {
    /// The pictures, as the README's commands make them: `reusekit render NAME --scale 1 --output FILE`.
    static let pictures = ["movies", "handmade", "contacts", "settings", "grid", "groceries-swiped", "crates"]

    override func tearDown() {
        Renderer.uninstall()
        super.tearDown()
    }

    @MainActor
    func testTheReadmesPicturesAreCurrent() async throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Documentation/Pictures").standardized
        for name in Self.pictures {
            let screen = try XCTUnwrap(ExampleScreen.named(name))
            let png = try GraphicsBackend().png(of: screen, size: CGSize(width: 390, height: 844), offset: 0, scale: 1)
            let url = folder.appendingPathComponent("\(name).png")
            if ProcessInfo.processInfo.environment["REUSEKIT_RECORD_GOLDEN"] == "1" {
                try png.write(to: url)
                continue
            }
            let current = try Data(contentsOf: url)
            XCTAssertEqual(
                png, current,
                "Documentation/Pictures/\(name).png is not what `reusekit render \(name) --scale 1` draws now")
        }
    }
}
