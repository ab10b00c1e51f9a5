// Compile-only: UIKit's text, font and search API written as a UIKit client writes it, against ReuseKit.
// Each use carries its `// api:` marker, the "Type member" it stands for; nothing here runs.
// The list is Tests/ReuseKitTests/UIKitSurface/Screens/UIKitTextAPI.txt.
// UIKitSurfaceTests checks every member is here or listed as not on Linux.
import UIKit

// UISearchController: the search controller's properties, as a list screen sets them up.
@MainActor private func textSurfaceUseSearchController(_ controller: UISearchController, coder: NSCoder) {
    // api: UISearchController init(searchResultsController:)
    _ = UISearchController(searchResultsController: nil)
    // api: UISearchController init(nibName:bundle:)
    _ = UISearchController(nibName: nil, bundle: nil)
    // api: UISearchController init(coder:)
    _ = UISearchController(coder: coder)
    // api: UISearchController searchResultsUpdater
    controller.searchResultsUpdater = nil
    let _: (any UISearchResultsUpdating)? = controller.searchResultsUpdater
    // api: UISearchController isActive
    controller.isActive = true
    let _: Bool = controller.isActive
    // api: UISearchController delegate
    controller.delegate = nil
    let _: (any UISearchControllerDelegate)? = controller.delegate
    // api: UISearchController dimsBackgroundDuringPresentation
    controller.dimsBackgroundDuringPresentation = false
    let _: Bool = controller.dimsBackgroundDuringPresentation
    // api: UISearchController obscuresBackgroundDuringPresentation
    controller.obscuresBackgroundDuringPresentation = false
    let _: Bool = controller.obscuresBackgroundDuringPresentation
    // api: UISearchController hidesNavigationBarDuringPresentation
    controller.hidesNavigationBarDuringPresentation = false
    let _: Bool = controller.hidesNavigationBarDuringPresentation
    // api: UISearchController searchResultsController
    let _: UIViewController? = controller.searchResultsController
    // api: UISearchController searchBar
    let _: UISearchBar = controller.searchBar
    // api: UISearchController searchBarPlacement
    let _: UINavigationItem.SearchBarPlacement = controller.searchBarPlacement
    // api: UISearchController automaticallyShowsSearchResultsController
    controller.automaticallyShowsSearchResultsController = true
    let _: Bool = controller.automaticallyShowsSearchResultsController
    // api: UISearchController showsSearchResultsController
    controller.showsSearchResultsController = true
    let _: Bool = controller.showsSearchResultsController
    // api: UISearchController automaticallyShowsCancelButton
    controller.automaticallyShowsCancelButton = false
    let _: Bool = controller.automaticallyShowsCancelButton
    // api: UISearchController automaticallyShowsScopeBar
    controller.automaticallyShowsScopeBar = false
    let _: Bool = controller.automaticallyShowsScopeBar
    // api: UISearchController scopeBarActivation
    controller.scopeBarActivation = .onTextEntry
    let _: UISearchController.ScopeBarActivation = controller.scopeBarActivation
    // api: UISearchController ScopeBarActivation
    let _: [UISearchController.ScopeBarActivation] = [.automatic, .manual, .onTextEntry, .onSearchActivation]
}

// UISearchResultsUpdating
@MainActor private final class TextSurfaceSearchUpdater: NSObject, UISearchResultsUpdating {
    // api: UISearchResultsUpdating updateSearchResults(for:)
    func updateSearchResults(for searchController: UISearchController) {}
}

// UISearchControllerDelegate
@MainActor private final class TextSurfaceSearchControllerDelegate: NSObject, UISearchControllerDelegate {
    // api: UISearchControllerDelegate willPresentSearchController(_:)
    func willPresentSearchController(_ searchController: UISearchController) {}
    // api: UISearchControllerDelegate didPresentSearchController(_:)
    func didPresentSearchController(_ searchController: UISearchController) {}
    // api: UISearchControllerDelegate willDismissSearchController(_:)
    func willDismissSearchController(_ searchController: UISearchController) {}
    // api: UISearchControllerDelegate didDismissSearchController(_:)
    func didDismissSearchController(_ searchController: UISearchController) {}
    // api: UISearchControllerDelegate presentSearchController(_:)
    func presentSearchController(_ searchController: UISearchController) {}
    // api: UISearchControllerDelegate searchController(_:willChangeTo:)
    func searchController(
        _ searchController: UISearchController, willChangeTo newPlacement: UINavigationItem.SearchBarPlacement
    ) {}
    // api: UISearchControllerDelegate searchController(_:didChangeFrom:)
    func searchController(
        _ searchController: UISearchController, didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement
    ) {}
}

// UISearchBar
@MainActor private func textSurfaceUseSearchBar(_ bar: UISearchBar, coder: NSCoder) {
    // api: UISearchBar init()
    _ = UISearchBar()
    // api: UISearchBar init(frame:)
    _ = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    // api: UISearchBar init(coder:)
    _ = UISearchBar(coder: coder)
    // api: UISearchBar barStyle
    bar.barStyle = .black
    let _: UIBarStyle = bar.barStyle
    // api: UISearchBar delegate
    bar.delegate = nil
    let _: (any UISearchBarDelegate)? = bar.delegate
    // api: UISearchBar text
    bar.text = nil
    let _: String? = bar.text
    // api: UISearchBar prompt
    bar.prompt = nil
    let _: String? = bar.prompt
    // api: UISearchBar placeholder
    bar.placeholder = nil
    let _: String? = bar.placeholder
    // api: UISearchBar showsBookmarkButton
    bar.showsBookmarkButton = true
    let _: Bool = bar.showsBookmarkButton
    // api: UISearchBar searchTextField
    let _: UISearchTextField = bar.searchTextField
    // api: UISearchBar showsCancelButton
    bar.showsCancelButton = true
    let _: Bool = bar.showsCancelButton
    // api: UISearchBar showsSearchResultsButton
    bar.showsSearchResultsButton = true
    let _: Bool = bar.showsSearchResultsButton
    // api: UISearchBar isSearchResultsButtonSelected
    bar.isSearchResultsButtonSelected = true
    let _: Bool = bar.isSearchResultsButtonSelected
    // api: UISearchBar setShowsCancelButton(_:animated:)
    bar.setShowsCancelButton(true, animated: true)
    // api: UISearchBar tintColor
    bar.tintColor = nil
    let _: UIColor = bar.tintColor
    // api: UISearchBar barTintColor
    bar.barTintColor = nil
    let _: UIColor? = bar.barTintColor
    // api: UISearchBar searchBarStyle
    bar.searchBarStyle = .minimal
    let _: UISearchBar.Style = bar.searchBarStyle
    // api: UISearchBar isTranslucent
    bar.isTranslucent = false
    let _: Bool = bar.isTranslucent
    // api: UISearchBar scopeButtonTitles
    bar.scopeButtonTitles = nil
    let _: [String]? = bar.scopeButtonTitles
    // api: UISearchBar selectedScopeButtonIndex
    bar.selectedScopeButtonIndex = 1
    let _: Int = bar.selectedScopeButtonIndex
    // api: UISearchBar showsScopeBar
    bar.showsScopeBar = true
    let _: Bool = bar.showsScopeBar
    // api: UISearchBar setShowsScopeBar(_:animated:)
    bar.setShowsScopeBar(true, animated: true)
    // api: UISearchBar inputAccessoryView
    bar.inputAccessoryView = nil
    let _: UIView? = bar.inputAccessoryView
    // api: UISearchBar isEnabled
    bar.isEnabled = false
    let _: Bool = bar.isEnabled
    // api: UISearchBar backgroundImage
    bar.backgroundImage = nil
    let _: UIImage? = bar.backgroundImage
    // api: UISearchBar scopeBarBackgroundImage
    bar.scopeBarBackgroundImage = nil
    let _: UIImage? = bar.scopeBarBackgroundImage
    // api: UISearchBar setSearchFieldBackgroundImage(_:for:)
    bar.setSearchFieldBackgroundImage(nil, for: .normal)
    // api: UISearchBar searchFieldBackgroundImage(for:)
    let _: UIImage? = bar.searchFieldBackgroundImage(for: .normal)
    // api: UISearchBar setImage(_:for:state:)
    bar.setImage(nil, for: .search, state: .normal)
    // api: UISearchBar image(for:state:)
    let _: UIImage? = bar.image(for: .search, state: .normal)
    // api: UISearchBar searchFieldBackgroundPositionAdjustment
    bar.searchFieldBackgroundPositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
    let _: UIOffset = bar.searchFieldBackgroundPositionAdjustment
    // api: UISearchBar searchTextPositionAdjustment
    bar.searchTextPositionAdjustment = UIOffset(horizontal: 4, vertical: 0)
    let _: UIOffset = bar.searchTextPositionAdjustment
    // api: UISearchBar setPositionAdjustment(_:for:)
    bar.setPositionAdjustment(UIOffset(horizontal: 4, vertical: 0), for: .search)
    // api: UISearchBar positionAdjustment(for:)
    let _: UIOffset = bar.positionAdjustment(for: .search)
    // api: UISearchBar isLookToDictateEnabled
    bar.isLookToDictateEnabled = true
    let _: Bool = bar.isLookToDictateEnabled
    // api: UISearchBar Style
    let _: [UISearchBar.Style] = [.default, .prominent, .minimal]
    // api: UISearchBar Icon
    let _: [UISearchBar.Icon] = [.search, .clear, .bookmark, .resultsList]
}

