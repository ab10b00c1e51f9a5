import Foundation

/// The keyboard settings of a text input (UITextInputTraits): ``TextField``, ``TextView`` and ``SearchBar``
/// keep each of them, with UIKit's defaults. There is no on-screen keyboard on Linux, so they change nothing
/// headless, but code that sets them (a search bar without autocorrection, a password field) compiles and
/// reads back what it set.
@preconcurrency @MainActor
public protocol TextInputTraits: AnyObject {
    var autocapitalizationType: AutocapitalizationType { get set }
    var autocorrectionType: TextAutocorrectionType { get set }
    var spellCheckingType: TextSpellCheckingType { get set }
    var smartQuotesType: TextSmartQuotesType { get set }
    var smartDashesType: TextSmartDashesType { get set }
    var smartInsertDeleteType: TextSmartInsertDeleteType { get set }
    var inlinePredictionType: TextInlinePredictionType { get set }
    var mathExpressionCompletionType: TextMathExpressionCompletionType { get set }
    var keyboardType: KeyboardType { get set }
    var keyboardAppearance: KeyboardAppearance { get set }
    var returnKeyType: ReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: TextContentType! { get set }
    var passwordRules: TextInputPasswordRules? { get set }
    var allowsNumberPadPopover: Bool { get set }
    var writingToolsBehavior: WritingToolsBehavior { get set }
}

/// Every trait is optional, as UIKit's Objective-C protocol makes them: a view that adopts ``KeyInput`` (or
/// these traits) declares only the ones it sets, `var keyboardType: UIKeyboardType = .numberPad` say; the others
/// read UIKit's defaults and keep nothing.
extension TextInputTraits {
    public var autocapitalizationType: AutocapitalizationType {
        get { .sentences }
        set {}
    }
    public var autocorrectionType: TextAutocorrectionType {
        get { .default }
        set {}
    }
    public var spellCheckingType: TextSpellCheckingType {
        get { .default }
        set {}
    }
    public var smartQuotesType: TextSmartQuotesType {
        get { .default }
        set {}
    }
    public var smartDashesType: TextSmartDashesType {
        get { .default }
        set {}
    }
    public var smartInsertDeleteType: TextSmartInsertDeleteType {
        get { .default }
        set {}
    }
    public var inlinePredictionType: TextInlinePredictionType {
        get { .default }
        set {}
    }
    public var mathExpressionCompletionType: TextMathExpressionCompletionType {
        get { .default }
        set {}
    }
    public var keyboardType: KeyboardType {
        get { .default }
        set {}
    }
    public var keyboardAppearance: KeyboardAppearance {
        get { .default }
        set {}
    }
    public var returnKeyType: ReturnKeyType {
        get { .default }
        set {}
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    public var textContentType: TextContentType! {
        get { nil }
        set {}
    }
    public var passwordRules: TextInputPasswordRules? {
        get { nil }
        set {}
    }
    public var allowsNumberPadPopover: Bool {
        get { false }
        set {}
    }
    public var writingToolsBehavior: WritingToolsBehavior {
        get { .default }
        set {}
    }
}

/// What takes typed text (UIKeyInput): ``TextField`` and ``TextView`` adopt it, and so can a view of a client's
/// own (a PIN or one-time-code view that draws its digits) with `canBecomeFirstResponder` overridden. Headless
/// typing (`type(_:)`) calls ``insertText(_:)`` for each character, and the delete key ``deleteBackward()``, so a
/// subclass that overrides them hears every key.
@preconcurrency @MainActor
public protocol KeyInput: TextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the caret.
    func insertText(_ text: String)
    /// Deletes the character before the caret.
    func deleteBackward()
}

