import Foundation
import Testing

@testable import ReuseTools

/// The demo in a real terminal (tmux), idle: once no avatar is on its way and nothing moves, it draws no frames and
/// costs no CPU, at start and after keys; an avatar that arrives asks for its frame. In the end-to-end suite, whose
/// tests share one tmux server, one at a time.
extension DemoEndToEndTests {
    /// The CPU time process `pid` has used, in clock ticks (user and system, from /proc); nil when it is gone.
    static func cpuTicks(of pid: String) throws -> Int? {
        let fields = try shell("cat /proc/\(pid)/stat 2>/dev/null").split(separator: ")").last?.split(separator: " ")
        // utime and stime: fields 14 and 15 of the line, 12 and 13 after the command's closing parenthesis.
        guard let fields, fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
            return nil
        }
        return user + system
    }

    @Test func anIdleDemoCostsNoCPU() throws {
        let session = "reusekit-demo-idle"
        try Self.startServer()
        defer { Self.stopServer() }
        try start(session)
        _ = try Self.waitFor("ReuseKit demo", session: session)
        let pid = try demoProcess(session)
        func ticks() throws -> Int? { try Self.cpuTicks(of: pid) }
        for keys in ["", "j j j", "Z"] {
            if !keys.isEmpty { try Self.shell(Self.tmux("send-keys -t \(session) \(keys)")) }
            // The avatars' loads (1-5 ms here) and the last frames; after a jump, the adaptive policy looks around
            // the new place while the list is still, for a few seconds (its window grows, then shrinks back with
            // a half-life of 0.5 s). Then three seconds of nothing.
            _ = try Self.waitUntil(session: session) { _ in true }
            usleep(keys == "Z" ? 4_000_000 : 1_000_000)
            let before = try ticks()
            usleep(3_000_000)
            guard let before, let after = try ticks() else {
                Issue.record("no CPU times for the demo (pid '\(pid)')")
                return
            }
            let used = after - before
            #expect(used <= 2, "\(used) clock ticks of CPU in 3 s idle (after \(keys.isEmpty ? "start" : keys))")
        }
        let screen = try Self.waitFor("ReuseKit demo", session: session)
        #expect(screen.contains("Z"), "the jump to Z was drawn: \(screen)")
    }
}
