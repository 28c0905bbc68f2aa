import LockCore

extension SimulatedBiometricDevice {
    /// Shows one prompt and runs attempts until it ends, starting at `now`; each attempt takes the rules' latency.
    ///
    /// The prompt fails fast (no attempts, no latency) with the unavailable reason when the sensor cannot be used.
    public mutating func evaluate(at now: ClockReading) -> SimulatedPromptResult {
        if let reason = beginPrompt(at: now) {
            return SimulatedPromptResult(outcome: reason, attempts: [], totalLatency: .zero)
        }
        return finishPrompt(startingAt: now)
    }

    /// Runs the attempts of the prompt in flight (``beginPrompt(at:appDeclaresFaceIDUsage:)`` showed it at `start`) until it ends, each
    /// one the rules' latency after the one before, without waiting: the prompt loop of every caller that needs
    /// no suspension between attempts (``evaluate(at:)``, the simulated phone). With no prompt in flight it ends
    /// at once with `systemCancel`.
    public mutating func finishPrompt(startingAt start: ClockReading) -> SimulatedPromptResult {
        var attempts: [SimulatedAttempt] = []
        var time = start
        var total = Duration.zero
        while true {
            time = time.advanced(by: rules.attemptLatency)
            guard let attempt = nextAttempt(at: time) else { break }
            attempts.append(attempt)
            total += attempt.latency
            if let outcome = attempt.endedPrompt {
                return SimulatedPromptResult(outcome: outcome, attempts: attempts, totalLatency: total)
            }
        }
        // Only without a prompt in flight: nextAttempt returns nil then, and every prompt ends.
        return SimulatedPromptResult(outcome: .systemCancel, attempts: attempts, totalLatency: total)
    }

    /// Whether the system refuses this sensor's prompt to an app, whatever the sensor's state: Face ID for an app whose
    /// Info.plist has no `NSFaceIDUsageDescription` (``beginPrompt(at:appDeclaresFaceIDUsage:)`` then fails with
    /// `biometryNotAvailable`).
    public func refusesPrompt(appDeclaresFaceIDUsage: Bool) -> Bool {
        biometryType == .faceID && !appDeclaresFaceIDUsage
    }

    /// Puts a prompt on screen at `now`; returns the outcome it fails with at once, or `nil` if it is showing.
    ///
    /// A prompt already in flight is replaced. A timed lockout that has ended by `now` is cleared here
    /// (the failure count stays, so Android locks out again at the next multiple of its threshold). The system
    /// refuses a Face ID prompt from an app whose Info.plist has no `NSFaceIDUsageDescription` before the sensor is
    /// asked (`biometryNotAvailable`, LAError -6); Touch ID and the other sensors need no description.
    public mutating func beginPrompt(at now: ClockReading, appDeclaresFaceIDUsage: Bool = true) -> BiometricOutcome? {
        prompt = nil
        if refusesPrompt(appDeclaresFaceIDUsage: appDeclaresFaceIDUsage) { return .biometryNotAvailable }
        if lockout != .none, !lockout.isActive(at: now) { lockout = .none }
        if let reason = unavailableReason(at: now) { return reason }
        prompt = Prompt()
        return nil
    }

    /// Runs the next attempt of the prompt in flight, finishing at `now` (the caller has applied the latency).
    ///
    /// Consumes the oldest scripted attempt, or asks the matching mode when the queue is empty. Returns `nil`
    /// when no prompt is in flight. A scripted `userFallback` is honoured even before the fallback button
    /// would be shown; the attempt's ``SimulatedAttempt/fallbackOffered`` says whether it was.
    ///
    /// A scripted ``ScriptedAttempt/feedback(_:)`` (an unusable scan) keeps the prompt up without using one of its
    /// attempts or counting a failure: Android's `onAuthenticationHelp`, libfprint's `FP_DEVICE_RETRY_*` and
    /// fprintd's `verify-retry-scan` family count toward no lockout.
    public mutating func nextAttempt(at now: ClockReading) -> SimulatedAttempt? {
        guard var current = prompt else { return nil }
        current.presentations += 1
        let fallbackOffered = rules.fallbackOffered(afterFailures: current.failures)
        let fromScript = !unconsumedScript.isEmpty
        let input = fromScript ? unconsumedScript.removeFirst() : (isMatching ? .match : .noMatch)
        var ended: BiometricOutcome?
        if hardware != .present {
            ended = hardware == .absent ? .biometryNotAvailable : .biometryDisconnected
        } else {
            if input.feedback == nil { current.attemptsUsed += 1 }
            switch Self.normalized(input) {
            case .feedback:
                break
            case .match:
                consecutiveFailures = 0
                ended = .success
            case .noMatch:
                consecutiveFailures += 1
                current.failures += 1
                let newLockout = rules.lockout(afterConsecutiveFailures: consecutiveFailures, at: now)
                if let outcome = newLockout.outcome {
                    lockout = newLockout
                    ended = outcome
                } else if current.attemptsUsed >= max(1, rules.attemptsPerPrompt) {
                    ended = .authenticationFailed
                }
            case .outcome(let outcome):
                ended = outcome
            }
        }
        prompt = ended == nil ? current : nil
        return SimulatedAttempt(
            number: current.presentations, input: input, fromScript: fromScript, fallbackOffered: fallbackOffered,
            latency: rules.attemptLatency, consecutiveFailures: consecutiveFailures, endedPrompt: ended)
    }

    /// Ends the prompt in flight without an attempt (`appCancel`, `systemCancel`); returns whether one was.
    @discardableResult
    public mutating func cancelPrompt() -> Bool {
        defer { prompt = nil }
        return prompt != nil
    }

    /// `success` scripted as an outcome means a match (it resets the failure count like one).
    static func normalized(_ input: ScriptedAttempt) -> ScriptedAttempt {
        input == .outcome(.success) ? .match : input
    }
}
