import ReuseKit
import Testing

/// A card that can be dragged, tapped, long-pressed and swiped, wired as UIKit code wires it (the selector
/// becomes a method reference).
private final class CardController: ViewController, GestureRecognizerDelegate {
    let card = View(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
    var log: [String] = []
    var allowsPanWithLongPress = false
    var pan: PanGestureRecognizer!
    var longPress: LongPressGestureRecognizer!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        pan = PanGestureRecognizer(target: self, action: CardController.didPan(_:))
        longPress = LongPressGestureRecognizer(target: self, action: CardController.didLongPress(_:))
        longPress.delegate = self
        card.addGestureRecognizer(pan)
        card.addGestureRecognizer(longPress)
        card.addGestureRecognizer(TapGestureRecognizer(target: self, action: CardController.didTap(_:)))
        let swipe = SwipeGestureRecognizer(target: self, action: CardController.didSwipe(_:))
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
    }

    func didPan(_ sender: PanGestureRecognizer) {
        let translation = sender.translation(in: view)
        log.append("pan \(sender.state) \(Int(translation.x)),\(Int(translation.y))")
        if sender.state == .changed {
            card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
            sender.setTranslation(.zero, in: view)
        }
    }

    func didLongPress(_ sender: LongPressGestureRecognizer) { log.append("longPress \(sender.state)") }
    func didTap(_ sender: TapGestureRecognizer) { log.append("tap \(sender.state)") }
    func didSwipe(_ sender: SwipeGestureRecognizer) { log.append("swipe \(sender.state)") }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { allowsPanWithLongPress }
}

@MainActor
@Suite struct GestureTests {
    private func shown() -> (CardController, Window) {
        let controller = CardController()
        let window = Window()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (controller, window)
    }

    @Test func aPanBeginsAfterTenPointsThenFollowsTheFinger() {
        let (controller, window) = shown()
        let finger = controller.card.touchDown(at: CGPoint(x: 100, y: 100))
        finger.move(to: CGPoint(x: 104, y: 100))
        #expect(controller.pan.state == .possible)
        finger.move(to: CGPoint(x: 112, y: 100))
        finger.move(to: CGPoint(x: 130, y: 110))
        #expect(controller.pan.velocity(in: controller.view).x > 0)
        finger.lift()
        #expect(controller.pan.stateHistory == [.began, .changed, .ended])
        // The controller resets the translation after each change, not after the beginning.
        #expect(controller.log == ["pan began 12,0", "pan changed 30,10", "pan ended 0,0"])
        // The card moved by what the changes reported: 30 across, 10 down.
        #expect(controller.card.frame.origin == CGPoint(x: 80, y: 110))
        // The long press and the tap lost to the pan.
        #expect(controller.longPress.stateHistory == [.failed])
        _ = window
    }

