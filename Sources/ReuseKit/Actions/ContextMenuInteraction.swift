import Foundation

/// Asked for the menu a long press on a view shows, and told of its display (UIContextMenuInteractionDelegate).
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu and preview for a long press at `location` (in the interaction's view); nil shows none.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> ContextMenuConfiguration?
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
    /// The view the menu lifts from as it opens (iOS 16); nil lifts the interaction's view.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> TargetedPreview?
    /// The view the menu returns to as it closes (iOS 16); nil returns to the interaction's view.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> TargetedPreview?
}

extension ContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> TargetedPreview? { nil }
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> TargetedPreview? { nil }
}

/// A long press on a view that shows a menu and a preview (UIContextMenuInteraction): add it to a view with
/// `addInteraction(_:)`. Headless, ``pressAndHold(at:)`` (beyond UIKit) is the person's long press: the delegate is
/// asked for a configuration and told the menu shows; ``dismissMenu()`` closes it as a tap outside does.
@preconcurrency @MainActor
public final class ContextMenuInteraction: Interaction {
    /// How the menu shows (UIContextMenuInteraction's appearance, with its raw values).
    public enum Appearance: Int, Hashable, Sendable {
        case unknown, rich, compact
    }

    // swift-format-ignore: TypeNamesShouldBeCapitalized
    /// The appearance enum by UIKit's Swift name, which is lower-case (`UIContextMenuInteraction.appearance`), so
    /// that `let style: UIContextMenuInteraction.appearance = interaction.menuAppearance` compiles as on iOS.
    public typealias appearance = Appearance

    public private(set) weak var delegate: (any ContextMenuInteractionDelegate)?
    public private(set) weak var view: View?
    /// How the menu shows: `.rich` (with its preview) while one is open, `.unknown` otherwise.
    public private(set) var menuAppearance = Appearance.unknown
    /// The configuration and menu showing, if a menu is open (beyond UIKit, headless).
    public private(set) var visibleMenu: (configuration: ContextMenuConfiguration, menu: Menu?)?
    /// The view the open menu lifted (beyond UIKit, headless): the delegate's highlight preview, or the view's own.
    public private(set) var preview: TargetedPreview?
    private var location = CGPoint.zero

    public init(delegate: any ContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: View?) {}
    public func didMove(to view: View?) {
        self.view = view
    }

    /// Where the long press happened, in `view`'s coordinates (the interaction's view's when nil).
    public func location(in view: View?) -> CGPoint {
        guard let own = self.view, let view, view !== own else { return location }
        return own.convert(location, to: view)
    }

    /// A long press at `point` (in the view's coordinates): asks the delegate for a configuration and, given one,
    /// shows its menu. Returns whether a menu opened.
    @discardableResult
    public func pressAndHold(at point: CGPoint) -> Bool {
        guard let delegate, visibleMenu == nil else { return false }
        location = point
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point) else {
            return false
        }
        visibleMenu = (configuration, configuration.makeMenu())
        menuAppearance = configuration.previewProvider == nil ? .compact : .rich
        preview =
            delegate.contextMenuInteraction(
                self, configuration: configuration, highlightPreviewForItemWithIdentifier: configuration.identifier)
            ?? view.map { TargetedPreview(view: $0) }
        ImmediateMenuAnimator.run(configuration, showingPreview: true) { animator in
            delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        }
        return true
    }

    /// Changes the menu showing: `block` is given it and returns the new one (iOS 14). Nothing without one.
    public func updateVisibleMenu(_ block: (Menu) -> Menu) {
        guard let showing = visibleMenu, let menu = showing.menu else { return }
        visibleMenu = (showing.configuration, block(menu))
    }

    /// Closes the menu showing, as a tap outside does: the delegate hears it ending.
    public func dismissMenu() {
        guard let showing = visibleMenu else { return }
        visibleMenu = nil
        menuAppearance = .unknown
        ImmediateMenuAnimator.run(showing.configuration, showingPreview: false) { animator in
            delegate?.contextMenuInteraction(self, willEndFor: showing.configuration, animator: animator)
        }
        // Where the menu goes back to: the delegate's dismissal preview, or the view itself (no motion headless).
        _ = delegate?.contextMenuInteraction(
            self, configuration: showing.configuration,
            dismissalPreviewForItemWithIdentifier: showing.configuration.identifier)
        preview = nil
    }

    /// A tap on the preview: the delegate may pop it (beyond UIKit, headless), then the menu closes.
    public func commitPreview() {
        guard let showing = visibleMenu else { return }
        ImmediateMenuAnimator.run(showing.configuration, showingPreview: true) { animator in
            delegate?.contextMenuInteraction(
                self, willPerformPreviewActionForMenuWith: showing.configuration, animator: animator)
        }
        dismissMenu()
    }
}
