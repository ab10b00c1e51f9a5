// Compile-only: UIKit's alert, share-sheet, page, split view, tab bar and picker API as a UIKit client writes it
// (UIKit's labels, optionality and overridability), type-checked against ReuseKit's UIKit module; nothing here runs.
// Each use carries its `// api:` marker; the list is Tests/ReuseKitTests/UIKitSurface/Screens/UIKitSystemControllersAPI.txt.
// UIKitSurfaceTests checks every member is here or listed in UIKitScreenSurface.md as not on Linux or still to build.

import UIKit

// UIAlertController and UIAlertAction: an alert, its actions and text fields.
@MainActor
private func controllersUseAlertController(_ alert: UIAlertController, field: UITextField) {
    // api: UIAlertController init(title:message:preferredStyle:)
    let made: UIAlertController = UIAlertController(
        title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
    _ = made
    // api: UIAlertController title
    alert.title = "Rename"
    let _: String? = alert.title
    // api: UIAlertController message
    alert.message = nil
    let _: String? = alert.message
    // api: UIAlertController preferredStyle
    let _: UIAlertController.Style = alert.preferredStyle
    // api: UIAlertController addAction(_:)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    // api: UIAlertController actions
    let _: [UIAlertAction] = alert.actions
    // api: UIAlertController preferredAction
    alert.preferredAction = alert.actions.first
    let _: UIAlertAction? = alert.preferredAction
    // api: UIAlertController addTextField(configurationHandler:)
    alert.addTextField { (textField: UITextField) in
        textField.placeholder = "Name"
    }
    alert.addTextField()
    // api: UIAlertController textFields
    let _: [UITextField]? = alert.textFields
    // api: UIAlertController severity
    alert.severity = .critical
    let _: UIAlertControllerSeverity = alert.severity
    // api: UIAlertController Style
    let style: UIAlertController.Style = .actionSheet
    _ = style
    // api: UIAlertController.Style actionSheet
    let _: UIAlertController.Style = .actionSheet
    // api: UIAlertController.Style alert
    let _: UIAlertController.Style = .alert
}

@MainActor
private func controllersUseAlertAction(_ action: UIAlertAction) {
    // api: UIAlertAction init(title:style:handler:)
    let made: UIAlertAction = UIAlertAction(title: "Delete", style: .destructive) { (chosen: UIAlertAction) in
        _ = chosen.title
    }
    _ = made
    _ = UIAlertAction(title: "Cancel", style: .cancel, handler: nil)
    // api: UIAlertAction title
    let _: String? = action.title
    // api: UIAlertAction style
    let _: UIAlertAction.Style = action.style
    // api: UIAlertAction isEnabled
    action.isEnabled = false
    let _: Bool = action.isEnabled
    // api: UIAlertAction Style
    let style: UIAlertAction.Style = .default
    _ = style
    // api: UIAlertAction.Style default
    let _: UIAlertAction.Style = .default
    // api: UIAlertAction.Style cancel
    let _: UIAlertAction.Style = .cancel
    // api: UIAlertAction.Style destructive
    let _: UIAlertAction.Style = .destructive
}

// UIActivityViewController: the share sheet.
@MainActor
private func controllersUseActivityViewController(_ share: UIActivityViewController, activity: UIActivity) {
    // api: UIActivityViewController init(activityItems:applicationActivities:)
    let made: UIActivityViewController = UIActivityViewController(
        activityItems: ["text", URL(fileURLWithPath: "/tmp/file.txt")], applicationActivities: [activity]
    )
    _ = made
    _ = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
    // api: UIActivityViewController init(activityItemsConfiguration:)
    func makeSheet(_ configuration: any UIActivityItemsConfigurationReading) -> UIActivityViewController {
        UIActivityViewController(activityItemsConfiguration: configuration)
    }
    // api: UIActivityViewController completionWithItemsHandler
    share.completionWithItemsHandler = {
        (activityType: UIActivity.ActivityType?, completed: Bool, returnedItems: [Any]?, error: (any Error)?) in
        _ = (activityType, completed, returnedItems, error)
    }
    let _: UIActivityViewController.CompletionWithItemsHandler? = share.completionWithItemsHandler
    // api: UIActivityViewController CompletionWithItemsHandler
    let handler: UIActivityViewController.CompletionWithItemsHandler = { _, _, _, _ in }
    _ = handler
    // api: UIActivityViewController CompletionHandler
    let legacyHandler: UIActivityViewController.CompletionHandler = {
        (activityType: UIActivity.ActivityType?, completed: Bool) in
        _ = (activityType, completed)
    }
    _ = legacyHandler
    // api: UIActivityViewController excludedActivityTypes
    share.excludedActivityTypes = [.airDrop, .print]
    let _: [UIActivity.ActivityType]? = share.excludedActivityTypes
    // api: UIActivityViewController excludedActivitySectionTypes
    share.excludedActivitySectionTypes = [.peopleSuggestions]
    let _: UIActivitySectionTypes = share.excludedActivitySectionTypes
    // api: UIActivityViewController allowsProminentActivity
    share.allowsProminentActivity = false
    let _: Bool = share.allowsProminentActivity
}

// UIActivity: an app's own service, as a subclass writes it.
private final class ControllersActivity: UIActivity {
    // api: UIActivity activityType
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.reuse.archive") }
    // api: UIActivity activityTitle
    override var activityTitle: String? { "Archive" }
    // api: UIActivity activityImage
    override var activityImage: UIImage? { nil }
    // api: UIActivity activityCategory
    override class var activityCategory: UIActivity.Category { .action }
    // api: UIActivity canPerform(withActivityItems:)
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { !activityItems.isEmpty }
    // api: UIActivity prepare(withActivityItems:)
    override func prepare(withActivityItems activityItems: [Any]) { super.prepare(withActivityItems: activityItems) }
    // api: UIActivity activityViewController
    override var activityViewController: UIViewController? { nil }
    // api: UIActivity perform()
    override func perform() {
        // api: UIActivity activityDidFinish(_:)
        activityDidFinish(true)
    }
}

private func controllersUseActivityTypes() {
    // api: UIActivity ActivityType
    let type: UIActivity.ActivityType = UIActivity.ActivityType(rawValue: "com.example.reuse.archive")
    _ = type
    // api: UIActivity Category
    let category: UIActivity.Category = .share
    _ = category
}

// UIActivityItemSource: an item the share sheet asks for when an activity is chosen.
private final class ControllersActivityItemSource: NSObject, UIActivityItemSource {
    // api: UIActivityItemSource activityViewControllerPlaceholderItem(_:)
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
    // api: UIActivityItemSource activityViewController(_:itemForActivityType:)
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any? {
        "The shared text"
    }
    // api: UIActivityItemSource activityViewController(_:subjectForActivityType:)
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String {
        "Subject"
    }
    // api: UIActivityItemSource activityViewController(_:dataTypeIdentifierForActivityType:)
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String {
        "public.plain-text"
    }
    // api: UIActivityItemSource activityViewController(_:thumbnailImageForActivityType:suggestedSize:)
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
    ) -> UIImage? {
        nil
    }
}

