import CSDL2
import Foundation
import ReuseCore
import ReuseKit
import ReuseRender

/// Why a window could not be opened or drawn. Each case says what to do.
public enum WindowHostError: Error, CustomStringConvertible {
    /// SDL could not start its video: no display.
    case noDisplay(String)
    /// SDL refused to make the window, its renderer or its texture.
    case sdl(String)

    public var description: String {
        switch self {
        case .noDisplay(let reason):
            "no display to open a window on (\(reason)): run it in a desktop session, or under Xvfb with DISPLAY set"
        case .sdl(let reason): "SDL could not make the window: \(reason)"
        }
    }
}

/// A ReuseKit window on a Linux desktop, through SDL2. Each frame moves the views' clock, lays the views out,
/// draws them with a `ReuseRender/FrameRenderer` (a scroll moves the pixels that stay and draws only the strip
/// that came into view and the rows that changed) and presents them, paced to the display. A frame in which
/// nothing changed draws and presents nothing, and a window with nothing moving sleeps until input comes.
///
/// Input is UIKit's (``WindowInput``): a click taps, a drag pans and flings, the wheel and the touchpad scroll
/// with UIKit's deceleration, a right-click is a long press that opens a row's context menu, and the keys move
/// the list's focus. D switches between light and dark (the window's `overrideUserInterfaceStyle`), L shows the
/// cells' lifecycle (``LifecycleOverlay``), Escape or Q closes the window. It can be resized, and `scale` draws
/// it for a high-density display.
@MainActor
public final class WindowHost {
    /// What the run measured.
    public struct Statistics: Sendable {
        /// Frames presented.
        public var frames = 0
        /// Frames in which nothing changed, so nothing was drawn or presented.
        public var unchangedFrames = 0
        /// Each presented frame's time to move the clock, lay out, draw and hand the pixels over, in milliseconds
        /// (the wait for the display's vertical sync is not part of it).
        public var frameTimes: [Double] = []

        /// The median and 99th percentile frame times, in milliseconds.
        public var medianAndP99: (Double, Double) {
            let sorted = frameTimes.sorted()
            guard !sorted.isEmpty else { return (0, 0) }
            return (sorted[sorted.count / 2], sorted[min(sorted.count * 99 / 100, sorted.count - 1)])
        }
    }

    public let window: Window
    public let title: String
    /// Pixels per point on top of the display's own density (2 for a high-density display SDL does not scale).
    public let scale: CGFloat
    /// The mouse, wheel, touchpad and keys.
    public let input: WindowInput
    /// Whether each cell shows what last happened to it (L toggles it).
    public var showsLifecycle = false
    public private(set) var statistics = Statistics()
    /// Work a script's screenshot waits for first (rows still loading), on the main actor: up to ten seconds.
    public var settle: (@MainActor () async -> Void)?

    private var frames: FrameRenderer
    private var overlay: LifecycleOverlay?
    private let caption = CaptionStrip()
    /// Virtual time while a script runs: each frame 1/60 s.
    private var virtualTime: Double?
    private var pendingScreenshots: [String] = []
    private var sdl: SDLSurfaces?
    /// The focus ring the last presented frame showed.
    private var shownFocusRing: CGRect?

    /// A host for `window`, drawn at `scale` pixels a point.
    public init(window: Window, title: String, scale: CGFloat = 1) {
        self.window = window
        self.title = title
        self.scale = scale.isFinite && scale >= 1 && scale <= 4 ? scale : 1
        input = WindowInput(window: window)
        frames = FrameRenderer(scale: self.scale, backgroundColor: .systemBackground)
    }

    /// How far one notch of the wheel scrolls, in points.
    public var wheelStep: CGFloat {
        get { input.wheelStep }
        set { input.wheelStep = newValue }
    }

