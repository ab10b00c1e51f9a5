import Foundation

/// Something a view hosts that handles one kind of input or behaviour (UIInteraction): told when it moves to
/// a view and when it left the last one.
@preconcurrency @MainActor
public protocol Interaction: AnyObject {
    /// The view the interaction is on.
    var view: View? { get }
    /// The interaction is about to move to `view` (nil: it is being removed).
    func willMove(to view: View?)
    /// The interaction moved to `view` (nil: it was removed).
    func didMove(to view: View?)
}

/// A motion effect (UIMotionEffect): given how far the viewer's eyes moved from the screen's centre, the key
/// paths of the view to change and by how much. Subclass it, or use ``InterpolatingMotionEffect``.
@preconcurrency @MainActor
open class MotionEffect {
    public init() {}

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public init?(coder: NSCoder) {
        return nil
    }

    /// The values to add to key paths of the view for `viewerOffset` (each component from -1 to 1); none by
    /// default.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: Offset) -> [String: Any]? { nil }
}

/// A motion effect that moves one key path between two values as the device tilts (UIInterpolatingMotionEffect):
/// the parallax of a card over its background.
@preconcurrency @MainActor
open class InterpolatingMotionEffect: MotionEffect {
    /// Which tilt drives the value.
    public enum EffectType: Int, Hashable, Sendable {
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }

    public let keyPath: String
    public let type: EffectType
    /// The value added at a full tilt one way (a `CGFloat` or `Double`).
    open var minimumRelativeValue: Any?
    /// The value added at a full tilt the other way.
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: Offset) -> [String: Any]? {
        func number(_ value: Any?) -> CGFloat? {
            (value as? CGFloat) ?? (value as? Double).map { CGFloat($0) } ?? (value as? Int).map { CGFloat($0) }
        }
        guard let minimum = number(minimumRelativeValue), let maximum = number(maximumRelativeValue) else {
            return nil
        }
        let tilt = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let fraction = (min(max(tilt, -1), 1) + 1) / 2
        return [keyPath: minimum + (maximum - minimum) * fraction]
    }
}

/// Motion effects applied together (UIMotionEffectGroup).
@preconcurrency @MainActor
open class MotionEffectGroup: MotionEffect {
    open var motionEffects: [MotionEffect]?

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: Offset) -> [String: Any]? {
        var values: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            values.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:]) { _, new in new }
        }
        return values.isEmpty ? nil : values
    }
}

/// How a view looks when it has focus (UIFocusEffect): the system's halo by default.
@preconcurrency @MainActor
open class FocusEffect {
    public init() {}
}

/// How strongly a focus group asks for focus (UIFocusGroupPriority).
public struct FocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let ignored = FocusGroupPriority(rawValue: 0)
    public static let previouslyFocused = FocusGroupPriority(rawValue: 1000)
    public static let prioritized = FocusGroupPriority(rawValue: 2000)
    public static let currentlyFocused = FocusGroupPriority(rawValue: .max)
    public static func < (a: FocusGroupPriority, b: FocusGroupPriority) -> Bool { a.rawValue < b.rawValue }
}

extension View {
    // MARK: Interactions

