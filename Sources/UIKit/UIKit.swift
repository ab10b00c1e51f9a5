// UIKit's names for ReuseKit's types, so that a file written for iOS builds on Linux with its `import UIKit` line
// untouched: `UIView` is ReuseKit's `View`, `UITableView` its `TableView`, and so on. The unprefixed names stay
// visible too, and a client's own class named like one of them (Xcode's `ViewController: UIViewController`,
// `TableViewCell: UITableViewCell`) shadows it in the client's module, as any local type shadows an imported one.
@_exported import Foundation
@_exported import QuartzCore
@_exported import ReuseKit

// URLSession, URLRequest and the data tasks live in FoundationNetworking on Linux; on iOS, `import UIKit` brings
// them with Foundation, so list screens that load their rows or images compile unchanged.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif

// The types that untyped `#imageLiteral(resourceName:)` and `#colorLiteral(red:green:blue:alpha:)` make, as
// UIKit declares them: `let image = #imageLiteral(resourceName: "Photo")` is a UIImage.
public typealias _ImageLiteralType = UIImage
public typealias _ColorLiteralType = UIColor

// MARK: Views

public typealias UIView = View
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
public typealias UIFontPickerViewController = FontPickerViewController
public typealias UIColorPickerViewController = ColorPickerViewController
public typealias UIDocumentPickerViewController = DocumentPickerViewController
public typealias UIDocumentBrowserViewController = DocumentBrowserViewController
public typealias UIDocumentBrowserViewControllerDelegate = DocumentBrowserViewControllerDelegate
public typealias UIDocumentPickerDelegate = DocumentPickerDelegate
public typealias UIDocumentPickerMode = DocumentPickerMode
public typealias UIPreviewActionItem = PreviewActionItem
public typealias UIPreviewAction = PreviewAction
public typealias UIPreviewActionGroup = PreviewActionGroup
public typealias UIImageAsset = ImageAsset
public typealias UIColorPickerViewControllerDelegate = ColorPickerViewControllerDelegate
public typealias UIColorWell = ColorWell
public typealias UIContextMenuInteraction = ContextMenuInteraction
public typealias UICalendarView = CalendarView
public typealias UICalendarViewDelegate = CalendarViewDelegate
public typealias UICalendarSelection = CalendarSelection
public typealias UICalendarSelectionSingleDate = CalendarSelectionSingleDate
public typealias UICalendarSelectionSingleDateDelegate = CalendarSelectionSingleDateDelegate
public typealias UICalendarSelectionMultiDate = CalendarSelectionMultiDate
public typealias UICalendarSelectionMultiDateDelegate = CalendarSelectionMultiDateDelegate
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
public typealias UITableViewRowAction = TableViewRowAction
public typealias UIFontPickerViewControllerDelegate = FontPickerViewControllerDelegate
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
public typealias UIViewAnimating = ViewAnimating
public typealias UIViewInvalidating = ViewInvalidating
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
public typealias UIViewAnimatingState = ViewAnimatingState
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
public typealias UITimingCurveProvider = TimingCurveProvider
public typealias UITimingCurveType = TimingCurveType
public typealias UICubicTimingParameters = CubicTimingParameters
public typealias UISpringTimingParameters = SpringTimingParameters
public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UIWindow = Window
public typealias UILabel = Label
public typealias UIPickerView = PickerView
public typealias UIPickerViewDataSource = PickerViewDataSource
public typealias UIPickerViewDelegate = PickerViewDelegate
public typealias UILabelVibrancy = LabelVibrancy
public typealias UIImageView = ImageView
public typealias UIStackView = StackView
public typealias UITextField = TextField
public typealias UITextFieldDelegate = TextFieldDelegate
public typealias UITextView = TextView
public typealias UIDataDetectorTypes = DataDetectorTypes
public typealias UITextViewDelegate = TextViewDelegate
public typealias UISearchBar = SearchBar
public typealias UISearchBarDelegate = SearchBarDelegate
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UIProgressView = ProgressView
public typealias UIVisualEffect = VisualEffect
public typealias UIBezierPath = BezierPath
public typealias UIRectCorner = RectCorner
public typealias UIPasteboard = Pasteboard
public typealias UIFeedbackGenerator = FeedbackGenerator
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
public typealias UIAccessibility = Accessibility
public typealias UIActivityViewController = ActivityViewController
public typealias UIActivitySectionTypes = ActivitySectionTypes
public typealias UIActivityItemsConfigurationReading = ActivityItemsConfigurationReading
public typealias UIActivityItemsConfiguration = ActivityItemsConfiguration
public typealias UIAlertControllerSeverity = AlertControllerSeverity
public typealias UIActivityItemSource = ActivityItemSource
public typealias UIImagePickerController = ImagePickerController
public typealias UIImagePickerControllerDelegate = ImagePickerControllerDelegate
public typealias UIActivity = Activity
public typealias UIBlurEffect = BlurEffect
public typealias UIVibrancyEffect = VibrancyEffect
public typealias UIVibrancyEffectStyle = VibrancyEffectStyle
public typealias UIVisualEffectView = VisualEffectView
public typealias UIEvent = Event
public typealias UIPress = Press
public typealias UIContentContainer = ContentContainer
public typealias UIEditMenuInteractionAnimating = EditMenuInteractionAnimating
public typealias UIInputSuggestion = InputSuggestion
public typealias UITextItemInteraction = TextItemInteraction
public typealias UIScrollEdgeEffect = ScrollEdgeEffect
public typealias UITab = Tab
public typealias UITabGroup = TabGroup
public typealias UISearchTab = SearchTab
public typealias UITabAccessory = TabAccessory
public typealias UIPopoverPresentationControllerSourceItem = PopoverPresentationControllerSourceItem
public typealias UIDocumentProperties = DocumentProperties
public typealias UINavigationItemRenameDelegate = NavigationItemRenameDelegate
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
public typealias UITransitionContextViewKey = TransitionContextViewKey
public typealias UIUserInterfaceLevel = TraitCollection.UserInterfaceLevel
public typealias UIDisplayGamut = TraitCollection.DisplayGamut
public typealias UIUserInterfaceActiveAppearance = TraitCollection.UserInterfaceActiveAppearance
public typealias UINSToolbarItemPresentationSize = TraitCollection.NSToolbarItemPresentationSize
public typealias UIForceTouchCapability = TraitCollection.ForceTouchCapability
public typealias UIListEnvironment = TraitCollection.ListEnvironment
public typealias UISceneCaptureState = TraitCollection.SceneCaptureState
public typealias UIHDRHeadroomUsageLimit = TraitCollection.HDRHeadroomUsageLimit
public typealias UITraitUserInterfaceLevel = TraitUserInterfaceLevel
public typealias UITraitListEnvironment = TraitListEnvironment
public typealias UITraitOverrides = TraitOverrides
public typealias UINavigationBarDelegate = NavigationBarDelegate
public typealias UIBarPosition = BarPosition
public typealias UIBarPositioning = BarPositioning
public typealias UIBehavioralStyle = NavigationBar.BehavioralStyle
public typealias UIInteraction = Interaction
public typealias UIMotionEffect = MotionEffect
public typealias UIInterpolatingMotionEffect = InterpolatingMotionEffect
public typealias UIMotionEffectGroup = MotionEffectGroup
public typealias UIFocusEffect = FocusEffect
public typealias UIFocusGroupPriority = FocusGroupPriority
public typealias NSDirectionalRectEdge = DirectionalRectEdge
public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer
public typealias UIAxis = Axis
public typealias UIShadowProperties = ShadowProperties
public typealias UIHoverGestureRecognizer = HoverGestureRecognizer
public typealias UIScrollTypeMask = ScrollTypeMask
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
public typealias UITrackingLayoutGuide = TrackingLayoutGuide
public typealias UIPressesEvent = PressesEvent
public typealias UIKeyModifierFlags = KeyModifierFlags
public typealias UIKey = Key
public typealias UIKeyboardHIDUsage = KeyboardHIDUsage
public typealias UITargetedPreview = TargetedPreview
public typealias UIPreviewParameters = PreviewParameters
public typealias UIPasteConfiguration = PasteConfiguration
public typealias UIPasteConfigurationSupporting = PasteConfigurationSupporting

