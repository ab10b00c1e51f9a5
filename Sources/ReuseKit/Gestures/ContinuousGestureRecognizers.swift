import Foundation

/// A two-finger pinch (UIPinchGestureRecognizer). Headless touches are one finger each, so it never begins from
/// them; ``scale`` and ``velocity`` are kept for code that sets and reads them, as UIKit's are.
@preconcurrency @MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// The scale of the fingers' distance to where it started; 1 at rest.
    open var scale: CGFloat = 1
    /// The scale's change per second.
    open var velocity: CGFloat { 0 }
}

/// A two-finger rotation (UIRotationGestureRecognizer). Headless touches are one finger each, so it never begins
/// from them; ``rotation`` is kept for code that sets and reads it.
@preconcurrency @MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// The rotation in radians since the gesture began.
    open var rotation: CGFloat = 0
    /// The rotation's change in radians per second.
    open var velocity: CGFloat { 0 }
}

/// A pan that starts at an edge of the screen (UIScreenEdgePanGestureRecognizer): a pan whose first touch is
/// within 20 points of one of ``edges`` of its view.
@preconcurrency @MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a pan may start from.
    open var edges = RectEdge()

    override func fingerDown(_ touch: Touch) {
        guard let view else { return super.fingerDown(touch) }
        let point = view.convert(touch.point, from: nil)
        let bounds = view.bounds
        let near =
            (edges.contains(.left) && point.x - bounds.minX <= 20)
            || (edges.contains(.right) && bounds.maxX - point.x <= 20)
            || (edges.contains(.top) && point.y - bounds.minY <= 20)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= 20)
        if near { super.fingerDown(touch) } else { state = .failed }
    }
}

/// Edges of a rectangle (UIRectEdge), with UIKit's raw values.
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
