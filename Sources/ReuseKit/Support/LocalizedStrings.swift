import Foundation

// `String(localized:)` and `String.LocalizationValue`, which Foundation on Apple's platforms has (iOS 15) and
// Foundation on Linux does not: UIKit code written since then localizes its titles with them.

extension String {
    /// A localizable string and the values interpolated into it (Foundation's `String.LocalizationValue`): the
    /// key is the literal text with a format specifier for each value, as Xcode extracts it into a strings
    /// file (`"\(count) photos"` is the key `"%lld photos"`), and the values fill the translation's
    /// specifiers.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// One interpolated value, kept as what its format specifier reads.
        enum Argument: Hashable, Sendable {
            case object(String)
            case signed(Int64)
            case unsigned(UInt64)
            case double(Double)
            case float(Float)

            var formatArgument: any CVarArg {
                switch self {
                case .object(let string): NSString(string: string)
                case .signed(let value): value
                case .unsigned(let value): value
                case .double(let value): value
                case .float(let value): Double(value)
                }
            }
        }

        /// The key: the literal text, with `%` written `%%` when values follow, and a specifier per value.
        public let key: String
        let arguments: [Argument]

        /// A value whose key is `value` itself, with nothing interpolated.
        public init(_ value: String) {
            key = value
            arguments = []
        }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// The key with its values, untranslated: what shows when no strings file translates it.
        public var description: String { resolve(key) }

        /// `format` (the key's translation) with the values put in.
        func resolve(_ format: String, locale: Locale? = nil) -> String {
            arguments.isEmpty
                ? format : String(format: format, locale: locale, arguments: arguments.map(\.formatArgument))
        }

        /// Builds the key and the values of an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [Argument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            }

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            mutating func append(_ argument: Argument, specifier: String) {
                key += specifier
                arguments.append(argument)
            }

            public mutating func appendInterpolation(_ string: String) { append(.object(string), specifier: "%@") }

            public mutating func appendInterpolation<T: StringProtocol>(_ string: T) {
                append(.object(String(string)), specifier: "%@")
            }

            public mutating func appendInterpolation<T: BinaryInteger & SignedInteger>(_ value: T) {
                append(.signed(Int64(clamping: value)), specifier: "%lld")
            }

            public mutating func appendInterpolation<T: BinaryInteger & UnsignedInteger>(_ value: T) {
                append(.unsigned(UInt64(clamping: value)), specifier: "%llu")
            }

            public mutating func appendInterpolation(_ value: Double) { append(.double(value), specifier: "%lf") }
            public mutating func appendInterpolation(_ value: Float) { append(.float(value), specifier: "%f") }
            public mutating func appendInterpolation(_ value: CGFloat) {
                append(.double(Double(value)), specifier: "%lf")
            }

            /// A value written by a format style (`\(price, format: .currency(code: "EUR"))`).
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatOutput == String {
                append(.object(format.format(input)), specifier: "%@")
            }

            /// An object's description, as `%@` prints it.
            public mutating func appendInterpolation<T: NSObject>(_ object: T) {
                append(.object(object.description), specifier: "%@")
            }

            /// Another localizable value, its key and values inlined.
            public mutating func appendInterpolation(_ value: LocalizationValue) {
                append(.object(value.description), specifier: "%@")
            }
        }
    }

    /// The translation of `keyAndValue` from `table` of `bundle` (`Localizable` of the main bundle by default),
    /// with its values put in; the key itself, with its values, when no strings file translates it.
    ///
    /// - Complexity: one lookup in the bundle's strings table, and formatting linear in the result.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let format = (bundle ?? .main).localizedString(forKey: keyAndValue.key, value: keyAndValue.key, table: table)
        self = keyAndValue.resolve(format, locale: locale)
    }

    /// The translation of `key`, or `defaultValue` (with its values put in) when no strings file translates it.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let name = key.description
        let format = (bundle ?? .main).localizedString(forKey: name, value: defaultValue.key, table: table)
        self = defaultValue.resolve(format, locale: locale)
    }
}
