// Compile-only: UIKit's view controller, navigation, bar and window API as a UIKit client writes it (UIKit's labels,
// optionality and overridability), type-checked against ReuseKit's UIKit module; nothing here runs.
// Each use carries its `// api:` marker; the list is Tests/ReuseKitTests/UIKitSurface/Screens/UIKitControllersAPI.txt.
// UIKitSurfaceTests checks every member is here or listed as not on Linux.

import UIKit

// UIViewController: what a subclass overrides and declares.
@MainActor
private final class ControllersSurfaceViewController: UIViewController {
    // api: UIViewController init(nibName:bundle:)
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    // api: UIViewController init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
    // api: UIViewController loadView()
    override func loadView() { super.loadView() }
    // api: UIViewController viewDidLoad()
    override func viewDidLoad() { super.viewDidLoad() }
    // api: UIViewController viewWillAppear(_:)
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    // api: UIViewController viewIsAppearing(_:)
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    // api: UIViewController viewDidAppear(_:)
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    // api: UIViewController viewWillDisappear(_:)
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    // api: UIViewController viewDidDisappear(_:)
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    // api: UIViewController viewSafeAreaInsetsDidChange()
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    // api: UIViewController viewLayoutMarginsDidChange()
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
    // api: UIViewController viewWillLayoutSubviews()
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    // api: UIViewController viewDidLayoutSubviews()
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    // api: UIViewController updateViewConstraints()
    override func updateViewConstraints() { super.updateViewConstraints() }
    // api: UIViewController supportedInterfaceOrientations
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    // api: UIViewController preferredInterfaceOrientationForPresentation
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    // api: UIViewController shouldPerformSegue(withIdentifier:sender:)
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "locked"
    }
    // api: UIViewController prepare(for:sender:)
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
    }
    // api: UIViewController disablesAutomaticKeyboardDismissal
    override var disablesAutomaticKeyboardDismissal: Bool { true }
    // api: UIViewController shouldAutomaticallyForwardAppearanceMethods
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    // api: UIViewController willMove(toParent:)
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    // api: UIViewController didMove(toParent:)
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    // api: UIViewController updateContentUnavailableConfiguration(using:)
    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        super.updateContentUnavailableConfiguration(using: state)
    }
    // api: UIViewController preferredScreenEdgesDeferringSystemGestures
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
    // api: UIViewController prefersHomeIndicatorAutoHidden
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    // api: UIViewController prefersStatusBarHidden
    override var prefersStatusBarHidden: Bool { true }
    // api: UIViewController childForStatusBarHidden
    override var childForStatusBarHidden: UIViewController? { nil }
    // api: UIViewController childForStatusBarStyle
    override var childForStatusBarStyle: UIViewController? { children.last }
    // api: UIViewController preferredStatusBarStyle
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    // api: UIViewController preferredStatusBarUpdateAnimation
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    // api: UIViewController setEditing(_:animated:)
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
    }
    // api: UIViewController didReceiveMemoryWarning()
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    // api: UITraitChangeObservable registerForTraitChanges(_:handler:)
    func observeInterfaceStyle() {
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (self: Self, previousTraitCollection: UITraitCollection) in
            _ = self.traitCollection.userInterfaceStyle != previousTraitCollection.userInterfaceStyle
        }
    }
    // api: UITraitChangeObservable unregisterForTraitChanges(_:)
    func stopObserving(_ registration: any UITraitChangeRegistration) {
        unregisterForTraitChanges(registration)
    }
    // api: UITraitChangeObservable TraitChangeHandler
    func observer(_ handler: @escaping UIViewController.TraitChangeHandler<UIViewController>) {
        registerForTraitChanges([UITraitHorizontalSizeClass.self], handler: handler)
    }
}

// UIViewController: what a client calls, reads and sets.
@MainActor
private func controllersSurfaceUseViewController(_ controller: UIViewController, other: UIViewController) {
    // api: UIViewController nibName
    _ = controller.nibName
    // api: UIViewController view
    controller.view = UIView()
    _ = controller.view
    // api: UIViewController viewIfLoaded
    _ = controller.viewIfLoaded
    // api: UIViewController isViewLoaded
    _ = controller.isViewLoaded
    // api: UIViewController loadViewIfNeeded()
    controller.loadViewIfNeeded()
    // api: UIViewController title
    controller.title = nil
    _ = controller.title
    // api: UIViewController preferredContentSize
    controller.preferredContentSize = CGSize(width: 320, height: 480)
    _ = controller.preferredContentSize
    // api: UIViewController isBeingDismissed
    _ = controller.isBeingDismissed
    // api: UIViewController isBeingPresented
    _ = controller.isBeingPresented
    // api: UIViewController isMovingFromParent
    _ = controller.isMovingFromParent
    // api: UIViewController isMovingToParent
    _ = controller.isMovingToParent
    // api: UIViewController additionalSafeAreaInsets
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
    _ = controller.additionalSafeAreaInsets
    // api: UIViewController viewRespectsSystemMinimumLayoutMargins
    controller.viewRespectsSystemMinimumLayoutMargins = false
    _ = controller.viewRespectsSystemMinimumLayoutMargins
    // api: UIViewController systemMinimumLayoutMargins
    _ = controller.systemMinimumLayoutMargins as NSDirectionalEdgeInsets
    // api: UIViewController edgesForExtendedLayout
    controller.edgesForExtendedLayout = []
    _ = controller.edgesForExtendedLayout
    // api: UIViewController extendedLayoutIncludesOpaqueBars
    controller.extendedLayoutIncludesOpaqueBars = true
    _ = controller.extendedLayoutIncludesOpaqueBars
    // api: UIViewController setNeedsUpdateOfSupportedInterfaceOrientations()
    controller.setNeedsUpdateOfSupportedInterfaceOrientations()
    // api: UIViewController show(_:sender:)
    controller.show(other, sender: nil)
    // api: UIViewController showDetailViewController(_:sender:)
    controller.showDetailViewController(other, sender: nil)
    // api: UIViewController present(_:animated:completion:)
    controller.present(other, animated: true, completion: nil)
    // api: UIViewController dismiss(animated:completion:)
    controller.dismiss(animated: true, completion: nil)
    // api: UIViewController modalPresentationStyle
    controller.modalPresentationStyle = .overFullScreen
    _ = controller.modalPresentationStyle
    // api: UIViewController modalTransitionStyle
    controller.modalTransitionStyle = .crossDissolve
    _ = controller.modalTransitionStyle
    // api: UIViewController isModalInPresentation
    controller.isModalInPresentation = true
    _ = controller.isModalInPresentation
    // api: UIViewController definesPresentationContext
    controller.definesPresentationContext = true
    _ = controller.definesPresentationContext
    // api: UIViewController providesPresentationContextTransitionStyle
    controller.providesPresentationContextTransitionStyle = true
    _ = controller.providesPresentationContextTransitionStyle
    // api: UIViewController transitionCoordinator
    let _: (any UIViewControllerTransitionCoordinator)? = controller.transitionCoordinator
    // api: UIViewController presentationController
    let _: UIPresentationController? = controller.presentationController
    // api: UIViewController popoverPresentationController
    let _: UIPopoverPresentationController? = controller.popoverPresentationController
    // api: UIViewController sheetPresentationController
    let _: UISheetPresentationController? = controller.sheetPresentationController
    // api: UIViewController activePresentationController
    let _: UIPresentationController? = controller.activePresentationController
    // api: UIViewController overrideUserInterfaceStyle
    controller.overrideUserInterfaceStyle = .dark
    _ = controller.overrideUserInterfaceStyle
    // api: UIViewController children
    _ = controller.children as [UIViewController]
    // api: UIViewController addChild(_:)
    controller.addChild(other)
    // api: UIViewController removeFromParent()
    other.removeFromParent()
    // api: UIViewController beginAppearanceTransition(_:animated:)
    other.beginAppearanceTransition(true, animated: false)
    // api: UIViewController endAppearanceTransition()
    other.endAppearanceTransition()
    // api: UIViewController presentingViewController
    _ = controller.presentingViewController
    // api: UIViewController presentedViewController
    _ = controller.presentedViewController
    // api: UIViewController parent
    _ = controller.parent
    // api: UIViewController navigationController
    _ = controller.navigationController
    // api: UIViewController tabBarController
    _ = controller.tabBarController
    // api: UIViewController navigationItem
    _ = controller.navigationItem as UINavigationItem
    // api: UIViewController hidesBottomBarWhenPushed
    controller.hidesBottomBarWhenPushed = true
    _ = controller.hidesBottomBarWhenPushed
    // api: UIViewController setToolbarItems(_:animated:)
    controller.setToolbarItems(nil, animated: false)
    // api: UIViewController toolbarItems
    controller.toolbarItems = nil
    _ = controller.toolbarItems
    // api: UIViewController tabBarItem
    controller.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
    _ = controller.tabBarItem
    // api: UIViewController contentUnavailableConfiguration
    controller.contentUnavailableConfiguration = nil
    _ = controller.contentUnavailableConfiguration
    // api: UIViewController contentUnavailableConfigurationState
    _ = controller.contentUnavailableConfigurationState as UIContentUnavailableConfigurationState
    // api: UIViewController setNeedsUpdateContentUnavailableConfiguration()
    controller.setNeedsUpdateContentUnavailableConfiguration()
    // api: UIViewController setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    controller.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    // api: UIViewController setNeedsUpdateOfHomeIndicatorAutoHidden()
    controller.setNeedsUpdateOfHomeIndicatorAutoHidden()
    // api: UIViewController setNeedsStatusBarAppearanceUpdate()
    controller.setNeedsStatusBarAppearanceUpdate()
    // api: UIViewController isEditing
    controller.isEditing = true
    _ = controller.isEditing
    // api: UIViewController editButtonItem
    _ = controller.editButtonItem as UIBarButtonItem
    // api: UIViewController restorationIdentifier
    controller.restorationIdentifier = nil
    _ = controller.restorationIdentifier
    // api: UITraitEnvironment traitCollection
    let environment: any UITraitEnvironment = controller
    _ = environment.traitCollection
}

