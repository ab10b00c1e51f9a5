import Foundation
import ReuseCore
import Testing

/// `reusekit example NAME --window` in a real window under Xvfb (Debian's `xvfb`, driven by `xdotool`, both
/// installed by `.ci/run`): the mouse wheel scrolls the screen and the window shows, pixel for pixel, what
/// `reusekit render` draws at that offset. Skipped where Xvfb or xdotool is missing.
@Suite(.serialized) struct WindowEndToEndTests {
    static let tools = ["Xvfb", "xdotool"].allSatisfy {
        !((try? DemoEndToEndTests.shell("command -v \($0)")) ?? "").isEmpty
    }

    /// A display of this process's own, for the length of `body`: Xvfb picks a free display number itself
    /// (`-displayfd`) and says which.
    static func withDisplay<T>(in directory: String, _ body: (String) throws -> T) throws -> T {
        let number = directory + "/display"
        try DemoEndToEndTests.shell(
            "Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>\(number) >/dev/null 2>&1 </dev/null & "
                + "echo $! > \(directory)/xvfb")
        var display = ""
        // Polls for the number a bounded number of times (a real server starting on a real clock).
        for _ in 0..<300 where display.isEmpty {
            display = ((try? String(contentsOfFile: number, encoding: .utf8)) ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if display.isEmpty { usleep(100_000) }
        }
        defer {
            _ = try? DemoEndToEndTests.shell(
                "kill -9 $(cat \(directory)/xvfb) 2>/dev/null; rm -f /tmp/.X\(display)-lock /tmp/.X11-unix/X\(display)")
        }
        #expect(!display.isEmpty, "Xvfb started")
        return try body(":" + display)
    }

    /// The id of ReuseKit's window on `display` once it opens, or "" after a minute. Polls a bounded number of
    /// times (xdotool's own --sync can wait for ever).
    static func window(on display: String) throws -> String {
        var window = ""
        for _ in 0..<600 where window.isEmpty {
            window = try DemoEndToEndTests.shell("DISPLAY=\(display) xdotool search --name 'ReuseKit' | head -1")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if window.isEmpty { usleep(100_000) }
        }
        return window
    }

    @Test(.enabled(if: tools)) func theWheelScrollsTheWindowAndItShowsWhatRenderDraws() throws {
        let directory = NSTemporaryDirectory() + "reusekit-window-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let shot = directory + "/window.png"
        let reference = directory + "/render.png"
        let binary = DemoEndToEndTests.binary
        try Self.withDisplay(in: directory) { display in
            try DemoEndToEndTests.shell(
                "DISPLAY=\(display) \(binary) example contacts --window --screenshot \(shot) >\(directory)/app.log 2>&1 "
                    + "</dev/null & echo $! > \(directory)/pid")
            let window = try Self.window(on: display)
            #expect(
                !window.isEmpty,
                "the window opened: \((try? String(contentsOfFile: directory + "/app.log", encoding: .utf8)) ?? "")")
            // Three notches down (40 points each), then Q: SDL hands the events over in order.
            try DemoEndToEndTests.shell(
                "DISPLAY=\(display) xdotool mousemove --window \(window) 200 400 click --window \(window) 5 "
                    + "click --window \(window) 5 click --window \(window) 5 key --window \(window) q")
            let pid = try String(contentsOfFile: directory + "/pid", encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            for _ in 0..<600 where FileManager.default.fileExists(atPath: "/proc/\(pid)") {
                if (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.contains(") Z ") ?? false {
                    break
                }
                usleep(100_000)
            }
            _ = try? DemoEndToEndTests.shell("kill -9 \(pid) 2>/dev/null")
        }
        try DemoEndToEndTests.shell("\(binary) render contacts --scale 1 --offset 120 --output \(reference)")
        let shown = try PNGDecoder.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: shot))))
        let drawn = try PNGDecoder.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: reference))))
        #expect(shown.width == 390 && shown.height == 844)
        // The window's frames were scrolled (pixels moved, the new strip drawn): Cairo samples a scaled image a
        // level differently at another offset, so the avatars' edges may differ by one level; nothing else may.
        var differing = 0
        var largest = 0
        for (a, b) in zip(shown.bytes, drawn.bytes) where a != b {
            differing += 1
            largest = max(largest, abs(Int(a) - Int(b)))
        }
        #expect(
            largest <= 2, "the window shows what reusekit render draws 120 points down (largest difference \(largest))")
        #expect(differing < shown.bytes.count / 1_000, "\(differing) channels differ")
        #expect(drawn.bytes.count == shown.bytes.count)
    }
}