// UISearchBarDelegate
@MainActor private final class TextSurfaceSearchBarDelegate: NSObject, UISearchBarDelegate {
    // api: UISearchBarDelegate searchBarShouldBeginEditing(_:)
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    // api: UISearchBarDelegate searchBarTextDidBeginEditing(_:)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    // api: UISearchBarDelegate searchBarShouldEndEditing(_:)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    // api: UISearchBarDelegate searchBarTextDidEndEditing(_:)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    // api: UISearchBarDelegate searchBar(_:textDidChange:)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    // api: UISearchBarDelegate searchBar(_:shouldChangeTextIn:replacementText:)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    // api: UISearchBarDelegate searchBarSearchButtonClicked(_:)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    // api: UISearchBarDelegate searchBarCancelButtonClicked(_:)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    // api: UISearchBarDelegate searchBar(_:selectedScopeButtonIndexDidChange:)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

// UISearchTextField: the search bar's field with its tokens.
@MainActor private func textSurfaceUseSearchTextField(_ field: UISearchTextField, token: UISearchToken) {
    // api: UISearchTextField tokens
    field.tokens = [token]
    let _: [UISearchToken] = field.tokens
    // api: UISearchTextField insertToken(_:at:)
    field.insertToken(token, at: 0)
    // api: UISearchTextField removeToken(at:)
    field.removeToken(at: 0)
    // api: UISearchTextField tokenBackgroundColor
    field.tokenBackgroundColor = nil
    let _: UIColor = field.tokenBackgroundColor
    // api: UISearchTextField allowsDeletingTokens
    field.allowsDeletingTokens = false
    let _: Bool = field.allowsDeletingTokens
    // api: UISearchTextField allowsCopyingTokens
    field.allowsCopyingTokens = false
    let _: Bool = field.allowsCopyingTokens
}

// UISearchToken
@MainActor private func textSurfaceUseSearchToken(_ token: UISearchToken) {
    // api: UISearchToken init(icon:text:)
    let _: UISearchToken = UISearchToken(icon: nil, text: "Photos")
    // api: UISearchToken representedObject
    token.representedObject = nil
    let _: Any? = token.representedObject
}

// UITextField
@MainActor private func textSurfaceUseTextField(_ field: UITextField, state: Any) {
    // api: UITextField text
    field.text = nil
    let _: String? = field.text
    // api: UITextField attributedText
    field.attributedText = nil
    let _: NSAttributedString? = field.attributedText
    // api: UITextField textColor
    field.textColor = nil
    let _: UIColor? = field.textColor
    // api: UITextField font
    field.font = nil
    let _: UIFont? = field.font
    // api: UITextField textAlignment
    field.textAlignment = .center
    let _: NSTextAlignment = field.textAlignment
    // api: UITextField borderStyle
    field.borderStyle = .roundedRect
    let _: UITextField.BorderStyle = field.borderStyle
    // api: UITextField defaultTextAttributes
    field.defaultTextAttributes = [.foregroundColor: UIColor.red]
    let _: [NSAttributedString.Key: Any] = field.defaultTextAttributes
    // api: UITextField placeholder
    field.placeholder = nil
    let _: String? = field.placeholder
    // api: UITextField attributedPlaceholder
    field.attributedPlaceholder = nil
    let _: NSAttributedString? = field.attributedPlaceholder
    // api: UITextField clearsOnBeginEditing
    field.clearsOnBeginEditing = true
    let _: Bool = field.clearsOnBeginEditing
    // api: UITextField adjustsFontSizeToFitWidth
    field.adjustsFontSizeToFitWidth = true
    let _: Bool = field.adjustsFontSizeToFitWidth
    // api: UITextField minimumFontSize
    field.minimumFontSize = 12
    let _: CGFloat = field.minimumFontSize
    // api: UITextField delegate
    field.delegate = nil
    let _: (any UITextFieldDelegate)? = field.delegate
    // api: UITextField background
    field.background = nil
    let _: UIImage? = field.background
    // api: UITextField disabledBackground
    field.disabledBackground = nil
    let _: UIImage? = field.disabledBackground
    // api: UITextField isEditing
    let _: Bool = field.isEditing
    // api: UITextField allowsEditingTextAttributes
    field.allowsEditingTextAttributes = true
    let _: Bool = field.allowsEditingTextAttributes
    // api: UITextField typingAttributes
    field.typingAttributes = nil
    let _: [NSAttributedString.Key: Any]? = field.typingAttributes
    // api: UITextField clearButtonMode
    field.clearButtonMode = .whileEditing
    let _: UITextField.ViewMode = field.clearButtonMode
    // api: UITextField leftView
    field.leftView = nil
    let _: UIView? = field.leftView
    // api: UITextField leftViewMode
    field.leftViewMode = .always
    let _: UITextField.ViewMode = field.leftViewMode
    // api: UITextField rightView
    field.rightView = nil
    let _: UIView? = field.rightView
    // api: UITextField rightViewMode
    field.rightViewMode = .unlessEditing
    let _: UITextField.ViewMode = field.rightViewMode
    // api: UITextField inputView
    field.inputView = nil
    let _: UIView? = field.inputView
    // api: UITextField inputAccessoryView
    field.inputAccessoryView = nil
    let _: UIView? = field.inputAccessoryView
    // api: UITextField clearsOnInsertion
    field.clearsOnInsertion = true
    let _: Bool = field.clearsOnInsertion
    // api: UITextField adjustsFontForContentSizeCategory
    field.adjustsFontForContentSizeCategory = true
    let _: Bool = field.adjustsFontForContentSizeCategory
    // api: UITextField BorderStyle
    let _: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
    // api: UITextField ViewMode
    let _: [UITextField.ViewMode] = [.never, .whileEditing, .unlessEditing, .always]
}

// UITextField's override points, as a padded field subclass overrides them.
@MainActor private final class TextSurfaceTextField: UITextField {
    // api: UITextField borderRect(forBounds:)
    override func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    // api: UITextField textRect(forBounds:)
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 8, dy: 0) }
    // api: UITextField placeholderRect(forBounds:)
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 8, dy: 0) }
    // api: UITextField editingRect(forBounds:)
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 8, dy: 0) }
    // api: UITextField clearButtonRect(forBounds:)
    override func clearButtonRect(forBounds bounds: CGRect) -> CGRect { bounds }
    // api: UITextField leftViewRect(forBounds:)
    override func leftViewRect(forBounds bounds: CGRect) -> CGRect { bounds }
    // api: UITextField rightViewRect(forBounds:)
    override func rightViewRect(forBounds bounds: CGRect) -> CGRect { bounds }
    // api: UITextField drawText(in:)
    override func drawText(in rect: CGRect) {}
    // api: UITextField drawPlaceholder(in:)
    override func drawPlaceholder(in rect: CGRect) {}
}