// UINavigationController: a subclass's initializers and show(_:sender:).
@MainActor
private final class ControllersSurfaceNavigationController: UINavigationController {
    // api: UINavigationController init(nibName:bundle:)
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    // api: UINavigationController init(coder:)
    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    // api: UINavigationController show(_:sender:)
    override func show(_ vc: UIViewController, sender: Any?) { super.show(vc, sender: sender) }
}

// UINavigationController: the stack and its bars.
@MainActor
private func controllersSurfaceUseNavigationController(
    _ navigation: UINavigationController, controller: UIViewController
) {
    // api: UINavigationController init(rootViewController:)
    _ = UINavigationController(rootViewController: controller)
    // api: UINavigationController delegate
    navigation.delegate = nil
    _ = navigation.delegate
    // api: UINavigationController topViewController
    _ = navigation.topViewController
    // api: UINavigationController visibleViewController
    _ = navigation.visibleViewController
    // api: UINavigationController viewControllers
    navigation.viewControllers = [controller]
    _ = navigation.viewControllers
    // api: UINavigationController setViewControllers(_:animated:)
    navigation.setViewControllers([controller], animated: false)
    // api: UINavigationController pushViewController(_:animated:)
    navigation.pushViewController(controller, animated: true)
    // api: UINavigationController popViewController(animated:)
    navigation.popViewController(animated: true)
    // api: UINavigationController popToRootViewController(animated:)
    navigation.popToRootViewController(animated: true)
    // api: UINavigationController popToViewController(_:animated:)
    navigation.popToViewController(controller, animated: true)
    // api: UINavigationController interactivePopGestureRecognizer
    _ = navigation.interactivePopGestureRecognizer
    // api: UINavigationController navigationBar
    _ = navigation.navigationBar as UINavigationBar
    // api: UINavigationController setNavigationBarHidden(_:animated:)
    navigation.setNavigationBarHidden(true, animated: true)
    // api: UINavigationController toolbar
    _ = navigation.toolbar
    // api: UINavigationController setToolbarHidden(_:animated:)
    navigation.setToolbarHidden(false, animated: true)
    // api: UINavigationController isToolbarHidden
    navigation.isToolbarHidden = false
    _ = navigation.isToolbarHidden
    // api: UINavigationController hideShowBarDuration
    _ = UINavigationController.hideShowBarDuration as CGFloat
    // api: UINavigationController hidesBarsOnTap
    navigation.hidesBarsOnTap = true
    _ = navigation.hidesBarsOnTap
    // api: UINavigationController hidesBarsOnSwipe
    navigation.hidesBarsOnSwipe = true
    _ = navigation.hidesBarsOnSwipe
    // api: UINavigationController hidesBarsWhenVerticallyCompact
    navigation.hidesBarsWhenVerticallyCompact = true
    _ = navigation.hidesBarsWhenVerticallyCompact
    // api: UINavigationController hidesBarsWhenKeyboardAppears
    navigation.hidesBarsWhenKeyboardAppears = true
    _ = navigation.hidesBarsWhenKeyboardAppears
    // api: UINavigationController isNavigationBarHidden
    navigation.isNavigationBarHidden = true
    _ = navigation.isNavigationBarHidden
    // api: UINavigationController Operation
    let _: UINavigationController.Operation = .push
}

