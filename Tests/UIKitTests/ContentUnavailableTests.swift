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

    func testTwoButtonsPaddingsAndTheNaturalAlignment() async throws {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "wifi.slash")
        configuration.imageProperties.maximumSize = CGSize(width: 10, height: 10)
        configuration.attributedText = NSAttributedString(
            string: "Offline", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        configuration.secondaryText = "Check your connection."
        configuration.secondaryTextProperties.color = .systemRed
        var retries = 0
        var settings = 0
        configuration.button = .filled()
        configuration.button.title = "Retry"
        configuration.buttonProperties.primaryAction = UIAction { _ in retries += 1 }
        configuration.secondaryButton.title = "Settings"
        configuration.secondaryButtonProperties.primaryAction = UIAction { _ in settings += 1 }
        configuration.imageToTextPadding = 20
        configuration.alignment = .natural
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        view.layoutIfNeeded()
        XCTAssertEqual(view.imageView.frame.size, CGSize(width: 10, height: 10), "the image keeps to its maximum size")
        XCTAssertEqual(view.textLabel.frame.minY - view.imageView.frame.maxY, 20, "the image-to-text padding")
        XCTAssertEqual(view.textLabel.attributedText?.string, "Offline")
        XCTAssertEqual(view.secondaryTextLabel.textColor, .systemRed)
        XCTAssertEqual(view.secondaryButton.frame.minY - view.button.frame.maxY, 8, "the default button padding")
        XCTAssertEqual(view.button.frame.minX, 16, "the natural alignment keeps to the leading margin")
        view.button.tap()
        view.secondaryButton.tap()
        view.secondaryButton.tap()
        XCTAssertEqual([retries, settings], [1, 2])

        configuration.secondaryButtonProperties.isEnabled = false
        view.configuration = configuration
        XCTAssertFalse(view.secondaryButton.isEnabled)
        view.button.tap()
        XCTAssertEqual(retries, 2, "the old action was replaced, not added twice")
    }
}
