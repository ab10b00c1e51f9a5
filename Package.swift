// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ReuseKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ReuseCore", targets: ["ReuseCore"]),
        .library(name: "ReuseKit", targets: ["ReuseKit"]),
        // `import UIKit` (with `QuartzCore` and `CoreGraphics`): UIKit's names for ReuseKit's types.
        .library(
            name: "UIKit",
            targets: [
                "UIKit", "QuartzCore", "CoreGraphics", "UniformTypeIdentifiers", "MobileCoreServices", "SafariServices",
                "Photos", "PhotosUI", "UserNotifications",
            ]),
        // `import Combine`: OpenCombine's Combine API under Apple's module name, for UIKit code that uses it. A
        // product of its own, so that clients without Combine do not build OpenCombine.
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "ReuseData", targets: ["ReuseData"]),
        .library(name: "ReuseSQLite", targets: ["ReuseSQLite"]),
        .library(name: "ReuseTerminal", targets: ["ReuseTerminal"]),
        .library(name: "ReuseRender", targets: ["ReuseRender"]),
        .library(name: "ReuseSnapshotTesting", targets: ["ReuseSnapshotTesting"]),
        .library(name: "ReuseWindow", targets: ["ReuseWindow"]),
        .library(name: "ReuseExamples", targets: ["ReuseExamples"]),
        .executable(name: "reusekit", targets: ["reusekit"]),
        .executable(name: "reusekit-graphics", targets: ["reusekit-graphics"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Combine's API on Linux, re-exported by the `Combine` product.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `swift package generate-documentation`: the DocC catalogs of every product (a plugin; nothing links it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The engine's algorithms: standard library only.
        .target(name: "ReuseCore"),
        // The UIKit-shaped surface of API.md.
        .target(name: "ReuseKit", dependencies: ["ReuseCore"]),
        // UIKit's names (`UIView`, `UITableView`, ...) for ReuseKit's types, so that UIKit files build unchanged;
        // QuartzCore and CoreGraphics give `CALayer`, `CGAffineTransform` and `CGColor` under their own imports.
        .target(name: "CoreGraphics", dependencies: ["ReuseKit"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "ReuseKit"]),
        // UniformTypeIdentifiers' `UTType` and MobileCoreServices' `kUTType…` constants, for drag and drop code.
        .target(name: "UniformTypeIdentifiers", dependencies: ["ReuseKit"]),
        .target(name: "MobileCoreServices", dependencies: ["ReuseKit"]),
        // SafariServices' `SFSafariViewController`, which lists open their rows' web pages in, headless.
        .target(name: "SafariServices", dependencies: ["ReuseKit"]),
        // Photos' library access and PhotosUI's `PHPickerViewController`, which photo grids fill from, headless.
        .target(name: "Photos", dependencies: ["ReuseKit"]),
        .target(name: "PhotosUI", dependencies: ["Photos", "UIKit", "ReuseKit"]),
        // UserNotifications' local notifications, delivered on the views' virtual clock.
        .target(name: "UserNotifications", dependencies: ["ReuseKit"]),
        // `import Combine`: OpenCombine's Combine API (publishers, `@Published`, schedulers), re-exported.
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "ReuseKit", "ReuseRender"]),
        // The data behind rows: async row stores, sources, and the prefetch simulation.
        .target(name: "ReuseData", dependencies: ["ReuseCore", "ReuseKit"]),
        // SQLite tables and queries as row sources, through GRDB, with keyset paging.
        .target(name: "ReuseSQLite", dependencies: ["ReuseData", .product(name: "GRDB", package: "GRDB.swift")]),
        // The only module that touches the terminal: raw mode, input, the renderer, text width.
        .target(name: "ReuseTerminal", dependencies: ["ReuseCore", "ReuseKit"]),
        // Cairo, Pango and fontconfig from Debian's packages (.ci/run installs them), for the renderer only.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .target(name: "CPango", dependencies: ["CHarfBuzz", "CCairo"]),
        // libjpeg-turbo (Debian's libjpeg62-turbo-dev), behind a C shim that turns its errors into return values.
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        // Pixels: views, windows and controllers drawn to bitmaps and PNG; text measured by the font that draws it.
        .target(name: "ReuseRender", dependencies: ["ReuseKit", "CCairo", "CPango", "CJPEG"]),
        // A real window on a Linux desktop, through SDL2 (Debian's libsdl2-dev, installed by .ci/run).
        .target(name: "CSDL2"),
        .target(name: "ReuseWindow", dependencies: ["ReuseRender", "CSDL2"]),
        // Strategies for pointfreeco's swift-snapshot-testing: views and controllers as images and as text.
        .target(
            name: "ReuseSnapshotTesting",
            dependencies: ["ReuseRender", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // The seeds' view controllers, ported by dropping the `UI` prefix.
        // Seed 003's fifty pictures (400 × 300 PNGs) and seed 004's four contact photos are resources that Bundle.module
        // finds.
        .target(
            name: "ReuseExamples", dependencies: ["ReuseKit"], path: "Examples",
            exclude: ["Terminal", "UIKit", "Data"],
            resources: [.process("Seed003/Images"), .process("Seed004/Photos")]),
        // Screens written in plain UIKit (`import UIKit`, `UI` names, Xcode's template class names) in Swift 5
        // mode without isolation annotations, as iOS apps are: the same files build for iOS.
        .target(
            name: "UIKitExamples", dependencies: ["UIKit"], path: "Examples/UIKit",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // A table of its own in a terminal, through ReuseTerminal's TableHost: the thirty-line example.
        .executableTarget(
            name: "fruits-in-a-terminal", dependencies: ["ReuseKit", "ReuseTerminal"], path: "Examples/Terminal"),
        // The tools' commands, without pixels: `reusekit` runs them with no graphics library loaded (SDL2, Cairo
        // and Pango cost a start 9 ms), and hands `render`, `example` and `--window` to `reusekit-graphics`, built
        // beside it by `swift build`. (A target dependency on it would link its libraries into reusekit.)
        .target(
            name: "ReuseTools",
            dependencies: [
                "ReuseCore", "ReuseKit", "ReuseData", "ReuseSQLite", "ReuseTerminal", "ReuseExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "reusekit", dependencies: ["ReuseTools"]),
        .executableTarget(
            name: "reusekit-graphics",
            dependencies: [
                "ReuseTools", "ReuseCore", "ReuseKit", "ReuseExamples", "ReuseRender", "ReuseWindow",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "ReuseTestSupport", dependencies: ["ReuseKit", "ReuseData"], path: "Tests/ReuseTestSupport"),
        .testTarget(name: "ReuseCoreTests", dependencies: ["ReuseCore", "ReuseTestSupport"]),
        .testTarget(
            name: "ReuseKitTests", dependencies: ["ReuseKit", "ReuseTestSupport"],
            exclude: [
                "UIKitSurface/UIKitTableAPI.txt", "UIKitSurface/UIKitCollectionAPI.txt", "UIKitSurface/Screens",
            ]),
        .testTarget(
            name: "ReuseDataTests",
            dependencies: [
                "ReuseData", "ReuseSQLite", "ReuseTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "ReuseTerminalTests", dependencies: ["ReuseTerminal", "ReuseTestSupport"]),
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["ReuseExamples", "ReuseTestSupport", "ReuseTerminal", "fruits-in-a-terminal"]),
        // Written as iOS developers write tests: XCTest cases on the main actor, `import UIKit` only.
        .testTarget(
            name: "UIKitTests",
            dependencies: [
                "UIKit", "UIKitExamples", "UniformTypeIdentifiers", "MobileCoreServices", "SafariServices", "Combine",
                "Photos", "PhotosUI", "UserNotifications",
            ]),
        .testTarget(
            name: "ReuseRenderTests",
            dependencies: [
                "ReuseRender", "ReuseSnapshotTesting", "ReuseExamples", "UIKit", "UIKitExamples", "reusekit-graphics",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "reusekitTests",
            dependencies: [
                "ReuseTools", "reusekit", "reusekit-graphics", "ReuseTestSupport", "ReuseKit", "ReuseExamples",
                "ReuseWindow", "ReuseRender",
            ],
            exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
