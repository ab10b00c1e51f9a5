import Dispatch
import ReuseKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A full-screen app ReuseTerminal runs: it draws a frame, takes input, and moves on virtual time.
@MainActor
public protocol TerminalApp: AnyObject {
    /// The screen changed size (and at start).
    func resize(columns: Int, rows: Int)
    /// Handles one input event; returns false to quit.
    func handle(_ event: InputEvent) -> Bool
    /// Moves time forward by one frame: `seconds` is a frame's time on the tick, and 0 for a frame drawn at once
    /// for input (lay out what the input changed, as `table.layoutIfNeeded()` does, without moving time).
    func tick(_ seconds: Double)
    /// Draws the whole screen.
    func render(into buffer: inout ScreenBuffer)
    /// The rows whose content scrolls together this frame, each group with how many lines it moved since the last
    /// frame (positive: up), for the renderer's scroll regions; empty when the app does not know.
    func scrollHints() -> [ScrollHint]
    /// Told the frame's time in milliseconds (layout, diff, encode), for live counters.
    func frameFinished(milliseconds: Double, bytes: Int)
    /// Handed, once at start, what draws a frame at once (coalesced with others asked for meanwhile): for work
    /// that finishes between ticks, such as rows loaded in the background, so they show without waiting for
    /// the next tick.
    func attach(frameRequest: @escaping @MainActor () -> Void)
    /// How long the app can go without a frame while its screen does not change: nil (the default) for 60 frames
    /// a second always; a number of seconds when nothing it shows moves with time, and work that finishes
    /// between frames asks for one (``attach(frameRequest:)``). The runner then stops its frames once they have
    /// written nothing for a moment, until input, a frame request, a resize, or that many seconds pass (for the
    /// app's own periodic checks, such as a file watch).
    var idleFrameInterval: Double? { get }
}

extension TerminalApp {
    public func frameFinished(milliseconds: Double, bytes: Int) {}
    public func attach(frameRequest: @escaping @MainActor () -> Void) {}
    public var idleFrameInterval: Double? { nil }
}

/// Runs a ``TerminalApp`` in a real terminal: 60 frames a second on the main queue, nothing written when nothing
/// changed, synchronized output when the terminal says it has it, and the terminal put back on every way out.
///
/// Input wakes the loop at once: keys are handled and the screen drawn as soon as their bytes arrive (time does not
/// move for that frame), so key-to-screen latency is the app's work, not the frame tick. Bytes that arrive together
/// are handled together and drawn once. Ctrl-Z suspends (see ``TerminalSession``) and Ctrl-\\ quits as SIGQUIT
/// does; the app sees neither.
@MainActor
public final class TerminalRunner {
    let app: any TerminalApp
    let session: TerminalSession
    var renderer: TerminalRenderer
    var parser = InputParser()
    var timer: DispatchSourceTimer?
    var input: DispatchSourceRead?
    var probe = WidthProbe()
    var frameRequested = false
    /// Frames in a row that wrote nothing; at ``framesBeforeIdle`` an app that can idle stops the 60 Hz frames.
    var quietFrames = 0
    static let framesBeforeIdle = 10
    /// The idle interval the timer runs at, or nil at 60 frames a second.
    var idleInterval: Double?

    public init(app: any TerminalApp, session: TerminalSession, trueColor: Bool) {
        self.app = app
        self.session = session
        renderer = TerminalRenderer(capabilities: TerminalCapabilities(trueColor: trueColor))
    }

