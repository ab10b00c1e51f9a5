// Compile-only: UIKit's presentation controllers, custom transitions, property animators, haptic feedback, visual
// effects, context menus and content-unavailable views as a UIKit client writes them (UIKit's labels, optionality
// and overridability), type-checked against ReuseKit's UIKit module; nothing here runs.
// Each use carries its `// api:` marker; the list is Tests/ReuseKitTests/UIKitSurface/Screens/UIKitPresentationAPI.txt.
// UIKitSurfaceTests checks every member is here or listed as missing.

import UIKit

// MARK: - UIPresentationController

// UIPresentationController: what a custom presentation controller overrides.
@MainActor
private final class PresentationSurfacePresentationController: UIPresentationController {
    // api: UIPresentationController init(presentedViewController:presenting:)
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }
    // api: UIPresentationController presentationTransitionWillBegin()
    override func presentationTransitionWillBegin() { super.presentationTransitionWillBegin() }
    // api: UIPresentationController presentationTransitionDidEnd(_:)
    override func presentationTransitionDidEnd(_ completed: Bool) { super.presentationTransitionDidEnd(completed) }
    // api: UIPresentationController dismissalTransitionWillBegin()
    override func dismissalTransitionWillBegin() { super.dismissalTransitionWillBegin() }
    // api: UIPresentationController dismissalTransitionDidEnd(_:)
    override func dismissalTransitionDidEnd(_ completed: Bool) { super.dismissalTransitionDidEnd(completed) }
    // api: UIPresentationController presentedView
    override var presentedView: UIView? { super.presentedView }
    // api: UIPresentationController frameOfPresentedViewInContainerView
    override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 0, y: 240, width: 390, height: 604) }
    // api: UIPresentationController containerViewWillLayoutSubviews()
    override func containerViewWillLayoutSubviews() { super.containerViewWillLayoutSubviews() }
    // api: UIPresentationController containerViewDidLayoutSubviews()
    override func containerViewDidLayoutSubviews() { super.containerViewDidLayoutSubviews() }
    // api: UIPresentationController adaptivePresentationStyle
    override var adaptivePresentationStyle: UIModalPresentationStyle { .overFullScreen }
    // api: UIPresentationController adaptivePresentationStyle(for:)
    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? .overFullScreen : .none
    }
    // api: UIPresentationController shouldPresentInFullscreen
    override var shouldPresentInFullscreen: Bool { false }
    // api: UIPresentationController shouldRemovePresentersView
    override var shouldRemovePresentersView: Bool { false }
}

// UIPresentationController: what a client reads and sets.
@MainActor
private func presentationSurfaceUsePresentationController(
    _ presentation: UIPresentationController, delegate: PresentationSurfaceAdaptiveDelegate
) {
    // api: UIPresentationController presentingViewController
    let _: UIViewController = presentation.presentingViewController
    // api: UIPresentationController presentedViewController
    let _: UIViewController = presentation.presentedViewController
    // api: UIPresentationController presentationStyle
    let _: UIModalPresentationStyle = presentation.presentationStyle
    // api: UIPresentationController containerView
    let _: UIView? = presentation.containerView
    // api: UIPresentationController delegate
    presentation.delegate = delegate
    let _: (any UIAdaptivePresentationControllerDelegate)? = presentation.delegate
}

// UIAdaptivePresentationControllerDelegate: its methods, implemented as a delegate does.
@MainActor
private final class PresentationSurfaceAdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    // api: UIAdaptivePresentationControllerDelegate adaptivePresentationStyle(for:traitCollection:)
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { .none }
    // api: UIAdaptivePresentationControllerDelegate adaptivePresentationStyle(for:)
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .fullScreen
    }
    // api: UIAdaptivePresentationControllerDelegate presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}
    // api: UIAdaptivePresentationControllerDelegate presentationController(_:prepare:)
    func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
    ) {}
    // api: UIAdaptivePresentationControllerDelegate presentationControllerShouldDismiss(_:)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    // api: UIAdaptivePresentationControllerDelegate presentationControllerWillDismiss(_:)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    // api: UIAdaptivePresentationControllerDelegate presentationControllerDidDismiss(_:)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    // api: UIAdaptivePresentationControllerDelegate presentationControllerDidAttemptToDismiss(_:)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

// MARK: - UISheetPresentationController

