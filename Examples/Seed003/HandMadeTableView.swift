import ReuseKit

/// Seed 003's hand-made table, as the seed wrote it ("직접 UITableView를 구현하기"): a stack view of image
/// views scrolled by changing `bounds.origin.y` under a pan gesture. Only six image views exist at a time; when
/// a cell's height has scrolled past, the data source shifts by one (`[1…6]` → `[2…7]`), the stack is rebuilt
/// and the bounds move back by a cell, so the picture stays put. Scrolling stops at image 1 and image 50.
///
/// Ported by dropping the `UI` prefix. The Linux edits are `#selector(drag(with:))`, which became the method
/// reference `HandMadeTableView.drag(with:)`, and `@objc`, which Linux has no use for. One more edit is a
/// package's: the pictures `image1` … `image50` (400 × 300 PNGs, decoded into pixels when loaded) are this
/// module's resources, so `Image(named:)` is asked to look in `Bundle.module`, as an iOS framework passes its
/// own bundle. The seed does not
/// show its cell height or how the stack view is pinned; here a cell is 200 points (four to five on a phone's
/// screen, as the seed says) and the stack is pinned to the top, leading and trailing edges.
public final class HandMadeTableView: View {
    public let cellHeight: CGFloat = 200
    public let lastImageIndex = 50
    public private(set) var dataSource = [1, 2, 3, 4, 5, 6]
    public let stackView = StackView()
    var changeOffset: CGFloat = 0
    var scrollDownEnded = false
    var scrollUpEnded = false
    /// Image views made so far (beyond the seed, for the memory comparison and the tests).
    public private(set) var imageViewsMade = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        stackView.axis = .vertical
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        reloadData()
        let gesture = PanGestureRecognizer(target: self, action: HandMadeTableView.drag(with:))
        self.addGestureRecognizer(gesture)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func createImageView(index: Int) -> ImageView? {
        guard let image = Image(named: "image\(index)", in: .module, compatibleWith: nil) else { return nil }
        let imageView = ImageView(image: image)
        imageViewsMade += 1

        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.heightAnchor.constraint(equalToConstant: cellHeight).isActive = true

        return imageView
    }

    func drag(with sender: PanGestureRecognizer) {
        let startPoint = self.bounds.origin.y
        let transition = sender.translation(in: self)
        self.bounds.origin.y = startPoint - transition.y

        if startPoint < self.bounds.origin.y {
            if scrollDownEnded {
                self.bounds.origin.y = cellHeight
                return
            }
            scrollUpEnded = false
            scrollDown(changeY: transition.y)

        } else {
            if scrollUpEnded {
                self.bounds.origin.y = 0
            }
            scrollDownEnded = false
            scrollUp(changeY: transition.y)

        }
        sender.setTranslation(.zero, in: self)
    }

    private func scrollDown(changeY: CGFloat) {

        changeOffset = changeOffset - changeY
        if changeOffset > cellHeight {
            var temp = dataSource
            if let last = dataSource.last {
                if last > lastImageIndex - 1 {
                    scrollDownEnded = true
                    return
                }
                temp.remove(at: 0)
                temp.append(last + 1)
                changeOffset -= cellHeight

            }

            dataSource = temp
            self.bounds.origin.y -= cellHeight
            reloadData()
        }
    }

    private func scrollUp(changeY: CGFloat) {
        changeOffset = changeOffset - changeY
        if changeOffset < 0 {
            var temp = dataSource
            if let first = dataSource.first {
                // 스크롤 종료
                if first < 2 {
                    scrollUpEnded = true
                    return
                }
                temp.removeLast()
                temp.insert(first - 1, at: 0)
                changeOffset += cellHeight

            }
            dataSource = temp
            self.bounds.origin.y += cellHeight
            reloadData()

        }
    }

    private func reloadData() {
        // The seed's own spelling, kept as written.
        // swift-format-ignore: ReplaceForEachWithForLoop
        stackView.subviews.forEach { $0.removeFromSuperview() }
        for i in 0..<dataSource.count {
            if let imageView = createImageView(index: dataSource[i]) {
                stackView.addArrangedSubview(imageView)
            }

        }
    }

    /// The image names the stack shows, top to bottom (beyond the seed, for tests).
    public var shownImages: [String] {
        stackView.arrangedSubviews.compactMap { ($0 as? ImageView)?.image?.name }
    }
}

/// The seed's first version: all fifty image views in the stack at once, scrolled by the same drag.
public final class AllAtOnceTableView: View {
    public let cellHeight: CGFloat = 200
    public let dataSource = Array(1...50)
    public let stackView = StackView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        stackView.axis = .vertical
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        for i in 0..<dataSource.count {
            guard let imageView = createImageView(index: dataSource[i]) else { continue }
            stackView.addArrangedSubview(imageView)
        }
        let gesture = PanGestureRecognizer(target: self, action: AllAtOnceTableView.drag(with:))
        self.addGestureRecognizer(gesture)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func createImageView(index: Int) -> ImageView? {
        guard let image = Image(named: "image\(index)", in: .module, compatibleWith: nil) else { return nil }
        let imageView = ImageView(image: image)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.heightAnchor.constraint(equalToConstant: cellHeight).isActive = true
        return imageView
    }

    func drag(with sender: PanGestureRecognizer) {
        let startPoint = self.bounds.origin.y
        let transition = sender.translation(in: self)
        self.bounds.origin.y = startPoint - transition.y

        sender.setTranslation(.zero, in: self)
    }
}
