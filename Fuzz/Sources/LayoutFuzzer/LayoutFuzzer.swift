import ReuseKit

/// Reads fuzz input as a program of Auto Layout and collection layout steps with hostile numbers: constraints
/// between a few views, guides and their superview with constants and multipliers from a table of extremes (NaN,
/// ±∞, ±1e308, 2^53, the greatest finite magnitude, tiny and negative values) at any relation and priority,
/// activated and deactivated in any order; and compositional layouts whose dimensions, insets and spacings come
/// from the same table. After each step the views are laid out and every frame must be finite: a hostile number
/// is refused or reported, never drawn, and nothing traps or hangs.
@MainActor
final class LayoutProgram {
    static let numbers: [CGFloat] = [
        0, 1, -1, 8, 44, 0.5, -0.5, 1e-300, 1e308, -1e308, .infinity, -.infinity, .nan, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, 9_007_199_254_740_992, 1e19, -1e19, 100_000, 3,
    ]
    static let attributes: [NSLayoutConstraint.Attribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
        .firstBaseline, .leftMargin, .topMargin, .notAnAttribute,
    ]

    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var views: [View] = []
    var constraints: [NSLayoutConstraint] = []
    var bytes: IndexingIterator<[UInt8]>

    init(_ input: [UInt8]) {
        bytes = input.makeIterator()
        root.constraintMessageHandler = { _ in }
        for index in 0..<4 {
            let view = index == 3 ? Label() : View()
            if let label = view as? Label { label.text = "Hostile numbers" }
            view.translatesAutoresizingMaskIntoConstraints = false
            (index == 2 ? views[0] : root).addSubview(view)
            views.append(view)
        }
    }

    func next() -> Int? { bytes.next().map(Int.init) }
    func number() -> CGFloat { Self.numbers[(next() ?? 0) % Self.numbers.count] }

    func run() {
        while let op = next() {
            switch op % 6 {
            case 0, 1: addConstraint()
            case 2:
                if !constraints.isEmpty { constraints[(next() ?? 0) % constraints.count].isActive.toggle() }
            case 3:
                if !constraints.isEmpty { constraints[(next() ?? 0) % constraints.count].constant = number() }
            case 4: root.frame.size = CGSize(width: abs(number()), height: abs(number()))
            default: compositional()
            }
            root.setNeedsLayout()
            root.layoutIfNeeded()
            for view in views { check(view.frame, "a view") }
        }
    }

    func addConstraint() {
        let items: [AnyObject] = views + [root, root.safeAreaLayoutGuide, views[0].layoutMarginsGuide]
        let first = items[(next() ?? 0) % items.count]
        let second: AnyObject? = (next() ?? 0) % 4 == 0 ? nil : items[(next() ?? 0) % items.count]
        let constraint = NSLayoutConstraint(
            item: first, attribute: Self.attributes[(next() ?? 0) % Self.attributes.count],
            relatedBy: [.lessThanOrEqual, .equal, .greaterThanOrEqual][(next() ?? 0) % 3], toItem: second,
            attribute: Self.attributes[(next() ?? 0) % Self.attributes.count], multiplier: number(),
            constant: number())
        constraint.priority = LayoutPriority(Float((next() ?? 0) * 4 + 1))
        constraint.isActive = true
        constraints.append(constraint)
    }

    func compositional() {
        func dimension() -> NSCollectionLayoutDimension {
            switch (next() ?? 0) % 4 {
            case 0: .fractionalWidth(number())
            case 1: .fractionalHeight(number())
            case 2: .absolute(number())
            default: .estimated(number())
            }
        }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: dimension(), heightDimension: dimension()))
        item.contentInsets = NSDirectionalEdgeInsets(top: number(), leading: number(), bottom: number(), trailing: 0)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: dimension(), heightDimension: dimension()),
            subitems: [item])
        group.interItemSpacing = .fixed(number())
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = number()
        let layout = CollectionViewCompositionalLayout(section: section)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.invalidValueHandler = { _ in }
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = Items(count: (next() ?? 0) % 50)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        collectionView.contentOffset.y = number()
        collectionView.layoutIfNeeded()
        for cell in collectionView.visibleCells { check(cell.frame, "a cell") }
        check(CGRect(origin: .zero, size: collectionView.contentSize), "the content size")
    }

    func check(_ frame: CGRect, _ what: String) {
        precondition(
            frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite,
            "\(what) was laid out at \(frame)")
    }
}

@MainActor
final class Items: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    MainActor.assumeIsolated {
        LayoutProgram(bytes).run()
    }
    return 0
}
