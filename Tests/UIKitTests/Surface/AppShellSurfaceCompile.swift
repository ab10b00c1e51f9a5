// Compile-only: UIKit's app shell as a client writes it, against ReuseKit, member by member from the app-shell
// audit (UIApplication and its delegate, scenes, window scenes and their delegates, scene sessions and
// configurations, the status bar manager, shortcut items, UIScreen, UIDevice, UIAccessibility's notifications and
// settings, and the orientation and layout direction enums). Each use carries its `// api:` marker with the
// "Type member" it stands for; the list is Tests/ReuseKitTests/UIKitSurface/Screens/UIKitContentAPI.txt.
// UIKitSurfaceTests checks every member is here or listed in UIKitScreenSurface. Nothing here runs.
import Foundation
import UIKit

// UIApplication
@MainActor private func appShellApplication(application: UIApplication) {
    // api: UIApplication applicationSupportsShakeToEdit
    application.applicationSupportsShakeToEdit = !application.applicationSupportsShakeToEdit
    // api: UIApplication backgroundFetchIntervalMinimum
    let _: TimeInterval = UIApplication.backgroundFetchIntervalMinimum
    // api: UIApplication backgroundFetchIntervalNever
    let _: TimeInterval = UIApplication.backgroundFetchIntervalNever
    // api: UIApplication backgroundRefreshStatus
    let _: UIBackgroundRefreshStatus = application.backgroundRefreshStatus
    // api: UIApplication backgroundRefreshStatusDidChangeNotification
    let _: NSNotification.Name = UIApplication.backgroundRefreshStatusDidChangeNotification
    // api: UIApplication backgroundTimeRemaining
    let _: TimeInterval = application.backgroundTimeRemaining
    // api: UIApplication beginBackgroundTask(withName:expirationHandler:)
    let _: UIBackgroundTaskIdentifier = application.beginBackgroundTask(withName: "Sync") {}
    // api: UIApplication beginIgnoringInteractionEvents()
    let _: () -> Void = application.beginIgnoringInteractionEvents
    // api: UIApplication beginReceivingRemoteControlEvents()
    let _: () -> Void = application.beginReceivingRemoteControlEvents
    // api: UIApplication didBecomeActiveNotification
    let _: NSNotification.Name = UIApplication.didBecomeActiveNotification
    // api: UIApplication didEnterBackgroundNotification
    let _: NSNotification.Name = UIApplication.didEnterBackgroundNotification
    // api: UIApplication didFinishLaunchingNotification
    let _: NSNotification.Name = UIApplication.didFinishLaunchingNotification
    // api: UIApplication didReceiveMemoryWarningNotification
    let _: NSNotification.Name = UIApplication.didReceiveMemoryWarningNotification
    // api: UIApplication endIgnoringInteractionEvents()
    let _: () -> Void = application.endIgnoringInteractionEvents
    // api: UIApplication endReceivingRemoteControlEvents()
    let _: () -> Void = application.endReceivingRemoteControlEvents
    // api: UIApplication isIgnoringInteractionEvents
    let _: Bool = application.isIgnoringInteractionEvents
    // api: UIApplication isNetworkActivityIndicatorVisible
    application.isNetworkActivityIndicatorVisible = !application.isNetworkActivityIndicatorVisible
    // api: UIApplication isProtectedDataAvailable
    let _: Bool = application.isProtectedDataAvailable
    // api: UIApplication isRegisteredForRemoteNotifications
    let _: Bool = application.isRegisteredForRemoteNotifications
    // api: UIApplication isStatusBarHidden
    application.isStatusBarHidden = !application.isStatusBarHidden
    // api: UIApplication OpenExternalURLOptionsKey
    _ = UIApplication.OpenExternalURLOptionsKey.self
    // api: UIApplication openSessions
    let _: Set<UISceneSession> = application.openSessions
    // api: UIApplication openURL(_:)
    let _: (URL) -> Bool = application.openURL(_:)
    // api: UIApplication OpenURLOptionsKey
    _ = UIApplication.OpenURLOptionsKey.self
    // api: UIApplication preferredContentSizeCategory
    let _: UIContentSizeCategory = application.preferredContentSizeCategory
    // api: UIApplication protectedDataDidBecomeAvailableNotification
    let _: NSNotification.Name = UIApplication.protectedDataDidBecomeAvailableNotification
    // api: UIApplication protectedDataWillBecomeUnavailableNotification
    let _: NSNotification.Name = UIApplication.protectedDataWillBecomeUnavailableNotification
    // api: UIApplication requestSceneSessionActivation(_:userActivity:options:errorHandler:)
    application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { (error: any Error) in _ = error }
    // api: UIApplication setMinimumBackgroundFetchInterval(_:)
    let _: (TimeInterval) -> Void = application.setMinimumBackgroundFetchInterval(_:)
    // api: UIApplication shortcutItems
    let _: [UIApplicationShortcutItem]? = application.shortcutItems
    application.shortcutItems = nil
    // api: UIApplication significantTimeChangeNotification
    let _: NSNotification.Name = UIApplication.significantTimeChangeNotification
    // api: UIApplication statusBarStyle
    let statusBarStyleValue: UIStatusBarStyle = application.statusBarStyle
    application.statusBarStyle = statusBarStyleValue
    // api: UIApplication supportsMultipleScenes
    let _: Bool = application.supportsMultipleScenes
    // api: UIApplication unregisterForRemoteNotifications()
    let _: () -> Void = application.unregisterForRemoteNotifications
    // api: UIApplication userDidTakeScreenshotNotification
    let _: NSNotification.Name = UIApplication.userDidTakeScreenshotNotification
    // api: UIApplication userInterfaceLayoutDirection
    let _: UIUserInterfaceLayoutDirection = application.userInterfaceLayoutDirection
    // api: UIApplication willEnterForegroundNotification
    let _: NSNotification.Name = UIApplication.willEnterForegroundNotification
    // api: UIApplication willResignActiveNotification
    let _: NSNotification.Name = UIApplication.willResignActiveNotification
    // api: UIApplication willTerminateNotification
    let _: NSNotification.Name = UIApplication.willTerminateNotification
}

