import UIKit
import XCTest

/// A plain table's pinned section header floats over the rows scrolling under it, as in UIKit: the rows that come
/// into view go below the headers, so what a header covers does not show through it.
@MainActor
final class SectionHeaderOrderTests: XCTestCase {
    final class AlphabetViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Name")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 26 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            String(UnicodeScalar(UInt8(65 + section)))
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
            cell.textLabel?.text = "Name \(indexPath.row)"
            return cell
        }
    }

    func testRowsScrolledIntoViewGoBelowThePinnedHeader() async throws {
        let list = AlphabetViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = list
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        for step in 1...30 {
            list.tableView.contentOffset.y = CGFloat(step) * 37
            list.tableView.layoutIfNeeded()
        }
        let header = try XCTUnwrap(list.tableView.headerView(forSection: 0) ?? list.tableView.headerView(forSection: 1))
        let subviews = list.tableView.subviews
        let headerIndex = try XCTUnwrap(subviews.firstIndex { $0 === header })
        for cell in list.tableView.visibleCells {
            let index = try XCTUnwrap(subviews.firstIndex { $0 === cell })
            XCTAssertLessThan(index, headerIndex, "\(cell.textLabel?.text ?? "") is drawn under the header")
        }
    }
}
