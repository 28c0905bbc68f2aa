import Biometrics

/// The rules of one prompt, as a pure state machine: scan results in, "scan again" or an outcome out.
///
/// A match ends with `success`; a no-match uses up one of `attemptsPerPrompt` (then `authenticationFailed`);
/// an unusable scan (`retry`, libfprint's `FP_DEVICE_RETRY_*`, fprintd's `verify-retry-scan` family) is scanned
/// again, however many there are: it uses no attempt and never ends the prompt, the rule the simulated sensor
/// follows for a scripted feedback (and pam_fprintd and Android's `onAuthenticationHelp` too). A real reader's
/// prompt is bounded in time instead, by the adapter's scan timeout.
///
/// ```swift
/// var attempts = VerifyAttempts(attemptsPerPrompt: 3)
/// attempts.handle(.retry(.retryTooShort))  // .scanAgain (uses no attempt)
/// attempts.handle(.noMatch)                // .scanAgain
/// attempts.handle(.match)                  // .finish(.success)
/// ```
public struct VerifyAttempts: Sendable, Equatable {
    /// What the adapter does next.
    public enum Step: Sendable, Equatable {
        /// Start another scan.
        case scanAgain
        /// End the prompt with this outcome.
        case finish(BiometricOutcome)
    }

    /// No-matches allowed in one prompt (Touch ID: 3).
    public let attemptsPerPrompt: Int
    /// No-matches so far.
    public private(set) var failedAttempts = 0
    /// Unusable scans so far.
    public private(set) var retries = 0

    /// A prompt allowing `attemptsPerPrompt` no-matches (at least 1).
    public init(attemptsPerPrompt: Int = 3) {
        self.attemptsPerPrompt = max(1, attemptsPerPrompt)
    }

    /// The next step after `result`.
    public mutating func handle(_ result: ScanResult) -> Step {
        switch result {
        case .match:
            return .finish(.success)
        case .noMatch:
            failedAttempts += 1
            return failedAttempts < attemptsPerPrompt ? .scanAgain : .finish(.authenticationFailed)
        case .retry:
            retries += 1
            return .scanAgain
        case .removed:
            return .finish(.biometryDisconnected)
        case .notEnrolled:
            return .finish(.biometryNotEnrolled)
        case .failed:
            return .finish(.biometryNotAvailable)
        case .cancelled(let reason):
            switch reason {
            case .requested(let name): return .finish(BiometricOutcome(named: name) ?? .appCancel)
            case .deviceRemoved: return .finish(.biometryDisconnected)
            case .timedOut: return .finish(.systemCancel)
            case .serviceGone: return .finish(.biometryNotAvailable)
            }
        }
    }
}
