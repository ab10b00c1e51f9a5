import Foundation

/// Told what happens in a ``TextField`` (UITextFieldDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    func textFieldDidBeginEditing(_ textField: TextField)
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    func textFieldDidEndEditing(_ textField: TextField)
    /// Called in place of ``textFieldDidEndEditing(_:)`` when implemented; the default calls that one.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// Asked first (iOS 26); the default asks ``textField(_:shouldChangeCharactersIn:replacementString:)`` with
    /// the first range.
    func textField(
        _ textField: TextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
    ) -> Bool
    func textFieldDidChangeSelection(_ textField: TextField)
    func textFieldShouldClear(_ textField: TextField) -> Bool
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The edit menu for `range`; nil (the default) shows `suggestedActions`.
    func textField(
        _ textField: TextField, editMenuForCharactersIn range: NSRange, suggestedActions: [MenuElement]
    ) -> Menu?
    /// Asked first; the default asks the single-range method with the first range.
    func textField(
        _ textField: TextField, editMenuForCharactersInRanges ranges: [NSValue], suggestedActions: [MenuElement]
    ) -> Menu?
    func textField(_ textField: TextField, willPresentEditMenuWith animator: any EditMenuInteractionAnimating)
    func textField(_ textField: TextField, willDismissEditMenuWith animator: any EditMenuInteractionAnimating)
    func textField(_ textField: TextField, insertInputSuggestion inputSuggestion: InputSuggestion)
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: TextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
    ) -> Bool {
        self.textField(
            textField, shouldChangeCharactersIn: ranges.first?.rangeValue ?? NSRange(location: 0, length: 0),
            replacementString: string)
    }
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    public func textField(
        _ textField: TextField, editMenuForCharactersIn range: NSRange, suggestedActions: [MenuElement]
    ) -> Menu? { nil }
    public func textField(
        _ textField: TextField, editMenuForCharactersInRanges ranges: [NSValue], suggestedActions: [MenuElement]
    ) -> Menu? {
        self.textField(
            textField, editMenuForCharactersIn: ranges.first?.rangeValue ?? NSRange(location: 0, length: 0),
            suggestedActions: suggestedActions)
    }
    public func textField(_ textField: TextField, willPresentEditMenuWith animator: any EditMenuInteractionAnimating) {}
    public func textField(_ textField: TextField, willDismissEditMenuWith animator: any EditMenuInteractionAnimating) {}
    public func textField(_ textField: TextField, insertInputSuggestion inputSuggestion: InputSuggestion) {}
}

