import Foundation

/// Writes how far a date is from another in words, "2 hours ago", "in 3 days", "yesterday" (Foundation's
/// `RelativeDateTimeFormatter`, iOS 13, which Foundation on Linux lacks; list cells show a message's or a log
/// entry's age with it).
///
/// The difference is counted in the calendar's largest unit that is not zero, from years down to seconds, and
/// truncated, as Foundation does (90 minutes is "1 hour ago"). The words are English whatever the locale: Linux's
/// Foundation has no relative-date data to translate them with.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a difference of one unit is named ("yesterday") or counted ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
        case numeric = 0
        case named = 1
    }

    /// How long the words for the units are.
    public enum UnitsStyle: Int, Sendable {
        /// "2 hours ago".
        case full = 0
        /// "two hours ago".
        case spellOut = 1
        /// "2 hr. ago".
        case short = 2
        /// "2h ago".
        case abbreviated = 3
    }

    /// Counted ("1 day ago") by default.
    open var dateTimeStyle = DateTimeStyle.numeric
    /// Full words by default.
    open var unitsStyle = UnitsStyle.full
    /// Where the text goes: at the beginning of a sentence or alone, its first letter is a capital.
    open var formattingContext = Formatter.Context.unknown
    /// The calendar differences are counted in.
    open var calendar: Calendar! = .current
    /// The locale (kept; the words are English).
    open var locale: Locale! = .current

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How far `date` is from `referenceDate`: "in 2 days" when later, "2 days ago" when earlier.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units: Set<Calendar.Component> = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
        let later = date >= referenceDate
        let difference = (calendar ?? .current).dateComponents(
            units, from: later ? referenceDate : date, to: later ? date : referenceDate)
        let (unit, count) = Self.largest(of: difference)
        return phrase(unit, count: later ? count : -count)
    }

    /// How far a date `timeInterval` seconds from now is.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The largest nonzero component of `dateComponents`, as a distance into the future (negative: the past).
    open func localizedString(from dateComponents: DateComponents) -> String {
        let (unit, count) = Self.largest(of: dateComponents, signed: true)
        return phrase(unit, count: count)
    }

    /// A `Date`'s distance from now, or nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    // MARK: Words

    private enum Unit: Int {
        case year, month, week, day, hour, minute, second
    }

    private static func largest(of components: DateComponents, signed: Bool = false) -> (Unit, Int) {
        let counts: [(Unit, Int?)] = [
            (.year, components.year), (.month, components.month),
            (.week, components.weekOfMonth ?? components.weekOfYear),
            (.day, components.day), (.hour, components.hour), (.minute, components.minute),
            (.second, components.second),
        ]
        for case (let unit, let count?) in counts where count != 0 { return (unit, count) }
        return (.second, 0)
    }

    private func phrase(_ unit: Unit, count: Int) -> String {
        if dateTimeStyle == .named, let named = Self.named(unit, count: count) {
            return EnglishUnitWords.capitalized(named, for: formattingContext)
        }
        let amount = abs(count)
        let number =
            unitsStyle == .spellOut ? EnglishUnitWords.spelledOut(amount) : String(amount)
        let words = "\(number)\(unitWord(unit, plural: amount != 1))"
        return EnglishUnitWords.capitalized(count < 0 ? "\(words) ago" : "in \(words)", for: formattingContext)
    }

    private func unitWord(_ unit: Unit, plural: Bool) -> String {
        let full = ["year", "month", "week", "day", "hour", "minute", "second"][unit.rawValue]
        switch unitsStyle {
        case .full, .spellOut: return " " + full + (plural ? "s" : "")
        case .short: return " " + ["yr.", "mo.", "wk.", plural ? "days" : "day", "hr.", "min.", "sec."][unit.rawValue]
        case .abbreviated: return ["y", "mo", "w", "d", "h", "m", "s"][unit.rawValue]
        }
    }

    private static func named(_ unit: Unit, count: Int) -> String? {
        if count == 0 { return unit == .second ? "now" : nil }
        guard abs(count) == 1 else { return nil }
        switch unit {
        case .day: return count < 0 ? "yesterday" : "tomorrow"
        case .week, .month, .year:
            return (count < 0 ? "last " : "next ") + ["year", "month", "week"][unit.rawValue]
        case .hour, .minute, .second: return nil
        }
    }
}
