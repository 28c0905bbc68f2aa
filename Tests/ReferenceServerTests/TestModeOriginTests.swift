import Foundation
import LockFlows
import ReferenceServer
import Testing

/// Issue 38: test mode accepted a cross-origin `no-cors` text/plain POST to `/test/faults` and
/// `/test/clock/advance`, and any `Host` (a page rebinding its name to 127.0.0.1 could read the outbox's links).
/// Both are now 403 before any route runs.
struct TestModeOriginTests {
    /// One request on a raw connection with exactly these headers (no Host added).
    static func send(
        port: Int, _ method: String, _ path: String, headers: [(String, String)], body: String? = nil
    ) async throws -> RawHTTP.Answer {
        var text = "\(method) \(path) HTTP/1.1\r\nConnection: close\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if let body { text += "Content-Type: text/plain;charset=UTF-8\r\nContent-Length: \(body.utf8.count)\r\n" }
        let socket = try RawSocket.connect(port: port)
        try socket.send(Array((text + "\r\n" + (body ?? "")).utf8))
        return try RawHTTP.parse(await socket.readUntilClosed(seconds: RawSocket.hangGuardSeconds).bytes)
    }

    @Test func aCrossOriginWriteIsRefusedAndChangesNothing() async throws {
        try await ServerFixture.withTestMode { f, t in
            let port = f.running.port
            let host = ("Host", "127.0.0.1:\(port)")
            let fault = #"{"route": "/api/auth/me", "kind": "status", "status": 500, "count": 1}"#
            let before = try await t.advance(0, sandbox: nil).now
            for extra in [[("Origin", "http://127.0.0.1:9")], [("Sec-Fetch-Site", "same-site")], [("Origin", "null")]] {
                let faults = try await Self.send(
                    port: port, "POST", "/test/faults", headers: [host] + extra, body: fault)
                #expect(faults.status == 403, "\(extra): \(faults.head)")
                #expect(faults.body.contains("cross-origin POST refused in test mode"))
                let clock = try await Self.send(
                    port: port, "POST", "/test/clock/advance", headers: [host] + extra, body: #"{"seconds": 3600}"#)
                #expect(clock.status == 403)
            }
            #expect(try await t.advance(0, sandbox: nil).now == before)
            #expect(try await f.api.currentUser().hasPasscode == false, "no fault was queued")
            // The same request from the server's own origin is served.
            let same = try await Self.send(
                port: port, "POST", "/test/clock/advance",
                headers: [host, ("Origin", "http://127.0.0.1:\(port)"), ("Sec-Fetch-Site", "same-origin")],
                body: #"{"seconds": 0}"#)
            #expect(same.status == 200, "\(same.head)")
        }
    }

    @Test(arguments: ["rebound.example", "rebound.example:80", "127.0.0.1.nip.io", "", "[::2]:1"])
    func aHostThatIsNotALoopbackNameIsRefused(host: String) async throws {
        try await ServerFixture.withTestMode { f, _ in
            let headers = host.isEmpty ? [] : [("Host", host)]
            for (method, path) in [("GET", "/test/outbox"), ("GET", "/api/auth/me"), ("POST", "/v1/auth/login")] {
                let body = method == "POST" ? #"{"email": "dev@example.com", "password": "x"}"# : nil
                let answer = try await Self.send(port: f.running.port, method, path, headers: headers, body: body)
                #expect(answer.status == 403, "\(host) \(path): \(answer.head)")
                #expect(answer.body.contains("is not a loopback name"))
            }
        }
    }

    @Test(arguments: ["127.0.0.1", "localhost:8080", "LOCALHOST", "[::1]:80"])
    func loopbackNamesAreServed(host: String) async throws {
        try await ServerFixture.withTestMode { f, _ in
            let answer = try await Self.send(port: f.running.port, "GET", "/test/status", headers: [("Host", host)])
            #expect(answer.status == 200, "\(host): \(answer.head)")
        }
    }
}
