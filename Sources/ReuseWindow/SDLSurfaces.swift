import CSDL2
import Foundation
import ReuseCore
import ReuseKit
import ReuseRender

/// The SDL side of a window: the window, its renderer (with vertical sync where the display has it) and the
/// streaming texture each frame's pixels go into, sized to the renderer's output in pixels.
@MainActor
final class SDLSurfaces {
    let window: OpaquePointer
    let renderer: OpaquePointer
    private(set) var texture: OpaquePointer
    private(set) var pixelWidth: Int32
    private(set) var pixelHeight: Int32
    /// Output pixels per point (the host's scale times the display's own density).
    private(set) var pixelsPerPoint: CGFloat
    /// Points per unit of SDL's window coordinates, in which mouse events and window sizes come.
    private(set) var pointsPerWindowUnit: CGFloat
    private let windowID: UInt32
    /// Where a script last put the pointer: its button events come up there.
    private var scriptPointer = CGPoint.zero

    /// Opens a window of `points` at `scale` pixels a point, resizable and asking for the display's full density.
    init(title: String, points: CGSize, scale: CGFloat) throws {
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let width = Int32((points.width * scale).rounded())
        let height = Int32((points.height * scale).rounded())
        guard let window = SDL_CreateWindow(title, centred, centred, width, height, flags) else {
            throw WindowHostError.sdl(WindowHost.sdlError())
        }
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, accelerated) ?? SDL_CreateRenderer(window, -1, 0) else {
            SDL_DestroyWindow(window)
            throw WindowHostError.sdl(WindowHost.sdlError())
        }
        self.window = window
        self.renderer = renderer
        windowID = SDL_GetWindowID(window)
        var outputWidth: Int32 = 0
        var outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        pixelWidth = max(outputWidth, 1)
        pixelHeight = max(outputHeight, 1)
        pixelsPerPoint = CGFloat(pixelWidth) / max(points.width, 1)
        pointsPerWindowUnit = 1 / scale
        guard let texture = Self.texture(renderer, pixelWidth, pixelHeight) else {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
            throw WindowHostError.sdl(WindowHost.sdlError())
        }
        self.texture = texture
    }

    isolated deinit {
        SDL_DestroyTexture(texture)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    private static func texture(_ renderer: OpaquePointer, _ width: Int32, _ height: Int32) -> OpaquePointer? {
        SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
    }

    /// Sizes the texture to the renderer's output for a window of `points`, after a resize.
    func fit(to points: CGSize, scale: CGFloat) throws {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        let wanted = (
            Int32((points.width * pixelsPerPoint).rounded()), Int32((points.height * pixelsPerPoint).rounded())
        )
        guard wanted != (pixelWidth, pixelHeight) else { return }
        guard let resized = Self.texture(renderer, max(wanted.0, 1), max(wanted.1, 1)) else {
            throw WindowHostError.sdl(WindowHost.sdlError())
        }
        SDL_DestroyTexture(texture)
        texture = resized
        pixelWidth = max(wanted.0, 1)
        pixelHeight = max(wanted.1, 1)
    }

    /// `rect` (window points) in the renderer's pixels.
    func pixels(_ rect: CGRect) -> SDL_Rect {
        let ratio = pixelsPerPoint
        return SDL_Rect(
            x: Int32((rect.minX * ratio).rounded()), y: Int32((rect.minY * ratio).rounded()),
            w: Int32((rect.width * ratio).rounded()), h: Int32((rect.height * ratio).rounded()))
    }

    /// Draws the inside edge of `rect` (window points), `points` thick, in the renderer's draw colour.
    func outline(_ rect: CGRect, points: CGFloat) {
        let area = pixels(rect)
        for inset in 0..<Int32(max(points * pixelsPerPoint, 1)) {
            var edge = SDL_Rect(x: area.x + inset, y: area.y + inset, w: area.w - 2 * inset, h: area.h - 2 * inset)
            SDL_RenderDrawRect(renderer, &edge)
        }
    }

    /// Reads back what the renderer holds and writes it as a PNG.
    func save(to path: String) throws {
        let width = Int(pixelWidth)
        let height = Int(pixelHeight)
        var words = [UInt32](repeating: 0, count: width * height)
        let status = words.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(width * 4))
        }
        guard status == 0 else { throw WindowHostError.sdl(WindowHost.sdlError()) }
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

    // MARK: Pushed input

    /// Pushes a script's input command into SDL's event queue as the event a person's input makes.
    func push(_ command: InputScript.Command) {
        var event = SDL_Event()
        func at(_ point: CGPoint) -> (Int32, Int32) {
            (Int32((point.x / pointsPerWindowUnit).rounded()), Int32((point.y / pointsPerWindowUnit).rounded()))
        }
        func button(_ type: SDL_EventType, _ which: Int32, _ point: CGPoint?) {
            event.type = type.rawValue
            event.button.windowID = windowID
            event.button.button = UInt8(which)
            event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
            event.button.clicks = 1
            if let point { scriptPointer = point }
            (event.button.x, event.button.y) = at(scriptPointer)
        }
        switch command {
        case .down(let point): button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, point)
        case .up: button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, nil)
        case .rightDown(let point): button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT, point)
        case .rightUp: button(SDL_MOUSEBUTTONUP, SDL_BUTTON_RIGHT, nil)
        case .move(let point):
            scriptPointer = point
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.windowID = windowID
            (event.motion.x, event.motion.y) = at(point)
        case .wheel(let notches):
            event.type = SDL_MOUSEWHEEL.rawValue
            event.wheel.windowID = windowID
            event.wheel.y = Int32(notches)
            event.wheel.preciseY = Float(notches)
        case .touchpad(let points):
            event.type = SDL_MOUSEWHEEL.rawValue
            event.wheel.windowID = windowID
            // In notches of the wheel's step, kept fractional (a touchpad's precise scrolling).
            let notches = Float(points / 40)
            event.wheel.preciseY = notches == notches.rounded() ? notches.nextUp : notches
        case .key(let name):
            event.type = SDL_KEYDOWN.rawValue
            event.key.windowID = windowID
            event.key.state = UInt8(SDL_PRESSED)
            // A named key's scan code is its USB HID usage; a character's comes from SDL's keymap.
            if let usage = InputScript.key(named: name) {
                event.key.keysym.scancode = SDL_Scancode(rawValue: UInt32(usage.rawValue))
                event.key.keysym.sym = SDL_GetKeyFromScancode(event.key.keysym.scancode)
            } else {
                // SDL's keycode for a character key is the character the key types unshifted.
                event.key.keysym.sym = SDL_Keycode(name.lowercased().unicodeScalars.first.map { Int32($0.value) } ?? 0)
                event.key.keysym.scancode = SDL_GetScancodeFromKey(event.key.keysym.sym)
            }
        case .type(let text):
            event.type = SDL_TEXTINPUT.rawValue
            event.text.windowID = windowID
            withUnsafeMutableBytes(of: &event.text.text) { raw in
                for (index, byte) in text.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
            }
        default:
            return
        }
        SDL_PushEvent(&event)
    }
}

