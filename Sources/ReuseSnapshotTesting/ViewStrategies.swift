import Foundation
import ReuseKit
import ReuseRender
import SnapshotTesting

// Strategies for pointfreeco's swift-snapshot-testing with the names and parameters its UIKit strategies have on
// iOS, so `assertSnapshot(of: cell, as: .image)` and `assertSnapshot(of: controller, as: .image(on: .iPhone13))`
// run on Linux. Views are drawn by ReuseRender (Cairo, and Pango in the Inter font), so references recorded here
// are Linux's own: they are not interchangeable with references recorded on an iOS simulator.
//
// Snapshots are taken on the main thread, where a test of views runs.

extension Snapshotting where Value == View, Format == Image {
    /// The view drawn at its frame's size, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// The view drawn and compared as a PNG.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: kept for iOS's signature: every view is drawn the same way here.
    ///   - precision: the share of pixels that must match.
    ///   - perceptualPrecision: how close a pixel must be to match (1 exact, 0.98 about what an eye tells apart).
    ///   - size: the size to lay the view out at, instead of its frame's.
    ///   - traits: traits the view is given (`displayScale` sets the scale, ``ViewSnapshot/defaultScale`` when it
    ///     is unspecified; `userInterfaceStyle` dark mode, and so on).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: TraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: ViewSnapshot.scale(traits)
        ).pullback { view in
            MainActor.assumeIsolated { ViewSnapshot.image(of: view, size: size, safeArea: .zero, traits: traits) }
        }
    }
}

extension Snapshotting where Value == View, Format == String {
    /// The view tree as text: each view's type, frame and what it shows, subviews indented.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view tree as text, laid out at `size` with `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: TraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated { ViewSnapshot.description(of: view, size: size, traits: traits) }
        }
    }
}

extension Snapshotting where Value == ViewController, Format == Image {
    /// The controller's view in a window of its current size, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// The controller's view on a device: in a window of the device's size with its safe area and traits.
    public static func image(
        on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, traits: TraitCollection = .init()
    ) -> Snapshotting {
        let merged = TraitCollection(traitsFrom: [config.traits, traits])
        return SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: ViewSnapshot.scale(merged)
        ).pullback { controller in
            MainActor.assumeIsolated {
                ViewSnapshot.image(of: controller, size: size ?? config.size, safeArea: config.safeArea, traits: merged)
            }
        }
    }

    /// The controller's view at `size` (else its view's current size) with `traits`.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: TraitCollection = .init()
    ) -> Snapshotting {
        .image(
            on: ViewImageConfig(size: size, traits: traits), precision: precision,
            perceptualPrecision: perceptualPrecision)
    }
}

extension Snapshotting where Value == ViewController, Format == String {
    /// The controller's view tree as text.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view tree as text, on a device.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: TraitCollection = .init()
    ) -> Snapshotting {
        let merged = TraitCollection(traitsFrom: [config.traits, traits])
        return SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                let window = ViewSnapshot.host(
                    controller, size: size ?? config.size, safeArea: config.safeArea, traits: merged)
                defer { _ = window }
                return ViewSnapshot.description(of: controller.view, size: nil, traits: .init())
            }
        }
    }

    /// The controller's view tree as text (swift-snapshot-testing's name for it).
    public static var hierarchy: Snapshotting { .recursiveDescription() }
}

/// How the strategies lay out and draw.
@MainActor
public enum ViewSnapshot {
    /// The scale a snapshot is drawn at when its traits give no display scale: 2, so that hairlines and text
    /// show as on a Retina screen while references stay small.
    public nonisolated static let defaultScale: CGFloat = 2

    nonisolated static func scale(_ traits: TraitCollection) -> CGFloat {
        traits.displayScale > 0 ? traits.displayScale : defaultScale
    }

    /// The view laid out at `size` with `traits`, drawn.
    static func image(of view: View, size: CGSize?, safeArea: EdgeInsets, traits: TraitCollection) -> Image {
        useRealTextMetrics(in: view)
        if let size { view.frame.size = size }
        apply(traits, to: view)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        return draw(view, scale: scale(traits))
    }

    /// The controller in a window of `size` (else its view's size), drawn.
    static func image(of controller: ViewController, size: CGSize?, safeArea: EdgeInsets, traits: TraitCollection)
        -> Image
    {
        let window = host(controller, size: size, safeArea: safeArea, traits: traits)
        let image = draw(controller.view, scale: scale(traits))
        window.rootViewController = nil
        return image
    }

    /// A window of the device's size holding `controller`, laid out.
    public static func host(_ controller: ViewController, size: CGSize?, safeArea: EdgeInsets, traits: TraitCollection)
        -> Window
    {
        if controller.isViewLoaded { useRealTextMetrics(in: controller.view) } else { TextEngine.install() }
        let frame = CGRect(origin: .zero, size: size ?? controller.view.bounds.size)
        let window = Window(frame: frame.width > 0 && frame.height > 0 ? frame : Window().frame)
        window.screenSafeAreaInsets = safeArea
        apply(traits, to: window)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        return window
    }

    /// Installs the renderer's text engine; when it was not yet the one measuring, `view`'s tree was laid out
    /// with the approximation, so every size in it is measured again: intrinsic sizes invalidated, layout
    /// redone, and tables and collections reloaded for their row heights.
    public static func useRealTextMetrics(in view: View) {
        guard TextMetrics.engine !== TextEngine.shared else { return }
        TextEngine.install()
        remeasure(view)
    }

    private static func remeasure(_ view: View) {
        view.invalidateIntrinsicContentSize()
        view.setNeedsLayout()
        if let table = view as? TableView { table.reloadData() }
        if let collection = view as? CollectionView { collection.reloadData() }
        for subview in view.subviews { remeasure(subview) }
    }

    private static func apply(_ traits: TraitCollection, to view: View) {
        guard traits != TraitCollection() else { return }
        var overrides = view.traitOverrides
        overrides.traits = TraitCollection(traitsFrom: [overrides.traits, traits])
        view.traitOverrides = overrides
    }

    private static func draw(_ view: View, scale: CGFloat) -> Image {
        do {
            return try Renderer(scale: scale).image(of: view)
        } catch {
            // An empty image fails the comparison, and the message says why there were no pixels.
            return Image()
        }
    }

    /// One line per view: `<Label; frame = (16 0; 200 44); text = "Apples">`, subviews indented with `   | `.
    static func description(of view: View, size: CGSize?, traits: TraitCollection) -> String {
        if let size { view.frame.size = size }
        apply(traits, to: view)
        view.layoutIfNeeded()
        var lines: [String] = []
        describe(view, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func describe(_ view: View, depth: Int, into lines: inout [String]) {
        let frame = view.frame
        func number(_ value: CGFloat) -> String {
            value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }
        var fields = [
            "\(type(of: view))",
            "frame = (\(number(frame.minX)) \(number(frame.minY)); \(number(frame.width)) \(number(frame.height)))",
        ]
        if view.isHidden { fields.append("hidden = YES") }
        let shown = view.visibleProperties().filter { !["frame", "isHidden"].contains($0.name) }
        if view.alpha < 1 { fields.append("alpha = \(view.alpha)") }
        if view.clipsToBounds { fields.append("clipsToBounds = YES") }
        for property in shown {
            fields.append("\(property.name) = \(property.value)")
        }
        lines.append(String(repeating: "   | ", count: depth) + "<" + fields.joined(separator: "; ") + ">")
        for subview in view.subviews { describe(subview, depth: depth + 1, into: &lines) }
    }
}
