import Foundation

/// A document kept in a file (UIDocument): a subclass turns the file's contents into its model
/// (``load(fromContents:ofType:)``) and back (``contents(forType:)``); the document reads and writes the file and
/// tracks unsaved changes. Headless, reading and writing happen on the calling thread and the completion handlers run
/// on the main queue afterwards, as UIKit runs them; each has an `async` form. A file's contents are its `Data`
/// (package documents, which iOS reads as file wrappers, are not supported: Linux's Foundation has no
/// `FileWrapper`).
@preconcurrency @MainActor
open class Document: NSObject {
    /// What a save does (UIDocument.SaveOperation).
    public enum SaveOperation: Int, Hashable, Sendable {
        case forCreating = 0
        case forOverwriting = 1
    }

    /// How the document changed (UIDocument.ChangeKind).
    public enum ChangeKind: Int, Hashable, Sendable {
        case done = 0
        case undone = 1
        case redone = 2
        case cleared = 3
    }

    /// What the document is doing (UIDocument.State), with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let closed = State(rawValue: 1 << 0)
        public static let inConflict = State(rawValue: 1 << 1)
        public static let savingError = State(rawValue: 1 << 2)
        public static let editingDisabled = State(rawValue: 1 << 3)
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// Posted when ``documentState`` changes.
    public nonisolated static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")

