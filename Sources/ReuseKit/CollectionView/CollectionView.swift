import Foundation
import ReuseCore

/// A grid, a list or any layout of items in sections that keeps only the visible items' cells, reusing them as
/// items scroll by: UIKit's `UICollectionView`, headless.
///
/// Its lifecycle is the table's (<doc:TheCellLifecycle>): a layout pass runs on ``View/layoutIfNeeded()``, after
/// ``reloadData()`` and once per frame of `advance(by:)`. In each pass the prefetch window moves, items whose
/// frames left the visible rect get `didEndDisplaying` and their cells join the reuse queue, and items that entered
/// are filled nearest first in the direction of motion: a cell that still shows its item comes back without
/// `cellForItemAt`, and a queued cell handed to another item gets `prepareForReuse()` first, and only then.
/// Supplementary views (headers, footers) follow the same rules.
///
/// Where the items go is the ``collectionViewLayout``'s business: ``CollectionViewFlowLayout`` for grids and
/// lists, or a client's own ``CollectionViewLayout`` subclass.
@preconcurrency @MainActor
open class CollectionView: ScrollView {
    /// Whether a drag that hovers over it activates it (UISpringLoadedInteractionSupporting); kept as set:
    /// Linux has no drag sessions.
    open var isSpringLoaded = false
    override open class func appearance() -> CollectionView {
        Appearance.proxy(for: self) { CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout()) }
    }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> CollectionView
    {
        Appearance.proxy(for: self, containers: containerTypes) {
            CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        }
    }
    override open class func appearance(for trait: TraitCollection) -> CollectionView {
        Appearance.proxy(for: self, traits: trait) {
            CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> CollectionView {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) {
            CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        }
    }

    /// The layout; setting it installs the new one and lays the items out again.
    open var collectionViewLayout: CollectionViewLayout {
        get { layoutStorage }
        set {
            let oldValue = layoutStorage
            layoutStorage = newValue
            guard newValue !== oldValue else { return }
            oldValue.collectionView = nil
            Self.release(oldValue, from: self)
            install(newValue)
        }
    }
    /// Also read by the nonisolated `deinit`.
    @exclusivity(unchecked) nonisolated(unsafe) private var layoutStorage: CollectionViewLayout

    @exclusivity(unchecked) open weak var dataSource: (any CollectionViewDataSource)? {
        didSet {
            outlineSource = dataSource as? any OutlineExpanding
            setNeedsReload()
        }
    }
    /// The data source as one with outlines (the diffable data source), cast once: a cast to a protocol
    /// existential costs thousands of instructions, too many to pay for every cell shown.
    weak var outlineSource: (any OutlineExpanding)?

    @exclusivity(unchecked) open weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?

    /// Gives the items a drag from a cell carries (see ``dragItems(at:toItemAt:in:)`` for the headless drag).
    open weak var dragDelegate: (any CollectionViewDragDelegate)?
    /// Takes drops on the collection view.
    open weak var dropDelegate: (any CollectionViewDropDelegate)?
    /// Whether drags and drops are in progress; and whether items can be dragged.
    var dragAndDrop = DragAndDropState()

    /// Whether ``prefetchDataSource`` is told about items ahead of time.
    @exclusivity(unchecked) open var isPrefetchingEnabled = true

    /// The delegate as a collection view delegate (``delegate`` holds it; this is the same object, typed).
    @exclusivity(unchecked) public private(set) weak var collectionDelegate: (any CollectionViewDelegate)?

    open override weak var delegate: (any ScrollViewDelegate)? {
        didSet {
            collectionDelegate = delegate as? any CollectionViewDelegate
            if hasLoadedData { collectionViewLayout.invalidateLayout() }
        }
    }

    /// A view behind the items, sized to the collection view.
    @exclusivity(unchecked) open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { backgroundView.frame = bounds }
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Whether items can be selected while the collection view is editing (default true).
    open var allowsSelectionDuringEditing = true
    /// Whether several items can be selected while editing, and a two-finger pan begins selecting them
    /// (default false).
    open var allowsMultipleSelectionDuringEditing = false
    /// The focus properties (UIKit's `selectionFollowsFocus`, `allowsFocus`, `allowsFocusDuringEditing`,
    /// `remembersLastFocusedIndexPath`) keep what code sets, with UIKit's defaults: Linux has no focus engine
    /// (keyboard and remote focus are the system's), so nothing moves the focus and selection never follows it.
    open var selectionFollowsFocus = false
    open var allowsFocus = true
    open var allowsFocusDuringEditing = false
    open var remembersLastFocusedIndexPath = false
    /// How a shown cell that changes size reaches the layout (UIKit's `selfSizingInvalidation`, iOS 16): with
    /// `.enabled` (the default), a cell's `invalidateIntrinsicContentSize()` measures it again at once; with
    /// `.enabledIncludingConstraints`, so does a change of its constraints. Only layouts that size items from
    /// their cells (estimated sizes) hear of it.
    open var selfSizingInvalidation = SelfSizingInvalidation.enabled {
        didSet {
            if selfSizingInvalidation == .enabledIncludingConstraints {
                SelfSizingInvalidationListeners.constraintChangesHeard = true
            }
        }
    }
    /// Whether the collection view is editing: cells whose items the delegate's `canEditItemAt` allows take the
    /// editing state (list cells show their `whenEditing` accessories), and selection follows the
    /// `…DuringEditing` settings.
    @exclusivity(unchecked) open var isEditing = false {
        didSet { if isEditing != oldValue { updateEditingOfVisibleCells() } }
    }

    /// How many cells each reuse queue keeps back for their own items before handing them to others (default 2,
    /// as a table's).
    public var reuseRetention: Int {
        get { pool.retention }
        set {
            pool.retention = max(newValue, 0)
            supplementaryPool.retention = max(newValue, 0)
        }
    }

    /// The prefetch policy, in items: `.seedObserved` (the default: the window of 10 the seed logged for rows),
    /// `.overscan(n)`, `.screenfuls(leading:trailing:)`, `.distance(n)` or `.adaptive`. Setting it forgets what the
    /// previous policy announced, without cancelling it.
    public var prefetchPolicy: any PrefetchPolicy {
        get { policy }
        set {
            policy = newValue
            policy.reset()
        }
    }
    @exclusivity(unchecked) var policy: any PrefetchPolicy = SeedObservedPrefetcher()

    /// What the data source reported of its latency, given to the prefetch policy.
    public private(set) var dataLatency = LatencyEstimator()

    /// Reports how long the data for a prefetched item took to arrive, in seconds; `.adaptive` sizes its window
    /// from these.
    ///
    /// - Complexity: O(k log k) for the k = 64 latest samples kept.
    public func reportDataLatency(_ seconds: TimeInterval) {
        dataLatency.record(seconds)
    }

    /// Counts of the reuse machinery since the collection view was made (items count as rows).
    @exclusivity(unchecked) public internal(set) var statistics = ReuseStatistics()

    /// Told every step of the cell lifecycle as it happens (beyond UIKit): traces and tests read the collection
    /// view's behaviour here.
    @exclusivity(unchecked) public var lifecycleObserver: (@MainActor (CollectionLifecycleEvent) -> Void)?

    // MARK: State

    enum ViewSource {
        case type(CollectionReusableView.Type)
        case nib(Nib)
    }

    /// Registrations, few per collection view: searched by comparing kinds and identifiers (no hashing, no
    /// joined strings).
    @exclusivity(unchecked) var viewSources: [(kind: String, identifier: String, source: ViewSource)] = []
    @exclusivity(unchecked) var pool = ReusePool<CollectionViewCell, RowPosition>(retention: 2)
    @exclusivity(unchecked) var supplementaryPool = ReusePool<CollectionReusableView, SupplementaryKey>(retention: 2)
    var decorationPool: [String: [CollectionReusableView]] = [:]

    @exclusivity(unchecked) var hasLoadedData = false
    /// Items per section, as last loaded, and their running totals.
    @exclusivity(unchecked) var itemCounts: [Int] = []
    @exclusivity(unchecked) var itemTotals = FenwickTree<Int>([])
    @exclusivity(unchecked) var pass = LayoutPassState()
    /// The visible items (global indexes, ascending) and their cells.
    @exclusivity(unchecked) var visibleItems: [Int] = []
    /// The cells of ``visibleItems``, slot for slot (nil only while a pass fills them): a sorted array searched
    /// by bisection, which is cheaper than hashing item numbers.
    @exclusivity(unchecked) var visibleSlots: [CollectionViewCell?] = []
    /// The next pass's visible items and their cells, kept to reuse their storage.
    @exclusivity(unchecked) var nextItems: [Int] = []
    @exclusivity(unchecked) var nextSlots: [CollectionViewCell?] = []
    @exclusivity(unchecked) var visibleSupplementaries: [SupplementaryKey: CollectionReusableView] = [:]
    @exclusivity(unchecked) var nextSupplementaries: [SupplementaryKey] = []
    var visibleDecorations: [SupplementaryKey: CollectionReusableView] = [:]
    /// The attributes the layout gave for the elements of the visible rect, in a pass of a layout that does not
    /// answer the engine's queries itself.
    @exclusivity(unchecked) var passAttributes: [Int: CollectionViewLayoutAttributes] = [:]
    @exclusivity(unchecked) var passSupplementaryAttributes: [SupplementaryKey: CollectionViewLayoutAttributes] = [:]
    @exclusivity(unchecked) var isInLayoutPass = false
    @exclusivity(unchecked) var reloadRequestedDuringPass = false
    /// Counts invalidations: the views on screen take their attributes again when it changed.
    @exclusivity(unchecked) var layoutGeneration = 0
    @exclusivity(unchecked) var appliedGeneration = -1
    /// The bounds of the last layout pass, for ``CollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``.
    @exclusivity(unchecked) public internal(set) var lastLayoutBounds: CGRect = .zero
    /// Where the first visible item started along the scroll axis when the pass began: items measured above it
    /// move the content offset with them.
    @exclusivity(unchecked) var anchorMain: Double?
    /// The index path whose `cellForItemAt` is running.
    @exclusivity(unchecked) var configuringIndexPath: IndexPath?
    @exclusivity(unchecked) var selectedItems: Set<IndexPath> = []
    @exclusivity(unchecked) var highlightedItem: IndexPath?
    /// The animated scroll to an item under way, re-aimed each frame as sizes become known.
    @exclusivity(unchecked) var scrollTarget: (indexPath: IndexPath, position: ScrollPosition)?

    /// Told of a batch update that was rejected (UIKit's message for collection views) before the collection view
    /// falls back to `reloadData()`. The default prints it to standard error.
    public var updateErrorHandler: (ReuseCore.UpdateError) -> Void = { error in
        Messages.write(Messages.rejectedUpdate(error.message, view: "collection view"))
    }
    /// The error a rejected batch update reports: UIKit's message (`ReuseCore/UpdateError/itemMessage`).
    public typealias UpdateError = ReuseCore.UpdateError

    /// The batch of updates being collected, and what it asks when it closes.
    var transaction = UpdateTransaction<(Bool) -> Void>()
    /// Completions of applied batches, run at the next frame.
    var scheduledCompletions: [() -> Void] = []
    /// The item a swipe opened and its actions.
    var swipeState: (indexPath: IndexPath, actions: [ContextualAction])?
    /// The item being reconfigured and its cell, which dequeuing returns as it is.
    var reconfiguringCell: (IndexPath, CollectionViewCell)?
    /// Where the collection view's diagnostics go (a reorder the data source cannot take); nil prints each one
    /// to standard error.
    public var diagnosticHandler: ((ReuseDiagnostic) -> Void)?
    /// The context menu a long press opened: its items, configuration and menu.
    var openMenu: (indexPaths: [IndexPath], configuration: ContextMenuConfiguration, menu: Menu?)?
    /// The view the open menu lifted: the delegate's highlight preview, or the item's cell.
    var openMenuPreview: TargetedPreview?
    /// The item with focus, and the last one that had it.
    var focusedItem: IndexPath?
    var lastFocusedItem: IndexPath?
    /// The transition a client drives (``startInteractiveTransition(to:completion:)``), with its completion.
    var interactiveTransition:
        (layout: CollectionViewTransitionLayout, completion: LayoutInteractiveTransitionCompletion?)?
    /// The bounds before a change of size made inside an animation block that invalidated the layout: the next
    /// layout pass tells the layout (`prepare(forAnimatedBoundsChange:)`).
    @exclusivity(unchecked) var animatedBoundsChange: CGRect?
    /// The drop placeholders shown now (``CollectionViewDropPlaceholder``), which the data source does not count.
    @exclusivity(unchecked) var placeholders = Placeholders()
    /// The item moving under the finger, if any.
    @exclusivity(unchecked) var interactiveMovement: InteractiveMovement?
    /// Set by the data source's default `moveItemAt`: the data source cannot reorder.
    var movingUnimplemented = false

    /// Creates a collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        if layout is NoLayout { ProgrammerError.stop(.collectionViewWithoutLayout) }
        layoutStorage = layout
        super.init(frame: frame)
        hearsSizeChanges = true
        install(layout)
    }

    /// A collection view made without a layout (`init(frame:)`, or `init()` through it), as UIKit's `initWithFrame:`
    /// makes one: through ``init(frame:collectionViewLayout:)`` with no layout. A subclass that overrides that
    /// initializer and passes a layout of its own to `super` is made so (`PostCollectionView()`), as on iOS; the
    /// class itself stops, as UIKit raises, asking for a layout.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: NoLayout())
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The layout ``init(frame:)`` passes: none, which ``init(frame:collectionViewLayout:)`` refuses.
    final class NoLayout: CollectionViewLayout {}

    deinit {
        // A layout the client keeps reads no collection view once this one is gone.
        if layoutStorage.installedIn === self { layoutStorage.installedIn = nil }
        Self.release(layoutStorage, from: self)
    }

    /// Clears the collection view from the two layouts of a transition layout that leaves it.
    private nonisolated static func release(_ layout: CollectionViewLayout, from collectionView: CollectionView) {
        guard let transition = layout as? CollectionViewTransitionLayout else { return }
        for layout in [transition.currentLayout, transition.nextLayout] where layout.installedIn === collectionView {
            layout.installedIn = nil
        }
    }

    private func install(_ layout: CollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            previous.collectionViewLayout = CollectionViewFlowLayout()
        }
        layout.collectionView = self
        let sideways = scrollsHorizontally
        if sideways != scrollsSideways { scrollsSideways = sideways }
        layout.invalidateLayout()
        setNeedsReload()
    }

    /// Installs `layout`; the change is not animated. The content offset is where the new layout
    /// (`targetContentOffset(forProposedContentOffset:)`) and then the delegate
    /// (`targetContentOffsetForProposedContentOffset`) put it.
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Installs `layout` and calls `completion` once the items are laid out by it.
    open func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let old = collectionViewLayout
        let shown = shownReusableViews
        for view in shown { view.willTransition(from: old, to: layout) }
        let transitions = old !== layout
        if transitions { old.prepareForTransition(to: layout) }
        collectionViewLayout = layout
        if transitions { layout.prepareForTransition(from: old) }
        layoutIfNeeded()
        for view in shown where view.superview === self { view.didTransition(from: old, to: layout) }
        if transitions {
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
        }
        let proposed = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        let target =
            collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
        if target != contentOffset, target.x.isFinite, target.y.isFinite {
            setContentOffset(target, animated: false)
            layoutIfNeeded()
        }
        completion?(true)
    }

    // MARK: Overridable entry points

    /// Reloads every section and item: visible items end displaying, their cells wait in the queue no longer
    /// valid for their items, the layout is invalidated, and a layout pass fills the screen again.
    ///
    /// - Complexity: O(s + v) for s sections and v visible items, with the flow layout at any item count.
    open func reloadData() {
        checkThread("reloadData()")
        // Inside a batch, the batch becomes the reload when it closes.
        if transaction.requestReload() { return }
        if isInLayoutPass {
            reloadRequestedDuringPass = true
            return
        }
        loadModel()
        layoutPass()
    }

    /// Loads the data now and makes cells at the next layout pass: the first snapshot applied outside a window.
    func reloadDataAtNextLayout() {
        checkThread("reloadData()")
        if transaction.requestReload() { return }
        if isInLayoutPass {
            reloadRequestedDuringPass = true
            return
        }
        loadModel()
        setNeedsLayout()
    }

    /// Runs the layout pass.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutPass()
    }

    /// A change of size asks the layout first, while ``bounds`` are still the old ones, as UIKit does: a layout's
    /// `shouldInvalidateLayout(forBoundsChange:)` that compares the new bounds with the collection view's sees
    /// the change.
    override func sizeWillChange(to size: CGSize) {
        boundsWillChange(to: CGRect(origin: bounds.origin, size: size))
    }

    /// A compositional layout, or a flow layout whose section insets count from the safe area, lays out again.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        invalidateLayoutIfInsetsCountFromMargins()
    }

    /// A compositional layout, or a flow layout whose section insets count from the layout margins, lays out
    /// again.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        invalidateLayoutIfInsetsCountFromMargins()
    }

    private func invalidateLayoutIfInsetsCountFromMargins() {
        let layout = collectionViewLayout
        if let flow = layout as? CollectionViewFlowLayout {
            guard flow.sectionInsetReference != .fromContentInset else { return }
        } else if !(layout is CollectionViewCompositionalLayout) {
            return
        }
        layout.invalidateLayout()
    }

    open override func runFrame(_ interval: TimeInterval) {
        reaimScroll()
        super.runFrame(interval)
        if !isScrollAnimating { scrollTarget = nil }
        runScheduledCompletions()
    }

    /// Scrolls so the item sits at `scrollPosition`: its top at the top (`.top`), its middle in the middle,
    /// its bottom at the bottom, and the same sideways; with no position on an axis, as little as makes it fully
    /// visible. The position is exact even for items never measured: the collection view lays out on the way and
    /// aims again until the item is where it was asked to be. Animated, the scroll takes 0.3 s of virtual time.
    ///
    /// Stops with UIKit's message for an item outside the collection view.
    ///
    /// - Complexity: O(log n) per aim with the flow layout, a few aims.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        checkThread("scrollToItem(at:at:animated:)")
        performScroll(to: indexPath, at: scrollPosition, animated: animated)
    }

    /// Selects an item without telling the delegate, deselecting the others unless ``allowsMultipleSelection``;
    /// nil clears the selection. Then scrolls to the item unless the position is empty. Selection belongs to the
    /// item: a cell reused for another item shows that item's state.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        performSelect(at: indexPath, scrollPosition: scrollPosition)
    }

    /// Deselects an item without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        performDeselect(at: indexPath)
    }

    /// A tap on an item, headless (beyond UIKit): highlight, then selection, with the delegate's callbacks in
    /// UIKit's order.
    open func tapItem(at indexPath: IndexPath) {
        performTap(at: indexPath)
    }

    override func tapContent(under view: View) {
        if let cell = enclosing(CollectionViewCell.self, of: view), let indexPath = indexPath(for: cell) {
            performTap(at: indexPath)
        }
    }

    open override func beginDragging() {
        scrollTarget = nil
        super.beginDragging()
    }

    // MARK: Registration

    /// The queue of supplementary views of `kind` with `identifier`.
    static func sourceKey(kind: String, identifier: String) -> String { kind + "\u{1F}" + identifier }
    static let cellKind = "UICollectionElementKindCell"

    func viewSource(kind: String, identifier: String) -> ViewSource? {
        for entry in viewSources where entry.identifier == identifier && entry.kind == kind { return entry.source }
        return nil
    }

    func setViewSource(_ source: ViewSource?, kind: String, identifier: String, method: String) {
        guard !identifier.isEmpty else { ProgrammerError.stop(.emptyReuseIdentifier(method)) }
        viewSources.removeAll { $0.identifier == identifier && $0.kind == kind }
        if let source { viewSources.append((kind, identifier, source)) }
    }

    /// Registers a class whose cells the queue for `identifier` makes with `init(frame:)`; nil removes it.
    open func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        setViewSource(
            cellClass.map { .type($0) }, kind: Self.cellKind, identifier: identifier,
            method: "register(_:forCellWithReuseIdentifier:)")
    }

    /// Registers a class given as UIKit types it, any class: a ``CollectionViewCell`` subclass is registered, nil
    /// removes the registration, another class stops naming it.
    @_disfavoredOverload
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let type = registeredClass(
            cellClass, as: CollectionViewCell.self, by: "register(_:forCellWithReuseIdentifier:)",
            expected: "UICollectionViewCell")
        register(type, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a nib whose cells the queue for `identifier` makes; each gets `awakeFromNib()` once. A nil nib
    /// removes the registration.
    open func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        setViewSource(
            nib.map { .nib($0) }, kind: Self.cellKind, identifier: identifier,
            method: "register(_:forCellWithReuseIdentifier:)")
    }

    /// Registers a class for supplementary views of `elementKind` (a header, a footer); nil removes it.
    open func register(
        _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        setViewSource(
            viewClass.map { .type($0) }, kind: elementKind, identifier: identifier,
            method: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    }

    /// Registers a supplementary view class given as UIKit types it, any class: a ``CollectionReusableView``
    /// subclass is registered, nil removes the registration, another class stops naming it.
    @_disfavoredOverload
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let type = registeredClass(
            viewClass, as: CollectionReusableView.self,
            by: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)",
            expected: "UICollectionReusableView")
        register(type, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }

    /// Registers a nib for supplementary views of `elementKind`; nil removes it.
    open func register(
        _ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        setViewSource(
            nib.map { .nib($0) }, kind: kind, identifier: identifier,
            method: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    }

    // MARK: Updates (open, as UIKit's are, so that a subclass can watch them; the batching is in
    // CollectionView+Updates.swift)

    /// Inserts items at index paths counted after the update.
    ///
    /// - Complexity: O(k log n) for k items, plus a layout pass.
    open func insertItems(at indexPaths: [IndexPath]) {
        checkThread("insertItems(at:)")
        enqueueUpdate(.insertRows(indexPaths.map(RowPosition.init)))
    }

    /// Deletes items at index paths counted before the update. Their cells end displaying and join the queue.
    open func deleteItems(at indexPaths: [IndexPath]) {
        checkThread("deleteItems(at:)")
        enqueueUpdate(.deleteRows(indexPaths.map(RowPosition.init)))
    }

    /// Replaces the cells of items (index paths before the update): each gets `cellForItemAt` with a dequeued
    /// cell, prepared for reuse first.
    open func reloadItems(at indexPaths: [IndexPath]) {
        checkThread("reloadItems(at:)")
        enqueueUpdate(.reloadRows(indexPaths.map(RowPosition.init)))
    }

    /// Configures visible items again in place: `cellForItemAt` runs and dequeuing returns the item's own cell,
    /// with no `prepareForReuse()` and no `willDisplay`.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        checkThread("reconfigureItems(at:)")
        enqueueUpdate(.reconfigureRows(indexPaths.map(RowPosition.init)))
    }

    /// Moves an item (index path before the update) to an index path after it; the item keeps its cell.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        checkThread("moveItem(at:to:)")
        enqueueUpdate(.moveRow(from: RowPosition(indexPath), to: RowPosition(newIndexPath)))
    }

    /// Inserts sections at indexes counted after the update.
    open func insertSections(_ sections: IndexSet) {
        checkThread("insertSections(_:)")
        enqueueUpdate(.insertSections(Array(sections)))
    }

    /// Deletes sections at indexes counted before the update.
    open func deleteSections(_ sections: IndexSet) {
        checkThread("deleteSections(_:)")
        enqueueUpdate(.deleteSections(Array(sections)))
    }

    /// Reloads every item of sections (indexes before the update).
    open func reloadSections(_ sections: IndexSet) {
        checkThread("reloadSections(_:)")
        enqueueUpdate(.reloadSections(Array(sections)))
    }

    /// Moves a section (index before the update) to an index after it, with its items.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        checkThread("moveSection(_:toSection:)")
        enqueueUpdate(.moveSection(from: section, to: newSection))
    }

    /// Applies the updates made in `updates` as one batch; `completion` runs at the next frame (`advance(by:)`),
    /// with `false` if the batch was rejected and the collection view reloaded instead.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        checkThread("performBatchUpdates(_:completion:)")
        transaction.begin()
        updates?()
        if let action = transaction.end(completion: completion) { perform(action, throwing: false) }
    }

    // MARK: Dequeue

    /// A cell for `indexPath` from the queue for `identifier`: one that last showed this item; else the oldest
    /// waiting cell while more than ``reuseRetention`` wait; else a new one. A reused cell gets
    /// `prepareForReuse()` just before it is returned. Stops with UIKit's message when nothing is registered.
    ///
    /// - Complexity: O(q), q the cells waiting in that queue.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        guard let source = viewSource(kind: Self.cellKind, identifier: identifier) else {
            ProgrammerError.stop(.unregisteredViewOfKind(kind: Self.cellKind, identifier: identifier))
        }
        if let (path, cell) = reconfiguringCell, path == indexPath, cell.reuseIdentifier == identifier {
            return cell
        }
        if let cell = pool.dequeue(identifier: identifier, for: RowPosition(indexPath)) {
            reuse(cell)
            return cell
        }
        guard let cell = makeView(source, identifier: identifier) as? CollectionViewCell else {
            ProgrammerError.stop(.invalidNib(identifier: identifier, expected: "UICollectionViewCell"))
        }
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, from its queue or new, as cells are dequeued.
    ///
    /// - Complexity: O(q), q the views waiting in that queue.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        guard let source = viewSource(kind: elementKind, identifier: identifier) else {
            ProgrammerError.stop(.unregisteredViewOfKind(kind: elementKind, identifier: identifier))
        }
        if let view = supplementaryPool.dequeue(
            identifier: Self.sourceKey(kind: elementKind, identifier: identifier),
            for: SupplementaryKey(kind: elementKind, indexPath: indexPath))
        {
            reuse(view)
            return view
        }
        return makeView(source, identifier: identifier)
    }

    func reuse(_ view: CollectionReusableView) {
        statistics.cellsReused += 1
        lifecycleObserver?(.prepareForReuse(cell: view.serialNumber))
        view.cancelImageLoadsInTree()
        view.prepareForReuse()
    }

    func makeView(_ source: ViewSource, identifier: String) -> CollectionReusableView {
        statistics.cellsCreated += 1
        let view: CollectionReusableView
        switch source {
        case .type(let type):
            view = type.init(registeredFrame: .zero)
            view.reuseIdentifier = identifier
            view.serialNumber = statistics.cellsCreated
            lifecycleObserver?(.cellCreated(cell: view.serialNumber, fromNib: false))
        case .nib(let nib):
            guard let built = nib.build() as? CollectionReusableView else {
                ProgrammerError.stop(.invalidNib(identifier: identifier, expected: "UICollectionReusableView"))
            }
            view = built
            if let own = view.reuseIdentifier, own != identifier {
                ProgrammerError.stop(.nibIdentifierMismatch(nib: own, registered: identifier))
            }
            view.reuseIdentifier = identifier
            view.serialNumber = statistics.cellsCreated
            lifecycleObserver?(.cellCreated(cell: view.serialNumber, fromNib: true))
            view.awakeFromNib()
        }
        return view
    }
}

extension RowPosition {
    /// The item an index path names.
    init(_ indexPath: IndexPath) {
        self.init(section: indexPath.section, row: indexPath.count > 1 ? indexPath.item : 0)
    }

    var itemIndexPath: IndexPath { IndexPath(item: row, section: section) }
}
