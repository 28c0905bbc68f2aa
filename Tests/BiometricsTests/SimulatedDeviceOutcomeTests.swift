import Biometrics
import LockCore
import Testing

struct SimulatedDeviceOutcomeTests {
    static let sensorKinds: [BiometryType] = [.faceID, .touchID, .fingerprint]

    /// The script that makes a prompt end with `outcome`.
    static func script(for outcome: BiometricOutcome) -> [ScriptedAttempt] {
        switch outcome {
        case .success: return [.match]
        default: return [.outcome(outcome)]
        }
    }

    @Test(arguments: sensorKinds, BiometricOutcome.allCases)
    func everyOutcomeIsReachableThroughAScript(kind: BiometryType, outcome: BiometricOutcome) {
        var device = SimulatedBiometricDevice(biometryType: kind, matching: outcome != .success)
        device.enqueue(Self.script(for: outcome))
        let result = device.evaluate(at: .virtualStart)
        #expect(result.outcome == outcome)
        #expect(device.unconsumedScript.isEmpty)
        #expect(result.attempts.allSatisfy { $0.fromScript })
        #expect(!device.isPromptInFlight)
    }

    @Test(arguments: sensorKinds)
    func injectedOutcomesLeaveTheCountersAlone(kind: BiometryType) {
        var device = SimulatedBiometricDevice(biometryType: kind)
        device.enqueue([.noMatch, .outcome(.userCancel)])
        let result = device.evaluate(at: .virtualStart)
        #expect(result.outcome == .userCancel)
        #expect(result.attemptsUsed == 2)
        #expect(device.consecutiveFailures == 1)
        device.enqueue([.outcome(.biometryLockout)])
        #expect(device.evaluate(at: .virtualStart).outcome == .biometryLockout)
        #expect(device.lockout == .none)
        #expect(device.capability(at: .virtualStart).canEvaluate)
    }

    @Test func whenTheScriptRunsOutTheMatchingModeDecides() {
        var device = SimulatedBiometricDevice(biometryType: .touchID, matching: false)
        device.enqueue([.match])
        #expect(device.evaluate(at: .virtualStart).outcome == .success)
        let second = device.evaluate(at: .virtualStart)
        #expect(second.outcome == .authenticationFailed)
        #expect(second.attempts.map(\.fromScript) == [false, false, false])
        device.isMatching = true
        #expect(device.evaluate(at: .virtualStart).outcome == .success)
    }

    @Test func scriptNamesReadBothSpellings() {
        #expect(ScriptedAttempt(named: "match") == .match)
        #expect(ScriptedAttempt(named: "success") == .match)
        #expect(ScriptedAttempt(named: "noMatch") == .noMatch)
        #expect(ScriptedAttempt(named: "authenticationFailed") == .outcome(.authenticationFailed))
        #expect(ScriptedAttempt(named: "userFallback") == .outcome(.userFallback))
        #expect(ScriptedAttempt(named: "userCancelled") == nil)
        for name in ScriptedAttempt.allNames { #expect(ScriptedAttempt(named: name) != nil, "\(name)") }
    }

    @Test func unconsumedScriptIsReportedAndCanBeCleared() {
        var device = SimulatedBiometricDevice(biometryType: .faceID)
        device.enqueue([.match, .outcome(.userCancel), .noMatch])
        _ = device.evaluate(at: .virtualStart)
        #expect(device.unconsumedScript == [.outcome(.userCancel), .noMatch])
        #expect(device.clearScript() == [.outcome(.userCancel), .noMatch])
        #expect(device.unconsumedScript.isEmpty)
    }

    @Test func aPromptThatFailsFastConsumesNoScript() {
        var device = SimulatedBiometricDevice(biometryType: .faceID, enrolled: false, script: [.match])
        let result = device.evaluate(at: .virtualStart)
        #expect(result.outcome == .biometryNotEnrolled)
        #expect(result.failedFast)
        #expect(result.totalLatency == .zero)
        #expect(device.unconsumedScript == [.match])
    }
}
