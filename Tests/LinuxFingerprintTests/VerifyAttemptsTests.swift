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
        var attempts = VerifyAttempts(attemptsPerPrompt: 1, maxRetries: 0)
        #expect(attempts.handle(result) == .finish(outcome))
    }

    @Test func noMatchesUseAttemptsRetriesDoNot() {
        var attempts = VerifyAttempts(attemptsPerPrompt: 2, maxRetries: 1)
        #expect(attempts.handle(.retry(.retryTooShort)) == .scanAgain)
        #expect(attempts.handle(.noMatch) == .scanAgain)
        #expect(attempts.handle(.noMatch) == .finish(.authenticationFailed))
        var retrying = VerifyAttempts(attemptsPerPrompt: 3, maxRetries: 1)
        #expect(retrying.handle(.retry(.retry)) == .scanAgain)
        #expect(retrying.handle(.retry(.retry)) == .finish(.authenticationFailed))
    }
}
