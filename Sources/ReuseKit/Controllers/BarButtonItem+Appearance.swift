import Foundation

// The pre-iOS 13 appearance methods of a bar button item: each keeps what is set, per control state, style
// and bar metrics, and answers it back (nil, zero or 0 when nothing was set), as UIKit's do. Nothing is drawn
// headless; a renderer reads them.
extension BarButtonItem {
    private func key(
        _ name: String, _ state: Control.State? = nil, _ style: Style? = nil, _ metrics: NavigationBar.BarMetrics
    )
        -> String
    {
        "\(name).\(state?.rawValue ?? 0).\(style?.rawValue ?? -1).\(metrics.rawValue)"
    }

    public func setBackgroundImage(
        _ backgroundImage: Image?, for state: Control.State, barMetrics: NavigationBar.BarMetrics
    ) {
        legacyAppearance[key("background", state, nil, barMetrics)] = backgroundImage
    }

    public func backgroundImage(for state: Control.State, barMetrics: NavigationBar.BarMetrics) -> Image? {
        legacyAppearance[key("background", state, nil, barMetrics)] as? Image
    }

    public func setBackgroundImage(
        _ backgroundImage: Image?, for state: Control.State, style: Style, barMetrics: NavigationBar.BarMetrics
    ) {
        legacyAppearance[key("background", state, style, barMetrics)] = backgroundImage
    }

    public func backgroundImage(
        for state: Control.State, style: Style, barMetrics: NavigationBar.BarMetrics
    ) -> Image? {
        legacyAppearance[key("background", state, style, barMetrics)] as? Image
    }

    public func setBackgroundVerticalPositionAdjustment(
        _ adjustment: CGFloat, for barMetrics: NavigationBar.BarMetrics
    ) {
        legacyAppearance[key("backgroundVertical", nil, nil, barMetrics)] = adjustment
    }

    public func backgroundVerticalPositionAdjustment(for barMetrics: NavigationBar.BarMetrics) -> CGFloat {
        legacyAppearance[key("backgroundVertical", nil, nil, barMetrics)] as? CGFloat ?? 0
    }

    public func setTitlePositionAdjustment(_ adjustment: Offset, for barMetrics: NavigationBar.BarMetrics) {
        legacyAppearance[key("title", nil, nil, barMetrics)] = adjustment
    }

    public func titlePositionAdjustment(for barMetrics: NavigationBar.BarMetrics) -> Offset {
        legacyAppearance[key("title", nil, nil, barMetrics)] as? Offset ?? .zero
    }

    public func setBackButtonBackgroundImage(
        _ backgroundImage: Image?, for state: Control.State, barMetrics: NavigationBar.BarMetrics
    ) {
        legacyAppearance[key("backBackground", state, nil, barMetrics)] = backgroundImage
    }

    public func backButtonBackgroundImage(for state: Control.State, barMetrics: NavigationBar.BarMetrics) -> Image? {
        legacyAppearance[key("backBackground", state, nil, barMetrics)] as? Image
    }

    public func setBackButtonTitlePositionAdjustment(_ adjustment: Offset, for barMetrics: NavigationBar.BarMetrics) {
        legacyAppearance[key("backTitle", nil, nil, barMetrics)] = adjustment
    }

    public func backButtonTitlePositionAdjustment(for barMetrics: NavigationBar.BarMetrics) -> Offset {
        legacyAppearance[key("backTitle", nil, nil, barMetrics)] as? Offset ?? .zero
    }

    public func setBackButtonBackgroundVerticalPositionAdjustment(
        _ adjustment: CGFloat, for barMetrics: NavigationBar.BarMetrics
    ) {
        legacyAppearance[key("backBackgroundVertical", nil, nil, barMetrics)] = adjustment
    }

    public func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: NavigationBar.BarMetrics) -> CGFloat {
        legacyAppearance[key("backBackgroundVertical", nil, nil, barMetrics)] as? CGFloat ?? 0
    }

    /// A group that holds only this item, always in its bar.
    public func creatingFixedGroup() -> BarButtonItemGroup {
        .fixedGroup(items: [self])
    }

    /// A group that holds only this item, which customization can move.
    public func creatingMovableGroup(customizationIdentifier: String) -> BarButtonItemGroup {
        .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }

    /// A group that holds only this item, which customization can move and remove.
    public func creatingOptionalGroup(
        customizationIdentifier: String, isInDefaultCustomization: Bool = true
    ) -> BarButtonItemGroup {
        .optionalGroup(
            customizationIdentifier: customizationIdentifier, isInDefaultCustomization: isInDefaultCustomization,
            items: [self])
    }
}