// UIPageViewController: what a subclass declares.
@MainActor
private final class ControllersPageViewController: UIPageViewController {
    // api: UIPageViewController init(transitionStyle:navigationOrientation:options:)
    override init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        super.init(transitionStyle: style, navigationOrientation: navigationOrientation, options: options)
    }
    // api: UIPageViewController init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

// UIPageViewController: what a client calls, reads and sets.
@MainActor
private func controllersUsePageViewController(
    _ pages: UIPageViewController, page: UIViewController, source: ControllersPageSource,
    delegate: ControllersPageDelegate
) {
    _ = UIPageViewController(
        transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8]
    )
    // api: UIPageViewController OptionsKey
    let options: [UIPageViewController.OptionsKey: Any] = [
        .spineLocation: UIPageViewController.SpineLocation.mid.rawValue
    ]
    _ = options
    // api: UIPageViewController dataSource
    pages.dataSource = source
    let _: (any UIPageViewControllerDataSource)? = pages.dataSource
    // api: UIPageViewController setViewControllers(_:direction:animated:completion:)
    pages.setViewControllers([page], direction: .forward, animated: true) { (finished: Bool) in
        _ = finished
    }
    pages.setViewControllers(nil, direction: .reverse, animated: false, completion: nil)
    // api: UIPageViewController viewControllers
    let _: [UIViewController]? = pages.viewControllers
    // api: UIPageViewController gestureRecognizers
    let _: [UIGestureRecognizer] = pages.gestureRecognizers
    // api: UIPageViewController delegate
    pages.delegate = delegate
    let _: (any UIPageViewControllerDelegate)? = pages.delegate
    // api: UIPageViewController navigationOrientation
    let _: UIPageViewController.NavigationOrientation = pages.navigationOrientation
    // api: UIPageViewController spineLocation
    let _: UIPageViewController.SpineLocation = pages.spineLocation
    // api: UIPageViewController transitionStyle
    let _: UIPageViewController.TransitionStyle = pages.transitionStyle
    // api: UIPageViewController isDoubleSided
    pages.isDoubleSided = true
    let _: Bool = pages.isDoubleSided
    // api: UIPageViewController NavigationOrientation
    let _: UIPageViewController.NavigationOrientation = .vertical
    // api: UIPageViewController SpineLocation
    let _: UIPageViewController.SpineLocation = .min
    // api: UIPageViewController NavigationDirection
    let _: UIPageViewController.NavigationDirection = .reverse
    // api: UIPageViewController TransitionStyle
    let _: UIPageViewController.TransitionStyle = .pageCurl
}

// UIPageViewControllerDataSource: the pages before and after, and the page indicator.
@MainActor
private final class ControllersPageSource: NSObject, UIPageViewControllerDataSource {
    // api: UIPageViewControllerDataSource pageViewController(_:viewControllerBefore:)
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        nil
    }
    // api: UIPageViewControllerDataSource pageViewController(_:viewControllerAfter:)
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        nil
    }
    // api: UIPageViewControllerDataSource presentationCount(for:)
    func presentationCount(for pageViewController: UIPageViewController) -> Int { 3 }
    // api: UIPageViewControllerDataSource presentationIndex(for:)
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

// UIPageViewControllerDelegate: transitions, spine location and orientations.
@MainActor
private final class ControllersPageDelegate: NSObject, UIPageViewControllerDelegate {
    // api: UIPageViewControllerDelegate pageViewController(_:willTransitionTo:)
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    // api: UIPageViewControllerDelegate pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    // api: UIPageViewControllerDelegate pageViewController(_:spineLocationFor:)
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        .min
    }
    // api: UIPageViewControllerDelegate pageViewControllerSupportedInterfaceOrientations(_:)
    func pageViewControllerSupportedInterfaceOrientations(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientationMask {
        .all
    }
    // api: UIPageViewControllerDelegate pageViewControllerPreferredInterfaceOrientationForPresentation(_:)
    func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation {
        .portrait
    }
}

// UISplitViewController: what a subclass overrides.
@MainActor
private final class ControllersSplitViewController: UISplitViewController {
    // api: UISplitViewController init(nibName:bundle:)
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    // api: UISplitViewController init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
    // api: UISplitViewController show(_:sender:)
    override func show(_ vc: UIViewController, sender: Any?) { super.show(vc, sender: sender) }
    // api: UISplitViewController showDetailViewController(_:sender:)
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        super.showDetailViewController(vc, sender: sender)
    }
}

