import Foundation

/// Told what happens in a ``TextField`` (UITextFieldDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    func textFieldDidBeginEditing(_ textField: TextField)
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    func textFieldDidEndEditing(_ textField: TextField)
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    func textFieldDidChangeSelection(_ textField: TextField)
    func textFieldShouldClear(_ textField: TextField) -> Bool
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}

/// A one-line text field (UITextField). Headless input types into it (``type(_:)``, ``deleteBackward()``,
/// ``tapReturnKey()``, ``tapClearButton()``), with the delegate's callbacks and the control events
/// (`.editingDidBegin`, `.editingChanged`, `.editingDidEnd`, `.editingDidEndOnExit`) in UIKit's order.
@preconcurrency @MainActor
open class TextField: Control {
    /// When the clear button shows.
    public enum ViewMode: Int, Hashable, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// The border drawn around the field.
    public enum BorderStyle: Int, Hashable, Sendable {
        case none, line, bezel, roundedRect
    }

    /// The text; setting it sends no event, as in UIKit.
    open var text: String? = ""
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
    open var leftView: View?
    open var rightView: View?
    open weak var delegate: (any TextFieldDelegate)?
    /// Whether the field has the keyboard.
    public private(set) var isEditing = false

    /// A field takes the keyboard.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Gives the field the keyboard: `textFieldShouldBeginEditing`, `textFieldDidBeginEditing`, `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Takes the keyboard away: `textFieldShouldEndEditing`, `textFieldDidEndEditing`, `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        endEditingNow()
        return true
    }

    override func resignWithoutAsking() {
        if isEditing { endEditingNow() } else { super.resignWithoutAsking() }
    }

    private func endEditingNow() {
        isEditing = false
        super.resignWithoutAsking()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    /// Types `string` a character at a time (beyond UIKit, headless): each is offered to
    /// `shouldChangeCharactersIn`, and if taken, `.editingChanged` and `textFieldDidChangeSelection` follow.
    public func type(_ string: String) {
        guard becomeFirstResponder() else { return }
        for character in string { replace(TextEdit.end(of: text), with: String(character)) }
    }

    /// Deletes the last character (beyond UIKit, headless).
    public func deleteBackward() {
        guard becomeFirstResponder(), let range = TextEdit.lastCharacter(of: text) else { return }
        replace(range, with: "")
    }

    /// The clear button (beyond UIKit, headless): `textFieldShouldClear`, then the text empties.
    public func tapClearButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        sendActions(for: .editingChanged)
    }

    /// The keyboard's return key (beyond UIKit, headless): `textFieldShouldReturn`, then
    /// `.editingDidEndOnExit` (which, in UIKit, ends editing when something handles it).
    public func tapReturnKey() {
        guard isEditing else { return }
        if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
    }

    private func replace(_ range: NSRange, with replacement: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
        else { return }
        text = TextEdit.replacing(range, in: text, with: replacement)
        sendActions(for: .editingChanged)
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