// UISheetPresentationController: a sheet's detents, grabber, corners and source.
@MainActor
private func presentationSurfaceUseSheet(
    _ sheet: UISheetPresentationController, view: UIView, delegate: PresentationSurfaceSheetDelegate
) {
    // api: UISheetPresentationController detents
    sheet.detents = [.medium(), .large()]
    let _: [UISheetPresentationController.Detent] = sheet.detents
    // api: UISheetPresentationController Detent
    let _: UISheetPresentationController.Detent.Type = UISheetPresentationController.Detent.self
    // api: UISheetPresentationController selectedDetentIdentifier
    sheet.selectedDetentIdentifier = .medium
    let _: UISheetPresentationController.Detent.Identifier? = sheet.selectedDetentIdentifier
    // api: UISheetPresentationController largestUndimmedDetentIdentifier
    sheet.largestUndimmedDetentIdentifier = .medium
    let _: UISheetPresentationController.Detent.Identifier? = sheet.largestUndimmedDetentIdentifier
    // api: UISheetPresentationController animateChanges(_:)
    sheet.animateChanges { view.alpha = 1 }
    // api: UISheetPresentationController invalidateDetents()
    sheet.invalidateDetents()
    // api: UISheetPresentationController prefersGrabberVisible
    sheet.prefersGrabberVisible = true
    let _: Bool = sheet.prefersGrabberVisible
    // api: UISheetPresentationController preferredCornerRadius
    sheet.preferredCornerRadius = 24
    let _: CGFloat? = sheet.preferredCornerRadius
    // api: UISheetPresentationController prefersScrollingExpandsWhenScrolledToEdge
    sheet.prefersScrollingExpandsWhenScrolledToEdge = false
    let _: Bool = sheet.prefersScrollingExpandsWhenScrolledToEdge
    // api: UISheetPresentationController prefersEdgeAttachedInCompactHeight
    sheet.prefersEdgeAttachedInCompactHeight = true
    let _: Bool = sheet.prefersEdgeAttachedInCompactHeight
    // api: UISheetPresentationController widthFollowsPreferredContentSizeWhenEdgeAttached
    sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    let _: Bool = sheet.widthFollowsPreferredContentSizeWhenEdgeAttached
    // api: UISheetPresentationController prefersPageSizing
    sheet.prefersPageSizing = false
    let _: Bool = sheet.prefersPageSizing
    // api: UISheetPresentationController sourceView
    sheet.sourceView = view
    let _: UIView? = sheet.sourceView
}

// UISheetPresentationController.Detent: system and custom detents.
@MainActor
private func presentationSurfaceUseDetent(_ detent: UISheetPresentationController.Detent) {
    // api: UISheetPresentationController.Detent large()
    let _: UISheetPresentationController.Detent = .large()
    // api: UISheetPresentationController.Detent medium()
    let _: UISheetPresentationController.Detent = .medium()
    // api: UISheetPresentationController.Detent custom(identifier:resolver:)
    let _: UISheetPresentationController.Detent = .custom(
        identifier: UISheetPresentationController.Detent.Identifier("small")
    ) {
        (context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? in
        context.maximumDetentValue * 0.25
    }
    // api: UISheetPresentationController.Detent resolvedValue(in:)
    func resolve(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
        detent.resolvedValue(in: context)
    }
    // api: UISheetPresentationController.Detent identifier
    let _: UISheetPresentationController.Detent.Identifier = detent.identifier
    // api: UISheetPresentationController.Detent Identifier
    let _: [UISheetPresentationController.Detent.Identifier] = [.medium, .large]
}

// UISheetPresentationControllerDelegate: told when the user drags to another detent.
@MainActor
private final class PresentationSurfaceSheetDelegate: NSObject, UISheetPresentationControllerDelegate {
    // api: UISheetPresentationControllerDelegate sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}

// MARK: - UIPopoverPresentationController

// UIPopoverPresentationController: what a popover points at and how it looks.
@MainActor
private func presentationSurfaceUsePopover(
    _ popover: UIPopoverPresentationController, view: UIView, item: UIBarButtonItem,
    delegate: PresentationSurfacePopoverDelegate
) {
    // api: UIPopoverPresentationController permittedArrowDirections
    popover.permittedArrowDirections = [.up, .down]
    let _: UIPopoverArrowDirection = popover.permittedArrowDirections
    // api: UIPopoverPresentationController arrowDirection
    let _: UIPopoverArrowDirection = popover.arrowDirection
    // api: UIPopoverPresentationController sourceItem
    popover.sourceItem = item
    let _: (any UIPopoverPresentationControllerSourceItem)? = popover.sourceItem
    // api: UIPopoverPresentationController sourceView
    popover.sourceView = view
    let _: UIView? = popover.sourceView
    // api: UIPopoverPresentationController sourceRect
    popover.sourceRect = CGRect(x: 0, y: 0, width: 44, height: 44)
    let _: CGRect = popover.sourceRect
    // api: UIPopoverPresentationController canOverlapSourceViewRect
    popover.canOverlapSourceViewRect = true
    let _: Bool = popover.canOverlapSourceViewRect
    // api: UIPopoverPresentationController passthroughViews
    popover.passthroughViews = [view]
    let _: [UIView]? = popover.passthroughViews
    // api: UIPopoverPresentationController backgroundColor
    popover.backgroundColor = .systemBackground
    let _: UIColor? = popover.backgroundColor
    // api: UIPopoverPresentationController popoverLayoutMargins
    popover.popoverLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    let _: UIEdgeInsets = popover.popoverLayoutMargins
    // api: UIPopoverPresentationController adaptiveSheetPresentationController
    let _: UISheetPresentationController = popover.adaptiveSheetPresentationController
}

// UIPopoverPresentationControllerDelegate: its methods, implemented as a delegate does.
@MainActor
private final class PresentationSurfacePopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    // api: UIPopoverPresentationControllerDelegate prepareForPopoverPresentation(_:)
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

// MARK: - Custom transitions

// UIViewControllerTransitioningDelegate: what vends a custom presentation's objects.
@MainActor
private final class PresentationSurfaceTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    // api: UIViewControllerTransitioningDelegate animationController(forPresented:presenting:source:)
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    // api: UIViewControllerTransitioningDelegate animationController(forDismissed:)
    func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    // api: UIViewControllerTransitioningDelegate interactionControllerForPresentation(using:)
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    // api: UIViewControllerTransitioningDelegate interactionControllerForDismissal(using:)
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    // api: UIViewControllerTransitioningDelegate presentationController(forPresented:presenting:source:)
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

// UIViewControllerAnimatedTransitioning: an animator object.
@MainActor
private final class PresentationSurfaceAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    // api: UIViewControllerAnimatedTransitioning transitionDuration(using:)
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.35
    }
    // api: UIViewControllerAnimatedTransitioning animateTransition(using:)
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
    // api: UIViewControllerAnimatedTransitioning animationEnded(_:)
    func animationEnded(_ transitionCompleted: Bool) {}
}