// UITextFieldDelegate
@MainActor private final class TextSurfaceTextFieldDelegate: NSObject, UITextFieldDelegate {
    // api: UITextFieldDelegate textFieldShouldBeginEditing(_:)
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    // api: UITextFieldDelegate textFieldDidBeginEditing(_:)
    func textFieldDidBeginEditing(_ textField: UITextField) {}
    // api: UITextFieldDelegate textFieldShouldEndEditing(_:)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    // api: UITextFieldDelegate textFieldDidEndEditing(_:)
    func textFieldDidEndEditing(_ textField: UITextField) {}
    // api: UITextFieldDelegate textField(_:shouldChangeCharactersIn:replacementString:)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    { true }
    // api: UITextFieldDelegate textFieldDidChangeSelection(_:)
    func textFieldDidChangeSelection(_ textField: UITextField) {}
    // api: UITextFieldDelegate textFieldShouldClear(_:)
    func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    // api: UITextFieldDelegate textFieldShouldReturn(_:)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

// UITextView
@MainActor private func textSurfaceUseTextView(_ textView: UITextView, coder: NSCoder, state: Any) {
    // api: UITextView init(coder:)
    _ = UITextView(coder: coder)
    // api: UITextView text
    textView.text = nil
    let _: String = textView.text
    // api: UITextView font
    textView.font = nil
    let _: UIFont? = textView.font
    // api: UITextView textColor
    textView.textColor = nil
    let _: UIColor? = textView.textColor
    // api: UITextView textAlignment
    textView.textAlignment = .justified
    let _: NSTextAlignment = textView.textAlignment
    // api: UITextView selectedRange
    textView.selectedRange = NSRange(location: 0, length: 0)
    let _: NSRange = textView.selectedRange
    // api: UITextView isEditable
    textView.isEditable = false
    let _: Bool = textView.isEditable
    // api: UITextView isSelectable
    textView.isSelectable = false
    let _: Bool = textView.isSelectable
    // api: UITextView allowsEditingTextAttributes
    textView.allowsEditingTextAttributes = true
    let _: Bool = textView.allowsEditingTextAttributes
    // api: UITextView typingAttributes
    textView.typingAttributes = [.font: UIFont.systemFont(ofSize: 17)]
    let _: [NSAttributedString.Key: Any] = textView.typingAttributes
    // api: UITextView inputView
    textView.inputView = nil
    let _: UIView? = textView.inputView
    // api: UITextView inputAccessoryView
    textView.inputAccessoryView = nil
    let _: UIView? = textView.inputAccessoryView
    // api: UITextView clearsOnInsertion
    textView.clearsOnInsertion = true
    let _: Bool = textView.clearsOnInsertion
    // api: UITextView textContainerInset
    textView.textContainerInset = .zero
    let _: UIEdgeInsets = textView.textContainerInset
    // api: UITextView linkTextAttributes
    textView.linkTextAttributes = nil
    let _: [NSAttributedString.Key: Any] = textView.linkTextAttributes
    // api: UITextView adjustsFontForContentSizeCategory
    textView.adjustsFontForContentSizeCategory = true
    let _: Bool = textView.adjustsFontForContentSizeCategory
    // api: UIScrollView isScrollEnabled
    textView.isScrollEnabled = false
    let _: Bool = textView.isScrollEnabled
}

// UITextViewDelegate
@MainActor private final class TextSurfaceTextViewDelegate: NSObject, UITextViewDelegate {
    // api: UITextViewDelegate textViewShouldBeginEditing(_:)
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    // api: UITextViewDelegate textViewShouldEndEditing(_:)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    // api: UITextViewDelegate textViewDidBeginEditing(_:)
    func textViewDidBeginEditing(_ textView: UITextView) {}
    // api: UITextViewDelegate textViewDidEndEditing(_:)
    func textViewDidEndEditing(_ textView: UITextView) {}
    // api: UITextViewDelegate textView(_:shouldChangeTextIn:replacementText:)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    // api: UITextViewDelegate textViewDidChange(_:)
    func textViewDidChange(_ textView: UITextView) {}
}

// UILabel
@MainActor private func textSurfaceUseLabel(_ label: UILabel) {
    // api: UILabel text
    label.text = nil
    let _: String? = label.text
    // api: UILabel font
    label.font = nil
    let _: UIFont = label.font
    // api: UILabel textColor
    label.textColor = nil
    let _: UIColor = label.textColor
    // api: UILabel shadowColor
    label.shadowColor = nil
    let _: UIColor? = label.shadowColor
    // api: UILabel shadowOffset
    label.shadowOffset = CGSize(width: 0, height: 1)
    let _: CGSize = label.shadowOffset
    // api: UILabel textAlignment
    label.textAlignment = .right
    let _: NSTextAlignment = label.textAlignment
    // api: UILabel lineBreakMode
    label.lineBreakMode = .byWordWrapping
    let _: NSLineBreakMode = label.lineBreakMode
    // api: UILabel attributedText
    label.attributedText = nil
    let _: NSAttributedString? = label.attributedText
    // api: UILabel highlightedTextColor
    label.highlightedTextColor = nil
    let _: UIColor? = label.highlightedTextColor
    // api: UILabel isHighlighted
    label.isHighlighted = true
    let _: Bool = label.isHighlighted
    // api: UILabel isUserInteractionEnabled
    label.isUserInteractionEnabled = true
    let _: Bool = label.isUserInteractionEnabled
    // api: UILabel isEnabled
    label.isEnabled = false
    let _: Bool = label.isEnabled
    // api: UILabel numberOfLines
    label.numberOfLines = 0
    let _: Int = label.numberOfLines
    // api: UILabel adjustsFontSizeToFitWidth
    label.adjustsFontSizeToFitWidth = true
    let _: Bool = label.adjustsFontSizeToFitWidth
    // api: UILabel baselineAdjustment
    label.baselineAdjustment = .alignCenters
    let _: UIBaselineAdjustment = label.baselineAdjustment
    // api: UILabel minimumScaleFactor
    label.minimumScaleFactor = 0.5
    let _: CGFloat = label.minimumScaleFactor
    // api: UILabel allowsDefaultTighteningForTruncation
    label.allowsDefaultTighteningForTruncation = true
    let _: Bool = label.allowsDefaultTighteningForTruncation
    // api: UILabel lineBreakStrategy
    label.lineBreakStrategy = .standard
    let _: NSParagraphStyle.LineBreakStrategy = label.lineBreakStrategy
    // api: UILabel preferredMaxLayoutWidth
    label.preferredMaxLayoutWidth = 200
    let _: CGFloat = label.preferredMaxLayoutWidth
    // api: UILabel preferredVibrancy
    label.preferredVibrancy = .automatic
    let _: UILabelVibrancy = label.preferredVibrancy
    // api: UILabel showsExpansionTextWhenTruncated
    label.showsExpansionTextWhenTruncated = true
    let _: Bool = label.showsExpansionTextWhenTruncated
    // api: UILabel adjustsFontForContentSizeCategory
    label.adjustsFontForContentSizeCategory = true
    let _: Bool = label.adjustsFontForContentSizeCategory
}

// UILabel's override points, as an inset label overrides them.
@MainActor private final class TextSurfaceLabel: UILabel {
    // api: UILabel textRect(forBounds:limitedToNumberOfLines:)
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        bounds.insetBy(dx: 4, dy: 4)
    }
    // api: UILabel drawText(in:)
    override func drawText(in rect: CGRect) {}
}

// NSTextAlignment and NSLineBreakMode
private func textSurfaceUseAlignmentAndLineBreaks() {
    // api: NSTextAlignment left
    let _: NSTextAlignment = .left
    // api: NSTextAlignment center
    let _: NSTextAlignment = .center
    // api: NSTextAlignment right
    let _: NSTextAlignment = .right
    // api: NSTextAlignment justified
    let _: NSTextAlignment = .justified
    // api: NSTextAlignment natural
    let _: NSTextAlignment = .natural
    // api: NSLineBreakMode byWordWrapping
    let _: NSLineBreakMode = .byWordWrapping
    // api: NSLineBreakMode byCharWrapping
    let _: NSLineBreakMode = .byCharWrapping
    // api: NSLineBreakMode byClipping
    let _: NSLineBreakMode = .byClipping
    // api: NSLineBreakMode byTruncatingHead
    let _: NSLineBreakMode = .byTruncatingHead
    // api: NSLineBreakMode byTruncatingTail
    let _: NSLineBreakMode = .byTruncatingTail
    // api: NSLineBreakMode byTruncatingMiddle
    let _: NSLineBreakMode = .byTruncatingMiddle
}

