import Foundation
import Testing

/// UIKit's table API, member by member: each is written with UIKit's signature in UIKitSurfaceCompile.swift
/// (so it compiles against ReuseKit, or this target does not build), or the README lists it as not on Linux
/// (with the reason) or still to build. Reads the three files; fails on a member in none of them, on a marker
/// or README entry that names no member (a typo), and on a member claimed twice.
@Suite struct UIKitSurfaceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let readme = folder.appendingPathComponent("../../../README.md").standardized

    static func members() throws -> [String] {
        try String(contentsOf: folder.appendingPathComponent("UIKitTableAPI.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    static func compiled() throws -> [String] {
        try String(contentsOf: folder.appendingPathComponent("UIKitSurfaceCompile.swift"), encoding: .utf8)
            .split(separator: "\n").compactMap { line in
                guard let range = line.range(of: "// api: ") else { return nil }
                return String(line[range.upperBound...])
            }
    }

    /// README rows of the section "UIKit's table API on Linux": `| \`Type member\` | status | reason |`.
    static func listedInReadme() throws -> [(member: String, status: String)] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let start = text.range(of: "## UIKit's table API on Linux") else { return [] }
        let section = text[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { return nil }
            return (String(cells[0].dropFirst().dropLast()), cells[1])
        }
    }

    @Test func everyMemberCompilesWithUIKitsSignatureOrIsListedWithAReason() throws {
        let members = try Self.members()
        #expect(members.count > 300)
        #expect(Set(members).count == members.count, "a member is listed twice")
        let compiled = Set(try Self.compiled())
        let listed = try Self.listedInReadme()
        let listedNames = Set(listed.map(\.member))
        let missing = members.filter { !compiled.contains($0) && !listedNames.contains($0) }
        #expect(missing.isEmpty, "neither compiled nor listed in the README: \(missing)")
        let unknownMarkers = compiled.subtracting(members)
        #expect(unknownMarkers.isEmpty, "markers that name no member: \(unknownMarkers.sorted())")
        let unknownListed = listedNames.subtracting(members)
        #expect(unknownListed.isEmpty, "README entries that name no member: \(unknownListed.sorted())")
        let both = compiled.intersection(listedNames)
        #expect(both.isEmpty, "compiled and also listed as missing: \(both.sorted())")
        #expect(listed.allSatisfy { ["not on Linux", "still to build"].contains($0.status) })
    }
}
