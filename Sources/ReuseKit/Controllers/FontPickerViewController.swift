import Foundation

/// Told what the person picked in a font picker (UIFontPickerViewControllerDelegate).
@MainActor
public protocol FontPickerViewControllerDelegate: AnyObject {
    func fontPickerViewControllerDidCancel(_ viewController: FontPickerViewController)
    func fontPickerViewControllerDidPickFont(_ viewController: FontPickerViewController)
}

extension FontPickerViewControllerDelegate {
    public func fontPickerViewControllerDidCancel(_ viewController: FontPickerViewController) {}
    public func fontPickerViewControllerDidPickFont(_ viewController: FontPickerViewController) {}
}

/// The system's font picker (UIFontPickerViewController): a list of the font families, of which the person picks
/// one. Headless, there is no person: ``pickFont(_:)`` and ``cancel()`` (beyond UIKit) do what a tap would, and
/// the delegate hears them as in UIKit.
@preconcurrency @MainActor
open class FontPickerViewController: ViewController {
    /// What the picker lists (UIFontPickerViewController.Configuration).
    public struct Configuration: Hashable, Sendable {
        /// Whether each family's faces are listed under it.
        public var includeFaces = false
        /// Whether the names are shown in the system font instead of their own.
        public var displayUsingSystemFont = false
        /// Only families with these traits are listed.
        public var filteredTraits: FontDescriptor.SymbolicTraits = []
        public init() {}
    }

    public let configuration: Configuration
    open weak var delegate: (any FontPickerViewControllerDelegate)?
    /// The font the person picked last; nil until then.
    open var selectedFontDescriptor: FontDescriptor?

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``ViewController/init(coder:)``.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The families the picker lists, in order.
    public var familyNames: [String] { Font.familyNames.sorted() }

    /// Picks `descriptor`, as a tap on a font does: it becomes ``selectedFontDescriptor`` and the delegate hears.
    public func pickFont(_ descriptor: FontDescriptor) {
        selectedFontDescriptor = descriptor
        delegate?.fontPickerViewControllerDidPickFont(self)
    }

    /// Cancels, as the Cancel button does: the delegate hears, and the selection stays.
    public func cancel() {
        delegate?.fontPickerViewControllerDidCancel(self)
    }
}
