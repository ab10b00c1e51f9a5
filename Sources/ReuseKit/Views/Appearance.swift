import Foundation

/// What can hold views whose look depends on it (UIAppearanceContainer): every view and view controller.
@preconcurrency @MainActor
public protocol AppearanceContainer: AnyObject {}

extension View: AppearanceContainer, FocusEnvironment {}
extension ViewController: AppearanceContainer, FocusEnvironment {}

/// UIAppearance's proxies: a view of the class that code sets values on (`UILabel.appearance().textColor =
/// .secondaryLabel`), beside a fresh view of the same class that keeps the class's defaults. When a view first
/// moves into a window, each proxy that matches it (its class or a superclass; for a contained proxy, containers
/// of those classes around it, innermost first; for a trait proxy, traits its trait collection has) gives it each
/// value the proxy changed, where the view still has the default: a value code set on the view itself wins, as in
/// UIKit. Superclass proxies go first, then the class's own, then contained and trait proxies.
///
/// The values a proxy carries are the ones UIKit marks for appearance and themes commonly set: colours, fonts,
/// separators and bar tints (``properties``).
@MainActor
enum Appearance {
    /// How one value goes from a proxy to a view: (proxy, baseline, view).
    struct Property {
        let apply: (View, View, View) -> Void
    }

    @MainActor final class Proxy {
        let proxy: View
        let baseline: View
        let type: AnyClass
        let containers: [AnyClass]
        let traits: TraitCollection?
        let depth: Int

        init(proxy: View, baseline: View, type: AnyClass, containers: [AnyClass], traits: TraitCollection?) {
            self.proxy = proxy
            self.baseline = baseline
            self.type = type
            self.containers = containers
            self.traits = traits
            depth = Appearance.depth(of: type)
        }

        /// Plain proxies first, then contained and trait ones.
        var specificity: Int { containers.count + (traits == nil ? 0 : 1) }
    }

    private(set) static var proxies: [Proxy] = []

    /// The proxy for views of `type` (a client's subclass of `V`, or `V`) in `containers` with `traits`, a `V`
    /// made by `make` the first time it is asked for.
    static func proxy<V: View>(
        for type: AnyClass, containers: [any AppearanceContainer.Type] = [], traits: TraitCollection? = nil,
        _ make: () -> V
    ) -> V {
        let containerClasses = containers.map { $0 as AnyClass }
        let key = containerClasses.map(ObjectIdentifier.init)
        if let found = proxies.first(where: {
            $0.type == type && $0.containers.map(ObjectIdentifier.init) == key && $0.traits == traits
        }), let proxy = found.proxy as? V {
            return proxy
        }
        let proxy = make()
        proxy.isAppearanceProxy = true
        let baseline = make()
        baseline.isAppearanceProxy = true
        proxies.append(
            Proxy(proxy: proxy, baseline: baseline, type: type, containers: containerClasses, traits: traits))
        return proxy
    }

    /// Gives `view` the values of every proxy that matches it.
    ///
    /// - Complexity: O(proxies × (properties + the views and controllers above `view`)).
    static func apply(to view: View) {
        guard !proxies.isEmpty else { return }
        let matching = proxies.filter { proxy in
            isKind(view, of: proxy.type) && contains(view, proxy.containers)
                && (proxy.traits.map { view.traitCollection.containsTraits(in: $0) } ?? true)
        }.sorted { ($0.depth, $0.specificity) < ($1.depth, $1.specificity) }
        for proxy in matching {
            for property in properties where isKind(view, of: property.type) {
                property.property.apply(proxy.proxy, proxy.baseline, view)
            }
        }
    }

    /// Whether containers of `classes` (innermost first) stand around `view`, through superviews and the view
    /// controllers whose views they are.
    static func contains(_ view: View, _ classes: [AnyClass], including itself: Bool = false) -> Bool {
        var remaining = classes[...]
        var responder: Responder? = itself ? view : view.next
        while let current = responder, let wanted = remaining.first {
            if isKind(current, of: wanted) { remaining = remaining.dropFirst() }
            responder = current.next
        }
        return remaining.isEmpty
    }

