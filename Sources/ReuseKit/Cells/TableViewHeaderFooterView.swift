import Foundation

/// A reusable view for a section's header or footer, with a standard label.
@MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier of the queue the view returns to; nil for a view that is never reused.
    public internal(set) var reuseIdentifier: String?
    /// The view that holds the content.
    public let contentView: View
    private var _textLabel: Label?

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    /// The standard label, made on first use.
    open var textLabel: Label? {
        if _textLabel == nil {
            let label = Label()
            label.font = .boldSystemFont(ofSize: 15)
            contentView.addSubview(label)
            _textLabel = label
        }
        return _textLabel
    }

    /// Called just before the table hands this view to another section. The default does nothing.
    open func prepareForReuse() {}

    /// The height the label needs, with 6 points of margin above and below, at least 28 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = _textLabel?.sizeThatFits(size).height ?? 0
        return CGSize(width: size.width, height: max(28, text + 12))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        _textLabel?.frame = CGRect(x: 16, y: 0, width: max(bounds.width - 32, 0), height: bounds.height)
    }
}

/// Stands in for `UINib`: a template that builds a cell. A cell made from a nib gets `awakeFromNib()`
/// once, right after it is made.
@MainActor
public struct Nib {
    private let template: @MainActor () -> TableViewCell

    /// A nib whose one top-level object is the cell `template` builds.
    public init(_ template: @escaping @MainActor () -> TableViewCell) {
        self.template = template
    }

    /// Builds a cell from the template and wakes it, as loading a nib does.
    public func instantiate() -> TableViewCell {
        let cell = template()
        cell.awakeFromNib()
        return cell
    }

    /// Builds a cell without waking it, so the table can give it its identifier first.
    func build() -> TableViewCell { template() }
}
