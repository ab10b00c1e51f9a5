import Foundation

/// Haptic feedback (UIFeedbackGenerator): there is nothing to vibrate headless; the calls are counted.
@preconcurrency @MainActor
open class FeedbackGenerator {
    /// How many times feedback was given (beyond UIKit, for tests).
    public internal(set) var feedbackCount = 0
    /// Where in ``view`` the last feedback was given, for feedback given at a location (beyond UIKit, for tests).
    public internal(set) var lastFeedbackLocation: CGPoint?
    /// The view the generator is attached to (iOS 17.5), whose touches the feedback belongs to.
    public private(set) weak var view: View?

    func attach(to view: View) { self.view = view }

    public init() {}

    /// A generator attached to `view` (iOS 17.5): feedback given at a location is placed in the view's space.
    public convenience init(view: View) {
        self.init()
        attach(to: view)
    }

    /// Counts feedback given at `location` (in ``view``'s space).
    func give(at location: CGPoint?) {
        feedbackCount += 1
        lastFeedbackLocation = location
    }

    /// Readies the engine (nothing to do headless).
    open func prepare() {}
}

/// A tap you feel (UIImpactFeedbackGenerator).
@preconcurrency @MainActor
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// How strong an impact is (UIImpactFeedbackGenerator.FeedbackStyle), with UIKit's raw values.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    /// A generator of `style` attached to `view` (iOS 17.5).
    public convenience init(style: FeedbackStyle, view: View) {
        self.init(style: style)
        attach(to: view)
    }

    open func impactOccurred() { give(at: nil) }
    open func impactOccurred(intensity: CGFloat) { give(at: nil) }
    /// An impact at `location` in the attached view (iOS 17.5).
    open func impactOccurred(at location: CGPoint) { give(at: location) }
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) { give(at: location) }
}

/// A tick you feel as a selection changes (UISelectionFeedbackGenerator).
@preconcurrency @MainActor
open class SelectionFeedbackGenerator: FeedbackGenerator {
    open func selectionChanged() { give(at: nil) }
    /// A selection change at `location` in the attached view (iOS 17.5).
    open func selectionChanged(at location: CGPoint) { give(at: location) }
}

/// Success, warning or error you feel (UINotificationFeedbackGenerator).
@preconcurrency @MainActor
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// The kind of outcome (UINotificationFeedbackGenerator.FeedbackType), with UIKit's raw values.
    public enum FeedbackType: Int, Hashable, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    open func notificationOccurred(_ notificationType: FeedbackType) { give(at: nil) }
    /// An outcome at `location` in the attached view (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) { give(at: location) }
}

/// Assistive technologies' state and announcements (UIAccessibility), headless: nothing is running, and what is
/// posted is kept in ``postedNotifications``.
@MainActor
public enum Accessibility {
    /// An accessibility notification (UIAccessibility.Notification).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether a shake offers undo: on by default on iOS.
    public static var isShakeToUndoEnabled: Bool { true }
    /// Whether videos play by themselves: on by default on iOS.
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }

    // Posted when a setting above changes: none changes headless, so they are for observers to register with.
    public nonisolated static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    public nonisolated static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    public nonisolated static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public nonisolated static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    public nonisolated static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public nonisolated static let switchControlStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
    public nonisolated static let assistiveTouchStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    public nonisolated static let guidedAccessStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityGuidedAccessStatusDidChangeNotification")
    public nonisolated static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityGrayscaleStatusDidChangeNotification")
    public nonisolated static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityInvertColorsStatusDidChangeNotification")
    public nonisolated static let monoAudioStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityMonoAudioStatusDidChangeNotification")
    public nonisolated static let closedCaptioningStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    public nonisolated static let speakSelectionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    public nonisolated static let speakScreenStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySpeakScreenStatusDidChangeNotification")
    public nonisolated static let shakeToUndoDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityShakeToUndoDidChangeNotification")
    public nonisolated static let videoAutoplayStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    public nonisolated static let onOffSwitchLabelsDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    public nonisolated static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    public nonisolated static let buttonShapesEnabledStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    public nonisolated static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name(
        "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    /// Posted when an element gains assistive focus.
    public nonisolated static let elementFocusedNotification = Foundation.Notification.Name(
        "UIAccessibilityElementFocusedNotification")
    /// Posted when VoiceOver finishes an announcement.
    public nonisolated static let announcementDidFinishNotification = Foundation.Notification.Name(
        "UIAccessibilityAnnouncementDidFinishNotification")
    public nonisolated static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    public nonisolated static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    public nonisolated static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    public nonisolated static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    public nonisolated static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"

    /// `rect` in `view`'s coordinates, in the screen's (the window's, headless, where the window fills the
    /// screen).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: View) -> CGRect {
        view.convert(rect, to: nil)
    }

    /// Tells assistive technologies that a gesture of the app's conflicts with Zoom's (nothing to tell headless).
    public static func registerGestureConflictWithZoom() {}
    /// What was posted, in order (beyond UIKit, for tests).
    public private(set) static var postedNotifications: [(Notification, Any?)] = []

    /// Posts `notification` with `argument` (an announcement's text, the view to focus).
    public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append((notification, argument))
    }
}