// MARK: Drag and drop

public typealias UIDropOperation = DropOperation
public typealias UIDropProposal = DropProposal
public typealias UIDropSessionProgressIndicatorStyle = DropSessionProgressIndicatorStyle
public typealias UIDragItem = DragItem
public typealias UIDragPreview = DragPreview
public typealias UIDragPreviewParameters = DragPreviewParameters
public typealias UIDragPreviewTarget = DragPreviewTarget
public typealias UIDragDropSession = DragDropSession
public typealias UIDragSession = DragSession
public typealias UIDropSession = DropSession
public typealias UIDragAnimating = DragAnimating
public typealias UIDragInteraction = DragInteraction
public typealias UIStatusBarManager = StatusBarManager
public typealias UIDocumentInteractionController = DocumentInteractionController
public typealias UIDocumentInteractionControllerDelegate = DocumentInteractionControllerDelegate
public typealias UIViewControllerPreviewing = ViewControllerPreviewing
public typealias UIViewControllerPreviewingDelegate = ViewControllerPreviewingDelegate
public typealias UIDocument = Document
public typealias UIMenuController = MenuController
public typealias UIMenuItem = MenuItem
public typealias UIPointerInteraction = PointerInteraction
public typealias UIPointerInteractionDelegate = PointerInteractionDelegate
public typealias UIPointerInteractionAnimating = PointerInteractionAnimating
public typealias UIPointerStyle = PointerStyle
public typealias UIPointerEffect = PointerEffect
public typealias UIPointerShape = PointerShape
public typealias UIPointerRegion = PointerRegion
public typealias UIPointerRegionRequest = PointerRegionRequest
public typealias UISymbolEffectCompletion = SymbolEffectCompletion
public typealias UISymbolEffectCompletionContext = SymbolEffectCompletionContext
public typealias UIConfigurationTextAttributesTransformer = ConfigurationTextAttributesTransformer
public typealias UISceneSizeRestrictions = SceneSizeRestrictions
public typealias UIApplicationShortcutItem = ApplicationShortcutItem
public typealias UIMutableApplicationShortcutItem = MutableApplicationShortcutItem
public typealias UIApplicationShortcutIcon = ApplicationShortcutIcon
public typealias UIBackgroundFetchResult = Application.BackgroundFetchResult
public typealias UIBackgroundRefreshStatus = Application.BackgroundRefreshStatus
public typealias UIWindowSceneGeometryPreferencesIOS = WindowScene.GeometryPreferences.iOS
public typealias UIDragInteractionDelegate = DragInteractionDelegate
public typealias UIDropInteraction = DropInteraction
public typealias UIDropInteractionDelegate = DropInteractionDelegate
public typealias UITargetedDragPreview = TargetedDragPreview
public typealias UITableViewDragDelegate = TableViewDragDelegate
public typealias UITableViewDropDelegate = TableViewDropDelegate
public typealias UITableViewDropProposal = TableViewDropProposal
public typealias UITableViewDropItem = TableViewDropItem
public typealias UITableViewDropCoordinator = TableViewDropCoordinator
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate
public typealias UICollectionViewDropProposal = CollectionViewDropProposal
public typealias UICollectionViewDropItem = CollectionViewDropItem
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator
public typealias UIPreviewTarget = PreviewTarget
public typealias UITableViewFocusUpdateContext = TableViewFocusUpdateContext
public typealias UICollectionViewFocusUpdateContext = CollectionViewFocusUpdateContext
public typealias UIKeyCommand = KeyCommand
public typealias UICommandAlternate = CommandAlternate
public typealias UIInputViewController = InputViewController
public typealias UIInputView = InputView
public typealias UITextInputMode = TextInputMode
public typealias UITextInputAssistantItem = TextInputAssistantItem
public typealias UIEditingInteractionConfiguration = EditingInteractionConfiguration
public typealias UIDeferredMenuElement = DeferredMenuElement
public typealias UIBarItem = BarItem
public typealias UIBarButtonItemGroup = BarButtonItemGroup
public typealias UITouch = Touch
public typealias UIResponder = Responder