// UISplitViewController: columns, display modes and widths.
@MainActor
private func controllersUseSplitViewController(
    _ split: UISplitViewController, sidebar: UIViewController, delegate: ControllersSplitDelegate
) {
    // api: UISplitViewController init(style:)
    let made: UISplitViewController = UISplitViewController(style: .tripleColumn)
    _ = made
    // api: UISplitViewController style
    let _: UISplitViewController.Style = split.style
    // api: UISplitViewController Style
    let _: UISplitViewController.Style = .doubleColumn
    // api: UISplitViewController delegate
    split.delegate = delegate
    let _: (any UISplitViewControllerDelegate)? = split.delegate
    // api: UISplitViewController setViewController(_:for:)
    split.setViewController(sidebar, for: .primary)
    split.setViewController(nil, for: .inspector)
    // api: UISplitViewController viewController(for:)
    let _: UIViewController? = split.viewController(for: .secondary)
    // api: UISplitViewController viewControllers
    split.viewControllers = [sidebar]
    let _: [UIViewController] = split.viewControllers
    // api: UISplitViewController Column
    let _: UISplitViewController.Column = .supplementary
    let _: UISplitViewController.Column = .compact
    // api: UISplitViewController show(_:)
    split.show(.primary)
    // api: UISplitViewController hide(_:)
    split.hide(.primary)
    // api: UISplitViewController isShowing(_:)
    let _: Bool = split.isShowing(.inspector)
    // api: UISplitViewController preferredDisplayMode
    split.preferredDisplayMode = .oneBesideSecondary
    let _: UISplitViewController.DisplayMode = split.preferredDisplayMode
    // api: UISplitViewController displayMode
    let _: UISplitViewController.DisplayMode = split.displayMode
    // api: UISplitViewController DisplayMode
    let _: UISplitViewController.DisplayMode = .twoDisplaceSecondary
    // api: UISplitViewController displayModeButtonItem
    let _: UIBarButtonItem = split.displayModeButtonItem
    // api: UISplitViewController displayModeButtonVisibility
    split.displayModeButtonVisibility = .never
    let _: UISplitViewController.DisplayModeButtonVisibility = split.displayModeButtonVisibility
    // api: UISplitViewController DisplayModeButtonVisibility
    let _: UISplitViewController.DisplayModeButtonVisibility = .always
    // api: UISplitViewController preferredSplitBehavior
    split.preferredSplitBehavior = .tile
    let _: UISplitViewController.SplitBehavior = split.preferredSplitBehavior
    // api: UISplitViewController splitBehavior
    let _: UISplitViewController.SplitBehavior = split.splitBehavior
    // api: UISplitViewController SplitBehavior
    let _: UISplitViewController.SplitBehavior = .displace
    // api: UISplitViewController showsSecondaryOnlyButton
    split.showsSecondaryOnlyButton = true
    let _: Bool = split.showsSecondaryOnlyButton
    // api: UISplitViewController presentsWithGesture
    split.presentsWithGesture = false
    let _: Bool = split.presentsWithGesture
    // api: UISplitViewController isCollapsed
    let _: Bool = split.isCollapsed
    // api: UISplitViewController preferredPrimaryColumnWidthFraction
    split.preferredPrimaryColumnWidthFraction = 0.3
    let _: CGFloat = split.preferredPrimaryColumnWidthFraction
    // api: UISplitViewController preferredPrimaryColumnWidth
    split.preferredPrimaryColumnWidth = 320
    let _: CGFloat = split.preferredPrimaryColumnWidth
    // api: UISplitViewController minimumPrimaryColumnWidth
    split.minimumPrimaryColumnWidth = 240
    let _: CGFloat = split.minimumPrimaryColumnWidth
    // api: UISplitViewController maximumPrimaryColumnWidth
    split.maximumPrimaryColumnWidth = 400
    let _: CGFloat = split.maximumPrimaryColumnWidth
    // api: UISplitViewController primaryColumnWidth
    let _: CGFloat = split.primaryColumnWidth
    // api: UISplitViewController preferredSupplementaryColumnWidthFraction
    split.preferredSupplementaryColumnWidthFraction = 0.3
    let _: CGFloat = split.preferredSupplementaryColumnWidthFraction
    // api: UISplitViewController preferredSupplementaryColumnWidth
    split.preferredSupplementaryColumnWidth = 320
    let _: CGFloat = split.preferredSupplementaryColumnWidth
    // api: UISplitViewController minimumSupplementaryColumnWidth
    split.minimumSupplementaryColumnWidth = 240
    let _: CGFloat = split.minimumSupplementaryColumnWidth
    // api: UISplitViewController maximumSupplementaryColumnWidth
    split.maximumSupplementaryColumnWidth = 400
    let _: CGFloat = split.maximumSupplementaryColumnWidth
    // api: UISplitViewController supplementaryColumnWidth
    let _: CGFloat = split.supplementaryColumnWidth
    // api: UISplitViewController preferredSecondaryColumnWidthFraction
    split.preferredSecondaryColumnWidthFraction = 0.5
    let _: CGFloat = split.preferredSecondaryColumnWidthFraction
    // api: UISplitViewController preferredSecondaryColumnWidth
    split.preferredSecondaryColumnWidth = 500
    let _: CGFloat = split.preferredSecondaryColumnWidth
    // api: UISplitViewController minimumSecondaryColumnWidth
    split.minimumSecondaryColumnWidth = 300
    let _: CGFloat = split.minimumSecondaryColumnWidth
    // api: UISplitViewController preferredInspectorColumnWidthFraction
    split.preferredInspectorColumnWidthFraction = 0.25
    let _: CGFloat = split.preferredInspectorColumnWidthFraction
    // api: UISplitViewController preferredInspectorColumnWidth
    split.preferredInspectorColumnWidth = 280
    let _: CGFloat = split.preferredInspectorColumnWidth
    // api: UISplitViewController minimumInspectorColumnWidth
    split.minimumInspectorColumnWidth = 200
    let _: CGFloat = split.minimumInspectorColumnWidth
    // api: UISplitViewController maximumInspectorColumnWidth
    split.maximumInspectorColumnWidth = 360
    let _: CGFloat = split.maximumInspectorColumnWidth
    // api: UISplitViewController automaticDimension
    let _: CGFloat = UISplitViewController.automaticDimension
    // api: UISplitViewController primaryEdge
    split.primaryEdge = .trailing
    let _: UISplitViewController.PrimaryEdge = split.primaryEdge
    // api: UISplitViewController PrimaryEdge
    let _: UISplitViewController.PrimaryEdge = .leading
    // api: UISplitViewController primaryBackgroundStyle
    split.primaryBackgroundStyle = .sidebar
    let _: UISplitViewController.BackgroundStyle = split.primaryBackgroundStyle
    // api: UISplitViewController BackgroundStyle
    let _: UISplitViewController.BackgroundStyle = .none
    // api: UISplitViewController LayoutEnvironment
    let _: UISplitViewController.LayoutEnvironment = .collapsed
}

