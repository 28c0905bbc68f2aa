import Foundation
import LockFlows
import PasscodeHTTPClient
import ReferenceServer
import Testing

/// Issue 27: the router used to serve `/api/auth/me/`, `//api/auth/me` and `/api//auth/me` as `/api/auth/me`
/// while the sandbox-header guard and the fault table compared exact paths, so a variant walked past them. Paths
/// are now routed exactly: every variant is a 404 before any guard or handler runs.
struct PathRuleTests {
    static let auth = ["Authorization": "Bearer \(BearerTokens.developmentToken)"]
    static let sandboxHeader = [TestModeEndpoint.sandboxHeader: "x"]

    /// The spellings of `path` the router used to accept.
    static func variants(of path: String) -> [String] {
        [path + "/", "/" + path, path.replacingOccurrences(of: "/auth/", with: "//auth/"), path + "//"]
    }

    @Test(arguments: variants(of: "/api/auth/set-passcode"))
    func outsideTestModeASandboxRequestOnAVariantPathIs404AndTheRealAccountIsUntouched(path: String) async throws {
        try await ServerFixture.with { f in
            let raw = RawHTTP(port: f.running.port)
            let body = #"{"passcode": "482916"}"#
            let variant = try await raw.send(
                "POST", path, headers: Self.auth.merging(Self.sandboxHeader) { $1 }, body: body)
            #expect(variant.status == 404, "\(path): \(variant.head)")
            #expect(variant.body.contains("matched exactly"))
            #expect(try await f.api.currentUser().hasPasscode == false)
            // The exact path keeps its documented refusal of the header outside test mode.
            let exact = try await raw.send(
                "POST", "/api/auth/set-passcode", headers: Self.auth.merging(Self.sandboxHeader) { $1 }, body: body)
            #expect(exact.status == 400)
            #expect(try await f.api.currentUser().hasPasscode == false)
        }
    }

    @Test(arguments: variants(of: "/v1/auth/forgot-password"))
    func outsideTestModeAForgotPasswordOnAVariantPathIs404AndMailsNothing(path: String) async throws {
        try await ServerFixture.with { f in
            let raw = RawHTTP(port: f.running.port)
            let answer = try await raw.send(
                "POST", path, headers: Self.sandboxHeader, body: #"{"email": "dev@example.com"}"#)
            #expect(answer.status == 404, "\(path): \(answer.head)")
            await f.server.passwordReset.waitForSentMail()
            #expect(f.outbox.sent.isEmpty)
        }
    }

    @Test(arguments: variants(of: "/api/auth/me"))
    func withoutTheHeaderAVariantPathIs404Too(path: String) async throws {
        try await ServerFixture.with { f in
            let answer = try await RawHTTP(port: f.running.port).send("GET", path, headers: Self.auth)
            #expect(answer.status == 404, "\(path): \(answer.head)")
            #expect(answer.head.lowercased().contains("content-type: application/json"))
            #expect(
                try await RawHTTP(port: f.running.port).send("GET", "/api/auth/me", headers: Self.auth).status == 200)
        }
    }

    @Test(arguments: variants(of: "/api/auth/me"))
    func inTestModeAVariantPathIs404ForAnUnknownSandboxAndDoesNotSkipAKnownSandboxsFault(path: String) async throws {
        try await ServerFixture.withTestMode { f, t in
            let raw = RawHTTP(port: f.running.port)
            let unknown = try await raw.send("GET", path, headers: Self.auth.merging(Self.sandboxHeader) { $1 })
            #expect(unknown.status == 404, "\(path): \(unknown.head)")

            let s = try await t.createSandbox()
            _ = try await t.inject(
                InjectFaultRequest(route: "/api/auth/me", kind: .status, status: 500, message: "boom"),
                sandbox: s.sandbox)
            let headers = ["Authorization": "Bearer \(s.token)", TestModeEndpoint.sandboxHeader: s.sandbox]
            #expect(try await raw.send("GET", path, headers: headers).status == 404)
            // The fault is still queued for the exact path, and played there.
            #expect(try await raw.send("GET", "/api/auth/me", headers: headers).status == 500)
            #expect(try await raw.send("GET", "/api/auth/me", headers: headers).status == 200)
        }
    }

    @Test func theRootAndExactPathsAreStillServed() async throws {
        try await ServerFixture.with { f in
            let raw = RawHTTP(port: f.running.port)
            let document = try await raw.send("GET", "/openapi.json")
            #expect(document.status == 200)
            #expect(try await raw.send("GET", "/").status == 404)
            #expect(try await raw.send("GET", "/api/auth/me?x=1", headers: Self.auth).status == 200)
        }
    }
}
