import Foundation
import ReuseCore

/// A list of rows in sections that keeps only the visible rows' cells, reusing them as rows scroll by:
/// UITableView's API and lifecycle, headless.
///
/// The lifecycle follows the API contract (TheAPIContract.md), which seed 000's log shows: a layout pass runs on
/// ``View/layoutIfNeeded()``, after ``reloadData()`` and once per frame of `advance(by:)`; in each pass the
/// prefetch window moves, rows that left get `didEndDisplaying` and their cells join the reuse queue, and
/// rows that entered are filled nearest first in the direction of motion.
// Performance: the stored properties a layout pass reads and writes (here and in ScrollView, View and
// TableViewCell) are `@exclusivity(unchecked)`. Swift checks every access to a class's stored property at run
// time, about 100 instructions each, 130 times in one `scrollToRow` jump: 18% of its instructions. The check
// guards against overlapping accesses, which here could only come from a mutation of one of these properties
// running across a call back into client code; none does (each one is a plain value change, a mutating call
// into ReuseCore or a dictionary, which call nothing outside; a client closure such as `lifecycleObserver` is
// read, and the read has ended, before it is called). The properties the table mutates while client code may
// run keep the check: the prefetch policy (client code, called while it is being mutated) and the state of
// batch updates, completions and diagnostics. So do the weak references (data source, delegates): with the
// attribute on them the test suite crashed with a corrupted heap (Swift 6.3.1), without it it does not.
@preconcurrency @MainActor
open class TableView: ScrollView {
    /// Whether a drag that hovers over it activates it (UISpringLoadedInteractionSupporting); kept as set:
    /// Linux has no drag sessions.
    open var isSpringLoaded = false
    override open class func appearance() -> TableView {
        Appearance.proxy(for: self) { TableView(frame: .zero, style: .plain) }
    }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> TableView
    {
        Appearance.proxy(for: self, containers: containerTypes) { TableView(frame: .zero, style: .plain) }
    }
    override open class func appearance(for trait: TraitCollection) -> TableView {
        Appearance.proxy(for: self, traits: trait) { TableView(frame: .zero, style: .plain) }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> TableView {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) {
            TableView(frame: .zero, style: .plain)
        }
    }

    /// "Choose an appropriate value": UIKit's `automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    /// What the delegate's default height methods return: "use the table's property".
    static let delegateDefaultDimension: CGFloat = -0x1p60

    /// The estimate used when the table chooses one (`estimatedRowHeight` left automatic).
    public static let defaultEstimatedRowHeight: CGFloat = 44

    public let style: Style

    @exclusivity(unchecked) open weak var dataSource: (any TableViewDataSource)? {
        didSet { setNeedsReload() }
    }

    @exclusivity(unchecked) open weak var prefetchDataSource: (any TableViewDataSourcePrefetching)?

    /// Gives the items a drag from a row carries (see ``dragRows(at:toRowAt:in:)`` for the headless drag).
    open weak var dragDelegate: (any TableViewDragDelegate)?
    /// Takes drops on the table.
    open weak var dropDelegate: (any TableViewDropDelegate)?
    /// Whether drags and drops are in progress; and whether rows can be dragged.
    var dragAndDrop = DragAndDropState()
    /// The drop placeholders shown now (``TableViewDropPlaceholder``), which the data source does not count.
    @exclusivity(unchecked) var placeholders = Placeholders()

    /// Whether ``prefetchDataSource`` is told about rows ahead of time.
    @exclusivity(unchecked) open var isPrefetchingEnabled = true

    /// The delegate as a table view delegate (``delegate`` holds it; this is the same object, typed).
    @exclusivity(unchecked) public private(set) weak var tableDelegate: (any TableViewDelegate)?

    open override weak var delegate: (any ScrollViewDelegate)? {
        didSet { tableDelegate = delegate as? any TableViewDelegate }
    }

