import Foundation

/// Columns of view controllers side by side, collapsing to one navigation stack in a compact width
/// (UISplitViewController), headless.
///
/// **Column style** (`init(style: .doubleColumn)` or `.tripleColumn`): each column's controller is wrapped in a
/// navigation controller unless it is one (``viewController(for:)`` gives back the controller that was set, the
/// ``ViewController/children`` hold the wrappers). In a regular width (a window 600 points wide or more) the columns
/// are laid out by ``displayMode``; in a compact one the split view is collapsed: the `.compact` column's controller
/// shows if the delegate picks it, else the primary navigation controller with the supplementary and secondary
/// stacks pushed on it up to the top column (`.secondary` unless the delegate answers otherwise, as on an iPhone).
///
/// **Classic style** (`init(nibName:bundle:)`, ``viewControllers`` `[master, detail]`): collapsing asks the
/// delegate, then the primary's ``ViewController/collapseSecondaryViewController(_:for:)`` (a navigation controller
/// pushes the secondary); expanding separates it again.
///
/// Choices where UIKit leaves it to the device: `.automatic` tiles the columns side by side (`.oneBesideSecondary`,
/// `.twoBesideSecondary`) when the width is larger than the height, and shows the secondary only, with the others
/// overlaid when shown, in portrait; columns are 320 points wide unless set (``automaticDimension``).
@preconcurrency @MainActor
open class SplitViewController: ViewController {
    /// Classic (two controllers in ``viewControllers``) or columns.
    public enum Style: Int, Hashable, Sendable { case unspecified, doubleColumn, tripleColumn }
    /// A column of a column-style split view.
    public enum Column: Int, Hashable, Sendable { case primary, supplementary, secondary, compact, inspector }
    /// Which columns show, and how, in a regular width.
    public enum DisplayMode: Int, Hashable, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary
        case twoDisplaceSecondary
        @available(*, deprecated, renamed: "secondaryOnly")
        public static let primaryHidden = DisplayMode.secondaryOnly
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static let allVisible = DisplayMode.oneBesideSecondary
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    /// How the side columns make room: beside the secondary, over it, or pushing it aside.
    public enum SplitBehavior: Int, Hashable, Sendable { case automatic, tile, overlay, displace }
    /// When the button that changes the display mode shows.
    public enum DisplayModeButtonVisibility: Int, Hashable, Sendable { case automatic, never, always }
    /// The side the primary column is on.
    public enum PrimaryEdge: Int, Hashable, Sendable { case leading, trailing }
    /// The primary column's background.
    public enum BackgroundStyle: Int, Hashable, Sendable { case none, sidebar }
    /// Whether a view is in an expanded or a collapsed split view (a trait, iOS 26).
    public enum LayoutEnvironment: Int, Hashable, Sendable { case none, expanded, collapsed }

    /// A column width or fraction left for the split view to choose.
    public static let automaticDimension: CGFloat = -1
    /// A column's width when left automatic.
    static let standardColumnWidth: CGFloat = 320

    /// Classic or column style, fixed at creation.
    public let style: Style
    open weak var delegate: (any SplitViewControllerDelegate)?

    /// The controllers set for each column, as set.
    var columns: [Column: ViewController] = [:]
    /// What each column shows: the navigation controller wrapping it, or the controller itself.
    var containers: [Column: ViewController] = [:]
    /// The views each column's container is shown in.
    var columnViews: [Column: View] = [:]
    /// The collapsed state's bookkeeping: how many controllers the primary stack had, and the columns moved onto
    /// it with how many controllers each brought; nil while the `.compact` column shows instead.
    var collapse: (primaryDepth: Int, moved: [(column: Column, count: Int)])?
    /// The classic style's secondary while it is collapsed onto the primary.
    var collapsedSecondary: ViewController?
    private var inspectorShown = false

