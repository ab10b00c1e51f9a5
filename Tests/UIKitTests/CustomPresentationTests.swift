import UIKit
import XCTest

/// A custom presentation as bottom-sheet tutorials write one: a presentation controller subclass that dims the
/// screen and places the presented view in the lower half, vended by a transitioning delegate.
@MainActor
final class CustomPresentationTests: XCTestCase {
    final class HalfSheetPresentationController: UIPresentationController {
        let dimmingView = UIView()
        var events: [String] = []

        override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?)
        {
            super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
            dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        }

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }

        override func presentationTransitionWillBegin() {
            events.append("willBegin")
            guard let containerView else { return }
            dimmingView.frame = containerView.bounds
            containerView.insertSubview(dimmingView, at: 0)
        }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            events.append("didEnd \(completed)")
        }

        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            events.append("layout")
            presentedView?.frame = frameOfPresentedViewInContainerView
        }

        override func dismissalTransitionWillBegin() {
            events.append("dismissal willBegin")
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            events.append("dismissal didEnd \(completed)")
            if completed { dimmingView.removeFromSuperview() }
        }
    }

    final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var made: HalfSheetPresentationController?

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
    }

    final class FiltersViewController: UIViewController {}

    final class ListViewController: UIViewController {
        let sheetDelegate = SheetTransitioningDelegate()

        func showFilters() {
            let filters = FiltersViewController()
            filters.modalPresentationStyle = .custom
            filters.transitioningDelegate = sheetDelegate
            present(filters, animated: false)
        }
    }

    func testACustomPresentationControllerPlacesTheViewAndItsChrome() async throws {
        let list = ListViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = list
        window.makeKeyAndVisible()
        list.showFilters()
        let presentation = try XCTUnwrap(list.sheetDelegate.made)
        let filters = try XCTUnwrap(list.presentedViewController as? FiltersViewController)
        XCTAssertTrue(filters.presentationController === presentation, "the delegate's controller presents it")
        XCTAssertEqual(presentation.events, ["willBegin", "layout", "didEnd true"])
        XCTAssertEqual(filters.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422), "the lower half")
        XCTAssertTrue(presentation.dimmingView.superview === presentation.containerView)
        XCTAssertNotNil(list.view.window, "a custom presentation leaves the presenter's view on screen")

        filters.dismiss(animated: false)
        XCTAssertEqual(presentation.events.suffix(2), ["dismissal willBegin", "dismissal didEnd true"])
        XCTAssertNil(presentation.dimmingView.superview)
        XCTAssertNil(list.presentedViewController)
    }

    final class PopoverHost: UIViewController, UIPopoverPresentationControllerDelegate {
        var adaptiveStyles: [UIModalPresentationStyle] = []

        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle { .none }

        func presentationController(
            _ presentationController: UIPresentationController,
            willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
            transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
        ) {
            adaptiveStyles.append(style)
        }
    }

    func testAPopoverDelegateKeepingThePopoverHearsItsAdaptiveStyle() async throws {
        let host = PopoverHost()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = host
        window.makeKeyAndVisible()
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        let popover = try XCTUnwrap(menu.popoverPresentationController)
        popover.delegate = host
        popover.sourceView = host.view
        host.present(menu, animated: false)
        XCTAssertEqual(host.adaptiveStyles, [UIModalPresentationStyle.none])
        XCTAssertEqual(popover.adaptivePresentationStyle, UIModalPresentationStyle.none)
        XCTAssertEqual(
            UIPresentationController(presentedViewController: menu, presenting: nil).adaptivePresentationStyle,
            UIModalPresentationStyle.none, "without a delegate it does not adapt")
    }
}
