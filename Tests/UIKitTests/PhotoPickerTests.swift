import Photos
import PhotosUI
import UIKit
import XCTest

/// A photo grid filled from the system photo picker, as an unseen app's screen writes it: access is asked
/// first, three images at most, and each result's item provider loads a `UIImage`.
@MainActor
final class PhotoPickerTests: XCTestCase {
    final class PhotoGridViewController: UIViewController, PHPickerViewControllerDelegate, UICollectionViewDataSource {
        var images: [UIImage] = []
        var identifiers: [String?] = []
        lazy var collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        var refused = false

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        func didTapAdd() -> PHPickerViewController? {
            guard PHPhotoLibrary.authorizationStatus(for: .readWrite) != .denied else {
                refused = true
                return nil
            }
            var config = PHPickerConfiguration(photoLibrary: .shared())
            config.selectionLimit = 3
            config.filter = .images
            let picker = PHPickerViewController(configuration: config)
            picker.delegate = self
            present(picker, animated: true)
            return picker
        }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            picker.dismiss(animated: true)
            for result in results {
                identifiers.append(result.assetIdentifier)
                _ = result.itemProvider.loadObject(ofClass: UIImage.self) { [weak self] reading, error in
                    guard let image = reading as? UIImage, error == nil else { return }
                    MainActor.assumeIsolated { self?.images.append(image) }
                }
            }
            collectionView.reloadData()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            images.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    private func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    override func tearDown() async throws {
        PHPhotoLibrary.resetAuthorization()
        PHPhotoLibrary.headlessAuthorization = .authorized
    }

    func testPickedImagesFillTheGridUpToTheSelectionLimit() async throws {
        let grid = PhotoGridViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = grid
        window.makeKeyAndVisible()
        let status = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
        XCTAssertEqual(status, .authorized)
        let picker = try XCTUnwrap(grid.didTapAdd())
        XCTAssertTrue(grid.presentedViewController === picker)
        picker.pick([swatch(.red), swatch(.green), swatch(.blue), swatch(.orange)])
        XCTAssertNil(grid.presentedViewController, "the delegate dismissed the picker")
        XCTAssertEqual(grid.images.count, 3, "the selection limit")
        XCTAssertEqual(grid.images.first?.size, CGSize(width: 12, height: 12), "4 points at 3x, decoded as pixels")
        XCTAssertTrue(grid.identifiers.allSatisfy { $0 != nil }, "a configuration with a library names the assets")
        grid.collectionView.layoutIfNeeded()
        XCTAssertEqual(grid.collectionView.visibleCells.count, 3)
    }

    func testAFilterAndADeniedLibrary() async {
        var videosOnly = PHPickerConfiguration()
        videosOnly.filter = .any(of: [.videos, .livePhotos])
        let picker = PHPickerViewController(configuration: videosOnly)
        let grid = PhotoGridViewController()
        grid.loadViewIfNeeded()
        picker.delegate = grid
        picker.pick([swatch(.red)])
        XCTAssertEqual(grid.images.count, 0, "a still photo is neither a video nor a live photo")
        var stills = PHPickerConfiguration()
        stills.filter = .all(of: [.images, .not(.screenshots)])
        stills.selectionLimit = 0
        let any = PHPickerViewController(configuration: stills)
        any.delegate = grid
        any.pick([swatch(.blue), swatch(.green)])
        XCTAssertEqual(grid.images.count, 2, "a limit of 0 picks any number")
        XCTAssertEqual(grid.identifiers, [nil, nil], "no library, no asset identifiers")

        PHPhotoLibrary.headlessAuthorization = .denied
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in XCTAssertEqual(status, .denied) }
        XCTAssertNil(grid.didTapAdd())
        XCTAssertTrue(grid.refused)
        XCTAssertEqual(PHPhotoLibrary.authorizationStatus(for: .addOnly), .notDetermined, "each level is asked apart")
    }
}