/// The share sheet (UIActivityViewController), headless: it keeps what it would share; ``complete(with:)``
/// finishes it as a person choosing an activity does.
@preconcurrency @MainActor
open class ActivityViewController: ViewController {
    /// A kind of activity.
    public typealias ActivityType = Activity.ActivityType

    /// What runs when the sheet closes: the activity chosen (nil when cancelled), whether it completed, the items
    /// it returned and an error.
    public typealias CompletionWithItemsHandler = (ActivityType?, Bool, [Any]?, (any Error)?) -> Void
    /// The older handler's shape: the activity chosen and whether it completed.
    public typealias CompletionHandler = (ActivityType?, Bool) -> Void

    public let activityItems: [Any]
    open var excludedActivityTypes: [ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Sections of the sheet left out (the people suggestions row); none by default.
    open var excludedActivitySectionTypes: ActivitySectionTypes = []
    /// Whether the sheet may show the most likely activity prominently (true by default).
    open var allowsProminentActivity = true
    /// The configuration the sheet was made with, when it was made from one.
    public let activityItemsConfiguration: (any ActivityItemsConfigurationReading)?

    public init(activityItems: [Any], applicationActivities: [Any]?) {
        self.activityItems = activityItems
        activityItemsConfiguration = nil
        super.init(nibName: nil, bundle: nil)
    }

    /// A sheet sharing what `activityItemsConfiguration` provides: its item providers are the items.
    public init(activityItemsConfiguration: any ActivityItemsConfigurationReading) {
        activityItems = activityItemsConfiguration.itemProvidersForActivityItemsConfiguration
        self.activityItemsConfiguration = activityItemsConfiguration
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A person picks `activity` (nil cancels), beyond UIKit: copying puts the strings and URLs on the pasteboard;
    /// the handler hears the outcome and the sheet closes.
    public func complete(with activity: ActivityType?) {
        if activity == .copyToPasteboard {
            let items = sharedItems(for: activity)
            Pasteboard.general.strings = items.compactMap { $0 as? String }
            let urls = items.compactMap { $0 as? URL }
            if !urls.isEmpty { Pasteboard.general.urls = urls }
        }
        completionWithItemsHandler?(activity, activity != nil, nil, nil)
        dismiss(animated: true)
    }

    /// The items an activity shares: each item source asked for its item for `activity` (dropped when it gives
    /// none), the other items as they are.
    ///
    /// - Complexity: O(n) in the items.
    public func sharedItems(for activity: ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? any ActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: activity)
        }
    }

