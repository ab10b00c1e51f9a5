import ReuseKit
import ReuseTestSupport
import Testing

@MainActor
@Suite struct UpdateTests {
    func items(_ prefix: String, _ count: Int) -> [String] { (0..<count).map { "\(prefix)\($0)" } }

    @Test func insertedRowsAppearAndVisibleCellsFollowTheirRows() {
        let table = ArrayTable(sections: [items("a", 20)])
        table.load()
        let cellOfA1 = table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        table.sections[0].insert("new", at: 1)
        table.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(table.shownItems == table.expectedItems)
        #expect(table.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === cellOfA1)
        #expect(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "new")
    }

    @Test func deletedRowsEndDisplayingAfterTheirAnimation() {
        let table = ArrayTable(sections: [items("a", 20)])
        table.load()
        let doomed = table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        table.clearLog()
        table.sections[0].remove(at: 0)
        var finished: Bool?
        table.tableView.performBatchUpdates(
            {
                table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }, completion: { finished = $0 })
        #expect(table.shownItems == table.expectedItems)
        #expect(!table.log.contains { $0.hasPrefix("tableView(_:didEndDisplaying:forRowAt:) [0, 0]") })
        #expect(finished == nil)
        table.tableView.advance(by: 0.1)
        #expect(doomed.alpha < 1 && doomed.alpha > 0)
        table.tableView.advance(by: 0.25)
        #expect(table.log.contains("tableView(_:didEndDisplaying:forRowAt:) [0, 0] cell#\(doomed.serialNumber)"))
        #expect(finished == true)
        #expect(doomed.superview == nil)
    }

    @Test func movedRowsKeepTheirCells() {
        let table = ArrayTable(
            sections: [items("a", 5), items("b", 5)], frame: CGRect(x: 0, y: 0, width: 320, height: 500))
        table.load()
        let cell = table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        let moved = table.sections[0].remove(at: 0)
        table.sections[1].insert(moved, at: 2)
        table.clearLog()
        table.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
        #expect(table.tableView.cellForRow(at: IndexPath(row: 2, section: 1)) === cell)
        #expect(table.shownItems == table.expectedItems)
        #expect(!table.log.contains { $0.hasPrefix("tableView(_:cellForRowAt:)") })
    }

    @Test func reloadGivesADequeuedCellAndReconfigureKeepsTheCell() {
        let table = ArrayTable(sections: [items("a", 20)])
        table.load()
        table.sections[0][1] = "changed"
        table.clearLog()
        table.tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(
            table.log == [
                "tableView(_:didEndDisplaying:forRowAt:) [0, 1] cell#2", "tableView(_:cellForRowAt:) [0, 1]",
                "prepareForReuse() cell#2", "tableView(_:willDisplay:forRowAt:) [0, 1] cell#2",
            ])
        table.sections[0][2] = "again"
        table.clearLog()
        table.tableView.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
        #expect(table.log == ["tableView(_:cellForRowAt:) [0, 2]"])
        #expect(table.shownItems == table.expectedItems)
    }

    @Test func sectionsInsertDeleteAndMove() {
        let table = ArrayTable(
            sections: [items("a", 2), items("b", 2), items("c", 2)], frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.load()
        let bCell = table.tableView.cellForRow(at: IndexPath(row: 0, section: 1))!
        table.sections.remove(at: 0)
        table.sections.insert(items("n", 3), at: 2)
        table.tableView.performBatchUpdates {
            table.tableView.deleteSections([0], with: .none)
            table.tableView.insertSections([2], with: .none)
        }
        #expect(table.shownItems == table.expectedItems)
        #expect(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === bCell)
        let c = table.sections.remove(at: 1)
        table.sections.insert(c, at: 0)
        table.tableView.moveSection(1, toSection: 0)
        #expect(table.shownItems == table.expectedItems)
        #expect(table.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) === bCell)
    }

    @Test func anInconsistentUpdateIsRejectedWithUIKitsMessage() throws {
        let table = ArrayTable(sections: [items("a", 3)])
        table.load()
        table.sections[0].append("extra")
        table.sections[0].append("more")
        var reported: [String] = []
        table.tableView.updateErrorHandler = { reported.append($0.message) }
        let cells = table.tableView.visibleCells
        #expect(
            throws: TableView.UpdateError(
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                    + "section after the update (5) must be equal to the number of rows contained in that section "
                    + "before the update (3), plus or minus the number of rows inserted or deleted from that section "
                    + "(1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
                    + "(0 moved in, 0 moved out).")
        ) {
            try table.tableView.performValidatedBatchUpdates {
                table.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
            }
        }
        // The throwing variant changed nothing.
        #expect(table.tableView.visibleCells.map(\.serialNumber) == cells.map(\.serialNumber))
        #expect(table.tableView.numberOfRows(inSection: 0) == 3)
        // The default falls back to reloadData: nothing crashes, the data shows.
        table.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        #expect(reported.count == 1)
        #expect(table.tableView.numberOfRows(inSection: 0) == 5)
        #expect(table.shownItems == table.expectedItems)
    }

