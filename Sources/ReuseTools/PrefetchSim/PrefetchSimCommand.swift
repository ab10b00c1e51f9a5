import ArgumentParser
import Foundation
import ReuseCore
import ReuseData
import ReuseKit

/// `reusekit prefetch-sim`: every prefetch policy against scripted scrolls and a data source with latency.
struct PrefetchSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prefetch-sim",
        abstract: "Replay scroll traces against a slow data source for each prefetch policy and compare them.",
        discussion: """
            Traces: steady (1 row/s for 5 min), browsing (20 rows/s for a minute), flings (5 flings of 2,000 to \
            5,000 rows, reading after each), reversals (down 100 rows, up 40, eight times), jumps (scrollToRow to \
            far rows, then reading and browsing). The table has 1,000,000 rows of 44 points, 20 visible. Loads \
            take a time drawn from the latency model, at most --concurrency at once; a row's loads take the same \
            times under every policy, so the policies are compared on the same luck. Time is virtual: the same \
            options always print the same table.
            """
    )

    enum Latency: String, ExpressibleByArgument, CaseIterable {
        case fixed, jittered, heavy, all
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "Latency model: fixed, jittered, heavy or all (each has a 100 ms median).")
    var latency: Latency = .all
    @Option(help: "Traces to run, comma-separated: steady, browsing, flings, reversals, jumps.")
    var traces = "steady,browsing,flings,reversals,jumps"
    @Option(help: "Loads in flight at most.") var concurrency = 4
    @Option(help: "Seed of the latency draws.") var seed: UInt64 = 1
    @Option(help: "Runs each trace and policy with this many seeds (--seed, --seed + 1, …) and adds the counts up.")
    var seeds = 1
    @Option(help: "Output format: text or json.") var format: Format = .text
    @Option(
        help: """
            Columns: 1 replays the traces on a table; more, on a collection view's flow grid of that many columns \
            (traces count lines; the counts are items).
            """)
    var columns = 1

    func selectedTraces() throws -> [ScrollTrace] {
        let known = ScrollTrace.standard.map(\.name).joined(separator: ", ")
        let names = traces.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        guard !names.isEmpty else { throw ValidationError("--traces names no trace; the traces are \(known).") }
        return try names.map { name in
            guard let trace = ScrollTrace.standard.first(where: { $0.name == name }) else {
                throw ValidationError("--traces: unknown trace '\(name)'; the traces are \(known).")
            }
            return trace
        }
    }

    /// `prefetch-sim: run 13 of 75 (heavy latency: browsing, adaptive)`, for the run `progress` names, the
    /// latency models before it having had `offset` runs.
    static func progressLine(_ progress: PrefetchSimulationProgress, offset: Int, of runs: Int) -> String {
        let what = "\(progress.latency) latency: \(progress.trace), \(progress.policy)"
        return "prefetch-sim: run \(offset + progress.run + 1) of \(runs) (\(ControlCharacters.sanitized(what)))"
    }

    func validate() throws {
        guard concurrency >= 1 else { throw ValidationError("--concurrency must be 1 or more; got \(concurrency).") }
        guard seeds >= 1 else { throw ValidationError("--seeds must be 1 or more; got \(seeds).") }
        guard (1...16).contains(columns) else {
            throw ValidationError("--columns must be from 1 to 16; got \(columns).")
        }
        _ = try selectedTraces()
    }

    func run() throws {
        let models =
            latency == .all ? LatencyModel.standard : LatencyModel.standard.filter { $0.name == latency.rawValue }
        let traces = try selectedTraces()
        var configuration = PrefetchSimulator.Configuration()
        configuration.maximumConcurrentLoads = concurrency
        configuration.seed = seed
        configuration.columns = columns
        // Progress on standard error while it is a terminal: a debug build takes minutes for every run.
        let showsProgress = isatty(STDERR_FILENO) == 1
        let runs = models.count * traces.count * NamedPolicy.standard.count * seeds
        let results = MainActor.assumeIsolated {
            models.enumerated().flatMap { index, model in
                simulatePrefetching(traces: traces, latency: model, configuration: configuration, seeds: seeds) {
                    guard showsProgress else { return }
                    let line = Self.progressLine($0, offset: index * $0.runs, of: runs)
                    FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
                }
            }
        }
        if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        print(
            format == .json
                ? PrefetchSimReport.json(results)
                : PrefetchSimReport.text(results, concurrency: concurrency, seeds: seeds, columns: columns))
    }
}

/// The simulation's results as a table or as JSON.
enum PrefetchSimReport {
    static func text(
        _ results: [PrefetchSimulationResult], concurrency: Int, seeds: Int = 1, columns: Int = 1
    ) -> String {
        var lines: [String] = []
        var latency: String?
        for result in results {
            if result.latency != latency {
                latency = result.latency
                if !lines.isEmpty { lines.append("") }
                let runs = seeds == 1 ? "" : ", \(seeds) seeds added up"
                let view = columns == 1 ? "" : ", a grid of \(columns) columns"
                lines.append("Latency \(result.latency), \(concurrency) loads in flight at most\(runs)\(view)")
                let things = columns == 1 ? "rows" : "items"
                lines.append(
                    "| trace | policy | \(things) shown | ready | placeholders (mean time) | prefetch loads | wasted | "
                        + "on-demand loads | peak in flight | peak \(things) held |")
                lines.append("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
            }
            let mean = Int((result.meanPlaceholderSeconds * 1000).rounded())
            lines.append(
                "| \(result.trace) | \(result.policy) | \(result.rowsShown) | \(percent(result.readyFraction)) | "
                    + "\(result.placeholders) (\(mean) ms) | \(result.loadsStarted) | "
                    + "\(percent(result.wastedFraction)) | \(result.loadsOnDemand) | \(result.peakLoadsInFlight) | "
                    + "\(result.peakRowsHeld) |")
        }
        return lines.joined(separator: "\n")
    }

    static func percent(_ fraction: Double) -> String {
        String(format: "%.1f%%", fraction * 100)
    }

    static func json(_ results: [PrefetchSimulationResult]) -> String {
        let objects = results.map { r in
            "{\"trace\":\"\(r.trace)\",\"policy\":\"\(r.policy)\",\"latency\":\"\(r.latency)\","
                + "\"rowsShown\":\(r.rowsShown),\"rowsReady\":\(r.rowsReady),\"placeholders\":\(r.placeholders),"
                + "\"placeholderSeconds\":\(r.placeholderSeconds),\"loadsStarted\":\(r.loadsStarted),"
                + "\"loadsWasted\":\(r.loadsWasted),\"loadsOnDemand\":\(r.loadsOnDemand),\"peakLoadsInFlight\":\(r.peakLoadsInFlight),"
                + "\"peakRowsHeld\":\(r.peakRowsHeld)}"
        }
        return "[" + objects.joined(separator: ",\n") + "]"
    }
}
