import LockCore
import Testing

struct LockCoordinatorTests {
    // MARK: Stage 02 table

    @Test(arguments: [LockPolicy.seed, .hardened])
    func stage02Row11_fourteenMinutesNoLockSixteenMinutesLock(policy: LockPolicy) {
        var timeline = LockTimeline(policy: policy)
        timeline.send(.scenePhase(.active))
        timeline.background(for: .seconds(14 * 60))
        #expect(!timeline.lock.isLocked)
        timeline.background(for: .seconds(16 * 60))
        #expect(timeline.lock.isLocked)
        #expect(timeline.lastEffects.contains(.showLock(cycle: 1)))
    }

    @Test(arguments: [LockPolicy.seed, .hardened])
    func stage02Row13_disabledPasscodeNeverLocks(policy: LockPolicy) {
        var timeline = LockTimeline(policy: policy, passcodeEnabled: false)
        timeline.launch()
        timeline.background(for: .seconds(24 * 3600))
        #expect(!timeline.lock.isLocked)
        #expect(timeline.lastEffects.allSatisfy { if case .showLock = $0 { false } else { true } })
    }

    @Test func stage02Row14_toggleOffStopsLockTriggering() {
        var timeline = LockTimeline(policy: .seed)
        timeline.send(.scenePhase(.active))
        timeline.send(.passcodeDisabled)
        timeline.background(for: .seconds(3600))
        #expect(!timeline.lock.isLocked)
        timeline.send(.passcodeEnabled)
        timeline.background(for: .seconds(3600))
        #expect(timeline.lock.isLocked)
    }

    // MARK: Stage 04 table

    @Test func stage04Row1_lockOnBackgroundReturnWithFiveSecondGrace() {
        var timeline = LockTimeline(policy: .seedGrace)
        timeline.send(.scenePhase(.active))
        timeline.background(for: .seconds(10))
        #expect(timeline.lock.isLocked)
    }

    @Test func stage04Row2_noLockWithinGrace() {
        var timeline = LockTimeline(policy: .seedGrace)
        timeline.send(.scenePhase(.active))
        timeline.background(for: .seconds(2))
        #expect(!timeline.lock.isLocked)
    }

    @Test(arguments: [LockPolicy.seedGrace, .seed, .hardened])
    func stage04Row3_noLockWhenDisabled(policy: LockPolicy) {
        var timeline = LockTimeline(policy: policy, passcodeEnabled: false)
        timeline.launch()
        timeline.background(for: .seconds(10))
        #expect(!timeline.lock.isLocked)
    }

    @Test func stage04Row11_seedDoesNotLockOnFirstLaunch() {
        var timeline = LockTimeline(policy: .seed)
        timeline.launch()
        #expect(!timeline.lock.isLocked)
    }

    @Test func stage04Row11_hardenedLocksOnColdLaunchBeforeContentIsShown() {
        var timeline = LockTimeline(policy: .hardened)
        let effects = timeline.send(.coldLaunch)
        #expect(effects == [.showLock(cycle: 1)])
        #expect(timeline.lock.isLocked)
    }

    @Test func stage04GraceBoundaryIsFiveSeconds() {
        var timeline = LockTimeline(policy: .seedGrace)
        timeline.send(.scenePhase(.active))
        timeline.background(for: .seconds(5) - .nanoseconds(1))
        #expect(!timeline.lock.isLocked)
        timeline.background(for: .seconds(5))
        #expect(timeline.lock.isLocked)
    }

    // MARK: Timeout boundary

    @Test(arguments: [LockPolicy.seed, .hardened])
    func timeoutBoundaryOneTickBeforeDoesNotLockAtTimeoutLocks(policy: LockPolicy) {
        var timeline = LockTimeline(policy: policy)
        timeline.send(.scenePhase(.active))
        if timeline.lock.isLocked { timeline.send(.passcodeAccepted) }
        timeline.background(for: .seconds(15 * 60) - .nanoseconds(1))
        #expect(!timeline.lock.isLocked)
        timeline.background(for: .seconds(15 * 60))
        #expect(timeline.lock.isLocked)
    }

    @Test func timeoutChangeTakesEffectAtTheNextForeground() throws {
        var timeline = LockTimeline(policy: .seed)
        timeline.send(.scenePhase(.active))
        timeline.send(.timeoutChanged(try LockTimeout(minutes: 1)))
        timeline.background(for: .seconds(61))
        #expect(timeline.lock.isLocked)
    }

