import Foundation

/// A spell checker (UITextChecker): finds misspelled words, guesses corrections and completes partial words.
///
/// Its lexicon is the system's English word list, `/usr/share/dict/words` (Debian's `wamerican`, which `.ci/run`
/// installs), read once; words the app learns (``learnWord(_:)``) are added for every checker, words a checker
/// ignores (``ignoreWord(_:)``) for that checker only. Without a word list, ``availableLanguages`` is empty and
/// nothing counts as misspelled, as UIKit does for a language it has no lexicon for.
@preconcurrency @MainActor
open class TextChecker {
    /// The words of the lexicon, lowercased.
    private static let lexicon: Set<String> = loadLexicon(at: "/usr/share/dict/words")
    /// The words the app learned, lowercased.
    private static var learned: Set<String> = []
    /// The words this checker ignores, as given.
    open var ignoredWords: [String]?

    public init() {}

    /// The languages a lexicon exists for: `en_US` with the word list, none without.
    open class var availableLanguages: [String] { lexicon.isEmpty ? [] : ["en_US"] }

    /// Adds `word` to the lexicon of every checker.
    open class func learnWord(_ word: String) { learned.insert(word.lowercased()) }
    /// Takes a learned `word` out again.
    open class func unlearnWord(_ word: String) { learned.remove(word.lowercased()) }
    /// Whether `word` was learned.
    open class func hasLearnedWord(_ word: String) -> Bool { learned.contains(word.lowercased()) }

    /// Stops reporting `wordToIgnore` as misspelled, for this checker.
    open func ignoreWord(_ wordToIgnore: String) {
        ignoredWords = (ignoredWords ?? []) + [wordToIgnore]
    }

