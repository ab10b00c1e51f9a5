import Foundation

/// Supplies a picker view's components and their rows (UIPickerViewDataSource).
@preconcurrency @MainActor
public protocol PickerViewDataSource: AnyObject {
    /// How many components (wheels) the picker shows.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows `component` has.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Describes a picker view's rows and hears its selections (UIPickerViewDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol PickerViewDelegate: AnyObject {
    /// The height of each row of `component` (32 points when not implemented).
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The width of `component` (the picker's width shared equally when not implemented).
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// The title of a row, shown in a centred label.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row; preferred to ``pickerView(_:titleForRow:forComponent:)`` when not nil.
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    /// A view for a row, preferred to a title: `view` is one the picker showed before and no longer shows, to reuse.
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?)
        -> View
    /// The user picked `row` of `component` (not called when code selects a row).
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat {
        PickerView.defaultRowHeight
    }
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.sharedComponentWidth
    }
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    { nil }
    public func pickerView(
        _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?
    ) -> View {
        pickerView.titleLabel(row: row, component: component, reusing: view)
    }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// Wheels of rows the user spins to pick one row of each (UIPickerView), headless.
///
/// Each component (wheel) shows its selected row at the vertical centre and the rows around it above and below, as
/// many as the height holds; a row is the delegate's view, or a centred label with its title. Only those rows have
/// views, which are reused as the selection moves, so a component may have any number of rows. A tap on a row
/// above or below the centre spins it to the centre and tells the delegate, as a flick that stops there does on iOS;
/// ``selectRow(_:inComponent:animated:)`` moves it without telling.
///
/// Without a size of its own it is 320 × 216 points, UIKit's default; rows are 32 points tall unless the delegate
/// says otherwise, and components share the width equally unless the delegate gives their widths.
@preconcurrency @MainActor
open class PickerView: View {
    override open class func appearance() -> PickerView { Appearance.proxy(for: self) { PickerView() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> PickerView
    {
        Appearance.proxy(for: self, containers: containerTypes) { PickerView() }
    }
    override open class func appearance(for trait: TraitCollection) -> PickerView {
        Appearance.proxy(for: self, traits: trait) { PickerView() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> PickerView {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { PickerView() }
    }

    /// A row's height when the delegate does not give one.
    public static let defaultRowHeight: CGFloat = 32
    /// UIKit's size for a picker: 320 × 216 points.
    public static let defaultSize = CGSize(width: 320, height: 216)

    open weak var dataSource: (any PickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }
    open weak var delegate: (any PickerViewDelegate)? {
        didSet { reloadAllComponents() }
    }

    /// What the picker knows of each component: its row count and selected row.
    private struct Component {
        var rows: Int
        var selected: Int
    }

    private var components: [Component] = []
    private var loaded = false
    /// The views shown for each component's rows, by row.
    private var shown: [[Int: View]] = []
    /// Row views no longer shown, by component, for the delegate to reuse.
    private var spare: [[View]] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Components and rows

    /// How many components the data source gives.
    public var numberOfComponents: Int {
        loadIfNeeded()
        return components.count
    }

    /// How many rows `component` has; 0 for a component the picker does not have.
    public func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return components.indices.contains(component) ? components[component].rows : 0
    }

    /// The size of a row of `component`: the component's width and its row height; zero for a component the picker
    /// does not have.
    public func rowSize(forComponent component: Int) -> CGSize {
        loadIfNeeded()
        guard components.indices.contains(component) else { return .zero }
        return CGSize(width: width(of: component), height: rowHeight(of: component))
    }

    /// Asks the data source again for every component and its rows; selections are kept where they still exist.
    ///
    /// - Complexity: O(c) for c components, plus the visible rows' views at the next layout.
    open func reloadAllComponents() {
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        var reloaded: [Component] = []
        for index in 0..<count {
            let rows = max(dataSource?.pickerView(self, numberOfRowsInComponent: index) ?? 0, 0)
            let kept = components.indices.contains(index) ? components[index].selected : 0
            reloaded.append(Component(rows: rows, selected: rows == 0 ? -1 : min(max(kept, 0), rows - 1)))
        }
        components = reloaded
        loaded = true
        for index in shown.indices { retire(component: index) }
        shown = Array(repeating: [:], count: count)
        spare = Array(repeating: [], count: count)
        setNeedsLayout()
    }

    /// Asks the data source again for `component`'s rows (nothing for a component the picker does not have).
    open func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard components.indices.contains(component) else { return }
        let rows = max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
        let selected = components[component].selected
        components[component] = Component(rows: rows, selected: rows == 0 ? -1 : min(max(selected, 0), rows - 1))
        retire(component: component)
        setNeedsLayout()
    }

    /// Spins `component` to `row` (clamped to its rows) without telling the delegate, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard components.indices.contains(component), components[component].rows > 0 else { return }
        components[component].selected = min(max(row, 0), components[component].rows - 1)
        setNeedsLayout()
    }

    /// The selected row of `component`; -1 when it has no rows or the picker has no such component.
    public func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        return components.indices.contains(component) ? components[component].selected : -1
    }

