import Foundation
import ReuseCore

/// A number a client gave that a view cannot use as it is: not a number, infinite, negative where only a length
/// makes sense, or past what the engine holds (beyond UIKit, which traps or misbehaves on most of these). The view
/// uses ``replacement`` instead, stays usable, and reports the value once per ``source`` to its
/// ``ScrollView/invalidValueHandler`` (standard error when that is nil).
public struct InvalidValue: Hashable, Sendable, CustomStringConvertible {
    /// Where the number came from: a property (`TableView.rowHeight`), or a method the view called or was called
    /// with (`tableView(_:heightForRowAt:)`).
    public var source: String
    /// The number, as Swift prints it (`nan`, `inf`, `-5.0`, `9223372036854775807`).
    public var value: String
    /// What a valid value is: the fix.
    public var rule: String
    /// What the view used instead.
    public var replacement: String
    /// The row or section the value was for, when there is one (`row [0, 5]`).
    public var context: String?

    public init(source: String, value: String, rule: String, replacement: String, context: String? = nil) {
        self.source = source
        self.value = value
        self.rule = rule
        self.replacement = replacement
        self.context = context
    }

    /// The whole sentence: `tableView(_:heightForRowAt:) gave nan for row [0, 5]. A row height is …`.
    public var message: String { Messages.invalidValue(self) }

    public var description: String { message }
}

/// How the views check numbers on the way in. Each check is a few comparisons, so it runs on every call.
@MainActor
enum ValueCheck {
    /// The rule for a height given to a row, header or footer.
    static let heightRule =
        "A height is a finite number of points from 0 to \(Int(LayoutUnit.maximumRowHeight)), or "
        + "automaticDimension"

    /// A height that may also be `automaticDimension` (or the delegate's "use the table's value"): nil when it is
    /// one of those or a length the engine holds; else what it becomes (the maximum for a large one,
    /// `automaticDimension` for NaN or a negative one) and how to say so.
    static func height(_ value: CGFloat) -> (CGFloat, String)? {
        if value >= 0 && value <= CGFloat(LayoutUnit.maximumRowHeight) { return nil }
        if value == TableView.automaticDimension || value == TableView.delegateDefaultDimension { return nil }
        if value > 0 { return (CGFloat(LayoutUnit.maximumRowHeight), "\(Int(LayoutUnit.maximumRowHeight)) points") }
        return (TableView.automaticDimension, "automaticDimension")
    }

    /// A count of rows or sections: clamped to `0...maximum`.
    static func count(_ value: Int, maximum: Int) -> Int? {
        if value >= 0 && value <= maximum { return nil }
        return value < 0 ? 0 : maximum
    }

    /// A coordinate or length that must be finite: NaN becomes `fallback`, infinities and values past
    /// `±limit` become `±limit`.
    static func finite(_ value: CGFloat, limit: CGFloat, fallback: CGFloat) -> CGFloat? {
        if value.magnitude <= limit { return nil }
        if value.isNaN { return fallback }
        return value > 0 ? limit : -limit
    }
}
