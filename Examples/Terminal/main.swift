import ReuseKit
import ReuseTerminal

/// A table of its own in a terminal, in thirty lines: `swift run fruits-in-a-terminal`.
@MainActor
final class Fruits: TableViewDataSource, TableViewDelegate {
    let names = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape"]
    let table = TableView(frame: .zero, style: .plain)
    lazy var host = TableHost(table: table, title: "Fruits · 100,000 crates")

    init() {
        table.dataSource = self
        table.delegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100_000 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Fruit")
            ?? TableViewCell(style: .value1, reuseIdentifier: "Fruit")
        cell.textLabel?.text = names[indexPath.row % names.count]
        cell.detailTextLabel?.text = "crate \(indexPath.row + 1)"
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        host.message = "picked \(names[indexPath.row % names.count]) from crate \(indexPath.row + 1)"
    }
}

let fruits = MainActor.assumeIsolated { Fruits() }
do {
    try MainActor.assumeIsolated { try TableHost.run(fruits.host, command: "fruits-in-a-terminal") }
} catch {
    print(error)
}
