import Foundation
import ReuseKit

/// A million made-up contacts in A-Z sections, computed from their index (nothing is stored per contact): the
/// data of `reusekit demo`, in the terminal and in a window.
public struct Contacts: Sendable {
    public static let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    /// Family names by initial; Korean ones carry their Hangul too, so the table shows wide characters.
    public static let families: [[String]] = [
        ["Ahn 안", "Adams", "Alvarez"], ["Baek 백", "Brown", "Bauer"], ["Cho 조", "Chen", "Clark"],
        ["Do 도", "Davis", "Dubois"], ["Eom 엄", "Evans", "Ellis"], ["Fischer", "Ford", "Flores"],
        ["Gong 공", "Garcia", "Gupta"], ["Han 한", "Hall", "Huang"], ["Im 임", "Ito", "Ivanova"],
        ["Jung 정", "Jones", "Jensen"], ["Kim 김", "Kang 강", "King"], ["Lee 이", "Lim 임", "Lopez"],
        ["Moon 문", "Miller", "Martin"], ["Nam 남", "Nguyen", "Novak"], ["Oh 오", "Olsen", "Ortiz"],
        ["Park 박", "Patel", "Perez"], ["Quinn", "Qureshi", "Quispe"], ["Ryu 류", "Roberts", "Rossi"],
        ["Shin 신", "Song 송", "Smith"], ["Tak 탁", "Taylor", "Tanaka"], ["Um 엄", "Usman", "Ueda"],
        ["Vega", "Volkov", "Vargas"], ["Woo 우", "Wilson", "Wang"], ["Xu", "Xavier", "Xiong"],
        ["Yoon 윤", "Young", "Yamada"], ["Zhang", "Zimmer", "Zaman"],
    ]
    public static let given = [
        "Minji 민지", "Jiwoo 지우", "Seojun 서준", "Hana 하나", "Yuna 유나", "Doyun 도윤", "Alex", "Sam", "Maria",
        "James", "Olivia", "Noah", "Emma", "Liam", "Sofia", "Lucas", "Mia", "Ethan", "Ava", "Leo",
    ]
    /// Relative sizes of the sections, roughly as initials fall in a mixed address book.
    public static let weights = [
        6, 7, 6, 5, 3, 3, 5, 7, 2, 6, 9, 8, 6, 4, 3, 8, 1, 4, 9, 4, 1, 2, 4, 1, 4, 2,
    ]

    /// The rows of each section before any deletion.
    public let counts: [Int]
    /// Deleted rows of each section, in the numbering before deletions, sorted.
    public private(set) var deleted: [[Int]]
    /// Flagged contacts, in the numbering before deletions.
    public var flagged: Set<IndexPath> = []

    public init(total: Int) {
        let sum = Self.weights.reduce(0, +)
        var counts = Self.weights.map { total * $0 / sum }
        counts[counts.count - 1] += total - counts.reduce(0, +)
        self.counts = counts
        deleted = Array(repeating: [], count: counts.count)
    }

    public var total: Int { counts.reduce(0, +) - deleted.reduce(0) { $0 + $1.count } }

    /// The rows section `section` shows now.
    public func rows(inSection section: Int) -> Int { counts[section] - deleted[section].count }

    /// The contact the table's row `path` shows: its numbering before deletions.
    ///
    /// - Complexity: O(log d · log d) for d deletions in the section.
    public func source(_ path: IndexPath) -> IndexPath {
        let gone = deleted[path.section]
        guard !gone.isEmpty else { return path }
        // The smallest original row with `path.row` rows before it left: original = row + deletions at or before.
        var original = path.row
        while true {
            let before = Self.count(gone, atOrBelow: original)
            if path.row + before == original { return IndexPath(row: original, section: path.section) }
            original = path.row + before
        }
    }

    /// The table's row for the contact at `source` (numbered before deletions); nil when it was deleted.
    public func display(_ source: IndexPath) -> IndexPath? {
        let gone = deleted[source.section]
        let before = Self.count(gone, atOrBelow: source.row)
        if before > 0, gone[before - 1] == source.row { return nil }
        return IndexPath(row: source.row - before, section: source.section)
    }

    /// Deletes the contact the table's row `path` shows.
    public mutating func delete(_ path: IndexPath) {
        let original = source(path).row
        let gone = deleted[path.section]
        deleted[path.section].insert(original, at: Self.count(gone, atOrBelow: original))
    }

    private static func count(_ sorted: [Int], atOrBelow value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    public func name(_ path: IndexPath) -> String {
        let families = Self.families[path.section]
        let family = families[path.row % families.count]
        let given = Self.given[(path.row / families.count) % Self.given.count]
        return "\(family) \(given)"
    }

    /// Every fifth contact has no photo: the seeds' case for a missing `else`.
    public func hasPhoto(_ path: IndexPath) -> Bool { path.row % 5 != 3 }

    public func number(_ path: IndexPath) -> String {
        let n = (path.section * 7_919 + path.row * 104_729) % 10_000_000
        return "010-\(String(format: "%04d", n / 10_000 % 10_000))-\(String(format: "%04d", n % 10_000))"
    }

    /// Where a contact lives: one of a few cities, spread over the rows.
    public func city(_ path: IndexPath) -> String {
        Self.cities[(path.section * 7 + path.row * 13) % Self.cities.count]
    }

    public static let cities = [
        "Seoul", "Busan", "Incheon", "Daegu", "Gwangju", "Jeju", "Toronto", "Lisbon", "Oslo", "Lagos", "Lima",
        "Osaka", "Austin", "Porto", "Dublin", "Kyoto", "Perth", "Quito", "Accra", "Montréal",
    ]
    /// The widest city name, for the column.
    public static let cityWidth = cities.map(\.count).max() ?? 0
}
