import Foundation

/// A stack of view controllers, the top one on screen (UINavigationController). Pushes and pops are instant.
@preconcurrency @MainActor
open class NavigationController: ViewController {
    private var stack: [ViewController] = []
    /// The controllers on the stack, root first; setting it is ``setViewControllers(_:animated:)`` without
    /// animation.
    open var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// Whether the navigation bar is hidden (its `isHidden`); false by default. The top controller's view then
    /// extends to the top, and its safe area no longer takes the bar in.
    open var isNavigationBarHidden = false {
        didSet {
            navigationBar.isHidden = isNavigationBarHidden
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// Whether the toolbar at the bottom is hidden; true by default.
    open var isToolbarHidden = true {
        didSet {
            if toolbar?.superview != nil { toolbar.isHidden = isToolbarHidden }
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// Whether a swipe up hides the bars and a swipe down shows them (``barHideOnSwipeGestureRecognizer``).
    open var hidesBarsOnSwipe = false {
        didSet { barHideOnSwipeGestureRecognizer.isEnabled = hidesBarsOnSwipe }
    }
    /// Whether a tap on the content shows or hides the bars (``barHideOnTapGestureRecognizer``).
    open var hidesBarsOnTap = false {
        didSet { barHideOnTapGestureRecognizer.isEnabled = hidesBarsOnTap }
    }
    open var hidesBarsWhenKeyboardAppears = false
    open weak var delegate: (any NavigationControllerDelegate)?
    /// The swipe from the left edge that pops the top controller, as on iOS: a screen-edge pan on the
    /// controller's view (made with the view). Clients disable it (`isEnabled = false`) or give it a delegate
    /// that decides when it may begin.
    public var interactivePopGestureRecognizer: GestureRecognizer? {
        if let popRecognizer { return popRecognizer }
        let recognizer = ScreenEdgePanGestureRecognizer(target: self, action: NavigationController.handlePopSwipe)
        recognizer.edges = .left
        popRecognizer = recognizer
        viewIfLoaded?.addGestureRecognizer(recognizer)
        return recognizer
    }
    private var popRecognizer: ScreenEdgePanGestureRecognizer?
    /// How long bars take to show or hide (UINavigationControllerHideShowBarDuration).
    public static let hideShowBarDuration: CGFloat = 0.2
    /// Whether the bars hide when the height is compact (a phone in landscape).
    open var hidesBarsWhenVerticallyCompact = false
    /// A push or a pop (UINavigationController.Operation).
    public enum Operation: Int, Hashable, Sendable { case none, push, pop }

    /// The navigation bar and the toolbar go over the top controller's view, which is sized around them.
    override func layOutBars() { layOutNavigationBars() }

    /// Loads the root view with the swipe-back recognizer on it.
    open override func loadView() {
        super.loadView()
        if let recognizer = interactivePopGestureRecognizer, recognizer.view == nil {
            view.addGestureRecognizer(recognizer)
        }
        for recognizer in [barTap as GestureRecognizer?, barSwipe, contentPop].compactMap({ $0 })
        where recognizer.view == nil {
            view.addGestureRecognizer(recognizer)
        }
    }

    /// Taps the back button (beyond UIKit, headless): the top item's ``NavigationItem/backAction`` runs when it
    /// has one, else the top controller is popped, as the bar's back button does on iOS.
    public func tapBackButton() {
        guard stack.count > 1, let top = topViewController else { return }
        if let backAction = top.navigationItem.backAction {
            backAction.perform(sender: navigationBar)
        } else {
            popViewController(animated: true)
        }
    }

    /// A swipe from the left edge that ends past half the width pops the top controller.
    private func handlePopSwipe(_ recognizer: ScreenEdgePanGestureRecognizer) {
        guard recognizer.state == .ended, stack.count > 1, let view = viewIfLoaded else { return }
        if recognizer.translation(in: view).x > view.bounds.width / 2 { popViewController(animated: true) }
    }

    /// The bar at the top: its items are the stack's controllers' items.
    public private(set) var navigationBar = NavigationBar()
    /// The toolbar at the bottom.
    public private(set) var toolbar: Toolbar! = Toolbar()

    /// The tap that toggles the bars while ``hidesBarsOnTap`` is on, made with the view.
    public var barHideOnTapGestureRecognizer: TapGestureRecognizer {
        if let barTap { return barTap }
        let recognizer = TapGestureRecognizer(target: self, action: NavigationController.handleBarTap)
        recognizer.isEnabled = hidesBarsOnTap
        recognizer.cancelsTouchesInView = false
        barTap = recognizer
        viewIfLoaded?.addGestureRecognizer(recognizer)
        return recognizer
    }
    private var barTap: TapGestureRecognizer?

    /// The swipe that hides the bars (up) or shows them (down) while ``hidesBarsOnSwipe`` is on.
    public var barHideOnSwipeGestureRecognizer: PanGestureRecognizer {
        if let barSwipe { return barSwipe }
        let recognizer = PanGestureRecognizer(target: self, action: NavigationController.handleBarSwipe)
        recognizer.isEnabled = hidesBarsOnSwipe
        recognizer.cancelsTouchesInView = false
        barSwipe = recognizer
        viewIfLoaded?.addGestureRecognizer(recognizer)
        return recognizer
    }
    private var barSwipe: PanGestureRecognizer?

    /// The swipe anywhere in the content that pops the top controller (iOS 26), attached when first asked for.
    public var interactiveContentPopGestureRecognizer: GestureRecognizer? {
        if let contentPop { return contentPop }
        let recognizer = PanGestureRecognizer(target: self, action: NavigationController.handleContentPop)
        contentPop = recognizer
        viewIfLoaded?.addGestureRecognizer(recognizer)
        return recognizer
    }
    private var contentPop: PanGestureRecognizer?

    /// A controller whose bar and toolbar are of the given classes (subclasses of ``NavigationBar`` and
    /// ``Toolbar``; nil, or another class, keeps the standard one).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        if let barClass = navigationBarClass as? NavigationBar.Type {
            navigationBar = barClass.init(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        }
        if let toolbarClass = toolbarClass as? Toolbar.Type {
            toolbar = toolbarClass.init(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        }
    }

    private func handleBarTap(_ recognizer: TapGestureRecognizer) {
        guard hidesBarsOnTap else { return }
        setNavigationBarHidden(!isNavigationBarHidden, animated: true)
    }

    private func handleBarSwipe(_ recognizer: PanGestureRecognizer) {
        guard hidesBarsOnSwipe, recognizer.state == .ended, let view = viewIfLoaded else { return }
        let dy = recognizer.translation(in: view).y
        if dy < 0, !isNavigationBarHidden { setNavigationBarHidden(true, animated: true) }
        if dy > 0, isNavigationBarHidden { setNavigationBarHidden(false, animated: true) }
    }

    /// A swipe right across more than half the content pops the top controller.
    private func handleContentPop(_ recognizer: PanGestureRecognizer) {
        guard recognizer.state == .ended, stack.count > 1, let view = viewIfLoaded else { return }
        if recognizer.translation(in: view).x > view.bounds.width / 2 { popViewController(animated: true) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// Pushes `controller` onto this stack (UIKit's override: a navigation controller shows by pushing).
    open override func show(_ controller: ViewController, sender: Any?) {
        pushViewController(controller, animated: true)
    }

    /// A classic split view collapses: the secondary is pushed (a navigation controller's whole stack).
    open override func collapseSecondaryViewController(
        _ secondaryViewController: ViewController, for splitViewController: SplitViewController
    ) {
        let pushed = (secondaryViewController as? NavigationController)?.viewControllers ?? [secondaryViewController]
        for controller in pushed { pushViewController(controller, animated: false) }
    }

    /// A classic split view expands: what is above the root is popped and given back, in the navigation
    /// controller it was collapsed from when there was one.
    open override func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController?
    {
        guard let popped = popToRootViewController(animated: false), let last = popped.last else { return nil }
        if let original = splitViewController.collapsedSecondary as? NavigationController {
            original.setViewControllers(popped, animated: false)
            return original
        }
        return popped.count == 1 ? last : NavigationController(stack: popped)
    }

    /// Pops controllers above `controller`; returns them, bottom first (nil when it is not on the stack).
    @discardableResult
    open func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        guard stack.contains(where: { $0 === controller }) else { return nil }
        var popped: [ViewController] = []
        while let top = topViewController, top !== controller, let gone = popViewController(animated: animated) {
            popped.insert(gone, at: 0)
        }
        return popped
    }

    private func stackChanged(showing controller: ViewController?, animated: Bool, did: Bool) {
        navigationBar.items = stack.map(\.navigationItem)
        // The top item decides the bar's height, and a pushed controller may hide the tab bar.
        viewIfLoaded?.setNeedsLayout()
        tabBarController?.viewIfLoaded?.setNeedsLayout()
        guard let controller else { return }
        if did {
            delegate?.navigationController(self, didShow: controller, animated: animated)
        } else {
            delegate?.navigationController(self, willShow: controller, animated: animated)
        }
    }

    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        push(rootViewController)
        navigationBar.items = [rootViewController.navigationItem]
    }

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A navigation controller holding `stack`, root first.
    convenience init(stack: [ViewController]) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers(stack, animated: false)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller at the top of the stack.
    public var topViewController: ViewController? { stack.last }
    /// The controller on screen: the top one, or what it presented.
    public var visibleViewController: ViewController? {
        var controller = topViewController
        while let presented = controller?.presentedViewController { controller = presented }
        return controller
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let top = topViewController, !top.isVisible { top.appear(in: view, animated: animated) }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        topViewController?.disappear(animated: animated)
    }

    /// Pushes `controller`: the top one disappears, `controller` appears.
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        let old = topViewController
        if let old { controller.preferredTransition?.askZoomSource(from: old, zoomed: controller) }
        let layoutToLayout =
            (controller as? CollectionViewController)?.shareCollectionView(of: old as? CollectionViewController)
            ?? false
        push(controller)
        stackChanged(showing: controller, animated: animated, did: false)
        if !layoutToLayout, isVisible, animated, let old,
            let animator = delegate?.navigationController(
                self, animationControllerFor: .push, from: old, to: controller)
        {
            runCustomTransition(animator, from: old, to: controller, operation: .push)
            return
        }
        if isVisible {
            ViewController.withTransition(from: old, to: controller) {
                old?.disappear(animated: animated)
                controller.transitionKind = .movingToParent
                controller.appear(in: view, animated: animated)
                controller.transitionKind = nil
            }
        }
        if layoutToLayout { (controller as? CollectionViewController)?.applySharedLayout(animated: animated) }
        stackChanged(showing: controller, animated: animated, did: true)
    }

    /// Pops the top controller (not the root): it disappears, the one below appears. Returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1, let top = stack.popLast() else { return nil }
        if let below = topViewController { top.preferredTransition?.askZoomSource(from: below, zoomed: top) }
        stackChanged(showing: topViewController, animated: animated, did: false)
        let layoutToLayout = (top as? CollectionViewController)?.isSharingCollectionView ?? false
        if !layoutToLayout, isVisible, animated, let below = topViewController,
            let animator = delegate?.navigationController(self, animationControllerFor: .pop, from: top, to: below)
        {
            runCustomTransition(animator, from: top, to: below, operation: .pop)
            return top
        }
        ViewController.withTransition(from: top, to: topViewController) {
            if isVisible {
                top.transitionKind = .movingFromParent
                top.disappear(animated: animated)
                top.transitionKind = nil
            }
            if layoutToLayout { (top as? CollectionViewController)?.returnSharedCollectionView(animated: animated) }
            if isVisible { topViewController?.appear(in: view, animated: animated) }
        }
        top.removeFromParent()
        stackChanged(showing: topViewController, animated: animated, did: true)
        return top
    }

    /// Pops every controller above the root; returns them, bottom first (nil when there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard stack.count > 1 else { return nil }
        var popped: [ViewController] = []
        while stack.count > 1, let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let old = topViewController
        for controller in stack { controller.removeFromParent() }
        stack = []
        for controller in controllers { push(controller) }
        stackChanged(showing: topViewController, animated: animated, did: false)
        if isVisible, old !== topViewController {
            old?.disappear(animated: animated)
            topViewController?.appear(in: view, animated: animated)
        }
        stackChanged(showing: topViewController, animated: animated, did: true)
    }

    /// The orientations the controller supports: its delegate's answer, else its top controller's.
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self)
            ?? topViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    }

    /// Runs a push or pop through the delegate's animator: the appearance callbacks begin now, the animator
    /// animates (its animations run in virtual time), and they end when it calls `completeTransition(_:)`. A
    /// cancelled interactive pop puts the popped controller back on the stack; a cancelled push takes the pushed
    /// one off.
    private func runCustomTransition(
        _ animator: any ViewControllerAnimatedTransitioning, from: ViewController, to: ViewController,
        operation: Operation
    ) {
        let driver = delegate?.navigationController(self, interactionControllerFor: animator)
        (driver as? PercentDrivenInteractiveTransition)?.animator = animator
        let container = view!
        from.transitionKind = operation == .pop ? .movingFromParent : nil
        to.transitionKind = operation == .push ? .movingToParent : nil
        let leaving = from.beginDisappearing(animated: true)
        let arriving = to.beginAppearing(in: container, animated: true)
        let context = HeadlessTransitionContext(
            container: container, from: from, to: to, interactive: driver != nil
        ) { [weak self] completed in
            guard let self else { return }
            if completed {
                from.finishDisappearing(leaving)
                to.finishAppearing(arriving, in: container)
                if operation == .pop { from.removeFromParent() }
            } else {
                // Back as it was: the arriving controller leaves, the leaving one stays.
                to.cancelAppearing(arriving)
                from.cancelDisappearing(leaving, in: container)
                if operation == .push {
                    stack.removeLast()
                    to.removeFromParent()
                } else {
                    stack.append(from)
                }
            }
            from.transitionKind = nil
            to.transitionKind = nil
            stackChanged(showing: topViewController, animated: true, did: true)
            animator.animationEnded(completed)
        }
        if let driver {
            driver.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
    }

    private func push(_ controller: ViewController) {
        addChild(controller)
        stack.append(controller)
        controller.didMove(toParent: self)
    }
}

