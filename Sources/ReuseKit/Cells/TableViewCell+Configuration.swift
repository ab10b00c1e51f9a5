import Foundation

extension TableViewCell {
    /// What runs when the cell's state changes: the cell and its new state (UIKit's `configurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = (TableViewCell, CellConfigurationState) -> Void

    /// A list configuration with the cell's style: text and secondary text as its labels would show them.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// What the cell's content shows, as a value; setting it replaces the standard labels with a view that shows
    /// it (reused while it can show the new value).
    public var contentConfiguration: (any ContentConfiguration)? {
        get { configurationStorage.content }
        set { applyContentConfiguration(newValue) }
    }

    /// Whether the content configuration follows the cell's state (selected, highlighted, ...); default true.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesContent }
        set { configurationStorage.automaticallyUpdatesContent = newValue }
    }

    /// The cell's background, as a value.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { configurationStorage.background }
        set {
            configurationStorage.background = newValue
            backgroundColor = newValue?.backgroundColor
        }
    }

    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesBackground }
        set { configurationStorage.automaticallyUpdatesBackground = newValue }
    }

    /// The state ``configurationState`` starts from: traits, selection, highlight, editing, swipe.
    var baseConfigurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = showingDeleteConfirmation && !isEditing
        return state
    }

    /// Asks for ``updateConfiguration(using:)`` before the cell is next shown or laid out.
    public func setNeedsUpdateConfiguration() {
        configurationStorage.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs ``updateConfiguration(using:)`` if it was asked for.
    func updateConfigurationIfNeeded() {
        guard configurationStorage.needsUpdate else { return }
        configurationStorage.needsUpdate = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = configurationStorage.content {
            applyContentConfiguration(content.updated(for: state))
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = configurationStorage.background {
            backgroundColor = background.updated(for: state).backgroundColor
        }
        updateConfiguration(using: state)
    }

    private func applyContentConfiguration(_ configuration: (any ContentConfiguration)?) {
        configurationStorage.content = configuration
        guard let configuration else {
            configurationStorage.contentView?.removeFromSuperview()
            configurationStorage.contentView = nil
            return
        }
        if let view = configurationStorage.contentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            configurationStorage.contentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            configurationStorage.contentView = view
        }
        setNeedsLayout()
    }

    /// Lays the configuration's view over the content view.
    func layoutContentConfiguration() {
        configurationStorage.contentView?.frame = contentView.bounds
    }

    /// The configuration's view's height for `width`, when there is one.
    func contentConfigurationHeight(width: CGFloat) -> CGFloat? {
        configurationStorage.contentView.map { $0.sizeThatFits(CGSize(width: width, height: 0)).height }
    }
}