// UINavigationControllerDelegate: its methods, implemented as a delegate does.
@MainActor
private final class ControllersSurfaceNavigationDelegate: NSObject, UINavigationControllerDelegate {
    // api: UINavigationControllerDelegate navigationController(_:willShow:animated:)
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    // api: UINavigationControllerDelegate navigationController(_:didShow:animated:)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

// UINavigationBar: its items, appearances and legacy customizations.
@MainActor
private func controllersSurfaceUseNavigationBar(_ bar: UINavigationBar, item: UINavigationItem) {
    // api: UINavigationBar pushItem(_:animated:)
    bar.pushItem(item, animated: false)
    // api: UINavigationBar popItem(animated:)
    bar.popItem(animated: false)
    // api: UINavigationBar setItems(_:animated:)
    bar.setItems([item], animated: false)
    // api: UINavigationBar items
    bar.items = nil
    _ = bar.items
    // api: UINavigationBar topItem
    _ = bar.topItem
    // api: UINavigationBar backItem
    _ = bar.backItem
    // api: UINavigationBar prefersLargeTitles
    bar.prefersLargeTitles = true
    _ = bar.prefersLargeTitles
    // api: UINavigationBar standardAppearance
    bar.standardAppearance = UINavigationBarAppearance()
    _ = bar.standardAppearance
    // api: UINavigationBar compactAppearance
    bar.compactAppearance = nil
    _ = bar.compactAppearance
    // api: UINavigationBar scrollEdgeAppearance
    bar.scrollEdgeAppearance = nil
    _ = bar.scrollEdgeAppearance
    // api: UINavigationBar compactScrollEdgeAppearance
    bar.compactScrollEdgeAppearance = nil
    _ = bar.compactScrollEdgeAppearance
    // api: UINavigationBar isTranslucent
    bar.isTranslucent = false
    _ = bar.isTranslucent
    // api: UINavigationBar barStyle
    bar.barStyle = .black
    _ = bar.barStyle
    // api: UINavigationBar titleTextAttributes
    bar.titleTextAttributes = nil
    _ = bar.titleTextAttributes as [NSAttributedString.Key: Any]?
    // api: UINavigationBar largeTitleTextAttributes
    bar.largeTitleTextAttributes = nil
    _ = bar.largeTitleTextAttributes as [NSAttributedString.Key: Any]?
    // api: UINavigationBar tintColor
    bar.tintColor = .systemBlue
    _ = bar.tintColor
    // api: UINavigationBar backIndicatorImage
    bar.backIndicatorImage = nil
    _ = bar.backIndicatorImage
    // api: UINavigationBar backIndicatorTransitionMaskImage
    bar.backIndicatorTransitionMaskImage = nil
    _ = bar.backIndicatorTransitionMaskImage
    // api: UINavigationBar barTintColor
    bar.barTintColor = nil
    _ = bar.barTintColor
    // api: UINavigationBar backgroundImage(for:)
    _ = bar.backgroundImage(for: .default)
    // api: UINavigationBar setBackgroundImage(_:for:)
    bar.setBackgroundImage(nil, for: .default)
    // api: UINavigationBar shadowImage
    bar.shadowImage = nil
    _ = bar.shadowImage
}

// UIBarAppearance: a bar's background and shadow.
@MainActor
private func controllersSurfaceUseBarAppearance(
    _ appearance: UIBarAppearance, navigationAppearance: UINavigationBarAppearance
) {
    // api: UIBarAppearance init(idiom:)
    _ = UIBarAppearance(idiom: .phone)
    // api: UIBarAppearance init(barAppearance:)
    _ = UIBarAppearance(barAppearance: appearance)
    // api: UIBarAppearance init()
    _ = UIBarAppearance()
    // api: UIBarAppearance copy()
    let copied: UINavigationBarAppearance = navigationAppearance.copy()
    _ = copied
    // api: UIBarAppearance configureWithDefaultBackground()
    appearance.configureWithDefaultBackground()
    // api: UIBarAppearance configureWithOpaqueBackground()
    appearance.configureWithOpaqueBackground()
    // api: UIBarAppearance configureWithTransparentBackground()
    appearance.configureWithTransparentBackground()
    // api: UIBarAppearance backgroundEffect
    appearance.backgroundEffect = nil
    _ = appearance.backgroundEffect
    // api: UIBarAppearance backgroundColor
    appearance.backgroundColor = nil
    _ = appearance.backgroundColor
    // api: UIBarAppearance backgroundImage
    appearance.backgroundImage = nil
    _ = appearance.backgroundImage
    // api: UIBarAppearance backgroundImageContentMode
    appearance.backgroundImageContentMode = .scaleAspectFill
    _ = appearance.backgroundImageContentMode
    // api: UIBarAppearance shadowColor
    appearance.shadowColor = nil
    _ = appearance.shadowColor
    // api: UIBarAppearance shadowImage
    appearance.shadowImage = nil
    _ = appearance.shadowImage
    // api: UIBarAppearance idiom
    _ = appearance.idiom as UIUserInterfaceIdiom
}

// UINavigationBarAppearance: titles, buttons and the back indicator.
@MainActor
private func controllersSurfaceUseNavigationBarAppearance(_ appearance: UINavigationBarAppearance) {
    // api: UINavigationBarAppearance titleTextAttributes
    appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
    _ = appearance.titleTextAttributes
    // api: UINavigationBarAppearance largeTitleTextAttributes
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.label]
    _ = appearance.largeTitleTextAttributes
    // api: UINavigationBarAppearance titlePositionAdjustment
    appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
    _ = appearance.titlePositionAdjustment
    // api: UINavigationBarAppearance buttonAppearance
    appearance.buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    _ = appearance.buttonAppearance
    // api: UINavigationBarAppearance backButtonAppearance
    appearance.backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    _ = appearance.backButtonAppearance
    // api: UINavigationBarAppearance setBackIndicatorImage(_:transitionMaskImage:)
    appearance.setBackIndicatorImage(nil, transitionMaskImage: nil)
    // api: UINavigationBarAppearance prominentButtonAppearance
    appearance.prominentButtonAppearance = UIBarButtonItemAppearance(style: .prominent)
    _ = appearance.prominentButtonAppearance
}

// UIBarButtonItemAppearance: a button style's look in each state.
@MainActor
private func controllersSurfaceUseBarButtonItemAppearance(_ appearance: UIBarButtonItemAppearance) {
    // api: UIBarButtonItemAppearance init(style:)
    _ = UIBarButtonItemAppearance(style: .plain)
    // api: UIBarButtonItemAppearance init()
    _ = UIBarButtonItemAppearance()
    // api: UIBarButtonItemAppearance configureWithDefault(for:)
    appearance.configureWithDefault(for: .plain)
    // api: UIBarButtonItemAppearance normal
    _ = appearance.normal as UIBarButtonItemStateAppearance
    // api: UIBarButtonItemAppearance disabled
    _ = appearance.disabled as UIBarButtonItemStateAppearance
    // api: UIBarButtonItemAppearance highlighted
    _ = appearance.highlighted as UIBarButtonItemStateAppearance
    // api: UIBarButtonItemAppearance focused
    _ = appearance.focused as UIBarButtonItemStateAppearance
}

// UIBarButtonItemStateAppearance: one state's look.
@MainActor
private func controllersSurfaceUseBarButtonItemStateAppearance(_ state: UIBarButtonItemStateAppearance) {
    // api: UIBarButtonItemStateAppearance titleTextAttributes
    state.titleTextAttributes = [.foregroundColor: UIColor.label]
    _ = state.titleTextAttributes
    // api: UIBarButtonItemStateAppearance titlePositionAdjustment
    state.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 1)
    _ = state.titlePositionAdjustment
    // api: UIBarButtonItemStateAppearance backgroundImage
    state.backgroundImage = nil
    _ = state.backgroundImage
    // api: UIBarButtonItemStateAppearance backgroundImagePositionAdjustment
    state.backgroundImagePositionAdjustment = UIOffset(horizontal: 0, vertical: 1)
    _ = state.backgroundImagePositionAdjustment
}

