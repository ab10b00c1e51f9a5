import Benchmark
import Foundation
import ReuseExamples
import ReuseKit
import ReuseRender
import ReuseWindow

/// Issue 37's frame target: `reusekit demo --window` at 1280 × 800, flung down through the million contacts,
/// sent to the last row with End, flung back up and tapped, each frame timed by the window's own frame clock (to
/// move the clock, lay out, draw and hand the pixels to SDL; not the wait for the display), against one 120 Hz
/// frame (8.3 ms). The script runs on virtual time, so every run draws the same frames. Without a display SDL's
/// dummy video driver takes the frames (the same software renderer, no window on a screen).
func registerWindowBenchmarks() {
    let frame = BenchmarkMetric.custom("window frame (µs)")
    let configuration = Benchmark.Configuration(
        metrics: [frame], timeUnits: .microseconds, warmupIterations: 1, maxDuration: .seconds(60), maxIterations: 3)
    Benchmark("window demo 1280x800 fling frame", configuration: configuration) { @MainActor benchmark async in
        if ProcessInfo.processInfo.environment["DISPLAY"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        Renderer.install()
        guard let script = try? InputScript(parsing: windowScript) else { fatalError("the script reads") }
        for _ in benchmark.scaledIterations {
            let shown = ExampleScreen.demo(contacts: 1_000_000).show(size: CGSize(width: 1280, height: 800))
            let host = WindowHost(window: shown.window, title: "ReuseKit benchmark")
            do {
                try host.run(script: script)
            } catch {
                fatalError("the window runs: \(error)")
            }
            for time in host.statistics.frameTimes { benchmark.measurement(frame, Int(time * 1000)) }
            withExtendedLifetime(shown) {}
        }
    }
}

/// The fling, End, fling back and tap of the end-to-end test, with the lifecycle overlay shown half the time.
private let windowScript = """
    wait 5
    down 640 600
    wait
    move 640 560
    wait
    move 640 480
    wait
    move 640 380
    wait
    up
    wait 300
    key l
    key End
    wait 2
    down 640 200
    wait
    move 640 240
    wait
    move 640 320
    wait
    move 640 420
    wait
    up
    wait 300
    click 640 400
    wait 3
    quit
    """
