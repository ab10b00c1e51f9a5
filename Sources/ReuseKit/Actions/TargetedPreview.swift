import Foundation

/// Where a preview animates to or from (UIPreviewTarget): a container view, a centre in its coordinates and a
/// transform.
@preconcurrency @MainActor
open class PreviewTarget {
    /// The view the preview is placed in.
    public let container: View
    /// Where the preview's centre goes, in ``container``'s coordinates.
    public let center: CGPoint
    /// The transform the preview takes there.
    public let transform: CGAffineTransform

    public init(container: View, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    public convenience init(container: View, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// How a preview is drawn (UIPreviewParameters): which part of the view shows, its shadow's shape and the colour
/// behind it.
@preconcurrency @MainActor
open class PreviewParameters {
    /// The colour behind the preview; nil is the system's default.
    open var backgroundColor: Color!
    /// The part of the view the preview shows; nil shows its bounds, with the system's rounded corners.
    open var visiblePath: BezierPath?
    /// The shape of the preview's shadow; nil follows ``visiblePath``.
    open var shadowPath: BezierPath?

    public init() {}

    /// Parameters that show only `textLineRects` of the view (lines of text, as `NSValue`s of `CGRect`, in the
    /// view's coordinates), each with rounded corners.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = BezierPath()
        for value in textLineRects {
            path.append(BezierPath(roundedRect: value.rectValue, cornerRadius: 4))
        }
        visiblePath = path
    }
}

/// The view a context menu's appearance lifts from, or its dismissal returns to, with how it is drawn and where
/// (UITargetedPreview). A table asks its delegate for one as a row's menu opens
/// (`tableView(_:previewForHighlightingContextMenuWithConfiguration:)`) and as it closes, and keeps what it was given
/// in ``TableView/contextMenuPreview`` (beyond UIKit: what a host draws, and tests read).
@preconcurrency @MainActor
open class TargetedPreview {
    /// The view previewed.
    public let view: View
    /// How it is drawn.
    public let parameters: PreviewParameters
    /// Where it goes.
    public let target: PreviewTarget

    public init(view: View, parameters: PreviewParameters, target: PreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// A preview of `view` where it is now: its superview is the container and its centre the target's.
    public convenience init(view: View, parameters: PreviewParameters) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(
            view: view, parameters: parameters,
            target: PreviewTarget(container: container, center: center, transform: view.transform))
    }

    /// A preview of `view` where it is now, drawn with the default parameters.
    public convenience init(view: View) {
        self.init(view: view, parameters: PreviewParameters())
    }

    /// The preview's size: the visible path's bounds when there is one, else the view's.
    open var size: CGSize {
        parameters.visiblePath?.bounds.size ?? view.bounds.size
    }

    /// The same view and parameters, going to `newTarget`.
    open func retargetedPreview(with newTarget: PreviewTarget) -> TargetedPreview {
        TargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
