import Benchmark
import ReuseKit

/// Issue 32's stack-view target: seed 003's hand-made pattern at scale, a vertical stack view given its labels one
/// `addArrangedSubview` at a time and then laid out once; 10,000 arranged subviews in 50 ms or less in release.
/// A stack whose arranged views nothing else refers to places them itself, in O(n) (`StackView+Direct.swift`);
/// before, one constraint system held the whole chain and grew as n^2.8 (400 labels 200 ms, 3,200 labels 57 s).
/// Two shapes: a stack with a frame, and one sized by its content inside a scroll view's content guide.
func registerStackViewBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 1,
        maxDuration: .seconds(10), maxIterations: 20)

    for count in [100, 400, 10_000] {
        Benchmark("stackView \(count) arranged labels", configuration: configuration) { @MainActor benchmark async in
            benchmark.startMeasurement()
            let stack = StackView(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(count) * 25))
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

    Benchmark("stackView 10000 arranged labels, content-sized in a scroll view", configuration: configuration) {
        @MainActor benchmark async in
        benchmark.startMeasurement()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        for index in 0..<10_000 {
            let label = Label()
            label.text = "Row \(index)"
            stack.addArrangedSubview(label)
        }
        scroll.layoutIfNeeded()
        benchmark.stopMeasurement()
        precondition(scroll.contentSize.height > 100_000, "the content is the stack's height")
        blackHole(scroll)
    }
}
