import SafariServices
import UIKit
import XCTest

/// A news list whose rows open their articles in `SFSafariViewController`, as feed apps write it: the controller
/// is presented with the row's URL and tells its delegate when the reader closes it.
@MainActor
final class SafariServicesTests: XCTestCase {
    private final class ArticlesViewController: UITableViewController, SFSafariViewControllerDelegate {
        let articles = [
            ("Swift 6", URL(string: "https://www.swift.org/blog/announcing-swift-6/")!),
            ("Server", URL(string: "https://www.swift.org/documentation/server/")!),
        ]
        var finished = 0
        var loads: [Bool] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Article")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            articles.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Article", for: indexPath)
            cell.textLabel?.text = articles[indexPath.row].0
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let configuration = SFSafariViewController.Configuration()
            configuration.entersReaderIfAvailable = true
            let safari = SFSafariViewController(url: articles[indexPath.row].1, configuration: configuration)
            safari.delegate = self
            safari.preferredControlTintColor = .systemOrange
            safari.dismissButtonStyle = .close
            present(safari, animated: true)
        }

        func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
            finished += 1
        }

        func safariViewController(
            _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
        ) {
            loads.append(didLoadSuccessfully)
        }
    }

    func testARowOpensItsArticleAndTheDelegateHearsItClose() async throws {
        let controller = ArticlesViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.tableView.layoutIfNeeded()
        controller.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        let safari = try XCTUnwrap(controller.presentedViewController as? SFSafariViewController)
        XCTAssertEqual(safari.url.absoluteString, "https://www.swift.org/documentation/server/")
        XCTAssertTrue(safari.configuration.entersReaderIfAvailable)
        XCTAssertEqual(safari.dismissButtonStyle, .close)
        safari.completeInitialLoad(successfully: true)
        XCTAssertEqual(controller.loads, [true])
        safari.tapDismissButton()
        XCTAssertNil(controller.presentedViewController)
        XCTAssertEqual(controller.finished, 1)

        let mail = SFSafariViewController(url: URL(string: "mailto:news@example.com")!)
        mail.delegate = controller
        mail.completeInitialLoad(successfully: true)
        XCTAssertEqual(controller.loads, [true, false], "only http and https pages load")
    }
}
