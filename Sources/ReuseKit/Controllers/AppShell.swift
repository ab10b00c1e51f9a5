import Foundation

// The app shell around a list screen that UIKit code reads: a window scene's status bar, orientation, geometry
// and size limits, Home Screen quick actions, and the application's remaining state.

/// A window scene's status bar, as it is now (UIStatusBarManager).
@preconcurrency @MainActor
open class StatusBarManager {
    private weak var scene: WindowScene?

    init(scene: WindowScene) {
        self.scene = scene
    }

    /// The status bar's frame: as wide as the screen and as tall as the key window's top safe-area inset (zero
    /// without a window, and while the bar is hidden).
    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        return (scene?.keyWindow ?? scene?.windows.first)?.statusBarFrame ?? .zero
    }

    /// Whether the controller that decides hides the bar (`prefersStatusBarHidden`).
    open var isStatusBarHidden: Bool { deciding?.prefersStatusBarHidden ?? false }

    /// The style the controller that decides asks for (`preferredStatusBarStyle`).
    open var statusBarStyle: StatusBarStyle { deciding?.preferredStatusBarStyle ?? .default }

    /// The controller whose preferences the bar follows: the key window's root, through the children it names.
    private var deciding: ViewController? {
        var controller = (scene?.keyWindow ?? scene?.windows.first)?.rootViewController
        while let child = controller?.childForStatusBarStyle { controller = child }
        return controller
    }
}

/// The smallest and largest size a resizable scene's window may take (UISceneSizeRestrictions).
@preconcurrency @MainActor
open class SceneSizeRestrictions {
    open var minimumSize = CGSize.zero
    /// The largest size; unlimited by default.
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    /// Whether the window may fill the screen.
    open var allowsFullScreen = true
}

extension WindowScene {
    /// The scene's status bar.
    public var statusBarManager: StatusBarManager? { StatusBarManager(scene: self) }

    /// The scene's orientation: the one a geometry request turned it to, else landscape when its screen is wider
    /// than tall and portrait otherwise.
    public var interfaceOrientation: InterfaceOrientation {
        if let requestedOrientation { return requestedOrientation }
        return InterfaceOrientation(fitting: screen.bounds.size)
    }

    /// The scene's coordinate space: its screen's.
    public var coordinateSpace: any CoordinateSpace { screen.coordinateSpace }

    /// Whether the scene fills its screen: always on a phone, and headless.
    public var isFullScreen: Bool { true }

    /// The scene's geometry now.
    public var effectiveGeometry: Geometry {
        Geometry(coordinateSpace: coordinateSpace, interfaceOrientation: interfaceOrientation)
    }

    /// A window scene's geometry (UIWindowScene.Geometry).
    @preconcurrency @MainActor
    public final class Geometry {
        public let coordinateSpace: any CoordinateSpace
        public let interfaceOrientation: InterfaceOrientation
        /// Whether a person is resizing the window now: never headless.
        public var isInteractivelyResizing: Bool { false }
        /// Whether the orientation is locked (by `prefersInterfaceOrientationLocked`).
        public var isInterfaceOrientationLocked: Bool { false }

        init(coordinateSpace: any CoordinateSpace, interfaceOrientation: InterfaceOrientation) {
            self.coordinateSpace = coordinateSpace
            self.interfaceOrientation = interfaceOrientation
        }
    }

    /// What a scene asks its geometry to become (UIWindowScene.GeometryPreferences).
    @preconcurrency @MainActor
    open class GeometryPreferences {
        public init() {}

        /// A phone or tablet's preferences: the orientations the scene may turn to
        /// (UIWindowScene.GeometryPreferences.iOS).
        // swift-format-ignore: TypeNamesShouldBeCapitalized
        @preconcurrency @MainActor
        open class iOS: GeometryPreferences {
            open var interfaceOrientations: InterfaceOrientationMask?

            public override init() {}

            public convenience init(interfaceOrientations: InterfaceOrientationMask) {
                self.init()
                self.interfaceOrientations = interfaceOrientations
            }
        }
    }