// UIApplication: the launch options' keys, the status bar's notifications, state restoration, scene sessions.
@MainActor private func appShellShellMembers(application: UIApplication, session: UISceneSession, event: UIEvent) {
    // api: UIApplication.LaunchOptionsKey annotation
    let _: UIApplication.LaunchOptionsKey = .annotation
    // api: UIApplication.LaunchOptionsKey bluetoothCentrals
    let _: UIApplication.LaunchOptionsKey = .bluetoothCentrals
    // api: UIApplication.LaunchOptionsKey bluetoothPeripherals
    let _: UIApplication.LaunchOptionsKey = .bluetoothPeripherals
    // api: UIApplication.LaunchOptionsKey cloudKitShareMetadata
    let _: UIApplication.LaunchOptionsKey = .cloudKitShareMetadata
    // api: UIApplication.LaunchOptionsKey eventAttribution
    let _: UIApplication.LaunchOptionsKey = .eventAttribution
    // api: UIApplication.LaunchOptionsKey location
    let _: UIApplication.LaunchOptionsKey = .location
    // api: UIApplication.LaunchOptionsKey shortcutItem
    let _: UIApplication.LaunchOptionsKey = .shortcutItem
    // api: UIApplication.LaunchOptionsKey userActivityDictionary
    let _: UIApplication.LaunchOptionsKey = .userActivityDictionary
    // api: UIApplication.LaunchOptionsKey userActivityType
    let _: UIApplication.LaunchOptionsKey = .userActivityType
    // api: UIApplication.OpenExternalURLOptionsKey eventAttribution
    let _: UIApplication.OpenExternalURLOptionsKey = .eventAttribution
    // api: UIApplication didChangeStatusBarFrameNotification
    let _: Notification.Name = UIApplication.didChangeStatusBarFrameNotification
    // api: UIApplication didChangeStatusBarOrientationNotification
    let _: Notification.Name = UIApplication.didChangeStatusBarOrientationNotification
    // api: UIApplication willChangeStatusBarFrameNotification
    let _: Notification.Name = UIApplication.willChangeStatusBarFrameNotification
    // api: UIApplication willChangeStatusBarOrientationNotification
    let _: Notification.Name = UIApplication.willChangeStatusBarOrientationNotification
    // api: UIApplication statusBarFrameUserInfoKey
    let _: String = UIApplication.statusBarFrameUserInfoKey
    // api: UIApplication statusBarOrientationUserInfoKey
    let _: String = UIApplication.statusBarOrientationUserInfoKey
    // api: UIApplication supportedInterfaceOrientations(for:)
    let _: UIInterfaceOrientationMask = application.supportedInterfaceOrientations(for: nil)
    // api: UIApplication stateRestorationBundleVersionKey
    let _: String = UIApplication.stateRestorationBundleVersionKey
    // api: UIApplication stateRestorationSystemVersionKey
    let _: String = UIApplication.stateRestorationSystemVersionKey
    // api: UIApplication stateRestorationTimestampKey
    let _: String = UIApplication.stateRestorationTimestampKey
    // api: UIApplication stateRestorationUserInterfaceIdiomKey
    let _: String = UIApplication.stateRestorationUserInterfaceIdiomKey
    // api: UIApplication stateRestorationViewControllerStoryboardKey
    let _: String = UIApplication.stateRestorationViewControllerStoryboardKey
    // api: UIApplication invalidInterfaceOrientationException
    let _: NSExceptionName = UIApplication.invalidInterfaceOrientationException
    // api: UIApplication ignoreSnapshotOnNextApplicationLaunch()
    application.ignoreSnapshotOnNextApplicationLaunch()
    // api: UIApplication extendStateRestoration()
    application.extendStateRestoration()
    // api: UIApplication completeStateRestoration()
    application.completeStateRestoration()
    // api: UIApplication requestSceneSessionDestruction(_:options:errorHandler:)
    application.requestSceneSessionDestruction(session, options: UISceneDestructionRequestOptions()) { _ in }
    // api: UIApplication requestSceneSessionRefresh(_:)
    application.requestSceneSessionRefresh(session)
    // api: UIApplication sendEvent(_:)
    application.sendEvent(event)
}

@available(*, deprecated)
@MainActor private func appShellDeprecatedStatusBar(application: UIApplication) {
    // api: UIApplication.LaunchOptionsKey localNotification
    let _: UIApplication.LaunchOptionsKey = .localNotification
    // api: UIApplication.LaunchOptionsKey newsstandDownloads
    let _: UIApplication.LaunchOptionsKey = .newsstandDownloads
    // api: UIApplication setStatusBarStyle(_:animated:)
    application.setStatusBarStyle(.lightContent, animated: true)
    // api: UIApplication setStatusBarHidden(_:with:)
    application.setStatusBarHidden(true, with: .fade)
    // api: UIApplication setStatusBarOrientation(_:animated:)
    application.setStatusBarOrientation(.portrait, animated: false)
    // api: UIApplication statusBarOrientationAnimationDuration
    let _: TimeInterval = application.statusBarOrientationAnimationDuration
    // api: UIApplication setKeepAliveTimeout(_:handler:)
    let _: Bool = application.setKeepAliveTimeout(600) {}
    // api: UIApplication clearKeepAliveTimeout()
    application.clearKeepAliveTimeout()
}

// The app's entry point: `@main` on the app delegate, or `UIApplicationMain` in a main.swift.
@MainActor private func appShellMainEntry() {
    // api: UIApplication UIApplicationMain(_:_:_:_:)
    let _: (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, String?, String?) -> Int32 = UIApplicationMain
    // api: UIApplicationDelegate main()
    let _: () -> Void = AppShellAppDelegate.main
}

// UIApplication: what ReuseKit marks deprecated, as UIKit does, used where a deprecated client would use it.
@available(*, deprecated)
@MainActor private func appShellDeprecatedApplication(application: UIApplication) {
    // api: UIApplication statusBarFrame
    let _: CGRect = application.statusBarFrame
}

