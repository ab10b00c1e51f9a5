import Foundation
import ReuseKit
import Testing

/// A profile card as UIKit code builds one: rounded avatar, attributed name, a follow button with a closure
/// action, tint from the window down.
@MainActor
final class ProfileCardView: View, TextFieldDelegate {
    let avatar = ImageView(image: Image(systemName: "person.crop.circle"))
    let nameLabel = Label()
    let followButton = Button(type: .system)
    let noteField = TextField()
    let spinner = ActivityIndicatorView(style: .medium)
    var follows = 0
    var edits: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = .separator
        clipsToBounds = true
        avatar.frame = CGRect(x: 16, y: 16, width: 40, height: 40)
        avatar.layer.cornerRadius = 20
        avatar.accessibilityIdentifier = "avatar"
        nameLabel.attributedText = NSAttributedString(
            string: "Grace Hopper",
            attributes: [.font: Font(name: "Helvetica-Bold", size: 20)!, .foregroundColor: Color.systemIndigo])
        nameLabel.frame = CGRect(x: 68, y: 16, width: 200, height: 24)
        followButton.setTitle("Follow", for: .normal)
        followButton.setTitle("Following", for: .selected)
        followButton.addAction(Action { [weak self] _ in self?.toggleFollow() }, for: .touchUpInside)
        followButton.frame = CGRect(x: 68, y: 44, width: 100, height: 30)
        followButton.accessibilityIdentifier = "follow"
        noteField.placeholder = "Add a note"
        noteField.delegate = self
        noteField.frame = CGRect(x: 16, y: 80, width: 280, height: 34)
        for view in [avatar, nameLabel, followButton, noteField, spinner] as [View] { addSubview(view) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func toggleFollow() {
        followButton.isSelected.toggle()
        follows += 1
    }

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        edits.append(string)
        return (textField.text ?? "").count < 10 || string.isEmpty
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()
    }
}

@MainActor
@Suite struct ViewVocabularyTests {
    @Test func layersTintAndAccessibilityAsClientsSetThem() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = ProfileCardView(frame: CGRect(x: 20, y: 100, width: 320, height: 130))
        window.addSubview(card)
        #expect(card.layer.cornerRadius == 12 && card.clipsToBounds && card.layer.masksToBounds)
        #expect(card.avatar.layer.cornerRadius == 20)
        #expect(card.followButton.tintColor == .systemBlue)
        window.tintColor = .systemPink
        #expect(card.followButton.tintColor == .systemPink)
        #expect(card.followButton.titleColor(for: .normal) == .systemPink)
        card.tintColor = .systemGreen
        #expect(card.avatar.tintColor == .systemGreen && window.tintColor == .systemPink)
        card.tintColor = nil
        #expect(card.avatar.tintColor == .systemPink)
        #expect(card.descendant(withAccessibilityIdentifier: "follow") === card.followButton)
        #expect(card.visibleState.description.contains("layer.cornerRadius=12"))
    }

    @Test func attributedTextAndFontsByName() {
        let card = ProfileCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 130))
        #expect(card.nameLabel.text == "Grace Hopper")
        #expect(card.nameLabel.font.fontName == "Helvetica-Bold" && card.nameLabel.font.pointSize == 20)
        #expect(card.nameLabel.textColor == .systemIndigo)
        card.nameLabel.text = "Ada"
        #expect(card.nameLabel.attributedText == nil)
        #expect(Font(name: "", size: 12) == nil && Font(name: "Menlo", size: -1) == nil)
        #expect(Font.systemFont(ofSize: 17, weight: .semibold).weight == .semibold)
        #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
        let shrinking = Label()
        shrinking.text = String(repeating: "x", count: 40)
        shrinking.adjustsFontSizeToFitWidth = true
        shrinking.minimumScaleFactor = 0.5
        #expect(shrinking.sizeThatFits(CGSize(width: 300, height: 0)).width <= 300)
        #expect(shrinking.sizeThatFits(CGSize(width: 100, height: 0)).width > 100)
    }

    @Test func hitTestingAndConvertingFollowTheHierarchy() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = ProfileCardView(frame: CGRect(x: 20, y: 100, width: 320, height: 130))
        window.addSubview(card)
        let inWindow = card.followButton.convert(CGPoint(x: 5, y: 5), to: nil)
        #expect(inWindow == CGPoint(x: 20 + 68 + 5, y: 100 + 44 + 5))
        #expect(window.hitTest(inWindow, with: nil) === card.followButton)
        #expect(card.convert(inWindow, from: window) == CGPoint(x: 73, y: 49))
        card.followButton.isUserInteractionEnabled = false
        #expect(window.hitTest(inWindow, with: nil) === card)
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: -5, y: 5), with: nil) == nil)
    }

    @Test func controlsRunTheirClosureActions() {
        let card = ProfileCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 130))
        card.followButton.tap()
        #expect(card.follows == 1 && card.followButton.currentTitle == "Following")
        card.followButton.isEnabled = false
        card.followButton.tap()
        #expect(card.follows == 1)

        card.noteField.type("Met at Yale 1934")
        #expect(card.noteField.text == "Met at Yal")
        #expect(card.edits.count == 16)
        card.noteField.deleteBackward()
        #expect(card.noteField.text == "Met at Ya")
        card.noteField.tapReturnKey()
        #expect(!card.noteField.isEditing)

        card.spinner.startAnimating()
        #expect(card.spinner.isAnimating && !card.spinner.isHidden)
        card.spinner.stopAnimating()
        #expect(card.spinner.isHidden)

        let picker = SegmentedControl(items: ["Posts", "Replies", "Media"])
        var chosen: [Int] = []
        picker.addAction(
            Action { action in chosen.append((action.sender as? SegmentedControl)?.selectedSegmentIndex ?? -1) },
            for: .valueChanged)
        picker.tapSegment(at: 2)
        picker.setEnabled(false, forSegmentAt: 1)
        picker.tapSegment(at: 1)
        #expect(chosen == [2] && picker.selectedSegmentIndex == 2)

        let progress = ProgressView(progressViewStyle: .default)
        progress.setProgress(1.7, animated: true)
        #expect(progress.progress == 1)
        progress.progress = .nan
        #expect(progress.progress == 0)

        let toggle = Switch()
        var values: [Bool] = []
        toggle.addAction(Action { _ in values.append(toggle.isOn) }, for: .valueChanged)
        toggle.tap()
        toggle.setOn(false, animated: true)
        #expect(values == [true] && !toggle.isOn)
    }
}

