import Foundation
import LockCore
import LockFlows
import ReferenceServerTesting
import Synchronization
import Testing

@testable import ReferenceServer

/// Issue 38: forgot-password and login cost the same for known and unknown accounts, whatever the load, in test
/// mode too. Login does equal work (the same SQL statements, in order, read from the database's own trace, and one
/// verifier check each); forgot-password answers at a fixed time after its arrival. The timing itself is a figure
/// (`server-bench forgot-password`, `server-bench login`), not a test.
struct EqualCostTests {
    /// The SQL of every statement the database runs, collected.
    final class StatementLog: Sendable {
        private let statements = Mutex<[String]>([])
        func record(_ sql: String) { statements.withLock { $0.append(sql) } }
        /// What was recorded since the last call.
        func take() -> [String] {
            statements.withLock { taken in
                defer { taken = [] }
                return taken
            }
        }
    }

    /// Password-reset accounts for the default scope on an in-memory database traced into `log`, with test mode's
    /// cheap verifier (where the database work is most of a login's cost) and limits no test reaches.
    static func accounts(log: StatementLog) throws -> PasswordResetAccounts {
        let verifier = PasscodeVerifier.pbkdf2SHA256(rounds: 1000)
        var policy = PasswordResetBackendPolicy.hardened
        policy.passwordVerifier = verifier
        var limits = PasswordResetLimits()
        limits.loginFailuresPerAddress.count = 1_000
        limits.loginFailuresPerClient.count = 1_000
        limits.loginFailuresPerAddressFromAnyClient.count = 1_000
        return PasswordResetAccounts(
            store: PasswordResetStore(database: try PasscodeDatabase(path: nil, trace: log.record), verifier: verifier),
            rules: PasswordResetServerRules(policy: policy, limits: limits), scope: "", clock: ManualServerClock(),
            limiter: RequestLimiter(), afterAnswer: AfterAnswerQueue()
        ) { _ in }
    }

    /// Before: a wrong password read the user, its tokens and its verifier and deleted its spent tokens (six
    /// statements); an unknown address ran three. With a cheap verifier that was 1.21x the time.
    @Test func aWrongPasswordAndAnUnknownAddressRunTheSameStatements() async throws {
        let log = StatementLog()
        let accounts = try Self.accounts(log: log)
        try await accounts.createUser(id: "ann", email: "ann@example.com", name: "Ann", password: "OldPassw0rd")
        // A spent reset link, so the known address has token rows to read too.
        _ = try await accounts.call(PasswordResetRoutes.forgotPassword, ForgotPasswordRequest(email: "ann@example.com"))
        await accounts.waitForSentMail()
        _ = log.take()

        await #expect(throws: DetailError.self) {
            try await accounts.call(PasswordResetRoutes.login, LoginRequest(email: "ann@example.com", password: "nope"))
        }
        let wrongPassword = log.take()
        await #expect(throws: DetailError.self) {
            try await accounts.call(
                PasswordResetRoutes.login, LoginRequest(email: "nobody@example.com", password: "nope"))
        }
        let unknownAddress = log.take()
        #expect(wrongPassword.count >= 4, "\(wrongPassword)")
        #expect(unknownAddress == wrongPassword)
        // The right password still logs in (the decoy is never a user).
        #expect(
            try await accounts.call(
                PasswordResetRoutes.login, LoginRequest(email: "ann@example.com", password: "OldPassw0rd")
            ).userId == "ann")
    }

    /// The decoy an unknown address reads is no account: no address, however spelled, logs in with it or gets a
    /// reset link for it.
    @Test(arguments: ["", " ", "\u{0}decoy"])
    func theDecoyIsNoAccount(email: String) async throws {
        let accounts = try Self.accounts(log: StatementLog())
        await #expect(throws: DetailError.self) {
            try await accounts.call(PasswordResetRoutes.login, LoginRequest(email: email, password: ""))
        }
    }

    /// Before: forgot-password answered as soon as it had checked its limits, and the work left for a known
    /// address (a token stored, an email sent) weighed on the next requests: 1.11-1.25x under load. Now both
    /// answers leave at the fixed time after arrival (here 300 ms), and the known address still gets its link.
    @Test func forgotPasswordAnswersAtTheFixedTimeForKnownAndUnknownAddresses() async throws {
        try await ServerFixture.withTestMode(configure: { $0.forgotPasswordAnswerTime = .milliseconds(300) }) { _, t in
            let sandbox = try await t.createSandbox()
            var times: [String: Duration] = [:]
            for email in ["ann@example.com", "nobody@example.com"] {
                let started = ContinuousClock.now
                let answer = try await t.call(
                    "POST", "/v1/auth/forgot-password", body: ForgotPasswordRequest(email: email),
                    sandbox: sandbox.sandbox)
                times[email] = ContinuousClock.now - started
                #expect(answer.status == 200)
            }
            for (email, time) in times { #expect(time >= .milliseconds(300), "\(email) answered after \(time)") }
            let mail = try await t.outbox(sandbox.sandbox).messages.filter { $0.kind == .passwordResetLink }
            #expect(mail.map(\.to) == ["ann@example.com"])
        }
    }
}