    /// The first misspelled word of `stringToCheck` inside `range`, from `startingOffset` on (and, with
    /// `wrapFlag`, from the range's start up to it); `NSRange(location: NSNotFound, length: 0)` when there is none,
    /// or when there is no lexicon for `language`. Ranges are in UTF-16 units, as `NSString`'s; parts of `range`
    /// outside the string are ignored.
    ///
    /// - Complexity: O(n) in the length of the range checked.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
        language: String
    ) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard Self.supports(language) else { return notFound }
        let text = stringToCheck as NSString
        let bounds = Self.clamped(range, to: text.length)
        let start = min(max(startingOffset, bounds.location), NSMaxRange(bounds))
        let tail = NSRange(location: start, length: NSMaxRange(bounds) - start)
        if let found = firstMisspelled(in: text, tail) { return found }
        guard wrapFlag, start > bounds.location else { return notFound }
        return firstMisspelled(in: text, NSRange(location: bounds.location, length: start - bounds.location))
            ?? notFound
    }

    /// Words of the lexicon one edit away from the word at `range` (a letter swapped with the next, changed,
    /// left out or added), in that order, at most 10; nil without a lexicon for `language`.
    ///
    /// - Complexity: O(k · 26) lexicon lookups for a word of k letters.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard Self.supports(language) else { return nil }
        let text = string as NSString
        let word = text.substring(with: Self.clamped(range, to: text.length))
        let letters = Array(word.lowercased())
        guard !letters.isEmpty, letters.count <= 64 else { return [] }
        var candidates: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        for index in letters.indices.dropLast() {
            var swapped = letters
            swapped.swapAt(index, index + 1)
            candidates.append(String(swapped))
        }
        for index in letters.indices {
            for letter in alphabet where letter != letters[index] {
                var changed = letters
                changed[index] = letter
                candidates.append(String(changed))
            }
        }
        for index in letters.indices {
            var shorter = letters
            shorter.remove(at: index)
            candidates.append(String(shorter))
        }
        for index in 0...letters.count {
            for letter in alphabet {
                var longer = letters
                longer.insert(letter, at: index)
                candidates.append(String(longer))
            }
        }
        var seen = Set<String>()
        let capitalized = word.first?.isUppercase == true
        return candidates.filter { Self.isKnown($0) && seen.insert($0).inserted }.prefix(10).map {
            capitalized ? $0.prefix(1).uppercased() + $0.dropFirst() : $0
        }
    }

    /// Words of the lexicon that begin with the partial word at `range`, shortest first, at most 20; nil without
    /// a lexicon for `language`.
    ///
    /// - Complexity: O(w) in the lexicon's words.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard Self.supports(language) else { return nil }
        let text = string as NSString
        let prefix = text.substring(with: Self.clamped(range, to: text.length)).lowercased()
        guard !prefix.isEmpty else { return [] }
        // The learned words and the lexicon's, without copying the lexicon into a union each call.
        var matches = Set(Self.learned.filter { $0.hasPrefix(prefix) && $0 != prefix })
        matches.formUnion(Self.lexicon.lazy.filter { $0.hasPrefix(prefix) && $0 != prefix })
        return matches.sorted { ($0.count, $0) < ($1.count, $1) }.prefix(20).map { $0 }
    }

    // MARK: Checking

    /// The first misspelled word in `range` of `text`: words are runs of letters, digits and apostrophes (an
    /// apostrophe at either end is not part of the word).
    private func firstMisspelled(in text: NSString, _ range: NSRange) -> NSRange? {
        let part = text.substring(with: range)
        let units = part.utf16
        var start: String.Index?
        var index = part.startIndex
        while index <= part.endIndex {
            let character: Character? = index < part.endIndex ? part[index] : nil
            let inWord = character.map { $0.isLetter || $0.isNumber || $0 == "'" || $0 == "’" } ?? false
            if inWord, start == nil { start = index }
            if !inWord, var first = start {
                var end = index
                while first < end, part[first] == "'" || part[first] == "’" { first = part.index(after: first) }
                while end > first, part[part.index(before: end)] == "'" || part[part.index(before: end)] == "’" {
                    end = part.index(before: end)
                }
                if first < end, isMisspelled(String(part[first..<end])) {
                    let location = range.location + units.distance(from: units.startIndex, to: first)
                    return NSRange(location: location, length: units.distance(from: first, to: end))
                }
                start = nil
            }
            guard index < part.endIndex else { break }
            index = part.index(after: index)
        }
        return nil
    }

    private func isMisspelled(_ word: String) -> Bool {
        // Numbers and words with digits are not spelled.
        guard word.contains(where: \.isLetter), !word.contains(where: \.isNumber) else { return false }
        if ignoredWords?.contains(word) == true { return false }
        return !Self.isKnown(word.lowercased())
    }

    private static func isKnown(_ lowercased: String) -> Bool {
        if lexicon.contains(lowercased) || learned.contains(lowercased) { return true }
        // A possessive or contraction of a known word ("reader's").
        if lowercased.hasSuffix("'s") || lowercased.hasSuffix("’s") {
            return lexicon.contains(String(lowercased.dropLast(2)))
        }
        return false
    }

    private static func supports(_ language: String) -> Bool {
        !lexicon.isEmpty && (language.hasPrefix("en") || language.isEmpty)
    }

    private static func clamped(_ range: NSRange, to length: Int) -> NSRange {
        guard range.location != NSNotFound else { return NSRange(location: 0, length: 0) }
        let start = min(max(range.location, 0), length)
        let end = min(max(range.location &+ max(range.length, 0), start), length)
        return NSRange(location: start, length: end - start)
    }

    /// The word list's words, lowercased: one a line, each at most 64 characters; empty when the file is missing,
    /// unreadable or larger than 16 MB (a word list is about 1 MB).
    private static func loadLexicon(at path: String) -> Set<String> {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? NSNumber, size.intValue <= 16 << 20,
            let data = FileManager.default.contents(atPath: path)
        else { return [] }
        var words = Set<String>()
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) where line.count <= 64 {
            words.insert(String(decoding: line, as: UTF8.self).lowercased())
        }
        return words
    }
}
