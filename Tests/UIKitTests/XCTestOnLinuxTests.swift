import Foundation
import XCTest

/// Holds the one rule main-actor XCTest cases need on Linux: every `test…` method of a `@MainActor` class is
/// `async`. XCTest for Linux lists a class's tests in one array of nonisolated closures; a synchronous
/// main-actor method goes in through a cast that fails at run time ("Could not cast value of type
/// '(T) -> @MainActor () -> ()'") and takes the whole test run down with "0 tests". An `async` method goes in
/// through XCTest's `asyncTest`, which runs it on the main actor. The same source builds and runs on iOS.
final class XCTestOnLinuxTests: XCTestCase {
    func testEveryMainActorTestMethodInThisTargetIsAsync() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var synchronous: [String] = []
        var checked = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var inMainActorClass = false
            var previous = ""
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("final class") || line.hasPrefix("class") {
                    inMainActorClass = previous.hasPrefix("@MainActor") || line.contains("@MainActor")
                }
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if inMainActorClass, trimmed.hasPrefix("func test") {
                    checked += 1
                    if !trimmed.contains(") async") { synchronous.append("\(file): \(trimmed)") }
                }
                previous = String(line)
            }
        }
        XCTAssertGreaterThan(checked, 5)
        XCTAssertEqual(synchronous, [], "make these test methods async: XCTest on Linux cannot run them otherwise")
    }
}
