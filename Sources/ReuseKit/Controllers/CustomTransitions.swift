import Foundation

/// The keys of the controllers in a transition (UITransitionContextViewControllerKey).
public struct TransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller on screen when the transition began.
    public static let from = TransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller on screen when it ends.
    public static let to = TransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// The keys of the views in a transition (UITransitionContextViewKey).
public struct TransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = TransitionContextViewKey(rawValue: "UITransitionContextFromView")
    public static let to = TransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What a custom transition's animator is given (UIViewControllerContextTransitioning): the container, the two
/// controllers and their views, their frames, and the call that ends the transition.
@preconcurrency @MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    var containerView: View { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: ModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    func view(forKey key: TransitionContextViewKey) -> View?
    func initialFrame(for vc: ViewController) -> CGRect
    func finalFrame(for vc: ViewController) -> CGRect
    /// Ends the transition: the animator calls it when its animations end, with whether the transition
    /// completed (false after an interactive transition was cancelled).
    func completeTransition(_ didComplete: Bool)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
}

/// Animates a custom transition (UIViewControllerAnimatedTransitioning): put the "to" view in the container,
/// animate, and call the context's `completeTransition(_:)` when done.
@preconcurrency @MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
    /// Told when the transition ended, with whether it completed. The default does nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition by a gesture (UIViewControllerInteractiveTransitioning).
@preconcurrency @MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    /// The curve of the animation that completes the transition once the gesture lets go; `.easeInOut` unless
    /// the controller says otherwise (UIKit's optional requirement).
    var completionCurve: View.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: View.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// An interactive transition a gesture moves through its animator's animations
/// (UIPercentDrivenInteractiveTransition): ``update(_:)`` as the finger moves, then ``finish()`` or ``cancel()``.
/// Headless, the animator's animations run in virtual time as they were given; cancelling makes the context
/// report `transitionWasCancelled`, so the animator's completion calls `completeTransition(false)`.
@preconcurrency @MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// The animator whose animations the gesture drives (set by the navigation or presentation that starts it).
    weak var animator: (any ViewControllerAnimatedTransitioning)?
    private weak var context: (any ViewControllerContextTransitioning)?
    public private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    /// The curve of the animation after the gesture lets go; `.easeInOut` by default, as in UIKit (the
    /// interactive part is linear).
    open var completionCurve = View.AnimationCurve.easeInOut
    /// The timing curve of the animations the gesture drives; nil (the animator's own) by default.
    open var timingCurve: (any TimingCurveProvider)?
    open var wantsInteractiveStart = true
    /// The animator's duration, once the transition started.
    public var duration: CGFloat { CGFloat(animator?.transitionDuration(using: context) ?? 0) }

    public init() {}

    open func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        context = transitionContext
        animator?.animateTransition(using: transitionContext)
    }

    /// The gesture moved the transition to `percentComplete` (0 to 1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// The gesture ended short: the transition goes back.
    open func cancel() { context?.cancelInteractiveTransition() }

    /// The gesture ended far enough: the transition completes.
    open func finish() { context?.finishInteractiveTransition() }

    /// Stops the transition where it is.
    open func pause() { context?.pauseInteractiveTransition() }
}

/// Supplies the animators of a controller's presentation and dismissal (UIViewControllerTransitioningDelegate).
/// Every method is optional.
@preconcurrency @MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation (nil for the standard one): asked as the
    /// presentation begins, with the controller that `present` was called on as `source`.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { nil }
    public func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}

/// The context of a headless custom transition: it ends when the animator calls ``completeTransition(_:)``,
/// which runs the controllers' remaining appearance callbacks.
@MainActor
final class HeadlessTransitionContext: ViewControllerContextTransitioning {
    let containerView: View
    let isAnimated = true
    let isInteractive: Bool
    private(set) var transitionWasCancelled = false
    let presentationStyle: ModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    private let from: ViewController
    private let to: ViewController
    private var completion: ((Bool) -> Void)?

