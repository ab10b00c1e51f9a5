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
        /// A zoom's options and the client's source provider, for a zoom transition.
        let zoomOptions: ZoomOptions?
        private let zoomSource: ((ZoomSourceViewProviderContext) -> ZoomSource?)?

        /// What a zoom grows from: a view, or a bar button item (iOS 26).
        enum ZoomSource {
            case view(View)
            case barButtonItem(BarButtonItem)
        }

        init(_ style: ModalTransitionStyle?) {
            modalStyle = style
            zoomOptions = nil
            zoomSource = nil
        }

        init(zoom options: ZoomOptions?, source: @escaping (ZoomSourceViewProviderContext) -> ZoomSource?) {
            modalStyle = nil
            zoomOptions = options
            zoomSource = source
        }

        /// A zoom from the view the provider returns (a thumbnail), into the presented or pushed controller's
        /// view and back to it when it is dismissed or popped (iOS 18). Headless, nothing moves: the provider is
        /// asked when the controller is shown and when it goes, as UIKit asks it, and ``zoomSourceView`` keeps its
        /// last answer.
        public static func zoom(
            options: ZoomOptions? = nil, sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> View?
        ) -> Self {
            Self(zoom: options) { context in sourceViewProvider(context).map { .view($0) } }
        }

        /// A zoom from the bar button item the provider returns (iOS 26).
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceBarButtonItemProvider: @escaping (ZoomSourceViewProviderContext) -> BarButtonItem?
        ) -> Self {
            Self(zoom: options) { context in sourceBarButtonItemProvider(context).map { .barButtonItem($0) } }
        }

        /// The view the last zoom grew from or shrank to (beyond UIKit, headless): the provider's view, or the
        /// view of its bar button item.
        public private(set) weak var zoomSourceView: View?
        /// The bar button item the last zoom grew from (beyond UIKit).
        public private(set) weak var zoomSourceBarButtonItem: BarButtonItem?

        /// Asks the zoom's provider for its source, as UIKit does when `zoomed` is shown by `source` and when it
        /// goes.
        func askZoomSource(from source: ViewController, zoomed: ViewController) {
            guard let zoomSource else { return }
            switch zoomSource(ZoomSourceViewProviderContext(sourceViewController: source, zoomedViewController: zoomed))
            {
            case .view(let view)?:
                zoomSourceView = view
                zoomSourceBarButtonItem = nil
            case .barButtonItem(let item)?:
                zoomSourceBarButtonItem = item
                zoomSourceView = item.customView
            case nil:
                zoomSourceView = nil
                zoomSourceBarButtonItem = nil
            }
        }

        /// Options for a zoom transition (UIViewController.Transition.ZoomOptions).
        public final class ZoomOptions {
            /// Whether an interactive dismissal may begin, asked with its context; nil lets every one begin.
            public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
            /// The rectangle in the zoomed view that lines up with the source; nil uses the whole view.
            public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect)?
            /// The colour the background dims to; nil uses the system's.
            public var dimmingColor: Color?
            /// The effect the background is blurred with; nil for none.
            public var dimmingVisualEffect: BlurEffect?

            public init() {}

            /// An interactive dismissal about to begin (ZoomOptions.InteractionContext).
            public final class InteractionContext {
                /// Where the touch is, in the zoomed controller's view.
                public let location: CGPoint
                /// How fast it moves, in points a second.
                public let velocity: CGVector
                /// Whether the dismissal would begin without the client's say.
                public let willBegin: Bool

                init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
                    self.location = location
                    self.velocity = velocity
                    self.willBegin = willBegin
                }
            }

            /// The controllers the alignment rectangle is asked for (ZoomOptions.AlignmentRectContext).
            public final class AlignmentRectContext {
                /// The view the zoom grows from.
                public let sourceView: View
                /// The controller shown with the zoom.
                public let zoomedViewController: ViewController

                init(sourceView: View, zoomedViewController: ViewController) {
                    self.sourceView = sourceView
                    self.zoomedViewController = zoomedViewController
                }
            }
        }

        /// The controllers of a zoom, given to the source provider (ZoomSourceViewProviderContext).
        public final class ZoomSourceViewProviderContext {
            /// The controller that shows the zoomed one.
            public let sourceViewController: ViewController
            /// The controller shown with the zoom.
            public let zoomedViewController: ViewController

            init(sourceViewController: ViewController, zoomedViewController: ViewController) {
                self.sourceViewController = sourceViewController
                self.zoomedViewController = zoomedViewController
            }
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