// UISplitViewControllerDelegate: display modes, collapsing, expanding and columns.
@MainActor
private final class ControllersSplitDelegate: NSObject, UISplitViewControllerDelegate {
    // api: UISplitViewControllerDelegate splitViewController(_:willChangeTo:)
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    // api: UISplitViewControllerDelegate targetDisplayModeForAction(in:)
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        .automatic
    }
    // api: UISplitViewControllerDelegate splitViewController(_:show:sender:)
    func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool {
        false
    }
    // api: UISplitViewControllerDelegate splitViewController(_:showDetail:sender:)
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool {
        false
    }
    // api: UISplitViewControllerDelegate primaryViewController(forCollapsing:)
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    // api: UISplitViewControllerDelegate primaryViewController(forExpanding:)
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    // api: UISplitViewControllerDelegate splitViewController(_:collapseSecondary:onto:)
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        true
    }
    // api: UISplitViewControllerDelegate splitViewController(_:separateSecondaryFrom:)
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        nil
    }
    // api: UISplitViewControllerDelegate splitViewControllerSupportedInterfaceOrientations(_:)
    func splitViewControllerSupportedInterfaceOrientations(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientationMask {
        .all
    }
    // api: UISplitViewControllerDelegate splitViewControllerPreferredInterfaceOrientationForPresentation(_:)
    func splitViewControllerPreferredInterfaceOrientationForPresentation(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientation {
        .portrait
    }
    // api: UISplitViewControllerDelegate splitViewController(_:topColumnForCollapsingToProposedTopColumn:)
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposedTopColumn
    }
    // api: UISplitViewControllerDelegate splitViewController(_:displayModeForExpandingToProposedDisplayMode:)
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }
    // api: UISplitViewControllerDelegate splitViewControllerDidCollapse(_:)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    // api: UISplitViewControllerDelegate splitViewControllerDidExpand(_:)
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    // api: UISplitViewControllerDelegate splitViewController(_:willShow:)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    // api: UISplitViewControllerDelegate splitViewController(_:willHide:)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    // api: UISplitViewControllerDelegate splitViewController(_:didShow:)
    func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) {}
    // api: UISplitViewControllerDelegate splitViewController(_:didHide:)
    func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column) {}
    // api: UISplitViewControllerDelegate splitViewControllerInteractivePresentationGestureWillBegin(_:)
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    // api: UISplitViewControllerDelegate splitViewControllerInteractivePresentationGestureDidEnd(_:)
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
}

// UITabBarControllerDelegate: tab selection, editing, customizing and transitions.
@MainActor
private final class ControllersTabBarControllerDelegate: NSObject, UITabBarControllerDelegate {
    // api: UITabBarControllerDelegate tabBarController(_:shouldSelectTab:)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }
    // api: UITabBarControllerDelegate tabBarController(_:didSelectTab:previousTab:)
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
    {}
    // api: UITabBarControllerDelegate tabBarController(_:shouldSelect:)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        true
    }
    // api: UITabBarControllerDelegate tabBarController(_:didSelect:)
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    // api: UITabBarControllerDelegate tabBarControllerSupportedInterfaceOrientations(_:)
    func tabBarControllerSupportedInterfaceOrientations(
        _ tabBarController: UITabBarController
    ) -> UIInterfaceOrientationMask {
        .portrait
    }
    // api: UITabBarControllerDelegate tabBarControllerPreferredInterfaceOrientationForPresentation(_:)
    func tabBarControllerPreferredInterfaceOrientationForPresentation(
        _ tabBarController: UITabBarController
    ) -> UIInterfaceOrientation {
        .portrait
    }
    // api: UITabBarControllerDelegate tabBarController(_:interactionControllerFor:)
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        nil
    }
    // api: UITabBarControllerDelegate tabBarController(_:animationControllerForTransitionFrom:to:)
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
}

// UITabBar: items, customizing and appearance.
@MainActor
private func controllersUseTabBar(_ tabBar: UITabBar, item: UITabBarItem, delegate: ControllersTabBarDelegate) {
    // api: UITabBar delegate
    tabBar.delegate = delegate
    let _: (any UITabBarDelegate)? = tabBar.delegate
    // api: UITabBar items
    tabBar.items = [item]
    let _: [UITabBarItem]? = tabBar.items
    // api: UITabBar setItems(_:animated:)
    tabBar.setItems([item], animated: true)
    tabBar.setItems(nil, animated: false)
    // api: UITabBar selectedItem
    tabBar.selectedItem = item
    let _: UITabBarItem? = tabBar.selectedItem
    // api: UITabBar beginCustomizingItems(_:)
    tabBar.beginCustomizingItems([item])
    // api: UITabBar endCustomizing(animated:)
    let _: Bool = tabBar.endCustomizing(animated: true)
    // api: UITabBar isCustomizing
    let _: Bool = tabBar.isCustomizing
    // api: UITabBar standardAppearance
    tabBar.standardAppearance = UITabBarAppearance()
    let _: UITabBarAppearance = tabBar.standardAppearance
    // api: UITabBar scrollEdgeAppearance
    tabBar.scrollEdgeAppearance = nil
    let _: UITabBarAppearance? = tabBar.scrollEdgeAppearance
    // api: UITabBar barStyle
    tabBar.barStyle = .black
    let _: UIBarStyle = tabBar.barStyle
    // api: UITabBar isTranslucent
    tabBar.isTranslucent = false
    let _: Bool = tabBar.isTranslucent
    // api: UITabBar barTintColor
    tabBar.barTintColor = nil
    let _: UIColor? = tabBar.barTintColor
    // api: UITabBar tintColor
    tabBar.tintColor = nil
    let _: UIColor = tabBar.tintColor
    // api: UITabBar unselectedItemTintColor
    tabBar.unselectedItemTintColor = .gray
    let _: UIColor? = tabBar.unselectedItemTintColor
    // api: UITabBar backgroundImage
    tabBar.backgroundImage = nil
    let _: UIImage? = tabBar.backgroundImage
    // api: UITabBar shadowImage
    tabBar.shadowImage = nil
    let _: UIImage? = tabBar.shadowImage
    // api: UITabBar selectionIndicatorImage
    tabBar.selectionIndicatorImage = nil
    let _: UIImage? = tabBar.selectionIndicatorImage
    // api: UITabBar itemPositioning
    tabBar.itemPositioning = .centered
    let _: UITabBar.ItemPositioning = tabBar.itemPositioning
    // api: UITabBar itemWidth
    tabBar.itemWidth = 80
    let _: CGFloat = tabBar.itemWidth
    // api: UITabBar itemSpacing
    tabBar.itemSpacing = 8
    let _: CGFloat = tabBar.itemSpacing
    // api: UITabBar ItemPositioning
    let _: UITabBar.ItemPositioning = .fill
    let _: UITabBar.ItemPositioning = .automatic
}

