import Biometrics
import LockCore
import LockFlows

extension AppSession {
    /// Feeds `event` to the model at the current instant and performs what it returns, depth first: an effect's
    /// answer is applied (and its effects performed) before the next effect.
    func send(_ event: SessionEvent) async throws {
        let effects = try model.apply(event, at: clock.now())
        for effect in effects where !performAtOnce(effect) { try await perform(effect) }
    }

    /// Performs an effect that stays inside the session (timers, the simulated sensor, the store, the trace) and
    /// says whether it was one; the others go to ``perform(_:)``. An `async` call for each of these cost more than
    /// the effect itself.
    func performAtOnce(_ effect: SessionEffect) -> Bool {
        switch effect {
        case .cancelPrompt(let cycle):
            timers.removeAll { $0.timer.promptCycle == cycle }
            sensor.update { _ = $0.cancelPrompt() }
        case .changeSensor(let change):
            changeSensor(change)
        case .persistAttempts(let state):
            try? store.setPasscodeAttempts(state)
        case .schedule(let timer, let delay):
            schedule(.model(timer), after: delay)
        case .cancelAllTimers:
            timers.removeAll()
            heldAnswers.removeAll()
            sensor.update { _ = $0.cancelPrompt() }
        case .setLatency(let endpoint, let latency):
            latencies[endpoint] = latency
        case .note(let line):
            note(line.description)
        case .service, .startPrompt, .passwordReset, .injectFault:
            return false
        }
        return true
    }

    /// Performs an effect that reaches outside the session (the service, a real reader, the backend). Nothing here
    /// decides: answers go back to the model.
    func perform(_ effect: SessionEffect) async throws {
        switch effect {
        case .service(let call):
            let answer = await perform(call)
            if case .requestPasscodeReset = call { try await deliverMail() }
            try await send(.serviceAnswered(call, answer))
        case .startPrompt(let cycle):
            await startPrompt(cycle: cycle)
        case .passwordReset(let call):
            try await backend.control.setTime(clock.now().wall)
            let answer = await perform(call)
            if case .requestReset = call { try await deliverMail() }
            if let latency = latencies[call.endpoint], latency > .zero {
                heldAnswers[timerSequence + 1] = answer
                schedule(.passwordResetAnswer(id: timerSequence + 1), after: latency)
            } else {
                try await send(.passwordResetAnswered(answer))
            }
        case .injectFault(let fault):
            try await backend.control.injectFault(fault)
        default:
            _ = performAtOnce(effect)
        }
    }

    private func deliverMail() async throws {
        let mail = try await backend.control.deliveredMail()
        if mail != model.outbox { try await send(.mailDelivered(mail)) }
    }

    /// Calls the service and reports the account state after the call, in one hop to the service.
    private func perform(_ call: ServiceCall) async -> ServiceAnswer {
        let store = self.store
        return await service.withIsolation { service in
            var failure: String?
            var matched = false
            var attempts: PasscodeAttemptState?
            do {
                switch call {
                case .verifyPasscode(let pin, _):
                    matched = service.verifyPasscode(pin)
                case .passcodeAuthenticated:
                    await service.passcodeAuthenticated()
                case .setPasscode(let pin):
                    try await service.setPasscode(pin)
                case .changePasscode(let current, let new):
                    try await service.changePasscode(current: current, new: new)
                case .requestPasscodeReset:
                    try await service.requestPasscodeReset()
                case .resetPasscode(let code, let newPasscode):
                    try await service.resetPasscode(code: code, newPasscode: newPasscode)
                case .updateTimeout(let minutes):
                    try await service.updateTimeout(minutes)
                case .removePasscode:
                    try await service.removePasscode()
                case .wipeVerifier:
                    try service.wipeVerifier()
                case .setBiometric(let enabled):
                    try await service.setBiometric(enabled: enabled)
                case .clearLocalData:
                    try service.clearLocalData()
                case .refreshFromServer:
                    try await service.refreshFromServer()
                case .loadLocalState:
                    try service.loadLocalState()
                    attempts = try store.passcodeAttempts()
                case .checkBiometric:
                    _ = await service.checkBiometricAvailability()
                }
            } catch {
                failure = "\(error)"
            }
            return ServiceAnswer(error: failure, matched: matched, account: service.accountState(), attempts: attempts)
        }
    }

