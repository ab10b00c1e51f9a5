import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file as `stat` sees it, with its first bytes: enough to tell an append from a rewrite.
struct FileIdentity: Equatable, Sendable {
    static let sampleSize = 4_096

    var device: UInt64
    var inode: UInt64
    var size: UInt64
    /// Modification time, in nanoseconds.
    var modified: Int64
    /// The first ``sampleSize`` bytes (fewer in a shorter file).
    var head: [UInt8]

    /// The file at `path` now; nil when it cannot be read (removed, or a permission changed).
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = UInt64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        head = []
        if let handle = FileHandle(forReadingAtPath: path) {
            head = Array((try? handle.read(upToCount: Self.sampleSize)) ?? Data())
            try? handle.close()
        }
    }

    init(device: UInt64, inode: UInt64, size: UInt64, modified: Int64, head: [UInt8]) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.head = head
    }
}

/// How a file changed since it was opened.
public enum FileChange: Equatable, Sendable, CustomStringConvertible {
    /// Bytes were added at the end; what was there is unchanged.
    case appended(bytes: UInt64)
    /// It is shorter than the part already read.
    case truncated
    /// Another file took its name (a new inode: an editor's save, `mv`, log rotation).
    case replaced
    /// Written over in place: its first bytes or its modification time changed without an append.
    case rewritten
    /// It is gone, or can no longer be read.
    case removed

    public var description: String {
        switch self {
        case .appended(let bytes): "grew by \(bytes.formatted()) bytes"
        case .truncated: "was truncated"
        case .replaced: "was replaced by another file"
        case .rewritten: "was rewritten"
        case .removed: "was removed"
        }
    }
}

extension TextFileSource {
    /// How the file changed since it was opened (or since the last ``follow()``), from `stat` and its first
    /// 4 KB; nil when it did not. A file still being written (a spool) changes only by growing, which the index
    /// follows by itself.
    ///
    /// - Complexity: one `stat` and one 4 KB read.
    public func change() -> FileChange? {
        guard let now = FileIdentity(path: path) else { return .removed }
        if now.device != opened.device || now.inode != opened.inode { return .replaced }
        if now.size < fileSize { return .truncated }
        let unchangedHead = now.head.starts(with: opened.head.prefix(Int(min(UInt64(opened.head.count), fileSize))))
        guard unchangedHead else { return .rewritten }
        if now.size > fileSize { return isGrowing() ? nil : .appended(bytes: now.size - fileSize) }
        return now.modified != opened.modified ? .rewritten : nil
    }

    /// Takes an append: the index reads the new bytes and ``count()`` grows once it has (nil meanwhile). Does
    /// nothing unless ``change()`` says `.appended`.
    public func follow() {
        guard case .appended? = change(), let now = FileIdentity(path: path) else { return }
        opened = now
        resumeIndex(to: now.size)
    }
}