// UIBackgroundRefreshStatus
@MainActor private func appShellBackgroundRefreshStatus() {
    // api: UIBackgroundRefreshStatus available
    let _: UIBackgroundRefreshStatus = .available
    // api: UIBackgroundRefreshStatus denied
    let _: UIBackgroundRefreshStatus = .denied
    // api: UIBackgroundRefreshStatus init(rawValue:)
    let _: (Int) -> UIBackgroundRefreshStatus? = UIBackgroundRefreshStatus.init(rawValue:)
    // api: UIBackgroundRefreshStatus restricted
    let _: UIBackgroundRefreshStatus = .restricted
}

// UIApplication.LaunchOptionsKey
@MainActor private func appShellApplicationLaunchOptionsKey() {
    // api: UIApplication.LaunchOptionsKey init(rawValue:)
    let _: (String) -> UIApplication.LaunchOptionsKey = UIApplication.LaunchOptionsKey.init(rawValue:)
    // api: UIApplication.LaunchOptionsKey remoteNotification
    let _: UIApplication.LaunchOptionsKey = .remoteNotification
    // api: UIApplication.LaunchOptionsKey sourceApplication
    let _: UIApplication.LaunchOptionsKey = .sourceApplication
    // api: UIApplication.LaunchOptionsKey url
    let _: UIApplication.LaunchOptionsKey = .url
}

// UIApplication.OpenExternalURLOptionsKey
@MainActor private func appShellApplicationOpenExternalURLOptionsKey() {
    // api: UIApplication.OpenExternalURLOptionsKey init(rawValue:)
    let _: (String) -> UIApplication.OpenExternalURLOptionsKey = UIApplication.OpenExternalURLOptionsKey.init(rawValue:)
    // api: UIApplication.OpenExternalURLOptionsKey universalLinksOnly
    let _: UIApplication.OpenExternalURLOptionsKey = .universalLinksOnly
}

// UIApplication.OpenURLOptionsKey
@MainActor private func appShellApplicationOpenURLOptionsKey() {
    // api: UIApplication.OpenURLOptionsKey annotation
    let _: UIApplication.OpenURLOptionsKey = .annotation
    // api: UIApplication.OpenURLOptionsKey eventAttribution
    let _: UIApplication.OpenURLOptionsKey = .eventAttribution
    // api: UIApplication.OpenURLOptionsKey init(rawValue:)
    let _: (String) -> UIApplication.OpenURLOptionsKey = UIApplication.OpenURLOptionsKey.init(rawValue:)
    // api: UIApplication.OpenURLOptionsKey openInPlace
    let _: UIApplication.OpenURLOptionsKey = .openInPlace
    // api: UIApplication.OpenURLOptionsKey sourceApplication
    let _: UIApplication.OpenURLOptionsKey = .sourceApplication
}

// UIApplication.State
@MainActor private func appShellApplicationState() {
    // api: UIApplication.State active
    let _: UIApplication.State = .active
    // api: UIApplication.State background
    let _: UIApplication.State = .background
    // api: UIApplication.State inactive
    let _: UIApplication.State = .inactive
    // api: UIApplication.State init(rawValue:)
    let _: (Int) -> UIApplication.State? = UIApplication.State.init(rawValue:)
}

// UIScene
@MainActor private func appShellScene(scene: UIScene) {
    // api: UIScene ActivationRequestOptions
    _ = UIScene.ActivationRequestOptions.self
    // api: UIScene ActivationState
    _ = UIScene.ActivationState.self
    // api: UIScene delegate
    let _: (any UISceneDelegate)? = scene.delegate
    scene.delegate = nil
    // api: UIScene didActivateNotification
    let _: NSNotification.Name = UIScene.didActivateNotification
    // api: UIScene didDisconnectNotification
    let _: NSNotification.Name = UIScene.didDisconnectNotification
    // api: UIScene didEnterBackgroundNotification
    let _: NSNotification.Name = UIScene.didEnterBackgroundNotification
    // api: UIScene init(session:connectionOptions:)
    let _: (UISceneSession, UIScene.ConnectionOptions) -> UIScene = UIScene.init(session:connectionOptions:)
    // api: UIScene OpenURLOptions
    _ = UIScene.OpenURLOptions.self
    // api: UIScene session
    let _: UISceneSession = scene.session
    // api: UIScene title
    let _: String! = scene.title
    scene.title = nil
    // api: UIScene willConnectNotification
    let _: NSNotification.Name = UIScene.willConnectNotification
    // api: UIScene willDeactivateNotification
    let _: NSNotification.Name = UIScene.willDeactivateNotification
    // api: UIScene willEnterForegroundNotification
    let _: NSNotification.Name = UIScene.willEnterForegroundNotification
}

// UIScene.ActivationRequestOptions
@MainActor private func appShellSceneActivationRequestOptions(requestOptions: UIScene.ActivationRequestOptions) {
    // api: UIScene.ActivationRequestOptions requestingScene
    let _: UIScene? = requestOptions.requestingScene
    requestOptions.requestingScene = nil
}

// UIScene.ActivationState
@MainActor private func appShellSceneActivationState() {
    // api: UIScene.ActivationState background
    let _: UIScene.ActivationState = .background
    // api: UIScene.ActivationState foregroundActive
    let _: UIScene.ActivationState = .foregroundActive
    // api: UIScene.ActivationState foregroundInactive
    let _: UIScene.ActivationState = .foregroundInactive
    // api: UIScene.ActivationState init(rawValue:)
    let _: (Int) -> UIScene.ActivationState? = UIScene.ActivationState.init(rawValue:)
    // api: UIScene.ActivationState unattached
    let _: UIScene.ActivationState = .unattached
}