    /// Starts the frames; never returns (the process exits when the app quits or a signal ends it).
    public func run() -> Never {
        app.resize(columns: session.columns, rows: session.rows)
        app.attach { [weak self] in self?.requestFrame() }
        // How the terminal draws the clusters terminals disagree on; the answers come back as input.
        session.write(probe.request)
        session.onResize { [weak self] columns, rows in
            MainActor.assumeIsolated {
                self?.app.resize(columns: columns, rows: rows)
                self?.renderer.invalidate()
                // Drawn now, not at the next idle wake.
                self?.requestFrame()
            }
        }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        Self.schedule(timer, idle: nil, from: .now())
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                // A wake from idle moves time by the idle interval; a tick by a frame's time.
                self.frame(advancing: true, seconds: self.idleInterval ?? 1.0 / 60)
            }
        }
        timer.resume()
        self.timer = timer
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.frame(advancing: false) } }
        input.resume()
        self.input = input
        Self.stackUnwindsWithoutReturning()
        dispatchMain()
    }

    /// Tells AddressSanitizer, when the process runs under it, that the stack is left without returning:
    /// `dispatchMain()` ends the main thread with `pthread_exit`, and the red zones of the frames it abandons would
    /// otherwise stay poisoned, so libdispatch's signal handling on that stack later reads as an overflow. (What
    /// ASan asks of every no-return call; a no-op without it.)
    private static func stackUnwindsWithoutReturning() {
        typealias NoReturnHook = @convention(c) () -> Void
        guard let hook = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_handle_no_return") else { return }
        unsafeBitCast(hook, to: NoReturnHook.self)()
    }

    /// A frame soon, on the main queue: one for any number of requests made before it runs.
    func requestFrame() {
        guard !frameRequested else { return }
        frameRequested = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.frameRequested else { return }
                self.frame(advancing: false, requested: true)
            }
        }
    }

    /// One frame: the input waiting, then (on the tick) a frame's time, then the screen. A frame woken by input
    /// with no input left (another frame took it) draws nothing; one the app asked for draws.
    func frame(advancing: Bool, requested: Bool = false, seconds: Double = 1.0 / 60) {
        frameRequested = false
        if session.takeRedrawRequest() {
            app.resize(columns: session.columns, rows: session.rows)
            renderer.invalidate()
        }
        let bytes = session.readAvailable()
        if !advancing && !requested && bytes.isEmpty { return }
        var events = parser.feed(bytes)
        if bytes.isEmpty { events += parser.flush() }
        for event in events {
            switch event {
            case .modeReport(2026, let state):
                renderer.capabilities.synchronizedOutput = state == 1 || state == 2
            case .cursorPosition(let row, let column) where !probe.isComplete:
                // The last answer: widths may have changed, so the app measures again and the frame is whole.
                if probe.take(row: row, column: column) {
                    probe.apply()
                    app.resize(columns: session.columns, rows: session.rows)
                    renderer.invalidate()
                }
            case .key(.control("z")):
                session.suspend()
            case .key(.control("\\")):
                _ = kill(getpid(), SIGQUIT)
            default:
                guard app.handle(event) else { quit() }
            }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        app.tick(advancing ? seconds : 0)
        var buffer = ScreenBuffer(columns: session.columns, rows: session.rows)
        app.render(into: &buffer)
        let output = renderer.frame(buffer, scrolls: app.scrollHints())
        // A frame the terminal did not take (suspended, or put back): the next one is drawn whole.
        if !output.isEmpty, !session.write(output) { renderer.invalidate() }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        app.frameFinished(milliseconds: milliseconds, bytes: output.count)
        pace(wrote: !output.isEmpty || !events.isEmpty)
    }

    /// Stops the 60 Hz frames once an app that can idle has drawn nothing for a moment (its idle interval's
    /// wakes only, then), and starts them again at the first frame that input, a request or a resize brings.
    private func pace(wrote: Bool) {
        quietFrames = wrote ? 0 : quietFrames + 1
        let interval = quietFrames >= Self.framesBeforeIdle ? app.idleFrameInterval : nil
        guard interval != idleInterval, let timer else { return }
        idleInterval = interval
        Self.schedule(timer, idle: interval, from: .now() + (interval ?? 0.016))
    }

    /// The frames' timer: 60 a second, or one each `idle` seconds, the first at `start`.
    private static func schedule(_ timer: DispatchSourceTimer, idle: Double?, from start: DispatchTime) {
        if let idle {
            timer.schedule(deadline: start, repeating: .milliseconds(Int(idle * 1000)), leeway: .milliseconds(50))
        } else {
            timer.schedule(deadline: start, repeating: .milliseconds(16), leeway: .milliseconds(1))
        }
    }

    func quit() -> Never {
        timer?.cancel()
        input?.cancel()
        session.close()
        exit(0)
    }
}

/// Runs an app headless against a ``VirtualTerminal``: the same frames, input and renderer as a real
/// terminal, on virtual time. For tests, golden screens and captures.
@MainActor
public final class HeadlessRunner {
    public let app: any TerminalApp
    public private(set) var terminal: VirtualTerminal
    public private(set) var renderer: TerminalRenderer
    public private(set) var frameBytes: [Int] = []
    /// The bytes the last frame wrote to the terminal.
    public private(set) var lastOutput: [UInt8] = []
    public private(set) var quit = false
    /// The frame time told to the app after each frame (virtual time has none; a test can make one up, as a real
    /// terminal's frames each take a different time).
    public var frameMilliseconds: () -> Double = { 0 }

    public init(app: any TerminalApp, columns: Int = 80, rows: Int = 24, capabilities: TerminalCapabilities = .init()) {
        self.app = app
        terminal = VirtualTerminal(columns: columns, rows: rows)
        renderer = TerminalRenderer(capabilities: capabilities)
        app.resize(columns: columns, rows: rows)
    }

    /// Handles `events`, then runs `frames` frames.
    public func run(_ events: [InputEvent] = [], frames: Int = 1) {
        for event in events where !quit {
            if !app.handle(event) { quit = true }
        }
        for _ in 0..<frames { frame() }
    }

    /// The terminal changed size (SIGWINCH in a real one): the app lays out again and the next frame is drawn
    /// whole.
    public func resize(columns: Int, rows: Int) {
        terminal = VirtualTerminal(columns: columns, rows: rows)
        renderer.invalidate()
        app.resize(columns: columns, rows: rows)
        frame()
    }

    /// Feeds raw input bytes, as a terminal would send them.
    public func type(_ text: String, frames: Int = 1) {
        var parser = InputParser()
        run(parser.feed(Array(text.utf8)) + parser.flush(), frames: frames)
    }

    public func frame() {
        app.tick(1.0 / 60)
        var buffer = ScreenBuffer(columns: terminal.screen.columns, rows: terminal.screen.rows)
        app.render(into: &buffer)
        let output = renderer.frame(buffer, scrolls: app.scrollHints())
        terminal.write(output)
        frameBytes.append(output.count)
        lastOutput = output
        app.frameFinished(milliseconds: frameMilliseconds(), bytes: output.count)
    }

    /// The screen's text.
    public var screen: String { terminal.text }
}
