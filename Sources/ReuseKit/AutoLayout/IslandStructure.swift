import Foundation

/// What an island is made of: its constraints and the items they tie, numbered, with an id that equal makeups
/// share. Remembered on the island's root and forgotten when something that changes it happens (a constraint
/// activated, deactivated or given another constant or priority, a subview added, removed or moved, a view
/// switched between frames and constraints, a guide added or removed), so that a cell measured for row after
/// row collects and numbers its constraints once.
///
/// The root itself is not held (it holds this), so ``others`` are the items after it.
@MainActor
final class IslandStructure {
    /// Every item but the root (which is item 0), in their numbering.
    let others: [AnyObject]
    /// Each item's number, the root's 0.
    let index: [ObjectIdentifier: Int]
    let constraints: [NSLayoutConstraint]
    /// Where each of ``others`` takes its solved frame from, found once for the makeup.
    let placements: [Placement]
    /// The root's class, part of the makeup.
    private let rootType: ObjectIdentifier

    /// The same for any two islands whose constraints tie the same kinds of items in the same way (their
    /// places, attributes, relations, multipliers, constants and priorities): part of a fitting solve's
    /// signature, so made only when a fitting solve asks for it.
    private(set) lazy var id = StructureIDs.id(for: shape())

    init(root: View) {
        var builder = Builder(root: root)
        builder.collect(root)
        builder.registerItems()
        others = Array(builder.items.dropFirst())
        index = builder.index
        constraints = builder.constraints
        rootType = ObjectIdentifier(type(of: root))
        let index = builder.index
        placements = others.map { item in
            if let guide = item as? LayoutGuide {
                return guide.owningView.flatMap { index[ObjectIdentifier($0)] }.map(Placement.guide) ?? .none
            }
            if let view = item as? View, !view.translatesAutoresizingMaskIntoConstraints,
                let parent = view.superview.flatMap({ index[ObjectIdentifier($0)] })
            {
                return .view(parent: parent)
            }
            return .none
        }
    }

    /// How an item takes its solved frame (in the root's coordinates): a layout guide relative to the view that
    /// owns it, a view laid out by constraints relative to its superview (each the item of that number), or not
    /// at all (a view whose frame is set from outside).
    enum Placement {
        case guide(owner: Int)
        case view(parent: Int)
        case none
    }

    /// The makeup as values: each item's kind and class (the root first), each constraint's terms.
    private func shape() -> StructureIDs.Shape {
        var shape = StructureIDs.Shape(numbers: [0], types: [rootType])
        func place(_ item: AnyObject?) -> Double {
            guard let item, let place = index[ObjectIdentifier(item)] else { return -1 }
            return Double(place)
        }
        for item in others {
            if let guide = item as? LayoutGuide {
                let system: Double =
                    switch guide.system {
                    case nil: 0
                    case .margins: 1
                    case .safeArea: 2
                    case .readableContent: 3
                    case .keyboard: 4
                    case .scrollFrame: 5
                    case .scrollContent: 6
                    case .placed: 7
                    }
                shape.numbers += [3, system, place(guide.owningView)]
                continue
            }
            guard let view = item as? View else { continue }
            shape.types.append(ObjectIdentifier(type(of: view)))
            shape.numbers.append(view.translatesAutoresizingMaskIntoConstraints ? 1 : 2)
        }
        for constraint in constraints {
            shape.numbers += [
                place(constraint.firstItem), Double(constraint.firstAttribute.rawValue),
                Double(constraint.relation.rawValue), place(constraint.secondItem),
                Double(constraint.secondAttribute.rawValue), Double(constraint.multiplier),
                Double(constraint.constant), Double(constraint.priority.rawValue),
            ]
        }
        return shape
    }

    /// Collects and numbers an island's items.
    @MainActor
    private struct Builder {
        let root: View
        var items: [AnyObject] = []
        var index: [ObjectIdentifier: Int] = [:]
        var constraints: [NSLayoutConstraint] = []

        mutating func collect(_ view: View) {
            constraints += view.constraints
            for subview in view.subviews
            where !subview.translatesAutoresizingMaskIntoConstraints || subview.isAdoptedContentView {
                collect(subview)
            }
        }

        /// Numbers the items: the root, then each constraint's items (and the views between them and the root).
        mutating func registerItems() {
            _ = register(root)
            for constraint in constraints {
                guard let first = constraint.firstItem else { continue }
                _ = register(first)
                if let second = constraint.secondItem { _ = register(second) }
            }
        }

        /// The item's index, registering it (and, for a view, the views between it and the root) first.
        private mutating func register(_ item: AnyObject) -> Int {
            if let known = index[ObjectIdentifier(item)] { return known }
            if let guide = item as? LayoutGuide, let owner = guide.owningView { _ = register(owner) }
            if let view = item as? View, view !== root, let parent = view.superview { _ = register(parent) }
            index[ObjectIdentifier(item)] = items.count
            items.append(item)
            return items.count - 1
        }

    }
}

/// Ids for island makeups: equal makeups get the same id. Ids are never reused; when 4,096 makeups are known,
/// the table starts again (an app that animates a constant through many values makes a makeup per value), and
/// makeups seen again get new ids.
@MainActor
enum StructureIDs {
    struct Shape: Hashable {
        var numbers: [Double] = []
        var types: [ObjectIdentifier] = []
    }

    private static var ids: [Shape: Int] = [:]
    private static var next = 0

    static func id(for shape: Shape) -> Int {
        if let id = ids[shape] { return id }
        if ids.count >= 4096 { ids.removeAll(keepingCapacity: true) }
        next += 1
        ids[shape] = next
        return next
    }
}

extension View {
    /// The makeup of the island this view is the root of, remembered until it changes.
    func islandStructure() -> IslandStructure {
        if let known = autoLayoutStorage?.structure { return known }
        let structure = IslandStructure(root: self)
        autoLayout.structure = structure
        return structure
    }

    /// Forgets the remembered makeup of every island this view can be part of: its own and its ancestors'.
    ///
    /// - Complexity: O(depth).
    func forgetIslandStructures() {
        var view: View? = self
        while let current = view {
            current.autoLayoutStorage?.structure = nil
            view = current.superview
        }
    }
}
