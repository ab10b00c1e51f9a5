import Foundation
import Synchronization

/// How a view fits its content to its bounds.
public enum ContentMode: Int, Hashable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// What an element is to assistive technologies.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none: AccessibilityTraits = []
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Touches go to the element itself, not to VoiceOver (a drawing canvas, a piano keyboard).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
}

extension View {
    /// What a dimension without an intrinsic size reports.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Whether subviews are cut at the bounds: the layer's `masksToBounds`.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// ``layoutMargins`` by leading and trailing edge (left to right writing).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            DirectionalEdgeInsets(
                top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
                trailing: layoutMargins.right)
        }
        set {
            layoutMargins = EdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// `point` in this view's coordinates, in the coordinates of its topmost ancestor.
    private func toRoot(_ point: CGPoint) -> CGPoint {
        var point = point
        var view: View? = self
        while let current = view, let parent = current.superview {
            point = current.pointInSuperview(point)
            view = parent
        }
        return point
    }

    /// `point` in the coordinates of this view's topmost ancestor, in this view's.
    private func fromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [View] = []
        var view: View? = self
        while let current = view, current.superview != nil {
            chain.append(current)
            view = current.superview
        }
        return chain.reversed().reduce(point) { point, view in view.pointFromSuperview(point) }
    }

    private var root: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// `point` (in this view's coordinates) in `view`'s; in the window's (the topmost ancestor's) for nil.
    ///
    /// - Complexity: O(d) in the views' depths.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let rooted = toRoot(point)
        guard let view else { return rooted }
        return view.fromRoot(rooted)
    }

    /// `point` in `view`'s coordinates (the window's for nil), in this view's.
    ///
    /// - Complexity: O(d) in the views' depths.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        fromRoot(view.map { $0.toRoot(point) } ?? point)
    }

    /// `rect` (in this view's coordinates) in `view`'s: the smallest rectangle that holds its corners there,
    /// which is the same size unless a ``transform`` on the way scales or rotates.
    ///
    /// - Complexity: O(d) in the views' depths.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        Self.boundingRect(of: rect) { convert($0, to: view) }
    }

    /// `rect` in `view`'s coordinates, in this view's.
    ///
    /// - Complexity: O(d) in the views' depths.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        Self.boundingRect(of: rect) { convert($0, from: view) }
    }

    /// Inserts `view` at `index` among the subviews (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        addSubview(view)
        moveSubview(view, to: index)
    }

    /// Inserts `view` just above `siblingSubview` (at the top when it is not a subview).
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        addSubview(view)
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return }
        moveSubview(view, to: index + 1)
    }

    /// Inserts `view` just below `siblingSubview` (at the top when it is not a subview).
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        addSubview(view)
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return }
        moveSubview(view, to: index)
    }

    /// Swaps the subviews at `index1` and `index2`; nothing when either is out of range.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let first = subviews[index1]
        let second = subviews[index2]
        moveSubview(first, to: index2)
        moveSubview(second, to: index1)
    }

    /// The direction content runs in this view: right to left only when its attribute forces it.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The direction a view with `attribute` lays out in: right to left only when forced, as headless apps
    /// run in a left-to-right language.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute)
        -> UserInterfaceLayoutDirection
    {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction a view with `semanticContentAttribute` lays out in, relative to `layoutDirection`:
    /// playback and spatial content keep left to right, forced attributes win, the rest follow
    /// `layoutDirection`.
    public static func userInterfaceLayoutDirection(
        for semanticContentAttribute: SemanticContentAttribute,
        relativeTo layoutDirection: UserInterfaceLayoutDirection
    ) -> UserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        default: layoutDirection
        }
    }

    /// The alignment rectangle of a view whose frame is `frame`: the frame less ``alignmentRectInsets``.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: frame.minX + insets.left, y: frame.minY + insets.top,
            width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    /// The frame of a view whose alignment rectangle is `alignmentRect`.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
            width: alignmentRect.width + insets.left + insets.right,
            height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// A copy of the view's frame to animate in its place (headless: an empty view of the same frame and
    /// background, since there are no pixels to copy).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        let snapshot = View(frame: frame)
        snapshot.backgroundColor = backgroundColor
        snapshot.alpha = alpha
        return snapshot
    }

    /// A copy of the part of the view in `rect` to animate in its place, stretched outside `capInsets` when it
    /// is resized (headless: an empty view of `rect`'s size at `rect`'s place in the superview, with the view's
    /// background, since there are no pixels to copy).
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: EdgeInsets
    ) -> View? {
        let snapshot = View(frame: CGRect(origin: convert(rect.origin, to: superview), size: rect.size))
        snapshot.backgroundColor = backgroundColor
        snapshot.alpha = alpha
        return snapshot
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: View) {
        moveSubview(view, to: subviews.count - 1)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        moveSubview(view, to: 0)
    }

    /// The view with `tag`: this one or the first in its subtree, depth first.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Whether this view is `view` or below it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree with `identifier` (beyond UIKit, for tests: what UI tests query).
    public func descendant(withAccessibilityIdentifier identifier: String) -> View? {
        if accessibilityIdentifier == identifier { return self }
        for view in subviews {
            if let found = view.descendant(withAccessibilityIdentifier: identifier) { return found }
        }
        return nil
    }
}

