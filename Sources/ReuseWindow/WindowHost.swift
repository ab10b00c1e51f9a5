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

/// A ReuseKit window on a Linux desktop, through SDL2: each frame the views are laid out, drawn by a
/// `ReuseRender/FrameRenderer` (a scroll moves the pixels that stay), and presented; the mouse wheel scrolls the
/// largest scroll view, a click is a tap, a drag a pan, and Escape or Q closes the window.
@MainActor
public final class WindowHost {
    /// What the run measured.
    public struct Statistics: Sendable {
        /// Frames drawn.
        public var frames = 0
        /// Each frame's time to lay out, draw and present, in milliseconds.
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
    /// How far one notch of the wheel scrolls, in points.
    public var wheelStep: CGFloat = 40
    public private(set) var statistics = Statistics()
    /// The frames, on the system background as `reusekit render` draws them.
    private let frames = FrameRenderer(scale: 1, backgroundColor: .systemBackground)

    public init(window: Window, title: String) {
        self.window = window
        self.title = title
    }

    /// Opens the window and runs until it is closed (or `frameLimit` frames were drawn); then writes what the window
    /// shows to `screenshot` (read back from SDL's renderer) when given.
    public func run(frameLimit: Int? = nil, screenshot: String? = nil) throws {
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw WindowHostError.noDisplay(Self.sdlError()) }
        defer { SDL_Quit() }
        let width = Int32(window.bounds.width)
        let height = Int32(window.bounds.height)
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let sdlWindow = SDL_CreateWindow(title, centred, centred, width, height, SDL_WINDOW_SHOWN.rawValue)
        else { throw WindowHostError.sdl(Self.sdlError()) }
        defer { SDL_DestroyWindow(sdlWindow) }
        let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(sdlWindow, -1, flags) ?? SDL_CreateRenderer(sdlWindow, -1, 0) else {
            throw WindowHostError.sdl(Self.sdlError())
        }
        defer { SDL_DestroyRenderer(renderer) }
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
        else { throw WindowHostError.sdl(Self.sdlError()) }
        defer { SDL_DestroyTexture(texture) }

        var running = true
        var finger: HeadlessTouch?
        var previous = Date()
        while running {
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {
                running = handle(event, finger: &finger) && running
            }
            let now = Date()
            let elapsed = min(now.timeIntervalSince(previous), 0.1)
            previous = now
            let start = DispatchTime.now()
            scrollView?.advance(by: elapsed)
            View.advanceAnimations(by: elapsed)
            window.layoutIfNeeded()
            try frames.render(window)
            frames.withPixels { pixels, stride, _, _ in
                SDL_UpdateTexture(texture, nil, pixels, Int32(stride))
            }
            SDL_RenderClear(renderer)
            SDL_RenderCopy(renderer, texture, nil, nil)
            let drawn = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
            let last = !running || frameLimit.map { statistics.frames + 1 >= $0 } ?? false
            // The last frame is read back before it is presented: after a present the back buffer is undefined.
            if last, let screenshot { try save(renderer, width: Int(width), height: Int(height), to: screenshot) }
            SDL_RenderPresent(renderer)
            // Paced to 60 frames a second where the display gives no vertical sync (Xvfb, software renderers).
            let frame = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            if frame < 1.0 / 60 { SDL_Delay(UInt32((1.0 / 60 - frame) * 1000)) }
            statistics.frames += 1
            statistics.frameTimes.append(drawn)
            if last { running = false }
        }
    }

    /// The scroll view the wheel moves: the largest in the window, as the frames' renderer finds it.
    private var scrollView: ScrollView? { FrameRenderer.scrollingView(in: window) }

    /// Handles one event; false when the window should close.
    private func handle(_ event: SDL_Event, finger: inout HeadlessTouch?) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return false
        case SDL_KEYDOWN:
            let key = event.key.keysym.sym
            return !(key == Int32(SDLK_ESCAPE.rawValue) || key == Int32(SDLK_q.rawValue))
        case SDL_MOUSEWHEEL:
            guard let scroll = scrollView else { return true }
            let inset = scroll.adjustedContentInset
            let bottom = max(scroll.contentSize.height + inset.bottom - scroll.bounds.height, -inset.top)
            let target = scroll.contentOffset.y - CGFloat(event.wheel.y) * wheelStep
            scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: min(max(target, -inset.top), bottom))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            finger = window.touchDown(at: CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y)))
        case SDL_MOUSEMOTION where finger != nil:
            finger?.move(to: CGPoint(x: CGFloat(event.motion.x), y: CGFloat(event.motion.y)))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            finger?.lift()
            finger = nil
        default:
            break
        }
        return true
    }

    /// Reads back what the window shows and writes it as a PNG.
    private func save(_ renderer: OpaquePointer, width: Int, height: Int, to path: String) throws {
        var words = [UInt32](repeating: 0, count: width * height)
        let status = words.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(width * 4))
        }
        guard status == 0 else { throw WindowHostError.sdl(Self.sdlError()) }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for (index, word) in words.enumerated() {
            bytes[index * 4] = UInt8((word >> 16) & 0xFF)
            bytes[index * 4 + 1] = UInt8((word >> 8) & 0xFF)
            bytes[index * 4 + 2] = UInt8(word & 0xFF)
            bytes[index * 4 + 3] = 255
        }
        guard let bitmap = RGBABitmap(width: width, height: height, bytes: bytes) else { return }
        try PNGCodec.encode(bitmap).write(to: URL(fileURLWithPath: path))
    }

    private static func sdlError() -> String {
        ControlCharacters.sanitized(String(cString: SDL_GetError()))
    }
}