// UIViewControllerContextTransitioning: what an animator reads from and reports to the context UIKit gives it.
@MainActor
private func presentationSurfaceUseTransitionContext(
    _ context: any UIViewControllerContextTransitioning, controller: UIViewController
) {
    // api: UIViewControllerContextTransitioning containerView
    let _: UIView = context.containerView
    // api: UIViewControllerContextTransitioning viewController(forKey:)
    let _: UIViewController? = context.viewController(forKey: .from)
    // api: UIViewControllerContextTransitioning view(forKey:)
    let _: UIView? = context.view(forKey: .to)
    // api: UIViewControllerContextTransitioning initialFrame(for:)
    let _: CGRect = context.initialFrame(for: controller)
    // api: UIViewControllerContextTransitioning finalFrame(for:)
    let _: CGRect = context.finalFrame(for: controller)
    // api: UIViewControllerContextTransitioning isAnimated
    let _: Bool = context.isAnimated
    // api: UIViewControllerContextTransitioning isInteractive
    let _: Bool = context.isInteractive
    // api: UIViewControllerContextTransitioning presentationStyle
    let _: UIModalPresentationStyle = context.presentationStyle
    // api: UIViewControllerContextTransitioning completeTransition(_:)
    context.completeTransition(true)
    // api: UIViewControllerContextTransitioning updateInteractiveTransition(_:)
    context.updateInteractiveTransition(0.5)
    // api: UIViewControllerContextTransitioning pauseInteractiveTransition()
    context.pauseInteractiveTransition()
    // api: UIViewControllerContextTransitioning finishInteractiveTransition()
    context.finishInteractiveTransition()
    // api: UIViewControllerContextTransitioning cancelInteractiveTransition()
    context.cancelInteractiveTransition()
    // api: UIViewControllerContextTransitioning transitionWasCancelled
    let _: Bool = context.transitionWasCancelled
    // api: UIViewControllerContextTransitioning targetTransform
    let _: CGAffineTransform = context.targetTransform
}

// UIViewControllerInteractiveTransitioning: an interaction controller.
@MainActor
private final class PresentationSurfaceInteractor: NSObject, UIViewControllerInteractiveTransitioning {
    // api: UIViewControllerInteractiveTransitioning startInteractiveTransition(_:)
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}
    // api: UIViewControllerInteractiveTransitioning completionSpeed
    var completionSpeed: CGFloat { 1.5 }
    // api: UIViewControllerInteractiveTransitioning completionCurve
    var completionCurve: UIView.AnimationCurve { .easeOut }
    // api: UIViewControllerInteractiveTransitioning wantsInteractiveStart
    var wantsInteractiveStart: Bool { false }
}

