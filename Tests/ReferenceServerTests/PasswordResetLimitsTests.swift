import Foundation
import LockFlows
import PasscodeHTTPClient
import ReferenceServer
import ReferenceServerTesting
import Testing

/// Issue 27: forgot-password had no rate limit (500 mails to one address in 0.57 s) and reset-token guesses were
/// unlimited. Both are now counted on the server's (injected) clock and answer `429 {"detail"}` with `Retry-After`.
struct PasswordResetLimitsTests {
    struct Answer: Equatable {
        let status: Int
        let body: String
        let retryAfter: String?
    }

    static func forgot(_ f: ServerFixture, _ email: String) async throws -> Answer {
        try await call(f, "/v1/auth/forgot-password", ["email": email])
    }

    static func call(_ f: ServerFixture, _ path: String, _ body: [String: String]) async throws -> Answer {
        let answer = try await f.raw("POST", path, body: try JSONEncoder().encode(body), token: nil)
        return Answer(
            status: answer.status, body: String(decoding: answer.data, as: UTF8.self),
            retryAfter: answer.headers["retry-after"])
    }

    static let tooManyRequests = #"{"detail":"Too many password reset requests; try again later"}"#

    @Test func forgotPasswordIsLimitedPerAddressWithTheSameAnswerForKnownAndUnknownAddresses() async throws {
        try await ServerFixture.with { f in
            for _ in 0..<5 {
                #expect(try await Self.forgot(f, "dev@example.com").status == 200)
                #expect(try await Self.forgot(f, "nobody@example.com").status == 200)
            }
            let known = try await Self.forgot(f, "dev@example.com")
            let unknown = try await Self.forgot(f, "nobody@example.com")
            #expect(known == Answer(status: 429, body: Self.tooManyRequests, retryAfter: "3600"))
            #expect(unknown == known)
            // The address counts however it is spelt; another address is not limited.
            #expect(try await Self.forgot(f, "Dev@Example.COM").status == 429)
            #expect(try await Self.forgot(f, "ann@example.com").status == 200)

            f.clock.advance(by: 1800)
            #expect(try await Self.forgot(f, "dev@example.com").retryAfter == "1800")
            f.clock.advance(by: 1800)
            #expect(try await Self.forgot(f, "dev@example.com").status == 200)
            #expect(try await Self.forgot(f, "nobody@example.com").status == 200)

            // Only the answered requests for the known address mailed a link: 5, then 1 after the window.
            await f.server.passwordReset.waitForSentMail()
            #expect(f.outbox.sent.filter { $0.account == "dev@example.com" }.count == 6)
            #expect(f.outbox.sent.allSatisfy { $0.account == "dev@example.com" })
        }
    }

