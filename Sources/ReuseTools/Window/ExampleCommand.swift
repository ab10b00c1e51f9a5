import ArgumentParser
import Foundation
import ReuseCore
import ReuseExamples

/// `reusekit example NAME --window`: one of the examples' screens in a real window.
struct ExampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "example",
        abstract: "Run one of the examples' screens in a window on the desktop (SDL2).",
        discussion: """
            The screen runs in a window of --width × --height points, drawn as `reusekit render` draws it and \
            redrawn each frame as it changes. A click taps, a drag pans and flings, the wheel and the touchpad \
            scroll, a right-click opens a row's context menu, the arrows move the focused row and Return selects \
            it; D switches to dark mode and back, L shows the cells' lifecycle, Escape or Q closes the window. \
            --screenshot writes what the window shows when it closes. The screens are those of \
            `reusekit render --list`.
            """
    )

    @Argument(help: "The screen to run (see `reusekit render --list`).") var name: String
    @Flag(help: "Open a window (the only way to run an example; a display is needed: a desktop, or Xvfb).")
    var window = false
    @Option(help: "The window's width in points.") var width: Double = 390
    @Option(help: "The window's height in points.") var height: Double = 844
    @OptionGroup var options: WindowOptions

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
        try Self.validateSize(width: width, height: height)
    }

    static func validateSize(width: Double, height: Double) throws {
        for (option, value) in [("--width", width), ("--height", height)] {
            guard value.isFinite, value >= 100, value <= 4_000 else {
                throw ValidationError(
                    "\(option) \(value) is not a size from 100 to 4000 points: give one in that range")
            }
        }
    }

    func run() throws {
        guard let screen = ExampleScreen.named(name) else { return }
        try options.run(screen, size: CGSize(width: width, height: height), title: "ReuseKit · \(name)")
    }
}