// UITabBarDelegate: selection and customizing.
@MainActor
private final class ControllersTabBarDelegate: NSObject, UITabBarDelegate {
    // api: UITabBarDelegate tabBar(_:didSelect:)
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    // api: UITabBarDelegate tabBar(_:willBeginCustomizing:)
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    // api: UITabBarDelegate tabBar(_:didBeginCustomizing:)
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    // api: UITabBarDelegate tabBar(_:willEndCustomizing:changed:)
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    // api: UITabBarDelegate tabBar(_:didEndCustomizing:changed:)
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

// UITabBarAppearance: item layouts, the selection indicator and stacked item positioning.
@MainActor
private func controllersUseTabBarAppearance(_ appearance: UITabBarAppearance, items: UITabBarItemAppearance) {
    // api: UITabBarAppearance stackedLayoutAppearance
    appearance.stackedLayoutAppearance = items
    let _: UITabBarItemAppearance = appearance.stackedLayoutAppearance
    // api: UITabBarAppearance inlineLayoutAppearance
    appearance.inlineLayoutAppearance = items
    let _: UITabBarItemAppearance = appearance.inlineLayoutAppearance
    // api: UITabBarAppearance compactInlineLayoutAppearance
    appearance.compactInlineLayoutAppearance = items
    let _: UITabBarItemAppearance = appearance.compactInlineLayoutAppearance
    // api: UITabBarAppearance selectionIndicatorTintColor
    appearance.selectionIndicatorTintColor = .systemBlue
    let _: UIColor? = appearance.selectionIndicatorTintColor
    // api: UITabBarAppearance selectionIndicatorImage
    appearance.selectionIndicatorImage = nil
    let _: UIImage? = appearance.selectionIndicatorImage
    // api: UITabBarAppearance stackedItemPositioning
    appearance.stackedItemPositioning = .centered
    let _: UITabBar.ItemPositioning = appearance.stackedItemPositioning
    // api: UITabBarAppearance stackedItemWidth
    appearance.stackedItemWidth = 76
    let _: CGFloat = appearance.stackedItemWidth
    // api: UITabBarAppearance stackedItemSpacing
    appearance.stackedItemSpacing = 12
    let _: CGFloat = appearance.stackedItemSpacing
}

// UIImagePickerController: sources, media types, camera and capture.
@MainActor
private func controllersUseImagePickerController(
    _ picker: UIImagePickerController, delegate: ControllersImagePickerDelegate, overlay: UIView
) {
    // api: UIImagePickerController isSourceTypeAvailable(_:)
    let _: Bool = UIImagePickerController.isSourceTypeAvailable(.camera)
    // api: UIImagePickerController availableMediaTypes(for:)
    let _: [String]? = UIImagePickerController.availableMediaTypes(for: .photoLibrary)
    // api: UIImagePickerController sourceType
    picker.sourceType = .photoLibrary
    let _: UIImagePickerController.SourceType = picker.sourceType
    // api: UIImagePickerController mediaTypes
    picker.mediaTypes = ["public.image", "public.movie"]
    let _: [String] = picker.mediaTypes
    // api: UIImagePickerController isCameraDeviceAvailable(_:)
    let _: Bool = UIImagePickerController.isCameraDeviceAvailable(.front)
    // api: UIImagePickerController isFlashAvailable(for:)
    let _: Bool = UIImagePickerController.isFlashAvailable(for: .rear)
    // api: UIImagePickerController availableCaptureModes(for:)
    let _: [NSNumber]? = UIImagePickerController.availableCaptureModes(for: .rear)
    // api: UIImagePickerController allowsEditing
    picker.allowsEditing = true
    let _: Bool = picker.allowsEditing
    // api: UIImagePickerController videoQuality
    picker.videoQuality = .typeHigh
    let _: UIImagePickerController.QualityType = picker.videoQuality
    // api: UIImagePickerController videoMaximumDuration
    picker.videoMaximumDuration = 30
    let _: TimeInterval = picker.videoMaximumDuration
    // api: UIImagePickerController videoExportPreset
    picker.videoExportPreset = "AVAssetExportPresetPassthrough"
    let _: String = picker.videoExportPreset
    // api: UIImagePickerController imageExportPreset
    picker.imageExportPreset = .current
    let _: UIImagePickerController.ImageURLExportPreset = picker.imageExportPreset
    // api: UIImagePickerController showsCameraControls
    picker.showsCameraControls = false
    let _: Bool = picker.showsCameraControls
    // api: UIImagePickerController cameraOverlayView
    picker.cameraOverlayView = overlay
    let _: UIView? = picker.cameraOverlayView
    // api: UIImagePickerController cameraViewTransform
    picker.cameraViewTransform = CGAffineTransform(scaleX: 1.2, y: 1.2)
    let _: CGAffineTransform = picker.cameraViewTransform
    // api: UIImagePickerController takePicture()
    picker.takePicture()
    // api: UIImagePickerController startVideoCapture()
    let _: Bool = picker.startVideoCapture()
    // api: UIImagePickerController stopVideoCapture()
    picker.stopVideoCapture()
    // api: UIImagePickerController cameraDevice
    picker.cameraDevice = .front
    let _: UIImagePickerController.CameraDevice = picker.cameraDevice
    // api: UIImagePickerController cameraCaptureMode
    picker.cameraCaptureMode = .video
    let _: UIImagePickerController.CameraCaptureMode = picker.cameraCaptureMode
    // api: UIImagePickerController cameraFlashMode
    picker.cameraFlashMode = .auto
    let _: UIImagePickerController.CameraFlashMode = picker.cameraFlashMode
    // api: UIImagePickerController SourceType
    let _: UIImagePickerController.SourceType = .savedPhotosAlbum
    // api: UIImagePickerController QualityType
    let _: UIImagePickerController.QualityType = .typeIFrame1280x720
    // api: UIImagePickerController CameraDevice
    let _: UIImagePickerController.CameraDevice = .rear
    // api: UIImagePickerController CameraCaptureMode
    let _: UIImagePickerController.CameraCaptureMode = .photo
    // api: UIImagePickerController CameraFlashMode
    let _: UIImagePickerController.CameraFlashMode = .on
    // api: UIImagePickerController ImageURLExportPreset
    let _: UIImagePickerController.ImageURLExportPreset = .compatible
    // api: UIImagePickerController InfoKey
    let _: UIImagePickerController.InfoKey = .originalImage
    let _: UIImagePickerController.InfoKey = .editedImage
}

// UIImagePickerControllerDelegate: the picked media, or a cancel.
@MainActor
private final class ControllersImagePickerDelegate: NSObject, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
{
    // api: UIImagePickerControllerDelegate imagePickerController(_:didFinishPickingMediaWithInfo:)
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        _ = info[.originalImage] as? UIImage
    }
    // api: UIImagePickerControllerDelegate imagePickerControllerDidCancel(_:)
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

// UIColorPickerViewController: the selected color and what the picker offers.
@MainActor
private func controllersUseColorPickerViewController(
    _ picker: UIColorPickerViewController, delegate: ControllersColorPickerDelegate
) {
    // api: UIColorPickerViewController init()
    let made: UIColorPickerViewController = UIColorPickerViewController()
    _ = made
    // api: UIColorPickerViewController delegate
    picker.delegate = delegate
    let _: (any UIColorPickerViewControllerDelegate)? = picker.delegate
    // api: UIColorPickerViewController selectedColor
    picker.selectedColor = .systemTeal
    let _: UIColor = picker.selectedColor
    // api: UIColorPickerViewController supportsAlpha
    picker.supportsAlpha = false
    let _: Bool = picker.supportsAlpha
    // api: UIColorPickerViewController supportsEyedropper
    picker.supportsEyedropper = false
    let _: Bool = picker.supportsEyedropper
    // api: UIColorPickerViewController maximumLinearExposure
    picker.maximumLinearExposure = 2
    let _: CGFloat = picker.maximumLinearExposure
}

// UIColorPickerViewControllerDelegate: selection and finishing.
@MainActor
private final class ControllersColorPickerDelegate: NSObject, UIColorPickerViewControllerDelegate {
    // api: UIColorPickerViewControllerDelegate colorPickerViewController(_:didSelect:continuously:)
    func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) {}
    // api: UIColorPickerViewControllerDelegate colorPickerViewControllerDidFinish(_:)
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

// UIPickerView: components, rows and selection.
@MainActor
private func controllersUsePickerView(
    _ picker: UIPickerView, source: ControllersPickerSource, delegate: ControllersPickerDelegate
) {
    // api: UIPickerView dataSource
    picker.dataSource = source
    let _: (any UIPickerViewDataSource)? = picker.dataSource
    // api: UIPickerView delegate
    picker.delegate = delegate
    let _: (any UIPickerViewDelegate)? = picker.delegate
    // api: UIPickerView numberOfComponents
    let _: Int = picker.numberOfComponents
    // api: UIPickerView numberOfRows(inComponent:)
    let _: Int = picker.numberOfRows(inComponent: 0)
    // api: UIPickerView rowSize(forComponent:)
    let _: CGSize = picker.rowSize(forComponent: 0)
    // api: UIPickerView reloadAllComponents()
    picker.reloadAllComponents()
    // api: UIPickerView reloadComponent(_:)
    picker.reloadComponent(1)
    // api: UIPickerView selectRow(_:inComponent:animated:)
    picker.selectRow(3, inComponent: 0, animated: true)
    // api: UIPickerView selectedRow(inComponent:)
    let _: Int = picker.selectedRow(inComponent: 0)
    // api: UIPickerView view(forRow:forComponent:)
    let _: UIView? = picker.view(forRow: 3, forComponent: 0)
}

// UIPickerViewDataSource: how many components and rows.
@MainActor
private final class ControllersPickerSource: NSObject, UIPickerViewDataSource {
    // api: UIPickerViewDataSource numberOfComponents(in:)
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    // api: UIPickerViewDataSource pickerView(_:numberOfRowsInComponent:)
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10 }
}