// UIFont, outside the main actor as UIKit allows (UIFont is not main-actor isolated).
private func textSurfaceUseFont(_ font: UIFont) {
    // api: UIFont preferredFont(forTextStyle:)
    let _: UIFont = UIFont.preferredFont(forTextStyle: .body)
    // api: UIFont preferredFont(forTextStyle:compatibleWith:)
    let _: UIFont = UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil)
    // api: UIFont init(name:size:)
    _ = UIFont(name: "Menlo", size: 12) ?? font
    // api: UIFont init(descriptor:size:)
    let _: UIFont = UIFont(descriptor: font.fontDescriptor, size: 0)
    // api: UIFont familyNames
    let _: [String] = UIFont.familyNames
    // api: UIFont fontNames(forFamilyName:)
    let _: [String] = UIFont.fontNames(forFamilyName: "Menlo")
    // api: UIFont systemFont(ofSize:)
    let _: UIFont = UIFont.systemFont(ofSize: 17)
    // api: UIFont boldSystemFont(ofSize:)
    let _: UIFont = UIFont.boldSystemFont(ofSize: 17)
    // api: UIFont italicSystemFont(ofSize:)
    let _: UIFont = UIFont.italicSystemFont(ofSize: 17)
    // api: UIFont systemFont(ofSize:weight:)
    let _: UIFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    // api: UIFont systemFont(ofSize:weight:width:)
    let _: UIFont = UIFont.systemFont(ofSize: 17, weight: .regular, width: .condensed)
    // api: UIFont monospacedDigitSystemFont(ofSize:weight:)
    let _: UIFont = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
    // api: UIFont monospacedSystemFont(ofSize:weight:)
    let _: UIFont = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
    // api: UIFont familyName
    let _: String = font.familyName
    // api: UIFont fontName
    let _: String = font.fontName
    // api: UIFont pointSize
    let _: CGFloat = font.pointSize
    // api: UIFont ascender
    let _: CGFloat = font.ascender
    // api: UIFont descender
    let _: CGFloat = font.descender
    // api: UIFont capHeight
    let _: CGFloat = font.capHeight
    // api: UIFont xHeight
    let _: CGFloat = font.xHeight
    // api: UIFont lineHeight
    let _: CGFloat = font.lineHeight
    // api: UIFont leading
    let _: CGFloat = font.leading
    // api: UIFont withSize(_:)
    let _: UIFont = font.withSize(20)
    // api: UIFont fontDescriptor
    let _: UIFontDescriptor = font.fontDescriptor
    // api: UIFont labelFontSize
    let _: CGFloat = UIFont.labelFontSize
    // api: UIFont buttonFontSize
    let _: CGFloat = UIFont.buttonFontSize
    // api: UIFont smallSystemFontSize
    let _: CGFloat = UIFont.smallSystemFontSize
    // api: UIFont systemFontSize
    let _: CGFloat = UIFont.systemFontSize
    // api: UIFont Weight
    let _: UIFont.Weight = .bold
    // api: UIFont TextStyle
    let _: UIFont.TextStyle = .body
    // api: UIFont Width
    let _: UIFont.Width = .standard
    // api: UIFont.Weight ultraLight
    let _: UIFont.Weight = .ultraLight
    // api: UIFont.Weight thin
    let _: UIFont.Weight = .thin
    // api: UIFont.Weight light
    let _: UIFont.Weight = .light
    // api: UIFont.Weight regular
    let _: UIFont.Weight = .regular
    // api: UIFont.Weight medium
    let _: UIFont.Weight = .medium
    // api: UIFont.Weight semibold
    let _: UIFont.Weight = .semibold
    // api: UIFont.Weight bold
    let _: UIFont.Weight = .bold
    // api: UIFont.Weight heavy
    let _: UIFont.Weight = .heavy
    // api: UIFont.Weight black
    let _: UIFont.Weight = .black
    // api: UIFont.Weight init(rawValue:)
    let _: UIFont.Weight = UIFont.Weight(rawValue: 0.3)
    // api: UIFont.Weight init(_:)
    let _: UIFont.Weight = UIFont.Weight(0.3)
    // api: UIFont.TextStyle largeTitle
    let _: UIFont.TextStyle = .largeTitle
    // api: UIFont.TextStyle title1
    let _: UIFont.TextStyle = .title1
    // api: UIFont.TextStyle title2
    let _: UIFont.TextStyle = .title2
    // api: UIFont.TextStyle title3
    let _: UIFont.TextStyle = .title3
    // api: UIFont.TextStyle headline
    let _: UIFont.TextStyle = .headline
    // api: UIFont.TextStyle subheadline
    let _: UIFont.TextStyle = .subheadline
    // api: UIFont.TextStyle body
    let _: UIFont.TextStyle = .body
    // api: UIFont.TextStyle callout
    let _: UIFont.TextStyle = .callout
    // api: UIFont.TextStyle footnote
    let _: UIFont.TextStyle = .footnote
    // api: UIFont.TextStyle caption1
    let _: UIFont.TextStyle = .caption1
    // api: UIFont.TextStyle caption2
    let _: UIFont.TextStyle = .caption2
    // api: UIFont.Width condensed
    let _: UIFont.Width = .condensed
    // api: UIFont.Width standard
    let _: UIFont.Width = .standard
    // api: UIFont.Width expanded
    let _: UIFont.Width = .expanded
    // api: UIFont.Width compressed
    let _: UIFont.Width = .compressed
}

// UIFontDescriptor, outside the main actor as UIKit allows.
private func textSurfaceUseFontDescriptor(_ descriptor: UIFontDescriptor) {
    // api: UIFontDescriptor init(name:size:)
    _ = UIFontDescriptor(name: "Menlo", size: 12)
    // api: UIFontDescriptor init(fontAttributes:)
    _ = UIFontDescriptor(fontAttributes: [.family: "Menlo"])
    // api: UIFontDescriptor preferredFontDescriptor(withTextStyle:)
    let _: UIFontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    // api: UIFontDescriptor preferredFontDescriptor(withTextStyle:compatibleWith:)
    let _: UIFontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: nil)
    // api: UIFontDescriptor postscriptName
    let _: String = descriptor.postscriptName
    // api: UIFontDescriptor pointSize
    let _: CGFloat = descriptor.pointSize
    // api: UIFontDescriptor fontAttributes
    let _: [UIFontDescriptor.AttributeName: Any] = descriptor.fontAttributes
    // api: UIFontDescriptor symbolicTraits
    let _: UIFontDescriptor.SymbolicTraits = descriptor.symbolicTraits
    // api: UIFontDescriptor withSymbolicTraits(_:)
    _ = descriptor.withSymbolicTraits(.traitBold) ?? descriptor
    // api: UIFontDescriptor withSize(_:)
    let _: UIFontDescriptor = descriptor.withSize(20)
    // api: UIFontDescriptor withDesign(_:)
    _ = descriptor.withDesign(.rounded) ?? descriptor
    // api: UIFontDescriptor SymbolicTraits
    let _: UIFontDescriptor.SymbolicTraits = [.traitBold, .traitItalic]
    // api: UIFontDescriptor SystemDesign
    let _: [UIFontDescriptor.SystemDesign] = [.default, .rounded, .serif, .monospaced]
    // api: UIFontDescriptor.SymbolicTraits traitItalic
    let _: UIFontDescriptor.SymbolicTraits = .traitItalic
    // api: UIFontDescriptor.SymbolicTraits traitBold
    let _: UIFontDescriptor.SymbolicTraits = .traitBold
    // api: UIFontDescriptor.SymbolicTraits traitExpanded
    let _: UIFontDescriptor.SymbolicTraits = .traitExpanded
    // api: UIFontDescriptor.SymbolicTraits traitCondensed
    let _: UIFontDescriptor.SymbolicTraits = .traitCondensed
    // api: UIFontDescriptor.SymbolicTraits traitMonoSpace
    let _: UIFontDescriptor.SymbolicTraits = .traitMonoSpace
    // api: UIFontDescriptor.SymbolicTraits traitVertical
    let _: UIFontDescriptor.SymbolicTraits = .traitVertical
    // api: UIFontDescriptor.SymbolicTraits traitUIOptimized
    let _: UIFontDescriptor.SymbolicTraits = .traitUIOptimized
    // api: UIFontDescriptor.SymbolicTraits traitTightLeading
    let _: UIFontDescriptor.SymbolicTraits = .traitTightLeading
    // api: UIFontDescriptor.SymbolicTraits traitLooseLeading
    let _: UIFontDescriptor.SymbolicTraits = .traitLooseLeading
}

