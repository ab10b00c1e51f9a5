import Foundation

// The app shell's remaining members, as app delegates written for older and newer iOS use them: the launch
// options' keys, the status bar calls deprecated since iOS 9 and their notifications, state restoration's keys
// and calls, and scene session requests.

extension Application.LaunchOptionsKey {
    /// The annotation the opening app passed with the URL.
    public static let annotation = Self(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
    /// The app was launched to handle a Home Screen quick action: the ``ApplicationShortcutItem``.
    public static let shortcutItem = Self(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// The app was launched to continue an activity: a dictionary with the activity and its type.
    public static let userActivityDictionary = Self(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    /// The type of the activity the app was launched to continue.
    public static let userActivityType = Self(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    /// The app was launched for a location event.
    public static let location = Self(rawValue: "UIApplicationLaunchOptionsLocationKey")
    /// The Bluetooth central managers to restore.
    public static let bluetoothCentrals = Self(rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
    /// The Bluetooth peripheral managers to restore.
    public static let bluetoothPeripherals = Self(rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")
    /// The CloudKit share the app was launched to accept.
    public static let cloudKitShareMetadata = Self(rawValue: "UIApplicationLaunchOptionsCloudKitShareMetadataKey")
    /// The event attribution of the link that launched the app.
    public static let eventAttribution = Self(rawValue: "UIApplicationLaunchOptionsEventAttributionKey")
    /// The local notification the app was launched for (deprecated since iOS 10).
    @available(
        *, deprecated,
        message:
            "Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:withCompletionHandler:]"
    )
    public static let localNotification = Self(rawValue: "UIApplicationLaunchOptionsLocalNotificationKey")
    /// The Newsstand downloads that finished (deprecated since iOS 13).
    @available(*, deprecated, message: "Newsstand is no longer supported")
    public static let newsstandDownloads = Self(rawValue: "UIApplicationLaunchOptionsNewsstandDownloadsKey")
}

extension Application.OpenExternalURLOptionsKey {
    /// The event attribution to send with the link.
    public static let eventAttribution = Self(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
}

extension Application {
    // MARK: The status bar, as apps set it before iOS 9

    /// Posted before the status bar's frame changes (deprecated since iOS 13; never posted headless, where the
    /// status bar does not change).
    public nonisolated static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed (deprecated since iOS 13).
    public nonisolated static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    /// Posted before the interface's orientation changes (deprecated since iOS 13).
    public nonisolated static let willChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the interface's orientation changed (deprecated since iOS 13).
    public nonisolated static let didChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")
    /// The key of the new frame in the status bar notifications' user info.
    public nonisolated static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
    /// The key of the new orientation in the status bar notifications' user info.
    public nonisolated static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"

    /// Sets the status bar's style, animated or not (deprecated since iOS 9: a controller's
    /// `preferredStatusBarStyle`); ``statusBarStyle`` keeps it.
    @available(*, deprecated, message: "Use -[UIViewController preferredStatusBarStyle]")
    public func setStatusBarStyle(_ statusBarStyle: StatusBarStyle, animated: Bool) {
        self.statusBarStyle = statusBarStyle
    }

    /// Hides or shows the status bar (deprecated since iOS 9: a controller's `prefersStatusBarHidden`);
    /// ``isStatusBarHidden`` keeps it.
    @available(*, deprecated, message: "Use -[UIViewController prefersStatusBarHidden]")
    public func setStatusBarHidden(_ hidden: Bool, with animation: StatusBarAnimation) {
        isStatusBarHidden = hidden
    }

    /// Asks for an interface orientation (deprecated since iOS 9): headless, the orientation follows the key
    /// window's shape, so nothing changes.
    @available(
        *, deprecated, message: "Explicit setting of the status bar orientation is more limited in iOS 6.0 and later"
    )
    public func setStatusBarOrientation(_ interfaceOrientation: InterfaceOrientation, animated: Bool) {}

    /// How long the status bar takes to turn with the interface (deprecated since iOS 13): 0.3 seconds.
    @available(*, deprecated, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public var statusBarOrientationAnimationDuration: TimeInterval { 0.3 }

    /// The orientations the app supports in `window`: its delegate's answer, else every orientation but upside
    /// down on a phone, as an Info.plist without the key gives.
    public func supportedInterfaceOrientations(for window: Window?) -> InterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .allButUpsideDown
    }

    // MARK: State restoration and snapshots

    /// The key of the app's bundle version in a restoration archive's coder.
    public nonisolated static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersionKey"
    /// The key of the system version in a restoration archive's coder.
    public nonisolated static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersionKey"
    /// The key of the archive's date.
    public nonisolated static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestampKey"
    /// The key of the interface idiom the archive was made on.
    public nonisolated static let stateRestorationUserInterfaceIdiomKey =
        "UIApplicationStateRestorationUserInterfaceIdiomKey"
    /// The key of the storyboard a restored controller came from.
    public nonisolated static let stateRestorationViewControllerStoryboardKey =
        "UIStateRestorationViewControllerStoryboardKey"
    /// The exception raised when the supported orientations do not include the one a controller asks for.
    public nonisolated static let invalidInterfaceOrientationException = NSExceptionName(
        "UIApplicationInvalidInterfaceOrientation")

    /// Asks that the app not be shown from its last snapshot at the next launch: there are no snapshots
    /// headless, so nothing is kept.
    public func ignoreSnapshotOnNextApplicationLaunch() {}

    /// Says that restoring state continues after the delegate's restoration calls return (nothing is restored
    /// headless, where there are no archives).
    public func extendStateRestoration() {}

    /// Says that restoring state, extended with ``extendStateRestoration()``, is done.
    public func completeStateRestoration() {}

    /// Asks for a handler to run periodically in the background (deprecated since iOS 9): headless there is no
    /// background time, so the handler never runs and the answer is false.
    @available(*, deprecated, message: "Please use PushKit for VoIP applications instead of calling this method")
    @discardableResult
    public func setKeepAliveTimeout(_ timeout: TimeInterval, handler keepAliveHandler: (() -> Void)? = nil) -> Bool {
        false
    }

    /// Removes the keep-alive handler (deprecated since iOS 9).
    @available(*, deprecated, message: "Please use PushKit for VoIP applications instead of calling this method")
    public func clearKeepAliveTimeout() {}

    // MARK: Scene sessions

    /// Ends `sceneSession`: its scene, if connected, is disconnected (its delegate hears `sceneDidDisconnect(_:)`)
    /// and the session is discarded, as the app switcher does. `errorHandler` hears nothing headless.
    public func requestSceneSessionDestruction(
        _ sceneSession: SceneSession, options: Scene.DestructionRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        if let scene = sceneSession.scene { disconnect(scene) }
        discard(sceneSession)
    }

    /// Asks for `sceneSession`'s snapshot in the app switcher to be updated: there is none headless.
    public func requestSceneSessionRefresh(_ sceneSession: SceneSession) {}
}

extension Scene {
    /// How a scene ends when its session is destroyed (UISceneDestructionRequestOptions).
    public final class DestructionRequestOptions: @unchecked Sendable {
        public init() {}
    }
}
