import UIKit
import XCTest

/// Xcode's Document App template and SeeLess's project browser: a `UIDocumentBrowserViewController` subclass is
/// the window's root and its own delegate; picking a document presents it, creating one imports a template.
final class DocumentBrowserTests: XCTestCase {
    final class DocumentBrowserViewController: UIDocumentBrowserViewController,
        UIDocumentBrowserViewControllerDelegate
    {
        var presented: [URL] = []
        var imported: [(URL, URL)] = []
        var failures: [URL] = []
        var template: URL?

        override func viewDidLoad() {
            super.viewDidLoad()
            delegate = self
            allowsDocumentCreation = true
            allowsPickingMultipleItems = false
        }

        func documentBrowser(
            _ controller: UIDocumentBrowserViewController,
            didRequestDocumentCreationWithHandler importHandler:
                @escaping (
                    URL?, UIDocumentBrowserViewController.ImportMode
                ) -> Void
        ) {
            if let template {
                importHandler(template, .copy)
            } else {
                importHandler(nil, .none)
            }
        }

        func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
            guard let sourceURL = documentURLs.first else { return }
            presentDocument(at: sourceURL)
        }

        func documentBrowser(
            _ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL,
            toDestinationURL destinationURL: URL
        ) {
            imported.append((sourceURL, destinationURL))
            presentDocument(at: destinationURL)
        }

        func documentBrowser(
            _ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL,
            error: Error?
        ) {
            failures.append(documentURL)
        }

        func presentDocument(at documentURL: URL) {
            presented.append(documentURL)
        }
    }

    var folder: URL!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @MainActor
    func makeBrowser() -> DocumentBrowserViewController {
        let browser = DocumentBrowserViewController(forOpening: [.plainText])
        browser.documentsDirectory = folder.appendingPathComponent("Documents")
        browser.loadViewIfNeeded()
        return browser
    }

    @MainActor
    func testPickingOpensOnlyTheBrowsersTypesOneAtATime() async throws {
        let browser = makeBrowser()
        XCTAssertFalse(UIDocumentBrowserViewController(forOpening: nil).allowsPickingMultipleItems, "UIKit's default")
        XCTAssertTrue(browser.delegate === browser)
        XCTAssertEqual(browser.allowedContentTypes, ["public.plain-text"])
        let notes = folder.appendingPathComponent("notes.txt")
        let photo = folder.appendingPathComponent("photo.png")
        browser.pickDocuments(at: [photo, notes, folder.appendingPathComponent("todo.txt")])
        XCTAssertEqual(browser.presented, [notes], "the first plain-text document only")
        browser.pickDocuments(at: [photo])
        XCTAssertEqual(browser.presented, [notes], "no document of the browser's types: nothing to open")
    }

    @MainActor
    func testCreatingADocumentImportsTheTemplate() async throws {
        let browser = makeBrowser()
        browser.createDocument()
        XCTAssertTrue(browser.imported.isEmpty, "no template: creation cancelled")
        let template = folder.appendingPathComponent("Untitled.txt")
        try Data("new".utf8).write(to: template)
        browser.template = template
        browser.createDocument()
        browser.createDocument()
        let documents = browser.documentsDirectory
        XCTAssertEqual(
            browser.imported.map(\.1.lastPathComponent), ["Untitled.txt", "Untitled 2.txt"],
            "a taken name is numbered")
        XCTAssertEqual(browser.presented.first?.deletingLastPathComponent().standardizedFileURL.path, documents.path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: template.path), "copied: the template stays")
        browser.allowsDocumentCreation = false
        browser.createDocument()
        XCTAssertEqual(browser.imported.count, 2)
        // A template that is not there fails to import, and the delegate hears it.
        browser.allowsDocumentCreation = true
        browser.template = folder.appendingPathComponent("missing.txt")
        browser.createDocument()
        XCTAssertEqual(browser.failures, [folder.appendingPathComponent("missing.txt")])
    }

    @MainActor
    func testRevealingImportingAndRenaming() async throws {
        let browser = makeBrowser()
        let outside = folder.appendingPathComponent("report.txt")
        try Data("report".utf8).write(to: outside)
        var revealed: URL?
        browser.revealDocument(at: outside, importIfNeeded: false) { url, _ in revealed = url }
        XCTAssertNil(revealed, "nothing imported")
        XCTAssertEqual(browser.revealedDocumentURL, outside)
        browser.revealDocument(at: outside, importIfNeeded: true) { url, _ in revealed = url }
        XCTAssertEqual(revealed?.lastPathComponent, "report.txt")
        XCTAssertEqual(
            revealed?.deletingLastPathComponent().standardizedFileURL.path, browser.documentsDirectory.path)
        var renamed: URL?
        browser.renameDocument(at: revealed!, proposedName: "Q3 report") { url, _ in renamed = url }
        XCTAssertEqual(renamed?.lastPathComponent, "Q3 report.txt", "the extension kept")
        XCTAssertEqual(try String(contentsOf: renamed!, encoding: .utf8), "report")
        var moved: URL?
        browser.importDocument(at: outside, nextToDocumentAt: renamed!, mode: .move) { url, _ in moved = url }
        XCTAssertEqual(moved?.lastPathComponent, "report.txt")
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside.path), "moved")
        var none: URL? = outside
        browser.importDocument(at: renamed!, nextToDocumentAt: renamed!, mode: .none) { url, _ in none = url }
        XCTAssertNil(none)
    }
}
