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
