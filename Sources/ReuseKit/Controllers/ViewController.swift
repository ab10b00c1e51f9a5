import Foundation

/// Manages a view and its life on screen, headless: UIViewController's view loading, appearance callbacks and
/// containment, in UIKit's order.
///
/// The view loads on first use of ``view`` (``loadView()``, then ``viewDidLoad()``). A ``Window`` shows its
/// root view controller with ``Window/makeKeyAndVisible()``: `viewWillAppear`, `viewIsAppearing`, a layout
/// (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`), `viewDidAppear`. ``NavigationController`` pushes and
/// pops, and ``present(_:animated:completion:)`` presents, with the same callbacks for the controllers that
/// appear and disappear. Transitions are instant: animated or not, each runs to its end at once.
@preconcurrency @MainActor
open class ViewController: Responder {
    var loadedView: View?
    public private(set) var nibName: String?
    /// What the controller is shown as (a navigation bar's title, a tab's): setting it sets
    /// ``navigationItem``'s title too, as in UIKit.
    open var title: String? {
        didSet { ownNavigationItem.title = title }
    }
    public private(set) weak var parent: ViewController?
    public private(set) var children: [ViewController] = []
    public internal(set) var presentedViewController: ViewController?
    public internal(set) weak var presentingViewController: ViewController?
    /// How the controller is shown when presented: only `.fullScreen` and `.currentContext` take the presenter's
    /// view off screen (its `viewWillDisappear`, then `viewWillAppear` again on dismissal); the default,
    /// `.automatic`, is a sheet, as on iOS 13 and later, and leaves the presenter on screen.
    open var modalPresentationStyle = ModalPresentationStyle.automatic
    /// Whether the controller presented now took its presenter's view off screen.
    var presentedCoversPresenter = false
    /// The controller's ``presentationController``, once asked for.
    var presentationStorage: PresentationController?
    /// The coordinator of the animated transition under way.
    var activeTransition: HeadlessTransitionCoordinator?
    /// Whether the controller's view is on screen (between `viewDidAppear` and `viewWillDisappear`).
    public internal(set) var isVisible = false
    /// What moves the controller on or off screen now, for ``isBeingPresented`` and its kin.
    var transitionKind: TransitionKind?
    /// An appearance transition begun by hand and not ended.
    var pendingAppearance: Bool?
    /// The trait-change registrations this controller keeps.
    var traitRegistrations: [TraitChangeHandlerRegistration] = []

