import UIKit
import XCTest

/// Button configurations that size their buttons, segments made from actions, per-state slider images, target
/// lists, and the colour transformers list and background configurations apply, written as iOS code writes them.
@MainActor
final class ControlConfigurationTests: XCTestCase {
    func testAConfigurationPlacesItsImageAndSizesTheButton() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Download"
        configuration.image = UIImage(systemName: "arrow.down.circle")
        configuration.imagePadding = 6
        let beside = UIButton(configuration: configuration)
        configuration.imagePlacement = .top
        let above = UIButton(configuration: configuration)
        let sideSize = beside.intrinsicContentSize
        let topSize = above.intrinsicContentSize
        XCTAssertGreaterThan(sideSize.width, topSize.width, "an image beside the title widens the button")
        XCTAssertGreaterThan(topSize.height, sideSize.height, "an image above the title makes it taller")
        let image = configuration.image?.size ?? .zero
        XCTAssertEqual(topSize.height - sideSize.height, image.height + 6, accuracy: 1)

        configuration.subtitle = "12 MB"
        configuration.titlePadding = 2
        let withSubtitle = UIButton(configuration: configuration)
        XCTAssertEqual(withSubtitle.subtitleLabel?.text, "12 MB")
        XCTAssertGreaterThan(withSubtitle.intrinsicContentSize.height, topSize.height)
        XCTAssertNil(UIButton(type: .system).subtitleLabel, "no configuration, no subtitle label")

        XCTAssertEqual(configuration.background.backgroundColor, UIColor.systemBlue, "a filled button's fill")
        withSubtitle.isEnabled = false
        let disabled = configuration.updated(for: withSubtitle)
        XCTAssertLessThan(disabled.background.backgroundColor?.alpha ?? 1, 1, "a disabled button fades")
    }

    func testSegmentsMadeFromActionsPerformOnlyTheirOwn() async {
        var chosen: [String] = []
        let control = UISegmentedControl(
            frame: .zero,
            actions: [
                UIAction(title: "Day") { _ in chosen.append("day") },
                UIAction(title: "Week") { _ in chosen.append("week") },
            ])
        control.insertSegment(with: UIImage(systemName: "calendar"), at: 2, animated: false)
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.actionForSegment(at: 1)?.title, "Week")
        XCTAssertNil(control.actionForSegment(at: 2))
        control.tapSegment(at: 1)
        control.tapSegment(at: 0)
        control.tapSegment(at: 2)
        XCTAssertEqual(chosen, ["week", "day"], "each segment performs its own action, and only that one")

        let equal = control.intrinsicContentSize.width
        control.apportionsSegmentWidthsByContent = true
        XCTAssertLessThanOrEqual(control.intrinsicContentSize.width, equal, "widths follow their content")
        control.setWidth(100, forSegmentAt: 0)
        XCTAssertEqual(control.widthForSegment(at: 0), 100)
        XCTAssertEqual(control.segmentWidths[0], 100)
    }

    final class PlayerViewController: UIViewController {
        let volume = UISlider()
        var changes = 0
        func volumeChanged(_ sender: UISlider) { changes += 1 }
    }

    func testSliderImagesFallBackToNormalAndTargetsAreListed() async {
        let player = PlayerViewController()
        let thumb = UIImage(systemName: "circle.fill")
        player.volume.setThumbImage(thumb, for: .normal)
        player.volume.setMaximumTrackImage(UIImage(systemName: "minus"), for: .highlighted)
        XCTAssertTrue(player.volume.thumbImage(for: .highlighted) === thumb, "the normal image for other states")
        XCTAssertNil(player.volume.maximumTrackImage(for: .normal))
        XCTAssertNotNil(player.volume.maximumTrackImage(for: .highlighted))

        player.volume.addTarget(player, action: PlayerViewController.volumeChanged, for: .valueChanged)
        XCTAssertEqual(player.volume.allTargets.count, 1)
        XCTAssertEqual(player.volume.actions(forTarget: player, forControlEvent: .valueChanged)?.count, 1)
        XCTAssertNil(player.volume.actions(forTarget: player, forControlEvent: .touchUpInside))
        player.volume.slide(to: 0.5)
        XCTAssertEqual(player.changes, 1)
    }

    func testTransformersChangeTheColoursListsAndBackgroundsShow() async {
        let faded = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        var content = UIListContentConfiguration.cell()
        content.text = "Inbox"
        content.textProperties.color = .systemRed
        content.textProperties.colorTransformer = faded
        content.textProperties.alignment = .center
        XCTAssertEqual(content.textProperties.resolvedColor().alpha, 0.5)
        content.imageProperties.tintColorTransformer = .grayscale
        let grey = content.imageProperties.resolvedTintColor(for: .systemRed)
        XCTAssertEqual(grey.red, grey.green, accuracy: 1e-9, "grayscale makes the tint grey")
        content.alpha = 0.4
        let view = content.makeContentView()
        XCTAssertEqual(view.alpha, 0.4)

        var background = UIBackgroundConfiguration.listCell()
        background.backgroundColorTransformer = faded
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        background.shadowProperties.opacity = 0.2
        XCTAssertEqual(background.resolvedBackgroundColor(for: .systemBlue).alpha, 0.5)
        XCTAssertEqual(background.resolvedStrokeColor(for: .systemBlue), .systemBlue, "no stroke colour: the tint")
        XCTAssertNotEqual(background, UIBackgroundConfiguration.listCell(), "configurations compare their values")
    }

    /// A styled button made in code, the way apps write one: only the two UIKit initializers overridden.
    final class RoundedButton: UIButton {
        private(set) var configuredCount = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.cornerRadius = 10
            setTitleColor(.white, for: .normal)
            configuredCount += 1
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    func testAButtonSubclassOverridingInitFrameIsMadeWithInitAndInitType() async {
        let plain = RoundedButton()
        XCTAssertEqual(plain.configuredCount, 1, "init() runs the subclass's init(frame:)")
        XCTAssertEqual(plain.buttonType, .custom)
        let system = RoundedButton(type: .system)
        XCTAssertEqual(system.configuredCount, 1, "so does init(type:), a convenience initializer as in UIKit")
        XCTAssertEqual(system.buttonType, .system)
        XCTAssertEqual(system.layer.cornerRadius, 10)
        XCTAssertEqual(UIButton(type: .contactAdd).currentImage, UIImage(systemName: "plus.circle"))
    }
}
