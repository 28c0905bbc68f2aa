import Biometrics
import LockCore
import Testing

struct SimulatedDeviceLockoutTests {
    @Test(arguments: [(BiometryType.faceID, 2), (.touchID, 3)])
    func aPromptEndsAfterItsAttempts(kind: BiometryType, attempts: Int) {
        var device = SimulatedBiometricDevice(biometryType: kind, matching: false)
        let result = device.evaluate(at: .virtualStart)
        #expect(result.outcome == .authenticationFailed)
        #expect(result.attemptsUsed == attempts)
        #expect(device.consecutiveFailures == attempts)
        #expect(result.totalLatency == device.rules.attemptLatency * attempts)
    }

    @Test(arguments: [
        (BiometryType.faceID, [false, false]), (.touchID, [false, true, true]),
        (.fingerprint, [true, true, true, true, true]),
    ])
    func fallbackButtonAppearsAfterThePlatformsFailures(kind: BiometryType, offered: [Bool]) {
        var device = SimulatedBiometricDevice(biometryType: kind, matching: false)
        let result = device.evaluate(at: .virtualStart)
        #expect(result.attempts.map(\.fallbackOffered) == offered)
        #expect(device.rules.fallbackOffered(afterFailures: kind == .faceID ? 2 : 1))
        #expect(device.rules.fallbackOffered(afterFailures: 0) == (kind == .fingerprint))
    }

    @Test(arguments: [BiometryType.faceID, .touchID])
    func iosLocksOutAfterFiveFailuresAcrossPromptsUntilThePasscode(kind: BiometryType) {
        var device = SimulatedBiometricDevice(biometryType: kind, matching: false)
        var now = ClockReading.virtualStart
        var outcomes: [BiometricOutcome] = []
        while device.lockout == .none, outcomes.count < 10 {
            outcomes.append(device.evaluate(at: now).outcome)
            now = now.later(.seconds(1))
        }
        let expected: [BiometricOutcome] =
            kind == .faceID
            ? [.authenticationFailed, .authenticationFailed, .biometryLockout]  // 2 + 2 + 1
            : [.authenticationFailed, .biometryLockout]  // 3 + 2
        #expect(outcomes == expected)
        #expect(device.consecutiveFailures == 5)
        #expect(device.lockout == .untilPasscode)
        #expect(device.attemptsLeftBeforeLockout(at: now) == 0)
        // Time does not help on iOS.
        let muchLater = now.later(.seconds(86_400))
        #expect(device.capability(at: muchLater).unavailableReason == .biometryLockout)
        #expect(device.capability(at: muchLater).reportedType == kind)
        #expect(device.evaluate(at: muchLater).failedFast)
        device.passcodeAuthenticated()
        #expect(device.lockout == .none)
        #expect(device.consecutiveFailures == 0)
        #expect(device.attemptsLeftBeforeLockout(at: muchLater) == 5)
        device.isMatching = true
        #expect(device.evaluate(at: muchLater).outcome == .success)
    }

    @Test func aSuccessResetsTheConsecutiveFailureCount() {
        var device = SimulatedBiometricDevice(biometryType: .touchID)
        device.enqueue([.noMatch, .noMatch, .match, .noMatch, .noMatch, .noMatch, .noMatch, .match])
        #expect(device.evaluate(at: .virtualStart).outcome == .success)
        #expect(device.consecutiveFailures == 0)
        #expect(device.evaluate(at: .virtualStart).outcome == .authenticationFailed)
        #expect(device.consecutiveFailures == 3)
        #expect(device.attemptsLeftBeforeLockout(at: .virtualStart) == 2)
        // Without the reset after the first success, the second prompt would have locked out (2 + 3 = 5).
        #expect(device.evaluate(at: .virtualStart).outcome == .success)
        #expect(device.consecutiveFailures == 0)
        #expect(device.lockout == .none)
    }

    @Test func androidTimedLockoutEndsExactlyAfterThirtySecondsOfVirtualTime() throws {
        var device = SimulatedBiometricDevice(biometryType: .fingerprint, matching: false)
        let start = ClockReading.virtualStart
        let result = device.evaluate(at: start)
        #expect(result.outcome == .biometryLockout)
        #expect(result.attemptsUsed == 5)
        // The fifth attempt ended after 5 × 400 ms; the lockout runs 30 s from then.
        let lockedAt = start.later(.milliseconds(2_000))
        #expect(device.lockout == .until(lockedAt.continuous + .seconds(30), boot: start.boot))
        let oneTickBefore = lockedAt.later(.seconds(30) - .nanoseconds(1))
        #expect(device.capability(at: oneTickBefore).unavailableReason == .biometryLockout)
        #expect(device.evaluate(at: oneTickBefore).outcome == .biometryLockout)
        let exactly = lockedAt.later(.seconds(30))
        #expect(device.capability(at: exactly).canEvaluate)
        #expect(device.lockout(at: exactly) == .none)
        device.isMatching = true
        #expect(device.evaluate(at: exactly).outcome == .success)
    }

