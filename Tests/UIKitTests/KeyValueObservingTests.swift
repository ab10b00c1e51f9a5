import UIKit
import XCTest

/// Key-value observing of views as UIKit code writes it: a stretchy header that follows the table's content
/// offset through `observe(\.contentOffset, options: .new)`, the token kept in a property, and observations that
/// end when the token goes or is invalidated.
@MainActor
final class KeyValueObservingTests: XCTestCase {
    private final class Recorder: @unchecked Sendable {
        var offsets: [CGFloat] = []
        var sizes: [CGSize] = []
        var priors = 0
    }

    private final class StretchyHeaderViewController: UITableViewController {
        let header = UIView()
        let recorder = Recorder()
        var offsetObservation: NSKeyValueObservation?

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.addSubview(header)
            offsetObservation = tableView.observe(\.contentOffset, options: .new) { [recorder] tableView, change in
                guard let offset = change.newValue?.y else { return }
                recorder.offsets.append(offset)
                MainActor.assumeIsolated {
                    tableView.subviews.first { $0.tag == 7 }?.frame.origin.y = min(offset, 0)
                }
            }
            header.tag = 7
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
    }

    func testAnObservedOffsetDrivesAHeaderUntilTheTokenGoes() async {
        let controller = StretchyHeaderViewController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        let tableView = controller.tableView!
        tableView.contentOffset = CGPoint(x: 0, y: 120)
        tableView.contentOffset = CGPoint(x: 0, y: 120)
        tableView.contentOffset = CGPoint(x: 0, y: -40)
        XCTAssertEqual(controller.recorder.offsets, [120, -40], "each change once; an unchanged value is not a change")
        XCTAssertEqual(controller.header.frame.minY, -40, "the handler moved the header")
        controller.offsetObservation = nil
        tableView.contentOffset = CGPoint(x: 0, y: 300)
        XCTAssertEqual(controller.recorder.offsets.count, 2, "released token: no more calls")
    }

    func testOptionsInitialOldAndPriorAndInvalidate() async throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = Recorder()
        let observation = scrollView.observe(\.contentSize, options: [.initial, .old, .new, .prior]) { _, change in
            if change.isPrior {
                recorder.priors += 1
                XCTAssertNil(change.newValue)
            } else if let size = change.newValue {
                recorder.sizes.append(size)
            }
        }
        scrollView.contentSize = CGSize(width: 100, height: 500)
        XCTAssertEqual(recorder.sizes, [.zero, CGSize(width: 100, height: 500)], "the initial value, then the change")
        XCTAssertEqual(recorder.priors, 1)
        observation.invalidate()
        scrollView.contentSize = CGSize(width: 100, height: 900)
        XCTAssertEqual(recorder.sizes.count, 2, "invalidated: no more calls")
        let frames = Recorder()
        let view = UIView()
        let kept = view.observe(\.frame) { view, change in
            XCTAssertNil(change.newValue, "no .new option, no new value")
            frames.priors += 1
        }
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.alpha = 0.5
        XCTAssertEqual(frames.priors, 1, "the frame changed once; alpha is not the frame")
        _ = kept
    }
}