// UINavigationItem: what the bar shows for a controller.
@MainActor
private func controllersSurfaceUseNavigationItem(_ item: UINavigationItem, button: UIBarButtonItem, coder: NSCoder) {
    // api: UINavigationItem init(title:)
    _ = UINavigationItem(title: "Inbox")
    // api: UINavigationItem init(coder:)
    let _: UINavigationItem? = UINavigationItem(coder: coder)
    // api: UINavigationItem title
    item.title = nil
    _ = item.title
    // api: UINavigationItem attributedTitle
    item.attributedTitle = nil
    _ = item.attributedTitle as AttributedString?
    // api: UINavigationItem largeTitle
    item.largeTitle = nil
    let _: String? = item.largeTitle
    // api: UINavigationItem largeTitleDisplayMode
    item.largeTitleDisplayMode = .never
    _ = item.largeTitleDisplayMode
    // api: UINavigationItem LargeTitleDisplayMode
    let _: UINavigationItem.LargeTitleDisplayMode = .always
    // api: UINavigationItem subtitle
    item.subtitle = nil
    _ = item.subtitle
    // api: UINavigationItem attributedSubtitle
    item.attributedSubtitle = nil
    _ = item.attributedSubtitle as AttributedString?
    // api: UINavigationItem largeSubtitle
    item.largeSubtitle = nil
    let _: String? = item.largeSubtitle
    // api: UINavigationItem largeAttributedSubtitle
    item.largeAttributedSubtitle = nil
    _ = item.largeAttributedSubtitle as AttributedString?
    // api: UINavigationItem backBarButtonItem
    item.backBarButtonItem = nil
    _ = item.backBarButtonItem
    // api: UINavigationItem backButtonTitle
    item.backButtonTitle = nil
    _ = item.backButtonTitle
    // api: UINavigationItem backButtonDisplayMode
    item.backButtonDisplayMode = .minimal
    let _: UINavigationItem.BackButtonDisplayMode = item.backButtonDisplayMode
    // api: UINavigationItem BackButtonDisplayMode
    let _: UINavigationItem.BackButtonDisplayMode = .generic
    // api: UINavigationItem hidesBackButton
    item.hidesBackButton = true
    _ = item.hidesBackButton
    // api: UINavigationItem setHidesBackButton(_:animated:)
    item.setHidesBackButton(true, animated: true)
    // api: UINavigationItem backAction
    item.backAction = nil
    let _: UIAction? = item.backAction
    // api: UINavigationItem style
    item.style = .editor
    _ = item.style
    // api: UINavigationItem ItemStyle
    let _: UINavigationItem.ItemStyle = .browser
    // api: UINavigationItem titleView
    item.titleView = nil
    _ = item.titleView
    // api: UINavigationItem subtitleView
    item.subtitleView = nil
    let _: UIView? = item.subtitleView
    // api: UINavigationItem largeSubtitleView
    item.largeSubtitleView = nil
    let _: UIView? = item.largeSubtitleView
    // api: UINavigationItem leftBarButtonItems
    item.leftBarButtonItems = nil
    _ = item.leftBarButtonItems
    // api: UINavigationItem leftBarButtonItem
    item.leftBarButtonItem = nil
    _ = item.leftBarButtonItem
    // api: UINavigationItem rightBarButtonItems
    item.rightBarButtonItems = [button]
    _ = item.rightBarButtonItems
    // api: UINavigationItem rightBarButtonItem
    item.rightBarButtonItem = nil
    _ = item.rightBarButtonItem
    // api: UINavigationItem setLeftBarButtonItems(_:animated:)
    item.setLeftBarButtonItems(nil, animated: false)
    // api: UINavigationItem setLeftBarButton(_:animated:)
    item.setLeftBarButton(nil, animated: false)
    // api: UINavigationItem setRightBarButtonItems(_:animated:)
    item.setRightBarButtonItems([button], animated: true)
    // api: UINavigationItem setRightBarButton(_:animated:)
    item.setRightBarButton(nil, animated: true)
    // api: UINavigationItem prompt
    item.prompt = nil
    _ = item.prompt
    // api: UINavigationItem leftItemsSupplementBackButton
    item.leftItemsSupplementBackButton = true
    _ = item.leftItemsSupplementBackButton
    // api: UINavigationItem standardAppearance
    item.standardAppearance = nil
    _ = item.standardAppearance
    // api: UINavigationItem compactAppearance
    item.compactAppearance = nil
    _ = item.compactAppearance
    // api: UINavigationItem scrollEdgeAppearance
    item.scrollEdgeAppearance = nil
    _ = item.scrollEdgeAppearance
    // api: UINavigationItem compactScrollEdgeAppearance
    item.compactScrollEdgeAppearance = nil
    _ = item.compactScrollEdgeAppearance
    // api: UINavigationItem searchController
    item.searchController = nil
    _ = item.searchController
    // api: UINavigationItem hidesSearchBarWhenScrolling
    item.hidesSearchBarWhenScrolling = false
    _ = item.hidesSearchBarWhenScrolling
    // api: UINavigationItem preferredSearchBarPlacement
    item.preferredSearchBarPlacement = .stacked
    _ = item.preferredSearchBarPlacement
    // api: UINavigationItem SearchBarPlacement
    let _: UINavigationItem.SearchBarPlacement = .integrated
    // api: UINavigationItem searchBarPlacementAllowsExternalIntegration
    item.searchBarPlacementAllowsExternalIntegration = true
    let _: Bool = item.searchBarPlacementAllowsExternalIntegration
    // api: UINavigationItem searchBarPlacementAllowsToolbarIntegration
    item.searchBarPlacementAllowsToolbarIntegration = false
    let _: Bool = item.searchBarPlacementAllowsToolbarIntegration
    // api: UINavigationItem customizationIdentifier
    item.customizationIdentifier = nil
    let _: String? = item.customizationIdentifier
    // api: UINavigationItem titleMenuProvider
    item.titleMenuProvider = nil
    let _: (([UIMenuElement]) -> UIMenu?)? = item.titleMenuProvider
}

// UIBarButtonItem: initializers, actions, look and symbol effects.
@MainActor
private func controllersSurfaceUseBarButtonItem(_ button: UIBarButtonItem) {
    // api: UIBarButtonItem init(title:image:primaryAction:menu:)
    _ = UIBarButtonItem(title: "Add", image: nil, primaryAction: UIAction { _ in }, menu: nil)
    // api: UIBarButtonItem init()
    _ = UIBarButtonItem()
    // api: UIBarButtonItem init(systemItem:primaryAction:menu:)
    _ = UIBarButtonItem(systemItem: .add, primaryAction: nil, menu: nil)
    // api: UIBarButtonItem SystemItem
    let _: UIBarButtonItem.SystemItem = .close
    // api: UIBarButtonItem init(customView:)
    _ = UIBarButtonItem(customView: UIView())
    // api: UIBarButtonItem fixedSpace(_:)
    _ = UIBarButtonItem.fixedSpace(8)
    // api: UIBarButtonItem flexibleSpace()
    _ = UIBarButtonItem.flexibleSpace()
    // api: UIBarButtonItem customView
    button.customView = nil
    _ = button.customView
    // api: UIBarButtonItem primaryAction
    button.primaryAction = nil
    _ = button.primaryAction
    // api: UIBarButtonItem changesSelectionAsPrimaryAction
    button.changesSelectionAsPrimaryAction = true
    _ = button.changesSelectionAsPrimaryAction
    // api: UIBarButtonItem menu
    button.menu = nil
    _ = button.menu
    // api: UIBarButtonItem style
    button.style = .prominent
    _ = button.style
    // api: UIBarButtonItem Style
    let _: UIBarButtonItem.Style = .plain
    // api: UIBarButtonItem tintColor
    button.tintColor = nil
    _ = button.tintColor
    // api: UIBarButtonItem isHidden
    button.isHidden = true
    _ = button.isHidden
    // api: UIBarButtonItem isSelected
    button.isSelected = true
    _ = button.isSelected
    // api: UIBarButtonItem width
    button.width = 44
    _ = button.width
    // api: UIBarButtonItem possibleTitles
    button.possibleTitles = nil
    _ = button.possibleTitles as Set<String>?
}

// UIWindow: what a subclass overrides.
@MainActor
private final class ControllersSurfaceWindow: UIWindow {
    // api: UIWindow canBecomeKey
    override var canBecomeKey: Bool { true }
    // api: UIWindow becomeKey()
    override func becomeKey() { super.becomeKey() }
    // api: UIWindow resignKey()
    override func resignKey() { super.resignKey() }
}

