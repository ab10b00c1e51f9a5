import Foundation
import ReuseData
import ReuseTestSupport
import Testing

@testable import ReuseTools

@MainActor
@Suite struct PrefetchSimCommandTests {
    /// The tables the DocC article *Prefetching* quotes are what `reusekit prefetch-sim` prints now, line for
    /// line: a change to a policy or to the simulation that moves a number fails here until the article says it.
    @Test func theArticleQuotesTheTablesAsTheyArePrinted() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/reusekit/reusekit.docc/Prefetching.md").standardizedFileURL
        let text = try String(contentsOf: article, encoding: .utf8)
        let quoted = Set(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        for latency in LatencyModel.standard {
            let table = PrefetchSimReport.text(SimulationResults.standard(latency: latency), concurrency: 4)
            for line in table.split(separator: "\n").map(String.init) {
                #expect(
                    quoted.contains(line),
                    "Prefetching.md does not quote this line of the \(latency.name) table: \(line)")
            }
        }
    }

    /// The simulation says how far it is before each run, and the command's line counts across latency models.
    @Test func progressNamesEveryRunInOrder() {
        var seen: [PrefetchSimulationProgress] = []
        let policies = Array(NamedPolicy.standard.prefix(2))
        let heavy = LatencyModel.standard.last!
        _ = simulatePrefetching(traces: [.reversals], policies: policies, latency: heavy, seeds: 2) { seen.append($0) }
        #expect(seen.map(\.run) == [0, 1, 2, 3])
        #expect(seen.allSatisfy { $0.runs == 4 && $0.trace == "reversals" && $0.latency == heavy.name })
        #expect(seen.map(\.policy) == [policies[0].name, policies[0].name, policies[1].name, policies[1].name])
        #expect(
            PrefetchSimCommand.progressLine(seen[1], offset: 4, of: 12)
                == "prefetch-sim: run 6 of 12 (\(heavy.name) latency: reversals, \(policies[0].name))")
    }

    @Test func optionsAreValidatedWithTheFix() throws {
        func message(_ arguments: [String]) -> String {
            do {
                _ = try PrefetchSimCommand.parse(arguments)
                return "accepted"
            } catch {
                return PrefetchSimCommand.message(for: error)
            }
        }
        #expect(message(["--concurrency", "0"]) == "--concurrency must be 1 or more; got 0.")
        #expect(message(["--seeds", "0"]) == "--seeds must be 1 or more; got 0.")
        #expect(
            message(["--traces", "steady,nope"])
                == "--traces: unknown trace 'nope'; the traces are steady, browsing, flings, reversals, jumps.")
        #expect(
            message(["--traces", ",,"])
                == "--traces names no trace; the traces are steady, browsing, flings, reversals, jumps.")
        let command = try PrefetchSimCommand.parse(["--traces", " jumps , steady", "--seeds", "3"])
        #expect(try command.selectedTraces().map(\.name) == ["jumps", "steady"])
        #expect(command.seeds == 3)
    }
}
