import Foundation
import Testing

/// UIKit's APIs, member by member: the table and collection view APIs and the screen surface around them
/// (views, controllers, content, text, layout and input). Each member is written with UIKit's signature in a
/// compile file (so it compiles against ReuseKit, or the target does not build), or a listing names it as not on
/// Linux (with the reason) or still to build: the DocC article `UIKitTableAndCollectionAPI` for the table and
/// collection APIs, `UIKitScreenSurface` for the screen surface. Reads the lists, the compile files and the listings; fails on a
/// member in none of them, on a marker or listed row that names no member (a typo), and on a member claimed twice.
@Suite struct UIKitSurfaceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let catalog = "../../../Sources/ReuseKit/ReuseKit.docc/"
    static let apiArticle = folder.appendingPathComponent(catalog + "UIKitTableAndCollectionAPI.md").standardized
    static let linuxArticle = folder.appendingPathComponent(catalog + "UIKitCodeOnLinux.md").standardized
    static let screenArticle = folder.appendingPathComponent(
        "../../../Sources/ReuseKit/ReuseKit.docc/UIKitScreenSurface.md"
    ).standardized
    static let screenCompileFolder = "../../UIKitTests/Surface/"

    /// One API: its member list, the files that use its members, and the listing section that names the rest.
    struct Surface: Sendable, CustomTestStringConvertible {
        var list: String
        var compileFiles: [String]
        var listing: URL
        var listingSection: String
        var minimumCount: Int
        var testDescription: String { list }
    }

    static let surfaces = [
        Surface(
            list: "UIKitTableAPI.txt",
            compileFiles: ["UIKitSurfaceCompile.swift", "UIKitTableDragDropSurfaceCompile.swift"], listing: apiArticle,
            listingSection: "## UIKit's table API on Linux", minimumCount: 300),
        Surface(
            list: "UIKitCollectionAPI.txt",
            compileFiles: [
                "UIKitCollectionSurfaceCompile.swift", "UIKitCollectionLayoutSurfaceCompile.swift",
                "UIKitCollectionDragDropSurfaceCompile.swift",
            ],
            listing: apiArticle, listingSection: "## UIKit's collection view API on Linux", minimumCount: 350),
        Surface(
            list: "Screens/UIKitViewsAPI.txt", compileFiles: [screenCompileFolder + "ViewsSurfaceCompile.swift"],
            listing: screenArticle, listingSection: "## Views, scroll views, responders and layers", minimumCount: 400),
        Surface(
            list: "Screens/UIKitControllersAPI.txt",
            compileFiles: [screenCompileFolder + "ControllersSurfaceCompile.swift"], listing: screenArticle,
            listingSection: "## Controllers, navigation, bars and windows", minimumCount: 400),
        Surface(
            list: "Screens/UIKitContentAPI.txt",
            compileFiles: [
                screenCompileFolder + "ContentSurfaceCompile.swift",
                screenCompileFolder + "ContentAuditSurfaceCompile.swift",
                screenCompileFolder + "AppShellSurfaceCompile.swift",
            ],
            listing: screenArticle, listingSection: "## Images, colours, controls, stacks and the app shell",
            minimumCount: 400),
        Surface(
            list: "Screens/UIKitTextAPI.txt", compileFiles: [screenCompileFolder + "TextSurfaceCompile.swift"],
            listing: screenArticle, listingSection: "## Text, fonts and search", minimumCount: 400),
        Surface(
            list: "Screens/UIKitLayoutInputAPI.txt",
            compileFiles: [screenCompileFolder + "LayoutInputSurfaceCompile.swift"], listing: screenArticle,
            listingSection: "## Layout, gestures, traits and configurations", minimumCount: 400),
        Surface(
            list: "Screens/UIKitSystemControllersAPI.txt",
            compileFiles: [screenCompileFolder + "SystemControllersSurfaceCompile.swift"], listing: screenArticle,
            listingSection: "## Alerts, share sheets, pages, split views, tab bars and pickers", minimumCount: 250),
        Surface(
            list: "Screens/UIKitPresentationAPI.txt",
            compileFiles: [screenCompileFolder + "PresentationSurfaceCompile.swift"], listing: screenArticle,
            listingSection: "## Presentations, transitions, animators, feedback, effects and menus", minimumCount: 200),
        Surface(
            list: "Screens/UIKitGraphicsAPI.txt",
            compileFiles: [screenCompileFolder + "GraphicsSurfaceCompile.swift"], listing: screenArticle,
            listingSection: "## Drawing, paths and Core Animation", minimumCount: 250),
        Surface(
            list: "Screens/UIKitDynamicsAPI.txt",
            compileFiles: [screenCompileFolder + "DynamicsSurfaceCompile.swift"], listing: screenArticle,
            listingSection: "## UIKit Dynamics", minimumCount: 140),
    ]

    static func members(_ surface: Surface) throws -> [String] {
        try String(contentsOf: folder.appendingPathComponent(surface.list), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    static func compiled(_ surface: Surface) throws -> [String] {
        try surface.compileFiles.flatMap { file in
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n").compactMap { line in
                    guard let range = line.range(of: "// api: ") else { return nil }
                    return String(line[range.upperBound...])
                }
        }
    }

    /// Listed rows of the surface's section: `| \`Type member\` | status | reason |`.
    static func listed(_ surface: Surface) throws -> [(member: String, status: String)] {
        let text = try String(contentsOf: surface.listing, encoding: .utf8)
        guard let start = text.range(of: surface.listingSection) else { return [] }
        let section = text[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { return nil }
            return (String(cells[0].dropFirst().dropLast()), cells[1])
        }
    }

    @Test(arguments: surfaces)
    func everyMemberCompilesWithUIKitsSignatureOrIsListedWithAReason(_ surface: Surface) throws {
        let members = try Self.members(surface)
        #expect(members.count > surface.minimumCount)
        #expect(Set(members).count == members.count, "a member is listed twice")
        let compiled = try Self.compiled(surface)
        #expect(Set(compiled).count == compiled.count, "a member is marked twice")
        let compiledNames = Set(compiled)
        let listed = try Self.listed(surface)
        let listedNames = Set(listed.map(\.member))
        let missing = members.filter { !compiledNames.contains($0) && !listedNames.contains($0) }
        #expect(missing.isEmpty, "neither compiled nor listed in \(surface.listing.lastPathComponent): \(missing)")
        let unknownMarkers = compiledNames.subtracting(members)
        #expect(unknownMarkers.isEmpty, "markers that name no member: \(unknownMarkers.sorted())")
        let unknownListed = listedNames.subtracting(members)
        #expect(unknownListed.isEmpty, "listed rows that name no member: \(unknownListed.sorted())")
        let both = compiledNames.intersection(listedNames)
        #expect(both.isEmpty, "compiled and also listed as missing: \(both.sorted())")
        #expect(listed.allSatisfy { ["not on Linux", "still to build"].contains($0.status) })
    }

    /// The table and collection view sections of `UIKitTableAndCollectionAPI` count their members, the members
    /// compiled and those left as the lists do, not as numbers typed once.
    @Test func theAPIArticleCountsAsTheListsDo() throws {
        let text = try String(contentsOf: Self.apiArticle, encoding: .utf8)
        for surface in Self.surfaces where surface.listing == Self.apiArticle {
            let members = try Self.members(surface).count
            let compiled = try Self.compiled(surface).count
            let listed = try Self.listed(surface)
            let section = String(text[try #require(text.range(of: surface.listingSection)).upperBound...])
            let body = String(section[..<(section.range(of: "\n## ")?.lowerBound ?? section.endIndex)])
                .replacingOccurrences(of: "\n", with: " ")
            #expect(body.contains("\(members) members from Apple's documentation"), "\(surface.list): \(members)")
            #expect(body.contains(" \(compiled) of them as a UIKit client"), "\(surface.list): \(compiled) compiled")
            if body.contains("members left") {
                let notOnLinux = listed.filter { $0.status == "not on Linux" }.count
                let toBuild = listed.count - notOnLinux
                #expect(
                    body.contains(
                        "Of the \(listed.count) members left, \(notOnLinux) cannot exist on Linux and "
                            + "\(toBuild) \(toBuild == 1 ? "is" : "are") still to build"), "\(surface.list)")
            }
        }
    }

    /// The count of the screen surface's members in `UIKitCodeOnLinux` is the lists' count, not a number typed once.
    @Test func theArticleCountsTheScreenSurfaceAsTheListsDo() throws {
        let screens = Self.surfaces.filter { $0.listing == Self.screenArticle }
        let count = try screens.map { try Self.members($0).count }.reduce(0, +)
        let text = try String(contentsOf: Self.linuxArticle, encoding: .utf8)
        let formatted = "\(count / 1000),\(String(count % 1000 + 1000).dropFirst())"
        #expect(
            text.contains("\(formatted) members from Apple's documentation"),
            "UIKitCodeOnLinux should say \(formatted)")
    }
}
