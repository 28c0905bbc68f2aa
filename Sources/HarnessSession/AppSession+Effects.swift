import Biometrics
import LockCore
import LockFlows

extension AppSession {
    /// Feeds `event` to the model at the current instant and performs what it returns, depth first: an effect's
    /// answer is applied (and its effects performed) before the next effect. No timer fires.
    func send(_ event: SessionEvent) async throws {
        var agenda = newAgenda(timers: .none)
        agenda.push(.event(event))
        try await finish(&agenda)
    }

    /// An empty agenda over the session's spare storage.
    private func newAgenda(timers: SessionAgenda.TimerFiring) -> SessionAgenda {
        var storage: [SessionAgenda.Item] = []
        swap(&storage, &spareAgendaStorage)
        return SessionAgenda(timers: timers, storage: storage)
    }

    /// What `input` has to do, with what it does at once to the clock already done (time moved by sleep or a wall
    /// clock change); nothing else has changed yet.
    ///
    /// - Throws: ``SessionInputError`` for a negative duration.
    package func agenda(for input: SessionInput) throws -> SessionAgenda {
        note("> \(input)")
        switch input {
        case .advance(let duration):
            try SessionInputError.requireNonNegative(duration, field: "advance")
            return newAgenda(timers: .until(self.now.continuous + duration))
        case .setWallClock(let date):
            moveClock { $0.setWallClock(to: date) }
        case .shiftWallClock(let offset):
            moveClock { $0.shiftWallClock(by: offset) }
        case .deviceSleep(let duration):
            try SessionInputError.requireNonNegative(duration, field: "sleep")
            moveClock { $0.sleep(for: duration) }
        case .reboot(let downtime):
            try SessionInputError.requireNonNegative(downtime, field: "reboot.downtime")
            var agenda = newAgenda(timers: .dueNow)
            agenda.push(.event(.input(input)), then: .reboot(downtime: downtime))
            return agenda
        default:
            var agenda = newAgenda(timers: .dueNow)
            agenda.push(.event(.input(input)))
            return agenda
        }
        return newAgenda(timers: .dueNow)
    }

    /// Works through `agenda` to its end, awaiting the effects that leave the process.
    package func finish(_ agenda: inout SessionAgenda) async throws {
        while let effect = try proceed(&agenda) { try await perform(effect, into: &agenda) }
    }

    /// Works through `agenda` without suspending: applies its events, performs its effects and fires its timers,
    /// each at its own deadline, until it is done (`nil`; time has then moved to the agenda's instant) or meets an
    /// effect that must be awaited (returned, for ``perform(_:into:)``; the rest stays on `agenda`).
    package func proceed(_ agenda: inout SessionAgenda) throws -> SessionEffect? {
        // The model appends each event's effects to the session's one buffer, emptied again once they are on the
        // agenda. It is borrowed into a local for the loop: a local's accesses are checked when compiling, a
        // stored property's at run time, on every access.
        var effects: [SessionEffect] = []
        swap(&effects, &spareEffects)
        defer { swap(&effects, &spareEffects) }
        while true {
            if let item = agenda.next() {
                switch consume item {
                case .event(let event):
                    defer { effects.removeAll(keepingCapacity: true) }
                    try model.apply(event, at: self.now, into: &effects)
                    agenda.push(effects: effects)
                case .effect(let effect):
                    if !performAtOnce(effect, into: &agenda) { return effect }
                case .schedule(let timer, let delay):
                    schedule(timer, after: delay)
                case .nextSensorAttempt(let cycle):
                    schedule(.sensorAttempt(cycle: cycle), after: sensor.attemptLatency)
                case .holdAnswer(let answer, let latency):
                    heldAnswers[timerSequence + 1] = answer
                    schedule(.heldAnswer(id: timerSequence + 1), after: latency)
                case .reboot(let downtime):
                    moveClock { $0.reboot(downtime: downtime) }
                    timers.removeAll()
                    // The device is unlocked with its passcode before the next launch (the restart's rule).
                    sensor.update { $0.restartedAndUnlockedWithPasscode() }
                }
                continue
            }
            let now = self.now.continuous
            guard let limit = agenda.timerLimit(now: now), let next = timers.first, next.deadline <= limit else {
                break
            }
            timers.removeFirst()
            if next.deadline > now { moveClock { $0.advance(by: next.deadline - now) } }
            fire(next.timer, into: &agenda)
        }
        if case .until(let target) = agenda.timers {
            let rest = target - self.now.continuous
            if rest > .zero { moveClock { $0.advance(by: rest) } }
        }
        agenda.handBackStorage(to: &spareAgendaStorage)
        return nil
    }

