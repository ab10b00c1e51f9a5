import Foundation

/// A place in the text of a text input (UITextPosition). ``TextField`` and ``TextView`` hand out positions that
/// count UTF-16 units from the start of the text; a client's own text input may subclass it.
@preconcurrency @MainActor
open class TextPosition: IdentityHashable {
    /// The UTF-16 offset from the start of the text, for ReuseKit's own inputs.
    let offset: Int

    public init() { offset = 0 }

    init(offset: Int) { self.offset = offset }
}

/// A range of a text input's text between two positions (UITextRange).
@preconcurrency @MainActor
open class TextRange: IdentityHashable {
    private let startPosition: TextPosition
    private let endPosition: TextPosition

    public init() {
        startPosition = TextPosition()
        endPosition = startPosition
    }

    init(start: TextPosition, end: TextPosition) {
        startPosition = start
        endPosition = end
    }

    /// Where the range starts.
    open var start: TextPosition { startPosition }
    /// Where the range ends.
    open var end: TextPosition { endPosition }
    /// Whether the range holds no character: a caret.
    open var isEmpty: Bool { start.offset == end.offset }

    /// The range as UTF-16 offsets.
    var utf16Range: NSRange { NSRange(location: start.offset, length: end.offset - start.offset) }
}

/// One rectangle of a selection's highlight (UITextSelectionRect).
@preconcurrency @MainActor
open class TextSelectionRect {
    private let storedRect: CGRect
    private let starts: Bool
    private let ends: Bool

    public init() {
        storedRect = .zero
        starts = false
        ends = false
    }

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        starts = containsStart
        ends = containsEnd
    }

    open var rect: CGRect { storedRect }
    open var writingDirection: NSWritingDirection { .leftToRight }
    open var containsStart: Bool { starts }
    open var containsEnd: Bool { ends }
    open var isVertical: Bool { false }
    open var transform: CGAffineTransform { .identity }
}

/// A direction across laid-out text (UITextLayoutDirection).
public enum TextLayoutDirection: Int, Hashable, Sendable {
    case right = 2
    case left
    case up
    case down
}

/// A direction through the stored text (UITextStorageDirection).
public enum TextStorageDirection: Int, Hashable, Sendable {
    case forward, backward
}

/// A unit of text (UITextGranularity).
public enum TextGranularity: Int, Hashable, Sendable {
    case character, word, sentence, paragraph, line, document
}

/// A storage or layout direction (UITextDirection).
public struct TextDirection: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func storage(_ direction: TextStorageDirection) -> TextDirection {
        TextDirection(rawValue: direction.rawValue)
    }

    public static func layout(_ direction: TextLayoutDirection) -> TextDirection {
        TextDirection(rawValue: direction.rawValue)
    }

    /// Whether the direction runs toward the end of the text: forward, right or down.
    var isForward: Bool { [0, 2, 5].contains(rawValue) }
}

/// Told before and after a text input's text or selection changes other than by typing (UITextInputDelegate).
@preconcurrency @MainActor
public protocol TextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: (any TextInput)?)
    func selectionDidChange(_ textInput: (any TextInput)?)
    func textWillChange(_ textInput: (any TextInput)?)
    func textDidChange(_ textInput: (any TextInput)?)
}

/// Finds the boundaries of words, lines and paragraphs in a text input (UITextInputTokenizer).
@preconcurrency @MainActor
public protocol TextInputTokenizer: AnyObject {
    func rangeEnclosingPosition(
        _ position: TextPosition, with granularity: TextGranularity, inDirection direction: TextDirection
    ) -> TextRange?
    func isPosition(
        _ position: TextPosition, atBoundary granularity: TextGranularity, inDirection direction: TextDirection
    ) -> Bool
    func position(
        from position: TextPosition, toBoundary granularity: TextGranularity, inDirection direction: TextDirection
    ) -> TextPosition?
    func isPosition(
        _ position: TextPosition, withinTextUnit granularity: TextGranularity, inDirection direction: TextDirection
    ) -> Bool
}

