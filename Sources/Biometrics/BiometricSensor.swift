/// A biometric sensor as the app sees it: LocalAuthentication's `LAContext`, reduced to what the lock needs.
///
/// Implementations: the simulated Face ID / Touch ID / Android sensors (`SimulatedBiometricSensor`), and,
/// with the `LinuxFingerprint` trait, libfprint and fprintd readers.
public protocol BiometricSensor: Sendable {
    /// What `canEvaluatePolicy` and `biometryType` would report now. Called in the caller's isolation
    /// (`nonisolated(nonsending)`): an actor conformer is still entered, a class reading its state under a lock is
    /// not sent to the global executor and back for every read.
    nonisolated(nonsending) func capability() async -> BiometricCapability
    /// Shows one prompt and returns how it ended (after as many attempts as the sensor allows per prompt).
    func evaluate(reason: String) async -> BiometricOutcome
    /// Ends a prompt in flight (`LAContext.invalidate()`); the prompt then ends with ``BiometricOutcome/appCancel``
    /// or ``BiometricOutcome/systemCancel``.
    func cancel(_ outcome: BiometricOutcome) async
    /// Tells the sensor the device passcode was entered correctly, which ends a biometry lockout (in the caller's
    /// isolation, like ``capability()``).
    nonisolated(nonsending) func passcodeAuthenticated() async
    /// Shows one prompt and returns every answer on the way (unusable scans included) with its timing.
    ///
    /// The default calls ``evaluate(reason:)`` and reports its outcome alone; real readers report each scan.
    func evaluateRecorded(reason: String) async -> SensorPromptRecord
    /// This sensor, if it answers capability reads and the passcode notice at once (``SynchronousBiometricSensor``);
    /// `nil` by default. A requirement rather than a cast, so asking costs no conformance lookup.
    var synchronousSensor: (any SynchronousBiometricSensor)? { get }
}

extension BiometricSensor {
    /// `nil`: the sensor answers only asynchronously.
    public var synchronousSensor: (any SynchronousBiometricSensor)? { nil }

    /// Calls ``evaluate(reason:)`` and reports its outcome as the only answer, timed on the continuous clock.
    public func evaluateRecorded(reason: String) async -> SensorPromptRecord {
        let start = ContinuousClock.now
        let outcome = await evaluate(reason: reason)
        return .only(outcome, after: ContinuousClock.now - start)
    }
}