// UIScene.ConnectionOptions
@MainActor private func appShellSceneConnectionOptions(options: UIScene.ConnectionOptions) {
    // api: UIScene.ConnectionOptions handoffUserActivityType
    let _: String? = options.handoffUserActivityType
    // api: UIScene.ConnectionOptions shortcutItem
    let _: UIApplicationShortcutItem? = options.shortcutItem
    // api: UIScene.ConnectionOptions sourceApplication
    let _: String? = options.sourceApplication
    // api: UIScene.ConnectionOptions urlContexts
    let _: Set<UIOpenURLContext> = options.urlContexts
}

// UIScene.OpenURLOptions
@MainActor private func appShellSceneOpenURLOptions(urlOptions: UIScene.OpenURLOptions) {
    // api: UIScene.OpenURLOptions annotation
    let _: Any? = urlOptions.annotation
    // api: UIScene.OpenURLOptions openInPlace
    let _: Bool = urlOptions.openInPlace
    // api: UIScene.OpenURLOptions sourceApplication
    let _: String? = urlOptions.sourceApplication
}

// UIWindowScene
@MainActor private func appShellWindowScene(windowScene: UIWindowScene) {
    // api: UIWindowScene ActivationRequestOptions
    _ = UIWindowScene.ActivationRequestOptions.self
    // api: UIWindowScene coordinateSpace
    let _: any UICoordinateSpace = windowScene.coordinateSpace
    // api: UIWindowScene effectiveGeometry
    let _: UIWindowScene.Geometry = windowScene.effectiveGeometry
    // api: UIWindowScene Geometry
    _ = UIWindowScene.Geometry.self
    // api: UIWindowScene GeometryPreferences
    _ = UIWindowScene.GeometryPreferences.self
    // api: UIWindowScene interfaceOrientation
    let _: UIInterfaceOrientation = windowScene.interfaceOrientation
    // api: UIWindowScene keyWindow
    let _: UIWindow? = windowScene.keyWindow
    // api: UIWindowScene requestGeometryUpdate(_:errorHandler:)
    windowScene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .portrait)) {
        (error: any Error) in _ = error
    }
    // api: UIWindowScene sizeRestrictions
    let _: UISceneSizeRestrictions? = windowScene.sizeRestrictions
    // api: UIWindowScene statusBarManager
    let _: UIStatusBarManager? = windowScene.statusBarManager
    // api: UIWindowScene traitCollection
    let _: UITraitCollection = windowScene.traitCollection
}

// UIWindowScene.Geometry
@MainActor private func appShellWindowSceneGeometry(geometry: UIWindowScene.Geometry) {
    // api: UIWindowScene.Geometry coordinateSpace
    let _: any UICoordinateSpace = geometry.coordinateSpace
    // api: UIWindowScene.Geometry interfaceOrientation
    let _: UIInterfaceOrientation = geometry.interfaceOrientation
    // api: UIWindowScene.Geometry isInteractivelyResizing
    let _: Bool = geometry.isInteractivelyResizing
    // api: UIWindowScene.Geometry isInterfaceOrientationLocked
    let _: Bool = geometry.isInterfaceOrientationLocked
}

// UIWindowScene.GeometryPreferences
@MainActor private func appShellWindowSceneGeometryPreferences() {
    // api: UIWindowScene.GeometryPreferences iOS
    _ = UIWindowScene.GeometryPreferences.iOS.self
}

// UIWindowScene.GeometryPreferences.iOS
@MainActor private func appShellWindowSceneGeometryPreferencesIOS(preferences: UIWindowScene.GeometryPreferences.iOS) {
    // api: UIWindowScene.GeometryPreferences.iOS init()
    let _: () -> UIWindowScene.GeometryPreferences.iOS = UIWindowScene.GeometryPreferences.iOS.init
    // api: UIWindowScene.GeometryPreferences.iOS init(interfaceOrientations:)
    let _: (UIInterfaceOrientationMask) -> UIWindowScene.GeometryPreferences.iOS =
        UIWindowScene.GeometryPreferences.iOS.init(interfaceOrientations:)
    // api: UIWindowScene.GeometryPreferences.iOS interfaceOrientations
    let _: UIInterfaceOrientationMask? = preferences.interfaceOrientations
    preferences.interfaceOrientations = nil
}

// UISceneSession
@MainActor private func appShellSceneSession(session: UISceneSession) {
    // api: UISceneSession configuration
    let _: UISceneConfiguration = session.configuration
    // api: UISceneSession persistentIdentifier
    let _: String = session.persistentIdentifier
    // api: UISceneSession Role
    _ = UISceneSession.Role.self
    // api: UISceneSession scene
    let _: UIScene? = session.scene
    // api: UISceneSession userInfo
    let _: [String: Any]? = session.userInfo
    session.userInfo = nil
}

// UISceneSession.Role
@MainActor private func appShellSceneSessionRole() {
    // api: UISceneSession.Role init(rawValue:)
    let _: (String) -> UISceneSession.Role = UISceneSession.Role.init(rawValue:)
    // api: UISceneSession.Role windowApplication
    let _: UISceneSession.Role = .windowApplication
    // api: UISceneSession.Role windowExternalDisplayNonInteractive
    let _: UISceneSession.Role = .windowExternalDisplayNonInteractive
}

// UISceneConfiguration
@MainActor private func appShellSceneConfiguration(sceneConfiguration: UISceneConfiguration) {
    // api: UISceneConfiguration name
    let _: String? = sceneConfiguration.name
    // api: UISceneConfiguration role
    let _: UISceneSession.Role = sceneConfiguration.role
    // api: UISceneConfiguration sceneClass
    let _: AnyClass? = sceneConfiguration.sceneClass
    sceneConfiguration.sceneClass = nil
}

// UIOpenURLContext
@MainActor private func appShellOpenURLContext(urlContext: UIOpenURLContext) {
    // api: UIOpenURLContext options
    let _: UIScene.OpenURLOptions = urlContext.options
    // api: UIOpenURLContext url
    let _: URL = urlContext.url
}