    @Test(arguments: [
        (
            [TableViewUpdateCase.deleteRow(0, 5)],
            "attempt to delete row 5 from section 0 which only contains 3 rows before the update"
        ),
        (
            [.insertRow(0, 9)],
            "attempt to insert row 9 into section 0, but there are only 3 rows in section 0 after the update"
        ),
        ([.deleteRow(0, 1), .deleteRow(0, 1)], "attempt to delete row 1 from section 0 more than once"),
        ([.deleteRow(0, 1), .reloadRow(0, 1)], "attempt to delete and reload the same index path ([0, 1])"),
        ([.deleteSection(3)], "attempt to delete section 3, but there are only 1 sections before the update"),
    ])
    func outOfRangeAndConflictingUpdatesNameTheIndex(updates: [TableViewUpdateCase], message: String) {
        let table = ArrayTable(sections: [items("a", 3)])
        table.load()
        var error: TableView.UpdateError?
        do {
            try table.tableView.performValidatedBatchUpdates {
                for update in updates { update.apply(to: table.tableView) }
            }
        } catch let caught {
            error = caught
        }
        #expect(error?.message == message)
    }

    @Test func prependingRowsNeverMovesWhatIsOnScreen() {
        let table = ArrayTable(sections: [items("a", 200)])
        table.load()
        table.tableView.contentOffset = CGPoint(x: 0, y: 44 * 50 + 13)
        table.tableView.layoutIfNeeded()
        let before = table.tableView.visibleCells.map {
            ($0.textLabel?.text, $0.frame.minY - table.tableView.contentOffset.y)
        }
        table.sections[0].insert(contentsOf: items("old", 100), at: 0)
        table.tableView.insertRows(at: (0..<100).map { IndexPath(row: $0, section: 0) }, with: .none)
        let after = table.tableView.visibleCells.map {
            ($0.textLabel?.text, $0.frame.minY - table.tableView.contentOffset.y)
        }
        #expect(before.map(\.0) == after.map(\.0))
        #expect(before.map(\.1) == after.map(\.1))
        let expectedOffset: CGFloat = 44 * 150 + 13
        #expect(table.tableView.contentOffset.y == expectedOffset)
    }

    @Test func appendingAtTheBottomKeepsTheNewestRowInView() {
        let table = ArrayTable(sections: [items("m", 30)])
        table.tableView.anchorsToBottom = true
        table.load()
        table.tableView.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        for n in 0..<5 {
            table.sections[0].append("new\(n)")
            table.rowHeights["new\(n)"] = 70
            table.tableView.insertRows(at: [IndexPath(row: table.sections[0].count - 1, section: 0)], with: .fade)
            table.tableView.advance(by: 0.3)
            #expect(table.tableView.indexPathsForVisibleRows?.last?.row == table.sections[0].count - 1)
            #expect(table.tableView.contentOffset.y == table.tableView.maximumContentOffset)
        }
        // Reading older messages: appending moves nothing on screen.
        table.tableView.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
        let offset = table.tableView.contentOffset.y
        table.sections[0].append("later")
        table.tableView.insertRows(at: [IndexPath(row: table.sections[0].count - 1, section: 0)], with: .none)
        #expect(table.tableView.contentOffset.y == offset)
        #expect(table.tableView.indexPathsForVisibleRows?.first?.row == 5)
    }

    @Test func selectionFollowsRowsThroughUpdates() {
        let table = ArrayTable(sections: [items("a", 20)])
        table.load()
        table.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.sections[0].insert("x", at: 0)
        table.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        table.sections[0].remove(at: 3)
        table.tableView.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        #expect(table.tableView.indexPathForSelectedRow == nil)
    }
}

/// One update in a parameterized test.
enum TableViewUpdateCase: Sendable, CustomTestStringConvertible {
    case deleteRow(Int, Int)
    case insertRow(Int, Int)
    case reloadRow(Int, Int)
    case deleteSection(Int)

    @MainActor
    func apply(to table: TableView) {
        switch self {
        case .deleteRow(let s, let r): table.deleteRows(at: [IndexPath(row: r, section: s)], with: .none)
        case .insertRow(let s, let r): table.insertRows(at: [IndexPath(row: r, section: s)], with: .none)
        case .reloadRow(let s, let r): table.reloadRows(at: [IndexPath(row: r, section: s)], with: .none)
        case .deleteSection(let s): table.deleteSections([s], with: .none)
        }
    }

    var testDescription: String { "\(self)" }
}
