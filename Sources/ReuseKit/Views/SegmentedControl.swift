import Foundation

/// A row of segments, one selected (UISegmentedControl): a tap selects a segment and sends `.valueChanged`.
@preconcurrency @MainActor
open class SegmentedControl: Control {
    /// What `selectedSegmentIndex` is when no segment is selected.
    public static let noSegment = -1

    private var titles: [String?] = []
    private var images: [Image?] = []
    private var enabled: [Bool] = []
    open var selectedSegmentIndex = SegmentedControl.noSegment
    open var selectedSegmentTintColor: Color?
    /// Whether a segment deselects itself right after it is tapped.
    open var isMomentary = false

    /// Segments titled by `items` (strings; images for ``Image`` items).
    /// A control with no segments, in `frame`.
    public override convenience init(frame: CGRect = .zero) {
        self.init(items: nil)
        self.frame = frame
    }

    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            titles.append(item as? String)
            images.append(item as? Image)
            enabled.append(true)
        }
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    public var numberOfSegments: Int { titles.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), titles.count)
        titles.insert(title, at: index)
        images.insert(nil, at: index)
        enabled.insert(true, at: index)
    }

    open func insertSegment(action: Action, at segment: Int, animated: Bool) {
        insertSegment(withTitle: action.title, at: segment, animated: animated)
        addAction(action, for: .valueChanged)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        images.remove(at: segment)
        enabled.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = SegmentedControl.noSegment }
    }

    open func removeAllSegments() {
        titles = []
        images = []
        enabled = []
        selectedSegmentIndex = SegmentedControl.noSegment
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }

    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    open func setImage(_ image: Image?, forSegmentAt segment: Int) {
        if images.indices.contains(segment) { images[segment] = image }
    }

    open func imageForSegment(at segment: Int) -> Image? {
        images.indices.contains(segment) ? images[segment] : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if self.enabled.indices.contains(segment) { self.enabled[segment] = enabled }
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        enabled.indices.contains(segment) && enabled[segment]
    }

    /// A tap on a segment (beyond UIKit, headless): it becomes the selected one and `.valueChanged` is sent;
    /// a disabled segment or control does nothing.
    public func tapSegment(at segment: Int) {
        guard isEnabled, isEnabledForSegment(at: segment) else { return }
        selectedSegmentIndex = segment
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = SegmentedControl.noSegment }
    }

    open override func visibleProperties() -> [ViewState.Property] {
        super.visibleProperties() + [.init("selectedSegmentIndex", "\(selectedSegmentIndex)")]
    }
}
