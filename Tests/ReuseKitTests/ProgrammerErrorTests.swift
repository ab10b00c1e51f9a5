import ReuseKit
import Testing

/// Programmer errors stop the process with UIKit's words.
@Suite struct ProgrammerErrorTests {
    @Test func dequeueWithoutRegistrationStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
                _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "NSInternalInconsistencyException: unable to dequeue a cell with identifier Cell - must register a nib "
                    + "or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test func scrollingToARowOutsideTheTableStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Source: TableViewDataSource {
                    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
                    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                        TableViewCell(style: .default, reuseIdentifier: nil)
                    }
                }
                let source = Source()
                let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
                table.dataSource = source
                table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "NSRangeException: Attempted to scroll the table view to an out-of-bounds row (5) when there are only 3 "
                    + "rows in section 0."))
    }

    @Test func aNibWhoseCellNamesAnotherIdentifierStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
                table.register(
                    Nib { TableViewCell(style: .default, reuseIdentifier: "Other") }, forCellReuseIdentifier: "Cell")
                _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "cell reuse indentifier in nib (Other) does not match the identifier used to register the nib (Cell)"))
    }

    @Test func anEmptyIdentifierStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = TableView(frame: .zero, style: .plain)
                table.register(TableViewCell.self, forCellReuseIdentifier: "")
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("must pass a valid reuse identifier to register(_:forCellReuseIdentifier:)"))
    }

    @Test func messagesNameTheThingAndTheFix() {
        #expect(
            ProgrammerError.negativeRowCount(count: -2, section: 3).description
                == "NSInternalInconsistencyException: tableView(_:numberOfRowsInSection:) returned -2 for section 3; "
                + "a row count must not be negative.")
        #expect(ProgrammerError.scrollToSectionOutOfBounds(section: 4, sections: 2).exceptionName == "NSRangeException")
    }
}
