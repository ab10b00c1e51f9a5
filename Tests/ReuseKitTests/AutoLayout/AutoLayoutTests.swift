import ReuseKit
import Testing

/// A profile header laid out the way UIKit code writes it: anchors, `NSLayoutConstraint.activate`, margins.
private final class ProfileViewController: ViewController {
    let avatar = ImageView()
    let name = Label()
    let bio = Label()
    var avatarWidth: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [avatar, name, bio] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        name.text = "Ada Lovelace"
        name.font = .systemFont(ofSize: 20)
        bio.numberOfLines = 0
        bio.font = .systemFont(ofSize: 10)
        // 57 characters: 5.5 points each at 10 points, one 12-point line per wrapped line.
        bio.text = "Mathematician and writer, known for the Analytical Engine."
        avatarWidth = avatar.widthAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            avatarWidth,
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            name.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 2),
            name.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            bio.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12),
            bio.leadingAnchor.constraint(equalTo: avatar.leadingAnchor),
            bio.trailingAnchor.constraint(equalTo: name.trailingAnchor),
        ])
    }
}

@MainActor
@Suite struct AutoLayoutTests {
    private func shown(_ controller: ViewController, width: CGFloat = 320) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func pinningCentringAndRatiosGiveTheHandComputedFrames() {
        let controller = ProfileViewController()
        let window = shown(controller)
        // A root view's margins are UIKit's system minimum on a phone: 16 at the sides, none above and below.
        // The avatar sits at x 16, 20 from the top, 60 square.
        #expect(controller.avatar.frame == CGRect(x: 16, y: 20, width: 60, height: 60))
        // 16 after the avatar (twice the system spacing) to 16 from the right; centred on the avatar.
        let nameHeight = Font.systemFont(ofSize: 20).lineHeight
        #expect(controller.name.frame == CGRect(x: 92, y: 50 - nameHeight / 2, width: 212, height: nameHeight))
        // The bio wraps at its solved width of 288 points (52 characters a line): two lines of 12 points.
        #expect(controller.bio.frame == CGRect(x: 16, y: 92, width: 288, height: 24))
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 0, width: 288, height: 600))
        #expect(!controller.avatar.hasAmbiguousLayout)
        _ = window
    }

    @Test func changingAConstantOrTheWidthLaysOutAgain() {
        let controller = ProfileViewController()
        let window = shown(controller)
        controller.avatarWidth.constant = 40
        controller.view.layoutIfNeeded()
        #expect(controller.avatar.frame.size == CGSize(width: 40, height: 40))
        #expect(controller.name.frame.minX == 72)
        window.frame.size.width = 200
        window.layoutIfNeeded()
        #expect(controller.name.frame.maxX == 184)
        // 168 points a line is 30 characters: the bio wraps at words into three lines.
        #expect(controller.bio.frame.width == 168)
        #expect(controller.bio.frame.height == 36)
        // Without its width, the avatar (an image view with no image has no intrinsic size) takes what the
        // name's hugging leaves: the name is 132 wide at 20 points, so 184 − 132 − 16 − 16 = 20.
        controller.avatarWidth.isActive = false
        controller.view.layoutIfNeeded()
        #expect(controller.avatar.frame.size == CGSize(width: 20, height: 20))
        #expect(!controller.avatar.hasAmbiguousLayout)
        // A plain view with only a leading and a top constraint has no size: ambiguous, as UIKit says.
        let marker = View()
        marker.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(marker)
        marker.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor).isActive = true
        marker.topAnchor.constraint(equalTo: controller.view.topAnchor).isActive = true
        #expect(marker.hasAmbiguousLayout)
        marker.widthAnchor.constraint(equalToConstant: 4).isActive = true
        marker.heightAnchor.constraint(equalToConstant: 4).isActive = true
        #expect(!marker.hasAmbiguousLayout)
    }

    /// Two labels side by side across a row: both resist compression at 750; the one that hugs less stretches.
    @Test func theLabelThatHugsLessTakesTheSpareWidth() {
        let row = View(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let title = Label()
        let value = Label()
        title.text = "Name"  // 4 characters of 17 points: 37.4 wide
        value.text = "Ada"
        for label in [title, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(label)
        }
        value.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            title.topAnchor.constraint(equalTo: row.topAnchor),
            value.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        row.layoutIfNeeded()
        #expect(title.frame.width == title.intrinsicContentSize.width)
        #expect(value.frame.maxX == 300)
        #expect(value.frame.minX == title.frame.maxX + 8)
        #expect(value.frame.minY == title.frame.minY)
        // Raise the value's hugging above the title's and the title stretches instead.
        value.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        row.layoutIfNeeded()
        #expect(value.frame.width == value.intrinsicContentSize.width)
        #expect(title.frame.width == 300 - 8 - value.intrinsicContentSize.width)
    }

    /// A required width below the content's compression resistance wins; an optional one below it loses.
    @Test func inequalitiesWithPrioritiesAgainstCompression() {
        let box = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label()
        label.text = "A fairly long title"  // 19 characters: 177.65 wide
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
        let cap = label.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        cap.priority = .defaultHigh - 1
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            label.topAnchor.constraint(equalTo: box.topAnchor), cap,
        ])
        box.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        cap.priority = .required
        box.layoutIfNeeded()
        #expect(label.frame.width == 100)
    }

    @Test func anUnsatisfiableConstraintIsBrokenWithUIKitsMessage() {
        let box = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var messages: [String] = []
        box.constraintMessageHandler = { messages.append($0) }
        let child = View()
        child.accessibilityIdentifier = "child"
        child.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(child)
        let conflicting = child.widthAnchor.constraint(equalToConstant: 200)
        conflicting.identifier = "too-wide"
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            child.topAnchor.constraint(equalTo: box.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            conflicting,
        ])
        box.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(message.contains("\"<NSLayoutConstraint View(child).width == 50   (active)>\""))
        #expect(
            message.hasSuffix(
                "Will attempt to recover by breaking constraint\n"
                    + "<NSLayoutConstraint 'too-wide' View(child).width == 200   (active)>"))
    }

    @Test func constraintsThatCannotBeMadeAreRefusedWithWhy() {
        let box = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var messages: [String] = []
        box.constraintMessageHandler = { messages.append($0) }
        let child = View()
        box.addSubview(child)
        let stranger = View()
        // A top equal to a leading: UIKit raises; ReuseKit refuses and says why.
        let mixed = NSLayoutConstraint(
            item: child, attribute: .top, relatedBy: .equal, toItem: box, attribute: .leading, multiplier: 1,
            constant: 0)
        mixed.isActive = true
        #expect(!mixed.isActive)
        child.topAnchor.constraint(equalTo: stranger.topAnchor).isActive = true
        let location = NSLayoutConstraint(
            item: child, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 5)
        location.isActive = true
        #expect(messages.count == 3)
        #expect(
            messages.first?.hasPrefix("Unable to activate constraint <NSLayoutConstraint View.top == View.leading")
                == true)
        #expect(messages.dropFirst().first?.contains("no common ancestor") == true)
        #expect(messages.last?.contains("location equal to a constant") == true)
    }

    /// `systemLayoutSizeFitting` at a fixed width: what a table asks a self-sizing cell.
    @Test func fittingSizeAtARequiredWidth() {
        let card = View()
        let text = Label()
        text.numberOfLines = 0
        text.font = .systemFont(ofSize: 10)
        text.text = String(repeating: "word ", count: 30).trimmingCharacters(in: .whitespaces)
        text.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            text.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            text.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            text.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        let narrow = card.systemLayoutSizeFitting(
            CGSize(width: 120, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let wide = card.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // 100 points is 18 characters a line (3 words of "word "): 10 lines; 300 points is 54: 3 lines.
        #expect(narrow == CGSize(width: 120, height: 10 * 12 + 20))
        #expect(wide == CGSize(width: 320, height: 3 * 12 + 20))
        #expect(card.frame == .zero)
    }

    /// A card measured again after each kind of change to its constraints gives the height the change makes:
    /// what a view remembers of its constraints between measurements is forgotten whenever they change.
    @Test func everyChangeToTheConstraintsIsMeasuredAgain() {
        let card = View()
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 40)
        let bottom = box.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            height, bottom,
        ])
        func measured() -> CGFloat {
            card.systemLayoutSizeFitting(
                CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        #expect(measured() == 60)
        #expect(measured() == 60, "the same again, from memory")
        height.constant = 70
        #expect(measured() == 90, "a new constant")
        bottom.priority = .defaultLow
        #expect(measured() == 90, "at 250 the bottom still beats the fitting size's 50")
        bottom.priority = LayoutPriority(40)
        #expect(measured() == 0, "at 40 it loses: the card shrinks to nothing")
        bottom.priority = .required
        height.isActive = false
        let taller = box.heightAnchor.constraint(equalToConstant: 100)
        taller.isActive = true
        #expect(measured() == 120, "one constraint for another")

        let footer = View()
        footer.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(footer)
        NSLayoutConstraint.activate([
            footer.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 5),
            footer.heightAnchor.constraint(equalToConstant: 30),
            footer.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor),
        ])
        bottom.isActive = false
        #expect(measured() == 145, "a subview added below")
        footer.removeFromSuperview()
        #expect(measured() == 0, "the footer gone with its constraints, as UIKit removes them: nothing holds the card")
        #expect(card.constraints.allSatisfy { $0.firstItem !== footer && $0.secondItem !== footer })
        bottom.isActive = true
        #expect(measured() == 120)

        let guide = LayoutGuide()
        card.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: box.bottomAnchor),
            guide.heightAnchor.constraint(equalToConstant: 25),
            guide.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        bottom.isActive = false
        #expect(measured() == 135, "a guide added below")
        card.removeLayoutGuide(guide)
        #expect(measured() == 0, "the guide removed with its constraints, as UIKit removes them")
        bottom.isActive = true
        #expect(measured() == 120)
    }

    /// Two texts of the same length with the same first and last 16 bytes look alike to the remembered
    /// solutions' digest; each still gets its own height.
    @Test func textsThatDifferOnlyInTheMiddleAreMeasuredApart() {
        let card = View()
        let text = Label()
        text.numberOfLines = 0
        text.font = .systemFont(ofSize: 10)
        text.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            text.topAnchor.constraint(equalTo: card.topAnchor),
            text.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        func height(_ value: String) -> CGFloat {
            text.text = value
            return card.systemLayoutSizeFitting(
                CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        let (start, end) = ("Sixteen bytes...", "...sixteen bytes")
        let oneLine = start + String(repeating: "ab", count: 10) + end
        let elevenLines = start + String(repeating: "a\n", count: 10) + end
        #expect(oneLine.utf8.count == elevenLines.utf8.count)
        let (line, elevenLineHeight): (CGFloat, CGFloat) = (12, 11 * 12)
        #expect(height(oneLine) == line)
        #expect(height(elevenLines) == elevenLineHeight)
        #expect(height(oneLine) == line, "from memory, not the other text's")
    }

    /// `addSubview` again brings a view to the front with its constraints; moving it to another view removes
    /// the constraints that tie it to its old neighbours, as UIKit's `removeFromSuperview` documents.
    @Test func movingAViewToAnotherSuperviewTakesItsConstraintsAway() {
        let card = View()
        let elsewhere = View()
        let (title, icon) = (Label(), ImageView())
        for view in [title, icon] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        let gap = title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8)
        let width = title.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([gap, width])
        card.addSubview(title)
        #expect(gap.isActive && card.subviews.last === title)
        elsewhere.addSubview(title)
        #expect(!gap.isActive && width.isActive, "the tie to the icon goes; the title's own width stays")
        #expect(card.constraints.isEmpty)
    }

    @Test func updateConstraintsRunsBeforeTheNextPass() {
        final class Badge: View {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        badge.setNeedsUpdateConstraints()
        #expect(badge.needsUpdateConstraints())
        badge.layoutIfNeeded()
        #expect(badge.updates == 1)
        badge.layoutIfNeeded()
        #expect(badge.updates == 1)
    }
}

/// Labels measure ASCII text on a fast path; text with other characters takes the general one. Both must
/// wrap alike: swapping `a` for `á` (one character either way) changes no size.
@MainActor
@Test func labelsWrapASCIIAndOtherTextAlike() {
    var state: UInt64 = 12_345
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    let ascii = Label()
    let accented = Label()
    for label in [ascii, accented] {
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 10)
    }
    let alphabet: [Character] = ["a", "b", " ", "c", " ", "d", "\n", "a"]
    for _ in 0..<2_000 {
        let text = String((0..<next(120)).map { _ in alphabet[next(alphabet.count)] })
        ascii.text = text
        accented.text = text.replacingOccurrences(of: "a", with: "á")
        let width = 5.5 * CGFloat(1 + next(30))
        let size = CGSize(width: width, height: 0)
        #expect(ascii.sizeThatFits(size) == accented.sizeThatFits(size), "\(text.debugDescription) at \(width)")
    }
}