    /// Why a geometry request was refused.
    public struct GeometryUpdateError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Asks the scene to turn to one of `geometryPreferences`' orientations, as a video screen turns to landscape.
    /// The orientations the key window's root controller supports limit the request: when none is left,
    /// `errorHandler` hears why and nothing changes; otherwise, if the scene is in none of them, it turns to the
    /// first (its windows swap width and height and lay out again).
    public func requestGeometryUpdate(
        _ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
    ) {
        guard let wanted = (geometryPreferences as? GeometryPreferences.iOS)?.interfaceOrientations else { return }
        let supported = (keyWindow ?? windows.first)?.rootViewController?.supportedInterfaceOrientations ?? .all
        let allowed = wanted.intersection(supported)
        let order: [(InterfaceOrientationMask, InterfaceOrientation)] = [
            (.portrait, .portrait), (.landscapeRight, .landscapeRight), (.landscapeLeft, .landscapeLeft),
            (.portraitUpsideDown, .portraitUpsideDown),
        ]
        guard let first = order.first(where: { allowed.contains($0.0) })?.1 else {
            errorHandler?(
                GeometryUpdateError(
                    description:
                        "None of the requested orientations (mask \(wanted.rawValue)) is one the root view controller "
                        + "supports (mask \(supported.rawValue)): widen supportedInterfaceOrientations or ask for "
                        + "one of them."))
            return
        }
        let current = interfaceOrientation
        guard !order.contains(where: { allowed.contains($0.0) && $0.1 == current }) else { return }
        requestedOrientation = first
        guard first.isLandscape != current.isLandscape else { return }
        for window in windows {
            window.frame = CGRect(
                origin: window.frame.origin, size: CGSize(width: window.frame.height, height: window.frame.width))
            window.layoutIfNeeded()
        }
    }
}

/// A Home Screen quick action (UIApplicationShortcutItem).
@preconcurrency @MainActor
open class ApplicationShortcutItem: NSObject {
    public private(set) var type: String
    public private(set) var localizedTitle: String
    public private(set) var localizedSubtitle: String?
    public private(set) var icon: ApplicationShortcutIcon?
    public private(set) var userInfo: [String: any NSSecureCoding]?
    /// What the action opens, for choosing the scene to show it in.
    public private(set) var targetContentIdentifier: Any?

    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: ApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
}

/// A quick action whose parts can change (UIMutableApplicationShortcutItem).
@preconcurrency @MainActor
open class MutableApplicationShortcutItem: ApplicationShortcutItem {
    open override var type: String {
        get { super.type }
        set { setType(newValue) }
    }
    open override var localizedTitle: String {
        get { super.localizedTitle }
        set { setTitle(newValue) }
    }
    open override var localizedSubtitle: String? {
        get { super.localizedSubtitle }
        set { setSubtitle(newValue) }
    }
    open override var icon: ApplicationShortcutIcon? {
        get { super.icon }
        set { setIcon(newValue) }
    }
    open override var userInfo: [String: any NSSecureCoding]? {
        get { super.userInfo }
        set { setUserInfo(newValue) }
    }
    open override var targetContentIdentifier: Any? {
        get { super.targetContentIdentifier }
        set { setTarget(newValue) }
    }
}

// What a mutable item's setters change (the properties are read-only on the immutable item).
extension ApplicationShortcutItem {
    fileprivate func setType(_ value: String) { type = value }
    fileprivate func setTitle(_ value: String) { localizedTitle = value }
    fileprivate func setSubtitle(_ value: String?) { localizedSubtitle = value }
    fileprivate func setIcon(_ value: ApplicationShortcutIcon?) { icon = value }
    fileprivate func setUserInfo(_ value: [String: any NSSecureCoding]?) { userInfo = value }
    fileprivate func setTarget(_ value: Any?) { targetContentIdentifier = value }
}

/// A quick action's icon (UIApplicationShortcutIcon): a system icon, an SF Symbol or an image of the app's.
@preconcurrency @MainActor
open class ApplicationShortcutIcon: NSObject {
    /// The system's quick action icons (UIApplicationShortcutIcon.IconType), with UIKit's raw values.
    public enum IconType: Int, Hashable, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite,
            love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task,
            taskCompleted, alarm, bookmark, shuffle, audio, update
    }

    /// What the icon shows.
    public enum Source: Hashable, Sendable {
        case system(IconType)
        case symbol(String)
        case template(String)
    }

    public let source: Source

    public init(source: Source) {
        self.source = source
        super.init()
    }

    public convenience init(type: IconType) { self.init(source: .system(type)) }
    public convenience init(systemImageName: String) { self.init(source: .symbol(systemImageName)) }
    public convenience init(templateImageName: String) { self.init(source: .template(templateImageName)) }
}

extension InterfaceOrientation {
    /// The orientation of an area of `size`: landscape (right) when wider than tall, else portrait.
    init(fitting size: CGSize) {
        self = size.width > size.height ? .landscapeRight : .portrait
    }
}

extension Window {
    /// The status bar over the window: as wide as the window and as tall as its top safe-area inset (47 points on
    /// a phone with a notch).
    var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width, height: screenSafeAreaInsets.top)
    }
}
