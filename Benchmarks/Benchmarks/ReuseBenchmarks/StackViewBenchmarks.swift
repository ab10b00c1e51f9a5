import Benchmark
import ReuseKit

/// Issue 32's stack-view target: seed 003's hand-made pattern at scale, a vertical stack view 10,000 points tall
/// given its labels one `addArrangedSubview` at a time and then laid out once. The target is 10,000 arranged
/// subviews in 50 ms or less in release; it is not met: one simplex holds the whole chain, whose rows grow dense.
/// On 2026-11-26 (`swift package benchmark --filter stackView`, medians) 100 labels took 7 ms and 400 took 200 ms;
/// a content-sized stack timed by hand took 5 ms at 100, 116 ms at 400, 8 s at 1,600 and 57 s at 3,200 (about
/// n^2.8). The sizes here are those that finish, to show the growth until the stack lays its arranged views out
/// without one constraint system for all.
func registerStackViewBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 1,
        maxDuration: .seconds(10), maxIterations: 20)

    for count in [100, 400] {
        Benchmark("stackView \(count) arranged labels", configuration: configuration) { @MainActor benchmark async in
            benchmark.startMeasurement()
            let stack = StackView(frame: CGRect(x: 0, y: 0, width: 320, height: 10_000))
            stack.axis = .vertical
            stack.spacing = 4
            for index in 0..<count {
                let label = Label()
                label.text = "Row \(index)"
                stack.addArrangedSubview(label)
            }
            stack.layoutIfNeeded()
            benchmark.stopMeasurement()
            precondition(stack.arrangedSubviews.last?.frame.minY ?? 0 > 0, "the stack laid its rows out")
            blackHole(stack)
        }
    }
}
