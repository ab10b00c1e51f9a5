import Foundation

/// Asked for each date's decoration (UICalendarViewDelegate).
@MainActor
public protocol CalendarViewDelegate: AnyObject {
    /// What marks the date under its number; nil for none.
    func calendarView(_ calendarView: CalendarView, decorationFor dateComponents: DateComponents) -> CalendarView
        .Decoration?
    /// The month shown changed (iOS 16.2).
    func calendarView(
        _ calendarView: CalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension CalendarViewDelegate {
    public func calendarView(_ calendarView: CalendarView, decorationFor dateComponents: DateComponents)
        -> CalendarView.Decoration?
    { nil }
    public func calendarView(
        _ calendarView: CalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents
    ) {}
}

/// A month of dates to pick from, with decorations under them (UICalendarView, iOS 16). Headless, ``tapDate(_:)``
/// (beyond UIKit) is the person's tap on a date: the selection behaviour and its delegate handle it as in UIKit.
@preconcurrency @MainActor
open class CalendarView: View {
    /// How big a decoration is (UICalendarView.DecorationSize).
    public enum DecorationSize: Int, Hashable, Sendable {
        case small, medium, large
    }

    /// What marks a date (UICalendarView.Decoration): a dot, an image, or a view of the client's.
    public final class Decoration {
        /// What the decoration shows.
        public enum Kind {
            case dot(color: Color?, size: DecorationSize)
            case image(Image?, color: Color?, size: DecorationSize)
            case customView(() -> View)
        }
        public let kind: Kind
        init(_ kind: Kind) { self.kind = kind }

        /// A dot, in `color` (the tint colour when nil).
        public static func `default`(color: Color? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(.dot(color: color, size: size))
        }

        /// An image, tinted `color`.
        public static func image(_ image: Image?, color: Color? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(.image(image, color: color, size: size))
        }

        /// A view the client makes.
        public static func customView(_ viewProvider: @escaping () -> View) -> Decoration {
            Decoration(.customView(viewProvider))
        }
    }

    open weak var delegate: (any CalendarViewDelegate)?
    /// How dates are selected: one (``CalendarSelectionSingleDate``), several (``CalendarSelectionMultiDate``), or
    /// none (nil).
    open var selectionBehavior: CalendarSelection? {
        didSet { selectionBehavior?.calendarView = self }
    }
    open var calendar = Calendar.current
    open var locale = Locale.current
    open var timeZone: TimeZone?
    open var fontDesign = FontDescriptor.SystemDesign.default
    /// The dates that may be shown and picked; all by default.
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
    /// Whether dates show decorations; true by default.
    open var wantsDateDecorations = true
    /// The month shown.
    open var visibleDateComponents: DateComponents {
        get { visible }
        set { setVisibleDateComponents(newValue, animated: false) }
    }
    private var visible = Calendar.current.dateComponents([.year, .month], from: Date())

    /// Shows the month of `dateComponents`; the delegate hears the change.
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        let previous = visible
        visible = dateComponents
        if previous != dateComponents {
            delegate?.calendarView(self, didChangeVisibleDateComponentsFrom: previous)
        }
    }

    /// Asks the delegate again for the decorations of `dates` (headless, they are asked for when read).
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {
        setNeedsLayout()
    }

    /// The decoration the delegate gives `dateComponents` now (beyond UIKit: what the date shows).
    public func decoration(for dateComponents: DateComponents) -> Decoration? {
        wantsDateDecorations ? delegate?.calendarView(self, decorationFor: dateComponents) : nil
    }

    /// A tap on the date `dateComponents` (beyond UIKit, headless): the selection behaviour selects or deselects it
    /// as its delegate allows. Dates outside ``availableDateRange`` take no taps.
    public func tapDate(_ dateComponents: DateComponents) {
        if let date = calendar.date(from: dateComponents), !availableDateRange.contains(date) { return }
        selectionBehavior?.tap(dateComponents)
    }

    /// A month grid: 7 columns of about 45 points, 6 rows, and the header.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 360) }
}

/// How a calendar view selects dates (UICalendarSelection).
@preconcurrency @MainActor
open class CalendarSelection {
    weak var calendarView: CalendarView?
    init() {}
    func tap(_ dateComponents: DateComponents) {}
}

/// Told of single-date selection (UICalendarSelectionSingleDateDelegate).
@MainActor
public protocol CalendarSelectionSingleDateDelegate: AnyObject {
    func dateSelection(_ selection: CalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    func dateSelection(_ selection: CalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension CalendarSelectionSingleDateDelegate {
    public func dateSelection(_ selection: CalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?)
        -> Bool
    { true }
}

/// One date selected at a time (UICalendarSelectionSingleDate).
@preconcurrency @MainActor
open class CalendarSelectionSingleDate: CalendarSelection {
    open weak var delegate: (any CalendarSelectionSingleDateDelegate)?
    /// The selected date; nil for none.
    open var selectedDate: DateComponents?

    public init(delegate: (any CalendarSelectionSingleDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Selects `selectedDate` in code; the delegate is not told, as in UIKit.
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
        self.selectedDate = selectedDate
    }

    override func tap(_ dateComponents: DateComponents) {
        guard delegate?.dateSelection(self, canSelectDate: dateComponents) ?? true else { return }
        selectedDate = dateComponents
        delegate?.dateSelection(self, didSelectDate: dateComponents)
    }
}

/// Told of multiple-date selection (UICalendarSelectionMultiDateDelegate).
@MainActor
public protocol CalendarSelectionMultiDateDelegate: AnyObject {
    func multiDateSelection(_ selection: CalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: CalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: CalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents)
        -> Bool
    func multiDateSelection(_ selection: CalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents)
        -> Bool
}

extension CalendarSelectionMultiDateDelegate {
    public func multiDateSelection(
        _ selection: CalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents
    )
        -> Bool
    { true }
    public func multiDateSelection(
        _ selection: CalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents
    ) -> Bool { true }
}

/// Any number of dates selected, a tap toggling one (UICalendarSelectionMultiDate).
@preconcurrency @MainActor
open class CalendarSelectionMultiDate: CalendarSelection {
    open weak var delegate: (any CalendarSelectionMultiDateDelegate)?
    /// The selected dates, in the order they were selected.
    open var selectedDates: [DateComponents] = []

    public init(delegate: (any CalendarSelectionMultiDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Selects `selectedDates` in code; the delegate is not told, as in UIKit.
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
        self.selectedDates = selectedDates
    }

    override func tap(_ dateComponents: DateComponents) {
        if let index = selectedDates.firstIndex(of: dateComponents) {
            guard delegate?.multiDateSelection(self, canDeselectDate: dateComponents) ?? true else { return }
            selectedDates.remove(at: index)
            delegate?.multiDateSelection(self, didDeselectDate: dateComponents)
        } else {
            guard delegate?.multiDateSelection(self, canSelectDate: dateComponents) ?? true else { return }
            selectedDates.append(dateComponents)
            delegate?.multiDateSelection(self, didSelectDate: dateComponents)
        }
    }
}
