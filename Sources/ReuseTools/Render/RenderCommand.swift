import ArgumentParser
import Foundation
import ReuseCore
import ReuseExamples
import ReuseKit

/// `reusekit render`: one of the examples' screens drawn to a PNG file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw one of the examples' screens to a PNG file, at any scroll offset, size and scale.",
        discussion: """
            The screen is laid out in a window of --width × --height points with its text measured by the font \
            that draws it (Inter through Pango), scrolled to --offset points, and drawn by Cairo at --scale \
            pixels a point. --list names the screens.
            """
    )

    @Flag(help: "List the screens and what each shows.") var list = false
    @Argument(help: "The screen to draw (see --list).") var name: String?
    @Option(name: .shortAndLong, help: "Where to write the PNG.") var output: String?
    @Option(help: "Pixels per point: 1, 2 or 3.") var scale: Int = 3
    @Option(help: "How far to scroll, in points from the top.") var offset: Double = 0
    @Option(help: "The window's width in points.") var width: Double = 390
    @Option(help: "The window's height in points.") var height: Double = 844

    func validate() throws {
        guard !list else { return }
        guard let name else { throw ValidationError("name a screen to draw, or pass --list to see them") }
        guard ExampleScreen.named(name) != nil else {
            let names = ExampleScreen.all.map(\.name).joined(separator: ", ")
            throw ValidationError(
                "no screen is named \"\(ControlCharacters.sanitized(name))\"; the screens are \(names)")
        }
        guard output != nil else { throw ValidationError("give the PNG file to write with --output FILE.png") }
        guard [1, 2, 3].contains(scale) else {
            throw ValidationError("--scale \(scale) is not 1, 2 or 3: pick one of those")
        }
        for (option, value) in [("--width", width), ("--height", height)] {
            guard value.isFinite, value >= 1, value <= 4_000 else {
                throw ValidationError("\(option) \(value) is not a size from 1 to 4000 points: give one in that range")
            }
        }
        guard offset.isFinite else { throw ValidationError("--offset \(offset) is not a number of points") }
    }

    func run() throws {
        if list {
            let widest = ExampleScreen.all.map(\.name.count).max() ?? 0
            for screen in ExampleScreen.all {
                print(screen.name.padding(toLength: widest + 2, withPad: " ", startingAt: 0) + screen.summary)
            }
            return
        }
        guard let name, let screen = ExampleScreen.named(name), let output else { return }
        let png: Data
        do {
            png = try MainActor.assumeIsolated { () throws -> Data in
                try Pixels.backendOrFailure().png(
                    of: screen, size: CGSize(width: width, height: height), offset: offset, scale: scale)
            }
        } catch {
            throw RenderFailure(description: "could not draw \(name): \(error)")
        }
        let url = URL(fileURLWithPath: output)
        do {
            try png.write(to: url)
        } catch {
            let folder = url.deletingLastPathComponent().path
            let reason =
                FileManager.default.fileExists(atPath: folder)
                ? "the folder \(folder) is not writable, or \(url.lastPathComponent) is a folder"
                : "the folder \(folder) does not exist"
            throw RenderFailure(
                description: ControlCharacters.sanitized(
                    "could not write \(output): \(reason); give --output a file in a folder you can write to"))
        }
        print(
            "\(name): \(Int(width * Double(scale))) × \(Int(height * Double(scale))) px → "
                + ControlCharacters.sanitized(output))
    }
}

/// A render that could not finish: said in one sentence, without the usage text a mistyped option gets.
public struct RenderFailure: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}
