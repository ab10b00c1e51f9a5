import UIKit
import XCTest

/// A contact row's swipe and context actions as UIKit code writes them: copy to the pasteboard, share, a haptic
/// tick, a shadow path, an announcement.
@MainActor
final class SystemServicesTests: XCTestCase {
    final class ContactsViewController: UITableViewController {
        let names = ["Ada", "Grace", "Linus"]
        let haptics = UIImpactFeedbackGenerator(style: .light)
        private(set) var shared: UIActivityViewController?
        private(set) var sharedWith: UIActivity.ActivityType?

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            cell.layer.shadowPath = UIBezierPath(roundedRect: cell.bounds, cornerRadius: 12).cgPath
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            haptics.impactOccurred()
            UIPasteboard.general.string = names[indexPath.row]
            UIAccessibility.post(notification: .announcement, argument: "Copied \(names[indexPath.row])")
        }

        func share(_ indexPath: IndexPath) {
            let sheet = UIActivityViewController(activityItems: [names[indexPath.row]], applicationActivities: nil)
            sheet.excludedActivityTypes = [.airDrop, .print]
            sheet.completionWithItemsHandler = { [weak self] activity, completed, _, _ in
                if completed { self?.sharedWith = activity }
            }
            present(sheet, animated: true)
            shared = sheet
        }
    }

    func testCopyShareAndFeedback() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let contacts = ContactsViewController(style: .plain)
        window.rootViewController = contacts
        window.makeKeyAndVisible()
        contacts.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(UIPasteboard.general.string, "Grace")
        XCTAssertEqual(contacts.haptics.feedbackCount, 1)
        XCTAssertEqual(UIAccessibility.postedNotifications.last?.1 as? String, "Copied Grace")
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)

        let cell = try XCTUnwrap(contacts.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(cell.layer.shadowPath?.bounds, CGRect(x: 0, y: 0, width: cell.bounds.width, height: 44))

        contacts.share(IndexPath(row: 2, section: 0))
        let sheet = try XCTUnwrap(contacts.shared)
        XCTAssertTrue(contacts.presentedViewController === sheet)
        sheet.complete(with: .copyToPasteboard)
        XCTAssertEqual(contacts.sharedWith, .copyToPasteboard)
        XCTAssertEqual(UIPasteboard.general.strings, ["Linus"])
        XCTAssertNil(contacts.presentedViewController)
    }

    func testBezierPathsKeepTheirOutline() async {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 40))
        path.close()
        XCTAssertEqual(path.bounds, CGRect(x: 10, y: 10, width: 40, height: 30))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 50, y: 40))
        let corners = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), byRoundingCorners: [.topLeft, .topRight],
            cornerRadii: CGSize(width: 30, height: 30))
        XCTAssertEqual(corners.elements, [.rect(CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 20)])
    }

    final class ExportActivity: UIActivity {
        override class var activityCategory: UIActivity.Category { .share }
        override var activityTitle: String? { "Export PDF" }
        override var activityViewController: UIViewController? { UIViewController() }
    }

    func testASheetFromAnItemsConfigurationAndAnActivitysCategory() async throws {
        let configuration = UIActivityItemsConfiguration(objects: [URL(string: "https://example.com")! as NSURL])
        let sheet = UIActivityViewController(activityItemsConfiguration: configuration)
        XCTAssertEqual(sheet.activityItems.count, 1)
        let provider = try XCTUnwrap(sheet.activityItems.first as? NSItemProvider)
        XCTAssertTrue(provider.canLoadObject(ofClass: URL.self))
        sheet.excludedActivitySectionTypes = [.peopleSuggestions]
        XCTAssertTrue(sheet.allowsProminentActivity)
        var outcome: (UIActivity.ActivityType?, Bool)?
        let handler: UIActivityViewController.CompletionHandler = { type, completed in outcome = (type, completed) }
        sheet.completionWithItemsHandler = { type, completed, _, _ in handler(type, completed) }
        sheet.complete(with: .mail)
        XCTAssertEqual(outcome?.0, .mail)
        XCTAssertEqual(ExportActivity.activityCategory, .share)
        XCTAssertEqual(UIActivity.activityCategory, .action)
        XCTAssertNotNil(ExportActivity().activityViewController)

        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        XCTAssertEqual(alert.severity, .default)
        alert.severity = .critical
        XCTAssertEqual(alert.severity, .critical)
    }
}
