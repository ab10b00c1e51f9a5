import Foundation

/// Groups and sorts a table's rows into sections by their first letter, with the section index's titles
/// (UILocalizedIndexedCollation), as contact lists do: `collation.section(for: contact, collationStringSelector:
/// \Contact.name)`, then `sortedArray(from:collationStringSelector:)` within each section.
///
/// There is no `Selector` on Linux: the string to collate by is a key path (`\Contact.name`, for UIKit's
/// `#selector(getter: Contact.name)`) or a method returning it (`Contact.displayName`). The collation is English
/// whatever the locale: the letters A to Z, then `#` for everything else, with accents and case folded
/// (`Émile` goes under E), as UIKit's English collation does.
@preconcurrency @MainActor
public final class LocalizedIndexedCollation {
    private static let shared = LocalizedIndexedCollation()
    private static let letters = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map {
        String(Character(UnicodeScalar($0)!))
    }

    private init() {}

    /// The collation for the current locale.
    public static func current() -> LocalizedIndexedCollation { shared }

    /// The sections' titles: A to Z, then #.
    public var sectionTitles: [String] { Self.letters + ["#"] }

    /// The titles of the table's section index: the same as ``sectionTitles``.
    public var sectionIndexTitles: [String] { sectionTitles }

    /// The section an index title stands for (`tableView(_:sectionForSectionIndexTitle:at:)` returns it): the
    /// same position here, clamped to the sections.
    public func section(forSectionIndexTitleAt indexTitleIndex: Int) -> Int {
        min(max(indexTitleIndex, 0), sectionTitles.count - 1)
    }

    /// The section of `object`, by the string `selector` reads from it.
    public func section<Object>(for object: Any, collationStringSelector selector: KeyPath<Object, String>) -> Int {
        section(forString: (object as? Object).map { $0[keyPath: selector] } ?? "")
    }

    /// The section of `object`, by the string the method `selector` returns.
    public func section<Object>(for object: Any, collationStringSelector selector: (Object) -> () -> String) -> Int {
        section(forString: (object as? Object).map { selector($0)() } ?? "")
    }

    /// `array` sorted by the string `selector` reads from each element (case and accents folded, as the section
    /// titles are); elements of another type go last, in their order.
    ///
    /// - Complexity: O(n log n).
    public func sortedArray<Object>(from array: [Any], collationStringSelector selector: KeyPath<Object, String>)
        -> [Any]
    {
        sorted(array) { (object: Object) in object[keyPath: selector] }
    }

    /// `array` sorted by the string the method `selector` returns for each element.
    ///
    /// - Complexity: O(n log n).
    public func sortedArray<Object>(from array: [Any], collationStringSelector selector: (Object) -> () -> String)
        -> [Any]
    {
        sorted(array) { (object: Object) in selector(object)() }
    }

    private func sorted<Object>(_ array: [Any], by key: (Object) -> String) -> [Any] {
        let keyed = array.enumerated().map { (offset, element) in
            (offset, element, (element as? Object).map { Self.folded(key($0)) })
        }
        return keyed.sorted { a, b in
            switch (a.2, b.2) {
            case (let x?, let y?): return x != y ? x < y : a.0 < b.0
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a.0 < b.0
            }
        }.map(\.1)
    }

    private func section(forString string: String) -> Int {
        guard let first = Self.folded(string).first.map(String.init), let index = Self.letters.firstIndex(of: first)
        else { return Self.letters.count }
        return index
    }

    /// `string` upper-cased with its Latin letters written in ASCII (accents taken off, `Ø` as `O`, `Æ` as `AE`),
    /// leading spaces dropped; other scripts stay as they are and go under `#`.
    private static func folded(_ string: String) -> String {
        let trimmed = string.trimmingCharacters(in: .whitespaces)
        let latin = trimmed.applyingTransform(StringTransform(rawValue: "Latin-ASCII"), reverse: false) ?? trimmed
        return latin.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).uppercased()
    }
}