// UIFontMetrics, outside the main actor as UIKit allows.
private func textSurfaceUseFontMetrics(_ metrics: UIFontMetrics, font: UIFont) {
    // api: UIFontMetrics default
    let _: UIFontMetrics = UIFontMetrics.default
    // api: UIFontMetrics init(forTextStyle:)
    _ = UIFontMetrics(forTextStyle: .headline)
    // api: UIFontMetrics scaledFont(for:)
    let _: UIFont = metrics.scaledFont(for: font)
    // api: UIFontMetrics scaledFont(for:maximumPointSize:)
    let _: UIFont = metrics.scaledFont(for: font, maximumPointSize: 28)
    // api: UIFontMetrics scaledFont(for:compatibleWith:)
    let _: UIFont = metrics.scaledFont(for: font, compatibleWith: nil)
    // api: UIFontMetrics scaledFont(for:maximumPointSize:compatibleWith:)
    let _: UIFont = metrics.scaledFont(for: font, maximumPointSize: 28, compatibleWith: nil)
    // api: UIFontMetrics scaledValue(for:)
    let _: CGFloat = metrics.scaledValue(for: 8)
    // api: UIFontMetrics scaledValue(for:compatibleWith:)
    let _: CGFloat = metrics.scaledValue(for: 8, compatibleWith: nil)
}

// UITextInputTraits, on each of its adopters: UITextField, UITextView and UISearchBar.
@MainActor private func textSurfaceUseTextInputTraits(
    _ field: UITextField, _ textView: UITextView, _ bar: UISearchBar
) {
    // api: UITextInputTraits autocapitalizationType
    field.autocapitalizationType = .words
    textView.autocapitalizationType = .words
    bar.autocapitalizationType = .words
    let _: UITextAutocapitalizationType = field.autocapitalizationType
    // api: UITextInputTraits autocorrectionType
    field.autocorrectionType = .no
    textView.autocorrectionType = .no
    bar.autocorrectionType = .no
    let _: UITextAutocorrectionType = field.autocorrectionType
    // api: UITextInputTraits spellCheckingType
    field.spellCheckingType = .no
    textView.spellCheckingType = .no
    bar.spellCheckingType = .no
    let _: UITextSpellCheckingType = field.spellCheckingType
    // api: UITextInputTraits smartQuotesType
    field.smartQuotesType = .no
    textView.smartQuotesType = .no
    bar.smartQuotesType = .no
    let _: UITextSmartQuotesType = field.smartQuotesType
    // api: UITextInputTraits smartDashesType
    field.smartDashesType = .no
    textView.smartDashesType = .no
    bar.smartDashesType = .no
    let _: UITextSmartDashesType = field.smartDashesType
    // api: UITextInputTraits smartInsertDeleteType
    field.smartInsertDeleteType = .no
    textView.smartInsertDeleteType = .no
    bar.smartInsertDeleteType = .no
    let _: UITextSmartInsertDeleteType = field.smartInsertDeleteType
    // api: UITextInputTraits inlinePredictionType
    field.inlinePredictionType = .no
    textView.inlinePredictionType = .no
    bar.inlinePredictionType = .no
    let _: UITextInlinePredictionType = field.inlinePredictionType
    // api: UITextInputTraits mathExpressionCompletionType
    field.mathExpressionCompletionType = .no
    textView.mathExpressionCompletionType = .no
    bar.mathExpressionCompletionType = .no
    let _: UITextMathExpressionCompletionType = field.mathExpressionCompletionType
    // api: UITextInputTraits keyboardType
    field.keyboardType = .emailAddress
    textView.keyboardType = .emailAddress
    bar.keyboardType = .emailAddress
    let _: UIKeyboardType = field.keyboardType
    // api: UITextInputTraits keyboardAppearance
    field.keyboardAppearance = .dark
    textView.keyboardAppearance = .dark
    bar.keyboardAppearance = .dark
    let _: UIKeyboardAppearance = field.keyboardAppearance
    // api: UITextInputTraits returnKeyType
    field.returnKeyType = .search
    textView.returnKeyType = .search
    bar.returnKeyType = .search
    let _: UIReturnKeyType = field.returnKeyType
    // api: UITextInputTraits enablesReturnKeyAutomatically
    field.enablesReturnKeyAutomatically = true
    textView.enablesReturnKeyAutomatically = true
    bar.enablesReturnKeyAutomatically = true
    let _: Bool = field.enablesReturnKeyAutomatically
    // api: UITextInputTraits isSecureTextEntry
    field.isSecureTextEntry = true
    textView.isSecureTextEntry = true
    bar.isSecureTextEntry = true
    let _: Bool = field.isSecureTextEntry
    // api: UITextInputTraits textContentType
    field.textContentType = nil
    textView.textContentType = nil
    bar.textContentType = nil
    let _: UITextContentType? = field.textContentType
    // api: UITextInputTraits passwordRules
    field.passwordRules = nil
    textView.passwordRules = nil
    bar.passwordRules = nil
    let _: UITextInputPasswordRules? = field.passwordRules
    // api: UITextInputTraits allowsNumberPadPopover
    field.allowsNumberPadPopover = true
    textView.allowsNumberPadPopover = true
    bar.allowsNumberPadPopover = true
    let _: Bool = field.allowsNumberPadPopover
}

// The keyboard's enumerations.
private func textSurfaceUseKeyboardEnumerations() {
    // api: UIKeyboardType default
    let _: UIKeyboardType = .default
    // api: UIKeyboardType asciiCapable
    let _: UIKeyboardType = .asciiCapable
    // api: UIKeyboardType numbersAndPunctuation
    let _: UIKeyboardType = .numbersAndPunctuation
    // api: UIKeyboardType URL
    let _: UIKeyboardType = .URL
    // api: UIKeyboardType numberPad
    let _: UIKeyboardType = .numberPad
    // api: UIKeyboardType phonePad
    let _: UIKeyboardType = .phonePad
    // api: UIKeyboardType namePhonePad
    let _: UIKeyboardType = .namePhonePad
    // api: UIKeyboardType emailAddress
    let _: UIKeyboardType = .emailAddress
    // api: UIKeyboardType decimalPad
    let _: UIKeyboardType = .decimalPad
    // api: UIKeyboardType twitter
    let _: UIKeyboardType = .twitter
    // api: UIKeyboardType webSearch
    let _: UIKeyboardType = .webSearch
    // api: UIKeyboardType asciiCapableNumberPad
    let _: UIKeyboardType = .asciiCapableNumberPad
    // api: UIKeyboardType alphabet
    let _: UIKeyboardType = .alphabet
    // api: UIReturnKeyType default
    let _: UIReturnKeyType = .default
    // api: UIReturnKeyType go
    let _: UIReturnKeyType = .go
    // api: UIReturnKeyType google
    let _: UIReturnKeyType = .google
    // api: UIReturnKeyType join
    let _: UIReturnKeyType = .join
    // api: UIReturnKeyType next
    let _: UIReturnKeyType = .next
    // api: UIReturnKeyType route
    let _: UIReturnKeyType = .route
    // api: UIReturnKeyType search
    let _: UIReturnKeyType = .search
    // api: UIReturnKeyType send
    let _: UIReturnKeyType = .send
    // api: UIReturnKeyType yahoo
    let _: UIReturnKeyType = .yahoo
    // api: UIReturnKeyType done
    let _: UIReturnKeyType = .done
    // api: UIReturnKeyType emergencyCall
    let _: UIReturnKeyType = .emergencyCall
    // api: UIReturnKeyType continue
    let _: UIReturnKeyType = .continue
    // api: UITextAutocapitalizationType none
    let _: UITextAutocapitalizationType = .none
    // api: UITextAutocapitalizationType words
    let _: UITextAutocapitalizationType = .words
    // api: UITextAutocapitalizationType sentences
    let _: UITextAutocapitalizationType = .sentences
    // api: UITextAutocapitalizationType allCharacters
    let _: UITextAutocapitalizationType = .allCharacters
    // api: UITextAutocorrectionType default
    let _: UITextAutocorrectionType = .default
    // api: UITextAutocorrectionType no
    let _: UITextAutocorrectionType = .no
    // api: UITextAutocorrectionType yes
    let _: UITextAutocorrectionType = .yes
    // api: UIKeyboardAppearance default
    let _: UIKeyboardAppearance = .default
    // api: UIKeyboardAppearance dark
    let _: UIKeyboardAppearance = .dark
    // api: UIKeyboardAppearance light
    let _: UIKeyboardAppearance = .light
    // api: UIKeyboardAppearance alert
    let _: UIKeyboardAppearance = .alert
}

// UIResponder: a text field takes and gives up the keyboard.
@MainActor private func textSurfaceUseFirstResponder(_ field: UITextField) {
    // api: UIResponder becomeFirstResponder()
    field.becomeFirstResponder()
    // api: UIResponder resignFirstResponder()
    field.resignFirstResponder()
    // api: UIResponder isFirstResponder
    let _: Bool = field.isFirstResponder
}

