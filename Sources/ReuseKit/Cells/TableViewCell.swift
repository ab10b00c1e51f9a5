import Foundation

/// A row's view in a table: a content view with UIKit's standard labels and image, reused across rows.
///
/// A cell made from a registered class gets `init(style:reuseIdentifier:)` only; one made from a ``Nib``
/// gets ``View/awakeFromNib()`` once, right after it is made. When the table hands an existing cell to another
/// row, it calls ``prepareForReuse()`` first, and only then.
@preconcurrency @MainActor
open class TableViewCell: View {
    override open class func appearance() -> TableViewCell {
        Appearance.proxy(for: self) { TableViewCell(style: .default, reuseIdentifier: nil) }
    }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> TableViewCell
    {
        Appearance.proxy(for: self, containers: containerTypes) { TableViewCell(style: .default, reuseIdentifier: nil) }
    }
    override open class func appearance(for trait: TraitCollection) -> TableViewCell {
        Appearance.proxy(for: self, traits: trait) { TableViewCell(style: .default, reuseIdentifier: nil) }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> TableViewCell {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) {
            TableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// The cell's state now: its traits, selection, highlight, editing and swipe. Override to add custom
    /// states (`state[.isArchived] = isArchived`) and call ``setNeedsUpdateConfiguration()`` when they change.
    open var configurationState: CellConfigurationState { baseConfigurationState }

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

    /// What a row's editing control does: nothing, delete (a red minus) or insert (a green plus).
    public enum EditingStyle: Int, Hashable, Sendable {
        case none
        case delete
        case insert
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Hashable, Sendable {
        case none
        case blue
        case gray
        case `default`
    }

    /// The editing controls a cell shows, told to ``willTransition(to:)`` and ``didTransition(to:)``.
    public struct StateMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    let cellStyle: CellStyle
    /// The identifier of the queue the cell returns to; nil for a cell that is never reused.
    @exclusivity(unchecked) public internal(set) var reuseIdentifier: String?
    /// The view that holds the cell's content; add custom subviews here.
    public let contentView: View
    @exclusivity(unchecked) open var accessoryType: AccessoryType = .none
    /// A view shown at the trailing edge instead of ``accessoryType``'s (a switch, say).
    @exclusivity(unchecked) open var accessoryView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// The accessory shown in editing mode instead of ``accessoryType``.
    @exclusivity(unchecked) open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: View?
    @exclusivity(unchecked) private var selectedState = false
    @exclusivity(unchecked) private var highlightedState = false
    /// Whether the cell is selected; setting it is `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted; setting it is `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    /// How the cell looks when it has the focus (tvOS and keyboards).
    public enum FocusStyle: Int, Hashable, Sendable {
        case `default`
        case custom
    }

    open var focusStyle = FocusStyle.default
    @exclusivity(unchecked) open var selectionStyle = SelectionStyle.default
    @exclusivity(unchecked) private var editingState = false
    /// Whether the cell is in editing mode (the table sets it for the rows it shows); setting it is
    /// `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    /// The editing control the row shows in editing mode, as the table's delegate gave it.
    @exclusivity(unchecked) public internal(set) var editingStyle = EditingStyle.none
    /// Whether the row shows a reorder control (editing mode, a data source that moves rows).
    @exclusivity(unchecked) open var showsReorderControl = false
    @exclusivity(unchecked) open var shouldIndentWhileEditing = true
    /// Whether the row shows its Delete button (swiped open, or its delete control tapped).
    @exclusivity(unchecked) public internal(set) var showingDeleteConfirmation = false {
        didSet {
            guard showingDeleteConfirmation != oldValue else { return }
            var mask = isEditing ? StateMask.showingEditControl : []
            if showingDeleteConfirmation { mask.insert(.showingDeleteConfirmation) }
            willTransition(to: mask)
            setNeedsUpdateConfiguration()
            didTransition(to: mask)
        }
    }
    /// How far the content is indented, in steps of ``indentationWidth`` (the delegate's
    /// `indentationLevelForRowAt`).
    @exclusivity(unchecked) open var indentationLevel = 0
    @exclusivity(unchecked) open var indentationWidth: CGFloat = 10
    open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Views behind the content: always, when selected, and when selected among several.
    open var backgroundView: View?
    open var selectedBackgroundView: View?
    open var multipleSelectionBackgroundView: View?
    /// The content configuration (``defaultContentConfiguration()``), and its view; see
    /// `TableViewCell+Configuration.swift`.
    @exclusivity(unchecked) var configurationStorage = CellConfigurationStorage()

    /// The row the cell shows while it is visible.
    @exclusivity(unchecked) var displayedIndexPath: IndexPath?
    /// The row the cell showed last, kept after it left the screen (for reuse diagnostics).
    @exclusivity(unchecked) var lastShownIndexPath: IndexPath?
    /// The table's layout generation when this cell's frame was last set.
    @exclusivity(unchecked) var frameGeneration = -1
    /// The cell's number in the order its table made it (0 until a table makes or shows it).
    @exclusivity(unchecked) public internal(set) var serialNumber = 0
    /// The side margin the system margins were last set for (0 before the first time).
    @exclusivity(unchecked) private var systemMarginSide: CGFloat = 0
    private var _textLabel: Label?
    private var _detailTextLabel: Label?
    private var _imageView: ImageView?

    /// A cell of `style` for the queue `reuseIdentifier`. A subclass overrides it as UIKit code does
    /// (`override init(style:reuseIdentifier:)`), with `required init?(coder:)` beside it.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = View()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        contentView.isCellContentView = true
        addSubview(contentView)
        followSystemMargins(forWidth: bounds.width)
    }

    /// UIKit's margins for a cell `width` wide, while no client set its own: the cell's 8 points above and below,
    /// its content view's 11 (the spacing of the standard styles' text); 16 points at the sides, 20 from 414
    /// points wide. UIKit documents no values; these are what iOS reports on phones.
    func followSystemMargins(forWidth width: CGFloat) {
        // Set once per side: a cell laid out row after row at one width does this once.
        let side = View.systemSideMargin(forWidth: width)
        guard side != systemMarginSide else { return }
        systemMarginSide = side
        if marginsFollowSystem || layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
            setSystemLayoutMargins(EdgeInsets(top: 8, left: side, bottom: 8, right: side))
        }
        if contentView.marginsFollowSystem
            || contentView.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        {
            contentView.setSystemLayoutMargins(EdgeInsets(top: 11, left: side, bottom: 11, right: side))
        }
    }

    /// A cell of the default style with no reuse identifier, `frame` large (320 × 44 points for a zero frame):
    /// what `UITableViewCell(frame:)` and, through it, `UITableViewCell()` make, as when a data source returns a
    /// plain cell for a row it cannot fill. A subclass overriding ``init(style:reuseIdentifier:)`` and
    /// `init?(coder:)` is made with `MyCell()` too.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        if frame != .zero { self.frame = frame }
    }