    /// The view showing `row` of `component`, when that row is on screen; nil otherwise.
    public func view(forRow row: Int, forComponent component: Int) -> View? {
        layoutIfNeeded()
        return shown.indices.contains(component) ? shown[component][row] : nil
    }

    // MARK: Sizes

    open override var intrinsicContentSize: CGSize { Self.defaultSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    /// Each component's share of the width when the delegate does not give widths.
    var sharedComponentWidth: CGFloat {
        components.isEmpty ? bounds.width : bounds.width / CGFloat(components.count)
    }

    private func width(of component: Int) -> CGFloat {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? sharedComponentWidth
        return width.isFinite ? max(width, 0) : sharedComponentWidth
    }

    private func rowHeight(of component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        return height.isFinite && height > 0 ? height : Self.defaultRowHeight
    }

    /// The x of each component's leading edge: the components side by side, centred in the width.
    private func componentOrigins() -> [CGFloat] {
        let widths = components.indices.map(width(of:))
        var x = (bounds.width - widths.reduce(0, +)) / 2
        return widths.map { width in
            defer { x += width }
            return x
        }
    }

    // MARK: Layout

    private func loadIfNeeded() {
        if !loaded { reloadAllComponents() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        let origins = componentOrigins()
        for index in components.indices {
            let component = components[index]
            let height = rowHeight(of: index)
            let width = width(of: index)
            let reach = component.selected < 0 ? -1 : Int((bounds.height / 2 / height).rounded(.up))
            let wanted =
                component.selected < 0
                ? [] : Array(max(component.selected - reach, 0)...min(component.selected + reach, component.rows - 1))
            for (row, view) in shown[index] where !wanted.contains(row) {
                view.removeFromSuperview()
                spare[index].append(view)
                shown[index][row] = nil
            }
            for row in wanted {
                let reused = shown[index][row] ?? (spare[index].isEmpty ? nil : spare[index].removeLast())
                let view =
                    delegate?.pickerView(self, viewForRow: row, forComponent: index, reusing: reused)
                    ?? titleLabel(row: row, component: index, reusing: reused)
                if let reused, reused !== view { reused.removeFromSuperview() }
                if view.superview !== self { addSubview(view) }
                shown[index][row] = view
                let y = bounds.midY - height / 2 + CGFloat(row - component.selected) * height
                view.frame = CGRect(x: origins[index], y: y, width: width, height: height)
            }
        }
    }

    /// A row's default view: a centred label with the delegate's title, reusing `view` when it is a label.
    func titleLabel(row: Int, component: Int, reusing view: View?) -> View {
        let label = view as? Label ?? Label()
        label.textAlignment = .center
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    private func retire(component index: Int) {
        guard shown.indices.contains(index) else { return }
        for view in shown[index].values {
            view.removeFromSuperview()
            spare[index].append(view)
        }
        shown[index] = [:]
    }

    // MARK: Touches

    /// A tap on a row above or below the centre spins its component to it and tells the delegate.
    open override func touchesEnded(_ touches: Set<Touch>, with event: ReuseKit.Event?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        let origins = componentOrigins()
        guard let index = components.indices.last(where: { origins[$0] <= point.x }),
            point.x < origins[index] + width(of: index), components[index].selected >= 0
        else { return }
        let height = rowHeight(of: index)
        let steps = Int(((point.y - bounds.midY) / height).rounded())
        let row = min(max(components[index].selected + steps, 0), components[index].rows - 1)
        guard row != components[index].selected else { return }
        components[index].selected = row
        setNeedsLayout()
        layoutIfNeeded()
        delegate?.pickerView(self, didSelectRow: row, inComponent: index)
    }
}