/// What a text input must give the keyboard and text-editing code (UITextInput): positions and ranges of its
/// text, its selection, and where characters are drawn. ``TextField`` and ``TextView`` adopt it, so formatting
/// code (moving the caret to the end, keeping it in place while inserting separators) runs as on iOS.
@preconcurrency @MainActor
public protocol TextInput: KeyInput {
    func text(in range: TextRange) -> String?
    func replace(_ range: TextRange, withText text: String)
    var selectedTextRange: TextRange? { get set }
    var markedTextRange: TextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var beginningOfDocument: TextPosition { get }
    var endOfDocument: TextPosition { get }
    func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange?
    func position(from position: TextPosition, offset: Int) -> TextPosition?
    func position(from position: TextPosition, in direction: TextLayoutDirection, offset: Int) -> TextPosition?
    func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult
    func offset(from: TextPosition, to toPosition: TextPosition) -> Int
    var inputDelegate: (any TextInputDelegate)? { get set }
    var tokenizer: any TextInputTokenizer { get }
    func position(within range: TextRange, farthestIn direction: TextLayoutDirection) -> TextPosition?
    func characterRange(byExtending position: TextPosition, in direction: TextLayoutDirection) -> TextRange?
    func baseWritingDirection(for position: TextPosition, in direction: TextStorageDirection) -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: TextRange)
    func firstRect(for range: TextRange) -> CGRect
    func caretRect(for position: TextPosition) -> CGRect
    func selectionRects(for range: TextRange) -> [TextSelectionRect]
    func closestPosition(to point: CGPoint) -> TextPosition?
    func closestPosition(to point: CGPoint, within range: TextRange) -> TextPosition?
    func characterRange(at point: CGPoint) -> TextRange?

    // UITextInput's optional members, with defaults (TextInput+Optional.swift).
    /// How to style the text at `position`: its font, text colour and background colour.
    func textStyling(at position: TextPosition, in direction: TextStorageDirection) -> [NSAttributedString.Key: Any]?
    /// The position `offset` characters into `range`.
    func position(within range: TextRange, atCharacterOffset offset: Int) -> TextPosition?
    /// How many characters into `range` `position` is.
    func characterOffset(of position: TextPosition, within range: TextRange) -> Int
    /// The view the text input system draws its highlights and caret in.
    var textInputView: View { get }
    /// Which way the selection leans at a line break.
    var selectionAffinity: TextStorageDirection { get set }
    /// Whether `range` may be replaced with `text`.
    func shouldChangeText(in range: TextRange, replacementText text: String) -> Bool
    /// Marks attributed text provisionally inserted, as multistage input does.
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
    /// A floating cursor (a long press on the space bar) began at `point`.
    func beginFloatingCursor(at point: CGPoint)
    /// The floating cursor moved to `point`.
    func updateFloatingCursor(at point: CGPoint)
    /// The floating cursor ended.
    func endFloatingCursor()
    /// Dictation stopped recording.
    func dictationRecordingDidEnd()
    /// Dictation could not recognize what was said.
    func dictationRecognitionFailed()
    /// The transform the caret at `position` is drawn with (iOS 17.4).
    func caretTransform(for position: TextPosition) -> CGAffineTransform
}

/// What ReuseKit's text inputs answer the same way, from the offsets of their positions. A text input of a
/// client's own, with positions of its own, implements these as UIKit requires.
extension TextInput {
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        TextRange(start: fromPosition, end: toPosition)
    }

    /// The position `offset` UTF-16 units away, nil outside the text (as UIKit answers).
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        let target = position.offset + offset
        return (0...endOfDocument.offset).contains(target) ? TextPosition(offset: target) : nil
    }

    public func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
        TextPositions.compare(position, other)
    }

    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int { toPosition.offset - from.offset }

    public func position(within range: TextRange, farthestIn direction: TextLayoutDirection) -> TextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }

    public func characterRange(byExtending position: TextPosition, in direction: TextLayoutDirection) -> TextRange? {
        TextPositions.extending(position, to: self.position(from: position, in: direction, offset: 1))
    }

    /// Text is laid out left to right, whatever the position.
    public func baseWritingDirection(for position: TextPosition, in direction: TextStorageDirection)
        -> NSWritingDirection
    { .natural }

    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: TextRange) {}

    public func closestPosition(to point: CGPoint, within range: TextRange) -> TextPosition? {
        let offset = closestPosition(to: point)?.offset ?? 0
        let start = min(range.start.offset, range.end.offset)
        return TextPosition(offset: min(max(offset, start), max(range.start.offset, range.end.offset)))
    }

    public func characterRange(at point: CGPoint) -> TextRange? {
        closestPosition(to: point).flatMap { characterRange(byExtending: $0, in: .right) }
    }
}

