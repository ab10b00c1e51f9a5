import Foundation

/// A rectangle on screen that draws nothing itself, headless: UIView's geometry, hierarchy and layout cycle.
@preconcurrency @MainActor
open class View: Responder {
    /// The proxy whose values views of this class take when they first enter a window (UIAppearance): set a
    /// colour or font on it once (`UILabel.appearance().textColor = .secondaryLabel`) and every such view has it,
    /// unless code set its own. See ``AppearanceContainer`` for the contained and trait variants.
    open class func appearance() -> View { Appearance.proxy(for: self) { View() } }
    open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> View {
        Appearance.proxy(for: self, containers: containerTypes) { View() }
    }
    open class func appearance(for trait: TraitCollection) -> View {
        Appearance.proxy(for: self, traits: trait) { View() }
    }
    open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> View {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { View() }
    }

    @exclusivity(unchecked) private var _frame: CGRect
    @exclusivity(unchecked) private var boundsOrigin: CGPoint = .zero
    @exclusivity(unchecked) private var needsLayout = true
    /// Whether some view below this one waits for layout, so a layout pass can skip clean subtrees.
    @exclusivity(unchecked) private var subtreeNeedsLayout = false

    /// The view's ``transform`` when it is not the identity (nil is the identity, so the common case costs a test).
    @exclusivity(unchecked) private var transformStorage: CGAffineTransform?

    /// The view's rectangle in its superview's coordinates. Changing its size marks the view as needing layout.
    ///
    /// With a ``View/transform`` other than the identity, this is the smallest rectangle that holds the transformed
    /// view, as in UIKit; setting it then keeps the transform and sets ``View/center`` and, where the transform only
    /// scales and flips, the size (UIKit leaves that case undefined).
    open var frame: CGRect {
        get {
            guard let transformStorage else { return _frame }
            return Self.transformedFrame(_frame, by: transformStorage, anchor: anchorPoint)
        }
        set {
            if let transformStorage {
                setUntransformedFrame(
                    Self.untransformedFrame(newValue, by: transformStorage, size: _frame.size, anchor: anchorPoint))
            } else {
                setUntransformedFrame(newValue)
            }
        }
    }

    /// Sets the frame the view has without its transform: the one place the view's size changes.
    private func setUntransformedFrame(_ newFrame: CGRect) {
        let oldSize = _frame.size
        let resized = newFrame.size != oldSize
        if resized, hearsSizeChanges { sizeWillChange(to: newFrame.size) }
        _frame = newFrame
        keyValuesMayHaveChanged()
        guard resized else { return }
        setNeedsLayout()
        if !subviews.isEmpty { resizeSubviews(withOldSize: oldSize) }
    }

    /// Told before the view's size changes to `size`, while ``bounds`` still has the old one, when
    /// ``hearsSizeChanges``: a collection view asks its layout about the change here, as UIKit does.
    func sizeWillChange(to size: CGSize) {}
    /// Whether ``sizeWillChange(to:)`` is called: a stored flag, so that the frames of the many views that do not
    /// listen cost one test.
    @exclusivity(unchecked) final var hearsSizeChanges = false
    /// Whether a ``StackView`` arranges this view: a flag, so that a label's new text tells its stack for one test.
    @exclusivity(unchecked) final var isArrangedInStack = false

    /// The view's centre in its superview's coordinates: where its ``View/anchorPoint`` is (the middle of the view
    /// unless that is set), the point its ``View/transform`` is about. A transform's translation moves what is seen,
    /// not the centre.
    open var center: CGPoint {
        get {
            guard let anchor = extrasIfMade?.anchorPoint, anchor != Self.middle else {
                return CGPoint(x: _frame.midX, y: _frame.midY)
            }
            return _frame.point(atUnit: anchor)
        }
        set {
            _frame.origin = CGRect(size: _frame.size, placing: anchorPoint, at: newValue).origin
            keyValuesMayHaveChanged()
        }
    }

    static let middle = CGPoint(x: 0.5, y: 0.5)

