import UIKit
import XCTest

/// A view that takes pasted text through a paste configuration, as UIKit views do: the person pastes, UIKit asks
/// `canPaste(_:)`, then hands the pasteboard's item providers to `paste(itemProviders:)`.
@MainActor
final class PasteConfigurationTests: XCTestCase {
    private final class TagsView: UIView {
        var tags: [String] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            pasteConfiguration = UIPasteConfiguration(forAccepting: NSString.self)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func paste(itemProviders: [NSItemProvider]) {
            for provider in itemProviders where provider.canLoadObject(ofClass: String.self) {
                _ = provider.loadObject(ofClass: String.self) { [weak self] string, _ in
                    guard let string else { return }
                    MainActor.assumeIsolated { self?.tags.append(string) }
                }
            }
        }
    }

    func testPastedTextReachesTheViewThroughItsConfiguration() async {
        let view = TagsView(frame: .zero)
        UIPasteboard.general.string = "groceries"
        XCTAssertTrue(view.canPaste(UIPasteboard.general.itemProviders))
        view.paste(nil)
        XCTAssertEqual(view.tags, ["groceries"])
        UIPasteboard.general.url = URL(string: "https://example.com")
        XCTAssertFalse(view.canPaste(UIPasteboard.general.itemProviders), "a URL is not text")
        view.paste(nil)
        XCTAssertEqual(view.tags, ["groceries"], "nothing it takes: no paste")
        let plain = UIView()
        XCTAssertNil(plain.pasteConfiguration)
        XCTAssertFalse(plain.canPaste(UIPasteboard.general.itemProviders))
    }
}

/// A menu's action run by code, as a sort menu's tests run it: `performWithSender(_:target:)` runs the handler
/// with the sender, and a disabled action runs nothing.
@MainActor
final class ActionPerformTests: XCTestCase {
    func testPerformWithSenderRunsTheHandlerWithTheSender() async {
        var senders: [String] = []
        let later = UIAction(title: "Later task") { action in
            senders.append((action.sender as? String) ?? "none")
        }
        later.performWithSender("menu", target: nil)
        later.attributes = .disabled
        later.performWithSender("menu", target: nil)
        XCTAssertEqual(senders, ["menu"])
        XCTAssertNil(later.sender, "the sender is the handler's only")
    }
}
