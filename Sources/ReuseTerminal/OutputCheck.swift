/// Checks bytes bound for the terminal for anything that did not come from ReuseTerminal itself: every control
/// byte must open one of the renderer's own sequences (cursor position, up, forward, back and column, SGR, erase
/// in line and display, erase characters, scroll region, index, next line, reverse index, synchronized output);
/// no other C0 byte (not even a line feed or carriage return, which the renderer never writes bare), no
/// DEL, no C1 control (U+0080-U+009F, which some terminals act on) and no line or paragraph separator may pass.
/// The fuzz target `OutputFuzzer` and the tests hold every output path to it.
public enum OutputCheck {
    /// The finals of the control sequences the renderer writes.
    static let finals = Set("HmKXCDAGrJ".utf8)

    /// The offset of the first byte the renderer would not have written, or nil when there is none.
    ///
    /// - Complexity: O(n).
    public static func foreignByte(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                guard index + 1 < bytes.count else { return index }
                let next = bytes[index + 1]
                if next == UInt8(ascii: "D") || next == UInt8(ascii: "E") || next == UInt8(ascii: "M") {
                    index += 2
                    continue
                }
                guard next == UInt8(ascii: "[") else { return index }
                var end = index + 2
                while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
                guard end < bytes.count, finals.contains(bytes[end]) || isSynchronizedOutput(bytes[(index + 2)...end])
                else { return index }
                index = end + 1
            case 0x00..<0x20, 0x7F: return index
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]): return index
            case 0xE2
            where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (0xA8...0xA9).contains(bytes[index + 2]):
                return index
            default: index += 1
            }
        }
        return nil
    }

    /// `?2026h` or `?2026l`.
    private static func isSynchronizedOutput(_ body: ArraySlice<UInt8>) -> Bool {
        body.elementsEqual("?2026h".utf8) || body.elementsEqual("?2026l".utf8)
    }
}
