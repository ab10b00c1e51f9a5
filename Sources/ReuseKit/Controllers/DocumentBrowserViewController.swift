import Foundation

/// Told what the person does in a document browser (UIDocumentBrowserViewControllerDelegate). Every method is
/// optional, with UIKit's default.
@preconcurrency @MainActor
public protocol DocumentBrowserViewControllerDelegate: AnyObject {
    /// The documents picked to open.
    func documentBrowser(_ controller: DocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL])
    /// The same, as iOS 11 said it (deprecated in iOS 12): called when the newer method is not implemented.
    func documentBrowser(_ controller: DocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL])
    /// The person asked for a new document: call `importHandler` with a template file and how to import it, or
    /// with nil and `.none` to cancel. By default creation is cancelled.
    func documentBrowser(
        _ controller: DocumentBrowserViewController,
        didRequestDocumentCreationWithHandler importHandler:
            @escaping (URL?, DocumentBrowserViewController.ImportMode)
            -> Void)
    /// A document was imported from `sourceURL`; it is now at `destinationURL`.
    func documentBrowser(
        _ controller: DocumentBrowserViewController, didImportDocumentAt sourceURL: URL,
        toDestinationURL destinationURL: URL)
    /// A document could not be imported.
    func documentBrowser(
        _ controller: DocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?)
    /// Activities the share sheet of documents offers besides the system's; none by default.
    func documentBrowser(
        _ controller: DocumentBrowserViewController, applicationActivitiesForDocumentURLs documentURLs: [URL]
    ) -> [Activity]
    /// The browser is about to show a share sheet.
    func documentBrowser(
        _ controller: DocumentBrowserViewController, willPresent activityViewController: ActivityViewController)
}

extension DocumentBrowserViewControllerDelegate {
    public func documentBrowser(_ controller: DocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        documentBrowser(controller, didPickDocumentURLs: documentURLs)
    }

    public func documentBrowser(_ controller: DocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL]) {}

    public func documentBrowser(
        _ controller: DocumentBrowserViewController,
        didRequestDocumentCreationWithHandler importHandler:
            @escaping (URL?, DocumentBrowserViewController.ImportMode)
            -> Void
    ) {
        importHandler(nil, .none)
    }

    public func documentBrowser(
        _ controller: DocumentBrowserViewController, didImportDocumentAt sourceURL: URL,
        toDestinationURL destinationURL: URL
    ) {}

    public func documentBrowser(
        _ controller: DocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?
    ) {}

    public func documentBrowser(
        _ controller: DocumentBrowserViewController, applicationActivitiesForDocumentURLs documentURLs: [URL]
    ) -> [Activity] { [] }

    public func documentBrowser(
        _ controller: DocumentBrowserViewController, willPresent activityViewController: ActivityViewController
    ) {}
}

/// The root of a document-based app: browses the documents of its folder and others, opens them, creates and
/// imports them (UIDocumentBrowserViewController), headless.
///
/// There is no Files browser on Linux: what the person does is done in code, as a test does it.
/// ``pickDocuments(at:)`` opens documents (only those of the browser's content types; one unless
/// ``allowsPickingMultipleItems``), and ``createDocument()`` asks the delegate for a new one and imports the file
/// it gives into ``documentsDirectory`` (copied or moved), telling the delegate where it went or why it failed.
/// The browser's own methods (``revealDocument(at:importIfNeeded:completion:)``,
/// ``importDocument(at:nextToDocumentAt:mode:completionHandler:)``,
/// ``renameDocument(at:proposedName:completionHandler:)``) work on the files, and their completions run before they return. A name already taken gets a number, as the
/// Files app numbers copies (`Notes 2.txt`).
@preconcurrency @MainActor
open class DocumentBrowserViewController: ViewController {
    /// How a document is brought into the browser's folder (UIDocumentBrowserViewController.ImportMode), with
    /// UIKit's raw values.
    public enum ImportMode: UInt, Hashable, Sendable {
        /// Not imported.
        case none = 0
        /// Copied; the original stays.
        case copy = 1
        /// Moved.
        case move = 2
    }

    /// The browser's colours (UIDocumentBrowserViewController.BrowserUserInterfaceStyle), with UIKit's raw values.
    public enum BrowserUserInterfaceStyle: UInt, Hashable, Sendable {
        case white = 0
        case light = 1
        case dark = 2
    }

    open weak var delegate: (any DocumentBrowserViewControllerDelegate)?
    /// Whether the browser offers to create a document; true by default.
    open var allowsDocumentCreation = true
    /// Whether more than one document can be picked at a time; false by default.
    open var allowsPickingMultipleItems = false
    /// Whether file names show their extensions; false by default.
    open var shouldShowFileExtensions = false
    /// Buttons added to the browser's navigation bar, on the leading and trailing sides.
    open var additionalLeadingNavigationBarButtonItems: [BarButtonItem] = []
    open var additionalTrailingNavigationBarButtonItems: [BarButtonItem] = []
    /// The browser's colours; white by default.
    open var browserUserInterfaceStyle = BrowserUserInterfaceStyle.white
    /// The title of the button that creates a document; nil shows the system's.
    open var localizedCreateDocumentActionTitle: String?
    /// The aspect ratio of the documents' thumbnails; 0 (the system's) by default.
    open var defaultDocumentAspectRatio: CGFloat = 0
    /// The types of documents the browser opens (nil when made without them: any).
    public let contentTypes: [UTType]?
    /// The folder the browser imports into: the app's Documents folder (beyond UIKit, settable for tests).
    public var documentsDirectory: URL
    /// The document last revealed (beyond UIKit, headless: what the browser scrolled to and highlighted).
    public private(set) var revealedDocumentURL: URL?