    @Test func androidLocksOutAgainEveryFiveAndPermanentlyAfterTwenty() {
        var device = SimulatedBiometricDevice(biometryType: .fingerprint, matching: false)
        var now = ClockReading.virtualStart
        var outcomes: [BiometricOutcome] = []
        for _ in 0..<4 {
            let result = device.evaluate(at: now)
            outcomes.append(result.outcome)
            now = now.later(result.totalLatency + .seconds(30))
        }
        #expect(outcomes == [.biometryLockout, .biometryLockout, .biometryLockout, .biometryPermanentLockout])
        #expect(device.consecutiveFailures == 20)
        #expect(device.lockout == .permanent)
        let dayLater = now.later(.seconds(86_400))
        #expect(device.capability(at: dayLater).unavailableReason == .biometryPermanentLockout)
        #expect(device.capability(at: dayLater).reportedType == .fingerprint)
        #expect(device.evaluate(at: dayLater).outcome == .biometryPermanentLockout)
        device.passcodeAuthenticated()
        #expect(device.capability(at: dayLater).canEvaluate)
        #expect(device.attemptsLeftBeforeLockout(at: dayLater) == 5)
    }

    @Test func theAndroidCounterCountsOnAfterATimedLockoutEnds() {
        var device = SimulatedBiometricDevice(biometryType: .fingerprint)
        device.enqueue(Array(repeating: .noMatch, count: 5))
        _ = device.evaluate(at: .virtualStart)
        let after = ClockReading.virtualStart.later(.seconds(60))
        #expect(device.attemptsLeftBeforeLockout(at: after) == 5)
        device.enqueue([.noMatch, .match])
        #expect(device.evaluate(at: after).outcome == .success)
        #expect(device.consecutiveFailures == 0)
    }

    @Test func aRebootEndsATimedLockoutButNotAPasscodeLockout() {
        var android = SimulatedBiometricDevice(biometryType: .fingerprint, matching: false)
        var ios = SimulatedBiometricDevice(biometryType: .faceID, matching: false)
        _ = android.evaluate(at: .virtualStart)
        for _ in 0..<3 { _ = ios.evaluate(at: .virtualStart) }
        var clock = VirtualClock()
        clock.reboot()
        #expect(android.capability(at: clock.now()).canEvaluate)
        #expect(ios.capability(at: clock.now()).unavailableReason == .biometryLockout)
    }

    @Test func attemptByAttemptMatchesTheSimplePath() {
        var stepwise = SimulatedBiometricDevice(biometryType: .touchID, script: [.noMatch, .noMatch, .match])
        var simple = stepwise
        var now = ClockReading.virtualStart
        #expect(stepwise.beginPrompt(at: now) == nil)
        var attempts: [SimulatedAttempt] = []
        while stepwise.isPromptInFlight, attempts.count < 10 {
            now = now.later(stepwise.rules.attemptLatency)
            if let attempt = stepwise.nextAttempt(at: now) { attempts.append(attempt) }
        }
        let result = simple.evaluate(at: .virtualStart)
        #expect(attempts == result.attempts)
        #expect(attempts.map(\.endedPrompt) == [nil, nil, .success])
        #expect(stepwise == simple)
        #expect(stepwise.nextAttempt(at: now) == nil)
    }

    @Test func cancellingAPromptEndsItWithoutCountingAFailure() {
        var device = SimulatedBiometricDevice(biometryType: .faceID, matching: false)
        #expect(device.beginPrompt(at: .virtualStart) == nil)
        #expect(device.nextAttempt(at: .virtualStart)?.endedPrompt == nil)
        let cancelled = device.cancelPrompt()
        let cancelledAgain = device.cancelPrompt()
        #expect(cancelled)
        #expect(!cancelledAgain)
        #expect(device.consecutiveFailures == 1)
        #expect(device.nextAttempt(at: .virtualStart) == nil)
    }
}
