import Foundation

/// Told what happens in a ``SearchBar`` (UISearchBarDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol SearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Asked first (iOS 26); the default asks ``searchBar(_:shouldChangeTextIn:replacementText:)`` with the first
    /// range.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextInRanges ranges: [NSValue], replacementText: String)
        -> Bool
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar)
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func searchBar(
        _ searchBar: SearchBar, shouldChangeTextInRanges ranges: [NSValue], replacementText: String
    ) -> Bool {
        self.searchBar(
            searchBar, shouldChangeTextIn: ranges.first?.rangeValue ?? NSRange(location: 0, length: 0),
            replacementText: replacementText)
    }
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A search field with an optional cancel button and scope bar (UISearchBar). Headless input types into it
/// (``type(_:)``, ``deleteBackward()``) and taps its buttons, with the delegate's callbacks in UIKit's order.
@preconcurrency @MainActor
open class SearchBar: View, TextInputTraits {
    override open class func appearance() -> SearchBar { Appearance.proxy(for: self) { SearchBar() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> SearchBar
    {
        Appearance.proxy(for: self, containers: containerTypes) { SearchBar() }
    }
    override open class func appearance(for trait: TraitCollection) -> SearchBar {
        Appearance.proxy(for: self, traits: trait) { SearchBar() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> SearchBar {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { SearchBar() }
    }

    /// The text; setting it tells the delegate nothing, as in UIKit.
    open var text: String? { didSet { if searchTextField.text != text { searchTextField.text = text } } }
    open var placeholder: String? { didSet { searchTextField.placeholder = placeholder } }
    /// The bar's text field, for styling: it shows the bar's text and placeholder.
    public let searchTextField = SearchTextField()
    open var prompt: String?
    open var showsCancelButton = false
    open var scopeButtonTitles: [String]?
    open var showsScopeBar = false
    open var selectedScopeButtonIndex = 0
    // The keyboard's settings (UITextInputTraits).
    open var isSecureTextEntry = false
    open var keyboardType = KeyboardType.default
    open var returnKeyType = ReturnKeyType.default
    open var autocapitalizationType = AutocapitalizationType.sentences
    open var autocorrectionType = TextAutocorrectionType.default
    open var spellCheckingType = TextSpellCheckingType.default
    open var smartQuotesType = TextSmartQuotesType.default
    open var smartDashesType = TextSmartDashesType.default
    open var smartInsertDeleteType = TextSmartInsertDeleteType.default
    open var inlinePredictionType = TextInlinePredictionType.default
    open var mathExpressionCompletionType = TextMathExpressionCompletionType.default
    open var keyboardAppearance = KeyboardAppearance.default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: TextContentType!
    open var passwordRules: TextInputPasswordRules?
    open var allowsNumberPadPopover = false
    private var customInputView: View?
    /// Shown instead of the system keyboard while editing.
    open override var inputView: View? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputAccessoryView: View?
    /// Shown above the keyboard while editing (a toolbar with a Done button, say).
    open override var inputAccessoryView: View? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    /// The bar's look (UISearchBar.Style).
    public enum Style: UInt, Hashable, Sendable { case `default`, prominent, minimal }
    /// The icons a search bar shows (UISearchBar.Icon).
    public enum Icon: Int, Hashable, Sendable { case search, clear, bookmark, resultsList }
    open var searchBarStyle = Style.default
    open var barStyle = NavigationBar.BarStyle.default
    open var barTintColor: Color?
    open var isTranslucent = true
    /// A disabled bar does not take the keyboard.
    open var isEnabled = true
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var isSearchResultsButtonSelected = false
    open var isLookToDictateEnabled = false
    open var backgroundImage: Image?
    open var scopeBarBackgroundImage: Image?
    open var searchFieldBackgroundPositionAdjustment = Offset.zero
    open var searchTextPositionAdjustment = Offset.zero
    private var iconImages: [Int: Image] = [:]
    private var iconAdjustments: [Icon: Offset] = [:]
    private var searchFieldBackgrounds: [UInt: Image] = [:]

    /// Shows or hides the cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Shows or hides the scope bar.
    open func setShowsScopeBar(_ show: Bool, animated animate: Bool) {
        showsScopeBar = show
    }

    /// An icon in place of the system's for `icon` in `state` (nil goes back to the system's).
    open func setImage(_ iconImage: Image?, for icon: Icon, state: Control.State) {
        iconImages[icon.rawValue << 16 | Int(state.rawValue & 0xFFFF)] = iconImage
    }

    /// The icon set for `icon` in `state`, nil for the system's.
    open func image(for icon: Icon, state: Control.State) -> Image? {
        iconImages[icon.rawValue << 16 | Int(state.rawValue & 0xFFFF)]
    }

    /// Moves `icon` by `adjustment`.
    open func setPositionAdjustment(_ adjustment: Offset, for icon: Icon) { iconAdjustments[icon] = adjustment }

    /// How far `icon` is moved (zero by default).
    open func positionAdjustment(for icon: Icon) -> Offset { iconAdjustments[icon] ?? .zero }

    /// The image behind the text field in `state`.
    open func setSearchFieldBackgroundImage(_ backgroundImage: Image?, for state: Control.State) {
        searchFieldBackgrounds[state.rawValue] = backgroundImage
    }

    /// The image behind the text field in `state`, nil by default.
    open func searchFieldBackgroundImage(for state: Control.State) -> Image? { searchFieldBackgrounds[state.rawValue] }

    /// The bar's background for `barPosition` and `barMetrics` (kept; nothing is drawn headless).
    open func setBackgroundImage(
        _ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: NavigationBar.BarMetrics
    ) {
        legacyImages["background.\(barPosition.rawValue).\(barMetrics.rawValue)"] = backgroundImage
    }

    open func backgroundImage(for barPosition: BarPosition, barMetrics: NavigationBar.BarMetrics) -> Image? {
        legacyImages["background.\(barPosition.rawValue).\(barMetrics.rawValue)"]
    }

    /// The scope buttons' background in `state`.
    open func setScopeBarButtonBackgroundImage(_ backgroundImage: Image?, for state: Control.State) {
        legacyImages["scope.\(state.rawValue)"] = backgroundImage
    }

    open func scopeBarButtonBackgroundImage(for state: Control.State) -> Image? {
        legacyImages["scope.\(state.rawValue)"]
    }

    /// The divider between two scope buttons in the given states.
    open func setScopeBarButtonDividerImage(
        _ dividerImage: Image?, forLeftSegmentState leftState: Control.State,
        rightSegmentState rightState: Control.State
    ) {
        legacyImages["divider.\(leftState.rawValue).\(rightState.rawValue)"] = dividerImage
    }

    open func scopeBarButtonDividerImage(
        forLeftSegmentState leftState: Control.State, rightSegmentState rightState: Control.State
    ) -> Image? {
        legacyImages["divider.\(leftState.rawValue).\(rightState.rawValue)"]
    }

    /// The scope buttons' title attributes in `state`.
    open func setScopeBarButtonTitleTextAttributes(
        _ attributes: [NSAttributedString.Key: Any]?, for state: Control.State
    ) {
        scopeTitleAttributes[state.rawValue] = attributes
    }

    open func scopeBarButtonTitleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
        scopeTitleAttributes[state.rawValue]
    }

    /// Where the bar sits: at the top, as a search bar in a navigation bar or table header is.
    public var barPosition: BarPosition { .top }
    private var legacyImages: [String: Image] = [:]
    private var scopeTitleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    open weak var delegate: (any SearchBarDelegate)?
    /// What a ``SearchController`` hears from its bar, beside the client's delegate.
    var editingObserver: ((SearchBarEvent) -> Void)?

    /// A view of the standard size, as UIKit's `init()` makes it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
    }

    public override init(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 56)) {
        super.init(frame: frame)
        searchTextField.searchBar = self
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A search bar takes the keyboard, unless it is disabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Gives the field the keyboard: `searchBarShouldBeginEditing`, then `searchBarTextDidBeginEditing`.
    /// Returns whether it did.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        SoftwareKeyboard.editing { () -> Bool in
            guard !isFirstResponder else { return true }
            guard isEnabled, delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
            guard super.becomeFirstResponder() else { return false }
            delegate?.searchBarTextDidBeginEditing(self)
            editingObserver?(.began)
            return true
        }
    }

