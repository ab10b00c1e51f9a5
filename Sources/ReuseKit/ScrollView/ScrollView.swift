import Foundation
import ReuseCore

/// A view whose content is larger than itself and moves under it, headless: the offset, the content size,
/// UIScrollView's deceleration, rubber band and bounce, driven by ``beginDragging()``, ``drag(by:)``,
/// ``endDragging(velocity:)`` and virtual time through ``advance(by:)``.
///
/// Motion is on one axis: vertical, or sideways for a horizontal collection view; the other offset is kept as set.
@preconcurrency @MainActor
open class ScrollView: View {
    /// The size of the content the scroll view shows at once: its bounds' size (UIFocusItemScrollableContainer).
    open var visibleSize: CGSize { bounds.size }
    override open class func appearance() -> ScrollView { Appearance.proxy(for: self) { ScrollView() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> ScrollView
    {
        Appearance.proxy(for: self, containers: containerTypes) { ScrollView() }
    }
    override open class func appearance(for trait: TraitCollection) -> ScrollView {
        Appearance.proxy(for: self, traits: trait) { ScrollView() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> ScrollView {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { ScrollView() }
    }

    /// How fast a fling slows: the velocity's factor per millisecond.
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIScrollView's default, 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    @exclusivity(unchecked) var physics = ScrollPhysics()
    /// Whether the motion runs sideways (a horizontal collection view): the physics then moves `contentOffset.x`
    /// over the content's width. Views scroll on one axis at a time.
    @exclusivity(unchecked) var scrollsSideways = false {
        didSet { if scrollsSideways != oldValue { updatePhysicsBounds() } }
    }
    @exclusivity(unchecked) var _contentOffset: CGPoint = .zero
    @exclusivity(unchecked) private var frameRemainder: TimeInterval = 0

    /// Whether a finger scrolls the content: when false, ``beginDragging()``, ``drag(by:)`` and
    /// ``endDragging(velocity:)`` do nothing; setting ``contentOffset`` still moves it. A text view that does not
    /// scroll sizes itself to its text.
    @exclusivity(unchecked) open var isScrollEnabled = true
    /// Whether a fling stops on a multiple of the view's size (the page the velocity points to).
    @exclusivity(unchecked) open var isPagingEnabled = false
    /// Whether a drag keeps to the axis it started on (one axis moves here in any case).
    open var isDirectionalLockEnabled = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle = IndicatorStyle.default
    open var verticalScrollIndicatorInsets = EdgeInsets.zero
    open var horizontalScrollIndicatorInsets = EdgeInsets.zero
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Whether a drag dismisses the keyboard (`.onDrag`: the first responder resigns when a drag begins).
    @exclusivity(unchecked) open var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether a tap on the status bar scrolls to the top (headless: ``scrollToTop()``).
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    /// How the safe area adds to ``contentInset`` in ``adjustedContentInset``; `.automatic` by default.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var bouncesZoom = true
    open var indexDisplayMode = IndexDisplayMode.automatic
    /// The content's scale, kept within the zoom scales (content is not scaled headless).
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    private var storedZoomScale: CGFloat = 1
    /// Whether the animation under way settles a paged fling on its page.
    var pagingSettle = false
    /// Whether the scroll animation under way was started by ``scrollToTop()``.
    var pendingScrollToTop = false

    /// The safe area may have changed: the motion takes the new bounds, and the view and its delegate hear of a
    /// new ``adjustedContentInset``. Content resting at its top (or, sideways, its left) stays there, as in UIKit:
    /// a list that comes under a navigation bar starts below it, at an offset of minus the new inset.
    func adjustedInsetMayHaveChanged() {
        let adjusted = adjustedContentInset
        let previous = lastAdjustedInset
        guard adjusted != previous else { return }
        lastAdjustedInset = adjusted
        if !isTracking, !isDecelerating {
            var offset = contentOffset
            if offset.y == -previous.top { offset.y = -adjusted.top }
            if offset.x == -previous.left { offset.x = -adjusted.left }
            if offset != contentOffset { contentOffset = offset }
        }
        updatePhysicsBounds()
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
    private var lastAdjustedInset = EdgeInsets.zero

    /// Sets ``zoomScale``, kept between ``minimumZoomScale`` and ``maximumZoomScale``; the delegate hears
    /// `scrollViewDidZoom` when it changes.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let low = min(minimumZoomScale, maximumZoomScale)
        let clamped = scale.isFinite ? min(max(scale, low), max(minimumZoomScale, maximumZoomScale)) : storedZoomScale
        guard clamped != storedZoomScale else { return }
        storedZoomScale = clamped
        delegate?.scrollViewDidZoom(self)
    }

    /// Zooms so that `rect` fills the view, as far as the zoom scales allow.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
    }

    /// Whether touches on `view` start; the default is true.
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { true }

    /// Whether touches on `view` may turn into a scroll; the default is true except on a control, as in UIKit.
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    /// Called when ``adjustedContentInset`` changed. The default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// Scrolls as little as needed to show `rect` (in content coordinates); nothing when it is already shown.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds
        var offset = contentOffset
        if scrollsSideways {
            if rect.maxX > visible.maxX { offset.x = rect.maxX - visible.width }
            if rect.minX < offset.x { offset.x = rect.minX }
        } else {
            if rect.maxY > visible.maxY { offset.y = rect.maxY - visible.height }
            if rect.minY < offset.y { offset.y = rect.minY }
        }
        let along = scrollsSideways ? offset.x : offset.y
        let clamped = min(max(along, minimumContentOffset), maximumContentOffset)
        if scrollsSideways { offset.x = clamped } else { offset.y = clamped }
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    /// Shows the scroll indicators briefly (nothing is drawn headless).
    open func flashScrollIndicators() {}

    /// The rarely set settings (iOS 17–26), made on first use.
    lazy var rareSettings = ScrollViewRareSettings()

    /// The delegate told about scrolling. A table view's delegate is set here too.
    @exclusivity(unchecked) open weak var delegate: (any ScrollViewDelegate)?

    /// The control a pull down past the top triggers (``pullToRefresh()``, headless).
    open var refreshControl: RefreshControl?

    /// The size of the content.
    @exclusivity(unchecked) open var contentSize: CGSize = .zero {
        didSet {
            if !(contentSize.width >= 0 && contentSize.height >= 0 && contentSize.height <= Self.maximumLength
                && contentSize.width <= Self.maximumLength)
            {
                contentSize = CGSize(
                    width: checkedLength(contentSize.width, "ScrollView.contentSize"),
                    height: checkedLength(contentSize.height, "ScrollView.contentSize"))
            }
            updatePhysicsBounds()
            keyValuesMayHaveChanged()
        }
    }

    /// Extra space around the content that the offset may reach. Each side is a finite length from 0 to
    /// ``ScrollView/maximumLength``; another value is reported (``invalidValueHandler``) and replaced.
    @exclusivity(unchecked) open var contentInset: EdgeInsets = .zero {
        didSet {
            let checked = checkedInsets(contentInset, "ScrollView.contentInset")
            if checked != contentInset { contentInset = checked }
            updatePhysicsBounds()
            keyValuesMayHaveChanged()
        }
    }

    /// How fast a fling slows, from 0 to 1 exclusive; another value is reported and replaced by `.normal`.
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            let rate = decelerationRate.rawValue
            guard rate > 0, rate < 1 else {
                reportInvalid(
                    InvalidValue(
                        source: "ScrollView.decelerationRate", value: "\(rate)",
                        rule: "A deceleration rate is a factor per millisecond between 0 and 1, such as .normal "
                            + "(0.998) or .fast (0.99)", replacement: ".normal (0.998)"))
                decelerationRate = .normal
                physics.decelerationRate = Double(DecelerationRate.normal.rawValue)
                return
            }
            physics.decelerationRate = Double(rate)
        }
    }

    /// The largest length or coordinate a scroll view takes, in points (2^53, beyond which a `CGFloat` no longer
    /// holds whole points). Larger, infinite or NaN offsets, sizes, insets, translations and velocities are
    /// reported and replaced.
    public static let maximumLength: CGFloat = 9_007_199_254_740_992

    /// Told of each number the view could not use as given, once per source (beyond UIKit); nil writes each to
    /// standard error.
    public var invalidValueHandler: ((InvalidValue) -> Void)?
    /// The sources already reported.
    var reportedInvalidSources: Set<String> = []

    /// Whether the content may go past its edges (rubber band and bounce): true when either axis bounces;
    /// setting it sets both.
    open var bounces: Bool {
        get { bouncesHorizontally || bouncesVertically }
        set {
            bouncesHorizontally = newValue
            bouncesVertically = newValue
        }
    }

    /// Whether the content may go past its left and right edges; true by default.
    @exclusivity(unchecked) open var bouncesHorizontally = true {
        didSet { updatePhysicsBounds() }
    }

    /// Whether the content may go past its top and bottom edges; true by default.
    @exclusivity(unchecked) open var bouncesVertically = true {
        didSet { updatePhysicsBounds() }
    }

    /// Whether to bounce vertically even when the content is shorter than the view (a table view does).
    @exclusivity(unchecked) open var alwaysBounceVertical = false {
        didSet { updatePhysicsBounds() }
    }

    /// Whether to bounce horizontally even when the content is narrower than the view (a horizontal collection
    /// view).
    @exclusivity(unchecked) open var alwaysBounceHorizontal = false {
        didSet { updatePhysicsBounds() }
    }

    /// The length of one frame of virtual time (1/60 s by default): from 0.0001 to 1 second; another value is
    /// reported and replaced by 1/60.
    @exclusivity(unchecked) public var frameInterval: TimeInterval = 1.0 / 60.0 {
        didSet {
            guard !(frameInterval >= 0.0001 && frameInterval <= 1) else { return }
            reportInvalid(
                InvalidValue(
                    source: "ScrollView.frameInterval", value: "\(frameInterval)",
                    rule: "A frame lasts from 0.0001 to 1 second", replacement: "1/60 s"))
            frameInterval = 1.0 / 60.0
        }
    }

    /// The virtual time: the sum of all ``advance(by:)`` calls.
    @exclusivity(unchecked) public private(set) var time: TimeInterval = 0

    /// Whether a finger is down.
    @exclusivity(unchecked) public internal(set) var isTracking = false

    /// Whether the user is dragging the content.
    @exclusivity(unchecked) public internal(set) var isDragging = false

    /// Whether the content moves with no finger down.
    public var isDecelerating: Bool { physics.isDecelerating }

    /// Whether an animated ``setContentOffset(_:animated:)`` is under way.
    public var isScrollAnimating: Bool { physics.isAnimating }

    /// The scroll view's own pan: touches that drag it (`View/touchDown(at:)`) scroll it, as in UIKit.
    /// Clients add `require(toFail:)`-style decisions through its delegate, or disable it.
    public var panGestureRecognizer: PanGestureRecognizer { pan }
    /// Also read by the nonisolated `deinit`.
    private let pan: PanGestureRecognizer

    public override init(frame: CGRect = .zero) {
        pan = PanGestureRecognizer()
        super.init(frame: frame)
        updatePhysicsBounds()
        // The pan drives this view without a weak reference to it (which would give every retain of the view the
        // slow path of a side table): the view outlives its use and clears it in `deinit`.
        pan.ownerAction = { [unowned(unsafe) self] recognizer in
            if let pan = recognizer as? PanGestureRecognizer { self.followPan(pan) }
        }
        addGestureRecognizer(pan)
    }

    deinit {
        pan.ownerAction = nil
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The pan moves the content with the finger and lets it go with the finger's velocity.
    private func followPan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            drag(by: pan.translation(in: self))
            pan.setTranslation(.zero, in: self)
        case .ended:
            endDragging(velocity: pan.velocity(in: self))
        case .cancelled:
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    /// Whether the finger now down stopped the content as it moved: that touch is then no tap on a cell, as in
    /// UIKit.
    private var touchStoppedMotion = false

    /// A finger coming down on moving content (decelerating after a fling) stops it where it is, as in UIKit.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        touchStoppedMotion = physics.isDecelerating
        guard touchStoppedMotion else { return }
        // Past an edge (bouncing), it stops at the edge.
        let resting = min(max(physics.offset, physics.bounds.lowerBound), physics.bounds.upperBound)
        physics.jump(to: resting)
        applyOffset(offset(along: resting))
    }

    /// A finger lifting where it came down (no pan began, which would have cancelled the touch) is a tap on the
    /// content: a table selects the row under it and a collection view the item, as ``TableView/tapRow(at:)`` and
    /// ``CollectionView/tapItem(at:)`` do.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        defer { touchStoppedMotion = false }
        guard !touchStoppedMotion, let view = touches.first?.view else { return }
        tapContent(under: view)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        touchStoppedMotion = false
    }

