import Foundation

/// Told what happens in a ``TextView`` (UITextViewDelegate): a scroll view delegate too, as in UIKit, so
/// `textView.delegate = self` hears both. Every method is optional.
@preconcurrency @MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    func textViewDidBeginEditing(_ textView: TextView)
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    func textViewDidEndEditing(_ textView: TextView)
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Asked first (iOS 26); the default asks ``textView(_:shouldChangeTextIn:replacementText:)`` with the first
    /// range.
    func textView(_ textView: TextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String)
        -> Bool
    func textViewDidChange(_ textView: TextView)
    func textViewDidChangeSelection(_ textView: TextView)
    /// The edit menu for `range`; nil (the default) shows `suggestedActions`.
    func textView(_ textView: TextView, editMenuForTextIn range: NSRange, suggestedActions: [MenuElement]) -> Menu?
    /// Asked first; the default asks the single-range method with the first range.
    func textView(
        _ textView: TextView, editMenuForTextInRanges ranges: [NSValue], suggestedActions: [MenuElement]
    ) -> Menu?
    func textView(_ textView: TextView, willPresentEditMenuWith animator: any EditMenuInteractionAnimating)
    func textView(_ textView: TextView, willDismissEditMenuWith animator: any EditMenuInteractionAnimating)
    /// Whether a tapped link opens; the default asks the older method without `interaction`.
    func textView(
        _ textView: TextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: TextItemInteraction
    ) -> Bool
    /// Whether a tapped link opens (deprecated in iOS 10, still common); true by default.
    func textView(_ textView: TextView, shouldInteractWith url: URL, in characterRange: NSRange) -> Bool
    func textView(_ textView: TextView, insertInputSuggestion inputSuggestion: InputSuggestion)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    {
        true
    }
    public func textView(
        _ textView: TextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
    ) -> Bool {
        self.textView(
            textView, shouldChangeTextIn: ranges.first?.rangeValue ?? NSRange(location: 0, length: 0),
            replacementText: text)
    }
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidChangeSelection(_ textView: TextView) {}
    public func textView(
        _ textView: TextView, editMenuForTextIn range: NSRange, suggestedActions: [MenuElement]
    ) -> Menu? { nil }
    public func textView(
        _ textView: TextView, editMenuForTextInRanges ranges: [NSValue], suggestedActions: [MenuElement]
    ) -> Menu? {
        self.textView(
            textView, editMenuForTextIn: ranges.first?.rangeValue ?? NSRange(location: 0, length: 0),
            suggestedActions: suggestedActions)
    }
    public func textView(_ textView: TextView, willPresentEditMenuWith animator: any EditMenuInteractionAnimating) {}
    public func textView(_ textView: TextView, willDismissEditMenuWith animator: any EditMenuInteractionAnimating) {}
    public func textView(
        _ textView: TextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: TextItemInteraction
    ) -> Bool {
        self.textView(textView, shouldInteractWith: url, in: characterRange)
    }
    public func textView(_ textView: TextView, shouldInteractWith url: URL, in characterRange: NSRange) -> Bool {
        true
    }
    public func textView(_ textView: TextView, insertInputSuggestion inputSuggestion: InputSuggestion) {}
}

