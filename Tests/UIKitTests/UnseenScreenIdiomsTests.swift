import UIKit
import XCTest

/// Idioms found in a third round of public UIKit screens (collection view samples, a text view catalog, sheets
/// and popovers, custom controls and layers), written as those screens write them.
final class UnseenScreenIdiomsTests: XCTestCase {
    @MainActor
    func testAnNSIndexPathReadsItsRowAndSection() async {
        let path = IndexPath(row: 4, section: 2) as NSIndexPath
        XCTAssertEqual(path.row, 4)
        XCTAssertEqual(path.section, 2)
        XCTAssertEqual(path.item, 4)
    }

    @MainActor
    func testAnEmptyConstraintIsAPlaceholderThatRelatesNothing() async {
        final class Popup: UIViewController {
            var bottomConstraint = NSLayoutConstraint()
        }
        let popup = Popup()
        XCTAssertNil(popup.bottomConstraint.firstItem)
        XCTAssertFalse(popup.bottomConstraint.isActive)
        popup.bottomConstraint = popup.view.bottomAnchor.constraint(equalTo: popup.view.bottomAnchor)
        XCTAssertNotNil(popup.bottomConstraint.firstItem)
    }

    @MainActor
    func testAnAttachmentStandsInTheTextAsOneCharacter() async throws {
        let attachment = NSTextAttachment()
        attachment.image = UIImage(systemName: "star.fill")
        attachment.bounds = CGRect(x: 0, y: -2, width: 16, height: 16)
        let text = NSMutableAttributedString(string: "Rated ")
        text.append(NSAttributedString(attachment: attachment))
        XCTAssertEqual(text.length, 7)
        let found = text.attribute(.attachment, at: 6, effectiveRange: nil) as? NSTextAttachment
        XCTAssertTrue(found === attachment)
        XCTAssertEqual(NSTextAttachment.character, 0xFFFC)
    }

    @MainActor
    func testAKeyframeAnimationKeepsItsCalculationMode() async {
        let animation = CAKeyframeAnimation(keyPath: "position")
        XCTAssertEqual(animation.calculationMode, .linear)
        animation.calculationMode = .paced
        animation.rotationMode = .rotateAuto
        XCTAssertEqual(animation.calculationMode, .paced)
        XCTAssertEqual(animation.rotationMode, .rotateAuto)
    }

    @MainActor
    func testAStringAndAGradientDrawIntoAnImageRendererAsCoreGraphicsCodeDoes() async throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40)).image { context in
            let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
            let gradient = try? XCTUnwrap(
                CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]))
            if let gradient {
                context.cgContext.drawLinearGradient(
                    gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
            }
            "Tap".draw(
                with: CGRect(x: 0, y: 0, width: 100, height: 40), options: .usesLineFragmentOrigin,
                attributes: [.font: UIFont.systemFont(ofSize: 20)], context: nil)
        }
        let png = try XCTUnwrap(image.pngData())
        let pixels = try XCTUnwrap(UIImage(data: png)?.cgImage?.bitmap)
        let left = try XCTUnwrap(pixels.pixel(x: 2, y: pixels.height - 2))
        let right = try XCTUnwrap(pixels.pixel(x: pixels.width - 3, y: pixels.height - 2))
        XCTAssertGreaterThan(left.0, 230, "red at the start")
        XCTAssertGreaterThan(right.2, 230, "blue at the end")
    }

    @MainActor
    func testAPopoverAsksItsDelegateToPrepareAndAdaptsToASheet() async {
        final class Root: UIViewController, UIPopoverPresentationControllerDelegate {
            var prepared = 0
            func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
                prepared += 1
            }
        }
        let root = Root()
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let picker = UIFontPickerViewController()
        picker.modalPresentationStyle = .popover
        let popover = picker.popoverPresentationController
        popover?.delegate = root
        popover?.sourceView = root.view
        let sheet = popover?.adaptiveSheetPresentationController
        sheet?.detents = [.medium(), .large()]
        root.present(picker, animated: false)
        XCTAssertEqual(root.prepared, 1)
        XCTAssertEqual(sheet?.detents.count, 2)
        XCTAssertTrue(popover?.adaptiveSheetPresentationController === sheet, "the same sheet each time")
        _ = window
    }

    @MainActor
    func testAFontPickerTellsItsDelegateWhatWasPicked() async {
        final class Editor: UIViewController, UIFontPickerViewControllerDelegate {
            var picked: [String] = []
            var cancelled = 0
            func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
                picked.append(viewController.selectedFontDescriptor?.postscriptName ?? "none")
            }
            func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) { cancelled += 1 }
        }
        let editor = Editor()
        var configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = true
        let picker = UIFontPickerViewController(configuration: configuration)
        picker.delegate = editor
        XCTAssertTrue(picker.configuration.includeFaces)
        XCTAssertFalse(picker.familyNames.isEmpty)
        picker.pickFont(UIFontDescriptor(name: "Menlo", size: 14))
        picker.cancel()
        XCTAssertEqual(editor.picked, ["Menlo"])
        XCTAssertEqual(editor.cancelled, 1)
    }
}

