import Biometrics
import Harness
import LockCore
import LockFlows
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// Stage 04 "Lock Screen & App Integration" test table, rows 1-13, through a whole session.
struct Stage04LockScreenTests {
    static func session(
        policy: LockPolicy = .seedGrace, enabled: Bool = true, biometric: Bool = false,
        device: SimulatedBiometricDevice = SimulatedBiometricDevice(biometryType: .faceID)
    ) async throws -> AppSession {
        let session = try await AppSession(
            SessionConfiguration(
                policy: policy, device: device, passcode: "482916", passcodeEnabled: enabled,
                biometricEnabled: biometric))
        try await session.apply(.launch)
        return session
    }

    static func away(_ session: AppSession, for duration: Duration) async throws {
        try await session.apply(.background)
        try await session.apply(.advance(duration))
        try await session.apply(.foreground)
    }

    @Test func stage04Row1_lockOnBackgroundReturn() async throws {
        let session = try await Self.session()
        try await Self.away(session, for: .seconds(10))
        let snapshot = await session.snapshot()
        #expect(snapshot.locked && snapshot.screen == "lock" && snapshot.stepTitle == "Enter Passcode")
    }

    @Test func stage04Row2_noLockWithinGracePeriod() async throws {
        let session = try await Self.session()
        try await Self.away(session, for: .seconds(2))
        #expect(await session.snapshot().screen == "home")
    }

    @Test func stage04Row3_noLockWhenDisabled() async throws {
        let session = try await Self.session(enabled: false)
        try await Self.away(session, for: .seconds(3600))
        #expect(await !session.snapshot().locked)
    }

    @Test func stage04Row4_correctPINUnlocks() async throws {
        let session = try await Self.session()
        try await Self.away(session, for: .seconds(10))
        try await session.apply(.enterPIN("482916"))
        let snapshot = await session.snapshot()
        #expect(!snapshot.locked && snapshot.screen == "home")
    }

    @Test func stage04Row5_wrongPINShakesClearsAndShowsTheError() async throws {
        let session = try await Self.session()
        try await Self.away(session, for: .seconds(10))
        try await session.apply(.enterPIN("000001"))
        let snapshot = await session.snapshot()
        #expect(snapshot.locked && snapshot.shakeCount == 1 && snapshot.dots == 0)
        #expect(snapshot.error == "Incorrect passcode")
    }

    @Test func stage04Row6_threeWrongPINsEachShakeWithNoLockoutInV1() async throws {
        let session = try await Self.session()
        try await Self.away(session, for: .seconds(10))
        for attempt in 1...3 {
            try await session.apply(.enterPIN("000001"))
            #expect(await session.snapshot().shakeCount == attempt)
        }
        #expect(await session.snapshot().passcodeDelaySeconds == 0)
        try await session.apply(.enterPIN("482916"))
        #expect(await !session.snapshot().locked)
    }

    @Test func stage04Row7_biometricPromptsAutomaticallyWhenTheLockAppears() async throws {
        let session = try await Self.session(biometric: true)
        try await session.apply(.sensor(.latency(.milliseconds(800))))
        try await Self.away(session, for: .seconds(10))
        let snapshot = await session.snapshot()
        #expect(snapshot.locked && snapshot.prompt && snapshot.promptCount == 1)
        #expect(snapshot.phase == "inactive", "the Face ID sheet makes the scene inactive")
        #expect(snapshot.biometricButton)
    }

    @Test func stage04Row8_biometricSuccessUnlocks() async throws {
        let session = try await Self.session(biometric: true)
        try await session.apply(.sensor(.latency(.milliseconds(800))))
        try await Self.away(session, for: .seconds(10))
        try await session.apply(.advance(.milliseconds(800)))
        let snapshot = await session.snapshot()
        #expect(!snapshot.locked && snapshot.phase == "active" && snapshot.lastOutcome == "success")
    }

    @Test func stage04Row9_biometricCancelFallsBackToPIN() async throws {
        let session = try await Self.session(biometric: true)
        try await session.apply(.sensor(.queue([.outcome(.userCancel)])))
        try await Self.away(session, for: .seconds(10))
        try await session.apply(.advance(.seconds(2)))
        var snapshot = await session.snapshot()
        #expect(snapshot.locked && snapshot.error == nil && !snapshot.prompt)
        #expect(snapshot.promptCount == 1, "no prompt loop after the cancel")
        try await session.apply(.enterPIN("482916"))
        snapshot = await session.snapshot()
        #expect(!snapshot.locked)
    }

    @Test func stage04Row10_forgotPINLogoutRemovesThePasscodeAndShowsLogin() async throws {
        let session = try await Self.session()
        try await Self.away(session, for: .seconds(10))
        try await session.apply(.forgotPasscode)
        #expect(await session.snapshot().forgotAlert)
        try await session.apply(.forgotAlert(.logout))
        let snapshot = await session.snapshot()
        #expect(snapshot.screen == "login" && !snapshot.locked && !snapshot.passcodeEnabled && !snapshot.loggedIn)
    }

    @Test func stage04Row11_seedDoesNotLockOnRelaunch() async throws {
        let session = try await Self.session()
        try await session.apply(.terminate)
        try await session.apply(.launch)
        #expect(await !session.snapshot().locked)
    }

    @Test func stage04Row11_hardenedLocksOnRelaunch() async throws {
        let session = try await Self.session(policy: .cheapHardened)
        #expect(await session.snapshot().locked)
        try await session.apply(.enterPIN("482916"))
        try await session.apply(.terminate)
        try await session.apply(.launch)
        #expect(await session.snapshot().locked)
    }

    @Test func stage04Row12_lockAndUnlockAreStateChangesAViewCanAnimate() async throws {
        let session = try await Self.session()
        var screens: [String] = []
        try await Self.away(session, for: .seconds(10))
        screens.append(await session.snapshot().screen)
        try await session.apply(.enterPIN("482916"))
        screens.append(await session.snapshot().screen)
        #expect(screens == ["lock", "home"])
    }

    // Row 13 (NSFaceIDUsageDescription in Info.plist) has no headless equivalent: there is no bundle.

    @Test func backgroundingDuringAPromptCancelsItAndALateSuccessDoesNotUnlock() async throws {
        let session = try await Self.session(policy: .cheapHardened, biometric: true)
        try await session.apply(.sensor(.latency(.seconds(2))))
        // The launch's own prompt is modal: the user cancels it before typing the PIN.
        try await session.apply(.sensor(.queue([ScriptedAttempt(outcome: .userCancel)])))
        try await session.apply(.advance(.seconds(3)))
        try await session.apply(.enterPIN("482916"))
        try await Self.away(session, for: .seconds(3600))
        #expect(await session.snapshot().prompt)
        try await session.apply(.background)
        try await session.apply(.advance(.seconds(5)))
        try await session.apply(.foreground)
        let snapshot = await session.snapshot()
        #expect(snapshot.locked, "the cancelled prompt's success never arrives")
        #expect(snapshot.prompt, "hardened prompts again after a system cancel")
    }
}

extension LockPolicy {
    /// Hardened with a cheap KDF, so tests do not spend 0.1 s per verification.
    static var cheapHardened: LockPolicy {
        var policy = LockPolicy.hardened
        policy.localVerifier = .pbkdf2SHA256(rounds: 1000)
        return policy
    }
}
