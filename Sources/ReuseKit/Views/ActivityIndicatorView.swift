import Foundation

/// A spinner that shows work under way (UIActivityIndicatorView).
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
    override open class func appearance() -> ActivityIndicatorView {
        Appearance.proxy(for: self) { ActivityIndicatorView() }
    }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> ActivityIndicatorView
    {
        Appearance.proxy(for: self, containers: containerTypes) { ActivityIndicatorView() }
    }
    override open class func appearance(for trait: TraitCollection) -> ActivityIndicatorView {
        Appearance.proxy(for: self, traits: trait) { ActivityIndicatorView() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> ActivityIndicatorView {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { ActivityIndicatorView() }
    }

    /// The spinner's size (UIActivityIndicatorView.Style), with UIKit's raw values.
    public enum Style: Int, Hashable, Sendable {
        case medium = 100
        case large = 101
        case whiteLarge = 0
        case white = 1
        case gray = 2
    }

    open var style: Style
    open var color: Color! = .systemGray
    /// Whether the view hides itself when stopped (default true).
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    public private(set) var isAnimating = false

    public init(style: Style = .medium) {
        self.style = style
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isHidden = true
    }

    /// A medium spinner in `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Storyboards and nib archives do not exist on Linux, so nothing is read from `coder`: a medium spinner, as
    /// an archive with no settings makes. UIKit's initializer cannot fail, so neither can this one, and a subclass
    /// writes `required init(coder: NSCoder) { super.init(coder: coder) }` as it does on iOS.
    public required init(coder: NSCoder) {
        style = .medium
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        isHidden = true
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    open override func visibleProperties() -> [ViewState.Property] {
        super.visibleProperties() + [.init("isAnimating", "\(isAnimating)")]
    }
}

/// A bar that shows how far a task has gone (UIProgressView).
@preconcurrency @MainActor
open class ProgressView: View {
    override open class func appearance() -> ProgressView { Appearance.proxy(for: self) { ProgressView() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> ProgressView
    {
        Appearance.proxy(for: self, containers: containerTypes) { ProgressView() }
    }
    override open class func appearance(for trait: TraitCollection) -> ProgressView {
        Appearance.proxy(for: self, traits: trait) { ProgressView() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> ProgressView {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { ProgressView() }
    }

    public enum Style: Int, Hashable, Sendable {
        case `default`, bar
    }

    open var progressViewStyle: Style
    private var storedProgress: Float = 0
    /// From 0 to 1; values outside are pinned, NaN is 0. With an ``observedProgress``, its fraction completed.
    open var progress: Float {
        get { observedProgress.map { Self.pinned(Float($0.fractionCompleted)) } ?? storedProgress }
        set { storedProgress = Self.pinned(newValue) }
    }
    open var progressTintColor: Color?
    open var trackTintColor: Color?
    /// The image of the filled part, stretched to its width.
    open var progressImage: Image?
    /// The image of the track.
    open var trackImage: Image?
    /// A `Progress` whose fraction completed the view shows: ``progress`` reads it each time (Linux's
    /// `Progress` cannot be observed, so the view asks instead of listening).
    open var observedProgress: Progress?

    private static func pinned(_ value: Float) -> Float {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
    }

    /// A default-style progress view in `frame`.
    /// A view of the standard size, as UIKit's `init()` makes it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
    }

    public override init(frame: CGRect = CGRect(x: 0, y: 0, width: 150, height: 4)) {
        progressViewStyle = .default
        super.init(frame: frame)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    open override func visibleProperties() -> [ViewState.Property] {
        super.visibleProperties() + [.init("progress", "\(progress)")]
    }
}
