// swift-tools-version: 6.1
import PackageDescription

// A libFuzzer target for applying diffable snapshots, in its own package so that `swift build` and `swift test`
// on ReuseKit never link it. Build and run (see README.md):
//   cd Fuzz && swift build -c release --sanitize=fuzzer
//   SWIFT_BACKTRACE=enable=no .build/release/SnapshotFuzzer -max_total_time=60
let package = Package(
    name: "ReuseKitFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ReuseKit", path: "..")],
    targets: [
        .executableTarget(
            name: "SnapshotFuzzer",
            dependencies: [.product(name: "ReuseKit", package: "ReuseKit")]
        )
    ],
    swiftLanguageModes: [.v6]
)
