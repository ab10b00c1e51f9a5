import Foundation

extension NSLayoutConstraint {
    /// Options of ``constraints(withVisualFormat:options:metrics:views:)`` (NSLayoutConstraint.FormatOptions), with
    /// UIKit's raw values: an alignment of every view in the line, and the direction of a horizontal line.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints a line of the Visual Format Language describes, inactive, as UIKit makes them:
    /// `"H:|-[name(>=120)]-8-[field]-|"`, `"V:|-20-[title][body(==title@750)]"`. Views and metrics are looked up
    /// by name in `views` and `metrics`; `-` alone is the standard spacing (8 points between views, 20 to the
    /// superview's edge). A format that does not parse, or names a view or metric that is not given, prints
    /// UIKit's "Unable to parse constraint format" message with the place and returns no constraints (UIKit
    /// raises).
    ///
    /// - Complexity: O(n) in the format's length.
    public static func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views, options: opts)
        do {
            return try parser.parse()
        } catch {
            Messages.write(
                Messages.unparsableVisualFormat(String(parser.characters), reason: error.reason, at: error.offset))
            return []
        }
    }
}

/// A parse of one Visual Format Language line.
@MainActor
struct VisualFormatParser {
    struct Failure: Error {
        let reason: String
        let offset: Int
    }

