import Foundation

/// How a file representation is handed to a reader (NSItemProviderFileOptions), with its raw values.
public struct NSItemProviderFileOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The reader may open the file where it is, rather than a copy.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// Files as representations: an item provider made from a file, and the work behind the class's file readers
/// (`registerFileRepresentation`, `loadFileRepresentation`, `loadInPlaceFileRepresentation`, overridable in the
/// class as Foundation's are): a copy for the length of the handler, or the file itself in place. Data readers
/// read the file's contents, and file readers of a data representation get it written to a temporary file.
extension NSItemProvider {
    /// An item provider of the file at `fileURL`, registered as the type its extension names (`public.data` when
    /// none does) and openable in place, with the file's name as ``suggestedName``; nil when there is no file
    /// there.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UTType.data.identifier
        registerFileRepresentation(forTypeIdentifier: type, fileOptions: [.openInPlace], visibility: .all) {
            completion in
            completion(fileURL, false, nil)
            return nil
        }
    }

    /// The file of a representation: in place when asked and allowed, else a copy (of a file, or of data written
    /// out) in a temporary folder that is removed after `handler`.
    func loadFile(
        _ typeIdentifier: String, inPlace: Bool, _ handler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            handler(nil, false, missing(typeIdentifier))
            return progress
        }
        let name = (suggestedName ?? "item") + extensionSuffix(for: representation.typeIdentifier)
        if let loadFile = representation.loadFile {
            loadFile { url, openable, error in
                guard let url else { return handler(nil, false, error) }
                if inPlace && openable { return handler(url, true, nil) }
                Self.withTemporaryCopy(named: name, writing: { try FileManager.default.copyItem(at: url, to: $0) }) {
                    handler($0, false, $1)
                }
            }
        } else {
            representation.load { data, error in
                guard let data else { return handler(nil, false, error) }
                Self.withTemporaryCopy(named: name, writing: { try data.write(to: $0) }) { handler($0, false, $1) }
            }
        }
        progress.completedUnitCount = 1
        return progress
    }

    private func extensionSuffix(for typeIdentifier: String) -> String {
        UTType(typeIdentifier)?.preferredFilenameExtension.map { "." + $0 } ?? ""
    }

    /// Makes a temporary folder, writes the file `name` in it, runs `body` with it (or with the error), and
    /// removes the folder.
    private static func withTemporaryCopy(
        named name: String, writing write: (URL) throws -> Void, _ body: (URL?, (any Error)?) -> Void
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reusekit-item-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try write(file)
        } catch {
            return body(nil, error)
        }
        body(file, nil)
    }
}