    /// How a table makes a cell of a registered class; clients do not call it. It calls the class's own
    /// ``init(style:reuseIdentifier:)``: a subclass that overrides that initializer and `init?(coder:)` (as every
    /// UIKit cell subclass does), or defines none, inherits this one, so the table reaches its override without
    /// the Objective-C runtime UIKit uses.
    public required convenience init(registeredStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
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
        guard cellStyle != .default else { return nil }
        if _detailTextLabel == nil {
            let label = Label()
            label.font = .systemFont(ofSize: cellStyle == .subtitle ? 12 : 17)
            label.textColor = cellStyle == .value1 ? .secondaryLabel : .label
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
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedState else { return }
        selectedState = selected
        setNeedsUpdateConfiguration()
    }

    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedState else { return }
        highlightedState = highlighted
        setNeedsUpdateConfiguration()
    }

    /// What runs when the cell's state changes (after the content configuration follows it).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Updates the cell for `state`: before it is shown, and after its state changes (selected, highlighted,
    /// editing, swiped). The default runs ``configurationUpdateHandler``; override it to restyle the cell.
    open func updateConfiguration(using state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Enters or leaves editing mode: ``willTransition(to:)`` and ``didTransition(to:)`` hear the controls
    /// shown. The table calls it for the rows it shows.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        let mask: StateMask = editing ? .showingEditControl : []
        willTransition(to: mask)
        editingState = editing
        if !editing { showingDeleteConfirmation = false }
        setNeedsUpdateConfiguration()
        didTransition(to: mask)
    }

    /// Called before the cell shows or hides editing controls or its Delete button. The default does nothing.
    open func willTransition(to state: StateMask) {}

    /// Called after the cell showed or hid editing controls or its Delete button. The default does nothing.
    open func didTransition(to state: StateMask) {}

    /// Called just before the table hands this cell to another row (or reloads it). Reset here what
    /// `tableView(_:cellForRowAt:)` does not set for every row. The default does nothing.
    open func prepareForReuse() {}

