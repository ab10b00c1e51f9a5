import ReuseCore
import Testing

@Suite struct UpdateTransactionTests {
    typealias Transaction = UpdateTransaction<String>
    let insert = TableUpdate.insertRows([RowPosition(section: 0, row: 0)])
    let delete = TableUpdate.deleteRows([RowPosition(section: 0, row: 3)])

    /// The commit a closed batch asks for, as plain values.
    func commit(_ action: Transaction.Action?) -> (updates: [TableUpdate], animated: Bool, completions: [String])? {
        guard case .commit(let updates, let animated, let completions)? = action else { return nil }
        return (updates, animated, completions)
    }

    @Test func anUpdateOutsideABatchIsABatchOfItsOwn() {
        var transaction = Transaction()
        let action = commit(transaction.add([insert], animated: false))
        #expect(action?.updates == [insert] && action?.animated == false && action?.completions == [])
        #expect(!transaction.isOpen)
    }

    @Test func nestedBatchesCommitOnceWhenTheOutermostCloses() {
        var transaction = Transaction()
        transaction.begin()
        let first = transaction.add([insert], animated: false)
        transaction.begin()
        let second = transaction.add([delete], animated: true)
        let inner = transaction.end(completion: "inner")
        #expect(first == nil && second == nil && inner == nil)
        #expect(transaction.isOpen && transaction.depth == 1)
        let action = commit(transaction.end(completion: "outer"))
        #expect(action?.updates == [insert, delete])
        #expect(action?.animated == true)
        #expect(action?.completions == ["inner", "outer"])
        // The next batch starts clean.
        let next = commit(transaction.add([delete], animated: false))
        #expect(next?.updates == [delete] && next?.animated == false && next?.completions == [])
    }

    @Test func anUnmatchedEndDoesNothing() {
        var transaction = Transaction()
        let action = transaction.end(completion: "lost")
        #expect(action == nil)
        #expect(transaction.depth == 0)
    }

    @Test func aReloadInsideABatchBecomesTheBatch() {
        var transaction = Transaction()
        let outside = transaction.requestReload()
        #expect(!outside)  // outside a batch: reload now
        transaction.begin()
        _ = transaction.add([insert, delete], animated: true)
        let inside = transaction.requestReload()
        #expect(inside)
        _ = transaction.add([insert], animated: true, completion: "after")
        guard case .reload(let dropped, let completions)? = transaction.end(completion: "batch") else {
            Issue.record("expected a reload")
            return
        }
        #expect(dropped == 2)
        #expect(completions == ["after", "batch"])
        #expect(commit(transaction.add([insert], animated: false))?.updates == [insert])
    }
}
