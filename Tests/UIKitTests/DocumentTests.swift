import UIKit
import XCTest

/// A document-based list, as UIDocument subclasses are written: the model to and from the file's data, created,
/// opened, changed and closed with UIKit's calls.
@MainActor
final class DocumentTests: XCTestCase {
    final class PeopleDocument: UIDocument {
        var people: [String] = []

        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            guard let data = contents as? Data, let text = String(data: data, encoding: .utf8) else { return }
            people = text.split(separator: "\n").map(String.init)
        }

        override func contents(forType typeName: String) throws -> Any {
            Data(people.joined(separator: "\n").utf8)
        }
    }

    func testADocumentIsCreatedOpenedChangedAndSavedOnClose() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("documents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Friends.txt")

        let created = PeopleDocument(fileURL: url)
        created.people = ["Ada", "Grace"]
        let saved = await created.save(to: url, for: .forCreating)
        XCTAssertTrue(saved)
        XCTAssertEqual(created.documentState, .normal)
        let again = await created.save(to: url, for: .forCreating)
        XCTAssertFalse(again, "creating over an existing file fails")
        XCTAssertTrue(created.documentState.contains(.savingError))

        let document = PeopleDocument(fileURL: url)
        XCTAssertEqual(document.documentState, .closed)
        XCTAssertEqual(document.localizedName, "Friends")
        XCTAssertEqual(document.fileType, "public.plain-text")
        let opened = await document.open()
        XCTAssertTrue(opened)
        XCTAssertEqual(document.people, ["Ada", "Grace"])
        XCTAssertFalse(document.hasUnsavedChanges)
        document.people.append("Katherine")
        document.updateChangeCount(.done)
        XCTAssertTrue(document.hasUnsavedChanges)
        let closed = await document.close()
        XCTAssertTrue(closed)
        XCTAssertTrue(document.documentState.contains(.closed))
        XCTAssertEqual(
            try String(contentsOf: url, encoding: .utf8), "Ada\nGrace\nKatherine", "closing saved the change")

        let missing = PeopleDocument(fileURL: folder.appendingPathComponent("None.txt"))
        let failed = await missing.open()
        XCTAssertFalse(failed)
    }

    /// SeeLess's source document: when another writer changes the file, it reloads (through `super`, which
    /// reverts an unchanged document) and tells its editor; a move follows the file.
    final class SourceDocument: UIDocument {
        var text = ""
        var reloads = 0

        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            text = (contents as? Data).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }

        override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }

        override func presentedItemDidChange() {
            super.presentedItemDidChange()
            reloads += 1
        }
    }

    func testADocumentFollowsItsFileChangingElsewhere() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("presenter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("main.c")
        try Data("int main() {}".utf8).write(to: url)
        let document = SourceDocument(fileURL: url)
        let opened = await document.open()
        XCTAssertTrue(opened)
        XCTAssertEqual(document.presentedItemURL, url)
        // Another writer changes the file: the unchanged document reads it again.
        try Data("int main() { return 1; }".utf8).write(to: url)
        document.presentedItemDidChange()
        XCTAssertEqual(document.text, "int main() { return 1; }")
        XCTAssertEqual(document.reloads, 1)
        // With unsaved changes it keeps them.
        document.text = "edited"
        document.updateChangeCount(.done)
        try Data("outside".utf8).write(to: url)
        document.presentedItemDidChange()
        XCTAssertEqual(document.text, "edited")
        // Reverting drops them.
        let reverted = await withCheckedContinuation { continuation in
            document.revert(toContentsOf: url) { continuation.resume(returning: $0) }
        }
        XCTAssertTrue(reverted)
        XCTAssertEqual(document.text, "outside")
        XCTAssertFalse(document.hasUnsavedChanges)
        // The file moves: the document follows it.
        let moved = folder.appendingPathComponent("program.c")
        try FileManager.default.moveItem(at: url, to: moved)
        document.presentedItemDidMove(to: moved)
        XCTAssertEqual(document.fileURL, moved)
        XCTAssertEqual(document.localizedName, "program")
        // It is about to be deleted: the document closes without writing the file again.
        document.text = "unsaved"
        document.updateChangeCount(.done)
        let deleted = await withCheckedContinuation { continuation in
            document.accommodatePresentedItemDeletion { continuation.resume(returning: $0 == nil) }
        }
        XCTAssertTrue(deleted)
        XCTAssertTrue(document.documentState.contains(.closed))
        XCTAssertEqual(try String(contentsOf: moved, encoding: .utf8), "outside")
    }

    /// A note document that hands itself off: its activity carries its file, and a save keeps count of the
    /// changes through change tokens, which a subclass can watch.
    final class NoteDocument: UIDocument {
        var text = ""
        var tokensUpdated = 0

        override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }

        override func updateChangeCount(withToken changeCountToken: Any, for saveOperation: UIDocument.SaveOperation) {
            tokensUpdated += 1
            super.updateChangeCount(withToken: changeCountToken, for: saveOperation)
        }
    }

    func testSavingsDetailsEditingAndTheUserActivity() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("note-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Ideas.txt")
        let document = NoteDocument(fileURL: url)
        XCTAssertEqual(document.savingFileType, "public.plain-text")
        XCTAssertEqual(document.fileNameExtension(forType: document.savingFileType, saveOperation: .forCreating), "txt")
        document.text = "first"
        document.updateChangeCount(.done)
        let created = await document.save(to: url, for: .forCreating)
        XCTAssertTrue(created)
        XCTAssertEqual(document.tokensUpdated, 1, "the save ended with the token it took")
        XCTAssertFalse(document.hasUnsavedChanges)
        // A token taken before two changes leaves both unsaved.
        let token = try XCTUnwrap(document.changeToken(for: .forOverwriting))
        document.updateChangeCount(.done)
        document.updateChangeCount(.done)
        document.updateChangeCount(withToken: token, for: .forOverwriting)
        XCTAssertTrue(document.hasUnsavedChanges)
        // Editing is disabled while the file is replaced.
        document.disableEditing()
        XCTAssertTrue(document.documentState.contains(.editingDisabled))
        document.enableEditing()
        XCTAssertFalse(document.documentState.contains(.editingDisabled))
        // The activity hands the document's file off.
        let activity = NSUserActivity(activityType: "com.example.editing")
        document.userActivity = activity
        document.updateUserActivityState(activity)
        XCTAssertEqual(activity.userInfo?[UIDocument.userActivityURLKey] as? URL, url)
        final class Access: @unchecked Sendable { var done = false }
        let access = Access()
        document.performAsynchronousFileAccess { access.done = true }
        XCTAssertTrue(access.done)
    }

    final class FilesViewController: UITableViewController, UIDocumentInteractionControllerDelegate {
        var previews = 0

        func preview(_ url: URL) -> UIDocumentInteractionController {
            let interaction = UIDocumentInteractionController(url: url)
            interaction.delegate = self
            interaction.presentPreview(animated: true)
            return interaction
        }

        func documentInteractionControllerViewControllerForPreview(
            _ controller: UIDocumentInteractionController
        ) -> UIViewController {
            self
        }

        func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) {
            previews += 1
        }
    }

    func testAFileIsPreviewedFromTheDelegatesController() async {
        let files = FilesViewController(style: .plain)
        let window = UIWindow()
        window.rootViewController = files
        window.makeKeyAndVisible()
        let interaction = files.preview(URL(fileURLWithPath: "/tmp/Report.pdf"))
        XCTAssertEqual(interaction.uti, "com.adobe.pdf")
        XCTAssertEqual(files.presentedViewController?.title, "Report.pdf", "the preview shows the file's name")
        interaction.dismissPreview(animated: false)
        XCTAssertEqual(files.previews, 1)
        XCTAssertTrue(interaction.presentOptionsMenu(from: .zero, in: files.view, animated: true))
        XCTAssertTrue(interaction.isShowingOptionsMenu)
        XCTAssertFalse(interaction.presentOpenInMenu(from: .zero, in: files.view, animated: true), "no other apps")
    }
}