    /// Where the cell is in a drag of its row (UITableViewCell.DragState), with UIKit's raw values.
    public enum DragState: Int, Hashable, Sendable {
        case none = 0
        /// Lifted under the finger, the drag about to begin.
        case lifting = 1
        /// Its row is being dragged.
        case dragging = 2
    }

    /// Whether the cell takes touches while its row is dragged; false by default.
    open var userInteractionEnabledWhileDragging = false

    /// Told as a drag of its row lifts it, drags it and ends (``TableView/dragRows(at:toRowAt:in:)``); the default
    /// does nothing.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// The height the content needs at `size.width`: 44 points for one line, more for more lines, as the
    /// labels' sizes and 11 points of margin above and below ask.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        updateConfigurationIfNeeded()
        followSystemMargins(forWidth: size.width)
        // Constraints installed in updateConstraints() are there before measuring, as UIKit's are.
        updateConstraintsIfNeeded()
        // The content pinned to the cell itself: the cell's island, with the content view inside it.
        if contentView.isAdoptedContentView, let height = constrainedHeight(atWidth: size.width) {
            return CGSize(width: size.width, height: height)
        }
        // A content view laid out by constraints: the height they give at the content view's width.
        if let height = contentView.constrainedHeight(atWidth: contentWidth(forCellWidth: size.width)) {
            return CGSize(width: size.width, height: height)
        }
        if let height = contentConfigurationHeight(width: size.width) {
            return CGSize(width: size.width, height: max(44, height.rounded(.up)))
        }
        var height: CGFloat = 0
        if let label = _textLabel { height += label.sizeThatFits(size).height }
        if let detail = _detailTextLabel, cellStyle == .subtitle { height += detail.sizeThatFits(size).height }
        if let image = _imageView?.image { height = max(height, image.size.height) }
        return CGSize(width: size.width, height: max(44, (height + 22).rounded(.up)))
    }

    /// How far the content view starts from the leading edge: indentation, and the editing control's room.
    private var contentIndent: CGFloat {
        let editingInset: CGFloat = isEditing && shouldIndentWhileEditing && editingStyle != .none ? 38 : 0
        return CGFloat(indentationLevel) * indentationWidth + editingInset
    }

    /// Past the indent, as wide as the indent and the accessory leave, the cell's height.
    override var contentViewFrame: CGRect? {
        CGRect(x: contentIndent, y: 0, width: contentWidth(forCellWidth: bounds.width), height: bounds.height)
    }

    /// The content view's width in a cell `width` wide: what the indent and the accessory leave.
    func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        let accessoryWidth: CGFloat =
            if let accessoryView { accessoryView.frame.width + 16 } else { accessoryType == .none ? 0 : 34 }
        return max(width - accessoryWidth - contentIndent, 0)
    }

    /// Tells the table showing this cell that its size changed (``TableView/selfSizingInvalidation``), as
    /// UIKit does: the table measures the row again and keeps the rows above it still.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        (superview as? TableView)?.cellDidInvalidateSize(self, fromConstraints: false)
    }

    /// Lays out the content view over the cell and the standard subviews in it.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        followSystemMargins(forWidth: bounds.width)
        super.layoutSubviews()
        if let frame = contentViewFrame { contentView.frame = frame }
        if let accessoryView {
            accessoryView.frame.origin = CGPoint(
                x: bounds.width - accessoryView.frame.width - 16,
                y: ((bounds.height - accessoryView.frame.height) / 2).rounded())
        }
        layoutContentConfiguration()
        let content = contentView.bounds
        var x: CGFloat = 16
        if let imageView = _imageView, let image = imageView.image {
            imageView.frame = CGRect(
                x: x, y: ((content.height - image.size.height) / 2).rounded(), width: image.size.width,
                height: image.size.height)
            x += image.size.width + 12
        }
        let width = max(content.width - x - 16, 0)
        switch cellStyle {
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
        if isEditing { properties.append(.init("isEditing", "true")) }
        if indentationLevel != 0 { properties.append(.init("indentationLevel", "\(indentationLevel)")) }
        return properties
    }
}

/// A cell is a gesture recognizer's delegate as UIKit declares it (`UITableViewCell` adopts
/// `UIGestureRecognizerDelegate`), so a cell sets itself as its recognizers' delegate (`tap.delegate = self`)
/// without declaring the conformance. Its ``View/gestureRecognizerShouldBegin(_:)``, which a subclass overrides,
/// answers for it. The protocol's other methods have their defaults here: a subclass that wants one declares
/// the conformance itself (Swift calls a subclass's method through a protocol only when the class that conforms
/// has it).
extension TableViewCell: GestureRecognizerDelegate {}
