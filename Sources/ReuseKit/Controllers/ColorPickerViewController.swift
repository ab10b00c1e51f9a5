import Foundation

/// Told what the person picks in a colour picker (UIColorPickerViewControllerDelegate).
@MainActor
public protocol ColorPickerViewControllerDelegate: AnyObject {
    /// A colour was picked; `continuously` while a finger is still moving over the spectrum (iOS 15).
    func colorPickerViewController(
        _ viewController: ColorPickerViewController, didSelect color: Color, continuously: Bool)
    /// A colour was picked (iOS 14; deprecated in favour of the method above, and told as well).
    func colorPickerViewControllerDidSelectColor(_ viewController: ColorPickerViewController)
    /// The picker was dismissed.
    func colorPickerViewControllerDidFinish(_ viewController: ColorPickerViewController)
}

extension ColorPickerViewControllerDelegate {
    public func colorPickerViewController(
        _ viewController: ColorPickerViewController, didSelect color: Color, continuously: Bool
    ) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: ColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: ColorPickerViewController) {}
}

/// The system's colour picker (UIColorPickerViewController). Headless, there is no person: ``pickColor(_:continuously:)``
/// and ``finish()`` (beyond UIKit) do what the spectrum and the close button do, and the delegate hears them as in
/// UIKit.
@preconcurrency @MainActor
open class ColorPickerViewController: ViewController {
    open weak var delegate: (any ColorPickerViewControllerDelegate)?
    /// The colour shown as picked; white until set or picked.
    open var selectedColor = Color.white
    /// Whether the picker offers an opacity slider; true by default.
    open var supportsAlpha = true
    /// Whether the picker offers the eyedropper (iOS 26; true by default). There is no screen to sample headless:
    /// ``pickColor(_:continuously:)`` stands for any way of picking.
    open var supportsEyedropper = true
    /// The brightest a picked colour may be, in linear exposure (iOS 26): 1, the standard range, by default;
    /// above 1 allows HDR colours, which headless images keep within the standard range.
    open var maximumLinearExposure: CGFloat = 1

    /// Picks `color`, as the person does (its alpha dropped when ``supportsAlpha`` is false): it becomes
    /// ``selectedColor`` and the delegate hears.
    public func pickColor(_ color: Color, continuously: Bool = false) {
        selectedColor = supportsAlpha ? color : color.withAlphaComponent(1)
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    /// Closes the picker, as its close button does: dismissed, and the delegate hears.
    public func finish() {
        dismiss(animated: false)
        delegate?.colorPickerViewControllerDidFinish(self)
    }
}

/// A round control showing a colour that opens the colour picker when tapped (UIColorWell).
@preconcurrency @MainActor
open class ColorWell: Control {
    /// The picker's title.
    open var title: String?
    /// Whether the picker offers an opacity slider; true by default.
    open var supportsAlpha = true
    /// The colour shown; nil until one is set or picked. Setting it sends no action, as in UIKit.
    open var selectedColor: Color?
    /// The most exposure a colour the well returns may have (iOS 26); 1, standard range, unless set. UIKit
    /// states no default; 1 is AppKit's. Headless colours are standard range, so nothing is clamped.
    open var maximumLinearExposure: CGFloat = 1
    /// Whether the well's picker offers the eyedropper (iOS 26); true unless set.
    open var supportsEyedropper = true

    /// Picks `color` as the person does in the picker the well opens: it becomes ``selectedColor`` and the
    /// well sends `.valueChanged`.
    public func pickColor(_ color: Color) {
        selectedColor = supportsAlpha ? color : color.withAlphaComponent(1)
        sendActions(for: .valueChanged)
    }

    /// A well 44 points across, as UIKit sizes it.
    open override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }
}
