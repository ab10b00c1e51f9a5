/// What the user did, decoded from the terminal's input bytes.
public enum InputEvent: Equatable, Sendable {
    public enum Key: Equatable, Sendable {
        case up, down, left, right, pageUp, pageDown, home, end, enter, escape, backspace, tab
        case character(Character)
        /// Ctrl with a letter (`control("c")` is 0x03), or with `\`, `]`, `^` or `_` (0x1C-0x1F).
        case control(Character)
        /// A function key, F1 to F12 (with or without modifiers), in xterm's, VT220's and rxvt's forms.
        case function(Int)
    }

    public enum MouseButton: Equatable, Sendable {
        /// The wheel's four directions: sideways from a tilting wheel or a touchpad, or Shift with the wheel.
        case left, middle, right, wheelUp, wheelDown, wheelLeft, wheelRight, none
    }

    case key(Key)
    /// An SGR mouse report: button, 0-based row and column, whether pressed (false: released), and whether
    /// the mouse moved with the button down.
    case mouse(button: MouseButton, row: Int, column: Int, pressed: Bool, dragging: Bool)
    /// A DECRQM answer: the mode and its state (0 unknown, 1 set, 2 reset, 3 permanently set, 4 permanently reset).
    case modeReport(mode: Int, state: Int)
    /// A cursor position report (the answer to `CSI 6 n`): 1-based row and column. (Shift-F3 sends the same bytes
    /// as a report of row 1, column 2: the runner only reads reports while it waits for one.)
    case cursorPosition(row: Int, column: Int)
}

/// Decodes input bytes into events: keys (arrows, PgUp/PgDn, Home/End, in their CSI and SS3 forms), UTF-8
/// characters, control keys, SGR mouse reports (`CSI < b ; x ; y M/m`) and DECRQM answers. A lone escape
/// stays pending until ``flush()`` (the caller calls it when no byte followed within a frame).
///
/// What bytes mean never depends on how they were cut into reads. Bytes that mean nothing are dropped, and
/// what follows them still arrives: a control sequence interrupted by a byte that cannot be part of it
/// (ECMA-48: parameters and intermediates are 0x20-0x3F, the final byte 0x40-0x7E), one longer than
/// ``maximumSequenceLength`` (up to its final byte), a report whose numbers are not small non-negative
/// decimals, a UTF-8 sequence with a byte that does not continue it.
public struct InputParser: Sendable {
    /// The longest control sequence read; a longer one is dropped. Real ones are under 20 bytes.
    public static let maximumSequenceLength = 64

    private var pending: [UInt8] = []
    /// Inside a control sequence longer than ``maximumSequenceLength``: its bytes are dropped up to its end.
    private var skippingSequence = false

    public init() {}

