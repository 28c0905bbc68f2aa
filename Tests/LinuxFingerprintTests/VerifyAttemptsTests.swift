import Biometrics
import LinuxFingerprint
import Testing

/// The prompt rules that both adapters share.
struct VerifyAttemptsTests {
    @Test(arguments: [
        (ScanResult.match, BiometricOutcome.success),
        (.noMatch, .authenticationFailed),
        (.removed, .biometryDisconnected),
        (.notEnrolled, .biometryNotEnrolled),
        (.failed(.libfprint(domain: "fp", code: 5, message: "proto")), .biometryNotAvailable),
        (.cancelled(.requested("appCancel")), .appCancel),
        (.cancelled(.deviceRemoved), .biometryDisconnected),
        (.cancelled(.timedOut), .systemCancel),
        (.cancelled(.serviceGone), .biometryNotAvailable),
    ])
    func singleAttemptOutcomes(result: ScanResult, outcome: BiometricOutcome) {
        var attempts = VerifyAttempts(attemptsPerPrompt: 1)
        #expect(attempts.handle(result) == .finish(outcome))
    }

    @Test func noMatchesUseAttemptsRetriesDoNot() {
        var attempts = VerifyAttempts(attemptsPerPrompt: 2)
        #expect(attempts.handle(.retry(.retryTooShort)) == .scanAgain)
        #expect(attempts.handle(.noMatch) == .scanAgain)
        #expect(attempts.handle(.noMatch) == .finish(.authenticationFailed))
    }

    /// The simulated sensor's rule: an unusable scan never ends a prompt, however many come (the prompt used to
    /// end `authenticationFailed` on the sixth).
    @Test func unusableScansNeverEndThePrompt() {
        var attempts = VerifyAttempts(attemptsPerPrompt: 1)
        for feedback in Array(repeating: BiometricFeedback.retry, count: 50) + [.retryTooShort, .retryCenterFinger] {
            #expect(attempts.handle(.retry(feedback)) == .scanAgain)
        }
        #expect(attempts.retries == 52 && attempts.failedAttempts == 0)
        #expect(attempts.handle(.match) == .finish(.success))
    }
}