// UIPercentDrivenInteractiveTransition: driving a transition from a gesture.
@MainActor
private func presentationSurfaceUsePercentDriven(_ interaction: UIPercentDrivenInteractiveTransition) {
    // api: UIPercentDrivenInteractiveTransition init()
    let _: UIPercentDrivenInteractiveTransition = UIPercentDrivenInteractiveTransition()
    // api: UIPercentDrivenInteractiveTransition duration
    let _: CGFloat = interaction.duration
    // api: UIPercentDrivenInteractiveTransition percentComplete
    let _: CGFloat = interaction.percentComplete
    // api: UIPercentDrivenInteractiveTransition completionSpeed
    interaction.completionSpeed = 2
    let _: CGFloat = interaction.completionSpeed
    // api: UIPercentDrivenInteractiveTransition completionCurve
    interaction.completionCurve = .easeOut
    let _: UIView.AnimationCurve = interaction.completionCurve
    // api: UIPercentDrivenInteractiveTransition timingCurve
    interaction.timingCurve = UICubicTimingParameters(animationCurve: .linear)
    let _: (any UITimingCurveProvider)? = interaction.timingCurve
    // api: UIPercentDrivenInteractiveTransition wantsInteractiveStart
    interaction.wantsInteractiveStart = false
    let _: Bool = interaction.wantsInteractiveStart
    // api: UIPercentDrivenInteractiveTransition update(_:)
    interaction.update(0.4)
    // api: UIPercentDrivenInteractiveTransition pause()
    interaction.pause()
    // api: UIPercentDrivenInteractiveTransition cancel()
    interaction.cancel()
    // api: UIPercentDrivenInteractiveTransition finish()
    interaction.finish()
}

// UIViewControllerTransitionCoordinator: animating alongside a transition.
@MainActor
private func presentationSurfaceUseCoordinator(_ coordinator: any UIViewControllerTransitionCoordinator, view: UIView) {
    // api: UIViewControllerTransitionCoordinator animate(alongsideTransition:completion:)
    let _: Bool = coordinator.animate(
        alongsideTransition: { (context: any UIViewControllerTransitionCoordinatorContext) in view.alpha = 0 },
        completion: nil)
    // api: UIViewControllerTransitionCoordinator animateAlongsideTransition(in:animation:completion:)
    let _: Bool = coordinator.animateAlongsideTransition(
        in: view, animation: { (context: any UIViewControllerTransitionCoordinatorContext) in view.alpha = 1 },
        completion: { (context: any UIViewControllerTransitionCoordinatorContext) in })
    // api: UIViewControllerTransitionCoordinator notifyWhenInteractionChanges(_:)
    coordinator.notifyWhenInteractionChanges { (context: any UIViewControllerTransitionCoordinatorContext) in }
}

// UIViewControllerTransitionCoordinatorContext: what a coordinator's blocks are told.
@MainActor
private func presentationSurfaceUseCoordinatorContext(_ context: any UIViewControllerTransitionCoordinatorContext) {
    // api: UIViewControllerTransitionCoordinatorContext containerView
    let _: UIView = context.containerView
    // api: UIViewControllerTransitionCoordinatorContext viewController(forKey:)
    let _: UIViewController? = context.viewController(forKey: .from)
    // api: UIViewControllerTransitionCoordinatorContext view(forKey:)
    let _: UIView? = context.view(forKey: UITransitionContextViewKey.to)
    // api: UIViewControllerTransitionCoordinatorContext completionCurve
    let _: UIView.AnimationCurve = context.completionCurve
    // api: UIViewControllerTransitionCoordinatorContext presentationStyle
    let _: UIModalPresentationStyle = context.presentationStyle
    // api: UIViewControllerTransitionCoordinatorContext percentComplete
    let _: CGFloat = context.percentComplete
    // api: UIViewControllerTransitionCoordinatorContext completionVelocity
    let _: CGFloat = context.completionVelocity
    // api: UIViewControllerTransitionCoordinatorContext transitionDuration
    let _: TimeInterval = context.transitionDuration
    // api: UIViewControllerTransitionCoordinatorContext isAnimated
    let _: Bool = context.isAnimated
    // api: UIViewControllerTransitionCoordinatorContext isInteractive
    let _: Bool = context.isInteractive
    // api: UIViewControllerTransitionCoordinatorContext initiallyInteractive
    let _: Bool = context.initiallyInteractive
    // api: UIViewControllerTransitionCoordinatorContext isInterruptible
    let _: Bool = context.isInterruptible
    // api: UIViewControllerTransitionCoordinatorContext isCancelled
    let _: Bool = context.isCancelled
    // api: UIViewControllerTransitionCoordinatorContext targetTransform
    let _: CGAffineTransform = context.targetTransform
}

// MARK: - Property animators and timing

