import Foundation

/// What a tooltip shows: its text, and the part of the view it shows for (UIToolTipConfiguration).
@preconcurrency @MainActor
public final class ToolTipConfiguration {
    /// The text.
    public let toolTip: String
    /// The rectangle of the view the tooltip shows over; nil for the whole view.
    public let sourceRect: CGRect?

    /// A tooltip for the whole view.
    public convenience init(toolTip: String) {
        self.init(toolTip: toolTip, sourceRect: nil)
    }

    /// A tooltip shown only while the pointer is over `sourceRect` (the view's coordinates).
    public convenience init(toolTip: String, in sourceRect: CGRect) {
        self.init(toolTip: toolTip, sourceRect: sourceRect)
    }

    private init(toolTip: String, sourceRect: CGRect?) {
        self.toolTip = toolTip
        self.sourceRect = sourceRect
    }
}

/// Decides a tooltip's text where the pointer is (UIToolTipInteractionDelegate).
@preconcurrency @MainActor
public protocol ToolTipInteractionDelegate: AnyObject {
    /// The tooltip at `point` (the interaction's view's coordinates), or nil for none there. Not implementing it
    /// shows the interaction's ``ToolTipInteraction/defaultToolTip``.
    func toolTipInteraction(_ interaction: ToolTipInteraction, configurationAt point: CGPoint) -> ToolTipConfiguration?
}

extension ToolTipInteractionDelegate {
    public func toolTipInteraction(_ interaction: ToolTipInteraction, configurationAt point: CGPoint)
        -> ToolTipConfiguration?
    {
        interaction.defaultToolTip.map { ToolTipConfiguration(toolTip: $0) }
    }
}

/// The tooltip a pointer resting on a view shows on a Mac or in visionOS (UIToolTipInteraction), added with
/// ``View/addInteraction(_:)``; a control makes one when its ``Control/toolTip`` is set. Headless, nothing
/// hovers: ``configuration(at:)`` says what a pointer at a point would show.
@preconcurrency @MainActor
public final class ToolTipInteraction: Interaction {
    public private(set) weak var view: View?
    /// The text shown when the delegate does not decide it.
    public var defaultToolTip: String?
    /// Whether the view shows the tooltip; true by default.
    public var isEnabled = true
    public weak var delegate: (any ToolTipInteractionDelegate)?

    public init() {}

    public init(defaultToolTip: String) {
        self.defaultToolTip = defaultToolTip
    }

    public func willMove(to view: View?) {}

    public func didMove(to view: View?) { self.view = view }

    /// The tooltip a pointer resting at `point` (the view's coordinates) shows, or nil (beyond UIKit, headless):
    /// none while disabled, the delegate's when it has one, else the default one; a configuration for part of the
    /// view shows only over that part.
    public func configuration(at point: CGPoint) -> ToolTipConfiguration? {
        guard isEnabled else { return nil }
        let configuration =
            if let delegate { delegate.toolTipInteraction(self, configurationAt: point) } else {
                defaultToolTip.map { ToolTipConfiguration(toolTip: $0) }
            }
        guard let configuration else { return nil }
        if let rect = configuration.sourceRect, !rect.contains(point) { return nil }
        return configuration
    }
}