    private func perform(_ call: PasswordResetCall) async -> PasswordResetAnswer {
        let api = backend.passwordResetAPI
        switch call {
        case .requestReset(let email, let request):
            return .requestReset(await Self.capture { try await api.requestPasswordReset(email: email) }, request: request)
        case .verifyToken(let token, let request):
            return .verifyToken(await Self.capture { try await api.verifyResetToken(token) }, request: request)
        case .resetPassword(let token, let newPassword, let request):
            return .resetPassword(
                await Self.capture { try await api.resetPassword(token: token, newPassword: newPassword) }, request: request)
        }
    }

    private static func capture<T>(_ call: () async throws -> T) async -> Result<T, any Error> {
        do { return .success(try await call()) } catch { return .failure(error) }
    }

    // MARK: Sensor

    /// Puts the prompt on the sensor now and schedules its first attempt after the sensor's latency; each attempt
    /// happens at its own instant (so a prompt cancelled half way has consumed only the attempts made so far).
    func startPrompt(cycle: Int) async {
        if let externalSensor {
            // The reader's whole prompt happens at this virtual instant: its unusable scans reach the model in
            // order (each replaces the hint), then the outcome lands like a simulated prompt's.
            let record = await externalSensor.evaluateRecorded(reason: "Unlock Repair Minder")
            let answers = record.answers.map { "\($0.attempt.name)@\(ScenarioDuration.format($0.after))" }
            note("prompt for cycle \(cycle) on the real reader: \(record.outcome.rawValue) [\(answers.joined(separator: ", "))]")
            for feedback in record.feedback { try? await send(.biometricAttempted(feedback, cycle: cycle)) }
            schedule(.biometricResult(record.outcome, cycle: cycle), after: .zero)
            return
        }
        let now = clock.now()
        if let appInfo = configuration.appInfo, !appInfo.allowsFaceID, sensor.state.biometryType == .faceID {
            // See AppInfoPlist: without NSFaceIDUsageDescription the system does not let the app use Face ID.
            note("prompt for cycle \(cycle) refused by the system: Info.plist lacks NSFaceIDUsageDescription")
            schedule(.biometricResult(.biometryNotAvailable, cycle: cycle), after: .zero)
            return
        }
        if let failure = sensor.update({ $0.beginPrompt(at: now) }) {
            note("prompt for cycle \(cycle) failed at once: \(failure.rawValue)")
            schedule(.biometricResult(failure, cycle: cycle), after: .zero)
            return
        }
        note("prompt for cycle \(cycle) on screen")
        schedule(.sensorAttempt(cycle: cycle), after: sensor.attemptLatency)
    }

    func changeSensor(_ change: SensorChange) {
        sensor.update { device -> Void in
            switch change {
            case .matching(let on): device.isMatching = on
            case .enrolled(let on): device.setEnrolled(on)
            case .hardware(let hardware): device.hardware = hardware
            case .devicePasscodeSet(let on): device.isPasscodeSet = on
            case .queue(let attempts): device.enqueue(attempts)
            case .latency(let latency): device.rules.attemptLatency = latency
            case .changeEnrollment: device.changeEnrollment()
            case .osUpgradeRotation: device.simulateOSUpgradeRotation()
            }
        }
    }

    // MARK: Timeline

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

    /// Whether a timer is due now (so the common step with nothing due makes no further `async` call).
    var hasDueTimer: Bool {
        guard let next = timers.first else { return false }
        return next.deadline <= clock.now().continuous
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
        case .model(let timer):
            try await send(.timerFired(timer))
        case .sensorAttempt(let cycle):
            let now = clock.now()
            guard let attempt = sensor.update({ $0.nextAttempt(at: now) }) else { return }
            note("prompt for cycle \(cycle): attempt \(attempt)")
            if let outcome = attempt.endedPrompt {
                try await send(.biometricAnswered(outcome, cycle: cycle))
            } else {
                try await send(.biometricAttempted(attempt.feedback, cycle: cycle))
                schedule(.sensorAttempt(cycle: cycle), after: sensor.attemptLatency)
            }
        case .biometricResult(let outcome, let cycle):
            try await send(.biometricAnswered(outcome, cycle: cycle))
        case .passwordResetAnswer(let id):
            if let answer = heldAnswers.removeValue(forKey: id) { try await send(.passwordResetAnswered(answer)) }
        }
    }
}
