import Foundation

/// Equal to itself only, and hashed by identity, as an `NSObject` is. UIKit's objects are `NSObject`s, so
/// clients write `XCTAssertEqual(cell.accessoryView, badge)`, `Set<UIView>` and `constraints.firstIndex(of:)`;
/// ReuseKit's views, controllers, constraints, guides, recognizers, layers, items and actions conform.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSLayoutConstraint: IdentityHashable {}
extension LayoutGuide: IdentityHashable {}
extension Storyboard: IdentityHashable {}
extension GestureRecognizer: IdentityHashable {}
extension BarButtonItem: IdentityHashable {}
extension NavigationItem: IdentityHashable {}
extension MenuElement: IdentityHashable {}
extension AlertAction: IdentityHashable {}
extension Layer: IdentityHashable {}
extension ContextualAction: IdentityHashable {}
extension SwipeActionsConfiguration: IdentityHashable {}
extension NSLayoutAnchor: IdentityHashable {}
