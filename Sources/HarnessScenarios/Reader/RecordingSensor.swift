import Biometrics
import HarnessLanguage
import LockCore

/// A ``Biometrics/BiometricSensor`` that passes every call to a real reader and keeps what it answered: each
/// prompt's answers with their timing (``Biometrics/SensorPromptRecord``) and each capability answer.
///
/// ```swift
/// let recorder = RecordingSensor(wrapping: reader)
/// let session = try await AppSession(configuration, externalSensor: recorder)
/// // ... run the case ...
/// let recorded = await recorder.recordedCase(id: "unlock")   // prompts and capability answers, in order
/// ```
public actor RecordingSensor: BiometricSensor {
    private let reader: any BiometricSensor
    private var prompts: [SensorPromptRecord] = []
    private var capabilities: [ReaderRecording.CapabilityRun] = []

    /// A recorder in front of `reader`.
    public init(wrapping reader: any BiometricSensor) { self.reader = reader }

    public func capability() async -> BiometricCapability {
        let answer = await reader.capability()
        if let last = capabilities.last, last.capability == answer {
            capabilities[capabilities.count - 1].times += 1
        } else {
            capabilities.append(.init(answer, times: 1))
        }
        return answer
    }

    public func evaluate(reason: String) async -> BiometricOutcome { await evaluateRecorded(reason: reason).outcome }

    public func evaluateRecorded(reason: String) async -> SensorPromptRecord {
        let record = await reader.evaluateRecorded(reason: reason)
        prompts.append(record)
        return record
    }

    public func cancel(_ outcome: BiometricOutcome) async { await reader.cancel(outcome) }

    public func passcodeAuthenticated() async { await reader.passcodeAuthenticated() }

    /// Everything recorded so far, as the case called `id`.
    public func recordedCase(id: String) -> ReaderRecording.Case {
        ReaderRecording.Case(id: id, capability: capabilities, prompts: prompts)
    }
}