    /// Performs `effect` if it stays inside the session (timers, the simulated sensor, the store, the trace, a
    /// service call that needs neither the API nor a real reader), putting its answer on `agenda`, and says whether
    /// it did; the others are awaited in ``perform(_:into:)``.
    func performAtOnce(_ effect: SessionEffect, into agenda: inout SessionAgenda) -> Bool {
        switch effect {
        case .cancelPrompt(let cycle):
            timers.removeAll { $0.timer.promptCycle == cycle }
            sensor.update { _ = $0.cancelPrompt() }
        case .changeSensor(let change):
            changeSensor(change)
        case .persistAttempts(let state):
            try? store.setPasscodeAttempts(state)
        case .replaceDevice:
            try? store.update { $0.removeAll() }
            sensor.update { device in
                _ = device.cancelPrompt()
                device.changeEnrollment()
                device.passcodeAuthenticated()
            }
        case .schedule(let timer, let delay):
            schedule(.model(timer), after: delay)
        case .cancelAllTimers:
            timers.removeAll()
            heldAnswers.removeAll()
            sensor.update { _ = $0.cancelPrompt() }
        case .setLatency(let endpoint, let latency):
            latencies[endpoint] = latency
        case .goOffline(let endpoint, let count):
            network.goOffline(endpoint, count: count)
        case .note(let line):
            note(line.description)
        case .startPrompt(let cycle):
            guard externalSensor == nil else { return false }
            startSimulatedPrompt(cycle: cycle)
        case .service(let call):
            guard let answer = answerAtOnce(call) else { return false }
            agenda.push(.event(.serviceAnswered(call, answer)))
        case .passwordReset, .injectFault:
            return false
        }
        return true
    }

    /// Performs an effect that reaches outside the session (the API, a real reader, the backend's controls) and
    /// puts what answers it on `agenda`. Nothing here decides: answers go back to the model.
    package func perform(_ effect: SessionEffect, into agenda: inout SessionAgenda) async throws {
        switch effect {
        case .service(let call):
            let answer = await perform(call)
            var answers: [SessionAgenda.Item] = []
            if case .requestPasscodeReset = call, let mail = try await newMail() { answers.append(.event(mail)) }
            answers.append(delivered(.serviceAnswered(call, answer), from: call.endpoint))
            agenda.push(answers)
        case .startPrompt(let cycle):
            agenda.push(await promptExternalSensor(cycle: cycle))
        case .passwordReset(let call):
            try await backend.control.setTime(self.now.wall)
            let answer = await perform(call)
            var answers: [SessionAgenda.Item] = []
            if case .requestReset = call, let mail = try await newMail() { answers.append(.event(mail)) }
            answers.append(delivered(.passwordResetAnswered(answer), from: call.endpoint))
            agenda.push(answers)
        case .injectFault(let fault):
            try await backend.control.injectFault(fault)
        default:
            _ = performAtOnce(effect, into: &agenda)
        }
    }

    /// An API answer as the agenda delivers it: at once, or held back by the latency `api-latency` set for the
    /// endpoint that answered.
    private func delivered(_ answer: SessionEvent, from endpoint: APIEndpoint?) -> SessionAgenda.Item {
        guard let endpoint, let latency = latencies[endpoint], latency > .zero else { return .event(answer) }
        return .holdAnswer(answer, after: latency)
    }

    /// The backend's mail, as an event, if it differs from what the model holds.
    private func newMail() async throws -> SessionEvent? {
        let mail = try await backend.control.deliveredMail()
        return mail != model.outbox ? .mailDelivered(mail) : nil
    }