    init(
        container: View, from: ViewController, to: ViewController, interactive: Bool,
        style: ModalPresentationStyle = .none, completion: @escaping (Bool) -> Void
    ) {
        containerView = container
        self.from = from
        self.to = to
        isInteractive = interactive
        presentationStyle = style
        self.completion = completion
    }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        key == .from ? from.viewIfLoaded : key == .to ? to.view : nil
    }

    func initialFrame(for vc: ViewController) -> CGRect { vc === from ? containerView.bounds : .zero }
    func finalFrame(for vc: ViewController) -> CGRect { vc === to ? containerView.bounds : .zero }

    /// Ends the transition once; later calls are ignored.
    func completeTransition(_ didComplete: Bool) {
        guard let completion else { return }
        self.completion = nil
        completion(didComplete && !transitionWasCancelled)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { transitionWasCancelled = false }
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}
}

extension ViewController {
    /// Presents `controller` through its transitioning delegate's animator: the appearance callbacks begin now,
    /// and end (with `completion`) when the animator completes the transition; a cancelled one leaves nothing
    /// presented.
    func present(
        _ controller: ViewController, in container: View, with animator: any ViewControllerAnimatedTransitioning,
        completion: (() -> Void)?
    ) {
        let driver = controller.transitioningDelegate?.interactionControllerForPresentation(using: animator)
        (driver as? PercentDrivenInteractiveTransition)?.animator = animator
        presentedViewController = controller
        controller.presentingViewController = self
        let presentation = controller.presentationController
        let covers = controller.coversPresenter
        presentedCoversPresenter = covers
        presentation?.beginPresentation(in: container)
        controller.transitionKind = .presenting
        let leaving = covers ? beginDisappearing(animated: true) : nil
        let arriving = controller.beginAppearing(in: container, animated: true)
        let context = HeadlessTransitionContext(
            container: container, from: self, to: controller, interactive: driver != nil,
            style: controller.modalPresentationStyle
        ) { [weak self] completed in
            guard let self else { return }
            if completed {
                if covers { finishDisappearing(leaving) }
                controller.finishAppearing(arriving, in: container)
            } else {
                controller.cancelAppearing(arriving)
                if covers { cancelDisappearing(leaving, in: container) }
                presentedViewController = nil
                controller.presentingViewController = nil
                presentedCoversPresenter = false
            }
            controller.transitionKind = nil
            presentation?.endPresentation(completed)
            animator.animationEnded(completed)
            if completed { completion?() }
        }
        if let driver { driver.startInteractiveTransition(context) } else { animator.animateTransition(using: context) }
    }

    /// Dismisses `presented` through its transitioning delegate's animator: it stays presented until the
    /// animator completes the transition; a cancelled one (an interactive swipe let go) keeps it.
    func dismiss(
        _ presented: ViewController, in container: View, with animator: any ViewControllerAnimatedTransitioning,
        completion: (() -> Void)?
    ) {
        let driver = presented.transitioningDelegate?.interactionControllerForDismissal(using: animator)
        (driver as? PercentDrivenInteractiveTransition)?.animator = animator
        let covers = presentedCoversPresenter
        let presentation = presented.presentationController
        presentation?.dismissalTransitionWillBegin()
        presented.transitionKind = .dismissing
        let leaving = presented.beginDisappearing(animated: true)
        let arriving = covers ? beginAppearing(in: container, animated: true) : nil
        let context = HeadlessTransitionContext(
            container: container, from: presented, to: self, interactive: driver != nil,
            style: presented.modalPresentationStyle
        ) { [weak self] completed in
            guard let self else { return }
            if completed {
                presented.finishDisappearing(leaving)
                if covers { finishAppearing(arriving, in: container) }
                presented.presentingViewController = nil
                presentedViewController = nil
                presentedCoversPresenter = false
            } else {
                presented.cancelDisappearing(leaving, in: container)
                if covers { cancelAppearing(arriving) }
            }
            presented.transitionKind = nil
            presentation?.endDismissal(completed)
            animator.animationEnded(completed)
            if completed { completion?() }
        }
        if let driver { driver.startInteractiveTransition(context) } else { animator.animateTransition(using: context) }
    }
}