// UIWindow: the root controller, key status, conversions and notifications.
@MainActor
private func controllersSurfaceUseWindow(_ window: UIWindow, scene: UIWindowScene) {
    // api: UIWindow init(windowScene:)
    _ = UIWindow(windowScene: scene)
    // api: UIWindow rootViewController
    window.rootViewController = nil
    _ = window.rootViewController
    // api: UIWindow windowLevel
    window.windowLevel = .alert
    let _: UIWindow.Level = window.windowLevel
    // api: UIWindow Level
    let _: UIWindow.Level = .statusBar
    // api: UIWindow canResizeToFitContent
    window.canResizeToFitContent = true
    let _: Bool = window.canResizeToFitContent
    // api: UIWindow isKeyWindow
    _ = window.isKeyWindow
    // api: UIWindow makeKeyAndVisible()
    window.makeKeyAndVisible()
    // api: UIWindow makeKey()
    window.makeKey()
    // api: UIWindow windowScene
    window.windowScene = nil
    _ = window.windowScene
    // api: UIWindow convert(_:to:)
    _ = window.convert(CGPoint.zero, to: nil as UIWindow?)
    _ = window.convert(CGRect.zero, to: nil as UIWindow?)
    // api: UIWindow convert(_:from:)
    _ = window.convert(CGRect.zero, from: nil as UIWindow?)
    _ = window.convert(CGPoint.zero, from: nil as UIWindow?)
    // api: UIWindow didBecomeVisibleNotification
    _ = UIWindow.didBecomeVisibleNotification as NSNotification.Name
    // api: UIWindow didBecomeHiddenNotification
    _ = UIWindow.didBecomeHiddenNotification as NSNotification.Name
    // api: UIWindow didBecomeKeyNotification
    _ = UIWindow.didBecomeKeyNotification as NSNotification.Name
    // api: UIWindow didResignKeyNotification
    _ = UIWindow.didResignKeyNotification as NSNotification.Name
    // api: UIWindow keyboardWillShowNotification
    _ = UIWindow.keyboardWillShowNotification as NSNotification.Name
    // api: UIWindow keyboardDidShowNotification
    _ = UIWindow.keyboardDidShowNotification as NSNotification.Name
    // api: UIWindow keyboardWillHideNotification
    _ = UIWindow.keyboardWillHideNotification as NSNotification.Name
    // api: UIWindow keyboardDidHideNotification
    _ = UIWindow.keyboardDidHideNotification as NSNotification.Name
    // api: UIWindow keyboardWillChangeFrameNotification
    _ = UIWindow.keyboardWillChangeFrameNotification as NSNotification.Name
    // api: UIWindow keyboardDidChangeFrameNotification
    _ = UIWindow.keyboardDidChangeFrameNotification as NSNotification.Name
    // api: UIWindow keyboardAnimationCurveUserInfoKey
    _ = UIWindow.keyboardAnimationCurveUserInfoKey as String
    // api: UIWindow keyboardAnimationDurationUserInfoKey
    _ = UIWindow.keyboardAnimationDurationUserInfoKey as String
    // api: UIWindow keyboardIsLocalUserInfoKey
    _ = UIWindow.keyboardIsLocalUserInfoKey as String
    // api: UIWindow keyboardFrameBeginUserInfoKey
    _ = UIWindow.keyboardFrameBeginUserInfoKey as String
    // api: UIWindow keyboardFrameEndUserInfoKey
    _ = UIWindow.keyboardFrameEndUserInfoKey as String
}

// UITabBarController: tabs, the sidebar and the tab bar.
@MainActor
private func controllersSurfaceUseTabBarController(_ tabs: UITabBarController, controller: UIViewController) {
    // api: UITabBarController delegate
    tabs.delegate = nil
    _ = tabs.delegate
    // api: UITabBarController tabBar
    let _: UITabBar = tabs.tabBar
    // api: UITabBarController viewControllers
    tabs.viewControllers = nil
    _ = tabs.viewControllers
    // api: UITabBarController setViewControllers(_:animated:)
    tabs.setViewControllers([controller], animated: false)
    // api: UITabBarController selectedViewController
    tabs.selectedViewController = nil
    _ = tabs.selectedViewController
    // api: UITabBarController selectedIndex
    tabs.selectedIndex = 1
    _ = tabs.selectedIndex
}

// UITabBarItem: a tab's item, badge and appearances.
@MainActor
private func controllersSurfaceUseTabBarItem(_ tabItem: UITabBarItem, coder: NSCoder) {
    // api: UITabBarItem init(tabBarSystemItem:tag:)
    _ = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
    // api: UITabBarItem init(title:image:tag:)
    _ = UITabBarItem(title: "Home", image: nil, tag: 0)
    // api: UITabBarItem init(title:image:selectedImage:)
    _ = UITabBarItem(title: "Home", image: nil, selectedImage: nil)
    // api: UITabBarItem init()
    let _: UITabBarItem = UITabBarItem()
    // api: UITabBarItem init(coder:)
    let _: UITabBarItem? = UITabBarItem(coder: coder)
    // api: UITabBarItem SystemItem
    let _: UITabBarItem.SystemItem = .more
    // api: UITabBarItem selectedImage
    tabItem.selectedImage = nil
    _ = tabItem.selectedImage
    // api: UITabBarItem standardAppearance
    tabItem.standardAppearance = nil
    let _: UITabBarAppearance? = tabItem.standardAppearance
    // api: UITabBarItem scrollEdgeAppearance
    tabItem.scrollEdgeAppearance = nil
    let _: UITabBarAppearance? = tabItem.scrollEdgeAppearance
    // api: UITabBarItem titlePositionAdjustment
    tabItem.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
    let _: UIOffset = tabItem.titlePositionAdjustment
    // api: UITabBarItem badgeValue
    tabItem.badgeValue = nil
    _ = tabItem.badgeValue
    // api: UITabBarItem badgeColor
    tabItem.badgeColor = nil
    _ = tabItem.badgeColor
    // api: UITabBarItem setBadgeTextAttributes(_:for:)
    tabItem.setBadgeTextAttributes(nil, for: .normal)
    // api: UITabBarItem badgeTextAttributes(for:)
    let _: [NSAttributedString.Key: Any]? = tabItem.badgeTextAttributes(for: .normal)
}

@MainActor
private func controllersSurfaceUseBarItemBuilt502(_ barItem: UIBarItem, coder: NSCoder) {
    // api: UIBarItem init()
    _ = UIBarItem()
    // api: UIBarItem init(coder:)
    _ = UIBarItem(coder: coder)
    // api: UIBarItem title
    barItem.title = nil
    _ = barItem.title
    // api: UIBarItem image
    barItem.image = nil
    _ = barItem.image
    // api: UIBarItem landscapeImagePhone
    barItem.landscapeImagePhone = nil
    _ = barItem.landscapeImagePhone
    // api: UIBarItem largeContentSizeImage
    barItem.largeContentSizeImage = nil
    _ = barItem.largeContentSizeImage
    // api: UIBarItem imageInsets
    barItem.imageInsets = UIEdgeInsets(top: 2, left: 0, bottom: -2, right: 0)
    _ = barItem.imageInsets
    // api: UIBarItem landscapeImagePhoneInsets
    barItem.landscapeImagePhoneInsets = UIEdgeInsets(top: 1, left: 0, bottom: -1, right: 0)
    _ = barItem.landscapeImagePhoneInsets
    // api: UIBarItem largeContentSizeImageInsets
    barItem.largeContentSizeImageInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    _ = barItem.largeContentSizeImageInsets
    // api: UIBarItem isEnabled
    barItem.isEnabled = false
    _ = barItem.isEnabled
    // api: UIBarItem tag
    barItem.tag = 7
    _ = barItem.tag
    // api: UIBarItem setTitleTextAttributes(_:for:)
    barItem.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
    // api: UIBarItem titleTextAttributes(for:)
    _ = barItem.titleTextAttributes(for: .normal)
}

