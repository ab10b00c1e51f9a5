import ArgumentParser
import Foundation
import ReuseKit
import Testing

@testable import ReuseTools

@MainActor
@Suite struct CheckTests {
    @Test func theShippedExamplesAreClean() {
        let report = CheckRun.run([.seed000, .seed001, .seed004], buggy: false)
        #expect(report.found == 0)
        #expect(report.text.hasSuffix("ok"))
    }

    @Test func theSeedsBugsAreFound() {
        let report = CheckRun.run([.seed000, .seed001, .seed004], buggy: true)
        #expect(report.found > 0)
        #expect(
            report.text.contains(
                "Row [0, 8] shows backgroundColor brown left over from row [0, 2]; a fresh cell for this row has no "
                    + "backgroundColor."))
        #expect(report.text.contains("seed 001 friends: "))
        #expect(report.text.contains("a fresh cell for this row has no image"))
        #expect(!report.text.contains("seed 004 contacts: no reuse problems"))
    }

    @Test func theCommandExitsWithOneOnAFinding() throws {
        var command = try CheckCommand.parseAsRoot(["--buggy", "--example", "seed000"]) as! CheckCommand
        #expect(throws: ExitCode(1)) { try command.run() }
        command = try CheckCommand.parseAsRoot(["--example", "seed000"]) as! CheckCommand
        try command.run()
    }

    @Test func traceDiagnoseListsFindingsAfterTheSummary() throws {
        let script = try ScrollScript(parsing: "down 30, up 8, down 5")
        let shape = TraceTableShape(rows: 100, visibleRows: 3, rowHeight: 44, sections: 1, speed: 10, prefetching: true)
        let text = TraceReport.text(LifecycleTracer.run(shape: shape, script: script, diagnose: true))
        #expect(text.hasSuffix("diagnostics:\n  none"))
        let json = TraceReport.json(LifecycleTracer.run(shape: shape, script: script, diagnose: true))
        #expect(json.contains("\"diagnostics\" : ["))
    }
}
