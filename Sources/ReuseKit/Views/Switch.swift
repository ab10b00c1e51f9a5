import Foundation

/// An on/off control (UISwitch): a tap flips it and sends `.valueChanged`.
@preconcurrency @MainActor
open class Switch: Control {
    override open class func appearance() -> Switch { Appearance.proxy(for: self) { Switch() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> Switch
    {
        Appearance.proxy(for: self, containers: containerTypes) { Switch() }
    }
    override open class func appearance(for trait: TraitCollection) -> Switch {
        Appearance.proxy(for: self, traits: trait) { Switch() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> Switch {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { Switch() }
    }

    /// How a switch looks.
    public enum Style: Int, Hashable, Sendable {
        case automatic, checkbox, sliding
    }

    open var isOn = false
    /// The title a checkbox-style switch shows beside its box on Mac Catalyst; nil for none. Kept here: no style
    /// draws it headless.
    open var title: String?
    open var onTintColor: Color?
    open var thumbTintColor: Color?
    /// Drawn in the on position (no effect since iOS 7, in UIKit too).
    open var onImage: Image?
    /// Drawn in the off position (no effect since iOS 7, in UIKit too).
    open var offImage: Image?
    /// The look asked for; `.automatic` by default.
    open var preferredStyle = Style.automatic
    /// The look used: a sliding switch on iOS, whatever is asked for.
    open var style: Style { .sliding }

    /// A view of the standard size, as UIKit's `init()` makes it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    }

    public override init(frame: CGRect = CGRect(x: 0, y: 0, width: 51, height: 31)) {
        super.init(frame: frame)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Turns the switch on or off without sending an event (as in UIKit: only the person's change does).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The switch's size: 51 × 31 points, as on iOS.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }

    /// A touch lifted on the switch flips it and sends `.valueChanged` (before `.touchUpInside`).
    open override func endTracking(_ touch: Touch?, with event: ReuseKit.Event?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    /// A tap on the switch (beyond UIKit, headless): it flips, then sends `.valueChanged` and its touch events.
    public override func tap() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
        super.tap()
    }

    open override func visibleProperties() -> [ViewState.Property] {
        super.visibleProperties() + [.init("isOn", "\(isOn)")]
    }
}
