import ArgumentParser
import Foundation
import ReuseCore
import ReuseExamples
import ReuseKit

/// The options of every command that opens a window (`example NAME --window`, `demo --window`), and the run.
struct WindowOptions: ParsableArguments {
    @Option(help: "Where to write a PNG of the window when it closes.") var screenshot: String?
    @Option(help: "Close the window after this many frames (a 60th of a second each, drawn or not).") var frames: Int?
    @Flag(help: "Print the frame times (median and 99th percentile) and where the list rests when the window closes.")
    var stats = false
    @Option(help: "Pixels per point on top of the display's own (2 for a high-density display).") var scale: Double = 1
    @Flag(help: "Colour each cell by what last happened to it, and count the cells (L toggles it).") var lifecycle =
        false
    @Flag(help: "Start in dark mode (D toggles it).") var dark = false
    @Option(
        help: ArgumentHelp(
            "Input to play, from a file: a click, a drag, the wheel, keys, screenshots (see the reusekit article).",
            valueName: "file"))
    var script: String?

    func validate() throws {
        guard scale.isFinite, scale >= 1, scale <= 4 else {
            throw ValidationError("--scale \(scale) is not from 1 to 4: give 1, or 2 for a high-density display")
        }
        if let frames, frames < 1 { throw ValidationError("--frames \(frames): give at least 1") }
    }

    /// The script's text, if one was given (`reusekit-graphics` parses it).
    func scriptText() throws -> String? {
        guard let script else { return nil }
        do {
            return try String(contentsOfFile: script, encoding: .utf8)
        } catch {
            throw ValidationError(
                "cannot read the input script \(ControlCharacters.sanitized(script)): give a readable UTF-8 text file")
        }
    }

    /// Opens `screen` in a window of `size` points titled `title`, and runs it until it closes.
    func run(_ screen: ExampleScreen, size: CGSize, title: String) throws {
        try run(title: title) {
            let shown = screen.show(size: size)
            return (shown.window, shown, nil)
        }
    }

    /// Opens the window `make` gives, with what must stay alive while it shows and the work a script's screenshot
    /// waits for (rows still loading, say), and runs it until it closes (through ``Pixels/backend``).
    func run(
        title: String, make: @escaping @MainActor () -> (Window, AnyObject, (@MainActor () async -> Void)?)
    ) throws {
        let request = WindowRequest(
            title: title, scale: scale, dark: dark, showsLifecycle: lifecycle, frames: frames,
            screenshot: screenshot, script: try scriptText(), make: make)
        let report = try MainActor.assumeIsolated { try Pixels.backendOrFailure().runWindow(request) }
        if stats { print(report) }
    }
}
