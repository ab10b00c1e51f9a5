import Foundation

/// The text field inside a search bar (UISearchTextField): clients style it (`searchBar.searchTextField
/// .backgroundColor`, `.font`, `.leftView`) and give it tokens, the filters shown before the text.
@preconcurrency @MainActor
open class SearchTextField: TextField {
    /// The search bar whose field this is: what is typed here is typed in the bar (its delegate, its search
    /// controller), and the text is the bar's.
    weak var searchBar: SearchBar?

    /// The text, the same as the search bar's: setting it sets the bar's, which tells the delegate nothing.
    open override var text: String? {
        didSet { if let searchBar, searchBar.text != text { searchBar.text = text } }
    }

    /// In a search bar, the bar takes the keyboard (`searchBarShouldBeginEditing`, its search controller
    /// activates).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard let searchBar else { return super.becomeFirstResponder() }
        return searchBar.becomeFirstResponder()
    }

    /// In a search bar, a key typed here is typed in the bar: `shouldChangeTextIn`, `textDidChange`, and the
    /// search controller's `updateSearchResults(for:)`.
    open override func insertText(_ text: String) {
        guard let searchBar else { return super.insertText(text) }
        searchBar.insertText(text)
    }

    /// In a search bar, the delete key deletes in the bar.
    open override func deleteBackward() {
        guard let searchBar else { return super.deleteBackward() }
        searchBar.deleteBackward()
    }
    /// The tokens before the text, in order.
    open var tokens: [SearchToken] = []
    /// The colour behind tokens; setting nil gives back the default, the tint colour.
    open var tokenBackgroundColor: Color! {
        get { ownTokenBackgroundColor ?? tintColor }
        set { ownTokenBackgroundColor = newValue }
    }
    private var ownTokenBackgroundColor: Color?
    /// Whether backspace and cut delete tokens; true by default.
    open var allowsDeletingTokens = true
    /// Whether copy includes tokens; true by default.
    open var allowsCopyingTokens = true

    /// Inserts `token` at `tokenIndex` (clamped to the ends).
    ///
    /// - Complexity: O(tokens).
    open func insertToken(_ token: SearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: min(max(tokenIndex, 0), tokens.count))
    }

    /// Removes the token at `tokenIndex`; an index outside the tokens changes nothing.
    ///
    /// - Complexity: O(tokens).
    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else { return }
        tokens.remove(at: tokenIndex)
    }
}

/// A filter shown as a token in a search field (UISearchToken): an icon and a text, and the value it stands for.
@preconcurrency @MainActor
open class SearchToken {
    public let icon: Image?
    public let text: String
    /// What the token stands for, for the search to read back.
    open var representedObject: Any?

    public init(icon: Image?, text: String) {
        self.icon = icon
        self.text = text
    }
}
