import Foundation

/// Told what happens to the app (UIApplicationDelegate). Every method is optional. An Xcode template's
/// `class AppDelegate: UIResponder, UIApplicationDelegate` conforms as it is; `@main` on it launches the app headless
/// and runs its main loop (``ApplicationDelegate/main()``), and ``Application/launch(delegate:sceneDelegate:options:)``
/// launches it in a test.
@preconcurrency @MainActor
public protocol ApplicationDelegate: AnyObject {
    func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)
    func applicationDidBecomeActive(_ application: Application)
    func applicationWillResignActive(_ application: Application)
    func applicationDidEnterBackground(_ application: Application)
    func applicationWillEnterForeground(_ application: Application)
    func applicationWillTerminate(_ application: Application)
    /// The app is low on memory (``Application/receiveMemoryWarning()`` headless).
    func applicationDidReceiveMemoryWarning(_ application: Application)
    /// The app's window, for an app without scenes: a delegate declares `var window: UIWindow?` and the
    /// application reads it (the default has none).
    var window: Window? { get set }
    /// Asked first as the app launches, before `didFinishLaunchingWithOptions`.
    func application(
        _ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool
    /// A URL to open in the app, for an app without scenes (``Application/openInApp(_:options:)``).
    func application(_ app: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]) -> Bool
    func application(
        _ application: Application, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UserActivityRestoring]?) -> Void
    ) -> Bool
    /// A Home Screen quick action was chosen, for an app without scenes.
    func application(
        _ application: Application, performActionFor shortcutItem: ApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
    func application(_ application: Application, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: Application, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    func application(
        _ application: Application, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (Application.BackgroundFetchResult) -> Void)
    func application(
        _ application: Application,
        performFetchWithCompletionHandler completionHandler: @escaping (Application.BackgroundFetchResult) -> Void)
    func application(
        _ application: Application, handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void)
    /// The orientations the app's windows may take; the root controllers' own by default.
    func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?)
        -> InterfaceOrientationMask
    func applicationSignificantTimeChange(_ application: Application)
    func applicationProtectedDataWillBecomeUnavailable(_ application: Application)
    func applicationProtectedDataDidBecomeAvailable(_ application: Application)
}

extension ApplicationDelegate {
    public func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {}
    public func applicationDidBecomeActive(_ application: Application) {}
    public func applicationWillResignActive(_ application: Application) {}
    public func applicationDidEnterBackground(_ application: Application) {}
    public func applicationWillEnterForeground(_ application: Application) {}
    public func applicationWillTerminate(_ application: Application) {}
    public func applicationDidReceiveMemoryWarning(_ application: Application) {}
    public func application(
        _ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(_ app: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]) -> Bool {
        false
    }
    public func application(
        _ application: Application, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UserActivityRestoring]?) -> Void
    ) -> Bool { false }
    public func application(
        _ application: Application, performActionFor shortcutItem: ApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
    public func application(
        _ application: Application, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}
    public func application(
        _ application: Application, didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {}
    public func application(
        _ application: Application, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (Application.BackgroundFetchResult) -> Void
    ) { completionHandler(.noData) }
    public func application(
        _ application: Application,
        performFetchWithCompletionHandler completionHandler: @escaping (Application.BackgroundFetchResult) -> Void
    ) { completionHandler(.noData) }
    public func application(
        _ application: Application, handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) { completionHandler() }
    public func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?)
        -> InterfaceOrientationMask
    { window?.rootViewController?.supportedInterfaceOrientations ?? .allButUpsideDown }
    public func applicationSignificantTimeChange(_ application: Application) {}
    public func applicationProtectedDataWillBecomeUnavailable(_ application: Application) {}
    public func applicationProtectedDataDidBecomeAvailable(_ application: Application) {}
    public var window: Window? {
        get { nil }
        set {}
    }
}

