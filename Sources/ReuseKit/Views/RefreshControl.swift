import Foundation

/// The control at the top of a scroll view that a pull down starts a refresh with (UIRefreshControl): it sends
/// `.valueChanged` when a pull starts one; call ``endRefreshing()`` when the new data is in.
@preconcurrency @MainActor
open class RefreshControl: Control {
    override open class func appearance() -> RefreshControl { Appearance.proxy(for: self) { RefreshControl() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> RefreshControl
    {
        Appearance.proxy(for: self, containers: containerTypes) { RefreshControl() }
    }
    override open class func appearance(for trait: TraitCollection) -> RefreshControl {
        Appearance.proxy(for: self, traits: trait) { RefreshControl() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> RefreshControl {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { RefreshControl() }
    }

    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    /// Shows the control refreshing (it sends no event: the caller started the refresh itself).
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Hides the control after a refresh.
    open func endRefreshing() {
        isRefreshing = false
    }
}

extension ScrollView {
    /// A pull down past the top until the refresh control triggers (beyond UIKit, headless): the control
    /// begins refreshing and sends `.valueChanged`. Nothing happens without a control, or while it refreshes.
    public func pullToRefresh() {
        guard let control = refreshControl, control.isEnabled, !control.isRefreshing else { return }
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
    }
}