    /// Takes the keyboard away: `searchBarShouldEndEditing`, then `searchBarTextDidEndEditing`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        SoftwareKeyboard.editing { () -> Bool in
            guard isFirstResponder else { return true }
            guard delegate?.searchBarShouldEndEditing(self) ?? true else { return false }
            resignWithoutAsking()
            return true
        }
    }

    override func resignWithoutAsking() {
        SoftwareKeyboard.editing {
            guard isFirstResponder else { return }
            super.resignWithoutAsking()
            delegate?.searchBarTextDidEndEditing(self)
            editingObserver?(.ended)
        }
    }

    /// Types `string` one character at a time (beyond UIKit, headless): the field takes the keyboard first,
    /// and each character is offered to `shouldChangeTextIn` and, if taken, reported by `textDidChange`.
    public func type(_ string: String) {
        guard becomeFirstResponder() else { return }
        for character in string { insertText(String(character)) }
    }

    /// Inserts `text` at the end, as a key does (the bar's field forwards its keys here).
    func insertText(_ text: String) {
        replace(TextEdit.end(of: self.text), with: text)
    }

    /// Deletes the last character, as the delete key does (beyond UIKit, headless).
    public func deleteBackward() {
        guard becomeFirstResponder(), let range = TextEdit.lastCharacter(of: text) else { return }
        replace(range, with: "")
    }

    /// Clears the field as its clear button does (beyond UIKit, headless).
    public func tapClearButton() {
        guard let current = text, !current.isEmpty else { return }
        replace(NSRange(location: 0, length: current.utf16.count), with: "")
    }

    /// The keyboard's Search key (beyond UIKit, headless): `searchBarSearchButtonClicked`.
    public func tapSearchButton() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// The Cancel button (beyond UIKit, headless): `searchBarCancelButtonClicked`; nothing when it is hidden.
    public func tapCancelButton() {
        guard showsCancelButton else { return }
        delegate?.searchBarCancelButtonClicked(self)
        editingObserver?(.cancelled)
    }

    /// A scope button (beyond UIKit, headless): `selectedScopeButtonIndexDidChange` when the scope changes.
    public func tapScopeButton(at index: Int) {
        guard let titles = scopeButtonTitles, titles.indices.contains(index), index != selectedScopeButtonIndex
        else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        editingObserver?(.scopeChanged)
    }

    /// The bookmark button (beyond UIKit, headless): `searchBarBookmarkButtonClicked`; nothing when it is hidden.
    public func tapBookmarkButton() {
        guard showsBookmarkButton else { return }
        delegate?.searchBarBookmarkButtonClicked(self)
    }

    /// The results list button (beyond UIKit, headless): `searchBarResultsListButtonClicked`; nothing when it is
    /// hidden.
    public func tapResultsListButton() {
        guard showsSearchResultsButton else { return }
        delegate?.searchBarResultsListButtonClicked(self)
    }

    private func replace(_ range: NSRange, with replacement: String) {
        guard
            delegate?.searchBar(
                self, shouldChangeTextInRanges: [NSValue(range: range)], replacementText: replacement) ?? true
        else { return }
        let new = TextEdit.replacing(range, in: text, with: replacement)
        text = new
        delegate?.searchBar(self, textDidChange: new)
        editingObserver?(.textChanged)
    }

    open override func visibleProperties() -> [ViewState.Property] {
        super.visibleProperties() + [.init("text", text.map { "\"\($0)\"" } ?? "nil")]
    }
}

/// What happened in a search bar, as its search controller hears it.
enum SearchBarEvent {
    case began, ended, textChanged, cancelled, scopeChanged
}