/// The app, headless (UIApplication): its delegate, its scenes and their windows, its state, and the URLs it
/// was asked to open (kept in ``openedURLs``, since there is no system to hand them to).
@preconcurrency @MainActor
open class Application: Responder {
    /// Where the app is in its life (UIApplication.State), with UIKit's raw values.
    public enum State: Int, Hashable, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// A key of the options an app launches with (UIApplication.LaunchOptionsKey).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// A key of the options ``open(_:options:completionHandler:)`` takes (UIApplication.OpenExternalURLOptionsKey).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// A key of the options a URL opened in the app comes with (UIApplication.OpenURLOptionsKey).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        public static let eventAttribution = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
    }

    /// An identifier of work that continues in the background (UIBackgroundTaskIdentifier).
    public struct BackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// No task: what a variable holds before ``beginBackgroundTask(expirationHandler:)`` and after its end.
        public static let invalid = BackgroundTaskIdentifier(rawValue: 0)
    }

    /// No background task: what ``beginBackgroundTask(expirationHandler:)`` never returns.
    public static let invalidBackgroundTask = BackgroundTaskIdentifier.invalid

    /// What a background fetch found (UIBackgroundFetchResult), with UIKit's raw values.
    public enum BackgroundFetchResult: UInt, Hashable, Sendable {
        case newData = 0
        case noData = 1
        case failed = 2
    }

    /// Whether the app may refresh in the background (UIBackgroundRefreshStatus), with UIKit's raw values.
    public enum BackgroundRefreshStatus: Int, Hashable, Sendable {
        case restricted = 0
        case denied = 1
        case available = 2
    }

    /// The shortest interval between background fetches the system allows.
    public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    /// No background fetches.
    public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude

    /// The URL that opens this app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// The one app.
    public static let shared = Application()

    /// The app's delegate (UIKit keeps it unowned; the client's app keeps it alive).
    open weak var delegate: (any ApplicationDelegate)?
    /// The app's state: active once launched.
    public private(set) var applicationState = State.inactive
    /// The scenes connected to the app.
    public private(set) var connectedScenes: Set<Scene> = []
    /// Sessions the app has opened, connected or not.
    public private(set) var openSessions: Set<SceneSession> = []
    open var isIdleTimerDisabled = false
    open var applicationIconBadgeNumber = 0
    public private(set) var isRegisteredForRemoteNotifications = false
    /// The URLs the app asked to open, in order (beyond UIKit, for tests).
    public private(set) var openedURLs: [URL] = []
    private var nextBackgroundTask = 1
    /// The background tasks begun and not ended.
    public private(set) var backgroundTasks: Set<BackgroundTaskIdentifier> = []
    /// The name of the app's alternate icon in use; nil for the primary icon.
    public private(set) var alternateIconName: String?

    /// Whether the app may change its icon: true headless, where no Info.plist limits the icons (iOS reads the
    /// alternate icons the app declares).
    public var supportsAlternateIcons: Bool { true }

    /// Changes the app's icon to the alternate icon `alternateIconName` (nil: the primary one), as iOS does when
    /// the app is in the foreground: headless the name is kept (``alternateIconName``), and `completionHandler`
    /// hears nil (no error) at once.
    open func setAlternateIconName(
        _ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil
    ) {
        self.alternateIconName = alternateIconName
        completionHandler?(nil)
    }

    /// ``setAlternateIconName(_:completionHandler:)`` as an async call.
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        setAlternateIconName(alternateIconName, completionHandler: nil)
    }

    private override init() {
        super.init()
    }

    /// There is one application, ``shared``: none is made from an archive.
    public required init?(coder: NSCoder) { nil }

    /// Every window of every connected window scene.
    public var windows: [Window] { connectedScenes.compactMap { $0 as? WindowScene }.flatMap(\.windows) }

    /// The key window of a connected scene (deprecated in UIKit for multiple scenes, still common).
    public var keyWindow: Window? { windows.first { $0.isKeyWindow } }

    /// The status bar's frame in the key window, deprecated since iOS 13 (use the window scene's status bar
    /// manager): as wide as the window and as tall as its top safe-area inset (47 points on a phone with a notch,
    /// zero without a key window).
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect {
        (keyWindow ?? Window.currentKey)?.statusBarFrame ?? .zero
    }

    /// The interface's orientation, deprecated since iOS 13 (use the window scene's): portrait when the key
    /// window is taller than wide, else landscape right; unknown without a window.
    public var statusBarOrientation: InterfaceOrientation {
        guard let window = keyWindow ?? Window.currentKey else { return .unknown }
        return InterfaceOrientation(fitting: window.bounds.size)
    }

    /// Whether the status bar's network activity spinner shows (kept; deprecated since iOS 13, which shows none).
    open var isNetworkActivityIndicatorVisible = false

    /// Opens `url` (deprecated since iOS 10; use ``open(_:options:completionHandler:)``): it is kept in
    /// ``openedURLs``, and the answer is whether it has a scheme.
    @discardableResult
    open func openURL(_ url: URL) -> Bool {
        guard url.scheme != nil else { return false }
        openedURLs.append(url)
        return true
    }

    /// How many ``beginIgnoringInteractionEvents()`` calls are not yet ended.
    private var ignoringInteractionDepth = 0

    /// The app's quick actions added at run time, shown on its Home Screen icon.
    open var shortcutItems: [ApplicationShortcutItem]?
    /// Whether the app can show several scenes at once: false, as an app without the Info.plist key is.
    public var supportsMultipleScenes: Bool { false }
    /// Which way the app's text runs: left to right headless.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }
    /// How long the app may run in the background: unlimited in the foreground, as UIKit reports it.
    public nonisolated var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    /// Whether protected files can be read: always headless, where the device is never locked.
    public nonisolated var isProtectedDataAvailable: Bool { true }
    /// Whether the app may refresh in the background.
    public var backgroundRefreshStatus: BackgroundRefreshStatus { .available }
    /// The shortest interval between background fetches asked for (kept; deprecated since iOS 13).
    public private(set) var minimumBackgroundFetchInterval = Application.backgroundFetchIntervalNever
    /// Whether a shake offers to undo; true, as in UIKit.
    open var applicationSupportsShakeToEdit = true
    /// Whether the app hears the remote-control events of headphones and the lock screen.
    public private(set) var isReceivingRemoteControlEvents = false
    /// The status bar's style, for apps that set it themselves (deprecated since iOS 9; kept).
    open var statusBarStyle = StatusBarStyle.default
    /// Whether the status bar is hidden, for apps that set it themselves (deprecated since iOS 9; kept).
    open var isStatusBarHidden = false

    /// Asks for background fetches at most every `minimumBackgroundFetchInterval` seconds (kept; no fetch happens
    /// headless).
    open func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
        self.minimumBackgroundFetchInterval = minimumBackgroundFetchInterval
    }

    /// Stops remote notifications (undoes ``registerForRemoteNotifications()``).
    open func unregisterForRemoteNotifications() { isRegisteredForRemoteNotifications = false }
    open func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }

    /// Sends `event` to the windows it is for, as every touch goes: the windows its touches are in (each
    /// ``Window/sendEvent(_:)``), or the key window for an event without touches.
    open func sendEvent(_ event: Event) {
        var windows: [Window] = []
        for window in (event.allTouches ?? []).compactMap(\.window) where !windows.contains(where: { $0 === window }) {
            windows.append(window)
        }
        if windows.isEmpty, let key = keyWindow ?? Window.currentKey { windows = [key] }
        for window in windows { window.sendEvent(event) }
    }
    open func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }

    /// Starts background work named `taskName` (the name shows in debugging tools).
    open func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> BackgroundTaskIdentifier {
        beginBackgroundTask(expirationHandler: handler)
    }

    /// Asks for a scene: an existing session's scene is activated; with no session, a new window scene is
    /// connected through the app delegate's configuration (its delegate is the configuration's `delegateClass`
    /// only on iOS: headless, pass a scene delegate to ``connectScene(delegate:)``), so here `errorHandler` hears
    /// why none was made.
    open func requestSceneSessionActivation(
        _ sceneSession: SceneSession?, userActivity: NSUserActivity?, options: Scene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        if let scene = sceneSession?.scene {
            scene.activate()
            return
        }
        errorHandler?(
            SceneActivationError(
                description:
                    "A new scene needs its delegate: headless, call UIApplication.shared.connectScene(delegate:) with "
                    + "one (iOS makes it from the configuration's delegateClass, which needs the Objective-C runtime).")
        )
    }

    /// Why a scene could not be activated.
    public struct SceneActivationError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Whether touches are dropped, between ``beginIgnoringInteractionEvents()`` and its end.
    public var isIgnoringInteractionEvents: Bool { ignoringInteractionDepth > 0 }

    /// Drops touches until the matching ``endIgnoringInteractionEvents()`` (deprecated since iOS 13; calls
    /// nest): a headless touch then reaches no view.
    open func beginIgnoringInteractionEvents() { ignoringInteractionDepth += 1 }

    /// Ends one ``beginIgnoringInteractionEvents()``.
    open func endIgnoringInteractionEvents() { ignoringInteractionDepth = max(ignoringInteractionDepth - 1, 0) }

    /// Asks to open `url`: it is kept in ``openedURLs`` and the completion hears true at once.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completion?(true)
    }

    /// Whether a URL can be opened: any URL with a scheme, headless.
    open func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

    /// Registers for remote notifications (recorded; none arrive headless).
    open func registerForRemoteNotifications() { isRegisteredForRemoteNotifications = true }

    /// Starts work that may continue in the background; returns its identifier.
    open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
        -> BackgroundTaskIdentifier
    {
        let identifier = BackgroundTaskIdentifier(rawValue: nextBackgroundTask)
        nextBackgroundTask += 1
        backgroundTasks.insert(identifier)
        return identifier
    }

    /// Ends background work begun with ``beginBackgroundTask(expirationHandler:)``.
    open func endBackgroundTask(_ identifier: BackgroundTaskIdentifier) {
        backgroundTasks.remove(identifier)
    }

    // MARK: Headless life

    /// Launches the app headless (beyond UIKit): `application(_:didFinishLaunchingWithOptions:)`, then, with a
    /// scene delegate, a window scene connected as ``connectScene(delegate:)`` does, then the app becomes active.
    /// Returns the scene, if one was connected.
    @discardableResult
    public func launch(
        delegate: any ApplicationDelegate, sceneDelegate: (any SceneDelegate)? = nil,
        options: [LaunchOptionsKey: Any]? = nil
    ) -> WindowScene? {
        launch(delegate: delegate, connectsScene: sceneDelegate != nil, options: options) { _ in sceneDelegate }
    }

    /// ``launch(delegate:sceneDelegate:options:)`` with the scene delegate made from the scene's configuration.
    func launch(
        delegate: any ApplicationDelegate, connectsScene: Bool, options: [LaunchOptionsKey: Any]?,
        makingSceneDelegate: (SceneConfiguration) -> (any SceneDelegate)?
    ) -> WindowScene? {
        self.delegate = delegate
        MenuSystem.main.appLaunched()
        _ = delegate.application(self, willFinishLaunchingWithOptions: options)
        _ = delegate.application(self, didFinishLaunchingWithOptions: options)
        post(
            Self.didFinishLaunchingNotification,
            userInfo: options.map { Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, $0.value) }) })
        let scene = connectsScene ? connectScene(makingDelegate: makingSceneDelegate) : nil
        applicationState = .active
        delegate.applicationDidBecomeActive(self)
        post(Self.didBecomeActiveNotification)
        if let scene { scene.activate() }
        return scene
    }

    /// Opens `url` in the app, as iOS does when another app or a link opens it (beyond UIKit: the system does it
    /// on iOS): a connected scene's delegate hears `scene(_:openURLContexts:)`; an app without scenes, its app
    /// delegate's `application(_:open:options:)`. Returns whether a delegate was told.
    @discardableResult
    public func openInApp(_ url: URL, options: [OpenURLOptionsKey: Any] = [:]) -> Bool {
        if let scene = connectedScenes.first(where: { $0.delegate != nil }), let delegate = scene.delegate {
            let context = OpenURLContext(
                url: url,
                options: Scene.OpenURLOptions(
                    sourceApplication: options[.sourceApplication] as? String, annotation: options[.annotation],
                    openInPlace: options[.openInPlace] as? Bool ?? false))
            delegate.scene(scene, openURLContexts: [context])
            return true
        }
        return delegate?.application(self, open: url, options: options) ?? false
    }

    /// A Home Screen quick action chosen while the app runs (beyond UIKit): the first window scene's delegate
    /// hears it, else the app delegate; `completion` hears whether it was handled.
    public func performShortcut(
        _ shortcutItem: ApplicationShortcutItem, completion: @escaping (Bool) -> Void = { _ in }
    ) {
        if let scene = connectedScenes.compactMap({ $0 as? WindowScene }).first,
            let delegate = scene.delegate as? any WindowSceneDelegate
        {
            delegate.windowScene(scene, performActionFor: shortcutItem, completionHandler: completion)
        } else if let delegate {
            delegate.application(self, performActionFor: shortcutItem, completionHandler: completion)
        } else {
            completion(false)
        }
    }

    /// Connects a new window scene with `delegate` (beyond UIKit: the system does it on iOS): the app delegate's
    /// `configurationForConnecting`, then the delegate's `scene(_:willConnectTo:options:)`, where a template makes
    /// its window (`UIWindow(windowScene:)`) and calls `makeKeyAndVisible()`.
    @discardableResult
    public func connectScene(delegate sceneDelegate: any SceneDelegate) -> WindowScene {
        connectScene { _ in sceneDelegate }
    }

    /// ``connectScene(delegate:)`` with the delegate made from the configuration the app delegate chose, as
    /// `UIApplicationMain` makes it from the configuration's `delegateClass`.
    func connectScene(makingDelegate: (SceneConfiguration) -> (any SceneDelegate)?) -> WindowScene {
        let session = SceneSession(role: .windowApplication)
        let options = Scene.ConnectionOptions()
        session.configuration =
            delegate?.application(self, configurationForConnecting: session, options: options)
            ?? SceneConfiguration(name: nil, sessionRole: session.role)
        let scene = WindowScene(session: session, connectionOptions: options)
        let sceneDelegate = makingDelegate(session.configuration)
        scene.delegate = sceneDelegate
        session.scene = scene
        openSessions.insert(session)
        connectedScenes.insert(scene)
        NotificationCenter.default.post(name: Scene.willConnectNotification, object: scene)
        sceneDelegate?.scene(scene, willConnectTo: session, options: options)
        return scene
    }

    /// Sends the app to the background and back (beyond UIKit): the delegates hear each step in UIKit's order.
    public func enterBackground() {
        guard applicationState != .background else { return }
        for scene in connectedScenes { scene.deactivate() }
        delegate?.applicationWillResignActive(self)
        post(Self.willResignActiveNotification)
        applicationState = .background
        for scene in connectedScenes {
            scene.delegate?.sceneDidEnterBackground(scene)
            NotificationCenter.default.post(name: Scene.didEnterBackgroundNotification, object: scene)
        }
        delegate?.applicationDidEnterBackground(self)
        post(Self.didEnterBackgroundNotification)
    }

    /// Brings the app back from the background (beyond UIKit).
    public func enterForeground() {
        guard applicationState == .background else { return }
        for scene in connectedScenes {
            scene.delegate?.sceneWillEnterForeground(scene)
            NotificationCenter.default.post(name: Scene.willEnterForegroundNotification, object: scene)
        }
        delegate?.applicationWillEnterForeground(self)
        post(Self.willEnterForegroundNotification)
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
        post(Self.didBecomeActiveNotification)
        for scene in connectedScenes { scene.activate() }
    }

    /// The system warns the app that memory is low (beyond UIKit, headless): the delegate hears
    /// `applicationDidReceiveMemoryWarning(_:)`, the notification is posted, and every loaded controller of the
    /// app's windows hears `didReceiveMemoryWarning()`.
    public func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        post(Self.didReceiveMemoryWarningNotification)
        var pending = connectedScenes.compactMap { $0 as? WindowScene }.flatMap(\.windows).compactMap(
            \.rootViewController)
        while let controller = pending.popLast() {
            controller.didReceiveMemoryWarning()
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
    }

    /// The app is about to end (beyond UIKit, headless): the delegate hears `applicationWillTerminate(_:)`, the
    /// notification is posted, and the scenes are disconnected.
    public func terminate() {
        delegate?.applicationWillTerminate(self)
        post(Self.willTerminateNotification)
        for scene in connectedScenes { disconnect(scene) }
        MenuSystem.main.appTerminated()
    }

    /// Disconnects `scene`: its delegate hears `sceneDidDisconnect(_:)` and the notification is posted.
    func disconnect(_ scene: Scene) {
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: Scene.didDisconnectNotification, object: scene)
        connectedScenes.remove(scene)
    }

    /// Forgets `session`, whose scene is disconnected.
    func discard(_ session: SceneSession) { openSessions.remove(session) }

    private func post(_ name: Notification.Name, userInfo: [AnyHashable: Any]? = nil) {
        NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
    }

    // MARK: Notifications, with UIKit's names

    public nonisolated static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    public nonisolated static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public nonisolated static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    public nonisolated static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    public nonisolated static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
        "UIApplicationBackgroundRefreshStatusDidChangeNotification")
    public nonisolated static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
        "UIApplicationProtectedDataWillBecomeUnavailable")
    public nonisolated static let protectedDataDidBecomeAvailableNotification = Notification.Name(
        "UIApplicationProtectedDataDidBecomeAvailable")
}