    @Test func zeroTimeoutLocksOnEveryReturn() {
        var timeline = LockTimeline(policy: .seed, timeoutMinutes: 0)
        timeline.send(.scenePhase(.active))
        timeline.background(for: .zero)
        #expect(timeline.lock.isLocked)
    }

    @Test func inactiveWithoutBackgroundNeverLocks() {
        var timeline = LockTimeline(policy: .seed)
        timeline.send(.scenePhase(.active))
        timeline.send(.scenePhase(.inactive))
        timeline.clock.advance(by: .seconds(3600))
        timeline.send(.scenePhase(.active))
        #expect(!timeline.lock.isLocked)
    }

    // MARK: Clock tampering, sleep, reboot

    @Test func seedPresetIsFooledByTheWallClockSetBackAnHour() {
        var timeline = LockTimeline(policy: .seed)
        timeline.send(.scenePhase(.active))
        timeline.send(.scenePhase(.background))
        timeline.clock.advance(by: .seconds(20 * 60))
        timeline.clock.shiftWallClock(by: .seconds(-3600))
        timeline.send(.scenePhase(.active))
        #expect(!timeline.lock.isLocked, "the seed measures with Date(): 20 min - 60 min is negative, no lock")
    }

    @Test func hardenedPresetLocksDespiteTheWallClockSetBackAnHour() {
        var timeline = LockTimeline(policy: .hardened)
        timeline.launch()
        timeline.send(.passcodeAccepted)
        timeline.send(.scenePhase(.background))
        timeline.clock.advance(by: .seconds(20 * 60))
        timeline.clock.shiftWallClock(by: .seconds(-3600))
        timeline.send(.scenePhase(.active))
        #expect(timeline.lock.isLocked)
    }

    @Test func hardenedPresetIgnoresTheWallClockSetForward() {
        var timeline = LockTimeline(policy: .hardened)
        timeline.launch()
        timeline.send(.passcodeAccepted)
        timeline.send(.scenePhase(.background))
        timeline.clock.advance(by: .seconds(60))
        timeline.clock.shiftWallClock(by: .seconds(86_400))
        timeline.send(.scenePhase(.active))
        #expect(!timeline.lock.isLocked)
    }

    @Test func deviceSleepCountsOnTheContinuousClockButNotTheSuspendingOne() {
        var continuous = LockTimeline(policy: .hardened)
        var suspendingPolicy = LockPolicy.hardened
        suspendingPolicy.elapsedTime = .suspending
        var suspending = LockTimeline(policy: suspendingPolicy)
        for index in [0, 1] {
            var timeline = index == 0 ? continuous : suspending
            timeline.launch()
            timeline.send(.passcodeAccepted)
            timeline.send(.scenePhase(.background))
            timeline.clock.sleep(for: .seconds(3600))
            timeline.send(.scenePhase(.active))
            if index == 0 { continuous = timeline } else { suspending = timeline }
        }
        #expect(continuous.lock.isLocked)
        #expect(!suspending.lock.isLocked)
    }

    @Test func hardenedLocksWhenBackgroundTimeComesFromAnotherBoot() {
        var timeline = LockTimeline(policy: .hardened)
        timeline.launch()
        timeline.send(.passcodeAccepted)
        timeline.send(.scenePhase(.background))
        timeline.clock.reboot()
        timeline.send(.scenePhase(.active))
        #expect(timeline.lock.isLocked)
    }

    @Test func seedRestartsTheTimeoutOnABackgroundFlickerHardenedDoesNot() {
        for policy in [LockPolicy.seed, .hardened] {
            var timeline = LockTimeline(policy: policy, timeoutMinutes: 1)
            timeline.launch()
            if timeline.lock.isLocked { timeline.send(.passcodeAccepted) }
            timeline.send(.scenePhase(.background))
            timeline.clock.advance(by: .seconds(60))
            timeline.send(.scenePhase(.inactive))
            timeline.send(.scenePhase(.background))
            timeline.send(.scenePhase(.active))
            #expect(timeline.lock.isLocked == (policy.name == "hardened"), "\(policy.name)")
        }
    }

    // MARK: Ten wrong passcodes

    @Test func seedPresetAllowsTenWrongPasscodesWithoutAnyDelay() {
        var timeline = LockTimeline(policy: .seed)
        timeline.send(.scenePhase(.active))
        timeline.background(for: .seconds(3600))
        for _ in 1...10 {
            #expect(timeline.send(.passcodeRejected).isEmpty)
        }
        #expect(timeline.lock.passcodeGate(at: timeline.clock.now()) == .open)
        #expect(timeline.send(.passcodeAccepted) == [.hideLock])
    }

