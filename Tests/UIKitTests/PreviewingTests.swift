import UIKit
import XCTest

/// 3D Touch peek and pop as older list code registers it: a controller previews the pressed row's detail and
/// pushes it on a harder press.
@MainActor
final class PreviewingTests: XCTestCase {
    final class ArticlesViewController: UITableViewController, UIViewControllerPreviewingDelegate {
        let titles = ["Swift 6", "Linux", "UIKit"]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Article")
            registerForPreviewing(with: self, sourceView: tableView)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Article", for: indexPath)
        }

        func previewingContext(
            _ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
        ) -> UIViewController? {
            guard let indexPath = tableView.indexPathForRow(at: location) else { return nil }
            previewingContext.sourceRect = tableView.rectForRow(at: indexPath)
            let detail = UIViewController()
            detail.title = titles[indexPath.row]
            return detail
        }

        func previewingContext(
            _ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
        ) {
            navigationController?.pushViewController(viewControllerToCommit, animated: false)
        }
    }

    func testAPeekPreviewsThePressedRowAndAPopPushesIt() async throws {
        let articles = ArticlesViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: articles)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let context = try XCTUnwrap(articles.registeredPreviewingContexts.first)
        let row = articles.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        let preview = context.peek(at: CGPoint(x: row.midX, y: row.midY))
        XCTAssertEqual(preview?.title, "Linux")
        XCTAssertEqual(context.sourceRect, row, "the preview rises from the pressed row")
        XCTAssertTrue(context.pop())
        XCTAssertEqual(navigation.topViewController?.title, "Linux")
        XCTAssertFalse(context.pop(), "nothing left to commit")
        articles.unregisterForPreviewing(withContext: context)
        XCTAssertTrue(articles.registeredPreviewingContexts.isEmpty)
    }
}
