import Foundation

/// A row's view in a table: a content view with UIKit's standard labels and image, reused across rows.
///
/// A cell made from a registered class gets `init(style:reuseIdentifier:)` only; one made from a ``Nib``
/// gets ``awakeFromNib()`` once, right after it is made. When the table hands an existing cell to another
/// row, it calls ``prepareForReuse()`` first, and only then.
@MainActor
open class TableViewCell: View {
    /// The standard layouts of a cell's labels.
    public enum CellStyle: Int, Hashable, Sendable {
        case `default`
        case value1
        case value2
        case subtitle
    }

    /// The accessory drawn at the trailing edge.
    public enum AccessoryType: Int, Hashable, Sendable {
        case none
        case disclosureIndicator
        case detailDisclosureButton
        case checkmark
        case detailButton
    }

    public let style: CellStyle
    /// The identifier of the queue the cell returns to; nil for a cell that is never reused.
    public internal(set) var reuseIdentifier: String?
    /// The view that holds the cell's content; add custom subviews here.
    public let contentView: View
    @exclusivity(unchecked) open var accessoryType: AccessoryType = .none
    @exclusivity(unchecked) public private(set) var isSelected = false
    @exclusivity(unchecked) public private(set) var isHighlighted = false

    /// The row the cell shows while it is visible.
    @exclusivity(unchecked) var displayedIndexPath: IndexPath?
    /// The row the cell showed last, kept after it left the screen (for reuse diagnostics).
    @exclusivity(unchecked) var lastShownIndexPath: IndexPath?
    /// The table's layout generation when this cell's frame was last set.
    @exclusivity(unchecked) var frameGeneration = -1
    /// The cell's number in the order its table made it (0 until a table makes or shows it).
    @exclusivity(unchecked) public internal(set) var serialNumber = 0
    private var _textLabel: Label?
    private var _detailTextLabel: Label?
    private var _imageView: ImageView?

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = View()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// The main label, made on first use.
    open var textLabel: Label? {
        if _textLabel == nil {
            let label = Label()
            contentView.addSubview(label)
            _textLabel = label
        }
        return _textLabel
    }

    /// The secondary label, made on first use; nil for `.default` cells, as in UIKit.
    open var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if _detailTextLabel == nil {
            let label = Label()
            label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
            label.textColor = style == .value1 ? .secondaryLabel : .label
            contentView.addSubview(label)
            _detailTextLabel = label
        }
        return _detailTextLabel
    }

    /// The image at the leading edge, made on first use.
    open var imageView: ImageView? {
        if _imageView == nil {
            let view = ImageView()
            contentView.addSubview(view)
            _imageView = view
        }
        return _imageView
    }

    /// The standard subviews made so far, without making the others (beyond UIKit: a renderer or a diagnostic
    /// reads them without changing the cell).
    public var standardSubviews: (textLabel: Label?, detailTextLabel: Label?, imageView: ImageView?) {
        (_textLabel, _detailTextLabel, _imageView)
    }

    /// Selects or deselects the cell. The table calls it for the row the cell shows, so selection follows rows.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// Called just before the table hands this cell to another row (or reloads it). Reset here what
    /// `tableView(_:cellForRowAt:)` does not set for every row. The default does nothing.
    open func prepareForReuse() {}

    /// Called once on a cell made from a ``Nib``, right after it is made. The default does nothing.
    open func awakeFromNib() {}

    /// The height the content needs at `size.width`: 44 points for one line, more for more lines, as the
    /// labels' sizes and 11 points of margin above and below ask.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var height: CGFloat = 0
        if let label = _textLabel { height += label.sizeThatFits(size).height }
        if let detail = _detailTextLabel, style == .subtitle { height += detail.sizeThatFits(size).height }
        if let image = _imageView?.image { height = max(height, image.size.height) }
        return CGSize(width: size.width, height: max(44, (height + 22).rounded(.up)))
    }

    /// Lays out the content view over the cell and the standard subviews in it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let accessoryWidth: CGFloat = accessoryType == .none ? 0 : 34
        contentView.frame = CGRect(x: 0, y: 0, width: max(bounds.width - accessoryWidth, 0), height: bounds.height)
        let content = contentView.bounds
        var x: CGFloat = 16
        if let imageView = _imageView, let image = imageView.image {
            imageView.frame = CGRect(
                x: x, y: ((content.height - image.size.height) / 2).rounded(), width: image.size.width,
                height: image.size.height)
            x += image.size.width + 12
        }
        let width = max(content.width - x - 16, 0)
        switch style {
        case .subtitle:
            let top = _textLabel?.sizeThatFits(content.size).height ?? 0
            let bottom = _detailTextLabel?.sizeThatFits(content.size).height ?? 0
            let y = ((content.height - top - bottom) / 2).rounded()
            _textLabel?.frame = CGRect(x: x, y: y, width: width, height: top)
            _detailTextLabel?.frame = CGRect(x: x, y: y + top, width: width, height: bottom)
        case .value1, .value2:
            let half = (width / 2).rounded()
            _textLabel?.frame = CGRect(x: x, y: 0, width: half, height: content.height)
            _detailTextLabel?.frame = CGRect(x: x + half, y: 0, width: width - half, height: content.height)
        case .default:
            _textLabel?.frame = CGRect(x: x, y: 0, width: width, height: content.height)
        }
    }

    open override func visibleProperties() -> [ViewState.Property] {
        var properties = super.visibleProperties()
        if accessoryType != .none { properties.append(.init("accessoryType", "\(accessoryType)")) }
        if isSelected { properties.append(.init("isSelected", "true")) }
        if isHighlighted { properties.append(.init("isHighlighted", "true")) }
        return properties
    }
}