// UIViewPropertyAnimator: making, extending and configuring an animator.
@MainActor
private func presentationSurfaceUsePropertyAnimator(_ animator: UIViewPropertyAnimator, view: UIView) {
    // api: UIViewPropertyAnimator init(duration:curve:animations:)
    let _: UIViewPropertyAnimator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { view.alpha = 0 }
    // api: UIViewPropertyAnimator init(duration:controlPoint1:controlPoint2:animations:)
    let _: UIViewPropertyAnimator = UIViewPropertyAnimator(
        duration: 0.3, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.8, y: 1)
    ) { view.alpha = 1 }
    // api: UIViewPropertyAnimator init(duration:dampingRatio:animations:)
    let _: UIViewPropertyAnimator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) { view.center.y += 10 }
    // api: UIViewPropertyAnimator init(duration:timingParameters:)
    let _: UIViewPropertyAnimator = UIViewPropertyAnimator(
        duration: 0.4, timingParameters: UICubicTimingParameters(animationCurve: .easeIn))
    // api: UIViewPropertyAnimator runningPropertyAnimator(withDuration:delay:options:animations:completion:)
    let _: UIViewPropertyAnimator = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.2, delay: 0, options: [.curveEaseOut], animations: { view.alpha = 1 },
        completion: { (position: UIViewAnimatingPosition) in })
    // api: UIViewPropertyAnimator addAnimations(_:)
    animator.addAnimations { view.alpha = 0.5 }
    // api: UIViewPropertyAnimator addAnimations(_:delayFactor:)
    animator.addAnimations({ view.alpha = 0.2 }, delayFactor: 0.5)
    // api: UIViewPropertyAnimator addCompletion(_:)
    animator.addCompletion { (position: UIViewAnimatingPosition) in }
    // api: UIViewPropertyAnimator continueAnimation(withTimingParameters:durationFactor:)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
    // api: UIViewPropertyAnimator delay
    let _: TimeInterval = animator.delay
    // api: UIViewPropertyAnimator duration
    let _: TimeInterval = animator.duration
    // api: UIViewPropertyAnimator timingParameters
    let _: (any UITimingCurveProvider)? = animator.timingParameters
    // api: UIViewPropertyAnimator isInterruptible
    animator.isInterruptible = false
    let _: Bool = animator.isInterruptible
    // api: UIViewPropertyAnimator isUserInteractionEnabled
    animator.isUserInteractionEnabled = false
    let _: Bool = animator.isUserInteractionEnabled
    // api: UIViewPropertyAnimator isManualHitTestingEnabled
    animator.isManualHitTestingEnabled = true
    let _: Bool = animator.isManualHitTestingEnabled
    // api: UIViewPropertyAnimator scrubsLinearly
    animator.scrubsLinearly = false
    let _: Bool = animator.scrubsLinearly
    // api: UIViewPropertyAnimator pausesOnCompletion
    animator.pausesOnCompletion = true
    let _: Bool = animator.pausesOnCompletion
}

// UIViewAnimating: running, scrubbing and ending any animator.
@MainActor
private func presentationSurfaceUseAnimating(_ animating: any UIViewAnimating) {
    // api: UIViewAnimating state
    let _: UIViewAnimatingState = animating.state
    // api: UIViewAnimating isRunning
    let _: Bool = animating.isRunning
    // api: UIViewAnimating isReversed
    animating.isReversed = true
    let _: Bool = animating.isReversed
    // api: UIViewAnimating fractionComplete
    animating.fractionComplete = 0.5
    let _: CGFloat = animating.fractionComplete
    // api: UIViewAnimating startAnimation()
    animating.startAnimation()
    // api: UIViewAnimating startAnimation(afterDelay:)
    animating.startAnimation(afterDelay: 0.1)
    // api: UIViewAnimating pauseAnimation()
    animating.pauseAnimation()
    // api: UIViewAnimating stopAnimation(_:)
    animating.stopAnimation(false)
    // api: UIViewAnimating finishAnimation(at:)
    animating.finishAnimation(at: .end)
}

// UIViewImplicitlyAnimating: a custom animator, with UIViewAnimating's requirements too.
@MainActor
private final class PresentationSurfaceImplicitAnimator: NSObject, UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    // api: UIViewImplicitlyAnimating addAnimations(_:)
    func addAnimations(_ animation: @escaping () -> Void) {}
    // api: UIViewImplicitlyAnimating addAnimations(_:delayFactor:)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    // api: UIViewImplicitlyAnimating addCompletion(_:)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    // api: UIViewImplicitlyAnimating continueAnimation(withTimingParameters:durationFactor:)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}

