import Foundation
import LockCore
import Testing

@testable import LockFlows

/// The in-process backend's token handling (security.md requirement 10, fault tests 18-21).
struct PasswordResetBackendTests {
    static let fastHardened: PasswordResetBackendPolicy = {
        var policy = PasswordResetBackendPolicy.hardened
        policy.passwordVerifier = .pbkdf2SHA256(rounds: 1_000)
        return policy
    }()

    static let fastPermissive: PasswordResetBackendPolicy = {
        var policy = PasswordResetBackendPolicy.permissive
        policy.passwordVerifier = .pbkdf2SHA256(rounds: 1_000)
        return policy
    }()

    private func backend(_ policy: PasswordResetBackendPolicy = fastHardened) async throws
        -> InMemoryPasswordResetBackend
    {
        let backend = InMemoryPasswordResetBackend(policy: policy)
        try await backend.register(email: "ann@example.com", password: "OldPassw0rd")
        try await backend.register(email: "bob@example.com", password: "BobPassw0rd")
        return backend
    }

    private func requestToken(_ backend: InMemoryPasswordResetBackend, email: String = "ann@example.com")
        async throws -> String
    {
        _ = try await backend.requestPasswordReset(email: email)
        return try #require(await backend.outbox.last).token
    }

    // Checklist "Email Reception": Email received
    @Test func checklistEmailReception_aKnownAddressGetsALinkEmail() async throws {
        let backend = try await backend()
        _ = try await backend.requestPasswordReset(email: "Ann@Example.COM")
        let email = try #require(await backend.outbox.last)
        #expect(email.to == "ann@example.com")
        #expect(email.link.url.absoluteString.hasPrefix("artitec://reset-password?token="))
    }

    // Fault test 20: forgot-password for an existing vs unknown email -> same status and body
    @Test func unknownAddressesGetTheSameAnswerAndNoEmail() async throws {
        let backend = try await backend()
        let known = try await backend.requestPasswordReset(email: "ann@example.com")
        let unknown = try await backend.requestPasswordReset(email: "nobody@example.com")
        #expect(known == unknown)
        #expect(await backend.outbox.count == 1)
    }

    // Requirement 10: tokens from a CSPRNG (32 bytes, hex), never repeated
    @Test func tokensAre256BitHexAndDistinct() async throws {
        let backend = try await backend(Self.fastPermissive)
        var seen = Set<String>()
        for _ in 0..<50 {
            seen.insert(try await requestToken(backend))
            await backend.advance(by: .seconds(3600))  // past the limit of 5 requests an hour per address
        }
        #expect(seen.count == 50)
        #expect(seen.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
    }

