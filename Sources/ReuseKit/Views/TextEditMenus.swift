import Foundation

/// The animations of an edit menu appearing or going (UIEditMenuInteractionAnimating): what a delegate adds runs
/// with it.
@preconcurrency @MainActor
public protocol EditMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// A suggestion the keyboard offers to insert (UIInputSuggestion).
@preconcurrency @MainActor
open class InputSuggestion {
    public init() {}
}

/// How a text item was interacted with (UITextItemInteraction), with UIKit's raw values.
public enum TextItemInteraction: Int, Hashable, Sendable {
    case invokeDefaultAction = 0
    case presentActions = 1
    case preview = 2
}

/// An edit menu's animator, headless: the context menus' immediate one (animations run when added, completions
/// when the menu is done).
extension ImmediateMenuAnimator: EditMenuInteractionAnimating {}

/// The standard edit actions for a selection in `text`: Cut and Copy when something is selected (Cut only
/// when editable), Paste when the pasteboard has a string and the text is editable, and Select All.
@MainActor
enum EditMenus {
    static func suggestedActions(
        selected: String, editable: Bool, selectAll: @escaping () -> Void, cut: @escaping () -> Void,
        paste: @escaping (String) -> Void
    ) -> [MenuElement] {
        var actions: [MenuElement] = []
        if !selected.isEmpty {
            if editable {
                actions.append(
                    Action(title: "Cut") { _ in
                        Pasteboard.general.string = selected
                        cut()
                    })
            }
            actions.append(Action(title: "Copy") { _ in Pasteboard.general.string = selected })
        }
        if editable, let string = Pasteboard.general.string {
            actions.append(Action(title: "Paste") { _ in paste(string) })
        }
        actions.append(Action(title: "Select All") { _ in selectAll() })
        return actions
    }
}

extension TextView {
    /// The edit menu a long press on `range` shows (beyond UIKit, headless): the standard actions, or what the
    /// delegate makes of them; the delegate hears the menu present (its animator runs at once).
    ///
    /// - Complexity: O(n) in the text's length.
    public func editMenu(for range: NSRange) -> Menu {
        let text = (self.text ?? "") as NSString
        let clamped = NSIntersectionRange(range, NSRange(location: 0, length: text.length))
        let selected = text.substring(with: clamped)
        let suggested = EditMenus.suggestedActions(
            selected: selected, editable: isEditable,
            selectAll: { [weak self] in self?.selectedRange = NSRange(location: 0, length: text.length) },
            cut: { [weak self] in self?.text = text.replacingCharacters(in: clamped, with: "") },
            paste: { [weak self] string in self?.text = text.replacingCharacters(in: clamped, with: string) })
        let menu =
            textViewDelegate?.textView(
                self, editMenuForTextInRanges: [NSValue(range: clamped)], suggestedActions: suggested)
            ?? Menu(children: suggested)
        let animator = ImmediateMenuAnimator(preview: nil)
        textViewDelegate?.textView(self, willPresentEditMenuWith: animator)
        animator.finish()
        return menu
    }

    /// A tap on the link at `characterIndex` (beyond UIKit, headless): the `.link` attribute there (a `URL` or a
    /// string) is offered to the delegate, and opened through ``Application/open(_:options:completionHandler:)``
    /// when it allows. Returns whether it opened; false where there is no link.
    @discardableResult
    public func tapLink(at characterIndex: Int) -> Bool {
        guard let attributed = attributedText, characterIndex >= 0, characterIndex < attributed.length else {
            return false
        }
        var range = NSRange(location: 0, length: 0)
        let value = attributed.attribute(.link, at: characterIndex, effectiveRange: &range)
        guard let url = (value as? URL) ?? (value as? String).flatMap({ URL(string: $0) }) else { return false }
        guard
            textViewDelegate?.textView(self, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction)
                ?? true
        else { return false }
        Application.shared.open(url)
        return true
    }

    /// The keyboard's suggestion is chosen (beyond UIKit, headless): the delegate inserts it.
    public func insert(_ inputSuggestion: InputSuggestion) {
        textViewDelegate?.textView(self, insertInputSuggestion: inputSuggestion)
    }

    /// The edit menu goes away (beyond UIKit, headless): the delegate hears it dismiss.
    public func dismissEditMenu() {
        let animator = ImmediateMenuAnimator(preview: nil)
        textViewDelegate?.textView(self, willDismissEditMenuWith: animator)
        animator.finish()
    }
}

extension TextField {
    /// The edit menu a long press on `range` shows (beyond UIKit, headless): the standard actions, or what the
    /// delegate makes of them.
    ///
    /// - Complexity: O(n) in the text's length.
    public func editMenu(for range: NSRange) -> Menu {
        let text = (self.text ?? "") as NSString
        let clamped = NSIntersectionRange(range, NSRange(location: 0, length: text.length))
        let suggested = EditMenus.suggestedActions(
            selected: text.substring(with: clamped), editable: isEnabled, selectAll: {},
            cut: { [weak self] in self?.text = text.replacingCharacters(in: clamped, with: "") },
            paste: { [weak self] string in self?.text = text.replacingCharacters(in: clamped, with: string) })
        let menu =
            delegate?.textField(
                self, editMenuForCharactersInRanges: [NSValue(range: clamped)], suggestedActions: suggested)
            ?? Menu(children: suggested)
        let animator = ImmediateMenuAnimator(preview: nil)
        delegate?.textField(self, willPresentEditMenuWith: animator)
        animator.finish()
        return menu
    }

    /// The keyboard's suggestion is chosen (beyond UIKit, headless): the delegate inserts it.
    public func insert(_ inputSuggestion: InputSuggestion) {
        delegate?.textField(self, insertInputSuggestion: inputSuggestion)
    }

    /// The edit menu goes away (beyond UIKit, headless): the delegate hears it dismiss.
    public func dismissEditMenu() {
        let animator = ImmediateMenuAnimator(preview: nil)
        delegate?.textField(self, willDismissEditMenuWith: animator)
        animator.finish()
    }
}