// NSAttributedString.Key: UIKit's attribute names.
private func textSurfaceUseAttributeKeys() {
    // api: NSAttributedString.Key font
    let _: NSAttributedString.Key = .font
    // api: NSAttributedString.Key paragraphStyle
    let _: NSAttributedString.Key = .paragraphStyle
    // api: NSAttributedString.Key foregroundColor
    let _: NSAttributedString.Key = .foregroundColor
    // api: NSAttributedString.Key backgroundColor
    let _: NSAttributedString.Key = .backgroundColor
    // api: NSAttributedString.Key ligature
    let _: NSAttributedString.Key = .ligature
    // api: NSAttributedString.Key kern
    let _: NSAttributedString.Key = .kern
    // api: NSAttributedString.Key tracking
    let _: NSAttributedString.Key = .tracking
    // api: NSAttributedString.Key strikethroughStyle
    let _: NSAttributedString.Key = .strikethroughStyle
    // api: NSAttributedString.Key underlineStyle
    let _: NSAttributedString.Key = .underlineStyle
    // api: NSAttributedString.Key strokeColor
    let _: NSAttributedString.Key = .strokeColor
    // api: NSAttributedString.Key strokeWidth
    let _: NSAttributedString.Key = .strokeWidth
    // api: NSAttributedString.Key shadow
    let _: NSAttributedString.Key = .shadow
    // api: NSAttributedString.Key attachment
    let _: NSAttributedString.Key = .attachment
    // api: NSAttributedString.Key link
    let _: NSAttributedString.Key = .link
    // api: NSAttributedString.Key baselineOffset
    let _: NSAttributedString.Key = .baselineOffset
    // api: NSAttributedString.Key underlineColor
    let _: NSAttributedString.Key = .underlineColor
    // api: NSAttributedString.Key strikethroughColor
    let _: NSAttributedString.Key = .strikethroughColor
    // api: NSAttributedString.Key obliqueness
    let _: NSAttributedString.Key = .obliqueness
    // api: NSAttributedString.Key expansion
    let _: NSAttributedString.Key = .expansion
}

// NSUnderlineStyle
private func textSurfaceUseUnderlineStyles() {
    // api: NSUnderlineStyle single
    let _: NSUnderlineStyle = .single
    // api: NSUnderlineStyle thick
    let _: NSUnderlineStyle = .thick
    // api: NSUnderlineStyle double
    let _: NSUnderlineStyle = .double
    // api: NSUnderlineStyle patternDot
    let _: NSUnderlineStyle = .patternDot
    // api: NSUnderlineStyle patternDash
    let _: NSUnderlineStyle = .patternDash
    // api: NSUnderlineStyle patternDashDot
    let _: NSUnderlineStyle = .patternDashDot
    // api: NSUnderlineStyle patternDashDotDot
    let _: NSUnderlineStyle = .patternDashDotDot
    // api: NSUnderlineStyle byWord
    let _: NSUnderlineStyle = .byWord
}

// NSParagraphStyle, read from a style and set on a mutable one, outside the main actor as UIKit allows.
private func textSurfaceUseParagraphStyle(_ style: NSParagraphStyle, _ mutable: NSMutableParagraphStyle) {
    // api: NSParagraphStyle default
    let _: NSParagraphStyle = NSParagraphStyle.default
    // api: NSParagraphStyle lineSpacing
    mutable.lineSpacing = 4
    let _: CGFloat = style.lineSpacing
    // api: NSParagraphStyle paragraphSpacing
    mutable.paragraphSpacing = 8
    let _: CGFloat = style.paragraphSpacing
    // api: NSParagraphStyle alignment
    mutable.alignment = .center
    let _: NSTextAlignment = style.alignment
    // api: NSParagraphStyle headIndent
    mutable.headIndent = 12
    let _: CGFloat = style.headIndent
    // api: NSParagraphStyle tailIndent
    mutable.tailIndent = -12
    let _: CGFloat = style.tailIndent
    // api: NSParagraphStyle firstLineHeadIndent
    mutable.firstLineHeadIndent = 20
    let _: CGFloat = style.firstLineHeadIndent
    // api: NSParagraphStyle minimumLineHeight
    mutable.minimumLineHeight = 20
    let _: CGFloat = style.minimumLineHeight
    // api: NSParagraphStyle maximumLineHeight
    mutable.maximumLineHeight = 24
    let _: CGFloat = style.maximumLineHeight
    // api: NSParagraphStyle lineBreakMode
    mutable.lineBreakMode = .byTruncatingTail
    let _: NSLineBreakMode = style.lineBreakMode
    // api: NSParagraphStyle lineHeightMultiple
    mutable.lineHeightMultiple = 1.2
    let _: CGFloat = style.lineHeightMultiple
    // api: NSParagraphStyle paragraphSpacingBefore
    mutable.paragraphSpacingBefore = 4
    let _: CGFloat = style.paragraphSpacingBefore
    // api: NSParagraphStyle hyphenationFactor
    mutable.hyphenationFactor = 1
    let _: Float = style.hyphenationFactor
}

// NSMutableParagraphStyle
private func textSurfaceUseMutableParagraphStyle(_ style: NSParagraphStyle, _ mutable: NSMutableParagraphStyle) {
    // api: NSMutableParagraphStyle setParagraphStyle(_:)
    mutable.setParagraphStyle(style)
}

@MainActor private func textSurfaceUseSearchBarBuilt401(_ bar: UISearchBar, coder: NSCoder) {
    // api: UISearchBar inputAssistantItem
    let _: UITextInputAssistantItem = bar.inputAssistantItem
}

@MainActor private func textSurfaceUseTextFieldBuilt958(_ field: UITextField, state: Any) {
    // api: UITextField DidEndEditingReason
    let _: UITextField.DidEndEditingReason = .committed
}

private func textSurfaceTextFieldNotificationsBuilt958() {
    // api: UITextField textDidBeginEditingNotification
    let _: NSNotification.Name = UITextField.textDidBeginEditingNotification
    // api: UITextField textDidEndEditingNotification
    let _: NSNotification.Name = UITextField.textDidEndEditingNotification
    // api: UITextField textDidChangeNotification
    let _: NSNotification.Name = UITextField.textDidChangeNotification
    // api: UITextField didEndEditingReasonUserInfoKey
    let _: String = UITextField.didEndEditingReasonUserInfoKey
}

@MainActor private func textSurfaceUseTextViewBuilt958(_ textView: UITextView, coder: NSCoder, state: Any) {
    // api: UITextView init(frame:textContainer:)
    _ = UITextView(frame: .zero, textContainer: nil)
    // api: UITextView init(usingTextLayoutManager:)
    _ = UITextView(usingTextLayoutManager: false)
    // api: UITextView selectedRanges
    textView.selectedRanges = [NSRange(location: 0, length: 0)]
    let _: [NSRange] = textView.selectedRanges
    // api: UITextView dataDetectorTypes
    textView.dataDetectorTypes = [.link, .phoneNumber]
    let _: UIDataDetectorTypes = textView.dataDetectorTypes
    // api: UITextView attributedText
    textView.attributedText = nil
    let _: NSAttributedString = textView.attributedText
    // api: UITextView scrollRangeToVisible(_:)
    textView.scrollRangeToVisible(NSRange(location: 0, length: 0))
    // api: UITextView textContainer
    let _: NSTextContainer = textView.textContainer
    // api: UITextView usesStandardTextScaling
    textView.usesStandardTextScaling = true
    let _: Bool = textView.usesStandardTextScaling
    // api: UITextView isFindInteractionEnabled
    textView.isFindInteractionEnabled = true
    let _: Bool = textView.isFindInteractionEnabled
    // api: UITextView borderStyle
    textView.borderStyle = .none
    let _: UITextView.BorderStyle = textView.borderStyle
    // api: UITextView textHighlightAttributes
    textView.textHighlightAttributes = nil
    let _: [NSAttributedString.Key: Any] = textView.textHighlightAttributes
    // api: UITextView isWritingToolsActive
    let _: Bool = textView.isWritingToolsActive
    // api: UITextView interactionState
    textView.interactionState = state
    let _: Any = textView.interactionState
    // api: UITextView BorderStyle
    let _: [UITextView.BorderStyle] = [.none]
    // api: NSTextContainer lineFragmentPadding
    textView.textContainer.lineFragmentPadding = 0
    let _: CGFloat = textView.textContainer.lineFragmentPadding
}

private func textSurfaceTextViewNotificationsBuilt958() {
    // api: UITextView textDidBeginEditingNotification
    let _: NSNotification.Name = UITextView.textDidBeginEditingNotification
    // api: UITextView textDidChangeNotification
    let _: NSNotification.Name = UITextView.textDidChangeNotification
    // api: UITextView textDidEndEditingNotification
    let _: NSNotification.Name = UITextView.textDidEndEditingNotification
}