    /// The height of every row whose delegate gives none; `automaticDimension` (the default) sizes rows to
    /// their cells' ``View/sizeThatFits(_:)``.
    @exclusivity(unchecked) open var rowHeight: CGFloat = TableView.automaticDimension {
        didSet {
            let checked = checkedHeightProperty(rowHeight, "rowHeight")
            if checked != rowHeight { rowHeight = checked }
            setNeedsReload()
        }
    }

    /// The height that rows count at until they are shown and measured. `automaticDimension` (the default)
    /// uses `rowHeight` when it is fixed, else 44; 0 turns estimates off, so a delegate that sizes rows is asked
    /// for every row at load, as UIKit does (up to 10^7 rows; beyond, around the screen as it moves).
    @exclusivity(unchecked) open var estimatedRowHeight: CGFloat = TableView.automaticDimension {
        didSet {
            let checked = checkedHeightProperty(estimatedRowHeight, "estimatedRowHeight")
            if checked != estimatedRowHeight { estimatedRowHeight = checked }
            setNeedsReload()
        }
    }

    @exclusivity(unchecked) open var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet {
            let checked = checkedHeightProperty(sectionHeaderHeight, "sectionHeaderHeight")
            if checked != sectionHeaderHeight { sectionHeaderHeight = checked }
            setNeedsReload()
        }
    }

    @exclusivity(unchecked) open var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet {
            let checked = checkedHeightProperty(sectionFooterHeight, "sectionFooterHeight")
            if checked != sectionFooterHeight { sectionFooterHeight = checked }
            setNeedsReload()
        }
    }

    open var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet {
            let checked = checkedHeightProperty(estimatedSectionHeaderHeight, "estimatedSectionHeaderHeight")
            if checked != estimatedSectionHeaderHeight { estimatedSectionHeaderHeight = checked }
        }
    }
    open var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet {
            let checked = checkedHeightProperty(estimatedSectionFooterHeight, "estimatedSectionFooterHeight")
            if checked != estimatedSectionFooterHeight { estimatedSectionFooterHeight = checked }
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Whether rows can be selected in editing mode (default false: a tap on a row does nothing there).
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false

    // MARK: Appearance (kept for the client and for renderers; the headless table draws nothing)

    open var separatorStyle = SeparatorStyle.singleLine
    open var separatorColor: Color? = .separator
    open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges
    /// A view behind the rows, sized to the table.
    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { backgroundView.frame = bounds }
        }
    }
    /// The index's text colour, its background, and its background while touched.
    open var sectionIndexColor: Color?
    open var sectionIndexBackgroundColor: Color?
    open var sectionIndexTrackingBackgroundColor: Color?
    /// The fewest rows a table shows its section index with (default 0: always, when there are titles).
    open var sectionIndexMinimumDisplayRowCount = 0
    open var cellLayoutMarginsFollowReadableWidth = false
    open var insetsContentViewsToSafeArea = true
    /// The height of the empty rows a plain table draws below its last row; automatic by default.
    open var fillerRowHeight = TableView.automaticDimension
    /// Padding above each section header (UIKit's `sectionHeaderTopPadding`); automatic by default.
    open var sectionHeaderTopPadding = TableView.automaticDimension
    /// The focus properties (UIKit's `selectionFollowsFocus`, `allowsFocus`, `allowsFocusDuringEditing`,
    /// `remembersLastFocusedIndexPath`) keep what code sets, with UIKit's defaults: Linux has no focus engine
    /// (keyboard and remote focus are the system's), so nothing moves the focus and selection never follows it.
    open var selectionFollowsFocus = false
    open var allowsFocus = true
    open var allowsFocusDuringEditing = false
    open var remembersLastFocusedIndexPath = false
    /// How cells that change size invalidate their height (UIKit's `selfSizingInvalidation`).
    open var selfSizingInvalidation = SelfSizingInvalidation.enabled {
        didSet {
            if selfSizingInvalidation == .enabledIncludingConstraints {
                SelfSizingInvalidationListeners.constraintChangesHeard = true
            }
        }
    }

    /// A view above the first section, as wide as the table and as tall as its frame (UIKit's
    /// `tableHeaderView`): the rows start below it. Set it again after changing its height.
    @exclusivity(unchecked) open var tableHeaderView: View? {
        didSet { replaceTableAccessory(oldValue, with: tableHeaderView) }
    }

    /// A view below the last section, as wide as the table and as tall as its frame.
    @exclusivity(unchecked) open var tableFooterView: View? {
        didSet { replaceTableAccessory(oldValue, with: tableFooterView) }
    }

    /// Editing, swipes, the section index and context menus: their state.
    @exclusivity(unchecked) var editState = TableEditingState()

    /// Enters or leaves editing mode: visible cells get `setEditing(_:animated:)`; rows show their editing
    /// control (delete or insert, from the delegate's `editingStyleForRowAt`) and, when the data source moves
    /// rows, a reorder control. Entering it closes a swiped row.
    open func setEditing(_ editing: Bool, animated: Bool) {
        performSetEditing(editing, animated: animated)
    }

    /// How many cells each reuse queue keeps back for their own rows before handing them to others (default 2,
    /// which makes 3 visible rows cycle 6 cells and 20 visible rows 23, as seed 000 observed).
    public var reuseRetention: Int {
        get { pool.retention }
        set { pool.retention = max(newValue, 0) }
    }

    /// Reuse diagnostics (beyond UIKit, off by default): after `cellForRowAt` hands a reused cell to a row,
    /// the table configures a fresh cell of the same class for the same row (outside the queue, without
    /// delegate callbacks) and compares what the two show; it also reports late asynchronous images, dequeues
    /// outside `cellForRowAt`, a cell returned for two rows, a cell changed after `didEndDisplaying`, counts
    /// that changed without an update, and more cells made than ever needed. Each finding is reported once
    /// (per kind, row and property) to ``diagnosticHandler``, or printed to standard error. Costs nothing off;
    /// on, each reuse runs `cellForRowAt` twice, so a data source that counts its calls counts both.
    @exclusivity(unchecked) public var reuseDiagnostics = false
    /// Where diagnostics go; nil prints each one to standard error.
    public var diagnosticHandler: ((ReuseDiagnostic) -> Void)?

    /// Cell prefetching (iOS 15 style, off by default): at the end of each frame the table prepares the cells
    /// of the next ``cellPrefetchDistance`` rows in the direction of motion (`cellForRowAt` runs then), at most
    /// ``cellPrefetchBudget`` a frame, so that showing those rows costs only `willDisplay`. Prepared cells count
    /// toward the cells alive; a reload or an update sends them back to their queue.
    public var isCellPrefetchingEnabled = false
    /// Cells prepared at most per frame.
    public var cellPrefetchBudget = 1
    /// Rows past the visible ones whose cells are prepared.
    public var cellPrefetchDistance = 2

    /// The prefetch policy: `.seedObserved` (the default, the window seed 000 logged), `.overscan(n)`,
    /// `.screenfuls(leading:trailing:)`, `.distance(n)` or `.adaptive`. Setting it forgets what the previous
    /// policy announced, without cancelling it.
    public var prefetchPolicy: any PrefetchPolicy {
        get { policy }
        set {
            policy = newValue
            policy.reset()
        }
    }
    /// The policy's state; mutated in place each pass (a `didSet` on ``prefetchPolicy`` would reset it).
    var policy: any PrefetchPolicy = SeedObservedPrefetcher()

    /// What the data source reported of its latency (``reportDataLatency(_:)``), given to the prefetch policy.
    @exclusivity(unchecked) public private(set) var dataLatency = LatencyEstimator()

    /// Reports how long the data for a prefetched row took to arrive, in seconds, from the `prefetchRowsAt`
    /// that asked for it (queueing included). `.adaptive` sizes its window from these.
    ///
    /// - Complexity: O(k log k) for the k = 64 latest samples kept.
    public func reportDataLatency(_ seconds: TimeInterval) {
        dataLatency.record(seconds)
    }

    /// Counts of the reuse machinery since the table was made.
    @exclusivity(unchecked) public internal(set) var statistics = ReuseStatistics()

    /// Told every step of the cell lifecycle as it happens (beyond UIKit): traces, the demo's log panel and
    /// tests read the table's behaviour here without a logging client.
    @exclusivity(unchecked) public var lifecycleObserver: (@MainActor (LifecycleEvent) -> Void)?

    // MARK: State

    enum CellSource {
        case type(TableViewCell.Type)
        case nib(Nib)
    }

    /// Registrations, few per table: searched by comparing identifiers, which is cheaper than hashing them.
    @exclusivity(unchecked) var cellSources: [(identifier: String, source: CellSource)] = []

    func cellSource(_ identifier: String) -> CellSource? {
        for entry in cellSources where entry.identifier == identifier { return entry.source }
        return nil
    }

    func setCellSource(_ source: CellSource?, for identifier: String) {
        cellSources.removeAll { $0.identifier == identifier }
        if let source { cellSources.append((identifier, source)) }
    }
    var headerFooterTypes: [String: TableViewHeaderFooterView.Type] = [:]
    /// The nibs registered for header and footer views, by identifier (a class registered later replaces one).
    var headerFooterNibs: [String: Nib] = [:]
    /// Keyed by row position: comparing two integers is much cheaper than comparing index paths.
    @exclusivity(unchecked) var pool = ReusePool<TableViewCell, RowPosition>(retention: 2)
    var headerFooterPool: [String: [TableViewHeaderFooterView]] = [:]

    @exclusivity(unchecked) var layout = TableLayout()
    @exclusivity(unchecked) var hasLoadedData = false
    /// What the layout pass carries from one pass to the next: the visible rows, the anchor, the last offset, time
    /// and direction, and whether an update left the cells to reconcile.
    @exclusivity(unchecked) var pass = LayoutPassState()
    /// The visible rows in global order.
    var visibleRange: ClosedRange<Int>? { pass.visible }
    /// The cells of the visible rows, by global row. A cell's `displayedIndexPath` is set before it goes in.
    @exclusivity(unchecked) var visibleCellsByRow = RowMap<TableViewCell>()
    /// The last `indexPathsForVisibleRows`, the rows it named and the layout's shape it was made for: clients ask
    /// every frame, when a row or two came and went; the paths of the rows still visible are kept, in place once
    /// the client has let go of the last answer.
    @exclusivity(unchecked) var visiblePathsStorage: [IndexPath] = []
    @exclusivity(unchecked) var visiblePathsRows: ClosedRange<Int>?
    @exclusivity(unchecked) var visiblePathsShape = 0
    @exclusivity(unchecked) var visibleHeaders: [Int: View] = [:]
    @exclusivity(unchecked) var visibleFooters: [Int: View] = [:]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    /// Cells configured ahead of their rows, by global row (cell prefetching).
    @exclusivity(unchecked) var preparedCells: [Int: TableViewCell] = [:]
    /// The index path whose `cellForRowAt` is running.
    @exclusivity(unchecked) var configuringIndexPath: IndexPath?
    @exclusivity(unchecked) var selectedRows: Set<IndexPath> = []
    /// Whether rows need their height from the delegate (it implements `heightForRowAt`).
    @exclusivity(unchecked) var delegateSizesRows = false
    /// How rows that were never shown get heights: from the delegate, asked around the screen, or not at all.
    @exclusivity(unchecked) var lazyRowHeights = LazyRowHeights.none
    /// The rows (global order) already asked for their height since the last reload or update.
    @exclusivity(unchecked) var askedRows = IndexRangeSet()
    /// The width rows were last measured at: a new width measures the visible rows again.
    @exclusivity(unchecked) var measuredWidth: CGFloat?
    /// The height rows count at until asked or measured, as the last load chose it.
    @exclusivity(unchecked) var rowRunEstimate: Double = 44
    /// The animated scroll to a row under way, re-aimed each frame as heights become known.
    @exclusivity(unchecked) var scrollTarget: (indexPath: IndexPath, position: ScrollPosition)?
    @exclusivity(unchecked) var isInLayoutPass = false
    /// Layout passes run so far, to tell whether a frame ran one.
    @exclusivity(unchecked) var layoutPassCount = 0
    /// Whether anything on the screen goes with the rows when content above it changes: with this on
    /// (beyond UIKit, for chat lists), a table scrolled to its bottom stays at its bottom when rows are appended
    /// or measured, so the newest row stays in view; scrolled anywhere else, the rows on screen stay put.
    public var anchorsToBottom = false

    /// Told of a batch update that was rejected (UIKit's message) before the table falls back to `reloadData()`.
    /// The default prints it to standard error.
    public var updateErrorHandler: (ReuseCore.UpdateError) -> Void = { error in
        Messages.write(Messages.rejectedUpdate(error.message))
    }

    /// The error a rejected batch update reports: UIKit's message.
    public typealias UpdateError = ReuseCore.UpdateError

    /// The batch of updates being collected, and what it asks when it closes.
    @exclusivity(unchecked) var transaction = UpdateTransaction<(Bool) -> Void>()
    /// The layout pass that first found a batch open, while one is.
    var openBatchSeenAtPass: Int?
    /// Whether `reloadData()` was called during the layout pass under way (from `cellForRowAt`, say).
    @exclusivity(unchecked) var reloadRequestedDuringPass = false
    /// What reuse diagnostics remember.
    var diagnosis = DiagnosticsState()
    @exclusivity(unchecked) var scheduledCompletions: [(time: TimeInterval, run: () -> Void)] = []
    @exclusivity(unchecked) var disappearingCells: [(TableViewCell, IndexPath, TimeInterval)] = []
    @exclusivity(unchecked) var appearingCells: [(TableViewCell, TimeInterval)] = []
    /// The row being reconfigured and its cell, which dequeuing returns as it is.
    var reconfiguringCell: (IndexPath, TableViewCell)?

    /// Counts changes to every row's geometry (the width, the counts, the rows' start); a visible cell's frame
    /// is set again only when it changed.
    @exclusivity(unchecked) var layoutGeneration = 0
    /// The first row (counted over all sections) whose frame a height change moved since the visible cells were
    /// last framed: rows above a row whose height changes stay where they are. `Int.max` when none.
    @exclusivity(unchecked) var framesMovedFromRow = Int.max
    /// The rows whose cells were displayed since the last placing of the visible views, and the generation that
    /// placing used: while the generation holds and no frame moved, only these cells need a frame.
    @exclusivity(unchecked) var rowsAwaitingFrames: [Int] = []
    @exclusivity(unchecked) var lastFramedGeneration = -1
    @exclusivity(unchecked) var lastLayoutWidth: CGFloat = -1

    /// Creates a table of the given style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// Creates a plain table.
    public convenience override init(frame: CGRect = .zero) {
        self.init(frame: frame, style: .plain)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Overridable entry points (their work is in the extensions)

    /// Reloads every section and row: visible rows end displaying, their cells wait in the queue no longer
    /// valid for their rows, row heights are forgotten, and a layout pass fills the screen again (so each
    /// visible row gets `cellForRowAt` with its own cell back, after `prepareForReuse()`).
    ///
    /// - Complexity: O(s + v) for s sections and v visible rows, whatever the delegate implements (a delegate that
    ///   estimates each row is asked only around the screen); O(n) for n rows when estimates are off and the
    ///   delegate sizes rows, up to 10^7 rows.
    ///
    /// Inside a batch of updates (`performBatchUpdates`, or between `beginUpdates()` and `endUpdates()`) the batch
    /// becomes the reload: its updates are dropped, the message goes to ``updateErrorHandler``, and the table reloads
    /// when the batch ends. Called while the table lays out (from `cellForRowAt`, say), the reload waits until the
    /// pass ends, and reuse diagnostics report the call.
    open func reloadData() {
        checkThread("reloadData()")
        // Inside a batch, the batch becomes the reload when it closes.
        if transaction.requestReload() { return }
        if isInLayoutPass {
            deferReloadUntilThePassEnds()
            return
        }
        loadModel()
        layoutPass()
    }

    /// Loads the data now and makes cells at the next layout pass, as UIKit does for a table a snapshot is
    /// first applied to outside a window (in `viewDidLoad`): nothing is shown there until the view lays out.
    func reloadDataAtNextLayout() {
        checkThread("reloadData()")
        if transaction.requestReload() { return }
        if isInLayoutPass {
            deferReloadUntilThePassEnds()
            return
        }
        loadModel()
        setNeedsLayout()
    }

    /// Runs the layout pass of the lifecycle contract.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Self-sizing rows depend on the width, as UIKit's do: a new width measures the shown rows again (the
        // others when they next come near).
        if let measuredWidth, measuredWidth != bounds.width { remeasureVisibleRows() }
        measuredWidth = bounds.width
        layoutPass()
    }

    /// Scrolls so that the row at `indexPath` sits at `scrollPosition`: its top under the top edge (and under a
    /// pinned header), its middle at the middle, its bottom at the bottom, or (`.none`) as little as makes it
    /// fully visible. The position is exact even for rows never measured: the table measures what it shows on
    /// the way and aims again until the row is where it was asked to be. Animated, the scroll takes 0.3 s of
    /// virtual time and re-aims each frame.
    ///
    /// Stops with UIKit's message for a row or section outside the table.
    ///
    /// - Complexity: O(log n) per aim, a few aims.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        checkThread("scrollToRow(at:at:animated:)")
        performScroll(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Selects a row without telling the delegate, deselecting the others unless ``allowsMultipleSelection``;
    /// a nil index path clears the selection. Then scrolls to the row unless the position is `.none`.
    /// Selection belongs to the row: a cell reused for another row shows that row's state.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        performSelect(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects a row without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        performDeselect(at: indexPath, animated: animated)
    }

    /// A tap on a row, headless (beyond UIKit): the delegate's `willSelectRowAt` may redirect or refuse it,
    /// other rows are deselected (`willDeselectRowAt`, `didDeselectRowAt`) unless several may be selected,
    /// and `didSelectRowAt` follows. Tapping a selected row of a multiple-selection table deselects it.
    open func tapRow(at indexPath: IndexPath) {
        performTap(at: indexPath)
    }

    override func tapContent(under view: View) {
        if let cell = enclosing(TableViewCell.self, of: view), let indexPath = indexPath(for: cell) {
            performTap(at: indexPath)
        }
    }

    open override func runFrame(_ interval: TimeInterval) {
        reaimScroll()
        let passes = layoutPassCount
        super.runFrame(interval)
        landAnimatedScroll()
        advanceUpdateAnimations()
        prepareCellsAhead()
        if layoutPassCount == passes, policy.wantsIdleUpdates, hasLoadedData {
            // Nothing moved this frame: a policy that looks around while idle gets its pass.
            updatePrefetching(to: visibleRange, direction: 0)
        }
    }

    open override func beginDragging() {
        scrollTarget = nil
        super.beginDragging()
    }

    // MARK: Updates (open, as UIKit's are, so that a subclass can watch them; the batching is in
    // TableView+Updates.swift)

    /// Inserts rows at index paths counted after the update.
    ///
    /// - Complexity: O(k log n) for k rows, plus a layout pass.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        checkThread("insertRows(at:with:)")
        enqueueUpdate(.insertRows(indexPaths.map(position)), animation: animation)
    }

    /// Deletes rows at index paths counted before the update. Their cells end displaying and join the queue.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        checkThread("deleteRows(at:with:)")
        enqueueUpdate(.deleteRows(indexPaths.map(position)), animation: animation)
    }

    /// Replaces the cells of rows (index paths before the update): each gets `cellForRowAt` with a dequeued cell,
    /// which is prepared for reuse first.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        checkThread("reloadRows(at:with:)")
        enqueueUpdate(.reloadRows(indexPaths.map(position)), animation: animation)
    }

    /// Configures visible rows again in place: `cellForRowAt` runs and dequeuing returns the row's own cell,
    /// with no `prepareForReuse()` and no `willDisplay`.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        checkThread("reconfigureRows(at:)")
        enqueueUpdate(.reconfigureRows(indexPaths.map(position)), animation: .none)
    }

    /// Moves a row (index path before the update) to an index path after it; the row keeps its cell.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        checkThread("moveRow(at:to:)")
        enqueueUpdate(.moveRow(from: position(indexPath), to: position(newIndexPath)), animation: .automatic)
    }

    /// Inserts sections at indexes counted after the update.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        checkThread("insertSections(_:with:)")
        enqueueUpdate(.insertSections(Array(sections)), animation: animation)
    }

    /// Deletes sections at indexes counted before the update.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        checkThread("deleteSections(_:with:)")
        enqueueUpdate(.deleteSections(Array(sections)), animation: animation)
    }

    /// Reloads every row, the header and the footer of sections (indexes before the update).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        checkThread("reloadSections(_:with:)")
        enqueueUpdate(.reloadSections(Array(sections)), animation: animation)
    }

    /// Moves a section (index before the update) to an index after it, with its rows.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        checkThread("moveSection(_:toSection:)")
        enqueueUpdate(.moveSection(from: section, to: newSection), animation: .automatic)
    }

    /// Collects the updates made until the matching ``endUpdates()`` into one batch.
    open func beginUpdates() {
        checkThread("beginUpdates()")
        transaction.begin()
    }

    /// Applies the updates collected since the matching ``TableView/beginUpdates()`` as one batch, and asks the
    /// visible rows' heights again: an empty pair is UIKit's way to animate a change of row height.
    open func endUpdates() {
        checkThread("endUpdates()")
        guard transaction.isOpen else { return reportUnmatchedEndUpdates() }
        if let action = transaction.end() { perform(action, throwing: false) }
    }

    /// Applies the updates made in `updates` as one batch; `completion` runs when their animations finish
    /// (`advance(by:)`), with `false` if the batch was rejected and the table reloaded instead.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        checkThread("performBatchUpdates(_:completion:)")
        transaction.begin()
        updates?()
        if let action = transaction.end(completion: completion) { perform(action, throwing: false) }
    }

    // MARK: Registration

    /// Registers a class whose cells the queue for `identifier` makes with `init(style: .default, reuseIdentifier:)`.
    open func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        guard !identifier.isEmpty else {
            ProgrammerError.stop(.emptyReuseIdentifier("register(_:forCellReuseIdentifier:)"))
        }
        setCellSource(.type(cellClass), for: identifier)
    }

    /// Registers a class given as UIKit types it, any class (`let cellClass: AnyClass = NoteCell.self`): a
    /// ``TableViewCell`` subclass is registered, nil removes the registration, and another class stops with
    /// UIKit's kind of exception naming it.
    @_disfavoredOverload
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard
            let type = registeredClass(
                cellClass, as: TableViewCell.self, by: "register(_:forCellReuseIdentifier:)",
                expected: "UITableViewCell")
        else { return register(nil as Nib?, forCellReuseIdentifier: identifier) }
        register(type, forCellReuseIdentifier: identifier)
    }

    /// Registers a nib whose cells the queue for `identifier` makes; each gets `awakeFromNib()` once.
    /// A nil nib removes the registration.
    open func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        guard !identifier.isEmpty else {
            ProgrammerError.stop(.emptyReuseIdentifier("register(_:forCellReuseIdentifier:)"))
        }
        setCellSource(nib.map { .nib($0) }, for: identifier)
    }

    /// Registers a class for reusable header and footer views.
    open func register(
        _ aClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        guard !identifier.isEmpty else {
            ProgrammerError.stop(.emptyReuseIdentifier("register(_:forHeaderFooterViewReuseIdentifier:)"))
        }
        headerFooterTypes[identifier] = aClass
        headerFooterNibs[identifier] = nil
    }

    /// Registers a header or footer class given as UIKit types it, any class: a ``TableViewHeaderFooterView``
    /// subclass is registered, nil removes the registration, another class stops naming it.
    @_disfavoredOverload
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard
            let type = registeredClass(
                aClass, as: TableViewHeaderFooterView.self, by: "register(_:forHeaderFooterViewReuseIdentifier:)",
                expected: "UITableViewHeaderFooterView")
        else { return register(nil as Nib?, forHeaderFooterViewReuseIdentifier: identifier) }
        register(type, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// Registers a nib whose header and footer views the queue for `identifier` makes; each gets
    /// `awakeFromNib()` once. A nil nib removes the registration.
    open func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard !identifier.isEmpty else {
            ProgrammerError.stop(.emptyReuseIdentifier("register(_:forHeaderFooterViewReuseIdentifier:)"))
        }
        headerFooterNibs[identifier] = nib
        headerFooterTypes[identifier] = nil
    }

    // MARK: Dequeue

    /// A cell for `indexPath` from the queue for `identifier`: one that last showed this row; else the oldest
    /// waiting cell while more than ``reuseRetention`` wait; else a new one. A reused cell gets
    /// `prepareForReuse()` just before it is returned. Stops with UIKit's message when nothing is registered.
    ///
    /// - Complexity: O(q), q the cells waiting in that queue.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let source = cellSource(identifier) else {
            ProgrammerError.stop(.unregisteredCellIdentifier(identifier))
        }
        if let (path, cell) = reconfiguringCell, path == indexPath, cell.reuseIdentifier == identifier {
            return cell
        }
        if reuseDiagnostics {
            if diagnosis.makingFreshCell { return makeCell(identifier: identifier, source: source, counted: false) }
            if configuringIndexPath == nil {
                report(
                    ReuseDiagnostic(
                        kind: .dequeueOutsideCellForRow, rows: [indexPath],
                        message: Messages.dequeueOutsideCellForRow(indexPath)))
            }
        }
        if let cell = pool.dequeue(identifier: identifier, for: position(indexPath)) {
            reuse(cell)
            return cell
        }
        return makeCell(identifier: identifier, source: source)
    }

    /// A cell from the queue for `identifier`, or a new one when a class or nib is registered for it, or nil.
    ///
    /// - Complexity: O(q), q the cells waiting in that queue.
    open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = pool.dequeue(identifier: identifier, for: configuringIndexPath.map(position)) {
            reuse(cell)
            return cell
        }
        guard let source = cellSource(identifier) else { return nil }
        return makeCell(identifier: identifier, source: source)
    }

    /// A header or footer view from the queue for `identifier`, or a new one of the registered class, or nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = headerFooterPool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        if let nib = headerFooterNibs[identifier] {
            guard let view = nib.build() as? TableViewHeaderFooterView else {
                ProgrammerError.stop(.invalidNib(identifier: identifier, expected: "UITableViewHeaderFooterView"))
            }
            view.reuseIdentifier = identifier
            view.awakeFromNib()
            return view
        }
        guard let type = headerFooterTypes[identifier] else { return nil }
        return type.init(registeredReuseIdentifier: identifier)
    }

}