    /// What a transition under way does to the controller.
    enum TransitionKind {
        case presenting, dismissing, movingToParent, movingFromParent
    }
    private var isEditingMode = false
    /// The shortcuts ``addKeyCommand(_:)`` added, which ``keyCommands`` offers.
    var addedKeyCommands: [KeyCommand] = []
    open override var keyCommands: [KeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    private lazy var ownNavigationItem = NavigationItem(owner: self)
    private lazy var ownEditButtonItem: BarButtonItem = {
        let item = BarButtonItem(systemItem: .edit)
        item.primaryAction = Action(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        return item
    }()

    /// The items a navigation controller's toolbar shows for this controller.
    open var toolbarItems: [BarButtonItem]?
    open func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    /// Whether a tab bar hides when this controller is pushed.
    open var hidesBottomBarWhenPushed = false

    /// Whether this controller's view is the context a presentation over it (a search controller's, or one
    /// with `.currentContext`) covers; false by default, so such presentations go to the nearest one that is.
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false

    /// A controller; the nib name is kept for the client (nibs do not exist on Linux).
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        nibBundle = bundle
        super.init()
    }

    /// The bundle the controller was made with (nibs do not exist on Linux, so nothing is loaded from it).
    public private(set) var nibBundle: Bundle?

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Storyboards and nib archives do not exist on Linux: this fails for every coder but the one a storyboard
    /// written as code (``Storyboard``) hands to the `creator` of `instantiateViewController(identifier:creator:)`,
    /// so that a controller made there with dependencies (`init?(coder: NSCoder, server: Server)` calling
    /// `super.init(coder: coder)`) is made, as on iOS; its views then come from `loadView()`. Declared so that
    /// subclasses written for UIKit (`required init?(coder:)`) compile unchanged.
    public required init?(coder: NSCoder) {
        guard coder is StoryboardSceneCoder else { return nil }
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// Writes the controller to an archive (NSCoding's `encode(with:)`): there are no archives on Linux, so
    /// nothing is written; it exists so that a subclass's `override func encode(with:)` compiles.
    open func encode(with coder: NSCoder) {}

    /// The traits set for each child with ``setOverrideTraitCollection(_:forChild:)``, and the child's own
    /// overrides from before.
    var childTraitOverrides: [ObjectIdentifier: (collection: TraitCollection, before: TraitOverrides)] = [:]

    // MARK: The view

    /// The controller's view, loaded on first use.
    open var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    /// The next responder: the view's superview, else the controller that presented this one, else the parent.
    open override var next: Responder? { loadedView?.superview ?? presentingViewController ?? parent }

    /// Whether the view has loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Makes the view: the default loads the controller's nib when one is described with `UINib.define`, with the
    /// controller as its File's Owner, as UIKit loads it: the nib named ``ViewController/nibName``, or, without
    /// one, the nib named after the class without its "Controller" (`ProfileView` for `ProfileViewController`),
    /// else after the class itself. Without a nib it is an empty view the size of the screen (390 × 844 points).
    /// Override it to make your own and set ``ViewController/view``; do not call `super` then.
    open func loadView() {
        if let make = Self.nibDefinition(named: nibName, for: type(of: self)) {
            let top = make(self)
            top.awakeFromNib()
            view = top
            return
        }
        view = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// The described nib a controller of `type` loads its view from: `name`, or the class's names.
    private static func nibDefinition(named name: String?, for type: ViewController.Type) -> (
        @MainActor (Any?) -> View
    )? {
        if let name { return Nib.definitions[name] }
        let className = String(describing: type)
        let candidates =
            className.hasSuffix("Controller")
            ? [String(className.dropLast("Controller".count)), className] : [className]
        return candidates.lazy.compactMap { Nib.definitions[$0] }.first
    }

    /// Loads the view if it has not loaded: ``loadView()``, then ``viewDidLoad()``.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        // A controller's view follows its container's size, as UIKit's does.
        if let loadedView, loadedView.autoresizingMask.isEmpty {
            loadedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        // A root view's margins are the system minimum (16 or 20 points at the sides, none above and below),
        // measured from the safe area, as UIKit gives them, unless the client set its own.
        if let loadedView, viewRespectsSystemMinimumLayoutMargins,
            loadedView.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        {
            let side = View.systemSideMargin(forWidth: loadedView.bounds.width)
            loadedView.setSystemLayoutMargins(EdgeInsets(top: 0, left: side, bottom: 0, right: side))
        }
        viewDidLoad()
    }

    /// Called once, after the view loaded. The default does nothing.
    open func viewDidLoad() {}

    // MARK: Appearance

    open func viewWillAppear(_ animated: Bool) {}
    /// Called after `viewWillAppear`, once the view is in the hierarchy and sized.
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    // MARK: System appearance

    /// The status bar's style while this controller decides it; `.default`.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether the status bar hides while this controller decides it; false.
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
    /// The child whose status bar style wins; nil.
    open var childForStatusBarStyle: ViewController? { nil }
    open var childForStatusBarHidden: ViewController? { nil }
    /// The orientations the controller supports: all but upside down on a phone, as UIKit's default.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { .portrait }
    /// Whether the interface turns with the device (deprecated in iOS 16, still read by older code); true.
    open var shouldAutorotate: Bool { true }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: ViewController? { nil }
    open var preferredScreenEdgesDeferringSystemGestures: RectEdge { [] }
    open var childForScreenEdgesDeferringSystemGestures: ViewController? { nil }
    /// Whether the interface orientation stays as it is while this controller decides it; false.
    open var prefersInterfaceOrientationLocked: Bool { false }
    open var childForInterfaceOrientationLock: ViewController? { nil }
    /// Whether the pointer stays locked to the scene (iPad) while this controller decides it; false.
    open var prefersPointerLocked: Bool { false }
    open var childViewControllerForPointerLock: ViewController? { nil }
    /// Whether a presented controller that does not cover the screen decides the status bar; false.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the controller's actions run while it presents another modally; true.
    open var performsActionsWhilePresentingModally: Bool { true }
    /// Whether focus returns to where it was when a presentation ends; true.
    open var restoresFocusAfterTransition = true
    /// How the controller is shown when presented or pushed (iOS 18); setting a standard one sets the
    /// ``modalTransitionStyle`` it stands for.
    open var preferredTransition: Transition? {
        didSet { if let style = preferredTransition?.modalStyle { modalTransitionStyle = style } }
    }
    /// The scroll views whose edges the bars follow, by edge (``setContentScrollView(_:for:)``).
    var contentScrollViews: [UInt: WeakScrollView] = [:]
    /// The tab this controller is the content of (iOS 18), when a ``Tab`` made it.
    public internal(set) weak var tab: Tab?
    /// The delegate that supplies custom animators for presenting and dismissing this controller.
    open weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
    /// The name of the controller's focus group; nil.
    open var focusGroupIdentifier: String?
    /// A name for the interactions the system tracks in the controller; nil uses the class name.
    open var interactionActivityTrackingBaseName: String?

    /// Tells the system the orientation lock preference changed (nothing rotates headless).
    open func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {}
    /// Tells the system the pointer lock preference changed (there is no pointer lock headless).
    open func setNeedsUpdateOfPrefersPointerLocked() {}

    /// Posted when a controller that shows details (a split view's) changes what it shows them in.
    public nonisolated static let showDetailTargetDidChangeNotification = Notification.Name(
        "UIViewControllerShowDetailTargetDidChangeNotification")
    /// The name UIKit raises under when a child's view joins the wrong hierarchy.
    public nonisolated static let hierarchyInconsistencyException = NSExceptionName(
        "UIViewControllerHierarchyInconsistency")

    // MARK: Updating properties (iOS 26)

    /// Updates the controller's properties from its state; runs before `viewWillLayoutSubviews` when
    /// ``setNeedsUpdateProperties()`` asked for it. The default does nothing.
    open func updateProperties() {}

    /// Asks for ``updateProperties()`` before the next layout.
    open func setNeedsUpdateProperties() {
        needsPropertiesUpdate = true
        loadedView?.setNeedsLayout()
    }

    /// Runs ``updateProperties()`` now if it was asked for.
    open func updatePropertiesIfNeeded() {
        guard needsPropertiesUpdate else { return }
        needsPropertiesUpdate = false
        updateProperties()
    }
    private var needsPropertiesUpdate = false
    /// Whether appearance callbacks reach children by themselves; true.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// The size the controller's content would like in a popover or a container. A change tells the parent
    /// (``preferredContentSizeDidChange(forChildContentContainer:)``).
    open var preferredContentSize = CGSize.zero {
        didSet {
            if preferredContentSize != oldValue {
                parent?.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }
    /// The edges under bars the view extends to; all, as in UIKit.
    open var edgesForExtendedLayout = RectEdge.all
    open var extendedLayoutIncludesOpaqueBars = false
    /// Whether a scroll view that is this controller's view has its top and bottom insets adjusted for bars even
    /// when it scrolls only sideways; true, as in UIKit (deprecated since iOS 11: a scroll view whose
    /// `contentInsetAdjustmentBehavior` is `.automatic` reads it, and `false` makes `.automatic` act as
    /// `.scrollableAxes`).
    open var automaticallyAdjustsScrollViewInsets = true
    /// How the controller moves on screen when presented; `.coverVertical`.
    open var modalTransitionStyle = ModalTransitionStyle.coverVertical
    /// Whether a sheet refuses to be swiped away.
    open var isModalInPresentation = false
    open var disablesAutomaticKeyboardDismissal: Bool { false }
    open var restorationIdentifier: String?
    /// The storyboard written as code (``Storyboard``) that made this controller; nil for one made in code.
    public internal(set) var storyboard: Storyboard?
    /// The class that makes this controller again when restoration cannot find it (kept: Linux restores no state).
    open var restorationClass: (any ViewControllerRestoration.Type)?
    /// The source views registered for 3D Touch previews (``registerForPreviewing(with:sourceView:)``).
    var previewingContexts: [ViewControllerPreviewingContext] = []
    /// The item a tab bar shows for this controller, made on first use with the controller's title.
    open var tabBarItem: TabBarItem! {
        get {
            if let ownTabBarItem { return ownTabBarItem }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            ownTabBarItem = item
            return item
        }
        set { ownTabBarItem = newValue }
    }
    private var ownTabBarItem: TabBarItem?

    /// What the controller shows over its view while it has no content (iOS 17): set, its view covers the
    /// controller's view; nil takes it away.
    open var contentUnavailableConfiguration: (any ContentConfiguration)? {
        didSet { showContentUnavailable() }
    }
    private var contentUnavailableView: (View & ContentView)?

    /// The state ``updateContentUnavailableConfiguration(using:)`` is given: the view's traits.
    public var contentUnavailableConfigurationState: ContentUnavailableConfigurationState {
        ContentUnavailableConfigurationState(traitCollection: traitCollection)
    }

    /// Asks for ``updateContentUnavailableConfiguration(using:)`` (at once, headless).
    public func setNeedsUpdateContentUnavailableConfiguration() {
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// Sets ``contentUnavailableConfiguration`` for `state`; override it to show an empty state. The default does
    /// nothing.
    open func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState) {}

    private func showContentUnavailable() {
        guard let configuration = contentUnavailableConfiguration else {
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = nil
            return
        }
        if let shown = contentUnavailableView, shown.supports(configuration) {
            shown.configuration = configuration
            return
        }
        contentUnavailableView?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.frame = view.bounds
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(made)
        contentUnavailableView = made
    }

    /// The view that shows ``contentUnavailableConfiguration``, if one is set (beyond UIKit, for tests).
    public var contentUnavailableContentView: View? { contentUnavailableView }

    /// Updates the view's constraints; the default asks the view (`updateConstraints()`), as UIKit's does.
    /// Override it, calling `super` last.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraintsIfNeeded()
    }

    /// Storyboards and their segues do not exist on Linux; a client that overrides this still compiles.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}
    /// Whether a segue may run; true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // MARK: Safe area and margins

    /// Insets added to the safe area of the controller's view (for bars of its own); a change tells the view
    /// and those below it.
    open var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue, let loadedView { loadedView.safeAreaChanged() } }
    }

    /// Called when the view's safe area changed. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// How far this container's bars reach in from its view's top and bottom edges, in its view's coordinates
    /// (zero where no bar shows): its children's views take them into their safe areas. Set by ``layOutBars()``.
    var barCoverage = EdgeInsets.zero

    /// Places a container's bars in its view and its children's views around them, before the view's own
    /// `layoutSubviews` (a navigation controller's and a tab bar controller's; nothing for other controllers).
    func layOutBars() {}

    /// Called when the view's layout margins changed. The default does nothing.
    open func viewLayoutMarginsDidChange() {}

    /// The least margins the root view keeps: 16 points at the sides, 20 from 414 points wide (large phones,
    /// tablets), none at the top and bottom, as UIKit reports them (Apple documents no values).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side = View.systemSideMargin(forWidth: loadedView?.bounds.width ?? 0)
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``; true by default.
    open var viewRespectsSystemMinimumLayoutMargins = true

    // MARK: Editing

    /// Whether the controller is in editing mode; ``editButtonItem`` toggles it.
    open var isEditing: Bool {
        get { isEditingMode }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; ``ViewController/editButtonItem``'s title follows (Edit, Done). Override it to update
    /// your views (a table view controller's table follows it already).
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditingMode = editing
        ownEditButtonItem.title = editing ? "Done" : "Edit"
        ownEditButtonItem.primaryAction?.title = editing ? "Done" : "Edit"
    }

    /// A bar button that toggles editing mode, titled Edit or Done.
    public var editButtonItem: BarButtonItem { ownEditButtonItem }

    /// What a navigation bar shows for this controller.
    open var navigationItem: NavigationItem { ownNavigationItem }

    // MARK: Containment

    /// The nearest navigation controller above this one.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }

    /// The nearest controller of `type` above this one (the containers' `navigationController`,
    /// `tabBarController` and `splitViewController`).
    ///
    /// - Complexity: O(d) in the controller's depth.
    func nearestAncestor<Container: ViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parent
        }
        return nil
    }

