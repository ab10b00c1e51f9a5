import Foundation

/// A new directory for one test's files, inside a directory of this test process's own
/// (`reusekit-tests-<pid>` in the system's temporary directory), which is removed when the process exits. The
/// first call also removes the directories of earlier test processes that are gone (a run that crashed). So
/// test runs leave nothing behind, where each fixture used to stay in `/tmp` for good.
public func makeTestDirectory(_ name: String) throws -> URL {
    let directory = testRunDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

private let testRunDirectory: URL = {
    let temporary = FileManager.default.temporaryDirectory
    let prefix = "reusekit-tests-"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    where name.hasPrefix(prefix) {
        // A directory of a process that no longer exists is left over from a run that crashed.
        guard let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
        try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
    let directory = temporary.appendingPathComponent("\(prefix)\(getpid())")
    atexit { try? FileManager.default.removeItem(at: testRunDirectory) }
    return directory
}()
