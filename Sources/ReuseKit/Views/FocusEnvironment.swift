import Foundation

/// What takes part in focus, for keyboards and remotes (UIFocusEnvironment): every view and view controller.
/// Focus moves between a table's rows and a collection view's items (``TableView/moveFocus(_:)``, what a window's
/// arrow keys do), with their delegates' focus methods; between other views it does not move, so
/// ``Responder/shouldUpdateFocus(in:)`` and ``Responder/didUpdateFocus(in:with:)`` are not called and requests for
/// a focus update do nothing.
@preconcurrency @MainActor
public protocol FocusEnvironment: AnyObject {
    var preferredFocusEnvironments: [any FocusEnvironment] { get }
    var parentFocusEnvironment: (any FocusEnvironment)? { get }
    func setNeedsFocusUpdate()
    func updateFocusIfNeeded()
    func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool
    func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator)
}

/// The direction focus moves in (UIFocusHeading).
public struct FocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = FocusHeading(rawValue: 1 << 0)
    public static let down = FocusHeading(rawValue: 1 << 1)
    public static let left = FocusHeading(rawValue: 1 << 2)
    public static let right = FocusHeading(rawValue: 1 << 3)
    public static let next = FocusHeading(rawValue: 1 << 4)
    public static let previous = FocusHeading(rawValue: 1 << 5)
    public static let first = FocusHeading(rawValue: 1 << 8)
    public static let last = FocusHeading(rawValue: 1 << 9)
}

/// A move of focus from one view to another (UIFocusUpdateContext).
@preconcurrency @MainActor
open class FocusUpdateContext {
    /// The view that had focus.
    open private(set) weak var previouslyFocusedView: View?
    /// The view that gets focus.
    open private(set) weak var nextFocusedView: View?
    /// Which way focus moves.
    open private(set) var focusHeading: FocusHeading

    public init(previouslyFocusedView: View? = nil, nextFocusedView: View? = nil, focusHeading: FocusHeading = []) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        self.focusHeading = focusHeading
    }
}

/// A move of focus between a table's rows (UITableViewFocusUpdateContext).
@preconcurrency @MainActor
open class TableViewFocusUpdateContext: FocusUpdateContext {
    /// The row that had focus.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The row that gets focus.
    open private(set) var nextFocusedIndexPath: IndexPath?

    init(
        previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?, previouslyFocusedView: View?,
        nextFocusedView: View?, focusHeading: FocusHeading
    ) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        super.init(
            previouslyFocusedView: previouslyFocusedView, nextFocusedView: nextFocusedView, focusHeading: focusHeading)
    }
}

/// A move of focus between a collection view's items (UICollectionViewFocusUpdateContext).
@preconcurrency @MainActor
open class CollectionViewFocusUpdateContext: FocusUpdateContext {
    /// The item that had focus.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The item that gets focus.
    open private(set) var nextFocusedIndexPath: IndexPath?

    init(
        previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?, previouslyFocusedView: View?,
        nextFocusedView: View?, focusHeading: FocusHeading
    ) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        super.init(
            previouslyFocusedView: previouslyFocusedView, nextFocusedView: nextFocusedView, focusHeading: focusHeading)
    }
}

/// Runs animations beside a focus change (UIFocusAnimationCoordinator): at once, as every animation runs on
/// virtual time here.
@preconcurrency @MainActor
open class FocusAnimationCoordinator {
    public init() {}

    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }

    open func addCoordinatedFocusingAnimations(
        _ animations: ((any AnimatingContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        animations?(FocusAnimationContext())
        completion?()
    }

    open func addCoordinatedUnfocusingAnimations(
        _ animations: ((any AnimatingContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        animations?(FocusAnimationContext())
        completion?()
    }
}

/// How long a focus animation runs (UIFocusAnimationContext).
@preconcurrency @MainActor
public protocol AnimatingContext: AnyObject {
    var duration: TimeInterval { get }
}

@MainActor
private final class FocusAnimationContext: AnimatingContext {
    var duration: TimeInterval { 0.3 }
}

/// Restores a view controller that state restoration could not find (UIViewControllerRestoration).
@preconcurrency @MainActor
public protocol ViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
        -> ViewController?
}
