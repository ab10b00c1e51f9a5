import ReuseExamples
import ReuseRender
import ReuseSnapshotTesting
import SnapshotTesting
import UIKit
import XCTest

@testable import UIKitExamples

/// Snapshot tests of the examples' screens, written as an iOS project writes them with swift-snapshot-testing:
/// each screen in a window of a phone's size, drawn and compared with the PNG recorded beside this file in
/// `__Snapshots__`. A screen that draws differently fails with the count of differing pixels and a difference
/// image; delete a reference to record it again.
final class ScreenSnapshotTests: XCTestCase {
    /// Windows stay alive for the test's length, as a host application keeps its window.
    private var screen: ShownScreen?

    /// The views are measured by the font that draws them (the strategies install the renderer's text engine);
    /// the other suites in this process measure with ReuseKit's approximation, so it is put back after each test.
    override func tearDown() {
        Renderer.uninstall()
        super.tearDown()
    }

    @MainActor
    private func assertScreen(
        _ name: String, offset: CGFloat = 0, file: StaticString = #filePath, testName: String = #function,
        line: UInt = #line
    ) {
        guard let example = ExampleScreen.named(name) else { return XCTFail("no screen named \(name)") }
        TextEngine.install()
        let shown = example.show(size: CGSize(width: 390, height: 844))
        shown.scroll(to: offset)
        screen = shown
        assertSnapshot(
            of: shown.window as UIView, as: .image(traits: UITraitCollection(displayScale: 1)), file: file,
            testName: testName, line: line)
    }

    @MainActor func testSeed002MovieTable() async { assertScreen("movies") }
    @MainActor func testSeed002MovieTableScrolled() async { assertScreen("movies", offset: 1_050) }
    @MainActor func testSeed003HandMadeTable() async { assertScreen("handmade") }
    @MainActor func testSeed003ImageTable() async { assertScreen("image-table") }
    @MainActor func testSeed004ContactsWithPhotos() async { assertScreen("contacts") }
    @MainActor func testInsetGroupedSettings() async { assertScreen("settings") }
    @MainActor func testGroceriesInEditingMode() async { assertScreen("groceries-editing") }
    @MainActor func testGroceriesWithASwipeOpen() async { assertScreen("groceries-swiped") }
    @MainActor func testCompositionalGrid() async { assertScreen("grid") }
    @MainActor func testFruitList() async { assertScreen("fruits") }

    /// Xcode's template controller on an iPhone 13 at 2x: the self-sizing feed, each row as tall as its text.
    @MainActor func testSelfSizingFeedOnAniPhone13() async {
        let controller = ViewController()
        assertSnapshot(
            of: controller as UIViewController,
            as: .image(on: .iPhone13, traits: UITraitCollection(displayScale: 2)))
    }

    /// One cell, sized as a table would size it, in light and dark mode.
    @MainActor func testAContactCellInLightAndDarkMode() async {
        let cell = ContactTableViewCell(style: .default, reuseIdentifier: nil)
        cell.nameLabel.text = "Anna Haro"
        cell.contactImage.image = Contact.samples[0].photo
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        cell.backgroundColor = .systemBackground
        assertSnapshot(of: cell as UIView, as: .image, named: "light")
        assertSnapshot(
            of: cell as UIView, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark")
    }

    /// The view tree as text, for the same screen the image shows.
    @MainActor func testSettingsHierarchyAsText() async {
        let controller = SettingsViewController()
        assertSnapshot(of: controller as UIViewController, as: .recursiveDescription(on: .iPhone13))
    }
}