// MARK: Controls and actions

public typealias UIControl = Control
public typealias UIToolTipInteraction = ToolTipInteraction
public typealias UILargeContentViewerInteraction = LargeContentViewerInteraction
public typealias UILargeContentViewerInteractionDelegate = LargeContentViewerInteractionDelegate
public typealias UILargeContentViewerItem = LargeContentViewerItem
public typealias UIToolTipInteractionDelegate = ToolTipInteractionDelegate
public typealias UIToolTipConfiguration = ToolTipConfiguration
public typealias UIButton = Button
public typealias UISwitch = Switch
public typealias UISegmentedControl = SegmentedControl
public typealias UIRefreshControl = RefreshControl
public typealias UISlider = Slider
public typealias UIStepper = Stepper
public typealias UIPageControl = PageControl
public typealias UIPageControlProgress = PageControlProgress
public typealias UIPageControlTimerProgress = PageControlTimerProgress
public typealias UIPageControlProgressDelegate = PageControlProgressDelegate
public typealias UIPageControlTimerProgressDelegate = PageControlTimerProgressDelegate
public typealias UIDatePicker = DatePicker
public typealias UIDatePickerStyle = DatePicker.Style
public typealias UIAction = Action
public typealias UIActionHandler = ActionHandler
public typealias UIMenu = Menu
public typealias UIMenuBuilder = MenuBuilder
public typealias UIMenuSystem = MenuSystem
public typealias UIMenuElement = MenuElement
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
public typealias UIContextMenuActionProvider = ContextMenuActionProvider
public typealias UIContextMenuContentPreviewProvider = ContextMenuContentPreviewProvider
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating
public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteractionCommitStyle
public typealias UIContextualAction = ContextualAction
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration

// MARK: The app

public typealias UIApplication = Application
public typealias UIApplicationDelegate = ApplicationDelegate
public typealias UIBackgroundTaskIdentifier = Application.BackgroundTaskIdentifier
public typealias UIScene = Scene
public typealias UIWindowScene = WindowScene
public typealias UISceneSession = SceneSession
public typealias UISceneConfiguration = SceneConfiguration
public typealias UISceneDelegate = SceneDelegate
public typealias UIWindowSceneDelegate = WindowSceneDelegate
public typealias UIOpenURLContext = OpenURLContext
public typealias UIScreen = Screen
public typealias UIDevice = Device
public typealias UIUserInterfaceIdiom = Device.UserInterfaceIdiom
public typealias UIDeviceOrientation = Device.Orientation

// MARK: Controllers

public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UINavigationItem = NavigationItem
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UINavigationBar = NavigationBar
public typealias UIBarStyle = NavigationBar.BarStyle
public typealias UIBarMetrics = NavigationBar.BarMetrics
public typealias UIBarAppearance = BarAppearance
public typealias UINavigationBarAppearance = NavigationBarAppearance
public typealias UIBarButtonItemAppearance = BarButtonItemAppearance
public typealias UIBarButtonItemStateAppearance = BarButtonItemStateAppearance
public typealias UIToolbar = Toolbar
public typealias UIToolbarAppearance = ToolbarAppearance
public typealias UIOffset = Offset
public typealias UISearchController = SearchController
public typealias UISearchResultsUpdating = SearchResultsUpdating
public typealias UISearchControllerDelegate = SearchControllerDelegate
public typealias UIBarButtonItem = BarButtonItem
public typealias UIAlertController = AlertController
public typealias UIAlertAction = AlertAction
public typealias UIModalPresentationStyle = ModalPresentationStyle
public typealias UIModalTransitionStyle = ModalTransitionStyle
public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIStatusBarAnimation = StatusBarAnimation
public typealias UIInterfaceOrientation = InterfaceOrientation
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
public typealias UIStoryboardSegue = StoryboardSegue
public typealias UIStoryboard = Storyboard
public typealias UITabBarController = TabBarController
public typealias UISplitViewController = SplitViewController
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
public typealias UIPageViewController = PageViewController
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
public typealias UITabBarItem = TabBarItem
public typealias UITableViewController = TableViewController
public typealias UICollectionViewController = CollectionViewController

// MARK: Tables

public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
public typealias UINib = Nib

// MARK: Collections