    /// The interactions on the view, in the order they were added.
    public var interactions: [any Interaction] {
        get { extrasIfMade?.interactions ?? [] }
        set {
            for interaction in interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction`: it hears `willMove(to:)` and `didMove(to:)` with this view.
    public func addInteraction(_ interaction: any Interaction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        extras.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`: it hears `willMove(to: nil)` and `didMove(to: nil)`.
    public func removeInteraction(_ interaction: any Interaction) {
        guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        extras.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }

    // MARK: Motion effects

    /// The motion effects on the view.
    public var motionEffects: [MotionEffect] {
        get { extrasIfMade?.motionEffects ?? [] }
        set { extras.motionEffects = newValue }
    }

    public func addMotionEffect(_ effect: MotionEffect) {
        if !motionEffects.contains(where: { $0 === effect }) { extras.motionEffects.append(effect) }
    }

    public func removeMotionEffect(_ effect: MotionEffect) {
        extrasIfMade?.motionEffects.removeAll { $0 === effect }
    }

    /// The view's centre and alpha as its motion effects give them for `viewerOffset` (beyond UIKit, headless:
    /// there is no gyroscope, so a test or host says where the viewer looks). The effects' `center.x`,
    /// `center.y`, and `alpha` key paths are read; the view itself does not change, as UIKit's presentation-only
    /// effects leave the model alone.
    public func motionEffectResult(forViewerOffset viewerOffset: Offset) -> (center: CGPoint, alpha: CGFloat) {
        var center = self.center
        var alpha = self.alpha
        for effect in motionEffects {
            for (keyPath, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                guard let amount = (value as? CGFloat) ?? (value as? Double).map({ CGFloat($0) }) else { continue }
                switch keyPath {
                case "center.x": center.x += amount
                case "center.y": center.y += amount
                case "alpha": alpha += amount
                default: continue
                }
            }
        }
        return (center, alpha)
    }

    // MARK: Focus

    /// Whether the view has focus: a table's cell or a collection view's cell showing the row or item that has
    /// focus (``TableView/moveFocus(_:)``); no other view takes focus.
    public var isFocused: Bool {
        if let cell = self as? TableViewCell, let table = superview as? TableView {
            return table.focusedIndexPath != nil && cell.displayedIndexPath == table.focusedIndexPath
        }
        if let cell = self as? CollectionViewCell, let collection = superview as? CollectionView,
            let focused = collection.focusedIndexPath
        {
            return collection.indexPath(for: cell) == focused
        }
        return false
    }

    /// The focus group the view belongs to; nil by default.
    public var focusGroupIdentifier: String? {
        get { extrasIfMade?.focusGroupIdentifier }
        set { extras.focusGroupIdentifier = newValue }
    }

    /// How the view looks with focus; nil uses the system's.
    public var focusEffect: FocusEffect? {
        get { extrasIfMade?.focusEffect }
        set { extras.focusEffect = newValue }
    }

    /// How strongly the view's group asks for focus; `.ignored` by default.
    public var focusGroupPriority: FocusGroupPriority {
        get { extrasIfMade?.focusGroupPriority ?? .ignored }
        set { extras.focusGroupPriority = newValue }
    }

    // MARK: The large content viewer

    /// The title the large content viewer shows for the view.
    public var largeContentTitle: String? {
        get { extrasIfMade?.largeContentTitle }
        set { extras.largeContentTitle = newValue }
    }

    /// The image the large content viewer shows for the view.
    public var largeContentImage: Image? {
        get { extrasIfMade?.largeContentImage }
        set { extras.largeContentImage = newValue }
    }

    public var largeContentImageInsets: EdgeInsets {
        get { extrasIfMade?.largeContentImageInsets ?? .zero }
        set { extras.largeContentImageInsets = newValue }
    }

    /// Whether the large content viewer scales the image up; false by default.
    public var scalesLargeContentImage: Bool {
        get { extrasIfMade?.scalesLargeContentImage ?? false }
        set { extras.scalesLargeContentImage = newValue }
    }

    /// Whether a long press shows the large content viewer (at the largest text sizes); false by default.
    public var showsLargeContentViewer: Bool {
        get { extrasIfMade?.showsLargeContentViewer ?? false }
        set { extras.showsLargeContentViewer = newValue }
    }

    /// The content size category limits in effect, for debugging: the view's minimum and maximum, or "none".
    public var appliedContentSizeCategoryLimitsDescription: String {
        let minimum = minimumContentSizeCategory.map { "minimum \($0.rawValue)" }
        let maximum = maximumContentSizeCategory.map { "maximum \($0.rawValue)" }
        let limits = [minimum, maximum].compactMap { $0 }
        return limits.isEmpty ? "none" : limits.joined(separator: ", ")
    }

    // MARK: Updating properties (iOS 26)

    /// Asks for ``updateProperties()`` before the next layout of the view.
    public func setNeedsUpdateProperties() {
        extras.needsPropertiesUpdate = true
        setNeedsLayout()
    }

    /// Runs ``updateProperties()`` now if it was asked for.
    public func updatePropertiesIfNeeded() {
        guard let extras = extrasIfMade, extras.needsPropertiesUpdate else { return }
        extras.needsPropertiesUpdate = false
        updateProperties()
    }

    // MARK: 3-D transforms

    /// The view's transform in 3-D (the layer's): setting an affine one sets ``transform``; a perspective or a
    /// rotation out of the plane is kept for the renderer, and frames and hit-testing follow its affine part.
    public var transform3D: CATransform3D {
        get { extrasIfMade?.transform3D ?? CATransform3D(transform) }
        set {
            transform = newValue.affineTransform
            if newValue.isAffine {
                extrasIfMade?.transform3D = nil
            } else {
                extras.transform3D = newValue
            }
        }
    }
}

extension View {
    /// The legacy transitions of the block-less animation API (UIView.AnimationTransition).
    public enum AnimationTransition: Int, Hashable, Sendable {
        case none, flipFromLeft, flipFromRight, curlUp, curlDown
    }

    /// The system's own animations of views (UIView.SystemAnimation).
    public enum SystemAnimation: UInt, Hashable, Sendable {
        /// The views fade out, then are removed from their superviews.
        case delete
    }

    /// Runs the system's `animation` on `views`, with `parallelAnimations` beside it: for `.delete`, the views
    /// are removed from their superviews when it ends (0.3 s of virtual time), then `completion` runs.
    public class func perform(
        _ animation: SystemAnimation, on views: [View], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: 0.3, delay: 0, options: options,
            animations: {
                for view in views { view.alpha = 0 }
                parallelAnimations?()
            },
            completion: { finished in
                for view in views { view.removeFromSuperview() }
                completion?(finished)
            })
    }

    /// Makes the animations `animations` starts repeat `count` times (and play back when `autoreverses`):
    /// their completions fall due that many durations later.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        let animator = ViewAnimator.shared
        let outer = animator.repeatFactor
        let repeats = count.isFinite && count > 0 ? Double(count) : 1
        animator.repeatFactor = outer * repeats * (autoreverses ? 2 : 1)
        animations()
        animator.repeatFactor = outer
    }
}