// UISpringTimingParameters and UICubicTimingParameters: timing curves.
@MainActor
private func presentationSurfaceUseTimingParameters(
    _ spring: UISpringTimingParameters, cubic: UICubicTimingParameters, coder: NSCoder
) {
    // api: UISpringTimingParameters init()
    let _: UISpringTimingParameters = UISpringTimingParameters()
    // api: UISpringTimingParameters init(dampingRatio:)
    let _: UISpringTimingParameters = UISpringTimingParameters(dampingRatio: 0.8)
    // api: UISpringTimingParameters init(dampingRatio:initialVelocity:)
    let _: UISpringTimingParameters = UISpringTimingParameters(
        dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 1.5))
    // api: UISpringTimingParameters init(duration:bounce:initialVelocity:)
    let _: UISpringTimingParameters = UISpringTimingParameters(
        duration: 0.5, bounce: 0.2, initialVelocity: CGVector(dx: 0, dy: 0))
    // api: UISpringTimingParameters init(duration:bounce:)
    let _: UISpringTimingParameters = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
    // api: UISpringTimingParameters init(mass:stiffness:damping:initialVelocity:)
    let _: UISpringTimingParameters = UISpringTimingParameters(
        mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
    // api: UISpringTimingParameters initialVelocity
    let _: CGVector = spring.initialVelocity
    // api: UICubicTimingParameters init()
    let _: UICubicTimingParameters = UICubicTimingParameters()
    // api: UICubicTimingParameters init(animationCurve:)
    let _: UICubicTimingParameters = UICubicTimingParameters(animationCurve: .easeInOut)
    // api: UICubicTimingParameters init(controlPoint1:controlPoint2:)
    let _: UICubicTimingParameters = UICubicTimingParameters(
        controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
    // api: UICubicTimingParameters animationCurve
    let _: UIView.AnimationCurve = cubic.animationCurve
    // api: UICubicTimingParameters controlPoint1
    let _: CGPoint = cubic.controlPoint1
    // api: UICubicTimingParameters controlPoint2
    let _: CGPoint = cubic.controlPoint2
}

// MARK: - Haptic feedback

// UIFeedbackGenerator and its subclasses: haptics, attached to a view or not.
@MainActor
private func presentationSurfaceUseFeedback(
    _ view: UIView, impact: UIImpactFeedbackGenerator, selection: UISelectionFeedbackGenerator,
    notification: UINotificationFeedbackGenerator
) {
    // api: UIFeedbackGenerator init(view:)
    let _: UISelectionFeedbackGenerator = UISelectionFeedbackGenerator(view: view)
    // api: UIFeedbackGenerator init()
    let _: UINotificationFeedbackGenerator = UINotificationFeedbackGenerator()
    // api: UIFeedbackGenerator prepare()
    selection.prepare()
    // api: UIImpactFeedbackGenerator init(style:view:)
    let _: UIImpactFeedbackGenerator = UIImpactFeedbackGenerator(style: .rigid, view: view)
    // api: UIImpactFeedbackGenerator init(style:)
    let _: UIImpactFeedbackGenerator = UIImpactFeedbackGenerator(style: .light)
    // api: UIImpactFeedbackGenerator impactOccurred()
    impact.impactOccurred()
    // api: UIImpactFeedbackGenerator impactOccurred(intensity:)
    impact.impactOccurred(intensity: 0.6)
    // api: UIImpactFeedbackGenerator impactOccurred(at:)
    impact.impactOccurred(at: CGPoint(x: 20, y: 20))
    // api: UIImpactFeedbackGenerator impactOccurred(intensity:at:)
    impact.impactOccurred(intensity: 0.6, at: CGPoint(x: 20, y: 20))
    // api: UIImpactFeedbackGenerator FeedbackStyle
    let _: [UIImpactFeedbackGenerator.FeedbackStyle] = [.light, .medium, .heavy, .soft, .rigid]
    // api: UISelectionFeedbackGenerator selectionChanged()
    selection.selectionChanged()
    // api: UISelectionFeedbackGenerator selectionChanged(at:)
    selection.selectionChanged(at: CGPoint(x: 10, y: 10))
    // api: UINotificationFeedbackGenerator notificationOccurred(_:)
    notification.notificationOccurred(.success)
    // api: UINotificationFeedbackGenerator notificationOccurred(_:at:)
    notification.notificationOccurred(.error, at: CGPoint(x: 10, y: 10))
    // api: UINotificationFeedbackGenerator FeedbackType
    let _: [UINotificationFeedbackGenerator.FeedbackType] = [.success, .warning, .error]
}

// MARK: - Visual effects

// UIVisualEffectView, UIVisualEffect, UIBlurEffect and UIVibrancyEffect.
@MainActor
private func presentationSurfaceUseVisualEffects(_ effectView: UIVisualEffectView, blur: UIBlurEffect, coder: NSCoder) {
    // api: UIVisualEffectView init(effect:)
    let _: UIVisualEffectView = UIVisualEffectView(effect: blur)
    // api: UIVisualEffectView init(coder:)
    let _: UIVisualEffectView? = UIVisualEffectView(coder: coder)
    // api: UIVisualEffectView contentView
    let _: UIView = effectView.contentView
    // api: UIVisualEffectView effect
    effectView.effect = nil
    let _: UIVisualEffect? = effectView.effect
    // api: UIVisualEffect init()
    let _: UIVisualEffect = UIVisualEffect()
    // api: UIBlurEffect init(style:)
    let _: UIBlurEffect = UIBlurEffect(style: .systemThinMaterialDark)
    // api: UIBlurEffect Style
    let _: [UIBlurEffect.Style] = [.systemUltraThinMaterial, .systemChromeMaterialLight, .regular, .prominent]
    // api: UIVibrancyEffect init(blurEffect:)
    let _: UIVibrancyEffect = UIVibrancyEffect(blurEffect: blur)
    // api: UIVibrancyEffect init(blurEffect:style:)
    let _: UIVibrancyEffect = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
}

// MARK: - Context menus

// UIContextMenuInteractionDelegate: the menu's configuration and its lifecycle.
@MainActor
private final class PresentationSurfaceContextMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    // api: UIContextMenuInteractionDelegate contextMenuInteraction(_:configurationForMenuAtLocation:)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    // api: UIContextMenuInteractionDelegate contextMenuInteraction(_:willDisplayMenuFor:animator:)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    // api: UIContextMenuInteractionDelegate contextMenuInteraction(_:willEndFor:animator:)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    // api: UIContextMenuInteractionDelegate contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
}