    // Issue 39: the server's checks and limits, in process too
    @Test func aMalformedAddressIsRefusedAndTheSixthRequestInAnHourIsLimited() async throws {
        let backend = try await backend()
        await #expect(throws: PasswordResetError.serverError("email must be a valid email address")) {
            try await backend.requestPasswordReset(email: "Ann@Example.com ")
        }
        for _ in 0..<5 { _ = try await backend.requestPasswordReset(email: "ann@example.com") }
        await #expect(throws: PasswordResetError.serverError(PasswordResetLimits.Message.tooManyResetRequests)) {
            try await backend.requestPasswordReset(email: "ANN@example.com")
        }
        #expect(await backend.outbox.count == 5)
        await backend.advance(by: .seconds(3600))
        _ = try await backend.requestPasswordReset(email: "ann@example.com")
        #expect(await backend.outbox.count == 6)
    }

    // Requirement 10: hashed at rest
    @Test func onlyTheTokensDigestIsStored() async throws {
        let backend = try await backend()
        let token = try await requestToken(backend)
        let stored = await backend.storedTokenDigests()
        #expect(stored == [InMemoryPasswordResetBackend.digest(of: token)])
        #expect(!stored.contains(token))
        #expect(InMemoryPasswordResetBackend.digest(of: "abc").hasPrefix("ba7816bf"))  // SHA-256("abc")
    }

    // Fault test 21: verify-reset-token does not consume or extend
    @Test func verifyNeitherUsesUpNorExtendsTheToken() async throws {
        let backend = try await backend()
        let token = try await requestToken(backend)
        let first = try await backend.verifyResetToken(token)
        await backend.advance(by: .seconds(60))
        let second = try await backend.verifyResetToken(token)
        #expect(first.valid && second.valid)
        #expect(first.expiresAt == "2026-01-01T00:10:00Z" && second.expiresAt == first.expiresAt)
        #expect(first.userEmail == "ann@example.com")
        _ = try await backend.resetPassword(token: token, newPassword: "NewPassw0rd")
        #expect(await backend.passwordMatches(email: "ann@example.com", password: "NewPassw0rd"))
        #expect(!(await backend.passwordMatches(email: "ann@example.com", password: "OldPassw0rd")))
    }

    // Checklist "Edge Cases": Token used twice → Error shown; fault test 21: replay rejected
    @Test func checklistEdgeCases_aTokenWorksOnceThenIsInvalid() async throws {
        let backend = try await backend()
        let token = try await requestToken(backend)
        _ = try await backend.resetPassword(token: token, newPassword: "NewPassw0rd")
        await #expect(throws: PasswordResetError.invalidToken) {
            try await backend.resetPassword(token: token, newPassword: "Another1Pass")
        }
        await #expect(throws: PasswordResetError.invalidToken) { try await backend.verifyResetToken(token) }
        #expect(await backend.passwordMatches(email: "ann@example.com", password: "NewPassw0rd"))
    }

    @Test func concurrentResetsWithOneTokenSucceedExactlyOnce() async throws {
        let backend = try await backend()
        let token = try await requestToken(backend)
        let successes = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<8 {
                group.addTask {
                    (try? await backend.resetPassword(token: token, newPassword: "Racer\(index)Pass")) != nil
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(successes == 1)
    }

    // Fault test 19: expired -> rejected; expiry uses the backend's injected time
    @Test(arguments: [(599, true), (600, false), (3_600, false)])
    func tokensExpireAfterTenMinutesOfBackendTime(secondsLater: Int, usable: Bool) async throws {
        let backend = try await backend()
        let token = try await requestToken(backend)
        await backend.advance(by: .seconds(secondsLater))
        let verify = try await backend.verifyResetToken(token)
        #expect(verify.valid == usable)
        if usable {
            _ = try await backend.resetPassword(token: token, newPassword: "NewPassw0rd")
        } else {
            #expect(verify.message == "This reset link has expired. Please request a new one.")
            await #expect(throws: PasswordResetError.tokenExpired) {
                try await backend.resetPassword(token: token, newPassword: "NewPassw0rd")
            }
        }
    }

    // Fault test 19: superseded -> rejected (a new request revokes the old token)
    @Test func aNewRequestRevokesTheOldToken() async throws {
        let backend = try await backend()
        let old = try await requestToken(backend)
        let new = try await requestToken(backend)
        await #expect(throws: PasswordResetError.invalidToken) { try await backend.verifyResetToken(old) }
        #expect(try await backend.verifyResetToken(new).valid)
        #expect(await backend.liveTokenCount(email: "ann@example.com") == 1)
    }

    // Requirement 10: bound to the user
    @Test func aTokenResetsOnlyTheAccountItWasIssuedFor() async throws {
        let backend = try await backend()
        let bobsToken = try await requestToken(backend, email: "bob@example.com")
        let response = try await backend.resetPassword(token: bobsToken, newPassword: "NewPassw0rd")
        #expect(response.userId == "user-2")
        #expect(await backend.passwordMatches(email: "bob@example.com", password: "NewPassw0rd"))
        #expect(await backend.passwordMatches(email: "ann@example.com", password: "OldPassw0rd"))
        #expect(await backend.liveTokenCount(email: "ann@example.com") == 0)
    }

    // Fault test 21: sessions killed
    @Test func aResetSignsTheAccountOutEverywhere() async throws {
        let backend = try await backend()
        await backend.openSession(email: "ann@example.com")
        await backend.openSession(email: "ann@example.com")
        let token = try await requestToken(backend)
        _ = try await backend.resetPassword(token: token, newPassword: "NewPassw0rd")
        #expect(await backend.sessionCount(email: "ann@example.com") == 0)
    }

    @Test func aWeakPasswordIsRefusedAndTheTokenStaysUsable() async throws {
        let backend = try await backend()
        let token = try await requestToken(backend)
        await #expect(throws: PasswordResetError.self) {
            try await backend.resetPassword(token: token, newPassword: "password123")
        }
        do {
            _ = try await backend.resetPassword(token: token, newPassword: "password123")
        } catch let error as PasswordResetError {
            guard case .weakPassword(let detail) = error else { throw error }
            #expect(detail.contains("Password"))
        }
        _ = try await backend.resetPassword(token: token, newPassword: "NewPassw0rd")
    }

    @Test func theServerCanEnforceTheNISTRule() async throws {
        var policy = Self.fastHardened
        policy.passwordRule = .nist80063B
        let backend = try await backend(policy)
        let token = try await requestToken(backend)
        await #expect(throws: PasswordResetError.self) {
            try await backend.resetPassword(token: token, newPassword: "Password123")
        }
        _ = try await backend.resetPassword(token: token, newPassword: "correct horse battery staple")
    }

    @Test(arguments: ["", "garbage", String(repeating: "0", count: 64)])
    func unknownTokensAreInvalid(token: String) async throws {
        let backend = try await backend()
        _ = try await requestToken(backend)
        await #expect(throws: PasswordResetError.invalidToken) { try await backend.verifyResetToken(token) }
        await #expect(throws: PasswordResetError.invalidToken) {
            try await backend.resetPassword(token: token, newPassword: "NewPassw0rd")
        }
    }

    @Test func thePermissivePolicyShowsWhatTheFixesPrevent() async throws {
        let backend = try await backend(Self.fastPermissive)
        await backend.openSession(email: "ann@example.com")
        let old = try await requestToken(backend)
        _ = try await requestToken(backend)
        await backend.advance(by: .seconds(60 * 60))
        _ = try await backend.resetPassword(token: old, newPassword: "NewPassw0rd")  // superseded, an hour old
        _ = try await backend.resetPassword(token: old, newPassword: "Replay1Pass")  // and replayed
        #expect(await backend.sessionCount(email: "ann@example.com") == 1)
    }

    @Test func expiryFollowsTheInjectedTimeNotTheSystemClock() async throws {
        let backend = try await backend()
        await backend.setTime(WallClockInstant(secondsSince1970: 0))
        let token = try await requestToken(backend)
        #expect(try await backend.verifyResetToken(token).expiresAt == "1970-01-01T00:10:00Z")
        #expect(await backend.outbox.last?.sentAt == WallClockInstant(secondsSince1970: 0))
    }
}
