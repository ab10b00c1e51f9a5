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

    final class FiltersSheetHost: UIViewController, UISheetPresentationControllerDelegate {
        var changes: [UISheetPresentationController.Detent.Identifier?] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) { changes.append(sheetPresentationController.selectedDetentIdentifier) }
    }

    func testASheetSitsAtItsDetentsHeight() async throws {
        let host = FiltersSheetHost()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = host
        window.makeKeyAndVisible()
        let filters = UIViewController()
        let sheet = try XCTUnwrap(filters.sheetPresentationController)
        let small = UISheetPresentationController.Detent.Identifier("small")
        sheet.detents = [
            .custom(identifier: small) { (context: any UISheetPresentationControllerDetentResolutionContext) in
                context.maximumDetentValue * 0.25
            },
            .medium(), .large(),
        ]
        sheet.delegate = host
        host.present(filters, animated: false)
        let maximum = 844 - window.safeAreaInsets.top
        XCTAssertEqual(filters.view.frame.height, maximum * 0.25, accuracy: 0.01, "no detent selected: the smallest")
        XCTAssertEqual(filters.view.frame.maxY, 844, "a sheet rests on the bottom edge")
        sheet.dragToDetent(.medium)
        XCTAssertEqual(filters.view.frame.height, maximum / 2, accuracy: 0.01)
        XCTAssertEqual(host.changes, [.medium])
        sheet.selectedDetentIdentifier = .large
        XCTAssertEqual(filters.view.frame.minY, window.safeAreaInsets.top, accuracy: 0.01, "large leaves the top inset")
        let context = UISheetPresentationController.Detent.ResolutionContext(
            containerTraitCollection: window.traitCollection, maximumDetentValue: 500)
        XCTAssertEqual(UISheetPresentationController.Detent.custom { _ in 9_999 }.resolvedValue(in: context), 500)
        XCTAssertNil(UISheetPresentationController.Detent.custom { _ in -.infinity }.resolvedValue(in: context))
    }
}
