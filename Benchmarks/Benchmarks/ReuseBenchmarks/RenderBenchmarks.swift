import Benchmark
import ReuseExamples
import ReuseKit
import ReuseRender

/// Issue 33's speed targets, in one run: a 390 × 844 pt screen of self-sizing text rows (the `posts` screen) drawn
/// whole at 3x (1170 × 2532 px), against one 120 Hz frame (8.3 ms); and a one-row scroll step (60 pt), which
/// moves the pixels that stay and draws the row that came in.
func registerRenderBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 3,
        maxDuration: .seconds(10), maxIterations: 200)

    Benchmark("render posts 3x full frame", configuration: configuration) { @MainActor benchmark async in
        TextEngine.install()
        let shown = ExampleScreen.named("posts")!.show()
        let renderer = Renderer(scale: 3)
        blackHole(try? renderer.bitmap(of: shown.window))
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let frames = FrameRenderer(scale: 3)
            blackHole(try? frames.render(shown.window))
            benchmark.stopMeasurement()
        }
    }

    Benchmark("render posts 3x one-row scroll step", configuration: configuration) { @MainActor benchmark async in
        TextEngine.install()
        let shown = ExampleScreen.named("posts")!.show()
        let frames = FrameRenderer(scale: 3)
        _ = try? frames.render(shown.window)
        var offset: CGFloat = 0
        for iteration in benchmark.scaledIterations {
            // Down a row and back, so that the steps stay in the same stretch of the feed.
            offset += iteration % 2 == 0 ? 60 : -60
            shown.scroll(to: offset)
            benchmark.startMeasurement()
            let kind = try? frames.render(shown.window)
            benchmark.stopMeasurement()
            precondition(kind != .full, "a scroll step is drawn as a scroll")
        }
    }
}
