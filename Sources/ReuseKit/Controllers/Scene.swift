import Foundation

/// Told what happens to a scene (UISceneDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol SceneDelegate: AnyObject {
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: Scene)
    func sceneDidBecomeActive(_ scene: Scene)
    func sceneWillResignActive(_ scene: Scene)
    func sceneWillEnterForeground(_ scene: Scene)
    func sceneDidEnterBackground(_ scene: Scene)
    func scene(_ scene: Scene, openURLContexts urlContexts: Set<OpenURLContext>)
    /// The scene is asked to continue `userActivity` (Handoff, a Spotlight result, a universal link).
    func scene(_ scene: Scene, continue userActivity: NSUserActivity)
    func scene(_ scene: Scene, willContinueUserActivityWithType userActivityType: String)
    func scene(_ scene: Scene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    func scene(_ scene: Scene, didUpdate userActivity: NSUserActivity)
    /// The activity that brings the scene back to where it was, asked as it goes to the background.
    func stateRestorationActivity(for scene: Scene) -> NSUserActivity?
    func scene(_ scene: Scene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

extension SceneDelegate {
    public func scene(
        _ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: Scene) {}
    public func sceneDidBecomeActive(_ scene: Scene) {}
    public func sceneWillResignActive(_ scene: Scene) {}
    public func sceneWillEnterForeground(_ scene: Scene) {}
    public func sceneDidEnterBackground(_ scene: Scene) {}
    public func scene(_ scene: Scene, openURLContexts urlContexts: Set<OpenURLContext>) {}
    public func scene(_ scene: Scene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: Scene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(
        _ scene: Scene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
    ) {}
    public func scene(_ scene: Scene, didUpdate userActivity: NSUserActivity) {}
    public func stateRestorationActivity(for scene: Scene) -> NSUserActivity? { nil }
    public func scene(_ scene: Scene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
}

/// A scene delegate with a window (UIWindowSceneDelegate): an Xcode template's `SceneDelegate` makes
/// `UIWindow(windowScene:)` in `scene(_:willConnectTo:options:)` and keeps it here.
@preconcurrency @MainActor
public protocol WindowSceneDelegate: SceneDelegate {
    var window: Window? { get set }
    /// A Home Screen quick action was chosen while the scene runs.
    func windowScene(
        _ windowScene: WindowScene, performActionFor shortcutItem: ApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
    /// The scene's size, orientation or traits changed (before iOS 26).
    func windowScene(
        _ windowScene: WindowScene, didUpdate previousCoordinateSpace: any CoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: InterfaceOrientation,
        traitCollection previousTraitCollection: TraitCollection)
    /// The scene's geometry changed.
    func windowScene(
        _ windowScene: WindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: WindowScene.Geometry)
}

extension WindowSceneDelegate {
    public func windowScene(
        _ windowScene: WindowScene, performActionFor shortcutItem: ApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
    public func windowScene(
        _ windowScene: WindowScene, didUpdate previousCoordinateSpace: any CoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: InterfaceOrientation,
        traitCollection previousTraitCollection: TraitCollection
    ) {}
    public func windowScene(
        _ windowScene: WindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: WindowScene.Geometry
    ) {}
}

/// A URL the app was asked to open (UIOpenURLContext), with how it was asked.
public struct OpenURLContext: Hashable, @unchecked Sendable {
    public let url: URL
    /// Who asked and how (UIScene.OpenURLOptions).
    public let options: Scene.OpenURLOptions

    public init(url: URL, options: Scene.OpenURLOptions = Scene.OpenURLOptions()) {
        self.url = url
        self.options = options
    }

    public static func == (lhs: OpenURLContext, rhs: OpenURLContext) -> Bool { lhs.url == rhs.url }
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

/// One instance of the app's interface (UIScene).
@preconcurrency @MainActor
open class Scene: Responder {
    /// What the scene connects with (UIScene.ConnectionOptions): the URLs to open, the Home Screen quick action
    /// chosen and the activities to continue; none headless unless given.
    public final class ConnectionOptions: @unchecked Sendable {
        public let urlContexts: Set<OpenURLContext>
        /// The quick action that launched the scene.
        public let shortcutItem: ApplicationShortcutItem?
        /// The activities (Handoff, a Spotlight result) the scene continues.
        public let userActivities: [NSUserActivity]
        /// The bundle identifier of the app that asked to open the scene.
        public let sourceApplication: String?
        /// The type of the Handoff activity being continued.
        public let handoffUserActivityType: String?

        public init(
            urlContexts: Set<OpenURLContext> = [], shortcutItem: ApplicationShortcutItem? = nil,
            userActivities: [NSUserActivity] = [], sourceApplication: String? = nil,
            handoffUserActivityType: String? = nil
        ) {
            self.urlContexts = urlContexts
            self.shortcutItem = shortcutItem
            self.userActivities = userActivities
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
        }
    }

    /// What a request for a scene asks (UIScene.ActivationRequestOptions): the scene that asked.
    public final class ActivationRequestOptions: @unchecked Sendable {
        /// The scene that made the request.
        public var requestingScene: Scene?

        public init() {}
    }

    /// How a URL was asked to be opened (UIScene.OpenURLOptions).
    public final class OpenURLOptions: @unchecked Sendable {
        /// The bundle identifier of the app that asked.
        public let sourceApplication: String?
        /// What the asking app attached.
        public let annotation: Any?
        /// Whether the file should be opened where it is rather than copied.
        public let openInPlace: Bool

        public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
        }
    }

    /// Where the scene is in its life (UIScene.ActivationState), with UIKit's raw values.
    public enum ActivationState: Int, Hashable, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// The scene's delegate; the scene keeps it alive, as UIKit's does.
    open var delegate: (any SceneDelegate)?
    public let session: SceneSession
    public private(set) var activationState = ActivationState.foregroundInactive
    open var title: String?

    public required init(session: SceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Scenes are made by the app for their sessions, never from an archive.
    public required init?(coder: NSCoder) { nil }

    func activate() {
        guard activationState != .foregroundActive else { return }
        activationState = .foregroundActive
        delegate?.sceneDidBecomeActive(self)
        NotificationCenter.default.post(name: Self.didActivateNotification, object: self)
    }

    func deactivate() {
        guard activationState == .foregroundActive else { return }
        delegate?.sceneWillResignActive(self)
        NotificationCenter.default.post(name: Self.willDeactivateNotification, object: self)
        activationState = .background
    }

    // MARK: Notifications, with UIKit's names

    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
}

/// A scene with windows (UIWindowScene): what a template's window is made in.
@preconcurrency @MainActor
open class WindowScene: Scene {
    /// The scene's windows, in the order they were made.
    public var windows: [Window] { windowRefs.compactMap(\.window) }
    private var windowRefs: [WeakWindow] = []
    /// The screen the scene is on.
    public var screen: Screen { .main }
    /// The scene's key window.
    public var keyWindow: Window? { windows.first { $0.isKeyWindow } }
    /// The scene's traits: the screen's.
    public var traitCollection: TraitCollection { screen.traitCollection }
    /// The size limits a resizable window keeps to (nil on a phone, whose scenes fill the screen).
    public var sizeRestrictions: SceneSizeRestrictions? {
        Device.current.userInterfaceIdiom == .phone ? nil : ownSizeRestrictions
    }
    private let ownSizeRestrictions = SceneSizeRestrictions()
    /// The orientation a geometry request turned the scene to, if one did.
    var requestedOrientation: InterfaceOrientation?

    func add(_ window: Window) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakWindow(window: window))
    }

    private struct WeakWindow {
        weak var window: Window?
    }
}

/// What a scene was connected with and keeps across launches (UISceneSession).
@preconcurrency @MainActor
open class SceneSession: IdentityHashable {
    /// The kind of a session (UISceneSession.Role).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    public let persistentIdentifier = UUID().uuidString
    open var userInfo: [String: Any]?
    /// The activity the scene's delegate gave to restore its state (`stateRestorationActivity(for:)`), kept with
    /// the session for the next connection; nil until one is given.
    open var stateRestorationActivity: NSUserActivity?
    public internal(set) var configuration: SceneConfiguration
    public internal(set) weak var scene: Scene?

    init(role: Role) {
        self.role = role
        configuration = SceneConfiguration(name: nil, sessionRole: role)
    }
}

/// How a scene is set up (UISceneConfiguration). The delegate class is recorded; headless, the scene delegate is
/// the object given to ``Application/connectScene(delegate:)``.
@preconcurrency @MainActor
open class SceneConfiguration {
    public let name: String?
    public let role: SceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    /// The storyboard (written as code, ``Storyboard``) whose initial controller the scene's window shows.
    open var storyboard: Storyboard?

    public init(name: String?, sessionRole: SceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}

extension Window {
    /// A window in `windowScene`, the size of its screen.
    public convenience init(windowScene: WindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.add(self)
    }
}

/// The display, headless (UIScreen): an iPhone's 390 × 844 points at 3x.
@preconcurrency @MainActor
open class Screen {
    /// The screen the app runs on (deprecated in UIKit for `view.window?.windowScene?.screen`, still common).
    public static let main = Screen()

    /// The screen's rectangle in points.
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point.
    open var scale: CGFloat = 3
    /// Pixels per point of the physical screen.
    public var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The screen's brightness, 0 to 1.
    open var brightness: CGFloat = 0.5
    /// The screen's traits.
    open var traitCollection: TraitCollection { .screen(size: bounds.size) }
    /// The highest frame rate the screen shows: 60, as the phone it models (no ProMotion).
    open var maximumFramesPerSecond: Int { 60 }
    /// The screen this one mirrors: none.
    open var mirrored: Screen? { nil }
    /// Whether the screen is being recorded or mirrored: never headless.
    open var isCaptured: Bool { false }
    /// Whether brightness below the backlight's lowest is simulated.
    open var wantsSoftwareDimming = false

    /// Every screen attached: the main one (deprecated since iOS 16 for the scene's screen).
    public static var screens: [Screen] { [main] }

    public init() {}

    public nonisolated static let brightnessDidChangeNotification = Notification.Name(
        "UIScreenBrightnessDidChangeNotification")
    public nonisolated static let capturedDidChangeNotification = Notification.Name(
        "UIScreenCapturedDidChangeNotification")
    public nonisolated static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
    public nonisolated static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    public nonisolated static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
}

/// The device, headless (UIDevice): an iPhone in portrait.
@preconcurrency @MainActor
open class Device {
    /// The kind of interface (UIUserInterfaceIdiom), with UIKit's raw values.
    public enum UserInterfaceIdiom: Int, Hashable, Sendable {
        case unspecified = -1
        case phone = 0
        case pad = 1
        case tv = 2
        case carPlay = 3
        case mac = 5
        case vision = 6
    }

    /// Which way up the device is (UIDeviceOrientation), with UIKit's raw values.
    public enum Orientation: Int, Hashable, Sendable {
        case unknown = 0
        case portrait = 1
        case portraitUpsideDown = 2
        case landscapeLeft = 3
        case landscapeRight = 4
        case faceUp = 5
        case faceDown = 6

        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        /// Whether the device lies flat, face up or face down.
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        /// Whether an interface can take this orientation: portrait or landscape, not flat or unknown.
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    }

    /// The battery's state (UIDevice.BatteryState).
    public enum BatteryState: Int, Hashable, Sendable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    /// The device the app runs on.
    public static let current = Device()

    open var name = "iPhone"
    open var model = "iPhone"
    open var localizedModel = "iPhone"
    open var systemName = "iOS"
    /// The iOS version whose UIKit ReuseKit follows.
    open var systemVersion = "26.0"
    /// A phone unless a test says otherwise (`UIDevice.current.userInterfaceIdiom = .pad` is beyond UIKit).
    open var userInterfaceIdiom = UserInterfaceIdiom.phone
    open var orientation = Orientation.portrait
    /// An identifier that stays the same for the app's run.
    public let identifierForVendor: UUID? = UUID()
    open var isBatteryMonitoringEnabled = false
    /// The battery's level, 0 to 1; -1 while monitoring is off, as in UIKit.
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    public var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    open var isProximityMonitoringEnabled = false
    public var isMultitaskingSupported: Bool { true }
    public private(set) var isGeneratingDeviceOrientationNotifications = false

    public init() {}

    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// Whether the proximity sensor is near something (the phone at an ear): never headless.
    public var proximityState: Bool { false }

    /// Plays the keyboard click for a custom input view (silent headless).
    public func playInputClick() {}

    public nonisolated static let batteryLevelDidChangeNotification = Notification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")
    public nonisolated static let batteryStateDidChangeNotification = Notification.Name(
        "UIDeviceBatteryStateDidChangeNotification")
    public nonisolated static let proximityStateDidChangeNotification = Notification.Name(
        "UIDeviceProximityStateDidChangeNotification")

    /// Posted when the device's orientation changes.
    public nonisolated static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
}
