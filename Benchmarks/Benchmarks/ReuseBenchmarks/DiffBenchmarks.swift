import Benchmark
import Foundation
import ReuseCore
import ScrollWorkloads

func registerDiffBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 2,
        maxDuration: .seconds(10), maxIterations: 50)

    for (scenario, label) in [(DiffScenario.large, "100k"), (.small, "5k")] {
        let data = differenceKitScenario(scenario)
        var configuration = configuration
        if scenario.count < 10_000 { configuration.timeUnits = .microseconds }
        // As a snapshot applies it: identifiers known to be unique.
        Benchmark("diff \(label)", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                let diff = try? SectionedDiff(old: [(0, data.old)], new: [(0, data.new)], identifiersAreUnique: true)
                blackHole(diff?.movedItems.count)
            }
        }
        // Any data: every identifier hashed, duplicates looked for.
        Benchmark("diff \(label) checking duplicates", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                let diff = try? SectionedDiff(old: [(0, data.old)], new: [(0, data.new)])
                blackHole(diff?.movedItems.count)
            }
        }
    }

    let updated = differenceKitScenario(.large, updatedFraction: 0.1)
    for (unique, suffix) in [(true, ""), (false, " checking duplicates")] {
        Benchmark("diff 100k with 10% updated\(suffix)", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                let diff = try? SectionedDiff(
                    old: [(0, updated.old)], new: [(0, updated.new)], isEqual: { $0.value == $1.value },
                    identifiersAreUnique: unique)
                blackHole(diff?.updatedItems.count)
            }
        }
    }

    // 100 sections of 1,000 items: 20% deleted, 20% inserted, 4% moved to other sections.
    let sectioned: (old: [(section: Int, items: [DiffItem])], new: [(section: Int, items: [DiffItem])]) = {
        var generator = SystemRandomNumberGenerator()
        let old = (0..<100).map { s in
            (section: s, items: (0..<1_000).map { DiffItem(id: UUID(), value: s * 1_000 + $0) })
        }
        var new = old.map { entry in
            (section: entry.section, items: entry.items.filter { _ in Int.random(in: 0..<5, using: &generator) != 0 })
        }
        var moving: [DiffItem] = []
        for s in new.indices {
            let take = min(40, new[s].items.count)
            moving.append(contentsOf: new[s].items.suffix(take))
            new[s].items.removeLast(take)
        }
        for item in moving { new[Int.random(in: 0..<100, using: &generator)].items.append(item) }
        for s in new.indices {
            for _ in 0..<200 {
                new[s].items.insert(
                    DiffItem(id: UUID(), value: 0), at: Int.random(in: 0...new[s].items.count, using: &generator))
            }
        }
        return (old, new)
    }()
    for (unique, suffix) in [(true, ""), (false, " checking duplicates")] {
        Benchmark("diff 100 sections x 1000\(suffix)", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                let diff = try? SectionedDiff(old: sectioned.old, new: sectioned.new, identifiersAreUnique: unique)
                blackHole(diff?.movedItems.count)
            }
        }
    }

    // The standard library's diff on the same 100k data, for the ratio.
    let data = differenceKitScenario(.large)
    Benchmark(
        "diff 100k swift difference(from:).inferringMoves()",
        configuration: .init(
            metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 0, maxDuration: .seconds(120),
            maxIterations: 1)
    ) { benchmark in
        let difference = data.new.difference(from: data.old).inferringMoves()
        blackHole(difference.count)
    }
}
