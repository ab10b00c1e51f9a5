import Foundation

/// Makes the menu of a context menu, given the suggested elements (none, headless).
public typealias ContextMenuActionProvider = @MainActor ([MenuElement]) -> Menu?

/// Makes the view controller a context menu previews; nil for the default preview.
public typealias ContextMenuContentPreviewProvider = @MainActor () -> ViewController?

/// What a long press on a row shows: a menu and a preview (UIContextMenuConfiguration).
@preconcurrency @MainActor
open class ContextMenuConfiguration {
    /// The order a menu's elements are shown in.
    public enum ElementOrder: Int, Hashable, Sendable {
        /// The system decides (the first element nearest the finger).
        case automatic
        /// The first element nearest the finger, always.
        case priority
        /// The order they were given in.
        case fixed
    }

    /// The order the menu's elements are shown in; `.automatic` by default.
    open var preferredMenuElementOrder = ElementOrder.automatic
    /// The identifiers of the items other than the primary one that a menu on several items acts on (iOS 16).
    /// A collection view's menu for several selected items fills in the other items' index paths when the
    /// client leaves this empty, as UIKit does for multiple-item interactions.
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// How many items the menu acts on, for the badge on its preview's stack; below 2 hides the badge (iOS 16).
    /// Until set, the system's count: the primary item and the secondary ones.
    open var badgeCount: Int {
        get { explicitBadgeCount ?? 1 + secondaryItemIdentifiers.count }
        set { explicitBadgeCount = newValue }
    }
    private var explicitBadgeCount: Int?
    public let identifier: any NSCopying
    public let previewProvider: ContextMenuContentPreviewProvider?
    public let actionProvider: ContextMenuActionProvider?

    /// A configuration; without an identifier it gets a unique one.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: ContextMenuContentPreviewProvider? = nil,
        actionProvider: ContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the action provider makes now (beyond UIKit: what a long press shows, headless).
    public func makeMenu() -> Menu? { actionProvider?([]) }
}

/// Animations that run alongside a context menu's appearance or dismissal. Headless, they run at once.
@preconcurrency @MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller, if the configuration made one.
    var previewViewController: ViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a committed preview (the preview tapped).
@preconcurrency @MainActor
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
    /// What the commit does: `.pop` shows the preview, `.dismiss` closes it.
    var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}

/// How a committed preview is shown.
public enum ContextMenuInteractionCommitStyle: Int, Hashable, Sendable {
    case dismiss
    case pop
}

/// The headless animator: animations run as they are added, completions once the transition is run.
@MainActor
final class ImmediateMenuAnimator: ContextMenuInteractionCommitAnimating {
    let previewViewController: ViewController?
    var preferredCommitStyle = ContextMenuInteractionCommitStyle.pop
    private var completions: [() -> Void] = []

    init(preview: ViewController?) {
        previewViewController = preview
    }

    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the completions added so far.
    func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}

extension ImmediateMenuAnimator {
    /// Tells a delegate about a menu's transition with a headless animator (showing `configuration`'s preview when
    /// `showingPreview`), runs `after`, then the animator's completions: one sequence for tables and collection
    /// views.
    static func run(
        _ configuration: ContextMenuConfiguration, showingPreview: Bool,
        notify: (ImmediateMenuAnimator) -> Void, after: () -> Void = {}
    ) {
        let animator = ImmediateMenuAnimator(preview: showingPreview ? configuration.previewProvider?() : nil)
        notify(animator)
        after()
        animator.finish()
    }
}

extension Menu {
    /// Chooses the enabled action titled `title` (in submenus too): `close` closes the menu first unless the
    /// action keeps it presented, then the action runs. Returns whether there was such an action.
    func choose(titled title: String, sender: Any?, close: () -> Void) -> Bool {
        guard let action = allActions.first(where: { $0.title == title }), !action.attributes.contains(.disabled)
        else { return false }
        if !action.attributes.contains(.keepsMenuPresented) { close() }
        action.perform(sender: sender)
        return true
    }
}
