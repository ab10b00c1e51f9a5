import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input or output is not a terminal.
public struct NotATerminalError: Error, CustomStringConvertible {
    public var command: String
    public var description: String {
        "\(command) draws in a terminal, but standard output is not one (piped or redirected). "
            + "Run it in a terminal, or use `reusekit trace` for a text log of the lifecycle."
    }
}

/// The bytes that put a terminal back as it was: everything ReuseTerminal turns on, turned off. Kept in a
/// C buffer so that a crash handler can write it with `write(2)`, the only safe way there.
nonisolated(unsafe) private var restoreSequence: UnsafeMutableBufferPointer<UInt8> = {
    let text = Array(
        "\u{1B}[?2026l\u{1B}[r\u{1B}[0m\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l".utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
    _ = buffer.initialize(from: text)
    return buffer
}()
/// The terminal's settings before raw mode. Heap storage of `termios`'s stride: `tcgetattr` writes the C
/// struct's full size (60 bytes on glibc), but a Swift variable of the type holds only its 57 bytes without tail
/// padding, so writing into one overruns whatever follows it (AddressSanitizer reported it on a global).
nonisolated(unsafe) private let savedTermios: UnsafeMutablePointer<termios> = {
    let storage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    storage.initialize(to: termios())
    return storage
}()
nonisolated(unsafe) private var terminalIsRaw = false
/// The gate between frames and the restore. Frames are written on whichever thread drains the main queue
/// (`dispatchMain()` hands it to libdispatch's workers), and a signal is handled on any thread, so the handler
/// cannot count on interrupting the writer. A write raises `outputBusy` and then checks `outputOpen`; the restore
/// closes `outputOpen` and then waits while `outputBusy` is up (unless it interrupted that very write): with
/// sequentially consistent atomics one of the two sees the other, so no frame byte follows the restore sequence.
private let outputOpen = Atomic<Bool>(true)
private let outputBusy = Atomic<Bool>(false)
/// The thread of the write under way (its `pthread_t`), read by a handler while `outputBusy` is up.
private let outputWriter = Atomic<UInt>(0)

/// Puts the terminal back: the restore sequence and the saved termios, after any frame being written on another
/// thread has ended (waiting 100 ms at most, for a terminal that stopped reading). Async-signal-safe.
private func restoreTerminalNow() {
    outputOpen.store(false, ordering: .sequentiallyConsistent)
    var waited = 0
    while outputBusy.load(ordering: .sequentiallyConsistent),
        outputWriter.load(ordering: .sequentiallyConsistent) != UInt(pthread_self()), waited < 100
    {
        var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
        _ = nanosleep(&pause, nil)
        waited += 1
    }
    guard terminalIsRaw else { return }
    terminalIsRaw = false
    _ = write(STDOUT_FILENO, restoreSequence.baseAddress, restoreSequence.count)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedTermios)
}

/// The terminal, in raw mode on the alternate screen with the cursor hidden and the mouse on, for as long as
/// the session runs; put back as it was on every way out: ``close()``, q or Ctrl-C (the app calls close),
/// SIGTERM, SIGHUP and SIGINT (the handler writes the restore sequence and exits with 128 + the signal), a
/// Swift runtime trap or a crash (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE: the handler writes the
/// restore sequence, then lets the signal kill the process as before). The handlers are in place before the
/// terminal enters raw mode, so no signal finds it raw and unguarded. A frame being written on another thread when
/// a signal arrives ends before the restore sequence, and none starts after it.
public final class TerminalSession {
    public private(set) var columns: Int
    public private(set) var rows: Int
    private var signalSources: [DispatchSourceSignal] = []

    /// Checks that standard input and output are a terminal, for `command`'s error message.
    public static func requireTerminal(command: String) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw NotATerminalError(command: command) }
    }

    /// Enters raw mode and the alternate screen.
    public init(command: String) throws {
        try Self.requireTerminal(command: command)
        (columns, rows) = Self.windowSize()
        // Touch the globals the signal handlers use, so that their lazy initialization never runs in a handler.
        _ = restoreSequence.count
        _ = terminalIsRaw
        guard tcgetattr(STDIN_FILENO, savedTermios) == 0 else { throw NotATerminalError(command: command) }
        // The raw settings, in storage of the C struct's full size too (tcsetattr reads all of it).
        let raw = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        defer { raw.deallocate() }
        raw.initialize(to: savedTermios.pointee)
        raw.pointee.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.pointee.c_oflag &= ~tcflag_t(OPOST)
        raw.pointee.c_cflag |= tcflag_t(CS8)
        raw.pointee.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.pointee.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        _ = outputOpen.load(ordering: .relaxed)
        _ = outputBusy.load(ordering: .relaxed)
        _ = outputWriter.load(ordering: .relaxed)
        installCrashHandlers()
        terminalIsRaw = true
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, raw)
        // Alternate screen, hidden cursor, button and drag mouse reports in SGR form, then ask whether
        // synchronized output is supported (the answer comes back as input).
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2026$p")
    }

    /// Puts the terminal back. Safe to call more than once.
    public func close() {
        for source in signalSources { source.cancel() }
        signalSources.removeAll()
        restoreTerminalNow()
    }

    deinit { close() }

    /// Writes bytes to the terminal, all of them.
    public func write(_ bytes: [UInt8]) {
        outputWriter.store(UInt(pthread_self()), ordering: .sequentiallyConsistent)
        outputBusy.store(true, ordering: .sequentiallyConsistent)
        defer { outputBusy.store(false, ordering: .sequentiallyConsistent) }
        // After the restore, nothing more reaches the terminal.
        guard outputOpen.load(ordering: .sequentiallyConsistent) else { return }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }

    public func write(_ text: String) { write(Array(text.utf8)) }

    /// Reads what input is waiting, without blocking.
    public func readAvailable() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// Calls `resize` on the main queue with the new size on SIGWINCH. (SIGTERM, SIGHUP and SIGINT need no
    /// handler here: the session's own signal handler, installed before raw mode, puts the terminal back and
    /// exits with 128 + the signal, at once, whatever the main queue is doing.)
    public func onResize(_ resize: @escaping (Int, Int) -> Void) {
        signal(SIGWINCH, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        source.setEventHandler { [weak self] in
            guard let self else { return }
            (self.columns, self.rows) = Self.windowSize()
            resize(self.columns, self.rows)
        }
        source.resume()
        signalSources.append(source)
    }

    static func windowSize() -> (Int, Int) {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return (80, 24)
    }

    private func installCrashHandlers() {
        // Termination: put the terminal back and exit with the shell's status for the signal.
        for signalNumber in [SIGTERM, SIGHUP, SIGINT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                // On whichever thread the signal came to: the restore waits for a frame being written elsewhere.
                restoreTerminalNow()
                _exit(128 + received)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signalNumber, &action, nil)
        }
        // Crashes (and Swift's runtime traps): put the terminal back, then let the signal kill the process.
        for signalNumber in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                restoreTerminalNow()
                signal(received, SIG_DFL)
                raise(received)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(truncatingIfNeeded: SA_RESETHAND))
            sigaction(signalNumber, &action, nil)
        }
    }
}
