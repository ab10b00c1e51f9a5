import Foundation

/// A view that responds to touches, with UIControl's states.
@MainActor
open class Control: View {
    /// The states of a control.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// The current state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    public var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
}

/// A button: a title and an image per state.
@MainActor
open class Button: Control {
    private var titles: [State: String] = [:]
    private var images: [State: Image] = [:]

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) { titles[state] = title }

    /// Sets the image shown in `state`.
    open func setImage(_ image: Image?, for state: State) { images[state] = image }

    /// The title for `state`, falling back to the title for `.normal` as UIKit does.
    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    /// The image for `state`, falling back to the image for `.normal`.
    open func image(for state: State) -> Image? { images[state] ?? images[.normal] }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }

    /// The image shown now.
    public var currentImage: Image? { image(for: state) }

    open override func visibleProperties() -> [ViewState.Property] {
        var properties = super.visibleProperties()
        if let title = currentTitle { properties.append(.init("title", "\"\(title)\"")) }
        properties.append(.init("image", currentImage?.name ?? "nil"))
        if isSelected { properties.append(.init("isSelected", "true")) }
        return properties
    }
}
