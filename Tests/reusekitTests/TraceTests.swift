import Foundation
import ReuseKit
import Testing

@testable import ReuseTools

/// Golden files live beside this file; `REUSEKIT_RECORD_GOLDEN=1 swift test` rewrites them for review in the diff.
func golden(_ name: String, matches actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
    if ProcessInfo.processInfo.environment["REUSEKIT_RECORD_GOLDEN"] == "1" {
        try (actual + "\n").write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual + "\n" == expected, "golden file \(name) differs", sourceLocation: sourceLocation)
}

@MainActor
@Suite struct TraceTests {
    @Test func theDefaultTraceMatchesItsGoldenFile() throws {
        let result = LifecycleTracer.run(
            shape: TraceTableShape(), script: try ScrollScript(parsing: "down 30, up 8, down 5"))
        try golden("trace-default.txt", matches: TraceReport.text(result))
    }

    @Test func theTraceHoldsTheSeedsNumbers() throws {
        let result = LifecycleTracer.run(shape: TraceTableShape(), script: try ScrollScript(parsing: "down 30"))
        let lines = TraceReport.text(result).split(separator: "\n").map(String.init)
        #expect(lines.contains("tableView(_:prefetchRowsAt:) \((3...12).map { IndexPath(row: $0, section: 0) })"))
        let firstReuse = lines.firstIndex { $0.hasPrefix("prepareForReuse()") }!
        #expect(lines[firstReuse - 1] == "tableView(_:cellForRowAt:) 6")
        #expect(result.statistics.cellsCreated == 6)
        #expect(result.statistics.mostCellsAlive == 6)
        let wide = LifecycleTracer.run(
            shape: TraceTableShape(rows: 200, visibleRows: 20), script: try ScrollScript(parsing: "down 60"))
        #expect(wide.statistics.cellsCreated == 23)
    }

    @Test func jsonParsesAndCarriesTheSameEvents() throws {
        let result = LifecycleTracer.run(
            shape: TraceTableShape(sections: 2), script: try ScrollScript(parsing: "down 12, up 4, fling -300, jump 70")
        )
        let data = Data(TraceReport.json(result).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try #require(object["events"] as? [[String: Any]])
        #expect(events.count == result.events.count)
        #expect(events.first?["event"] as? String == "cellForRowAt")
        #expect(events.first?["indexPath"] as? [Int] == [0, 0])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["cellsCreated"] == result.statistics.cellsCreated)
        #expect((object["table"] as? [String: Any])?["sections"] as? Int == 2)
        // With two sections, rows print as index paths.
        #expect((events.first?["line"] as? String) == "tableView(_:cellForRowAt:) [0, 0]")
    }

    @Test func flingsAndJumpsRunToRest() throws {
        let result = LifecycleTracer.run(
            shape: TraceTableShape(rows: 10_000), script: try ScrollScript(parsing: "fling 400, wait 0.5, jump 9000"))
        guard case .willDisplay(let last, _, _)? = result.events.last(where: { $0.kind == "willDisplay" }) else {
            Issue.record("no willDisplay")
            return
        }
        #expect(last.row == 9002)
        #expect(result.statistics.rowsCancelled > 0)
    }

    @Test func badScriptsNameTheStepAndTheFix() {
        #expect(throws: ScrollScript.ParseError(step: 2, text: "sideways 3", problem: "unknown action 'sideways'")) {
            _ = try ScrollScript(parsing: "down 3, sideways 3")
        }
        #expect(throws: ScrollScript.ParseError(step: 1, text: "down x", problem: "'x' is not a number")) {
            _ = try ScrollScript(parsing: "down x")
        }
        #expect(throws: ScrollScript.ParseError(step: 3, text: "", problem: "the step is empty")) {
            _ = try ScrollScript(parsing: "down 1, up 1,")
        }
        let error = ScrollScript.ParseError(step: 1, text: "jump 1.5", problem: "a row is a whole number from 0")
        #expect(error.description.contains("e.g. 'down 30, up 8, down 5'"))
        #expect(throws: error) { _ = try ScrollScript(parsing: "jump 1.5") }
        // Numbers that would trap or run for ever are refused with the step named.
        #expect(throws: ScrollScript.ParseError(step: 1, text: "jump 1e20", problem: "a row is a whole number from 0"))
        {
            _ = try ScrollScript(parsing: "jump 1e20")
        }
        #expect(
            throws: ScrollScript.ParseError(
                step: 2, text: "wait 1e9",
                problem: "a wait is at most 3600 seconds (virtual time runs frame by frame)")
        ) { _ = try ScrollScript(parsing: "down 1, wait 1e9") }
        // A jump must land on a row of the table the script runs on.
        #expect(
            throws: ScrollScript.ParseError(
                step: 2, text: "jump 100", problem: "the table's rows are 0 to 99 (--rows 100)")
        ) { try ScrollScript(parsing: "down 1, jump 100").check(rowCount: 100) }
        #expect(throws: (any Error).self) { _ = try TraceCommand.parse(["--rows", "50", "--script", "jump 50"]) }
    }

    /// A drag longer than the table moves the finger to the edge and a screen past it, then lifts: the content
    /// reaches the edge, and the step does not run frame after frame for the whole distance asked (10^11 rows
    /// would be 10^10 seconds of frames).
    @Test func aDragLongerThanTheTableStopsAtItsEdge() throws {
        let result = LifecycleTracer.run(
            shape: TraceTableShape(rows: 100), script: try ScrollScript(parsing: "down 100000000000, up 1000000"))
        let shown = result.events.compactMap { event -> Int? in
            guard case .willDisplay(let path, _, _) = event else { return nil }
            return path.row
        }
        // Down to the last row, then back up to the first (the rubber band past the top may show row 2 again
        // as it bounces back).
        let bottom = try #require(shown.lastIndex(of: 99))
        #expect(shown[bottom...].contains(0))
    }

    @Test func commandLineOptionsAreValidated() throws {
        #expect(throws: (any Error).self) { _ = try TraceCommand.parse(["--rows", "-1"]) }
        #expect(throws: (any Error).self) { _ = try TraceCommand.parse(["--script", "up"]) }
        let command = try TraceCommand.parse(["--visible", "20", "--format", "json"])
        #expect(command.visibleRows == 20)
        #expect(command.format == .json)
    }
}