    /// The file the document is kept in.
    public private(set) var fileURL: URL
    /// The file's name without its extension.
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }
    /// The type of the file: its extension's type identifier, or `public.data`.
    open var fileType: String? {
        UTType(filenameExtension: fileURL.pathExtension)?.identifier
            ?? (fileURL.pathExtension.isEmpty ? nil : "public.data")
    }
    /// When the file was last written, as last read or saved.
    open var fileModificationDate: Date?
    /// Whether the document is closed, in conflict, failed to save or may not be edited.
    public private(set) var documentState = State.closed {
        didSet {
            guard documentState != oldValue else { return }
            NotificationCenter.default.post(name: Self.stateChangedNotification, object: self)
        }
    }
    /// The document's undo manager, for the client's undo actions.
    open var undoManager: UndoManager! = UndoManager()
    /// How many changes are not saved yet.
    private var changeCount = 0
    /// Loading or saving progress (none headless, where both finish at once).
    open var progress: Progress? { nil }

    /// A closed document kept in `url`; ``open(completionHandler:)`` reads it, or ``save(to:for:completionHandler:)``
    /// with `.forCreating` makes it.
    public init(fileURL url: URL) {
        fileURL = url
        super.init()
    }

    // MARK: Reading and writing

    /// Reads the file and hands its contents to ``load(fromContents:ofType:)``; `completionHandler` hears whether it
    /// worked, on the main queue. An error goes to ``handleError(_:userInteractionPermitted:)``.
    open func open(completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let success = readReportingErrors(fileURL)
        if success { documentState.remove(.closed) }
        finish(completionHandler, success)
    }

    /// Reads `url` (``read(from:)``); an error goes to ``handleError(_:userInteractionPermitted:)``. Whether it
    /// worked: what opening and reverting share.
    private func readReportingErrors(_ url: URL) -> Bool {
        do {
            try read(from: url)
            return true
        } catch {
            handleError(error, userInteractionPermitted: true)
            return false
        }
    }

    /// ``open(completionHandler:)`` as an async call.
    public func open() async -> Bool {
        await withCheckedContinuation { continuation in open { continuation.resume(returning: $0) } }
    }

    /// Reads `url`'s bytes and loads them.
    open func read(from url: URL) throws {
        let data = try Data(contentsOf: url)
        try load(fromContents: data, ofType: fileType)
        fileModificationDate =
            (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        changeCount = 0
    }

    /// Makes the model from the file's contents (`Data`). Override it; the default does nothing.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {}

    /// The contents to write for the model: `Data`. Override it; the default is empty data.
    open func contents(forType typeName: String) throws -> Any { Data() }

    /// Writes the model to `url` (`.forCreating` makes a new file, and fails when one is there); `completionHandler`
    /// hears whether it worked, on the main queue. After a save, the document is open, kept at `url` and has no
    /// unsaved changes.
    open func save(
        to url: URL, for saveOperation: SaveOperation, completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let success: Bool
        do {
            if saveOperation == .forCreating, FileManager.default.fileExists(atPath: url.path) {
                throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
            }
            let token = changeToken(for: saveOperation)
            let contents = try contents(forType: savingFileType ?? "public.data")
            let attributes = try fileAttributesToWrite(to: url, for: saveOperation)
            try writeContents(contents, andAttributes: attributes, safelyTo: url, for: saveOperation)
            fileURL = url
            fileModificationDate = Date()
            if let token { updateChangeCount(withToken: token, for: saveOperation) } else { changeCount = 0 }
            documentState.remove([.closed, .savingError])
            success = true
        } catch {
            documentState.insert(.savingError)
            handleError(error, userInteractionPermitted: true)
            success = false
        }
        finish(completionHandler, success)
    }

    /// ``save(to:for:completionHandler:)`` as an async call.
    public func save(to url: URL, for saveOperation: SaveOperation) async -> Bool {
        await withCheckedContinuation { continuation in
            save(to: url, for: saveOperation) { continuation.resume(returning: $0) }
        }
    }

    /// The file attributes to set when writing; none by default.
    open func fileAttributesToWrite(to url: URL, for saveOperation: SaveOperation) throws -> [AnyHashable: Any] { [:] }

    /// Writes `contents` safely to `url`: through ``writeContents(_:to:for:originalContentsURL:)``, with the
    /// document's file as the original contents when it exists.
    open func writeContents(
        _ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil, safelyTo url: URL,
        for saveOperation: SaveOperation
    ) throws {
        let original = FileManager.default.fileExists(atPath: fileURL.path) ? fileURL : nil
        try writeContents(contents, to: url, for: saveOperation, originalContentsURL: original)
    }

    /// Writes `contents` (`Data`) to `url` atomically; other contents are an error naming their type.
    open func writeContents(
        _ contents: Any, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?
    ) throws {
        guard let data = contents as? Data else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "contents(forType:) gave \(type(of: contents)): return Data (file wrappers are not on Linux)"
                ])
        }
        try data.write(to: url, options: .atomic)
    }

    /// Saves if there are unsaved changes, then closes the document.
    open func close(completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        guard hasUnsavedChanges else {
            documentState.insert(.closed)
            finish(completionHandler, true)
            return
        }
        save(to: fileURL, for: .forOverwriting) { [weak self] saved in
            self?.documentState.insert(.closed)
            completionHandler?(saved)
        }
    }

    /// ``close(completionHandler:)`` as an async call.
    public func close() async -> Bool {
        await withCheckedContinuation { continuation in close { continuation.resume(returning: $0) } }
    }

    /// Saves now when there are unsaved changes (UIKit does it periodically).
    open func autosave(completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        guard hasUnsavedChanges else {
            finish(completionHandler, false)
            return
        }
        save(to: fileURL, for: .forOverwriting, completionHandler: completionHandler)
    }

    // MARK: Reverting, and the file changing elsewhere (NSFilePresenter, which Linux's Foundation lacks)

    /// Reads the document again from `url`, which becomes its file, dropping unsaved changes; `completionHandler`
    /// hears whether it worked, on the main queue.
    open func revert(toContentsOf url: URL, completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let success = readReportingErrors(url)
        if success { fileURL = url }
        finish(completionHandler, success)
    }

    /// The file the document presents: its own.
    open var presentedItemURL: URL? { fileURL }

    /// The queue the presenter's messages arrive on: the main queue.
    open var presentedItemOperationQueue: OperationQueue { .main }

    /// Another writer changed the file: an open document without unsaved changes reads it again, as UIDocument
    /// does. Headless nothing watches the file; code (or a test) calls it where a file coordinator would.
    open func presentedItemDidChange() {
        guard !documentState.contains(.closed), !hasUnsavedChanges else { return }
        revert(toContentsOf: fileURL)
    }

    /// The file moved: the document follows it.
    open func presentedItemDidMove(to newURL: URL) {
        fileURL = newURL
    }

    /// The file is about to be deleted: the document closes without saving (a save would make the file again),
    /// then lets the deletion go on.
    open func accommodatePresentedItemDeletion(completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        documentState.insert(.closed)
        completionHandler(nil)
    }

    /// Another reader wants the file as it stands: unsaved changes are saved first.
    open func savePresentedItemChanges(completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        guard hasUnsavedChanges else { return completionHandler(nil) }
        save(to: fileURL, for: .forOverwriting) { saved in
            completionHandler(saved ? nil : CocoaError(.fileWriteUnknown))
        }
    }

    /// An item inside the document's file (a package) is about to be deleted; nothing to do by default.
    open func accommodatePresentedSubitemDeletion(
        at url: URL, completionHandler: @escaping @Sendable ((any Error)?) -> Void
    ) {
        completionHandler(nil)
    }

    /// An item appeared inside the document's file; nothing to do by default.
    open func presentedSubitemDidAppear(at url: URL) {}

    /// An item inside the document's file changed; nothing to do by default.
    open func presentedSubitemDidChange(at url: URL) {}

    /// An item inside the document's file moved; nothing to do by default.
    open func presentedSubitem(at oldURL: URL, didMoveTo newURL: URL) {}

    // MARK: Saving's details, editing and the user activity

    /// The type a save writes: the document's own.
    open var savingFileType: String? { fileType }

    /// The extension of a file saved as `typeName`: the type's preferred one, else the file's own.
    open func fileNameExtension(forType typeName: String?, saveOperation: SaveOperation) -> String {
        typeName.flatMap { UTType($0)?.preferredFilenameExtension } ?? fileURL.pathExtension
    }

    /// A token standing for the changes made so far, taken when a save starts.
    open func changeToken(for saveOperation: SaveOperation) -> Any? { ChangeToken(count: changeCount) }

    /// A save that started at `changeCountToken` finished: the changes made since the token stay unsaved.
    open func updateChangeCount(withToken changeCountToken: Any, for saveOperation: SaveOperation) {
        guard let token = changeCountToken as? ChangeToken else { return }
        changeCount = max(changeCount - token.count, 0)
    }

    /// What ``changeToken(for:)`` returns: the change count when it was taken.
    private struct ChangeToken {
        let count: Int
    }

    /// Runs `block`, which reads or writes the file, in turn with the document's other file access: at once,
    /// headless, where reading and writing happen on the calling thread.
    open func performAsynchronousFileAccess(_ block: @escaping @Sendable () -> Void) {
        block()
    }

    /// Stops editing while the file is being replaced (the state gains `.editingDisabled`).
    open func disableEditing() {
        documentState.insert(.editingDisabled)
    }

    /// Lets editing resume.
    open func enableEditing() {
        documentState.remove(.editingDisabled)
    }

    /// An error arrived where the user cannot be asked about it; nothing to do by default.
    open func userInteractionNoLongerPermitted(forError error: any Error) {}

    /// The key of an activity's `userInfo` under which ``updateUserActivityState(_:)`` puts the document's file
    /// (`NSUserActivityDocumentURLKey`).
    public nonisolated static let userActivityURLKey = "NSUserActivityDocumentURL"

    /// The activity that hands the document off to another device (none until the client makes one).
    open var userActivity: NSUserActivity?

    /// Puts the document's file in `userActivity`'s `userInfo`, under ``userActivityURLKey``.
    open func updateUserActivityState(_ userActivity: NSUserActivity) {
        var info = userActivity.userInfo ?? [:]
        info[Self.userActivityURLKey] = fileURL
        userActivity.userInfo = info
    }

    /// Restores the document's state from an activity; nothing by default.
    open func restoreUserActivityState(_ userActivity: NSUserActivity) {}

    // MARK: Changes and errors

    /// Whether the document changed since it was read or saved, as ``updateChangeCount(_:)`` counts changes.
    open var hasUnsavedChanges: Bool { changeCount != 0 }

    /// Counts a change: `.done` and `.redone` add one, `.undone` takes one away, `.cleared` forgets them.
    open func updateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
    }

    /// Handles a reading or saving error; the default reports it on standard error and finishes handling it.
    open func handleError(_ error: any Error, userInteractionPermitted: Bool) {
        Messages.write("\(type(of: self)) \(fileURL.lastPathComponent): \(error.localizedDescription)")
        finishedHandlingError(error, recovered: false)
    }

    /// Ends the handling of an error.
    open func finishedHandlingError(_ error: any Error, recovered: Bool) {}

    private func finish(_ completion: (@MainActor @Sendable (Bool) -> Void)?, _ success: Bool) {
        guard let completion else { return }
        DispatchQueue.main.async { completion(success) }
    }
}
