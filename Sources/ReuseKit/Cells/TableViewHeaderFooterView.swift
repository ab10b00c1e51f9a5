import Foundation

/// A reusable view for a section's header or footer, with a standard label.
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
    override open class func appearance() -> TableViewHeaderFooterView {
        Appearance.proxy(for: self) { TableViewHeaderFooterView(reuseIdentifier: nil) }
    }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> TableViewHeaderFooterView
    {
        Appearance.proxy(for: self, containers: containerTypes) { TableViewHeaderFooterView(reuseIdentifier: nil) }
    }
    override open class func appearance(for trait: TraitCollection) -> TableViewHeaderFooterView {
        Appearance.proxy(for: self, traits: trait) { TableViewHeaderFooterView(reuseIdentifier: nil) }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> TableViewHeaderFooterView {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) {
            TableViewHeaderFooterView(reuseIdentifier: nil)
        }
    }

    /// The identifier of the queue the view returns to; nil for a view that is never reused.
    public internal(set) var reuseIdentifier: String?
    /// The view that holds the content.
    public let contentView: View
    private var _textLabel: Label?
    private var _detailTextLabel: Label?
    /// A view behind the content.
    open var backgroundView: View?
    /// The content as a value (``defaultContentConfiguration()``), shown by the view it makes.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet {
            guard let contentConfiguration else {
                configurationView?.removeFromSuperview()
                configurationView = nil
                return
            }
            if let view = configurationView, view.supports(contentConfiguration) {
                view.configuration = contentConfiguration
            } else {
                configurationView?.removeFromSuperview()
                let view = contentConfiguration.makeContentView()
                contentView.addSubview(view)
                configurationView = view
            }
            setNeedsLayout()
        }
    }
    public var automaticallyUpdatesContentConfiguration = true
    public var backgroundConfiguration: BackgroundConfiguration? {
        didSet { backgroundColor = backgroundConfiguration?.backgroundColor }
    }
    public var automaticallyUpdatesBackgroundConfiguration = true
    /// What runs when the view's state changes.
    open var configurationUpdateHandler: ((TableViewHeaderFooterView, ViewConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    private var configurationView: (View & ContentView)?
    private var needsConfigurationUpdate = true

    /// A view for the queue `reuseIdentifier`. A subclass overrides it as UIKit code does
    /// (`override init(reuseIdentifier:)`), with `required init?(coder:)` beside it.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    /// A header or footer with no reuse identifier, `frame` large (320 × 28 points for a zero frame), so that
    /// `UITableViewHeaderFooterView()` and a subclass's `MyHeader()` work as in UIKit.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        if frame != .zero { self.frame = frame }
    }

    /// How a table makes a view of a registered class; clients do not call it. It calls the class's own
    /// ``init(reuseIdentifier:)``, which a subclass overriding it (and `init?(coder:)`) inherits this through.
    public required convenience init(registeredReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
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

    /// The secondary label, made on first use.
    open var detailTextLabel: Label? {
        if _detailTextLabel == nil {
            let label = Label()
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .secondaryLabel
            contentView.addSubview(label)
            _detailTextLabel = label
        }
        return _detailTextLabel
    }

    /// Called just before the table hands this view to another section. The default does nothing.
    open func prepareForReuse() {}

    /// A list configuration for a header of a plain table.
    public func defaultContentConfiguration() -> ListContentConfiguration { .plainHeader() }

    /// The view's state now.
    open var configurationState: ViewConfigurationState { ViewConfigurationState(traitCollection: traitCollection) }

    /// Asks for ``updateConfiguration(using:)`` before the next layout.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the view for `state`; the default runs ``configurationUpdateHandler``.
    open func updateConfiguration(using state: ViewConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// The height the content view's constraints give it at `size.width`, when it has any; else the height the
    /// label needs, with 6 points of margin above and below, at least 28 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let height = contentView.constrainedHeight(atWidth: size.width) {
            return CGSize(width: size.width, height: height)
        }
        if let configurationView {
            return CGSize(width: size.width, height: max(28, configurationView.sizeThatFits(size).height))
        }
        let text = _textLabel?.sizeThatFits(size).height ?? 0
        return CGSize(width: size.width, height: max(28, text + 12))
    }

    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        super.layoutSubviews()
        contentView.frame = bounds
        configurationView?.frame = contentView.bounds
        _textLabel?.frame = CGRect(x: 16, y: 0, width: max(bounds.width - 32, 0), height: bounds.height)
    }
}