    @Test func tapsLongPressesAndSwipes() {
        let (controller, window) = shown()
        let tap = controller.card.touchDown(at: CGPoint(x: 10, y: 10))
        tap.lift(after: 0.1)
        let held = controller.card.touchDown(at: CGPoint(x: 10, y: 10))
        held.hold(for: 0.3)
        #expect(controller.longPress.state == .possible)
        held.hold(for: 0.3)
        held.move(to: CGPoint(x: 12, y: 12))
        held.lift()
        let early = controller.card.touchDown(at: CGPoint(x: 10, y: 10))
        early.hold(for: 0.2)
        early.lift()
        // A quick stroke left on the background: the controller's view has the swipe.
        controller.view.pan(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 200, y: 505), duration: 0.1)
        controller.view.pan(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 200, y: 505), duration: 1)
        #expect(
            controller.log == [
                "tap ended", "longPress began", "longPress changed", "longPress ended", "tap ended", "swipe ended",
            ])
        _ = window
    }

    @Test func theDelegateLetsTwoGesturesRunTogetherOrStopsOneBeginning() {
        let (controller, window) = shown()
        controller.allowsPanWithLongPress = true
        let finger = controller.card.touchDown(at: CGPoint(x: 10, y: 10))
        finger.hold(for: 0.6)
        finger.move(to: CGPoint(x: 40, y: 10))
        finger.lift()
        #expect(controller.longPress.stateHistory == [.began, .changed, .ended])
        #expect(controller.pan.stateHistory == [.began, .ended])

        final class Refuser: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
        }
        let refuser = Refuser()
        controller.pan.delegate = refuser
        controller.card.pan(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 10))
        #expect(controller.pan.stateHistory == [.failed])
        _ = window
    }

    @Test func aDoubleTapNeedsItsSecondTapSoon() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        final class Counter {
            var taps = 0
            func tapped(_ sender: TapGestureRecognizer) { taps += 1 }
        }
        let counter = Counter()
        let doubleTap = TapGestureRecognizer(target: counter, action: Counter.tapped)
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        view.touchDown(at: CGPoint(x: 5, y: 5)).lift(after: 0.05)
        #expect(counter.taps == 0)
        view.touchDown(at: CGPoint(x: 6, y: 5)).lift(after: 0.05)
        #expect(counter.taps == 1)
        // A second tap that comes too late starts again.
        view.touchDown(at: CGPoint(x: 5, y: 5)).lift(after: 0.05)
        view.touchDown(at: CGPoint(x: 5, y: 5), after: 0.5).lift(after: 0.05)
        #expect(counter.taps == 1)
        view.touchDown(at: CGPoint(x: 5, y: 5), after: 0.2).lift(after: 0.05)
        #expect(counter.taps == 2)
    }

    /// A table scrolls when a finger drags it, through the scroll view's own pan gesture.
    @Test func aTableScrollsUnderAFinger() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        final class Rows: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let rows = Rows()
        table.dataSource = rows
        table.rowHeight = 44
        table.layoutIfNeeded()
        let finger = table.touchDown(at: CGPoint(x: 100, y: 400))
        finger.move(to: CGPoint(x: 100, y: 300), after: 0.5)
        finger.move(to: CGPoint(x: 100, y: 200), after: 0.5)
        #expect(table.isDragging)
        #expect(table.contentOffset.y == 200)
        finger.lift(after: 0.5)
        #expect(!table.isDragging)
        #expect(table.panGestureRecognizer.stateHistory == [.began, .changed, .ended])
    }

    /// A recognizer the client keeps outlives its view as in UIKit: its `view` becomes nil, it can go on another
    /// view, and a scroll view's pan kept after the scroll view went moves nothing.
    @Test func aRecognizerKeptAfterItsViewWentHasNoView() {
        final class Counter {
            var taps = 0
            func didTap(_ sender: TapGestureRecognizer) { taps += 1 }
        }
        let counter = Counter()
        let tap = TapGestureRecognizer(target: counter, action: Counter.didTap(_:))
        var pan: PanGestureRecognizer?
        do {
            let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.addGestureRecognizer(tap)
            #expect(tap.view === card)
            let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            pan = scroll.panGestureRecognizer
            #expect(pan?.view === scroll)
        }
        #expect(tap.view == nil)
        #expect(pan?.view == nil)
        let other = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        other.addGestureRecognizer(tap)
        other.touchDown(at: CGPoint(x: 5, y: 5)).lift(after: 0.05)
        #expect(counter.taps == 1)
        // The kept pan, moved onto a view: dragging that view tells the pan, and nothing drives the scroll view.
        other.addGestureRecognizer(pan!)
        let finger = other.touchDown(at: CGPoint(x: 10, y: 40))
        finger.move(to: CGPoint(x: 10, y: 20), after: 0.3)
        finger.move(to: CGPoint(x: 10, y: 10), after: 0.3)
        finger.lift(after: 0.3)
        #expect(pan?.stateHistory == [.began, .changed, .ended])
        other.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
    }
}
