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
