import Foundation

/// Everything a fitting solve of an island depends on, independent of which views are involved: the fitting size,
/// each item's kind, class, margins, pinned frame, priorities and content (a label's text, font and line
/// settings; another view's intrinsic size), and each constraint's items (by their place in the island),
/// attributes, relation, multiplier, constant and priority. Two islands with equal signatures solve to the same
/// frames.
struct IslandSignature: Hashable {
    var numbers: [Double] = []
    var texts: [String] = []
    var fonts: [Font] = []
    var types: [ObjectIdentifier] = []

    /// Folds the numbers (a hundred or more) with FNV-1a before hashing them once: equal signatures still hash
    /// equally, at a fraction of the cost of feeding every number to the hasher.
    func hash(into hasher: inout Hasher) {
        var fold: UInt64 = 0xcbf2_9ce4_8422_2325
        for number in numbers { fold = (fold ^ number.bitPattern) &* 0x100_0000_01b3 }
        hasher.combine(fold)
        hasher.combine(texts)
        hasher.combine(fonts)
        hasher.combine(types.count)
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
    /// The signature of this island's system, after its items are numbered. (Values are appended one by one:
    /// array literals would allocate for every item.)
    ///
    /// - Complexity: O(i + c) for i items and c constraints, plus the length of the labels' texts.
    func makeSignature() -> IslandSignature {
        var signature = IslandSignature()
        signature.numbers.reserveCapacity(items.count * 12 + constraints.count * 8 + 4)
        func add(_ value: CGFloat) { signature.numbers.append(Double(value)) }
        func place(_ item: AnyObject?) -> CGFloat {
            guard let item, let place = index[ObjectIdentifier(item)] else { return -1 }
            return CGFloat(place)
        }
        if let fitting {
            add(fitting.size.width)
            add(fitting.size.height)
            add(CGFloat(fitting.horizontal.rawValue))
            add(CGFloat(fitting.vertical.rawValue))
        }
        for item in items {
            if let guide = item as? LayoutGuide {
                add(3)
                switch guide.system {
                case nil: add(0)
                case .margins: add(1)
                case .safeArea: add(2)
                case .readableContent: add(3)
                }
                add(place(guide.owningView))
                continue
            }
            guard let view = item as? View else { continue }
            signature.types.append(ObjectIdentifier(type(of: view)))
            let margins = view.layoutMargins
            add(margins.top)
            add(margins.left)
            add(margins.bottom)
            add(margins.right)
            if view === root {
                let size = view.intrinsicContentSize
                add(0)
                add(size.width)
                add(size.height)
            } else if view.translatesAutoresizingMaskIntoConstraints {
                let frame = view.frame
                add(1)
                add(frame.minX)
                add(frame.minY)
                add(frame.width)
                add(frame.height)
            } else {
                add(2)
                add(CGFloat(view.contentHuggingPriority(for: .horizontal).rawValue))
                add(CGFloat(view.contentHuggingPriority(for: .vertical).rawValue))
                add(CGFloat(view.contentCompressionResistancePriority(for: .horizontal).rawValue))
                add(CGFloat(view.contentCompressionResistancePriority(for: .vertical).rawValue))
                if let label = view as? Label {
                    signature.texts.append(label.text ?? "")
                    if let attributed = label.attributedText { signature.texts.append("\(attributed)") }
                    signature.fonts.append(label.font)
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
        for constraint in constraints {
            add(place(constraint.firstItem))
            add(CGFloat(constraint.firstAttribute.rawValue))
            add(CGFloat(constraint.relation.rawValue))
            add(place(constraint.secondItem))
            add(CGFloat(constraint.secondAttribute.rawValue))
            add(constraint.multiplier)
            add(constraint.constant)
            add(CGFloat(constraint.priority.rawValue))
        }
        return signature
    }
}