@MainActor
private func controllersSurfaceUseBarButtonItemBuilt502(_ button: UIBarButtonItem, image: UIImage, coder: NSCoder) {
    // api: UIBarButtonItem init(coder:)
    _ = UIBarButtonItem(coder: coder)
    // api: UIBarButtonItem fixedSpace()
    _ = UIBarButtonItem.fixedSpace()
    // api: UIBarButtonItem creatingOptionalGroup(customizationIdentifier:isInDefaultCustomization:)
    _ = button.creatingOptionalGroup(customizationIdentifier: "share", isInDefaultCustomization: true)
    // api: UIBarButtonItem creatingFixedGroup()
    _ = button.creatingFixedGroup() as UIBarButtonItemGroup
    // api: UIBarButtonItem creatingMovableGroup(customizationIdentifier:)
    _ = button.creatingMovableGroup(customizationIdentifier: "move")
    // api: UIBarButtonItem target
    button.target = nil
    _ = button.target
    // api: UIBarButtonItem preferredMenuElementOrder
    button.preferredMenuElementOrder = .fixed
    _ = button.preferredMenuElementOrder
    // api: UIBarButtonItem backButtonBackgroundImage(for:barMetrics:)
    _ = button.backButtonBackgroundImage(for: .normal, barMetrics: .default)
    // api: UIBarButtonItem setBackButtonBackgroundImage(_:for:barMetrics:)
    button.setBackButtonBackgroundImage(nil, for: .normal, barMetrics: .default)
    // api: UIBarButtonItem backButtonTitlePositionAdjustment(for:)
    _ = button.backButtonTitlePositionAdjustment(for: .default) as UIOffset
    // api: UIBarButtonItem setBackButtonTitlePositionAdjustment(_:for:)
    button.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -4, vertical: 0), for: .default)
    // api: UIBarButtonItem backButtonBackgroundVerticalPositionAdjustment(for:)
    _ = button.backButtonBackgroundVerticalPositionAdjustment(for: .compact) as CGFloat
    // api: UIBarButtonItem setBackButtonBackgroundVerticalPositionAdjustment(_:for:)
    button.setBackButtonBackgroundVerticalPositionAdjustment(1, for: .compact)
    // api: UIBarButtonItem backgroundVerticalPositionAdjustment(for:)
    _ = button.backgroundVerticalPositionAdjustment(for: .default) as CGFloat
    // api: UIBarButtonItem setBackgroundVerticalPositionAdjustment(_:for:)
    button.setBackgroundVerticalPositionAdjustment(1, for: .default)
    // api: UIBarButtonItem backgroundImage(for:barMetrics:)
    _ = button.backgroundImage(for: .highlighted, barMetrics: .default)
    // api: UIBarButtonItem setBackgroundImage(_:for:barMetrics:)
    button.setBackgroundImage(nil, for: .highlighted, barMetrics: .default)
    // api: UIBarButtonItem backgroundImage(for:style:barMetrics:)
    _ = button.backgroundImage(for: .normal, style: .plain, barMetrics: .default)
    // api: UIBarButtonItem setBackgroundImage(_:for:style:barMetrics:)
    button.setBackgroundImage(nil, for: .normal, style: .plain, barMetrics: .default)
    // api: UIBarButtonItem titlePositionAdjustment(for:)
    _ = button.titlePositionAdjustment(for: .default) as UIOffset
    // api: UIBarButtonItem setTitlePositionAdjustment(_:for:)
    button.setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: 2), for: .default)
    // api: UIBarButtonItem isSymbolAnimationEnabled
    button.isSymbolAnimationEnabled = true
    _ = button.isSymbolAnimationEnabled
    // api: UIBarButtonItem buttonGroup
    _ = button.buttonGroup
    // api: UIBarButtonItem menuRepresentation
    button.menuRepresentation = nil
    _ = button.menuRepresentation
    // api: UIBarButtonItem badge
    button.badge = nil
    _ = button.badge
    // api: UIBarButtonItem Badge
    let _: UIBarButtonItem.Badge = .count(3)
    // api: UIBarButtonItem hidesSharedBackground
    button.hidesSharedBackground = true
    _ = button.hidesSharedBackground
    // api: UIBarButtonItem sharesBackground
    button.sharesBackground = false
    _ = button.sharesBackground
    // api: UIBarButtonItem identifier
    button.identifier = nil
    _ = button.identifier
}

@MainActor
private final class ControllersSurfaceViewControllerBuilt114: UIViewController {
    // api: UIViewController updateProperties()
    override func updateProperties() { super.updateProperties() }
    // api: UIViewController prefersInterfaceOrientationLocked
    override var prefersInterfaceOrientationLocked: Bool { true }
    // api: UIViewController childForInterfaceOrientationLock
    override var childForInterfaceOrientationLock: UIViewController? { children.first }
    // api: UIViewController childForScreenEdgesDeferringSystemGestures
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    // api: UIViewController childForHomeIndicatorAutoHidden
    override var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    // api: UIViewController prefersPointerLocked
    override var prefersPointerLocked: Bool { true }
    // api: UIViewController childViewControllerForPointerLock
    override var childViewControllerForPointerLock: UIViewController? { nil }
    // api: UIViewController performsActionsWhilePresentingModally
    override var performsActionsWhilePresentingModally: Bool { false }
}

@MainActor
private func controllersSurfaceUseViewControllerBuilt114(_ controller: UIViewController, other: UIViewController) {
    // api: UIViewController nibBundle
    _ = controller.nibBundle
    // api: UIViewController updatePropertiesIfNeeded()
    controller.updatePropertiesIfNeeded()
    // api: UIViewController setNeedsUpdateProperties()
    controller.setNeedsUpdateProperties()
    // api: UIViewController setNeedsUpdateOfPrefersInterfaceOrientationLocked()
    controller.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
    // api: UIViewController showDetailTargetDidChangeNotification
    _ = UIViewController.showDetailTargetDidChangeNotification as NSNotification.Name
    // api: UIViewController restoresFocusAfterTransition
    controller.restoresFocusAfterTransition = false
    _ = controller.restoresFocusAfterTransition
    // api: UIViewController hierarchyInconsistencyException
    _ = UIViewController.hierarchyInconsistencyException as NSExceptionName
    // api: UIViewController focusGroupIdentifier
    controller.focusGroupIdentifier = nil
    _ = controller.focusGroupIdentifier
    // api: UIViewController setNeedsUpdateOfPrefersPointerLocked()
    controller.setNeedsUpdateOfPrefersPointerLocked()
    // api: UIViewController modalPresentationCapturesStatusBarAppearance
    controller.modalPresentationCapturesStatusBarAppearance = true
    _ = controller.modalPresentationCapturesStatusBarAppearance
    // api: UIViewController interactionActivityTrackingBaseName
    controller.interactionActivityTrackingBaseName = nil
    _ = controller.interactionActivityTrackingBaseName
}

@MainActor
private func controllersSurfaceUseNavigationControllerBuilt598(_ navigation: UINavigationController) {
    // api: UINavigationController init(navigationBarClass:toolbarClass:)
    _ = UINavigationController(navigationBarClass: UINavigationBar.self, toolbarClass: nil)
    // api: UINavigationController interactiveContentPopGestureRecognizer
    _ = navigation.interactiveContentPopGestureRecognizer
    // api: UINavigationController barHideOnTapGestureRecognizer
    _ = navigation.barHideOnTapGestureRecognizer as UITapGestureRecognizer
    // api: UINavigationController barHideOnSwipeGestureRecognizer
    _ = navigation.barHideOnSwipeGestureRecognizer as UIPanGestureRecognizer
}

