import UIKit
import XCTest

/// What a twenty-sixth round of unseen screens needed: a masonry layout that archives as UIKit's layouts do, and
/// the bitmap context a photo grid decodes its downloaded images into before showing them (Unsplash's picker).
final class RoundTwentySixIdiomsTests: XCTestCase {
    final class WaterfallLayout: UICollectionViewLayout {
        var columnCount = 2

        override init() {
            super.init()
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }
    }

    @MainActor
    func testALayoutWithAnInitializerOfItsOwnWritesTheCoderOne() async {
        XCTAssertEqual(WaterfallLayout().columnCount, 2)
        XCTAssertNil(WaterfallLayout(coder: NSCoder()), "no archives on Linux")
        XCTAssertNil(UICollectionViewFlowLayout(coder: NSCoder()))
    }

    /// Decodes an image off the main thread as the picker does: drawn into a bitmap context and made an image again.
    @MainActor
    func testAnImageDecodedThroughABitmapContextComesOutUpright() async throws {
        let size = CGSize(width: 4, height: 4)
        let drawing = UIGraphicsImageRenderer(
            size: size, format: UIGraphicsImageRendererFormat(for: .init(displayScale: 1))
        )
        .image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        }
        let downloaded = try XCTUnwrap(drawing.pngData().flatMap { UIImage(data: $0) })
        let cgImage = try XCTUnwrap(downloaded.cgImage)
        let width = cgImage.width
        let height = cgImage.height

        let colourSpace = CGColorSpaceCreateDeviceRGB()
        let bitmapInfo: UInt32 = CGImageAlphaInfo.noneSkipLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let imageContext = try XCTUnwrap(
            CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                space: colourSpace, bitmapInfo: bitmapInfo))
        imageContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: width, height: height))
        let output = try XCTUnwrap(imageContext.makeImage())
        XCTAssertEqual(output.width, 4)
        XCTAssertEqual(output.height, 4)
        // Row 0 is the top: red, as the drawing had it; the last row blue.
        let top = Array(output.bitmap.bytes[0..<4])
        let bottom = Array(output.bitmap.bytes[(3 * 4 * 4)..<(3 * 4 * 4 + 4)])
        XCTAssertEqual(top, [255, 0, 0, 255])
        XCTAssertEqual(bottom, [0, 0, 255, 255])
        XCTAssertNotNil(UIImage(cgImage: output).cgImage)

        XCTAssertNil(
            CGContext(
                data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: colourSpace,
                bitmapInfo: bitmapInfo), "no context of no size")
    }

    /// SpiceCompanion's sidebar: tabs described by a Hashable struct that holds their storyboard, a tab bar
    /// controller that animates the tapped item, and patches read from a data set of the asset catalog.
    @MainActor
    func testTabsKeepTheirStoryboardsAndTheControllerHearsTheTappedItem() async throws {
        struct MainTab: Hashable {
            let title: String
            let storyboard: UIStoryboard
        }
        UIStoryboard.define("Cards", initial: "List", scenes: ["List": { UIViewController() }])
        let cards = UIStoryboard(name: "Cards", bundle: nil)
        let tabs: Set<MainTab> = [
            MainTab(title: "Cards", storyboard: cards), MainTab(title: "Cards", storyboard: cards),
        ]
        XCTAssertEqual(tabs.count, 1, "the same storyboard: one tab")

        final class TabsController: UITabBarController {
            var tapped: [String] = []
            override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
                super.tabBar(tabBar, didSelect: item)
                tapped.append(item.title ?? "")
            }
        }
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Cards", image: nil, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Patches", image: nil, tag: 1)
        let controller = TabsController()
        controller.viewControllers = [first, second]
        controller.tapTab(at: 1)
        XCTAssertEqual(controller.tapped, ["Patches"])
        XCTAssertEqual(controller.selectedIndex, 1)
    }

    func testADataSetOfTheAssetCatalog() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("data-assets-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let set = directory.appendingPathComponent("Assets.xcassets/Data/Patches.dataset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"data":[{"filename":"patches.json","idiom":"universal"}],"info":{"version":1}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(#"[{"name":"Fast"}]"#.utf8).write(to: set.appendingPathComponent("patches.json"))
        let bundle = try XCTUnwrap(Bundle(path: directory.path))

        let asset = try XCTUnwrap(NSDataAsset(name: "Patches", bundle: bundle))
        XCTAssertEqual(asset.name, "Patches")
        XCTAssertEqual(String(decoding: asset.data, as: UTF8.self), #"[{"name":"Fast"}]"#)
        XCTAssertEqual(asset.typeIdentifier, "public.json")
        XCTAssertNotNil(NSDataAsset(name: "Data/Patches", bundle: bundle), "a name with its folder")
        XCTAssertNil(NSDataAsset(name: "Missing", bundle: bundle))
    }

    final class CookbookAppDelegate: UIResponder, UIApplicationDelegate {}
    final class CookbookSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
    }

    /// The Cookbook client's scene: restored from the session's activity when it connects again.
    @MainActor
    func testASessionKeepsTheActivityToRestore() async throws {
        let scene = try XCTUnwrap(
            UIApplication.shared.launch(delegate: CookbookAppDelegate(), sceneDelegate: CookbookSceneDelegate()))
        let session = scene.session
        XCTAssertNil(session.stateRestorationActivity)
        let activity = NSUserActivity(activityType: "recipe.show")
        activity.userInfo = ["id": 7]
        session.stateRestorationActivity = activity
        XCTAssertEqual(session.stateRestorationActivity?.activityType, "recipe.show")
        UIApplication.shared.requestSceneSessionDestruction(session, options: nil, errorHandler: nil)
    }

    /// The Cookbook client drags a recipe out to open it in a new window: the drag carries the activity.
    @MainActor
    func testAnActivityRidesInADragsItemProvider() async throws {
        let activity = NSUserActivity(activityType: "recipe.show")
        activity.title = "Soup"
        activity.userInfo = ["id": 7, "view": UIView()]
        let itemProvider = NSItemProvider()
        itemProvider.registerObject(activity, visibility: .all)
        XCTAssertTrue(itemProvider.hasItemConformingToTypeIdentifier("com.apple.uikit.useractivity"))
        final class Box: @unchecked Sendable { var data: Data? }
        let box = Box()
        itemProvider.loadDataRepresentation(forTypeIdentifier: "com.apple.uikit.useractivity") { data, _ in
            box.data = data
        }
        let data = try XCTUnwrap(box.data)
        let record = try XCTUnwrap(
            PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        XCTAssertEqual(record["activityType"] as? String, "recipe.show")
        XCTAssertEqual(record["title"] as? String, "Soup")
        XCTAssertEqual((record["userInfo"] as? [String: Any])?["id"] as? Int, 7)
        XCTAssertNil((record["userInfo"] as? [String: Any])?["view"], "a view is no property list value")
    }
}
