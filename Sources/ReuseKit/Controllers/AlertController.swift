import Foundation

/// An action of an alert or action sheet (UIAlertAction): a button with a title, a style and a handler.
@preconcurrency @MainActor
open class AlertAction {
    /// The identifier UI tests find it by (UIAccessibilityIdentification).
    open var accessibilityIdentifier: String?
    /// How the action's button looks and where it goes.
    public enum Style: Int, Hashable, Sendable {
        case `default` = 0
        /// Dismisses without changing anything; an alert has at most one.
        case cancel = 1
        /// Changes or deletes data.
        case destructive = 2
    }

    public let title: String?
    public let style: Style
    /// Whether the action can be chosen; a disabled one stays in the alert, greyed out.
    open var isEnabled = true
    let handler: ((AlertAction) -> Void)?

    /// An action; `handler` runs when it is chosen, after the alert has been dismissed.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert or action sheet (UIAlertController): a title, a message, actions and, for alerts, text fields.
/// Present it with ``ViewController/present(_:animated:completion:)``; it shows over its presenter, which
/// stays on screen (no `viewWillDisappear`). Headless, ``chooseAction(titled:)`` is the person's tap: the alert
/// is dismissed, then the action's handler runs, as in UIKit.
///
/// Where UIKit raises an exception (a second `.cancel` action, a text field on an action sheet), ReuseKit
/// leaves the alert unchanged and writes a message that names the action and the fix.
@preconcurrency @MainActor
open class AlertController: ViewController {
    /// Whether the controller is a sheet of actions or an alert in the middle of the screen.
    public enum Style: Int, Hashable, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    open var message: String?
    public private(set) var preferredStyle = Style.actionSheet
    /// How serious the alert is (iOS 16): `.critical` alerts stand out on a Mac; on a phone both look alike.
    open var severity = AlertControllerSeverity.default
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The action the alert emphasizes (and Return chooses). It must be one of ``actions``; another is ignored.
    open var preferredAction: AlertAction? {
        get { emphasized }
        set { emphasized = newValue.flatMap { action in actions.contains { $0 === action } ? action : nil } }
    }
    private var emphasized: AlertAction?
    private var fields: [TextField] = []

    /// The alert's text fields, in the order they were added; nil when it has none.
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }

    /// An alert or action sheet with a title and a message (either may be nil).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .overFullScreen
    }

    /// Adds an action's button. A second `.cancel` action is refused with a message, where UIKit throws.
    open func addAction(_ action: AlertAction) {
        if action.style == .cancel, let cancel = actions.first(where: { $0.style == .cancel }) {
            Messages.write(Messages.secondCancelAction(action.title, first: cancel.title))
            return
        }
        actions.append(action)
    }

    /// Adds a text field below the message, configured by `configurationHandler` at once. Only alerts have
    /// text fields: on an action sheet it is refused with a message, where UIKit throws.
    open func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Messages.write(Messages.textFieldOnActionSheet(title))
            return
        }
        let field = TextField()
        fields.append(field)
        configurationHandler?(field)
    }

    /// Chooses the action titled `title`, as a tap on its button: the alert is dismissed, then the action's
    /// handler runs. False, and nothing happens, when the alert is not presented, or no enabled action has
    /// that title.
    ///
    /// - Complexity: O(n) in the actions.
    @discardableResult
    public func chooseAction(titled title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title && $0.isEnabled }) else { return false }
        return choose(action)
    }

    /// Chooses `action` (one of ``actions``, enabled), as ``chooseAction(titled:)`` does.
    @discardableResult
    public func choose(_ action: AlertAction) -> Bool {
        guard action.isEnabled, actions.contains(where: { $0 === action }), let presenter = presentingViewController
        else { return false }
        presenter.dismiss(animated: true) { action.handler?(action) }
        return true
    }
}

/// How serious an alert is (UIAlertControllerSeverity), with UIKit's raw values.
public enum AlertControllerSeverity: Int, Hashable, Sendable {
    case `default` = 0
    case critical = 1
}
