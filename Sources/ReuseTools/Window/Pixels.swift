import ArgumentParser
import Foundation
import ReuseCore
import ReuseExamples
import ReuseKit

#if canImport(Glibc)
    import Glibc
#endif

/// A window to open and run: what `--window` and `example` ask of ``Pixels/backend``.
public struct WindowRequest {
    public let title: String
    /// Pixels per point on top of the display's own.
    public let scale: Double
    public let dark: Bool
    /// Whether cells are coloured by what last happened to them.
    public let showsLifecycle: Bool
    /// Close after this many frames.
    public let frames: Int?
    /// Where to write a PNG of the window when it closes.
    public let screenshot: String?
    /// An input script's text, to parse and play.
    public let script: String?
    /// Makes the window, with what must stay alive while it shows and the work a script's screenshot waits for.
    public let make: @MainActor () -> (Window, AnyObject, (@MainActor () async -> Void)?)
}

/// What draws pixels: a window on the desktop and PNGs of the examples' screens. `reusekit-graphics` installs one
/// (through SDL2, Cairo and Pango); `reusekit` has none, so that its terminal tools start without loading them.
@MainActor
public protocol PixelBackend: AnyObject {
    /// Opens the window and runs it until it closes; returns the statistics line (frame times, where the list
    /// rests).
    func runWindow(_ request: WindowRequest) throws -> String

    /// `screen` shown at `size`, scrolled to `offset` points, drawn at `scale` pixels a point, as PNG.
    func png(of screen: ExampleScreen, size: CGSize, offset: Double, scale: Int) throws -> Data
}

/// The pixel backend, and the hand-over from `reusekit` to `reusekit-graphics`.
public enum Pixels {
    /// The backend this binary draws with; nil in `reusekit`.
    @MainActor public static var backend: (any PixelBackend)?

    /// The binary that draws, beside `reusekit`.
    static let graphicsBinary = "reusekit-graphics"

    /// Whether the command line asks for pixels: `render`, `example`, or `--window` anywhere. (A file named
    /// `--window` only costs the start of the other binary, which parses the same line the same way.)
    static func wantsPixels(_ arguments: [String]) -> Bool {
        let words = arguments.dropFirst()
        return ["render", "example"].contains(words.first ?? "") || words.contains("--window")
    }

    /// In a binary without a backend, replaces the process with `reusekit-graphics` and the same arguments when
    /// the command line asks for pixels; returns otherwise. A missing binary is said on standard error, with
    /// how to build it, and the process ends with status 1.
    public static func handOverIfNeeded(_ arguments: [String]) {
        guard MainActor.assumeIsolated({ backend == nil }), wantsPixels(arguments) else { return }
        let here = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let path = here.appendingPathComponent(graphicsBinary).path
        if !FileManager.default.isExecutableFile(atPath: path) { buildInPlace(from: here) }
        let argv = [path] + arguments.dropFirst()
        var pointers = argv.map { strdup($0) } + [nil]
        execv(path, &pointers)
        // Only when the exec failed.
        let reason = String(cString: strerror(errno))
        let message =
            "reusekit: \(arguments.dropFirst().first ?? "this command") draws with \(graphicsBinary), which could "
            + "not be started from \(path) (\(reason)): build it beside reusekit with `swift build` (which builds "
            + "both), or run `swift run \(graphicsBinary)` with the same arguments\n"
        FileHandle.standardError.write(Data(ControlCharacters.sanitized(message).utf8))
        exit(1)
    }

    /// When this binary runs from a package's own build folder (`swift run reusekit render …` on a fresh
    /// clone, which builds only `reusekit`), builds `reusekit-graphics` beside it, as `swift run` would.
    static func buildInPlace(from folder: URL) {
        let parts = folder.pathComponents
        guard let build = parts.lastIndex(of: ".build"), build > 0, parts.count >= build + 3 else { return }
        let root = NSString.path(withComponents: Array(parts[..<build]))
        let configuration = parts[parts.count - 1]
        guard ["debug", "release"].contains(configuration),
            FileManager.default.fileExists(atPath: root + "/Package.swift")
        else { return }
        FileHandle.standardError.write(Data("reusekit: building \(graphicsBinary) (once)\n".utf8))
        let swift = Process()
        swift.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swift.arguments = [
            "swift", "build", "--package-path", root, "-c", configuration, "--product", graphicsBinary,
        ]
        // The build's progress goes where messages go, not into the command's own output (a PNG's path, a list).
        swift.standardOutput = FileHandle.standardError
        try? swift.run()
        swift.waitUntilExit()
    }

    /// The backend, or the error that says this binary cannot draw.
    @MainActor static func backendOrFailure() throws -> any PixelBackend {
        guard let backend else {
            throw RenderFailure(
                description: "this binary does not draw: run the command with \(graphicsBinary), beside reusekit")
        }
        return backend
    }
}