/// A multiline text view (UITextView): it scrolls, wraps, and sizes itself to its text when scrolling is off.
@preconcurrency @MainActor
open class TextView: ScrollView, TextInput, TextInputEditing {
    /// How text is sized around letterforms that reach past the line (UILetterformAwareAdjusting).
    open var sizingRule = LetterformAwareSizingRule.typographic
    /// Whether Writing Tools may rewrite the text; kept as set: Linux has no Writing Tools.
    open var writingToolsBehavior = WritingToolsBehavior.default
    override open class func appearance() -> TextView { Appearance.proxy(for: self) { TextView() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> TextView
    {
        Appearance.proxy(for: self, containers: containerTypes) { TextView() }
    }
    override open class func appearance(for trait: TraitCollection) -> TextView {
        Appearance.proxy(for: self, traits: trait) { TextView() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> TextView {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { TextView() }
    }

    /// The text; setting it tells the delegate nothing and puts the caret at its end, as in UIKit.
    open var text: String! = "" {
        didSet {
            if storedAttributedText?.string != text { storedAttributedText = nil }
            selectedRange = TextEdit.end(of: text)
            marked = nil
            invalidateIntrinsicContentSize()
        }
    }
    private var marked: NSRange?
    /// The text with its attributes; never nil: without attributes of its own it is ``text`` in ``font`` and
    /// ``textColor``. Setting it sets ``text``.
    open var attributedText: NSAttributedString! {
        get {
            storedAttributedText
                ?? NSAttributedString(
                    string: text ?? "",
                    attributes: [.font: font ?? .systemFont(ofSize: 12), .foregroundColor: textColor ?? .label])
        }
        set {
            storedAttributedText = newValue
            text = newValue?.string ?? ""
        }
    }
    private var storedAttributedText: NSAttributedString?
    /// The area the text is laid out in: its ``NSTextContainer/lineFragmentPadding`` (5 points) is added to
    /// ``textContainerInset`` on each side, as in UIKit.
    public let textContainer: NSTextContainer

    /// A text view laying its text out in `textContainer` (a container of its own when nil).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
    }

    /// What lays the text out in ``textContainer`` (TextKit 1), made on first use.
    public var layoutManager: NSLayoutManager {
        if let ownLayoutManager { return ownLayoutManager }
        let manager = NSLayoutManager()
        manager.textView = self
        manager.addTextContainer(textContainer)
        ownLayoutManager = manager
        return manager
    }
    private var ownLayoutManager: NSLayoutManager?

    /// A text view with a container of its own.
    public override convenience init(frame: CGRect = .zero) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view that lays out with TextKit 2 or, when false, TextKit 1 (the same layout headless).
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }
    /// The kinds of data turned into links when the view is not editable; none by default.
    open var dataDetectorTypes = DataDetectorTypes()
    /// Whether text is scaled as on other platforms (Mac Catalyst); false by default.
    open var usesStandardTextScaling = false
    /// Whether the find bar can search the text; false by default.
    open var isFindInteractionEnabled = false
    /// The border drawn around the view; none by default.
    open var borderStyle = BorderStyle.none
    /// The attributes highlighted text is drawn with.
    open var textHighlightAttributes: [NSAttributedString.Key: Any]! = [:]
    /// Whether Writing Tools is rewriting the text: never headless (it is an Apple Intelligence service).
    open var isWritingToolsActive: Bool { false }

    /// The kinds of border a text view draws.
    public enum BorderStyle: Int, Hashable, Sendable {
        case none = 0
        case roundedRect = 3
    }

    /// Posted with the view as object when it begins editing.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted with the view as object when it ends editing.
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")
    /// Posted with the view as object each time its text changes through editing.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    open var font: Font? = .systemFont(ofSize: 12)
    open var textColor: Color? = .label
    // The keyboard's settings (UITextInputTraits).
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
    private var customInputView: View?
    /// Shown instead of the system keyboard while editing.
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
    /// Whether inserting text replaces all of it.
    open var clearsOnInsertion = false
    open var allowsEditingTextAttributes = false
    open var adjustsFontForContentSizeCategory = false
    /// The attributes of what is typed next.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes links are drawn with.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// The selected characters, as a range of UTF-16 offsets (the end of the text after typing).
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The selected ranges: the one ``selectedRange``.
    open var selectedRanges: [NSRange] {
        get { [selectedRange] }
        set { selectedRange = newValue.first ?? NSRange(location: 0, length: 0) }
    }
    open var textAlignment = TextAlignment.natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The delegate as a text view delegate: ``ScrollView/delegate`` when it is one (UIKit's single `delegate`).
    /// Setting it sets `delegate`.
    open var textViewDelegate: (any TextViewDelegate)? {
        get { delegate as? any TextViewDelegate }
        set { delegate = newValue }
    }
    public private(set) var isEditing = false

    /// Types `string` at the end (beyond UIKit, headless): `textViewShouldBeginEditing` and
    /// `textViewDidBeginEditing` first, then, for each change the delegate allows, `textViewDidChange`.
    public func type(_ string: String) {
        guard isEditable else { return }
        guard becomeFirstResponder() else { return }
        for character in string { insertText(String(character)) }
    }

    /// Whether the view has any text (UIKeyInput).
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Inserts `text` at the caret, which headless editing keeps at the end (UIKeyInput): offered to
    /// `shouldChangeTextIn`, and if taken, `textViewDidChangeSelection` and `textViewDidChange` follow.
    open func insertText(_ text: String) {
        replaceText(marked ?? selectedRange, with: text)
    }

    /// Deletes the selection, or the character before the caret (UIKeyInput), as the delete key does.
    open func deleteBackward() {
        guard
            let range = selectedRange.length > 0
                ? selectedRange : TextEdit.characterBefore(selectedRange.location, in: text)
        else { return }
        replaceText(range, with: "")
    }

    // MARK: Edit actions (on the selection, as typing edits: see ``TextInputEditing``)

    open override func copy(_ sender: Any?) { copySelection() }
    open override func cut(_ sender: Any?) { cutSelection() }
    open override func paste(_ sender: Any?) { pasteOverSelection() }
    open override func delete(_ sender: Any?) { deleteSelection() }
    open override func select(_ sender: Any?) { selectWord() }
    open override func selectAll(_ sender: Any?) { selectEverything() }

    var editedText: String? { text }
    var editedSelection: NSRange { selectedRange }

    func edit(_ range: NSRange, with replacement: String) { replaceText(range, with: replacement) }

    // MARK: UITextInput

    /// The attributes of the text at `position`, or the view's font and text colour for plain text.
    open func textStyling(at position: TextPosition, in direction: TextStorageDirection)
        -> [NSAttributedString.Key: Any]?
    {
        styling(at: position, in: direction, attributed: attributedText, font: font, textColor: textColor)
    }

    /// Asks the delegate what typing asks.
    open func shouldChangeText(in range: TextRange, replacementText text: String) -> Bool {
        mayReplace(TextPositions.nsRange(range, in: self.text), with: text)
    }

    /// Whether the delegate lets `range` be replaced with `replacement` (`textView(_:shouldChangeTextInRanges:…)`,
    /// which by default asks `textView(_:shouldChangeTextIn:replacementText:)`): what typing and
    /// ``shouldChangeText(in:replacementText:)`` ask.
    private func mayReplace(_ range: NSRange, with replacement: String) -> Bool {
        textViewDelegate?.textView(
            self, shouldChangeTextInRanges: [NSValue(range: range)], replacementText: replacement) ?? true
    }

    /// ``selectedRange`` as a text range; setting it tells `textViewDidChangeSelection`. Nil puts the caret at
    /// the end.
    open var selectedTextRange: TextRange? {
        get { TextPositions.range(selectedRange) }
        set {
            inputDelegate?.selectionWillChange(self)
            selectedRange = newValue.map { TextPositions.nsRange($0, in: text) } ?? TextEdit.end(of: text)
            inputDelegate?.selectionDidChange(self)
            textViewDelegate?.textViewDidChangeSelection(self)
        }
    }
    open var markedTextRange: TextRange? { marked.map(TextPositions.range) }
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    open weak var inputDelegate: (any TextInputDelegate)?
    /// Finds word, line and paragraph boundaries in the text (a string tokenizer: it keeps no state).
    open var tokenizer: any TextInputTokenizer { TextInputStringTokenizer(textInput: self) }
    open var beginningOfDocument: TextPosition { TextPosition(offset: 0) }
    open var endOfDocument: TextPosition { TextPosition(offset: (text ?? "").utf16.count) }
    open func text(in range: TextRange) -> String? { TextPositions.text(in: range, of: text) }

    /// Replaces `range` with `text` as code does (no `shouldChangeTextIn`): the caret goes after it, then
    /// `textViewDidChange`.
    open func replace(_ range: TextRange, withText text: String) {
        let range = TextPositions.nsRange(range, in: self.text)
        inputDelegate?.textWillChange(self)
        self.text = TextEdit.replacing(range, in: self.text, with: text)
        selectedRange = NSRange(location: range.location + text.utf16.count, length: 0)
        inputDelegate?.textDidChange(self)
        textViewDelegate?.textViewDidChange(self)
    }

    /// Marks `markedText` in place of the marked text (or the selection), `selectedRange` selected inside it.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let marking = TextEdit.marking(
            markedText, over: marked ?? self.selectedRange, selecting: selectedRange, in: text)
        text = marking.text
        (marked, self.selectedRange) = (marking.marked, marking.selection)
    }

    open func unmarkText() { marked = nil }

    /// Left and right move through the text; up and down move to the same column of the line above or below
    /// (nil past the first or last line).
    open func position(from position: TextPosition, in direction: TextLayoutDirection, offset: Int) -> TextPosition? {
        guard direction == .up || direction == .down else {
            return self.position(from: position, offset: direction == .right ? offset : -offset)
        }
        let lines = TextPositions.lines(of: text)
        guard let index = lines.lastIndex(where: { $0.start <= position.offset }) else { return nil }
        let target = index + (direction == .down ? offset : -offset)
        guard lines.indices.contains(target) else { return nil }
        let column = position.offset - lines[index].start
        return TextPosition(offset: lines[target].start + min(column, lines[target].text.utf16.count))
    }

    /// Where the caret at `position` is drawn: lines break at line breaks only (headless text does not wrap
    /// here), each a line of the font tall, inside the container's insets and padding.
    open func caretRect(for position: TextPosition) -> CGRect {
        let font = font ?? .systemFont(ofSize: 12)
        let lines = TextPositions.lines(of: text)
        let index = lines.lastIndex { $0.start <= position.offset } ?? 0
        let line = lines[index]
        let column = min(max(position.offset - line.start, 0), line.text.utf16.count)
        let prefix = String(decoding: Array(line.text.utf16)[..<column], as: UTF16.self)
        return CGRect(
            x: textLeft + TextPositions.width(of: prefix, font: font),
            y: textContainerInset.top + CGFloat(index) * font.lineHeight, width: 2, height: font.lineHeight)
    }

    /// The rectangle of `range`'s characters on its first line.
    open func firstRect(for range: TextRange) -> CGRect {
        let start = caretRect(for: range.start)
        let end = caretRect(for: range.end)
        let right = end.minY == start.minY ? end.minX : bounds.width - textContainerInset.right
        return CGRect(x: start.minX, y: start.minY, width: max(right - start.minX, 0), height: start.height)
    }

    open func selectionRects(for range: TextRange) -> [TextSelectionRect] {
        [TextSelectionRect(rect: firstRect(for: range), containsStart: true, containsEnd: true)]
    }

    open func closestPosition(to point: CGPoint) -> TextPosition? {
        let font = font ?? .systemFont(ofSize: 12)
        let lines = TextPositions.lines(of: text)
        let index = min(max(Int((point.y - textContainerInset.top) / font.lineHeight), 0), lines.count - 1)
        return TextPosition(
            offset: TextPositions.closestOffset(
                toX: point.x - textLeft, line: lines[index].text, start: lines[index].start, font: font))
    }

    /// Where lines start: the left inset and the container's padding.
    private var textLeft: CGFloat { textContainerInset.left + textContainer.lineFragmentPadding }

    private func replaceText(_ range: NSRange, with replacement: String) {
        guard mayReplace(range, with: replacement) else { return }
        text = TextEdit.replacing(range, in: text, with: replacement)
        selectedRange = NSRange(location: range.location + replacement.utf16.count, length: 0)
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: TextView.textDidChangeNotification, object: self)
    }

