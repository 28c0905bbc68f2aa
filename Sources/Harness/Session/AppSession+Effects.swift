import Biometrics
import LockCore
import LockFlows

extension AppSession {
    /// Feeds the coordinator and performs what it asks.
    func coordinate(_ event: LockEvent) async {
        let effects = coordinator.handle(event, at: clock.now())
        if !effects.isEmpty { note("\(event) -> \(effects)") }
        for effect in effects { await performLock(effect) }
    }

    func performLock(_ effect: LockEffect) async {
        switch effect {
        case .showLock:
            await service.lockApp()
            lockScreen = LockScreenModel(
                biometric: await service.biometricPresentation, forgotAlertVariant: configuration.forgotAlertVariant)
            settings = nil
            setPasscodeFlow = nil
            disableSheet = nil
        case .hideLock:
            await service.unlockApp()
            lockScreen = nil
            resetFlow = nil
        case .showPrivacyCover:
            isCovered = true
        case .hidePrivacyCover:
            isCovered = false
        case .promptBiometric(let cycle):
            await startPrompt(cycle: cycle)
        case .cancelBiometricPrompt(let cycle):
            timers.removeAll { isPrompt($0, cycle: cycle) }
            sensor.update { _ = $0.cancelPrompt() }
            promptMadeSceneInactive = false
            lastOutcome = .systemCancel
            lockScreen?.biometricFinished(.systemCancel)
            note("prompt for cycle \(cycle) ended: systemCancel")
        case .passcodeEntryDelayed:
            break  // answered by the check that caused it
        case .persistAttempts(let state):
            try? store.setPasscodeAttempts(state)
        case .wipeVerifier:
            try? await service.wipeVerifier()
        }
    }

    private func isPrompt(_ timer: ScheduledTimer, cycle: Int) -> Bool {
        switch timer.timer {
        case .biometricResult(_, let c), .sensorAttempt(let c): return c == cycle
        default: return false
        }
    }

    /// Puts the prompt on the sensor now and schedules its first attempt after the sensor's latency; each attempt
    /// happens at its own instant (so a prompt cancelled half way has consumed only the attempts made so far).
    /// While the system sheet is up the scene is `inactive`, as on a phone.
    func startPrompt(cycle: Int) async {
        if let externalSensor {
            promptsStarted += 1
            lockScreen?.biometricPromptStarted()
            if coordinator.phase == .active {
                promptMadeSceneInactive = true
                await coordinate(.scenePhase(.inactive))
            }
            let outcome = await externalSensor.evaluate(reason: "Unlock Repair Minder")
            note("prompt for cycle \(cycle) on the real reader: \(outcome.rawValue)")
            schedule(.biometricResult(outcome, cycle: cycle), after: .zero)
            return
        }
        let now = clock.now()
        let failure = sensor.update { $0.beginPrompt(at: now) }
        promptsStarted += 1
        lockScreen?.biometricPromptStarted()
        if let failure {
            note("prompt for cycle \(cycle) failed at once: \(failure.rawValue)")
            schedule(.biometricResult(failure, cycle: cycle), after: .zero)
            return
        }
        note("prompt for cycle \(cycle) on screen")
        schedule(.sensorAttempt(cycle: cycle), after: sensor.attemptLatency)
        if coordinator.phase == .active {
            promptMadeSceneInactive = true
            await coordinate(.scenePhase(.inactive))
        }
    }

    func schedule(_ timer: SessionTimer, after delay: Duration) {
        timerSequence += 1
        timers.append(ScheduledTimer(deadline: clock.now().continuous + delay, sequence: timerSequence, timer: timer))
        timers.sort { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
    }

    /// Moves time forward, firing each timer at its own deadline.
    func advance(by duration: Duration) async throws {
        let target = clock.now().continuous + duration
        while let next = timers.first, next.deadline <= target {
            timers.removeFirst()
            let delta = next.deadline - clock.now().continuous
            if delta > .zero { clock.update { $0.advance(by: delta) } }
            try await fire(next.timer)
        }
        let rest = target - clock.now().continuous
        if rest > .zero { clock.update { $0.advance(by: rest) } }
    }

    func fireDueTimers() async throws {
        let now = clock.now().continuous
        while let next = timers.first, next.deadline <= now {
            timers.removeFirst()
            try await fire(next.timer)
        }
    }

    func fire(_ timer: SessionTimer) async throws {
        switch timer {
        case .setPasscodeReturn:
            setPasscodeFlow?.returnTimerFired()
        case .resetPasscodeReturn:
            resetFlow?.returnTimerFired()
        case .sensorAttempt(let cycle):
            let now = clock.now()
            guard let attempt = sensor.update({ $0.nextAttempt(at: now) }) else { return }
            note("prompt for cycle \(cycle): attempt \(attempt)")
            if let outcome = attempt.endedPrompt {
                try await fire(.biometricResult(outcome, cycle: cycle))
            } else {
                schedule(.sensorAttempt(cycle: cycle), after: sensor.attemptLatency)
            }
        case .biometricResult(let outcome, let cycle):
            note("prompt for cycle \(cycle) answered: \(outcome.rawValue)")
            lastOutcome = outcome
            lockScreen?.biometricFinished(outcome)
            await coordinate(.biometricResult(succeeded: outcome == .success, cycle: cycle))
            if promptMadeSceneInactive {
                promptMadeSceneInactive = false
                if coordinator.phase == .inactive { await coordinate(.scenePhase(.active)) }
            }
            await refreshBiometric()
        }
    }

    /// Checks a passcode typed on any screen: the coordinator's delay and wipe rules first, then the local
    /// verifier; the result is counted by the coordinator and, when correct, ends a biometry lockout.
    func checkPasscode(_ pin: String) async -> PasscodeCheck {
        switch coordinator.passcodeGate(at: clock.now()) {
        case .verifierWiped:
            return .refused(ScreenMessages.verifierWiped)
        case .delayed(let remaining):
            await coordinate(.passcodeRejected)
            return .refused(ScreenMessages.tryAgain(in: remaining))
        case .open:
            break
        }
        let correct = await service.verifyPasscode(pin)
        await coordinate(correct ? .passcodeAccepted : .passcodeRejected)
        if correct {
            await service.passcodeAuthenticated()
            await refreshBiometric()
            return .correct
        }
        if case .verifierWiped = coordinator.passcodeGate(at: clock.now()) {
            return .refused(ScreenMessages.verifierWiped)
        }
        return .incorrect
    }
}
