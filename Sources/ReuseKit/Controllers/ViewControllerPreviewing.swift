import Foundation

// 3D Touch peek and pop (deprecated since iOS 13 for context menus, still in older list code): a controller
// registers a source view, and a firm press there asks its delegate for a preview controller (peek), which a harder
// press commits (pop). Headless there is no pressure: ``ViewControllerPreviewingContext/peek(at:)`` and
// ``ViewControllerPreviewingContext/pop()`` (beyond UIKit) stand for the two presses.

/// What a registered source view's previews ask their owner (UIViewControllerPreviewingDelegate).
@preconcurrency @MainActor
public protocol ViewControllerPreviewingDelegate: AnyObject {
    /// The controller to preview for a press at `location` in the source view; nil for no preview. Set the
    /// context's `sourceRect` to the pressed row's frame.
    func previewingContext(
        _ previewingContext: any ViewControllerPreviewing, viewControllerForLocation location: CGPoint
    )
        -> ViewController?
    /// Shows the previewed controller for real (push it, usually).
    func previewingContext(
        _ previewingContext: any ViewControllerPreviewing, commit viewControllerToCommit: ViewController)
}

/// A registered source view's previewing context (UIViewControllerPreviewing).
@preconcurrency @MainActor
public protocol ViewControllerPreviewing: AnyObject {
    var delegate: any ViewControllerPreviewingDelegate { get }
    var sourceView: View { get }
    /// The part of the source view the preview rises from (the pressed row).
    var sourceRect: CGRect { get set }
    /// A recognizer other gestures can require to fail, so they wait for a press.
    var previewingGestureRecognizerForFailureRelationship: GestureRecognizer { get }
}

/// A source view registered for previews, headless.
@preconcurrency @MainActor
public final class ViewControllerPreviewingContext: ViewControllerPreviewing {
    public let delegate: any ViewControllerPreviewingDelegate
    public let sourceView: View
    public var sourceRect: CGRect
    public let previewingGestureRecognizerForFailureRelationship: GestureRecognizer = LongPressGestureRecognizer()
    /// The controller being previewed, between ``peek(at:)`` and ``pop()``.
    public private(set) var previewedController: ViewController?

    init(delegate: any ViewControllerPreviewingDelegate, sourceView: View) {
        self.delegate = delegate
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
    }

    /// A firm press at `location` in the source view (beyond UIKit): the delegate's preview controller, kept until
    /// ``pop()``; nil when it gives none.
    @discardableResult
    public func peek(at location: CGPoint) -> ViewController? {
        sourceRect = sourceView.bounds
        previewedController = delegate.previewingContext(self, viewControllerForLocation: location)
        return previewedController
    }

    /// A harder press: the delegate commits the previewed controller. Returns whether there was one.
    @discardableResult
    public func pop() -> Bool {
        guard let controller = previewedController else { return false }
        previewedController = nil
        delegate.previewingContext(self, commit: controller)
        return true
    }
}

extension ViewController {
    /// Registers `sourceView` for 3D Touch previews that `delegate` makes; the context is kept until
    /// ``unregisterForPreviewing(withContext:)``.
    @discardableResult
    public func registerForPreviewing(
        with delegate: any ViewControllerPreviewingDelegate, sourceView: View
    ) -> any ViewControllerPreviewing {
        let context = ViewControllerPreviewingContext(delegate: delegate, sourceView: sourceView)
        previewingContexts.append(context)
        return context
    }

    /// Stops previews from a registered source view.
    public func unregisterForPreviewing(withContext previewing: any ViewControllerPreviewing) {
        previewingContexts.removeAll { $0 === previewing }
    }

    /// The source views registered for previews (beyond UIKit, for tests).
    public var registeredPreviewingContexts: [ViewControllerPreviewingContext] { previewingContexts }
}