    /// An editable text view takes the keyboard.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing: `textViewShouldBeginEditing`, then `textViewDidBeginEditing`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        SoftwareKeyboard.editing { () -> Bool in
            guard !isEditing else { return true }
            guard isEditable, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
            guard super.becomeFirstResponder() else { return false }
            isEditing = true
            textViewDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: TextView.textDidBeginEditingNotification, object: self)
            return true
        }
    }

    /// Ends editing: `textViewShouldEndEditing`, then `textViewDidEndEditing`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        SoftwareKeyboard.editing { () -> Bool in
            guard isEditing else { return true }
            guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
            resignWithoutAsking()
            return true
        }
    }

    override func resignWithoutAsking() {
        SoftwareKeyboard.editing {
            guard isEditing else { return super.resignWithoutAsking() }
            isEditing = false
            super.resignWithoutAsking()
            textViewDelegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: TextView.textDidEndEditingNotification, object: self)
        }
    }

    /// The text's height at `size.width` with the insets: what a self-sizing cell with a text view that does
    /// not scroll uses.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: TextView.measure(text ?? "", in: self, width: size.width))
    }

    /// No intrinsic size while it scrolls; else its text's height at its width, which Auto Layout measures at the
    /// width it solves (`measuresHeightAtWidth`), not at the width the view has before its first layout.
    open override var intrinsicContentSize: CGSize {
        isScrollEnabled
            ? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
            : CGSize(width: View.noIntrinsicMetric, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }

    override var measuresHeightAtWidth: Bool { !isScrollEnabled }

    override var heightAtWidthKey: String {
        "\(text ?? "")|\(font?.pointSize ?? 0)|\(textContainerInset.top),\(textContainerInset.bottom)|"
            + "\(textContainerInset.left),\(textContainerInset.right),\(textContainer.lineFragmentPadding)"
    }
}

