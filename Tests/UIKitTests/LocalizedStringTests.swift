import UIKit
import XCTest

/// `String(localized:)` as list screens written since iOS 15 use it for titles, counts and menu items, with a
/// strings file in the app's bundle.
@MainActor
final class LocalizedStringTests: XCTestCase {
    final class PhotosViewController: UITableViewController {
        let bundle: Bundle
        var photos: [String] = ["a", "b", "c"]

        init(bundle: Bundle) {
            self.bundle = bundle
            super.init(style: .insetGrouped)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = String(localized: "Photos", bundle: bundle, comment: "The screen's title")
            navigationItem.prompt = String(localized: "\(photos.count) photos", bundle: bundle)
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: String(localized: "edit.button", defaultValue: "Edit", bundle: bundle), style: .plain,
                target: nil, action: nil)
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            String(localized: "Shared by \("Ann") on \(3) devices at 100%", bundle: bundle)
        }
    }

    private func bundle(_ strings: String) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        let language = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: language, withIntermediateDirectories: true)
        try Data(strings.utf8).write(to: language.appendingPathComponent("Localizable.strings"))
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return try XCTUnwrap(Bundle(path: folder.path))
    }

    func testTitlesCountsAndKeyedStringsComeFromTheStringsFile() async throws {
        let strings = """
            "Photos" = "Fotos";
            "%lld photos" = "%lld Fotos";
            "edit.button" = "Bearbeiten";
            "Shared by %@ on %lld devices at 100%%" = "Von %@ auf %lld Geräten geteilt (100 %%)";
            """
        let controller = PhotosViewController(bundle: try bundle(strings))
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.title, "Fotos")
        XCTAssertEqual(controller.navigationItem.prompt, "3 Fotos")
        XCTAssertEqual(controller.navigationItem.rightBarButtonItem?.title, "Bearbeiten")
        XCTAssertEqual(
            controller.tableView(controller.tableView, titleForHeaderInSection: 0),
            "Von Ann auf 3 Geräten geteilt (100 %)")
    }

    func testWithoutATranslationTheTextShowsWithItsValues() async throws {
        let controller = PhotosViewController(bundle: try bundle("\"Other\" = \"Andere\";"))
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.title, "Photos")
        XCTAssertEqual(controller.navigationItem.prompt, "3 photos")
        XCTAssertEqual(controller.navigationItem.rightBarButtonItem?.title, "Edit", "the default value")
        XCTAssertEqual(
            controller.tableView(controller.tableView, titleForHeaderInSection: 0),
            "Shared by Ann on 3 devices at 100%", "a percent sign in the text stays one")
    }

    func testTheKeyHasAFormatSpecifierPerValue() async {
        let count = 2
        let total: UInt = 7
        let ratio = 0.5
        let value: String.LocalizationValue = "\(count) of \(total) (\(ratio)) by \("me") 5%"
        XCTAssertEqual(value.key, "%lld of %llu (%lf) by %@ 5%%")
        XCTAssertEqual(value, "\(count) of \(total) (\(ratio)) by \("me") 5%")
        XCTAssertNotEqual(value, "\(count + 1) of \(total) (\(ratio)) by \("me") 5%", "values count in equality")
        XCTAssertEqual(String.LocalizationValue("100%").key, "100%", "no values: the text is the key")
        XCTAssertEqual(String(localized: "\(Date(timeIntervalSince1970: 0), format: .iso8601)"), "1970-01-01T00:00:00Z")
    }
}
