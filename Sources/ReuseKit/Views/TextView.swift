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
    func textViewDidChange(_ textView: TextView)
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
    public func textViewDidChange(_ textView: TextView) {}
}

/// A multiline text view (UITextView): it scrolls, wraps, and sizes itself to its text when scrolling is off.
@preconcurrency @MainActor
open class TextView: ScrollView, TextInputTraits {
    open var text: String! = "" {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var attributedText: NSAttributedString?
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
        for character in string {
            let location = (text ?? "").utf16.count
            guard
                textViewDelegate?.textView(
                    self, shouldChangeTextIn: NSRange(location: location, length: 0),
                    replacementText: String(character)) ?? true
            else { continue }
            text = (text ?? "") + String(character)
            textViewDelegate?.textViewDidChange(self)
        }
    }

    /// An editable text view takes the keyboard.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing: `textViewShouldBeginEditing`, then `textViewDidBeginEditing`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard isEditable, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        textViewDelegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Ends editing: `textViewShouldEndEditing`, then `textViewDidEndEditing`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        resignWithoutAsking()
        return true
    }

    override func resignWithoutAsking() {
        guard isEditing else { return super.resignWithoutAsking() }
        isEditing = false
        super.resignWithoutAsking()
        textViewDelegate?.textViewDidEndEditing(self)
    }

    /// The text's height at `size.width` with the insets: what a self-sizing cell with a text view that does
    /// not scroll uses.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let label = Label()
        label.text = text
        label.numberOfLines = 0
        label.font = font ?? .systemFont(ofSize: 12)
        let width = max(size.width - textContainerInset.left - textContainerInset.right, 1)
        let text = label.sizeThatFits(CGSize(width: width, height: 0))
        return CGSize(width: size.width, height: text.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// No intrinsic size while it scrolls; else its text's height at its width, which Auto Layout measures at the
    /// width it solves (``measuresHeightAtWidth``), not at the width the view has before its first layout.
    open override var intrinsicContentSize: CGSize {
        isScrollEnabled
            ? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
            : CGSize(width: View.noIntrinsicMetric, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }

    override var measuresHeightAtWidth: Bool { !isScrollEnabled }

    override var heightAtWidthKey: String {
        "\(text ?? "")|\(font?.pointSize ?? 0)|\(textContainerInset.top),\(textContainerInset.bottom)"
    }
}
