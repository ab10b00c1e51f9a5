import Combine
import UIKit
import XCTest

/// `import Combine` in a UIKit screen: a view model with `@Published` properties, a controller that subscribes
/// with `sink` and keeps its `AnyCancellable`s, and a notification publisher, as MVVM screens are written.
@MainActor
final class CombineTests: XCTestCase {
    private final class FruitsViewModel: ObservableObject {
        @Published var query = ""
        @Published private(set) var fruits: [String] = []
        private let all = ["Apple", "Apricot", "Banana", "Cherry"]

        init() {
            $query
                .removeDuplicates()
                .map { [all] query in query.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(query) } }
                .assign(to: &$fruits)
        }
    }

    private final class FruitsViewController: UITableViewController {
        static let cleared = Notification.Name("FruitsCleared")
        let viewModel = FruitsViewModel()
        private var fruits: [String] = []
        private var cancellables = Set<AnyCancellable>()

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
            viewModel.$fruits
                .sink { [weak self] fruits in
                    self?.fruits = fruits
                    self?.tableView.reloadData()
                }
                .store(in: &cancellables)
            NotificationCenter.default.publisher(for: Self.cleared)
                .sink { [weak self] _ in
                    self?.fruits = []
                    self?.tableView.reloadData()
                }
                .store(in: &cancellables)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            fruits.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruits[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }

    func testAViewModelsPublishedValuesReachTheTable() async {
        let controller = FruitsViewController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.tableView.layoutIfNeeded()
        XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 4)

        controller.viewModel.query = "ap"
        controller.tableView.layoutIfNeeded()
        XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 2)
        let first = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual((first?.contentConfiguration as? UIListContentConfiguration)?.text, "Apple")

        NotificationCenter.default.post(name: FruitsViewController.cleared, object: nil)
        controller.tableView.layoutIfNeeded()
        XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 0)
    }

    func testTheSchedulersAndOperatorsUIKitCodeUses() async {
        var received: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.filter { $0.isMultiple(of: 2) }.map { $0 * 10 }.sink { received.append($0) }
        (1...4).forEach(subject.send)
        XCTAssertEqual(received, [20, 40])
        cancellable.cancel()
        subject.send(6)
        XCTAssertEqual(received, [20, 40], "a cancelled subscription hears nothing more")
        let onMain: AnyPublisher<Int, Never> = Just(1).receive(on: DispatchQueue.main).eraseToAnyPublisher()
        let onRunLoop = Just(2).receive(on: RunLoop.main)
        _ = (onMain, onRunLoop)
    }
}

extension CombineTests {
    /// A sign-up form's button, enabled while both fields are valid, and a status fed by two sources.
    func testCombineLatestAndMergeAsFormsUseThem() async {
        let name = CurrentValueSubject<String, Never>("")
        let password = PassthroughSubject<String, Never>()
        var enabled: [Bool] = []
        let form = name.combineLatest(password) { name, password in !name.isEmpty && password.count >= 8 }
            .removeDuplicates()
            .sink { enabled.append($0) }
        XCTAssertEqual(enabled, [], "nothing until both have published")
        password.send("secret")
        name.send("Ada")
        password.send("long enough")
        XCTAssertEqual(enabled, [false, true])

        var pairs: [String] = []
        let triple = Publishers.CombineLatest3(Just(1), Just("a"), name).sink { pairs.append("\($0)\($1)\($2)") }
        XCTAssertEqual(pairs, ["1aAda"])

        var statuses: [String] = []
        let saved = PassthroughSubject<String, Never>()
        let failed = PassthroughSubject<String, Never>()
        var finished = false
        let merged = saved.merge(with: failed).sink(
            receiveCompletion: { _ in finished = true }, receiveValue: { statuses.append($0) })
        saved.send("Saved")
        failed.send("Offline")
        saved.send(completion: .finished)
        XCTAssertFalse(finished, "a merge finishes when every publisher has")
        failed.send(completion: .finished)
        XCTAssertEqual(statuses, ["Saved", "Offline"])
        XCTAssertTrue(finished)
        var many: [Int] = []
        let all = Publishers.MergeMany([1, 2, 3].map(Just.init)).collect().sink { many = $0 }
        XCTAssertEqual(many, [1, 2, 3])
        _ = (form, triple, merged, all)
    }
}