    /// Answers `call` without suspending, if it needs neither the API nor a sensor that must be awaited; `nil`,
    /// with nothing done, otherwise.
    ///
    /// The service shares this session's executor, so its isolation is already held: this is `assumeIsolated`
    /// (checked the same way) without a capturing closure, whose context costs heap allocations on every call.
    private func answerAtOnce(_ call: ServiceCall) -> ServiceAnswer? {
        service.preconditionIsolated("a session runs on its service's executor")
        typealias Isolated = (
            isolated PasscodeService, ServiceCall, InMemorySecureStore, (any SynchronousBiometricSensor)?
        ) -> ServiceAnswer?
        typealias Entered = (
            PasscodeService, ServiceCall, InMemorySecureStore, (any SynchronousBiometricSensor)?
        ) -> ServiceAnswer?
        let answer: Isolated = { service, call, store, sensor in
            service.answerAtOnce(call, store: store, sensor: sensor)
        }
        return unsafe unsafeBitCast(answer, to: Entered.self)(service, call, store, synchronousServiceSensor)
    }

    /// Calls the service and reports the account state after the call: the calls ``answerAtOnce(_:)`` could not
    /// make (the API's, and the sensor's when it is a real reader).
    private func perform(_ call: ServiceCall) async -> ServiceAnswer {
        let store = self.store
        let sensor = serviceSensor
        return await service.withIsolation { service in
            if let answer = service.answerAtOnce(call, store: store, sensor: sensor.synchronousSensor) { return answer }
            var failure: String?
            var matched = false
            do {
                switch call {
                case .verifyPasscode(let pin, _):
                    // Only here when the policy checks with the server because nothing is cached.
                    do {
                        try await service.verifyAndCachePasscode(pin)
                        matched = true
                    } catch PasscodeServiceError.incorrectPasscode {
                        matched = false
                    }
                case .setPasscode(let pin):
                    try await service.setPasscode(pin)
                case .changePasscode(let current, let new):
                    try await service.changePasscode(current: current, new: new)
                case .requestPasscodeReset:
                    try await service.requestPasscodeReset()
                case .resetPasscode(let code, let newPasscode):
                    try await service.resetPasscode(code: code, newPasscode: newPasscode)
                case .updateTimeout(let minutes, let proof):
                    try await service.updateTimeout(minutes, currentPasscode: proof)
                case .removePasscode(_, let proof):
                    try await service.removePasscode(currentPasscode: proof)
                case .setBiometric(let enabled):
                    try service.setBiometric(enabled: enabled, capability: await sensor.capability())
                case .refreshFromServer:
                    try await service.refreshFromServer()
                case .checkBiometric:
                    service.checkBiometricAvailability(await sensor.capability())
                case .wipeVerifier, .clearLocalData, .loadLocalState:
                    preconditionFailure("\(call) is always answered at once")
                }
            } catch {
                failure = "\(error)"
            }
            return ServiceAnswer(error: failure, matched: matched, account: service.accountState())
        }
    }

    private func perform(_ call: PasswordResetCall) async -> PasswordResetAnswer {
        let api = network
        switch call {
        case .requestReset(let email, let request):
            return .requestReset(
                await Self.capture { try await api.requestPasswordReset(email: email) }, request: request)
        case .verifyToken(let token, let request):
            return .verifyToken(await Self.capture { try await api.verifyResetToken(token) }, request: request)
        case .resetPassword(let token, let newPassword, let request):
            return .resetPassword(
                await Self.capture { try await api.resetPassword(token: token, newPassword: newPassword) },
                request: request)
        case .login(let email, let password):
            return .login(await Self.capture { try await api.login(email: email, password: password) })
        }
    }

    private static func capture<T>(_ call: () async throws -> T) async -> Result<T, any Error> {
        do { return .success(try await call()) } catch { return .failure(error) }
    }

    // MARK: Sensor