/// The direction of an interface's layout (UIUserInterfaceLayoutDirection).
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// What has traits and hears when they change (UITraitEnvironment): views and controllers.
@preconcurrency @MainActor
public protocol TraitEnvironment: AnyObject {
    var traitCollection: TraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

extension View: TraitEnvironment {}
extension ViewController: TraitEnvironment {}

extension TraitCollection {
    /// The traits code runs under now (UITraitCollection.current): a dynamic colour resolved without a trait
    /// collection uses them. The main screen's traits unless ``performAsCurrent(_:)`` sets others. Readable from
    /// any thread, as UIKit's is (a colour helper in a plain enum reads it).
    public static var current: TraitCollection {
        get { currentTraits.withLock { $0 } }
        set { currentTraits.withLock { $0 = newValue } }
    }

    private static let currentTraits = Mutex(
        TraitCollection(traitsFrom: [
            TraitCollection(userInterfaceStyle: .light), TraitCollection(userInterfaceIdiom: .phone),
            TraitCollection(horizontalSizeClass: .compact), TraitCollection(verticalSizeClass: .regular),
            TraitCollection(displayScale: 3), TraitCollection(layoutDirection: .leftToRight),
        ]))

    /// Runs `actions` with these traits as ``current``, then puts the previous ones back.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = TraitCollection.current
        TraitCollection.current = self
        defer { TraitCollection.current = previous }
        try actions()
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` on each side (UIKit's `CGRect.inset(by:)`): a padded text field's
    /// `bounds.inset(by: padding)`. Plain arithmetic, as UIEdgeInsetsInsetRect is: insets wider than the
    /// rectangle give a negative width.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}

extension CGRect {
    /// Whether a view can take this frame: every number finite and within ±2^53 points
    /// (``ScrollView/maximumLength``), so that its centre (origin plus half the size) is finite too.
    var isDrawable: Bool {
        let limit: CGFloat = 9_007_199_254_740_992  // ScrollView.maximumLength, 2^53
        return origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && origin.x.magnitude <= limit && origin.y.magnitude <= limit && size.width.magnitude <= limit
            && size.height.magnitude <= limit
    }
}

extension CGRect {
    /// The point of the rectangle at `unit`, in unit coordinates ((0, 0) its top-left corner, (1, 1) its
    /// bottom-right): where an anchor point sits.
    func point(atUnit unit: CGPoint) -> CGPoint {
        CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
    }

    /// The rectangle of `size` whose point at `unit` is `position`: a view or layer placed by its anchor point.
    init(size: CGSize, placing unit: CGPoint, at position: CGPoint) {
        self.init(
            x: position.x - unit.x * size.width, y: position.y - unit.y * size.height, width: size.width,
            height: size.height)
    }
}
