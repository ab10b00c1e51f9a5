import Foundation

/// Told what the person picked in a document picker (UIDocumentPickerDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol DocumentPickerDelegate: AnyObject {
    /// The documents picked to open, or where the exported documents now are.
    func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The person closed the picker without picking.
    func documentPickerWasCancelled(_ controller: DocumentPickerViewController)
}

extension DocumentPickerDelegate {
    public func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: DocumentPickerViewController) {}
}

/// What an iOS 8 document picker does (UIDocumentPickerMode), with UIKit's raw values.
public enum DocumentPickerMode: UInt, Hashable, Sendable {
    case `import` = 0
    case open = 1
    case exportToService = 2
    case moveToService = 3
}

/// Picks documents to open, or a folder to export documents to (UIDocumentPickerViewController), headless.
///
/// There is no Files app on Linux: the person's choice is made in code, as a test makes it.
/// ``pickDocuments(at:)`` picks documents to open (only those of the picker's content types; copies in a temporary
/// folder when the picker opens `asCopy`), and ``pickDestination(_:)`` picks the folder the picker's documents are
/// exported to (moved, or copied `asCopy`). Either dismisses the picker and tells the delegate the URLs;
/// ``cancel()`` closes it without a choice. A document that cannot be copied or moved is left out of the URLs the
/// delegate hears, and the error is kept in ``lastError``.
@preconcurrency @MainActor
open class DocumentPickerViewController: ViewController {
    /// What the picker was made for.
    public enum Mode: Equatable, Sendable {
        /// Opening documents of these types.
        case opening([UTType])
        /// Exporting these documents.
        case exporting([URL])
    }

    public let mode: Mode
    /// Whether the picker works on copies, leaving the originals untouched.
    public let asCopy: Bool
    open weak var delegate: (any DocumentPickerDelegate)?
    /// Whether the person may pick more than one document (false by default).
    open var allowsMultipleSelection = false
    /// Whether file names show their extensions (false by default).
    open var shouldShowFileExtensions = false
    /// The folder the picker opens in.
    open var directoryURL: URL?
    /// Why the last document that could not be copied or moved failed (beyond UIKit, for tests).
    public private(set) var lastError: (any Error)?
    private var legacyMode: DocumentPickerMode?

    /// A picker for opening documents of `contentTypes`, or copies of them when `asCopy` is true.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        mode = .opening(contentTypes)
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker for opening documents of `contentTypes` in place.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker for exporting `urls`: moved to the folder picked, or copied when `asCopy` is true.
    public init(forExporting urls: [URL], asCopy: Bool) {
        mode = .exporting(urls)
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker for moving `urls` to the folder picked.
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// A picker for documents of the types `allowedUTIs` names, in iOS 8's modes (deprecated in iOS 14, still in
    /// older code): `.import` opens copies, `.open` the originals.
    public convenience init(documentTypes allowedUTIs: [String], in mode: DocumentPickerMode) {
        self.init(forOpeningContentTypes: allowedUTIs.compactMap(UTType.init), asCopy: mode != .open)
        legacyMode = mode
    }

    /// A picker exporting `url` in iOS 8's modes: `.exportToService` copies it, `.moveToService` moves it.
    public convenience init(url: URL, in mode: DocumentPickerMode) {
        self.init(urls: [url], in: mode)
    }

    /// A picker exporting `urls` in iOS 8's modes.
    public convenience init(urls: [URL], in mode: DocumentPickerMode) {
        self.init(forExporting: urls, asCopy: mode != .moveToService)
        legacyMode = mode
    }

    /// The iOS 8 mode the picker was made in (deprecated in iOS 14): derived from how it was made.
    public var documentPickerMode: DocumentPickerMode {
        if let legacyMode { return legacyMode }
        switch mode {
        case .opening: return asCopy ? .import : .open
        case .exporting: return asCopy ? .exportToService : .moveToService
        }
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as other controllers' does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Picks documents to open, as the person does in the Files browser (beyond UIKit, headless). Only documents
    /// of the picker's content types count (by their extensions); without ``allowsMultipleSelection`` only the
    /// first. Opened `asCopy`, each is copied into a new temporary folder and the copies' URLs are reported.
    public func pickDocuments(at urls: [URL]) {
        guard case .opening(let types) = mode else { return }
        let chosen = Self.picked(urls, ofTypes: types, multiple: allowsMultipleSelection)
        guard asCopy else { return finish(with: chosen) }
        let inbox = FileManager.default.temporaryDirectory.appendingPathComponent("Inbox-\(UUID().uuidString)")
        finish(with: transfer(chosen, to: inbox, copying: true))
    }

    /// The documents a person picks from `urls`: those of `types` (by their extensions; any when there are no
    /// types), and only the first unless `multiple`. The document picker and the document browser pick alike.
    static func picked(_ urls: [URL], ofTypes types: [UTType], multiple: Bool) -> [URL] {
        let matching = urls.filter { url in
            types.isEmpty
                || types.contains { type in UTType(filenameExtension: url.pathExtension)?.conforms(to: type) ?? false }
        }
        return multiple ? matching : Array(matching.prefix(1))
    }

    /// Picks `folder` as where the picker's documents go, as the person does (beyond UIKit, headless): each is
    /// moved there (copied when the picker exports `asCopy`), and their new URLs are reported.
    public func pickDestination(_ folder: URL) {
        guard case .exporting(let urls) = mode else { return }
        finish(with: transfer(urls, to: folder, copying: asCopy))
    }

    /// Closes the picker without a choice, as its Cancel button does: dismissed, and the delegate hears.
    public func cancel() {
        dismiss(animated: true)
        delegate?.documentPickerWasCancelled(self)
    }

    private func finish(with urls: [URL]) {
        dismiss(animated: true)
        delegate?.documentPicker(self, didPickDocumentsAt: urls)
    }

    private func transfer(_ urls: [URL], to folder: URL, copying: Bool) -> [URL] {
        let files = FileManager.default
        var moved: [URL] = []
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            lastError = error
            return []
        }
        for url in urls {
            let target = folder.appendingPathComponent(url.lastPathComponent)
            do {
                if copying { try files.copyItem(at: url, to: target) } else { try files.moveItem(at: url, to: target) }
                moved.append(target)
            } catch {
                lastError = error
            }
        }
        return moved
    }
}