public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewListCell = CollectionViewListCell
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout
public typealias UICollectionViewPlaceholder = CollectionViewPlaceholder
public typealias UICollectionViewDropPlaceholder = CollectionViewDropPlaceholder
public typealias UICollectionViewDropPlaceholderContext = CollectionViewDropPlaceholderContext
public typealias UITableViewPlaceholder = TableViewPlaceholder
public typealias UITableViewDropPlaceholder = TableViewDropPlaceholder
public typealias UITableViewDropPlaceholderContext = TableViewDropPlaceholderContext
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
    CollectionLayoutSectionOrthogonalScrollingBehavior

// MARK: Configurations

public typealias UIContentConfiguration = ContentConfiguration
public typealias UIContentView = ContentView
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UIListContentView = ListContentView
public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UIContentUnavailableConfiguration = ContentUnavailableConfiguration
public typealias UIContentUnavailableConfigurationState = ContentUnavailableConfigurationState
public typealias UIContentUnavailableView = ContentUnavailableView
public typealias UICellAccessory = CellAccessory
public typealias UIConfigurationState = ConfigurationState
public typealias UICellConfigurationState = CellConfigurationState
public typealias UIViewConfigurationState = ViewConfigurationState

// MARK: Layout

public typealias UILayoutGuide = LayoutGuide
public typealias UILayoutPriority = LayoutPriority
public typealias UIEdgeInsets = EdgeInsets
public typealias UITraitCollection = TraitCollection
public typealias UIUserInterfaceStyle = TraitCollection.UserInterfaceStyle
public typealias UIUserInterfaceSizeClass = TraitCollection.UserInterfaceSizeClass
public typealias UITraitDefinition = TraitDefinition
public typealias UITrait = Trait
public typealias UITraitChangeRegistration = TraitChangeRegistration
public typealias UITraitChangeObservable = TraitChangeObservable
public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle
public typealias UITraitHorizontalSizeClass = TraitHorizontalSizeClass
public typealias UITraitVerticalSizeClass = TraitVerticalSizeClass
public typealias UITraitPreferredContentSizeCategory = TraitPreferredContentSizeCategory
public typealias UITraitDisplayScale = TraitDisplayScale
public typealias UITraitLayoutDirection = TraitLayoutDirection
public typealias UITraitUserInterfaceIdiom = TraitUserInterfaceIdiom
public typealias UITraitLegibilityWeight = TraitLegibilityWeight
public typealias UITraitAccessibilityContrast = TraitAccessibilityContrast
public typealias UIContentSizeCategory = TraitCollection.ContentSizeCategory
public typealias UITraitEnvironmentLayoutDirection = TraitCollection.LayoutDirection
public typealias UILegibilityWeight = TraitCollection.LegibilityWeight
public typealias UIAccessibilityContrast = TraitCollection.AccessibilityContrast
public typealias UIRectEdge = RectEdge
public typealias UIContentInsetsReference = ContentInsetsReference
public typealias UISemanticContentAttribute = SemanticContentAttribute

// MARK: Gestures

public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer

// MARK: Content

public typealias UIColor = Color
public typealias UIFont = Font
public typealias UIFontMetrics = FontMetrics
public typealias UIImage = Image
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias UIKeyboardType = KeyboardType
public typealias UIReturnKeyType = ReturnKeyType
public typealias UITextAutocapitalizationType = AutocapitalizationType
public typealias NSTextAlignment = TextAlignment
public typealias NSLineBreakMode = LineBreakMode

// Presentation and text input (issue 31, the screen surface).
public typealias UIPresentationController = PresentationController
public typealias UISheetPresentationController = SheetPresentationController
public typealias UISheetPresentationControllerDetentResolutionContext =
    SheetPresentationControllerDetentResolutionContext
