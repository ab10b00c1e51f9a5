import Foundation

/// A scroll view held weakly, as a controller holds its content scroll views.
struct WeakScrollView {
    weak var scrollView: ScrollView?
}

extension ViewController {
    /// How a controller moves on screen (UIViewController.Transition, iOS 18).
    @preconcurrency @MainActor
    public final class Transition {
        let modalStyle: ModalTransitionStyle?

        init(_ style: ModalTransitionStyle?) {
            modalStyle = style
        }

        /// The sheet slides up from the bottom.
        public static var coverVertical: Transition { Transition(.coverVertical) }
        /// The view flips over.
        public static var flipHorizontal: Transition { Transition(.flipHorizontal) }
        /// The views cross-fade.
        public static var crossDissolve: Transition { Transition(.crossDissolve) }
        /// The page curls up.
        public static var partialCurl: Transition { Transition(.partialCurl) }
    }

    /// Makes `scrollView` the one the bars at `edge` follow (their scroll-edge appearance, a large title's
    /// collapse); nil stops.
    public func setContentScrollView(_ scrollView: ScrollView?, for edge: DirectionalRectEdge) {
        for single in [DirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(single) {
            contentScrollViews[single.rawValue] = scrollView.map { WeakScrollView(scrollView: $0) }
        }
    }

    /// Makes `scrollView` the one the bars at every edge follow.
    public func setContentScrollView(_ scrollView: ScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// The scroll view the bars at `edge` follow: the one set, else the controller's view when it scrolls.
    public func contentScrollView(for edge: DirectionalRectEdge) -> ScrollView? {
        let single = [DirectionalRectEdge.top, .leading, .bottom, .trailing].first { edge.contains($0) } ?? .top
        if let entry = contentScrollViews[single.rawValue] { return entry.scrollView }
        return viewIfLoaded as? ScrollView
    }

    /// Swaps two children (a container's own transition): `fromViewController`'s view leaves,
    /// `toViewController`'s takes its place, `animations` run for `duration` in virtual time, then the
    /// appearance callbacks end and `completion` runs. Both must be children of this controller; otherwise
    /// nothing happens and `completion` gets false, where UIKit raises.
    public func transition(
        from fromViewController: ViewController, to toViewController: ViewController, duration: TimeInterval,
        options: View.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController.parent === self, toViewController.parent === self,
            let container = fromViewController.viewIfLoaded?.superview
        else {
            Messages.write(Messages.transitionBetweenNonChildren("\(type(of: self))"))
            completion?(false)
            return
        }
        let animated = duration > 0
        let leaving = fromViewController.beginDisappearing(animated: animated)
        let arriving = toViewController.beginAppearing(in: container, animated: animated)
        toViewController.view.frame = fromViewController.view.frame
        container.addSubview(toViewController.view)
        View.animate(
            withDuration: duration, delay: 0, options: options, animations: animations ?? {},
            completion: { finished in
                fromViewController.finishDisappearing(leaving)
                toViewController.finishAppearing(arriving, in: container)
                completion?(finished)
            })
    }
}

/// A stored property of a controller that loads the controller's view when it is read (ViewLoading, iOS
/// 16.4): `@ViewLoading var titleLabel: UILabel`, set in `loadView` or `viewDidLoad`, read anywhere.
@propertyWrapper
public struct ViewLoading<Value> {
    private var stored: Value?

    public init() {}

    @available(*, unavailable, message: "@ViewLoading is only available on properties of view controllers")
    public var wrappedValue: Value {
        get { fatalError("unreachable") }
        set { fatalError("unreachable") }
    }

    @MainActor
    public static subscript<Owner: ViewController>(
        _enclosingInstance instance: Owner, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, ViewLoading<Value>>
    ) -> Value {
        get {
            instance.loadViewIfNeeded()
            guard let value = instance[keyPath: storageKeyPath].stored else {
                preconditionFailure(Messages.viewLoadingUnset("\(type(of: instance))"))
            }
            return value
        }
        set { instance[keyPath: storageKeyPath].stored = newValue }
    }
}
