import Foundation

/// Issue 38's two other figures, on the bench server: its peak memory under the deepest-nesting body it accepts to
/// read, and the share of connections a second client keeps while four networks attack.
struct HardEdgeFigures {
    let server: BenchServer
    let token: String

    /// The server's `VmHWM` (peak resident set) or `VmRSS` from `/proc/<pid>/status`, in MiB (Linux only).
    func memory(_ field: String) -> Double? {
        let path = "/proc/\(server.process.processIdentifier)/status"
        guard let status = try? String(contentsOfFile: path, encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        return kilobytes / 1024
    }

    /// Issue 38: one unauthenticated 16,383-byte body of `[` raised the peak from 37 MB to 301 MB, 8 at once to
    /// 560 MB (a key path kept per open container). Sends `concurrent` such bodies at once, `rounds` times, and
    /// compares the peak with the idle figure; also times another client's `/me` meanwhile.
    func nesting(concurrent: Int = 8, rounds: Int = 5) async throws -> String {
        guard let idle = memory("VmHWM"), let idleRSS = memory("VmRSS") else {
            return "nesting body peak memory         : not measured (no /proc/<pid>/status here)"
        }
        let body = String(repeating: "[", count: 16_383)
        var statuses: Set<Int> = []
        var slowestMe = Duration.zero
        for _ in 1...rounds {
            async let me: Duration = {
                let started = ContinuousClock.now
                _ = try await server.send("GET", "/api/auth/me", token: token, body: nil)
                return ContinuousClock.now - started
            }()
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<concurrent {
                    group.addTask { try await server.send("POST", "/v1/auth/forgot-password", token: nil, body: body) }
                }
                for try await status in group { statuses.insert(status) }
            }
            slowestMe = max(slowestMe, try await me)
        }
        let peak = memory("VmHWM") ?? idle
        return String(
            format: "nesting body peak memory         : %.1f MiB after %d x %d bodies of 16,383 '[' (idle: peak %.1f, "
                + "resident %.1f MiB): %.2fx the idle peak (target <= 2x); answers %@; another client's /me at most "
                + "%.0f ms", peak, rounds, concurrent, idle, idleRSS, peak / idle,
            statuses.sorted().map(String.init).joined(separator: ","), KnownUnknownTiming.seconds(slowestMe) * 1000)
    }

    /// Issue 38: four loopback addresses x 64 connections filled all 256 slots and another client got 503 in 42 of
    /// 45 attempts. Four networks (127.1-4.0.1, each its own /24) each try to hold 100 connections; then a client
    /// from a fifth network makes `attempts` requests, one connection each.
    func share(attempts: Int = 45) throws -> String {
        let attackers: [UInt32] = [0x7F01_0001, 0x7F02_0001, 0x7F03_0001, 0x7F04_0001]
        let newcomer: UInt32 = 0x7F09_0001
        guard (attackers + [newcomer]).allSatisfy(LoopbackClient.canBind) else {
            return "connection share                 : not measured (this machine cannot send from 127.x.0.1)"
        }
        var held: [LoopbackClient] = []
        for source in attackers {
            for _ in 0..<100 { held.append(try LoopbackClient(port: server.port, source: source)) }
        }
        usleep(300_000)  // the server answers refused connections (429, 503) and closes them
        let holding = attackers.map { source in
            held.filter { $0.isHeld && $0.source == source }.count
        }
        var served = 0
        for _ in 0..<attempts {
            let client = try LoopbackClient(port: server.port, source: newcomer)
            if client.status(get: "/api/auth/me", token: token) == 200 { served += 1 }
            usleep(20_000)
        }
        withExtendedLifetime(held) {}
        return "connection share                 : a client of another network served \(served) of \(attempts) "
            + "(target: all) while four networks tried 100 connections each and held "
            + "\(holding.map(String.init).joined(separator: " + ")) = \(holding.reduce(0, +)) of 256"
    }
}