    /// The display mode asked for; `.automatic` lets the split view choose.
    open var preferredDisplayMode = DisplayMode.automatic {
        didSet { view.setNeedsLayout() }
    }
    /// The display mode now (never `.automatic`): chosen from ``preferredDisplayMode`` and ``splitBehavior``.
    public private(set) var displayMode = DisplayMode.secondaryOnly
    /// The split behavior asked for; `.automatic` lets the split view choose.
    open var preferredSplitBehavior = SplitBehavior.automatic {
        didSet { view.setNeedsLayout() }
    }
    /// Whether a swipe shows and hides the primary column; true.
    open var presentsWithGesture = true
    /// Whether a triple-column split view shows a button that toggles `.secondaryOnly`; false.
    open var showsSecondaryOnlyButton = false
    open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic
    open var primaryEdge = PrimaryEdge.leading {
        didSet { view.setNeedsLayout() }
    }
    open var primaryBackgroundStyle = BackgroundStyle.none
    open var preferredPrimaryColumnWidthFraction = SplitViewController.automaticDimension
    open var preferredPrimaryColumnWidth = SplitViewController.automaticDimension
    open var minimumPrimaryColumnWidth = SplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth = SplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidthFraction = SplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidth = SplitViewController.automaticDimension
    open var minimumSupplementaryColumnWidth = SplitViewController.automaticDimension
    open var maximumSupplementaryColumnWidth = SplitViewController.automaticDimension
    open var preferredSecondaryColumnWidthFraction = SplitViewController.automaticDimension
    open var preferredSecondaryColumnWidth = SplitViewController.automaticDimension
    open var minimumSecondaryColumnWidth = SplitViewController.automaticDimension
    open var preferredInspectorColumnWidthFraction = SplitViewController.automaticDimension
    open var preferredInspectorColumnWidth = SplitViewController.automaticDimension
    open var minimumInspectorColumnWidth = SplitViewController.automaticDimension
    open var maximumInspectorColumnWidth = SplitViewController.automaticDimension

    /// Whether the columns are collapsed into one stack (a compact width).
    public internal(set) var isCollapsed = false

    /// A column-style split view.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view: set ``viewControllers`` to the primary and the secondary.
    public override init(nibName: String?, bundle: Bundle?) {
        style = .unspecified
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func loadView() {
        view = SplitContainerView(controller: self)
    }

    /// The columns on screen leave with the split view.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for shown in children where shown.isVisible { shown.disappear(animated: animated) }
    }

    // MARK: Columns

    /// Puts `controller` in `column` (wrapped in a navigation controller unless it is one, or the column is
    /// `.compact`); nil empties the column. A column style's columns only.
    open func setViewController(_ controller: ViewController?, for column: Column) {
        guard style != .unspecified else { return }
        if let old = containers[column] {
            if old.isVisible { old.disappear(animated: false) }
            old.removeFromParent()
            containers[column] = nil
        }
        columns[column] = controller
        guard let controller else {
            view.setNeedsLayout()
            return
        }
        let container: ViewController
        if column == .compact || controller is NavigationController || controller is TabBarController {
            container = controller
        } else {
            container = NavigationController(rootViewController: controller)
        }
        addChild(container)
        containers[column] = container
        container.didMove(toParent: self)
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
        // On screen, the new column shows at once, as pushes and presentations do headless.
        if view.window != nil { view.layoutIfNeeded() }
    }

    /// The controller set for `column`, as it was set (not its wrapping navigation controller).
    open func viewController(for column: Column) -> ViewController? {
        style == .unspecified ? nil : columns[column]
    }

