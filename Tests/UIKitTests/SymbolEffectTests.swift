import UIKit
import XCTest

/// SF Symbols' effects as iOS 17 list screens use them: a bounce on a favourite, variable colour while a row
/// loads, a replaced symbol, and the ends their completions hear on the virtual clock.
@MainActor
final class SymbolEffectTests: XCTestCase {
    final class DownloadCell: UITableViewCell {
        let statusImageView = UIImageView(image: UIImage(systemName: "wifi"))
        var finished: [Bool] = []

        func startLoading() {
            statusImageView.addSymbolEffect(.variableColor.iterative.reversing, options: .repeating)
        }

        func finishLoading() {
            statusImageView.removeSymbolEffect(ofType: .variableColor)
            statusImageView.setSymbolImage(
                UIImage(systemName: "checkmark.circle")!, contentTransition: .replace.downUp
            ) { [weak self] context in
                self?.finished.append(context.isFinished)
            }
        }

        func favourite() {
            statusImageView.addSymbolEffect(.bounce.up, options: .nonRepeating) { [weak self] context in
                self?.finished.append(context.isFinished)
            }
        }
    }

    func testEffectsRunUntilRemovedOrForTheirRepeatsOnTheVirtualClock() async {
        UIView.advanceAnimations(by: 60)  // what earlier tests left scheduled ends first
        let cell = DownloadCell(style: .default, reuseIdentifier: "download")
        cell.startLoading()
        XCTAssertEqual(
            cell.statusImageView.activeSymbolEffects.map(\.effectName), ["variableColor.iterative.reversing"])
        UIView.advanceAnimations(by: 10)
        XCTAssertEqual(cell.statusImageView.activeSymbolEffects.count, 1, "a repeating effect runs until removed")

        cell.finishLoading()
        XCTAssertTrue(cell.statusImageView.activeSymbolEffects.isEmpty)
        XCTAssertEqual(cell.statusImageView.image, UIImage(systemName: "checkmark.circle"))
        XCTAssertEqual(cell.finished, [], "the transition's completion runs later, never inside the call")
        UIView.advanceAnimations(by: 0.01)
        XCTAssertEqual(cell.finished, [true])

        cell.favourite()
        XCTAssertEqual(cell.statusImageView.activeSymbolEffects.map(\.effectName), ["bounce.up"])
        UIView.advanceAnimations(by: 0.49)
        XCTAssertEqual(cell.statusImageView.activeSymbolEffects.count, 1)
        UIView.advanceAnimations(by: 0.02)
        XCTAssertTrue(cell.statusImageView.activeSymbolEffects.isEmpty, "one bounce lasts half a second")
        XCTAssertEqual(cell.finished, [true, true])
    }

    func testANewEffectOfTheSameKindReplacesTheOldAndBarItemsTakeEffectsToo() async {
        let imageView = UIImageView(image: UIImage(systemName: "heart"))
        var ends: [Bool] = []
        imageView.addSymbolEffect(.pulse, options: .repeating) { ends.append($0.isFinished) }
        imageView.addSymbolEffect(.pulse.wholeSymbol, options: .repeat(2).speed(2))
        XCTAssertEqual(ends, [false], "the replaced effect did not finish")
        XCTAssertEqual(imageView.activeSymbolEffects.map(\.effectName), ["pulse.wholeSymbol"])
        imageView.removeAllSymbolEffects()
        XCTAssertTrue(imageView.activeSymbolEffects.isEmpty)

        let item = UIBarButtonItem(image: UIImage(systemName: "bell"), style: .plain, target: nil, action: nil)
        item.addSymbolEffect(.wiggle, options: .repeating)
        XCTAssertEqual(item.activeSymbolEffects.map(\.effectName), ["wiggle"])
        item.removeAllSymbolEffects()
        item.setSymbolImage(UIImage(systemName: "bell.fill")!, contentTransition: .automatic)
        XCTAssertEqual(item.image, UIImage(systemName: "bell.fill"))
    }
}