/// The standard edit actions of ReuseKit's text inputs, acting on the selection as typing does (through the
/// delegate's `shouldChange…`): copy and cut put the selection on the general pasteboard (never from a secure
/// field), paste types the pasteboard's string over it, delete removes it, select selects the word at the caret.
@MainActor
protocol TextInputEditing: TextInput {
    var editedText: String? { get }
    var editedSelection: NSRange { get }
    /// Replaces `range` as a key does.
    func edit(_ range: NSRange, with replacement: String)
}

extension TextInputEditing {
    func copySelection() {
        guard !isSecureTextEntry, let selected = TextEdit.substring(editedSelection, of: editedText),
            !selected.isEmpty
        else { return }
        Pasteboard.general.string = selected
    }

    func cutSelection() {
        guard !isSecureTextEntry, editedSelection.length > 0 else { return }
        copySelection()
        edit(editedSelection, with: "")
    }

    func pasteOverSelection() {
        guard let string = Pasteboard.general.string else { return }
        edit(editedSelection, with: string)
    }

    func deleteSelection() {
        guard editedSelection.length > 0 else { return }
        edit(editedSelection, with: "")
    }

    func selectEverything() {
        selectedTextRange = TextRange(start: beginningOfDocument, end: endOfDocument)
    }

    /// Selects the word the caret is in or after (else before).
    func selectWord() {
        let caret = TextPosition(offset: editedSelection.location)
        let before = tokenizer.rangeEnclosingPosition(caret, with: .word, inDirection: .storage(.backward))
        selectedTextRange =
            before ?? tokenizer.rangeEnclosingPosition(caret, with: .word, inDirection: .storage(.forward))
    }
}

/// The tokenizer of a text input whose text is a string (UITextInputStringTokenizer): characters, words (runs
/// of letters and digits), lines and paragraphs (between line breaks), and the whole text.
@preconcurrency @MainActor
open class TextInputStringTokenizer: TextInputTokenizer {
    private weak var textInput: (any TextInput)?

    public init(textInput: Responder & TextInput) {
        self.textInput = textInput
    }

    /// The text's UTF-16 units, read through the input.
    private var units: [UInt16] {
        guard let textInput else { return [] }
        let all = textInput.textRange(from: textInput.beginningOfDocument, to: textInput.endOfDocument)
        return Array((all.flatMap { textInput.text(in: $0) } ?? "").utf16)
    }

    /// Whether the unit at `index` belongs to a unit of `granularity` (a letter or digit of a word, a character
    /// other than a line break of a line or paragraph).
    private func isInside(_ index: Int, _ units: [UInt16], _ granularity: TextGranularity) -> Bool {
        guard units.indices.contains(index) else { return false }
        let scalar = Unicode.Scalar(units[index]).map(Character.init)
        switch granularity {
        case .character, .document: return true
        case .word: return scalar.map { $0.isLetter || $0.isNumber } ?? true
        case .sentence, .line, .paragraph: return scalar.map { !$0.isNewline } ?? true
        }
    }

    open func rangeEnclosingPosition(
        _ position: TextPosition, with granularity: TextGranularity, inDirection direction: TextDirection
    ) -> TextRange? {
        let units = units
        let index = direction.isForward ? position.offset : position.offset - 1
        guard isInside(index, units, granularity) else { return nil }
        if granularity == .document { return TextRange(start: TextPosition(offset: 0), end: endPosition(units)) }
        if granularity == .character {
            return TextRange(start: TextPosition(offset: index), end: TextPosition(offset: index + 1))
        }
        var start = index
        var end = index + 1
        while isInside(start - 1, units, granularity) { start -= 1 }
        while isInside(end, units, granularity) { end += 1 }
        return TextRange(start: TextPosition(offset: start), end: TextPosition(offset: end))
    }

