import LockCore

/// A ``BiometricSensor`` backed by a ``SimulatedBiometricDevice``: the app-facing, async side of the model.
///
/// Time comes from `clockSource` (a virtual clock in tests, ``LiveClock`` in real runs); each attempt's latency
/// is slept on `clock`, so a test clock that advances the same virtual timeline keeps everything deterministic.
///
/// ```swift
/// let sensor = SimulatedBiometricSensor(device: profile.makeDevice(), clockSource: timeline, clock: testClock)
/// await sensor.enqueue([.noMatch, .match])
/// await sensor.evaluate(reason: "Unlock")   // .success
/// ```
public actor SimulatedBiometricSensor<C: Clock<Duration>>: BiometricSensor {
    /// The model's current state (modes, counters, lockout, script).
    public private(set) var device: SimulatedBiometricDevice
    /// Every prompt evaluated so far, oldest first.
    public private(set) var history: [SimulatedPromptResult] = []
    private let clockSource: any ClockSource
    private let clock: C
    private var promptInFlight = false
    private var pendingCancel: BiometricOutcome?

    /// A sensor running `device`, reading time from `clockSource` and sleeping attempt latency on `clock`.
    public init(device: SimulatedBiometricDevice, clockSource: any ClockSource, clock: C) {
        self.device = device
        self.clockSource = clockSource
        self.clock = clock
    }

    /// What `canEvaluatePolicy` and `biometryType` would report now.
    public func capability() -> BiometricCapability { device.capability(at: clockSource.now()) }

    /// Shows one prompt and returns how it ended.
    public func evaluate(reason: String) async -> BiometricOutcome { await evaluatePrompt(reason: reason).outcome }

    /// Shows one prompt and returns its full trace; a second prompt while one is showing ends at once with
    /// ``BiometricOutcome/systemCancel``, and a cancelled task ends its prompt the same way.
    public func evaluatePrompt(reason: String) async -> SimulatedPromptResult {
        guard !promptInFlight else {
            return SimulatedPromptResult(outcome: .systemCancel, attempts: [], totalLatency: .zero)
        }
        promptInFlight = true
        pendingCancel = nil
        defer {
            promptInFlight = false
            pendingCancel = nil
        }
        var attempts: [SimulatedAttempt] = []
        var total = Duration.zero
        func finish(_ outcome: BiometricOutcome) -> SimulatedPromptResult {
            let result = SimulatedPromptResult(outcome: outcome, attempts: attempts, totalLatency: total)
            history.append(result)
            return result
        }
        if let reason = device.beginPrompt(at: clockSource.now()) { return finish(reason) }
        while true {
            let latency = device.rules.attemptLatency
            do {
                try await clock.sleep(for: latency)
            } catch {
                pendingCancel = pendingCancel ?? .systemCancel
            }
            if let cancelled = pendingCancel {
                device.cancelPrompt()
                return finish(cancelled)
            }
            guard let attempt = device.nextAttempt(at: clockSource.now()) else { return finish(.systemCancel) }
            attempts.append(attempt)
            total += latency
            if let outcome = attempt.endedPrompt { return finish(outcome) }
        }
    }

    /// Ends the prompt in flight with `outcome` (normally `appCancel` or `systemCancel`) before its next attempt.
    public func cancel(_ outcome: BiometricOutcome) {
        if promptInFlight { pendingCancel = outcome }
    }

    /// The device passcode was entered: ends any lockout and resets the failure count.
    public func passcodeAuthenticated() { device.passcodeAuthenticated() }

    /// Sets whether presentations match when nothing is scripted.
    public func setMatching(_ matching: Bool) { device.isMatching = matching }

    /// Enrolls or removes every face or finger.
    public func setEnrolled(_ enrolled: Bool) { device.setEnrolled(enrolled) }

    /// Makes the hardware present, absent or disconnected.
    public func setHardware(_ hardware: SimulatedBiometricDevice.Hardware) { device.hardware = hardware }

    /// Sets whether the device has a passcode.
    public func setPasscodeSet(_ passcodeSet: Bool) { device.isPasscodeSet = passcodeSet }

    /// Appends scripted attempts to the queue.
    public func enqueue(_ attempts: [ScriptedAttempt]) { device.enqueue(attempts) }

    /// Scripted attempts not consumed yet.
    public var unconsumedScript: [ScriptedAttempt] { device.unconsumedScript }

    /// Rotates the enrollment state as a real enrollment change would.
    public func changeEnrollment() { device.changeEnrollment() }

}
