import UIKit
import UniformTypeIdentifiers
import XCTest

/// Stored properties added to UIKit classes in extensions through associated objects, as apps write them, and the
/// smaller members round 18's screens called.
@MainActor
final class AssociatedObjectTests: XCTestCase {
    func testAnExtensionsStoredPropertyLivesWithItsObject() async {
        let cell = UITableViewCell()
        XCTAssertNil(cell.loadingURL)
        cell.loadingURL = URL(string: "https://example.com/a.png")
        XCTAssertEqual(cell.loadingURL?.lastPathComponent, "a.png")
        let other = UITableViewCell()
        XCTAssertNil(other.loadingURL, "values belong to their object")
        cell.loadingURL = nil
        XCTAssertNil(cell.loadingURL)

        var owner: UIView? = UIView()
        weak var watcher: UIView?
        do {
            let delegate = UIView()
            objc_setAssociatedObject(owner!, &Self.weakKey, delegate, .OBJC_ASSOCIATION_ASSIGN)
            watcher = delegate
            XCTAssertTrue(objc_getAssociatedObject(owner!, &Self.weakKey) as? UIView === delegate)
        }
        XCTAssertNil(watcher, "an assigned value is not kept alive")
        XCTAssertNil(objc_getAssociatedObject(owner!, &Self.weakKey))
        objc_setAssociatedObject(owner!, &Self.weakKey, "title", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        objc_removeAssociatedObjects(owner!)
        XCTAssertNil(objc_getAssociatedObject(owner!, &Self.weakKey))
        owner = nil
    }

    nonisolated(unsafe) static var weakKey: UInt8 = 0

    func testRound18sSmallerMembers() async throws {
        let icon = try XCTUnwrap(UIImage(systemName: "doc"))
        let format = icon.imageRendererFormat
        XCTAssertEqual(format.scale, icon.scale)
        let copy = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { _ in }
        XCTAssertEqual(copy.size, CGSize(width: 8, height: 8))
        XCTAssertTrue(UTType.mpeg4Movie.isSubtype(of: .movie))
        XCTAssertTrue(UTType.video.conforms(to: .audiovisualContent))
        XCTAssertFalse(UTType.movie.isSubtype(of: .movie))
        XCTAssertTrue(UTType.directory.isSupertype(of: .package))
        XCTAssertEqual(UTType(filenameExtension: "mov"), .quickTimeMovie)

        final class Palette: UIView {
            var updates = 0
            func updateColors() { updates += 1 }
        }
        let palette = Palette()
        weak let weakPalette = palette
        NotificationCenter.default.addObserver(
            weakPalette as Any, selector: Palette.updateColors, name: .init("ThemeChanged"), object: nil)
        NotificationCenter.default.post(name: .init("ThemeChanged"), object: nil)
        XCTAssertEqual(palette.updates, 1, "an observer typed Any observes when it is the method's class")
        NotificationCenter.default.removeObserver(palette)
        var red: CGFloat = 0
        UIColor.red.getRed(&red, green: nil, blue: nil, alpha: nil)
        XCTAssertEqual(red, 1)
    }
}

private enum AssociatedKeys {
    nonisolated(unsafe) static var loadingURL: UInt8 = 0
}

extension UITableViewCell {
    /// The image URL the cell is loading, kept as apps keep it: an associated object.
    fileprivate var loadingURL: URL? {
        get { objc_getAssociatedObject(self, &AssociatedKeys.loadingURL) as? URL }
        set { objc_setAssociatedObject(self, &AssociatedKeys.loadingURL, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
