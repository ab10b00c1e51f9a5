import Foundation

/// The edits headless typing makes to a text input's text, in UTF-16 ranges as UIKit's delegates get them.
enum TextEdit {
    /// The empty range at the end of `text`: where typing inserts.
    static func end(of text: String?) -> NSRange {
        NSRange(location: (text ?? "").utf16.count, length: 0)
    }

    /// The range of the last character of `text`, nil when it is empty: what the delete key removes.
    static func lastCharacter(of text: String?) -> NSRange? {
        characterBefore((text ?? "").utf16.count, in: text)
    }

    /// The range of the character (a whole grapheme) just before UTF-16 offset `offset` (clamped to the text),
    /// nil at the start: what the delete key removes at a caret.
    static func characterBefore(_ offset: Int, in text: String?) -> NSRange? {
        let units = Array((text ?? "").utf16)
        let end = min(max(offset, 0), units.count)
        guard end > 0, let last = String(decoding: units[..<end], as: UTF16.self).last else { return nil }
        let length = String(last).utf16.count
        return NSRange(location: end - length, length: length)
    }

    /// `text` with `markedText` in place of `range`, the range it now marks, and the selection `selectedRange`
    /// makes inside it (clamped to it): what setting marked text does.
    static func marking(
        _ markedText: String?, over range: NSRange, selecting selectedRange: NSRange, in text: String?
    ) -> (text: String, marked: NSRange, selection: NSRange) {
        let markedText = markedText ?? ""
        let length = markedText.utf16.count
        let start = min(max(selectedRange.location, 0), length)
        return (
            replacing(range, in: text, with: markedText), NSRange(location: range.location, length: length),
            NSRange(location: range.location + start, length: min(max(selectedRange.length, 0), length - start))
        )
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
