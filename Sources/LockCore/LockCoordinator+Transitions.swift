extension LockCoordinator {
    mutating func coldLaunch(into effects: inout LockEffects) {
        phase = .launching
        backgroundedAt = nil
        promptInFlight = nil
        isCovered = false
        isLocked = false
        guard passcodeEnabled && policy.lockOnColdLaunch else { return }
        lock(into: &effects)
    }

    mutating func enter(_ next: ScenePhase, at now: ClockReading, into effects: inout LockEffects) {
        guard next != phase else { return }
        phase = next
        switch next {
        case .launching:
            return
        case .inactive:
            // The biometric sheet itself makes the scene inactive: no cover, no relock, no re-prompt.
            guard promptInFlight == nil, policy.privacyCoverOnInactive, !isCovered else { return }
            isCovered = true
            effects.append(.showPrivacyCover)
        case .background:
            if backgroundedAt == nil || policy.restartTimeoutOnRepeatedBackground { backgroundedAt = now }
            if let cycle = promptInFlight {
                promptInFlight = nil
                effects.append(.cancelBiometricPrompt(cycle: cycle))
                if policy.repromptAfterSystemCancel && autoPromptedCycle == cycle { autoPromptedCycle = 0 }
            }
            if policy.privacyCoverOnInactive && !isCovered {
                isCovered = true
                effects.append(.showPrivacyCover)
            }
        case .active:
            if let background = backgroundedAt {
                if passcodeEnabled && !isLocked
                    && Self.shouldLockOnForeground(
                        since: background, at: now, policy: policy, limit: timeout.nanoseconds)
                {
                    lock(into: &effects)
                }
                backgroundedAt = nil
            }
            if isCovered {
                isCovered = false
                effects.append(.hidePrivacyCover)
            }
            autoPromptIfDue(into: &effects)
        }
    }

    /// The seed's `shouldLockOnForeground`, measured on the policy's clock, in whole nanoseconds (no `Duration`
    /// arithmetic: 128-bit, and slower than the rest of the decision). Static, so a mutating caller does not copy
    /// the whole coordinator to ask.
    static func shouldLockOnForeground(
        since background: ClockReading, at now: ClockReading, policy: LockPolicy, limit: Int64
    ) -> Bool {
        switch policy.elapsedTime {
        case .wallClock:
            return now.wall.nanosecondsSince1970 &- background.wall.nanosecondsSince1970 >= limit
        case .continuous, .suspending:
            guard background.boot == now.boot else { return true }
            let elapsed =
                policy.elapsedTime == .continuous
                ? now.continuous.nanoseconds &- background.continuous.nanoseconds
                : now.suspending.nanoseconds &- background.suspending.nanoseconds
            return elapsed < 0 || elapsed >= limit
        }
    }

    mutating func lock(into effects: inout LockEffects) {
        isLocked = true
        lockCycle += 1
        promptInFlight = nil
        effects.append(.showLock(cycle: lockCycle))
        autoPromptIfDue(into: &effects)
    }

    /// The lock screen's "prompt on appear": once per cycle, only while active.
    mutating func autoPromptIfDue(into effects: inout LockEffects) {
        guard isLocked, phase == .active, biometricUnlockEnabled, promptInFlight == nil,
            autoPromptedCycle != lockCycle
        else { return }
        autoPromptedCycle = lockCycle
        promptInFlight = lockCycle
        effects.append(.promptBiometric(cycle: lockCycle))
    }

    mutating func biometricButtonTapped(into effects: inout LockEffects) {
        guard isLocked, phase == .active, biometricUnlockEnabled, promptInFlight == nil else { return }
        autoPromptedCycle = lockCycle
        promptInFlight = lockCycle
        effects.append(.promptBiometric(cycle: lockCycle))
    }

    mutating func biometricResult(succeeded: Bool, cycle: Int, into effects: inout LockEffects) {
        // Only the prompt in flight counts, and that is always a prompt of the current cycle: `promptInFlight` is
        // only ever set to `lockCycle`, and `lock(into:)`, the only place `lockCycle` changes, clears it in the same
        // step (LockCoordinatorInvariantTests checks this over long random event sequences).
        guard promptInFlight == cycle else { return }
        promptInFlight = nil
        guard succeeded, isLocked, phase != .background, biometricUnlockEnabled, passcodeEnabled else { return }
        isLocked = false
        effects.append(.hideLock)
    }

    mutating func passcodeChecked(correct: Bool, at now: ClockReading, into effects: inout LockEffects) {
        switch attempts.gate(at: now, schedule: policy.passcodeDelays) {
        case .verifierWiped:
            return
        case .delayed(let remaining):
            effects.append(.passcodeEntryDelayed(remaining: remaining))
            return
        case .open:
            break
        }
        guard correct else {
            // The seeds have no attempt limit: nothing is counted or persisted.
            guard policy.limitsPasscodeAttempts else { return }
            let gate = attempts.recordFailure(
                at: now, schedule: policy.passcodeDelays, hardLimit: policy.passcodeAttemptLimit)
            effects.append(.persistAttempts)
            if gate == .verifierWiped { effects.append(.wipeVerifier) }
            return
        }
        if attempts.failures > 0 {
            attempts.recordSuccess()
            effects.append(.persistAttempts)
        }
        if isLocked {
            isLocked = false
            invalidatePrompts(into: &effects)
            effects.append(.hideLock)
        }
    }

    /// Ends any prompt in flight so its result cannot unlock.
    mutating func invalidatePrompts(into effects: inout LockEffects) {
        guard let cycle = promptInFlight else { return }
        promptInFlight = nil
        effects.append(.cancelBiometricPrompt(cycle: cycle))
    }
}