@MainActor private final class TextSurfaceTextFieldDelegateBuilt140: NSObject, UITextFieldDelegate {
    // api: UITextFieldDelegate textFieldDidEndEditing(_:reason:)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    // api: UITextFieldDelegate textField(_:shouldChangeCharactersInRanges:replacementString:)
    func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
    )
        -> Bool
    { true }
}

@MainActor private final class TextSurfaceTextViewDelegateBuilt140: NSObject, UITextViewDelegate {
    // api: UITextViewDelegate textView(_:shouldChangeTextInRanges:replacementText:)
    func textView(_ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String)
        -> Bool
    {
        true
    }
    // api: UITextViewDelegate textViewDidChangeSelection(_:)
    func textViewDidChangeSelection(_ textView: UITextView) {}
}

@MainActor private func textSurfaceUseSearchBarBuilt822(_ bar: UISearchBar, coder: NSCoder) {
    // api: UISearchBar setBackgroundImage(_:for:barMetrics:)
    bar.setBackgroundImage(nil, for: .any, barMetrics: .default)
    // api: UISearchBar backgroundImage(for:barMetrics:)
    let _: UIImage? = bar.backgroundImage(for: .any, barMetrics: .default)
    // api: UISearchBar setScopeBarButtonBackgroundImage(_:for:)
    bar.setScopeBarButtonBackgroundImage(nil, for: .selected)
    // api: UISearchBar scopeBarButtonBackgroundImage(for:)
    let _: UIImage? = bar.scopeBarButtonBackgroundImage(for: .selected)
    // api: UISearchBar setScopeBarButtonDividerImage(_:forLeftSegmentState:rightSegmentState:)
    bar.setScopeBarButtonDividerImage(nil, forLeftSegmentState: .normal, rightSegmentState: .selected)
    // api: UISearchBar scopeBarButtonDividerImage(forLeftSegmentState:rightSegmentState:)
    let _: UIImage? = bar.scopeBarButtonDividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected)
    // api: UISearchBar setScopeBarButtonTitleTextAttributes(_:for:)
    bar.setScopeBarButtonTitleTextAttributes([.font: UIFont.systemFont(ofSize: 13)], for: .normal)
    // api: UISearchBar scopeBarButtonTitleTextAttributes(for:)
    let _: [NSAttributedString.Key: Any]? = bar.scopeBarButtonTitleTextAttributes(for: .normal)
    // api: UISearchBar barPosition
    let _: UIBarPosition = bar.barPosition
}

@MainActor private final class TextSurfaceSearchBarDelegateBuilt822: NSObject, UISearchBarDelegate {
    // api: UISearchBarDelegate searchBar(_:shouldChangeTextInRanges:replacementText:)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextInRanges ranges: [NSValue], replacementText: String)
        -> Bool
    {
        true
    }
    // api: UISearchBarDelegate searchBarBookmarkButtonClicked(_:)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    // api: UISearchBarDelegate searchBarResultsListButtonClicked(_:)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
}

private func textSurfaceUseFontBuilt822(_ font: UIFont) {
    // api: UIFont.TextStyle extraLargeTitle
    let _: UIFont.TextStyle = .extraLargeTitle
    // api: UIFont.TextStyle extraLargeTitle2
    let _: UIFont.TextStyle = .extraLargeTitle2
    // api: UIFont.TextStyle metrics
    let _: UIFontMetrics = UIFont.TextStyle.body.metrics
}

private func textSurfaceUseAttributeKeysBuilt822() {
    // api: NSAttributedString.Key textEffect
    let _: NSAttributedString.Key = .textEffect
    // api: NSAttributedString.Key writingDirection
    let _: NSAttributedString.Key = .writingDirection
    // api: NSAttributedString.Key verticalGlyphForm
    let _: NSAttributedString.Key = .verticalGlyphForm
}

private func textSurfaceUseParagraphStyleBuilt822(_ style: NSParagraphStyle, _ mutable: NSMutableParagraphStyle) {
    // api: NSParagraphStyle defaultWritingDirection(forLanguage:)
    let _: NSWritingDirection = NSParagraphStyle.defaultWritingDirection(forLanguage: nil)
    // api: NSParagraphStyle baseWritingDirection
    mutable.baseWritingDirection = .rightToLeft
    let _: NSWritingDirection = style.baseWritingDirection
    // api: NSParagraphStyle defaultTabInterval
    mutable.defaultTabInterval = 28
    let _: CGFloat = style.defaultTabInterval
    // api: NSParagraphStyle allowsDefaultTighteningForTruncation
    mutable.allowsDefaultTighteningForTruncation = true
    let _: Bool = style.allowsDefaultTighteningForTruncation
    // api: NSParagraphStyle lineBreakStrategy
    mutable.lineBreakStrategy = .standard
    let _: NSParagraphStyle.LineBreakStrategy = style.lineBreakStrategy
}

private func textSurfaceUseTabStopsBuilt822(
    _ style: NSParagraphStyle, _ mutable: NSMutableParagraphStyle, tab: NSTextTab
) {
    // api: NSParagraphStyle tabStops
    mutable.tabStops = [tab]
    let _: [NSTextTab] = style.tabStops
    // api: NSMutableParagraphStyle addTabStop(_:)
    mutable.addTabStop(tab)
    // api: NSMutableParagraphStyle removeTabStop(_:)
    mutable.removeTabStop(tab)
}

@MainActor private func textSurfaceUseTextFieldBuilt505(_ field: UITextField, state: Any) {
    // api: UITextField TextDidChangeMessage
    _ = UITextField.TextDidChangeMessage.self
}

@MainActor private final class TextSurfaceTextFieldDelegateBuilt485: NSObject, UITextFieldDelegate {
    // api: UITextFieldDelegate textField(_:editMenuForCharactersIn:suggestedActions:)
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    { nil }
    // api: UITextFieldDelegate textField(_:editMenuForCharactersInRanges:suggestedActions:)
    func textField(
        _ textField: UITextField, editMenuForCharactersInRanges ranges: [NSValue], suggestedActions: [UIMenuElement]
    )
        -> UIMenu?
    { nil }
    // api: UITextFieldDelegate textField(_:willPresentEditMenuWith:)
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    // api: UITextFieldDelegate textField(_:willDismissEditMenuWith:)
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    // api: UITextFieldDelegate textField(_:insertInputSuggestion:)
    func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion) {}
}

@MainActor private final class TextSurfaceTextViewDelegateBuilt485: NSObject, UITextViewDelegate {
    // api: UITextViewDelegate textView(_:editMenuForTextIn:suggestedActions:)
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    {
        nil
    }
    // api: UITextViewDelegate textView(_:editMenuForTextInRanges:suggestedActions:)
    func textView(_ textView: UITextView, editMenuForTextInRanges ranges: [NSValue], suggestedActions: [UIMenuElement])
        -> UIMenu?
    { nil }
    // api: UITextViewDelegate textView(_:willPresentEditMenuWith:)
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    // api: UITextViewDelegate textView(_:willDismissEditMenuWith:)
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    // api: UITextViewDelegate textView(_:insertInputSuggestion:)
    func textView(_ textView: UITextView, insertInputSuggestion inputSuggestion: UIInputSuggestion) {}
    // api: UITextViewDelegate textView(_:shouldInteractWith:in:interaction:)
    func textView(
        _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }
    // api: UITextViewDelegate textView(_:shouldInteractWith:in:)
    func textView(_ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange) -> Bool { true }
}

@MainActor private func textSurfaceTextKitOne(textView: UITextView) {
    // api: UITextView layoutManager
    let _: NSLayoutManager = textView.layoutManager
}

