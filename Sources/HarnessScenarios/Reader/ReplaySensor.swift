import Biometrics
import HarnessLanguage
import LockCore

/// A ``Biometrics/BiometricSensor`` that answers from a recording instead of a reader: pure simulation, the same
/// on every machine and every run.
///
/// Prompts get the recorded prompts in order (their answers and outcome); capability calls get the recorded
/// answers in order, the last one repeating once they run out. A prompt beyond the recording ends with
/// ``Biometrics/BiometricOutcome/systemCancel`` and is counted in ``unrecordedPrompts``.
///
/// ```swift
/// let recording = try ReaderRecording.read(contentsOf: "reader.yaml")
/// let sensor = ReplaySensor(recording.recordedCase("unlock")!)
/// await sensor.evaluate(reason: "Unlock")   // the first recorded prompt's outcome
/// ```
public actor ReplaySensor: BiometricSensor {
    private var prompts: [SensorPromptRecord]
    private var capabilities: [BiometricCapability]
    private var lastCapability: BiometricCapability
    /// Prompts asked for after the recording ran out.
    public private(set) var unrecordedPrompts = 0

    /// A sensor replaying `recorded`.
    public init(_ recorded: ReaderRecording.Case) {
        self.prompts = recorded.prompts
        self.capabilities = recorded.capability.flatMap { Array(repeating: $0.capability, count: $0.times) }
        self.lastCapability =
            recorded.capability.last?.capability
            ?? BiometricCapability(biometryType: .fingerprint, unavailableReason: nil, enrollment: nil)
    }

    public func capability() -> BiometricCapability {
        if !capabilities.isEmpty { lastCapability = capabilities.removeFirst() }
        return lastCapability
    }

    public func evaluate(reason: String) async -> BiometricOutcome { await evaluateRecorded(reason: reason).outcome }

    public func evaluateRecorded(reason: String) async -> SensorPromptRecord {
        guard !prompts.isEmpty else {
            unrecordedPrompts += 1
            return .only(.systemCancel, after: .zero)
        }
        return prompts.removeFirst()
    }

    /// A recording has no prompt in flight to cancel: prompts answer at once.
    public func cancel(_ outcome: BiometricOutcome) {}

    /// Readers have no lockout of their own: nothing to reset.
    public func passcodeAuthenticated() {}

}