// UIStatusBarManager
@MainActor private func appShellStatusBarManager(statusBar: UIStatusBarManager) {
    // api: UIStatusBarManager isStatusBarHidden
    let _: Bool = statusBar.isStatusBarHidden
    // api: UIStatusBarManager statusBarFrame
    let _: CGRect = statusBar.statusBarFrame
    // api: UIStatusBarManager statusBarStyle
    let _: UIStatusBarStyle = statusBar.statusBarStyle
}

// UISceneSizeRestrictions
@MainActor private func appShellSceneSizeRestrictions(restrictions: UISceneSizeRestrictions) {
    // api: UISceneSizeRestrictions allowsFullScreen
    restrictions.allowsFullScreen = !restrictions.allowsFullScreen
    // api: UISceneSizeRestrictions maximumSize
    let maximumSizeValue: CGSize = restrictions.maximumSize
    restrictions.maximumSize = maximumSizeValue
    // api: UISceneSizeRestrictions minimumSize
    let minimumSizeValue: CGSize = restrictions.minimumSize
    restrictions.minimumSize = minimumSizeValue
}

// UIApplicationShortcutItem
@MainActor private func appShellApplicationShortcutItem(shortcut: UIApplicationShortcutItem) {
    // api: UIApplicationShortcutItem icon
    let _: UIApplicationShortcutIcon? = shortcut.icon
    // api: UIApplicationShortcutItem init(type:localizedTitle:)
    let _: (String, String) -> UIApplicationShortcutItem = UIApplicationShortcutItem.init(type:localizedTitle:)
    // api: UIApplicationShortcutItem init(type:localizedTitle:localizedSubtitle:icon:userInfo:)
    let userInfo: [String: any NSSecureCoding]? = nil
    let _: UIApplicationShortcutItem = UIApplicationShortcutItem(
        type: "compose", localizedTitle: "New Message", localizedSubtitle: nil, icon: shortcut.icon, userInfo: userInfo)
    // api: UIApplicationShortcutItem localizedSubtitle
    let _: String? = shortcut.localizedSubtitle
    // api: UIApplicationShortcutItem localizedTitle
    let _: String = shortcut.localizedTitle
    // api: UIApplicationShortcutItem targetContentIdentifier
    let _: Any? = shortcut.targetContentIdentifier
    // api: UIApplicationShortcutItem type
    let _: String = shortcut.type
    // api: UIApplicationShortcutItem userInfo
    let _: [String: any NSSecureCoding]? = shortcut.userInfo
}

// UIMutableApplicationShortcutItem
@MainActor private func appShellMutableApplicationShortcutItem(mutableShortcut: UIMutableApplicationShortcutItem) {
    // api: UIMutableApplicationShortcutItem icon
    let _: UIApplicationShortcutIcon? = mutableShortcut.icon
    mutableShortcut.icon = nil
    // api: UIMutableApplicationShortcutItem localizedSubtitle
    let _: String? = mutableShortcut.localizedSubtitle
    mutableShortcut.localizedSubtitle = nil
    // api: UIMutableApplicationShortcutItem localizedTitle
    let localizedTitleValue: String = mutableShortcut.localizedTitle
    mutableShortcut.localizedTitle = localizedTitleValue
    // api: UIMutableApplicationShortcutItem targetContentIdentifier
    let _: Any? = mutableShortcut.targetContentIdentifier
    mutableShortcut.targetContentIdentifier = nil
    // api: UIMutableApplicationShortcutItem type
    let typeValue: String = mutableShortcut.type
    mutableShortcut.type = typeValue
    // api: UIMutableApplicationShortcutItem userInfo
    let _: [String: any NSSecureCoding]? = mutableShortcut.userInfo
    mutableShortcut.userInfo = nil
}

// UIApplicationShortcutIcon
@MainActor private func appShellApplicationShortcutIcon() {
    // api: UIApplicationShortcutIcon IconType
    _ = UIApplicationShortcutIcon.IconType.self
    // api: UIApplicationShortcutIcon init(systemImageName:)
    let _: (String) -> UIApplicationShortcutIcon = UIApplicationShortcutIcon.init(systemImageName:)
    // api: UIApplicationShortcutIcon init(templateImageName:)
    let _: (String) -> UIApplicationShortcutIcon = UIApplicationShortcutIcon.init(templateImageName:)
    // api: UIApplicationShortcutIcon init(type:)
    let _: (UIApplicationShortcutIcon.IconType) -> UIApplicationShortcutIcon = UIApplicationShortcutIcon.init(type:)
}

