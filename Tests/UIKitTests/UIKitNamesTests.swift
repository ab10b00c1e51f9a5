import Foundation
import UIKit
import XCTest

/// Every name the `UIKit`, `QuartzCore` and `CoreGraphics` modules give, used once (so this target does not build
/// if one is missing), and a check that the list below names every type alias those modules declare.
@MainActor
final class UIKitNamesTests: XCTestCase {
    /// Each UIKit name, as a type.
    static let types: [Any.Type] = [
        UIView.self,
        UIVisualEffect.self,
        UIBlurEffect.self,
        UIVisualEffectView.self,
        (any UINavigationControllerDelegate).self,
        UINavigationBar.self,
        UIBarStyle.self,
        UIBarMetrics.self,
        UIBarAppearance.self,
        UINavigationBarAppearance.self,
        UIBarButtonItemAppearance.self,
        UIBarButtonItemStateAppearance.self,
        UIToolbar.self,
        UIToolbarAppearance.self,
        UIOffset.self,
        UISearchController.self,
        (any UISearchResultsUpdating).self,
        (any UISearchControllerDelegate).self,
        UIApplication.self,
        (any UIApplicationDelegate).self,
        UIBackgroundTaskIdentifier.self,
        UIScene.self,
        UIWindowScene.self,
        UISceneSession.self,
        UISceneConfiguration.self,
        (any UISceneDelegate).self,
        (any UIWindowSceneDelegate).self,
        UIOpenURLContext.self,
        UIScreen.self,
        UIDevice.self,
        UIUserInterfaceIdiom.self,
        UIDeviceOrientation.self,
        UIUserInterfaceSizeClass.self,
        UIContentSizeCategory.self,
        UITraitEnvironmentLayoutDirection.self,
        UILegibilityWeight.self,
        UIAccessibilityContrast.self,
        UIRectEdge.self,
        UIPinchGestureRecognizer.self,
        UIRotationGestureRecognizer.self,
        UIScreenEdgePanGestureRecognizer.self,
        UIScrollView.self,
        (any UIScrollViewDelegate).self,
        UIWindow.self,
        UILabel.self,
        UIImageView.self,
        UIStackView.self,
        UITextField.self,
        (any UITextFieldDelegate).self,
        UITextView.self,
        (any UITextViewDelegate).self,
        UISearchBar.self,
        (any UISearchBarDelegate).self,
        UIActivityIndicatorView.self,
        UIProgressView.self,
        UIEvent.self,
        UITouch.self,
        UIResponder.self,
        UIControl.self,
        UIButton.self,
        UISwitch.self,
        UISegmentedControl.self,
        UIRefreshControl.self,
        UIAction.self,
        UIActionHandler.self,
        UIMenu.self,
        UIMenuElement.self,
        UIContextMenuConfiguration.self,
        UIContextMenuActionProvider.self,
        UIContextMenuContentPreviewProvider.self,
        (any UIContextMenuInteractionAnimating).self,
        (any UIContextMenuInteractionCommitAnimating).self,
        UIContextMenuInteractionCommitStyle.self,
        UIContextualAction.self,
        UISwipeActionsConfiguration.self,
        UIViewController.self,
        UINavigationController.self,
        UINavigationItem.self,
        UIBarButtonItem.self,
        UIAlertController.self,
        UIAlertAction.self,
        UIModalPresentationStyle.self,
        UITableViewController.self,
        UICollectionViewController.self,
        UITableView.self,
        UITableViewCell.self,
        UITableViewHeaderFooterView.self,
        (any UITableViewDataSource).self,
        (any UITableViewDelegate).self,
        (any UITableViewDataSourcePrefetching).self,
        UITableViewDiffableDataSource<Int, String>.self,
        UINib.self,
        UICollectionView.self,
        UICollectionViewCell.self,
        UICollectionViewListCell.self,
        UICollectionReusableView.self,
        (any UICollectionViewDataSource).self,
        (any UICollectionViewDelegate).self,
        (any UICollectionViewDelegateFlowLayout).self,
        (any UICollectionViewDataSourcePrefetching).self,
        UICollectionViewDiffableDataSource<Int, String>.self,
        UICollectionViewLayout.self,
        UICollectionViewFlowLayout.self,
        UICollectionViewLayoutAttributes.self,
        UICollectionViewLayoutInvalidationContext.self,
        UICollectionViewFlowLayoutInvalidationContext.self,
        UICollectionViewUpdateItem.self,
        UICollectionViewCompositionalLayout.self,
        UICollectionViewCompositionalLayoutConfiguration.self,
        UICollectionLayoutListConfiguration.self,
        UICollectionLayoutSectionOrthogonalScrollingBehavior.self,
        (any UIContentConfiguration).self,
        (any UIContentView).self,
        UIListContentConfiguration.self,
        UIListContentView.self,
        UIBackgroundConfiguration.self,
        UICellAccessory.self,
        (any UIConfigurationState).self,
        UICellConfigurationState.self,
        UIViewConfigurationState.self,
        UILayoutGuide.self,
        UILayoutPriority.self,
        UIEdgeInsets.self,
        UITraitCollection.self,
        UIUserInterfaceStyle.self,
        UIGestureRecognizer.self,
        (any UIGestureRecognizerDelegate).self,
        UITapGestureRecognizer.self,
        UILongPressGestureRecognizer.self,
        UIPanGestureRecognizer.self,
        UISwipeGestureRecognizer.self,
        UIColor.self,
        UIFont.self,
        UIFontMetrics.self,
        UIImage.self,
        UIAccessibilityTraits.self,
        UIKeyboardType.self,
        UIReturnKeyType.self,
        UITextAutocapitalizationType.self,
        NSTextAlignment.self,
        NSLineBreakMode.self,
        CALayer.self,
        CACornerMask.self,
        CGColor.self,
    ]

    func testEveryUIKitNameIsUsedHere() async throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources").standardized
        let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        var declared: [String] = []
        for module in ["UIKit", "QuartzCore", "CoreGraphics"] {
            let folder = sources.appendingPathComponent(module)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift")
            {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("public typealias ") {
                    declared.append(String(line.dropFirst("public typealias ".count).prefix { $0 != " " }))
                }
            }
        }
        XCTAssertGreaterThan(declared.count, 100)
        let unused = declared.filter { name in
            !here.contains("        \(name).self,") && !here.contains("(any \(name)).self,")
                && !here.contains("        \(name)<")
        }
        XCTAssertEqual(unused, [], "declared in the UIKit modules but not used in this file")
        XCTAssertEqual(Self.types.count, declared.count)
    }
}
