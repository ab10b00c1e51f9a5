import UIKit
import XCTest

/// Self-sizing rows measure the same wherever a cell attaches its constraints (to its content view, to the cell
/// itself, to either's margins or safe area) and whenever it installs them (in `init`, or in
/// `updateConstraints()`), as in UIKit.
@MainActor
final class SelfSizingPlacementTests: XCTestCase {
    enum Anchoring: CaseIterable {
        case contentView, cell, cellSafeArea, contentMargins, cellMargins
    }

    /// A cell with a 100-point block, 10 points from the top and bottom of what it is pinned to.
    final class BlockCell: UITableViewCell {
        static var anchoring = Anchoring.contentView
        static var installInUpdateConstraints = false
        let block = UIView()
        private var installed = false

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            block.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(block)
            if Self.installInUpdateConstraints {
                setNeedsUpdateConstraints()
            } else {
                install()
            }
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func updateConstraints() {
            if !installed { install() }
            super.updateConstraints()
        }

        private func install() {
            installed = true
            let top: NSLayoutYAxisAnchor
            let bottom: NSLayoutYAxisAnchor
            switch Self.anchoring {
            case .contentView: (top, bottom) = (contentView.topAnchor, contentView.bottomAnchor)
            case .cell: (top, bottom) = (topAnchor, bottomAnchor)
            case .cellSafeArea: (top, bottom) = (safeAreaLayoutGuide.topAnchor, safeAreaLayoutGuide.bottomAnchor)
            case .contentMargins:
                (top, bottom) = (contentView.layoutMarginsGuide.topAnchor, contentView.layoutMarginsGuide.bottomAnchor)
            case .cellMargins: (top, bottom) = (layoutMarginsGuide.topAnchor, layoutMarginsGuide.bottomAnchor)
            }
            NSLayoutConstraint.activate([
                block.topAnchor.constraint(equalTo: top, constant: 10),
                block.bottomAnchor.constraint(equalTo: bottom, constant: -10),
                block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                block.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
    }

    final class Screen: UIViewController, UITableViewDataSource {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            tableView.register(BlockCell.self, forCellReuseIdentifier: "Block")
            tableView.dataSource = self
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Block", for: indexPath)
        }
    }

    func height(_ anchoring: Anchoring, inUpdateConstraints: Bool) -> CGFloat {
        BlockCell.anchoring = anchoring
        BlockCell.installInUpdateConstraints = inUpdateConstraints
        let screen = Screen()
        screen.loadViewIfNeeded()
        screen.tableView.layoutIfNeeded()
        return screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
    }

    func testEveryPlacementGivesTheSameHeight() async {
        for inUpdate in [false, true] {
            XCTAssertEqual(
                height(.contentView, inUpdateConstraints: inUpdate), 120, "content view, update: \(inUpdate)")
            XCTAssertEqual(height(.cell, inUpdateConstraints: inUpdate), 120, "cell, update: \(inUpdate)")
            XCTAssertEqual(height(.cellSafeArea, inUpdateConstraints: inUpdate), 120, "safe area, update: \(inUpdate)")
            XCTAssertEqual(
                height(.contentMargins, inUpdateConstraints: inUpdate), 142, "content margins, update: \(inUpdate)")
            XCTAssertEqual(
                height(.cellMargins, inUpdateConstraints: inUpdate), 136, "cell margins, update: \(inUpdate)")
        }
    }
}
