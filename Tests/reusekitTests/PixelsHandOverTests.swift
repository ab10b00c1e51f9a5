import Foundation
import Testing

@testable import ReuseTools

/// `reusekit` starts without the graphics libraries and hands the commands that draw to `reusekit-graphics`.
@Suite struct PixelsHandOverTests {
    @Test func theCommandsThatDrawAreHandedOver() {
        #expect(Pixels.wantsPixels(["reusekit", "render", "contacts", "--output", "c.png"]))
        #expect(Pixels.wantsPixels(["reusekit", "example", "contacts", "--window"]))
        #expect(Pixels.wantsPixels(["reusekit", "demo", "--window"]))
        #expect(Pixels.wantsPixels(["reusekit", "browse", "f.csv", "--window", "--frames", "3"]))
        #expect(!Pixels.wantsPixels(["reusekit", "demo"]))
        #expect(!Pixels.wantsPixels(["reusekit", "browse", "render"]), "a file named render")
        #expect(!Pixels.wantsPixels(["reusekit"]))
    }

    /// The terminal binary links no graphics library (SDL2, Cairo, Pango and what they pull in were 73 of its 95
    /// shared libraries, and 9 ms of every start).
    @Test func theTerminalBinaryLoadsNoGraphicsLibrary() throws {
        let libraries = try DemoEndToEndTests.shell("ldd \(DemoEndToEndTests.binary)")
        #expect(libraries.contains("libswiftCore"), "\(libraries)")
        for name in ["SDL2", "cairo", "pango", "X11", "wayland", "pulse"] {
            #expect(!libraries.contains(name), "\(name) in \(libraries)")
        }
    }

    @Test func renderThroughTheTerminalBinaryRunsInTheGraphicsBinary() throws {
        let list = try DemoEndToEndTests.shell("\(DemoEndToEndTests.binary) render --list; echo rc=$?")
        #expect(list.contains("contacts") && list.hasSuffix("rc=0\n"), "\(list)")
    }

    /// A terminal binary alone (copied where no `reusekit-graphics` is, outside a package's build folder) says
    /// what is missing and how to build it.
    @Test func aMissingGraphicsBinaryIsSaidWithTheFix() throws {
        let folder = NSTemporaryDirectory() + "reusekit-alone-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try DemoEndToEndTests.shell("cp \(DemoEndToEndTests.binary) \(folder)/reusekit")
        let output = try DemoEndToEndTests.shell("\(folder)/reusekit render --list 2>&1; echo rc=$?")
        #expect(output.contains("draws with reusekit-graphics, which could not be started from \(folder)"))
        #expect(output.contains("swift build"))
        #expect(output.hasSuffix("rc=1\n"), "\(output)")
    }
}
