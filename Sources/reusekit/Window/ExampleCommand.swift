import ArgumentParser
import Foundation
import ReuseCore
import ReuseExamples
import ReuseKit
import ReuseRender
import ReuseWindow

/// `reusekit example NAME --window`: one of the examples' screens in a real window.
struct ExampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "example",
        abstract: "Run one of the examples' screens in a window on the desktop (SDL2).",
        discussion: """
            The screen runs in a window of --width × --height points, drawn as `reusekit render` draws it and \
            redrawn each frame as it changes. The mouse wheel scrolls, a click taps, a drag pans; Escape or Q \
            closes the window. --screenshot writes what the window shows when it closes. The screens are those \
            of `reusekit render --list`.
            """
    )

    @Argument(help: "The screen to run (see `reusekit render --list`).") var name: String
    @Flag(help: "Open a window (the only way to run an example; a display is needed: a desktop, or Xvfb).")
    var window = false
    @Option(help: "Where to write a PNG of the window when it closes.") var screenshot: String?
    @Option(help: "Close the window after this many frames.") var frames: Int?
    @Flag(help: "Print the frame times (median and 99th percentile) when the window closes.") var stats = false
    @Option(help: "The window's width in points.") var width: Double = 390
    @Option(help: "The window's height in points.") var height: Double = 844

    func validate() throws {
        guard ExampleScreen.named(name) != nil else {
            let names = ExampleScreen.all.map(\.name).joined(separator: ", ")
            throw ValidationError(
                "no screen is named \"\(ControlCharacters.sanitized(name))\"; the screens are \(names)")
        }
        guard window else {
            throw ValidationError(
                "pass --window to run \(name) in a window (`reusekit render \(name) -o FILE.png` draws it to a file)")
        }
        for (option, value) in [("--width", width), ("--height", height)] {
            guard value.isFinite, value >= 100, value <= 4_000 else {
                throw ValidationError(
                    "\(option) \(value) is not a size from 100 to 4000 points: give one in that range")
            }
        }
        if let frames, frames < 1 { throw ValidationError("--frames \(frames): give at least 1") }
    }

    func run() throws {
        guard let screen = ExampleScreen.named(name) else { return }
        let (median, p99, count) = try MainActor.assumeIsolated { () throws -> (Double, Double, Int) in
            Renderer.install()
            let shown = screen.show(size: CGSize(width: width, height: height))
            let host = WindowHost(window: shown.window, title: "ReuseKit · \(name)")
            do {
                try host.run(frameLimit: frames, screenshot: screenshot)
            } catch {
                throw RenderFailure(description: "\(error)")
            }
            withExtendedLifetime(shown) {}
            let (median, p99) = host.statistics.medianAndP99
            return (median, p99, host.statistics.frames)
        }
        if stats {
            print(String(format: "%d frames · median %.2f ms · p99 %.2f ms", count, median, p99))
        }
    }
}