    /// Opens the window and runs until it is closed, `frameLimit` frames have passed (drawn or, when nothing
    /// changed, not), or `script` ends with `quit`; writes what the window shows to `screenshot` (read back from
    /// SDL's renderer) as it closes.
    public func run(frameLimit: Int? = nil, screenshot: String? = nil, script: InputScript? = nil) throws {
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw WindowHostError.noDisplay(Self.sdlError()) }
        defer { SDL_Quit() }
        let surfaces = try SDLSurfaces(title: title, points: window.bounds.size, scale: scale)
        sdl = surfaces
        defer { sdl = nil }
        // The overlay listens from the start, so that the cells already shown have their story when L shows it.
        if overlay == nil, let scroll = input.scrollView { overlay = LifecycleOverlay(scrollView: scroll) }
        SDL_StartTextInput()
        var commands = script.map { ArraySlice($0.commands) }
        if script != nil { virtualTime = 0 }
        var running = true
        var previous = Self.seconds()
        var presented = false
        var frameCount = 0
        while running {
            frameCount += 1
            var waited: SDL_Event?
            if var pending = commands {
                running = runScript(&pending, surfaces: surfaces) && running
                commands = pending
            } else if presented, isIdle {
                // Nothing moves: sleep until input comes (or a quarter second, for work queued on the main actor).
                var event = SDL_Event()
                if SDL_WaitEventTimeout(&event, 250) == 1 { waited = event }
            }
            // The frame's time starts once it has something to do: the sleep above and a screenshot's wait for work
            // to settle are not part of it.
            let start = DispatchTime.now()
            if let waited { running = handle(waited, surfaces: surfaces) && running }
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { running = handle(event, surfaces: surfaces) && running }
            let now = Self.seconds()
            let elapsed = virtualTime == nil ? min(now - previous, 0.1) : 1.0 / 60
            previous = now
            if let time = virtualTime { virtualTime = time + elapsed }
            input.tick(time: clock)
            advance(by: elapsed)
            _ = RunLoop.main.run(mode: .default, before: Date())
            window.layoutIfNeeded()
            if frames.scale != surfaces.pixelsPerPoint {
                frames = FrameRenderer(scale: surfaces.pixelsPerPoint, backgroundColor: .systemBackground)
            }
            let kind = try frames.render(window)
            let last = !running || frameLimit.map { frameCount >= $0 } ?? false
            let ring = input.focusRing
            let mustShow =
                kind != .unchanged || !presented || showsLifecycle || !pendingScreenshots.isEmpty || last
                || ring != shownFocusRing
            guard mustShow else {
                statistics.unchangedFrames += 1
                pace(from: start)
                continue
            }
            shownFocusRing = ring
            try present(surfaces, start: start, screenshot: last ? screenshot : nil)
            presented = true
            if last { running = false }
            pace(from: start)
        }
        SDL_StopTextInput()
    }

    /// Seconds on the input's clock: virtual while a script runs, else SDL's.
    private var clock: Double { virtualTime ?? Self.seconds() }

    private static func seconds() -> Double { Double(SDL_GetTicks64()) / 1000 }

    /// Whether nothing moves on its own: no finger, no touchpad, no deceleration, no animation.
    private var isIdle: Bool {
        guard !input.isActive, View.runningAnimationCount == 0, !showsLifecycle else { return false }
        guard let scroll = input.scrollView else { return true }
        return !scroll.isDecelerating && !scroll.isScrollAnimating && !scroll.isDragging
    }

    /// Moves the views' clock: the scroll view's frames (which move the animations too), or the animations alone.
    private func advance(by seconds: Double) {
        if let scroll = input.scrollView { scroll.advance(by: seconds) } else { View.advanceAnimations(by: seconds) }
    }

    /// Hands the frame to SDL, with the lifecycle marks over it, and presents it.
    private func present(_ surfaces: SDLSurfaces, start: DispatchTime, screenshot: String?) throws {
        try surfaces.fit(to: window.bounds.size, scale: scale)
        frames.withPixels { pixels, stride, _, _ in
            SDL_UpdateTexture(surfaces.texture, nil, pixels, Int32(stride))
        }
        SDL_RenderClear(surfaces.renderer)
        SDL_RenderCopy(surfaces.renderer, surfaces.texture, nil, nil)
        if let overlay, showsLifecycle { try drawLifecycle(overlay, on: surfaces) }
        if let ring = shownFocusRing { drawFocusRing(ring, on: surfaces) }
        let drawn = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        // Screenshots are read back before the frame is presented: after a present the back buffer is undefined.
        for path in pendingScreenshots + (screenshot.map { [$0] } ?? []) { try surfaces.save(to: path) }
        pendingScreenshots = []
        SDL_RenderPresent(surfaces.renderer)
        statistics.frames += 1
        statistics.frameTimes.append(drawn)
    }

    /// Waits out the rest of a 60 Hz frame where the display gives no vertical sync (Xvfb, software renderers);
    /// a script runs on virtual time and does not wait.
    private func pace(from start: DispatchTime) {
        guard virtualTime == nil else { return }
        let frame = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        if frame < 1.0 / 60 { SDL_Delay(UInt32((1.0 / 60 - frame) * 1000)) }
    }

    /// The focused row's ring: three points of the system's blue around it, as an iPad draws keyboard focus.
    private func drawFocusRing(_ ring: CGRect, on surfaces: SDLSurfaces) {
        SDL_SetRenderDrawBlendMode(surfaces.renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(surfaces.renderer, 0, 122, 255, 255)
        surfaces.outline(ring, points: 3)
    }

    // MARK: Lifecycle overlay

    /// Shows or hides the cells' lifecycle; the overlay starts listening the first time.
    public func toggleLifecycle(on: Bool? = nil) {
        showsLifecycle = on ?? !showsLifecycle
        if showsLifecycle, overlay == nil, let scroll = input.scrollView {
            overlay = LifecycleOverlay(scrollView: scroll)
        }
    }

    private func drawLifecycle(_ overlay: LifecycleOverlay, on surfaces: SDLSurfaces) throws {
        let (marks, counts) = overlay.marks(in: window)
        let renderer = surfaces.renderer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        for mark in marks {
            var area = surfaces.pixels(mark.frame)
            let (r, g, b): (UInt8, UInt8, UInt8) =
                switch mark.state {
                case .new: (52, 199, 89)
                case .reused: (255, 204, 0)
                case .again: (50, 173, 230)
                }
            SDL_SetRenderDrawColor(renderer, r, g, b, 56)
            SDL_RenderFillRect(renderer, &area)
            if mark.prefetched {
                var bar = surfaces.pixels(
                    CGRect(x: mark.frame.minX, y: mark.frame.minY, width: 5, height: mark.frame.height))
                SDL_SetRenderDrawColor(renderer, 175, 82, 222, 255)
                SDL_RenderFillRect(renderer, &bar)
            }
            if mark.leaving {
                SDL_SetRenderDrawColor(renderer, 255, 59, 48, 255)
                surfaces.outline(mark.frame, points: 2)
            }
        }
        try caption.draw(counts.caption, on: surfaces, width: window.bounds.width, scale: surfaces.pixelsPerPoint)
    }

    // MARK: Events

    /// Handles one event; false when the window should close.
    private func handle(_ event: SDL_Event, surfaces: SDLSurfaces) -> Bool {
        let time = clock
        let ratio = surfaces.pointsPerWindowUnit
        func point(_ x: Int32, _ y: Int32) -> CGPoint { CGPoint(x: CGFloat(x) * ratio, y: CGFloat(y) * ratio) }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return false
        case SDL_KEYDOWN:
            return key(event.key.keysym)
        case SDL_TEXTINPUT:
            var bytes = event.text.text
            let typed = withUnsafeBytes(of: &bytes) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            _ = input.text(typed)
        case SDL_MOUSEWHEEL:
            let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let precise = Double(event.wheel.preciseY) * Double(flipped)
            if precise == precise.rounded() {
                input.wheel(notches: Int(precise))
            } else {
                input.touchpadScrolled(by: CGFloat(precise) * wheelStep, time: time)
            }
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            input.pointerDown(at: point(event.button.x, event.button.y), time: time)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_RIGHT):
            input.secondaryClick(at: point(event.button.x, event.button.y), time: time)
        case SDL_MOUSEMOTION:
            input.pointerMoved(to: point(event.motion.x, event.motion.y), time: time)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            input.pointerUp(time: time)
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            let size = CGSize(width: CGFloat(event.window.data1) * ratio, height: CGFloat(event.window.data2) * ratio)
            resize(to: size)
        default:
            break
        }
        return true
    }

    /// Gives the window a new size in points: its views lay out again and its traits follow its size.
    public func resize(to size: CGSize) {
        guard size.width >= 1, size.height >= 1, size != window.bounds.size else { return }
        window.frame = CGRect(origin: window.frame.origin, size: size)
        window.rootViewController?.view.frame = window.bounds
        window.layoutIfNeeded()
    }

    /// A key from SDL: its scan code is its USB HID usage, which UIKit's keys carry too.
    private func key(_ symbol: SDL_Keysym) -> Bool {
        guard let code = KeyboardHIDUsage(rawValue: Int(symbol.scancode.rawValue)) else { return true }
        let character = symbol.sym >= 32 && symbol.sym < 127 ? UnicodeScalar(UInt32(symbol.sym)).map(String.init) : nil
        var modifiers = KeyModifierFlags()
        let held = UInt32(symbol.mod)
        if held & UInt32(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
        if held & UInt32(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.control) }
        if held & UInt32(KMOD_ALT.rawValue) != 0 { modifiers.insert(.alternate) }
        if held & UInt32(KMOD_GUI.rawValue) != 0 { modifiers.insert(.command) }
        if held & UInt32(KMOD_CAPS.rawValue) != 0 { modifiers.insert(.alphaShift) }
        let plain = character ?? ""
        let shifted = modifiers.contains(.shift) || modifiers.contains(.alphaShift) ? plain.uppercased() : plain
        let key = Key(keyCode: code, characters: shifted, charactersIgnoringModifiers: plain, modifierFlags: modifiers)
        switch input.press(key) {
        case .taken: return true
        case .close: return false
        case .unused: break
        }
        switch code {
        case .keyboardD:
            window.overrideUserInterfaceStyle = window.traitCollection.userInterfaceStyle == .dark ? .light : .dark
        case .keyboardL:
            toggleLifecycle()
        default:
            break
        }
        return true
    }

    // MARK: Scripts

    /// Runs the script's commands up to the next frame's wait, pushing its input into SDL's queue; false once the
    /// script quits.
    private func runScript(_ commands: inout ArraySlice<InputScript.Command>, surfaces: SDLSurfaces) -> Bool {
        while let command = commands.popFirst() {
            switch command {
            case .wait(let frames):
                if frames > 1 { commands.insert(.wait(frames - 1), at: commands.startIndex) }
                if frames > 0 { return true }
            case .screenshot(let path):
                // The frame is taken as it stands, once pending work settles: what follows runs from the next frame.
                if let settle { Self.wait(for: settle) }
                pendingScreenshots.append(path)
                return true
            case .quit:
                return false
            case .resize(let size):
                SDL_SetWindowSize(
                    surfaces.window, Int32((size.width / surfaces.pointsPerWindowUnit).rounded()),
                    Int32((size.height / surfaces.pointsPerWindowUnit).rounded()))
                resize(to: size)
            default:
                surfaces.push(command)
            }
        }
        return true
    }

    /// Runs `work` on the main actor, turning the run loop (which runs the main queue) until it is done or ten
    /// seconds have passed.
    private static func wait(for work: @escaping @MainActor () async -> Void) {
        final class Flag { var done = false }
        let flag = Flag()
        Task { @MainActor in
            await work()
            flag.done = true
        }
        let deadline = Date(timeIntervalSinceNow: 10)
        while !flag.done, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
        }
    }

    static func sdlError() -> String {
        ControlCharacters.sanitized(String(cString: SDL_GetError()))
    }
}
