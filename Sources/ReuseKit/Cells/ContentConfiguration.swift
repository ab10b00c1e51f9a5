import Foundation

/// The state a configuration is updated for (UIConfigurationState): the traits, and any custom states a
/// client adds under its own keys.
@preconcurrency @MainActor
public protocol ConfigurationState {
    init(traitCollection: TraitCollection)
    var traitCollection: TraitCollection { get set }
    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A client's own key for a custom state (UIConfigurationStateCustomKey): a cell subclass overrides
/// `configurationState` to add `state[.isArchived] = isArchived`, and its configuration reads it back.
public struct ConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a cell's state is now: what its configurations are updated for (UICellConfigurationState).
public struct CellConfigurationState: ConfigurationState, Hashable, @unchecked Sendable {
    /// Where a cell is in a drag (UICellConfigurationState.DragState).
    public enum DragState: Int, Hashable, Sendable { case none, lifting, dragging }
    /// Where a cell is in a drop (UICellConfigurationState.DropState).
    public enum DropState: Int, Hashable, Sendable { case none, notTargeted, targeted }

    public var traitCollection = TraitCollection()
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    public var isExpanded = false
    /// Whether the row is swiped open.
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState = DragState.none
    public var cellDropState = DropState.none
    /// The custom states, by key: a value type, read and written only through the state, like the others.
    nonisolated(unsafe) private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

    public init() {}
    public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }

    /// A custom state, nil when it was not set.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// What a view's state is now (UIViewConfigurationState): what header and footer configurations are updated
/// for.
public struct ViewConfigurationState: ConfigurationState, Hashable, @unchecked Sendable {
    public var traitCollection = TraitCollection()
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    nonisolated(unsafe) private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

    public init() {}
    public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }

    /// A custom state, nil when it was not set.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// What a cell's content shows, as a value: the view it makes shows it (UIContentConfiguration).
@preconcurrency @MainActor
public protocol ContentConfiguration {
    /// A new view that shows this configuration.
    func makeContentView() -> View & ContentView
    /// This configuration as it should look in `state` (selected, highlighted, ...).
    func updated(for state: any ConfigurationState) -> Self
}

/// A view that shows a ``ContentConfiguration`` (UIContentView).
@preconcurrency @MainActor
public protocol ContentView: AnyObject {
    var configuration: any ContentConfiguration { get set }
    /// Whether this view can show `configuration` (else the cell makes a new view).
    func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// A cell's background, as a value (UIBackgroundConfiguration).
public struct BackgroundConfiguration: Hashable, Sendable {
    public var backgroundColor: Color?
    /// Applied to ``backgroundColor`` (or the tint) to give the colour shown.
    public var backgroundColorTransformer: ConfigurationColorTransformer?
    public var cornerRadius: CGFloat = 0
    /// The space between the cell's edges and the background.
    public var backgroundInsets = DirectionalEdgeInsets.zero
    /// The edges whose inset also takes the cell's layout margin.
    public var edgesAddingLayoutMarginsToBackgroundInsets = DirectionalRectEdge()
    public var strokeColor: Color?
    public var strokeColorTransformer: ConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    /// How far the stroke is drawn outside the background's edges.
    public var strokeOutset: CGFloat = 0
    public var image: Image?
    /// How the image fills the background; `.scaleToFill` by default.
    public var imageContentMode = View.ContentMode.scaleToFill
    /// A view drawn behind the content, filling the background.
    public var customView: View?
    /// A blur or vibrancy behind the content.
    public var visualEffect: VisualEffect?
    /// The background's shadow; none by default.
    public var shadowProperties = ShadowProperties()

    public init() {}

    /// The background of a list cell, for the list it is in (iOS 18).
    public static func listCell() -> BackgroundConfiguration { listPlainCell() }
    /// The background of a list's section header.
    public static func listHeader() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// The background of a list's section footer.
    public static func listFooter() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// The background of a sidebar cell beside other content: clear, grey when selected.
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration() }

    /// The background colour shown: ``backgroundColor`` (else `tintColor`) through the transformer.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer?(base) ?? base
    }

    /// The stroke colour shown: ``strokeColor`` (else `tintColor`) through the transformer.
    public func resolvedStrokeColor(for tintColor: Color) -> Color {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer?(base) ?? base
    }

    /// The background of a plain table's cell.
    public static func listPlainCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration()
        configuration.backgroundColor = .systemBackground
        return configuration
    }

    /// The background of a grouped table's cell.
    public static func listGroupedCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration()
        configuration.backgroundColor = .secondarySystemGroupedBackground
        return configuration
    }

    /// The background of a sidebar's cell: none at rest (the sidebar's own shows), the tint when selected.
    public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration() }

    /// The background of a sidebar's header: none.
    public static func listSidebarHeader() -> BackgroundConfiguration { BackgroundConfiguration() }

    /// The background of a plain list's header or footer.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration()
        configuration.backgroundColor = .systemBackground
        return configuration
    }

    /// The background of a grouped list's header or footer: none.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration() }

    /// No background.
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration() }

    /// This background in `state`: a selected or highlighted cell's is grey (UIKit's default look).
    public func updated(for state: CellConfigurationState) -> BackgroundConfiguration {
        var copy = self
        if state.isSelected || state.isHighlighted { copy.backgroundColor = .systemGray4 }
        return copy
    }

    /// The colour the background shows in `state`.
    public func resolvedBackgroundColor(for state: CellConfigurationState) -> Color? {
        updated(for: state).backgroundColor
    }
}

/// What a cell's content configuration and background are, kept on the cell.
struct CellConfigurationStorage {
    var content: (any ContentConfiguration)?
    var contentView: (View & ContentView)?
    var background: BackgroundConfiguration?
    var needsUpdate = true
    var automaticallyUpdatesContent = true
    var automaticallyUpdatesBackground = true
}