// UIContextMenuInteraction and UIContextMenuConfiguration: making, updating and dismissing a menu.
@MainActor
private func presentationSurfaceUseContextMenu(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    delegate: PresentationSurfaceContextMenuDelegate, view: UIView
) {
    // api: UIContextMenuInteraction init(delegate:)
    let _: UIContextMenuInteraction = UIContextMenuInteraction(delegate: delegate)
    // api: UIContextMenuInteraction delegate
    let _: (any UIContextMenuInteractionDelegate)? = interaction.delegate
    // api: UIContextMenuInteraction location(in:)
    let _: CGPoint = interaction.location(in: view)
    // api: UIContextMenuInteraction updateVisibleMenu(_:)
    interaction.updateVisibleMenu { (menu: UIMenu) -> UIMenu in menu }
    // api: UIContextMenuInteraction menuAppearance
    let _: UIContextMenuInteraction.appearance = interaction.menuAppearance
    // api: UIContextMenuInteraction appearance
    let _: [UIContextMenuInteraction.appearance] = [.unknown, .rich, .compact]
    // api: UIContextMenuInteraction dismissMenu()
    interaction.dismissMenu()
    // api: UIContextMenuConfiguration secondaryItemIdentifiers
    configuration.secondaryItemIdentifiers = [AnyHashable(IndexPath(item: 1, section: 0))]
    let _: Set<AnyHashable> = configuration.secondaryItemIdentifiers
    // api: UIContextMenuConfiguration badgeCount
    configuration.badgeCount = 3
    let _: Int = configuration.badgeCount
    // api: UIContextMenuConfiguration preferredMenuElementOrder
    configuration.preferredMenuElementOrder = .priority
    let _: UIContextMenuConfiguration.ElementOrder = configuration.preferredMenuElementOrder
    // api: UIContextMenuConfiguration ElementOrder
    let _: [UIContextMenuConfiguration.ElementOrder] = [.automatic, .priority, .fixed]
}

// MARK: - Content unavailable

