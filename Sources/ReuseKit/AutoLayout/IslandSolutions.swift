import Foundation

/// Everything a fitting solve of an island depends on, independent of which views are involved: the makeup of
/// its constraints (``IslandStructure/id``: each constraint's items by their place in the island, attributes,
/// relation, multiplier, constant and priority; each item's kind and class), the fitting size, and each item's
/// margins, pinned frame, priorities and content (a label's text, font and line settings; another view's
/// intrinsic size). Two islands with equal signatures solve to the same frames.
struct IslandSignature: Hashable {
    var structure = 0
    var numbers: [Double] = []
    /// Labels' texts and font families.
    var texts: [String] = []

    /// Folds the numbers with FNV-1a before hashing them once: equal signatures still hash equally, at a
    /// fraction of the cost of feeding every number to the hasher. Texts go to the hasher as they are: a text
    /// shared with the data source compares by its storage, at once.
    func hash(into hasher: inout Hasher) {
        var fold: UInt64 = 0xcbf2_9ce4_8422_2325
        for number in numbers { fold = (fold ^ number.bitPattern) &* 0x100_0000_01b3 }
        hasher.combine(structure)
        hasher.combine(fold)
        hasher.combine(texts)
    }
}

/// Remembered solutions of fitting solves, by signature (beyond UIKit, which solves every cell): a cell that
/// shows content measured before, at the same width, is laid out from memory. At most ``capacity`` are kept;
/// when full, the memory starts again, so that it stays bounded whatever is scrolled.
@MainActor
enum IslandSolutions {
    static let capacity = 512
    private static var solutions: [IslandSignature: [CGRect]] = [:]

    static func rects(for signature: IslandSignature) -> [CGRect]? { solutions[signature] }

    static func remember(_ rects: [CGRect], for signature: IslandSignature) {
        if solutions.count >= capacity { solutions.removeAll(keepingCapacity: true) }
        solutions[signature] = rects
    }
}

extension LayoutIsland {
    /// The signature of this island's system: its makeup's id and what its items hold now. (Values are
    /// appended one by one: array literals would allocate for every item.)
    ///
    /// - Complexity: O(i) for i items, plus the length of the labels' texts.
    func makeSignature(structure: Int) -> IslandSignature {
        var signature = IslandSignature(structure: structure)
        signature.numbers.reserveCapacity(items.count * 10 + 4)
        func add(_ value: CGFloat) { signature.numbers.append(Double(value)) }
        if let fitting {
            add(fitting.size.width)
            add(fitting.size.height)
            add(CGFloat(fitting.horizontal.rawValue))
            add(CGFloat(fitting.vertical.rawValue))
        }
        for item in items {
            guard let view = item as? View else { continue }
            let margins = view.layoutMargins
            add(margins.top)
            add(margins.left)
            add(margins.bottom)
            add(margins.right)
            if view === root {
                let size = view.intrinsicContentSize
                add(size.width)
                add(size.height)
            } else if view.translatesAutoresizingMaskIntoConstraints {
                let frame = view.frame
                add(frame.minX)
                add(frame.minY)
                add(frame.width)
                add(frame.height)
            } else {
                add(CGFloat(view.contentHuggingPriority(for: .horizontal).rawValue))
                add(CGFloat(view.contentHuggingPriority(for: .vertical).rawValue))
                add(CGFloat(view.contentCompressionResistancePriority(for: .horizontal).rawValue))
                add(CGFloat(view.contentCompressionResistancePriority(for: .vertical).rawValue))
                if let label = view as? Label {
                    signature.texts.append(label.text ?? "")
                    if let attributed = label.attributedText { signature.texts.append("\(attributed)") }
                    let font = label.font
                    signature.texts.append(font.familyName)
                    add(font.pointSize)
                    add(font.weight.rawValue)
                    add(font.isItalic ? 1 : 0)
                    add(font.isMonospaced ? 1 : 0)
                    add(CGFloat(label.numberOfLines))
                    add(CGFloat(label.lineBreakMode.rawValue))
                    add(label.preferredMaxLayoutWidth)
                } else {
                    let size = view.intrinsicContentSize
                    add(size.width)
                    add(size.height)
                }
            }
        }
        return signature
    }
}
