import Foundation

/// An action a swiped row shows as a button (UIContextualAction).
@preconcurrency @MainActor
open class ContextualAction {
    /// How the action looks: `.destructive` removes the row when its handler says it succeeded.
    public enum Style: Int, Hashable, Sendable {
        case normal
        case destructive
    }

    /// What runs when the action is chosen: the action, the view that showed it, and a completion to call with
    /// whether the action was performed (the row closes either way; a destructive action that succeeded
    /// expects the row gone).
    public typealias Handler = @MainActor (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    /// The button's colour: red for destructive actions, grey for the others, unless set.
    open var backgroundColor: Color!
    open var image: Image?
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a row shows when swiped from one edge (UISwipeActionsConfiguration).
@preconcurrency @MainActor
open class SwipeActionsConfiguration {
    /// The actions, from the edge inward: the first is the one a full swipe performs.
    public let actions: [ContextualAction]
    /// Whether swiping all the way across performs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration without actions: the row does not open on a swipe (what UIKit's plain `init()` gives).
    public convenience init() {
        self.init(actions: [])
    }

    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

/// A button a swiped row shows, the iOS 8 way (UITableViewRowAction, deprecated since iOS 13 in favour of
/// ``ContextualAction``): the delegate's `tableView(_:editActionsForRowAt:)` returns them, and the table shows them
/// as contextual actions when no trailing swipe configuration is given.
@preconcurrency @MainActor
open class TableViewRowAction {
    /// How the button looks (UITableViewRowAction.Style): `.default` and `.destructive` are red, `.normal` grey.
    public struct Style: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let `default` = Style(rawValue: 0)
        public static let destructive = Style(rawValue: 0)
        public static let normal = Style(rawValue: 1)
    }

    public let style: Style
    open var title: String?
    /// The button's colour: red for the default and destructive styles, grey for normal, unless set.
    open var backgroundColor: Color!
    let handler: @MainActor (TableViewRowAction, IndexPath) -> Void

    public init(style: Style, title: String?, handler: @escaping @MainActor (TableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .normal ? .systemGray : .systemRed
    }

    /// The action as a contextual action for the row at `indexPath`: chosen, it runs the handler and closes.
    func contextualAction(at indexPath: IndexPath) -> ContextualAction {
        let action = ContextualAction(style: style == .normal ? .normal : .destructive, title: title) {
            [self] _, _, completion in
            handler(self, indexPath)
            completion(false)
        }
        action.backgroundColor = backgroundColor
        return action
    }
}
