import UIKit
import XCTest

/// iOS 17's empty states, as a list controller sets them.
@MainActor
final class ContentUnavailableTests: XCTestCase {
    final class InboxViewController: UITableViewController {
        var messages: [String] = []
        var refreshes = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
            setNeedsUpdateContentUnavailableConfiguration()
        }

        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            guard messages.isEmpty else {
                contentUnavailableConfiguration = nil
                return
            }
            var empty = UIContentUnavailableConfiguration.empty()
            empty.image = UIImage(systemName: "tray")
            empty.text = "No Messages"
            empty.secondaryText = "New mail appears here."
            empty.button.title = "Refresh"
            empty.buttonProperties.primaryAction = UIAction { [unowned self] _ in refreshes += 1 }
            contentUnavailableConfiguration = empty
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
            cell.textLabel?.text = messages[indexPath.row]
            return cell
        }
    }

    func testTheEmptyStateShowsUntilThereIsContent() async throws {
        let inbox = InboxViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = inbox
        window.makeKeyAndVisible()
        let shown = try XCTUnwrap(inbox.contentUnavailableContentView as? UIContentUnavailableView)
        XCTAssertTrue(shown.superview === inbox.view)
        XCTAssertEqual(shown.textLabel.text, "No Messages")
        XCTAssertEqual(shown.secondaryTextLabel.text, "New mail appears here.")
        shown.layoutIfNeeded()
        XCTAssertLessThan(shown.textLabel.frame.minY, shown.secondaryTextLabel.frame.minY)
        shown.button.tap()
        XCTAssertEqual(inbox.refreshes, 1)

        inbox.messages = ["Hello"]
        inbox.tableView.reloadData()
        inbox.setNeedsUpdateContentUnavailableConfiguration()
        XCTAssertNil(inbox.contentUnavailableContentView)
        XCTAssertNil(shown.superview)
        let loading = UIContentUnavailableConfiguration.loading()
        inbox.contentUnavailableConfiguration = loading
        XCTAssertTrue(
            (inbox.contentUnavailableContentView as? UIContentUnavailableView)?.activityIndicator.isAnimating == true)
    }
}