    /// Issue 38: anyone could use up an address's 5 reset mails an hour, and its owner's own request then got 429.
    /// The 5 now count per address-and-client pair; only the address's count from all clients (here 8) stops
    /// everyone, and bounds the mail the address is sent.
    @Test func anotherClientUsingUpAnAddressesLinksLeavesTheOwnersShare() async throws {
        try await ServerFixture.with(configure: {
            $0.passwordResetLimits.forgotPasswordPerAddressFromAnyClient = RateLimit(count: 8, window: .seconds(3600))
        }) { f in
            let accounts = f.server.passwordReset
            let (attacker, owner, third) = ("203.0.113.7", "198.51.100.2", "192.0.2.9")
            func refused(_ client: String) async -> Bool {
                do {
                    _ = try await accounts.call(
                        PasswordResetRoutes.forgotPassword, ForgotPasswordRequest(email: "dev@example.com"),
                        client: client)
                    return false
                } catch {
                    return "\(error)".contains(PasswordResetLimits.Message.tooManyResetRequests)
                }
            }
            for _ in 0..<5 { #expect(await refused(attacker) == false) }
            #expect(await refused(attacker))
            // The owner, from their own client, still gets a link.
            #expect(await refused(owner) == false)
            // All clients together: 2 more reach the address's 8, and then nobody gets one within the hour.
            for _ in 0..<2 { #expect(await refused(third) == false) }
            #expect(await refused(owner))
            await accounts.waitForSentMail()
            #expect(f.outbox.sent.filter { $0.account == "dev@example.com" }.count == 8)
        }
    }

    @Test func forgotPasswordIsLimitedPerClient() async throws {
        try await ServerFixture.with { f in
            let limit = PasswordResetLimits().forgotPasswordPerClient.count
            for index in 0..<limit {
                #expect(try await Self.forgot(f, "person\(index)@example.com").status == 200)
            }
            let refused = try await Self.forgot(f, "person\(limit)@example.com")
            #expect(refused == Answer(status: 429, body: Self.tooManyRequests, retryAfter: "3600"))
            #expect(try await Self.forgot(f, "dev@example.com") == refused)
            f.clock.advance(by: 3600)
            #expect(try await Self.forgot(f, "dev@example.com").status == 200)
        }
    }

    @Test func resetTokenGuessesAreLimitedPerClientAndARealTokenDoesNotCount() async throws {
        try await ServerFixture.with { f in
            #expect(try await Self.forgot(f, "dev@example.com").status == 200)
            await f.server.passwordReset.waitForSentMail()
            let link = try #require(f.outbox.sent.last?.code)
            let token = try ResetPasswordLink(parsing: link).token
            for _ in 0..<5 {
                #expect(try await Self.call(f, "/v1/auth/verify-reset-token", ["token": token]).status == 200)
            }
            let limit = PasswordResetLimits().tokenGuessesPerClient.count
            for index in 0..<limit {
                let guess = String(repeating: String(index % 10), count: 64)
                let answer =
                    index.isMultiple(of: 2)
                    ? try await Self.call(f, "/v1/auth/verify-reset-token", ["token": guess])
                    : try await Self.call(
                        f, "/v1/auth/reset-password", ["token": guess, "new_password": "NewPassw0rd!"])
                #expect(answer.status == 400)
            }
            let refused = try await Self.call(f, "/v1/auth/verify-reset-token", ["token": "f00d"])
            #expect(refused.status == 429)
            #expect(refused.retryAfter == "900")
            #expect(refused.body == #"{"detail":"Too many invalid reset tokens from this client; try again later"}"#)
            let reset = try await Self.call(
                f, "/v1/auth/reset-password", ["token": token, "new_password": "NewPassw0rd!"])
            #expect(reset.status == 429)

            f.clock.advance(by: 900)
            #expect(try await Self.call(f, "/v1/auth/verify-reset-token", ["token": token]).status == 200)
        }
    }

    static let tooManyFailedLogins = #"{"detail":"Too many failed logins; try again later"}"#

    static func login(_ f: ServerFixture, _ email: String, _ password: String) async throws -> Answer {
        try await call(f, "/v1/auth/login", ["email": email, "password": password])
    }

    /// Password guesses at `/v1/auth/login` were unlimited: failures now count per address, a wrong password and an
    /// unknown address alike, with one 429 for both.
    /// (A limit of 3 rather than the default 10: each failure costs the verifier's work, the same for both.)
    @Test func failedLoginsAreLimitedPerAddressAlikeForKnownAndUnknownAddresses() async throws {
        try await ServerFixture.with(configure: {
            $0.passwordResetLimits.loginFailuresPerAddress = RateLimit(count: 3, window: .seconds(900))
        }) { f in
            for _ in 0..<3 {
                #expect(try await Self.login(f, "dev@example.com", "guess").status == 401)
                #expect(try await Self.login(f, "nobody@example.com", "guess").status == 401)
            }
            let known = try await Self.login(f, "dev@example.com", "guess")
            let unknown = try await Self.login(f, "nobody@example.com", "guess")
            #expect(known == Answer(status: 429, body: Self.tooManyFailedLogins, retryAfter: "900"))
            #expect(unknown == known)
            #expect(try await Self.login(f, " DEV@example.com", "guess").status == 429)
            #expect(try await Self.login(f, "ann@example.com", "guess").status == 401)
            f.clock.advance(by: 900)
            #expect(try await Self.login(f, "dev@example.com", "guess").status == 401)
        }
    }

    @Test func failedLoginsAreLimitedPerClientAndASuccessDoesNotCount() async throws {
        try await ServerFixture.withTestMode(configure: {
            $0.passwordResetLimits.loginFailuresPerClient = RateLimit(count: 3, window: .seconds(900))
        }) { _, t in
            let sandbox = try await t.createSandbox()
            let api = t.passwordResetAPI(sandbox)
            for _ in 0..<5 {
                #expect(try await api.login(email: "ann@example.com", password: "OldPassw0rd").message == "Logged in.")
            }
            for index in 0..<3 {
                let wrong = try await t.call(
                    "POST", "/v1/auth/login", body: LoginRequest(email: "user\(index)@example.com", password: "nope"),
                    sandbox: sandbox.sandbox)
                #expect(wrong.status == 401)
            }
            let limited = try await t.call(
                "POST", "/v1/auth/login", body: LoginRequest(email: "ann@example.com", password: "OldPassw0rd"),
                sandbox: sandbox.sandbox)
            #expect(limited.status == 429)
            #expect(limited.headers["retry-after"] == "900")
        }
    }

    @Test func theLimitsAreConfigurable() async throws {
        try await ServerFixture.with(configure: {
            $0.passwordResetLimits.forgotPasswordPerAddress = RateLimit(count: 1, window: .seconds(60))
        }) { f in
            let first = try await Self.forgot(f, "dev@example.com")
            #expect(first.status == 200)
            #expect(
                try await Self.forgot(f, "dev@example.com")
                    == Answer(status: 429, body: Self.tooManyRequests, retryAfter: "60"))
        }
    }
}
