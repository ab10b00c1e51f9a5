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

    /// The edit menu of the characters of `text` in `range` (clamped to the text): the standard actions, which
    /// select all (`selectAll` gets the whole range) or replace the text (`replace` gets the new text), or what
    /// `ask` (the delegate) makes of them; `tell` then hears the menu present.
    static func show(
        text: String?, range: NSRange, editable: Bool, selectAll: @escaping (NSRange) -> Void,
        replace: @escaping (String) -> Void, ask: ([NSValue], [MenuElement]) -> Menu?,
        tell: (any EditMenuInteractionAnimating) -> Void
    ) -> Menu {
        let text = (text ?? "") as NSString
        let whole = NSRange(location: 0, length: text.length)
        let clamped = NSIntersectionRange(range, whole)
        let suggested = suggestedActions(
            selected: text.substring(with: clamped), editable: editable, selectAll: { selectAll(whole) },
            cut: { replace(text.replacingCharacters(in: clamped, with: "")) },
            paste: { replace(text.replacingCharacters(in: clamped, with: $0)) })
        let menu = ask([NSValue(range: clamped)], suggested) ?? Menu(children: suggested)
        run(tell)
        return menu
    }

    /// Runs `tell` with a headless animator, then the completions it added.
    static func run(_ tell: (any EditMenuInteractionAnimating) -> Void) {
        let animator = ImmediateMenuAnimator(preview: nil)
        tell(animator)
        animator.finish()
    }
}

extension TextView {
    /// The edit menu a long press on `range` shows (beyond UIKit, headless): the standard actions, or what the
    /// delegate makes of them; the delegate hears the menu present (its animator runs at once).
    ///
    /// - Complexity: O(n) in the text's length.
    public func editMenu(for range: NSRange) -> Menu {
        EditMenus.show(
            text: text, range: range, editable: isEditable,
            selectAll: { [weak self] all in self?.selectedRange = all },
            replace: { [weak self] new in self?.text = new },
            ask: { [weak self] ranges, suggested in
                guard let self else { return nil }
                return textViewDelegate?.textView(self, editMenuForTextInRanges: ranges, suggestedActions: suggested)
            },
            tell: { [weak self] animator in
                guard let self else { return }
                textViewDelegate?.textView(self, willPresentEditMenuWith: animator)
            })
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
        EditMenus.run { textViewDelegate?.textView(self, willDismissEditMenuWith: $0) }
    }
}

extension TextField {
    /// The edit menu a long press on `range` shows (beyond UIKit, headless): the standard actions, or what the
    /// delegate makes of them.
    ///
    /// - Complexity: O(n) in the text's length.
    public func editMenu(for range: NSRange) -> Menu {
        EditMenus.show(
            text: text, range: range, editable: isEnabled, selectAll: { _ in },
            replace: { [weak self] new in self?.text = new },
            ask: { [weak self] ranges, suggested in
                guard let self else { return nil }
                return delegate?.textField(self, editMenuForCharactersInRanges: ranges, suggestedActions: suggested)
            },
            tell: { [weak self] animator in
                guard let self else { return }
                delegate?.textField(self, willPresentEditMenuWith: animator)
            })
    }

    /// The keyboard's suggestion is chosen (beyond UIKit, headless): the delegate inserts it.
    public func insert(_ inputSuggestion: InputSuggestion) {
        delegate?.textField(self, insertInputSuggestion: inputSuggestion)
    }

    /// The edit menu goes away (beyond UIKit, headless): the delegate hears it dismiss.
    public func dismissEditMenu() {
        EditMenus.run { delegate?.textField(self, willDismissEditMenuWith: $0) }
    }
}