    /// Adds a child controller (its view is the container's to place): `willMove(toParent:)` is called.
    open func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent: `didMove(toParent: nil)` is called.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: ViewController?) {}
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Presentation

    /// Presents `controller` over this one (instantly): this one's view disappears, the presented one's
    /// appears in its place, then `completion` runs.
    open func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, let container = loadedView?.superview ?? windowView else {
            completion?()
            return
        }
        controller.adoptCustomPresentation(presenting: self)
        controller.preferredTransition?.askZoomSource(from: self, zoomed: controller)
        if animated,
            let animator = controller.transitioningDelegate?.animationController(
                forPresented: controller, presenting: self, source: self)
        {
            present(controller, in: container, with: animator, completion: completion)
            return
        }
        presentedViewController = controller
        controller.presentingViewController = self
        if let popover = controller.popoverPresentationController,
            let delegate = popover.delegate as? any PopoverPresentationControllerDelegate
        {
            delegate.prepareForPopoverPresentation(popover)
        }
        let presentation = controller.presentationController
        presentation?.beginPresentation(in: container)
        presentedCoversPresenter = controller.coversPresenter
        if presentedCoversPresenter { disappear(animated: animated) }
        controller.transitionKind = .presenting
        controller.appear(in: container, animated: animated)
        controller.transitionKind = nil
        presentation?.endPresentation(true)
        completion?()
    }

    /// Performs the storyboard segue named `identifier`, when the controller came from a storyboard written as code
    /// (``Storyboard``) that describes it: `prepare(for:sender:)`, then the destination is shown. As in UIKit, a
    /// segue performed in code does not ask `shouldPerformSegue(withIdentifier:sender:)`
    /// (``performTriggeredSegue(withIdentifier:sender:)`` does, as a storyboard connection does). Otherwise, as
    /// UIKit does for a missing segue, nothing is shown, and the message names the identifier and the way in code
    /// (`show(_:sender:)`, `present`, or `navigationController?.pushViewController`).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performSegue(identifier, sender: sender, askingFirst: false)
    }

    /// Performs the segue `identifier` as a storyboard connection does when its button or cell is tapped (beyond
    /// UIKit, headless: there is no storyboard to connect): `shouldPerformSegue(withIdentifier:sender:)` first, and
    /// nothing when it says no; then as ``performSegue(withIdentifier:sender:)``.
    public func performTriggeredSegue(withIdentifier identifier: String, sender: Any?) {
        performSegue(identifier, sender: sender, askingFirst: true)
    }

    private func performSegue(_ identifier: String, sender: Any?, askingFirst: Bool) {
        if let storyboard, storyboard.performSegue(identifier, from: self, sender: sender, askingFirst: askingFirst) {
            return
        }
        let message = Messages.noSegue(identifier: identifier, in: String(describing: type(of: self)))
        if let view = viewIfLoaded { view.reportLayoutMessage(message) } else { Messages.write(message) }
    }

    /// Shows `controller` the way the context calls for: pushed in a navigation controller, else presented.
    open func show(_ controller: ViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true)
        }
    }

    /// Shows `controller` as the detail of the split view controller above this one (which replaces its
    /// secondary, or pushes it while collapsed); without one, as ``show(_:sender:)`` does.
    open func showDetailViewController(_ controller: ViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(controller, sender: sender)
        } else {
            show(controller, sender: sender)
        }
    }

    /// The nearest split view controller above this one.
    public var splitViewController: SplitViewController? { nearestAncestor(SplitViewController.self) }

    /// A classic split view collapses its secondary onto this controller, its primary; the default does nothing
    /// (a navigation controller pushes it).
    open func collapseSecondaryViewController(
        _ secondaryViewController: ViewController, for splitViewController: SplitViewController
    ) {}

    /// A classic split view expands: returns the secondary to take back from this controller, its primary; the
    /// default has none (a navigation controller pops what was pushed onto it).
    open func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        nil
    }

    /// The traits of the controller's view (light until it loads).
    public var traitCollection: TraitCollection {
        viewIfLoaded?.traitCollection ?? TraitCollection(userInterfaceStyle: .light)
    }

    /// The traits the controller overrides for its view and what is below it (iOS 17).
    public var traitOverrides: TraitOverrides {
        get { view.traitOverrides }
        set { view.traitOverrides = newValue }
    }

    /// Applies pending trait changes now (none are pending headless: changes arrive as they happen).
    public func updateTraitsIfNeeded() {
        view.updateTraitsIfNeeded()
    }

    /// Light or dark for the controller's view and the views below it.
    open var overrideUserInterfaceStyle: TraitCollection.UserInterfaceStyle {
        get { view.overrideUserInterfaceStyle }
        set { view.overrideUserInterfaceStyle = newValue }
    }

    /// Called when the traits of the controller's view changed, with the traits it had.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Content container (UIContentContainer)

    /// Called before the view's size changes (the window rotates or is resized), with a coordinator whose
    /// alongside animations run at the new size and whose completions run after it. The default forwards the
    /// change to the children on screen, each with the size ``size(forChildContentContainer:withParentContainerSize:)``
    /// gives it, and to the presented controller; call `super`.
    ///
    /// - Complexity: O(n) in the controllers on screen below this one.
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        for child in children where child.viewIfLoaded?.window != nil {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            child.viewWillTransition(to: childSize, with: coordinator)
        }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// Called before the traits change (a size class, when the window is resized across 600 points), before
    /// ``traitCollectionDidChange(_:)``. The default forwards it to the children and the presented controller;
    /// call `super`.
    ///
    /// - Complexity: O(n) in the controllers below this one.
    open func willTransition(
        to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
    ) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        presentedViewController?.willTransition(to: newCollection, with: coordinator)
    }

    /// The size a child's view gets in a container `parentSize` large; the default is `parentSize`.
    open func size(
        forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// A child's ``preferredContentSize`` changed; the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    /// A child's Auto Layout fitting size changed; the default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    /// Called when memory runs low, for the controller to let go of what it can make again. Linux tells
    /// processes nothing of the kind: ``Window/receiveMemoryWarning()`` sends it to every controller of a
    /// window, as the system does on iOS (and the simulator's Simulate Memory Warning).
    open func didReceiveMemoryWarning() {}

    /// The actions shown under this controller's 3D Touch preview (deprecated in iOS 13): none by default.
    open var previewActionItems: [any PreviewActionItem] { [] }

    /// This controller, its children and what it presents, depth first.
    var controllerTree: [ViewController] {
        [self] + children.flatMap(\.controllerTree) + (presentedViewController?.controllerTree ?? [])
    }

    /// Dismisses the controller this one presented, or this one if it was presented.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            guard let container = presented.viewIfLoaded?.superview else { return }
            presented.preferredTransition?.askZoomSource(from: self, zoomed: presented)
            if animated, let animator = presented.transitioningDelegate?.animationController(forDismissed: presented) {
                dismiss(presented, in: container, with: animator, completion: completion)
                return
            }
            let presentation = presented.presentationController
            presentation?.dismissalTransitionWillBegin()
            presented.transitionKind = .dismissing
            presented.disappear(animated: animated)
            presented.transitionKind = nil
            presentation?.endDismissal(true)
            presented.presentingViewController = nil
            presentedViewController = nil
            if presentedCoversPresenter { appear(in: container, animated: animated) }
            presentedCoversPresenter = false
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    /// The window's root view, for presenting from a controller whose view is not on screen.
    var windowView: View? { nil }
}

/// How a presented controller is shown (UIModalPresentationStyle), with UIKit's raw values.
public enum ModalPresentationStyle: Int, Hashable, Sendable {
    case automatic = -2
    case none = -1
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7

    /// Whether the presenter's view leaves the screen while the presented one shows.
    var removesPresenter: Bool { self == .fullScreen || self == .currentContext }
}