@MainActor
@Suite struct ImageAndColorTests {
    @Test func symbolConfigurationsRenderingModesAndLiterals() {
        let bold = Image.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)
        let star = Image(systemName: "star.fill", withConfiguration: bold)
        #expect(star?.symbolConfiguration?.weight == .bold)
        #expect(star?.size == CGSize(width: 47, height: 47))
        let template = Image(named: "logo")!.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.name == "logo")
        #expect(Image(systemName: "heart")!.withTintColor(.systemRed).tintColor == .systemRed)
        // Ported code keeps its image literals (the lint rule against them is for new code).
        // swift-format-ignore: NoPlaygroundLiterals
        let literal: Image = #imageLiteral(resourceName: "avatar")
        #expect(literal.name == "avatar")
        let merged = star!.applyingSymbolConfiguration(.init(scale: .small))
        #expect(merged?.symbolConfiguration?.weight == .bold && merged?.symbolConfiguration?.scale == .small)
    }

    /// The hex initializer nearly every UIKit app adds to UIColor, as it is written there.
    @Test func anAppsConvenienceInitializerOnColorCompilesAndMatches() {
        let orange = Color(hex: 0xFF8000)
        #expect(orange == Color(red: 1, green: 128 / 255, blue: 0, alpha: 1))
        #expect(orange.description == "#ff8000")
        #expect(Color(hex: 0x000000, alpha: 0.5) == Color.black.withAlphaComponent(0.5))
        #expect(Set([orange, Color(hex: 0xFF8000), .red]).count == 2)
    }

    /// Dark mode switched on the window: each view and controller that inherits it hears the change once, with
    /// the traits it had, as a UIKit cell that recolours itself in `traitCollectionDidChange` expects.
    @Test func aStyleChangeTellsTheViewsAndControllersThatInheritIt() {
        final class HeartCell: TableViewCell {
            var heard: [TraitCollection.UserInterfaceStyle?] = []
            let heart = ImageView(image: Image(systemName: "heart.fill"))
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                heard.append(previousTraitCollection?.userInterfaceStyle)
                heart.tintColor = traitCollection.userInterfaceStyle == .dark ? .systemYellow : .systemPink
            }
        }
        final class Screen: ViewController {
            var heard = 0
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                heard += 1
            }
        }
        let window = Window()
        let screen = Screen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let cell = HeartCell(style: .default, reuseIdentifier: nil)
        let pinned = View()
        pinned.overrideUserInterfaceStyle = .light
        screen.view.addSubview(cell)
        screen.view.addSubview(pinned)
        #expect(screen.traitCollection.userInterfaceStyle == .light)
        window.overrideUserInterfaceStyle = .dark
        #expect(screen.traitCollection.userInterfaceStyle == .dark)
        #expect(cell.heard == [.light] && screen.heard == 1)
        #expect(cell.heart.tintColor == .systemYellow)
        window.overrideUserInterfaceStyle = .dark
        #expect(cell.heard.count == 1, "no change, no call")
        screen.overrideUserInterfaceStyle = .dark
        window.overrideUserInterfaceStyle = .unspecified
        #expect(cell.heard.count == 1 && screen.heard == 1, "the screen keeps dark itself")
        screen.overrideUserInterfaceStyle = .unspecified
        #expect(cell.heard == [.light, .dark] && screen.heard == 2)
        #expect(cell.heart.tintColor == .systemPink)
        #expect(SwipeActionsConfiguration().actions.isEmpty)
    }

    @Test func dynamicColorsFollowTheViewsStyle() {
        let card = Color(dynamicProvider: { traits in
            traits.userInterfaceStyle == .dark ? Color(white: 0.1, alpha: 1) : .white
        })
        let window = Window()
        let view = View()
        window.addSubview(view)
        #expect(card.resolvedColor(with: view.traitCollection).description == "#ffffff")
        window.overrideUserInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        let dark = card.resolvedColor(with: view.traitCollection)
        #expect(abs(dark.red - 0.1) < 0.001 && dark.alpha == 1)
        var red: CGFloat = 0
        #expect(Color(hue: 0, saturation: 1, brightness: 1, alpha: 1).getRed(&red, green: nil, blue: nil, alpha: nil))
        #expect(red == 1)
    }
}