@MainActor
private func controllersSurfaceUseNavigationBarBuilt598(_ bar: UINavigationBar) {
    // api: UINavigationBar delegate
    bar.delegate = nil
    _ = bar.delegate
    // api: UINavigationBar titleVerticalPositionAdjustment(for:)
    _ = bar.titleVerticalPositionAdjustment(for: .default) as CGFloat
    // api: UINavigationBar setTitleVerticalPositionAdjustment(_:for:)
    bar.setTitleVerticalPositionAdjustment(2, for: .compact)
    // api: UINavigationBar backgroundImage(for:barMetrics:)
    _ = bar.backgroundImage(for: .topAttached, barMetrics: .default)
    // api: UINavigationBar setBackgroundImage(_:for:barMetrics:)
    bar.setBackgroundImage(nil, for: .any, barMetrics: .default)
    // api: UINavigationBar behavioralStyle
    _ = bar.behavioralStyle as UIBehavioralStyle
    // api: UINavigationBar preferredBehavioralStyle
    bar.preferredBehavioralStyle = .pad
    _ = bar.preferredBehavioralStyle
    // api: UINavigationBar currentNSToolbarSection
    _ = bar.currentNSToolbarSection
    // api: UINavigationBar NSToolbarSection
    let _: UINavigationBar.NSToolbarSection = .content
}

@MainActor
private func controllersSurfaceUseBarAppearanceBuilt598(_ coder: NSCoder) {
    // api: UIBarAppearance init(coder:)
    let decoded: UIBarAppearance = UIBarAppearance(coder: coder)
    _ = decoded
}

@MainActor
private func controllersSurfaceUseNavigationBarAppearanceBuilt598(_ appearance: UINavigationBarAppearance) {
    // api: UINavigationBarAppearance subtitleTextAttributes
    appearance.subtitleTextAttributes = [.foregroundColor: UIColor.label]
    _ = appearance.subtitleTextAttributes
    // api: UINavigationBarAppearance largeSubtitleTextAttributes
    appearance.largeSubtitleTextAttributes = [.foregroundColor: UIColor.label]
    _ = appearance.largeSubtitleTextAttributes
    // api: UINavigationBarAppearance backIndicatorImage
    _ = appearance.backIndicatorImage as UIImage
    // api: UINavigationBarAppearance backIndicatorTransitionMaskImage
    _ = appearance.backIndicatorTransitionMaskImage as UIImage
}

@MainActor
private func controllersSurfaceUseBarButtonItemAppearanceBuilt598(
    _ appearance: UIBarButtonItemAppearance, coder: NSCoder
) {
    // api: UIBarButtonItemAppearance init(coder:)
    let decoded: UIBarButtonItemAppearance = UIBarButtonItemAppearance(coder: coder)
    _ = decoded
    // api: UIBarButtonItemAppearance copy()
    let copied: UIBarButtonItemAppearance = appearance.copy()
    _ = copied
}

@MainActor
private func controllersSurfaceUseViewControllerBuilt868(_ controller: UIViewController, other: UIViewController) {
    // api: UIViewController traitOverrides
    controller.traitOverrides.userInterfaceStyle = .dark
    _ = controller.traitOverrides
    // api: UIViewController updateTraitsIfNeeded()
    controller.updateTraitsIfNeeded()
}

@MainActor
private func controllersSurfaceUseViewControllerBuilt747(_ controller: UIViewController, other: UIViewController) {
    // api: UIViewController transitioningDelegate
    controller.transitioningDelegate = nil
    _ = controller.transitioningDelegate
}

@MainActor
private final class ControllersSurfaceNavigationDelegateBuilt747: NSObject, UINavigationControllerDelegate {
    // api: UINavigationControllerDelegate navigationController(_:animationControllerFor:from:to:)
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
    // api: UINavigationControllerDelegate navigationController(_:interactionControllerFor:)
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        nil
    }
    // api: UINavigationControllerDelegate navigationControllerPreferredInterfaceOrientationForPresentation(_:)
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
        .portrait
    }
    // api: UINavigationControllerDelegate navigationControllerSupportedInterfaceOrientations(_:)
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    {
        .portrait
    }
}

@MainActor
private func controllersSurfaceUseNavigationItemBuilt394(_ item: UINavigationItem) {
    // api: UINavigationItem centerItemGroups
    item.centerItemGroups = []
    _ = item.centerItemGroups as [UIBarButtonItemGroup]
    // api: UINavigationItem leadingItemGroups
    item.leadingItemGroups = []
    _ = item.leadingItemGroups as [UIBarButtonItemGroup]
    // api: UINavigationItem trailingItemGroups
    item.trailingItemGroups = []
    _ = item.trailingItemGroups as [UIBarButtonItemGroup]
    // api: UINavigationItem pinnedTrailingGroup
    item.pinnedTrailingGroup = nil
    _ = item.pinnedTrailingGroup
    // api: UINavigationItem searchBarPlacement
    _ = item.searchBarPlacement as UINavigationItem.SearchBarPlacement
    // api: UINavigationItem searchBarPlacementBarButtonItem
    _ = item.searchBarPlacementBarButtonItem as UIBarButtonItem
    // api: UINavigationItem additionalOverflowItems
    item.additionalOverflowItems = nil
    _ = item.additionalOverflowItems
    // api: UINavigationItem overflowPresentationSource
    _ = item.overflowPresentationSource
    // api: UINavigationItem documentProperties
    item.documentProperties = nil
    _ = item.documentProperties
    // api: UINavigationItem renameDelegate
    item.renameDelegate = nil
    _ = item.renameDelegate
}

@MainActor
private func controllersSurfaceUseViewControllerBuilt956(_ controller: UIViewController, other: UIViewController) {
    // api: UIViewController tab
    _ = controller.tab
}

@MainActor
private func controllersSurfaceUseTabBarControllerBuilt956(_ tabs: UITabBarController) {
    // api: UITabBarController init(tabs:)
    _ = UITabBarController(tabs: [])
    // api: UITabBarController tabs
    tabs.tabs = []
    _ = tabs.tabs as [UITab]
    // api: UITabBarController setTabs(_:animated:)
    tabs.setTabs([], animated: false)
    // api: UITabBarController mode
    tabs.mode = .tabSidebar
    _ = tabs.mode
    // api: UITabBarController Mode
    let _: UITabBarController.Mode = .automatic
    // api: UITabBarController sidebar
    _ = tabs.sidebar as UITabBarController.Sidebar
    // api: UITabBarController Sidebar
    _ = UITabBarController.Sidebar.self
    // api: UITabBarController contentLayoutGuide
    _ = tabs.contentLayoutGuide as UILayoutGuide
    // api: UITabBarController tabBarMinimizeBehavior
    tabs.tabBarMinimizeBehavior = .onScrollDown
    _ = tabs.tabBarMinimizeBehavior
    // api: UITabBarController MinimizeBehavior
    let _: UITabBarController.MinimizeBehavior = .automatic
    // api: UITabBarController isTabBarHidden
    tabs.isTabBarHidden = true
    _ = tabs.isTabBarHidden
    // api: UITabBarController setTabBarHidden(_:animated:)
    tabs.setTabBarHidden(false, animated: true)
    // api: UITabBarController bottomAccessory
    tabs.bottomAccessory = nil
    _ = tabs.bottomAccessory
    // api: UITabBarController setBottomAccessory(_:animated:)
    tabs.setBottomAccessory(nil, animated: true)
    // api: UITabBarController compactTabIdentifiers
    tabs.compactTabIdentifiers = nil
    _ = tabs.compactTabIdentifiers
    // api: UITabBarController customizationIdentifier
    tabs.customizationIdentifier = nil
    _ = tabs.customizationIdentifier
    // api: UITabBarController tab(forIdentifier:)
    _ = tabs.tab(forIdentifier: "home")
    // api: UITabBarController customizableViewControllers
    tabs.customizableViewControllers = nil
    _ = tabs.customizableViewControllers
    // api: UITabBarController moreNavigationController
    _ = tabs.moreNavigationController as UINavigationController
    // api: UITabBarController selectedTab
    tabs.selectedTab = nil
    _ = tabs.selectedTab
}

