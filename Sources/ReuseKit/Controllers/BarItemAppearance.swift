/// UIAppearance for bar items: proxies of ``BarItem`` classes. A plain proxy gives every item made after a change
/// its title attributes (per state) and, for bar button items, its tint, where the item has none of its own; a
/// contained proxy (`UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])`) gives them
/// to the items a bar of those classes takes (a navigation bar's items', a toolbar's, a tab bar's), when it
/// takes them.
@MainActor
enum BarItemAppearance {
    final class Proxy {
        let proxy: BarItem
        let type: AnyClass
        let containers: [AnyClass]

        init(proxy: BarItem, type: AnyClass, containers: [AnyClass]) {
            self.proxy = proxy
            self.type = type
            self.containers = containers
        }
    }

    private(set) static var proxies: [Proxy] = []
    /// While a proxy is made: it takes no proxy's values.
    private(set) static var makingProxy = false

    /// The proxy for items of `type` in `containers`, a `V` made by `make` the first time it is asked for.
    static func proxy<V: BarItem>(for type: AnyClass, containers: [any AppearanceContainer.Type] = [], _ make: () -> V)
        -> V
    {
        let classes = containers.map { $0 as AnyClass }
        if let found = proxies.first(where: {
            $0.type == type && $0.containers.map(ObjectIdentifier.init) == classes.map(ObjectIdentifier.init)
        }), let proxy = found.proxy as? V {
            return proxy
        }
        makingProxy = true
        let proxy = make()
        makingProxy = false
        proxies.append(Proxy(proxy: proxy, type: type, containers: classes))
        return proxy
    }

    /// Gives a new item the values of the plain proxies of its class and its superclasses.
    static func applyPlain(to item: BarItem) {
        guard !makingProxy else { return }
        for proxy in proxies where proxy.containers.isEmpty && Appearance.isKind(item, of: proxy.type) {
            give(proxy.proxy, to: item)
        }
    }

    /// Gives `items`, now in `bar`, the values of the contained proxies whose containers stand around the bar.
    static func apply(to items: [BarItem], in bar: View) {
        let contained = proxies.filter {
            !$0.containers.isEmpty && Appearance.contains(bar, $0.containers, including: true)
        }
        guard !contained.isEmpty else { return }
        for item in items {
            for proxy in contained where Appearance.isKind(item, of: proxy.type) { give(proxy.proxy, to: item) }
        }
    }

    private static func give(_ proxy: BarItem, to item: BarItem) {
        for state in [Control.State.normal, .highlighted, .selected, .disabled, .focused] {
            if let attributes = proxy.titleTextAttributes(for: state), item.titleTextAttributes(for: state) == nil {
                item.setTitleTextAttributes(attributes, for: state)
            }
        }
        if let proxy = proxy as? BarButtonItem, let item = item as? BarButtonItem, let tint = proxy.tintColor,
            item.tintColor == nil
        {
            item.tintColor = tint
        }
    }
}
