import ReuseKit
import Testing

/// Stacks built one view at a time as seed 003's hand-made table builds its column: the
/// constraints are remade once per layout pass, not once per view, and a constraint leaves its view in O(1).
/// Before, each `addArrangedSubview` remade every constraint (400 labels took 92 s in release). The remakes are
/// counted, not timed (a time limit here counted the wait for the main actor behind every other test); the speed
/// itself is measured by the `stackView` benchmarks.
@MainActor
@Suite struct StackViewScaleTests {
    /// A stack that counts how often its constraints were remade: each remake installs new constraint objects.
    final class CountingStackView: StackView {
        var remakes = 0
        override func updateConstraints() {
            let before = constraints.map(ObjectIdentifier.init)
            super.updateConstraints()
            if constraints.map(ObjectIdentifier.init) != before { remakes += 1 }
        }
    }

    @Test func aHundredAndFiftyLabelsAddedOneAtATimeLayOutInOrder() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let stack = CountingStackView()
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        var labels: [Label] = []
        for index in 0..<150 {
            let label = Label()
            label.text = "Row \(index)"
            label.font = .systemFont(ofSize: 10)
            labels.append(label)
            stack.addArrangedSubview(label)
        }
        #expect(stack.constraints.isEmpty, "no addition made constraints: they wait for the layout pass")
        scroll.layoutIfNeeded()
        // Nothing else refers to the labels: the stack places them itself, with no constraint at all.
        #expect(stack.remakes == 0 && stack.constraints.isEmpty, "150 additions, no constraint")
        let height = labels[0].frame.height
        #expect(height > 0)
        #expect(labels[149].frame.minY == 149 * (height + 4))
        #expect(labels[149].frame.width == 320)
        #expect(scroll.contentSize.height == 150 * height + 149 * 4)
        // A label that grows moves the ones after it, and the content grows with it.
        labels[0].font = .systemFont(ofSize: 30)
        labels[0].invalidateIntrinsicContentSize()
        scroll.layoutIfNeeded()
        let taller = labels[0].frame.height
        #expect(taller > height)
        #expect(labels[1].frame.minY == taller + 4)
        #expect(scroll.contentSize.height == taller + 149 * height + 149 * 4)
    }

    /// A constraint from an arranged view to another (half its neighbour's width) is the client's: the stack goes
    /// back to constraints for the whole arrangement, and both hold.
    @Test func aConstraintBetweenArrangedViewsBringsTheConstraintsBack() {
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        stack.axis = .vertical
        stack.alignment = .leading
        let views = (0..<4).map { _ in View() }
        for view in views {
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
            view.widthAnchor.constraint(equalToConstant: 200).priority = .defaultLow
            stack.addArrangedSubview(view)
        }
        stack.layoutIfNeeded()
        #expect(stack.constraints.isEmpty)
        #expect(views.map(\.frame.minY) == [0, 20, 40, 60])
        views[3].widthAnchor.constraint(equalTo: views[1].widthAnchor, multiplier: 0.5).isActive = true
        views[1].widthAnchor.constraint(equalToConstant: 120).isActive = true
        stack.layoutIfNeeded()
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" })
        #expect(views[1].frame.width == 120)
        #expect(views[3].frame.width == 60)
        #expect(views.map(\.frame.minY) == [0, 20, 40, 60])
    }

    /// A constraint from an arranged view to a view beside the stack is installed above the stack: the stack still
    /// sees it and goes back to constraints.
    @Test func aConstraintToAViewBesideTheStackBringsTheConstraintsBack() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let stack = StackView()
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        let beside = View(frame: CGRect(x: 0, y: 100, width: 90, height: 10))
        container.addSubview(beside)
        let view = View()
        view.heightAnchor.constraint(equalToConstant: 40).isActive = true
        stack.addArrangedSubview(view)
        container.layoutIfNeeded()
        #expect(stack.constraints.isEmpty)
        beside.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            beside.widthAnchor.constraint(equalToConstant: 90), beside.heightAnchor.constraint(equalToConstant: 10),
            beside.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            beside.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.widthAnchor.constraint(equalTo: beside.widthAnchor),
        ])
        container.layoutIfNeeded()
        #expect(stack.constraints.contains { $0.identifier == "UISV-alignment" })
        #expect(view.frame.width == 90)
    }

    @Test func removingAndReorderingAtEveryLayoutPassKeepsTheRestInPlace() {
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 100, height: 1_500))
        stack.axis = .vertical
        stack.distribution = .fillEqually
        let views = (0..<150).map { _ in View() }
        for view in views { stack.addArrangedSubview(view) }
        stack.layoutIfNeeded()
        #expect(views[149].frame == CGRect(x: 0, y: 1_490, width: 100, height: 10))
        // Take every other view out (it stays a subview), laying out after each hundred.
        for (index, view) in views.enumerated() where index.isMultiple(of: 2) {
            stack.removeArrangedSubview(view)
            if index.isMultiple(of: 30) { stack.layoutIfNeeded() }
        }
        stack.insertArrangedSubview(views[0], at: 0)
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 76)
        #expect(stack.subviews.count == 150)
        #expect(stack.arrangedSubviews.first === views[0])
        #expect(stack.arrangedSubviews.last === views[149])
        let height = 1_500.0 / 76
        #expect(abs(views[149].frame.minY - 75 * height) < 0.01)
        // A view re-added at the end moves there, once.
        stack.addArrangedSubview(views[0])
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.filter { $0 === views[0] }.count == 1)
        #expect(stack.arrangedSubviews.last === views[0])
    }

    @Test func aConstraintLeavesAViewHoldingThousandsAndTheOthersStay() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        container.addSubview(child)
        let constraints = (0..<5_000).map { _ in child.widthAnchor.constraint(equalToConstant: 10) }
        NSLayoutConstraint.activate(constraints)
        #expect(container.constraints.count == 0)
        #expect(child.constraints.count == 5_000)
        for constraint in constraints.dropFirst().shuffled() { constraint.isActive = false }
        #expect(child.constraints.count == 1)
        #expect(child.constraints.first === constraints[0])
        NSLayoutConstraint.deactivate(constraints.shuffled())
        #expect(child.constraints.isEmpty)
        #expect(constraints.allSatisfy { !$0.isActive })
    }
}