    /// The outline UIKit Dynamics collides the view as (``DynamicItem``): its bounds' rectangle. A round view
    /// overrides it to `.ellipse`.
    open var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
    /// The outline for `.path` collisions, about the view's centre; empty by default (collided as its bounds).
    open var collisionBoundingPath: BezierPath { BezierPath() }

    /// The point of the bounds, in the unit square ((0, 0) the top-left corner, (1, 1) the bottom-right), that
    /// ``View/center`` names and ``View/transform`` turns and scales about: the middle, (0.5, 0.5), unless set. Setting it
    /// keeps ``View/center`` where it is, so the view moves, as in UIKit (a disclosure chevron that turns about its
    /// leading edge, a card that flips about its top).
    open var anchorPoint: CGPoint {
        get { extrasIfMade?.anchorPoint ?? Self.middle }
        set {
            guard newValue != anchorPoint else { return }
            let position = center
            extras.anchorPoint = newValue
            center = position
        }
    }

    /// Scale, rotation, flip and translation of the view about its ``center``, as a layer draws it:
    /// ``frame``, hit-testing and ``convert(_:to:)-(CGPoint,View?)`` follow it; ``bounds``, ``center`` and the layout of the
    /// subviews do not change. A table flipped with `CGAffineTransform(scaleX: 1, y: -1)`, its cells flipped back
    /// the same way, is the chat idiom.
    open var transform: CGAffineTransform {
        get { transformStorage ?? .identity }
        set { transformStorage = newValue.isIdentity ? nil : newValue }
    }

    /// Whether the view has a transform other than the identity, affine or in 3-D: a stored property's test, for
    /// the paths that place many views a frame.
    final var hasTransform: Bool {
        if transformStorage != nil { return true }
        guard let extras = extrasIfMade else { return false }
        return extras.transform3D != nil
    }