/// The lifecycle overlay's caption: one line of counts, drawn by ReuseRender into a texture of its own and laid
/// over the frame's top right corner; drawn again only when its text changes.
@MainActor
final class CaptionStrip {
    private let renderer = FrameRenderer(scale: 1, backgroundColor: nil)
    private let root = View()
    private let label = Label()
    private var texture: OpaquePointer?
    private var shown = ""
    private var size = (width: Int32(0), height: Int32(0))

    init() {
        root.backgroundColor = Color(white: 0.1, alpha: 1)
        root.layer.cornerRadius = 8
        label.textColor = .white
        label.font = .monospacedDigitSystemFont(ofSize: 13, weight: .medium)
        root.addSubview(label)
    }

    isolated deinit {
        if let texture { SDL_DestroyTexture(texture) }
    }

    func draw(_ text: String, on surfaces: SDLSurfaces, width: CGFloat, scale: CGFloat) throws {
        if text != shown || texture == nil {
            shown = text
            label.text = text
            let fitted = label.sizeThatFits(CGSize(width: width, height: 40))
            root.frame = CGRect(x: 0, y: 0, width: fitted.width + 20, height: fitted.height + 10)
            label.frame = CGRect(x: 10, y: 5, width: fitted.width, height: fitted.height)
            try renderer.render(root)
            if let texture { SDL_DestroyTexture(texture) }
            texture = nil
            renderer.withPixels { pixels, stride, width, height in
                guard
                    let made = SDL_CreateTexture(
                        surfaces.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                        Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height))
                else { return }
                SDL_UpdateTexture(made, nil, pixels, Int32(stride))
                texture = made
                size = (Int32(width), Int32(height))
            }
        }
        guard let texture else { return }
        let w = Int32(CGFloat(size.width) * scale)
        let h = Int32(CGFloat(size.height) * scale)
        var place = SDL_Rect(x: surfaces.pixelWidth - w - Int32(12 * scale), y: Int32(12 * scale), w: w, h: h)
        SDL_RenderCopy(surfaces.renderer, texture, nil, &place)
    }
}