// UIKeyInput: a one-time-code view of its own, and the text field and view's keys, overridden as a PIN field
// overrides them to hear the delete key on an empty field.
@MainActor private final class TextSurfaceCodeView: UIView, UIKeyInput {
    var digits = ""
    var keyboardType: UIKeyboardType = .numberPad
    // api: UIKeyInput hasText
    var hasText: Bool { !digits.isEmpty }
    // api: UIKeyInput insertText(_:)
    func insertText(_ text: String) { digits += text }
    // api: UIKeyInput deleteBackward()
    func deleteBackward() { digits = String(digits.dropLast()) }
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor private final class TextSurfacePinField: UITextField {
    var deletes = 0
    // api: UITextField deleteBackward()
    override func deleteBackward() {
        super.deleteBackward()
        deletes += 1
    }
    // api: UITextField insertText(_:)
    override func insertText(_ text: String) { super.insertText(text.uppercased()) }
    // api: UITextField hasText
    override var hasText: Bool { super.hasText }
}

@MainActor private func textSurfaceKeyInput(textView: UITextView) {
    // api: UITextView hasText
    if !textView.hasText {
        // api: UITextView insertText(_:)
        textView.insertText("a")
    }
    // api: UITextView deleteBackward()
    textView.deleteBackward()
}

// UITextInput, as formatting and editing code calls it on a text field and overrides it in a subclass.
@MainActor private func textSurfaceTextInput(field: UITextField) {
    // api: UITextInput beginningOfDocument
    let start: UITextPosition = field.beginningOfDocument
    // api: UITextInput endOfDocument
    let end: UITextPosition = field.endOfDocument
    // api: UITextInput textRange(from:to:)
    guard let all: UITextRange = field.textRange(from: start, to: end) else { return }
    // api: UITextRange start
    let _: UITextPosition = all.start
    // api: UITextRange end
    let _: UITextPosition = all.end
    // api: UITextRange isEmpty
    let _: Bool = all.isEmpty
    // api: UITextInput text(in:)
    let _: String? = field.text(in: all)
    // api: UITextInput replace(_:withText:)
    field.replace(all, withText: "")
    // api: UITextInput selectedTextRange
    field.selectedTextRange = field.textRange(from: end, to: end)
    // api: UITextInput markedTextRange
    let _: UITextRange? = field.markedTextRange
    // api: UITextInput markedTextStyle
    field.markedTextStyle = [:]
    // api: UITextInput setMarkedText(_:selectedRange:)
    field.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
    // api: UITextInput unmarkText()
    field.unmarkText()
    // api: UITextInput position(from:offset:)
    let _: UITextPosition? = field.position(from: start, offset: 1)
    // api: UITextInput position(from:in:offset:)
    let _: UITextPosition? = field.position(from: start, in: .right, offset: 1)
    // api: UITextInput compare(_:to:)
    let _: ComparisonResult = field.compare(start, to: end)
    // api: UITextInput offset(from:to:)
    let _: Int = field.offset(from: start, to: end)
    // api: UITextInput inputDelegate
    let _: (any UITextInputDelegate)? = field.inputDelegate
    // api: UITextInput tokenizer
    let tokenizer: any UITextInputTokenizer = field.tokenizer
    // api: UITextInputTokenizer rangeEnclosingPosition(_:with:inDirection:)
    let _: UITextRange? = tokenizer.rangeEnclosingPosition(start, with: .word, inDirection: .storage(.forward))
    // api: UITextInputTokenizer isPosition(_:atBoundary:inDirection:)
    let _: Bool = tokenizer.isPosition(start, atBoundary: .word, inDirection: .layout(.right))
    // api: UITextInputTokenizer position(from:toBoundary:inDirection:)
    let _: UITextPosition? = tokenizer.position(from: start, toBoundary: .line, inDirection: .storage(.backward))
    // api: UITextInputTokenizer isPosition(_:withinTextUnit:inDirection:)
    let _: Bool = tokenizer.isPosition(start, withinTextUnit: .paragraph, inDirection: .storage(.forward))
    // api: UITextInputStringTokenizer init(textInput:)
    let _ = UITextInputStringTokenizer(textInput: field)
    // api: UITextInput position(within:farthestIn:)
    let _: UITextPosition? = field.position(within: all, farthestIn: .left)
    // api: UITextInput characterRange(byExtending:in:)
    let _: UITextRange? = field.characterRange(byExtending: start, in: .right)
    // api: UITextInput baseWritingDirection(for:in:)
    let direction: NSWritingDirection = field.baseWritingDirection(for: start, in: .forward)
    // api: UITextInput setBaseWritingDirection(_:for:)
    field.setBaseWritingDirection(direction, for: all)
    // api: UITextInput firstRect(for:)
    let _: CGRect = field.firstRect(for: all)
    // api: UITextInput closestPosition(to:)
    let _: UITextPosition? = field.closestPosition(to: .zero)
    // api: UITextInput closestPosition(to:within:)
    let _: UITextPosition? = field.closestPosition(to: .zero, within: all)
    // api: UITextInput characterRange(at:)
    let _: UITextRange? = field.characterRange(at: .zero)
    // UITextInput's optional members, called as UIKit code calls them on a text view or field.
    let view = UITextView()
    // api: UITextInput textStyling(at:in:)
    let _: [NSAttributedString.Key: Any]? = view.textStyling(at: view.beginningOfDocument, in: .forward)
    // api: UITextInput position(within:atCharacterOffset:)
    let _: UITextPosition? = field.position(within: all, atCharacterOffset: 1)
    // api: UITextInput characterOffset(of:within:)
    let _: Int = field.characterOffset(of: field.endOfDocument, within: all)
    // api: UITextInput textInputView
    let _: UIView = field.textInputView
    // api: UITextInput selectionAffinity
    var affinity: UITextStorageDirection = view.selectionAffinity
    affinity = .backward
    // api: UITextInput shouldChangeText(in:replacementText:)
    let _: Bool = view.shouldChangeText(in: all, replacementText: "")
    // api: UITextInput setAttributedMarkedText(_:selectedRange:)
    view.setAttributedMarkedText(NSAttributedString(string: "か"), selectedRange: NSRange(location: 1, length: 0))
    // api: UITextInput beginFloatingCursor(at:)
    view.beginFloatingCursor(at: .zero)
    // api: UITextInput updateFloatingCursor(at:)
    view.updateFloatingCursor(at: CGPoint(x: 4, y: 0))
    // api: UITextInput endFloatingCursor()
    view.endFloatingCursor()
    // api: UITextInput dictationRecordingDidEnd()
    view.dictationRecordingDidEnd()
    // api: UITextInput dictationRecognitionFailed()
    view.dictationRecognitionFailed()
    // api: UITextInput caretTransform(for:)
    let _: CGAffineTransform = view.caretTransform(for: view.endOfDocument)
    _ = affinity
}

// A field that hides its caret and selection, as picker-backed fields do.
@MainActor private final class TextSurfaceCaretlessField: UITextField {
    // api: UITextInput caretRect(for:)
    override func caretRect(for position: UITextPosition) -> CGRect { .zero }
    // api: UITextInput selectionRects(for:)
    override func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let rects = super.selectionRects(for: range)
        // api: UITextSelectionRect rect
        // api: UITextSelectionRect writingDirection
        // api: UITextSelectionRect containsStart
        // api: UITextSelectionRect containsEnd
        // api: UITextSelectionRect isVertical
        _ = rects.map { ($0.rect, $0.writingDirection, $0.containsStart, $0.containsEnd, $0.isVertical) }
        return []
    }
}

// UITextInputDelegate, as an input system adopts it.
@MainActor private final class TextSurfaceInputDelegate: UITextInputDelegate {
    // api: UITextInputDelegate selectionWillChange(_:)
    func selectionWillChange(_ textInput: (any UITextInput)?) {}
    // api: UITextInputDelegate selectionDidChange(_:)
    func selectionDidChange(_ textInput: (any UITextInput)?) {}
    // api: UITextInputDelegate textWillChange(_:)
    func textWillChange(_ textInput: (any UITextInput)?) {}
    // api: UITextInputDelegate textDidChange(_:)
    func textDidChange(_ textInput: (any UITextInput)?) {}
}

// Members text views get from protocols: UILetterformAwareAdjusting, Writing Tools' trait and the attachment's
// image sizing.
@MainActor private func textProtocolMembers(label: UILabel, field: UITextField, textView: UITextView) {
    // api: UILabel sizingRule
    label.sizingRule = .oversize
    // api: UITextField sizingRule
    field.sizingRule = .typographic
    // api: UITextView sizingRule
    textView.sizingRule = .oversize
    // api: UITextView writingToolsBehavior
    textView.writingToolsBehavior = .limited
    let traits: any UITextInputTraits = field
    // api: UITextInputTraits writingToolsBehavior
    let _: UIWritingToolsBehavior = traits.writingToolsBehavior
    // api: NSTextAttachment adjustsImageSizeForAccessibilityContentSizeCategory
    NSTextAttachment().adjustsImageSizeForAccessibilityContentSizeCategory = true
}

@MainActor private func textSurfaceFieldInteractionState(_ field: UITextField) {
    // api: UITextField interactionState
    let saved: Any = field.interactionState
    field.interactionState = saved
}