    /// The placeholders the sheet shows before an activity is chosen: each item source's placeholder.
    public var placeholderItems: [Any] {
        activityItems.map { ($0 as? any ActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
    }
}

/// An object that gives the share sheet its item when an activity is chosen (UIActivityItemSource): put it in
/// `activityItems` in place of the item.
@preconcurrency @MainActor
public protocol ActivityItemSource: AnyObject {
    /// A stand-in of the item's type, shown before an activity is chosen.
    func activityViewControllerPlaceholderItem(_ activityViewController: ActivityViewController) -> Any
    /// The item to share with `activityType`; nil shares nothing for it.
    func activityViewController(
        _ activityViewController: ActivityViewController, itemForActivityType activityType: Activity.ActivityType?
    ) -> Any?
    /// The subject of a message or mail; empty by default.
    func activityViewController(
        _ activityViewController: ActivityViewController, subjectForActivityType activityType: Activity.ActivityType?
    ) -> String
    /// The uniform type identifier of the item; empty by default.
    func activityViewController(
        _ activityViewController: ActivityViewController,
        dataTypeIdentifierForActivityType activityType: Activity.ActivityType?
    ) -> String
    /// A thumbnail for the item; nil by default.
    func activityViewController(
        _ activityViewController: ActivityViewController,
        thumbnailImageForActivityType activityType: Activity.ActivityType?, suggestedSize size: CGSize
    ) -> Image?
}

extension ActivityItemSource {
    public func activityViewController(
        _ activityViewController: ActivityViewController, subjectForActivityType activityType: Activity.ActivityType?
    ) -> String { "" }
    public func activityViewController(
        _ activityViewController: ActivityViewController,
        dataTypeIdentifierForActivityType activityType: Activity.ActivityType?
    ) -> String { "" }
    public func activityViewController(
        _ activityViewController: ActivityViewController,
        thumbnailImageForActivityType activityType: Activity.ActivityType?, suggestedSize size: CGSize
    ) -> Image? { nil }
}

/// A service the share sheet offers (UIActivity); subclass it for an app's own.
@preconcurrency @MainActor
open class Activity {
    /// A kind of activity (UIActivity.ActivityType).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    }

    /// Which row of the share sheet an activity appears in (UIActivity.Category), with UIKit's raw values.
    public enum Category: Int, Hashable, Sendable {
        case action = 0
        case share = 1
    }

    /// The row an activity of this class appears in: actions by default.
    open class var activityCategory: Category { .action }

    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: Image? { nil }
    /// A controller the activity shows to finish its work (a compose screen); nil runs ``perform()`` instead.
    open var activityViewController: ViewController? { nil }

    public init() {}

    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() { activityDidFinish(true) }
    open func activityDidFinish(_ completed: Bool) {}
}

/// Sections of the share sheet (UIActivitySectionTypes).
public struct ActivitySectionTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The row of people to share with.
    public static let peopleSuggestions = ActivitySectionTypes(rawValue: 1 << 0)
}

/// What a share sheet or responder offers to share (UIActivityItemsConfigurationReading): its item providers.
@preconcurrency @MainActor
public protocol ActivityItemsConfigurationReading: AnyObject {
    /// The items, as item providers.
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { get }
}

/// A set of items to share (UIActivityItemsConfiguration): objects (strings, URLs, images) or item providers.
@preconcurrency @MainActor
open class ActivityItemsConfiguration: ActivityItemsConfigurationReading {
    public let itemProvidersForActivityItemsConfiguration: [NSItemProvider]
    /// An object the app uses to stand for the items (within the app, in place of the item providers).
    open var localObject: Any?

    /// A configuration sharing `objects`, each through an item provider.
    public init(objects: [any NSItemProviderWriting]) {
        itemProvidersForActivityItemsConfiguration = objects.map { NSItemProvider(object: $0) }
    }

    /// A configuration sharing what `itemProviders` provide.
    public init(itemProviders: [NSItemProvider]) {
        itemProvidersForActivityItemsConfiguration = itemProviders
    }
}