// UIApplicationShortcutIcon.IconType
@MainActor private func appShellApplicationShortcutIconIconType() {
    // api: UIApplicationShortcutIcon.IconType add
    let _: UIApplicationShortcutIcon.IconType = .add
    // api: UIApplicationShortcutIcon.IconType alarm
    let _: UIApplicationShortcutIcon.IconType = .alarm
    // api: UIApplicationShortcutIcon.IconType audio
    let _: UIApplicationShortcutIcon.IconType = .audio
    // api: UIApplicationShortcutIcon.IconType bookmark
    let _: UIApplicationShortcutIcon.IconType = .bookmark
    // api: UIApplicationShortcutIcon.IconType capturePhoto
    let _: UIApplicationShortcutIcon.IconType = .capturePhoto
    // api: UIApplicationShortcutIcon.IconType captureVideo
    let _: UIApplicationShortcutIcon.IconType = .captureVideo
    // api: UIApplicationShortcutIcon.IconType cloud
    let _: UIApplicationShortcutIcon.IconType = .cloud
    // api: UIApplicationShortcutIcon.IconType compose
    let _: UIApplicationShortcutIcon.IconType = .compose
    // api: UIApplicationShortcutIcon.IconType confirmation
    let _: UIApplicationShortcutIcon.IconType = .confirmation
    // api: UIApplicationShortcutIcon.IconType contact
    let _: UIApplicationShortcutIcon.IconType = .contact
    // api: UIApplicationShortcutIcon.IconType date
    let _: UIApplicationShortcutIcon.IconType = .date
    // api: UIApplicationShortcutIcon.IconType favorite
    let _: UIApplicationShortcutIcon.IconType = .favorite
    // api: UIApplicationShortcutIcon.IconType home
    let _: UIApplicationShortcutIcon.IconType = .home
    // api: UIApplicationShortcutIcon.IconType init(rawValue:)
    let _: (Int) -> UIApplicationShortcutIcon.IconType? = UIApplicationShortcutIcon.IconType.init(rawValue:)
    // api: UIApplicationShortcutIcon.IconType invitation
    let _: UIApplicationShortcutIcon.IconType = .invitation
    // api: UIApplicationShortcutIcon.IconType location
    let _: UIApplicationShortcutIcon.IconType = .location
    // api: UIApplicationShortcutIcon.IconType love
    let _: UIApplicationShortcutIcon.IconType = .love
    // api: UIApplicationShortcutIcon.IconType mail
    let _: UIApplicationShortcutIcon.IconType = .mail
    // api: UIApplicationShortcutIcon.IconType markLocation
    let _: UIApplicationShortcutIcon.IconType = .markLocation
    // api: UIApplicationShortcutIcon.IconType message
    let _: UIApplicationShortcutIcon.IconType = .message
    // api: UIApplicationShortcutIcon.IconType pause
    let _: UIApplicationShortcutIcon.IconType = .pause
    // api: UIApplicationShortcutIcon.IconType play
    let _: UIApplicationShortcutIcon.IconType = .play
    // api: UIApplicationShortcutIcon.IconType prohibit
    let _: UIApplicationShortcutIcon.IconType = .prohibit
    // api: UIApplicationShortcutIcon.IconType search
    let _: UIApplicationShortcutIcon.IconType = .search
    // api: UIApplicationShortcutIcon.IconType share
    let _: UIApplicationShortcutIcon.IconType = .share
    // api: UIApplicationShortcutIcon.IconType shuffle
    let _: UIApplicationShortcutIcon.IconType = .shuffle
    // api: UIApplicationShortcutIcon.IconType task
    let _: UIApplicationShortcutIcon.IconType = .task
    // api: UIApplicationShortcutIcon.IconType taskCompleted
    let _: UIApplicationShortcutIcon.IconType = .taskCompleted
    // api: UIApplicationShortcutIcon.IconType time
    let _: UIApplicationShortcutIcon.IconType = .time
    // api: UIApplicationShortcutIcon.IconType update
    let _: UIApplicationShortcutIcon.IconType = .update
}

// UIScreen
@MainActor private func appShellScreen(screen: UIScreen) {
    // api: UIScreen brightnessDidChangeNotification
    let _: NSNotification.Name = UIScreen.brightnessDidChangeNotification
    // api: UIScreen capturedDidChangeNotification
    let _: NSNotification.Name = UIScreen.capturedDidChangeNotification
    // api: UIScreen didConnectNotification
    let _: NSNotification.Name = UIScreen.didConnectNotification
    // api: UIScreen didDisconnectNotification
    let _: NSNotification.Name = UIScreen.didDisconnectNotification
    // api: UIScreen isCaptured
    let _: Bool = screen.isCaptured
    // api: UIScreen maximumFramesPerSecond
    let _: Int = screen.maximumFramesPerSecond
    // api: UIScreen mirrored
    let _: UIScreen? = screen.mirrored
    // api: UIScreen modeDidChangeNotification
    let _: NSNotification.Name = UIScreen.modeDidChangeNotification
    // api: UIScreen screens
    let _: [UIScreen] = UIScreen.screens
    // api: UIScreen wantsSoftwareDimming
    screen.wantsSoftwareDimming = !screen.wantsSoftwareDimming
}

// UIDevice
@MainActor private func appShellDevice(device: UIDevice) {
    // api: UIDevice batteryLevelDidChangeNotification
    let _: NSNotification.Name = UIDevice.batteryLevelDidChangeNotification
    // api: UIDevice batteryState
    let _: UIDevice.BatteryState = device.batteryState
    // api: UIDevice BatteryState
    _ = UIDevice.BatteryState.self
    // api: UIDevice batteryStateDidChangeNotification
    let _: NSNotification.Name = UIDevice.batteryStateDidChangeNotification
    // api: UIDevice beginGeneratingDeviceOrientationNotifications()
    let _: () -> Void = device.beginGeneratingDeviceOrientationNotifications
    // api: UIDevice endGeneratingDeviceOrientationNotifications()
    let _: () -> Void = device.endGeneratingDeviceOrientationNotifications
    // api: UIDevice isGeneratingDeviceOrientationNotifications
    let _: Bool = device.isGeneratingDeviceOrientationNotifications
    // api: UIDevice isMultitaskingSupported
    let _: Bool = device.isMultitaskingSupported
    // api: UIDevice isProximityMonitoringEnabled
    device.isProximityMonitoringEnabled = !device.isProximityMonitoringEnabled
    // api: UIDevice localizedModel
    let _: String = device.localizedModel
    // api: UIDevice orientationDidChangeNotification
    let _: NSNotification.Name = UIDevice.orientationDidChangeNotification
    // api: UIDevice playInputClick()
    let _: () -> Void = device.playInputClick
    // api: UIDevice proximityState
    let _: Bool = device.proximityState
    // api: UIDevice proximityStateDidChangeNotification
    let _: NSNotification.Name = UIDevice.proximityStateDidChangeNotification
}

// UIDevice.BatteryState
@MainActor private func appShellDeviceBatteryState() {
    // api: UIDevice.BatteryState charging
    let _: UIDevice.BatteryState = .charging
    // api: UIDevice.BatteryState full
    let _: UIDevice.BatteryState = .full
    // api: UIDevice.BatteryState init(rawValue:)
    let _: (Int) -> UIDevice.BatteryState? = UIDevice.BatteryState.init(rawValue:)
    // api: UIDevice.BatteryState unknown
    let _: UIDevice.BatteryState = .unknown
    // api: UIDevice.BatteryState unplugged
    let _: UIDevice.BatteryState = .unplugged
}

