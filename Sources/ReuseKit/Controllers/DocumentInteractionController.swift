import Foundation

/// What a document interaction controller asks and tells its owner (UIDocumentInteractionControllerDelegate).
@preconcurrency @MainActor
public protocol DocumentInteractionControllerDelegate: AnyObject {
    /// The controller a preview is presented from; a delegate that does not say has no preview.
    func documentInteractionControllerViewControllerForPreview(_ controller: DocumentInteractionController)
        -> ViewController
    func documentInteractionControllerWillBeginPreview(_ controller: DocumentInteractionController)
    func documentInteractionControllerDidEndPreview(_ controller: DocumentInteractionController)
    func documentInteractionControllerWillPresentOptionsMenu(_ controller: DocumentInteractionController)
    func documentInteractionControllerDidDismissOptionsMenu(_ controller: DocumentInteractionController)
    func documentInteractionControllerWillPresentOpenInMenu(_ controller: DocumentInteractionController)
    func documentInteractionControllerDidDismissOpenInMenu(_ controller: DocumentInteractionController)
    func documentInteractionController(
        _ controller: DocumentInteractionController, willBeginSendingToApplication application: String?)
    func documentInteractionController(
        _ controller: DocumentInteractionController, didEndSendingToApplication application: String?)
}

extension DocumentInteractionControllerDelegate {
    public func documentInteractionControllerViewControllerForPreview(_ controller: DocumentInteractionController)
        -> ViewController
    { NoPreviewPresenter() }
    public func documentInteractionControllerWillBeginPreview(_ controller: DocumentInteractionController) {}
    public func documentInteractionControllerDidEndPreview(_ controller: DocumentInteractionController) {}
    public func documentInteractionControllerWillPresentOptionsMenu(_ controller: DocumentInteractionController) {}
    public func documentInteractionControllerDidDismissOptionsMenu(_ controller: DocumentInteractionController) {}
    public func documentInteractionControllerWillPresentOpenInMenu(_ controller: DocumentInteractionController) {}
    public func documentInteractionControllerDidDismissOpenInMenu(_ controller: DocumentInteractionController) {}
    public func documentInteractionController(
        _ controller: DocumentInteractionController, willBeginSendingToApplication application: String?
    ) {}
    public func documentInteractionController(
        _ controller: DocumentInteractionController, didEndSendingToApplication application: String?
    ) {}
}

/// Previews a file or offers what can be done with it (UIDocumentInteractionController). Headless, a preview is a
/// controller showing the file's name, presented modally from the delegate's controller; the menus record that
/// they show (``isShowingOptionsMenu``) and no other app is there to send the file to.
@preconcurrency @MainActor
open class DocumentInteractionController: NSObject {
    /// The file.
    open var url: URL? {
        didSet { uti = nil }
    }
    /// The file's type identifier: from its extension unless set.
    open var uti: String? {
        get { ownUTI ?? url.flatMap { UTType(filenameExtension: $0.pathExtension)?.identifier } }
        set { ownUTI = newValue }
    }
    private var ownUTI: String?
    /// The name shown: the file's name unless set.
    open var name: String? {
        get { ownName ?? url?.lastPathComponent }
        set { ownName = newValue }
    }
    private var ownName: String?
    /// What is passed to the app the file is sent to.
    open var annotation: Any?
    open weak var delegate: (any DocumentInteractionControllerDelegate)?
    /// The file's icons (none headless).
    open var icons: [Image] { [] }
    /// The recognizers a person uses on the file's icon (none headless).
    open var gestureRecognizers: [GestureRecognizer] { [] }
    /// The preview presented, if one is.
    public private(set) var previewController: ViewController?
    /// Whether the options or open-in menu shows.
    public private(set) var isShowingOptionsMenu = false

    public override init() {
        super.init()
    }

    /// A controller for the file at `url`.
    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    /// Presents a preview of the file from the delegate's controller; false when the delegate gives none or there
    /// is no file.
    @discardableResult
    open func presentPreview(animated: Bool) -> Bool {
        guard url != nil, let presenter = delegate?.documentInteractionControllerViewControllerForPreview(self),
            !(presenter is NoPreviewPresenter)
        else { return false }
        let preview = ViewController()
        preview.title = name
        delegate?.documentInteractionControllerWillBeginPreview(self)
        presenter.present(preview, animated: animated)
        previewController = preview
        return true
    }

    /// Dismisses the preview.
    open func dismissPreview(animated: Bool) {
        guard let preview = previewController else { return }
        previewController = nil
        preview.dismiss(animated: animated)
        delegate?.documentInteractionControllerDidEndPreview(self)
    }

    /// Shows what can be done with the file, from `rect` in `view`.
    @discardableResult
    open func presentOptionsMenu(from rect: CGRect, in view: View, animated: Bool) -> Bool {
        showOptionsMenu()
    }

    /// Shows what can be done with the file, from a bar item.
    @discardableResult
    open func presentOptionsMenu(from item: BarButtonItem, animated: Bool) -> Bool { showOptionsMenu() }

    /// Shows the apps that open the file, from `rect` in `view`: none headless, so nothing shows.
    @discardableResult
    open func presentOpenInMenu(from rect: CGRect, in view: View, animated: Bool) -> Bool { false }

    /// Shows the apps that open the file, from a bar item: none headless.
    @discardableResult
    open func presentOpenInMenu(from item: BarButtonItem, animated: Bool) -> Bool { false }

    /// Dismisses the menu.
    open func dismissMenu(animated: Bool) {
        guard isShowingOptionsMenu else { return }
        isShowingOptionsMenu = false
        delegate?.documentInteractionControllerDidDismissOptionsMenu(self)
    }

    private func showOptionsMenu() -> Bool {
        guard url != nil else { return false }
        delegate?.documentInteractionControllerWillPresentOptionsMenu(self)
        isShowingOptionsMenu = true
        return true
    }
}

/// What a delegate that does not implement `documentInteractionControllerViewControllerForPreview(_:)` gives: no
/// controller to present a preview from (UIKit's method is optional and returns a controller when implemented).
final class NoPreviewPresenter: ViewController {}
