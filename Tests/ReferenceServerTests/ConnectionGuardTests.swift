import Foundation
import LockFlows
import PasscodeHTTPClient
import ReferenceServer
import Testing

/// The header-hang guard, and the HTTP client's mapping of timeouts and transport failures.
struct ConnectionGuardTests {
    @Test func aRequestWithANulInAHeaderDoesNotHoldTheConnectionOpen() async throws {
        try await ServerFixture.with(configure: { $0.idleTimeout = .seconds(1) }) { f in
            let socket = try RawSocket.connect(port: f.running.port)
            let request = "GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Probe: a\u{0}b\r\n\r\n"
            try socket.send(Array(request.utf8))
            // The server closes it (a connection left open would hold the server's slot until the peer went).
            let answer = await socket.readUntilClosed(seconds: RawSocket.hangGuardSeconds)
            #expect(answer.closed, "hung: the connection was still open after \(RawSocket.hangGuardSeconds) s")
            // The server still serves other connections.
            #expect(try await f.api.currentUser().hasPasscode == false)
        }
    }

    @Test func aHeadThatNeverCompletesIsClosedByTheIdleTimeout() async throws {
        try await ServerFixture.with(configure: { $0.idleTimeout = .seconds(1) }) { f in
            let socket = try RawSocket.connect(port: f.running.port)
            try socket.send(Array("GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8))
            #expect(
                await socket.readUntilClosed(seconds: RawSocket.hangGuardSeconds).closed,
                "hung: the connection was still open after \(RawSocket.hangGuardSeconds) s")
        }
    }

    @Test func anOversizedHeaderIsRefused() async throws {
        try await ServerFixture.with { f in
            let socket = try RawSocket.connect(port: f.running.port)
            let big = String(repeating: "a", count: 20 * 1024)
            try socket.send(Array("GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(big)\r\n\r\n".utf8))
            let answer = await socket.readUntilClosed(seconds: RawSocket.hangGuardSeconds)
            #expect(answer.closed)
            #expect(!String(decoding: answer.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 200"))
        }
    }

    /// Issue 27: one client could hold every connection and starve the others until the idle timeout. It now gets
    /// its share; the connection past it is refused with 429, and another client (another /24) is still served.
    @Test(.enabled(if: RawSocket.canBind(sourceHost: 0x01_0001), "needs 127.1.0.1 as a second loopback source"))
    func oneClientHoldingItsShareOfConnectionsDoesNotStarveAnother() async throws {
        try await ServerFixture.with(configure: {
            $0.maxConnections = 8
            $0.maxConnectionsPerClient = 3
        }) { f in
            let auth = ["Authorization": "Bearer \(BearerTokens.developmentToken)"]
            var held: [RawSocket] = []
            for _ in 0..<3 {
                let socket = try RawSocket.connect(port: f.running.port)
                try socket.send(RawHTTP.request("GET", "/api/auth/me", headers: auth, close: false))
                #expect(try RawHTTP.parse(await socket.readSome(seconds: RawSocket.hangGuardSeconds)).status == 200)
                held.append(socket)
            }
            let excess = try RawSocket.connect(port: f.running.port)
            try? excess.send(RawHTTP.request("GET", "/api/auth/me", headers: auth))
            let refused = await excess.readUntilClosed(seconds: RawSocket.hangGuardSeconds)
            #expect(refused.closed)
            let answer = try RawHTTP.parse(refused.bytes)
            #expect(answer.status == 429)
            #expect(answer.head.lowercased().contains("retry-after: 1"))
            #expect(answer.body.contains("at most 3 per client"))

            let other = try RawSocket.connect(port: f.running.port, sourceHost: 0x01_0001)  // another /24
            try other.send(RawHTTP.request("GET", "/api/auth/me", headers: auth))
            #expect(
                try RawHTTP.parse(await other.readUntilClosed(seconds: RawSocket.hangGuardSeconds).bytes).status == 200)

            // A held connection closing gives its client the room back.
            held.removeLast()
            #expect(await f.running.waitForOpenConnections(atMost: 2), "hung: the closed connections stayed counted")
            let again = try RawSocket.connect(port: f.running.port)
            try? again.send(RawHTTP.request("GET", "/api/auth/me", headers: auth))
            #expect(
                try RawHTTP.parse(await again.readUntilClosed(seconds: RawSocket.hangGuardSeconds).bytes).status == 200)
            withExtendedLifetime(held) {}
        }
    }

    @Test func theClientMapsAServerThatNeverAnswersToTimeout() async throws {
        let (listener, port) = try RawSocket.silentListener()
        let api = HTTPPasscodeAPI(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!, token: "t", timeout: .milliseconds(500))
        await #expect(throws: PasscodeAPIError.timeout) { try await api.currentUser() }
        withExtendedLifetime(listener) {}
    }

    @Test func theClientMapsARefusedConnectionToTransport() async throws {
        let port: Int
        do {
            let (listener, free) = try RawSocket.silentListener()
            port = free
            withExtendedLifetime(listener) {}
        }
        let api = HTTPPasscodeAPI(baseURL: URL(string: "http://127.0.0.1:\(port)")!, token: "t", timeout: .seconds(5))
        do {
            _ = try await api.currentUser()
            Issue.record("expected a transport error")
        } catch let error as PasscodeAPIError {
            guard case .transport(let message) = error else {
                Issue.record("expected .transport, got \(error)")
                return
            }
            #expect(message.contains("127.0.0.1:\(port)"))
        }
    }

    @Test func theClientMapsAnErrorStatusToServerWithTheBodyMessage() async throws {
        try await ServerFixture.with { f in
            let stranger = HTTPPasscodeAPI(baseURL: f.baseURL, token: "unknown", timeout: ServerFixture.hangGuard)
            await #expect(throws: PasscodeAPIError.server(status: 401, message: "Unknown or malformed bearer token")) {
                try await stranger.currentUser()
            }
        }
    }
}
