// swift-tools-version: 6.1
import PackageDescription

// The benchmark suite lives in its own package so that `swift test` on ReuseKit never builds it.
// Run: cd Benchmarks && swift package benchmark
let package = Package(
    name: "ReuseKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ReuseKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "ReuseBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ReuseKit", package: "ReuseKit"),
                .product(name: "ReuseCore", package: "ReuseKit"),
                .product(name: "ReuseData", package: "ReuseKit"),
                .product(name: "ReuseSQLite", package: "ReuseKit"),
                .product(name: "ReuseTerminal", package: "ReuseKit"),
                .product(name: "ReuseExamples", package: "ReuseKit"),
                .product(name: "ReuseRender", package: "ReuseKit"),
                .product(name: "ReuseWindow", package: "ReuseKit"),
                .product(name: "GRDB", package: "GRDB.swift"),
                "ScrollWorkloads",
            ],
            path: "Benchmarks/ReuseBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The workloads shared by the benchmarks and FrameCounts: scrolling tables and grids, jumps, diffs, the
        // solver's systems, a terminal table.
        .target(
            name: "ScrollWorkloads",
            dependencies: [
                .product(name: "ReuseKit", package: "ReuseKit"), .product(name: "UIKit", package: "ReuseKit"),
                .product(name: "ReuseCore", package: "ReuseKit"), .product(name: "ReuseTerminal", package: "ReuseKit"),
            ],
            path: "Benchmarks/ScrollWorkloads"
        ),
        // Runs those workloads under callgrind (callgrind-frames.sh). Not in a folder named Benchmarks, so the
        // benchmark plugin does not take it for a benchmark.
        .executableTarget(
            name: "FrameCounts",
            dependencies: [
                "ScrollWorkloads", .product(name: "ReuseKit", package: "ReuseKit"),
                .product(name: "ReuseCore", package: "ReuseKit"),
            ],
            path: "Benchmarks/Tools/FrameCounts"
        ),
    ],
    swiftLanguageModes: [.v6]
)
