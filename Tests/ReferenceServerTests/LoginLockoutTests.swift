import Foundation
import LockFlows
import ReferenceServer
import Testing

/// Issue 38: 10 wrong logins for an address from anywhere locked its owner out for 15 minutes (the right password
/// got 429). The low limit now counts per address-and-client pair; only 100 failures from all clients together lock
/// the address (NIST SP 800-63B §5.2.2).
struct LoginLockoutTests {
    /// A login for `email` in `sandbox`, sent from 127.x.y.z (`source`, the low 24 bits).
    static func login(port: Int, sandbox: String, email: String, password: String, from source: UInt32) async throws
        -> Int
    {
        let request = LoginRequest(email: email, password: password)
        let body = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
        let socket = try RawSocket.connect(port: port, sourceHost: source)
        try socket.send(
            RawHTTP.request("POST", "/v1/auth/login", headers: [TestModeEndpoint.sandboxHeader: sandbox], body: body))
        return try RawHTTP.parse(await socket.readUntilClosed(seconds: RawSocket.hangGuardSeconds).bytes).status
    }

    @Test(.enabled(if: RawSocket.canBind(sourceHost: 0x01_0001), "needs 127.1.0.1 as a second loopback source"))
    func anAttackersFailuresLockTheAttackerOutNotTheOwner() async throws {
        try await ServerFixture.withTestMode(configure: {
            $0.passwordResetLimits.loginFailuresPerAddressFromAnyClient = RateLimit(count: 15, window: .seconds(900))
        }) { f, t in
            let sandbox = try await t.createSandbox().sandbox
            let port = f.running.port
            let (attacker, owner, third): (UInt32, UInt32, UInt32) = (1, 0x01_0001, 0x02_0001)
            let attempt: (String, UInt32) async throws -> Int = { password, source in
                try await Self.login(
                    port: port, sandbox: sandbox, email: "ann@example.com", password: password, from: source)
            }
            for _ in 0..<10 { #expect(try await attempt("x", attacker) == 401) }
            #expect(try await attempt("x", attacker) == 429)
            // The owner, from another client, still logs in.
            #expect(try await attempt("OldPassw0rd", owner) == 200)
            // All clients together: 5 more failures reach the address's 15 and lock it for everyone.
            for _ in 0..<5 { #expect(try await attempt("x", third) == 401) }
            #expect(try await attempt("OldPassw0rd", owner) == 429)
        }
    }
}