    /// The view's rectangle in its own coordinates: its origin is what the view scrolls by.
    /// Changing the size keeps ``View/center`` where it is: the view grows or shrinks about its
    /// ``View/anchorPoint``, as in UIKit (``View/frame`` keeps its origin instead).
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: _frame.size) }
        set {
            boundsOrigin = newValue.origin
            guard newValue.size != _frame.size else { return }
            setUntransformedFrame(CGRect(size: newValue.size, placing: anchorPoint, at: center))
        }
    }

    open var backgroundColor: Color? {
        didSet { checkThread("backgroundColor") }
    }
    /// Whether the view is hidden. A hidden arranged subview of a ``StackView`` leaves the arrangement.
    @exclusivity(unchecked) open var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            keyValuesMayHaveChanged()
            checkThread("isHidden")
            (superview as? StackView)?.arrangedSubviewVisibilityChanged(self)
        }
    }
    @exclusivity(unchecked) open var alpha: CGFloat = 1 {
        didSet { keyValuesMayHaveChanged() }
    }
    open var tag = 0
    private var layerStorage: Layer?
    /// What the view's layer would draw: corners, border, shadow, clipping (made on first use).
    public var layer: Layer {
        if let layerStorage { return layerStorage }
        let layer = Layer.make(type(of: self).layerClass)
        layer.owningView = self
        layerStorage = layer
        return layer
    }
    /// The tint set on this view, if any (``tintColor`` falls back to the superview's).
    public private(set) var explicitTintColor: Color?
    /// Whether this view is an appearance proxy (``appearance()``), which never takes a proxy's values.
    var isAppearanceProxy = false
    /// Whether this view took its appearance proxies' values, the first time it entered a window.
    var appearanceApplied = false
    /// Light or dark for this view and the views below it (``traitCollection``); unspecified inherits. A change
    /// tells every view whose traits it changes, and their controllers (``traitCollectionDidChange(_:)``).
    open var overrideUserInterfaceStyle = TraitCollection.UserInterfaceStyle.unspecified {
        didSet {
            guard oldValue != overrideUserInterfaceStyle else { return }
            let previous =
                oldValue == .unspecified
                ? inheritedTraitCollection
                : inheritedTraitCollection.modifyingTraits { $0.userInterfaceStyle = oldValue }
            traitsChanged(from: previous, to: traitCollection)
        }
    }
    /// The controller whose view this is, told of trait changes with it.
    weak var owningController: ViewController? {
        didSet { isControllerView = owningController != nil }
    }
    /// The controller whose view this is, or whose view holds it: the nearest owning controller up the superviews.
    final var enclosingController: ViewController? {
        var view: View? = self
        while let current = view {
            if let controller = current.owningController { return controller }
            view = current.superview
        }
        return nil
    }
    /// Whether a controller owns this view: its layouts run the controller's `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews` (a flag, so that other views' layouts do not read the weak reference).
    private(set) var isControllerView = false

    /// Called when the view's traits changed (its own ``overrideUserInterfaceStyle`` or one above it), with the
    /// traits it had. Override it to redraw what depends on them, calling `super`.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Whether touches reach the view and its subviews (``hitTest(_:with:)`` skips it when false).
    open var isUserInteractionEnabled = true
    open var contentMode = ContentMode.scaleToFill
    /// Insets for content laid out inside the view (8 points by default).
    ///
    /// A cell's content view and a controller's root view start with UIKit's system margins instead (see
    /// ``TableViewCell`` and ``ViewController/systemMinimumLayoutMargins``), which follow their width until a
    /// client sets margins of its own.
    @exclusivity(unchecked) open var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            marginsFollowSystem = false
            guard layoutMargins != oldValue else { return }
            if autoLayoutStorage?.marginsGuide != nil || autoLayoutStorage?.readableGuide != nil {
                constraintMakeupChanged()
            }
            layoutMarginsDidChange()
        }
    }
    /// Whether this view is a ``Window`` (set by its initializer), so that finding a view's window needs no cast.
    @exclusivity(unchecked) var isWindow = false
    /// How many windows exist: none, and no view is in one, so moves need not look for windows.
    nonisolated(unsafe) static var windowsAlive = 0
    /// How many views wait for ``updateConstraints()``: none, and ``updateConstraintsIfNeeded()`` walks nothing.
    nonisolated(unsafe) static var viewsNeedingConstraintUpdates = 0
    /// Whether this is a table cell's content view (set by the cell), so that Auto Layout asks no cast.
    @exclusivity(unchecked) var isCellContentView = false
    /// Whether ``layoutMargins`` are the system's, to follow the view's width (no client set them).
    @exclusivity(unchecked) var marginsFollowSystem = false

    /// Sets the system's margins, keeping them the system's.
    func setSystemLayoutMargins(_ margins: EdgeInsets) {
        guard margins != layoutMargins else { return }
        layoutMargins = margins
        marginsFollowSystem = true
    }

    /// The side margin UIKit gives content at `width`: 20 points from 414 (a large phone, any tablet), else 16.
    static func systemSideMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    /// The view's name for tests and assistive technologies.
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var isAccessibilityElement = false
    open var accessibilityTraits = AccessibilityTraits.none

    /// The colour controls and templates use: the one set on this view, else the superview's, else system blue.
    /// Setting nil goes back to inheriting. Views below hear ``tintColorDidChange()``.
    open var tintColor: Color! {
        get { effectiveTintAdjustmentMode == .dimmed ? .systemGray : undimmedTint }
        set {
            explicitTintColor = newValue
            notifyTintChange()
        }
    }

    /// How the tint shows (UIView.TintAdjustmentMode).
    public enum TintAdjustmentMode: Int, Hashable, Sendable {
        /// The superview's mode (normal at the top).
        case automatic
        case normal
        /// Dimmed, as behind an alert: ``tintColor`` is the system grey.
        case dimmed
    }

    /// Whether the tint is dimmed; `.automatic` follows the superview. Changing it tells the views below
    /// (`tintColorDidChange()`).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { extrasIfMade?.tintAdjustmentMode ?? .automatic }
        set {
            guard newValue != tintAdjustmentMode else { return }
            extras.tintAdjustmentMode = newValue
            notifyTintChange()
        }
    }

    /// The tint set here or on the nearest superview that has one, else the system blue.
    private var undimmedTint: Color {
        var view: View? = self
        while let current = view {
            if let tint = current.explicitTintColor { return tint }
            view = current.superview
        }
        return .systemBlue
    }

    /// The mode in effect: this view's, else the nearest superview's that is not automatic, else normal.
    private var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: View? = self
        while let current = view {
            if let mode = current.extrasIfMade?.tintAdjustmentMode, mode != .automatic { return mode }
            view = current.superview
        }
        return .normal
    }

    /// The layer's class, made for each view's ``layer``: override to back a view with a
    /// `CAGradientLayer` or `CAShapeLayer` (`override class var layerClass: AnyClass { CAGradientLayer.self }`).
    open class var layerClass: AnyClass { Layer.self }

    /// Called when the tint this view shows changed (set here or above). The default does nothing.
    open func tintColorDidChange() {}

    private func notifyTintChange() {
        tintColorDidChange()
        for view in subviews where view.explicitTintColor == nil { view.notifyTintChange() }
    }

    /// The size the view's content wants, or ``View/noIntrinsicMetric`` in a dimension it does not care about.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Says the content's size changed: the superview lays out again.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
        (superview as? StackView)?.arrangedSubviewContentChanged(self)
        if !translatesAutoresizingMaskIntoConstraints { setNeedsConstraintSolve() }
    }

    /// Whether `point` (in this view's coordinates) is inside the view: within its bounds.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, touchable subview that contains `point` (in this view's coordinates), front to
    /// back; this view when no subview does; nil when the point is outside or the view takes no touches.
    ///
    /// - Complexity: O(n) in the views of the subtree.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }
    /// Constraints, priorities and guides, made on first use (``translatesAutoresizingMaskIntoConstraints``).
    @exclusivity(unchecked) var autoLayoutStorage: AutoLayoutState?
    /// The subviews, back to front. Their storage and ``parent`` are also read by the nonisolated `deinit`,
    /// which runs when the last reference goes, after every isolated use of the view has ended.
    @exclusivity(unchecked) nonisolated(unsafe) private var subviewStorage: [View] = []
    /// The views inside this one, back to front.
    public var subviews: [View] { subviewStorage }
    /// Not a weak reference: a superview owns its subviews and clears this when it goes or lets a subview go,
    /// so it never dangles, and cells avoid the side table that weak references cost on every retain.
    nonisolated(unsafe) private unowned(unsafe) var parent: View?

    /// The view this one is a subview of.
    public var superview: View? { parent }

    /// The next responder: the controller whose root view this is, else the superview.
    open override var next: Responder? { owningController ?? parent }

    public init(frame: CGRect = .zero) {
        _frame = frame
        super.init()
    }

    /// A view with a zero frame, through ``init(frame:)``: a subclass that overrides `init(frame:)` and
    /// `init?(coder:)` is made with `MyView()` as in UIKit, where this comes from `NSObject`.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// A view from an archive (a storyboard or nib file): there are none on Linux, so this fails and returns nil.
    /// It exists, `required` as in UIKit, so that subclasses written for UIKit (`required init?(coder:)`, calling
    /// `super.init(coder:)`) compile unchanged.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Writes the view to an archive (NSCoding's `encode(with:)`): there are no archives on Linux, so nothing is
    /// written; it exists so that a subclass's `override func encode(with:)` compiles.
    open func encode(with coder: NSCoder) {}

    /// Nonisolated, as UIKit's is, so that a subclass may write a plain `deinit { task?.cancel() }`: it only
    /// unhooks the subviews and gesture recognizers that outlive this view (a client may hold a cell's label),
    /// which nothing else can touch by then.
    deinit {
        for view in subviewStorage where view.parent === self { view.parent = nil }
        for recognizer in recognizers where recognizer.attachedView === self { recognizer.attachedView = nil }
    }

    /// Adds `view` on top of the subviews, taking it from its previous superview (which removes the constraints
    /// that refer to it from above, as ``removeFromSuperview()`` does). A view already here is brought to the
    /// front and keeps its constraints.
    ///
    /// - Complexity: O(n) in the subviews of the previous superview.
    open func addSubview(_ view: View) {
        checkThread("addSubview(_:)")
        // Already here: brought to the front, keeping its constraints (a move to another view removes them).
        if view.superview === self {
            if subviews.last !== view { moveSubview(view, to: subviews.count - 1) }
            return
        }
        // Windows are looked for only while one exists: a headless table moves cells on and off screen each frame.
        let oldWindow = View.windowsAlive > 0 ? view.window : nil
        let newWindow = View.windowsAlive > 0 ? window : nil
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.tellWindowChange(to: newWindow, did: false) }
        if let oldParent = view.parent { view.detach(from: oldParent) }
        subviewStorage.append(view)
        view.parent = self
        forgetIslandStructures()
        if view.needsLayout || view.subtreeNeedsLayout { markSubtreeNeedsLayout() }
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.tellWindowChange(to: newWindow, did: true) }
        didAddSubview(view)
    }

    /// Tells this view and the views below it that their window changes (`willMove(toWindow:)`) or changed
    /// (`didMoveToWindow()`).
    private func tellWindowChange(to window: Window?, did: Bool) {
        if did, window != nil, !appearanceApplied, !isAppearanceProxy {
            appearanceApplied = true
            Appearance.apply(to: self)
        }
        if did { didMoveToWindow() } else { willMove(toWindow: window) }
        for view in subviewStorage { view.tellWindowChange(to: window, did: did) }
    }

    /// Called before the view moves to `newSuperview` (nil when it is removed). The default does nothing.
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a superview or was removed from one. The default does nothing.
    open func didMoveToSuperview() {}
    /// Called before the view, or a view above it, moves into or out of a window. The default does nothing.
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view's window changed. The default does nothing.
    open func didMoveToWindow() {}
    /// Called after `subview` was added. The default does nothing.
    open func didAddSubview(_ subview: View) {}
    /// Called when ``safeAreaInsets`` changed. The default does nothing.
    open func safeAreaInsetsDidChange() {}
    /// Called when ``layoutMargins`` changed. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// Removes the view from its superview, and, as UIKit documents, the constraints that refer to it or to a
    /// view below it (those installed above it; constraints within its subtree stay).
    ///
    /// - Complexity: O(n) in the superview's subviews.
    open func removeFromSuperview() {
        guard let parent else { return }
        checkThread("removeFromSuperview()")
        let oldWindow = View.windowsAlive > 0 ? window : nil
        willMove(toSuperview: nil)
        if oldWindow != nil { tellWindowChange(to: nil, did: false) }
        detach(from: parent)
        didMoveToSuperview()
        if oldWindow != nil { tellWindowChange(to: nil, did: true) }
    }

    /// Takes the view out of its superview's subviews, with the constraints that refer to it from above.
    private func detach(from parent: View) {
        parent.willRemoveSubview(self)
        removeConstraintsToSubtree(above: parent)
        // A plain loop: a closure here would be checked for main-actor isolation on every call.
        var index = parent.subviews.count - 1
        while index >= 0 && parent.subviews[index] !== self { index -= 1 }
        if index >= 0 { parent.subviewStorage.remove(at: index) }
        self.parent = nil
        parent.forgetIslandStructures()
    }

    /// Moves a subview to `index` among the subviews (clamped to the ends).
    func moveSubview(_ view: View, to index: Int) {
        guard let from = subviews.firstIndex(where: { $0 === view }) else { return }
        subviewStorage.remove(at: from)
        subviewStorage.insert(view, at: min(max(index, 0), subviewStorage.count))
        forgetIslandStructures()
    }

    /// Called just before `subview` leaves this view's subviews. The default does nothing; a ``StackView``
    /// takes the view out of its arrangement, as UIKit's does.
    open func willRemoveSubview(_ subview: View) {}

    /// Marks the view as needing layout: ``layoutSubviews()`` runs at the next ``layoutIfNeeded()``.
    open func setNeedsLayout() {
        needsLayout = true
        superview?.markSubtreeNeedsLayout()
    }

    private func markSubtreeNeedsLayout() {
        var view: View? = self
        while let current = view, !current.subtreeNeedsLayout {
            current.subtreeNeedsLayout = true
            view = current.superview
        }
    }

    /// Whether the view waits for a layout pass.
    public var needsLayoutPass: Bool { needsLayout }

    /// Runs ``layoutSubviews()`` if the view needs layout, then does the same for its subviews that need it.
    ///
    /// - Complexity: O(k) in the views that need layout and their ancestors.
    open func layoutIfNeeded() {
        var controller: ViewController?
        if needsLayout || subtreeNeedsLayout { checkThread("layoutIfNeeded()") }
        if needsLayout {
            needsLayout = false
            // A controller's view: its controller hears the layout around the view's, as in UIKit.
            if isControllerView, let owner = owningController {
                controller = owner
                owner.updatePropertiesIfNeeded()
                owner.viewWillLayoutSubviews()
                owner.layOutBars()
            }
            if let extras = extrasIfMade, extras.needsPropertiesUpdate { updatePropertiesIfNeeded() }
            if autoLayoutStorage != nil { solveConstraintsIfNeeded() }
            if let layerStorage { layoutSublayers(of: layerStorage) } else { layoutSubviews() }
        }
        if subtreeNeedsLayout {
            subtreeNeedsLayout = false
            for view in subviews where view.needsLayout || view.subtreeNeedsLayout { view.layoutIfNeeded() }
        }
        controller?.viewDidLayoutSubviews()
    }

    /// Lays out the subviews. The default does nothing: frames from constraints are set just before it runs.
    open func layoutSubviews() {}

    /// Lays out the view's `layer` (the layer delegate method UIView implements): runs ``layoutSubviews()``.
    /// Override it to size sublayers with the view (call `super`). Headless it is called for a view whose layer
    /// has been made (any view that touched its `layer`); other views go straight to ``layoutSubviews()``.
    open func layoutSublayers(of layer: Layer) {
        layoutSubviews()
    }

    /// Updates the view's properties from its state (iOS 26): runs before ``layoutSubviews()`` when
    /// ``setNeedsUpdateProperties()`` asked for it. The default does nothing.
    open func updateProperties() {}

    /// Whether the focus engine may focus the view; false by default (there is no focus engine headless).
    open var canBecomeFocused: Bool { false }

    /// Called once on a view made from a ``Nib``, right after it is made. The default does nothing.
    open func awakeFromNib() {}

    /// Called when Interface Builder draws the view in its canvas (NSObject's, iOS 8): there is no canvas on
    /// Linux, so nothing calls it; it exists so that an `@IBDesignable` view's override compiles. Does nothing.
    open func prepareForInterfaceBuilder() {}

    /// Called when an assistive technology's cursor (VoiceOver's) lands on the view (UIAccessibilityFocus); the
    /// default notes it, so that ``View/accessibilityElementIsFocused()`` answers true until the cursor leaves.
    open func accessibilityElementDidBecomeFocused() { accessibilityFocused = true }

    /// Called when the assistive technology's cursor leaves the view; the default notes it.
    open func accessibilityElementDidLoseFocus() { accessibilityFocused = false }

    /// Whether an assistive technology's cursor is on the view: between the two calls above.
    open func accessibilityElementIsFocused() -> Bool { accessibilityFocused }
    private var accessibilityFocused = false

    /// The recognizers attached to this view, nil when there are none.
    open var gestureRecognizers: [GestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            for recognizer in recognizers { recognizer.view = nil }
            recognizers = newValue ?? []
            for recognizer in recognizers { recognizer.view = self }
        }
    }
    /// Also read by the nonisolated `deinit`, which unhooks the recognizers that outlive this view.
    @exclusivity(unchecked) nonisolated(unsafe) private var recognizers: [GestureRecognizer] = []

    /// Attaches `gestureRecognizer`: touches on this view and the views below it reach it.
    open func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        recognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        recognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// Asked before a recognizer attached to this view begins; the default allows it.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// The size the view's constraints give it, as small as they allow (``layoutFittingCompressedSize``) or as
    /// large (``layoutFittingExpandedSize``), or as near `targetSize` as they allow.
    ///
    /// - Complexity: one solve of the view's constraints.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it with its width pulled towards `targetSize.width` at
    /// `horizontalFittingPriority` and its height towards `targetSize.height` at `verticalFittingPriority`
    /// (`.required` fixes that side: how a table asks a cell for its height at the table's width). Frames are
    /// not changed. Open, as in UIKit, for views that compute their size themselves.
    ///
    /// - Complexity: one solve of the view's constraints.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        solvedFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Updates the view's constraints before a layout pass, when ``setNeedsUpdateConstraints()`` asked for it.
    /// Overrides change or add constraints here and call `super.updateConstraints()` last, as in UIKit.
    open func updateConstraints() {}

    /// The size that best fits `size`. The default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }

    // MARK: Drawing and rarely set properties

    /// Draws the view's content in `rect` (nothing is drawn headless; a renderer calls it). Override it to draw.
    open func draw(_ rect: CGRect) {}

    /// Marks the view's content as needing to be drawn again.
    open func setNeedsDisplay() { extras.needsDisplay = true }

    /// Marks part of the view's content as needing to be drawn again.
    open func setNeedsDisplay(_ rect: CGRect) { extras.needsDisplay = true }

    /// Whether the view is opaque (drawing may skip what is behind it); true by default.
    open var isOpaque: Bool {
        get { extrasIfMade?.isOpaque ?? true }
        set { extras.isOpaque = newValue }
    }
    /// A view whose alpha masks this one's content.
    open var mask: View? {
        get { extrasIfMade?.mask }
        set { extras.mask = newValue }
    }
    open var isMultipleTouchEnabled: Bool {
        get { extrasIfMade?.isMultipleTouchEnabled ?? false }
        set { extras.isMultipleTouchEnabled = newValue }
    }
    open var isExclusiveTouch: Bool {
        get { extrasIfMade?.isExclusiveTouch ?? false }
        set { extras.isExclusiveTouch = newValue }
    }
    /// Whether the view resizes its subviews by their autoresizing masks when its size changes; true.
    open var autoresizesSubviews: Bool {
        get { extrasIfMade?.autoresizesSubviews ?? true }
        set { extras.autoresizesSubviews = newValue }
    }
    open var clearsContextBeforeDrawing: Bool {
        get { extrasIfMade?.clearsContextBeforeDrawing ?? true }
        set { extras.clearsContextBeforeDrawing = newValue }
    }
    /// Pixels per point of the view's content: the screen's.
    open var contentScaleFactor: CGFloat {
        get { extrasIfMade?.contentScaleFactor ?? Screen.main.scale }
        set { extras.contentScaleFactor = newValue }
    }
    /// How the view lays out for left-to-right and right-to-left languages.
    open var semanticContentAttribute: SemanticContentAttribute {
        get { extrasIfMade?.semanticContentAttribute ?? .unspecified }
        set { extras.semanticContentAttribute = newValue }
    }
    open var restorationIdentifier: String? {
        get { extrasIfMade?.restorationIdentifier }
        set { extras.restorationIdentifier = newValue }
    }
    open var accessibilityIgnoresInvertColors: Bool {
        get { extrasIfMade?.accessibilityIgnoresInvertColors ?? false }
        set { extras.accessibilityIgnoresInvertColors = newValue }
    }
    open var minimumContentSizeCategory: TraitCollection.ContentSizeCategory? {
        get { extrasIfMade?.minimumContentSizeCategory }
        set { extras.minimumContentSizeCategory = newValue }
    }
    open var maximumContentSizeCategory: TraitCollection.ContentSizeCategory? {
        get { extrasIfMade?.maximumContentSizeCategory }
        set { extras.maximumContentSizeCategory = newValue }
    }
    /// Insets from the frame to the content that Auto Layout aligns (none by default).
    open var alignmentRectInsets: EdgeInsets { .zero }
    /// The view whose first baseline a first-baseline constraint to this view uses: this one.
    open var forFirstBaselineLayout: View { self }
    /// The view whose last baseline a last-baseline constraint to this view uses: this one.
    open var forLastBaselineLayout: View { self }
    /// Whether the class needs constraint-based layout; false.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Whether Auto Layout measures this view's height at its solved width (``sizeThatFits(_:)``), as UIKit does
    /// for wrapping labels, text views that do not scroll and list content views; false for other views.
    var measuresHeightAtWidth: Bool { false }

    /// What the height measured at a width depends on, for remembering solutions (``measuresHeightAtWidth``).
    var heightAtWidthKey: String { "" }

    /// Where this cell puts its content view in its current bounds, for the island that lays the content out with
    /// the cell (an adopted content view); nil for a view that is not a cell (the content view keeps its frame).
    var contentViewFrame: CGRect? { nil }

    /// Where this view's own layout puts `guide`, one of the guides it places itself (a list content view's text,
    /// a list cell's separator), while Auto Layout solves this view's size: each of the guide's edges as a part of
    /// the view's size plus a constant. Nil for a guide it does not place (the default).
    func placement(of guide: LayoutGuide) -> GuidePlacement? { nil }

    /// Tells the key-value observations of this view (`observe(_:options:changeHandler:)`) that an observable
    /// property may have changed: each compares its value with the last it saw. One test when there are none.
    final func keyValuesMayHaveChanged() {
        guard let extras = extrasStorage, !extras.keyValueObservers.isEmpty else { return }
        KeyValueObserver.notify(extras, of: self)
    }

    /// The rarely set properties, made on first use so that most views carry one pointer for them.
    private var extrasStorage: ViewExtras?
    var extrasIfMade: ViewExtras? { extrasStorage }
    var extras: ViewExtras {
        if let extrasStorage { return extrasStorage }
        let made = ViewExtras()
        extrasStorage = made
        return made
    }

    /// The trait-change registrations this view keeps (``registerForTraitChanges(_:handler:)``).
    var traitRegistrations: [TraitChangeHandlerRegistration] {
        get { extrasIfMade?.traitRegistrations ?? [] }
        set { extras.traitRegistrations = newValue }
    }

    /// Whether ``setNeedsDisplay()`` asked for a redraw that has not happened (beyond UIKit, for a renderer).
    public var needsDisplay: Bool {
        get { extrasIfMade?.needsDisplay ?? false }
        set { if newValue || extrasIfMade != nil { extras.needsDisplay = newValue } }
    }

    // MARK: Visible state

    /// The properties of this view a person could see: colours, hidden, alpha. Subclasses add theirs.
    open func visibleProperties() -> [ViewState.Property] {
        var properties: [ViewState.Property] = []
        if let backgroundColor { properties.append(.init("backgroundColor", backgroundColor.description)) }
        if isHidden { properties.append(.init("isHidden", "true")) }
        if alpha != 1 { properties.append(.init("alpha", Self.format(alpha))) }
        if let layer = layerIfMade { properties += layer.visibleProperties() }
        return properties
    }

    /// The layer, if something asked for it.
    private var layerIfMade: Layer? { layerStorage }

    /// The subviews whose state counts as this view's (all of them by default).
    open var visibleStateChildren: [View] { subviews }

    /// What this view and its subviews show.
    ///
    /// - Complexity: O(n) in the views of the subtree.
    public var visibleState: ViewState {
        ViewState(
            typeName: String(describing: type(of: self)), properties: visibleProperties(),
            children: visibleStateChildren.map(\.visibleState))
    }

    /// `value` as text: a whole number without a fraction while it is one that `Int` holds exactly, else as a
    /// `Double` prints it (`inf`, `nan`, `1e+19`). Total: no value traps.
    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 9.0e15 ? String(Int(value)) : String(Double(value))
    }
}

/// How a view lays out for left-to-right and right-to-left languages (UISemanticContentAttribute), with UIKit's
/// raw values.
public enum SemanticContentAttribute: Int, Hashable, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
