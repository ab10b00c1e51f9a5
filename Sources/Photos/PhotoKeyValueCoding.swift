import Foundation

// MARK: - Key-value coding for fetch options on Linux

/// Reading objects by key name, which Foundation does by key-value coding on iOS: Photos objects answer the keys
/// Photos supports in fetch options; other objects answer their stored properties (through `Mirror`).
enum PHKeyValue {
    static func value(of object: Any?, forKey key: String) -> Any? {
        if key == "self" || key == "SELF" { return object }
        if let object = object as? PHObject { return object.headlessValue(forKey: key) }
        var mirror = object.map { Mirror(reflecting: $0) }
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == key }) { return child.value }
            mirror = current.superclassMirror
        }
        return nil
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let date as Date: date.timeIntervalSinceReferenceDate
        case let number as NSNumber: number.doubleValue
        case let flag as Bool: flag ? 1 : 0
        case let integer as any BinaryInteger: Double(integer)
        case let real as any BinaryFloatingPoint: Double(real)
        default: nil
        }
    }

    /// Orders two values as Foundation's `compare:` does: nil first, then numbers and dates, then strings.
    static func compare(_ a: Any?, _ b: Any?) -> ComparisonResult {
        if let x = number(a), let y = number(b) {
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        }
        if let x = a as? String, let y = b as? String {
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        }
        let (x, y) = (a == nil || a is NSNull, b == nil || b is NSNull)
        return x == y ? .orderedSame : x ? .orderedAscending : .orderedDescending
    }
}

extension NSSortDescriptor {
    /// A descriptor that sorts by the value for `key` (beyond Foundation on Linux, which lacks key-value coding):
    /// Photos objects by the keys Photos sorts by (`creationDate`, `modificationDate`, `pixelWidth`, `pixelHeight`,
    /// `duration`, `mediaType`, `isFavorite`, `localIdentifier`, `localizedTitle`, ...), other objects by their
    /// stored property of that name.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.self, ascending: ascending) { a, b in
            guard let key else { return PHKeyValue.compare(a, b) }
            return PHKeyValue.compare(PHKeyValue.value(of: a, forKey: key), PHKeyValue.value(of: b, forKey: key))
        }
    }
}

extension NSPredicate {
    /// A predicate read from a format string (beyond Foundation on Linux, which cannot parse formats), for fetch
    /// options: comparisons (`=`, `==`, `!=`, `<>`, `<`, `<=`, `>`, `>=`) of keys, numbers, quoted strings,
    /// `YES`/`NO`/`TRUE`/`FALSE`/`nil` and the arguments (`%d`, `%@`, `%K` for a key; numbers and strings, which
    /// is what Linux passes as C variadic arguments), with a bitwise `&` (`(mediaSubtypes & %d) != 0`), joined by
    /// `AND`, `OR`, `NOT` and parentheses. Keys are read as ``NSSortDescriptor/init(key:ascending:)`` reads them.
    /// A format beyond this keeps every object (Foundation would raise an exception).
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        var parser = PHPredicateParser(predicateFormat, args)
        let node = parser.parse()
        self.init { object, _ in node.map { PHPredicateParser.evaluate($0, object) } ?? true }
    }
}

/// Reads and evaluates predicate formats (see `NSPredicate.init(format:_:)` above).
struct PHPredicateParser {
    indirect enum Node {
        case all([Node])
        case any([Node])
        case not(Node)
        case compare(Operand, String, Operand)
    }

    indirect enum Operand {
        case key(String)
        case value(Any?)
        case bits(Operand, Operand)
    }

    enum Token {
        case word(String)
        case value(Any?)
        case symbol(String)
    }

    private var tokens: [Token] = []
    private var at = 0
    private static let comparisons = ["=", "==", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>"]

    init(_ format: String, _ args: [any CVarArg]) {
        let chars = Array(format)
        var (i, next) = (0, 0)
        func take(while keep: (Character) -> Bool) -> String {
            let start = i
            while i < chars.count, keep(chars[i]) { i += 1 }
            return String(chars[start..<i])
        }
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace {
                i += 1
            } else if c == "%" {
                i += 1
                _ = take { "lqhzt".contains($0) }
                let key = i < chars.count && chars[i] == "K"
                i += 1
                let arg: Any? = next < args.count ? args[next] : nil
                next += 1
                tokens.append(key ? .word(arg.map { "\($0)" } ?? "") : .value(arg))
            } else if c == "\"" || c == "'" {
                i += 1
                tokens.append(.value(take { $0 != c }))
                i += 1
            } else if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber) {
                i += c == "-" ? 1 : 0
                let number = Double(take { $0.isNumber || $0 == "." }) ?? 0
                tokens.append(.value(c == "-" ? -number : number))
            } else if c.isLetter || c == "_" {
                let word = take { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                let values: [String: Any?] = [
                    "YES": true, "TRUE": true, "NO": false, "FALSE": false, "NIL": nil, "NULL": nil,
                ]
                tokens.append(values[word.uppercased()].map { .value($0) } ?? .word(word))
            } else {
                let pair = i + 1 < chars.count ? String(chars[i...i + 1]) : ""
                let symbol = Self.comparisons.contains(pair) || pair == "&&" || pair == "||" ? pair : String(c)
                tokens.append(.symbol(symbol))
                i += symbol.count
            }
        }
    }

