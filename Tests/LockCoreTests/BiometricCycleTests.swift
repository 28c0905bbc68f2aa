import LockCore
import Testing

struct BiometricCycleTests {
    func lockedTimeline() -> LockTimeline {
        var timeline = LockTimeline(policy: .hardened, biometric: true)
        timeline.send(.coldLaunch)
        return timeline
    }

    @Test func promptStartsWhenTheLockedSceneBecomesActiveAndSuccessUnlocks() {
        var timeline = lockedTimeline()
        #expect(timeline.send(.scenePhase(.active)) == [.promptBiometric(cycle: 1)])
        #expect(timeline.send(.biometricResult(succeeded: true, cycle: 1)) == [.hideLock])
    }

    @Test func promptMakingTheSceneInactiveNeitherCoversNorRepromptsNorRelocks() {
        var timeline = lockedTimeline()
        timeline.send(.scenePhase(.active))
        #expect(timeline.send(.scenePhase(.inactive)).isEmpty)
        #expect(timeline.send(.scenePhase(.active)).isEmpty)
        #expect(timeline.send(.biometricResult(succeeded: false, cycle: 1)).isEmpty)
        #expect(timeline.send(.scenePhase(.inactive)) == [.showPrivacyCover])
        #expect(timeline.send(.scenePhase(.active)) == [.hidePrivacyCover], "one automatic prompt per cycle")
    }

    @Test func backgroundingDuringAPromptCancelsItAndALateSuccessDoesNotUnlock() {
        var timeline = lockedTimeline()
        timeline.send(.scenePhase(.active))
        timeline.send(.scenePhase(.inactive))
        #expect(timeline.send(.scenePhase(.background)) == [.cancelBiometricPrompt(cycle: 1), .showPrivacyCover])
        #expect(timeline.send(.biometricResult(succeeded: true, cycle: 1)).isEmpty)
        #expect(timeline.lock.isLocked)
    }

    @Test func hardenedPromptsAgainAfterTheSystemCancelledThePromptSeedDoesNot() {
        for policy in [LockPolicy.hardened, .seed] {
            var timeline = LockTimeline(policy: policy, biometric: true)
            timeline.send(.scenePhase(.active))
            timeline.background(for: .seconds(3600))
            #expect(timeline.lock.promptInFlight == 1)
            #expect(timeline.send(.scenePhase(.background)).contains(.cancelBiometricPrompt(cycle: 1)))
            let effects = timeline.send(.scenePhase(.active))
            #expect(effects.contains(.promptBiometric(cycle: 1)) == (policy.name == "hardened"), "\(policy.name)")
        }
    }

    @Test func successForAnEarlierLockCycleIsIgnored() {
        var timeline = lockedTimeline()
        timeline.send(.scenePhase(.active))
        timeline.send(.passcodeAccepted)
        timeline.background(for: .seconds(3600))
        #expect(timeline.lock.lockCycle == 2)
        #expect(timeline.send(.biometricResult(succeeded: true, cycle: 1)).isEmpty)
        #expect(timeline.lock.isLocked)
        #expect(timeline.send(.biometricResult(succeeded: true, cycle: 2)) == [.hideLock])
    }

    @Test(arguments: [LockEvent.passcodeDisabled, .passcodeChanged, .biometricUnlockChanged(enabled: false)])
    func successForAPromptStartedBeforeAPasscodeChangeIsIgnored(change: LockEvent) {
        var timeline = lockedTimeline()
        timeline.send(.scenePhase(.active))
        #expect(timeline.send(change).contains(.cancelBiometricPrompt(cycle: 1)))
        let effects = timeline.send(.biometricResult(succeeded: true, cycle: 1))
        #expect(!effects.contains(.hideLock))
    }

    @Test func buttonPromptsOnlyWhenNoPromptIsInFlight() {
        var timeline = lockedTimeline()
        timeline.send(.scenePhase(.active))
        #expect(timeline.send(.biometricButtonTapped).isEmpty)
        timeline.send(.biometricResult(succeeded: false, cycle: 1))
        #expect(timeline.send(.biometricButtonTapped) == [.promptBiometric(cycle: 1)])
    }

    @Test func noPromptWhenBiometricUnlockIsOff() {
        var timeline = LockTimeline(policy: .hardened, biometric: false)
        timeline.send(.coldLaunch)
        #expect(timeline.send(.scenePhase(.active)).isEmpty)
        #expect(timeline.send(.biometricButtonTapped).isEmpty)
    }
}
