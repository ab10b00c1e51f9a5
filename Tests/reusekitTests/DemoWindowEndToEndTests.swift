import Foundation
import ReuseCore
import ReuseExamples
import ReuseKit
import Testing

/// `reusekit demo --window` under Xvfb, driven by an input script (SDL's own events, on virtual time): a fling
/// through the million contacts, End, a fling back, a tap on a row, and Q. Each resting screen is compared with
/// `reusekit render demo` at the same offset, drawn from nothing (a reused cell showing stale content fails it),
/// and each landing with the headless engine given the same touches at the same times (a fling that lands on the
/// wrong row fails it) and with UIKit's deceleration. Skipped where Xvfb is missing.
@Suite(.serialized) struct DemoWindowEndToEndTests {
    static let size = CGSize(width: 1280, height: 800)
    static let rowHeight: CGFloat = 56

    /// A fling down the list: three moves of the pointer a frame apart, let go, and six seconds to come to rest.
    static let flingDown = """
        wait 5
        down 640 600
        wait
        move 640 560
        wait
        move 640 480
        wait
        move 640 380
        wait
        up
        wait 360
        """

    /// End, then a fling back up from the last row, then (after a screenshot) a tap on a row.
    static func flingUpFromTheEndAndTap(screenshot: String) -> String {
        """
        wait 5
        key End
        wait 2
        down 640 200
        wait
        move 640 240
        wait
        move 640 320
        wait
        move 640 420
        wait
        up
        wait 360
        screenshot \(screenshot)
        click 640 400
        wait 3
        """
    }

    /// What the window printed: the list's offset, its top row and the selected row.
    struct Report {
        var offset: CGFloat
        var selected: String?

        init(_ line: String) throws {
            let fields = line.split(separator: "·").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            let offset = fields.first { $0.hasPrefix("offset ") }.flatMap { Double($0.dropFirst(7)) }
            self.offset = CGFloat(try #require(offset, "the window reported its offset: \(line)"))
            selected = fields.first { $0.hasPrefix("selected ") }.map { String($0.dropFirst(9)) }
        }
    }

    /// Runs the demo in a window on `display` with `script`, and returns what it reported.
    static func runDemo(_ script: String, in directory: String, display: String, screenshot: String) throws -> Report {
        let path = directory + "/script.txt"
        try script.appending("\nquit\n").write(toFile: path, atomically: true, encoding: .utf8)
        let output = try DemoEndToEndTests.shell(
            "DISPLAY=\(display) timeout 120 \(DemoEndToEndTests.binary) demo --window --script \(path) "
                + "--screenshot \(screenshot) --stats </dev/null")
        let line = try #require(
            output.split(separator: "\n").last { $0.contains("frames ·") }, "the window ran: \(output)")
        return try Report(String(line))
    }

    /// The headless engine given the touches the script gives, frame by frame: the offset where it rests.
    @MainActor
    static func headlessLanding(
        startingAt start: (TableView) -> Void, drag points: [CGFloat], x: CGFloat, settle: Int
    ) throws -> (offset: CGFloat, table: TableView, shown: ShownScreen) {
        let shown = ExampleScreen.demo(contacts: 1_000_000).show(size: size)
        let table = try #require(shown.scrollView as? TableView)
        let frame = 1.0 / 60
        for _ in 0..<5 { table.advance(by: frame) }
        start(table)
        let finger = shown.window.touchDown(at: CGPoint(x: x, y: points[0]), after: 1)
        table.advance(by: frame)
        for y in points.dropFirst() {
            finger.move(to: CGPoint(x: x, y: y), after: frame)
            table.advance(by: frame)
        }
        finger.lift(after: frame)
        for _ in 0..<settle { table.advance(by: frame) }
        #expect(!table.isDecelerating, "the list came to rest")
        return (table.contentOffset.y, table, shown)
    }

    /// Where UIKit's deceleration (0.998 a millisecond) takes a list let go at `velocity` points a second.
    static func decelerationDistance(velocity: CGFloat) -> CGFloat {
        velocity / 1000 * 0.998 / (1 - 0.998)
    }

    /// Compares the window's screenshot with `reusekit render demo` at the same offset.
    static func expectScreenshotMatchesRender(_ shot: String, offset: CGFloat, in directory: String) throws {
        let reference = directory + "/render.png"
        try DemoEndToEndTests.shell(
            "\(DemoEndToEndTests.binary) render demo --width \(Int(size.width)) --height \(Int(size.height)) "
                + "--scale 1 --offset \(offset) --output \(reference)")
        try expectSame(shot, reference, what: "the window against render at offset \(offset)")
    }

