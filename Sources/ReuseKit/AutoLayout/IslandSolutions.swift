import Foundation

/// Everything a fitting solve of an island depends on, independent of which views are involved: the makeup of
/// its constraints (``IslandStructure/id``: each constraint's items by their place in the island, attributes,
/// relation, multiplier, constant and priority; each item's kind and class), the fitting size, and each item's
/// margins, pinned frame, priorities and content (a label's text, font and line settings; another view's
/// intrinsic size), and which text engine measures (``TextMetrics/generation``). Two islands with equal signatures solve to the same frames.
struct IslandSignature: Hashable {
    var structure = 0
    var numbers: [Double] = []
    /// Labels' texts and font families.
    var texts: [String] = []
    /// A digest of everything above, made by ``seal()``: hashed, and compared first so that signatures that
    /// differ are told apart at once.
    private(set) var digest: UInt64 = 0

    /// Empties the signature, keeping its arrays' capacity.
    mutating func removeAll() {
        structure = 0
        numbers.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        digest = 0
    }

    /// Computes the digest once the values are in: one FNV-1a fold of the numbers and, of each text, its UTF-8
    /// length and at most 16 bytes at each end (a label's long text is not read whole, since equal digests are
    /// checked by ``==``).
    mutating func seal() {
        var fold: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bitPattern: Int64(structure))
        func mix(_ value: UInt64) { fold = (fold ^ value) &* 0x100_0000_01b3 }
        for number in numbers { mix(number.bitPattern) }
        for text in texts {
            var text = text
            text.withUTF8 { bytes in
                mix(UInt64(bytes.count))
                for byte in bytes.prefix(16) { mix(UInt64(byte)) }
                for byte in bytes.suffix(16) { mix(UInt64(byte)) }
            }
        }
        digest = fold
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// Texts compare by their UTF-8 bytes, as they are digested (two spellings that Unicode calls equivalent are
    /// two signatures: a second solve, never a wrong one); a text shared with the data source compares at once,
    /// by its storage.
    static func == (lhs: IslandSignature, rhs: IslandSignature) -> Bool {
        guard lhs.digest == rhs.digest, lhs.structure == rhs.structure, lhs.texts.count == rhs.texts.count else {
            return false
        }
        for (left, right) in zip(lhs.texts, rhs.texts) where !sameBytes(left, right) { return false }
        return lhs.numbers == rhs.numbers
    }

    private static func sameBytes(_ left: String, _ right: String) -> Bool {
        var (left, right) = (left, right)
        return left.withUTF8 { a in
            right.withUTF8 { b in a.count == b.count && (a.baseAddress == b.baseAddress || a.elementsEqual(b)) }
        }
    }
}

/// Remembered solutions of fitting solves, by signature (beyond UIKit, which solves every cell): a cell that
/// shows content measured before, at the same width, is laid out from memory. At most ``capacity`` are kept;
/// when full, the memory starts again, so that it stays bounded whatever is scrolled.
@MainActor
enum IslandSolutions {
    static let capacity = 512
    private static var solutions: [IslandSignature: [CGRect]] = [:]

    /// A signature's storage kept from one lookup to the next, so that building a signature to look up does not
    /// allocate (its arrays keep their capacity).
    private static var scratch = IslandSignature()

    static func rects(for signature: IslandSignature) -> [CGRect]? { solutions[signature] }

    /// The kept storage, emptied, to build a signature in; the table keeps none meanwhile.
    static func takeScratchSignature() -> IslandSignature {
        var taken = IslandSignature()
        swap(&taken, &scratch)
        taken.removeAll()
        return taken
    }

    /// Keeps a signature's storage for the next lookup (one that was not remembered).
    static func giveBackScratchSignature(_ signature: IslandSignature) { scratch = signature }

    static func remember(_ rects: [CGRect], for signature: IslandSignature) {
        if solutions.count >= capacity { solutions.removeAll(keepingCapacity: true) }
        solutions[signature] = rects
    }
}

extension LayoutIsland {
    /// Makes, in `signature` (empty, its storage reused), the signature of this island's system: its makeup's id
    /// and what its items hold now. (Values are appended one by one: array literals would allocate for every
    /// item.)
    ///
    /// - Complexity: O(i) for i items, plus the length of the labels' texts.
    func makeSignature(into signature: inout IslandSignature, structure: Int) {
        signature.structure = structure
        signature.numbers.reserveCapacity(items.count * 10 + 4)
        func add(_ value: CGFloat) { signature.numbers.append(Double(value)) }
        // Text measures differently once a font engine is installed: solutions from before it are not reused.
        add(CGFloat(TextMetrics.generation))
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
                    let font: Font = label.font
                    signature.texts.append(font.familyName)
                    add(font.pointSize)
                    add(font.weight.rawValue)
                    add(font.isItalic ? 1 : 0)
                    add(font.isMonospaced ? 1 : 0)
                    add(CGFloat(label.numberOfLines))
                    add(CGFloat(label.lineBreakMode.rawValue))
                    add(label.preferredMaxLayoutWidth)
                } else if view.measuresHeightAtWidth {
                    // Its height is measured at the solved width: what it shows decides it, not its size now.
                    signature.texts.append(view.heightAtWidthKey)
                } else {
                    let size = view.intrinsicContentSize
                    add(size.width)
                    add(size.height)
                }
            }
        }
        signature.seal()
    }
}
