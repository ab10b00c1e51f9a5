import UIKit
import XCTest

/// Views whose height depends on their width (a text view that does not scroll, a list content view) size a
/// self-sizing row at the width the row will have, the first time, as in UIKit.
@MainActor
final class IntrinsicSizeTests: XCTestCase {
    final class NoteCell: UITableViewCell {
        let note = UITextView()
        let summary = UIListContentView(configuration: UIListContentConfiguration.subtitleCell())

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            note.isScrollEnabled = false
            note.font = .systemFont(ofSize: 17)
            for view in [summary, note] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                summary.topAnchor.constraint(equalTo: contentView.topAnchor),
                summary.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                summary.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                note.topAnchor.constraint(equalTo: summary.bottomAnchor),
                note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class Notes: UIViewController, UITableViewDataSource {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let texts = [String(repeating: "word ", count: 60), "short"]

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            tableView.register(NoteCell.self, forCellReuseIdentifier: "Note")
            tableView.dataSource = self
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
            var summary = UIListContentConfiguration.subtitleCell()
            summary.text = "Note \(indexPath.row)"
            summary.secondaryText = "Edited today"
            cell.summary.configuration = summary
            cell.note.text = texts[indexPath.row]
            return cell
        }
    }

    func testRowsAreAsTallAsTheTextAtTheRowsWidthTheFirstTime() async throws {
        let screen = Notes()
        screen.loadViewIfNeeded()
        screen.tableView.layoutIfNeeded()
        let long = try XCTUnwrap(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        let short = try XCTUnwrap(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        let summaryHeight = short.summary.sizeThatFits(CGSize(width: 390, height: 0)).height
        XCTAssertGreaterThan(summaryHeight, 0, "a list content view has a height")
        XCTAssertEqual(long.summary.frame.height, summaryHeight)
        let noteHeight = long.note.sizeThatFits(CGSize(width: 390 - 32, height: 0)).height
        XCTAssertEqual(long.note.frame.width, 358)
        XCTAssertEqual(long.note.frame.height, noteHeight, "measured at its width in the row, not at 0")
        XCTAssertEqual(
            screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, summaryHeight + noteHeight)
        XCTAssertLessThan(short.note.frame.height, long.note.frame.height)
    }
}