    /// The controllers shown: a classic split view's primary and secondary (just the primary while collapsed); a
    /// column style's column containers, the compact one alone while it shows.
    open var viewControllers: [ViewController] {
        get {
            if style == .unspecified {
                return [columns[.primary], isCollapsed ? nil : columns[.secondary]].compactMap { $0 }
            }
            if isCollapsed, collapse == nil, let compact = containers[.compact] { return [compact] }
            if isCollapsed { return [containers[.primary]].compactMap { $0 } }
            let order: [Column] = [.primary, .supplementary, .secondary]
            return order.compactMap { containers[$0] }
        }
        set {
            if style != .unspecified {
                let order: [Column] =
                    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                for (column, controller) in zip(order, newValue) { setViewController(controller, for: column) }
                return
            }
            for controller in [columns[.primary], columns[.secondary]].compactMap({ $0 }) {
                if controller.isVisible { controller.disappear(animated: false) }
                controller.removeFromParent()
            }
            columns = [:]
            containers = [:]
            for (column, controller) in zip([Column.primary, .secondary], newValue) {
                addChild(controller)
                columns[column] = controller
                containers[column] = controller
                controller.didMove(toParent: self)
            }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Shows `column`: in a regular width, the nearest display mode that shows it; collapsed, its stack on top.
    open func show(_ column: Column) {
        if column == .inspector {
            inspectorShown = true
        } else if isCollapsed {
            showCollapsed(column)
            return
        } else if !isShowing(column) {
            let behavior = splitBehavior
            let twoColumns = style == .tripleColumn
            switch column {
            case .primary:
                setDisplayMode(
                    twoColumns
                        ? (behavior == .tile
                            ? .twoBesideSecondary
                            : behavior == .overlay
                                ? .twoOverSecondary
                                : .twoDisplaceSecondary)
                        : (behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary))
            case .supplementary:
                setDisplayMode(behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary)
            default:
                setDisplayMode(twoColumns ? .oneBesideSecondary : .secondaryOnly)
            }
        }
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
    }

    /// Hides `column`: in a regular width, the nearest display mode without it (the secondary cannot be hidden).
    open func hide(_ column: Column) {
        switch column {
        case .inspector: inspectorShown = false
        case .primary where !isCollapsed:
            setDisplayMode(style == .tripleColumn && isShowing(.supplementary) ? .oneBesideSecondary : .secondaryOnly)
        case .supplementary where !isCollapsed: setDisplayMode(.secondaryOnly)
        case .primary, .supplementary:
            if isCollapsed { showCollapsed(.secondary) }
        case .secondary, .compact: return
        }
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
    }

    /// Whether `column` is on screen.
    open func isShowing(_ column: Column) -> Bool {
        if column == .inspector { return inspectorShown && columns[.inspector] != nil }
        if isCollapsed {
            guard let collapse else { return column == .compact }
            let top = collapse.moved.last?.column ?? .primary
            return column == top
        }
        switch column {
        case .secondary: return displayMode != .twoDisplaceSecondary
        case .primary:
            return style == .tripleColumn
                ? [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(displayMode)
                : displayMode != .secondaryOnly
        case .supplementary: return style == .tripleColumn && displayMode != .secondaryOnly
        case .compact, .inspector: return false
        }
    }

    /// The split behavior in use: ``preferredSplitBehavior``, or tiling in landscape and overlaying in portrait.
    open var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        let size = viewIfLoaded?.bounds.size ?? .zero
        return size.width > size.height ? .tile : .overlay
    }

    /// The bar button item that shows and hides the primary column; put it in the secondary's navigation item.
    public private(set) lazy var displayModeButtonItem: BarButtonItem = {
        BarButtonItem(
            image: Image(systemName: "sidebar.left"),
            primaryAction: Action(title: "") { [weak self] _ in self?.displayModeButtonTapped() })
    }()

    private func displayModeButtonTapped() {
        var target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target == .automatic { target = isShowing(.primary) ? .secondaryOnly : showingMode(for: .primary) }
        setDisplayMode(target)
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
    }

    private func showingMode(for column: Column) -> DisplayMode {
        if style == .tripleColumn { return splitBehavior == .overlay ? .twoOverSecondary : .twoBesideSecondary }
        return splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
    }

    /// The primary column's width now.
    public var primaryColumnWidth: CGFloat {
        width(
            preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }
    /// The supplementary column's width now.
    public var supplementaryColumnWidth: CGFloat {
        width(
            preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }
    /// The inspector column's width now.
    public var inspectorColumnWidth: CGFloat {
        width(
            preferred: preferredInspectorColumnWidth, fraction: preferredInspectorColumnWidthFraction,
            minimum: minimumInspectorColumnWidth, maximum: maximumInspectorColumnWidth)
    }

    /// A side column's width: the points asked for, else the fraction of the split view's width, else 320,
    /// within the minimum (0 when automatic) and the maximum (320 when automatic), and never wider than the view.
    private func width(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let total = viewIfLoaded?.bounds.width ?? 0
        var width = Self.standardColumnWidth
        if preferred.isFinite, preferred >= 0 {
            width = preferred
        } else if fraction.isFinite, fraction >= 0 {
            width = total * min(fraction, 1)
        }
        let low = minimum.isFinite && minimum >= 0 ? minimum : 0
        let high = maximum.isFinite && maximum >= 0 ? maximum : Self.standardColumnWidth
        return min(max(min(width, high), low), total)
    }

    func setDisplayMode(_ mode: DisplayMode) {
        guard mode != displayMode, mode != .automatic else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        displayMode = mode
    }

    // MARK: Showing

    /// Shows `controller` in the primary column (classic style: the delegate first); collapsed, presents it.
    open override func show(_ controller: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: controller, sender: sender) == true { return }
        if isCollapsed {
            present(controller, animated: true)
        } else if style == .unspecified {
            var list = viewControllers
            if list.isEmpty { list = [controller] } else { list[0] = controller }
            viewControllers = list
        } else {
            setViewController(controller, for: .primary)
        }
    }

    /// Shows `controller` as the secondary (the delegate first): expanded, it replaces the secondary; collapsed,
    /// it is pushed on the primary navigation stack (a navigation controller's own stack is pushed).
    open override func showDetailViewController(_ controller: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: controller, sender: sender) == true { return }
        if isCollapsed {
            let primary = style == .unspecified ? columns[.primary] : containers[.primary]
            if let navigation = primary as? NavigationController {
                let pushed = (controller as? NavigationController)?.viewControllers ?? [controller]
                for controller in pushed { navigation.pushViewController(controller, animated: true) }
            } else {
                present(controller, animated: true)
            }
            return
        }
        if style == .unspecified {
            var list = viewControllers
            if list.count < 2 { list.append(controller) } else { list[1] = controller }
            viewControllers = list
        } else {
            setViewController(controller, for: .secondary)
            if !isShowing(.secondary) { show(.secondary) }
        }
    }

    // MARK: Layout

    /// Lays the columns out for the view's size: collapses or expands across the compact width, chooses the
    /// display mode, places each column and brings on screen the ones that show.
    func layoutColumns() {
        guard let view = viewIfLoaded else { return }
        let compact = view.traitCollection.horizontalSizeClass == .compact
        if compact != isCollapsed {
            if compact { collapseColumns() } else { expandColumns() }
        }
        if !isCollapsed { chooseDisplayMode() }
        traitsFollowCollapse()
        var frames: [Column: CGRect] = [:]
        let bounds = view.bounds
        if isCollapsed {
            let shown: Column = collapse == nil && containers[.compact] != nil ? .compact : .primary
            frames[shown] = bounds
        } else {
            frames = expandedFrames(in: bounds)
        }
        for column in [Column.primary, .supplementary, .secondary, .compact, .inspector] {
            place(column, in: frames[column])
        }
    }

    func chooseDisplayMode() {
        var mode = preferredDisplayMode
        let behavior = splitBehavior
        if mode == .automatic {
            mode =
                behavior == .tile
                ? (style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary) : .secondaryOnly
        }
        // A mode the behavior cannot give becomes the one it can.
        switch (mode, behavior) {
        case (.twoBesideSecondary, .overlay), (.twoDisplaceSecondary, .overlay): mode = .twoOverSecondary
        case (.twoBesideSecondary, .displace), (.twoOverSecondary, .displace): mode = .twoDisplaceSecondary
        case (.twoOverSecondary, .tile), (.twoDisplaceSecondary, .tile): mode = .twoBesideSecondary
        default: break
        }
        if style != .tripleColumn, [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(mode) {
            mode = .oneBesideSecondary
        }
        if displayMode == .secondaryOnly || preferredDisplayMode != .automatic || displayModeIsStale(mode) {
            setDisplayMode(mode)
        }
    }

    /// Whether the current mode no longer suits the behavior (after a resize).
    private func displayModeIsStale(_ chosen: DisplayMode) -> Bool {
        let tiled: Set<DisplayMode> = [.oneBesideSecondary, .twoBesideSecondary]
        return tiled.contains(displayMode) != tiled.contains(chosen)
    }

    private func expandedFrames(in bounds: CGRect) -> [Column: CGRect] {
        var frames: [Column: CGRect] = [:]
        let primaryWidth = primaryColumnWidth
        let supplementaryWidth = style == .tripleColumn ? supplementaryColumnWidth : 0
        var sides: [(Column, CGFloat)] = []
        var pushesSecondary = false
        switch displayMode {
        case .automatic, .secondaryOnly: break
        case .oneBesideSecondary, .oneOverSecondary:
            sides = [style == .tripleColumn ? (.supplementary, supplementaryWidth) : (.primary, primaryWidth)]
            pushesSecondary = displayMode == .oneBesideSecondary
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            sides = [(.primary, primaryWidth), (.supplementary, supplementaryWidth)]
            pushesSecondary = displayMode != .twoOverSecondary
        }
        let leading = primaryEdge == .leading
        var x: CGFloat = 0
        for (column, width) in sides {
            frames[column] = CGRect(
                x: leading ? bounds.minX + x : bounds.maxX - x - width, y: bounds.minY, width: width,
                height: bounds.height)
            x += width
        }
        let offset = pushesSecondary ? x : 0
        let secondaryWidth = displayMode == .twoDisplaceSecondary ? bounds.width : max(bounds.width - offset, 0)
        var inspector: CGFloat = 0
        if isShowing(.inspector) {
            inspector = min(inspectorColumnWidth, secondaryWidth)
            frames[.inspector] = CGRect(
                x: bounds.maxX - inspector, y: bounds.minY, width: inspector, height: bounds.height)
        }
        frames[.secondary] = CGRect(
            x: leading ? bounds.minX + offset : bounds.minX, y: bounds.minY, width: secondaryWidth - inspector,
            height: bounds.height)
        return frames
    }

    /// Puts `column`'s container in its own view at `frame`, on screen if the split view is, or takes it off.
    func place(_ column: Column, in frame: CGRect?) {
        guard let view = viewIfLoaded else { return }
        let shown = style == .unspecified ? columns[column] : containers[column]
        guard let shown, let frame, !(isCollapsed && collapse != nil && column != .primary) else {
            if let shown, shown.isVisible, shown.parent === self, !(isCollapsed && moved(column)) {
                shown.disappear(animated: false)
            }
            columnViews[column]?.removeFromSuperview()
            return
        }
        let columnView = columnViews[column] ?? View()
        columnViews[column] = columnView
        columnView.frame = frame
        if columnView.superview !== view {
            if column == .primary || column == .supplementary {
                view.addSubview(columnView)
            } else {
                view.insertSubview(columnView, at: 0)
            }
        }
        guard isVisible || view.window != nil else { return }
        if !shown.isVisible {
            shown.appear(in: columnView, animated: false)
        } else if let shownView = shown.viewIfLoaded, shownView.frame != columnView.bounds {
            shownView.frame = columnView.bounds
        }
    }

    private func moved(_ column: Column) -> Bool { collapse?.moved.contains { $0.column == column } ?? false }
}
