import UIKit
import UniformTypeIdentifiers
import XCTest

/// A notes list that imports text files and exports a note, through the document picker, and taps you feel.
@MainActor
final class DocumentPickerTests: XCTestCase {
    final class NotesViewController: UITableViewController, UIDocumentPickerDelegate {
        var imported: [String] = []
        var exportedTo: [URL] = []
        var cancels = 0
        let haptics = UIImpactFeedbackGenerator(style: .light)

        func importNotes() -> UIDocumentPickerViewController {
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText], asCopy: true)
            picker.delegate = self
            picker.allowsMultipleSelection = true
            present(picker, animated: true)
            return picker
        }

        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            haptics.impactOccurred()
            if case .exporting = controller.mode {
                exportedTo = urls
                return
            }
            imported += urls.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
            // Read: the copies' inbox goes, as an app empties its inbox once it has imported what came.
            for folder in Set(urls.map { $0.deletingLastPathComponent() }) {
                try? FileManager.default.removeItem(at: folder)
            }
        }

        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancels += 1 }
    }

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testImportingCopiesTheTextFilesPicked() async throws {
        let files = try folder()
        let note = files.appendingPathComponent("groceries.txt")
        try "milk, eggs".write(to: note, atomically: true, encoding: .utf8)
        let photo = files.appendingPathComponent("cat.png")
        try Data([0x89, 0x50]).write(to: photo)
        let notes = NotesViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = notes
        window.makeKeyAndVisible()
        let picker = notes.importNotes()
        XCTAssertTrue(notes.presentedViewController === picker)
        picker.pickDocuments(at: [note, photo])
        XCTAssertEqual(notes.imported, ["milk, eggs"], "only plain text is offered")
        XCTAssertNil(notes.presentedViewController, "picking dismisses the picker")
        XCTAssertTrue(FileManager.default.fileExists(atPath: note.path), "opened as a copy: the original stays")
        XCTAssertEqual(notes.haptics.feedbackCount, 1)

        let again = notes.importNotes()
        again.cancel()
        XCTAssertEqual(notes.cancels, 1)
        XCTAssertEqual(notes.imported.count, 1)
    }

    func testExportingMovesTheDocumentsToTheFolderPicked() async throws {
        let files = try folder()
        let draft = files.appendingPathComponent("draft.txt")
        try "Dear diary".write(to: draft, atomically: true, encoding: .utf8)
        let destination = try folder()
        let notes = NotesViewController(style: .plain)
        let picker = UIDocumentPickerViewController(forExporting: [draft])
        picker.delegate = notes
        XCTAssertFalse(picker.asCopy, "exporting moves unless asked to copy")
        picker.pickDestination(destination)
        XCTAssertEqual(notes.exportedTo.map(\.lastPathComponent), ["draft.txt"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: draft.path), "moved")
        XCTAssertEqual(
            try String(contentsOf: destination.appendingPathComponent("draft.txt"), encoding: .utf8), "Dear diary")

        let missing = UIDocumentPickerViewController(forExporting: [draft], asCopy: true)
        missing.delegate = notes
        missing.pickDestination(destination)
        XCTAssertEqual(notes.exportedTo, [], "a document that is gone is left out")
        XCTAssertNotNil(missing.lastError)
    }

    func testFeedbackGivenAtALocationOfItsView() async {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let impact = UIImpactFeedbackGenerator(style: .rigid, view: button)
        impact.impactOccurred(intensity: 0.5, at: CGPoint(x: 22, y: 22))
        XCTAssertTrue(impact.view === button)
        XCTAssertEqual(impact.lastFeedbackLocation, CGPoint(x: 22, y: 22))
        let selection = UISelectionFeedbackGenerator(view: button)
        selection.selectionChanged(at: CGPoint(x: 1, y: 2))
        XCTAssertEqual(selection.feedbackCount, 1)
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel)
        XCTAssertEqual(vibrancy.style, .secondaryLabel)
        XCTAssertEqual(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)).style, .label)
    }
}
