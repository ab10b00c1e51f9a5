import Benchmark
import Foundation
import ReuseCore
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

    // Decoding a 400 × 300 picture like seed 003's (a gradient and a numeral, drawn here): ReuseCore's pure-Swift
    // decoder (what ReuseKit uses without the renderer) against libpng through Cairo (what it uses with it), in the
    // same run.
    Benchmark("decode PNG 400x300 ReuseCore", configuration: configuration) { @MainActor benchmark async in
        let bytes = [UInt8](picture())
        for _ in benchmark.scaledIterations { blackHole(try? PNGDecoder.decode(bytes)) }
    }
    Benchmark("decode PNG 400x300 libpng", configuration: configuration) { @MainActor benchmark async in
        let data = picture()
        for _ in benchmark.scaledIterations { blackHole(try? PNGCodec.decode(data)) }
    }
}

/// A 400 × 300 PNG like seed 003's pictures: a vertical gradient with a white disc and a numeral.
@MainActor
private func picture() -> Data {
    let view = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let gradient = GradientLayer()
    gradient.frame = view.bounds
    gradient.colors = [Color.systemOrange, Color.systemGreen]
    view.layer.addSublayer(gradient)
    let disc = Label(frame: CGRect(x: 140, y: 90, width: 120, height: 120))
    disc.backgroundColor = .white
    disc.layer.cornerRadius = 60
    disc.clipsToBounds = true
    disc.text = "7"
    disc.textAlignment = .center
    disc.font = .systemFont(ofSize: 64)
    view.addSubview(disc)
    return (try? Renderer(scale: 1).pngData(of: view)) ?? Data()
}
