import Foundation

/// Whole numbers with the locale's digit grouping, as `formatted()` writes them (`1,000,000`), without asking
/// the number formatter each time: a status line writes a number every frame, and `formatted()` costs tens of
/// microseconds. The locale's separator and group sizes are learned once from `formatted()` itself; a locale
/// whose digits are not ASCII, or whose grouping this does not recognise, keeps `formatted()`.
public enum GroupedNumber {
    /// A locale's separator and the sizes of the last group and of the others (3 and 3 in most locales; 3 and 2 in
    /// India's).
    typealias Grouping = (separator: String, last: Int, others: Int)

    /// This locale's grouping, or nil when `formatted()` is used.
    private static let grouping: Grouping? = learn(1_234_567_890.formatted())

    /// Reads the grouping from how `formatted()` writes 1234567890.
    static func learn(_ sample: String) -> Grouping? {
        var groups: [String] = [""]
        var separator: String?
        for character in sample {
            if let ascii = character.asciiValue, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii) {
                groups[groups.count - 1].append(character)
            } else {
                // Every separator must be the same single character.
                if let separator, separator != String(character) { return nil }
                separator = String(character)
                groups.append("")
            }
        }
        guard groups.joined() == "1234567890", let separator, groups.count >= 3, !groups.contains(where: \.isEmpty)
        else {
            return nil
        }
        let last = groups[groups.count - 1].count
        let others = groups[groups.count - 2].count
        guard groups.dropFirst().dropLast().allSatisfy({ $0.count == others }) else { return nil }
        return (separator, last, others)
    }

    /// `value` as `value.formatted()` writes it.
    ///
    /// - Complexity: O(digits).
    public static func text(_ value: Int) -> String {
        guard let grouping, value >= 0 else { return value.formatted() }
        return text(value, grouping: grouping)
    }

    static func text(_ value: Int, grouping: Grouping) -> String {
        let digits = String(value)
        let count = digits.utf8.count
        guard count > grouping.last else { return digits }
        // Where each group after the first begins, from the right: the last group, then the others.
        var starts: [Int] = []
        var start = count - grouping.last
        while start > 0 {
            starts.append(start)
            start -= grouping.others
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + starts.count * grouping.separator.utf8.count)
        var next = starts.popLast()
        for (offset, digit) in digits.utf8.enumerated() {
            if offset == next {
                bytes.append(contentsOf: grouping.separator.utf8)
                next = starts.popLast()
            }
            bytes.append(digit)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
