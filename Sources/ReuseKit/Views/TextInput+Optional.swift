import Foundation

/// UITextInput's optional members, as requirements of ``TextInput`` with these defaults: Swift protocols have no
/// optional requirements without the Objective-C runtime, so a client's own text input implements the ones it
/// needs (as on iOS) and is asked through the protocol, and code calling them on any text input compiles.
extension TextInput {
    /// None: a text input that styles its text says how.
    public func textStyling(at position: TextPosition, in direction: TextStorageDirection)
        -> [NSAttributedString.Key: Any]?
    { nil }

    /// The position `offset` characters (UTF-16 units) after the range's start, nil past its end.
    public func position(within range: TextRange, atCharacterOffset offset: Int) -> TextPosition? {
        let start = min(range.start.offset, range.end.offset)
        let end = max(range.start.offset, range.end.offset)
        let target = start + offset
        return (start...end).contains(target) ? TextPosition(offset: target) : nil
    }

    /// The UTF-16 units from the range's start to `position`.
    public func characterOffset(of position: TextPosition, within range: TextRange) -> Int {
        position.offset - min(range.start.offset, range.end.offset)
    }

    /// The text input itself when it is a view, as UIKit's text views answer; else a view of its own.
    public var textInputView: View { (self as? View) ?? View() }

    /// Forward, UIKit's default; a text input that keeps an affinity stores its own.
    public var selectionAffinity: TextStorageDirection {
        get { .forward }
        set {}
    }

    /// Any change may be made.
    public func shouldChangeText(in range: TextRange, replacementText text: String) -> Bool { true }

    /// Marks the attributed text's string, as ``TextInput/setMarkedText(_:selectedRange:)`` does.
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }

    public func beginFloatingCursor(at point: CGPoint) {}
    public func updateFloatingCursor(at point: CGPoint) {}
    public func endFloatingCursor() {}
    public func dictationRecordingDidEnd() {}
    public func dictationRecognitionFailed() {}

    /// The identity: the caret is drawn as the text is.
    public func caretTransform(for position: TextPosition) -> CGAffineTransform { .identity }
}

extension TextInput {
    /// The styling of ``TextView`` and ``TextField`` at `position`: the attributes of the character before it
    /// (`.backward`) or at it (`.forward`) when the text is attributed, else the view's font and text colour.
    func styling(
        at position: TextPosition, in direction: TextStorageDirection, attributed: NSAttributedString?, font: Font?,
        textColor: Color?
    ) -> [NSAttributedString.Key: Any] {
        if let attributed, attributed.length > 0 {
            let index = direction == .backward ? position.offset - 1 : position.offset
            return attributed.attributes(at: min(max(index, 0), attributed.length - 1), effectiveRange: nil)
        }
        var styling: [NSAttributedString.Key: Any] = [:]
        if let font { styling[.font] = font }
        if let textColor { styling[.foregroundColor] = textColor }
        return styling
    }
}