    /// Feeds bytes; returns the events they complete.
    ///
    /// - Complexity: O(n) in the bytes fed and pending.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        var events: [InputEvent] = []
        var start = 0
        while start < pending.count {
            if skippingSequence {
                let byte = pending[start]
                if (0x20...0x3F).contains(byte) {
                    start += 1
                    continue
                }
                skippingSequence = false
                // The final byte ends the sequence; any other byte is read as itself.
                if (0x40...0x7E).contains(byte) { start += 1 }
                continue
            }
            guard let (event, length) = decode(pending[start...]) else { break }
            if length > Self.maximumSequenceLength { skippingSequence = true }
            start += length
            if let event { events.append(event) }
        }
        pending.removeFirst(start)
        return events
    }

    /// Ends a pending escape: a lone ESC is the Escape key.
    public mutating func flush() -> [InputEvent] {
        guard pending == [0x1B] else { return [] }
        pending.removeAll()
        return [.key(.escape)]
    }

    /// One event (or nil for bytes that mean nothing) and the bytes it took; nil when more bytes are needed.
    private func decode(_ bytes: ArraySlice<UInt8>) -> (InputEvent?, Int)? {
        let first = bytes.startIndex
        let byte = bytes[first]
        switch byte {
        case 0x1B:
            guard bytes.count > 1 else { return nil }
            let second = bytes[first + 1]
            if second == UInt8(ascii: "[") { return decodeCSI(bytes) }
            if second == UInt8(ascii: "O") {
                guard bytes.count > 2 else { return nil }
                let third = bytes[first + 2]
                // Not an SS3 sequence: the escape alone, and the bytes after it as they come.
                guard (0x40...0x7E).contains(third) else { return (.key(.escape), 1) }
                let key: InputEvent.Key? =
                    switch third {
                    case UInt8(ascii: "A"): .up
                    case UInt8(ascii: "B"): .down
                    case UInt8(ascii: "C"): .right
                    case UInt8(ascii: "D"): .left
                    case UInt8(ascii: "H"): .home
                    case UInt8(ascii: "F"): .end
                    case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(third - UInt8(ascii: "P")) + 1)
                    default: nil
                    }
                return (key.map { .key($0) }, 3)
            }
            return (.key(.escape), 1)
        case 0x0D, 0x0A: return (.key(.enter), 1)
        case 0x09: return (.key(.tab), 1)
        case 0x7F, 0x08: return (.key(.backspace), 1)
        case 0x01...0x1A: return (.key(.control(Character(Unicode.Scalar(byte + 0x60)))), 1)
        // Ctrl-\, Ctrl-], Ctrl-^ and Ctrl-_.
        case 0x1C...0x1F: return (.key(.control(Character(Unicode.Scalar(byte + 0x40)))), 1)
        case 0x20..<0x7F: return (.key(.character(Character(Unicode.Scalar(byte)))), 1)
        case 0xC2...0xF4:
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            // A byte that does not continue the sequence ends it: the lead byte is dropped at once.
            for index in (first + 1)..<min(bytes.endIndex, first + length) where bytes[index] & 0xC0 != 0x80 {
                return (nil, 1)
            }
            guard bytes.count >= length else { return nil }
            if let text = String(validating: bytes[first..<(first + length)], as: UTF8.self),
                let character = text.first
            {
                return (.key(.character(character)), length)
            }
            return (nil, 1)
        default: return (nil, 1)
        }
    }

    private func decodeCSI(_ bytes: ArraySlice<UInt8>) -> (InputEvent?, Int)? {
        let first = bytes.startIndex
        var index = first + 2
        while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) {
            index += 1
            // Longer than any real sequence: dropped, with the rest of it (see `feed`).
            if index - first > Self.maximumSequenceLength { return (nil, index - first) }
        }
        guard index < bytes.endIndex else { return nil }
        let final = bytes[index]
        // Interrupted by a byte that cannot be in a control sequence: dropped up to that byte.
        guard (0x40...0x7E).contains(final) else { return (nil, index - first) }
        let body = String(decoding: bytes[(first + 2)..<index], as: UTF8.self)
        let length = index + 1 - first
        if body.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            guard let numbers = Self.parameters(body.dropFirst()), numbers.count == 3 else { return (nil, length) }
            let code = numbers[0]
            // Shift turns the vertical wheel sideways, as terminals and browsers do.
            let shifted = code & 4 != 0
            let button: InputEvent.MouseButton =
                switch code & 0b1100_0011 {
                case 0: .left
                case 1: .middle
                case 2: .right
                case 64: shifted ? .wheelLeft : .wheelUp
                case 65: shifted ? .wheelRight : .wheelDown
                case 66: .wheelLeft
                case 67: .wheelRight
                default: .none
                }
            return (
                .mouse(
                    button: button, row: numbers[2] - 1, column: numbers[1] - 1, pressed: final == UInt8(ascii: "M"),
                    dragging: code & 32 != 0), length
            )
        }
        if final == UInt8(ascii: "y"), body.hasPrefix("?"), body.hasSuffix("$") {
            guard let numbers = Self.parameters(body.dropFirst().dropLast()), numbers.count == 2 else {
                return (nil, length)
            }
            return (.modeReport(mode: numbers[0], state: numbers[1]), length)
        }
        if final == UInt8(ascii: "R"), let numbers = Self.parameters(Substring(body)), numbers.count == 2 {
            return (.cursorPosition(row: numbers[0], column: numbers[1]), length)
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
            // F1-F4 with modifiers (`CSI 1 ; 2 P`) or without (`CSI P`, some terminals).
            case (_, UInt8(ascii: "P")...UInt8(ascii: "S")) where body.isEmpty || body.hasPrefix("1;"):
                .function(Int(final - UInt8(ascii: "P")) + 1)
            default: Self.functionKey(tilde: body, final: final).map { .function($0) }
            }
        return (key.map { .key($0) }, length)
    }

    /// The function key of a VT220-style `CSI n ~` (or `CSI n ; modifiers ~`): 11-15 are F1-F5, 17-21 F6-F10,
    /// 23-24 F11-F12.
    private static func functionKey(tilde body: String, final: UInt8) -> Int? {
        guard final == UInt8(ascii: "~"), let code = Int(body.split(separator: ";").first ?? "") else { return nil }
        switch code {
        case 11...15: return code - 10
        case 17...21: return code - 11
        case 23...24: return code - 12
        default: return nil
        }
    }

    /// The `;`-separated numbers of a report: each one to nine decimal digits; nil if any is not.
    private static func parameters(_ text: Substring) -> [Int]? {
        var numbers: [Int] = []
        for part in text.split(separator: ";", omittingEmptySubsequences: false) {
            guard (1...9).contains(part.utf8.count), part.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
