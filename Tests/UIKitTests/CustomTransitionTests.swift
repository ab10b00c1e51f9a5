import UIKit
import XCTest

/// Custom push, pop and present animators, and an interactive pop a gesture cancels, written as iOS apps write
/// them: the animator animates in (virtual) time and completes the transition in its completion block.
@MainActor
final class CustomTransitionTests: XCTestCase {
    /// A cross-fade, the classic first custom animator.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var ended: [Bool] = []

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.3
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to),
                let toVC = transitionContext.viewController(forKey: .to)
            else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: { toView.alpha = 1 },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }

        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class LoggingViewController: UIViewController {
        let name: String
        var log: [String]

        init(_ name: String, log: [String] = []) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.append("\(name) willAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("\(name) didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.append("\(name) willDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.append("\(name) didDisappear")
        }
    }

    final class Coordinator: NSObject, UINavigationControllerDelegate {
        let animator = FadeAnimator()
        var interaction: UIPercentDrivenInteractiveTransition?

        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            animator
        }

        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            interaction
        }
    }

    /// The window the stack shows in, kept by the test as an app's scene keeps its window.
    private var window: UIWindow?

    private func makeStack() -> (UINavigationController, LoggingViewController, Coordinator) {
        let root = LoggingViewController("list")
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        self.window = window
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let coordinator = Coordinator()
        navigation.delegate = coordinator
        root.log = []
        return (navigation, root, coordinator)
    }

    func testACustomPushFinishesWhenTheAnimatorCompletes() async {
        let (navigation, root, coordinator) = makeStack()
        let detail = LoggingViewController("detail")
        navigation.pushViewController(detail, animated: true)
        XCTAssertEqual(root.log, ["list willDisappear"])
        XCTAssertEqual(detail.log, ["detail willAppear"])
        XCTAssertEqual(detail.view.alpha, 1, "the animation's end values apply at once, as in UIKit's model")
        XCTAssertTrue(detail.view.superview === navigation.view, "the animator put the view in the container")
        UIView.advanceAnimations(by: 0.3)
        XCTAssertEqual(root.log, ["list willDisappear", "list didDisappear"])
        XCTAssertEqual(detail.log, ["detail willAppear", "detail didAppear"])
        XCTAssertNil(root.view.superview)
        XCTAssertEqual(coordinator.animator.ended, [true])
        XCTAssertTrue(navigation.topViewController === detail)
    }

    func testAnInteractivePopTheGestureCancelsPutsTheControllerBack() async {
        let (navigation, root, coordinator) = makeStack()
        let detail = LoggingViewController("detail")
        navigation.delegate = nil
        navigation.pushViewController(detail, animated: false)
        navigation.delegate = coordinator
        root.log = []
        detail.log = []
        let interaction = UIPercentDrivenInteractiveTransition()
        coordinator.interaction = interaction
        navigation.popViewController(animated: true)
        interaction.update(0.3)
        XCTAssertEqual(interaction.percentComplete, 0.3)
        interaction.cancel()
        UIView.advanceAnimations(by: 0.3)
        XCTAssertTrue(navigation.topViewController === detail, "the cancelled pop put it back")
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(detail.log, ["detail willDisappear", "detail willAppear", "detail didAppear"])
        XCTAssertEqual(root.log, ["list willAppear", "list willDisappear", "list didDisappear"])
        XCTAssertEqual(coordinator.animator.ended, [false])

        coordinator.interaction = nil
        navigation.popViewController(animated: true)
        UIView.advanceAnimations(by: 0.3)
        XCTAssertTrue(navigation.topViewController === root, "without a gesture the pop completes")
    }

    final class SheetTransitions: NSObject, UIViewControllerTransitioningDelegate {
        let animator = FadeAnimator()
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            animator
        }
        func animationController(forDismissed dismissed: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        {
            animator
        }
    }

    func testAPresentationWithATransitioningDelegateCompletesAfterItsAnimation() async {
        let (navigation, _, _) = makeStack()
        let transitions = SheetTransitions()
        let card = LoggingViewController("card")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        var presented = false
        navigation.present(card, animated: true) { presented = true }
        XCTAssertFalse(presented, "the completion waits for the animator")
        XCTAssertTrue(navigation.presentedViewController === card)
        UIView.advanceAnimations(by: 0.3)
        XCTAssertTrue(presented)
        XCTAssertEqual(card.log, ["card willAppear", "card didAppear"])

        var dismissed = false
        card.dismiss(animated: true) { dismissed = true }
        XCTAssertTrue(navigation.presentedViewController === card, "still presented while it animates out")
        UIView.advanceAnimations(by: 0.3)
        XCTAssertTrue(dismissed)
        XCTAssertNil(navigation.presentedViewController)
        XCTAssertEqual(transitions.animator.ended, [true, true])
    }
}
