import Foundation
import LockFlows
import ReferenceServer
import Testing

/// Issue 38: the connection share was per address, so four loopback addresses × 64 took all 256 connections and
/// another client got 503. The share is now per network (IPv4 /24, IPv6 /64), and the last connections are kept
/// for networks holding few: neither four addresses nor four networks can take them all.
struct ConnectionShareTests {
    static let auth = ["Authorization": "Bearer \(BearerTokens.developmentToken)"]

    /// 16 in all, 4 per network, the last 4 kept for networks holding fewer than 2.
    static func configure(_ configuration: inout ReferenceServerConfiguration) {
        configuration.maxConnections = 16
        configuration.maxConnectionsPerClient = 4
        configuration.reservedConnections = 4
        configuration.guaranteedConnectionsPerClient = 2
    }

    /// Opens `attempts` kept-alive connections from each of `sources` (127.x.y.z as the low 24 bits) and returns
    /// those the server served (the others were refused and closed).
    static func hold(port: Int, from sources: [UInt32], attempts: Int) async throws -> [RawSocket] {
        var held: [RawSocket] = []
        for source in sources {
            for _ in 0..<attempts {
                let socket = try RawSocket.connect(port: port, sourceHost: source)
                try? socket.send(RawHTTP.request("GET", "/api/auth/me", headers: auth, close: false))
                let answer = try RawHTTP.parse(await socket.readSome(seconds: RawSocket.hangGuardSeconds))
                #expect([200, 429].contains(answer.status), "\(answer.head)")
                if answer.status == 200 { held.append(socket) }
            }
        }
        return held
    }

    /// Five connections in a row from `source`, each closing after its answer: their statuses.
    static func newcomer(server: RunningReferenceServer, source: UInt32, held: Int) async throws -> [Int] {
        var statuses: [Int] = []
        for _ in 0..<5 {
            let socket = try RawSocket.connect(port: server.port, sourceHost: source)
            try? socket.send(RawHTTP.request("GET", "/api/auth/me", headers: auth))
            let answer = await socket.readUntilClosed(seconds: RawSocket.hangGuardSeconds)
            statuses.append(try RawHTTP.parse(answer.bytes).status)
            // The server uncounts a closed connection just after the peer sees it close: the next one comes then.
            #expect(await server.waitForOpenConnections(atMost: held), "hung: a closed connection stayed counted")
        }
        return statuses
    }

    @Test(.enabled(if: RawSocket.canBind(sourceHost: 0x09_0001), "needs 127.0.0.0/8 as loopback sources"))
    func fourAddressesOfOneNetworkShareOneShare() async throws {
        try await ServerFixture.with(configure: Self.configure) { f in
            let held = try await Self.hold(port: f.running.port, from: [1, 2, 3, 4], attempts: 6)
            #expect(held.count == 4, "127.0.0.1-4 are one /24")
            #expect(
                try await Self.newcomer(server: f.running, source: 0x09_0001, held: held.count) == [
                    200, 200, 200, 200, 200,
                ])
            withExtendedLifetime(held) {}
        }
    }

    @Test(.enabled(if: RawSocket.canBind(sourceHost: 0x09_0001), "needs 127.0.0.0/8 as loopback sources"))
    func fourNetworksHoldingAllTheyCanLeaveAnotherClientServed() async throws {
        try await ServerFixture.with(configure: Self.configure) { f in
            let networks: [UInt32] = [0x01_0001, 0x02_0001, 0x03_0001, 0x04_0001]
            let held = try await Self.hold(port: f.running.port, from: networks, attempts: 6)
            // 12 unreserved slots at 4 per network, then the fourth network's 2 guaranteed ones from the reserve.
            #expect(held.count == 14)
            #expect(
                try await Self.newcomer(server: f.running, source: 0x09_0001, held: held.count) == [
                    200, 200, 200, 200, 200,
                ])
            withExtendedLifetime(held) {}
        }
    }
}
