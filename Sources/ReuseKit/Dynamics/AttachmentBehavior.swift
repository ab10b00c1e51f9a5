import Foundation

/// Ties an item to a point or to another item (UIAttachmentBehavior): a rigid rod by default, a spring once
/// ``frequency`` is above 0, or one of the special attachments its class methods make (sliding, limit, fixed,
/// pin). ``length`` starts as the distance between the attached points when made.
@preconcurrency @MainActor
open class AttachmentBehavior: DynamicBehavior {
    /// What the attachment ties the item to (UIAttachmentBehavior.AttachmentType).
    public enum AttachmentType: Int, Hashable, Sendable {
        case items = 0
        case anchor = 1
    }

    /// The special attachments (beyond the rod or spring of the initializers).
    enum Special: Equatable {
        case none
        case sliding(axis: CGVector)
        case limit
        case fixed
        /// A hinge between two items at the anchor: headless, their centres keep their distance and each turns
        /// freely.
        case pin
    }

    /// The attached items: one for an anchor attachment, two for items.
    public let items: [any DynamicItem]
    public let attachedBehaviorType: AttachmentType
    let offsets: (Offset, Offset)
    var special = Special.none
    /// How far along its axis a sliding attachment's item starts from the anchor (or the other item): the range
    /// counts from there.
    var slideStart: CGFloat = 0

    /// Ties `item`'s centre to `point`.
    public convenience init(item: any DynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Ties the point `offset` from `item`'s centre to `point`.
    public init(item: any DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        offsets = (offset, .zero)
        anchorPoint = point
        length = Self.distance(Self.point(of: item, at: offset), point)
        super.init()
    }

    /// Ties the centres of two items.
    public convenience init(item item1: any DynamicItem, attachedTo item2: any DynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Ties a point of one item to a point of another, each given from its item's centre.
    public init(
        item item1: any DynamicItem, offsetFromCenter offset1: Offset, attachedTo item2: any DynamicItem,
        offsetFromCenter offset2: Offset
    ) {
        items = [item1, item2]
        attachedBehaviorType = .items
        offsets = (offset1, offset2)
        anchorPoint = .zero
        length = Self.distance(Self.point(of: item1, at: offset1), Self.point(of: item2, at: offset2))
        super.init()
    }

    /// Two items that slide along `axis` through `point` relative to each other, without turning.
    open class func slidingAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint,
        axisOfTranslation axis: CGVector
    ) -> Self {
        let attachment = made(AttachmentBehavior(item: item1, attachedTo: item2), by: "slidingAttachment")
        attachment.special = .sliding(axis: axis)
        attachment.anchorPoint = point
        attachment.slideStart = along(axis, from: item2.center, to: item1.center)
        return attachment
    }

    /// An item that slides along `axis` through `point`, without turning.
    open class func slidingAttachment(
        with item: any DynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    ) -> Self {
        let attachment = made(AttachmentBehavior(item: item, attachedToAnchor: point), by: "slidingAttachment")
        attachment.special = .sliding(axis: axis)
        attachment.slideStart = along(axis, from: point, to: item.center)
        return attachment
    }

    /// A rope: the points may come closer than ``length`` (their distance when made) but not go further apart.
    open class func limitAttachment(
        with item1: any DynamicItem, offsetFromCenter offset1: Offset, attachedTo item2: any DynamicItem,
        offsetFromCenter offset2: Offset
    ) -> Self {
        let attachment = made(
            AttachmentBehavior(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2),
            by: "limitAttachment")
        attachment.special = .limit
        return attachment
    }

    /// Two items that move as one, joined at `point`.
    open class func fixedAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint
    ) -> Self {
        let attachment = made(AttachmentBehavior(item: item1, attachedTo: item2), by: "fixedAttachment")
        attachment.special = .fixed
        attachment.anchorPoint = point
        return attachment
    }

    /// Two items that each turn about `point`, at the distance they are from it when made.
    open class func pinAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint
    ) -> Self {
        let attachment = made(AttachmentBehavior(item: item1, attachedTo: item2), by: "pinAttachment")
        attachment.special = .pin
        attachment.anchorPoint = point
        return attachment
    }

    override var ownItems: [any DynamicItem] { items }

    /// The point an anchor attachment ties its item to (moving it moves the item); `.zero` for two items.
    open var anchorPoint: CGPoint {
        didSet { changed() }
    }

    /// The distance the attachment keeps between its points (at most, for a limit attachment).
    open var length: CGFloat {
        didSet { changed() }
    }

    /// The spring's damping ratio: 0 (rings on, the default) to 1 (critical damping).
    open var damping: CGFloat = 0 {
        didSet { changed() }
    }

    /// The spring's frequency in hertz; 0 (the default) makes the attachment a rigid rod.
    open var frequency: CGFloat = 0 {
        didSet { changed() }
    }

    /// How hard a pin attachment's items are to turn; 0 by default. Headless, pins turn freely.
    open var frictionTorque: CGFloat = 0 {
        didSet { changed() }
    }

    /// How far a sliding attachment may slide along its axis (in points); unlimited by default.
    open var attachmentRange = FloatRange.infinite {
        didSet { changed() }
    }

    /// `attachment` as `Self` (a class method called on a subclass stops with the fix).
    private static func made(_ attachment: AttachmentBehavior, by method: String) -> Self {
        instance(attachment, as: self, madeBy: "UIAttachmentBehavior", method: method)
    }

    /// How far `point` is from `origin` along `axis`.
    private static func along(_ axis: CGVector, from origin: CGPoint, to point: CGPoint) -> CGFloat {
        let length = (axis.dx * axis.dx + axis.dy * axis.dy).squareRoot()
        guard length > 0 else { return 0 }
        return ((point.x - origin.x) * axis.dx + (point.y - origin.y) * axis.dy) / length
    }

    static func point(of item: any DynamicItem, at offset: Offset) -> CGPoint {
        CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
