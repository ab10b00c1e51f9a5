import Foundation

/// Writes a duration in words or as a clock, "1h 5m", "1 hour, 5 minutes", "1:05:00" (Foundation's
/// `DateComponentsFormatter`, which Foundation on Linux declares unavailable; cells show a video's length or a
/// countdown with it).
///
/// The duration is split into the allowed units from the largest down (with the calendar, from the reference
/// date, for months and years), and units of zero are dropped as ``zeroFormattingBehavior`` says. The words are
/// English whatever the locale: Linux's Foundation has no unit names to translate them with.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:05:00".
        case positional = 0
        /// "1h 5m".
        case abbreviated = 1
        /// "1 hr, 5 min".
        case short = 2
        /// "1 hour, 5 minutes".
        case full = 3
        /// "one hour, five minutes".
        case spellOut = 4
        /// "1hr 5min".
        case brief = 5
    }

    /// Which units of zero are written.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Every unit, zero or not.
        public static let none = ZeroFormattingBehavior([])
        /// The style's default: zeros dropped, but a clock keeps the minutes and seconds.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Zeros before the first unit that is not zero.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zeros between units that are not.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Zeros after the last unit that is not zero.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// A clock's units padded to two digits ("01:05:00").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units written: hours, minutes and seconds when empty.
    open var allowedUnits: NSCalendar.Unit = []
    open var unitsStyle = UnitsStyle.positional
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default
    /// At most this many units, the largest first; 0 for no limit.
    open var maximumUnitCount = 0
    /// Whether "About " comes first.
    open var includesApproximationPhrase = false
    /// Whether " remaining" comes last.
    open var includesTimeRemainingPhrase = false
    /// Whether the smallest unit may have a fraction (kept; the units written are whole).
    open var allowsFractionalUnits = false
    /// Whether a largest unit of one is folded into the next ("90 minutes" rather than "1 hour, 30 minutes").
    open var collapsesLargestUnit = false
    /// Where the text goes: at the beginning of a sentence or alone, its first letter is a capital.
    open var formattingContext = Formatter.Context.unknown
    /// The calendar months and years are counted in.
    open var calendar: Calendar? = .current
    /// The date durations are counted from; now when nil.
    open var referenceDate: Date?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private static let order: [(NSCalendar.Unit, Calendar.Component)] = [
        (.year, .year), (.month, .month), (.weekOfMonth, .weekOfMonth), (.day, .day), (.hour, .hour),
        (.minute, .minute), (.second, .second),
    ]

    /// `ti` seconds, written.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? Date()
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The time from `startDate` to `endDate`, written.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let units = self.units
        let components = Set(units.map(\.1))
        let later = endDate >= startDate
        var parts = (calendar ?? .current).dateComponents(
            components, from: later ? startDate : endDate, to: later ? endDate : startDate)
        if !later { for (_, unit) in units { parts.setValue(-(parts.value(for: unit) ?? 0), for: unit) } }
        return string(from: parts)
    }

    /// `components`, written in the allowed units it has.
    open func string(from components: DateComponents) -> String? {
        var values = units.map { (unit: $0.1, value: components.value(for: $0.1) ?? 0) }
        guard !values.isEmpty else { return nil }
        if collapsesLargestUnit, values.count > 1, let first = values.firstIndex(where: { $0.value != 0 }),
            abs(values[first].value) == 1, first + 1 < values.count, let factor = Self.factor(values[first + 1].unit)
        {
            values[first + 1].value += values[first].value * factor
            values[first].value = 0
        }
        let negative = values.contains { $0.value < 0 }
        var shown = shownUnits(values.map { ($0.unit, abs($0.value)) })
        if maximumUnitCount > 0, shown.filter({ $0.1 != 0 }).count > maximumUnitCount {
            var kept = 0
            shown = shown.filter { entry in
                guard kept < maximumUnitCount else { return false }
                if entry.1 != 0 || kept > 0 { kept += 1 }
                return true
            }
        }
        var text = unitsStyle == .positional ? clock(shown) : words(shown)
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return EnglishUnitWords.capitalized(text, for: formattingContext)
    }

    /// A duration, or nil for anything else.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: string(from: interval)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    /// `components` in `unitsStyle`, with the units it has.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        formatter.allowedUnits = NSCalendar.Unit(
            order.filter { components.value(for: $0.1) != nil }.map(\.0))
        return formatter.string(from: components)
    }

    // MARK: Writing

    private var units: [(NSCalendar.Unit, Calendar.Component)] {
        let allowed = allowedUnits.isEmpty ? NSCalendar.Unit([.hour, .minute, .second]) : allowedUnits
        return Self.order.filter { allowed.contains($0.0) }
    }

    private static func factor(_ smaller: Calendar.Component) -> Int? {
        switch smaller {
        case .day: 7
        case .hour: 24
        case .minute, .second: 60
        case .month: 12
        default: nil
        }
    }

    /// The units to write, zeros dropped as the behaviour (and the style's default) says.
    private func shownUnits(_ values: [(Calendar.Component, Int)]) -> [(Calendar.Component, Int)] {
        var behavior = zeroFormattingBehavior
        if behavior.contains(.default) {
            behavior = unitsStyle == .positional ? [.dropLeading] : [.dropAll]
        }
        guard let first = values.firstIndex(where: { $0.1 != 0 }), let last = values.lastIndex(where: { $0.1 != 0 })
        else {
            // All zero: the smallest unit, once.
            return values.last.map { [$0] } ?? []
        }
        var shown: [(Calendar.Component, Int)] = []
        for (index, entry) in values.enumerated() {
            let isZero = entry.1 == 0
            let dropped =
                isZero
                && (index < first && behavior.contains(.dropLeading) || index > last && behavior.contains(.dropTrailing)
                    || index > first && index < last && behavior.contains(.dropMiddle))
            // A clock keeps at least minutes and seconds when it drops leading zeros.
            let clockKeeps = unitsStyle == .positional && values.count - index <= 2
            if !dropped || clockKeeps { shown.append(entry) }
        }
        return shown
    }

    private func clock(_ shown: [(Calendar.Component, Int)]) -> String {
        shown.enumerated().map { index, entry in
            let digits = String(entry.1)
            let pads = index > 0 || zeroFormattingBehavior.contains(.pad)
            return pads && digits.count < 2 ? "0" + digits : digits
        }.joined(separator: ":")
    }

    private func words(_ shown: [(Calendar.Component, Int)]) -> String {
        let parts = shown.map { unit, value in
            let number =
                unitsStyle == .spellOut ? EnglishUnitWords.spelledOut(value) : String(value)
            return number + Self.name(unit, style: unitsStyle, plural: value != 1)
        }
        switch unitsStyle {
        case .abbreviated, .brief: return parts.joined(separator: " ")
        default: return parts.joined(separator: ", ")
        }
    }

    private static func name(_ unit: Calendar.Component, style: UnitsStyle, plural: Bool) -> String {
        let index = order.firstIndex { $0.1 == unit } ?? 6
        switch style {
        case .abbreviated: return ["y", "mo", "w", "d", "h", "m", "s"][index]
        case .brief: return ["yr", "mth", "wk", plural ? "days" : "day", "hr", "min", "sec"][index]
        case .short: return " " + ["yr", "mth", "wk", plural ? "days" : "day", "hr", "min", "sec"][index]
        default:
            return " " + ["year", "month", "week", "day", "hour", "minute", "second"][index] + (plural ? "s" : "")
        }
    }
}