    /// A tap reached the content through `view` (one of its subviews, or this view): tables and collection views
    /// select what it hit.
    func tapContent(under view: View) {}

    /// The nearest `type` at or above `view` and below this view (the cell a touch hit through one of its
    /// subviews).
    ///
    /// - Complexity: O(depth of `view` below this view).
    func enclosing<T: View>(_ type: T.Type, of view: View) -> T? {
        var current: View? = view
        while let candidate = current, candidate !== self {
            if let match = candidate as? T { return match }
            current = candidate.superview
        }
        return nil
    }

    /// The point of the content at the view's top-left corner. Setting it stops any motion, tells the
    /// delegate `scrollViewDidScroll` and marks the view as needing layout.
    open var contentOffset: CGPoint {
        get { _contentOffset }
        set { setContentOffset(newValue, animated: false) }
    }

    open override var bounds: CGRect {
        get { CGRect(origin: _contentOffset, size: frame.size) }
        set {
            frame.size = newValue.size
            contentOffset = newValue.origin
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = checkedRect(newValue, "ScrollView.frame")
            updatePhysicsBounds()
        }
    }

    /// Moves the content to `offset`, at once or animated over 0.3 s of virtual time (ease in, ease out),
    /// after which the delegate gets `scrollViewDidEndScrollingAnimation`.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        checkThread("setContentOffset(_:animated:)")
        placeContent(at: checkedPoint(offset, "ScrollView.contentOffset", fallback: _contentOffset), animated: animated)
    }

    /// Moves the content to an offset already checked, from inside the view (a table landing a row).
    func placeContent(at offset: CGPoint, animated: Bool) {
        if animated {
            if scrollsSideways {
                _contentOffset.y = offset.y
                physics.animate(to: Double(offset.x))
            } else {
                _contentOffset.x = offset.x
                physics.animate(to: Double(offset.y))
            }
        } else {
            physics.jump(to: Double(scrollsSideways ? offset.x : offset.y))
            applyOffset(offset)
        }
    }

    /// ``adjustedContentInset``, read without walking up the tree while no safe area exists anywhere (it is then
    /// ``contentInset``): what scrolling to a row, pinning a header and the resting offsets inset content by.
    final var effectiveInset: EdgeInsets { View.someWindowHasASafeArea ? adjustedContentInset : contentInset }

    /// The smallest content offset at rest on the scroll axis: minus the top inset (the left one sideways) of
    /// ``adjustedContentInset``.
    public var minimumContentOffset: CGFloat {
        let inset = effectiveInset
        return scrollsSideways ? -inset.left : -inset.top
    }

    /// The largest content offset at rest on the scroll axis: the content's bottom (with the bottom inset) at the
    /// view's bottom; sideways, its right edge at the view's right.
    public var maximumContentOffset: CGFloat {
        let inset = effectiveInset
        if scrollsSideways {
            return max(contentSize.width + inset.right - bounds.width, minimumContentOffset)
        }
        return max(contentSize.height + inset.bottom - bounds.height, minimumContentOffset)
    }

    /// A point whose scroll-axis coordinate is `value` and whose other coordinate is the offset's.
    func offset(along value: Double) -> CGPoint {
        scrollsSideways
            ? CGPoint(x: CGFloat(value), y: _contentOffset.y) : CGPoint(x: _contentOffset.x, y: CGFloat(value))
    }

    // MARK: Headless input

    /// A finger touches down and starts to drag: motion stops, the delegate gets `scrollViewWillBeginDragging`.
    open func beginDragging() {
        guard isScrollEnabled else { return }
        if keyboardDismissMode != .none, let responder = Responder.firstResponder as? View,
            responder.window === window
        {
            responder.resignFirstResponder()
        }
        physics.beginDragging()
        isTracking = true
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger moved by `translation`; the content follows it (`contentOffset.y -= translation.y`),
    /// with the rubber band past the edges.
    open func drag(by translation: CGPoint) {
        guard isScrollEnabled else { return }
        let translation = checkedPoint(translation, "ScrollView.drag(by:)", fallback: .zero)
        if !isDragging { beginDragging() }
        let moved = physics.drag(by: Double(scrollsSideways ? translation.x : translation.y))
        applyOffset(offset(along: moved))
    }

    /// The finger lifts moving at `velocity` points per second. The delegate gets `scrollViewWillEndDragging`
    /// (velocity in points per millisecond, as UIKit) and may change where the motion ends; then
    /// `scrollViewDidEndDragging(_:willDecelerate:)` and, when the content keeps moving,
    /// `scrollViewWillBeginDecelerating`.
    open func endDragging(velocity: CGPoint) {
        guard isDragging else { return }
        let velocity = checkedVelocity(velocity)
        let sideways = scrollsSideways
        let release = physics.releaseTarget(fingerVelocity: Double(sideways ? velocity.x : velocity.y))
        var target = offset(along: release.target)
        let speed = CGFloat(release.velocity / 1000)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: sideways ? CGPoint(x: speed, y: 0) : CGPoint(x: 0, y: speed),
                targetContentOffset: pointer)
        }
        var decelerate: Bool
        if isPagingEnabled, !physics.isPastAnEdge {
            // A page is a place to land exactly: the settle is an animation there, reported as a deceleration.
            let paged = pagedTarget(velocity: release.velocity)
            let page = Double(sideways ? paged.x : paged.y)
            decelerate = page != physics.offset
            if decelerate {
                physics.animate(to: page, duration: 0.25)
                pagingSettle = true
            } else {
                physics.endDragging(velocity: 0, target: page)
            }
        } else {
            decelerate = physics.endDragging(
                velocity: release.velocity, target: Double(sideways ? target.x : target.y))
        }
        isTracking = false
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        if decelerate { delegate?.scrollViewWillBeginDecelerating(self) }
    }

    /// Moves virtual time forward by `interval`, frame by frame (``frameInterval``): each frame moves the views'
    /// animation clock (``View/advanceAnimations(by:)``: one clock for every view, so two scroll views advanced
    /// by a second each move it by two), runs the motion, tells the delegate, and runs a layout pass. Time short of
    /// a whole frame carries to the next call.
    ///
    /// - Complexity: O(frames × the cost of a layout pass).
    /// An interval that is negative, not finite or longer than an hour is reported and replaced (by 0, or an hour).
    open func advance(by interval: TimeInterval) {
        checkThread("advance(by:)")
        var interval = interval
        if !(interval >= 0 && interval <= 3600) {
            let replacement: TimeInterval = interval > 3600 ? 3600 : 0
            reportInvalid(
                InvalidValue(
                    source: "ScrollView.advance(by:)", value: "\(interval)",
                    rule: "Virtual time moves forward by 0 to 3600 seconds a call", replacement: "\(replacement) s"))
            interval = replacement
        }
        frameRemainder += interval
        while frameRemainder >= frameInterval - 1e-12 {
            frameRemainder -= frameInterval
            time += frameInterval
            if ViewAnimator.hasPending { ViewAnimator.shared.advance(by: frameInterval) }
            if FailureRequirements.hasWaiting { HeadlessTouch.pass(frameInterval) }
            runFrame(frameInterval)
        }
    }

    /// Runs one frame: motion, then layout. Subclasses add per-frame work before calling super.
    open func runFrame(_ interval: TimeInterval) {
        let wasDecelerating = physics.isDecelerating
        let event = physics.step(by: interval)
        applyOffset(offset(along: physics.offset))
        switch event {
        case .didEndDecelerating?:
            if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
        case .didEndScrollingAnimation? where pagingSettle:
            pagingSettle = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .didEndScrollingAnimation?:
            delegate?.scrollViewDidEndScrollingAnimation(self)
            if pendingScrollToTop {
                pendingScrollToTop = false
                delegate?.scrollViewDidScrollToTop(self)
            }
        case nil:
            break
        }
        layoutIfNeeded()
    }

    // MARK: Internals

    /// Sets the offset the motion produced: marks layout and tells the delegate when it changed.
    func applyOffset(_ offset: CGPoint) {
        guard offset != _contentOffset else { return }
        _contentOffset = offset
        setNeedsLayout()
        keyValuesMayHaveChanged()
        delegate?.scrollViewDidScroll(self)
    }

    /// Moves the content under the viewport by `delta` without it being a scroll: the content above changed
    /// height, and the offset follows so nothing on screen moves.
    func shiftContent(by delta: CGFloat) {
        guard delta != 0 else { return }
        physics.shift(by: Double(delta))
        if scrollsSideways { _contentOffset.x += delta } else { _contentOffset.y += delta }
        setNeedsLayout()
        keyValuesMayHaveChanged()
    }

    func updatePhysicsBounds() {
        // Read each property once: they are open, so every read is a dynamic call.
        let inset = effectiveInset
        let sideways = scrollsSideways
        let length = sideways ? frame.size.width : frame.size.height
        let content = sideways ? contentSize.width : contentSize.height
        let before = sideways ? inset.left : inset.top
        let after = sideways ? inset.right : inset.bottom
        let minimum = -before
        let maximum = max(content + after - length, minimum)
        physics.bounds = Double(minimum)...Double(maximum)
        physics.viewportLength = Double(length)
        let always = sideways ? alwaysBounceHorizontal : alwaysBounceVertical
        let bouncesHere = sideways ? bouncesHorizontally : bouncesVertically
        physics.bounces = bouncesHere && (always || content + before + after > length)
    }
}
