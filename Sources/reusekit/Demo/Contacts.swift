import ReuseKit

/// A million made-up contacts in A-Z sections, computed from their index (nothing is stored per contact).
struct Contacts {
    static let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    /// Family names by initial; Korean ones carry their Hangul too, so the table shows wide characters.
    static let families: [[String]] = [
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
    static let given = [
        "Minji 민지", "Jiwoo 지우", "Seojun 서준", "Hana 하나", "Yuna 유나", "Doyun 도윤", "Alex", "Sam", "Maria",
        "James", "Olivia", "Noah", "Emma", "Liam", "Sofia", "Lucas", "Mia", "Ethan", "Ava", "Leo",
    ]
    /// Relative sizes of the sections, roughly as initials fall in a mixed address book.
    static let weights = [
        6, 7, 6, 5, 3, 3, 5, 7, 2, 6, 9, 8, 6, 4, 3, 8, 1, 4, 9, 4, 1, 2, 4, 1, 4, 2,
    ]

    let counts: [Int]

    init(total: Int) {
        let sum = Self.weights.reduce(0, +)
        var counts = Self.weights.map { total * $0 / sum }
        counts[counts.count - 1] += total - counts.reduce(0, +)
        self.counts = counts
    }

    var total: Int { counts.reduce(0, +) }

    func name(_ path: IndexPath) -> String {
        let families = Self.families[path.section]
        let family = families[path.row % families.count]
        let given = Self.given[(path.row / families.count) % Self.given.count]
        return "\(family) \(given)"
    }

    /// Every fifth contact has no photo: the seeds' case for a missing `else`.
    func hasPhoto(_ path: IndexPath) -> Bool { path.row % 5 != 3 }

    func number(_ path: IndexPath) -> String {
        let n = (path.section * 7_919 + path.row * 104_729) % 10_000_000
        return "010-\(String(format: "%04d", n / 10_000 % 10_000))-\(String(format: "%04d", n % 10_000))"
    }
}
