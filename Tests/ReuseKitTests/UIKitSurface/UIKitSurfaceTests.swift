import Foundation
import Testing

/// UIKit's table and collection view APIs, member by member: each is written with UIKit's signature in a compile
/// file (so it compiles against ReuseKit, or this target does not build), or the README lists it as not on Linux
/// (with the reason) or still to build. Reads the lists, the compile files and the README; fails on a member in
/// none of them, on a marker or README entry that names no member (a typo), and on a member claimed twice.
@Suite struct UIKitSurfaceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let readme = folder.appendingPathComponent("../../../README.md").standardized

    /// One API: its member list, the files that use its members, and the README section that lists the rest.
    struct Surface: Sendable, CustomTestStringConvertible {
        var list: String
        var compileFiles: [String]
        var readmeSection: String
        var minimumCount: Int
        var testDescription: String { list }
    }

    static let surfaces = [
        Surface(
            list: "UIKitTableAPI.txt", compileFiles: ["UIKitSurfaceCompile.swift"],
            readmeSection: "## UIKit's table API on Linux", minimumCount: 300),
        Surface(
            list: "UIKitCollectionAPI.txt",
            compileFiles: ["UIKitCollectionSurfaceCompile.swift", "UIKitCollectionLayoutSurfaceCompile.swift"],
            readmeSection: "## UIKit's collection view API on Linux", minimumCount: 350),
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

    /// README rows of the surface's section: `| \`Type member\` | status | reason |`.
    static func listedInReadme(_ surface: Surface) throws -> [(member: String, status: String)] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let start = text.range(of: surface.readmeSection) else { return [] }
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
        let listed = try Self.listedInReadme(surface)
        let listedNames = Set(listed.map(\.member))
        let missing = members.filter { !compiledNames.contains($0) && !listedNames.contains($0) }
        #expect(missing.isEmpty, "neither compiled nor listed in the README: \(missing)")
        let unknownMarkers = compiledNames.subtracting(members)
        #expect(unknownMarkers.isEmpty, "markers that name no member: \(unknownMarkers.sorted())")
        let unknownListed = listedNames.subtracting(members)
        #expect(unknownListed.isEmpty, "README entries that name no member: \(unknownListed.sorted())")
        let both = compiledNames.intersection(listedNames)
        #expect(both.isEmpty, "compiled and also listed as missing: \(both.sorted())")
        #expect(listed.allSatisfy { ["not on Linux", "still to build"].contains($0.status) })
    }
}
