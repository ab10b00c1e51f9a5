import ReuseKit
import Testing

/// A view with a size of its own, like an icon or a fixed-size control.
private final class Box: View {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
@Suite struct StackViewTests {
    /// A 300 × 100 horizontal stack of boxes 40×20, 60×30 and 80×40, spacing 10, laid out in a container.
    private func stack(
        _ distribution: StackView.Distribution, _ alignment: StackView.Alignment = .fill,
        boxes: [Box] = [Box(40, 20), Box(60, 30), Box(80, 40)]
    ) -> (StackView, [Box], container: View) {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let stack = StackView(arrangedSubviews: boxes)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 10
        stack.distribution = distribution
        stack.alignment = alignment
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        return (stack, boxes, container)
    }

    @Test func fillStretchesTheFirstViewOnATie() {
        let (_, boxes, _) = stack(.fill)
        // 300 − 20 of spacing − 60 − 80 = 140 for the first.
        #expect(
            boxes.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 140, height: 100), CGRect(x: 150, y: 0, width: 60, height: 100),
                CGRect(x: 220, y: 0, width: 80, height: 100),
            ])
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let boxes = [Box(40, 20), Box(60, 30), Box(80, 40)]
        boxes[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (_, laidOut, _) = stack(.fill, boxes: boxes)
        #expect(laidOut.map(\.frame.width) == [40, 60, 180])
    }

    @Test func fillEquallyAndProportionally() {
        let (_, equal, _) = stack(.fillEqually)
        // (300 − 20) / 3 each.
        let third = CGFloat(280) / 3
        #expect(equal.map(\.frame.width).allSatisfy { abs($0 - third) < 1e-6 })
        #expect(abs(equal[2].frame.minX - (2 * third + 20)) < 1e-6)
        let (_, proportional, _) = stack(.fillProportionally)
        // 280 in the ratio 40 : 60 : 80.
        let shares: [CGFloat] = [40, 60, 80]
        let expected = shares.map { 280 * $0 / 180 }
        #expect(zip(proportional.map(\.frame.width), expected).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    @Test func equalSpacingAndEqualCentering() {
        let (_, spaced, _) = stack(.equalSpacing)
        // 300 − 180 of views = 120 of space in two equal gaps.
        #expect(spaced.map(\.frame.minX) == [0, 100, 220])
        let (_, centred, _) = stack(.equalCentering)
        // Centres equally apart: first centre 20, last 260, middle 140.
        #expect(centred.map(\.frame.midX) == [20, 140, 260])
    }

    @Test func alignmentsAcrossTheAxis() {
        #expect(stack(.equalSpacing, .leading).1.map(\.frame.minY) == [0, 0, 0])
        #expect(stack(.equalSpacing, .trailing).1.map(\.frame.maxY) == [100, 100, 100])
        #expect(stack(.equalSpacing, .center).1.map(\.frame.midY) == [50, 50, 50])
        #expect(stack(.equalSpacing, .top).1.map(\.frame.height) == [20, 30, 40])
        // Boxes have no baselines: their bottoms line up, and the tallest touches the top.
        #expect(stack(.equalSpacing, .firstBaseline).1.map(\.frame.maxY) == [40, 40, 40])
    }

    @Test func hiddenViewsCollapseAndCustomSpacingApplies() {
        let (stack, boxes, container) = stack(.equalSpacing, .leading)
        boxes[1].isHidden = true
        container.layoutIfNeeded()
        #expect(boxes[0].frame.minX == 0)
        #expect(boxes[2].frame.maxX == 300)
        boxes[1].isHidden = false
        stack.distribution = .fill
        stack.setCustomSpacing(30, after: boxes[0])
        container.layoutIfNeeded()
        // 300 − 30 − 10 − 60 − 80 = 120 for the first.
        #expect(boxes.map(\.frame.minX) == [0, 150, 220])
        #expect(stack.customSpacing(after: boxes[0]) == 30)
        #expect(stack.customSpacing(after: boxes[1]) == StackView.spacingUseDefault)
        stack.removeArrangedSubview(boxes[2])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(boxes[2].superview === stack)
    }

    /// A vertical stack in its margins sizes a card: what seed 003's column of image views and many cells do.
    @Test func aVerticalStackInsideMarginsSizesItsContainer() {
        let card = View()
        let stack = StackView(arrangedSubviews: [Box(100, 20), Box(50, 30)])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = StackView.spacingUseSystem
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            stack.topAnchor.constraint(equalTo: card.topAnchor),
            stack.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        // 4 + 20 + 8 + 30 + 4 tall; 6 + 100 + 6 wide at its smallest.
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 112, height: 66))
    }
}
