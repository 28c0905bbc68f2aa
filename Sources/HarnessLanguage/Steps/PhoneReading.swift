/// What of the simulated phone a phone field (``ExpectFieldSpec/Source/phone``) reads: its column in
/// ``ExpectFieldVocabulary``, set by ``ExpectFieldSpec/readFromPhone(_:)``. The harness reads each through one
/// exhaustive switch (HarnessApps' `PhoneFields`), so a new phone field that does not say how an app's phone gives
/// it does not compile.
public enum PhoneReading: String, CaseIterable, Sendable, Hashable {
    /// The sensor's hardware (Face ID, Touch ID, fingerprint, none).
    case sensorHardware
    /// Whether a face or finger is enrolled.
    case sensorEnrolled
    /// The sensor's consecutive failures.
    case sensorFailures
    /// Attempts left before the sensor locks out.
    case attemptsLeft
    /// The sensor's lockout.
    case lockout
    /// Scripted sensor outcomes no prompt used.
    case unconsumedScript
    /// The sensor's time per attempt.
    case sensorLatency
    /// Biometric requests LocalAuthentication received.
    case promptCount
    /// Whether the system's biometric prompt is up.
    case prompt
    /// The last biometric request's outcome.
    case lastOutcome
}
