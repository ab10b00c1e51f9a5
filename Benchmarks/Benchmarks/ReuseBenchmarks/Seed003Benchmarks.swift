import Benchmark
import Foundation
import ReuseExamples
import ReuseKit

/// Seed 003's memory comparison with its own code (Examples/Seed003): fifty image views at once, the hand-made
/// table of six recycled image views, and the same screen as a `TableView`. The pictures are the example's fifty
/// 400 × 300 PNGs, decoded into pixels (480,000 bytes each) when an image view is given one, as a `UIImage`'s
/// are when drawn. Each version is scrolled through all fifty pictures by a finger.
///
/// Each benchmark runs in its own process (package-benchmark's rule), so its peak is its own. Two numbers:
/// - the peak resident memory of the process (`VmHWM`, exact, read once at the end), the seed's "Physical
///   footprint (peak)";
/// - the peak over the `seed003 baseline` run, a window and no pictures: what the version itself cost.
/// The seed measured 42.2 MB for fifty views and 21.8 MB for seven.
func registerSeed003Benchmarks() {
    let peak = BenchmarkMetric.custom("peak resident (KB, VmHWM)", useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [peak], timeUnits: .milliseconds, units: [peak: .count], warmupIterations: 0,
        maxDuration: .seconds(20), maxIterations: 3)

    Benchmark("seed003 baseline", configuration: configuration) { @MainActor benchmark async in
        let window = Window()
        window.layoutIfNeeded()
        benchmark.measurement(peak, peakResidentKilobytes())
        blackHole(window)
    }

    // The seed's two versions: a view in a window, scrolled by a finger through all fifty pictures.
    registerStackVersion("seed003 fiftyViews", configuration, peak) { AllAtOnceTableView(frame: $0) }
    registerStackVersion("seed003 handMade", configuration, peak) { HandMadeTableView(frame: $0) }

    Benchmark("seed003 tableView", configuration: configuration) { @MainActor benchmark async in
        let window = Window()
        let controller = ImageTableViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        scrollThroughFiftyPictures(window) { controller.tableView.advance(by: 1.0 / 60) }
        precondition(controller.tableView.indexPathsForVisibleRows?.last?.row == 49, "the table reached row 49")
        benchmark.measurement(peak, peakResidentKilobytes())
        blackHole(controller)
    }
}

/// One of the seed's own versions, `make` giving the view for the window's bounds.
private func registerStackVersion(
    _ name: String, _ configuration: Benchmark.Configuration, _ peak: BenchmarkMetric,
    make: @escaping @MainActor @Sendable (CGRect) -> View
) {
    Benchmark(name, configuration: configuration) { @MainActor benchmark async in
        let window = Window()
        let table = make(window.bounds)
        window.addSubview(table)
        window.layoutIfNeeded()
        scrollThroughFiftyPictures(window)
        if let handMade = table as? HandMadeTableView {
            precondition(handMade.dataSource.last == 50, "the hand-made table reached the last picture")
        }
        benchmark.measurement(peak, peakResidentKilobytes())
        blackHole(table)
    }
}

/// Sixty swipes of 300 points up, each followed by two seconds of frames when `frame` is given (a table's
/// deceleration): past the fiftieth picture at 200 points each.
@MainActor
private func scrollThroughFiftyPictures(_ window: Window, frame: (() -> Void)? = nil) {
    for _ in 0..<60 {
        window.pan(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), steps: 30)
        if let frame { for _ in 0..<120 { frame() } }
    }
}

/// The process's peak resident memory so far (`VmHWM` in /proc/self/status), in kilobytes.
func peakResidentKilobytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return Int(line.split(separator: " ")[1]) ?? 0
}
