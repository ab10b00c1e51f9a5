import ReuseExamples
import ReuseKit
import ReuseRender
import XCTest

/// Frames drawn one after another: a scroll moves the pixels that stay and draws only what came into view, and
/// every frame is byte for byte what a full draw of the same state gives.
final class FrameRendererTests: XCTestCase {
    private var screen: ShownScreen?

    override func tearDown() {
        screen = nil
        Renderer.uninstall()
        super.tearDown()
    }

    /// The feed of self-sizing text rows, shown with the font that draws it, and a renderer of its frames at 2x.
    @MainActor
    private func showPosts() throws -> (ShownScreen, FrameRenderer) {
        TextEngine.install()
        let shown = try XCTUnwrap(ExampleScreen.named("posts")).show()
        screen = shown
        return (shown, FrameRenderer(scale: 2))
    }

    @MainActor
    func testAScrollRedrawsTheStripThatCameIntoViewAndMatchesAFullDraw() async throws {
        let (shown, frames) = try showPosts()
        XCTAssertEqual(try frames.render(shown.window), .full)
        XCTAssertEqual(try frames.render(shown.window), .unchanged)
        let total = 390 * 844 * 4
        var offset: CGFloat = 0
        for step in [60, 60, 45, 200, -90, 1] as [CGFloat] {
            offset += step
            shown.scroll(to: offset)
            let kind = try frames.render(shown.window)
            guard case .scrolled(let drawn) = kind else { return XCTFail("step \(step) drew \(kind)") }
            XCTAssertLessThan(drawn, total / 2, "step \(step): \(drawn) of \(total) pixels drawn")
            let full = try Renderer(scale: 2).bitmap(of: shown.window)
            XCTAssertTrue(frames.bitmap() == full, "step \(step): the frame is what a full draw gives")
        }
    }

    @MainActor
    func testAChangeOutsideTheScrollViewOrAFractionalScrollRedrawsEverything() async throws {
        let (shown, frames) = try showPosts()
        try frames.render(shown.window)
        shown.scroll(to: 10.25)
        XCTAssertEqual(try frames.render(shown.window), .full, "a quarter point is half a pixel at 2x")
        shown.window.backgroundColor = .systemRed
        XCTAssertEqual(try frames.render(shown.window), .full)
    }

    /// Dark mode (a window's `overrideUserInterfaceStyle`, as a window host's D key sets it) redraws every view:
    /// the rows' dynamic colours resolve anew, and the frame is what a full draw in dark gives.
    @MainActor
    func testSwitchingToDarkRedrawsTheRowsInTheirDarkColours() async throws {
        let (shown, frames) = try showPosts()
        try frames.render(shown.window)
        shown.window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(try frames.render(shown.window), .full)
        let full = try Renderer(scale: 2).bitmap(of: shown.window)
        XCTAssertTrue(frames.bitmap() == full)
        // A row's background, well inside the first row, is dark now.
        let bitmap = try XCTUnwrap(frames.bitmap())
        let index = (bitmap.width * 200 + 700) * 4
        XCTAssertLessThan(Int(bitmap.bytes[index]) + Int(bitmap.bytes[index + 1]) + Int(bitmap.bytes[index + 2]), 150)
    }
}
