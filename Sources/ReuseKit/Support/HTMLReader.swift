import Foundation

/// Reads HTML into attributed text as UIKit's document reading does for the common tags: whitespace collapsed,
/// block elements ending their line, `<br>` a line break, bold, italic, underline, links, headings, lists and
/// preformatted text; the contents of `<head>`, `<script>` and `<style>` are skipped.
struct HTMLReader {
    /// Attributes under the document's own.
    let defaults: [NSAttributedString.Key: Any]

    /// The body text's size in UIKit's default style sheet, and the headings' (2em, 1.5em, 1.17em, 1em, .83em,
    /// .67em).
    static let bodySize: CGFloat = 12
    static let headingSizes: [CGFloat] = [24, 18, 14, 12, 10, 8]

    private static let blockTags: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "blockquote", "pre", "tr", "table",
        "section", "article", "header", "footer", "dl", "dt", "dd", "hr",
    ]
    private static let skippedTags: Set<String> = ["head", "script", "style", "title"]

    private struct Style {
        var bold = 0
        var italic = 0
        var underline = 0
        var preformatted = 0
        var heading: Int?
        var link: URL?
    }

    func read(_ html: String) -> NSAttributedString {
        let output = NSMutableAttributedString()
        var style = Style()
        var lists: [(ordered: Bool, count: Int)] = []
        var skipping: String?
        var pendingSpace = false
        var scanner = html[...]

        // What the output ends with, kept as text is appended: reading `output.string` bridges the whole text.
        var isEmpty = true
        var endsWithNewline = false
        func append(_ text: String) {
            guard let last = text.last else { return }
            output.append(NSAttributedString(string: text, attributes: attributes(for: style)))
            isEmpty = false
            endsWithNewline = last == "\n"
        }
        func endLine() {
            pendingSpace = false
            if !isEmpty, !endsWithNewline { append("\n") }
        }

        while !scanner.isEmpty {
            if scanner.hasPrefix("<!--") {
                scanner = scanner.range(of: "-->").map { scanner[$0.upperBound...] } ?? ""
                continue
            }
            if scanner.first == "<", let close = scanner.firstIndex(of: ">") {
                let tag = Tag(scanner[scanner.index(after: scanner.startIndex)..<close])
                scanner = scanner[scanner.index(after: close)...]
                if let skipped = skipping {
                    if tag.isClosing && tag.name == skipped { skipping = nil }
                    continue
                }
                if !tag.isClosing && Self.skippedTags.contains(tag.name) {
                    skipping = tag.isSelfClosing ? nil : tag.name
                    continue
                }
                if Self.blockTags.contains(tag.name) { endLine() }
                switch (tag.name, tag.isClosing) {
                case ("br", _): append("\n")
                case ("b", let closing), ("strong", let closing): style.bold += closing ? -1 : 1
                case ("i", let closing), ("em", let closing), ("cite", let closing): style.italic += closing ? -1 : 1
                case ("u", let closing), ("ins", let closing): style.underline += closing ? -1 : 1
                case ("pre", let closing): style.preformatted += closing ? -1 : 1
                case ("a", false): style.link = tag.attributes["href"].flatMap(URL.init(string:))
                case ("a", true): style.link = nil
                case ("ul", false): lists.append((false, 0))
                case ("ol", false): lists.append((true, 0))
                case ("ul", true), ("ol", true): _ = lists.popLast()
                case ("li", false):
                    let marker: String
                    if var list = lists.popLast() {
                        list.count += 1
                        marker = list.ordered ? "\(list.count)." : "•"
                        lists.append(list)
                    } else {
                        marker = "•"
                    }
                    append("\t\(marker)\t")
                case (let name, let closing) where name.count == 2 && name.first == "h" && name.last!.isNumber:
                    style.heading = closing ? nil : Int(String(name.last!))
                default: break
                }
                style.bold = max(style.bold, 0)
                style.italic = max(style.italic, 0)
                style.underline = max(style.underline, 0)
                style.preformatted = max(style.preformatted, 0)
                continue
            }
            let end = scanner.dropFirst().firstIndex(of: "<") ?? scanner.endIndex
            let raw = scanner[..<end]
            scanner = scanner[end...]
            guard skipping == nil else { continue }
            let text = Self.decodingEntities(raw)
            if style.preformatted > 0 {
                append(text)
                continue
            }
            var collapsed = ""
            for character in text {
                if character.isWhitespace {
                    pendingSpace = true
                } else {
                    if pendingSpace, !isEmpty || !collapsed.isEmpty, !(collapsed.isEmpty && endsWithNewline) {
                        collapsed.append(" ")
                    }
                    pendingSpace = false
                    collapsed.append(character == "\u{A0}" ? " " : character)
                }
            }
            append(collapsed)
        }
        return output
    }

    private func attributes(for style: Style) -> [NSAttributedString.Key: Any] {
        var attributes = defaults
        let size = style.heading.map { Self.headingSizes[min(max($0, 1), 6) - 1] } ?? Self.bodySize
        let bold = style.bold > 0 || style.heading != nil
        let font: Font
        if style.preformatted > 0 {
            font = Font.monospacedSystemFont(ofSize: size * 13 / 16, weight: bold ? .bold : .regular)
        } else if style.italic > 0 {
            font = Font(pointSize: size, weight: bold ? .bold : .regular).with { $0.isItalic = true }
        } else {
            font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        }
        attributes[.font] = font
        if style.underline > 0 || style.link != nil { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
        if let link = style.link {
            attributes[.link] = link
            attributes[.foregroundColor] = Color.link
        }
        return attributes
    }

    /// `text` with its character references (`&amp;`, `&#233;`, `&#x2014;`) replaced; unknown ones stay.
    static func decodingEntities(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
                result.append("&")
                rest = rest.dropFirst()
                continue
            }
            let name = rest[rest.index(after: rest.startIndex)..<semicolon]
            if let character = character(forEntity: name) {
                result.append(character)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    private static let namedEntities: [Substring: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "reg": "®",
        "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“",
        "rdquo": "”", "bull": "•", "middot": "·", "euro": "€", "pound": "£", "deg": "°", "times": "×",
    ]

    private static func character(forEntity name: Substring) -> Character? {
        if name.first == "#" {
            let digits = name.dropFirst()
            let value =
                digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
        return namedEntities[name]
    }
}

/// One HTML tag: its lower-cased name, whether it closes, and its attributes.
private struct Tag {
    let name: String
    let isClosing: Bool
    let isSelfClosing: Bool
    let attributes: [String: String]

    init(_ text: Substring) {
        var body = text.trimmingCharacters(in: .whitespaces)[...]
        isClosing = body.hasPrefix("/")
        if isClosing { body = body.dropFirst() }
        isSelfClosing = body.hasSuffix("/")
        if isSelfClosing { body = body.dropLast() }
        let nameEnd = body.firstIndex { $0.isWhitespace } ?? body.endIndex
        name = body[..<nameEnd].lowercased()
        var attributes: [String: String] = [:]
        var rest = body[nameEnd...]
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            rest = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            let value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                let open = rest.dropFirst()
                let close = open.firstIndex(of: quote) ?? open.endIndex
                value = open[..<close]
                rest = close < open.endIndex ? open[open.index(after: close)...] : ""
            } else {
                let close = rest.firstIndex { $0.isWhitespace } ?? rest.endIndex
                value = rest[..<close]
                rest = rest[close...]
            }
            if let lastSpace = key.lastIndex(where: { $0.isWhitespace }) {
                attributes[String(key[key.index(after: lastSpace)...])] = HTMLReader.decodingEntities(value)
            } else {
                attributes[key] = HTMLReader.decodingEntities(value)
            }
        }
        self.attributes = attributes
    }
}
