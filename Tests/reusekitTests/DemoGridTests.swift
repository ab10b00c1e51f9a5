import Foundation
import ReuseKit
import ReuseTerminal
import Testing

@testable import ReuseTools

@MainActor
@Suite struct DemoGridTests {
    func run(_ keys: String = "", rows: Int = 1_000_000) -> (HeadlessRunner, DemoGrid) {
        let app = DemoGrid(total: rows, avatars: .immediate)
        let runner = HeadlessRunner(app: app)
        runner.frame()
        if !keys.isEmpty { runner.type(keys, frames: 2) }
        return (runner, app)
    }

    @Test func theGridsFirstScreenMatchesItsGoldenFile() throws {
        try golden("demo-grid.txt", matches: run().0.screen)
    }

    @Test func arrowsMoveAcrossAndDownTheGridAndEnterSelects() {
        let (runner, app) = run()
        runner.run([.key(.right)], frames: 1)
        #expect(app.selected == IndexPath(item: 0, section: 0))
        runner.run([.key(.right), .key(.down)], frames: 1)
        // Three cards a line: down from item 1 is item 4.
        #expect(app.selected == IndexPath(item: 4, section: 0))
        runner.run([.key(.enter)], frames: 1)
        #expect(runner.screen.contains("selected Adams Jiwoo"))
        runner.run([.key(.end)], frames: 2)
        #expect(app.selected == IndexPath(item: app.contacts.rows(inSection: 25) - 1, section: 25))
        #expect(runner.screen.contains("item 1,000,000 of 1,000,000"))
        // A screenful of cards and the queue's two, whatever the distance travelled.
        #expect(app.collectionView.statistics.mostCellsAlive <= 30)
    }

    @Test func pinnedHeadersNameTheSectionOnScreen() {
        let (runner, app) = run("G")
        let lines = runner.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1].hasPrefix(" Z"))
        _ = app
    }
}
