import Biometrics
import HarnessScenarios
import HarnessSession
import SimulatedPhone

/// The expect fields the harness reads from the simulated phone for any app (``ExpectFieldSpec/Source/phone``):
/// the sensor's state and the prompts LocalAuthentication showed. An adapter never reports them; the phone every
/// shim talks to knows them for every app, as iOS does.
package enum PhoneFields {
    /// `snapshot` with every phone field read from `phone`, except those in `reported` (the adapter's own).
    package static func fill(
        _ snapshot: inout SessionSnapshot, from phone: SimulatedPhoneState, except reported: Set<String>
    ) {
        let now = phone.now
        let sensor = phone.biometrics
        func set<T>(_ name: String, _ path: WritableKeyPath<SessionSnapshot, T>, _ value: @autoclosure () -> T) {
            if !reported.contains(name) { snapshot[keyPath: path] = value() }
        }
        set("sensorHardware", \.sensorHardware, sensor.hardware.rawValue)
        set("sensorEnrolled", \.sensorEnrolled, sensor.isEnrolled)
        set("sensorFailures", \.sensorFailures, sensor.consecutiveFailures)
        set("attemptsLeft", \.attemptsLeft, sensor.attemptsLeftBeforeLockout(at: now) ?? -1)
        set("lockout", \.lockout, sensor.lockout(at: now).description)
        set("unconsumed", \.unconsumedScript, sensor.unconsumedScript.map(\.name))
        set("sensorLatency", \.sensorLatency, sensor.rules.attemptLatency)
        // As the model counts them: every biometric request, including one that failed at once (nothing shown).
        set("promptCount", \.promptCount, phone.biometricRequests)
        set("prompt", \.prompt, phone.heldPrompt != nil)
        set("lastOutcome", \.lastOutcome, phone.lastBiometricResult.map(outcomeName))
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
