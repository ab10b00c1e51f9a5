import Foundation

/// A stack of view controllers, the top one on screen (UINavigationController). Pushes and pops are instant.
@preconcurrency @MainActor
open class NavigationController: ViewController {
    public private(set) var viewControllers: [ViewController] = []
    open var isNavigationBarHidden = false

    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        push(rootViewController)
    }

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller at the top of the stack.
    public var topViewController: ViewController? { viewControllers.last }
    /// The controller on screen: the top one, or what it presented.
    public var visibleViewController: ViewController? {
        var controller = topViewController
        while let presented = controller?.presentedViewController { controller = presented }
        return controller
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let top = topViewController, !top.isVisible { top.appear(in: view, animated: animated) }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        topViewController?.disappear(animated: animated)
    }

    /// Pushes `controller`: the top one disappears, `controller` appears.
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        let old = topViewController
        push(controller)
        guard isVisible else { return }
        old?.disappear(animated: animated)
        controller.appear(in: view, animated: animated)
    }

    /// Pops the top controller (not the root): it disappears, the one below appears. Returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        if isVisible {
            top.disappear(animated: animated)
            topViewController?.appear(in: view, animated: animated)
        }
        top.removeFromParent()
        return top
    }

    /// Pops every controller above the root; returns them, bottom first (nil when there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        var popped: [ViewController] = []
        while viewControllers.count > 1, let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let old = topViewController
        for controller in viewControllers { controller.removeFromParent() }
        viewControllers = []
        for controller in controllers { push(controller) }
        guard isVisible, old !== topViewController else { return }
        old?.disappear(animated: animated)
        topViewController?.appear(in: view, animated: animated)
    }

    private func push(_ controller: ViewController) {
        addChild(controller)
        viewControllers.append(controller)
        controller.didMove(toParent: self)
    }
}

/// What a navigation bar shows for a view controller (UINavigationItem).
@preconcurrency @MainActor
open class NavigationItem {
    open var title: String?
    open var prompt: String?
    open var leftBarButtonItem: BarButtonItem?
    open var rightBarButtonItem: BarButtonItem?
    open var leftBarButtonItems: [BarButtonItem]?
    open var rightBarButtonItems: [BarButtonItem]?
    open var hidesBackButton = false
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    /// Whether the bar shows the large title.
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
        case automatic
        case always
        case never
    }

    public init(title: String?) {
        self.title = title
    }
}

/// A button in a navigation bar or toolbar (UIBarButtonItem), with a closure action since Linux has no
/// selectors.
@preconcurrency @MainActor
open class BarButtonItem {
    /// The system's standard bar buttons.
    public enum SystemItem: Int, Hashable, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close
    }

    /// How the button looks.
    public enum Style: Int, Hashable, Sendable {
        case plain
        case done
    }

    open var title: String?
    open var image: Image?
    open var style = Style.plain
    open var isEnabled = true
    open var tintColor: Color?
    open var menu: Menu?
    public private(set) var systemItem: SystemItem?
    /// What a tap runs.
    open var primaryAction: Action?

    public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public init(barButtonSystemItem systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        title = systemItem == .edit ? "Edit" : nil
    }

    /// A tap on the button (beyond UIKit, headless): runs its primary action when enabled.
    public func tap() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
    }
}
