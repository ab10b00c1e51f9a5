import Foundation

// The typed NotificationCenter messages of iOS 26 (`NotificationCenter.default.addObserver(of: window,
// for: UIWindow.DidBecomeKeyMessage.self) { message in … }`): each is posted beside its notification, to the
// same object, so observers of either hear it.

extension Window {
    /// The window became key.
    public struct DidBecomeKeyMessage: NotificationCenter.MainActorMessage {
        public typealias Subject = Window
        public static var name: Notification.Name { Window.didBecomeKeyNotification }
        public var window: Window
        public init(window: Window) { self.window = window }
    }

    /// The window stopped being key.
    public struct DidResignKeyMessage: NotificationCenter.MainActorMessage {
        public typealias Subject = Window
        public static var name: Notification.Name { Window.didResignKeyNotification }
        public var window: Window
        public init(window: Window) { self.window = window }
    }

    /// The window was shown.
    public struct DidBecomeVisibleMessage: NotificationCenter.MainActorMessage {
        public typealias Subject = Window
        public static var name: Notification.Name { Window.didBecomeVisibleNotification }
        public var window: Window
        public init(window: Window) { self.window = window }
    }

    /// The window was hidden.
    public struct DidBecomeHiddenMessage: NotificationCenter.MainActorMessage {
        public typealias Subject = Window
        public static var name: Notification.Name { Window.didBecomeHiddenNotification }
        public var window: Window
        public init(window: Window) { self.window = window }
    }
}

extension TextField {
    /// The field's text changed through editing.
    public struct TextDidChangeMessage: NotificationCenter.MainActorMessage {
        public typealias Subject = TextField
        public static var name: Notification.Name { TextField.textDidChangeNotification }
        public var textField: TextField
        public init(textField: TextField) { self.textField = textField }
    }
}

extension ViewController {
    /// A controller that shows details changed what it shows them in.
    public struct ShowDetailTargetDidChangeMessage: NotificationCenter.MainActorMessage {
        public typealias Subject = ViewController
        public static var name: Notification.Name { ViewController.showDetailTargetDidChangeNotification }
        public var viewController: ViewController
        public init(viewController: ViewController) { self.viewController = viewController }
    }
}

/// What the six keyboard messages share, for the keyboard to post any of them.
protocol KeyboardMessage: NotificationCenter.MainActorMessage where Subject == Screen {
    /// The notification posted beside the message.
    static var notificationName: Notification.Name { get }
    init(
        beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
        animationCurve: View.AnimationCurve, isLocal: Bool, screen: Screen)
}

extension Responder {
    /// The keyboard is about to show (or to show for another field). The frames are in the screen's coordinates.
    public struct KeyboardWillShowMessage: NotificationCenter.MainActorMessage, KeyboardMessage {
        public typealias Subject = Screen
        public static var name: Notification.Name { Responder.keyboardWillShowNotification }
        static var notificationName: Notification.Name { Responder.keyboardWillShowNotification }
        public var beginFrame: CGRect
        public var endFrame: CGRect
        public var animationDuration: TimeInterval
        public var animationCurve: View.AnimationCurve
        public var isLocal: Bool
        public var screen: Screen

        public init(
            beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
            animationCurve: View.AnimationCurve, isLocal: Bool, screen: Screen
        ) {
            self.beginFrame = beginFrame
            self.endFrame = endFrame
            self.animationDuration = animationDuration
            self.animationCurve = animationCurve
            self.isLocal = isLocal
            self.screen = screen
        }
    }

    /// The keyboard showed. The frames are in the screen's coordinates.
    public struct KeyboardDidShowMessage: NotificationCenter.MainActorMessage, KeyboardMessage {
        public typealias Subject = Screen
        public static var name: Notification.Name { Responder.keyboardDidShowNotification }
        static var notificationName: Notification.Name { Responder.keyboardDidShowNotification }
        public var beginFrame: CGRect
        public var endFrame: CGRect
        public var animationDuration: TimeInterval
        public var animationCurve: View.AnimationCurve
        public var isLocal: Bool
        public var screen: Screen

