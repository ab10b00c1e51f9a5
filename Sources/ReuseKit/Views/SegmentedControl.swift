import Foundation

/// A row of segments, one selected (UISegmentedControl): a tap selects a segment and sends `.valueChanged`.
@preconcurrency @MainActor
open class SegmentedControl: Control {
    /// Whether a drag that hovers over a segment selects it (UISpringLoadedInteractionSupporting); kept as set:
    /// Linux has no drag sessions.
    open var isSpringLoaded = false
    override open class func appearance() -> SegmentedControl { Appearance.proxy(for: self) { SegmentedControl() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> SegmentedControl
    {
        Appearance.proxy(for: self, containers: containerTypes) { SegmentedControl() }
    }
    override open class func appearance(for trait: TraitCollection) -> SegmentedControl {
        Appearance.proxy(for: self, traits: trait) { SegmentedControl() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> SegmentedControl {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { SegmentedControl() }
    }

    /// What `selectedSegmentIndex` is when no segment is selected.
    public static let noSegment = -1

    private var titles: [String?] = []
    private var images: [Image?] = []
    private var enabled: [Bool] = []
    private var actions: [Action?] = []
    /// Widths set with ``setWidth(_:forSegmentAt:)``; 0 sizes the segment automatically.
    private var widths: [CGFloat] = []
    /// Whether automatically sized segments take widths in proportion to their content (else all take the
    /// widest's); false by default.
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }
    open var selectedSegmentIndex = SegmentedControl.noSegment
    open var selectedSegmentTintColor: Color?
    /// Whether a segment deselects itself right after it is tapped.
    open var isMomentary = false
    /// Title attributes set for each control state (its raw value), with ``setTitleTextAttributes(_:for:)``.
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Background images by control state and bar metrics.
    private var backgroundImages: [BarStateKey: Image] = [:]
    /// Divider images by the states on either side and bar metrics.
    private var dividerImages: [DividerKey: Image] = [:]
    /// Offsets of each segment's content from its centre.
    private var contentOffsets: [Int: CGSize] = [:]
    /// Offsets of the content of each kind of segment, by bar metrics.
    private var positionAdjustments: [BarStateKey: Offset] = [:]

    /// A state (or segment kind) and bar metrics, as a dictionary key.
    private struct BarStateKey: Hashable {
        let state: UInt
        let metrics: Int
    }

    /// The states on the left and right of a divider and bar metrics, as a dictionary key.
    private struct DividerKey: Hashable {
        let left: UInt
        let right: UInt
        let metrics: Int
    }

    /// Where a segment sits in the control, for ``setContentPositionAdjustment(_:forSegmentType:barMetrics:)``
    /// (UISegmentedControl.Segment).
    public enum Segment: Int, Sendable {
        /// Any segment.
        case any = 0
        /// The leftmost segment.
        case left = 1
        /// A segment between two others.
        case center = 2
        /// The rightmost segment.
        case right = 3
        /// The only segment.
        case alone = 4
    }

    /// Segments titled by `items` (strings; images for ``Image`` items).
    /// A control with no segments, in `frame`.
    public override convenience init(frame: CGRect = .zero) {
        self.init(items: nil)
        self.frame = frame
    }

    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            titles.append(item as? String)
            images.append(item as? Image)
            enabled.append(true)
            actions.append(nil)
            widths.append(0)
        }
    }

    /// A segment for each of `actions`, titled (and imaged) by it; selecting a segment performs its action.
    public convenience init(frame: CGRect, actions: [Action]) {
        self.init(items: nil)
        self.frame = frame
        for (index, action) in actions.enumerated() {
            insertSegment(action: action, at: index, animated: false)
        }
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    public var numberOfSegments: Int { titles.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(title: title, image: nil, action: nil, at: segment)
    }

    /// Inserts a segment showing `image`.
    open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insert(title: nil, image: image, action: nil, at: segment)
    }

    /// Inserts a segment titled (and imaged) by `action`, which it performs when selected.
    open func insertSegment(action: Action, at segment: Int, animated: Bool) {
        insert(title: action.title, image: action.image, action: action, at: segment)
    }

    private func insert(title: String?, image: Image?, action: Action?, at segment: Int) {
        let index = min(max(segment, 0), titles.count)
        titles.insert(title, at: index)
        images.insert(image, at: index)
        enabled.insert(true, at: index)
        actions.insert(action, at: index)
        widths.insert(0, at: index)
        invalidateIntrinsicContentSize()
    }

    /// The action the segment was made from; nil for a segment made from a title or image.
    open func actionForSegment(at segment: Int) -> Action? {
        actions.indices.contains(segment) ? actions[segment] : nil
    }

    /// Fixes the segment's width; 0 (the default) sizes it to the content.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard widths.indices.contains(segment) else { return }
        widths[segment] = width.isFinite ? max(width, 0) : 0
        invalidateIntrinsicContentSize()
    }