/// A one-line text field (UITextField). Headless input types into it (``type(_:)``, ``deleteBackward()``,
/// ``tapReturnKey()``, ``tapClearButton()``), with the delegate's callbacks and the control events
/// (`.editingDidBegin`, `.editingChanged`, `.editingDidEnd`, `.editingDidEndOnExit`) in UIKit's order.
@preconcurrency @MainActor
open class TextField: Control, TextInput, TextInputEditing {
    /// How text is sized around letterforms that reach past the line (UILetterformAwareAdjusting).
    open var sizingRule = LetterformAwareSizingRule.typographic
    /// Whether Writing Tools may rewrite the text; kept as set: Linux has no Writing Tools.
    open var writingToolsBehavior = WritingToolsBehavior.default
    override open class func appearance() -> TextField { Appearance.proxy(for: self) { TextField() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> TextField
    {
        Appearance.proxy(for: self, containers: containerTypes) { TextField() }
    }
    override open class func appearance(for trait: TraitCollection) -> TextField {
        Appearance.proxy(for: self, traits: trait) { TextField() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> TextField {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { TextField() }
    }

    /// When the clear button shows.
    public enum ViewMode: Int, Hashable, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended (the return key or another responder: committed).
    public enum DidEndEditingReason: Int, Hashable, Sendable {
        case committed = 0
    }

    /// Posted with the field as object when it begins editing.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted with the field as object when it ends editing; `userInfo` has the reason.
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
    /// Posted with the field as object each time its text changes through editing.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// The key of the end-of-editing notification's reason, a ``DidEndEditingReason`` raw value.
    public nonisolated static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonUserInfoKey"

    /// The border drawn around the field.
    public enum BorderStyle: Int, Hashable, Sendable {
        case none, line, bezel, roundedRect
    }

    /// The text; setting it sends no event, as in UIKit, and puts the caret at its end.
    open var text: String? = "" {
        didSet {
            selection = TextEdit.end(of: text)
            marked = nil
        }
    }
    /// The caret or selection, in UTF-16 offsets.
    private var selection = NSRange(location: 0, length: 0)
    /// The marked (provisional) text, while a composition is under way.
    private var marked: NSRange?
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var font: Font? = .systemFont(ofSize: 17)
    open var textColor: Color? = .label
    open var textAlignment = TextAlignment.natural
    open var borderStyle = BorderStyle.none
    open var clearButtonMode = ViewMode.never
    open var isSecureTextEntry = false
    open var keyboardType = KeyboardType.default
    open var returnKeyType = ReturnKeyType.default
    open var autocapitalizationType = AutocapitalizationType.sentences
    open var autocorrectionType = TextAutocorrectionType.default
    open var spellCheckingType = TextSpellCheckingType.default
    open var smartQuotesType = TextSmartQuotesType.default
    open var smartDashesType = TextSmartDashesType.default
    open var smartInsertDeleteType = TextSmartInsertDeleteType.default
    open var inlinePredictionType = TextInlinePredictionType.default
    open var mathExpressionCompletionType = TextMathExpressionCompletionType.default
    open var keyboardAppearance = KeyboardAppearance.default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: TextContentType!
    open var passwordRules: TextInputPasswordRules?
    open var allowsNumberPadPopover = false
    open var leftView: View?
    open var rightView: View?
    /// When ``leftView`` shows.
    open var leftViewMode = ViewMode.never
    /// When ``rightView`` shows.
    open var rightViewMode = ViewMode.never
    /// The placeholder with attributes; it and ``placeholder`` set each other, as in UIKit.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedPlaceholder = newValue
            placeholder = newValue?.string
        }
    }
    private var storedAttributedPlaceholder: NSAttributedString?
    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false
    /// Whether inserting text replaces all of it.
    open var clearsOnInsertion = false
    /// Whether the font shrinks, down to ``minimumFontSize``, to fit the text in the field.
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    open var allowsEditingTextAttributes = false
    /// Drawn behind the field when the border style is not `.roundedRect`.
    open var background: Image?
    open var disabledBackground: Image?
    /// The attributes of the text: font, colour and alignment.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            var attributes: [NSAttributedString.Key: Any] = [:]
            attributes[.font] = font
            attributes[.foregroundColor] = textColor
            return attributes
        }
        set {
            if let font = newValue[.font] as? Font { self.font = font }
            if let color = newValue[.foregroundColor] as? Color { textColor = color }
        }
    }
    /// The attributes of what is typed next, while editing.
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// Shown instead of the system keyboard while editing (a date picker, say).
    private var customInputView: View?
    open override var inputView: View? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputAccessoryView: View?
    /// Shown above the keyboard while editing (a toolbar with a Done button, say).
    open override var inputAccessoryView: View? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }

    // MARK: Drawing rectangles (override points, as in UIKit)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text sits: the bounds inside the border (7 points each side for a rounded rectangle), less
    /// the side views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = borderStyle == .none ? 0 : 7
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if leftView != nil, leftViewMode != .never {
            let left = leftViewRect(forBounds: bounds)
            rect.size.width -= max(left.maxX - rect.minX, 0)
            rect.origin.x = max(rect.minX, left.maxX)
        }
        if rightView != nil, rightViewMode != .never {
            rect.size.width = max(min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX, 0)
        }
        return rect
    }
    /// Where the placeholder sits: the text's rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the text sits while editing: the text's rectangle less the clear button.
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        var rect = textRect(forBounds: bounds)
        if clearButtonMode == .whileEditing || clearButtonMode == .always {
            rect.size.width = max(min(rect.maxX, clearButtonRect(forBounds: bounds).minX) - rect.minX, 0)
        }
        return rect
    }
    /// The clear button: a 19-point square 5 points from the trailing edge, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 24, y: bounds.midY - 9.5, width: 19, height: 19)
    }
    /// The left view at the leading edge, at its own size, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// The right view at the trailing edge, at its own size, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// Draws the text (nothing headless; an override point).
    open func drawText(in rect: CGRect) {}
    /// Draws the placeholder (nothing headless; an override point).
    open func drawPlaceholder(in rect: CGRect) {}
    open weak var delegate: (any TextFieldDelegate)?
    /// Whether the field has the keyboard.
    public private(set) var isEditing = false

    /// A field takes the keyboard.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Gives the field the keyboard: `textFieldShouldBeginEditing`, `textFieldDidBeginEditing`, `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        SoftwareKeyboard.editing { () -> Bool in
            guard !isEditing else { return true }
            guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
            guard super.becomeFirstResponder() else { return false }
            isEditing = true
            if clearsOnBeginEditing { text = "" }
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
            NotificationCenter.default.post(name: TextField.textDidBeginEditingNotification, object: self)
            return true
        }
    }

    /// Takes the keyboard away: `textFieldShouldEndEditing`, `textFieldDidEndEditing`, `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        SoftwareKeyboard.editing { () -> Bool in
            guard isEditing else { return true }
            guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
            endEditingNow()
            return true
        }
    }

    override func resignWithoutAsking() {
        SoftwareKeyboard.editing {
            if isEditing { endEditingNow() } else { super.resignWithoutAsking() }
        }
    }

    private func endEditingNow() {
        isEditing = false
        super.resignWithoutAsking()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: TextField.textDidEndEditingNotification, object: self,
            userInfo: [TextField.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
    }

    /// Types `string` a character at a time (beyond UIKit, headless), as the keyboard does: the field takes the
    /// keyboard, then ``insertText(_:)`` gets each character, so a subclass that overrides it sees every key.
    public func type(_ string: String) {
        guard becomeFirstResponder() else { return }
        for character in string { insertText(String(character)) }
    }

    /// Whether the field has any text (UIKeyInput).
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Inserts `text` at the caret, which headless editing keeps at the end (UIKeyInput): offered to
    /// `shouldChangeCharactersIn`, and if taken, `.editingChanged` and `textFieldDidChangeSelection` follow.
    open func insertText(_ text: String) {
        replace(marked ?? selection, with: text)
    }

    /// Deletes the character before the caret (UIKeyInput), as the delete key does: the field takes the
    /// keyboard first (headless, the key is this call). A subclass overrides it to hear the delete key, on an
    /// empty field too (a PIN field moving back, say).
    open func deleteBackward() {
        guard becomeFirstResponder() else { return }
        guard let range = selection.length > 0 ? selection : TextEdit.characterBefore(selection.location, in: text)
        else { return }
        replace(range, with: "")
    }

    // MARK: Edit actions (on the selection, as typing edits: see ``TextInputEditing``)

    open override func copy(_ sender: Any?) { copySelection() }
    open override func cut(_ sender: Any?) { cutSelection() }
    open override func paste(_ sender: Any?) { pasteOverSelection() }
    open override func delete(_ sender: Any?) { deleteSelection() }
    open override func select(_ sender: Any?) { selectWord() }
    open override func selectAll(_ sender: Any?) { selectEverything() }

    /// The selection, to save and later restore (UIKit's `interactionState`, iOS 15): assigning a value read from
    /// a text field restores it; anything else is ignored.
    public var interactionState: Any {
        get { TextFieldInteractionState(selection: selection) }
        set {
            guard let state = newValue as? TextFieldInteractionState else { return }
            let length = (text ?? "").utf16.count
            let start = min(max(state.selection.location, 0), length)
            selection = NSRange(location: start, length: min(max(state.selection.length, 0), length - start))
        }
    }

    // MARK: UITextInput

    /// The attributes of the text at `position`, or the field's font and text colour for plain text.
    open func textStyling(at position: TextPosition, in direction: TextStorageDirection)
        -> [NSAttributedString.Key: Any]?
    {
        styling(at: position, in: direction, attributed: attributedText, font: font, textColor: textColor)
    }

    /// Asks the delegate what typing asks.
    open func shouldChangeText(in range: TextRange, replacementText text: String) -> Bool {
        mayReplace(TextPositions.nsRange(range, in: self.text), with: text)
    }

    /// Whether the delegate lets `range` be replaced with `replacement`
    /// (`textField(_:shouldChangeCharactersInRanges:…)`, which by default asks
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`): what typing and
    /// ``shouldChangeText(in:replacementText:)`` ask.
    private func mayReplace(_ range: NSRange, with replacement: String) -> Bool {
        delegate?.textField(
            self, shouldChangeCharactersInRanges: [NSValue(range: range)], replacementString: replacement) ?? true
    }

    /// The selection, or the caret as an empty range; setting it tells `textFieldDidChangeSelection`. Nil sets the
    /// caret at the end.
    open var selectedTextRange: TextRange? {
        get { TextPositions.range(selection) }
        set {
            inputDelegate?.selectionWillChange(self)
            selection = newValue.map { TextPositions.nsRange($0, in: text) } ?? TextEdit.end(of: text)
            inputDelegate?.selectionDidChange(self)
            delegate?.textFieldDidChangeSelection(self)
        }
    }
    /// The text being composed (an input method's provisional text), nil when none is.
    open var markedTextRange: TextRange? { marked.map(TextPositions.range) }
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Told when code changes the text or selection (the keyboard's system uses it).
    open weak var inputDelegate: (any TextInputDelegate)?
    /// Finds word, line and paragraph boundaries in the text (a string tokenizer: it keeps no state).
    open var tokenizer: any TextInputTokenizer { TextInputStringTokenizer(textInput: self) }
    open var beginningOfDocument: TextPosition { TextPosition(offset: 0) }
    open var endOfDocument: TextPosition { TextPosition(offset: (text ?? "").utf16.count) }

    open func text(in range: TextRange) -> String? { TextPositions.text(in: range, of: text) }

    /// Replaces `range` with `text` as code does (no `shouldChangeCharactersIn`): the caret goes after it, and
    /// `.editingChanged` and the text-did-change notification follow.
    open func replace(_ range: TextRange, withText text: String) {
        let range = TextPositions.nsRange(range, in: self.text)
        inputDelegate?.textWillChange(self)
        self.text = TextEdit.replacing(range, in: self.text, with: text)
        selection = NSRange(location: range.location + text.utf16.count, length: 0)
        inputDelegate?.textDidChange(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: TextField.textDidChangeNotification, object: self)
    }

    /// Marks `markedText` in place of the marked text (or the selection), with `selectedRange` selected inside it.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let marking = TextEdit.marking(markedText, over: marked ?? selection, selecting: selectedRange, in: text)
        text = marking.text
        (marked, selection) = (marking.marked, marking.selection)
    }

    /// Ends the composition: the marked text stays as ordinary text.
    open func unmarkText() { marked = nil }

    /// Left and right move through the line; a text field has one line, so up and down give nil.
    open func position(from position: TextPosition, in direction: TextLayoutDirection, offset: Int) -> TextPosition? {
        switch direction {
        case .right: self.position(from: position, offset: offset)
        case .left: self.position(from: position, offset: -offset)
        case .up, .down: nil
        }
    }

    /// Where the caret at `position` is drawn: a 2-point bar as tall as a line of the font, in the text's
    /// rectangle.
    open func caretRect(for position: TextPosition) -> CGRect {
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        let area = textArea
        return CGRect(x: caretX(position.offset), y: area.midY - lineHeight / 2, width: 2, height: lineHeight)
    }

    /// The rectangle of `range`'s characters.
    open func firstRect(for range: TextRange) -> CGRect {
        let range = TextPositions.nsRange(range, in: text)
        let caret = caretRect(for: TextPosition(offset: range.location))
        let end = caretX(range.location + range.length)
        return CGRect(x: caret.minX, y: caret.minY, width: end - caret.minX, height: caret.height)
    }

    open func selectionRects(for range: TextRange) -> [TextSelectionRect] {
        [TextSelectionRect(rect: firstRect(for: range), containsStart: true, containsEnd: true)]
    }

    /// The position whose caret is nearest `point`.
    open func closestPosition(to point: CGPoint) -> TextPosition? {
        let font = font ?? .systemFont(ofSize: 17)
        let line = Substring(text ?? "")
        return TextPosition(
            offset: TextPositions.closestOffset(toX: point.x - caretX(0), line: line, start: 0, font: font))
    }

    /// Where the text is laid out: the editing rectangle while editing, else the text rectangle.
    private var textArea: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    /// The x of the caret before the character at `offset`, as the text is aligned in its rectangle.
    private func caretX(_ offset: Int) -> CGFloat {
        let font = font ?? .systemFont(ofSize: 17)
        let units = Array((text ?? "").utf16)
        let prefix = String(decoding: units[..<TextPositions.clamped(offset, in: text)], as: UTF16.self)
        let area = textArea
        let total = TextPositions.width(of: text ?? "", font: font)
        let lead: CGFloat =
            switch textAlignment {
            case .center: (area.width - total) / 2
            case .right: area.width - total
            default: 0
            }
        return area.minX + lead + TextPositions.width(of: prefix, font: font)
    }

    /// The clear button (beyond UIKit, headless): `textFieldShouldClear`, then the text empties.
    public func tapClearButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: TextField.textDidChangeNotification, object: self)
        NotificationCenter.default.post(TextDidChangeMessage(textField: self), subject: self)
    }

    /// The keyboard's return key (beyond UIKit, headless): `textFieldShouldReturn`, then
    /// `.editingDidEndOnExit` (which, in UIKit, ends editing when something handles it).
    public func tapReturnKey() {
        guard isEditing else { return }
        if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
    }

    var editedText: String? { text }
    var editedSelection: NSRange { selection }

    func edit(_ range: NSRange, with replacement: String) { replace(range, with: replacement) }

    private func replace(_ range: NSRange, with replacement: String) {
        guard mayReplace(range, with: replacement) else { return }
        text = TextEdit.replacing(range, in: text, with: replacement)
        selection = NSRange(location: range.location + replacement.utf16.count, length: 0)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: TextField.textDidChangeNotification, object: self)
        NotificationCenter.default.post(TextDidChangeMessage(textField: self), subject: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    open override var intrinsicContentSize: CGSize {
        let label = Label()
        label.text = (text?.isEmpty ?? true) ? placeholder : text
        label.font = font ?? .systemFont(ofSize: 17)
        return CGSize(width: label.sizeThatFits(.zero).width, height: (font ?? .systemFont(ofSize: 17)).lineHeight + 14)
    }

    open override func visibleProperties() -> [ViewState.Property] {
        super.visibleProperties() + [.init("text", text.map { "\"\($0)\"" } ?? "nil")]
    }
}

/// The keyboards a text input asks for.
public enum KeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// UIKit spells it so: `.URL`.
    case URL
    case numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's title.
public enum ReturnKeyType: Int, Hashable, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// How text is capitalized as it is typed.
public enum AutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

/// What a text field's `interactionState` saves.
struct TextFieldInteractionState {
    let selection: NSRange
}
