import Foundation

/// What manages a presented controller's place on screen (UIPresentationController). Headless, a presentation
/// is instant and has no chrome; the object exists so that code setting a sheet's detents, a popover's source
/// or a delegate that hears a swipe-down dismissal compiles and runs.
@preconcurrency @MainActor
open class PresentationController {
    /// The controller being presented.
    public unowned let presentedViewController: ViewController
    /// The controller that presents it (the presented one's presenter once it is shown).
    public var presentingViewController: ViewController {
        presentedViewController.presentingViewController ?? presentedViewController
    }
    /// Told of dismissals the user starts (a swipe down on a sheet) and asked for adaptive styles.
    open weak var delegate: (any AdaptivePresentationControllerDelegate)?
    /// The style the controller is shown in.
    open var presentationStyle: ModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// The presented controller's view.
    open var presentedView: View? { presentedViewController.viewIfLoaded }
    /// The view the presentation happens in: known from the start of the presentation (so that
    /// ``presentationTransitionWillBegin()`` can add a dimming view to it) to the end of the dismissal.
    open var containerView: View? { container ?? presentedViewController.viewIfLoaded?.superview }
    weak var container: View?

    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
    }

    // MARK: What a custom presentation overrides

    /// Called as the presentation begins, with ``containerView`` set: add chrome (a dimming view) here.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation has ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called as the dismissal begins.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal has ended: remove the chrome when `completed`.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Where the presented view goes in the container: the whole container, unless a subclass says otherwise
    /// (a half-height card). Used for `.custom` presentations, as UIKit does.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Called before the container lays out its subviews (the presented view's frame is set after it).
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
    /// Whether the presentation covers the whole screen (true unless a subclass says otherwise).
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view leaves the screen once the presentation ends (false: a custom
    /// presentation leaves it visible under its own, unless a subclass says otherwise).
    open var shouldRemovePresentersView: Bool { false }

    /// The style the presentation adapts to in a horizontally compact environment: the delegate's, or `.none`.
    open var adaptivePresentationStyle: ModalPresentationStyle {
        adaptivePresentationStyle(for: presentedViewController.traitCollection)
    }

    /// The style the presentation adapts to in `traitCollection`: the delegate's answer, or `.none` (no
    /// adaptation) without a delegate or when it has no opinion (`.automatic`).
    open func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        return answer == nil || answer == .automatic ? .none : answer!
    }

    /// Runs the first half of the presentation's hooks: the container is known, the delegate hears the adaptive
    /// style, and ``presentationTransitionWillBegin()`` is called.
    func beginPresentation(in container: View) {
        self.container = container
        delegate?.presentationController(self, prepare: self)
        delegate?.presentationController(
            self, willPresentWithAdaptiveStyle: adaptivePresentationStyle, transitionCoordinator: nil)
        presentationTransitionWillBegin()
    }

    /// Places the presented view where the presentation says (for a custom presentation), with the layout hooks,
    /// and ends the presentation.
    func endPresentation(_ completed: Bool) {
        let placed = presentedViewController.modalPresentationStyle == .custom || self is SheetPresentationController
        if completed, placed, let view = presentedView {
            containerViewWillLayoutSubviews()
            view.frame = frameOfPresentedViewInContainerView
            view.layoutIfNeeded()
            containerViewDidLayoutSubviews()
        }
        presentationTransitionDidEnd(completed)
        if !completed { container = nil }
    }

    func endDismissal(_ completed: Bool) {
        dismissalTransitionDidEnd(completed)
        if completed { container = nil }
    }

    /// The user swipes the sheet down (beyond UIKit, headless), as a finger does on iOS: a controller with
    /// ``ViewController/isModalInPresentation`` stays, and the delegate hears
    /// `presentationControllerDidAttemptToDismiss`; otherwise the delegate is asked
    /// (`presentationControllerShouldDismiss`), told `presentationControllerWillDismiss`, the controller is
    /// dismissed, and `presentationControllerDidDismiss` follows. Returns whether it was dismissed.
    @discardableResult
    public func swipeToDismiss() -> Bool {
        guard presentedViewController.presentingViewController != nil else { return false }
        if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false
        {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true)
        delegate?.presentationControllerDidDismiss(self)
        return true
    }
}

/// Told of a presentation's adaptation and of dismissals the user starts (UIAdaptivePresentationControllerDelegate).
/// Every method is optional.
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    /// Called as a presentation begins with the presentation that will show it (UIKit's adaptive presentation;
    /// headless it is the presentation itself).
    func presentationController(
        _ presentationController: PresentationController, prepare adaptivePresentationController: PresentationController
    )
    /// Called as a presentation begins, with the style it adapts to (`.none` when it does not adapt).
    func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: (any ViewControllerTransitionCoordinator)?)
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        .automatic
    }
    public func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle { adaptivePresentationStyle(for: controller) }
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
    public func presentationController(
        _ presentationController: PresentationController, prepare adaptivePresentationController: PresentationController
    ) {}
    public func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: (any ViewControllerTransitionCoordinator)?
    ) {}
}