/// Told when a navigation controller shows a controller (UINavigationControllerDelegate). Every method is
/// optional.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// The animator of an animated push or pop; nil (the default) uses the standard slide.
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The interactive driver of a custom transition; nil (the default) runs it without a gesture.
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// The orientations the navigation controller supports; the default asks its top controller.
    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: NavigationController
    ) -> InterfaceOrientationMask
    /// The orientation to present in; the default asks its top controller.
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: NavigationController
    ) -> InterfaceOrientation
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
    public func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: NavigationController
    ) -> InterfaceOrientationMask {
        navigationController.topViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: NavigationController
    ) -> InterfaceOrientation {
        navigationController.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
    }
}

/// A bar of buttons at the bottom of the screen (UIToolbar).
@preconcurrency @MainActor
open class Toolbar: View {
    /// Says where the toolbar sits (``barPosition``).
    open weak var delegate: (any ToolbarDelegate)?
    private var positionedImages: [String: Image] = [:]

    /// A background image for the toolbar at `topOrBottom` with `barMetrics`.
    open func setBackgroundImage(
        _ backgroundImage: Image?, forToolbarPosition topOrBottom: BarPosition, barMetrics: NavigationBar.BarMetrics
    ) {
        positionedImages["background.\(topOrBottom.rawValue).\(barMetrics.rawValue)"] = backgroundImage
    }