public typealias UIPopoverPresentationController = PopoverPresentationController
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
public typealias UIPopoverArrowDirection = PopoverArrowDirection
public typealias UITextInputTraits = TextInputTraits
public typealias UIAppearanceContainer = AppearanceContainer
public typealias UIAccessibilityElement = AccessibilityElement
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction
public typealias UIAccessibilityNavigationStyle = AccessibilityNavigationStyle
public typealias UIAccessibilityContainerType = AccessibilityContainerType
public typealias UICoordinateSpace = CoordinateSpace
public typealias UIToolbarDelegate = ToolbarDelegate
public typealias UIBarPositioningDelegate = BarPositioningDelegate
public typealias UIFocusEnvironment = FocusEnvironment
public typealias UIFocusHeading = FocusHeading
public typealias UIFocusUpdateContext = FocusUpdateContext
public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator
public typealias UIFocusAnimationContext = AnimatingContext
public typealias UIViewControllerRestoration = ViewControllerRestoration
public typealias UIDataSourceTranslating = DataSourceTranslating
public typealias UIUserActivityRestoring = UserActivityRestoring
public typealias UILetterformAwareSizingRule = LetterformAwareSizingRule
public typealias UIWritingToolsBehavior = WritingToolsBehavior
public typealias UIKeyInput = KeyInput
public typealias UITextInput = TextInput
public typealias UITextPosition = TextPosition
public typealias UITextRange = TextRange
public typealias UITextSelectionRect = TextSelectionRect
public typealias UITextLayoutDirection = TextLayoutDirection
public typealias UITextStorageDirection = TextStorageDirection
public typealias UITextGranularity = TextGranularity
public typealias UITextDirection = TextDirection
public typealias UITextInputDelegate = TextInputDelegate
public typealias UITextInputTokenizer = TextInputTokenizer
public typealias UITextInputStringTokenizer = TextInputStringTokenizer
public typealias UITextChecker = TextChecker
public typealias UITextAutocorrectionType = TextAutocorrectionType
public typealias UITextSpellCheckingType = TextSpellCheckingType
public typealias UITextSmartQuotesType = TextSmartQuotesType
public typealias UITextSmartDashesType = TextSmartDashesType
public typealias UITextSmartInsertDeleteType = TextSmartInsertDeleteType
public typealias UITextInlinePredictionType = TextInlinePredictionType
public typealias UITextMathExpressionCompletionType = TextMathExpressionCompletionType
public typealias UIKeyboardAppearance = KeyboardAppearance
public typealias UITextContentType = TextContentType
public typealias UITextInputPasswordRules = TextInputPasswordRules
public typealias UITabBar = TabBar
public typealias UITabBarDelegate = TabBarDelegate
public typealias UITabBarAppearance = TabBarAppearance
public typealias UITabBarItemAppearance = TabBarItemAppearance
public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance
public typealias UIFontDescriptor = FontDescriptor
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UITraitEnvironment = TraitEnvironment
public typealias UISearchTextField = SearchTextField
public typealias UISearchToken = SearchToken
public typealias UIBaselineAdjustment = Label.BaselineAdjustment
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext

// MARK: The app's entry point

/// Launches the app and runs its main loop, as UIKit's `UIApplicationMain` does: `principalClassName` must be nil
/// or `UIApplication`, and `delegateClassName` names the app delegate with its module
/// (`NSStringFromClass(AppDelegate.self)`), as `UIApplication.shared.launch(principalClassName:delegateClassName:)` does.
/// Returns 1, after writing why to standard error, only when the app cannot be launched; otherwise never returns.
/// Not isolated and its result discardable, as UIKit's C function is, so that `main.swift`'s top-level code calls
/// it as iOS apps do; it must be called on the main thread, where `main.swift` runs (it stops otherwise).
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    MainActor.assumeIsolated {
        Application.main(principalClassName: principalClassName, delegateClassName: delegateClassName)
    }
}

/// The idiom of the device the app runs on (deprecated since iOS 13: `UIDevice.current.userInterfaceIdiom`).
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(*, deprecated, message: "Use -[UIDevice userInterfaceIdiom] directly.")
@MainActor
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
public typealias UISceneDestructionRequestOptions = Scene.DestructionRequestOptions

// MARK: Objective-C's integer names

/// Objective-C's signed integer, which `import UIKit` brings on iOS (through the ObjectiveC module): `Int`.
public typealias NSInteger = Int
/// Objective-C's unsigned integer: `UInt`.
public typealias NSUInteger = UInt
public typealias UILocalizedIndexedCollation = LocalizedIndexedCollation
public typealias UILayoutSupport = LayoutSupport
public typealias UIReferenceLibraryViewController = ReferenceLibraryViewController
