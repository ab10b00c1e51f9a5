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
/// The raw settings the session runs in, kept for re-entering raw mode after a suspend (same storage rule).
nonisolated(unsafe) private let rawTermios: UnsafeMutablePointer<termios> = {
    let storage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    storage.initialize(to: termios())
    return storage
}()
/// The bytes that take the terminal over: alternate screen, hidden cursor, button and drag mouse reports in SGR
/// form. Written at the start and again on every continue after a suspend.
nonisolated(unsafe) private var enterSequence: UnsafeMutableBufferPointer<UInt8> = {
    let text = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h".utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
    _ = buffer.initialize(from: text)
    return buffer
}()
nonisolated(unsafe) private var terminalIsRaw = false
/// Whether a session is open (from its start to ``TerminalSession/close()``): a continue after a suspend takes
/// the terminal back only then.
nonisolated(unsafe) private var sessionIsOpen = false
/// Set when the terminal was taken back after a suspend: whatever it showed is gone, so the next frame is drawn
/// whole, at the size the terminal has now.
private let redrawRequested = Atomic<Bool>(false)
/// The gate between frames and the restore. Frames are written on whichever thread drains the main queue
/// (`dispatchMain()` hands it to libdispatch's workers), and a signal is handled on any thread, so the handler
/// cannot count on interrupting the writer. A write raises `outputBusy` and then checks `outputOpen`; the restore
/// closes `outputOpen` and then waits while `outputBusy` is up (unless it interrupted that very write): with
/// sequentially consistent atomics one of the two sees the other, so no frame byte follows the restore sequence.
private let outputOpen = Atomic<Bool>(true)
private let outputBusy = Atomic<Bool>(false)
/// The thread of the write under way (its `pthread_t`), read by a handler while `outputBusy` is up.
private let outputWriter = Atomic<UInt>(0)

/// Files that a signal ending the process removes (``TerminalSession/removeAtTermination(_:)``): C strings in
/// a fixed buffer, so that a handler reads them without allocating or racing a registration.
private let removalCapacity = 16
nonisolated(unsafe) private let removals = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
    capacity: removalCapacity)
private let removalCount = Atomic<Int>(0)
private let removalLock = Mutex<Void>(())

/// Removes the registered files. Async-signal-safe.
private func removeFilesNow() {
    for index in 0..<min(removalCount.load(ordering: .acquiring), removalCapacity) {
        if let path = removals[index] { _ = unlink(path) }
    }
}

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
    // Settings first (dropping input the app never read, such as half a mouse report), then the screen: once the
    // main screen is back, what the user types goes to the shell, and is not flushed.
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedTermios)
    _ = write(STDOUT_FILENO, restoreSequence.baseAddress, restoreSequence.count)
}

/// Whether this process's group owns the terminal (it may read, write and set it without being stopped).
private func inForeground() -> Bool { tcgetpgrp(STDIN_FILENO) == getpgrp() }

/// Suspends like `less` on Ctrl-Z, SIGTSTP, SIGTTIN or SIGTTOU: the terminal put back (when this process owns it;
/// in the background it may not touch it), then stopped. Async-signal-safe.
private func suspendNow() {
    if inForeground() {
        restoreTerminalNow()
    } else {
        outputOpen.store(false, ordering: .sequentiallyConsistent)
    }
    // SIGSTOP, which no handler can catch: the shell sees the job stopped, as for the default action.
    _ = kill(getpid(), SIGSTOP)
}

/// Takes the terminal back on SIGCONT, when a session is open and this process is in the foreground (in the
/// background it waits: its next read stops it again with SIGTTIN, until `fg`): raw mode, the alternate screen,
/// and a whole redraw requested. Async-signal-safe.
private func resumeNow() {
    guard sessionIsOpen, inForeground() else { return }
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, rawTermios)
    terminalIsRaw = true
    _ = write(STDOUT_FILENO, enterSequence.baseAddress, enterSequence.count)
    // Open before the request: a frame that takes the request must be able to write.
    outputOpen.store(true, ordering: .sequentiallyConsistent)
    redrawRequested.store(true, ordering: .sequentiallyConsistent)
}

