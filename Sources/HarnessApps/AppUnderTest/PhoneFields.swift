import Biometrics
import HarnessScenarios
import HarnessSession
import SimulatedPhone

/// The expect fields the harness reads from the simulated phone for any app (``ExpectFieldSpec/Source/phone``):
/// the sensor's state and the prompts LocalAuthentication showed. An adapter never reports them; the phone every
/// shim talks to knows them for every app, as iOS does.
package enum PhoneFields {
    /// The table's phone fields (``ExpectFieldVocabulary``'s ``ExpectFieldSpec/readFromPhone(_:)`` column): name and
    /// what of the phone each reads.
    private static let readings: [(name: String, reading: PhoneReading)] = ExpectFieldVocabulary.fields.compactMap {
        field in field.phoneReading.map { (field.name, $0) }
    }

    /// `snapshot` with every phone field read from `phone`, except those in `reported` (the adapter's own).
    package static func fill(
        _ snapshot: inout SessionSnapshot, from phone: SimulatedPhoneState, except reported: Set<String>
    ) {
        for (name, reading) in readings where !reported.contains(name) {
            read(reading, from: phone, into: &snapshot)
        }
    }

    /// Sets the snapshot property `reading` stands for from `phone`: one case a reading, no `default:`.
    private static func read(
        _ reading: PhoneReading, from phone: SimulatedPhoneState, into snapshot: inout SessionSnapshot
    ) {
        let sensor = phone.biometrics
        switch reading {
        case .sensorHardware: snapshot.sensorHardware = sensor.hardware.rawValue
        case .sensorEnrolled: snapshot.sensorEnrolled = sensor.isEnrolled
        case .sensorFailures: snapshot.sensorFailures = sensor.consecutiveFailures
        case .attemptsLeft: snapshot.attemptsLeft = sensor.attemptsLeftBeforeLockout(at: phone.now) ?? -1
        case .lockout: snapshot.lockout = sensor.lockout(at: phone.now).description
        case .unconsumedScript: snapshot.unconsumedScript = sensor.unconsumedScript.map(\.name)
        case .sensorLatency: snapshot.sensorLatency = sensor.rules.attemptLatency
        // As the model counts them: every biometric request, including one that failed at once (nothing shown).
        case .promptCount: snapshot.promptCount = phone.biometricRequests
        case .prompt: snapshot.prompt = phone.heldPrompt != nil
        case .lastOutcome: snapshot.lastOutcome = phone.lastBiometricResult.map(outcomeName)
        }
    }

    /// A prompt's result as `lastOutcome` names it (`success`, `authenticationFailed`, ...).
    static func outcomeName(_ result: AuthenticationResult) -> String {
        switch result {
        case .authenticated: return "success"
        case .failed(let outcome): return "\(outcome)"
        }
    }

    /// Scripted sensor outcomes the case queued and no prompt used.
    static func unconsumed(_ phone: SimulatedPhoneState) -> [String] { phone.biometrics.unconsumedScript.map(\.name) }
}
