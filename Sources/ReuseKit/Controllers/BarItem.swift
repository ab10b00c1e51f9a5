import Foundation

/// What bar button items and tab bar items share (UIBarItem): a title, an image with its insets, whether it
/// can be used, a tag, and the title's text attributes per control state.
@preconcurrency @MainActor
open class BarItem {
    open var title: String?
    open var image: Image?
    /// The image on a phone in landscape, when it differs.
    open var landscapeImagePhone: Image?
    /// The image the large content viewer shows.
    open var largeContentSizeImage: Image?
    open var imageInsets = EdgeInsets.zero
    open var landscapeImagePhoneInsets = EdgeInsets.zero
    open var largeContentSizeImageInsets = EdgeInsets.zero
    open var isEnabled = true
    open var tag = 0
    /// What VoiceOver reads for the item (UIAccessibility, informal on NSObject in UIKit).
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    /// The names Voice Control and Full Keyboard Access accept for the item.
    open var accessibilityUserInputLabels: [String]!
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public init() {
        BarItemAppearance.applyPlain(to: self)
    }

    /// The proxy whose title attributes (and, for bar button items, tint) items of this class made afterwards
    /// take (UIAppearance), where they set none of their own.
    open class func appearance() -> BarItem { BarItemAppearance.proxy(for: self) { BarItem() } }
    /// The proxy whose values items of this class take when a bar of `containerTypes` (innermost first) takes
    /// them.
    open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> BarItem {
        BarItemAppearance.proxy(for: self, containers: containerTypes) { BarItem() }
    }

    /// Storyboards and nib archives do not exist on Linux: this fails, as ``View/init(coder:)`` does, for
    /// every coder but the empty one ReuseKit's class methods returning `Self` make an item with. `required`, as
    /// NSCoding makes it in UIKit, so that subclasses written for UIKit (`required init?(coder:)`) compile
    /// unchanged.
    public required init?(coder: NSCoder) {
        guard coder is ItemMakingCoder else { return nil }
        BarItemAppearance.applyPlain(to: self)
    }

    /// The title's text attributes in `state` (nil forgets them).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The title's text attributes set for `state`; nil when none were.
    open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

/// The coder ReuseKit's class methods that return `Self` (`UIBarButtonItem.fixedSpace()`) make an item of the class
/// they are called on with: Swift makes an instance from a class value only through a `required` initializer,
/// and a bar item's is `init?(coder:)`, as in UIKit. It holds no archive.
final class ItemMakingCoder: NSCoder {}
