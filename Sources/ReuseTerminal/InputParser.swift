/// What the user did, decoded from the terminal's input bytes.
public enum InputEvent: Equatable, Sendable {
    public enum Key: Equatable, Sendable {
        case up, down, left, right, pageUp, pageDown, home, end, enter, escape, backspace, tab
        case character(Character)
        /// Ctrl with a letter (`ctrl("c")` is 0x03).
        case control(Character)
    }

    public enum MouseButton: Equatable, Sendable {
        case left, middle, right, wheelUp, wheelDown, none
    }

    case key(Key)
    /// An SGR mouse report: button, 0-based row and column, whether pressed (false: released), and whether
    /// the mouse moved with the button down.
    case mouse(button: MouseButton, row: Int, column: Int, pressed: Bool, dragging: Bool)
    /// A DECRQM answer: the mode and its state (0 unknown, 1 set, 2 reset, 3 permanently set, 4 permanently reset).
    case modeReport(mode: Int, state: Int)
}

/// Decodes input bytes into events: keys (arrows, PgUp/PgDn, Home/End, in their CSI and SS3 forms), UTF-8
/// characters, control keys, SGR mouse reports (`CSI < b ; x ; y M/m`) and DECRQM answers. A lone escape
/// stays pending until ``flush()`` (the caller calls it when no byte followed within a frame).
public struct InputParser: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// Feeds bytes; returns the events they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        var events: [InputEvent] = []
        while !pending.isEmpty {
            guard let (event, length) = decode(pending) else { break }
            pending.removeFirst(length)
            if let event { events.append(event) }
        }
        return events
    }

    /// Ends a pending escape: a lone ESC is the Escape key.
    public mutating func flush() -> [InputEvent] {
        guard pending == [0x1B] else { return [] }
        pending.removeAll()
        return [.key(.escape)]
    }

    /// One event (or nil for bytes that mean nothing) and the bytes it took; nil when more bytes are needed.
    private func decode(_ bytes: [UInt8]) -> (InputEvent?, Int)? {
        let byte = bytes[0]
        switch byte {
        case 0x1B:
            guard bytes.count > 1 else { return nil }
            if bytes[1] == UInt8(ascii: "[") { return decodeCSI(bytes) }
            if bytes[1] == UInt8(ascii: "O") {
                guard bytes.count > 2 else { return nil }
                let key: InputEvent.Key? =
                    switch bytes[2] {
                    case UInt8(ascii: "A"): .up
                    case UInt8(ascii: "B"): .down
                    case UInt8(ascii: "C"): .right
                    case UInt8(ascii: "D"): .left
                    case UInt8(ascii: "H"): .home
                    case UInt8(ascii: "F"): .end
                    default: nil
                    }
                return (key.map { .key($0) }, 3)
            }
            return (.key(.escape), 1)
        case 0x0D, 0x0A: return (.key(.enter), 1)
        case 0x09: return (.key(.tab), 1)
        case 0x7F, 0x08: return (.key(.backspace), 1)
        case 0x01...0x1A: return (.key(.control(Character(Unicode.Scalar(byte + 0x60)))), 1)
        case 0x20..<0x7F: return (.key(.character(Character(Unicode.Scalar(byte)))), 1)
        case 0xC0...0xF7:
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            guard bytes.count >= length else { return nil }
            if let text = String(validating: bytes[0..<length], as: UTF8.self), let character = text.first {
                return (.key(.character(character)), length)
            }
            return (nil, 1)
        default: return (nil, 1)
        }
    }

    private func decodeCSI(_ bytes: [UInt8]) -> (InputEvent?, Int)? {
        var index = 2
        while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return bytes.count > 64 ? (nil, bytes.count) : nil }
        let final = bytes[index]
        let body = String(decoding: bytes[2..<index], as: UTF8.self)
        let length = index + 1
        if body.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            let numbers = body.dropFirst().split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3 else { return (nil, length) }
            let code = numbers[0]
            let button: InputEvent.MouseButton =
                switch code & 0b1100_0011 {
                case 0: .left
                case 1: .middle
                case 2: .right
                case 64: .wheelUp
                case 65: .wheelDown
                default: .none
                }
            return (
                .mouse(
                    button: button, row: numbers[2] - 1, column: numbers[1] - 1, pressed: final == UInt8(ascii: "M"),
                    dragging: code & 32 != 0), length
            )
        }
        if final == UInt8(ascii: "y"), body.hasPrefix("?"), body.hasSuffix("$") {
            let numbers = body.dropFirst().dropLast().split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 2 else { return (nil, length) }
            return (.modeReport(mode: numbers[0], state: numbers[1]), length)
        }
        let key: InputEvent.Key? =
            switch (body, final) {
            case (_, UInt8(ascii: "A")): .up
            case (_, UInt8(ascii: "B")): .down
            case (_, UInt8(ascii: "C")): .right
            case (_, UInt8(ascii: "D")): .left
            case (_, UInt8(ascii: "H")), ("1", UInt8(ascii: "~")), ("7", UInt8(ascii: "~")): .home
            case (_, UInt8(ascii: "F")), ("4", UInt8(ascii: "~")), ("8", UInt8(ascii: "~")): .end
            case ("5", UInt8(ascii: "~")): .pageUp
            case ("6", UInt8(ascii: "~")): .pageDown
            default: nil
            }
        return (key.map { .key($0) }, length)
    }
}
