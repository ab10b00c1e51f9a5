import Foundation

/// What a view keeps for Auto Layout, made the first time it is used so that views without constraints
/// (most cells' subviews) pay one pointer.
@MainActor
final class AutoLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    var installed: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var hugging: [Float] = [250, 250]
    @exclusivity(unchecked) var compression: [Float] = [750, 750]
    var guides: [LayoutGuide] = []
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    var keyboardGuide: KeyboardLayoutGuide?
    var scrollFrameGuide: LayoutGuide?
    var scrollContentGuide: LayoutGuide?
    /// On an island's root: the constraints changed since the last solve.
    var needsSolve = false
    /// On an island's root: the size the island was last solved at.
    var solvedSize: CGSize?
    /// On an island's root: its constraints and items, until they change.
    var structure: IslandStructure?
    var needsUpdateConstraints = false
    var messageHandler: ((String) -> Void)?
    var autoresizingMask: AutoresizingMask = []

    /// A view let go with an update still due no longer counts as needing one: the count lets every layout pass
    /// skip its walk for updates, so a stack view dropped before its first layout must not keep it up.
    deinit {
        if needsUpdateConstraints { View.viewsNeedingConstraintUpdates -= 1 }
    }
}

/// How a view resizes with its superview when it is not laid out by constraints (UIView.AutoresizingMask).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension View: LayoutItem {
    var autoLayout: AutoLayoutState {
        if let autoLayoutStorage { return autoLayoutStorage }
        let state = AutoLayoutState()
        autoLayoutStorage = state
        return state
    }

    /// The smallest size constraints allow (UIView.layoutFittingCompressedSize).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size constraints allow (UIView.layoutFittingExpandedSize).
    public static let layoutFittingExpandedSize = CGSize(width: 1.0e6, height: 1.0e6)

    /// Whether the view's frame is set from outside (true, the default) and pinned where it is for the
    /// constraints around it, or solved from its constraints (false, for views laid out by Auto Layout).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            // Solved in the island it leaves, and (below) in the one it joins.
            constraintMakeupChanged()
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            setNeedsConstraintSolve()
        }
    }

    /// How the view follows its superview's changes of size when its frame is set from outside: the flexible
    /// parts (margins, width, height) share the change in proportion to their lengths, as in UIKit. A view
    /// controller's view is flexible in width and height.
    public var autoresizingMask: AutoresizingMask {
        get { autoLayoutStorage?.autoresizingMask ?? [] }
        set { autoLayout.autoresizingMask = newValue }
    }

    /// Applies the subviews' ``autoresizingMask``s after this view changed size from `oldSize`.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = bounds.size
        for view in subviews where view.translatesAutoresizingMaskIntoConstraints {
            let mask = view.autoresizingMask
            guard !mask.isEmpty else { continue }
            var frame = view.frame
            let (x, width) = Self.resize(
                frame.minX, frame.width, oldSize.width, newSize.width,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ))
            let (y, height) = Self.resize(
                frame.minY, frame.height, oldSize.height, newSize.height,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ))
            frame = CGRect(x: x, y: y, width: width, height: height)
            view.frame = frame
        }
    }

    /// One axis of autoresizing: the change shared by the flexible parts of (leading margin, length, trailing
    /// margin) in proportion to their lengths, equally when they are all zero.
    private static func resize(
        _ origin: CGFloat, _ length: CGFloat, _ oldTotal: CGFloat, _ newTotal: CGFloat,
        flexible: (Bool, Bool, Bool)
    ) -> (CGFloat, CGFloat) {
        let parts = [origin, length, oldTotal - origin - length]
        let flags = [flexible.0, flexible.1, flexible.2]
        let delta = newTotal - oldTotal
        let flexibleSum = zip(parts, flags).filter(\.1).reduce(0) { $0 + max($1.0, 0) }
        let count = CGFloat(flags.filter { $0 }.count)
        guard count > 0 else { return (origin, length) }
        func share(_ index: Int) -> CGFloat {
            guard flags[index] else { return 0 }
            return flexibleSum > 0 ? delta * max(parts[index], 0) / flexibleSum : delta / count
        }
        return (origin + share(0), max(length + share(1), 0))
    }

    /// The constraints installed on this view (those whose nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.installed ?? [] }

    /// Activates `constraint` (UIKit's older spelling; it installs on the common ancestor, not necessarily here).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
    }

    /// Deactivates the constraints installed on `start` and the views above it that refer to an item for which
    /// `refersTo` is true. Views without constraints cost one check each.
    ///
    /// - Complexity: O(depth + c) for c constraints installed on those views.
    func deactivateConstraints(from start: View, where refersTo: (AnyObject) -> Bool) {
        var view: View? = start
        while let current = view {
            if let installed = current.autoLayoutStorage?.installed, !installed.isEmpty {
                for constraint in installed
                where constraint.firstItem.map(refersTo) == true || constraint.secondItem.map(refersTo) == true {
                    constraint.isActive = false
                }
            }
            view = current.superview
        }
    }

    /// What ``removeFromSuperview()`` does to constraints, as UIKit documents it: those that refer to this view or
    /// to a view (or a view's guide) below it, installed above it, are removed. Constraints within the subtree
    /// stay.
    func removeConstraintsToSubtree(above parent: View) {
        deactivateConstraints(from: parent) { item in
            if let view = item as? View { return view.isDescendant(of: self) }
            if let guide = item as? LayoutGuide, let owner = guide.owningView { return owner.isDescendant(of: self) }
            return false
        }
    }

    func install(_ constraint: NSLayoutConstraint) {
        constraint.installedIndex = autoLayout.installed.count
        autoLayout.installed.append(constraint)
        constraint.installedOn = self
        constraintMakeupChanged()
        StackView.constraintInstalled(constraint)
    }

    /// Removes an installed constraint: the last one takes its place in ``constraints``, so removal is O(1)
    /// however many the view holds (a stack of 10,000 views holds 40,000).
    func uninstall(_ constraint: NSLayoutConstraint) {
        if let storage = autoLayoutStorage {
            let index = constraint.installedIndex
            if storage.installed.indices.contains(index), storage.installed[index] === constraint {
                let last = storage.installed.removeLast()
                if last !== constraint {
                    storage.installed[index] = last
                    last.installedIndex = index
                }
            } else {
                storage.installed.removeAll { $0 === constraint }
            }
        }
        constraint.installedOn = nil
        constraintMakeupChanged()
    }

    /// The view whose layout pass solves this view's constraints: this view or the nearest ancestor whose frame
    /// is set from outside.
    var islandRoot: View {
        var view = self
        while !view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview { view = parent }
        return view
    }

    /// Whether this is the content view of a cell whose own constraints reach into it (a client pinned the
    /// content to the cell, its margins or its safe area, as UIKit allows): the cell's island then lays out the
    /// content view's views, with the content view's top and bottom at the cell's.
    var isAdoptedContentView: Bool {
        // A flag first: this is asked for every island, and a cast costs more than the answer.
        guard isCellContentView, let cell = superview else { return false }
        return cell.autoLayoutStorage?.installed.isEmpty == false
    }

    /// What changes the makeup of the islands this view is part of (a constraint installed, removed or changed, a
    /// guide removed, the view switched between frames and constraints) calls: the remembered makeups are
    /// forgotten and the island solves again at its next layout pass.
    ///
    /// - Complexity: O(depth).
    func constraintMakeupChanged() {
        forgetIslandStructures()
        setNeedsConstraintSolve()
    }

    /// Asks the island this view belongs to to solve its constraints at its next layout pass.
    func setNeedsConstraintSolve() {
        var root = islandRoot
        if root.isAdoptedContentView, let cell = root.superview { root = cell }
        root.autoLayout.needsSolve = true
        root.setNeedsLayout()
        // A cell's content changed its constraints: the table may measure the row again, when a list has asked
        // for it (`.enabledIncludingConstraints`); otherwise no list listens, and the casts below cost each label
        // set in a cell provider for nothing.
        guard SelfSizingInvalidationListeners.constraintChangesHeard else { return }
        if let cell = root.superview as? TableViewCell, root === cell.contentView,
            let table = cell.superview as? TableView
        {
            table.cellDidInvalidateSize(cell, fromConstraints: true)
        } else if let cell = (root as? CollectionViewCell) ?? (root.superview as? CollectionViewCell),
            root === cell || root === cell.contentView, let collectionView = cell.superview as? CollectionView
        {
            collectionView.cellDidInvalidateSize(cell, fromConstraints: true)
        }
    }

    /// Told Auto Layout's console messages about this view's hierarchy (unsatisfiable constraints, constraints
    /// refused on activation) instead of standard error; set it on a root view to hear the whole hierarchy.
    /// Beyond UIKit, which only logs: tests and tools read the messages here.
    public var constraintMessageHandler: ((String) -> Void)? {
        get { autoLayoutStorage?.messageHandler }
        set { autoLayout.messageHandler = newValue }
    }

    /// Sends an Auto Layout message to the nearest ``constraintMessageHandler`` above, or standard error.
    func reportLayoutMessage(_ message: String) {
        var view: View? = self
        while let current = view {
            if let handler = current.autoLayoutStorage?.messageHandler { return handler(message) }
            view = current.superview
        }
        Messages.write(message)
    }

    // MARK: Content size priorities

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority {
        LayoutPriority(autoLayoutStorage?.hugging[axis.rawValue] ?? 250)
    }

    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis.rawValue] = priority.rawValue
        setNeedsConstraintSolve()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority {
        LayoutPriority(autoLayoutStorage?.compression[axis.rawValue] ?? 750)
    }

    public func setContentCompressionResistancePriority(
        _ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        autoLayout.compression[axis.rawValue] = priority.rawValue
        setNeedsConstraintSolve()
    }

    // MARK: Guides

    /// The layout guides added to this view.
    public var layoutGuides: [LayoutGuide] { autoLayoutStorage?.guides ?? [] }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView = self
        autoLayout.guides.append(guide)
        forgetIslandStructures()
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        removeLayoutGuides([guide])
    }

    /// Removes several guides at once, with the constraints to them.
    ///
    /// - Complexity: O(c + g) for c constraints installed here and above and g guides, where one at a time
    ///   would be O(c) each (a stack of 10,000 equally spaced views has 10,000 spacer guides).
    func removeLayoutGuides(_ removed: [LayoutGuide]) {
        guard !removed.isEmpty else { return }
        let identities = Set(removed.map(ObjectIdentifier.init))
        // UIKit removes the constraints to a guide with it; they are installed here or above.
        deactivateConstraints(from: self) { item in item is LayoutGuide && identities.contains(ObjectIdentifier(item)) }
        autoLayoutStorage?.guides.removeAll { identities.contains(ObjectIdentifier($0)) }
        for guide in removed { guide.owningView = nil }
        constraintMakeupChanged()
    }

    /// The view's bounds inset by ``layoutMargins``.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = autoLayoutStorage?.marginsGuide { return guide }
        let guide = LayoutGuide(system: .margins, owner: self, identifier: "UIViewLayoutMarginsGuide")
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The part of the view that neither the screen's edges nor bars cover: the bounds inset by
    /// ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = autoLayoutStorage?.safeAreaGuide { return guide }
        let guide = LayoutGuide(system: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// A column of comfortable reading width: the margins, at most 672 points wide, centred.
    public var readableContentGuide: LayoutGuide {
        if let guide = autoLayoutStorage?.readableGuide { return guide }
        let guide = LayoutGuide(
            system: .readableContent, owner: self, identifier: "UIViewReadableContentGuide")
        autoLayout.readableGuide = guide
        return guide
    }

    /// Where the keyboard is (UIKeyboardLayoutGuide): a guide along the bottom of the view up to the keyboard's
    /// top while the headless keyboard shows (a text field, text view or search bar is editing), and as tall as
    /// the safe area's bottom inset while it is hidden, so content pinned above it sits above the home
    /// indicator, as in UIKit.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let guide = autoLayoutStorage?.keyboardGuide { return guide }
        let guide = KeyboardLayoutGuide(system: .keyboard, owner: self, identifier: "UIViewKeyboardLayoutGuide")
        autoLayout.keyboardGuide = guide
        return guide
    }

    // MARK: Anchors

    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Updating constraints

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        if !autoLayout.needsUpdateConstraints { View.viewsNeedingConstraintUpdates += 1 }
        autoLayout.needsUpdateConstraints = true
        setNeedsConstraintSolve()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? false }

    /// Runs ``updateConstraints()`` on this view and the views below it that asked for it, deepest first.
    ///
    /// - Complexity: O(n) in the views of the subtree.
    public func updateConstraintsIfNeeded() {
        // Nothing asked for an update anywhere (the common case): no walk of the subtree.
        guard View.viewsNeedingConstraintUpdates > 0 else { return }
        for view in subviews { view.updateConstraintsIfNeeded() }
        guard let state = autoLayoutStorage, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        View.viewsNeedingConstraintUpdates -= 1
        updateConstraints()
    }

    // MARK: Fitting

    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``'s solve: frames are
    /// not changed.
    func solvedFittingSize(
        _ targetSize: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        let fitting = LayoutIsland.Fitting(size: targetSize, horizontal: horizontal, vertical: vertical)
        var island = LayoutIsland(root: self, fitting: fitting)
        island.solve()
        return island.rootSize
    }

    /// The height this view's constraints give it at `width` (as small as they allow), or nil when nothing in
    /// its island is laid out by constraints. How a self-sizing cell's content view is measured.
    ///
    /// - Complexity: one solve of the view's constraints.
    func constrainedHeight(atWidth width: CGFloat) -> CGFloat? {
        guard autoLayoutStorage != nil || subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints })
        else { return nil }
        updateConstraintsIfNeeded()
        let fitting = LayoutIsland.Fitting(
            size: CGSize(width: width, height: 0), horizontal: .required, vertical: .fittingSizeLevel)
        var island = LayoutIsland(root: self, fitting: fitting)
        island.solve()
        guard island.hasConstraints else { return nil }
        // The view is about to be given this size (a table sets the row's height): lay it out now, so the
        // layout pass that follows finds it solved at that size and does not solve again.
        let size = island.rootSize
        island.apply()
        autoLayout.needsSolve = false
        autoLayout.solvedSize = size
        return size.height
    }

    /// Whether the constraints leave this view's frame free to move or resize (UIKit's debugging question).
    ///
    /// - Complexity: one solve of the view's island.
    public var hasAmbiguousLayout: Bool {
        var island = LayoutIsland(root: islandRoot, fitting: nil)
        island.solve()
        return island.isAmbiguous(self)
    }

    /// The active constraints that position or size this view along `axis`, installed on it or a view above it.
    ///
    /// - Complexity: O(d + c) in the view's depth and the constraints installed on it and its ancestors.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        AutoLayoutCheck.constraints(affecting: self, on: self, axis: axis)
    }

    /// Solves this island's constraints if they or its size changed, and sets the frames of the views they lay
    /// out. Called by ``layoutIfNeeded()`` before ``layoutSubviews()``.
    func solveConstraintsIfNeeded() {
        guard let state = autoLayoutStorage, translatesAutoresizingMaskIntoConstraints || superview == nil else {
            return
        }
        // A cell that pins its content to itself solves its content view's views in its own island.
        if isAdoptedContentView {
            state.needsSolve = false
            return
        }
        guard state.needsSolve || (state.solvedSize != nil && state.solvedSize != bounds.size) else { return }
        // Updates first: constraints they change ask for this solve, not for another one after it.
        updateConstraintsIfNeeded()
        state.needsSolve = false
        var island = LayoutIsland(root: self, fitting: nil)
        island.solve()
        state.solvedSize = island.hasConstraints ? bounds.size : nil
        island.apply()
    }
}

/// Whether any list has ever set `selfSizingInvalidation` to `.enabledIncludingConstraints`: until one has, a change
/// of constraints inside a cell tells no list.
@MainActor
enum SelfSizingInvalidationListeners {
    static var constraintChangesHeard = false
}
