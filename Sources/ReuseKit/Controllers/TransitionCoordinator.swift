import Foundation

/// What a transition's animations can ask about it (UIViewControllerTransitionCoordinatorContext).
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var presentationStyle: ModalPresentationStyle { get }
    var containerView: View { get }
    var targetTransform: CGAffineTransform { get }
    /// The curve of the transition's animation.
    var completionCurve: View.AnimationCurve { get }
    /// The controller leaving (`.from`) or coming (`.to`); nil when the transition has none there.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view leaving (`.from`) or coming (`.to`): the controller's view, when it is loaded.
    func view(forKey key: TransitionContextViewKey) -> View?
}

/// Runs animations alongside a controller transition and tells when it ends
/// (UIViewControllerTransitionCoordinator). A controller has one, ``ViewController/transitionCoordinator``,
/// from `viewWillAppear`/`viewWillDisappear` of an animated transition until it ends.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's and `completion` when it ends; true when it was taken.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// ``animate(alongsideTransition:completion:)`` for views outside the transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when an interactive transition becomes non-interactive (headless transitions never are).
    func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void)
}

extension ViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion (UIKit's default for `completion`).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a headless transition: instant, so an alongside animation runs when it is given and its
/// completion when the transition ends (after `viewDidAppear`/`viewDidDisappear`).
@MainActor
final class HeadlessTransitionCoordinator: ViewControllerTransitionCoordinator {
    let containerView: View
    let presentationStyle: ModalPresentationStyle
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The alongside animations held back for ``runAnimations()`` (a size transition's, which run at the new
    /// size); nil when they run as they are given.
    private var heldAnimations: [(any ViewControllerTransitionCoordinatorContext) -> Void]?

    /// The controllers leaving and coming, as far as the transition knows them.
    weak var fromViewController: ViewController?
    weak var toViewController: ViewController?

    init(container: View, style: ModalPresentationStyle, holdsAnimations: Bool = false) {
        containerView = container
        presentationStyle = style
        if holdsAnimations { heldAnimations = [] }
    }

    /// UIKit's curve for pushes and presentations.
    var completionCurve: View.AnimationCurve { .easeInOut }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        switch key {
        case .from: fromViewController?.viewIfLoaded
        case .to: toViewController?.viewIfLoaded
        default: nil
        }
    }

    /// Runs the alongside animations held back so far, in the order they were given, in an animation block;
    /// later ones run as they are given.
    func runAnimations() {
        let pending = heldAnimations ?? []
        heldAnimations = nil
        View.animate(withDuration: transitionDuration) {
            for animation in pending { animation(self) }
        }
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    /// UIKit's default push and present duration.
    var transitionDuration: TimeInterval { 0.35 }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var targetTransform: CGAffineTransform { .identity }

    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation {
            if heldAnimations != nil { heldAnimations?.append(animation) } else { animation(self) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(
        in view: View?, animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {}

    /// The transition ended: the completions run, in the order they were given.
    func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}
