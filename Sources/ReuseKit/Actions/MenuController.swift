import Foundation

// The edit menu before iOS 16 (UIMenuController, deprecated for UIEditMenuInteraction and still in list code that
// offers Copy on a long-pressed cell): one shared menu with custom items, shown over a rectangle of a view. Headless,
// showing it keeps where and what; ``MenuController/chooseItem(at:)`` taps an item (beyond UIKit), whose action goes
// up the responder chain, as UIKit sends it.

/// A custom item of the edit menu (UIMenuItem): a title and the action the first responder's chain handles.
@preconcurrency @MainActor
open class MenuItem {
    open var title: String
    /// Runs the action on one responder, if it is of the method's class; answers whether it was.
    let perform: (Responder) -> Bool

    /// An item whose action is a method of the responder that handles it (`#selector(copyPhone(_:))` written as
    /// `CellClass.copyPhone`), given the menu controller as sender.
    public init<T: Responder>(title: String, action: @escaping (T) -> (Any?) -> Void) {
        self.title = title
        perform = { responder in
            guard let target = responder as? T else { return false }
            action(target)(MenuController.shared)
            return true
        }
    }

    /// The same, for a method that takes no sender.
    public init<T: Responder>(title: String, action: @escaping (T) -> () -> Void) {
        self.title = title
        perform = { responder in
            guard let target = responder as? T else { return false }
            action(target)()
            return true
        }
    }
}

/// The shared edit menu (UIMenuController).
@preconcurrency @MainActor
open class MenuController {
    /// Where the menu's arrow points (UIMenuController.ArrowDirection), with UIKit's raw values.
    public enum ArrowDirection: Int, Hashable, Sendable {
        case `default` = 0
        case up = 1
        case down = 2
        case left = 3
        case right = 4
    }

    /// The one menu.
    public static let shared = MenuController()

    /// The custom items shown after the system's (Cut, Copy, Paste…).
    open var menuItems: [MenuItem]?
    open var arrowDirection = ArrowDirection.default
    /// Whether the menu shows now.
    public private(set) var isMenuVisible = false
    /// The view and rectangle the menu was shown over.
    public private(set) var target: (view: View, rect: CGRect)?

    public init() {}

    /// The menu's frame in window coordinates: over the target rectangle, zero while hidden.
    public var menuFrame: CGRect {
        guard isMenuVisible, let target else { return .zero }
        let rect = target.view.convert(target.rect, to: nil)
        let width = max(CGFloat(menuItems?.count ?? 0) * 80, 120)
        return CGRect(x: rect.midX - width / 2, y: rect.minY - 44, width: width, height: 36)
    }

    /// Shows the menu over `targetRect` of `targetView`.
    open func showMenu(from targetView: View, rect targetRect: CGRect) {
        target = (targetView, targetRect)
        post(Self.willShowMenuNotification)
        isMenuVisible = true
        post(Self.didShowMenuNotification)
    }

    /// Hides the menu shown over `targetView`.
    open func hideMenu(from targetView: View) {
        guard target?.view === targetView else { return }
        hideMenu()
    }

    /// Hides the menu.
    open func hideMenu() {
        guard isMenuVisible else { return }
        post(Self.willHideMenuNotification)
        isMenuVisible = false
        post(Self.didHideMenuNotification)
    }

    /// The older way to show or hide it (deprecated in iOS 13): sets the target, then ``setMenuVisible(_:animated:)``.
    open func setTargetRect(_ targetRect: CGRect, in targetView: View) {
        target = (targetView, targetRect)
    }

    /// Shows the menu over the target set with ``setTargetRect(_:in:)``, or hides it.
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible, let target {
            showMenu(from: target.view, rect: target.rect)
        } else if !menuVisible {
            hideMenu()
        }
    }

    /// Rebuilds the menu's items (after ``menuItems`` or the responders' abilities changed): nothing to redraw
    /// headless.
    open func update() {}

    /// A tap on custom item `index` (beyond UIKit, headless): the menu hides and the item's action goes up the
    /// responder chain, from the first responder (or, when nothing is, from the view the menu was shown over, as
    /// a table makes its row's cell first responder for the menu); answers whether a responder took it.
    @discardableResult
    public func chooseItem(at index: Int) -> Bool {
        guard let items = menuItems, items.indices.contains(index) else { return false }
        let start = Responder.firstResponder ?? target?.view
        hideMenu()
        return start?.offerUpChain(items[index].perform) ?? false
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }

    public nonisolated static let willShowMenuNotification = Notification.Name(
        "UIMenuControllerWillShowMenuNotification")
    public nonisolated static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    public nonisolated static let willHideMenuNotification = Notification.Name(
        "UIMenuControllerWillHideMenuNotification")
    public nonisolated static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    public nonisolated static let menuFrameDidChangeNotification = Notification.Name(
        "UIMenuControllerMenuFrameDidChangeNotification")
}
