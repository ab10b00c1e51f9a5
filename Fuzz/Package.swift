// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets, in their own package so that `swift build` and `swift test` on ReuseKit never link them:
// applying diffable snapshots, decoding terminal input, keeping untrusted bytes off the terminal, reading image
// data, laying out hostile constraint systems and compositional layouts, answering as a hostile custom layout,
// reading CSV, TSV and JSON Lines, and decoding PNGs and drawing text through Cairo and Pango.
// Build and run (see README.md):
//   cd Fuzz && swift build -c release --sanitize=fuzzer
//   SWIFT_BACKTRACE=enable=no .build/release/SnapshotFuzzer -max_total_time=60
//   SWIFT_BACKTRACE=enable=no .build/release/InputFuzzer -max_total_time=60
//   SWIFT_BACKTRACE=enable=no .build/release/OutputFuzzer -max_total_time=60
//   SWIFT_BACKTRACE=enable=no .build/release/ImageFuzzer -max_total_time=60
//   SWIFT_BACKTRACE=enable=no .build/release/LayoutFuzzer -max_total_time=60
//   SWIFT_BACKTRACE=enable=no .build/release/CustomLayoutFuzzer -max_total_time=60
//   SWIFT_BACKTRACE=enable=no .build/release/SourceFuzzer -max_total_time=60
//   SWIFT_BACKTRACE=enable=no .build/release/RenderFuzzer -max_total_time=60
let package = Package(
    name: "ReuseKitFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "ReuseKit", path: "..")],
    targets: [
        .executableTarget(
            name: "SnapshotFuzzer",
            dependencies: [.product(name: "ReuseKit", package: "ReuseKit")]
        ),
        .executableTarget(
            name: "InputFuzzer",
            dependencies: [.product(name: "ReuseTerminal", package: "ReuseKit")]
        ),
        .executableTarget(
            name: "OutputFuzzer",
            dependencies: [
                .product(name: "ReuseTerminal", package: "ReuseKit"), .product(name: "ReuseCore", package: "ReuseKit"),
            ]
        ),
        .executableTarget(
            name: "ImageFuzzer",
            dependencies: [.product(name: "ReuseCore", package: "ReuseKit")]
        ),
        .executableTarget(
            name: "LayoutFuzzer",
            dependencies: [.product(name: "ReuseKit", package: "ReuseKit")]
        ),
        .executableTarget(
            name: "CustomLayoutFuzzer",
            dependencies: [.product(name: "ReuseKit", package: "ReuseKit")]
        ),
        .executableTarget(
            name: "SourceFuzzer",
            dependencies: [.product(name: "ReuseData", package: "ReuseKit")]
        ),
        .executableTarget(
            name: "RenderFuzzer",
            dependencies: [
                .product(name: "ReuseRender", package: "ReuseKit"), .product(name: "ReuseKit", package: "ReuseKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
