import Foundation
import LockFlows
import PasscodeHTTPClient
import ReferenceServer
import Testing

/// Test mode over HTTP: sandboxes are isolated, each fault kind plays out on the wire, and outside test mode the
/// `/test` routes do not exist.
struct TestModeTests {
    @Test func sandboxesAreIsolated() async throws {
        try await ServerFixture.withTestMode { f, t in
            let a = try await t.createSandbox(email: "ann@example.com", now: 1_800_000_000, passcode: "482916")
            let b = try await t.createSandbox(email: "ann@example.com", now: 1_900_000_000)
            let apiA = t.passcodeAPI(a)
            let apiB = t.passcodeAPI(b)
            #expect(
                try await apiA.currentUser()
                    == CurrentUserPasscodeState(hasPasscode: true, passcodeEnabled: true, passcodeTimeoutMinutes: nil))
            #expect(try await apiB.currentUser().hasPasscode == false)
            #expect(try await f.api.currentUser().hasPasscode == false)

            // A token works only in its own sandbox; the dev token not in a sandbox.
            let crossed = HTTPPasscodeAPI(
                baseURL: f.baseURL, token: a.token, extraHeaders: [TestModeEndpoint.sandboxHeader: b.sandbox])
            await #expect(throws: PasscodeAPIError.self) { try await crossed.currentUser() }
            let devInA = HTTPPasscodeAPI(
                baseURL: f.baseURL, token: "lockharness-dev-token",
                extraHeaders: [TestModeEndpoint.sandboxHeader: a.sandbox])
            await #expect(throws: PasscodeAPIError.self) { try await devInA.currentUser() }

            // Mail, tokens and clocks stay in their sandbox.
            _ = try await apiA.requestPasscodeReset(ResetPasscodeRequestBody())
            _ = try await t.passwordResetAPI(a).requestPasswordReset(email: "ann@example.com")
            let mailA = try await t.outbox(a.sandbox).messages
            #expect(mailA.map(\.kind) == [.passcodeResetCode, .passwordResetLink])
            #expect(mailA.allSatisfy { $0.to == "ann@example.com" && $0.sentAt == 1_800_000_000 })
            #expect(try await t.outbox(b.sandbox).messages.isEmpty)
            #expect(try await t.outbox(nil).messages.isEmpty)
            #expect(f.outbox.sent.count == 2)  // the printed outbox still gets both
            let tokenA = try await t.latestResetToken(a.sandbox)
            await #expect(throws: PasswordResetError.invalidToken) {
                try await t.passwordResetAPI(b).verifyResetToken(tokenA)
            }
            #expect(try await t.advance(30, sandbox: b.sandbox).now == 1_900_000_030)
            #expect(try await t.advance(0, sandbox: a.sandbox).now == 1_800_000_000)
            _ = try await t.inject(
                InjectFaultRequest(route: "/api/auth/me", kind: .status, status: 500), sandbox: b.sandbox)
            #expect(try await apiA.currentUser().hasPasscode)
        }
    }

    @Test func aFullRegistryRetiresTheOldestSandboxInsteadOfRefusingNewOnes() async throws {
        try await ServerFixture.withTestMode(configure: { $0.maxSandboxes = 2 }) { _, t in
            let first = try await t.createSandbox()
            let second = try await t.createSandbox()
            let third = try await t.createSandbox()
            await #expect(throws: PasscodeAPIError.self) { _ = try await t.passcodeAPI(first).currentUser() }
            #expect(try await t.passcodeAPI(second).currentUser().hasPasscode == false)
            #expect(try await t.passcodeAPI(third).currentUser().hasPasscode == false)
        }
    }

    @Test func eachSandboxClockDrivesItsOwnResetCodeExpiry() async throws {
        try await ServerFixture.withTestMode { _, t in
            let a = try await t.createSandbox(passcode: "482916")
            let b = try await t.createSandbox(passcode: "482916")
            for s in [a, b] { _ = try await t.passcodeAPI(s).requestPasscodeReset(ResetPasscodeRequestBody()) }
            let codeA = try #require(try await t.outbox(a.sandbox).messages.last?.code)
            let codeB = try #require(try await t.outbox(b.sandbox).messages.last?.code)
            _ = try await t.advance(600, sandbox: a.sandbox)  // reset codes live 10 minutes
            await #expect(throws: PasscodeAPIError.self) {
                try await t.passcodeAPI(a).resetPasscode(ResetPasscodeRequest(code: codeA, newPasscode: "730519"))
            }
            let reset = try await t.passcodeAPI(b).resetPasscode(
                ResetPasscodeRequest(code: codeB, newPasscode: "730519"))
            #expect(reset.message == PasscodeServerRules.Message.passcodeReset)
            let set = try await t.call(
                "PUT", "/test/clock", body: SetTestClockRequest(now: 1_700_000_000), sandbox: b.sandbox)
            #expect(try t.decode(TestClockResponse.self, set).now == 1_700_000_000)
        }
    }

    /// schemathesis found it: a sandbox's `now` of 1e10 seconds (inside the document's old bound, the year 3000)
    /// overflowed the instant's nanoseconds and stopped the server. Clocks now stay within the year 2255: a `now`
    /// beyond it, or an advance past it, is a 400 naming the field, and the server keeps answering.
    @Test func clocksBeyondTheRangeAnInstantHoldsAreRefusedNotACrash() async throws {
        try await ServerFixture.withTestMode { _, t in
            let tooLate = try await t.call(
                "POST", "/test/sandboxes",
                rawBody: Data(#"{"email": "a@example.com", "password": "OldPassw0rd", "now": 1e10}"#.utf8))
            #expect(tooLate.status == 400)
            #expect(tooLate.text.contains("now must be seconds since 1970 between 0 and 9000000000"), "\(tooLate.text)")
            let sandbox = try await t.createSandbox()
            let set = try await t.call(
                "PUT", "/test/clock", body: SetTestClockRequest(now: 2e10), sandbox: sandbox.sandbox)
            #expect(set.status == 400)
            let edge = try await t.call(
                "PUT", "/test/clock", body: SetTestClockRequest(now: 8.9e9), sandbox: sandbox.sandbox)
            #expect(edge.status == 200)
            let past = try await t.call(
                "POST", "/test/clock/advance", body: AdvanceTestClockRequest(seconds: 315_360_000),
                sandbox: sandbox.sandbox)
            #expect(past.status == 400)
            #expect(past.text.contains("would move the clock past 9000000000"), "\(past.text)")
            let me = try await t.call(
                "GET", "/api/auth/me", sandbox: sandbox.sandbox, headers: ["Authorization": "Bearer \(sandbox.token)"])
            #expect(me.status == 200)
        }
    }

    @Test func statusFaultAnswersWithTheRoutesErrorBodyForTheNextNCalls() async throws {
        try await ServerFixture.withTestMode { _, t in
            let s = try await t.createSandbox()
            let queued = try await t.inject(
                InjectFaultRequest(route: "/api/auth/me", kind: .status, count: 2, status: 500, message: "boom"),
                sandbox: s.sandbox)
            #expect(queued == InjectFaultResponse(route: "/api/auth/me", queued: 2))
            for _ in 0..<2 {
                await #expect(throws: PasscodeAPIError.server(status: 500, message: "boom")) {
                    try await t.passcodeAPI(s).currentUser()
                }
            }
            #expect(try await t.passcodeAPI(s).currentUser().hasPasscode == false)

            _ = try await t.inject(
                InjectFaultRequest(route: "/v1/auth/forgot-password", kind: .status, status: 500, message: "down"),
                sandbox: s.sandbox)
            await #expect(throws: PasswordResetError.serverError("down")) {
                try await t.passwordResetAPI(s).requestPasswordReset(email: "ann@example.com")
            }
        }
    }

    @Test func unavailableFaultIs503WithRetryAfter() async throws {
        try await ServerFixture.withTestMode { _, t in
            let s = try await t.createSandbox()
            _ = try await t.inject(
                InjectFaultRequest(route: "/v1/auth/verify-reset-token", kind: .unavailable, retryAfterSeconds: 7),
                sandbox: s.sandbox)
            let answer = try await t.call(
                "POST", "/v1/auth/verify-reset-token", body: VerifyResetTokenRequest(token: "x"), sandbox: s.sandbox)
            #expect(answer.status == 503)
            #expect(answer.headers["retry-after"] == "7")
            #expect(try t.decode([String: String].self, answer)["detail"] != nil)
        }
    }

    @Test func resetFaultDropsTheConnectionAndTheClientSeesATransportError() async throws {
        try await ServerFixture.withTestMode { _, t in
            let s = try await t.createSandbox()
            _ = try await t.inject(InjectFaultRequest(route: "/api/auth/me", kind: .reset), sandbox: s.sandbox)
            do {
                _ = try await t.passcodeAPI(s).currentUser()
                Issue.record("a reset fault gave a valid answer")
            } catch let error as PasscodeAPIError {
                guard case .transport(let message) = error else { throw error }
                print("reset fault, as URLSession reports it: \(message)")
            }
            #expect(try await t.passcodeAPI(s).currentUser().hasPasscode == false)

            _ = try await t.inject(
                InjectFaultRequest(route: "/v1/auth/forgot-password", kind: .reset), sandbox: s.sandbox)
            do {
                _ = try await t.passwordResetAPI(s).requestPasswordReset(email: "ann@example.com")
                Issue.record("a reset fault gave a valid answer")
            } catch let error as URLError {
                print("reset fault on /v1, as URLSession reports it: \(error.code)")
            }
        }
    }

    @Test func hangFaultLastsUntilTheClientTimesOut() async throws {
        try await ServerFixture.withTestMode(configure: { $0.hangLimit = .seconds(5) }) { _, t in
            let s = try await t.createSandbox()
            _ = try await t.inject(InjectFaultRequest(route: "/api/auth/me", kind: .hang), sandbox: s.sandbox)
            let started = ContinuousClock.now
            await #expect(throws: PasscodeAPIError.timeout) {
                try await t.passcodeAPI(s, timeout: .seconds(1)).currentUser()
            }
            #expect(ContinuousClock.now - started >= .milliseconds(900))
            #expect(try await t.passcodeAPI(s).currentUser().hasPasscode == false)
        }
    }

    @Test func malformedJSONFaultIsA200ThatDoesNotDecode() async throws {
        try await ServerFixture.withTestMode { _, t in
            let s = try await t.createSandbox()
            _ = try await t.inject(InjectFaultRequest(route: "/api/auth/me", kind: .malformedJSON), sandbox: s.sandbox)
            do {
                _ = try await t.passcodeAPI(s).currentUser()
                Issue.record("malformed JSON decoded")
            } catch let error as PasscodeAPIError {
                guard case .invalidResponse = error else { throw error }
            }
        }
    }

    @Test func latencyFaultAnswersNormallyAfterTheDelay() async throws {
        try await ServerFixture.withTestMode { _, t in
            let s = try await t.createSandbox()
            _ = try await t.inject(
                InjectFaultRequest(route: "/api/auth/me", kind: .latency, latencyMilliseconds: 400), sandbox: s.sandbox)
            let started = ContinuousClock.now
            #expect(try await t.passcodeAPI(s).currentUser().hasPasscode == false)
            #expect(ContinuousClock.now - started >= .milliseconds(400))
        }
    }

    @Test func faultsCanBeClearedAndBadFaultsAreRefused() async throws {
        try await ServerFixture.withTestMode { _, t in
            let s = try await t.createSandbox()
            _ = try await t.inject(
                InjectFaultRequest(route: "/api/auth/me", kind: .status, count: 5), sandbox: s.sandbox)
            #expect(try await t.call("DELETE", "/test/faults", sandbox: s.sandbox).status == 204)
            #expect(try await t.passcodeAPI(s).currentUser().hasPasscode == false)
            let unknown = try await t.call(
                "POST", "/test/faults", body: InjectFaultRequest(route: "/nope", kind: .reset), sandbox: s.sandbox)
            #expect(unknown.status == 400)
            #expect(unknown.text.contains("route"))
            let noLatency = try await t.call(
                "POST", "/test/faults", body: InjectFaultRequest(route: "/api/auth/me", kind: .latency),
                sandbox: s.sandbox)
            #expect(noLatency.status == 400)
            #expect(noLatency.text.contains("latency_ms"))
            let badKind = try await t.call(
                "POST", "/test/faults", sandbox: s.sandbox,
                rawBody: Data(#"{"route": "/api/auth/me", "kind": "melt"}"#.utf8))
            #expect(badKind.status == 400)
        }
    }

    @Test func outsideTestModeTheTestRoutesAre404AndTheSandboxHeaderIsRefused() async throws {
        try await ServerFixture.with { f in
            let t = TestRoutesProbe(baseURL: f.baseURL)
            for endpoint in TestModeEndpoint.allCases {
                let body = endpoint.method.sendsBody ? Data("{}".utf8) : nil
                #expect(try await t.call(endpoint.method.rawValue, endpoint.path, rawBody: body).status == 404)
            }
            let header = try await t.call(
                "GET", "/api/auth/me", sandbox: "abc", headers: ["Authorization": "Bearer lockharness-dev-token"])
            #expect(header.status == 400)
            #expect(header.text.contains(TestModeEndpoint.sandboxHeader))
        }
    }

    @Test func testModeIsRefusedOnANonLoopbackHost() {
        var configuration = ReferenceServerConfiguration()
        configuration.testMode = true
        configuration.host = "0.0.0.0"
        #expect(throws: PasscodeServerError.self) { try ReferenceServer(configuration: configuration) }
        #expect(LoopbackHost.contains("127.0.0.1"))
        #expect(LoopbackHost.contains("::1"))
        #expect(!LoopbackHost.contains("192.168.1.2"))
    }
}
