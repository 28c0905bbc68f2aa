extension LockCoordinator {
    mutating func coldLaunch() -> LockEffects {
        phase = .launching
        backgroundedAt = nil
        promptInFlight = nil
        isCovered = false
        isLocked = false
        guard passcodeEnabled && policy.lockOnColdLaunch else { return LockEffects() }
        return lock()
    }

    mutating func enter(_ next: ScenePhase, at now: ClockReading) -> LockEffects {
        guard next != phase else { return LockEffects() }
        phase = next
        switch next {
        case .launching:
            return LockEffects()
        case .inactive:
            // The biometric sheet itself makes the scene inactive: no cover, no relock, no re-prompt.
            guard promptInFlight == nil, policy.privacyCoverOnInactive, !isCovered else { return LockEffects() }
            isCovered = true
            return LockEffects(.showPrivacyCover)
        case .background:
            if backgroundedAt == nil || policy.restartTimeoutOnRepeatedBackground { backgroundedAt = now }
            var effects = LockEffects()
            if let cycle = promptInFlight {
                promptInFlight = nil
                effects.append(.cancelBiometricPrompt(cycle: cycle))
                if policy.repromptAfterSystemCancel && autoPromptedCycle == cycle { autoPromptedCycle = 0 }
            }
            if policy.privacyCoverOnInactive && !isCovered {
                isCovered = true
                effects.append(.showPrivacyCover)
            }
            return effects
        case .active:
            var effects = LockEffects()
            if let background = backgroundedAt {
                if shouldLockOnForeground(since: background, at: now) && !isLocked {
                    effects += lock()
                }
                backgroundedAt = nil
            }
            if isCovered {
                isCovered = false
                effects.append(.hidePrivacyCover)
            }
            effects += autoPromptIfDue()
            return effects
        }
    }

    /// The seed's `shouldLockOnForeground`, measured on the policy's clock.
    func shouldLockOnForeground(since background: ClockReading?, at now: ClockReading) -> Bool {
        guard passcodeEnabled else { return false }
        let limit = timeout.duration
        switch policy.elapsedTime {
        case .wallClock:
            guard let background else { return false }
            return now.wall - background.wall >= limit
        case .continuous, .suspending:
            guard let background, background.boot == now.boot else { return true }
            let elapsed =
                policy.elapsedTime == .continuous
                ? now.continuous - background.continuous : now.suspending - background.suspending
            return elapsed < .zero || elapsed >= limit
        }
    }

    mutating func lock() -> LockEffects {
        isLocked = true
        lockCycle += 1
        promptInFlight = nil
        var effects = LockEffects(.showLock(cycle: lockCycle))
        effects += autoPromptIfDue()
        return effects
    }

    /// The lock screen's "prompt on appear": once per cycle, only while active.
    mutating func autoPromptIfDue() -> LockEffects {
        guard isLocked, phase == .active, biometricUnlockEnabled, promptInFlight == nil,
            autoPromptedCycle != lockCycle
        else { return LockEffects() }
        autoPromptedCycle = lockCycle
        promptInFlight = lockCycle
        return LockEffects(.promptBiometric(cycle: lockCycle))
    }

    mutating func biometricButtonTapped() -> LockEffects {
        guard isLocked, phase == .active, biometricUnlockEnabled, promptInFlight == nil else { return LockEffects() }
        autoPromptedCycle = lockCycle
        promptInFlight = lockCycle
        return LockEffects(.promptBiometric(cycle: lockCycle))
    }

    mutating func biometricResult(succeeded: Bool, cycle: Int) -> LockEffects {
        // Only the prompt in flight counts, and that is always a prompt of the current cycle: `promptInFlight` is
        // only ever set to `lockCycle`, and `lock()`, the only place `lockCycle` changes, clears it in the same
        // step (LockCoordinatorInvariantTests checks this over long random event sequences).
        guard promptInFlight == cycle else { return LockEffects() }
        promptInFlight = nil
        guard succeeded, isLocked, phase != .background, biometricUnlockEnabled, passcodeEnabled else { return LockEffects() }
        isLocked = false
        return LockEffects(.hideLock)
    }

    mutating func passcodeChecked(correct: Bool, at now: ClockReading) -> LockEffects {
        switch attempts.gate(at: now, schedule: policy.passcodeDelays) {
        case .verifierWiped:
            return LockEffects()
        case .delayed(let remaining):
            return LockEffects(.passcodeEntryDelayed(remaining: remaining))
        case .open:
            break
        }
        guard correct else {
            // The seeds have no attempt limit: nothing is counted or persisted.
            guard policy.limitsPasscodeAttempts else { return LockEffects() }
            let gate = attempts.recordFailure(
                at: now, schedule: policy.passcodeDelays, hardLimit: policy.passcodeAttemptLimit)
            var effects = LockEffects(.persistAttempts)
            if gate == .verifierWiped { effects.append(.wipeVerifier) }
            return effects
        }
        var effects = LockEffects()
        if attempts.failures > 0 {
            attempts.recordSuccess()
            effects.append(.persistAttempts)
        }
        if isLocked {
            isLocked = false
            effects += invalidatePrompts()
            effects.append(.hideLock)
        }
        return effects
    }

    /// Ends any prompt in flight so its result cannot unlock.
    mutating func invalidatePrompts() -> LockEffects {
        guard let cycle = promptInFlight else { return LockEffects() }
        promptInFlight = nil
        return LockEffects(.cancelBiometricPrompt(cycle: cycle))
    }
}