/// The terminal, in raw mode on the alternate screen with the cursor hidden and the mouse on, for as long as
/// the session runs; put back as it was on every way out: ``close()``, q or Ctrl-C (the app calls close),
/// every signal whose default action ends the process (SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, the
/// user, profiling, I/O and power signals and the real-time ones: the handler writes the restore sequence and
/// exits with 128 + the signal), a Swift runtime trap, a crash or a limit (SIGILL, SIGTRAP, SIGSEGV, SIGBUS,
/// SIGABRT, SIGFPE, SIGXCPU, SIGXFSZ, SIGSYS: the handler writes the restore sequence, then lets the signal kill
/// the process as before). The handlers are in place before the
/// terminal enters raw mode, so no signal finds it raw and unguarded. A frame being written on another thread when
/// a signal arrives ends before the restore sequence, and none starts after it.
///
/// Job control works as in `less`: Ctrl-Z (``suspend()``), SIGTSTP, SIGTTIN and SIGTTOU put the terminal back and
/// stop the process; SIGCONT in the foreground (`fg`) takes it back, raw, on the alternate screen, and the next
/// frame is drawn whole (``takeRedrawRequest()``).
public final class TerminalSession {
    public private(set) var columns: Int
    public private(set) var rows: Int
    private var signalSources: [DispatchSourceSignal] = []

