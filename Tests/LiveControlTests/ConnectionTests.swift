import Biometrics
import Foundation
import Harness
import LiveControl
import Testing

/// What only a raw connection shows: the keep-alive comments, and that a malformed request head cannot hold a
/// connection open.
struct ConnectionTests {
    static func server(heartbeat: Duration = .seconds(15), idleTimeout: Duration = .seconds(30)) async throws
        -> RunningLiveControlServer
    {
        let catalog = try DeviceProfileCatalog.embedded()
        let controller = try await LiveController {
            try await LiveSession(headerYAML: LiveControlRig.header, catalog: catalog)
        }
        return try await LiveControlServer(
            controller: controller, token: LiveControlRig.token, heartbeat: heartbeat, idleTimeout: idleTimeout
        ).start()
    }

    @Test func eventStreamSendsKeepAliveComments() async throws {
        let running = try await Self.server(heartbeat: .milliseconds(100))
        let text: String
        do {
            // Scoped: the socket closes before the server stops, which otherwise waits on the open event stream.
            let socket = try LoopbackSocket(port: running.port, timeout: .seconds(5))
            socket.send(
                Array(
                    "GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(LiveControlRig.token)\r\n\r\n"
                        .utf8))
            text = await socket.read { $0.contains(": keep-alive\n\n") }.text
        }
        #expect(text.contains("text/event-stream"))
        #expect(text.contains("event: state"))
        #expect(text.contains(": keep-alive\n\n"))
        await running.stop()
    }

    @Test func aNulByteInAHeaderDoesNotHoldTheConnection() async throws {
        let running = try await Self.server(idleTimeout: .seconds(1))
        let socket = try LoopbackSocket(port: running.port, timeout: .seconds(10))
        socket.send(
            Array("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Bad: a".utf8) + [0] + Array("b\r\n\r\n".utf8))
        let started = ContinuousClock.now
        let (_, closed) = await socket.read { _ in false }
        #expect(closed)
        #expect(ContinuousClock.now - started < .seconds(8))
        // The server still answers others.
        let client = LiveControlClient(baseURL: URL(string: running.baseURL)!, token: LiveControlRig.token)
        #expect(try await client.send(.get, "/api/state").status == 200)
        await running.stop()
    }
}
