import UIKit
import XCTest

/// A video list's length labels and a countdown, written with Foundation's `DateComponentsFormatter`.
@MainActor
final class DurationFormatterTests: XCTestCase {
    final class VideoCell: UITableViewCell {
        static let lengthFormatter: DateComponentsFormatter = {
            let formatter = DateComponentsFormatter()
            formatter.allowedUnits = [.hour, .minute, .second]
            formatter.unitsStyle = .positional
            formatter.zeroFormattingBehavior = .dropLeading
            return formatter
        }()

        func show(title: String, seconds: TimeInterval) {
            var content = defaultContentConfiguration()
            content.text = title
            content.secondaryText = Self.lengthFormatter.string(from: seconds)
            contentConfiguration = content
        }
    }

    func testClockLengthsAndWordedDurations() async {
        let cell = VideoCell(style: .subtitle, reuseIdentifier: nil)
        cell.show(title: "Intro", seconds: 65)
        XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText, "1:05")
        XCTAssertEqual(VideoCell.lengthFormatter.string(from: 3700), "1:01:40")
        XCTAssertEqual(VideoCell.lengthFormatter.string(from: 7), "0:07")

        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.unitsStyle = .abbreviated
        XCTAssertEqual(formatter.string(from: 3700), "1h 1m 40s")
        XCTAssertEqual(formatter.string(from: 3600), "1h", "zeros dropped")
        formatter.unitsStyle = .full
        XCTAssertEqual(formatter.string(from: 3660), "1 hour, 1 minute")
        formatter.maximumUnitCount = 1
        XCTAssertEqual(formatter.string(from: 3700), "1 hour")
        formatter.maximumUnitCount = 0
        formatter.unitsStyle = .short
        XCTAssertEqual(formatter.string(from: 125), "2 min, 5 sec")
        formatter.unitsStyle = .spellOut
        formatter.includesTimeRemainingPhrase = true
        XCTAssertEqual(formatter.string(from: 21 * 60), "twenty-one minutes remaining")
        formatter.includesTimeRemainingPhrase = false
        formatter.unitsStyle = .positional
        formatter.zeroFormattingBehavior = .pad
        XCTAssertEqual(formatter.string(from: 65), "00:01:05")
        XCTAssertEqual(
            DateComponentsFormatter.localizedString(from: DateComponents(day: 2, hour: 3), unitsStyle: .full),
            "2 days, 3 hours")
        XCTAssertNil(formatter.string(from: .infinity))
        XCTAssertNil(formatter.string(for: "soon"))
    }
}
