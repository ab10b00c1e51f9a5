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

/// A pointer moving over a view without a button down (UIHoverGestureRecognizer): begins when the pointer
/// enters the view, changes as it moves within it, and ends when it leaves. Headless, ``View/hover(along:)``
/// moves the pointer (a terminal's mouse motion can too).
@preconcurrency @MainActor
open class HoverGestureRecognizer: GestureRecognizer {
    /// Where the pointer is, in the topmost view's coordinates, while it hovers.
    var pointer: CGPoint?

    /// The pencil's height above the screen, 0 for a pointer.
    open var zOffset: CGFloat { 0 }
    /// The pencil's angle to the screen: π/2 (upright) for a pointer.
    open var altitudeAngle: CGFloat { .pi / 2 }
    /// The pencil's roll: 0 for a pointer.
    open var rollAngle: CGFloat { 0 }
    /// The direction the pencil points in `view`: 0 for a pointer.
    open func azimuthAngle(in view: View?) -> CGFloat { 0 }
    /// The unit vector of ``azimuthAngle(in:)``.
    open func azimuthUnitVector(in view: View?) -> CGVector { CGVector(dx: 1, dy: 0) }

    open override func location(in view: View?) -> CGPoint {
        guard let pointer else { return super.location(in: view) }
        return view?.convert(pointer, from: nil) ?? pointer
    }

    /// The pointer is at `point` (topmost view's coordinates), over the recognizer's view or not.
    func pointerMoved(to point: CGPoint, inside: Bool) {
        guard isEnabled else { return }
        pointer = point
        switch (state, inside) {
        case (.possible, true), (.ended, true), (.cancelled, true), (.failed, true):
            returnToPossible()
            begin()
        case (.began, true), (.changed, true): state = .changed
        case (.began, false), (.changed, false): state = .ended
        default: break
        }
    }
}

/// The kinds of scrolling input a pan recognizer turns into pans (UIScrollTypeMask).
public struct ScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A mouse wheel's steps.
    public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
    /// A trackpad's continuous scrolling.
    public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
    public static let all: ScrollTypeMask = [.discrete, .continuous]
}

extension View {
    /// Moves a pointer along `points` (in this view's coordinates) with no button down (beyond UIKit, headless):
    /// each hover recognizer in the window begins when the pointer enters its view, changes as it moves, and
    /// ends when it leaves.
    public func hover(along points: [CGPoint]) {
        var root: View = self
        while let parent = root.superview { root = parent }
        var recognizers: [HoverGestureRecognizer] = []
        var buttons: [Button] = []
        func collect(_ view: View) {
            recognizers += (view.gestureRecognizers ?? []).compactMap { $0 as? HoverGestureRecognizer }
            if let button = view as? Button, button.isPointerInteractionEnabled { buttons.append(button) }
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        for point in points {
            let rootPoint = convert(point, to: nil)
            for recognizer in recognizers {
                guard let view = recognizer.view else { continue }
                let inside = view.bounds.contains(view.convert(rootPoint, from: nil))
                recognizer.pointerMoved(to: rootPoint, inside: inside)
            }
            // A button with pointer interaction shows its pointer effect while the pointer is over it.
            for button in buttons {
                button.isHovered = button.bounds.contains(button.convert(rootPoint, from: nil))
            }
        }
    }
}
