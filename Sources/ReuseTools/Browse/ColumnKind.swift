/// What a column holds, inferred from a sample of its values: numbers are right-aligned, everything else left.
enum ColumnKind: String, Sendable, CaseIterable {
    /// No value in the sample (or only missing-value markers).
    case empty
    /// Whole numbers: an optional sign and digits (`-42`, `007`).
    case integer
    /// Numbers with a fraction or an exponent (`3.25`, `-1e-3`, `.5`), and integers mixed with them.
    case decimal
    /// ISO 8601 dates, with or without a time (`2013-01-01`, `2013-01-01 05:17`, `2013-01-01T05:17:00Z`).
    case date
    /// `true`/`false` or `yes`/`no`, in any case.
    case boolean
    /// Anything else, and any mixture of the kinds above that is not integer with decimal.
    case text

    /// Whether values of the kind line up on the right.
    var isNumeric: Bool { self == .integer || self == .decimal }

    /// Values that mean "missing" in the files people browse (R writes `NA`, pandas `NaN`, SQL tools `NULL`):
    /// they do not decide a column's kind.
    static let missing: Set<String> = ["", "NA", "N/A", "NaN", "nan", "null", "NULL", "None"]

    /// The kind of the values in `sample`: the one kind every present value has, `decimal` for integers mixed
    /// with decimals, `empty` when no value is present, `text` otherwise.
    ///
    /// - Complexity: O(total length of the sample).
    static func infer(_ sample: some Sequence<String>) -> ColumnKind {
        var kind = ColumnKind.empty
        for value in sample {
            let trimmed = value.trimmingSpaces
            if missing.contains(String(trimmed)) { continue }
            let next = of(trimmed)
            switch (kind, next) {
            case (.empty, _): kind = next
            case (let a, let b) where a == b: continue
            case (.integer, .decimal), (.decimal, .integer): kind = .decimal
            default: return .text
            }
        }
        return kind
    }

    /// The kind of one present value.
    static func of(_ value: Substring) -> ColumnKind {
        let bytes = Array(value.utf8)
        if isInteger(bytes[...]) { return .integer }
        if isDecimal(bytes) { return .decimal }
        if isDate(bytes) { return .date }
        switch value.lowercased() {
        case "true", "false", "yes", "no": return .boolean
        default: return .text
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isInteger(_ bytes: ArraySlice<UInt8>) -> Bool {
        var digits = bytes
        if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        return !digits.isEmpty && digits.count <= 40 && digits.allSatisfy(isDigit)
    }

    /// A sign, digits with at most one point (at least one digit in all), and an optional exponent.
    private static func isDecimal(_ bytes: [UInt8]) -> Bool {
        var mantissa = bytes[...]
        var exponent: ArraySlice<UInt8>?
        if let e = bytes.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            mantissa = bytes[..<e]
            exponent = bytes[(e + 1)...]
        }
        if let exponent, !isInteger(exponent) { return false }
        if let first = mantissa.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            mantissa = mantissa.dropFirst()
        }
        let points = mantissa.filter { $0 == UInt8(ascii: ".") }.count
        let digits = mantissa.filter(isDigit).count
        return points <= 1 && digits > 0 && digits + points == mantissa.count && mantissa.count <= 60
    }

    /// `YYYY-MM-DD`, then optionally `T` or a space and `HH:MM`, optional `:SS`, fraction and zone.
    private static func isDate(_ bytes: [UInt8]) -> Bool {
        func digits(_ range: Range<Int>) -> Bool { range.upperBound <= bytes.count && bytes[range].allSatisfy(isDigit) }
        guard bytes.count >= 10, digits(0..<4), bytes[4] == UInt8(ascii: "-"), digits(5..<7),
            bytes[7] == UInt8(ascii: "-"), digits(8..<10)
        else { return false }
        let month = Int(bytes[5] - 0x30) * 10 + Int(bytes[6] - 0x30)
        let day = Int(bytes[8] - 0x30) * 10 + Int(bytes[9] - 0x30)
        guard (1...12).contains(month), (1...31).contains(day) else { return false }
        if bytes.count == 10 { return true }
        guard bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "), digits(11..<13),
            bytes.count >= 16, bytes[13] == UInt8(ascii: ":"), digits(14..<16)
        else { return false }
        // Seconds, fraction and zone: digits and the characters they are written with.
        return bytes[16...].allSatisfy { isDigit($0) || ":.+-Z".utf8.contains($0) }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[start...end]
    }
}