    @Test func hardenedPresetDelaysThenWipesAfterTenWrongPasscodes() {
        var timeline = LockTimeline(policy: .hardened)
        timeline.launch()
        var delays: [Duration] = []
        for attempt in 1...10 {
            if case .delayed(let remaining) = timeline.lock.passcodeGate(at: timeline.clock.now()) {
                // An attempt during the delay is refused and not counted.
                #expect(timeline.send(.passcodeRejected) == [.passcodeEntryDelayed(remaining: remaining)])
                delays.append(remaining)
                timeline.clock.advance(by: remaining)
            }
            let effects = timeline.send(.passcodeRejected)
            #expect(effects.first == .persistAttempts)
            #expect(timeline.lock.attempts.failures == attempt)
            if attempt == 10 { #expect(effects.last == .wipeVerifier) }
        }
        #expect(delays == [.seconds(60), .seconds(300), .seconds(900), .seconds(900), .seconds(3600)])
        #expect(timeline.lock.passcodeGate(at: timeline.clock.now()) == .verifierWiped)
        #expect(timeline.send(.passcodeAccepted).isEmpty, "nothing unlocks once the verifier is wiped")
        #expect(timeline.lock.isLocked)
        timeline.send(.serverReauthenticated)
        #expect(timeline.lock.passcodeGate(at: timeline.clock.now()) == .open)
    }

    @Test func correctPasscodeDuringADelayDoesNotUnlock() {
        var timeline = LockTimeline(policy: .hardened)
        timeline.launch()
        for _ in 1...5 { timeline.send(.passcodeRejected) }
        #expect(timeline.send(.passcodeAccepted) == [.passcodeEntryDelayed(remaining: .seconds(60))])
        timeline.clock.advance(by: .seconds(60))
        #expect(timeline.send(.passcodeAccepted) == [.persistAttempts, .hideLock])
        #expect(timeline.lock.attempts == PasscodeAttemptState(), "the state to persist is the cleared one")
    }

    @Test func wallClockForwardDoesNotShortenADelay() {
        var timeline = LockTimeline(policy: .hardened)
        timeline.launch()
        for _ in 1...5 { timeline.send(.passcodeRejected) }
        timeline.clock.shiftWallClock(by: .seconds(86_400))
        #expect(timeline.lock.passcodeGate(at: timeline.clock.now()) == .delayed(remaining: .seconds(60)))
    }

    @Test func delayPersistedAcrossARestartAndReimposedInFullAfterAReboot() {
        var timeline = LockTimeline(policy: .hardened)
        timeline.launch()
        for _ in 1...5 { timeline.send(.passcodeRejected) }
        timeline.clock.advance(by: .seconds(60))
        timeline.send(.passcodeRejected)
        #expect(timeline.lock.attempts.failures == 6)
        let saved = timeline.lock.attempts
        timeline.clock.advance(by: .seconds(200))
        // Process restart on the same boot: 100 s of the 5-minute delay remain.
        var restarted = LockCoordinator(policy: .hardened, passcodeEnabled: true, attempts: saved)
        _ = restarted.handle(.coldLaunch, at: timeline.clock.now())
        #expect(restarted.passcodeGate(at: timeline.clock.now()) == .delayed(remaining: .seconds(100)))
        // Reboot: the monotonic origin is gone, so the full delay starts again.
        timeline.clock.reboot(downtime: .seconds(10))
        var rebooted = LockCoordinator(policy: .hardened, passcodeEnabled: true, attempts: saved)
        _ = rebooted.handle(.coldLaunch, at: timeline.clock.now())
        #expect(rebooted.passcodeGate(at: timeline.clock.now()) == .delayed(remaining: .seconds(300)))
    }

    // MARK: Privacy cover

    @Test func hardenedCoversOnInactiveAndUncoversWithoutLockingWithinTimeout() {
        var timeline = LockTimeline(policy: .hardened)
        timeline.launch()
        timeline.send(.passcodeAccepted)
        #expect(timeline.send(.scenePhase(.inactive)) == [.showPrivacyCover])
        #expect(timeline.send(.scenePhase(.active)) == [.hidePrivacyCover])
        #expect(!timeline.lock.isLocked)
    }

    @Test func seedShowsNoCoverOnInactive() {
        var timeline = LockTimeline(policy: .seed)
        timeline.send(.scenePhase(.active))
        #expect(timeline.send(.scenePhase(.inactive)).isEmpty)
        #expect(!timeline.lock.isCovered)
    }
}
