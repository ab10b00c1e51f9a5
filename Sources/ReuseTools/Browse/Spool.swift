import Foundation
import ReuseTerminal
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe read once into a temporary file (`browse -`, or a named pipe), on a thread of its own, so that the
/// file can be read as often as browsing needs: the index follows it as it grows, and the rows show before the
/// pipe ends. The file is removed at exit.
final class Spool: Sendable {
    let path: String
    private let done = Atomic<Bool>(false)
    private let failure = Mutex<String?>(nil)

    /// Whether the pipe may give more.
    var isFilling: Bool { !done.load(ordering: .acquiring) }
    /// Why reading the pipe stopped early, if it did.
    var problem: String? { failure.withLock { $0 } }

    /// Spools `descriptor` (standard input's data, moved aside) or the named pipe at `pipe` (opened on the
    /// thread: opening a pipe waits for a writer).
    init(descriptor: Int32?, pipe: String?) throws {
        let directory = FileManager.default.temporaryDirectory
        path = directory.appendingPathComponent("reusekit-spool-\(getpid())-\(UUID().uuidString)").path
        let output = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard output >= 0 else {
            throw BrowseMessage("cannot make a spool file in \(directory.path) (\(String(cString: strerror(errno)))).")
        }
        Spool.removeAtExit(path)
        let thread = Thread { [self] in
            defer {
                close(output)
                done.store(true, ordering: .releasing)
            }
            let input = descriptor ?? pipe.map { open($0, O_RDONLY) } ?? -1
            guard input >= 0 else {
                failure.withLock { $0 = "cannot open \(pipe ?? "the pipe") (\(String(cString: strerror(errno))))" }
                return
            }
            defer { close(input) }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = read(input, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                var written = 0
                while written < count {
                    let step = buffer.withUnsafeBytes { write(output, $0.baseAddress! + written, count - written) }
                    guard step > 0 else {
                        failure.withLock { $0 = "cannot write the spool (\(String(cString: strerror(errno))))" }
                        return
                    }
                    written += step
                }
            }
        }
        thread.start()
    }

    /// The first bytes of the input, for telling what it is: waits until the spool holds `limit` bytes or
    /// `lines` line breaks, the input ends, or `seconds` pass (a slow pipe is then judged by what came); `isWhole`
    /// when the input ended within them.
    func head(limit: Int, lines: Int = 20, waitingAtMost seconds: Double = 1) -> (bytes: [UInt8], isWhole: Bool) {
        let start = ContinuousClock.now
        var bytes: [UInt8] = []
        while true {
            let finished = !isFilling
            bytes = Self.readHead(path, limit: limit)
            let breaks = bytes.count { $0 == UInt8(ascii: "\n") }
            if finished || bytes.count >= limit || breaks >= lines || ContinuousClock.now - start > .seconds(seconds) {
                return (bytes, finished && bytes.count < limit)
            }
            var pause = timespec(tv_sec: 0, tv_nsec: 2_000_000)
            nanosleep(&pause, nil)
        }
    }

    /// Up to `limit` bytes from the start of the file at `path`.
    private static func readHead(_ path: String, limit: Int) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, limit, 0) }
        return Array(buffer.prefix(max(count, 0)))
    }

    private static let spools = Mutex<[String]>([])

    /// Removes the spool at exit, and when a signal ends the process (a closed terminal window sends SIGHUP):
    /// the user's data is not left behind in the temporary directory.
    private static func removeAtExit(_ path: String) {
        TerminalSession.removeAtTermination(path)
        let first = spools.withLock { paths in
            paths.append(path)
            return paths.count == 1
        }
        if first { atexit { Spool.spools.withLock { paths in for path in paths { unlink(path) } } } }
    }

    /// Moves standard input's data aside and puts the terminal in its place, so that keys still come from the
    /// terminal: the data's descriptor, or an error when there is no terminal to read keys from.
    static func takeStandardInput() throws -> Int32 {
        let data = dup(STDIN_FILENO)
        let terminal = open("/dev/tty", O_RDWR)
        guard data >= 0, terminal >= 0 else {
            throw BrowseMessage(
                "browse - reads the rows from standard input and the keys from the terminal, and there is no "
                    + "terminal here (/dev/tty). Save the rows to a file and browse that, or use --capture.")
        }
        dup2(terminal, STDIN_FILENO)
        close(terminal)
        return data
    }
}
