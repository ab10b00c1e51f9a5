import UIKit
import XCTest

/// A log list's cells show each entry's age, as apps write it with Foundation's `RelativeDateTimeFormatter`.
@MainActor
final class RelativeDateTests: XCTestCase {
    final class LogCell: UITableViewCell {
        static let formatter: RelativeDateTimeFormatter = {
            let formatter = RelativeDateTimeFormatter()
            formatter.unitsStyle = .full
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            formatter.calendar = calendar
            return formatter
        }()

        func show(_ message: String, at date: Date, now: Date) {
            var content = defaultContentConfiguration()
            content.text = message
            content.secondaryText = Self.formatter.localizedString(for: date, relativeTo: now)
            contentConfiguration = content
        }
    }

    let now = Date(timeIntervalSince1970: 1_700_000_000)

    func testAnEntrysAgeInTheLargestWholeUnit() async {
        let cell = LogCell(style: .default, reuseIdentifier: nil)
        cell.show("Synced", at: now.addingTimeInterval(-90 * 60), now: now)
        XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText, "1 hour ago")
        let formatter = LogCell.formatter
        XCTAssertEqual(
            formatter.localizedString(for: now.addingTimeInterval(3 * 86_400 + 5), relativeTo: now), "in 3 days")
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(-45), relativeTo: now), "45 seconds ago")
        XCTAssertEqual(
            formatter.localizedString(for: now.addingTimeInterval(-15 * 86_400), relativeTo: now), "2 weeks ago")
        XCTAssertEqual(formatter.localizedString(for: now, relativeTo: now), "in 0 seconds")
        XCTAssertEqual(formatter.localizedString(from: DateComponents(month: -3)), "3 months ago")
        XCTAssertEqual(formatter.localizedString(from: DateComponents(year: 0, day: 1)), "in 1 day")
        XCTAssertNil(formatter.string(for: "not a date"))
    }

    func testNamedShortAbbreviatedAndSpelledOut() async {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = .named
        XCTAssertEqual(formatter.localizedString(from: DateComponents(day: -1)), "yesterday")
        XCTAssertEqual(formatter.localizedString(from: DateComponents(day: 1)), "tomorrow")
        XCTAssertEqual(formatter.localizedString(from: DateComponents(weekOfMonth: -1)), "last week")
        XCTAssertEqual(formatter.localizedString(from: DateComponents(year: 1)), "next year")
        XCTAssertEqual(formatter.localizedString(from: DateComponents(second: 0)), "now")
        XCTAssertEqual(formatter.localizedString(from: DateComponents(day: -2)), "2 days ago", "only one unit is named")
        formatter.formattingContext = .beginningOfSentence
        XCTAssertEqual(formatter.localizedString(from: DateComponents(day: -1)), "Yesterday")
        formatter.formattingContext = .unknown
        formatter.dateTimeStyle = .numeric
        formatter.unitsStyle = .short
        XCTAssertEqual(formatter.localizedString(from: DateComponents(hour: -2)), "2 hr. ago")
        formatter.unitsStyle = .abbreviated
        XCTAssertEqual(formatter.localizedString(from: DateComponents(minute: 5)), "in 5m")
        formatter.unitsStyle = .spellOut
        XCTAssertEqual(formatter.localizedString(from: DateComponents(hour: -21)), "twenty-one hours ago")
    }
}
