import Foundation

/// The environment a view draws in (UITraitCollection): light or dark, for dynamic colours.
public struct TraitCollection: Hashable, Sendable {
    /// Light or dark.
    public enum UserInterfaceStyle: Int, Hashable, Sendable {
        case unspecified, light, dark
    }

    public var userInterfaceStyle: UserInterfaceStyle

    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }
}

extension Color {
    /// A colour that depends on the interface's style: `provider` is asked for the light and the dark colour
    /// once, here. Outside a dark trait collection the colour is the light one.
    public convenience init(dynamicProvider provider: (TraitCollection) -> Color) {
        let light = provider(TraitCollection(userInterfaceStyle: .light))
        let dark = provider(TraitCollection(userInterfaceStyle: .dark))
        let differs =
            dark.red != light.red || dark.green != light.green || dark.blue != light.blue || dark.alpha != light.alpha
        self.init(
            red: light.red, green: light.green, blue: light.blue, alpha: light.alpha, name: nil,
            dark: differs ? [dark.red, dark.green, dark.blue, dark.alpha] : nil)
    }

    /// The colour as `traitCollection` shows it: a dynamic colour's dark variant in a dark one.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard traitCollection.userInterfaceStyle == .dark, let dark else { return self }
        return Color(red: dark[0], green: dark[1], blue: dark[2], alpha: dark[3], name: nil)
    }

    /// A colour from hue, saturation and brightness, each from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = min(max(Double(saturation), 0), 1)
        let v = min(max(Double(brightness), 0), 1)
        let c = v * s
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        self.init(red: r + v - c, green: g + v - c, blue: b + v - c, alpha: Double(alpha), name: nil)
    }

    /// The components, as UIKit hands them out; always true (every colour here is RGB).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(self.red)
        green?.pointee = CGFloat(self.green)
        blue?.pointee = CGFloat(self.blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }
}

extension View {
    /// Tells this view, its controller, and the views below it that inherit its traits, of a change from
    /// `previous` to `now`.
    ///
    /// - Complexity: O(n) in the views below.
    func traitsChanged(from previous: TraitCollection, to now: TraitCollection) {
        guard now != previous else { return }
        traitCollectionDidChange(previous)
        owningController?.traitCollectionDidChange(previous)
        for view in subviews where view.overrideUserInterfaceStyle == .unspecified {
            view.traitsChanged(from: previous, to: now)
        }
    }

    /// The traits the view draws with: its own ``overrideUserInterfaceStyle`` unless unspecified, else those
    /// it inherits.
    ///
    /// - Complexity: O(d) in the view's depth.
    public var traitCollection: TraitCollection {
        overrideUserInterfaceStyle == .unspecified
            ? inheritedTraitCollection : TraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)
    }

    /// The traits the superview draws with, else light (a view outside any hierarchy).
    var inheritedTraitCollection: TraitCollection {
        superview?.traitCollection ?? TraitCollection(userInterfaceStyle: .light)
    }
}