    /// One relation from a predicate: `==50`, `>=label`, `<=width@750`.
    struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: View?
        var priority: LayoutPriority = .required
    }

    let characters: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    let options: NSLayoutConstraint.FormatOptions
    var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any], options: NSLayoutConstraint.FormatOptions) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
        self.options = options
    }

    mutating func parse() throws(Failure) -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            vertical = characters[0] == "V"
            index = 2
        }
        let leading: NSLayoutConstraint.Attribute = vertical ? .top : leadingAttribute
        let trailing: NSLayoutConstraint.Attribute = vertical ? .bottom : trailingAttribute
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var made: [NSLayoutConstraint] = []
        var startsAtSuperview = false
        var pending: [Predicate]?
        if peek("|") {
            index += 1
            startsAtSuperview = true
            pending = try connection(toSuperview: true)
        }
        var previous: View?
        var lined: [View] = []
        while peek("[") {
            let (view, predicates) = try viewTerm()
            for predicate in predicates {
                made.append(
                    NSLayoutConstraint(
                        item: view, attribute: size, relatedBy: predicate.relation, toItem: predicate.view,
                        attribute: predicate.view == nil ? .notAnAttribute : size, multiplier: 1,
                        constant: predicate.constant
                    ).prioritized(predicate.priority))
            }
            if let gap = pending {
                for predicate in gap {
                    if let previous {
                        made.append(spacing(view, leading, previous, trailing, predicate))
                    } else if startsAtSuperview, let superview = view.superview {
                        made.append(spacing(view, leading, superview, leading, predicate))
                    }
                }
            }
            lined.append(view)
            previous = view
            pending = nil
            if peek("|") || peek("[") || peek("-") {
                if peek("|") { break }
                pending = try connection(toSuperview: false)
            }
        }
        guard let last = previous else { throw Failure(reason: "Expected a view", offset: index) }
        if peek("|") {
            index += 1
            if pending == nil { pending = [Predicate()] }
            if let superview = last.superview, let gap = pending {
                for predicate in gap { made.append(spacing(superview, trailing, last, trailing, predicate)) }
            }
        } else if pending != nil {
            throw Failure(reason: "Expected a view or the superview's edge after the spacing", offset: index)
        }
        guard index == characters.count else { throw Failure(reason: "Unexpected text", offset: index) }
        made += alignments(lined)
        return made
    }

    private var leadingAttribute: NSLayoutConstraint.Attribute {
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: .left
        case .directionRightToLeft: .right
        default: .leading
        }
    }

    private var trailingAttribute: NSLayoutConstraint.Attribute {
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: .right
        case .directionRightToLeft: .left
        default: .trailing
        }
    }

    /// `later.start == earlier.end + gap`, with the predicate's relation and priority.
    private func spacing(
        _ later: View, _ start: NSLayoutConstraint.Attribute, _ earlier: View, _ end: NSLayoutConstraint.Attribute,
        _ predicate: Predicate
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: later, attribute: start, relatedBy: predicate.relation, toItem: earlier, attribute: end,
            multiplier: 1, constant: predicate.constant
        ).prioritized(predicate.priority)
    }

    /// The options' alignment: every view of the line aligned with the first.
    private func alignments(_ lined: [View]) -> [NSLayoutConstraint] {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        guard let first = lined.first else { return [] }
        return table.filter { options.contains($0.0) }.flatMap { _, attribute in
            lined.dropFirst().map {
                NSLayoutConstraint(
                    item: $0, attribute: attribute, relatedBy: .equal, toItem: first, attribute: attribute,
                    multiplier: 1, constant: 0)
            }
        }
    }

    private func peek(_ character: Character) -> Bool { index < characters.count && characters[index] == character }

    /// `[name]` or `[name(predicates)]`.
    private mutating func viewTerm() throws(Failure) -> (View, [Predicate]) {
        index += 1
        let name = identifier()
        guard !name.isEmpty else { throw Failure(reason: "Expected a view's name", offset: index) }
        guard let view = views[name] as? View else {
            throw Failure(reason: "\(name) is not a key in the views dictionary", offset: index - name.count)
        }
        var predicates: [Predicate] = []
        if peek("(") { predicates = try predicateList() }
        guard peek("]") else { throw Failure(reason: "Expected ']'", offset: index) }
        index += 1
        return (view, predicates)
    }

    /// A connection after a view or the superview's `|`: `-`, `-N-`, `-(predicates)-`, or nothing (adjacent).
    private mutating func connection(toSuperview: Bool) throws(Failure) -> [Predicate] {
        guard peek("-") else { return [Predicate()] }
        index += 1
        let standard = Predicate(constant: toSuperview ? 20 : systemSpacing)
        if peek("[") || peek("|") { return [Predicate(constant: peek("|") ? 20 : standard.constant)] }
        let predicates: [Predicate]
        if peek("(") {
            predicates = try predicateList()
        } else {
            predicates = [Predicate(constant: try constant())]
        }
        guard peek("-") else { throw Failure(reason: "Expected '-' after the spacing", offset: index) }
        index += 1
        return predicates
    }

    /// `(predicate, predicate…)`.
    private mutating func predicateList() throws(Failure) -> [Predicate] {
        index += 1
        var list: [Predicate] = []
        repeat {
            if peek(",") { index += 1 }
            list.append(try predicate())
        } while peek(",")
        guard peek(")") else { throw Failure(reason: "Expected ')'", offset: index) }
        index += 1
        return list
    }

    /// `(==|<=|>=)? (constant|view) (@priority)?`.
    private mutating func predicate() throws(Failure) -> Predicate {
        var result = Predicate()
        for (text, relation) in [
            ("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual),
            (">=", .greaterThanOrEqual),
        ]
        where index + 1 < characters.count && String(characters[index...index + 1]) == text {
            result.relation = relation
            index += 2
            break
        }
        let start = index
        let name = identifier()
        if !name.isEmpty, metrics[name] == nil, let view = views[name] as? View {
            result.view = view
        } else {
            index = start
            result.constant = try constant()
        }
        if peek("@") {
            index += 1
            let value = try constant()
            result.priority = LayoutPriority(Float(min(max(value, 1), 1000)))
        }
        return result
    }

    /// A number, or a metric's name.
    private mutating func constant() throws(Failure) -> CGFloat {
        let start = index
        if peek("-") || peek("+") { index += 1 }
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        if index > start, let number = Double(String(characters[start..<index])), number.isFinite {
            return CGFloat(number)
        }
        index = start
        let name = identifier()
        guard !name.isEmpty else { throw Failure(reason: "Expected a number or a metric's name", offset: index) }
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: throw Failure(reason: "\(name) is not a key in the metrics dictionary", offset: start)
        }
    }

    private mutating func identifier() -> String {
        let start = index
        while index < characters.count,
            characters[index].isLetter || characters[index].isNumber
                || characters[index] == "_"
        {
            if index == start, characters[index].isNumber { break }
            index += 1
        }
        return String(characters[start..<index])
    }
}

extension NSLayoutConstraint {
    /// The constraint at `priority`, for chains.
    fileprivate func prioritized(_ priority: LayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