/// A growing input bar sizes its text view by the layout manager's used rectangle, as TextKit 1 code does.
final class LayoutManagerTests: XCTestCase {
    @MainActor
    func testTheUsedRectGrowsWithTheLines() async {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        textView.font = .systemFont(ofSize: 17)
        textView.text = "One line"
        let manager = textView.layoutManager
        XCTAssertTrue(textView.textContainer.layoutManager === manager)
        XCTAssertEqual(manager.glyphRange(for: textView.textContainer), NSRange(location: 0, length: 8))
        let one = manager.usedRect(for: textView.textContainer)
        XCTAssertEqual(one.height, textView.font!.lineHeight)
        XCTAssertLessThan(one.width, 200)
        textView.text = String(repeating: "words that wrap ", count: 6)
        let several = manager.usedRect(for: textView.textContainer)
        XCTAssertGreaterThan(several.height, one.height * 2)
        let inset = textView.textContainerInset
        XCTAssertEqual(
            several.height + inset.top + inset.bottom, textView.sizeThatFits(CGSize(width: 200, height: 0)).height)
        let last = manager.boundingRect(forGlyphRange: NSRange(location: 90, length: 5), in: textView.textContainer)
        XCTAssertGreaterThan(last.minY, 0, "a range on a later line sits lower")
    }
}

/// Apple's item badge sample: a supplementary item anchored to each cell's top-trailing corner, poking out by a
/// third of its size, dequeued through a supplementary registration with the cell's index path.
final class ItemBadgeTests: XCTestCase {
    private var window: UIWindow?

    @MainActor
    func testEveryVisibleCellCarriesItsBadgeAtItsCorner() async throws {
        let badgeAnchor = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: "badge", containerAnchor: badgeAnchor)
        XCTAssertTrue(badge.containerAnchor.isFractionalOffset)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        self.window = window
        window.addSubview(collectionView)
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let badgeRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: "badge"
        ) { view, _, indexPath in
            view.accessibilityLabel = "badge \(indexPath.item)"
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: badgeRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<40))
        await dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()

        let badges = collectionView.visibleSupplementaryViews(ofKind: "badge")
        XCTAssertEqual(badges.count, collectionView.visibleCells.count)
        let first = try XCTUnwrap(
            collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(first.accessibilityLabel, "badge 0")
        // The first cell is 100 points wide less 5 each side: (5, 5, 90, 70). The badge's top-trailing corner sits
        // on the cell's, moved right by 6 and up by 6.
        XCTAssertEqual(first.frame, CGRect(x: 95 - 20 + 6, y: 5 - 6, width: 20, height: 20))
        _ = dataSource
    }
}

/// Older and newer idioms from a fourth round of screens: row actions the iOS 8 way, segues asked for in code,
/// Core Animation's clock, the colour picker and well.
final class FourthRoundIdiomsTests: XCTestCase {
    private var window: UIWindow?