extension View {
    /// A region of a view that layout follows (UIView.LayoutRegion, iOS 26): the safe area, the margins or the
    /// readable width, optionally adapted to rounded display corners along an axis.
    public struct LayoutRegion: Hashable, Sendable {
        /// The axis a region moves in to clear rounded corners.
        public enum AdaptivityAxis: Int, Hashable, Sendable {
            case horizontal, vertical
        }

        enum Kind: Hashable {
            case safeArea, margins, readableContent
        }

        let kind: Kind
        /// The axis the region adapts along; headless screens have square corners, so it changes nothing.
        public let cornerAdaptation: AdaptivityAxis?

        public static func safeArea(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .safeArea, cornerAdaptation: cornerAdaptation)
        }

        public static func margins(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .margins, cornerAdaptation: cornerAdaptation)
        }

        public static func readableContent(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .readableContent, cornerAdaptation: cornerAdaptation)
        }
    }

    /// The guide of `region`: the safe area, margins or readable content guide.
    public func layoutGuide(for region: LayoutRegion) -> LayoutGuide {
        switch region.kind {
        case .safeArea: safeAreaLayoutGuide
        case .margins: layoutMarginsGuide
        case .readableContent: readableContentGuide
        }
    }

    /// The insets of `region` from the view's bounds (the readable width's, as the last layout placed it).
    public func edgeInsets(for region: LayoutRegion) -> EdgeInsets {
        switch region.kind {
        case .safeArea: return safeAreaInsets
        case .margins: return layoutMargins
        case .readableContent:
            let frame = readableContentGuide.layoutFrame
            guard frame.width > 0 else { return layoutMargins }
            return EdgeInsets(
                top: frame.minY - bounds.minY, left: frame.minX - bounds.minX,
                bottom: bounds.maxY - frame.maxY, right: bounds.maxX - frame.maxX)
        }
    }

    /// ``edgeInsets(for:)`` by leading and trailing edge (left to right writing).
    public func directionalEdgeInsets(for region: LayoutRegion) -> DirectionalEdgeInsets {
        let insets = edgeInsets(for: region)
        return DirectionalEdgeInsets(
            top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