@MainActor
private final class ControllersSurfaceViewControllerBuilt535: UIViewController {
    // api: UIViewController ViewLoading
    @ViewLoading var headerView: UIView
}

@MainActor
private func controllersSurfaceUseViewControllerBuilt535(_ controller: UIViewController, other: UIViewController) {
    // api: UIViewController transition(from:to:duration:options:animations:completion:)
    controller.transition(from: other, to: other, duration: 0.3, options: [], animations: nil, completion: nil)
    // api: UIViewController setContentScrollView(_:for:)
    controller.setContentScrollView(nil, for: .top)
    // api: UIViewController setContentScrollView(_:)
    controller.setContentScrollView(nil)
    // api: UIViewController contentScrollView(for:)
    _ = controller.contentScrollView(for: .top)
    // api: UIViewController preferredTransition
    controller.preferredTransition = nil
    _ = controller.preferredTransition
    // api: UIViewController Transition
    let _: UIViewController.Transition = .crossDissolve
}

@MainActor
private func controllersSurfaceUseViewControllerBuilt591(_ controller: UIViewController, other: UIViewController) {
    // api: UIViewController ShowDetailTargetDidChangeMessage
    _ = UIViewController.ShowDetailTargetDidChangeMessage(viewController: controller)
}

@MainActor
private func controllersSurfaceUseWindowBuilt591(_ window: UIWindow) {
    // api: UIWindow DidBecomeHiddenMessage
    _ = UIWindow.DidBecomeHiddenMessage.self
    // api: UIWindow DidBecomeKeyMessage
    _ = UIWindow.DidBecomeKeyMessage.self
    // api: UIWindow DidBecomeVisibleMessage
    _ = UIWindow.DidBecomeVisibleMessage.self
    // api: UIWindow DidResignKeyMessage
    _ = UIWindow.DidResignKeyMessage(window: window)
}

@MainActor
private final class ControllersSurfaceWindowBuilt131: UIWindow {
    // api: UIWindow sendEvent(_:)
    override func sendEvent(_ event: UIEvent) { super.sendEvent(event) }
}

private final class ControllersSplitOverrides: UIViewController {
    // api: UIViewController collapseSecondaryViewController(_:for:)
    override func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        super.collapseSecondaryViewController(secondaryViewController, for: splitViewController)
    }
    // api: UIViewController separateSecondaryViewController(for:)
    override func separateSecondaryViewController(for splitViewController: UISplitViewController)
        -> UIViewController?
    {
        super.separateSecondaryViewController(for: splitViewController)
    }
}

@MainActor private func controllersSplitUses(_ controller: UIViewController) {
    // api: UIViewController splitViewController
    _ = controller.splitViewController
}

// Members bars and windows get from protocols (UISpringLoadedInteractionSupporting, UIAccessibilityIdentification)
// and the toolbar's positioned images.
@MainActor private func controllersProtocolMembers(item: UIBarButtonItem, tab: UITabBarItem, window: UIWindow) {
    // api: UIBarButtonItem isSpringLoaded
    item.isSpringLoaded = true
    // api: UIBarButtonItem addSymbolEffect(_:options:animated:)
    item.addSymbolEffect(.bounce, options: .default, animated: true)
    // api: UIBarButtonItem setSymbolImage(_:contentTransition:options:)
    item.setSymbolImage(UIImage(systemName: "bell")!, contentTransition: .replace, options: .default)
    // api: UIBarButtonItem removeSymbolEffect(ofType:options:animated:)
    item.removeSymbolEffect(ofType: .pulse, options: .default, animated: true)
    // api: UIBarButtonItem removeAllSymbolEffects(options:animated:)
    item.removeAllSymbolEffects(options: .default, animated: false)
    // api: UITabBarItem accessibilityIdentifier
    tab.accessibilityIdentifier = "tab.home"
    // api: UIWindow screen
    let _: UIScreen = window.screen
    let toolbar = UIToolbar()
    // api: UIToolbar setBackgroundImage(_:forToolbarPosition:barMetrics:)
    toolbar.setBackgroundImage(UIImage(), forToolbarPosition: .any, barMetrics: .default)
    // api: UIToolbar backgroundImage(forToolbarPosition:barMetrics:)
    let _: UIImage? = toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default)
    // api: UIToolbar setShadowImage(_:forToolbarPosition:)
    toolbar.setShadowImage(UIImage(), forToolbarPosition: .any)
    // api: UIToolbar shadowImage(forToolbarPosition:)
    let _: UIImage? = toolbar.shadowImage(forToolbarPosition: .any)
}

// UIStateRestoring, as an older app's controller saves and restores its place.
@MainActor private final class ControllersRestoringViewController: UIViewController, UIViewControllerRestoration {
    var selectedRow = 0
    // api: UIStateRestoring encodeRestorableState(with:)
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
    }
    // api: UIStateRestoring decodeRestorableState(with:)
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
    }
    // api: UIStateRestoring applicationFinishedRestoringState()
    override func applicationFinishedRestoringState() {
        // api: UIViewController restorationClass
        restorationClass = ControllersRestoringViewController.self
    }
    // api: UIViewControllerRestoration viewController(withRestorationIdentifierPath:coder:)
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
        -> UIViewController?
    { ControllersRestoringViewController() }
}

// UIToolbarDelegate, as a screen with a toolbar at its top says where it sits.
@MainActor private final class ControllersToolbarScreen: UIViewController, UIToolbarDelegate {
    let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        // api: UIToolbar delegate
        toolbar.delegate = self
        // api: UIToolbar barPosition
        let _: UIBarPosition = toolbar.barPosition
    }

    // api: UIBarPositioningDelegate position(for:)
    func position(for bar: any UIBarPositioning) -> UIBarPosition { .top }
}

@MainActor private final class ControllersSurfaceShortcuts: UIViewController {
    func refresh() {}

    func install() {
        let command = UIKeyCommand(input: "r", modifierFlags: .command, action: ControllersSurfaceShortcuts.refresh)
        // api: UIViewController addKeyCommand(_:)
        addKeyCommand(command)
        // api: UIViewController removeKeyCommand(_:)
        removeKeyCommand(command)
    }
}

// UIViewController state restoration, and a storyboard's scenes and segues written as code.
@MainActor private final class ControllersStoryboardListViewController: UIViewController {
    // api: UIViewController encodeRestorableState(with:)
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode("list", forKey: "screen")
    }
    // api: UIViewController decodeRestorableState(with:)
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        _ = coder.decodeObject(forKey: "screen") as? String
    }
    // api: UIViewController applicationFinishedRestoringState()
    override func applicationFinishedRestoringState() {
        super.applicationFinishedRestoringState()
        // api: UIViewController storyboard
        let detail = storyboard?.instantiateViewController(withIdentifier: "Detail")
        _ = detail
        // api: UIViewController performSegue(withIdentifier:sender:)
        performSegue(withIdentifier: "showDetail", sender: self)
    }
}
