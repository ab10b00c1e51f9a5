import ReuseKit

// UIKit Dynamics by its UIKit names.

public typealias UIDynamicAnimator = DynamicAnimator
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
public typealias UIDynamicItem = DynamicItem
public typealias UIDynamicItemCollisionBoundsType = DynamicItemCollisionBoundsType
public typealias UIDynamicItemGroup = DynamicItemGroup
public typealias UIDynamicBehavior = DynamicBehavior
public typealias UIGravityBehavior = GravityBehavior
public typealias UIPushBehavior = PushBehavior
public typealias UISnapBehavior = SnapBehavior
public typealias UIDynamicItemBehavior = DynamicItemBehavior
public typealias UIAttachmentBehavior = AttachmentBehavior
public typealias UICollisionBehavior = CollisionBehavior
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate
public typealias UIFloatRange = FloatRange

/// Whether two ranges have the same ends (UIFloatRangeIsEqualToRange).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIFloatRangeIsEqualToRange(_ range: UIFloatRange, _ otherRange: UIFloatRange) -> Bool {
    range == otherRange
}
public typealias UIFieldBehavior = FieldBehavior
public typealias UIRegion = Region
