import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Benchmark of the reference server with Debian's wrk, on loopback. Build and run in release:
//   swift build -c release --product server-bench --product lockharness-server
//   .build/release/server-bench
// Phases of 5 s each, wrk -t2 -c16. Prints figures and the targets; asserts nothing.

let seconds = 5
let threads = 2
let connections = 16
let passcode = "482916"
let tokens = (1...threads).map { "bench-token-\($0)" }

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

func format(_ value: Double) -> String { String(format: "%.0f", value) }
func ratio(_ value: Double) -> String { String(format: "%.2f", value) }

guard let wrkExecutable = Wrk.find() else { fail("server-bench needs wrk: apt-get install wrk") }
let ownDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let serverExecutable = ownDirectory.appendingPathComponent("lockharness-server")
guard FileManager.default.isExecutableFile(atPath: serverExecutable.path) else {
    fail("no lockharness-server next to server-bench: swift build -c release --product lockharness-server")
}
#if DEBUG
print("warning: server-bench is a debug build; figures are for release builds (swift build -c release)")
#endif

let server: BenchServer
do {
    server = try BenchServer.start(
        executable: serverExecutable,
        arguments: ["--policy", "hardened"] + tokens.enumerated().flatMap { ["--token", "\($1)=bench\($0 + 1)"] })
} catch {
    fail("\(error)")
}
defer { server.stop() }

do {
    for token in tokens {
        let status = try await server.send("POST", "/api/auth/set-passcode", token: token, body: "{\"passcode\": \"\(passcode)\"}")
        guard status == 200 else { throw BenchError("set-passcode answered \(status)") }
    }
    let scripts = FileManager.default.temporaryDirectory.appendingPathComponent("server-bench-lua-\(UUID())")
    try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scripts) }
    let wrk = Wrk(executable: wrkExecutable, scripts: scripts)
    let me = try wrk.script(named: "me", method: "GET", path: "/api/auth/me", tokens: tokens)
    let verify = try wrk.script(
        named: "verify", method: "POST", path: "/api/auth/verify-passcode", tokens: tokens,
        luaBody: "'{\"passcode\": \"\(passcode)\"}'")
    // Distinct minutes per request (a per-thread counter, one account per thread), so every request is a write.
    let timeoutBody = "string.format('{\"minutes\": %d, \"currentPasscode\": \"\(passcode)\"}', n % 1441)"
    let writes = try wrk.script(
        named: "writes", method: "PUT", path: "/api/user/passcode-timeout", tokens: tokens, luaBody: timeoutBody)
    let pacedWrites = try wrk.script(
        named: "paced-writes", method: "PUT", path: "/api/user/passcode-timeout", tokens: ["bench-token-1"],
        luaBody: timeoutBody, delayMilliseconds: 4)
    let url = server.baseURL

    print("server-bench: lockharness-server (hardened policy) on \(url), SQLite WAL + synchronous=NORMAL")
    print("wrk -t\(threads) -c\(connections) -d\(seconds)s per phase, client and server on the same machine")
    print("verifier KDF: the seed's salted SHA-256, one hash per verify (no key stretching, ~1 µs per guess)")
    _ = try wrk.run(script: me, url: url, threads: threads, connections: connections, seconds: 1)  // warm-up

    func line(_ label: String, _ result: WrkResult, unit: String = "req/s") -> String {
        var text = "\(label) \(format(result.requestsPerSecond)) \(unit) (mean latency \(result.meanLatency)"
        if result.errorResponses > 0 { text += ", \(result.errorResponses) non-2xx" }
        if result.socketErrors > 0 { text += ", \(result.socketErrors) socket errors" }
        return text + ")"
    }

    let idle = try wrk.run(script: me, url: url, threads: threads, connections: connections, seconds: seconds)
    print(line("GET  /api/auth/me (idle)            :", idle))
    let verified = try wrk.run(script: verify, url: url, threads: threads, connections: connections, seconds: seconds)
    print(line("POST /api/auth/verify-passcode      :", verified))
    let verifyRatio = verified.requestsPerSecond / idle.requestsPerSecond
    print("verify / me                          : \(ratio(verifyRatio)) (target >= 0.9)")
    let written = try wrk.run(script: writes, url: url, threads: threads, connections: connections, seconds: seconds)
    print(line("PUT  /api/user/passcode-timeout     :", written, unit: "writes/s") + " (target >= 1,000)")

    let background = try wrk.start(script: pacedWrites, url: url, threads: 1, connections: 4, seconds: seconds + 1)
    usleep(500_000)
    let loaded = try wrk.run(script: me, url: url, threads: threads, connections: connections, seconds: seconds)
    let load = try background()
    print(line("GET  /api/auth/me under write load  :", loaded))
    print(line("     (the write load meanwhile       :", load, unit: "writes/s") + "; 4 connections, 4 ms apart)")
    print("me under writes / me idle            : \(ratio(loaded.requestsPerSecond / idle.requestsPerSecond)) (target >= 0.8)")
} catch {
    server.stop()
    fail("server-bench: \(error)")
}
