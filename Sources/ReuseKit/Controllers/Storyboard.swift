import Foundation

/// A storyboard written as code (UIStoryboard).
///
/// Linux has no Interface Builder archives, so a storyboard's scenes and segues are described once in code, with
/// ``define(_:initial:scenes:segues:)``, and the UIKit code that uses them runs unchanged:
/// `UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")`,
/// `storyboard?.instantiateViewController(withIdentifier:)` from a controller the storyboard made, and
/// `performSegue(withIdentifier:sender:)`, which calls the source's `shouldPerformSegue(withIdentifier:sender:)`
/// and `prepare(for:sender:)` before it shows the destination, as on iOS.
///
/// ```swift
/// Storyboard.define(
///     "Main", initial: "List",
///     scenes: ["List": { ListViewController() }, "Detail": { DetailViewController() }],
///     segues: ["showDetail": .init(destination: "Detail", kind: .show)])
/// ```
///
/// Asking for a storyboard or a scene that was never described stops with UIKit's exception and names the
/// definition to add.
@preconcurrency @MainActor
open class Storyboard {
    /// How a segue shows its destination (the kinds Interface Builder offers).
    public enum SegueKind: Hashable, Sendable {
        /// `show(_:sender:)`: pushed in a navigation controller, else presented.
        case show
        /// `showDetailViewController(_:sender:)`.
        case showDetail
        /// `present(_:animated:completion:)`.
        case presentModally
        /// Presented as a popover (presented, headless).
        case popoverPresentation
    }

    /// A segue of a storyboard written as code: the scene it shows and how.
    public struct SegueDefinition: Sendable {
        /// The identifier of the destination scene.
        public var destination: String
        public var kind: SegueKind

        public init(destination: String, kind: SegueKind = .show) {
            self.destination = destination
            self.kind = kind
        }
    }

    /// A storyboard's scenes, initial scene and segues.
    struct Definition {
        var initial: String?
        var scenes: [String: @MainActor () -> ViewController]
        var segues: [String: SegueDefinition]
    }

    static var definitions: [String: Definition] = [:]

    /// The storyboard's name.
    public let name: String
    let definition: Definition

    /// Describes storyboard `name` in code: the controller each scene identifier makes, the initial scene, and the
    /// segues by identifier. Describing a name again replaces it.
    public static func define(
        _ name: String, initial: String? = nil, scenes: [String: @MainActor () -> ViewController],
        segues: [String: SegueDefinition] = [:]
    ) {
        definitions[name] = Definition(initial: initial, scenes: scenes, segues: segues)
    }

    /// The storyboard named `name`, as described with ``define(_:initial:scenes:segues:)`` (the bundle is not
    /// searched: there are no archives on Linux). Stops, as UIKit does, when no storyboard has that name.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let definition = Self.definitions[name] else { ProgrammerError.stop(.unknownStoryboard(name: name)) }
        self.name = name
        self.definition = definition
    }

    /// A new controller of the initial scene; nil when the storyboard has none.
    open func instantiateInitialViewController() -> ViewController? {
        definition.initial.map(make)
    }

    /// A new controller of the initial scene, made by `creator` when one is given and it returns a controller (the
    /// coder it gets makes controllers through `init?(coder:)`, whose views come from `loadView()`), else by the
    /// scene's own maker; nil when the storyboard has no initial scene.
    open func instantiateInitialViewController<Controller: ViewController>(
        creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller? {
        guard let initial = definition.initial else { return nil }
        return instantiate(initial, creator: creator)
    }

    /// A new controller of the scene `identifier`. Stops, as UIKit does, when the storyboard has no such scene.
    open func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        make(identifier)
    }

    /// A new controller of the scene `identifier`, made by `creator` when one is given and it returns one.
    open func instantiateViewController<Controller: ViewController>(
        identifier: String, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller {
        instantiate(identifier, creator: creator)
    }

    private func instantiate<Controller: ViewController>(
        _ identifier: String, creator: ((NSCoder) -> Controller?)?
    ) -> Controller {
        if let creator, let made = creator(StoryboardSceneCoder()) {
            made.storyboard = self
            return made
        }
        guard let made = make(identifier) as? Controller else {
            ProgrammerError.stop(
                .storyboardSceneOfAnotherClass(
                    storyboard: name, identifier: identifier, expected: String(describing: Controller.self)))
        }
        return made
    }

    private func make(_ identifier: String) -> ViewController {
        guard let maker = definition.scenes[identifier] else {
            ProgrammerError.stop(.unknownStoryboardScene(storyboard: name, identifier: identifier))
        }
        let controller = maker()
        controller.storyboard = self
        return controller
    }

    /// Performs the segue `identifier` from `source`; false when this storyboard has no such segue. A segue a
    /// storyboard connection triggers (`askingFirst`) asks `shouldPerformSegue(withIdentifier:sender:)` first; one
    /// performed in code does not, as in UIKit.
    func performSegue(_ identifier: String, from source: ViewController, sender: Any?, askingFirst: Bool) -> Bool {
        guard let segue = definition.segues[identifier] else { return false }
        if askingFirst, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return true }
        let destination = make(segue.destination)
        let storyboardSegue = StoryboardSegue(identifier: identifier, source: source, destination: destination)
        source.prepare(for: storyboardSegue, sender: sender)
        switch segue.kind {
        case .show: source.show(destination, sender: sender)
        case .showDetail: source.showDetailViewController(destination, sender: sender)
        case .presentModally, .popoverPresentation: source.present(destination, animated: true)
        }
        return true
    }
}

/// The coder a storyboard hands to a controller's creator (`instantiateViewController(identifier:creator:)`): it
/// holds no archive, and controllers made through `init?(coder:)` with it are the scene's.
final class StoryboardSceneCoder: NSCoder {}
