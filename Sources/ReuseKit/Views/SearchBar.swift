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
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
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
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A search field with an optional cancel button and scope bar (UISearchBar). Headless input types into it
/// (``type(_:)``, ``deleteBackward()``) and taps its buttons, with the delegate's callbacks in UIKit's order.
@preconcurrency @MainActor
open class SearchBar: View {
    /// The text; setting it tells the delegate nothing, as in UIKit.
    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var showsCancelButton = false
    open var scopeButtonTitles: [String]?
    open var showsScopeBar = false
    open var selectedScopeButtonIndex = 0
    open weak var delegate: (any SearchBarDelegate)?
    /// What a ``SearchController`` hears from its bar, beside the client's delegate.
    var editingObserver: ((SearchBarEvent) -> Void)?

    public override init(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 56)) {
        super.init(frame: frame)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A search bar takes the keyboard.
    open override var canBecomeFirstResponder: Bool { true }

    /// Gives the field the keyboard: `searchBarShouldBeginEditing`, then `searchBarTextDidBeginEditing`.
    /// Returns whether it did.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        delegate?.searchBarTextDidBeginEditing(self)
        editingObserver?(.began)
        return true
    }

    /// Takes the keyboard away: `searchBarShouldEndEditing`, then `searchBarTextDidEndEditing`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.searchBarShouldEndEditing(self) ?? true else { return false }
        resignWithoutAsking()
        return true
    }

    override func resignWithoutAsking() {
        guard isFirstResponder else { return }
        super.resignWithoutAsking()
        delegate?.searchBarTextDidEndEditing(self)
        editingObserver?(.ended)
    }

    /// Types `string` one character at a time (beyond UIKit, headless): the field takes the keyboard first,
    /// and each character is offered to `shouldChangeTextIn` and, if taken, reported by `textDidChange`.
    public func type(_ string: String) {
        guard becomeFirstResponder() else { return }
        for character in string { replace(TextEdit.end(of: text), with: String(character)) }
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

    private func replace(_ range: NSRange, with replacement: String) {
        guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { return }
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
