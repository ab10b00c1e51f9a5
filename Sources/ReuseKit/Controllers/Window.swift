import Foundation

/// The root of a view hierarchy, headless (UIWindow): it shows its root view controller's view at its own
/// size when made key and visible.
@preconcurrency @MainActor
open class Window: View {
    /// The controller whose view fills the window. Replacing it while the window is visible moves the old
    /// one off screen and the new one on.
    open var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController, isKeyWindow else { return }
            oldValue?.disappear(animated: false)
            rootViewController?.appear(in: self, animated: false)
        }
    }

    public private(set) var isKeyWindow = false
    /// The scene the window is in (`UIWindow(windowScene:)`).
    open weak var windowScene: WindowScene? {
        didSet { windowScene?.add(self) }
    }

    /// The parts of the screen that the hardware covers (beyond UIKit, headless: a notch's 47 points at the top
    /// and a home indicator's 34 at the bottom on recent iPhones); zero by default. Views inside take their
    /// ``View/safeAreaInsets`` from it; a change tells every view (`safeAreaInsetsDidChange`), every controller
    /// (`viewSafeAreaInsetsDidChange`) and every scroll view (`adjustedContentInsetDidChange`).
    open var screenSafeAreaInsets = EdgeInsets.zero {
        didSet {
            guard screenSafeAreaInsets != oldValue else { return }
            if screenSafeAreaInsets != .zero { View.someWindowHasASafeArea = true }
            safeAreaChanged()
        }
    }

    /// A window the size of a phone's screen (390 × 844 points), or `frame`.
    public override init(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) {
        super.init(frame: frame)
        isWindow = true
        View.windowsAlive += 1
    }

    deinit {
        View.windowsAlive -= 1
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the window: the root view controller's view loads (`viewDidLoad`) and appears (`viewWillAppear`,
    /// `viewIsAppearing`, layout, `viewDidAppear`).
    open func makeKeyAndVisible() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        isHidden = false
        rootViewController?.appear(in: self, animated: false)
    }

    /// Tells every controller in the window (the root, its children, what they present) that memory runs low:
    /// ``ViewController/didReceiveMemoryWarning()``, as iOS does. Call it from the app's own memory watch, or in
    /// a test.
    open func receiveMemoryWarning() {
        for controller in rootViewController?.controllerTree ?? [] { controller.didReceiveMemoryWarning() }
    }

    /// Lays the root view controller's view out again (a rotation, a resize): its view takes the window's
    /// size and `viewWillLayoutSubviews`/`viewDidLayoutSubviews` run.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let root = rootViewController, let view = root.viewIfLoaded, view.superview === self else { return }
        view.frame = bounds
        root.layoutView()
    }
}

extension View {
    /// The window the view is in, or nil when it is not in one.
    ///
    /// - Complexity: O(d) in the view's depth.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            // A flag, not a cast: cells ask this each time they come on and off screen.
            if current.isWindow { return unsafeDowncast(current, to: Window.self) }
            view = current.superview
        }
        return nil
    }
}