    /// The predicate; nil for a format it cannot read.
    mutating func parse() -> Node? {
        let node = disjunction()
        return at == tokens.count ? node : nil
    }

    private mutating func accept(_ names: String...) -> Bool {
        guard at < tokens.count else { return false }
        switch tokens[at] {
        case .word(let w) where names.contains(w.uppercased()), .symbol(let w) where names.contains(w): at += 1
        default: return false
        }
        return true
    }

    private mutating func disjunction() -> Node? {
        var parts: [Node] = []
        repeat {
            guard let part = conjunction() else { return nil }
            parts.append(part)
        } while accept("OR", "||")
        return parts.count == 1 ? parts[0] : .any(parts)
    }

    private mutating func conjunction() -> Node? {
        var parts: [Node] = []
        repeat {
            guard let part = unary() else { return nil }
            parts.append(part)
        } while accept("AND", "&&")
        return parts.count == 1 ? parts[0] : .all(parts)
    }

    private mutating func unary() -> Node? {
        if accept("NOT", "!") { return unary().map { .not($0) } }
        let start = at
        if let lhs = operand(), at < tokens.count, case .symbol(let op) = tokens[at], Self.comparisons.contains(op) {
            at += 1
            if let rhs = operand() { return .compare(lhs, op, rhs) }
        }
        at = start
        guard accept("("), let inner = disjunction(), accept(")") else { return nil }
        return inner
    }

    private mutating func operand() -> Operand? {
        guard var value = atom() else { return nil }
        while accept("&") {
            guard let rhs = atom() else { return nil }
            value = .bits(value, rhs)
        }
        return value
    }

    private mutating func atom() -> Operand? {
        guard at < tokens.count else { return nil }
        let start = at
        at += 1
        switch tokens[start] {
        case .word(let w) where !["AND", "OR", "NOT"].contains(w.uppercased()): return .key(w)
        case .value(let v): return .value(v)
        case .symbol("("):
            if let inner = operand(), accept(")") { return inner }
        default: break
        }
        at = start
        return nil
    }

    static func evaluate(_ node: Node, _ object: Any?) -> Bool {
        switch node {
        case .all(let nodes): return nodes.allSatisfy { evaluate($0, object) }
        case .any(let nodes): return nodes.contains { evaluate($0, object) }
        case .not(let inner): return !evaluate(inner, object)
        case .compare(let lhs, let op, let rhs):
            let (a, b) = (resolve(lhs, object), resolve(rhs, object))
            switch op {
            case "=", "==": return same(a, b)
            case "!=", "<>": return !same(a, b)
            case "<": return PHKeyValue.compare(a, b) == .orderedAscending
            case "<=", "=<": return PHKeyValue.compare(a, b) != .orderedDescending
            case ">": return PHKeyValue.compare(a, b) == .orderedDescending
            default: return PHKeyValue.compare(a, b) != .orderedAscending
            }
        }
    }

    static func resolve(_ operand: Operand, _ object: Any?) -> Any? {
        switch operand {
        case .value(let value): return value
        case .bits(let a, let b):
            return Int(PHKeyValue.number(resolve(a, object)) ?? 0) & Int(PHKeyValue.number(resolve(b, object)) ?? 0)
        case .key(let path):
            return path.split(separator: ".").reduce(object) { PHKeyValue.value(of: $0, forKey: String($1)) }
        }
    }

    static func same(_ a: Any?, _ b: Any?) -> Bool {
        if let x = PHKeyValue.number(a), let y = PHKeyValue.number(b) { return x == y }
        if let x = a as? String, let y = b as? String { return x == y }
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        return (a == nil || a is NSNull) && (b == nil || b is NSNull)
    }
}
