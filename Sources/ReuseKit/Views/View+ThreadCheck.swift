import Foundation
import Synchronization

/// The thread the last check found running the main actor: checking it again costs a load and a compare.
private let mainActorThread = Atomic<UInt>(0)

extension View {
    /// Stops with a sentence naming `method` and the thread when called off the main thread: views belong to
    /// the main thread, as in UIKit (whose Main Thread Checker says the same). The one check every entry point
    /// shares: the table's and collection view's updates and reloads, layout, the view tree, and the setters
    /// a background callback most often reaches (a label's text, an image view's image, colours, visibility).
    /// Nonisolated, with no closure inside: a main-actor closure would itself be checked by the runtime, which
    /// stops with libdispatch's wordless assertion before this sentence is written.
    nonisolated func checkThread(_ method: String) {
        // The main actor runs on the main thread, or (after dispatch_main, as test runners call it) on whichever
        // thread drains the main queue: the queue carries a mark that code running from it can read.
        // The mark first: reading it takes about 20 ns, `Thread.isMainThread` about 400 ns on Linux.
        // The thread that passed last time passes at once (a load and a compare: the check sits on paths a
        // scrolling table takes every frame).
        let current = UInt(pthread_self())
        if mainActorThread.load(ordering: .relaxed) == current { return }
        if DispatchQueue.getSpecific(key: MainQueueMark.key) != nil || Thread.isMainThread {
            mainActorThread.store(current, ordering: .relaxed)
            return
        }
        var name = "a thread other than the main thread"
        if let named = Thread.current.name, !named.isEmpty { name += " (\(named))" }
        fatalError(Messages.offMainThread(type: String(describing: type(of: self)), method: method, thread: name))
    }
}
