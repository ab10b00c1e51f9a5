import Foundation
import ReuseExamples
import ReuseKit
import Testing

@testable import ReuseWindow

/// What a window's input does, without a display: ``WindowInput`` gets the calls SDL's events become, on the
/// demo's screen, and the list answers as UIKit's does. Time is the events' own clock.
@MainActor
@Suite struct WindowInputTests {
    let shown = ExampleScreen.demo(contacts: 1_000_000).show(size: CGSize(width: 1280, height: 800))
    var table: TableView { shown.scrollView as! TableView }
    var controller: ContactsDemoViewController { shown.window.rootViewController as! ContactsDemoViewController }

    /// A key with nothing held.
    func key(_ code: KeyboardHIDUsage, _ characters: String = "") -> Key {
        Key(keyCode: code, charactersIgnoringModifiers: characters)
    }

    func frames(_ count: Int) {
        for _ in 0..<count { table.advance(by: 1.0 / 60) }
    }

    @Test func aClickSelectsTheRowUnderThePointer() {
        let input = WindowInput(window: shown.window)
        let point = CGPoint(x: 640, y: 300)
        let expected = table.indexPathForRow(at: table.convert(point, from: nil))
        input.pointerDown(at: point, time: 1)
        input.pointerUp(time: 1.08)
        #expect(table.indexPathForSelectedRow == expected)
        #expect(expected != nil)
    }

    @Test func aDragLetGoWhileMovingFlingsAndAClickOnTheMovingListStopsIt() {
        let input = WindowInput(window: shown.window)
        input.pointerDown(at: CGPoint(x: 640, y: 600), time: 1)
        for (step, y) in [560.0, 480, 380].enumerated() {
            input.pointerMoved(to: CGPoint(x: 640, y: y), time: 1 + Double(step + 1) / 60)
        }
        input.pointerUp(time: 1 + 4.0 / 60)
        #expect(table.isDecelerating)
        frames(30)
        let moving = table.contentOffset.y
        #expect(moving > 220)
        input.pointerDown(at: CGPoint(x: 640, y: 400), time: 2)
        #expect(!table.isDecelerating)
        input.pointerUp(time: 2.05)
        frames(30)
        #expect(table.contentOffset.y == moving, "the click stopped the list where it was")
        #expect(table.indexPathForSelectedRow == nil, "and selected nothing")
    }

    @Test func aWheelNotchScrollsFortyPointsAndStopsAtTheTop() {
        let input = WindowInput(window: shown.window)
        input.wheel(notches: -3)
        #expect(table.contentOffset.y == 120)
        input.wheel(notches: 10)
        #expect(table.contentOffset.y == table.minimumContentOffset)
    }

    @Test func aTouchpadScrollLetGoDeceleratesAsAFlingDoes() {
        let input = WindowInput(window: shown.window)
        for step in 0..<6 { input.touchpadScrolled(by: -30, time: 1 + Double(step) / 60) }
        #expect(table.isDragging)
        #expect(table.contentOffset.y == 180)
        input.tick(time: 1 + 5.0 / 60 + 0.05)
        #expect(table.isDragging, "still within the touchpad's pause")
        input.tick(time: 1 + 5.0 / 60 + 0.1)
        #expect(!table.isDragging)
        #expect(table.isDecelerating, "let go at 1,800 points a second")
        frames(600)
        // UIKit's deceleration from 1,800 points a second: about 898 points further.
        #expect(abs(table.contentOffset.y - (180 + 1_800 * 0.998 / 0.002 / 1_000)) < 20)
    }

    @Test func arrowsMoveTheSelectedRowAndKeepItInViewEndGoesToTheLastRow() {
        let input = WindowInput(window: shown.window)
        #expect(input.press(key(.keyboardDownArrow)) == .taken)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        for _ in 0..<30 { _ = input.press(key(.keyboardDownArrow)) }
        let selected = IndexPath(row: 30, section: 0)
        #expect(table.indexPathForSelectedRow == selected)
        #expect(table.indexPathsForVisibleRows?.contains(selected) == true, "the focused row is in view")
        _ = input.press(key(.keyboardEnd))
        let last = IndexPath(row: table.numberOfRows(inSection: 25) - 1, section: 25)
        #expect(table.indexPathForSelectedRow == last)
        #expect(table.indexPathsForVisibleRows?.last == last)
        _ = input.press(key(.keyboardUpArrow))
        #expect(table.indexPathForSelectedRow == IndexPath(row: last.row - 1, section: 25))
        _ = input.press(key(.keyboardHome))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(table.contentOffset.y == table.minimumContentOffset)
        #expect(input.press(key(.keyboardQ, "q")) == .close, "Q closes the window")
        #expect(input.press(key(.keyboardD, "d")) == .unused, "D is the host's")
    }

