import Benchmark
import ReuseKit

/// Issue 32's stack-view target: seed 003's hand-made pattern at scale, a vertical stack view given its labels one
/// `addArrangedSubview` at a time and then laid out once. 10,000 arranged subviews must lay out in 50 ms or less
/// in release (they never finished before the constraint remakes were made once per update); 100 and 1,000 show
/// how the cost grows.
func registerStackViewBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 1,
        maxDuration: .seconds(10), maxIterations: 20)

    for count in [100, 1_000, 10_000] {
        Benchmark("stackView \(count) arranged labels", configuration: configuration) { @MainActor benchmark in
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
