import Foundation

/// The system dictionary's page for a term (UIReferenceLibraryViewController), presented as a sheet. Linux has no
/// system dictionary, so ``dictionaryHasDefinition(forTerm:)`` is false for every term and the page says "No
/// definition found", as iOS says it on a device with no dictionary downloaded; apps that check first (as iOS
/// apps should) offer no definition.
@preconcurrency @MainActor
open class ReferenceLibraryViewController: ViewController {
    /// The term the page is for.
    let term: String

    /// The page for `term`.
    public init(term: String) {
        self.term = term
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards and nib archives do not exist on Linux: this makes the page for an empty term, as UIKit's
    /// non-failable initializer must make one.
    public required init(coder: NSCoder) {
        term = ""
        super.init(nibName: nil, bundle: nil)
    }

    /// Whether the system dictionary defines `term`: never on Linux, which has no system dictionary.
    open class func dictionaryHasDefinition(forTerm term: String) -> Bool { false }

    /// The page: the term, and that no definition was found.
    open override func loadView() {
        let page = View()
        page.backgroundColor = .systemBackground
        let message = Label()
        message.numberOfLines = 0
        message.textAlignment = .center
        message.text = term.isEmpty ? "No definition found." : "No definition found for \u{201C}\(term)\u{201D}."
        message.translatesAutoresizingMaskIntoConstraints = false
        page.addSubview(message)
        NSLayoutConstraint.activate([
            message.centerYAnchor.constraint(equalTo: page.centerYAnchor),
            message.leadingAnchor.constraint(equalTo: page.layoutMarginsGuide.leadingAnchor),
            message.trailingAnchor.constraint(equalTo: page.layoutMarginsGuide.trailingAnchor),
        ])
        view = page
    }
}
