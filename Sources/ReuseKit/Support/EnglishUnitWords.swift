import Foundation

/// What the duration formatters (``RelativeDateTimeFormatter``, ``DateComponentsFormatter``) share: numbers
/// spelled out in English, and a first capital where the formatting context asks for one.
enum EnglishUnitWords {
    private static let spellOut: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    /// `number` in words ("twenty-one").
    static func spelledOut(_ number: Int) -> String {
        spellOut.string(from: NSNumber(value: number)) ?? String(number)
    }

    /// `text` with a capital first letter at the beginning of a sentence or standing alone.
    static func capitalized(_ text: String, for context: Formatter.Context) -> String {
        guard context == .beginningOfSentence || context == .standalone, let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