/// Stands in for `UINib`: a template that builds a view (a table cell, a collection view cell, a supplementary
/// view, any view). A view made from a nib gets `awakeFromNib()` once, right after it is made.
///
/// Linux has no nib archives, so a nib is described in code: built from a closure (`UINib { MyCell() }`), or
/// named, as UIKit code names it, `UINib(nibName: "MyCell", bundle: nil)`, once its name is described with
/// ``define(_:_:)`` (`UINib.define("MyCell") { MyCell() }`); `Bundle.main.loadNibNamed(_:owner:options:)` finds the
/// same descriptions. Building a named nib that was never described stops with UIKit's exception and the fix.
@preconcurrency @MainActor
public struct Nib {
    /// The template and the name, in one reference, so that a nib costs a table's registrations one word.
    private final class Contents {
        let template: @MainActor () -> View
        let name: String?

        init(template: @escaping @MainActor () -> View, name: String?) {
            self.template = template
            self.name = name
        }
    }

    private let contents: Contents
    private var template: @MainActor () -> View { contents.template }
    /// The nib's name, for one made by name.
    public var name: String? { contents.name }

    /// Each described nib: what makes its view, given the File's Owner (nil when there is none).
    static var definitions: [String: @MainActor (Any?) -> View] = [:]

    /// A nib whose one top-level object is the view `template` builds.
    public init<Top: View>(_ template: @escaping @MainActor () -> Top) {
        contents = Contents(template: template, name: nil)
    }

    /// The nib named `name`, as described with ``define(_:_:)`` (the bundle is not searched: there are no archives on
    /// Linux). The description is looked up when the nib builds its view, so it may come later than this call.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        contents = Contents(
            template: {
                guard let make = Nib.definitions[name] else { ProgrammerError.stop(.unknownNib(name: name)) }
                return make(nil)
            }, name: name)
    }

    /// Describes the nib named `name` in code: the view it holds. Describing a name again replaces it.
    public static func define<Top: View>(_ name: String, _ template: @escaping @MainActor () -> Top) {
        definitions[name] = { _ in template() }
    }

    /// Describes the nib named `name` in code with its File's Owner: `template` gets the owner that
    /// `instantiate(withOwner:options:)` or `Bundle.main.loadNibNamed(_:owner:options:)` was given (nil for a
    /// cell registered by the nib), and connects what the archive connects to it, its outlets and actions:
    /// `UINib.define("RenameView") { owner in let view = RenameView(); (owner as? ListsViewController)?.textField =
    /// view.field; return view }`.
    public static func define<Top: View>(_ name: String, withOwner template: @escaping @MainActor (Any?) -> Top) {
        definitions[name] = template
    }

    /// Builds a view from the template and wakes it, as loading a nib does.
    public func instantiate() -> View {
        let view = template()
        view.awakeFromNib()
        return view
    }

    /// The nib's top-level objects, made and woken: its one view. A nib described with
    /// ``define(_:withOwner:)`` connects `ownerOrNil`'s outlets and actions as it makes the view; others ignore the
    /// owner (a view described in code makes its own subviews).
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard ownerOrNil != nil, let name, let make = Nib.definitions[name] else { return [instantiate()] }
        let view = make(ownerOrNil)
        view.awakeFromNib()
        return [view]
    }

    /// Options for instantiating a nib (UINib.OptionsKey).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects that stand for proxies in the nib.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Builds a view without waking it, so the table or collection view can give it its identifier first.
    func build() -> View { template() }
}

extension Bundle {
    /// The top-level objects of the nib named `name` (described with `Nib.define(_:_:)`), made and woken.
    @MainActor @discardableResult
    public func loadNibNamed(_ name: String, owner: Any?, options: [Nib.OptionsKey: Any]? = nil) -> [Any]? {
        Nib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
