import Foundation
import Testing

/// `reusekit browse FILE --window` under Xvfb, driven by an input script: the examples' flights in a window,
/// scrolled with the wheel, its columns scrolled with →, then End. The screen after the wheel and the arrows must be
/// the README's picture, and End must select the last of the 2,000 rows.
@Suite(.serialized) struct BrowseWindowEndToEndTests {
    @Test(.enabled(if: WindowEndToEndTests.tools))
    func theFlightsScrollAndEndSelectsTheLastRow() async throws {
        let directory = NSTemporaryDirectory() + "reusekit-browse-window-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
            .standardized.path
        let shot = directory + "/window-browse.png"
        let script = """
            wait 3
            wheel -20
            wait 2
            key Right
            key Right
            wait 2
            screenshot \(shot)
            key End
            wait 2
            quit
            """
        try script.write(toFile: directory + "/script.txt", atomically: true, encoding: .utf8)
        let output = try WindowEndToEndTests.withDisplay(in: directory) { display in
            try DemoEndToEndTests.shell(
                "cd \(root) && DISPLAY=\(display) timeout 120 \(DemoEndToEndTests.binary) browse "
                    + "Examples/Data/flights.csv --window --script \(directory)/script.txt --stats </dev/null")
        }
        #expect(output.contains("selected 0.1999"), "End selected the last row: \(output)")
        #expect(output.contains("offset "), "the window ran: \(output)")
        let committed = root + "/Documentation/Pictures/window-browse.png"
        try DemoWindowEndToEndTests.expectPicture(
            shot, isCommitted: committed, as: "Documentation/Pictures/window-browse.png")
    }
}
