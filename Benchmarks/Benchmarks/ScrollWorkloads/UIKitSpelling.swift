import UIKit

// steadyScroll's table twice, one client written with UIKit's names (`UITableView`, `UITableViewCell`, the
// `UIKit` module's type aliases) and one with ReuseKit's, line for line the same otherwise: FrameCounts runs both
// under callgrind in one run to show that the `UIKit` module adds nothing to a frame.

/// The client in UIKit's spelling: 10^7 rows of varied heights, cells only dequeued.
@MainActor
public final class UIKitSpelledTable: UITableViewDataSource, UITableViewDelegate {
    public static let shared = UIKitSpelledTable()
    public let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)

    init() {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.estimatedRowHeight = 0
        tableView.dataSource = self
        tableView.delegate = self
        tableView.layoutIfNeeded()
        tableView.beginDragging()
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000_000 }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(30 + (indexPath.row &* 37) % 61)
    }
}

/// The same client in ReuseKit's spelling.
@MainActor
public final class ReuseKitSpelledTable: TableViewDataSource, TableViewDelegate {
    public static let shared = ReuseKitSpelledTable()
    public let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)

    init() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.estimatedRowHeight = 0
        tableView.dataSource = self
        tableView.delegate = self
        tableView.layoutIfNeeded()
        tableView.beginDragging()
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10_000_000 }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(30 + (indexPath.row &* 37) % 61)
    }
}

/// The height of `table`'s top row: dragging by it moves exactly one row out and one in.
@MainActor
public func topRowHeight(_ table: TableView) -> CGFloat {
    table.restartDraggingNearTheEnd()
    let top = table.indexPathsForVisibleRows!.first!
    return table.rectForRow(at: top).maxY - table.contentOffset.y
}
