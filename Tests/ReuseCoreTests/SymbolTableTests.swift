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
            case 0 where step % 2 == 0:
                table.set(key, step)
                model[key.raw] = step
            case 0:
                #expect(table.exchange(key, step) == model.updateValue(step, forKey: key.raw), "step \(step)")
            case 1:
                #expect(table.removeValue(forKey: key) == model.removeValue(forKey: key.raw), "step \(step)")
            default:
                table[key, default: 0] += 1
                model[key.raw, default: 0] += 1
            }
            #expect(table.count == model.count)
            let probe = _Symbol(.slack, random.next(300))
            #expect(table[probe] == model[probe.raw], "step \(step)")
            if step % 5_000 == 4_999 {
                // Emptied in place (through its keys, then slot by slot once full enough), it works as new.
                table.removeAll()
                model.removeAll()
                #expect(table[probe] == nil && table.count == 0)
            }
        }
    }

    /// A table starts with no index of its own and makes its first one, of the size it was given, when the
    /// first value comes; it then grows as before.
    @Test func aTableAllocatesItsIndexOnlyWhenAValueComes() {
        for slots in [16, 32, 64] {
            var table = _SymbolTable<Int>(slots: slots)
            #expect(table[_Symbol(.slack, 1)] == nil && table.removeValue(forKey: _Symbol(.slack, 1)) == nil)
            table.removeAll()
            for number in 0..<1_000 { table.set(_Symbol(.error, number), number * 2) }
            #expect(table.count == 1_000)
            #expect((0..<1_000).allSatisfy { table[_Symbol(.error, $0)] == $0 * 2 })
            for number in stride(from: 0, to: 1_000, by: 2) { table.removeValue(forKey: _Symbol(.error, number)) }
            #expect((0..<1_000).allSatisfy { table[_Symbol(.error, $0)] == ($0 % 2 == 1 ? $0 * 2 : nil) })
        }
    }

    /// Adding a row to a row, the way a substitution does, gives the same terms in the same order whichever way
    /// it goes (term by term, among the row's own terms, or through the scratch index for long rows), with
    /// cancellations and with every symbol that came or went reported.
    @Test func addingARowMatchesAddingItsTermsOneByOne() {
        var random = SeededRandom(state: 17)
        var places = _SymbolTable<Int32>()
        for step in 0..<2_000 {
            let targetCount = [0, 2, 6, 30, 200][random.next(5)]
            let otherCount = [1, 3, 8, 40, 300][random.next(5)]
            let universe = max(targetCount, otherCount) * 2
            var target = _Row(constant: 0)
            for number in Array(0..<universe).shuffledPrefix(targetCount, using: &random) {
                target.add(_Symbol(.error, number), Double(random.next(5)) - 2.0)
            }
            var other = _Row(constant: 0)
            for number in Array(0..<universe).shuffledPrefix(otherCount, using: &random) {
                other.add(_Symbol(.error, number), Double(random.next(5)) - 2.0)
            }
            let factor = [1.0, -1.0, 0.5][random.next(3)]
            var expected = target
            var expectedChanges: [Int: _Row.ColumnChange] = [:]
            for term in other.terms {
                let change = expected.add(term.symbol, term.coefficient * factor)
                if change != .kept { expectedChanges[term.symbol.raw] = change }
            }
            var changes: [Int: _Row.ColumnChange] = [:]
            target.add(other, times: factor, places: &places) { changes[$0.raw] = $1 }
            #expect(target.terms.map(\.symbol) == expected.terms.map(\.symbol), "step \(step)")
            #expect(target.terms.map(\.coefficient) == expected.terms.map(\.coefficient), "step \(step)")
            #expect(changes == expectedChanges, "step \(step)")
            #expect(places.count == 0)
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

extension Array {
    /// The first `count` elements of a seeded shuffle.
    fileprivate func shuffledPrefix(_ count: Int, using random: inout SeededRandom) -> [Element] {
        var elements = self
        for index in elements.indices.reversed() where index > 0 {
            elements.swapAt(index, random.next(index + 1))
        }
        return Array(elements.prefix(count))
    }
}
