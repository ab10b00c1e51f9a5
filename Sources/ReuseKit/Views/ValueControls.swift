import Foundation

/// A continuous value picked along a track (UISlider). Headless, ``slide(to:)`` moves the thumb as a finger does.
@preconcurrency @MainActor
open class Slider: Control {
    /// The value, kept between ``minimumValue`` and ``maximumValue``.
    open var value: Float = 0 {
        didSet {
            let clamped = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
        }
    }
    open var minimumValue: Float = 0 {
        didSet { value = max(value, minimumValue) }
    }
    open var maximumValue: Float = 1 {
        didSet { value = min(value, maximumValue) }
    }
    /// Whether a drag sends `.valueChanged` as it moves (true) or once at its end.
    open var isContinuous = true
    open var minimumTrackTintColor: Color?
    open var maximumTrackTintColor: Color?
    open var thumbTintColor: Color?
    open var minimumValueImage: Image?
    open var maximumValueImage: Image?
    private var trackImages: [String: Image] = [:]

    /// A view of the standard size, as UIKit's `init()` makes it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    }

    public override init(frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 31)) {
        super.init(frame: frame)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    // Images per state: each falls back to the `.normal` one, as UIKit's do.

    open func setThumbImage(_ image: Image?, for state: State) { trackImages["thumb.\(state.rawValue)"] = image }
    open func thumbImage(for state: State) -> Image? { image("thumb", state) }
    open func setMinimumTrackImage(_ image: Image?, for state: State) { trackImages["min.\(state.rawValue)"] = image }
    open func minimumTrackImage(for state: State) -> Image? { image("min", state) }
    open func setMaximumTrackImage(_ image: Image?, for state: State) { trackImages["max.\(state.rawValue)"] = image }
    open func maximumTrackImage(for state: State) -> Image? { image("max", state) }
    /// The thumb image shown now.
    public var currentThumbImage: Image? { thumbImage(for: state) }
    /// The minimum track image shown now.
    public var currentMinimumTrackImage: Image? { minimumTrackImage(for: state) }
    /// The maximum track image shown now.
    public var currentMaximumTrackImage: Image? { maximumTrackImage(for: state) }

    private func image(_ part: String, _ state: State) -> Image? {
        trackImages["\(part).\(state.rawValue)"] ?? trackImages["\(part).0"]
    }

    /// A finger drags the thumb to `value` (beyond UIKit, headless): `.valueChanged` when it changed.
    public func slide(to value: Float) {
        guard isEnabled else { return }
        let old = self.value
        self.value = value
        if self.value != old { sendActions(for: .valueChanged) }
    }
}

/// A value changed in steps by minus and plus buttons (UIStepper).
@preconcurrency @MainActor
open class Stepper: Control {
    open var value: Double = 0 {
        didSet {
            let clamped = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
        }
    }
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    /// Whether a step past an end wraps to the other end.
    open var wraps = false
    open var isContinuous = true
    open var autorepeat = true

    /// A view of the standard size, as UIKit's `init()` makes it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
    }

    public override init(frame: CGRect = CGRect(x: 0, y: 0, width: 94, height: 32)) {
        super.init(frame: frame)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A tap on plus (beyond UIKit, headless): one step up, `.valueChanged` when the value changed.
    public func tapIncrement() { step(by: stepValue) }
    /// A tap on minus (beyond UIKit, headless).
    public func tapDecrement() { step(by: -stepValue) }

    private func step(by delta: Double) {
        guard isEnabled else { return }
        let old = value
        var next = value + delta
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        value = next
        if value != old { sendActions(for: .valueChanged) }
    }
}

/// Dots that show which page is shown (UIPageControl).
@preconcurrency @MainActor
open class PageControl: Control {
    open var numberOfPages = 0 {
        didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
    }
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: Color?
    open var currentPageIndicatorTintColor: Color?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A tap on dot `page` (beyond UIKit, headless): `.valueChanged` when the page changed.
    public func tapPage(_ page: Int) {
        guard isEnabled, (0..<numberOfPages).contains(page), page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}

/// A date and time picker (UIDatePicker), headless: ``pick(_:)`` chooses a date as a person does.
@preconcurrency @MainActor
open class DatePicker: Control {
    /// What the picker picks (UIDatePicker.Mode), with UIKit's raw values.
    public enum Mode: Int, Hashable, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
    }

    /// How the picker looks (UIDatePickerStyle), with UIKit's raw values.
    public enum Style: Int, Hashable, Sendable {
        case automatic = 0
        case wheels = 1
        case compact = 2
        case inline = 3
    }

    open var date = Date()
    open var datePickerMode = Mode.dateAndTime
    open var preferredDatePickerStyle = Style.automatic
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var minuteInterval = 1
    open var locale: Locale?
    open var timeZone: TimeZone?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// A person picks `date` (beyond UIKit, headless): kept within the minimum and maximum, then
    /// `.valueChanged`.
    public func pick(_ date: Date) {
        guard isEnabled else { return }
        var picked = date
        if let minimumDate, picked < minimumDate { picked = minimumDate }
        if let maximumDate, picked > maximumDate { picked = maximumDate }
        self.date = picked
        sendActions(for: .valueChanged)
    }
}