    /// A browser of documents of `contentTypes` (nil: the types the app declares, here any).
    public init(forOpening contentTypes: [UTType]?) {
        self.contentTypes = contentTypes
        documentsDirectory =
            FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        super.init(nibName: nil, bundle: nil)
    }

    /// A browser of documents of the types `allowedContentTypes` names (deprecated in iOS 14, still in older
    /// code and Xcode's template of that time).
    public convenience init(forOpeningFilesWithContentTypes allowedContentTypes: [String]?) {
        self.init(forOpening: allowedContentTypes?.compactMap(UTType.init))
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as other controllers' does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The identifiers of the types the browser opens (deprecated in iOS 14).
    open var allowedContentTypes: [String] { (contentTypes ?? []).map(\.identifier) }

    /// The types of the recent documents the browser lists: its own.
    open var contentTypesForRecentDocuments: [UTType] { contentTypes ?? [] }

    /// The identifiers of those types (deprecated in iOS 14).
    open var recentDocumentsContentTypes: [String] { contentTypesForRecentDocuments.map(\.identifier) }

    /// Shows the document at `url`, importing it into ``documentsDirectory`` first (copied) when `importIfNeeded`
    /// is true and it is elsewhere; `completion` gets the imported document's URL, or nil when nothing was
    /// imported, and the error when the copy failed.
    open func revealDocument(
        at url: URL, importIfNeeded: Bool, completion: ((URL?, (any Error)?) -> Void)? = nil
    ) {
        let inside =
            url.deletingLastPathComponent().standardizedFileURL.path == documentsDirectory.standardizedFileURL.path
        guard importIfNeeded, !inside else {
            revealedDocumentURL = url
            completion?(nil, nil)
            return
        }
        do {
            let imported = try transfer(url, into: documentsDirectory, mode: .copy)
            revealedDocumentURL = imported
            completion?(imported, nil)
        } catch {
            completion?(nil, error)
        }
    }

    /// Imports the document at `documentURL` into the folder of `neighbourURL`, copied or moved; `.none` imports
    /// nothing. `completionHandler` gets its new URL, or the error.
    open func importDocument(
        at documentURL: URL, nextToDocumentAt neighbourURL: URL, mode importMode: ImportMode,
        completionHandler: @escaping (URL?, (any Error)?) -> Void
    ) {
        guard importMode != .none else { return completionHandler(nil, nil) }
        do {
            completionHandler(
                try transfer(documentURL, into: neighbourURL.deletingLastPathComponent(), mode: importMode), nil)
        } catch {
            completionHandler(nil, error)
        }
    }

    /// Renames the document at `documentURL` to `proposedName` (keeping its extension when the name has none),
    /// numbered when the name is taken; `completionHandler` gets its new URL, or the error.
    open func renameDocument(
        at documentURL: URL, proposedName: String, completionHandler: @escaping (URL?, (any Error)?) -> Void
    ) {
        let name =
            (proposedName as NSString).pathExtension.isEmpty && !documentURL.pathExtension.isEmpty
            ? proposedName + "." + documentURL.pathExtension : proposedName
        let folder = documentURL.deletingLastPathComponent()
        let target = Self.freeURL(in: folder, for: name, ignoring: documentURL)
        do {
            if target != documentURL { try FileManager.default.moveItem(at: documentURL, to: target) }
            completionHandler(target, nil)
        } catch {
            completionHandler(nil, error)
        }
    }

    /// Opens documents, as the person does by tapping them (beyond UIKit, headless): only those of the browser's
    /// types count (by their extensions), and only the first unless ``allowsPickingMultipleItems``. The delegate
    /// hears the URLs, when any remain.
    public func pickDocuments(at urls: [URL]) {
        let chosen = DocumentPickerViewController.picked(
            urls, ofTypes: contentTypes ?? [], multiple: allowsPickingMultipleItems)
        guard !chosen.isEmpty else { return }
        delegate?.documentBrowser(self, didPickDocumentsAt: chosen)
    }

    /// Taps the button that creates a document (beyond UIKit, headless): when ``allowsDocumentCreation``, the
    /// delegate is asked for the new document's file, which is imported into ``documentsDirectory`` as the
    /// delegate's mode says; the delegate then hears where it went, or why it failed.
    public func createDocument() {
        guard allowsDocumentCreation, let delegate else { return }
        delegate.documentBrowser(self) { [weak self] url, mode in
            guard let self, let url, mode != .none else { return }
            do {
                let imported = try transfer(url, into: documentsDirectory, mode: mode)
                self.delegate?.documentBrowser(self, didImportDocumentAt: url, toDestinationURL: imported)
            } catch {
                self.delegate?.documentBrowser(self, failedToImportDocumentAt: url, error: error)
            }
        }
    }

    /// Copies or moves `url` into `folder` under a free name; returns where it is now.
    private func transfer(_ url: URL, into folder: URL, mode: ImportMode) throws -> URL {
        let files = FileManager.default
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = Self.freeURL(in: folder, for: url.lastPathComponent, ignoring: nil)
        if mode == .move { try files.moveItem(at: url, to: target) } else { try files.copyItem(at: url, to: target) }
        return target
    }

    /// `name` in `folder`, or `name 2`, `name 3` … before its extension, the first no file has (`ignoring` the
    /// file being renamed).
    private static func freeURL(in folder: URL, for name: String, ignoring: URL?) -> URL {
        let base = (name as NSString).deletingPathExtension
        let suffix = (name as NSString).pathExtension.isEmpty ? "" : "." + (name as NSString).pathExtension
        var candidate = folder.appendingPathComponent(name)
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path),
            candidate.standardizedFileURL.path != ignoring?.standardizedFileURL.path
        {
            candidate = folder.appendingPathComponent("\(base) \(number)\(suffix)")
            number += 1
        }
        return candidate
    }
}
