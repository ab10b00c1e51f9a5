import UIKit
import XCTest

/// Idioms found by compiling public UIKit screens: plain cells returned as a fallback, the iOS 13 context menu
/// method, share sheets fed by item sources, saving a photo with a completion method, and older API that
/// screens still call.
@MainActor
final class ScreenIdiomsTests: XCTestCase {
    final class MessageCell: UITableViewCell {
        static let identifier = "MessageCell"
        let bubble = UIView()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(bubble)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class MessagesViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.identifier)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard indexPath.row == 0,
                let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier, for: indexPath)
                    as? MessageCell
            else {
                return UITableViewCell()
            }
            return cell
        }
    }

    func testAPlainCellReturnedAsAFallbackIsAUsableCell() async {
        let messages = MessagesViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = messages
        window.makeKeyAndVisible()
        XCTAssertTrue(messages.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is MessageCell)
        let fallback = messages.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertNotNil(fallback)
        XCTAssertFalse(fallback is MessageCell)
        let plain = UITableViewCell()
        XCTAssertEqual(plain.frame.size, CGSize(width: 320, height: 44), "UIKit's size for a cell made with init()")
        XCTAssertNil(plain.reuseIdentifier)
        let made = MessageCell()
        XCTAssertTrue(made.bubble.superview === made.contentView, "a subclass's own init(style:reuseIdentifier:) runs")
        XCTAssertEqual(UITableViewHeaderFooterView().frame.height, 28)
        XCTAssertNotNil(UICollectionViewCell().contentView)
    }

    /// A photo grid that still implements the iOS 13 single-item context menu method.
    final class PhotoGridViewController: UICollectionViewController {
        var asked: [IndexPath] = []

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            6
        }

        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }

        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            asked.append(indexPath)
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
            }
        }
    }

    func testTheIOS13ContextMenuMethodStillOpensAMenu() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = PhotoGridViewController(collectionViewLayout: layout)
        grid.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = grid
        window.makeKeyAndVisible()
        XCTAssertTrue(grid.collectionView.longPressItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(grid.asked, [IndexPath(item: 2, section: 0)])
        XCTAssertTrue(grid.collectionView.chooseContextMenuAction(titled: "Share"))
    }

    /// A share item that gives a different text to each activity.
    final class ArticleShareItem: UIActivityItemSource {
        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }

        func activityViewController(
            _ activityViewController: UIActivityViewController,
            itemForActivityType activityType: UIActivity.ActivityType?
        ) -> Any? {
            activityType == .copyToPasteboard ? "https://example.com/article" : "Read this article"
        }

        func activityViewController(
            _ activityViewController: UIActivityViewController,
            subjectForActivityType activityType: UIActivity.ActivityType?
        ) -> String { "An article" }
    }

    func testAShareSheetAsksItsItemSourcesForTheChosenActivity() async {
        let source = ArticleShareItem()
        let sheet = UIActivityViewController(activityItems: [source, "#swift"], applicationActivities: nil)
        XCTAssertEqual(sheet.placeholderItems.compactMap { $0 as? String }, ["", "#swift"])
        XCTAssertEqual(sheet.sharedItems(for: .mail).compactMap { $0 as? String }, ["Read this article", "#swift"])
        sheet.complete(with: .copyToPasteboard)
        XCTAssertEqual(UIPasteboard.general.strings, ["https://example.com/article", "#swift"])
    }

    final class PhotoViewerViewController: UIViewController {
        var saved: [String] = []

        func save(_ image: UIImage) {
            UIImageWriteToSavedPhotosAlbum(
                image, self, PhotoViewerViewController.image(_:didFinishSavingWithError:contextInfo:), nil)
        }

        func image(_ image: UIImage, didFinishSavingWithError error: NSError?, contextInfo: UnsafeRawPointer) {
            saved.append(error == nil ? "saved" : "failed")
        }
    }

    func testSavingAPhotoCallsTheCompletionMethod() async {
        SavedPhotosAlbum.removeAll()
        let viewer = PhotoViewerViewController()
        let photo = UIImage(systemName: "photo")!
        viewer.save(photo)
        UIImageWriteToSavedPhotosAlbum(photo, nil, nil, nil)
        XCTAssertEqual(viewer.saved, ["saved"])
        XCTAssertEqual(SavedPhotosAlbum.images.count, 2)
    }

    /// A profile screen that lets the person choose a photo, the classic way.
    final class ProfileViewController: UIViewController, UIImagePickerControllerDelegate,
        UINavigationControllerDelegate
    {
        let avatar = UIImageView()

        func chooseAvatar() {
            guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
            let picker = UIImagePickerController()
            picker.sourceType = .photoLibrary
            picker.allowsEditing = true
            picker.delegate = self
            present(picker, animated: true)
        }

        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            avatar.image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
            picker.dismiss(animated: true)
        }
    }

    func testAProfileScreenGetsTheChosenPhotoFromThePicker() async {
        let profile = ProfileViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = profile
        window.makeKeyAndVisible()
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera), "no camera headless")
        profile.chooseAvatar()
        let picker = profile.presentedViewController as? UIImagePickerController
        XCTAssertNotNil(picker)
        let photo = UIImage(systemName: "person.crop.circle")!
        picker?.pickImage(photo)
        XCTAssertTrue(profile.avatar.image === photo)
        XCTAssertNil(profile.presentedViewController, "dismissed by the delegate")

        profile.chooseAvatar()
        (profile.presentedViewController as? UIImagePickerController)?.cancel()
        XCTAssertNil(profile.presentedViewController, "cancelling dismisses it when the delegate does not say")
    }

    /// A word game's check, as Hacking with Swift's project 5 writes it.
    private func isReal(_ word: String) -> Bool {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelledRange = checker.rangeOfMisspelledWord(
            in: word, range: range, startingAt: 0, wrap: false, language: "en")
        return misspelledRange.location == NSNotFound
    }

    func testATextCheckerFindsMisspellingsGuessesAndCompletes() async throws {
        try XCTSkipIf(UITextChecker.availableLanguages.isEmpty, "no word list at /usr/share/dict/words")
        XCTAssertTrue(isReal("silkworm"))
        XCTAssertFalse(isReal("wrmklis"))
        let text = "Please recieve the parcel's box in 2024."
        let checker = UITextChecker()
        let misspelled = checker.rangeOfMisspelledWord(
            in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: false,
            language: "en_US")
        XCTAssertEqual((text as NSString).substring(with: misspelled), "recieve", "a possessive and a year are not")
        XCTAssertEqual(checker.guesses(forWordRange: misspelled, in: text, language: "en_US")?.first, "receive")
        XCTAssertEqual(
            checker.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "silk", language: "en_US")?
                .first, "silks")
        checker.ignoreWord("recieve")
        XCTAssertEqual(
            checker.rangeOfMisspelledWord(
                in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: false,
                language: "en_US"
            ).location, NSNotFound)
        UITextChecker.learnWord("wrmklis")
        XCTAssertTrue(isReal("wrmklis"))
        UITextChecker.unlearnWord("wrmklis")
        XCTAssertFalse(UITextChecker.hasLearnedWord("wrmklis"))
        XCTAssertEqual(
            checker.rangeOfMisspelledWord(
                in: "qzx", range: NSRange(location: 0, length: 3), startingAt: 0, wrap: false, language: "fr"
            ).location, NSNotFound, "no lexicon for French: nothing is misspelled")
    }

    func testOlderAPIScreensStillCall() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.makeKeyAndVisible()
        XCTAssertEqual(legacyStatusBarHeight(), 47)
        XCTAssertEqual(UIBlurEffect.Style.systemUltraThinMaterialDark.rawValue, 16)
        XCTAssertEqual(UIBlurEffect.Style.systemChromeMaterialLight.rawValue, 15)
        XCTAssertEqual(legacyGroupedBackground(), .systemGroupedBackground)
    }

    private func legacyStatusBarHeight() -> CGFloat { (self as any LegacyCalls).statusBarHeight() }
    private func legacyGroupedBackground() -> UIColor { (self as any LegacyCalls).groupedBackground() }
}

/// Calls through a protocol, so that the tests of deprecated API compile without deprecation warnings.
@MainActor
private protocol LegacyCalls {
    func statusBarHeight() -> CGFloat
    func groupedBackground() -> UIColor
}

extension ScreenIdiomsTests: LegacyCalls {
    @available(*, deprecated, message: "calls deprecated API on purpose, as older screens do")
    fileprivate func statusBarHeight() -> CGFloat { UIApplication.shared.statusBarFrame.height }

    @available(*, deprecated, message: "calls deprecated API on purpose, as older screens do")
    fileprivate func groupedBackground() -> UIColor { .groupTableViewBackground }
}