// UIPickerViewDelegate: row sizes, contents and selection.
@MainActor
private final class ControllersPickerDelegate: NSObject, UIPickerViewDelegate {
    // api: UIPickerViewDelegate pickerView(_:rowHeightForComponent:)
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    // api: UIPickerViewDelegate pickerView(_:widthForComponent:)
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 120 }
    // api: UIPickerViewDelegate pickerView(_:titleForRow:forComponent:)
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "Row \(row)"
    }
    // api: UIPickerViewDelegate pickerView(_:attributedTitleForRow:forComponent:)
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        nil
    }
    // api: UIPickerViewDelegate pickerView(_:viewForRow:forComponent:reusing:)
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        view ?? UILabel()
    }
    // api: UIPickerViewDelegate pickerView(_:didSelectRow:inComponent:)
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

// UITabBarItemAppearance: one layout's look in each state.
@MainActor
private func controllersUseTabBarItemAppearance(_ appearance: UITabBarItemAppearance, coder: NSCoder) {
    // api: UITabBarItemAppearance init(style:)
    let _: UITabBarItemAppearance = UITabBarItemAppearance(style: .inline)
    // api: UITabBarItemAppearance init()
    let _: UITabBarItemAppearance = UITabBarItemAppearance()
    // api: UITabBarItemAppearance init(coder:)
    let _: UITabBarItemAppearance = UITabBarItemAppearance(coder: coder)
    // api: UITabBarItemAppearance copy()
    let _: UITabBarItemAppearance = appearance.copy()
    // api: UITabBarItemAppearance configureWithDefault(for:)
    appearance.configureWithDefault(for: .compactInline)
    // api: UITabBarItemAppearance normal
    let _: UITabBarItemStateAppearance = appearance.normal
    // api: UITabBarItemAppearance selected
    let _: UITabBarItemStateAppearance = appearance.selected
    // api: UITabBarItemAppearance disabled
    let _: UITabBarItemStateAppearance = appearance.disabled
    // api: UITabBarItemAppearance focused
    let _: UITabBarItemStateAppearance = appearance.focused
    // api: UITabBarItemAppearance Style
    let _: UITabBarItemAppearance.Style = .stacked
}

// UITabBarItemStateAppearance: one state's title, icon and badge.
@MainActor
private func controllersUseTabBarItemStateAppearance(_ state: UITabBarItemStateAppearance) {
    // api: UITabBarItemStateAppearance titleTextAttributes
    state.titleTextAttributes = [.foregroundColor: UIColor.label]
    let _: [NSAttributedString.Key: Any] = state.titleTextAttributes
    // api: UITabBarItemStateAppearance titlePositionAdjustment
    state.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
    let _: UIOffset = state.titlePositionAdjustment
    // api: UITabBarItemStateAppearance iconColor
    state.iconColor = .systemBlue
    let _: UIColor? = state.iconColor
    // api: UITabBarItemStateAppearance badgeBackgroundColor
    state.badgeBackgroundColor = .systemRed
    let _: UIColor? = state.badgeBackgroundColor
    // api: UITabBarItemStateAppearance badgeTextAttributes
    state.badgeTextAttributes = [.foregroundColor: UIColor.white]
    let _: [NSAttributedString.Key: Any] = state.badgeTextAttributes
    // api: UITabBarItemStateAppearance badgePositionAdjustment
    state.badgePositionAdjustment = UIOffset(horizontal: 2, vertical: 0)
    let _: UIOffset = state.badgePositionAdjustment
    // api: UITabBarItemStateAppearance badgeTitlePositionAdjustment
    state.badgeTitlePositionAdjustment = UIOffset(horizontal: 0, vertical: 1)
    let _: UIOffset = state.badgeTitlePositionAdjustment
}

