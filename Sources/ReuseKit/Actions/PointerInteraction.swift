import Foundation

// The iPad pointer (UIPointerInteraction): a view asks, as the pointer moves over it, which region it is in and how
// the pointer looks there (a highlight, a lift, a beam over text). Headless there is no pointer:
// ``PointerInteraction/movePointer(to:)`` moves one (beyond UIKit) and asks the delegate as iPadOS does.

/// How a pointer over a region looks: an effect on the view, or a shape of its own (UIPointerStyle).
@preconcurrency @MainActor
public final class PointerStyle {
    /// What the style is.
    public enum Kind {
        case effect(PointerEffect, PointerShape?)
        case shape(PointerShape, constrainedAxes: ReuseKit.Axis)
        case hidden
        case system
    }

    public let kind: Kind

    init(kind: Kind) {
        self.kind = kind
    }

    /// The pointer becomes `effect` on the view, optionally in `shape`.
    public convenience init(effect: PointerEffect, shape: PointerShape? = nil) {
        self.init(kind: .effect(effect, shape))
    }

    /// The pointer takes `shape`, moving freely or along `axes` only.
    public convenience init(shape: PointerShape, constrainedAxes axes: ReuseKit.Axis = []) {
        self.init(kind: .shape(shape, constrainedAxes: axes))
    }

    /// No pointer over the region.
    public static func hidden() -> PointerStyle { PointerStyle(kind: .hidden) }
    /// The system's pointer.
    public static func system() -> PointerStyle { PointerStyle(kind: .system) }
}

/// What the pointer does to the view under it (UIPointerEffect).
@preconcurrency @MainActor
public enum PointerEffect {
    /// How the view is tinted under the pointer (UIPointerEffect.TintMode).
    public enum TintMode: Int, Hashable, Sendable {
        case none, overlay, underlay
    }

    /// The system picks highlight or lift.
    case automatic(TargetedPreview)
    /// The pointer becomes a highlight behind the view.
    case highlight(TargetedPreview)
    /// The view lifts with a shadow, and the pointer hides.
    case lift(TargetedPreview)
    /// The view tints, shadows and scales as asked.
    case hover(
        TargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)

    /// The view the effect acts on.
    public var preview: TargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): preview
        case .hover(let preview, _, _, _): preview
        }
    }
}

/// A pointer's shape (UIPointerShape).
@preconcurrency @MainActor
public enum PointerShape {
    case path(BezierPath)
    case roundedRect(CGRect, radius: CGFloat = 8)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)

    /// The system's corner radius for a rounded pointer.
    public nonisolated static let defaultCornerRadius: CGFloat = 8
}

/// A part of a view with a pointer style of its own (UIPointerRegion).
@preconcurrency @MainActor
public final class PointerRegion {
    public let rect: CGRect
    /// What tells regions apart (an index path, a name).
    public let identifier: AnyHashable?
    /// The axes along which the pointer stays latched to the region as it leaves.
    public var latchingAxes: Axis = []

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// Where the pointer is, as an interaction asks for its region (UIPointerRegionRequest).
@preconcurrency @MainActor
public final class PointerRegionRequest {
    /// Where the pointer is, in the interaction's view.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: KeyModifierFlags

    init(location: CGPoint, modifiers: KeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}

/// Animations that run as the pointer enters or leaves a region (UIPointerInteractionAnimating): at once,
/// headless.
@preconcurrency @MainActor
public protocol PointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// Runs the animations and completions when they are added.
@MainActor
final class ImmediatePointerAnimator: PointerInteractionAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completion(true) }
}

/// What a pointer interaction asks its owner (UIPointerInteractionDelegate); every method has a default.
@preconcurrency @MainActor
public protocol PointerInteractionDelegate: AnyObject {
    /// The region the pointer is in; the whole view (`defaultRegion`) by default.
    func pointerInteraction(
        _ interaction: PointerInteraction, regionFor request: PointerRegionRequest, defaultRegion: PointerRegion
    ) -> PointerRegion?
    /// How the pointer looks in `region`; the system's pointer when nil.
    func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle?
    func pointerInteraction(
        _ interaction: PointerInteraction, willEnter region: PointerRegion, animator: any PointerInteractionAnimating)
    func pointerInteraction(
        _ interaction: PointerInteraction, willExit region: PointerRegion, animator: any PointerInteractionAnimating)
}

extension PointerInteractionDelegate {
    public func pointerInteraction(
        _ interaction: PointerInteraction, regionFor request: PointerRegionRequest, defaultRegion: PointerRegion
    ) -> PointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion)
        -> PointerStyle?
    { nil }
    public func pointerInteraction(
        _ interaction: PointerInteraction, willEnter region: PointerRegion,
        animator: any PointerInteractionAnimating
    ) {}
    public func pointerInteraction(
        _ interaction: PointerInteraction, willExit region: PointerRegion, animator: any PointerInteractionAnimating
    ) {}
}

/// Gives a view pointer effects on iPad (UIPointerInteraction): add it with
/// `view.addInteraction(UIPointerInteraction(delegate: self))`.
@preconcurrency @MainActor
open class PointerInteraction: Interaction {
    public private(set) weak var delegate: (any PointerInteractionDelegate)?
    public private(set) weak var view: View?
    /// Whether the interaction answers the pointer.
    open var isEnabled = true
    /// The region the pointer is in now, if it is over the view (beyond UIKit, headless).
    public private(set) var currentRegion: PointerRegion?

    public init(delegate: (any PointerInteractionDelegate)?) {
        self.delegate = delegate
    }

    public func willMove(to view: View?) {}
    public func didMove(to view: View?) {
        self.view = view
    }

    /// Asks for the region again, as after the view's content changed.
    open func invalidate() {
        currentRegion = nil
    }

    /// Moves the pointer to `point` in the view (beyond UIKit, headless), as iPadOS asks: the region there (the
    /// whole view by default); when it is a new region, `willExit` for the old and `willEnter` for the new;
    /// then the style for it. A point outside the view, or a disabled interaction, leaves the current region
    /// and returns nil.
    @discardableResult
    public func movePointer(to point: CGPoint, modifiers: KeyModifierFlags = []) -> PointerStyle? {
        guard isEnabled, let view, view.bounds.contains(point) else {
            leaveRegion()
            return nil
        }
        let request = PointerRegionRequest(location: point, modifiers: modifiers)
        let defaultRegion = PointerRegion(rect: view.bounds)
        guard let region = delegate?.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion)
        else {
            leaveRegion()
            return nil
        }
        if let current = currentRegion, current.identifier != region.identifier || current.rect != region.rect {
            leaveRegion()
        }
        if currentRegion == nil {
            currentRegion = region
            delegate?.pointerInteraction(self, willEnter: region, animator: ImmediatePointerAnimator())
        }
        return delegate?.pointerInteraction(self, styleFor: region)
    }

    private func leaveRegion() {
        guard let region = currentRegion else { return }
        currentRegion = nil
        delegate?.pointerInteraction(self, willExit: region, animator: ImmediatePointerAnimator())
    }
}

extension Button {
    /// What a button's ``Button/pointerStyleProvider`` gets and returns (UIButton.PointerStyleProvider).
    public typealias PointerStyleProvider = (Button, PointerEffect, PointerShape) -> PointerStyle?
}