    /// The real reader's (or its replayed recording's) whole prompt, at this virtual instant: its unusable scans
    /// reach the model in order (each replaces the hint), then the outcome lands like a simulated prompt's. What
    /// answers it, for the agenda.
    private func promptExternalSensor(cycle: Int) async -> [SessionAgenda.Item] {
        guard let externalSensor else { return [] }
        let record = await externalSensor.evaluateRecorded(reason: "Unlock Repair Minder")
        let answers = record.answers.map { "\($0.attempt.name)@\(DurationNotation.format($0.after))" }
        let source = (externalSensor as? any PromptSourceNaming)?.promptSource ?? "on the real reader"
        note(
            "prompt for cycle \(cycle) \(source): \(record.outcome.rawValue) "
                + "[\(answers.joined(separator: ", "))]")
        return record.feedback.map { .event(.biometricAttempted($0, cycle: cycle)) }
            + [.schedule(.biometricResult(record.outcome, cycle: cycle), after: .zero)]
    }

    /// Puts the prompt on the simulated sensor now and schedules its first attempt after the sensor's latency; each
    /// attempt happens at its own instant (so a prompt cancelled half way has consumed only the attempts made so far).
    private func startSimulatedPrompt(cycle: Int) {
        let now = self.now
        let declaresFaceIDUsage = configuration.appDeclaresFaceIDUsage
        if let failure = sensor.update({ $0.beginPrompt(at: now, appDeclaresFaceIDUsage: declaresFaceIDUsage) }) {
            let refused = sensor.state.refusesPrompt(appDeclaresFaceIDUsage: declaresFaceIDUsage)
            let why = refused ? " (the app's Info.plist has no NSFaceIDUsageDescription)" : ""
            note("prompt for cycle \(cycle) failed at once: \(failure.rawValue)\(why)")
            schedule(.biometricResult(failure, cycle: cycle), after: .zero)
            return
        }
        note("prompt for cycle \(cycle) on screen")
        schedule(.sensorAttempt(cycle: cycle), after: sensor.attemptLatency)
    }

    func changeSensor(_ change: SensorChange) {
        let now = self.now
        sensor.update { device -> Void in
            switch change {
            case .matching(let on): device.isMatching = on
            case .enrolled(let on): device.setEnrolled(on)
            case .hardware(let hardware): device.hardware = hardware
            case .devicePasscodeSet(let on): device.isPasscodeSet = on
            case .queue(let attempts): device.enqueue(attempts)
            case .clearQueue: device.clearScript()
            case .lockout(let permanent): device.lockOut(at: now, permanent: permanent)
            case .endLockout: device.passcodeAuthenticated()
            case .latency(let latency): device.rules.attemptLatency = latency
            case .changeEnrollment: device.changeEnrollment()
            case .osUpgradeRotation: device.simulateOSUpgradeRotation()
            }
        }
    }

    // MARK: Timeline

    func schedule(_ timer: SessionTimer, after delay: Duration) {
        timerSequence += 1
        timers.append(ScheduledTimer(deadline: self.now.continuous + delay, sequence: timerSequence, timer: timer))
        timers.sort { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
    }

    /// Fires `timer` now: what it answers goes on `agenda`.
    private func fire(_ timer: SessionTimer, into agenda: inout SessionAgenda) {
        switch timer {
        case .model(let timer):
            agenda.push(.event(.timerFired(timer)))
        case .sensorAttempt(let cycle):
            let now = self.now
            guard let attempt = sensor.update({ $0.nextAttempt(at: now) }) else { return }
            note("prompt for cycle \(cycle): attempt \(attempt)")
            if let outcome = attempt.endedPrompt {
                agenda.push(.event(.biometricAnswered(outcome, cycle: cycle)))
            } else {
                agenda.push(
                    .event(.biometricAttempted(attempt.feedback, cycle: cycle)), then: .nextSensorAttempt(cycle: cycle))
            }
        case .biometricResult(let outcome, let cycle):
            agenda.push(.event(.biometricAnswered(outcome, cycle: cycle)))
        case .heldAnswer(let id):
            if let answer = heldAnswers.removeValue(forKey: id) { agenda.push(.event(answer)) }
        }
    }
}