/// Dynamic Type code, as cells write it: fonts and spacing scaled through `FontMetrics`, at the one content size
/// ReuseKit has (UIKit's default, where the scale is 1), with a cap honoured.
@MainActor
@Test func fontMetricsScaleFontsAndValuesAtTheDefaultContentSize() {
    let label = Label()
    let base = Font.systemFont(ofSize: 34, weight: .bold)
    label.font = FontMetrics(forTextStyle: .largeTitle).scaledFont(for: base)
    label.adjustsFontForContentSizeCategory = true
    #expect(label.font == base)
    #expect(FontMetrics.default.textStyle == .body)
    #expect(FontMetrics.default.scaledFont(for: base, maximumPointSize: 28).pointSize == 28)
    #expect(FontMetrics.default.scaledFont(for: base, maximumPointSize: 40) == base)
    #expect(FontMetrics(forTextStyle: .caption1).scaledValue(for: 12) == 12)
    #expect(
        FontMetrics.default.scaledFont(for: base, compatibleWith: TraitCollection(userInterfaceStyle: .dark)) == base)
}

/// Text styles follow UIKit's Dynamic Type table: a trait collection's content size category sizes them, and
/// font metrics scale fonts and lengths along the same curve.
@MainActor
@Test func dynamicTypeSizesFollowUIKitsTable() {
    func traits(_ category: TraitCollection.ContentSizeCategory) -> TraitCollection {
        TraitCollection(preferredContentSizeCategory: category)
    }
    #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
    #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: traits(.extraSmall)).pointSize == 14)
    #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: traits(.extraExtraExtraLarge)).pointSize == 23)
    #expect(
        Font.preferredFont(forTextStyle: .body, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)).pointSize
            == 53)
    #expect(Font.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits(.accessibilityMedium)).pointSize == 44)
    #expect(Font.preferredFont(forTextStyle: .caption2, compatibleWith: traits(.small)).pointSize == 11)
    let headline = Font.preferredFont(forTextStyle: .headline, compatibleWith: traits(.extraLarge))
    #expect(headline.pointSize == 19 && headline.weight == .semibold)
    let metrics = FontMetrics(forTextStyle: .body)
    let base = Font.systemFont(ofSize: 17)
    #expect(metrics.scaledFont(for: base, compatibleWith: traits(.extraExtraExtraLarge)).pointSize == 23)
    #expect(
        metrics.scaledFont(for: base, maximumPointSize: 20, compatibleWith: traits(.extraExtraExtraLarge)).pointSize
            == 20)
    #expect(metrics.scaledValue(for: 17, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)) == 53)
}

extension Color {
    convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
}