    @Test(.enabled(if: WindowEndToEndTests.tools))
    func theReadmesPicturesOfTheWindowAreWhatItShows() async throws {
        let directory = NSTemporaryDirectory() + "reusekit-demo-window-pictures-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pictures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Documentation/Pictures").standardized.path
        let names = ["window-demo-lifecycle", "window-demo-dark-menu"]
        let script =
            Self.flingDown + """

                key l
                wait 2
                screenshot \(directory)/\(names[0]).png
                key l
                key d
                rightclick 420 330
                wait 2
                screenshot \(directory)/\(names[1]).png
                """
        _ = try WindowEndToEndTests.withDisplay(in: directory) { display in
            try Self.runDemo(script, in: directory, display: display, screenshot: directory + "/last.png")
        }
        for name in names {
            let made = directory + "/\(name).png"
            let committed = pictures + "/\(name).png"
            try Self.expectPicture(made, isCommitted: committed, as: "Documentation/Pictures/\(name).png")
        }
    }

    /// The README's picture `committed` is what the window drew (`made`), by ``expectSame(_:_:what:)``; with
    /// `REUSEKIT_RECORD_GOLDEN=1` it is replaced by it instead.
    static func expectPicture(_ made: String, isCommitted committed: String, as what: String) throws {
        guard ProcessInfo.processInfo.environment["REUSEKIT_RECORD_GOLDEN"] == "1" else {
            return try expectSame(made, committed, what: what)
        }
        _ = try? FileManager.default.removeItem(atPath: committed)
        try FileManager.default.copyItem(atPath: made, toPath: committed)
    }

    /// Two PNGs of the same size whose channels differ by a level or two at most, in a few places.
    static func expectSame(_ path: String, _ reference: String, what: String) throws {
        let shown = try PNGDecoder.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
        let expected = try PNGDecoder.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: reference))))
        #expect(shown.width == expected.width && shown.height == expected.height, "\(what): the size")
        var differing = 0
        var largest = 0
        for (a, b) in zip(shown.bytes, expected.bytes) where a != b {
            differing += 1
            largest = max(largest, abs(Int(a) - Int(b)))
        }
        #expect(largest <= 2 && differing < shown.bytes.count / 1_000, "\(what): \(differing) channels differ")
    }

    /// At `--scale 2`, a window resized to 800 × 600 points is 1600 × 1200 pixels and shows what render draws at
    /// that size and scale: the views lay out again at the new size.
    @Test(.enabled(if: WindowEndToEndTests.tools))
    func aResizedWindowAtTwoPixelsAPointShowsWhatRenderDrawsAtThatSize() async throws {
        let directory = NSTemporaryDirectory() + "reusekit-demo-window-resize-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let shot = directory + "/resized.png"
        let script = "wait 2\nresize 800 600\nwait 3\nscreenshot \(shot)\nquit\n"
        try script.write(toFile: directory + "/script.txt", atomically: true, encoding: .utf8)
        let output = try WindowEndToEndTests.withDisplay(in: directory) { display in
            try DemoEndToEndTests.shell(
                "DISPLAY=\(display) timeout 120 \(DemoEndToEndTests.binary) demo --window --scale 2 "
                    + "--script \(directory)/script.txt --stats </dev/null")
        }
        #expect(output.contains("frames ·"), "the window ran: \(output)")
        let reference = directory + "/render.png"
        try DemoEndToEndTests.shell(
            "\(DemoEndToEndTests.binary) render demo --width 800 --height 600 --scale 2 --output \(reference)")
        let shown = try PNGDecoder.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: shot))))
        #expect(shown.width == 1_600 && shown.height == 1_200)
        try Self.expectSame(shot, reference, what: "the resized window at 2x")
    }

    @Test(.enabled(if: WindowEndToEndTests.tools))
    func aFlingLandsWhereTheEngineAndUIKitSayAndShowsNoStaleCell() async throws {
        let directory = NSTemporaryDirectory() + "reusekit-demo-window-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let shot = directory + "/fling.png"
        let report = try WindowEndToEndTests.withDisplay(in: directory) { display in
            try Self.runDemo(Self.flingDown, in: directory, display: display, screenshot: shot)
        }
        let headless = try await MainActor.run {
            try Self.headlessLanding(startingAt: { _ in }, drag: [600, 560, 480, 380], x: 640, settle: 360).offset
        }
        #expect(abs(report.offset - headless) < 0.1, "the window's fling rests where the engine's does")
        // Let go after 220 points at 4,400 points a second (the last 0.05 s): UIKit's rule, to within a row.
        let uikit = 220 + Self.decelerationDistance(velocity: 4_400)
        #expect(abs(report.offset - uikit) < Self.rowHeight, "\(report.offset) against UIKit's \(uikit)")
        try Self.expectScreenshotMatchesRender(shot, offset: report.offset, in: directory)
    }

    @Test(.enabled(if: WindowEndToEndTests.tools))
    func endThenAFlingBackUpThenATapSelectsTheRowUnderThePointer() async throws {
        let directory = NSTemporaryDirectory() + "reusekit-demo-window-end-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let rested = directory + "/rested.png"
        let tapped = directory + "/tapped.png"
        let report = try WindowEndToEndTests.withDisplay(in: directory) { display in
            try Self.runDemo(
                Self.flingUpFromTheEndAndTap(screenshot: rested), in: directory, display: display, screenshot: tapped)
        }
        let (offset, row) = try await MainActor.run { () throws -> (CGFloat, String) in
            let landing = try Self.headlessLanding(
                startingAt: { table in
                    let last = table.numberOfSections - 1
                    table.scrollToRow(
                        at: IndexPath(row: table.numberOfRows(inSection: last) - 1, section: last), at: .bottom,
                        animated: false)
                }, drag: [200, 240, 320, 420], x: 640, settle: 360)
            let table = landing.table
            let path = try #require(table.indexPathForRow(at: table.convert(CGPoint(x: 640, y: 400), from: nil)))
            return (landing.offset, "\(path.section).\(path.row)")
        }
        #expect(abs(report.offset - offset) < 0.1, "the fling up from the end rests where the engine's does")
        #expect(report.offset > 55_000_000, "the list is near the end of a million rows")
        #expect(report.selected == row, "the tap selected the row under the pointer")
        try Self.expectScreenshotMatchesRender(rested, offset: report.offset, in: directory)
    }
}