    /// Removes the file at `path` when a signal ends the process (any whose default action does: SIGTERM,
    /// SIGHUP from a closed terminal window, SIGPIPE, …) or a crash, where `atexit` handlers do not run. For temporary files that hold the user's
    /// data (`browse -` spools its standard input), which a normal exit removes by other means. At most 16
    /// paths are kept; registering more returns false.
    @discardableResult
    public static func removeAtTermination(_ path: String) -> Bool {
        removalLock.withLock { _ in
            let index = removalCount.load(ordering: .relaxed)
            guard index < removalCapacity else { return false }
            removals[index] = strdup(path)
            removalCount.store(index + 1, ordering: .releasing)
            return true
        }
    }

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
        _ = enterSequence.count
        _ = terminalIsRaw
        _ = sessionIsOpen
        _ = redrawRequested.load(ordering: .relaxed)
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
        rawTermios.pointee = raw.pointee
        _ = outputOpen.load(ordering: .relaxed)
        _ = outputBusy.load(ordering: .relaxed)
        _ = outputWriter.load(ordering: .relaxed)
        installCrashHandlers()
        installJobControlHandlers()
        sessionIsOpen = true
        outputOpen.store(true, ordering: .sequentiallyConsistent)
        terminalIsRaw = true
        // TCSADRAIN, not TCSAFLUSH: keys typed while the app started are kept and read first, as less keeps them.
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, raw)
        // Take the screen, then ask whether synchronized output is supported (the answer comes back as input).
        write(Array(enterSequence))
        write("\u{1B}[?2026$p")
    }

    /// Puts the terminal back. Safe to call more than once.
    public func close() {
        sessionIsOpen = false
        for source in signalSources { source.cancel() }
        signalSources.removeAll()
        restoreTerminalNow()
    }

    /// Suspends the process as Ctrl-Z does in a shell (raw mode reads Ctrl-Z as a key, so the app's runner calls
    /// this): the terminal put back, the process stopped until `fg`, then the terminal taken back.
    public func suspend() { _ = kill(getpid(), SIGTSTP) }

    /// Whether the terminal was taken back after a suspend since the last call: the runner then reads the size
    /// again and draws the next frame whole.
    public func takeRedrawRequest() -> Bool {
        guard redrawRequested.exchange(false, ordering: .sequentiallyConsistent) else { return false }
        (columns, rows) = Self.windowSize()
        return true
    }

    deinit { close() }

    /// Writes bytes to the terminal, all of them; returns false when they were not all written (the terminal was
    /// put back, the session is suspended, or the write failed), and the caller no longer knows what the screen
    /// shows.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        outputWriter.store(UInt(pthread_self()), ordering: .sequentiallyConsistent)
        outputBusy.store(true, ordering: .sequentiallyConsistent)
        defer { outputBusy.store(false, ordering: .sequentiallyConsistent) }
        // After the restore, and while suspended, nothing reaches the terminal.
        guard outputOpen.load(ordering: .sequentiallyConsistent) else { return false }
        return bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    @discardableResult
    public func write(_ text: String) -> Bool { write(Array(text.utf8)) }

    /// Reads what input is waiting, without blocking.
    ///
    /// Two cases need more than a raw-mode `read`. In the background (`bg` after Ctrl-Z) a read fails with EIO
    /// instead of stopping the process, because the threads that drain the main queue block every signal, SIGTTIN
    /// included: the session stops itself as SIGTTIN would, and `fg` continues it in the foreground, where it
    /// takes the terminal back. And just after `fg` the terminal may still be in the shell's cooked mode, where a
    /// read waits for a whole line: `poll` first, so that nothing here ever waits.
    ///
    /// A terminal that went away (its window closed, tmux killed) has no foreground group any more and reads as a
    /// hang-up: the session ends as SIGHUP ends it, instead of stopping itself for a `fg` that can never come.
    public func readAvailable() -> [UInt8] {
        if sessionIsOpen {
            let group = tcgetpgrp(STDIN_FILENO)
            if group == -1 {
                _ = kill(getpid(), SIGHUP)
                return []
            }
            if group != getpgrp() {
                _ = kill(getpid(), SIGTTIN)
                return []
            }
        }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return [] }
        if descriptor.revents & Int16(POLLHUP) != 0, sessionIsOpen {
            _ = kill(getpid(), SIGHUP)
            return []
        }
        guard descriptor.revents & Int16(POLLIN) != 0 else { return [] }
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
        // Termination: put the terminal back and exit with the shell's status for the signal. Every signal whose
        // default action ends the process is here (a closed pipe's, timers', the user signals, the real-time
        // ones), so that none leaves the terminal raw.
        Self.handle(Self.terminationSignals, flags: 0) { received in
            // On whichever thread the signal came to: the restore waits for a frame being written elsewhere.
            restoreTerminalNow()
            removeFilesNow()
            _exit(128 + received)
        }
        // Crashes (and Swift's runtime traps): put the terminal back, then let the signal kill the process.
        Self.handle(Self.crashSignals, flags: SA_RESETHAND) { received in
            restoreTerminalNow()
            removeFilesNow()
            signal(received, SIG_DFL)
            raise(received)
        }
    }

    /// The signals whose default action ends the process without a core dump, and SIGQUIT (whose core the
    /// terminal's user asked for with Ctrl-\\ only to quit): the session exits with 128 + the signal.
    static var terminationSignals: [Int32] {
        [
            SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGIO, SIGPWR,
            SIGSTKFLT,
        ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    }

    /// The signals of a crash, a runtime trap or a limit (CPU time, file size, a bad system call), whose default
    /// action dumps core: the session puts the terminal back and lets the signal do that.
    static var crashSignals: [Int32] {
        [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGXCPU, SIGXFSZ, SIGSYS]
    }

    private func installJobControlHandlers() {
        Self.handle([SIGTSTP, SIGTTIN, SIGTTOU], flags: SA_RESTART) { _ in suspendNow() }
        Self.handle([SIGCONT], flags: SA_RESTART) { _ in resumeNow() }
    }

    /// Installs `handler` (a C function: it may capture nothing) for `signals`, with an empty mask and `flags`.
    private static func handle(
        _ signals: [Int32], flags: some BinaryInteger, handler: @escaping @convention(c) (Int32) -> Void
    ) {
        for signalNumber in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handler
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(truncatingIfNeeded: flags))
            sigaction(signalNumber, &action, nil)
        }
    }
}
