import UIKit
import XCTest

/// A picker as forms use it: a controller is its data source and delegate, the picker is a text field's input view,
/// and the user's pick fills the field.
@MainActor
final class PickerViewTests: XCTestCase {
    final class TimerViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
        let field = UITextField()
        let picker = UIPickerView()
        var minutes = Array(0..<60)
        var picks: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            picker.dataSource = self
            picker.delegate = self
            field.inputView = picker
            view.addSubview(field)
        }

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? 24 : minutes.count
        }

        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? "\(row) h" : "\(minutes[row]) min"
        }

        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            picks.append("\(component):\(row)")
            let hours = pickerView.selectedRow(inComponent: 0)
            let minute = minutes[pickerView.selectedRow(inComponent: 1)]
            field.text = "\(hours) h \(minute) min"
        }
    }

    func testThePickerAsksItsDataSourceAndShowsTheRowsAroundTheSelection() async throws {
        let controller = TimerViewController()
        controller.loadViewIfNeeded()
        let picker = controller.picker
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216), "UIKit's default size")
        picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 60)
        XCTAssertEqual(picker.numberOfRows(inComponent: 5), 0, "a component the picker does not have")
        XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 160, height: 32))
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 9), -1)

        picker.selectRow(30, inComponent: 1, animated: false)
        picker.layoutIfNeeded()
        let centre = try XCTUnwrap(picker.view(forRow: 30, forComponent: 1) as? UILabel)
        XCTAssertEqual(centre.text, "30 min")
        XCTAssertEqual(centre.frame.midY, picker.bounds.midY, "the selected row sits at the centre")
        XCTAssertEqual(centre.frame.minX, 160, "the second component starts halfway")
        XCTAssertNotNil(picker.view(forRow: 26, forComponent: 1), "rows above the centre are shown")
        XCTAssertNil(picker.view(forRow: 20, forComponent: 1), "rows far from the centre have no view")
        XCTAssertEqual(controller.picks, [], "selecting in code does not tell the delegate")
        XCTAssertLessThanOrEqual(picker.subviews.count, 2 * 9, "only the rows around each selection have views")

        picker.selectRow(500, inComponent: 1, animated: true)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 59, "a row past the last is clamped")
    }

    func testATapOnARowBelowTheCentreSpinsToItAndTellsTheDelegate() async throws {
        let controller = TimerViewController()
        controller.loadViewIfNeeded()
        let picker = controller.picker
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        picker.layoutIfNeeded()
        picker.touchDown(at: CGPoint(x: 240, y: 108 + 64)).lift()
        XCTAssertEqual(controller.picks, ["1:2"], "two rows below the centre of the minutes")
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 2)
        XCTAssertEqual(controller.field.text, "0 h 2 min")
        picker.touchDown(at: CGPoint(x: 80, y: 108)).lift()
        XCTAssertEqual(controller.picks, ["1:2"], "a tap on the selected row changes nothing")
    }

    func testReloadingAComponentKeepsTheSelectionInsideItsRows() async throws {
        let controller = TimerViewController()
        controller.loadViewIfNeeded()
        let picker = controller.picker
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        picker.selectRow(50, inComponent: 1, animated: false)
        controller.minutes = [0, 15, 30, 45]
        picker.reloadComponent(1)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 4)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 3)
        picker.layoutIfNeeded()
        XCTAssertEqual((picker.view(forRow: 3, forComponent: 1) as? UILabel)?.text, "45 min")
    }

    final class ColourSwatches: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let colours: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]
        var made = 0

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 400 }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 44 }
        func pickerView(
            _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
        ) -> UIView {
            if view == nil { made += 1 }
            let swatch = view ?? UIView()
            swatch.backgroundColor = colours[row % colours.count]
            return swatch
        }
    }

    func testRowViewsAreReusedAsTheSelectionMoves() async throws {
        let swatches = ColourSwatches()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = swatches
        picker.delegate = swatches
        picker.layoutIfNeeded()
        let firstScreen = swatches.made
        XCTAssertEqual(firstScreen, 4, "the centre row and three below it (44-point rows)")
        for row in stride(from: 1, through: 300, by: 7) {
            picker.selectRow(row, inComponent: 0, animated: false)
            picker.layoutIfNeeded()
        }
        XCTAssertLessThanOrEqual(swatches.made, 7, "views leaving the wheel come back to the delegate")
        XCTAssertEqual(picker.view(forRow: 295, forComponent: 0)?.backgroundColor, UIColor.systemOrange)
        XCTAssertEqual(picker.rowSize(forComponent: 0).height, 44)
    }
}
