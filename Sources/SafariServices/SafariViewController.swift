// SafariServices on Linux, so that `import SafariServices` in UIKit code (a list whose rows open a web page in
// `SFSafariViewController`) builds unchanged and runs headless: the controller keeps its URL, configuration and
// delegate, is presented and dismissed as any controller is, and tells its delegate what the user does. Linux has
// no web engine: no page is loaded, so the load callbacks come only when a test says how the load ended.
@_exported import Foundation
import ReuseKit

/// A view controller that shows a web page (SafariServices' `SFSafariViewController`), headless.
@preconcurrency @MainActor
open class SFSafariViewController: ViewController {
    /// What the controller shows and how (SafariServices' `SFSafariViewController.Configuration`).
    @preconcurrency @MainActor
    open class Configuration: NSObject {
        /// Whether Reader opens at once where the page offers it. False by default.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls. True by default.
        open var barCollapsingEnabled = true

        public override init() {
            super.init()
        }
    }

    /// The title of the button that closes the controller (SafariServices' `DismissButtonStyle`).
    public enum DismissButtonStyle: Int, Hashable, Sendable {
        case done
        case close
        case cancel
    }

    /// The page the controller was made for.
    public let url: URL
    /// The options it was made with; a copy, so changing the one passed in changes nothing here.
    public let configuration: Configuration
    /// Hears when the user closes the controller, opens the page in the browser, and how the first load ended.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bars' colour; nil: the system's.
    open var preferredBarTintColor: Color?
    /// The colour of the bars' buttons; nil: the system's.
    open var preferredControlTintColor: Color?
    /// The close button's title: Done by default.
    open var dismissButtonStyle = DismissButtonStyle.done

    /// A controller for `url` with `configuration`. SafariServices raises for a URL that is not http or https; here
    /// the controller reports it as a failed first load instead (``completeInitialLoad(successfully:)``).
    public init(url: URL, configuration: Configuration) {
        self.url = url
        let copy = Configuration()
        copy.entersReaderIfAvailable = configuration.entersReaderIfAvailable
        copy.barCollapsingEnabled = configuration.barCollapsingEnabled
        self.configuration = copy
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller for `url` with the default configuration.
    public convenience init(url: URL) {
        self.init(url: url, configuration: Configuration())
    }

    /// A controller for `url` that enters Reader where it can (deprecated in iOS 11 for the configuration).
    @available(*, deprecated, message: "Use init(url:configuration:)")
    public convenience init(url: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: url, configuration: configuration)
    }

    /// Storyboards do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the URL is one the controller can show: http or https.
    public var showsWebPage: Bool {
        ["http", "https"].contains(url.scheme?.lowercased() ?? "")
    }

    // MARK: Headless input

    /// Taps the close button (beyond SafariServices, headless): the controller is dismissed and the delegate
    /// hears `safariViewControllerDidFinish(_:)`, as when the user taps Done.
    public func tapDismissButton() {
        dismiss(animated: true)
        delegate?.safariViewControllerDidFinish(self)
    }

    /// Taps "Open in Safari" (beyond SafariServices, headless): the delegate hears
    /// `safariViewControllerWillOpenInBrowser(_:)`; Linux has no browser to open.
    public func tapOpenInBrowser() {
        delegate?.safariViewControllerWillOpenInBrowser(self)
    }

    /// Says how the first load of the page ended (beyond SafariServices, headless: Linux loads no page), and
    /// tells the delegate `safariViewController(_:didCompleteInitialLoad:)`; a URL that is not http or https
    /// always fails.
    public func completeInitialLoad(successfully: Bool) {
        delegate?.safariViewController(self, didCompleteInitialLoad: successfully && showsWebPage)
    }

    /// Says that the first load was redirected to `url` (beyond SafariServices, headless), and tells the delegate.
    public func redirectInitialLoad(to url: URL) {
        delegate?.safariViewController(self, initialLoadDidRedirectTo: url)
    }
}

/// What a Safari view controller tells (SafariServices' `SFSafariViewControllerDelegate`); every method is optional,
/// with defaults that do nothing.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The user closed the controller; it is dismissed.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first load of the page ended, successfully or not.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The first load was redirected to `url`.
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo url: URL)
    /// The user is about to open the page in the browser.
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(
        _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
    ) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo url: URL) {}
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