    @Test func returnSelectsTheFocusedRowThroughTheDelegate() {
        final class Watcher: NSObject, TableViewDelegate {
            var selected: [IndexPath] = []
            func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let input = WindowInput(window: shown.window)
        _ = input.press(key(.keyboardDownArrow))
        _ = input.press(key(.keyboardDownArrow))
        let watcher = Watcher()
        table.delegate = watcher
        _ = input.press(key(.keyboardReturnOrEnter))
        #expect(watcher.selected == [IndexPath(row: 1, section: 0)])
    }

    @Test func aRightClickOpensTheRowsMenuAndAClickOnAnActionRunsIt() throws {
        let input = WindowInput(window: shown.window)
        let point = CGPoint(x: 400, y: 300)
        let path = try #require(table.indexPathForRow(at: table.convert(point, from: nil)))
        input.secondaryClick(at: point, time: 1)
        let menu = try #require(input.menu)
        #expect(menu.superview === shown.window, "the menu shows over the window")
        let cell = try #require(table.cellForRow(at: path))
        #expect(menu.panel.frame.minY >= cell.convert(cell.bounds, to: nil).maxY, "below the lifted row")
        #expect(table.contextMenu?.indexPath == path)
        // The panel: the contact's name, then Call, Flag and Delete, 44 points each.
        let flag = CGPoint(x: menu.panel.frame.midX, y: menu.panel.frame.minY + 32 + 44 + 22)
        #expect(menu.title(at: flag) == "Flag")
        input.pointerDown(at: flag, time: 2)
        input.pointerUp(time: 2.05)
        #expect(menu.superview == nil)
        #expect(table.contextMenu == nil)
        #expect(controller.actions.last?.hasPrefix("flag ") == true)
        #expect(table.cellForRow(at: path)?.accessoryType == .checkmark)
    }

    @Test func escapeOrAClickElsewhereClosesTheMenuAndRunsNothing() throws {
        let input = WindowInput(window: shown.window)
        input.secondaryClick(at: CGPoint(x: 400, y: 300), time: 1)
        #expect(input.press(key(.keyboardEscape)) == .taken, "Escape closes the menu, not the window")
        #expect(input.menu == nil && table.contextMenu == nil)
        input.secondaryClick(at: CGPoint(x: 400, y: 300), time: 2)
        input.pointerDown(at: CGPoint(x: 1_200, y: 760), time: 3)
        #expect(input.menu == nil && table.contextMenu == nil)
        #expect(controller.actions.isEmpty)
        #expect(table.indexPathForSelectedRow == nil, "the click that closed the menu selected nothing")
    }

    @Test func theOverlayMarksNewReusedAndPrefetchedCellsAndTheOnesLeaving() {
        let overlay = LifecycleOverlay(scrollView: table)
        let first = overlay.marks(in: shown.window)
        #expect(first.marks.count == table.indexPathsForVisibleRows?.count)
        #expect(first.marks.allSatisfy { $0.state == .new })
        let input = WindowInput(window: shown.window)
        for _ in 0..<40 {
            input.wheel(notches: -1)
            table.layoutIfNeeded()
            _ = overlay.marks(in: shown.window)
        }
        frames(2)
        let (marks, counts) = overlay.marks(in: shown.window)
        #expect(marks.contains { $0.state == .reused })
        #expect(marks.contains { $0.prefetched }, "rows announced to prefetching before they showed")
        #expect(marks.filter(\.leaving).count == 1, "the row going out at the top")
        #expect(counts.made == table.statistics.cellsCreated)
        #expect(counts.reused > 0)
        #expect(counts.caption.contains("\(counts.visible) on screen"))
    }
}

/// Input scripts: what they say, and a clear error naming the line and the fix for anything else.
@Suite struct InputScriptTests {
    @Test func aScriptReadsIntoCommands() throws {
        let script = try InputScript(
            parsing: """
                # a fling
                wait 5
                click 10 20
                wheel -3
                touchpad -120.5
                key End
                type Kim Min
                resize 800 600
                screenshot /tmp/a.png
                quit
                """)
        #expect(
            script.commands == [
                .wait(5), .down(CGPoint(x: 10, y: 20)), .wait(1), .up, .wheel(-3), .touchpad(-120.5), .key("End"),
                .type("Kim Min"), .resize(CGSize(width: 800, height: 600)), .screenshot("/tmp/a.png"), .quit,
            ])
    }

    @Test(arguments: [
        ("jump 3", "line 1", "no command is named jump"),
        ("wait -1", "line 1", "wait takes a number of frames"),
        ("down 10", "line 1", "down takes 2 numbers, like `down 200 300`"),
        ("\nmove x y", "line 2", "move takes 2 numbers"),
        ("key Hyper", "line 1", "key takes one key"),
        ("resize 10 10", "line 1", "from 100 to 4000 points"),
        ("wheel 1.5", "line 1", "a whole number of notches"),
        ("type", "line 1", "type takes the text"),
        ("down nan 3", "line 1", "down takes 2 numbers"),
    ])
    func badLinesSayWhichLineWhatAndTheFix(text: String, line: String, reason: String) {
        do {
            _ = try InputScript(parsing: text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.description.contains(line), "\(error)")
            #expect(error.description.contains(reason), "\(error)")
        }
    }

    @Test func controlCharactersInABadLineNeverReachTheTerminal() {
        do {
            _ = try InputScript(parsing: "jump \u{1B}[2J")
        } catch {
            #expect(!error.description.contains("\u{1B}"))
        }
    }
}
