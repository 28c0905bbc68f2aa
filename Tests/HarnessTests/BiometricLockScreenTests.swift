import Biometrics
import Harness
import LockCore
import LockFlows
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// The biometric layer wired through the lock screen: every outcome with every sensor kind, attempts,
/// lockout, enrollment change and scene coupling.
struct BiometricLockScreenTests {
    static let kinds: [BiometryType] = [.faceID, .touchID, .fingerprint]

    /// A hardened session (locked from launch) with biometric unlock on; the automatic prompt has not run yet.
    static func lockedSession(
        _ kind: BiometryType, script: [ScriptedAttempt] = [], matching: Bool = true,
        platform: DeviceProfile.Platform = .ios
    ) async throws -> AppSession {
        let device = SimulatedBiometricDevice(biometryType: kind, matching: matching, script: script)
        var configuration = SessionConfiguration(policy: .cheapHardened, device: device, biometricEnabled: true)
        configuration.platform = platform
        let session = try await AppSession(configuration)
        try await session.apply(.launch)
        try await session.apply(.advance(.seconds(10)))
        return session
    }

    @Test(arguments: kinds, BiometricOutcome.allCases)
    func everyOutcomeThroughTheLockScreen(kind: BiometryType, outcome: BiometricOutcome) async throws {
        let session: AppSession
        if outcome == .authenticationFailed {
            session = try await Self.lockedSession(kind, matching: false)
        } else {
            session = try await Self.lockedSession(kind, script: [ScriptedAttempt(outcome: outcome)])
        }
        let snapshot = await session.snapshot()
        #expect(snapshot.promptCount == 1)
        // Android-style sensors keep accepting fingers until the lockout, so a non-match ends there.
        let expected = outcome == .authenticationFailed && kind == .fingerprint ? .biometryLockout : outcome
        #expect(snapshot.lastOutcome == expected.rawValue)
        #expect(snapshot.locked == (outcome != .success), "only success unlocks")
        if outcome != .success {
            // hardened (explainsPermanentLockout) says what to do after a permanent lockout
            #expect(
                snapshot.error == expected.explainedLockScreenMessage,
                "cancellations are silent, others show their message")
            try await session.apply(.enterPIN("482916"))
            #expect(await !session.snapshot().locked, "the PIN always works after a biometric failure")
        }
    }

    @Test(arguments: [(BiometryType.faceID, 2), (.touchID, 3)])
    func attemptsPerPromptFollowThePlatform(kind: BiometryType, attempts: Int) async throws {
        let session = try await Self.lockedSession(kind, matching: false)
        let snapshot = await session.snapshot()
        #expect(snapshot.sensorFailures == attempts)
        #expect(snapshot.error == "Authentication failed")
        #expect(snapshot.attemptsLeft == 5 - attempts)
    }

    @Test func fiveFailuresAcrossPromptsLockBiometryOutUntilTheDevicePasscode() async throws {
        let session = try await Self.lockedSession(.faceID, matching: false)  // 2 failures
        try await session.apply(.tapBiometric)
        try await session.apply(.advance(.seconds(5)))  // 4 failures
        #expect(await session.snapshot().lockout == "none")
        try await session.apply(.tapBiometric)
        try await session.apply(.advance(.seconds(5)))  // 5th failure ends the prompt in lockout
        var snapshot = await session.snapshot()
        #expect(snapshot.lockout == "until passcode")
        #expect(snapshot.lastOutcome == "biometryLockout")
        #expect(snapshot.error == "Biometry is locked out.")
        #expect(!snapshot.biometricButton, "PIN only while locked out")
        try await session.apply(.tapBiometric)
        #expect(await session.snapshot().promptCount == 3, "the hidden button cannot prompt")
        try await session.apply(.enterPIN("482916"))
        snapshot = await session.snapshot()
        #expect(!snapshot.locked, "the app's PIN unlocks the app")
        #expect(snapshot.lockout == "until passcode" && snapshot.sensorFailures == 5, "but is not the device passcode")
        try await session.apply(.sensor(.endLockout))
        snapshot = await session.snapshot()
        #expect(snapshot.lockout == "none" && snapshot.sensorFailures == 0)
    }

    @Test func androidTimedLockoutEndsOnTheVirtualClock() async throws {
        let session = try await Self.lockedSession(.fingerprint, matching: false)
        for _ in 0..<2 {
            try await session.apply(.tapBiometric)
            try await session.apply(.advance(.seconds(2)))
        }
        var snapshot = await session.snapshot()
        #expect(snapshot.lockout.hasPrefix("until "), "timed lockout, not until passcode: \(snapshot.lockout)")
        #expect(!snapshot.biometricButton)
        try await session.apply(.advance(.seconds(31)))
        try await session.apply(.foreground)
        snapshot = await session.snapshot()
        #expect(snapshot.lockout == "none")
        #expect(snapshot.biometricButton)
    }

    @Test func buttonHiddenWhenTheSensorIsAbsentOrNotEnrolled() async throws {
        let session = try await Self.lockedSession(.touchID, script: [.outcome(.userCancel)])
        #expect(await session.snapshot().biometricButton)
        try await session.apply(.sensor(.hardware(.disconnected)))
        #expect(await !session.snapshot().biometricButton)
        try await session.apply(.sensor(.hardware(.present)))
        #expect(await session.snapshot().biometricButton)
        try await session.apply(.sensor(.enrolled(false)))
        #expect(await !session.snapshot().biometricButton)
        try await session.apply(.sensor(.enrolled(true)))
        let snapshot = await session.snapshot()
        #expect(!snapshot.biometricButton, "re-enrolling is an enrollment change: opt in again")
        #expect(snapshot.biometricDisabledByEnrollmentChange)
    }

    @Test(arguments: [LockPolicy.seed, .cheapHardened])
    func theAppsPINLeavesTheSensorsFailuresOnlyTheDevicePasscodeResetsThem(policy: LockPolicy) async throws {
        let device = SimulatedBiometricDevice(biometryType: .faceID, matching: false)
        let session = try await AppSession(SessionConfiguration(policy: policy, device: device, biometricEnabled: true))
        try await session.apply(.launch)
        try await session.apply(.background)
        try await session.apply(.advance(.seconds(3600)))
        try await session.apply(.foreground)
        try await session.apply(.advance(.seconds(10)))
        let failures = await session.snapshot().sensorFailures
        try #require(failures > 0, "the automatic prompt did not match")
        try await session.apply(.enterPIN("482916"))
        var snapshot = await session.snapshot()
        #expect(!snapshot.locked && snapshot.sensorFailures == failures, "an app's PIN is not the device passcode")
        try await session.apply(.sensor(.endLockout))
        snapshot = await session.snapshot()
        #expect(snapshot.sensorFailures == 0, "the device passcode resets them")
    }

    @Test func enrollmentChangeUnderSeedLetsTheNewFaceUnlock() async throws {
        let device = SimulatedBiometricDevice(biometryType: .faceID)
        let session = try await AppSession(SessionConfiguration(policy: .seed, device: device, biometricEnabled: true))
        try await session.apply(.launch)
        try await session.apply(.sensor(.changeEnrollment))
        var snapshot = await session.snapshot()
        #expect(snapshot.biometricEnabled && !snapshot.biometricDisabledByEnrollmentChange, "seed 003 never looks")
        try await session.apply(.background)
        try await session.apply(.advance(.seconds(3600)))
        try await session.apply(.foreground)
        snapshot = await session.snapshot()
        #expect(snapshot.locked && snapshot.prompt && snapshot.biometricButton)
        try await session.apply(.advance(.seconds(2)))
        snapshot = await session.snapshot()
        #expect(!snapshot.locked && snapshot.lastOutcome == "success", "the newly enrolled face unlocks")
    }

    @Test func enrollmentChangeWithTheSwitchDisablesBiometricUnlockUntilReEnabledInSettings() async throws {
        let device = SimulatedBiometricDevice(biometryType: .faceID)
        var policy = LockPolicy.seed
        policy.disablesBiometricOnEnrollmentChange = true
        policy.rechecksBiometricAvailability = true  // the change is seen when availability is read again
        let session = try await AppSession(SessionConfiguration(policy: policy, device: device, biometricEnabled: true))
        try await session.apply(.launch)
        try await session.apply(.sensor(.changeEnrollment))
        var snapshot = await session.snapshot()
        #expect(!snapshot.biometricEnabled && snapshot.biometricDisabledByEnrollmentChange)
        try await session.apply(.background)
        try await session.apply(.advance(.seconds(3600)))
        try await session.apply(.foreground)
        snapshot = await session.snapshot()
        #expect(snapshot.locked && snapshot.promptCount == 0 && !snapshot.biometricButton)
        try await session.apply(.enterPIN("482916"))
        try await session.apply(.openSettings)
        try await session.apply(.toggleBiometric(true))
        snapshot = await session.snapshot()
        #expect(snapshot.biometricEnabled && !snapshot.biometricDisabledByEnrollmentChange)
    }

    @Test func promptDoesNotRelockOrRepromptInALoop() async throws {
        let session = try await Self.lockedSession(.faceID, script: [.noMatch, .noMatch])
        let snapshot = await session.snapshot()
        #expect(snapshot.promptCount == 1 && snapshot.lockCycle == 1 && !snapshot.cover && snapshot.phase == "active")
    }

    /// A PIN typed while the reader's check is up: on a Linux reader, where it runs beside the PIN pad (a phone's
    /// system prompt is modal and takes the touches itself).
    @Test func successForAnEarlierCycleNeverUnlocks() async throws {
        let session = try await Self.lockedSession(.fingerprint, script: [.outcome(.userCancel)], platform: .linux)
        try await session.apply(.sensor(.latency(.seconds(30))))
        try await session.apply(.tapBiometric)
        try await session.apply(.enterPIN("482916"))
        try await session.apply(.background)
        try await session.apply(.advance(.seconds(3600)))
        try await session.apply(.foreground)
        let snapshot = await session.snapshot()
        #expect(snapshot.locked && snapshot.lockCycle == 2)
    }
}

extension ScriptedAttempt {
    init(outcome: BiometricOutcome) {
        switch outcome {
        case .success: self = .match
        case .authenticationFailed: self = .noMatch
        default: self = .outcome(outcome)
        }
    }
}

/// Prompts on the timeline: attempts happen at their own instants.
struct PromptTimelineTests {
    @Test func backgroundingHalfWayThroughAPromptConsumesOnlyTheAttemptsMade() async throws {
        let device = SimulatedBiometricDevice(biometryType: .faceID, script: [.noMatch, .noMatch])
        let session = try await AppSession(
            SessionConfiguration(policy: .cheapHardened, device: device, biometricEnabled: true))
        try await session.apply(.launch)
        try await session.apply(.advance(.milliseconds(1000)))  // Face ID attempts take 800 ms: one is done
        var snapshot = await session.snapshot()
        #expect(snapshot.prompt && snapshot.sensorFailures == 1 && snapshot.unconsumedScript == ["noMatch"])
        try await session.apply(.background)
        snapshot = await session.snapshot()
        #expect(!snapshot.prompt && snapshot.lastOutcome == "systemCancel")
        #expect(snapshot.sensorFailures == 1 && snapshot.unconsumedScript == ["noMatch"])
    }
}
