import Foundation

/// The state a configuration is updated for (UIConfigurationState).
@preconcurrency @MainActor
public protocol ConfigurationState {}

/// What a cell's state is now: what its configurations are updated for (UICellConfigurationState).
public struct CellConfigurationState: ConfigurationState, Hashable, Sendable {
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    /// Whether the row is swiped open.
    public var isSwiped = false
    public var isReordering = false

    public init() {}
}

/// What a view's state is now (UIViewConfigurationState): what header and footer configurations are updated
/// for.
public struct ViewConfigurationState: ConfigurationState, Hashable, Sendable {
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false

    public init() {}
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
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = EdgeInsets.zero
    public var strokeColor: Color?
    public var strokeWidth: CGFloat = 0
    public var image: Image?

    public init() {}

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