    open func backgroundImage(forToolbarPosition topOrBottom: BarPosition, barMetrics: NavigationBar.BarMetrics)
        -> Image?
    {
        positionedImages["background.\(topOrBottom.rawValue).\(barMetrics.rawValue)"]
    }

    /// The shadow image above (or below) the toolbar at `topOrBottom`.
    open func setShadowImage(_ shadowImage: Image?, forToolbarPosition topOrBottom: BarPosition) {
        positionedImages["shadow.\(topOrBottom.rawValue)"] = shadowImage
    }

    open func shadowImage(forToolbarPosition topOrBottom: BarPosition) -> Image? {
        positionedImages["shadow.\(topOrBottom.rawValue)"]
    }
    override open class func appearance() -> Toolbar { Appearance.proxy(for: self) { Toolbar() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> Toolbar
    {
        Appearance.proxy(for: self, containers: containerTypes) { Toolbar() }
    }
    override open class func appearance(for trait: TraitCollection) -> Toolbar {
        Appearance.proxy(for: self, traits: trait) { Toolbar() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> Toolbar {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { Toolbar() }
    }

    /// The items, which take the toolbar's contained appearance proxies.
    open var items: [BarButtonItem]? {
        didSet { BarItemAppearance.apply(to: items ?? [], in: self) }
    }
    /// Whether the toolbar lets content show through; true.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }
    /// The toolbar's look, default (light) or black (dark), as before appearances.
    open var barStyle = NavigationBar.BarStyle.default
    open var barTintColor: Color?
    open var standardAppearance = ToolbarAppearance()
    open var scrollEdgeAppearance: ToolbarAppearance?
    open var compactAppearance: ToolbarAppearance?

    /// A view of the standard size, as UIKit's `init()` makes it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
    }

    public required override init(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 49)) {
        super.init(frame: frame)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    open func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }
}

/// How a toolbar looks (UIToolbarAppearance).
@preconcurrency @MainActor
open class ToolbarAppearance: BarAppearance {
    open var buttonAppearance = BarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = BarButtonItemAppearance(style: .done)
    open var prominentButtonAppearance = BarButtonItemAppearance(style: .done)
}