// UIDocumentPickerViewController: what a subclass declares.
@MainActor
private final class ControllersDocumentPicker: UIDocumentPickerViewController {
    // api: UIDocumentPickerViewController init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

// UIDocumentPickerViewController: opening and exporting documents.
@MainActor
private func controllersUseDocumentPicker(
    _ picker: UIDocumentPickerViewController, delegate: ControllersDocumentPickerDelegate, files: [URL]
) {
    let types: [UTType] = []
    // api: UIDocumentPickerViewController init(forOpeningContentTypes:asCopy:)
    let opening: UIDocumentPickerViewController = UIDocumentPickerViewController(
        forOpeningContentTypes: types, asCopy: true
    )
    _ = opening
    // api: UIDocumentPickerViewController init(forOpeningContentTypes:)
    let _: UIDocumentPickerViewController = UIDocumentPickerViewController(forOpeningContentTypes: types)
    // api: UIDocumentPickerViewController init(forExporting:asCopy:)
    let _: UIDocumentPickerViewController = UIDocumentPickerViewController(forExporting: files, asCopy: true)
    // api: UIDocumentPickerViewController init(forExporting:)
    let _: UIDocumentPickerViewController = UIDocumentPickerViewController(forExporting: files)
    // api: UIDocumentPickerViewController delegate
    picker.delegate = delegate
    let _: (any UIDocumentPickerDelegate)? = picker.delegate
    // api: UIDocumentPickerViewController allowsMultipleSelection
    picker.allowsMultipleSelection = true
    let _: Bool = picker.allowsMultipleSelection
    // api: UIDocumentPickerViewController shouldShowFileExtensions
    picker.shouldShowFileExtensions = true
    let _: Bool = picker.shouldShowFileExtensions
    // api: UIDocumentPickerViewController directoryURL
    picker.directoryURL = files.first
    let _: URL? = picker.directoryURL
}

// UIDocumentPickerDelegate: the picked documents, or a cancel.
@MainActor
private final class ControllersDocumentPickerDelegate: NSObject, UIDocumentPickerDelegate {
    // api: UIDocumentPickerDelegate documentPicker(_:didPickDocumentsAt:)
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    // api: UIDocumentPickerDelegate documentPickerWasCancelled(_:)
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

// UIDocumentBrowserViewController: the template's subclass, its own delegate.
@MainActor
private final class ControllersDocumentBrowser: UIDocumentBrowserViewController,
    UIDocumentBrowserViewControllerDelegate
{
    func configure() {
        // api: UIDocumentBrowserViewController delegate
        delegate = self
        // api: UIDocumentBrowserViewController allowsDocumentCreation
        allowsDocumentCreation = true
        // api: UIDocumentBrowserViewController allowsPickingMultipleItems
        allowsPickingMultipleItems = false
        // api: UIDocumentBrowserViewController allowedContentTypes
        let _: [String] = allowedContentTypes
        // api: UIDocumentBrowserViewController contentTypesForRecentDocuments
        let _: [UTType] = contentTypesForRecentDocuments
        // api: UIDocumentBrowserViewController recentDocumentsContentTypes
        let _: [String] = recentDocumentsContentTypes
        // api: UIDocumentBrowserViewController shouldShowFileExtensions
        shouldShowFileExtensions = true
        // api: UIDocumentBrowserViewController additionalLeadingNavigationBarButtonItems
        additionalLeadingNavigationBarButtonItems = []
        // api: UIDocumentBrowserViewController additionalTrailingNavigationBarButtonItems
        additionalTrailingNavigationBarButtonItems = [UIBarButtonItem(systemItem: .add)]
        // api: UIDocumentBrowserViewController browserUserInterfaceStyle
        // api: UIDocumentBrowserViewController BrowserUserInterfaceStyle
        browserUserInterfaceStyle = UIDocumentBrowserViewController.BrowserUserInterfaceStyle.dark
        // api: UIDocumentBrowserViewController localizedCreateDocumentActionTitle
        localizedCreateDocumentActionTitle = "New Project"
        // api: UIDocumentBrowserViewController defaultDocumentAspectRatio
        defaultDocumentAspectRatio = 1
        let url = URL(fileURLWithPath: "/tmp/project.txt")
        // api: UIDocumentBrowserViewController revealDocument(at:importIfNeeded:completion:)
        revealDocument(at: url, importIfNeeded: false) { _, _ in }
        // api: UIDocumentBrowserViewController importDocument(at:nextToDocumentAt:mode:completionHandler:)
        // api: UIDocumentBrowserViewController ImportMode
        importDocument(at: url, nextToDocumentAt: url, mode: UIDocumentBrowserViewController.ImportMode.none) { _, _ in
        }
        // api: UIDocumentBrowserViewController renameDocument(at:proposedName:completionHandler:)
        renameDocument(at: url, proposedName: "Project") { _, _ in }
    }

    static func make() {
        // api: UIDocumentBrowserViewController init(forOpening:)
        _ = UIDocumentBrowserViewController(forOpening: [.plainText])
        // api: UIDocumentBrowserViewController init(forOpeningFilesWithContentTypes:)
        _ = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: nil)
    }

