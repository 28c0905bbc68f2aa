import LockCore

/// Test driver: a virtual clock and a coordinator, with the effects of each step kept.
struct LockTimeline {
    var clock = VirtualClock()
    var lock: LockCoordinator
    var lastEffects: LockEffects = []

    init(policy: LockPolicy, passcodeEnabled: Bool = true, biometric: Bool = false, timeoutMinutes: Int = 15) {
        lock = LockCoordinator(
            policy: policy, passcodeEnabled: passcodeEnabled, biometricUnlockEnabled: biometric,
            timeout: try! LockTimeout(minutes: timeoutMinutes))
    }

    @discardableResult
    mutating func send(_ event: LockEvent) -> LockEffects {
        lastEffects = lock.handle(event, at: clock.now())
        return lastEffects
    }

    /// Cold launch then active, as the OS reports a fresh start.
    mutating func launch() {
        send(.coldLaunch)
        send(.scenePhase(.active))
    }

    /// active → inactive → background, `duration` passes, background → inactive → active.
    @discardableResult
    mutating func background(for duration: Duration) -> LockEffects {
        send(.scenePhase(.inactive))
        send(.scenePhase(.background))
        clock.advance(by: duration)
        send(.scenePhase(.inactive))
        return send(.scenePhase(.active))
    }
}
