import Foundation

/// The edits headless typing makes to a text input's text, in UTF-16 ranges as UIKit's delegates get them.
enum TextEdit {
    /// The empty range at the end of `text`: where typing inserts.
    static func end(of text: String?) -> NSRange {
        NSRange(location: (text ?? "").utf16.count, length: 0)
    }

    /// The range of the last character of `text`, nil when it is empty: what the delete key removes.
    static func lastCharacter(of text: String?) -> NSRange? {
        guard let text, let last = text.last else { return nil }
        let length = String(last).utf16.count
        return NSRange(location: text.utf16.count - length, length: length)
    }

    /// The part of `text` in `range` (clamped to the text).
    static func substring(_ range: NSRange, of text: String?) -> String? {
        let utf16 = Array((text ?? "").utf16)
        let start = min(max(range.location, 0), utf16.count)
        let end = min(max(range.location + range.length, start), utf16.count)
        return String(decoding: utf16[start..<end], as: UTF16.self)
    }

    /// `text` with `range` replaced by `replacement` (the range clamped to the text).
    static func replacing(_ range: NSRange, in text: String?, with replacement: String) -> String {
        let utf16 = Array((text ?? "").utf16)
        let start = min(max(range.location, 0), utf16.count)
        let end = min(max(range.location + range.length, start), utf16.count)
        return String(decoding: utf16[..<start], as: UTF16.self) + replacement
            + String(decoding: utf16[end...], as: UTF16.self)
    }
}
