import Foundation

/// A continuous value picked along a track (UISlider). Headless, ``slide(to:)`` moves the thumb as a finger does.
@preconcurrency @MainActor
open class Slider: Control {
    /// How the slider behaves: `.pad` on iPhone and iPad (Mac behaviour needs Mac Catalyst).
    open var behavioralStyle: NavigationBar.BehavioralStyle { .pad }
    /// The behaviour asked for; `.automatic` by default.
    open var preferredBehavioralStyle = NavigationBar.BehavioralStyle.automatic
    override open class func appearance() -> Slider { Appearance.proxy(for: self) { Slider() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> Slider
    {
        Appearance.proxy(for: self, containers: containerTypes) { Slider() }
    }
    override open class func appearance(for trait: TraitCollection) -> Slider {
        Appearance.proxy(for: self, traits: trait) { Slider() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> Slider {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { Slider() }
    }

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

    // The slider's geometry, as UIKit's subclasses override it (a thicker track is `trackRect(forBounds:)`
    // returning a taller rectangle). The renderer and touches follow these rectangles.

    /// Where the minimum value image is drawn: a square at the leading end as tall as the bounds allow (its
    /// image's size), or an empty rectangle without an image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else {
            return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
        }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image is drawn, at the trailing end.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else {
            return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
        }
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: 4 points tall through the middle, between the value images (with 2 points at each end, or
    /// 8 beside an image).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let leading = minimumValueImageRect(forBounds: bounds)
        let trailing = maximumValueImageRect(forBounds: bounds)
        let minX = leading.width > 0 ? leading.maxX + 8 : bounds.minX + 2
        let maxX = trailing.width > 0 ? trailing.minX - 8 : bounds.maxX - 2
        return CGRect(x: minX, y: bounds.midY - 2, width: max(maxX - minX, 0), height: 4)
    }

    /// The thumb for `value` on `rect`: a 28-point circle (the thumb image's size when one is set) whose edge
    /// reaches 2 points past the track's start at the minimum value and past its end at the maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: 28, height: 28)
        let range = maximumValue - minimumValue
        let fraction = range > 0 && range.isFinite ? CGFloat((value - minimumValue) / range) : 0
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let travel = max(rect.width + 4 - size.width, 0)
        let x = rect.minX - 2 + size.width / 2 + travel * clamped
        return CGRect(x: x - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// A touch down on the track moves the thumb there; dragging follows the finger, sending `.valueChanged` as it
    /// goes when continuous, else once when it lifts.
    open override func beginTracking(_ touch: Touch, with event: ReuseKit.Event?) -> Bool {
        _ = super.beginTracking(touch, with: event)
        follow(touch)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: ReuseKit.Event?) -> Bool {
        _ = super.continueTracking(touch, with: event)
        follow(touch)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: ReuseKit.Event?) {
        super.endTracking(touch, with: event)
        if !isContinuous, value != valueWhenTouched { sendActions(for: .valueChanged) }
    }

    private var valueWhenTouched: Float = 0

    private func follow(_ touch: Touch) {
        if touch.phase == .began { valueWhenTouched = value }
        // The finger's place along the track, with the thumb's 2-point overhang at each end (the whole width for
        // the standard track).
        let track = trackRect(forBounds: bounds).insetBy(dx: -2, dy: 0)
        guard track.width > 0 else { return }
        let fraction = Float(min(max((touch.location(in: self).x - track.minX) / track.width, 0), 1))
        let old = value
        value = minimumValue + (maximumValue - minimumValue) * fraction
        if isContinuous, value != old { sendActions(for: .valueChanged) }
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
    override open class func appearance() -> Stepper { Appearance.proxy(for: self) { Stepper() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> Stepper
    {
        Appearance.proxy(for: self, containers: containerTypes) { Stepper() }
    }
    override open class func appearance(for trait: TraitCollection) -> Stepper {
        Appearance.proxy(for: self, traits: trait) { Stepper() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> Stepper {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { Stepper() }
    }

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

    // Images per state, as `UIStepper` draws them; each falls back to the `.normal` one.
    private var partImages: [String: Image] = [:]

    private func partImage(_ part: String, _ state: State) -> Image? {
        partImages["\(part).\(state.rawValue)"] ?? partImages["\(part).0"]
    }

    open func setBackgroundImage(_ image: Image?, for state: State) {
        partImages["background.\(state.rawValue)"] = image
    }
    open func backgroundImage(for state: State) -> Image? { partImage("background", state) }
    open func setIncrementImage(_ image: Image?, for state: State) { partImages["increment.\(state.rawValue)"] = image }
    open func incrementImage(for state: State) -> Image? { partImage("increment", state) }
    open func setDecrementImage(_ image: Image?, for state: State) { partImages["decrement.\(state.rawValue)"] = image }
    open func decrementImage(for state: State) -> Image? { partImage("decrement", state) }

    /// Sets the image between the minus and plus halves when they are in `leftState` and `rightState`.
    open func setDividerImage(
        _ image: Image?, forLeftSegmentState leftState: State, rightSegmentState rightState: State
    ) {
        partImages["divider.\(leftState.rawValue).\(rightState.rawValue)"] = image
    }

    /// The divider image set for the two states.
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State) -> Image? {
        partImages["divider.\(leftState.rawValue).\(rightState.rawValue)"]
    }

    /// A touch down on the right half steps up, on the left half down, as the stepper's + and − do.
    open override func beginTracking(_ touch: Touch, with event: ReuseKit.Event?) -> Bool {
        _ = super.beginTracking(touch, with: event)
        if touch.location(in: self).x >= bounds.midX { tapIncrement() } else { tapDecrement() }
        return true
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
    override open class func appearance() -> PageControl { Appearance.proxy(for: self) { PageControl() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> PageControl
    {
        Appearance.proxy(for: self, containers: containerTypes) { PageControl() }
    }
    override open class func appearance(for trait: TraitCollection) -> PageControl {
        Appearance.proxy(for: self, traits: trait) { PageControl() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> PageControl {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { PageControl() }
    }

    open var numberOfPages = 0 {
        didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
    }
    open var currentPage = 0 {
        didSet { if currentPage != oldValue { progress?.pageChanged() } }
    }
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: Color?
    open var currentPageIndicatorTintColor: Color?
    /// How prominent the background behind the dots is.
    public enum BackgroundStyle: Int, Hashable, Sendable { case automatic, prominent, minimal }
    /// What the person is doing with the control.
    public enum InteractionState: Int, Hashable, Sendable { case none, discrete, continuous }
    /// The direction pages run in.
    public enum Direction: Int, Hashable, Sendable { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }
    open var backgroundStyle = BackgroundStyle.automatic
    /// Whether a drag along the dots scrubs through the pages; true.
    open var allowsContinuousInteraction = true
    /// A tap (`.discrete`) while one is being handled, else `.none`; headless touches are discrete.
    public private(set) var interactionState = InteractionState.none
    open var direction = Direction.natural
    /// The image of every dot unless a page has its own.
    open var preferredIndicatorImage: Image?
    /// The image of the current page's dot unless a page has its own.
    open var preferredCurrentPageIndicatorImage: Image?
    /// The progress shown on the current dot (iOS 17), such as a timer that turns the pages.
    open var progress: PageControlProgress? {
        didSet { progress?.pageControl = self }
    }
    /// Deprecated in iOS 14: the dots always follow ``currentPage`` at once.
    open var defersCurrentPageDisplay = false
    private var indicatorImages: [Int: Image] = [:]
    private var currentIndicatorImages: [Int: Image] = [:]

    /// Gives `page` its own dot image (nil goes back to ``preferredIndicatorImage``).
    open func setIndicatorImage(_ image: Image?, forPage page: Int) { indicatorImages[page] = image }
    /// The dot image of `page`.
    open func indicatorImage(forPage page: Int) -> Image? { indicatorImages[page] ?? preferredIndicatorImage }
    /// Gives `page` its own image while it is current.
    open func setCurrentPageIndicatorImage(_ image: Image?, forPage page: Int) { currentIndicatorImages[page] = image }
    /// The image of `page`'s dot while it is current.
    open func currentPageIndicatorImage(forPage page: Int) -> Image? {
        currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage ?? indicatorImage(forPage: page)
    }
    /// Deprecated in iOS 14: does nothing, the dots being always up to date.
    open func updateCurrentPageDisplay() {}

    /// The size that shows `pageCount` dots: 16 points a dot with 8 at each end, 26 points high (none for no
    /// pages).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return .zero }
        return CGSize(width: CGFloat(min(pageCount, 1_000_000)) * 16 + 16, height: 26)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A touch lifted on the right of the current page's dot moves one page on, on the left one page back, and
    /// sends `.valueChanged`.
    open override func endTracking(_ touch: Touch?, with event: ReuseKit.Event?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch, numberOfPages > 0 else { return }
        let dots = size(forNumberOfPages: numberOfPages)
        let dotsStart = bounds.midX - dots.width / 2 + 8
        let currentDot = dotsStart + CGFloat(currentPage) * 16 + 8
        let forward = touch.location(in: self).x >= currentDot
        interactionState = .discrete
        tapPage(min(max(currentPage + (forward ? 1 : -1), 0), numberOfPages - 1))
        interactionState = .none
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
    override open class func appearance() -> DatePicker { Appearance.proxy(for: self) { DatePicker() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> DatePicker
    {
        Appearance.proxy(for: self, containers: containerTypes) { DatePicker() }
    }
    override open class func appearance(for trait: TraitCollection) -> DatePicker {
        Appearance.proxy(for: self, traits: trait) { DatePicker() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> DatePicker {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { DatePicker() }
    }

    /// What the picker picks (UIDatePicker.Mode), with UIKit's raw values.
    public enum Mode: Int, Hashable, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
        /// Month and year, without days (iOS 17.4).
        case yearAndMonth = 4
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
    /// The calendar dates are picked in: the current one unless set (UIKit's implicitly unwrapped property).
    open var calendar: Calendar! {
        get { ownCalendar ?? Calendar.current }
        set { ownCalendar = newValue }
    }
    private var ownCalendar: Calendar?
    /// Whether a picked date is rounded to ``minuteInterval``; true, as in UIKit.
    open var roundsToMinuteInterval = true
    /// The countdown a `.countDownTimer` picker shows, in seconds: from 0 to 23 hours 59 minutes, rounded down to
    /// whole minutes of ``minuteInterval``.
    open var countDownDuration: TimeInterval {
        get { storedCountDown }
        set {
            let seconds = newValue.isFinite ? min(max(newValue, 0), 86_340) : 0
            let step = Double(max(minuteInterval, 1) * 60)
            storedCountDown = (seconds / step).rounded(.down) * step
        }
    }
    private var storedCountDown: TimeInterval = 0
    /// The style the picker shows: its preferred style, or for `.automatic` the one UIKit picks on a phone
    /// (wheels for a countdown, compact otherwise).
    public var datePickerStyle: Style {
        guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
        return datePickerMode == .countDownTimer ? .wheels : .compact
    }

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
