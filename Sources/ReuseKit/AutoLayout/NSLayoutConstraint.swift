import Foundation

/// How much a constraint matters (UILayoutPriority): 1000 must hold; below that, a higher priority is
/// satisfied before any number of lower ones.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let defaultLow = LayoutPriority(250)
    /// The priority a fitting size pulls with (``View/systemLayoutSizeFitting(_:)``).
    public static let fittingSizeLevel = LayoutPriority(50)
    public static let dragThatCanResizeScene = LayoutPriority(510)
    public static let sceneSizeStayPut = LayoutPriority(500)
    public static let dragThatCannotResizeScene = LayoutPriority(490)

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(priority.rawValue + amount)
    }
    public static func - (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(priority.rawValue - amount)
    }
    public static func + (amount: Float, priority: LayoutPriority) -> LayoutPriority {
        LayoutPriority(amount + priority.rawValue)
    }
    /// How far apart two priorities are.
    public static func - (a: LayoutPriority, b: LayoutPriority) -> Float { a.rawValue - b.rawValue }
    public static func += (priority: inout LayoutPriority, amount: Float) { priority.rawValue += amount }
    public static func -= (priority: inout LayoutPriority, amount: Float) { priority.rawValue -= amount }
}

/// A relation between two attributes of views or layout guides that Auto Layout keeps:
/// `first.attribute relation multiplier × second.attribute + constant`.
///
/// Activating a constraint installs it on the nearest common ancestor of its items; the next layout pass
/// solves every active constraint of the island it belongs to (the views down to the first one whose frame is
/// set from outside, `translatesAutoresizingMaskIntoConstraints`) and sets the frames. A required constraint
/// that contradicts the others is broken, with UIKit's console message, instead of stopping the program.
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// The part of an item a constraint is about.
    public enum Attribute: Int, Hashable, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides compare.
    public enum Relation: Int, Hashable, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// Horizontal or vertical, for content hugging and compression resistance.
    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat

    /// Added to the second side; changing it re-solves at the next layout pass (how code animates a constraint).
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if installedOn != nil { keepConstantInRange() }
            invalidateLayout()
        }
    }

    /// How much the constraint matters (required by default).
    open var priority: LayoutPriority = .required {
        didSet { if priority != oldValue { invalidateLayout() } }
    }

    /// A name shown in messages about the constraint.
    open var identifier: String?
    /// Whether an archive of the view keeps the constraint (there are none on Linux); false by default.
    open var shouldBeArchived = false

    /// The first item's attribute as an anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }

    /// The second item's attribute as an anchor; nil for a constant size.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// Whether `object` is this constraint: constraints are equal to themselves only, as `NSObject`s are.
    open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash consistent with ``isEqual(_:)``.
    open var hash: Int { ObjectIdentifier(self).hashValue }

    /// The view the constraint is installed on while active (the nearest common ancestor of its items).
    weak var installedOn: View?
    /// Where the constraint sits in ``installedOn``'s list, so that removing it is O(1).
    var installedIndex = 0

    /// Makes `first.firstAttribute relation multiplier × second.secondAttribute + constant`, inactive.
    /// Mixing a horizontal attribute with a vertical one, or a position with no second item, is refused when
    /// the constraint is activated (with a message naming both), as UIKit refuses it when it is made.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// An empty constraint, with no items (as `NSObject`'s `init()` makes one): a placeholder that code replaces
    /// before using it (`var bottom = NSLayoutConstraint()`). Activating it is refused with a message, as it
    /// relates nothing.
    public convenience init() {
        self.init(
            item: Placeholder(), attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 0)
    }

    /// The item of an empty constraint, released at once so that its first item reads nil.
    private final class Placeholder {}

    /// Whether the constraint takes part in layout. Setting it installs the constraint on the nearest common
    /// ancestor of its items (or removes it).
    open var isActive: Bool {
        get { installedOn != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates every constraint in `constraints`.
    ///
    /// - Complexity: O(n · d) in the constraints and the depth of their views.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activate() {
        guard installedOn == nil else { return }
        if let problem = AutoLayoutCheck.problem(with: self) {
            AutoLayoutCheck.report(problem, for: self)
            return
        }
        guard let ancestor = AutoLayoutCheck.commonAncestor(of: self) else {
            AutoLayoutCheck.report(.noCommonAncestor, for: self)
            return
        }
        keepConstantInRange()
        ancestor.install(self)
    }

    /// A finite constant beyond ±2^53 points (a height of `1e308`, say) would lay views out at infinite frames:
    /// the largest length a view can have is used instead, and reported with the constraint unless it is an
    /// inequality's "no limit" (`<= .greatestFiniteMagnitude`), which the clamped constant keeps.
    private func keepConstantInRange() {
        let limit = ScrollView.maximumLength
        guard constant.isFinite, constant.magnitude > limit else { return }
        let given = constant
        constant = given < 0 ? -limit : limit
        // `<= .greatestFiniteMagnitude` is the common "no limit": clamped, it still limits nothing.
        let noLimit = (relation == .lessThanOrEqual && given > 0) || (relation == .greaterThanOrEqual && given < 0)
        guard !noLimit else { return }
        AutoLayoutCheck.report(
            Messages.constraintConstantOutOfRange(AutoLayoutCheck.describe(self), given: given, limit: limit), for: self
        )
    }

    private func deactivate() {
        installedOn?.uninstall(self)
    }

    /// Tells the island that solves this constraint to lay out again, with its makeup read again.
    func invalidateLayout() {
        installedOn?.constraintMakeupChanged()
    }

    public var description: String { AutoLayoutCheck.describe(self) }
}
