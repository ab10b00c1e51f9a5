/// Control characters made visible, so that no text (data, a file or table name, a message that quotes either)
/// can act on a terminal: an ESC can start a sequence that sets the title or the clipboard, leaves the alternate
/// screen or hides the cursor, and some terminals obey the C1 controls (U+0080-U+009F) as well.
public enum ControlCharacters {
    /// What a control character shows as: the C0 controls their Control Pictures symbol (`␛` for ESC, `␉` for a
    /// tab, `␍` for CR and CRLF), DEL `␡`, the C1 controls `�`. Nil for any other character.
    @inlinable
    public static func visible(_ character: Character) -> Character? {
        // By the first UTF-8 byte: printable ASCII, the common case, is one comparison.
        let utf8 = character.utf8
        guard let lead = utf8.first, lead < 0x20 || lead >= 0x7F else { return nil }
        if lead < 0x20 { return Character(Unicode.Scalar(0x2400 + UInt32(lead))!) }
        if lead == 0x7F { return "\u{2421}" }
        // U+0080-U+009F are C2 80 to C2 9F.
        if lead == 0xC2, let second = utf8.dropFirst().first, second < 0xA0 { return "\u{FFFD}" }
        // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR (E2 80 A8, E2 80 A9): a line break to some
        // terminals, nothing or one column to others.
        if lead == 0xE2, utf8.count == 3, utf8.dropFirst().first == 0x80 {
            switch utf8.dropFirst(2).first {
            case 0xA8: return "\u{2424}"
            case 0xA9: return "\u{00B6}"
            default: break
            }
        }
        return nil
    }

    /// Whether `text` holds a character that ``visible(_:)`` changes, by its UTF-8 bytes: a C0 control, DEL, a C1
    /// control (C2 80-C2 9F) or a line or paragraph separator (E2 80 A8, E2 80 A9).
    ///
    /// - Complexity: O(n) in the bytes of `text`.
    public static func containsControls(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return true }
                if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] < 0xA0 { return true }
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                    bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                {
                    return true
                }
                index += 1
            }
            return false
        }
    }

    /// `text` with every control character made visible, except line feeds when `keepingLineFeeds` (a message of
    /// several lines).
    ///
    /// - Complexity: O(n) in the characters of `text`.
    public static func sanitized(_ text: String, keepingLineFeeds: Bool = true) -> String {
        // Most text has no control character: return it as it is.
        guard containsControls(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if keepingLineFeeds && character == "\n" {
                result.append(character)
            } else {
                result.append(visible(character) ?? character)
            }
        }
        return result
    }
}
