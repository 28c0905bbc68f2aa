import Biometrics
import LockCore
import Testing

/// Issue 14 item 5: unusable scans (``BiometricFeedback``) in the simulated sensor.
struct SimulatedDeviceFeedbackTests {
    @Test(arguments: BiometricFeedback.allCases)
    func everyFeedbackNameScriptsAndPrintsBack(feedback: BiometricFeedback) {
        let attempt = ScriptedAttempt(named: feedback.rawValue)
        #expect(attempt == .feedback(feedback))
        #expect(attempt?.name == feedback.rawValue)
        #expect(ScriptedAttempt.allNames.contains(feedback.rawValue))
        #expect(BiometricFeedback.table.filter { $0.feedback == feedback }.count == 1)
    }

    @Test func namesDoNotCollideWithOutcomes() {
        #expect(Set(ScriptedAttempt.allNames).count == ScriptedAttempt.allNames.count)
    }

    @Test(arguments: [BiometryType.faceID, .touchID, .fingerprint])
    func anUnusableScanKeepsThePromptUpAndCountsNothing(kind: BiometryType) {
        var device = SimulatedBiometricDevice(biometryType: kind)
        device.enqueue([.noMatch, .feedback(.retryTooShort), .feedback(.partial), .feedback(.faceTooClose), .match])
        #expect(device.beginPrompt(at: .virtualStart) == nil)
        var seen: [SimulatedAttempt] = []
        while let attempt = device.nextAttempt(at: .virtualStart) {
            seen.append(attempt)
            if attempt.endedPrompt != nil { break }
        }
        // Face ID allows 2 attempts per prompt: if feedback used attempts, the prompt would fail before the match.
        #expect(seen.map(\.endedPrompt) == [nil, nil, nil, nil, .success])
        #expect(seen.map(\.consecutiveFailures) == [1, 1, 1, 1, 0])
        #expect(seen.map(\.number) == [1, 2, 3, 4, 5])
        #expect(seen.map(\.feedback) == [nil, .retryTooShort, .partial, .faceTooClose, nil])
    }

    @Test func feedbackNeverLocksOut() {
        var device = SimulatedBiometricDevice(biometryType: .fingerprint, rules: .android)
        device.enqueue(Array(repeating: .feedback(.imagerDirty), count: 30) + [.match])
        let result = device.evaluate(at: .virtualStart)
        #expect(result.outcome == .success)
        #expect(result.attempts.count == 31)
        #expect(device.lockout == .none)
    }

    @Test func aDisconnectedReaderEndsThePromptEvenOnFeedback() {
        var device = SimulatedBiometricDevice(biometryType: .fingerprint)
        #expect(device.beginPrompt(at: .virtualStart) == nil)
        device.hardware = .disconnected
        device.enqueue([.feedback(.retry)])
        #expect(device.nextAttempt(at: .virtualStart)?.endedPrompt == .biometryDisconnected)
    }

    @Test func libfprintAndFprintdCodesMapThroughTheTable() {
        #expect(BiometricFeedback(libfprintRetry: 0) == .retry)
        #expect(BiometricFeedback(libfprintRetry: 1) == .retryTooShort)
        #expect(BiometricFeedback(libfprintRetry: 2) == .retryCenterFinger)
        #expect(BiometricFeedback(libfprintRetry: 3) == .retryRemoveFinger)
        #expect(BiometricFeedback(libfprintRetry: 99) == .retry)
        #expect(BiometricFeedback(fprintdStatus: "verify-swipe-too-short") == .retryTooShort)
        #expect(BiometricFeedback(fprintdStatus: "verify-remove-and-retry") == .retryRemoveFinger)
        #expect(BiometricFeedback(fprintdStatus: "verify-match") == nil)
    }

    @Test func hintsShowOnAndroidAndLinuxOnly() {
        #expect(BiometricFeedback.retryTooShort.message(on: .linux) == "Swipe was too short, try again")
        #expect(BiometricFeedback.partial.message(on: .android) != nil)
        for platform: DeviceProfile.Platform in [.ios, .ipados, .macos] {
            #expect(BiometricFeedback.allCases.allSatisfy { $0.message(on: platform) == nil })
        }
    }
}
