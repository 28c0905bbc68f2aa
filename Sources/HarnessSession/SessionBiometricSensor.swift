import Biometrics
import LockCore
import Synchronization

/// The session's simulated sensor, shared between the session (which runs prompts on its timeline and lets
/// scenarios and the control surface change modes) and the ``PasscodeService`` (which reads capability).
public final class SessionBiometricSensor: SynchronousBiometricSensor {
    private let device: Mutex<SimulatedBiometricDevice>
    private let clock: any ClockSource

    /// A sensor over `device`, reading time from `clock`.
    public init(device: SimulatedBiometricDevice, clock: any ClockSource) {
        self.device = Mutex(device)
        self.clock = clock
    }

    /// Virtual time one attempt takes.
    public var attemptLatency: Duration { device.withLock { $0.rules.attemptLatency } }

    /// A copy of the device state.
    public var state: SimulatedBiometricDevice { device.withLock { $0 } }

    /// Changes the device (modes, script, enrollment) and returns the result of `change`.
    @discardableResult
    public func update<T: Sendable>(_ change: (inout SimulatedBiometricDevice) -> T) -> T {
        device.withLock { change(&$0) }
    }

    public nonisolated(nonsending) func capability() async -> BiometricCapability { currentCapability() }

    /// The capability now, synchronously.
    public func currentCapability() -> BiometricCapability {
        let now = clock.now()
        return device.withLock { $0.capability(at: now) }
    }

    public func evaluate(reason: String) async -> BiometricOutcome {
        let now = clock.now()
        return device.withLock { $0.evaluate(at: now).outcome }
    }

    public func cancel(_ outcome: BiometricOutcome) async { _ = device.withLock { $0.cancelPrompt() } }

    public nonisolated(nonsending) func passcodeAuthenticated() async { passcodeAuthenticatedNow() }

    public func passcodeAuthenticatedNow() { device.withLock { $0.passcodeAuthenticated() } }
}