// UIAccessibility
@MainActor private func appShellAccessibility() {
    // api: UIAccessibility announcementDidFinishNotification
    let _: NSNotification.Name = UIAccessibility.announcementDidFinishNotification
    // api: UIAccessibility announcementStringValueUserInfoKey
    let _: String = UIAccessibility.announcementStringValueUserInfoKey
    // api: UIAccessibility announcementWasSuccessfulUserInfoKey
    let _: String = UIAccessibility.announcementWasSuccessfulUserInfoKey
    // api: UIAccessibility assistiveTechnologyUserInfoKey
    let _: String = UIAccessibility.assistiveTechnologyUserInfoKey
    // api: UIAccessibility assistiveTouchStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.assistiveTouchStatusDidChangeNotification
    // api: UIAccessibility boldTextStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.boldTextStatusDidChangeNotification
    // api: UIAccessibility buttonShapesEnabled
    let _: Bool = UIAccessibility.buttonShapesEnabled
    // api: UIAccessibility buttonShapesEnabledStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.buttonShapesEnabledStatusDidChangeNotification
    // api: UIAccessibility closedCaptioningStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.closedCaptioningStatusDidChangeNotification
    // api: UIAccessibility darkerSystemColorsStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.darkerSystemColorsStatusDidChangeNotification
    // api: UIAccessibility differentiateWithoutColorDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.differentiateWithoutColorDidChangeNotification
    // api: UIAccessibility elementFocusedNotification
    let _: NSNotification.Name = UIAccessibility.elementFocusedNotification
    // api: UIAccessibility focusedElementUserInfoKey
    let _: String = UIAccessibility.focusedElementUserInfoKey
    // api: UIAccessibility grayscaleStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.grayscaleStatusDidChangeNotification
    // api: UIAccessibility guidedAccessStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.guidedAccessStatusDidChangeNotification
    // api: UIAccessibility invertColorsStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.invertColorsStatusDidChangeNotification
    // api: UIAccessibility isAssistiveTouchRunning
    let _: Bool = UIAccessibility.isAssistiveTouchRunning
    // api: UIAccessibility isBoldTextEnabled
    let _: Bool = UIAccessibility.isBoldTextEnabled
    // api: UIAccessibility isClosedCaptioningEnabled
    let _: Bool = UIAccessibility.isClosedCaptioningEnabled
    // api: UIAccessibility isDarkerSystemColorsEnabled
    let _: Bool = UIAccessibility.isDarkerSystemColorsEnabled
    // api: UIAccessibility isGrayscaleEnabled
    let _: Bool = UIAccessibility.isGrayscaleEnabled
    // api: UIAccessibility isGuidedAccessEnabled
    let _: Bool = UIAccessibility.isGuidedAccessEnabled
    // api: UIAccessibility isInvertColorsEnabled
    let _: Bool = UIAccessibility.isInvertColorsEnabled
    // api: UIAccessibility isMonoAudioEnabled
    let _: Bool = UIAccessibility.isMonoAudioEnabled
    // api: UIAccessibility isOnOffSwitchLabelsEnabled
    let _: Bool = UIAccessibility.isOnOffSwitchLabelsEnabled
    // api: UIAccessibility isReduceMotionEnabled
    let _: Bool = UIAccessibility.isReduceMotionEnabled
    // api: UIAccessibility isReduceTransparencyEnabled
    let _: Bool = UIAccessibility.isReduceTransparencyEnabled
    // api: UIAccessibility isShakeToUndoEnabled
    let _: Bool = UIAccessibility.isShakeToUndoEnabled
    // api: UIAccessibility isSpeakScreenEnabled
    let _: Bool = UIAccessibility.isSpeakScreenEnabled
    // api: UIAccessibility isSpeakSelectionEnabled
    let _: Bool = UIAccessibility.isSpeakSelectionEnabled
    // api: UIAccessibility isSwitchControlRunning
    let _: Bool = UIAccessibility.isSwitchControlRunning
    // api: UIAccessibility isVideoAutoplayEnabled
    let _: Bool = UIAccessibility.isVideoAutoplayEnabled
    // api: UIAccessibility isVoiceOverRunning
    let _: Bool = UIAccessibility.isVoiceOverRunning
    // api: UIAccessibility monoAudioStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.monoAudioStatusDidChangeNotification
    // api: UIAccessibility Notification
    _ = UIAccessibility.Notification.self
    // api: UIAccessibility onOffSwitchLabelsDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.onOffSwitchLabelsDidChangeNotification
    // api: UIAccessibility post(notification:argument:)
    let _: (UIAccessibility.Notification, Any?) -> Void = UIAccessibility.post(notification:argument:)
    // api: UIAccessibility prefersCrossFadeTransitions
    let _: Bool = UIAccessibility.prefersCrossFadeTransitions
    // api: UIAccessibility prefersCrossFadeTransitionsStatusDidChange
    let _: NSNotification.Name = UIAccessibility.prefersCrossFadeTransitionsStatusDidChange
    // api: UIAccessibility reduceMotionStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.reduceMotionStatusDidChangeNotification
    // api: UIAccessibility reduceTransparencyStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.reduceTransparencyStatusDidChangeNotification
    // api: UIAccessibility registerGestureConflictWithZoom()
    let _: () -> Void = UIAccessibility.registerGestureConflictWithZoom
    // api: UIAccessibility shakeToUndoDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.shakeToUndoDidChangeNotification
    // api: UIAccessibility shouldDifferentiateWithoutColor
    let _: Bool = UIAccessibility.shouldDifferentiateWithoutColor
    // api: UIAccessibility speakScreenStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.speakScreenStatusDidChangeNotification
    // api: UIAccessibility speakSelectionStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.speakSelectionStatusDidChangeNotification
    // api: UIAccessibility switchControlStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.switchControlStatusDidChangeNotification
    // api: UIAccessibility unfocusedElementUserInfoKey
    let _: String = UIAccessibility.unfocusedElementUserInfoKey
    // api: UIAccessibility videoAutoplayStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.videoAutoplayStatusDidChangeNotification
    // api: UIAccessibility voiceOverStatusDidChangeNotification
    let _: NSNotification.Name = UIAccessibility.voiceOverStatusDidChangeNotification
}

