import Benchmark
import Foundation
import ReuseCore

/// An item with an identity (`id`) and content (`value`): equal and hashed by identity only.
struct DiffItem: Hashable, Sendable {
    let id: UUID
    var value: Int

    static func == (a: DiffItem, b: DiffItem) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// DifferenceKit's published scenario: delete a block, insert a block, shuffle the head.
func differenceKitScenario(count: Int, updatedFraction: Double = 0) -> (old: [DiffItem], new: [DiffItem]) {
    var generator = SystemRandomNumberGenerator()
    let old = (0..<count).map { DiffItem(id: UUID(), value: $0) }
    var new = old
    let deleteStart = count / 5
    let deleteEnd = count * 3 / 10
    new.removeSubrange(deleteStart..<deleteEnd)
    let inserted = (0..<(count / 10)).map { DiffItem(id: UUID(), value: -$0) }
    new.insert(contentsOf: inserted, at: min(count * 3 / 10, new.count))
    new[0..<(count / 50)].shuffle(using: &generator)
    if updatedFraction > 0 {
        for i in stride(from: 0, to: new.count, by: Int(1 / updatedFraction)) { new[i].value += 1 }
    }
    return (old, new)
}

func registerDiffBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 2,
        maxDuration: .seconds(10), maxIterations: 50)

    for (count, label) in [(100_000, "100k"), (5_000, "5k")] {
        let data = differenceKitScenario(count: count)
        var configuration = configuration
        if count < 10_000 { configuration.timeUnits = .microseconds }
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

    let updated = differenceKitScenario(count: 100_000, updatedFraction: 0.1)
    Benchmark("diff 100k with 10% updated", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let diff = try? SectionedDiff(
                old: [(0, updated.old)], new: [(0, updated.new)], isEqual: { $0.value == $1.value },
                identifiersAreUnique: true)
            blackHole(diff?.updatedItems.count)
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
    Benchmark("diff 100 sections x 1000", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let diff = try? SectionedDiff(old: sectioned.old, new: sectioned.new, identifiersAreUnique: true)
            blackHole(diff?.movedItems.count)
        }
    }

    // The standard library's diff on the same 100k data, for the ratio.
    let data = differenceKitScenario(count: 100_000)
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