    @MainActor
    func testEditActionsShowAsTheRowsSwipeButtons() async throws {
        final class Restaurants: UITableViewController {
            var shared: [Int] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
                -> [UITableViewRowAction]?
            {
                let share = UITableViewRowAction(style: .default, title: "Share") { _, indexPath in
                    self.shared.append(indexPath.row)
                }
                share.backgroundColor = .systemBlue
                let delete = UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }
                return [delete, share]
            }
        }
        let controller = Restaurants()
        let window = UIWindow()
        self.window = window
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = controller.tableView!
        XCTAssertTrue(table.swipeRow(at: IndexPath(row: 2, section: 0), from: .trailing))
        let actions = try XCTUnwrap(table.swipedRow?.actions)
        XCTAssertEqual(actions.map(\.title), ["Delete", "Share"])
        XCTAssertEqual(actions[1].backgroundColor, .systemBlue)
        table.tapSwipeAction(at: 1)
        XCTAssertEqual(controller.shared, [2])
    }

    @MainActor
    func testASegueAskedForInCodeSaysThereAreNoStoryboards() async {
        let controller = UIViewController()
        var messages: [String] = []
        controller.view.constraintMessageHandler = { messages.append($0) }
        controller.performSegue(withIdentifier: "showDetail", sender: nil)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("\"showDetail\""), messages[0])
        XCTAssertTrue(messages[0].contains("pushViewController"), messages[0])
    }

    @MainActor
    func testLayerTimeFollowsTheAnimationClock() async {
        let start = CACurrentMediaTime()
        UIView.advanceAnimations(by: 0.5)
        XCTAssertEqual(CACurrentMediaTime() - start, 0.5, accuracy: 1e-9)
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        parent.speed = 2
        child.beginTime = 1
        child.timeOffset = 0.25
        XCTAssertEqual(child.convertTime(3, from: nil), (3 * 2 - 1) + 0.25, accuracy: 1e-9)
        XCTAssertEqual(child.convertTime(child.convertTime(3, from: nil), to: nil), 3, accuracy: 1e-9)
        let paused = CALayer()
        paused.speed = 0
        paused.timeOffset = paused.convertTime(CACurrentMediaTime(), from: nil)
        XCTAssertFalse(paused.isGeometryFlipped)
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(path.cgPath.boundingBox, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @MainActor
    func testTheColourPickerAndWellTellWhatWasPicked() async {
        final class Editor: UIViewController, UIColorPickerViewControllerDelegate {
            var picked: [UIColor] = []
            var finished = 0
            func colorPickerViewController(
                _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
            ) { picked.append(color) }
            func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { finished += 1 }
        }
        let editor = Editor()
        let picker = UIColorPickerViewController()
        picker.delegate = editor
        picker.supportsAlpha = false
        picker.selectedColor = .systemTeal
        picker.pickColor(UIColor.red.withAlphaComponent(0.5))
        picker.finish()
        XCTAssertEqual(editor.picked.first?.alpha, 1, "no alpha when the picker offers none")
        XCTAssertEqual(editor.finished, 1)

        let well = UIColorWell(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        well.title = "Tint"
        var changes = 0
        well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        well.selectedColor = .blue
        XCTAssertEqual(changes, 0, "setting the colour in code sends nothing")
        well.pickColor(.green)
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(well.selectedColor, .green)
    }
}

/// A context menu on any view, Apple's "Adopting Menus and UIActions" way: an interaction whose delegate makes the
/// configuration, a long press showing it, and the visible menu updated in place.
final class ContextMenuInteractionTests: XCTestCase {
    @MainActor
    func testALongPressShowsTheDelegatesMenuAndItCanBeUpdated() async throws {
        final class Screen: UIViewController, UIContextMenuInteractionDelegate {
            var ended = 0
            var isOn = false
            func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
            ) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(actionProvider: { _ in
                    UIMenu(title: "", children: [UIAction(title: "Toggle", state: self.isOn ? .on : .off) { _ in }])
                })
            }
            func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                animator: (any UIContextMenuInteractionAnimating)?
            ) { ended += 1 }
        }
        let screen = Screen()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let interaction = UIContextMenuInteraction(delegate: screen)
        card.addInteraction(interaction)
        XCTAssertTrue(interaction.view === card)
        XCTAssertTrue(interaction.pressAndHold(at: CGPoint(x: 40, y: 50)))
        XCTAssertEqual(interaction.location(in: card), CGPoint(x: 40, y: 50))
        XCTAssertEqual(interaction.menuAppearance, .compact, "no preview: a compact menu")
        interaction.updateVisibleMenu { menu in
            menu.replacingChildren([UIAction(title: "Toggle", state: .on) { _ in }])
        }
        let action = try XCTUnwrap(interaction.visibleMenu?.menu?.children.first as? UIAction)
        XCTAssertEqual(action.state, .on)
        interaction.dismissMenu()
        XCTAssertEqual(screen.ended, 1)
        XCTAssertNil(interaction.visibleMenu)
    }
}

/// The iOS 16 calendar as a holiday screen uses it: a single-date selection, a multi-date one, decorations.
final class CalendarViewTests: XCTestCase {
    @MainActor
    func testTapsSelectAsTheSelectionBehaviourSaysAndDecorationsComeFromTheDelegate() async {
        final class Holidays: UIViewController, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate,
            UICalendarSelectionMultiDateDelegate
        {
            var selected: [Int] = []
            var deselected: [Int] = []
            func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents)
                -> UICalendarView.Decoration?
            {
                dateComponents.day == 25 ? .default(color: .systemRed, size: .large) : nil
            }
            func dateSelection(
                _ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?
            ) {
                selected.append(dateComponents?.day ?? 0)
            }
            func dateSelection(
                _ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?
            ) -> Bool { dateComponents?.day != 13 }
            func multiDateSelection(
                _ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents
            ) { selected.append(dateComponents.day ?? 0) }
            func multiDateSelection(
                _ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents
            ) { deselected.append(dateComponents.day ?? 0) }
        }
        let screen = Holidays()
        let calendar = UICalendarView()
        calendar.calendar = Calendar(identifier: .gregorian)
        calendar.delegate = screen
        calendar.selectionBehavior = UICalendarSelectionSingleDate(delegate: screen)
        func day(_ day: Int) -> DateComponents {
            DateComponents(calendar: calendar.calendar, year: 2026, month: 12, day: day)
        }
        calendar.tapDate(day(13))
        calendar.tapDate(day(24))
        XCTAssertEqual(screen.selected, [24], "the 13th may not be selected")
        XCTAssertEqual((calendar.selectionBehavior as? UICalendarSelectionSingleDate)?.selectedDate?.day, 24)
        XCTAssertNotNil(calendar.decoration(for: day(25)))
        XCTAssertNil(calendar.decoration(for: day(24)))

        let multi = UICalendarSelectionMultiDate(delegate: screen)
        calendar.selectionBehavior = multi
        calendar.tapDate(day(1))
        calendar.tapDate(day(2))
        calendar.tapDate(day(1))
        XCTAssertEqual(multi.selectedDates.map(\.day), [2])
        XCTAssertEqual(screen.deselected, [1])
    }
}