// UIContentUnavailableConfiguration: an empty state's content, look and layout.
@MainActor
private func presentationSurfaceUseContentUnavailableConfiguration(_ state: UIContentUnavailableConfigurationState) {
    // api: UIContentUnavailableConfiguration empty()
    var configuration: UIContentUnavailableConfiguration = .empty()
    // api: UIContentUnavailableConfiguration loading()
    let _: UIContentUnavailableConfiguration = .loading()
    // api: UIContentUnavailableConfiguration search()
    let _: UIContentUnavailableConfiguration = .search()
    // api: UIContentUnavailableConfiguration updated(for:)
    let _: UIContentUnavailableConfiguration = configuration.updated(for: state)
    // api: UIContentUnavailableConfiguration makeContentView()
    let _: any UIView & UIContentView = configuration.makeContentView()
    // api: UIContentUnavailableConfiguration image
    configuration.image = UIImage(systemName: "tray")
    let _: UIImage? = configuration.image
    // api: UIContentUnavailableConfiguration imageProperties
    configuration.imageProperties.tintColor = .secondaryLabel
    let _: UIContentUnavailableConfiguration.ImageProperties = configuration.imageProperties
    // api: UIContentUnavailableConfiguration text
    configuration.text = "No Messages"
    let _: String? = configuration.text
    // api: UIContentUnavailableConfiguration attributedText
    configuration.attributedText = NSAttributedString(string: "No Messages")
    let _: NSAttributedString? = configuration.attributedText
    // api: UIContentUnavailableConfiguration textProperties
    configuration.textProperties.color = .label
    let _: UIContentUnavailableConfiguration.TextProperties = configuration.textProperties
    // api: UIContentUnavailableConfiguration secondaryText
    configuration.secondaryText = "New messages appear here."
    let _: String? = configuration.secondaryText
    // api: UIContentUnavailableConfiguration secondaryAttributedText
    configuration.secondaryAttributedText = nil
    let _: NSAttributedString? = configuration.secondaryAttributedText
    // api: UIContentUnavailableConfiguration secondaryTextProperties
    configuration.secondaryTextProperties.numberOfLines = 2
    let _: UIContentUnavailableConfiguration.TextProperties = configuration.secondaryTextProperties
    // api: UIContentUnavailableConfiguration button
    configuration.button = .filled()
    let _: UIButton.Configuration = configuration.button
    // api: UIContentUnavailableConfiguration buttonProperties
    configuration.buttonProperties.primaryAction = UIAction(title: "Retry") { _ in }
    let _: UIContentUnavailableConfiguration.ButtonProperties = configuration.buttonProperties
    // api: UIContentUnavailableConfiguration secondaryButton
    configuration.secondaryButton = .plain()
    let _: UIButton.Configuration = configuration.secondaryButton
    // api: UIContentUnavailableConfiguration secondaryButtonProperties
    configuration.secondaryButtonProperties.primaryAction = nil
    let _: UIContentUnavailableConfiguration.ButtonProperties = configuration.secondaryButtonProperties
    // api: UIContentUnavailableConfiguration background
    configuration.background.backgroundColor = .systemGroupedBackground
    let _: UIBackgroundConfiguration = configuration.background
    // api: UIContentUnavailableConfiguration alignment
    configuration.alignment = .natural
    let _: UIContentUnavailableConfiguration.Alignment = configuration.alignment
    // api: UIContentUnavailableConfiguration axesPreservingSuperviewLayoutMargins
    configuration.axesPreservingSuperviewLayoutMargins = [.horizontal]
    let _: UIAxis = configuration.axesPreservingSuperviewLayoutMargins
    // api: UIContentUnavailableConfiguration directionalLayoutMargins
    configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    let _: NSDirectionalEdgeInsets = configuration.directionalLayoutMargins
    // api: UIContentUnavailableConfiguration imageToTextPadding
    configuration.imageToTextPadding = 12
    let _: CGFloat = configuration.imageToTextPadding
    // api: UIContentUnavailableConfiguration textToSecondaryTextPadding
    configuration.textToSecondaryTextPadding = 6
    let _: CGFloat = configuration.textToSecondaryTextPadding
    // api: UIContentUnavailableConfiguration textToButtonPadding
    configuration.textToButtonPadding = 16
    let _: CGFloat = configuration.textToButtonPadding
    // api: UIContentUnavailableConfiguration buttonToSecondaryButtonPadding
    configuration.buttonToSecondaryButtonPadding = 8
    let _: CGFloat = configuration.buttonToSecondaryButtonPadding
    // api: UIContentUnavailableConfiguration Alignment
    let _: [UIContentUnavailableConfiguration.Alignment] = [.center, .natural]
    // api: UIContentUnavailableConfiguration ButtonProperties
    let _: UIContentUnavailableConfiguration.ButtonProperties.Type = UIContentUnavailableConfiguration.ButtonProperties
        .self
    // api: UIContentUnavailableConfiguration ImageProperties
    let _: UIContentUnavailableConfiguration.ImageProperties.Type = UIContentUnavailableConfiguration.ImageProperties
        .self
    // api: UIContentUnavailableConfiguration TextProperties
    let _: UIContentUnavailableConfiguration.TextProperties.Type = UIContentUnavailableConfiguration.TextProperties.self
}

// UIContentUnavailableView: the view that shows a content-unavailable configuration.
@MainActor
private func presentationSurfaceUseContentUnavailableView(_ view: UIContentUnavailableView, coder: NSCoder) {
    // api: UIContentUnavailableView init(configuration:)
    let _: UIContentUnavailableView = UIContentUnavailableView(configuration: .empty())
    // api: UIContentUnavailableView init(coder:)
    let _: UIContentUnavailableView = UIContentUnavailableView(coder: coder)
    // api: UIContentUnavailableView configuration
    view.configuration = UIContentUnavailableConfiguration.loading()
    let _: any UIContentConfiguration = view.configuration
    // api: UIContentUnavailableView isScrollEnabled
    view.isScrollEnabled = false
    let _: Bool = view.isScrollEnabled
    // api: UIContentUnavailableView supports(_:)
    let _: Bool = view.supports(UIContentUnavailableConfiguration.search())
}