/// Whether the keyboard corrects spelling as the user types (UITextAutocorrectionType).
public enum TextAutocorrectionType: Int, Hashable, Sendable { case `default`, no, yes }
/// Whether misspelled words are marked (UITextSpellCheckingType).
public enum TextSpellCheckingType: Int, Hashable, Sendable { case `default`, no, yes }
/// Whether straight quotes become curly ones (UITextSmartQuotesType).
public enum TextSmartQuotesType: Int, Hashable, Sendable { case `default`, no, yes }
/// Whether two hyphens become a dash (UITextSmartDashesType).
public enum TextSmartDashesType: Int, Hashable, Sendable { case `default`, no, yes }
/// Whether spaces are added and removed around pasted and deleted words (UITextSmartInsertDeleteType).
public enum TextSmartInsertDeleteType: Int, Hashable, Sendable { case `default`, no, yes }
/// Whether the keyboard offers the rest of a word inline (UITextInlinePredictionType).
public enum TextInlinePredictionType: Int, Hashable, Sendable { case `default`, no, yes }
/// Whether typed arithmetic is completed with its result (UITextMathExpressionCompletionType).
public enum TextMathExpressionCompletionType: Int, Hashable, Sendable { case `default`, no, yes }

/// The keyboard's colours (UIKeyboardAppearance).
public enum KeyboardAppearance: Int, Hashable, Sendable {
    case `default`, dark, light
    public static let alert = KeyboardAppearance.dark
}

/// What a text input holds, for autofill (UITextContentType): `.username`, `.password`, `.oneTimeCode`…
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = TextContentType("name")
    public static let namePrefix = TextContentType("honorific-prefix")
    public static let givenName = TextContentType("given-name")
    public static let middleName = TextContentType("additional-name")
    public static let familyName = TextContentType("family-name")
    public static let nameSuffix = TextContentType("honorific-suffix")
    public static let nickname = TextContentType("nickname")
    public static let jobTitle = TextContentType("organization-title")
    public static let organizationName = TextContentType("organization")
    public static let location = TextContentType("location")
    public static let fullStreetAddress = TextContentType("street-address")
    public static let streetAddressLine1 = TextContentType("address-line1")
    public static let streetAddressLine2 = TextContentType("address-line2")
    public static let addressCity = TextContentType("address-level2")
    public static let addressState = TextContentType("address-level1")
    public static let addressCityAndState = TextContentType("address-level1+2")
    public static let sublocality = TextContentType("address-level3")
    public static let countryName = TextContentType("country-name")
    public static let postalCode = TextContentType("postal-code")
    public static let telephoneNumber = TextContentType("tel")
    public static let emailAddress = TextContentType("email")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// UIKit spells it so: `.URL`.
    public static let URL = TextContentType("url")
    public static let creditCardNumber = TextContentType("cc-number")
    public static let username = TextContentType("username")
    public static let password = TextContentType("password")
    public static let newPassword = TextContentType("new-password")
    public static let oneTimeCode = TextContentType("one-time-code")
    public static let shipmentTrackingNumber = TextContentType("shipment-tracking-number")
    public static let flightNumber = TextContentType("flight-number")
    public static let dateTime = TextContentType("date-time")
    public static let birthdate = TextContentType("bday")
}

/// The rules a new password must follow, as a descriptor (UITextInputPasswordRules), e.g.
/// `"required: lower; required: upper; minlength: 8;"`.
public final class TextInputPasswordRules: Hashable, Sendable, CustomStringConvertible {
    public let passwordRulesDescriptor: String
    public init(descriptor: String) { passwordRulesDescriptor = descriptor }
    public var description: String { passwordRulesDescriptor }
    public static func == (a: TextInputPasswordRules, b: TextInputPasswordRules) -> Bool {
        a.passwordRulesDescriptor == b.passwordRulesDescriptor
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(passwordRulesDescriptor) }
}

extension KeyboardType {
    /// The deprecated spelling of ``asciiCapable``.
    public static let alphabet = KeyboardType.asciiCapable
}

/// How a label or text input sizes lines around letterforms that reach past them (UILetterformAwareSizingRule).
public enum LetterformAwareSizingRule: Int, Hashable, Sendable {
    case typographic, oversize
}

/// How much Writing Tools may do with a text input's text (UIWritingToolsBehavior).
public enum WritingToolsBehavior: Int, Hashable, Sendable {
    case none = -1
    case `default` = 0
    case complete = 1
    case limited = 2
}
