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
                    : try await Self.call(f, "/v1/auth/reset-password", ["token": guess, "new_password": "NewPassw0rd!"])
                #expect(answer.status == 400)
            }
            let refused = try await Self.call(f, "/v1/auth/verify-reset-token", ["token": "f00d"])
            #expect(refused.status == 429)
            #expect(refused.retryAfter == "900")
            #expect(refused.body == #"{"detail":"Too many invalid reset tokens from this client; try again later"}"#)
            let reset = try await Self.call(f, "/v1/auth/reset-password", ["token": token, "new_password": "NewPassw0rd!"])
            #expect(reset.status == 429)

            f.clock.advance(by: 900)
            #expect(try await Self.call(f, "/v1/auth/verify-reset-token", ["token": token]).status == 200)
        }
    }

    @Test func theLimitsAreConfigurable() async throws {
        try await ServerFixture.with(configure: {
            $0.passwordResetLimits.forgotPasswordPerAddress = RateLimit(count: 1, window: .seconds(60))
        }) { f in
            let first = try await Self.forgot(f, "dev@example.com")
            #expect(first.status == 200)
            #expect(try await Self.forgot(f, "dev@example.com") == Answer(status: 429, body: Self.tooManyRequests, retryAfter: "60"))
        }
    }
}
