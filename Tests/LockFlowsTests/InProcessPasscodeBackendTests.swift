import LockCore
import Testing

@testable import LockFlows

/// The in-process backend applies the rules it is given, on its injected clock.
struct InProcessPasscodeBackendTests {
    @Test func theBackendAppliesTheRulesItIsGiven() async throws {
        let backend = InProcessPasscodeBackend(clock: SharedVirtualClock(), rules: PasscodeServerRules(guessCap: 2))
        await backend.seed(passcode: "482916")
        for _ in 1...2 { #expect(try await !backend.verifyPasscode(VerifyPasscodeRequest(passcode: "000001")).valid) }
        await #expect(
            throws: PasscodeAPIError.server(status: 429, message: "Too many failed attempts. Reset your passcode.")
        ) {
            try await backend.verifyPasscode(VerifyPasscodeRequest(passcode: "482916"))
        }
    }

    @Test func aResetCodeExpiresOnTheInjectedClockAtExactlyItsLifetime() async throws {
        let clock = SharedVirtualClock()
        let backend = InProcessPasscodeBackend(
            clock: clock, rules: PasscodeServerRules(resetCodeLifetime: .seconds(60)))
        _ = try await backend.requestPasscodeReset(ResetPasscodeRequestBody())
        clock.update { $0.advance(by: .seconds(60)) }
        let code = try #require(await backend.latestResetCode)
        await #expect(throws: PasscodeAPIError.server(status: 400, message: "Invalid or expired reset code")) {
            try await backend.resetPasscode(ResetPasscodeRequest(code: code, newPasscode: "482916"))
        }
    }

    @Test func aResetCodeFromBeforeARebootIsDead() async throws {
        let clock = SharedVirtualClock()
        let backend = InProcessPasscodeBackend(clock: clock)
        clock.update { $0.advance(by: .seconds(300)) }
        _ = try await backend.requestPasscodeReset(ResetPasscodeRequestBody())
        // After the reboot the monotonic clock starts again near zero: the code must not look younger.
        clock.update { $0.reboot() }
        let code = try #require(await backend.latestResetCode)
        await #expect(throws: PasscodeAPIError.server(status: 400, message: "Invalid or expired reset code")) {
            try await backend.resetPasscode(ResetPasscodeRequest(code: code, newPasscode: "482916"))
        }
        #expect(await !backend.holds(passcode: "482916"))
    }

    @Test func aSeededBackendSendsTheSameCodesEveryRun() async throws {
        func codes() async throws -> [String] {
            let backend = InProcessPasscodeBackend(clock: SharedVirtualClock(), resetCodeSeed: 42)
            for _ in 1...3 { _ = try await backend.requestPasscodeReset(ResetPasscodeRequestBody()) }
            return await backend.sentResetCodes
        }
        let first = try await codes()
        #expect(first == (try await codes()))
        #expect(Set(first).count == 3)
    }
}