extension TextView {
    /// What ``interactionState`` saves: the selection and where the text is scrolled to.
    struct InteractionState {
        let selectedRange: NSRange
        let contentOffset: CGPoint
    }

    /// The selection and scroll position, to save and later restore (after a state restoration, say): assigning a
    /// value read from a text view restores both; anything else is ignored.
    public var interactionState: Any {
        get { InteractionState(selectedRange: selectedRange, contentOffset: contentOffset) }
        set {
            guard let state = newValue as? InteractionState else { return }
            selectedRange = state.selectedRange
            contentOffset = state.contentOffset
        }
    }

    /// Scrolls the least that shows the lines of `range`, measured at the view's width (nothing when the view
    /// does not scroll or the range starts past the text).
    public func scrollRangeToVisible(_ range: NSRange) {
        let utf16 = (text ?? "").utf16
        guard isScrollEnabled, range.location >= 0, range.location <= utf16.count else { return }
        let end = min(range.location + max(range.length, 0), utf16.count)
        func height(upTo offset: Int) -> CGFloat {
            let prefix = String(utf16.prefix(offset)) ?? ""
            return TextView.measure(prefix, in: self, width: bounds.width)
        }
        let top = range.location == 0 ? 0 : height(upTo: range.location) - (font ?? .systemFont(ofSize: 12)).lineHeight
        let bottom = height(upTo: end)
        let visible = bounds.height
        var offset = contentOffset.y
        if bottom > offset + visible { offset = bottom - visible }
        if top < offset { offset = top }
        let maximum = max(contentSize.height - visible, 0)
        contentOffset = CGPoint(x: contentOffset.x, y: min(max(offset, 0), maximum))
    }

    /// The height of `string`'s lines at `lineWidth` (no insets or padding).
    func textHeight(of string: String, lineWidth: CGFloat) -> CGFloat {
        guard !string.isEmpty else { return 0 }
        let label = Label()
        label.text = string
        label.numberOfLines = 0
        label.font = font ?? .systemFont(ofSize: 12)
        return label.sizeThatFits(CGSize(width: lineWidth, height: 0)).height
    }

    /// The width of `string` on one line.
    func singleLineWidth(of string: String) -> CGFloat {
        let label = Label()
        label.text = string
        label.font = font ?? .systemFont(ofSize: 12)
        return label.sizeThatFits(.zero).width
    }

    /// The height `string` takes in `textView` at `width`, insets and padding included.
    static func measure(_ string: String, in textView: TextView, width: CGFloat) -> CGFloat {
        let inset = textView.textContainerInset
        let lineWidth = max(width - inset.left - inset.right - textView.textContainer.lineFragmentPadding * 2, 1)
        let lines = string.isEmpty ? 0 : textView.textHeight(of: string, lineWidth: lineWidth)
        return lines + inset.top + inset.bottom
    }
}