    /// The width set for the segment; 0 when it sizes to its content.
    open func widthForSegment(at segment: Int) -> CGFloat {
        widths.indices.contains(segment) ? widths[segment] : 0
    }

    /// The width each segment takes: its fixed width, else its content's (with 10 points each side), or the
    /// widest content's when widths are not apportioned by content.
    ///
    /// - Complexity: O(n) in the segments.
    public var segmentWidths: [CGFloat] {
        let contents = titles.indices.map { index -> CGFloat in
            let label = Label()
            label.text = titles[index]
            label.font = (titleAttributes[Control.State.normal.rawValue]?[.font] as? Font) ?? .systemFont(ofSize: 13)
            let text = label.sizeThatFits(.zero).width
            return max(text, images[index]?.size.width ?? 0) + 20
        }
        let widest = contents.max() ?? 0
        return titles.indices.map { index in
            widths[index] > 0 ? widths[index] : apportionsSegmentWidthsByContent ? contents[index] : widest
        }
    }

    /// The segments side by side, 32 points tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: segmentWidths.reduce(0, +), height: 32)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        images.remove(at: segment)
        enabled.remove(at: segment)
        actions.remove(at: segment)
        widths.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = SegmentedControl.noSegment }
    }

    open func removeAllSegments() {
        titles = []
        images = []
        enabled = []
        actions = []
        widths = []
        selectedSegmentIndex = SegmentedControl.noSegment
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }

    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    open func setImage(_ image: Image?, forSegmentAt segment: Int) {
        if images.indices.contains(segment) { images[segment] = image }
    }

    open func imageForSegment(at segment: Int) -> Image? {
        images.indices.contains(segment) ? images[segment] : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if self.enabled.indices.contains(segment) { self.enabled[segment] = enabled }
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        enabled.indices.contains(segment) && enabled[segment]
    }

    /// Sets the attributes of segment titles in `state`: `.font` and `.foregroundColor` are drawn, and the
    /// normal state's font sizes the segments. A selected segment without attributes of its own uses the normal
    /// state's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        titleAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The title attributes set for `state`; nil when none were.
    open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Sets the image drawn behind the segments in `state`, for bars of `barMetrics`.
    open func setBackgroundImage(
        _ backgroundImage: Image?, for state: Control.State, barMetrics: NavigationBar.BarMetrics
    ) {
        backgroundImages[BarStateKey(state: state.rawValue, metrics: barMetrics.rawValue)] = backgroundImage
        setNeedsDisplay()
    }

    /// The background image set for `state` and `barMetrics`.
    open func backgroundImage(for state: Control.State, barMetrics: NavigationBar.BarMetrics) -> Image? {
        backgroundImages[BarStateKey(state: state.rawValue, metrics: barMetrics.rawValue)]
    }

    /// Sets the image drawn between a segment in `leftState` and one in `rightState`.
    open func setDividerImage(
        _ dividerImage: Image?, forLeftSegmentState leftState: Control.State,
        rightSegmentState rightState: Control.State,
        barMetrics: NavigationBar.BarMetrics
    ) {
        let key = DividerKey(left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics.rawValue)
        dividerImages[key] = dividerImage
        setNeedsDisplay()
    }

    /// The divider image set for the two states and `barMetrics`.
    open func dividerImage(
        forLeftSegmentState leftState: Control.State, rightSegmentState rightState: Control.State,
        barMetrics: NavigationBar.BarMetrics
    ) -> Image? {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics.rawValue)]
    }

    /// Moves the segment's title or image by `offset` from the segment's centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        contentOffsets[segment] = offset
        setNeedsDisplay()
    }

    /// How far the segment's content is moved from its centre (zero unless set).
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        contentOffsets[segment] ?? .zero
    }

    /// Moves the content of every segment of kind `leftCenterRightOrAlone` by `adjustment`, for `barMetrics`.
    open func setContentPositionAdjustment(
        _ adjustment: Offset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: NavigationBar.BarMetrics
    ) {
        let key = BarStateKey(state: UInt(leftCenterRightOrAlone.rawValue), metrics: barMetrics.rawValue)
        positionAdjustments[key] = adjustment
        setNeedsDisplay()
    }

    /// The content adjustment set for a kind of segment and `barMetrics` (zero unless set).
    open func contentPositionAdjustment(
        forSegmentType leftCenterRightOrAlone: Segment, barMetrics: NavigationBar.BarMetrics
    )
        -> Offset
    {
        positionAdjustments[BarStateKey(state: UInt(leftCenterRightOrAlone.rawValue), metrics: barMetrics.rawValue)]
            ?? .zero
    }

    /// Replaces the segment's action, and its title and image with the action's.
    open func setAction(_ action: Action, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        actions[segment] = action
        titles[segment] = action.title
        images[segment] = action.image
        invalidateIntrinsicContentSize()
    }

    /// The index of the segment whose action has `actionIdentifier`; ``noSegment`` when none has.
    open func segmentIndex(identifiedBy actionIdentifier: Action.Identifier) -> Int {
        actions.firstIndex { $0?.identifier == actionIdentifier } ?? SegmentedControl.noSegment
    }

    /// How segment `index`'s content is drawn: its title's font and colour in its state (a selected segment's own
    /// attributes, else the normal ones), and how far it is moved from the segment's centre.
    ///
    /// - Complexity: O(1).
    public func contentStyle(ofSegment index: Int) -> (font: Font?, color: Color?, offset: CGSize) {
        let selected = index == selectedSegmentIndex
        let own = selected ? titleAttributes[Control.State.selected.rawValue] : nil
        let normal = titleAttributes[Control.State.normal.rawValue]
        let font = (own?[.font] as? Font) ?? (normal?[.font] as? Font)
        let color = (own?[.foregroundColor] as? Color) ?? (normal?[.foregroundColor] as? Color)
        let kind: Segment =
            numberOfSegments == 1 ? .alone : index == 0 ? .left : index == numberOfSegments - 1 ? .right : .center
        let adjustment =
            positionAdjustments[
                BarStateKey(state: UInt(kind.rawValue), metrics: NavigationBar.BarMetrics.default.rawValue)]
            ?? positionAdjustments[BarStateKey(state: 0, metrics: NavigationBar.BarMetrics.default.rawValue)] ?? .zero
        let offset = contentOffsets[index] ?? .zero
        return (
            font, color,
            CGSize(width: offset.width + adjustment.horizontal, height: offset.height + adjustment.vertical)
        )
    }

    /// A tap on a segment (beyond UIKit, headless): it becomes the selected one and `.valueChanged` is sent;
    /// a disabled segment or control does nothing.
    public func tapSegment(at segment: Int) {
        guard isEnabled, isEnabledForSegment(at: segment) else { return }
        selectedSegmentIndex = segment
        if let action = actions[segment] { sendAction(action) }
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = SegmentedControl.noSegment }
    }

    /// A touch lifted on a segment selects it, as ``tapSegment(at:)`` does.
    open override func endTracking(_ touch: Touch?, with event: ReuseKit.Event?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch, numberOfSegments > 0, bounds.width > 0 else { return }
        let x = touch.location(in: self).x - bounds.minX
        let segment = Int(min(max(x / (bounds.width / CGFloat(numberOfSegments)), 0), CGFloat(numberOfSegments - 1)))
        tapSegment(at: segment)
    }

    open override func visibleProperties() -> [ViewState.Property] {
        super.visibleProperties() + [.init("selectedSegmentIndex", "\(selectedSegmentIndex)")]
    }
}