    /// Whether `object` is an instance of `type` or of a subclass of it.
    static func isKind(_ object: AnyObject, of type: AnyClass) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let candidate = current {
            if candidate == type { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    private static func depth(of type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = _getSuperclass(type)
        while let candidate = current {
            depth += 1
            current = _getSuperclass(candidate)
        }
        return depth
    }

    /// A value at `keyPath`: given when the proxy's differs from the class's default and the view still has the
    /// default.
    static func value<V: View, T: Equatable>(_ keyPath: ReferenceWritableKeyPath<V, T>) -> Property {
        Property { proxy, baseline, view in
            guard let proxy = proxy as? V, let baseline = baseline as? V, let view = view as? V else { return }
            let wanted = proxy[keyPath: keyPath]
            let standard = baseline[keyPath: keyPath]
            guard wanted != standard, view[keyPath: keyPath] == standard else { return }
            view[keyPath: keyPath] = wanted
        }
    }

    /// The values proxies carry, by the class that has them.
    static let properties: [(type: AnyClass, property: Property)] = [
        (
            View.self,
            Property { proxy, _, view in
                if let tint = proxy.explicitTintColor, view.explicitTintColor == nil { view.tintColor = tint }
            }
        ),
        (View.self, value(\View.backgroundColor)),
        (Label.self, value(\Label.textColor)),
        (Label.self, value(\Label.font)),
        (Label.self, value(\Label.shadowColor)),
        (Label.self, value(\Label.shadowOffset)),
        (
            Button.self,
            Property { proxy, baseline, view in
                guard let proxy = proxy as? Button, let baseline = baseline as? Button, let view = view as? Button
                else { return }
                for state in [Control.State.normal, .highlighted, .selected, .disabled] {
                    let wanted = proxy.titleColor(for: state)
                    guard wanted != baseline.titleColor(for: state),
                        view.titleColor(for: state) == baseline.titleColor(for: state)
                    else { continue }
                    view.setTitleColor(wanted, for: state)
                }
            }
        ),
        (TextField.self, value(\TextField.textColor)),
        (TextField.self, value(\TextField.font)),
        (TextField.self, value(\TextField.keyboardAppearance)),
        (TextView.self, value(\TextView.textColor)),
        (TextView.self, value(\TextView.font)),
        (SearchBar.self, value(\SearchBar.barTintColor)),
        (SearchBar.self, value(\SearchBar.searchBarStyle)),
        (TableView.self, value(\TableView.separatorColor)),
        (TableView.self, value(\TableView.separatorStyle)),
        (TableView.self, value(\TableView.separatorInset)),
        (TableView.self, value(\TableView.sectionIndexColor)),
        (TableView.self, value(\TableView.sectionIndexBackgroundColor)),
        (TableView.self, value(\TableView.sectionHeaderTopPadding)),
        (TableViewCell.self, value(\TableViewCell.selectionStyle)),
        (Switch.self, value(\Switch.onTintColor)),
        (Switch.self, value(\Switch.thumbTintColor)),
        (Slider.self, value(\Slider.minimumTrackTintColor)),
        (Slider.self, value(\Slider.maximumTrackTintColor)),
        (Slider.self, value(\Slider.thumbTintColor)),
        (SegmentedControl.self, value(\SegmentedControl.selectedSegmentTintColor)),
        (PageControl.self, value(\PageControl.pageIndicatorTintColor)),
        (PageControl.self, value(\PageControl.currentPageIndicatorTintColor)),
        (ProgressView.self, value(\ProgressView.progressTintColor)),
        (ProgressView.self, value(\ProgressView.trackTintColor)),
        (ActivityIndicatorView.self, value(\ActivityIndicatorView.color)),
        (TabBar.self, value(\TabBar.barTintColor)),
        (TabBar.self, value(\TabBar.unselectedItemTintColor)),
        (TabBar.self, value(\TabBar.isTranslucent)),
        (Toolbar.self, value(\Toolbar.barTintColor)),
        (Toolbar.self, value(\Toolbar.isTranslucent)),
    ]
}
