import ReuseKit
import Testing

/// Contacts in sections A to Z with a section index, as UIKit code writes them (a plain class that owns its
/// table and is its data source).
@MainActor
final class ContactsIndexScreen: TableViewDataSource {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
    let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    var asked: [String] = []
    var answer: ((Int) -> Int)?
    var diagnostics: [ReuseDiagnostic] = []

    init() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "contact")
        tableView.dataSource = self
        tableView.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
        tableView.layoutIfNeeded()
    }

    func numberOfSections(in tableView: TableView) -> Int { letters.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { letters[section] }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        cell.textLabel?.text = "\(letters[indexPath.section]) \(indexPath.row)"
        return cell
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? { [TableView.indexSearch] + letters }

    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        asked.append("\(title) \(index)")
        return answer?(index) ?? index - 1
    }
}

@MainActor
@Suite struct SectionIndexTests {
    @Test func touchingATitleScrollsItsSectionToTheTop() {
        let screen = ContactsIndexScreen()
        #expect(screen.tableView.sectionIndexTitles?.count == 27)
        screen.tableView.tapSectionIndex(title: "M")
        #expect(screen.asked == ["M 13"])
        #expect(screen.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 12))
        #expect(screen.tableView.contentOffset.y == screen.tableView.rect(forSection: 12).minY)
    }

    @Test func theSearchTitleScrollsToTheTopAndTheLastSectionStopsAtTheEnd() {
        let screen = ContactsIndexScreen()
        screen.tableView.tapSectionIndex(title: "Z")
        let table = screen.tableView
        #expect(table.contentOffset.y == table.contentSize.height - table.bounds.height)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 4, section: 25))
        table.tapSectionIndex(at: 0)
        #expect(table.contentOffset.y == 0)
        #expect(screen.asked == ["Z 26"])
    }

    @Test func aSectionOutsideTheTableIsReportedAndIgnored() {
        let screen = ContactsIndexScreen()
        screen.answer = { _ in 40 }
        screen.tableView.tapSectionIndex(title: "C")
        #expect(screen.tableView.contentOffset.y == 0)
        #expect(screen.diagnostics.map(\.kind) == [.sectionIndexOutOfRange])
        #expect(screen.diagnostics.first?.message.contains("gave section 40 for index title \"C\"") == true)
    }

    @Test func theIndexHidesBelowTheMinimumRowCount() {
        let screen = ContactsIndexScreen()
        screen.tableView.sectionIndexMinimumDisplayRowCount = 200
        #expect(screen.tableView.sectionIndexTitles == nil)
        screen.tableView.sectionIndexMinimumDisplayRowCount = 130
        #expect(screen.tableView.sectionIndexTitles?.first == TableView.indexSearch)
    }
}
