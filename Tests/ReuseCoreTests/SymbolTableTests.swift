import ReuseTestSupport
import Testing

@testable import ReuseCore

/// The solver's hash table and column index against plain dictionaries: random inserts, updates and
/// removals, with deletion shifting entries back through wrapped probe runs.
@Suite struct SymbolTableTests {
    @Test func matchesADictionaryThroughInsertsAndRemovals() {
        var random = SeededRandom(state: 5)
        var table = _SymbolTable<Int>()
        var model: [Int: Int] = [:]
        for step in 0..<20_000 {
            // Few distinct keys, so that probe runs collide, wrap and are shifted back often.
            let key = _Symbol(.slack, random.next(300))
            switch random.next(3) {
            case 0:
                table.set(key, step)
                model[key.raw] = step
            case 1:
                #expect(table.removeValue(forKey: key) == model.removeValue(forKey: key.raw), "step \(step)")
            default:
                table[key, default: 0] += 1
                model[key.raw, default: 0] += 1
            }
            #expect(table.count == model.count)
            let probe = _Symbol(.slack, random.next(300))
            #expect(table[probe] == model[probe.raw], "step \(step)")
        }
    }

    /// Symbols of every kind share numbers (a variable 7, a slack 7, an error 7): lookups stay short in a table
    /// of 200,000 of them, as in a solver of 10,000 cells. With the kind left out of the hash, the four symbols
    /// of each number started their probes in the same slots (a mean of 25 slots a lookup against 1.0).
    @Test func symbolsOfEveryKindWithTheSameNumbersProbeShort() {
        var table = _SymbolTable<Int>()
        for number in 0..<50_000 {
            for kind in [_Symbol.Kind.external, .slack, .error, .dummy] { table.set(_Symbol(kind, number), number) }
        }
        #expect(table.count == 200_000)
        let probes = table.meanProbeLength()
        #expect(probes < 1.6, "\(probes) slots a lookup")
        #expect(table[_Symbol(.error, 31_337)] == 31_337)
    }

    @Test func columnListsMatchSetsOfRows() {
        var random = SeededRandom(state: 9)
        var columns = _Columns()
        var model: [Int: Set<Int>] = [:]
        for step in 0..<5_000 {
            let symbol = _Symbol(.error, random.next(20))
            let basic = _Symbol(.external, random.next(40))
            if model[symbol.raw, default: []].contains(basic.raw) {
                columns.remove(basic, from: symbol)
                model[symbol.raw]!.remove(basic.raw)
            } else {
                columns.add(basic, to: symbol)
                model[symbol.raw, default: []].insert(basic.raw)
            }
            if random.next(50) == 0 {
                var node = columns.detach(symbol)
                var seen = Set<Int>()
                while node >= 0 {
                    let (basic, next) = columns.release(node)
                    seen.insert(basic.raw)
                    node = next
                }
                #expect(seen == model.removeValue(forKey: symbol.raw) ?? [], "step \(step)")
            }
            let probe = _Symbol(.error, random.next(20))
            var node = columns.first(of: probe)
            var listed = Set<Int>()
            while node >= 0 {
                let (basic, next) = columns.entry(node)
                listed.insert(basic.raw)
                node = next
            }
            #expect(listed == model[probe.raw] ?? [], "step \(step)")
        }
    }
}