/// A sheet's presentation (UISheetPresentationController): the heights it rests at, its grabber and corners.
@preconcurrency @MainActor
open class SheetPresentationController: PresentationController {
    /// A height a sheet rests at (UISheetPresentationController.Detent).
    public final class Detent: @unchecked Sendable, Hashable {
        /// A detent's name (UISheetPresentationController.Detent.Identifier).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// What a custom detent's resolver is given: the container's traits and the largest height a detent may
        /// have (a value of the protocol UIKit gives, ``SheetPresentationControllerDetentResolutionContext``).
        public struct ResolutionContext: SheetPresentationControllerDetentResolutionContext, Sendable {
            public let containerTraitCollection: TraitCollection
            public let maximumDetentValue: CGFloat

            public init(containerTraitCollection: TraitCollection, maximumDetentValue: CGFloat) {
                self.containerTraitCollection = containerTraitCollection
                self.maximumDetentValue = maximumDetentValue
            }
        }

        public let identifier: Identifier
        private let resolver: @MainActor (any SheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping @MainActor (any SheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the screen's height.
        public static func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A height `resolver` works out from the context (nil leaves the detent out).
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any SheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context` (nil when its resolver leaves it out); negative or non-finite heights
        /// count as none.
        @MainActor
        public func resolvedValue(in context: any SheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite, value >= 0 else { return nil }
            return min(value, context.maximumDetentValue)
        }

        public static func == (a: Detent, b: Detent) -> Bool { a.identifier == b.identifier }
        public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    }

    /// The heights the sheet rests at; `[.large()]` by default.
    open var detents: [Detent] = [.large()] {
        didSet { placePresentedView() }
    }
    /// The detent the sheet rests at now (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { placePresentedView() }
    }

    /// Where the sheet sits: along the container's bottom, as tall as its selected detent (the smallest when none
    /// is selected). The largest height a detent may have is the container's height below its top safe-area
    /// inset (UIKit leaves the status bar uncovered; it does not document the exact value).
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        let context = Detent.ResolutionContext(
            containerTraitCollection: container.traitCollection,
            maximumDetentValue: max(bounds.height - container.safeAreaInsets.top, 0))
        let heights = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        guard let smallest = heights.map(\.1).min() else { return bounds }
        let height = heights.first { $0.0 == selectedDetentIdentifier }?.1 ?? smallest
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Moves the presented view to its detent's frame while the sheet is shown.
    private func placePresentedView() {
        guard presentedViewController.presentingViewController != nil, let view = presentedView, container != nil
        else { return }
        view.frame = frameOfPresentedViewInContainerView
        view.layoutIfNeeded()
    }

    /// The user drags the sheet to the detent named `identifier` (beyond UIKit, headless): a
    /// ``SheetPresentationControllerDelegate`` hears `sheetPresentationControllerDidChangeSelectedDetentIdentifier`.
    public func dragToDetent(_ identifier: Detent.Identifier) {
        guard detents.contains(where: { $0.identifier == identifier }), selectedDetentIdentifier != identifier else {
            return
        }
        selectedDetentIdentifier = identifier
        if let sheetDelegate = delegate as? any SheetPresentationControllerDelegate {
            sheetDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// The largest detent that leaves the presenter undimmed (nil: every detent dims).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    /// The sheet's corner radius (the system's when nil-like, `automaticDimension`).
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var prefersPageSizing = true
    /// The source of the sheet's presentation, for popovers that adapt to sheets.
    open weak var sourceView: View?

    /// Runs `changes` (to ``detents`` or ``selectedDetentIdentifier``) as one animated change; instant headless.
    open func animateChanges(_ changes: () -> Void) { changes() }

    /// Invalidates the custom detents' heights; they are worked out again when asked.
    open func invalidateDetents() {}
}

/// Told when a sheet's detent changes (UISheetPresentationControllerDelegate).
@preconcurrency @MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController
    ) {}
}

/// Where a popover's arrow may point (UIPopoverArrowDirection).
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    public static let any = PopoverArrowDirection(rawValue: 15)
    public static let unknown = PopoverArrowDirection(rawValue: UInt.max)
}

/// A popover's presentation (UIPopoverPresentationController): what it points at.
@preconcurrency @MainActor
open class PopoverPresentationController: PresentationController {
    open weak var sourceView: View?
    open var sourceRect = CGRect.zero
    open weak var barButtonItem: BarButtonItem?
    /// What the popover points at (iOS 16): a view or a bar button item.
    open weak var sourceItem: (any PopoverPresentationControllerSourceItem)?
    open var permittedArrowDirections = PopoverArrowDirection.any
    open var arrowDirection: PopoverArrowDirection { .unknown }
    open var backgroundColor: Color?
    open var canOverlapSourceViewRect = false
    open var passthroughViews: [View]?
    open var popoverLayoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The sheet the popover becomes in a compact width (iPhone), to configure with detents as any sheet; made on
    /// first use (iOS 15).
    public var adaptiveSheetPresentationController: SheetPresentationController {
        if let adaptiveSheet { return adaptiveSheet }
        let sheet = SheetPresentationController(
            presentedViewController: presentedViewController, presenting: presentingViewController)
        adaptiveSheet = sheet
        return sheet
    }
    private var adaptiveSheet: SheetPresentationController?
}

/// Told of a popover's presentation and dismissal (UIPopoverPresentationControllerDelegate): an adaptive
/// presentation delegate with the popover's own questions. Set it as the popover's ``PresentationController/delegate``.
/// Headless, a popover is presented at once (`prepareForPopoverPresentation` is asked then) and is dismissed by
/// code (`dismiss(animated:)`), so the questions about a tap outside are never asked.
@MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: PopoverPresentationController
    ) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: PopoverPresentationController
    ) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: PopoverPresentationController
    ) {}
}

extension ViewController {
    /// The controller that presents this one: a ``SheetPresentationController`` for the sheet styles (the
    /// default, `.automatic`, is a page sheet), a ``PopoverPresentationController`` for `.popover`, else a
    /// plain one. Made when first asked for; it follows later changes of ``modalPresentationStyle``.
    public var presentationController: PresentationController? {
        if let made = presentationStorage,
            modalPresentationStyle == .custom || type(of: made) == Self.presentationClass(for: modalPresentationStyle)
        {
            return made
        }
        let made = Self.makePresentation(
            for: modalPresentationStyle, presented: self, presenting: presentingViewController)
        if let old = presentationStorage { made.delegate = old.delegate }
        presentationStorage = made
        return made
    }

    /// The sheet presentation when the controller is shown as a sheet (the default), else nil.
    public var sheetPresentationController: SheetPresentationController? {
        presentationController as? SheetPresentationController
    }

    /// The popover presentation when ``modalPresentationStyle`` is `.popover`, else nil (as on iPhone, where
    /// an activity controller's is nil unless it is made a popover).
    public var popoverPresentationController: PopoverPresentationController? {
        presentationController as? PopoverPresentationController
    }

    /// The presentation of this controller or of the nearest ancestor that was presented.
    public var activePresentationController: PresentationController? {
        var controller: ViewController? = self
        while let current = controller {
            if current.presentingViewController != nil { return current.presentationController }
            controller = current.parent
        }
        return nil
    }

    /// Whether presenting this controller takes the presenter's view off screen: full-screen and current-context
    /// styles do, and a custom presentation whose controller says so (``PresentationController/shouldRemovePresentersView``).
    var coversPresenter: Bool {
        modalPresentationStyle.removesPresenter
            || (modalPresentationStyle == .custom && presentationStorage?.shouldRemovePresentersView == true)
    }

    /// Asks the transitioning delegate of a `.custom` presentation for its presentation controller, keeping the
    /// delegate set on the one made before.
    func adoptCustomPresentation(presenting: ViewController) {
        guard modalPresentationStyle == .custom,
            let custom = transitioningDelegate?.presentationController(
                forPresented: self, presenting: presenting, source: presenting)
        else { return }
        if custom.delegate == nil { custom.delegate = presentationStorage?.delegate }
        presentationStorage = custom
    }

    private static func makePresentation(
        for style: ModalPresentationStyle, presented: ViewController, presenting: ViewController?
    ) -> PresentationController {
        switch style {
        case .automatic, .pageSheet, .formSheet:
            SheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .popover: PopoverPresentationController(presentedViewController: presented, presenting: presenting)
        default: PresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    private static func presentationClass(for style: ModalPresentationStyle) -> PresentationController.Type {
        switch style {
        case .automatic, .pageSheet, .formSheet: SheetPresentationController.self
        case .popover: PopoverPresentationController.self
        default: PresentationController.self
        }
    }
}

/// Something a popover can point at (UIPopoverPresentationControllerSourceItem): a view or a bar button item.
@preconcurrency @MainActor
public protocol PopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates; nil when it is not on screen.
    func frame(in referenceView: View) -> CGRect?
}

extension View: PopoverPresentationControllerSourceItem {
    public func frame(in referenceView: View) -> CGRect? {
        window == nil && referenceView.window != nil ? nil : convert(bounds, to: referenceView)
    }
}

extension BarButtonItem: PopoverPresentationControllerSourceItem {
    /// A bar button item's frame: its custom view's, else none (bar buttons are not laid out headless).
    public func frame(in referenceView: View) -> CGRect? {
        customView?.frame(in: referenceView)
    }
}

/// What a custom sheet detent's resolver is given (UISheetPresentationControllerDetentResolutionContext).
@preconcurrency @MainActor
public protocol SheetPresentationControllerDetentResolutionContext {
    /// The traits of the container the sheet is in.
    var containerTraitCollection: TraitCollection { get }
    /// The largest height a detent may have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}