        public init(
            beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
            animationCurve: View.AnimationCurve, isLocal: Bool, screen: Screen
        ) {
            self.beginFrame = beginFrame
            self.endFrame = endFrame
            self.animationDuration = animationDuration
            self.animationCurve = animationCurve
            self.isLocal = isLocal
            self.screen = screen
        }
    }

    /// The keyboard is about to hide. The frames are in the screen's coordinates.
    public struct KeyboardWillHideMessage: NotificationCenter.MainActorMessage, KeyboardMessage {
        public typealias Subject = Screen
        public static var name: Notification.Name { Responder.keyboardWillHideNotification }
        static var notificationName: Notification.Name { Responder.keyboardWillHideNotification }
        public var beginFrame: CGRect
        public var endFrame: CGRect
        public var animationDuration: TimeInterval
        public var animationCurve: View.AnimationCurve
        public var isLocal: Bool
        public var screen: Screen

        public init(
            beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
            animationCurve: View.AnimationCurve, isLocal: Bool, screen: Screen
        ) {
            self.beginFrame = beginFrame
            self.endFrame = endFrame
            self.animationDuration = animationDuration
            self.animationCurve = animationCurve
            self.isLocal = isLocal
            self.screen = screen
        }
    }

    /// The keyboard hid. The frames are in the screen's coordinates.
    public struct KeyboardDidHideMessage: NotificationCenter.MainActorMessage, KeyboardMessage {
        public typealias Subject = Screen
        public static var name: Notification.Name { Responder.keyboardDidHideNotification }
        static var notificationName: Notification.Name { Responder.keyboardDidHideNotification }
        public var beginFrame: CGRect
        public var endFrame: CGRect
        public var animationDuration: TimeInterval
        public var animationCurve: View.AnimationCurve
        public var isLocal: Bool
        public var screen: Screen

        public init(
            beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
            animationCurve: View.AnimationCurve, isLocal: Bool, screen: Screen
        ) {
            self.beginFrame = beginFrame
            self.endFrame = endFrame
            self.animationDuration = animationDuration
            self.animationCurve = animationCurve
            self.isLocal = isLocal
            self.screen = screen
        }
    }

    /// The keyboard's frame is about to change. The frames are in the screen's coordinates.
    public struct KeyboardWillChangeFrameMessage: NotificationCenter.MainActorMessage, KeyboardMessage {
        public typealias Subject = Screen
        public static var name: Notification.Name { Responder.keyboardWillChangeFrameNotification }
        static var notificationName: Notification.Name { Responder.keyboardWillChangeFrameNotification }
        public var beginFrame: CGRect
        public var endFrame: CGRect
        public var animationDuration: TimeInterval
        public var animationCurve: View.AnimationCurve
        public var isLocal: Bool
        public var screen: Screen

        public init(
            beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
            animationCurve: View.AnimationCurve, isLocal: Bool, screen: Screen
        ) {
            self.beginFrame = beginFrame
            self.endFrame = endFrame
            self.animationDuration = animationDuration
            self.animationCurve = animationCurve
            self.isLocal = isLocal
            self.screen = screen
        }
    }

    /// The keyboard's frame changed. The frames are in the screen's coordinates.
    public struct KeyboardDidChangeFrameMessage: NotificationCenter.MainActorMessage, KeyboardMessage {
        public typealias Subject = Screen
        public static var name: Notification.Name { Responder.keyboardDidChangeFrameNotification }
        static var notificationName: Notification.Name { Responder.keyboardDidChangeFrameNotification }
        public var beginFrame: CGRect
        public var endFrame: CGRect
        public var animationDuration: TimeInterval
        public var animationCurve: View.AnimationCurve
        public var isLocal: Bool
        public var screen: Screen

        public init(
            beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
            animationCurve: View.AnimationCurve, isLocal: Bool, screen: Screen
        ) {
            self.beginFrame = beginFrame
            self.endFrame = endFrame
            self.animationDuration = animationDuration
            self.animationCurve = animationCurve
            self.isLocal = isLocal
            self.screen = screen
        }
    }
}