extension Application {
    /// The text size the user chose in Settings; `.large` by default.
    public var preferredContentSizeCategory: TraitCollection.ContentSizeCategory {
        TraitCollection.systemContentSizeCategory
    }

    /// The user changes the text size in Settings (beyond UIKit, headless): the views and controllers of every
    /// window of the app's scenes, and of the key window, hear `traitCollectionDidChange(_:)` and their
    /// registered trait changes, and `UIContentSizeCategory.didChangeNotification` is posted with the new
    /// category under `newValueUserInfoKey`, as on iOS (and the large content viewer's
    /// `enabledStatusDidChangeNotification` when the change turns it on or off).
    ///
    /// - Complexity: O(n) in the views of the app's windows.
    public func setPreferredContentSizeCategory(_ category: TraitCollection.ContentSizeCategory) {
        guard category != TraitCollection.systemContentSizeCategory, category != .unspecified else { return }
        var all = windows
        if let key = Window.currentKey, !all.contains(where: { $0 === key }) { all.append(key) }
        let before = all.map { ($0, $0.traitCollection) }
        let largeContentViewerWasEnabled = LargeContentViewerInteraction.isEnabled
        TraitCollection.systemContentSizeCategory = category
        for (window, previous) in before { window.traitsChanged(from: previous, to: window.traitCollection) }
        NotificationCenter.default.post(
            name: TraitCollection.ContentSizeCategory.didChangeNotification, object: self,
            userInfo: [TraitCollection.ContentSizeCategory.newValueUserInfoKey: category.rawValue])
        if LargeContentViewerInteraction.isEnabled != largeContentViewerWasEnabled {
            NotificationCenter.default.post(
                name: LargeContentViewerInteraction.enabledStatusDidChangeNotification, object: nil)
        }
    }
}