// UIAccessibility.Notification
@MainActor private func appShellAccessibilityNotification() {
    // api: UIAccessibility.Notification announcement
    let _: UIAccessibility.Notification = .announcement
    // api: UIAccessibility.Notification init(rawValue:)
    let _: (UInt32) -> UIAccessibility.Notification = UIAccessibility.Notification.init(rawValue:)
    // api: UIAccessibility.Notification layoutChanged
    let _: UIAccessibility.Notification = .layoutChanged
    // api: UIAccessibility.Notification pageScrolled
    let _: UIAccessibility.Notification = .pageScrolled
    // api: UIAccessibility.Notification screenChanged
    let _: UIAccessibility.Notification = .screenChanged
}

// UIUserInterfaceLayoutDirection
@MainActor private func appShellUserInterfaceLayoutDirection() {
    // api: UIUserInterfaceLayoutDirection init(rawValue:)
    let _: (Int) -> UIUserInterfaceLayoutDirection? = UIUserInterfaceLayoutDirection.init(rawValue:)
    // api: UIUserInterfaceLayoutDirection leftToRight
    let _: UIUserInterfaceLayoutDirection = .leftToRight
    // api: UIUserInterfaceLayoutDirection rightToLeft
    let _: UIUserInterfaceLayoutDirection = .rightToLeft
}

// UIInterfaceOrientation
@MainActor private func appShellInterfaceOrientation(interfaceOrientation: UIInterfaceOrientation) {
    // api: UIInterfaceOrientation init(rawValue:)
    let _: (Int) -> UIInterfaceOrientation? = UIInterfaceOrientation.init(rawValue:)
    // api: UIInterfaceOrientation isLandscape
    let _: Bool = interfaceOrientation.isLandscape
    // api: UIInterfaceOrientation isPortrait
    let _: Bool = interfaceOrientation.isPortrait
    // api: UIInterfaceOrientation landscapeLeft
    let _: UIInterfaceOrientation = .landscapeLeft
    // api: UIInterfaceOrientation landscapeRight
    let _: UIInterfaceOrientation = .landscapeRight
    // api: UIInterfaceOrientation portrait
    let _: UIInterfaceOrientation = .portrait
    // api: UIInterfaceOrientation portraitUpsideDown
    let _: UIInterfaceOrientation = .portraitUpsideDown
    // api: UIInterfaceOrientation unknown
    let _: UIInterfaceOrientation = .unknown
}

// UIDeviceOrientation
@MainActor private func appShellDeviceOrientation() {
    // api: UIDeviceOrientation faceDown
    let _: UIDeviceOrientation = .faceDown
    // api: UIDeviceOrientation faceUp
    let _: UIDeviceOrientation = .faceUp
    // api: UIDeviceOrientation init(rawValue:)
    let _: (Int) -> UIDeviceOrientation? = UIDeviceOrientation.init(rawValue:)
    // api: UIDeviceOrientation landscapeLeft
    let _: UIDeviceOrientation = .landscapeLeft
    // api: UIDeviceOrientation landscapeRight
    let _: UIDeviceOrientation = .landscapeRight
    // api: UIDeviceOrientation portrait
    let _: UIDeviceOrientation = .portrait
    // api: UIDeviceOrientation portraitUpsideDown
    let _: UIDeviceOrientation = .portraitUpsideDown
    // api: UIDeviceOrientation unknown
    let _: UIDeviceOrientation = .unknown
}

// UIApplicationDelegate
@MainActor private final class AppShellAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    // api: UIApplicationDelegate applicationDidReceiveMemoryWarning(_:)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    // api: UIApplicationDelegate application(_:continue:restorationHandler:)
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool { false }
    // api: UIApplicationDelegate application(_:didFailToRegisterForRemoteNotificationsWithError:)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    // api: UIApplicationDelegate application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {}
    // api: UIApplicationDelegate application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
    func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}
    // api: UIApplicationDelegate application(_:handleEventsForBackgroundURLSession:completionHandler:)
    func application(
        _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) {}
    // api: UIApplicationDelegate application(_:open:options:)
    func application(
        _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool { false }
    // api: UIApplicationDelegate application(_:performActionFor:completionHandler:)
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}
    // api: UIApplicationDelegate application(_:performFetchWithCompletionHandler:)
    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {}
    // api: UIApplicationDelegate application(_:supportedInterfaceOrientationsFor:)
    func application(
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask { .all }
    // api: UIApplicationDelegate application(_:willFinishLaunchingWithOptions:)
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { false }
    // api: UIApplicationDelegate applicationProtectedDataDidBecomeAvailable(_:)
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
    // api: UIApplicationDelegate applicationProtectedDataWillBecomeUnavailable(_:)
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
    // api: UIApplicationDelegate applicationSignificantTimeChange(_:)
    func applicationSignificantTimeChange(_ application: UIApplication) {}
}

// UISceneDelegate and UIWindowSceneDelegate
@MainActor private final class AppShellSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    // api: UISceneDelegate scene(_:continue:)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    // api: UISceneDelegate scene(_:didFailToContinueUserActivityWithType:error:)
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    // api: UISceneDelegate scene(_:didUpdate:)
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
    // api: UISceneDelegate scene(_:openURLContexts:)
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
    // api: UISceneDelegate scene(_:restoreInteractionStateWith:)
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    // api: UISceneDelegate scene(_:willContinueUserActivityWithType:)
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    // api: UISceneDelegate stateRestorationActivity(for:)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    // api: UIWindowSceneDelegate windowScene(_:didUpdate:interfaceOrientation:traitCollection:)
    func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {}
    // api: UIWindowSceneDelegate windowScene(_:didUpdateEffectiveGeometry:)
    func windowScene(
        _ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry
    ) {}
    // api: UIWindowSceneDelegate windowScene(_:performActionFor:completionHandler:)
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}
}