    open func isPosition(
        _ position: TextPosition, atBoundary granularity: TextGranularity, inDirection direction: TextDirection
    ) -> Bool {
        isBoundary(position.offset, units, granularity, direction)
    }

    /// Whether `offset` is a boundary of `granularity` in `direction`, in `units` (read once by the caller).
    private func isBoundary(
        _ offset: Int, _ units: [UInt16], _ granularity: TextGranularity, _ direction: TextDirection
    ) -> Bool {
        let inside = isInside(offset, units, granularity)
        let before = isInside(offset - 1, units, granularity)
        if granularity == .character { return true }
        if granularity == .document { return offset == 0 || offset == units.count }
        return direction.isForward ? before && !inside : inside && !before
    }

    /// - Complexity: O(n) in the text's length.
    open func position(
        from position: TextPosition, toBoundary granularity: TextGranularity, inDirection direction: TextDirection
    ) -> TextPosition? {
        let units = units
        var offset = position.offset
        let step = direction.isForward ? 1 : -1
        repeat {
            offset += step
            guard (0...units.count).contains(offset) else { return nil }
        } while !isBoundary(offset, units, granularity, direction)
        return TextPosition(offset: offset)
    }

    open func isPosition(
        _ position: TextPosition, withinTextUnit granularity: TextGranularity, inDirection direction: TextDirection
    ) -> Bool {
        isInside(direction.isForward ? position.offset : position.offset - 1, units, granularity)
    }

    private func endPosition(_ units: [UInt16]) -> TextPosition { TextPosition(offset: units.count) }
}

/// The arithmetic of positions in a text of UTF-16 units, shared by ``TextField`` and ``TextView``.
@MainActor
enum TextPositions {
    static func clamped(_ offset: Int, in text: String?) -> Int {
        min(max(offset, 0), (text ?? "").utf16.count)
    }

    static func range(_ range: NSRange) -> TextRange {
        TextRange(start: TextPosition(offset: range.location), end: TextPosition(offset: range.location + range.length))
    }

    /// `range` clamped to `text`, as an NSRange.
    static func nsRange(_ range: TextRange, in text: String?) -> NSRange {
        let start = clamped(min(range.start.offset, range.end.offset), in: text)
        let end = clamped(max(range.start.offset, range.end.offset), in: text)
        return NSRange(location: start, length: end - start)
    }

    static func text(in range: TextRange, of text: String?) -> String? {
        TextEdit.substring(nsRange(range, in: text), of: text)
    }

    static func compare(_ a: TextPosition, _ b: TextPosition) -> ComparisonResult {
        a.offset < b.offset ? .orderedAscending : a.offset > b.offset ? .orderedDescending : .orderedSame
    }

    /// The range from `position` one character in `direction` (found by `step`), in text order.
    static func extending(_ position: TextPosition, to other: TextPosition?) -> TextRange? {
        guard let other else { return nil }
        return compare(position, other) == .orderedAscending
            ? TextRange(start: position, end: other) : TextRange(start: other, end: position)
    }

    /// The offsets of `line` (the text split at line breaks) in the whole text, and its start.
    static func lines(of text: String?) -> [(start: Int, text: Substring)] {
        var start = 0
        return (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            defer { start += line.utf16.count + 1 }
            return (start, line)
        }
    }

    /// The width `prefix` takes in `font`.
    static func width(of prefix: some StringProtocol, font: Font) -> CGFloat {
        guard !prefix.isEmpty else { return 0 }
        let label = Label()
        label.font = font
        label.text = String(prefix)
        return label.sizeThatFits(.zero).width
    }

    /// The offset in `line` (starting at `start`) whose caret lies nearest `x` from the line's left.
    static func closestOffset(toX x: CGFloat, line: Substring, start: Int, font: Font) -> Int {
        var best = (offset: start, distance: abs(x))
        var prefix = ""
        for character in line {
            prefix.append(character)
            let distance = abs(x - width(of: prefix, font: font))
            if distance < best.distance { best = (start + prefix.utf16.count, distance) }
        }
        return best.offset
    }
}
