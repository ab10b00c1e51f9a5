import UIKit
import XCTest

/// The UIKit classes that are `NSObject`s on iOS (responders: views, cells and controllers; images) are here too, so
/// that the helpers apps write on `NSObject` reach them; colours are plain classes with NSObject's equality.
extension NSObject {
    fileprivate static var className: String { String(describing: self) }
    fileprivate var className: String { String(describing: type(of: self)) }
}

extension UIColor {
    fileprivate static func random(alpha: CGFloat) -> UIColor {
        UIColor(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1), alpha: alpha)
    }
}

@MainActor
final class NSObjectRootsTests: XCTestCase {
    private final class PhotoCell: UITableViewCell {}

    private final class PhotosViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(PhotoCell.self, forCellReuseIdentifier: PhotoCell.className)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: PhotoCell.className, for: indexPath)
            cell.backgroundColor = .random(alpha: 0.5)
            return cell
        }
    }

    func testAnNSObjectHelperNamesCellsAndControllers() async throws {
        let controller = PhotosViewController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        controller.tableView.layoutIfNeeded()
        let cell = try XCTUnwrap(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(cell.className, "PhotoCell")
        XCTAssertEqual(controller.className, "PhotosViewController")
        XCTAssertEqual(cell.backgroundColor?.cgColor.alpha, 0.5)
        XCTAssertTrue(cell.isKind(of: UITableViewCell.self))
        XCTAssertFalse(cell.isMember(of: UITableViewCell.self))
        let object: NSObject = cell
        XCTAssertTrue(object is UIView)
    }

    final class SelfResizingCell: UICollectionViewCell {}

    func testAClassDescriptionNamesItForAReuseIdentifier() async throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(SelfResizingCell.self, forCellWithReuseIdentifier: SelfResizingCell.description())
        XCTAssertEqual(SelfResizingCell.description(), "UIKitTests.NSObjectRootsTests.SelfResizingCell")
        XCTAssertTrue(UIColor.description().hasSuffix("Color"))
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: SelfResizingCell.description(), for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(cell is SelfResizingCell)
        XCTAssertTrue(cell.description.hasPrefix("<"), "the instance's description is still its own")
    }

    func testColoursAndImagesCompareByValueAsNSObjects() async {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(red, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertTrue(red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
        XCTAssertEqual(red.hash, UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        XCTAssertNotEqual(red, .blue)
        XCTAssertEqual(Set([red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count, 2)
        let star = UIImage(systemName: "star")
        XCTAssertEqual(star, UIImage(systemName: "star"))
        XCTAssertNotEqual(star, UIImage(systemName: "star.fill"))
        let view = UIView()
        XCTAssertTrue(view.isEqual(view))
        XCTAssertFalse(view.isEqual(UIView()), "views are equal only to themselves")
    }
}