    // api: UIDocumentBrowserViewControllerDelegate documentBrowser(_:didPickDocumentsAt:)
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {}
    // api: UIDocumentBrowserViewControllerDelegate documentBrowser(_:didPickDocumentURLs:)
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL]) {}
    // api: UIDocumentBrowserViewControllerDelegate documentBrowser(_:didRequestDocumentCreationWithHandler:)
    func documentBrowser(
        _ controller: UIDocumentBrowserViewController,
        didRequestDocumentCreationWithHandler importHandler:
            @escaping (
                URL?, UIDocumentBrowserViewController.ImportMode
            ) -> Void
    ) { importHandler(nil, .none) }
    // api: UIDocumentBrowserViewControllerDelegate documentBrowser(_:didImportDocumentAt:toDestinationURL:)
    func documentBrowser(
        _ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL,
        toDestinationURL destinationURL: URL
    ) {}
    // api: UIDocumentBrowserViewControllerDelegate documentBrowser(_:failedToImportDocumentAt:error:)
    func documentBrowser(
        _ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?
    ) {}
    // api: UIDocumentBrowserViewControllerDelegate documentBrowser(_:applicationActivitiesForDocumentURLs:)
    func documentBrowser(
        _ controller: UIDocumentBrowserViewController, applicationActivitiesForDocumentURLs documentURLs: [URL]
    ) -> [UIActivity] { [] }
    // api: UIDocumentBrowserViewControllerDelegate documentBrowser(_:willPresent:)
    func documentBrowser(
        _ controller: UIDocumentBrowserViewController, willPresent activityViewController: UIActivityViewController
    ) {}
}

// UIDocument: what a subclass overrides and what its owner calls.
@MainActor private final class ControllersDocument: UIDocument {
    var text = ""

    // api: UIDocument load(fromContents:ofType:)
    override func load(fromContents contents: Any, ofType typeName: String?) throws {}
    // api: UIDocument contents(forType:)
    override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }
    // api: UIDocument read(from:)
    override func read(from url: URL) throws { try super.read(from: url) }
    // api: UIDocument writeContents(_:andAttributes:safelyTo:for:)
    override func writeContents(
        _ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil, safelyTo url: URL,
        for saveOperation: UIDocument.SaveOperation
    ) throws {
        try super.writeContents(contents, andAttributes: additionalFileAttributes, safelyTo: url, for: saveOperation)
    }
    // api: UIDocument writeContents(_:to:for:originalContentsURL:)
    override func writeContents(
        _ contents: Any, to url: URL, for saveOperation: UIDocument.SaveOperation, originalContentsURL: URL?
    ) throws {
        try super.writeContents(contents, to: url, for: saveOperation, originalContentsURL: originalContentsURL)
    }
    // api: UIDocument fileAttributesToWrite(to:for:)
    override func fileAttributesToWrite(to url: URL, for saveOperation: UIDocument.SaveOperation) throws
        -> [AnyHashable: Any]
    { [:] }
    // api: UIDocument handleError(_:userInteractionPermitted:)
    override func handleError(_ error: Error, userInteractionPermitted: Bool) {
        // api: UIDocument finishedHandlingError(_:recovered:)
        finishedHandlingError(error, recovered: false)
    }
    // api: UIDocument userInteractionNoLongerPermitted(forError:)
    override func userInteractionNoLongerPermitted(forError error: Error) {}
    // api: UIDocument presentedItemDidChange()
    override func presentedItemDidChange() { super.presentedItemDidChange() }
    // api: UIDocument presentedItemDidMove(to:)
    override func presentedItemDidMove(to newURL: URL) { super.presentedItemDidMove(to: newURL) }
    // api: UIDocument accommodatePresentedItemDeletion(completionHandler:)
    override func accommodatePresentedItemDeletion(completionHandler: @escaping @Sendable (Error?) -> Void) {
        super.accommodatePresentedItemDeletion(completionHandler: completionHandler)
    }
    // api: UIDocument savePresentedItemChanges(completionHandler:)
    override func savePresentedItemChanges(completionHandler: @escaping @Sendable (Error?) -> Void) {
        super.savePresentedItemChanges(completionHandler: completionHandler)
    }
    // api: UIDocument restoreUserActivityState(_:)
    override func restoreUserActivityState(_ userActivity: NSUserActivity) {}

    static func use() {
        let url = URL(fileURLWithPath: "/tmp/surface-note.txt")
        // api: UIDocument init(fileURL:)
        let document = ControllersDocument(fileURL: url)
        // api: UIDocument fileURL
        let _: URL = document.fileURL
        // api: UIDocument localizedName
        let _: String = document.localizedName
        // api: UIDocument fileType
        let _: String? = document.fileType
        // api: UIDocument fileModificationDate
        let _: Date? = document.fileModificationDate
        // api: UIDocument documentState
        // api: UIDocument State
        let _: UIDocument.State = document.documentState
        // api: UIDocument progress
        let _: Progress? = document.progress
        // api: UIDocument undoManager
        let _: UndoManager? = document.undoManager
        // api: UIDocument open(completionHandler:)
        document.open { _ in }
        // api: UIDocument close(completionHandler:)
        document.close { _ in }
        // api: UIDocument save(to:for:completionHandler:)
        // api: UIDocument SaveOperation
        document.save(to: url, for: UIDocument.SaveOperation.forOverwriting) { _ in }
        // api: UIDocument autosave(completionHandler:)
        document.autosave { _ in }
        // api: UIDocument hasUnsavedChanges
        let _: Bool = document.hasUnsavedChanges
        // api: UIDocument updateChangeCount(_:)
        // api: UIDocument ChangeKind
        document.updateChangeCount(UIDocument.ChangeKind.done)
        // api: UIDocument changeToken(for:)
        let token: Any? = document.changeToken(for: .forOverwriting)
        // api: UIDocument updateChangeCount(withToken:for:)
        if let token { document.updateChangeCount(withToken: token, for: .forOverwriting) }
        // api: UIDocument revert(toContentsOf:completionHandler:)
        document.revert(toContentsOf: url) { _ in }
        // api: UIDocument fileNameExtension(forType:saveOperation:)
        let _: String = document.fileNameExtension(forType: nil, saveOperation: .forCreating)
        // api: UIDocument savingFileType
        let _: String? = document.savingFileType
        // api: UIDocument performAsynchronousFileAccess(_:)
        document.performAsynchronousFileAccess {}
        // api: UIDocument disableEditing()
        document.disableEditing()
        // api: UIDocument enableEditing()
        document.enableEditing()
        // api: UIDocument userActivity
        document.userActivity = NSUserActivity(activityType: "com.example.note")
        // api: UIDocument updateUserActivityState(_:)
        document.updateUserActivityState(NSUserActivity(activityType: "com.example.note"))
        // api: UIDocument userActivityURLKey
        let _: String = UIDocument.userActivityURLKey
        // api: UIDocument stateChangedNotification
        let _: Notification.Name = UIDocument.stateChangedNotification
        // api: UIDocument presentedItemURL
        let _: URL? = document.presentedItemURL
        // api: UIDocument presentedItemOperationQueue
        let _: OperationQueue = document.presentedItemOperationQueue
    }
}
